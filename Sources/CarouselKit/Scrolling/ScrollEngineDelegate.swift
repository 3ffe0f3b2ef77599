/// Receives a ``ScrollEngine``'s events.
public protocol ScrollEngineDelegate: AnyObject {
  /// `event` happened at `event.time` (seconds, the engine's clock). The engine's state is
  /// consistent when this is called, and the delegate may call back into the engine.
  func scrollEngine(_ engine: ScrollEngine, didEmit event: ScrollEngine.Event)
}
