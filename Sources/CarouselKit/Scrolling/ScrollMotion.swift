/// A motion a ``ScrollPhysics`` hands the ``ScrollEngine``: a simulation and the phase it runs in.
public struct ScrollMotion: Sendable, CustomStringConvertible {
  /// The phase the engine is in while the motion runs, which decides the events it emits.
  public enum Kind: String, Sendable, Hashable {
    /// Momentum or a bounce: `willBeginDecelerating` … `didEndDecelerating`.
    case decelerating
    /// An animation to a chosen place: `willBeginScrollingAnimation` …
    /// `didEndScrollingAnimation`.
    case animating
  }

  /// The phase.
  public var kind: Kind
  /// The motion, in the engine's unwrapped units, starting at the context's ``ScrollContext/offset``.
  public var simulation: AnySimulation

  /// Creates a motion.
  public init(_ kind: Kind, _ simulation: some Simulation) {
    self.kind = kind
    self.simulation = AnySimulation(simulation)
  }

  /// Momentum or a bounce.
  public static func decelerating(_ simulation: some Simulation) -> ScrollMotion {
    ScrollMotion(.decelerating, simulation)
  }

  /// An animation to a chosen place.
  public static func animating(_ simulation: some Simulation) -> ScrollMotion {
    ScrollMotion(.animating, simulation)
  }

  public var description: String { "\(kind.rawValue)(\(simulation))" }
}
