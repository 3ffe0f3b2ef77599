/// UIScrollView's scroll physics: exponential decay after a flick, springs at the edges, and
/// optional targets (boundaries, paging, at most N boundaries).
///
/// On release with velocity `v`:
///
/// - Past an end, a spring (``bounceSpring``) pulls back to the end, starting with `v`.
/// - Slower than ``minimumFlingVelocity``: as ``settleMotion(in:)``.
/// - ``ScrollTargetRule/free``: a ``DecaySimulation`` at ``rate``. If it would come to rest
///   past an end, it hands over at the end to ``bounceSpring`` with its velocity there (capped
///   at ``maximumHandoffVelocity``), so the content overshoots and springs back with position
///   and velocity continuous; without overscroll it stops at the end.
/// - A target rule: the target is chosen from the decay's projected rest position (or, for
///   paging, the next boundary in the flick's direction). If the target lies no further than the
///   projection, a decay shaped to rest exactly on it (``DecaySimulation/init(position:velocity:target:tolerance:)``)
///   runs; if it lies further, or behind, ``snapSpring`` carries the release velocity there.
///
/// ``settleMotion(in:)`` springs back from past an end, and, with a target rule, springs to the
/// nearest boundary. Every motion is reported as deceleration, as UIScrollView reports its
/// bounces and paging.
public struct DecayPhysics: ScrollPhysics, CustomStringConvertible {
  /// The fraction of velocity kept per millisecond (``DecaySimulation/normalRate``, 0.998).
  public var rate: Double
  /// Where a flick may come to rest.
  public var target: ScrollTargetRule
  /// The spring that returns from past an end (``SpringParameters/scrollBounce``).
  public var bounceSpring: SpringParameters
  /// The spring that carries a slow release to a boundary (``SpringParameters/smooth``).
  public var snapSpring: SpringParameters
  /// Releases slower than this, in points per second, count as no flick (50, Flutter's
  /// `kMinFlingVelocity`).
  public var minimumFlingVelocity: Double
  /// The fastest velocity handed from the decay to the edge spring, in points per second (5000,
  /// as Flutter caps it).
  public var maximumHandoffVelocity: Double

  /// Creates UIScrollView-like physics.
  ///
  /// - Precondition: `rate` lies strictly between 0 and 1.
  public init(
    rate: Double = DecaySimulation.normalRate, target: ScrollTargetRule = .free,
    bounceSpring: SpringParameters = .scrollBounce, snapSpring: SpringParameters = .smooth,
    minimumFlingVelocity: Double = 50, maximumHandoffVelocity: Double = 5000
  ) {
    precondition(rate > 0 && rate < 1, "Decay rate must lie strictly between 0 and 1")
    self.rate = rate
    self.target = target
    self.bounceSpring = bounceSpring
    self.snapSpring = snapSpring
    self.minimumFlingVelocity = minimumFlingVelocity
    self.maximumHandoffVelocity = maximumHandoffVelocity
  }

  public func releaseMotion(in context: ScrollContext) -> ScrollMotion? {
    let s = context.offset
    let v = context.velocity
    if context.isOutOfBounds(s) {
      return .decelerating(
        SpringSimulation(
          bounceSpring, from: s, to: context.clamped(s), velocity: v, tolerance: context.tolerance))
    }
    guard abs(v) * context.pointsPerUnit >= minimumFlingVelocity, v != 0 else {
      return settleMotion(in: context)
    }
    let decay = DecaySimulation(position: s, velocity: v, rate: rate, tolerance: context.tolerance)
    guard target != .free, context.snapGrid != nil else { return freeMotion(decay, in: context) }

    let end = context.clamped(
      context.target(for: target, naturalEnd: decay.projectedPosition, outward: false))
    if context.isAligned(s, with: end) { return nil }
    let projected = decay.projectedPosition - s
    let distance = end - s
    if (distance > 0) == (v > 0) && abs(distance) <= abs(projected) {
      return .decelerating(
        DecaySimulation(position: s, velocity: v, target: end, tolerance: context.tolerance))
    }
    return .decelerating(
      SpringSimulation(snapSpring, from: s, to: end, velocity: v, tolerance: context.tolerance))
  }

  public func settleMotion(in context: ScrollContext) -> ScrollMotion? {
    let s = context.offset
    let end = target == .free ? context.clamped(s) : context.nearestRestingPlace(to: s)
    guard !context.isAligned(s, with: end) else { return nil }
    let spring = context.isOutOfBounds(s) ? bounceSpring : snapSpring
    return .decelerating(
      SpringSimulation(
        spring, from: s, to: end, velocity: context.velocity, tolerance: context.tolerance))
  }

  /// A free decay, handed over to the bounce spring (or stopped) where it crosses an end.
  private func freeMotion(_ decay: DecaySimulation, in context: ScrollContext) -> ScrollMotion? {
    let rest = decay.projectedPosition
    guard context.isOutOfBounds(rest) else { return .decelerating(decay) }
    let edge = context.clamped(rest)
    // The decay stops (slower than the tolerance) before it reaches an edge lying within its
    // last fraction of a point: then it simply rests inside.
    guard let crossing = decay.time(toReach: edge), crossing < decay.duration else {
      return .decelerating(decay)
    }
    if context.maximumOverscroll <= 0 {
      if crossing == 0 { return nil }  // already at a hard end, moving outward: nothing moves
      let stop = TimedCurveSimulation(from: edge, to: edge, duration: 0)
      return .decelerating(HandoffSimulation(decay, handoffTime: crossing, then: stop))
    }
    let cap = maximumHandoffVelocity / context.pointsPerUnit
    let speed = min(max(decay.velocity(at: crossing), -cap), cap)
    let spring = SpringSimulation(
      bounceSpring, from: edge, to: edge, velocity: speed, tolerance: context.tolerance)
    return .decelerating(HandoffSimulation(decay, handoffTime: crossing, then: spring))
  }

  public var description: String { "DecayPhysics(rate \(rate), \(target))" }
}
