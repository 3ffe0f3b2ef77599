/// iCarousel's physics as a carousel uses them: ``MomentumPhysics``, without snaps while
/// autoscrolling (iCarousel's autoscroll timer leaves the offset wherever it is).
struct CarouselPhysics: ScrollPhysics {
  var momentum: MomentumPhysics
  var isAutoscrolling: Bool

  /// What the physics is built from, to compare cheaply.
  struct Key: Equatable {
    var rate: Double, target: ScrollTargetRule, snaps: Bool, minimumDistance: Double,
      autoscrolling: Bool
  }

  init(_ key: Key) {
    momentum = MomentumPhysics(
      decelerationRate: key.rate, target: key.target, snapsToBoundary: key.snaps,
      minimumDistance: key.minimumDistance)
    isAutoscrolling = key.autoscrolling
  }

  func releaseMotion(in context: ScrollContext) -> ScrollMotion? {
    guard let motion = momentum.releaseMotion(in: context) else { return nil }
    return isAutoscrolling && motion.kind != .decelerating ? nil : motion
  }

  func settleMotion(in context: ScrollContext) -> ScrollMotion? {
    isAutoscrolling ? nil : momentum.settleMotion(in: context)
  }
}
