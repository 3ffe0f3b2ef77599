import CarouselKit

/// A settle animation's timing as UIKit's spring animation takes it, solved in closed form as a
/// progress from 0 to 1.
///
/// SFOnboardingConductor springs an `item` element in with
/// `animateWithDuration:delay:usingSpringWithDamping:initialSpringVelocity:` and the element's
/// `duration` (seconds), `delay` (seconds), `springDamping` (the damping ratio ζ) and
/// `springVelocity` (v). This type gives the fraction of that animation done at any instant:
/// 0 until the delay has passed, then a damped spring of mass 1 from 0 toward 1 with initial
/// velocity v, and exactly 1 from `delay + duration` on, when UIKit's animation ends.
///
/// # From a duration to a spring
///
/// UIKit builds a `CASpringAnimation` that settles by the duration it is given, and documents the
/// initial velocity in animation distances per second ("a value of 1 corresponds to the total
/// animation distance traversed in one second"). Apple does not publish how it turns
/// (duration, damping ratio) into a stiffness; this type maps them as Framer does (Framer's
/// `SpringCurveValueConverter`; framer/SpringsExample: "iOS computes the actual tension and
/// friction … based on dampingRatio and duration"): the undamped angular frequency ω₀ is chosen
/// so that the spring's envelope has fallen to ε = 0.001 at the duration T, and then
/// stiffness `k = ω₀²` and damping `c = 2ζω₀` with mass 1.
///
/// - Under-damped, ζ < 1: the envelope `ζ/√(1 − ζ²)·e^(−ζω₀t)` reaches ε at T when
///   `ω₀ = ln(ζ / (ε·√(1 − ζ²))) / (ζ·T)`.
/// - Critically damped, ζ ≥ 1 (UIKit has no over-damped springs: ratios above 1 are taken as
///   1): the envelope `e^(−ω₀t)·(1 + ω₀t)` reaches ε at T when `ω₀·T = u*`, the root of
///   `e^(−u)(1 + u) = ε`, ``criticalSettleProduct`` (≈ 9.2334), found once by Newton's method.
/// - ζ is clamped below to ``minimumDampingRatio`` (0.01), where the logarithm above is still
///   positive (it turns negative near ζ = ε); a ratio of 0 would never settle.
///
/// The mapping leaves the velocity out of the envelope (Framer's root finding includes it): the
/// spring's shape depends on the duration and the ratio only, and the velocity only starts it.
/// A duration under a microsecond (or not finite) is a jump at the end of the delay; durations
/// are capped at 10⁶ s so that the stiffness stays representable.
public struct OnboardingSpring: Sendable, CustomStringConvertible {
  /// How long the spring runs once the delay has passed, in seconds (`duration`).
  public let duration: Double
  /// How long the animation waits before it moves, in seconds (`delay`).
  public let delay: Double
  /// The damping ratio ζ used: the element's `springDamping`, clamped into
  /// ``minimumDampingRatio``…1.
  public let dampingRatio: Double
  /// The initial velocity, in animation distances per second (`springVelocity`, UIKit's
  /// `initialSpringVelocity`).
  public let initialVelocity: Double
  /// The spring (mass 1), or `nil` when the animation is a jump.
  public let parameters: SpringParameters?
  private let simulation: SpringSimulation?

  /// The spring's envelope at the end of the duration, ε (Framer's `epsilon`).
  public static let envelope = 0.001
  /// The smallest damping ratio used, 0.01.
  public static let minimumDampingRatio = 0.01
  /// `u*`, the root of `e^(−u)(1 + u) = ε`: a critically damped spring's ω₀·T.
  public static let criticalSettleProduct: Double = {
    var u = 10.0
    for _ in 0..<50 {
      let value = libmExp(-u) * (1 + u) - envelope
      let slope = -u * libmExp(-u)
      let step = value / slope
      u -= step
      if abs(step) <= 1e-15 * u { break }
    }
    return u
  }()

  /// Creates a spring animation's timing from UIKit's parameters.
  ///
  /// Values from a file are taken as they come: a negative or non-finite delay is 0, a damping
  /// ratio that is not a number is 1, a velocity that is not finite is 0.
  ///
  /// - Parameters:
  ///   - duration: How long the spring runs, in seconds (UIKit's `duration`).
  ///   - delay: How long it waits first, in seconds.
  ///   - dampingRatio: UIKit's `usingSpringWithDamping`.
  ///   - initialVelocity: UIKit's `initialSpringVelocity`, in animation distances per second.
  public init(
    duration: Double, delay: Double = 0, dampingRatio: Double = 1, initialVelocity: Double = 0
  ) {
    let ratio = dampingRatio.isNaN ? 1 : min(max(dampingRatio, Self.minimumDampingRatio), 1)
    let velocity = initialVelocity.isFinite ? initialVelocity : 0
    self.delay = delay.isFinite && delay > 0 ? delay : 0
    self.dampingRatio = ratio
    self.initialVelocity = velocity
    guard duration.isFinite, duration >= 1e-6 else {
      self.duration = 0
      parameters = nil
      simulation = nil
      return
    }
    let time = min(duration, 1e6)
    self.duration = time
    let frequency = Self.naturalFrequency(duration: time, dampingRatio: ratio)
    let spring = SpringParameters(
      mass: 1, stiffness: frequency * frequency, damping: 2 * ratio * frequency)
    parameters = spring
    simulation = SpringSimulation(
      spring, from: 0, to: 1, velocity: velocity,
      tolerance: Tolerance(distance: 1e-12, velocity: 1e-12))
  }

  /// The undamped angular frequency ω₀, in radians per second, of the spring UIKit runs for
  /// `duration` seconds with damping ratio `dampingRatio` (already clamped into 0.01…1).
  static func naturalFrequency(duration: Double, dampingRatio ratio: Double) -> Double {
    guard ratio < 1 else { return criticalSettleProduct / duration }
    let log = libmLog(ratio / (envelope * (1 - ratio * ratio).squareRoot()))
    return log / (ratio * duration)
  }

  /// The whole animation's length, delay included, in seconds.
  public var totalDuration: Double { delay + duration }

  /// The fraction of the animation done `elapsed` seconds after it was started: 0 during the
  /// delay, the spring's position (which may overshoot 1) while it runs, exactly 1 from
  /// ``totalDuration`` on.
  ///
  /// - Complexity: O(1)
  public func progress(atElapsed elapsed: Double) -> Double {
    guard elapsed >= delay else { return 0 }
    guard elapsed < delay + duration, let simulation else { return 1 }
    return simulation.position(at: elapsed - delay)
  }

  /// The timing's parameters, for messages:
  /// `OnboardingSpring(duration: 0.5, delay: 0.0, ζ 1.0, v 0.0)`.
  public var description: String {
    "OnboardingSpring(duration: \(duration), delay: \(delay), ζ \(dampingRatio), v \(initialVelocity))"
  }
}
