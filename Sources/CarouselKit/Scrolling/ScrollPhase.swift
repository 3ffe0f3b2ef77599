/// What a scroll is doing: a ``ScrollEngine``'s ``ScrollEngine/phase``, and a
/// ``Carousel``'s ``Carousel/phase``.
public enum ScrollPhase: String, Hashable, Sendable, CustomStringConvertible {
  /// At rest (a finger may be down without dragging: see ``ScrollEngine/isTracking``).
  case idle
  /// Following a finger.
  case dragging
  /// Running momentum or a bounce chosen by the physics.
  case decelerating
  /// Running an animation to a chosen place: a programmatic scroll or a snap.
  case animating

  public var description: String { rawValue }
}

extension ScrollEngine {
  /// What the engine is doing: ``ScrollPhase``.
  public typealias Phase = ScrollPhase
}
