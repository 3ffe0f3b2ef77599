/// An event a CarouselKit model emits: what happened, and the instant it happened.
///
/// ``ScrollEngine/Event`` and ``CarouselEvent`` are timed events. They are values, so a host can
/// keep, compare and print them, and `CarouselKitTesting`'s `EventRecorder` records any of them.
public protocol TimedEvent: Hashable, Sendable, CustomStringConvertible {
  /// What happened, with its details (`didEndDragging(willDecelerate: true)`).
  associatedtype Kind: Hashable, Sendable, CustomStringConvertible
  /// What happened.
  var kind: Kind { get }
  /// When it happened, in seconds on the model's clock. Motion ends between frames, so this can
  /// be earlier than the frame that reports it.
  var time: Double { get }
  /// The name of the delegate method that hears it, as the `carousel` command's JSON writes
  /// it: `"didEndDragging"`.
  var name: String { get }
}

extension TimedEvent {
  /// `"didEndDragging(willDecelerate: true) at 0.25 s"`.
  public var description: String { "\(kind) at \(time) s" }
}
