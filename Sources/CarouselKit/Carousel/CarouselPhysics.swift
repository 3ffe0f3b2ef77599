/// iCarousel's physics as a carousel derives them: ``MomentumPhysics``, without snaps while
/// autoscrolling (iCarousel's autoscroll timer leaves the offset wherever it is).
enum CarouselPhysics {
  /// What the physics is built from, to compare cheaply.
  struct Key: Equatable {
    var rate: Double, target: ScrollTargetRule, snaps: Bool, minimumDistance: Double,
      autoscrolling: Bool
    /// The engine's units per item: 1, or the mean width in points for items of their own
    /// widths, which scales iCarousel's thresholds (stated in items).
    var unit: Double = 1
  }

  /// The physics for `key`.
  static func physics(_ key: Key) -> MomentumPhysics {
    MomentumPhysics(
      decelerationRate: key.rate, target: key.target, snapsToBoundary: key.snaps,
      minimumVelocity: MomentumPhysics.iCarouselMinimumVelocity * key.unit,
      minimumDistance: key.minimumDistance * key.unit,
      snapDistanceThreshold: MomentumPhysics.iCarouselSnapDistanceThreshold * key.unit,
      allowsSnaps: !key.autoscrolling)
  }
}
