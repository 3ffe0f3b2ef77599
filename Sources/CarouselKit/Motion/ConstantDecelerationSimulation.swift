/// Momentum with constant deceleration that stops exactly at a chosen end position: iCarousel's
/// deceleration.
///
/// Released at `start` with velocity `v` toward `end` (distance `D = end − start`), the speed
/// falls linearly to zero over `T = 2|D|/|v|`:
///
///     x(t) = start + v·t − ½·(v/T)·t²        (0 ≤ t ≤ T),  x(T) = end exactly
///
/// iCarousel picks `end` from the *natural* distance ``naturalDistance(velocity:decelerationRate:)``,
/// `v / (60·(1 − r))`, optionally rounded to an item boundary or clamped to the bounce region;
/// rounding only changes the deceleration, `v²/(2D)`. Without rounding every flick lasts
/// ``naturalDuration(decelerationRate:)``, 0.667 s at the default rate of 0.95.
public struct ConstantDecelerationSimulation: Simulation, CustomStringConvertible {
  /// The position at release.
  public let start: Double
  /// The release velocity, in position units per second.
  public let initialVelocity: Double
  /// Where the motion stops, exactly.
  public let end: Double
  /// `2|D|/|v|`, in seconds; 0 when `end == start`.
  public let duration: Double

  /// Creates momentum that stops exactly at `end`.
  ///
  /// - Precondition: All values are finite, and `end − start` is zero or has the sign of
  ///   `velocity` (momentum cannot reverse).
  public init(start: Double, velocity: Double, end: Double) {
    requireFinite(start, "Simulation positions must be finite")
    requireFinite(end, "Simulation positions must be finite")
    requireFinite(velocity, "Velocity must be finite")
    let distance = end - start
    precondition(
      distance == 0 || (velocity != 0 && (distance > 0) == (velocity > 0)),
      "Momentum must end in the direction of its velocity")
    self.start = start
    self.initialVelocity = velocity
    self.end = end
    self.duration = distance == 0 ? 0 : 2 * abs(distance) / abs(velocity)
  }

  public var finalPosition: Double { end }

  public func position(at time: Double) -> Double {
    let t = elapsed(time)
    if t >= duration { return end }
    return start + initialVelocity * t - 0.5 * (initialVelocity / duration) * t * t
  }

  public func velocity(at time: Double) -> Double {
    let t = elapsed(time)
    if t >= duration { return 0 }
    return initialVelocity * (1 - t / duration)
  }

  public var description: String {
    "ConstantDecelerationSimulation(\(start) → \(end), v₀ \(initialVelocity), \(duration) s)"
  }
}

extension ConstantDecelerationSimulation {
  /// The largest deceleration rate the formulas accept; larger rates are treated as this one.
  ///
  /// At 0.999 a flick glides `v/0.06` units over 33 s.
  public static let maximumDecelerationRate = 0.999

  /// `rate` brought into the range iCarousel's formulas are defined on: below 0 (reversed
  /// braking) becomes 0, the strongest braking; 1 and above (a division by zero or a reversed
  /// glide in iCarousel) becomes ``maximumDecelerationRate``.
  ///
  /// - Precondition: `rate` is not NaN.
  public static func effectiveDecelerationRate(_ rate: Double) -> Double {
    precondition(!rate.isNaN, "Deceleration rate must not be NaN")
    return min(max(rate, 0), maximumDecelerationRate)
  }

  /// iCarousel's natural momentum distance for a release velocity: `v / (60·(1 − r))`, the distance
  /// covered under the deceleration `30·(1 − r)·|v|`.
  ///
  /// It is `v/3` at the default rate 0.95. The rate goes through ``effectiveDecelerationRate(_:)``.
  ///
  /// - Parameters:
  ///   - velocity: Release velocity, in units per second.
  ///   - decelerationRate: iCarousel's `decelerationRate`, nominally in [0, 1).
  /// - Returns: The distance, in the velocity's units, signed as the velocity.
  public static func naturalDistance(velocity: Double, decelerationRate: Double) -> Double {
    velocity / (60 * (1 - effectiveDecelerationRate(decelerationRate)))
  }

  /// How long unrounded momentum lasts, whatever the velocity: `1 / (30·(1 − r))` seconds,
  /// 0.667 s at the default rate 0.95.
  public static func naturalDuration(decelerationRate: Double) -> Double {
    1 / (30 * (1 - effectiveDecelerationRate(decelerationRate)))
  }
}
