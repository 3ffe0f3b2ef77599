/// The physical description of a damped spring, `m·x″ + c·x′ + k·x = 0`.
///
/// Create it physically (``init(mass:stiffness:damping:)``), by damping ratio
/// (``init(mass:stiffness:dampingRatio:)``), or perceptually, the way UIKit and SwiftUI describe
/// springs: ``init(response:dampingRatio:)`` and ``init(duration:bounce:)``.
///
/// Units follow the simulation's: with positions in points and time in seconds, stiffness is
/// N/m-like "mass per second squared" and damping "mass per second".
public struct SpringParameters: Hashable, Sendable, CustomStringConvertible {
  /// The moving mass, `m` > 0.
  ///
  /// A larger mass swings further and slower.
  public var mass: Double
  /// The spring constant, `k` > 0.
  ///
  /// A stiffer spring pulls back faster.
  public var stiffness: Double
  /// The damping coefficient, `c` ≥ 0.
  ///
  /// More damping loses energy faster. With 0 the spring oscillates for ever: a motion using it
  /// never ends until it is stopped or replaced.
  public var damping: Double

  /// Creates a spring from its physical constants.
  ///
  /// - Precondition: `mass` and `stiffness` are positive and finite; `damping` is finite and not
  ///   negative.
  public init(mass: Double = 1, stiffness: Double, damping: Double) {
    precondition(mass > 0 && mass.isFinite, "Spring mass must be positive and finite")
    precondition(
      stiffness > 0 && stiffness.isFinite, "Spring stiffness must be positive and finite")
    precondition(damping >= 0 && damping.isFinite, "Spring damping must be finite and not negative")
    self.mass = mass
    self.stiffness = stiffness
    self.damping = damping
  }

  /// Creates a spring with damping `c = ζ·2√(m·k)` (Flutter's `withDampingRatio`).
  ///
  /// - Parameters:
  ///   - mass: The moving mass `m` (1 by default).
  ///   - stiffness: The spring constant `k`; with mass 1, the square of the undamped angular
  ///     frequency, in s⁻².
  ///   - dampingRatio: ζ; 1 is critical damping, below 1 bounces, above 1 creeps.
  public init(mass: Double = 1, stiffness: Double, dampingRatio: Double) {
    precondition(
      dampingRatio >= 0 && dampingRatio.isFinite, "Damping ratio must be finite and not negative")
    self.init(
      mass: mass, stiffness: stiffness, damping: dampingRatio * 2 * (mass * stiffness).squareRoot())
  }

  /// Creates a spring the way SwiftUI's `Spring(response:dampingRatio:)` and UIKit's spring
  /// animations do: the undamped period `response` (seconds) and the damping ratio, with mass 1,
  /// so `k = (2π/response)²` and `c = 4π·ζ/response`.
  ///
  /// - Precondition: `response` is positive and finite.
  public init(response: Double, dampingRatio: Double) {
    precondition(response > 0 && response.isFinite, "Spring response must be positive and finite")
    let angularFrequency = 2 * Double.pi / response
    self.init(mass: 1, stiffness: angularFrequency * angularFrequency, dampingRatio: dampingRatio)
  }

  /// Creates a spring the way SwiftUI's `Spring(duration:bounce:)` does: `k = (2π/duration)²`,
  /// mass 1, and damping ratio `1 − bounce` for `bounce ≥ 0` or `1/(1 + bounce)` for a negative
  /// (over-damped) bounce.
  ///
  /// - Precondition: `duration` is positive and finite; `bounce` lies in (−1, 1].
  public init(duration: Double, bounce: Double = 0) {
    precondition(bounce > -1 && bounce <= 1, "Spring bounce must lie in -1 < bounce <= 1")
    self.init(response: duration, dampingRatio: bounce >= 0 ? 1 - bounce : 1 / (1 + bounce))
  }

  /// Flutter's `ScrollPhysics` spring for bouncing back from an edge: mass 0.5, stiffness 100,
  /// damping ratio 1.1 (slightly over-damped; 0.64 s to settle from 100 pt).
  public static let scrollBounce = SpringParameters(mass: 0.5, stiffness: 100, dampingRatio: 1.1)

  /// SwiftUI's `.smooth` spring: duration 0.5 s, no bounce (critically damped).
  public static let smooth = SpringParameters(duration: 0.5, bounce: 0)

  /// Compose's pager snap, `spring(stiffness = 400)`: mass 1, stiffness 400, critically damped
  /// (ω₀ = 20 rad/s), within 0.5 pt of a 320 pt page turn in about 0.4 s; the ``Pager``'s.
  public static let pageSnap = SpringParameters(stiffness: 400, dampingRatio: 1)

  /// The damping ratio ζ = c / (2√(m·k)).
  public var dampingRatio: Double { damping / (2 * (mass * stiffness).squareRoot()) }

  /// The undamped angular frequency ω₀ = √(k/m), in radians per second.
  public var naturalFrequency: Double { (stiffness / mass).squareRoot() }

  /// The undamped period 2π/ω₀, in seconds (SwiftUI's `response`).
  public var response: Double { 2 * Double.pi / naturalFrequency }

  public var description: String {
    "SpringParameters(mass: \(mass), stiffness: \(stiffness), damping: \(damping), ζ \(dampingRatio))"
  }
}
