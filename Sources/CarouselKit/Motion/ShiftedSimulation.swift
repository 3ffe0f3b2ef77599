/// Another simulation moved by a constant: positions are `base`'s plus `shift`, velocities and
/// timing are unchanged.
public struct ShiftedSimulation: Simulation, CustomStringConvertible {
  /// The motion being moved.
  public let base: any Simulation
  /// The constant added to every position.
  public let shift: Double

  /// Creates the moved simulation.
  ///
  /// - Precondition: `shift` is finite.
  public init(base: any Simulation, shift: Double) {
    precondition(shift.isFinite, "Shift must be finite")
    self.base = base
    self.shift = shift
  }

  public var duration: Double { base.duration }
  public var finalPosition: Double { base.finalPosition + shift }
  public func position(at time: Double) -> Double { base.position(at: time) + shift }
  public func velocity(at time: Double) -> Double { base.velocity(at: time) }
  public var description: String { "ShiftedSimulation(\(base) + \(shift))" }
}
