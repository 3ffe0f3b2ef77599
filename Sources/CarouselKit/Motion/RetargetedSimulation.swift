/// Another simulation whose end is moved by `extra` from time `from` on, blended in over the rest
/// of the path so the position stays continuous: at `from` it is unchanged, at the end it is
/// `extra` further.
///
/// The blend follows the base's progress toward its end (its time, when the base ends where it was
/// at `from`).
///
/// Each position or velocity evaluates the base once, so retargeting a retargeted motion costs
/// one more evaluation per level, never twice as many.
public struct RetargetedSimulation: Simulation, CustomStringConvertible {
  /// The motion being retargeted.
  public let base: AnySimulation
  /// When the retargeting starts, in seconds since the base started.
  public let from: Double
  /// How much further the motion ends.
  public let extra: Double
  private let startPosition: Double

  /// Creates the retargeted simulation.
  ///
  /// - Precondition: `from` and `extra` are finite.
  public init(base: some Simulation, from: Double, extra: Double) {
    precondition(from.isFinite && extra.isFinite, "Retargeting time and distance must be finite")
    let base = AnySimulation(base)
    self.base = base
    self.from = from
    self.extra = extra
    startPosition = base.position(at: from)
    duration = base.duration
    finalPosition = base.finalPosition + extra
    span = base.finalPosition - startPosition
  }

  public let duration: Double
  public let finalPosition: Double
  /// How far the base moves from `from` to its end.
  private let span: Double

  /// The time left after `from`, or `nil` when the base never ends.
  private var remainingTime: Double? {
    let remaining: Double = duration - from
    guard duration.isFinite, remaining > 0 else { return nil }
    return remaining
  }

  /// The blend at `time`, given the base's position then.
  private func progress(at time: Double, basePosition: Double) -> Double {
    if time <= from { return 0 }
    if time >= duration { return 1 }
    let distance: Double = span
    if distance != 0 { return (basePosition - startPosition) / distance }
    guard let remaining = remainingTime else { return 1 }
    return (time - from) / remaining
  }

  public func position(at time: Double) -> Double {
    let basePosition = base.position(at: time)
    let shift: Double = extra * progress(at: time, basePosition: basePosition)
    return basePosition + shift
  }

  public func velocity(at time: Double) -> Double {
    let v: Double = base.velocity(at: time)
    if time <= from || time >= duration { return v }
    let distance: Double = span
    // v·(1 + extra/span), as the base's rate of progress times extra: extra/span overflows for a
    // span far shorter than extra where the product does not, and ∞ × 0 is NaN (found by
    // fuzzing pages 1e-300 wide rotated to 2.56e14 mid-scroll, then to 0). Finite, however
    // steep the blend.
    if distance != 0 { return (v + extra * (v / distance).clampedToFinite).clampedToFinite }
    guard let remaining = remainingTime else { return v }
    return (v + extra / remaining).clampedToFinite
  }

  public var description: String { "RetargetedSimulation(\(base), +\(extra) from \(from) s)" }
}
