/// A damped spring pulling a position to a target, solved exactly.
///
/// With `x` the displacement from the target, `x₀` and `v₀` its initial displacement and
/// velocity, `r = −c/(2m)` and `Δ = c² − 4mk`:
///
/// - **critically damped** (Δ = 0): `x = (c₁ + c₂t)·e^(rt)`, `c₁ = x₀`, `c₂ = v₀ − r·x₀`;
/// - **over-damped** (Δ > 0): `r₁,₂ = (−c ∓ √Δ)/(2m)`, `c₂ = (v₀ − r₁x₀)/(r₂ − r₁)`,
///   `c₁ = x₀ − c₂`, `x = c₁e^(r₁t) + c₂e^(r₂t)`;
/// - **under-damped** (Δ < 0): `ω = √(4mk − c²)/(2m)`, `c₁ = x₀`, `c₂ = (v₀ − r·x₀)/ω`,
///   `x = e^(rt)·(c₁·cos ωt + c₂·sin ωt)`.
///
/// Springs never quite arrive, so ``duration`` is the first instant from which an envelope of
/// the solution stays within the tolerance for good (a bound, so done-ness never reverts); from
/// then on the position is exactly the target. An undamped spring never ends: its duration is
/// infinite.
public struct SpringSimulation: Simulation, CustomStringConvertible {
  /// Which closed form the spring follows.
  public enum Regime: String, Sendable {
    /// Damping ratio 1: `x = (c₁ + c₂·t)·e^(rt)`, the fastest return without overshoot.
    case criticallyDamped
    /// Damping ratio above 1: `x = c₁·e^(r₁t) + c₂·e^(r₂t)`, a slower return without overshoot.
    case overDamped
    /// Damping ratio below 1: `x = e^(rt)·(c₁·cos ωt + c₂·sin ωt)`, oscillating about the target.
    case underDamped
  }

  /// The spring.
  public let parameters: SpringParameters
  /// The position at time 0.
  public let start: Double
  /// The position the spring pulls toward and rests at.
  public let target: Double
  /// The velocity at time 0, in position units per second.
  public let initialVelocity: Double
  /// The closed form in use.
  public let regime: Regime
  /// When the spring is done, in seconds.
  public let duration: Double

  private let r1: Double, r2: Double  // exponents (r1 == r2 == r unless over-damped)
  private let c1: Double, c2: Double
  private let omega: Double  // damped angular frequency (under-damped only)

  /// Creates a spring motion from `start` to `target` with an absolute initial velocity.
  ///
  /// - Parameters:
  ///   - parameters: The spring.
  ///   - start: Where the motion starts.
  ///   - target: Where the spring pulls, and the motion ends.
  ///   - velocity: The initial velocity, in position units per second.
  ///   - tolerance: When the spring counts as done.
  /// - Precondition: Positions and velocity are finite.
  public init(
    _ parameters: SpringParameters, from start: Double, to target: Double, velocity: Double = 0,
    tolerance: Tolerance = .points
  ) {
    requireFinite(start, "Simulation positions must be finite")
    requireFinite(target, "Simulation positions must be finite")
    requireFinite(velocity, "Velocity must be finite")
    self.parameters = parameters
    self.start = start
    self.target = target
    self.initialVelocity = velocity

    let m = parameters.mass
    let k = parameters.stiffness
    let c = parameters.damping
    let x0 = start - target
    let v0 = velocity
    let discriminant = c * c - 4 * m * k
    let r = -c / (2 * m)
    if abs(discriminant) <= 1e-12 * (c * c + 4 * m * k) {
      regime = .criticallyDamped
      (r1, r2, omega) = (r, r, 0)
      (c1, c2) = (x0, v0 - r * x0)
    } else if discriminant > 0 {
      regime = .overDamped
      let root = discriminant.squareRoot()
      (r1, r2, omega) = ((-c - root) / (2 * m), (-c + root) / (2 * m), 0)
      let b = (v0 - r1 * x0) / (r2 - r1)
      (c1, c2) = (x0 - b, b)
    } else {
      regime = .underDamped
      let w = (4 * m * k - c * c).squareRoot() / (2 * m)
      (r1, r2, omega) = (r, r, w)
      (c1, c2) = (x0, (v0 - r * x0) / w)
    }
    duration = Self.settleTime(
      regime: regime, r1: r1, r2: r2, c1: c1, c2: c2, omega0: parameters.naturalFrequency,
      tolerance: tolerance)
  }

  /// Creates a spring motion whose initial velocity is given UIKit-style, as a multiple of the
  /// distance to travel per second (`initialSpringVelocity`): 1 means the whole distance per
  /// second.
  public init(
    _ parameters: SpringParameters, from start: Double, to target: Double,
    relativeVelocity: Double, tolerance: Tolerance = .points
  ) {
    self.init(
      parameters, from: start, to: target, velocity: relativeVelocity * (target - start),
      tolerance: tolerance)
  }

  public var finalPosition: Double { target }

  /// The displacement from the target at `t`, unclamped by ``duration``.
  private func displacement(_ t: Double) -> Double {
    switch regime {
    case .criticallyDamped: return (c1 + c2 * t) * libmExp(r1 * t)
    case .overDamped: return c1 * libmExp(r1 * t) + c2 * libmExp(r2 * t)
    case .underDamped:
      return libmExp(r1 * t) * (c1 * libmCos(omega * t) + c2 * libmSin(omega * t))
    }
  }

  private func displacementVelocity(_ t: Double) -> Double {
    switch regime {
    case .criticallyDamped: return (c2 + r1 * (c1 + c2 * t)) * libmExp(r1 * t)
    case .overDamped: return c1 * r1 * libmExp(r1 * t) + c2 * r2 * libmExp(r2 * t)
    case .underDamped:
      let cosine = libmCos(omega * t)
      let sine = libmSin(omega * t)
      return libmExp(r1 * t)
        * ((r1 * c1 + omega * c2) * cosine + (r1 * c2 - omega * c1) * sine)
    }
  }

  public func position(at time: Double) -> Double {
    let t = elapsed(time)
    if t >= duration { return target }
    return target + displacement(t)
  }

  public func velocity(at time: Double) -> Double {
    let t = elapsed(time)
    if t >= duration { return 0 }
    return displacementVelocity(t)
  }

  public var description: String {
    "SpringSimulation(\(start) → \(target), v₀ \(initialVelocity), \(regime.rawValue), \(duration) s)"
  }
}

// MARK: - When a spring is done

extension SpringSimulation {
  /// The first time from which both |x| and |v| stay within tolerance, found from envelopes
  /// that bound the solution and decrease once past their peak.
  fileprivate static func settleTime(
    regime: Regime, r1: Double, r2: Double, c1: Double, c2: Double, omega0: Double,
    tolerance: Tolerance
  ) -> Double {
    if c1 == 0 && c2 == 0 { return 0 }
    if r1 >= 0 || r2 >= 0 { return .infinity }  // no damping: it never settles
    switch regime {
    case .underDamped:
      // |x| ≤ A·e^(rt) and |v| ≤ ω₀·A·e^(rt), with A = √(c₁² + c₂²).
      let amplitude = (c1 * c1 + c2 * c2).squareRoot()
      let untilNear = libmLog(amplitude / tolerance.distance)
      let untilSlow = libmLog(omega0 * amplitude / tolerance.velocity)
      return max(0, untilNear, untilSlow) / -r1
    case .criticallyDamped:
      // x = (c₁ + c₂t)e^(rt) and v = ((c₂ + r·c₁) + r·c₂·t)e^(rt).
      let position = linearTimesExponentialSettleTime(abs(c1), abs(c2), r1, tolerance.distance)
      let speed = linearTimesExponentialSettleTime(
        abs(c2 + r1 * c1), abs(r1 * c2), r1, tolerance.velocity)
      return max(position, speed)
    case .overDamped:
      let position = sumOfExponentialsSettleTime(abs(c1), r1, abs(c2), r2, tolerance.distance)
      let speed = sumOfExponentialsSettleTime(
        abs(c1 * r1), r1, abs(c2 * r2), r2, tolerance.velocity)
      return max(position, speed)
    }
  }

  /// The first t after which `(a + b·t)·e^(r·t) ≤ limit` for good (a, b ≥ 0, r < 0).
  private static func linearTimesExponentialSettleTime(
    _ a: Double, _ b: Double, _ r: Double, _ limit: Double
  ) -> Double {
    let bound = { (t: Double) in (a + b * t) * libmExp(r * t) }
    let peak = b > 0 ? max(0, -1 / r - a / b) : 0
    return firstTimeBelow(limit, decreasingAfter: peak, bound)
  }

  /// The first t after which `a·e^(r₁t) + b·e^(r₂t) ≤ limit` (a, b ≥ 0, r₁, r₂ < 0).
  private static func sumOfExponentialsSettleTime(
    _ a: Double, _ r1: Double, _ b: Double, _ r2: Double, _ limit: Double
  ) -> Double {
    firstTimeBelow(limit, decreasingAfter: 0) { t in a * libmExp(r1 * t) + b * libmExp(r2 * t) }
  }

  /// Bisection for the time a bound that rises until `peak` and falls after it drops to `limit`.
  private static func firstTimeBelow(
    _ limit: Double, decreasingAfter peak: Double, _ bound: (Double) -> Double
  ) -> Double {
    if bound(peak) <= limit { return 0 }
    var low = peak
    var high = max(peak, 1e-3)
    while bound(high) > limit {
      low = high
      high *= 2
      if high > 1e9 { return .infinity }
    }
    for _ in 0..<200 where high - low > 1e-12 * high {
      let middle = (low + high) / 2
      if bound(middle) > limit { low = middle } else { high = middle }
    }
    return high
  }
}
