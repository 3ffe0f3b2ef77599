/// Exponential decay, the way UIScrollView decelerates: the velocity keeps a fixed fraction of
/// itself every millisecond.
///
/// With rate `r` per millisecond and `k = −1000·ln r` per second,
///
///     v(t) = v₀·r^(1000t) = v₀·e^(−k·t)
///     x(t) = x₀ + (v₀/k)·(1 − e^(−k·t))
///
/// and the motion would rest at ``projectedPosition`` `= x₀ + v₀/k` (`x₀ + 0.4995·v₀` for the
/// normal rate). It stops at ``duration``, when the speed falls to the tolerance's velocity,
/// and rests *there*, at `x(duration)`, so the position never jumps.
///
/// A *targeted* decay (``init(position:velocity:target:tolerance:)``) picks `k = v₀/D` so the
/// projection is exactly the target: the shape UIKit gives a deceleration whose target offset a
/// delegate adjusted. It stops once within tolerance of the target and rests exactly on it.
public struct DecaySimulation: Simulation, CustomStringConvertible {
  /// UIScrollView's `.normal` deceleration rate, 0.998 of the velocity kept per millisecond.
  public static let normalRate = 0.998
  /// UIScrollView's `.fast` deceleration rate, 0.99 per millisecond.
  public static let fastRate = 0.99

  /// The position at time 0.
  public let start: Double
  /// The velocity at time 0, in position units per second.
  public let initialVelocity: Double
  /// The decay constant `k`, per second.
  public let decayConstant: Double
  /// When the motion stops, in seconds.
  public let duration: Double
  /// Where the motion rests.
  public let finalPosition: Double

  /// A free decay at `rate` per millisecond, stopping once slower than `tolerance.velocity`.
  ///
  /// - Precondition: `position` and `velocity` are finite; `rate` lies strictly between 0 and 1.
  public init(
    position: Double, velocity: Double, rate: Double = DecaySimulation.normalRate,
    tolerance: Tolerance = .points
  ) {
    requireFinite(position, "Simulation positions must be finite")
    requireFinite(velocity, "Velocity must be finite")
    precondition(rate > 0 && rate < 1, "Decay rate must lie strictly between 0 and 1")
    start = position
    initialVelocity = velocity
    decayConstant = -1000 * libmLog(rate)
    let speed = abs(velocity)
    duration = speed > tolerance.velocity ? libmLog(speed / tolerance.velocity) / decayConstant : 0
    finalPosition =
      duration == 0 ? position : Self.position(position, velocity, decayConstant, duration)
  }

  /// A decay shaped to come to rest exactly at `target`, with `k = v₀/(target − position)`.
  ///
  /// It stops once both the remaining distance and the speed are within `tolerance`, and then
  /// rests exactly at `target` (a jump of at most `tolerance.distance`).
  ///
  /// - Precondition: All values are finite and `target − position` has the sign of `velocity`
  ///   (both non-zero).
  public init(position: Double, velocity: Double, target: Double, tolerance: Tolerance = .points) {
    requireFinite(position, "Simulation positions must be finite")
    requireFinite(velocity, "Velocity must be finite")
    requireFinite(target, "Simulation positions must be finite")
    let distance = target - position
    precondition(
      distance != 0 && velocity != 0 && (distance > 0) == (velocity > 0),
      "A targeted decay must move toward its target")
    start = position
    initialVelocity = velocity
    decayConstant = velocity / distance
    let untilNear = libmLog(abs(distance) / tolerance.distance)
    let untilSlow = libmLog(abs(velocity) / tolerance.velocity)
    duration = max(0, untilNear, untilSlow) / decayConstant
    finalPosition = target
  }

  private static func position(_ x0: Double, _ v0: Double, _ k: Double, _ t: Double) -> Double {
    x0 - v0 / k * libmExpm1(-k * t)
  }

  /// Where the decay would rest if it ran forever, `x₀ + v₀/k`.
  public var projectedPosition: Double { start + initialVelocity / decayConstant }

  public func position(at time: Double) -> Double {
    let t = elapsed(time)
    if t >= duration { return finalPosition }
    return Self.position(start, initialVelocity, decayConstant, t)
  }

  public func velocity(at time: Double) -> Double {
    let t = elapsed(time)
    if t >= duration { return 0 }
    return initialVelocity * libmExp(-decayConstant * t)
  }

  /// The time at which the decay passes `position`, or `nil` if it never does (the position lies
  /// behind the start or at or beyond ``projectedPosition``).
  ///
  /// Flutter's `timeAtX`.
  public func time(toReach position: Double) -> Double? {
    if position == start { return 0 }
    let fraction = 1 - decayConstant * (position - start) / initialVelocity
    guard fraction > 0, fraction < 1 else { return nil }
    return -libmLog(fraction) / decayConstant
  }

  /// The distance a UIScrollView flick travels before resting, continuous form:
  /// `(v₀/1000)/(−ln r)`, 0.4995·v₀ for the normal rate.
  ///
  /// - Parameters:
  ///   - velocity: Release velocity, in units per second.
  ///   - rate: Velocity kept per millisecond, strictly between 0 and 1.
  /// - Returns: The distance, in the velocity's units, signed as the velocity.
  /// - Precondition: `rate` lies strictly between 0 and 1.
  public static func projectedDistance(velocity: Double, rate: Double = normalRate) -> Double {
    precondition(rate > 0 && rate < 1, "Decay rate must lie strictly between 0 and 1")
    return velocity / 1000 / -libmLog(rate)
  }

  /// The projection Apple's WWDC18 session 803 gives, the discrete sum of per-millisecond
  /// steps: `(v₀/1000)·r/(1 − r)`, 0.499·v₀ for the normal rate and 0.099·v₀ for the fast one.
  public static func projectedDistanceBySteps(velocity: Double, rate: Double = normalRate) -> Double
  {
    precondition(rate > 0 && rate < 1, "Decay rate must lie strictly between 0 and 1")
    return velocity / 1000 * rate / (1 - rate)
  }

  public var description: String {
    "DecaySimulation(x₀ \(start), v₀ \(initialVelocity), k \(decayConstant), rests at \(finalPosition) after \(duration) s)"
  }
}
