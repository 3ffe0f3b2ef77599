/// Another simulation moved by a constant: positions are `base`'s plus `shift`, velocities and
/// timing are unchanged.
public struct ShiftedSimulation: Simulation, CustomStringConvertible {
  /// The motion being moved.
  public let base: AnySimulation
  /// The constant added to every position.
  public let shift: Double

  /// Creates the moved simulation.
  ///
  /// - Precondition: `shift` is finite.
  public init(base: some Simulation, shift: Double) {
    precondition(shift.isFinite, "Shift must be finite")
    let base = AnySimulation(base)
    // Shifts of shifts fold into one, so repeated shifts never deepen the chain.
    if case .shifted(let inner) = base, (inner.shift + shift).isFinite {
      self.base = inner.base
      self.shift = inner.shift + shift
    } else {
      self.base = base
      self.shift = shift
    }
    duration = self.base.duration
    finalPosition = self.base.finalPosition + self.shift
  }

  public let duration: Double
  public let finalPosition: Double
  public func position(at time: Double) -> Double { base.position(at: time) + shift }
  public func velocity(at time: Double) -> Double { base.velocity(at: time) }
  public var description: String { "ShiftedSimulation(\(base) + \(shift))" }
}
