extension ScrollEngine {
  /// Something the engine did, and when: what it tells its delegate, in the order documented on
  /// ``ScrollEngine``.
  ///
  /// The engine's events are the ``ScrollEvent``s alone.
  public struct Event: TimedEvent {
    /// What happened: one of the ``ScrollEvent``s.
    public typealias Kind = ScrollEvent

    /// What happened.
    public var kind: ScrollEvent
    /// When, in seconds.
    public var time: Double

    /// Creates an event.
    public init(_ kind: ScrollEvent, at time: Double) {
      self.kind = kind
      self.time = time
    }
  }
}
