/// Two simulations in sequence: `first` until `handoffTime`, then `second`, started at that
/// instant.
///
/// This is how a fling hands over from decay to a spring when it crosses an edge: build `second`
/// from `first`'s position and velocity at `handoffTime`, and position and velocity are
/// continuous across the hand-over (``ScrollPhysics`` does exactly that).
public struct HandoffSimulation<First: Simulation, Second: Simulation>: Simulation,
  CustomStringConvertible
{
  /// The motion before the hand-over.
  public let first: First
  /// When `second` takes over, in seconds since the start.
  public let handoffTime: Double
  /// The motion after the hand-over; its time 0 is `handoffTime`.
  public let second: Second

  /// Creates the sequence.
  ///
  /// - Precondition: `handoffTime` is finite and not negative.
  public init(_ first: First, handoffTime: Double, then second: Second) {
    precondition(
      handoffTime >= 0 && handoffTime.isFinite, "Hand-over time must be finite and not negative")
    self.first = first
    self.handoffTime = handoffTime
    self.second = second
  }

  public var duration: Double { handoffTime + second.duration }
  public var finalPosition: Double { second.finalPosition }

  public func position(at time: Double) -> Double {
    time < handoffTime ? first.position(at: time) : second.position(at: time - handoffTime)
  }

  public func velocity(at time: Double) -> Double {
    time < handoffTime ? first.velocity(at: time) : second.velocity(at: time - handoffTime)
  }

  public var description: String {
    "HandoffSimulation(\(first) until \(handoffTime) s, then \(second))"
  }
}
