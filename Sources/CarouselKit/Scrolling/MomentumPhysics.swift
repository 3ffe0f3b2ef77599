/// iCarousel's scroll physics: constant-deceleration momentum that stops exactly where it is
/// aimed, and 0.4 s cubic ease-in-out snaps to the nearest boundary.
///
/// On release with velocity `v` (units per second) from offset `s`:
///
/// 1. The natural distance is `d = v / (60·(1 − r))`
///    (``ConstantDecelerationSimulation/naturalDistance(velocity:decelerationRate:)``).
/// 2. If `|v| > minimumVelocity` (2 units/s) and `|d| > minimumDistance` (0.1 units), momentum
///    runs toward an end chosen by ``target``: `s + d` (free), the natural end rounded outward
///    (boundary), the next boundary from `s` in the flick's direction (paging), or the rounded end
///    limited to N boundaries from the drag's start (at most N); then clamped to the ends plus the
///    overscroll. It lasts `2|D|/|v|`.
/// 3. Otherwise, if ``snapsToBoundary`` is on or `s` is past an end, it snaps in
///    ``snapDuration`` to the nearest boundary — or to the one after it in the direction of `v`
///    when `|v| > minimumVelocity` and the offset is more than ``snapDistanceThreshold`` from the
///    nearest (iCarousel's `shouldScroll`).
///
/// When momentum ends, ``settleMotion(in:)`` snaps to the nearest boundary if ``snapsToBoundary``
/// is on or the offset is past an end. Unlike iCarousel it does nothing when the offset already
/// rests on that boundary (iCarousel runs a 0.01 s animation that only emits events).
public struct MomentumPhysics: ScrollPhysics, CustomStringConvertible {
  /// iCarousel's `decelerationRate`, nominally in [0, 1) (0.95).
  ///
  /// Values outside are brought in by
  /// ``ConstantDecelerationSimulation/effectiveDecelerationRate(_:)``.
  public var decelerationRate: Double
  /// Where momentum may end.
  public var target: ScrollTargetRule
  /// Whether a scroll that comes to rest between boundaries snaps to the nearest one
  /// (iCarousel's `scrollToItemBoundary`, on by default).
  public var snapsToBoundary: Bool
  /// The slowest release that starts momentum, in units per second (2.0, iCarousel's
  /// `SCROLL_SPEED_THRESHOLD`).
  public var minimumVelocity: Double
  /// The shortest natural distance that starts momentum, in units (0.1, `DECELERATE_THRESHOLD`).
  public var minimumDistance: Double
  /// How far from the nearest boundary a fast-enough slow release must be to snap onward, in
  /// units (0.1, `SCROLL_DISTANCE_THRESHOLD`).
  public var snapDistanceThreshold: Double
  /// How long a snap takes, in seconds (0.4, `SCROLL_DURATION`).
  public var snapDuration: Double
  /// The snap's timing curve (``Easing/inOutCubic``).
  public var snapEasing: Easing
  /// Whether the physics may snap at all (true).
  ///
  /// Off, a release runs momentum when fast enough and otherwise leaves the scroll where it is,
  /// and nothing settles: iCarousel under autoscroll, whose timer leaves the offset wherever it
  /// is.
  public var allowsSnaps: Bool

  /// Creates iCarousel's physics; the defaults are iCarousel's (with `stopAtItemBoundary` on,
  /// that is ``ScrollTargetRule/boundary``).
  public init(
    decelerationRate: Double = 0.95, target: ScrollTargetRule = .boundary,
    snapsToBoundary: Bool = true,
    minimumVelocity: Double = MomentumPhysics.iCarouselMinimumVelocity,
    minimumDistance: Double = MomentumPhysics.iCarouselMinimumDistance,
    snapDistanceThreshold: Double = MomentumPhysics.iCarouselSnapDistanceThreshold,
    snapDuration: Double = MomentumPhysics.iCarouselSnapDuration, snapEasing: Easing = .inOutCubic,
    allowsSnaps: Bool = true
  ) {
    precondition(!decelerationRate.isNaN, "Deceleration rate must not be NaN")
    precondition(
      snapDuration >= 0 && snapDuration.isFinite, "Snap duration must be finite and not negative")
    self.decelerationRate = decelerationRate
    self.target = target
    self.snapsToBoundary = snapsToBoundary
    self.minimumVelocity = minimumVelocity
    self.minimumDistance = minimumDistance
    self.snapDistanceThreshold = snapDistanceThreshold
    self.snapDuration = snapDuration
    self.snapEasing = snapEasing
    self.allowsSnaps = allowsSnaps
  }

  /// iCarousel's `SCROLL_SPEED_THRESHOLD`: 2 units (items) per second.
  public static var iCarouselMinimumVelocity: Double { 2 }
  /// iCarousel's `DECELERATE_THRESHOLD`: 0.1 units (items).
  public static var iCarouselMinimumDistance: Double { 0.1 }
  /// iCarousel's `SCROLL_DISTANCE_THRESHOLD`: 0.1 units (items).
  public static var iCarouselSnapDistanceThreshold: Double { 0.1 }
  /// iCarousel's `SCROLL_DURATION`: 0.4 s, for every snap and animated scroll to an item.
  public static var iCarouselSnapDuration: Double { 0.4 }

  public func releaseMotion(in context: ScrollContext) -> ScrollMotion? {
    guard let motion = momentumOrSnap(in: context) else { return nil }
    return allowsSnaps || motion.kind == .decelerating ? motion : nil
  }

  private func momentumOrSnap(in context: ScrollContext) -> ScrollMotion? {
    let s = context.offset
    let v = context.velocity
    let natural = ConstantDecelerationSimulation.naturalDistance(
      velocity: v, decelerationRate: decelerationRate)
    if abs(v) > minimumVelocity && abs(natural) > minimumDistance {
      let end = context.target(for: target, naturalEnd: s + natural, outward: true)
      // A flick limit counts from where the drag began: after a drag farther than the limit,
      // the end it allows may lie past the glide's own end, and momentum stretched to reach it
      // would crawl for as long as that takes (a minute for 300 items). A snap goes there.
      let stretched =
        isLimited
        && abs(end - s)
          > abs(context.target(for: .boundary, naturalEnd: s + natural, outward: true) - s)
      if !stretched && !context.isAligned(s, with: end) && (end > s) == (v > 0) {
        return .decelerating(ConstantDecelerationSimulation(start: s, velocity: v, end: end))
      }
    }
    guard snapsToBoundary || context.isOutOfBounds(s) || isLimited else { return nil }
    let nearest = context.nearestRestingPlace(to: s)
    var destination = nearest
    if abs(v) > minimumVelocity && abs(s - nearest) > snapDistanceThreshold,
      let grid = context.snapGrid
    {
      let index = grid.nearestIndex(to: s, period: context.period) + (v > 0 ? 1 : -1)
      destination = context.clamped(grid.boundary(index, period: context.period))
    }
    return snap(from: s, to: context.limitedToGesture(destination, by: target), in: context)
  }

  private var isLimited: Bool {
    if case .atMost = target { return true }
    return false
  }

  public func settleMotion(in context: ScrollContext) -> ScrollMotion? {
    let s = context.offset
    guard allowsSnaps, snapsToBoundary || context.isOutOfBounds(s) else { return nil }
    return snap(from: s, to: context.nearestRestingPlace(to: s), in: context)
  }

  private func snap(from start: Double, to end: Double, in context: ScrollContext) -> ScrollMotion?
  {
    guard !context.isAligned(start, with: end) else { return nil }
    return .animating(
      TimedCurveSimulation(from: start, to: end, duration: snapDuration, easing: snapEasing))
  }

  public var description: String {
    "MomentumPhysics(rate \(decelerationRate), \(target), snaps \(snapsToBoundary)"
      + (allowsSnaps ? ")" : ", no snaps at all)")
  }
}
