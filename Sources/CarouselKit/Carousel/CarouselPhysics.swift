/// iCarousel's physics as a carousel derives them: ``MomentumPhysics``, without snaps while
/// autoscrolling (iCarousel's autoscroll timer leaves the offset wherever it is).
enum CarouselPhysics {
  /// What the physics is built from, to compare cheaply.
  struct Key: Equatable {
    var rate: Double, target: ScrollTargetRule, snaps: Bool, minimumDistance: Double,
      autoscrolling: Bool
  }

  /// The physics for `key`.
  static func physics(_ key: Key) -> MomentumPhysics {
    MomentumPhysics(
      decelerationRate: key.rate, target: key.target, snapsToBoundary: key.snaps,
      minimumDistance: key.minimumDistance, allowsSnaps: !key.autoscrolling)
  }
}
