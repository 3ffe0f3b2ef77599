/// What a model's event says happened: the model's own cases and, as `.scroll(_)`, the
/// ``ScrollEvent``s every model shares.
public protocol EventKind: Hashable, Sendable, CustomStringConvertible {
  /// The name of the delegate method that hears it, as the `carousel` command's JSON writes it:
  /// `"didEndDragging"`, `"didSettle"`.
  var name: String { get }
  /// The scroll event it carries, or `nil` for one of the model's own events.
  var scrollEvent: ScrollEvent? { get }
}

/// An event a CarouselKit model emits: what happened, and the instant it happened.
///
/// Every model's events are timed events (``CarouselEvent``, ``PagerEvent``,
/// ``SlidingPagesEvent``, ``WalkthroughEvent``, the onboarding conductor's, and a
/// ``ScrollEngine``'s ``ScrollEngine/Event``). They are values, so a host can keep, compare and
/// print them, and `CarouselKitTesting`'s `EventRecorder` records any of them.
public protocol TimedEvent: Hashable, Sendable, CustomStringConvertible {
  /// What happened, with its details (`.scroll(.didEndDragging(willDecelerate: true))`).
  associatedtype Kind: EventKind
  /// What happened.
  var kind: Kind { get }
  /// When it happened, in seconds on the model's clock. Motion ends between frames, so this can
  /// be earlier than the frame that reports it.
  var time: Double { get }
  /// Creates an event.
  init(_ kind: Kind, at time: Double)
}

extension TimedEvent {
  /// The name of the delegate method that hears it, as the `carousel` command's JSON writes it:
  /// `"didEndDragging"` (``EventKind/name``).
  public var name: String { kind.name }

  /// The scroll event it carries, or `nil` for one of the model's own events.
  public var scrollEvent: ScrollEvent? { kind.scrollEvent }

  /// `"didEndDragging(willDecelerate: true) at 0.25 s"`.
  public var description: String { "\(kind) at \(time) s" }
}
