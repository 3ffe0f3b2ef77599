/// How close to rest a simulation must be before it counts as done.
///
/// Simulations that approach their end asymptotically (decay, springs) stop once both the
/// remaining distance and the speed are within these bounds. Units are the simulation's own: if
/// positions are points, `distance` is points and `velocity` points per second.
public struct Tolerance: Hashable, Sendable, CustomStringConvertible {
  /// The largest distance from the end position that counts as arrived.
  public var distance: Double
  /// The largest speed that counts as stopped, in distance units per second.
  public var velocity: Double

  /// Creates a tolerance.
  ///
  /// - Precondition: Both bounds are positive and finite.
  public init(distance: Double, velocity: Double) {
    precondition(
      distance > 0 && distance.isFinite && velocity > 0 && velocity.isFinite,
      "Tolerance bounds must be positive and finite")
    self.distance = distance
    self.velocity = velocity
  }

  /// 0.01 distance units and 1 unit per second: for positions in points, a spring ends at most
  /// 0.01 pt from its target, and a UIScrollView-style decay stops once it is slower than
  /// 1 pt/s, which is where UIKit's deceleration visibly ends (a 1,000 pt/s flick rests after
  /// about 3.5 s).
  public static let points = Tolerance(distance: 0.01, velocity: 1)

  /// This tolerance in a unit that is `pointsPerUnit` points long (e.g.
  ///
  /// items of 200 pt), kept positive and finite for units at the ends of the `Double` range.
  ///
  /// - Precondition: `pointsPerUnit` is positive and finite.
  public func scaled(toUnitsOf pointsPerUnit: Double) -> Tolerance {
    precondition(
      pointsPerUnit > 0 && pointsPerUnit.isFinite, "Points per unit must be positive and finite")
    func representable(_ value: Double) -> Double {
      min(max(value, .leastNonzeroMagnitude), .greatestFiniteMagnitude)
    }
    return Tolerance(
      distance: representable(distance / pointsPerUnit),
      velocity: representable(velocity / pointsPerUnit))
  }

  public var description: String { "Tolerance(distance: \(distance), velocity: \(velocity))" }
}

@inline(__always) func elapsed(_ time: Double) -> Double { time > 0 ? time : 0 }

@inline(__always) func requireFinite(_ value: Double, _ message: @autoclosure () -> String) {
  precondition(value.isFinite, message())
}
