import CarouselKit

/// Records the timed events a model emits — a ``/CarouselKit/Carousel``'s
/// ``/CarouselKit/CarouselEvent``s, a ``/CarouselKit/ScrollEngine``'s
/// ``/CarouselKit/ScrollEngine/Event``s, any page model's — for exact assertions, and checks at
/// the end that a test asserted every one (as NIO's `EmbeddedChannel.finish()` checks for unread messages).
///
///     let events = EventRecorder<CarouselEvent>.ignoringScrolls()
///     carousel.eventHandler = events.record
///     …
///     #expect(events.takeScrollEvents() == [.willBeginDragging, .didEndDragging(willDecelerate: true), …])
///     try events.finish()   // throws if anything was recorded after that
///
/// Events a test takes (``take()``, ``takeKinds()``, ``takeNames()``, ``takeFirst()``) or
/// ``discard()``s count as asserted; kinds the recorder ignores (`didScroll`, usually) are kept in
/// ``all`` but never wait to be asserted.
///
/// - Warning: Not thread-safe.
public final class EventRecorder<Event: TimedEvent> {
  private let ignores: (Event.Kind) -> Bool

  /// Everything recorded, in order, ignored kinds included.
  public private(set) var all: [Event] = []

  /// The recorded events no test has taken yet, in order (ignored kinds left out).
  public private(set) var pending: [Event] = []

  /// Creates a recorder that ignores the kinds for which `ignoring` returns `true`.
  public init(ignoring: @escaping (Event.Kind) -> Bool = { _ in false }) {
    ignores = ignoring
  }

  /// Records an event: give this to the model (`carousel.eventHandler = recorder.record`).
  ///
  /// - Complexity: Amortized O(1).
  public func record(_ event: Event) {
    all.append(event)
    if !ignores(event.kind) { pending.append(event) }
  }

  /// Takes every pending event: they count as asserted.
  ///
  /// - Complexity: O(*n*), where *n* is the number of pending events.
  @discardableResult
  public func take() -> [Event] {
    defer { pending.removeAll() }
    return pending
  }

  /// Takes every pending event and returns their kinds.
  ///
  /// - Complexity: O(*n*), where *n* is the number of pending events.
  public func takeKinds() -> [Event.Kind] { take().map(\.kind) }

  /// Takes every pending event and returns their names (`"didEndDragging"`).
  ///
  /// - Complexity: O(*n*), where *n* is the number of pending events.
  public func takeNames() -> [String] { take().map(\.name) }

  /// Takes the oldest pending event, or returns `nil` if there is none.
  ///
  /// - Complexity: O(*n*), where *n* is the number of pending events.
  public func takeFirst() -> Event? {
    pending.isEmpty ? nil : pending.removeFirst()
  }

  /// Forgets the pending events, for events a test does not assert on (its set-up, say).
  ///
  /// - Complexity: O(*n*), where *n* is the number of pending events.
  public func discard() { pending.removeAll() }

  /// How many recorded events, ignored kinds included, have `name`.
  ///
  /// - Complexity: O(*n*), where *n* is the number of events recorded.
  public func count(of name: String) -> Int { all.lazy.filter { $0.name == name }.count }

  /// The pending events, one per line, `"0.6667 didEndDecelerating"` (times to 4 decimals): for
  /// comparing a whole sequence in one assertion (``take()`` it afterwards).
  ///
  /// - Complexity: O(*n*), where *n* is the number of pending events.
  public var timeline: String {
    pending.map { "\(formatFixed($0.time, 4)) \($0.kind)" }.joined(separator: "\n")
  }

  /// Throws if events were recorded that no test took: the closing check of a scenario test.
  ///
  /// - Throws: ``EventRecorderError/unasserted(_:)``, listing them.
  /// - Complexity: O(*n*), where *n* is the number of pending events.
  public func finish() throws {
    guard pending.isEmpty else {
      throw EventRecorderError.unasserted(pending.map { "\(formatFixed($0.time, 4)) \($0.kind)" })
    }
  }
}

extension EventRecorder {
  /// A recorder that does not wait for `didScroll` to be asserted: the model's every event but
  /// ``/CarouselKit/ScrollEvent/didScroll``, for any model.
  public static func ignoringScrolls() -> EventRecorder {
    EventRecorder { $0.scrollEvent == .didScroll }
  }

  /// A recorder that waits only for the model's own events to be asserted: every
  /// ``/CarouselKit/ScrollEvent`` is kept in ``all`` and never waits (for a test about page
  /// changes, say).
  public static func ignoringScrollEvents() -> EventRecorder {
    EventRecorder { $0.scrollEvent != nil }
  }

  /// Takes every pending event and returns the scroll events among them
  /// (``/CarouselKit/ScrollEvent``), dropping the model's own.
  ///
  /// - Complexity: O(*n*), where *n* is the number of pending events.
  public func takeScrollEvents() -> [ScrollEvent] { take().compactMap(\.scrollEvent) }
}

extension EventRecorder: ScrollEngineDelegate where Event == ScrollEngine.Event {
  /// Records the engine's event: a recorder can be an engine's delegate.
  public func scrollEngine(_ engine: ScrollEngine, didEmit event: ScrollEngine.Event) {
    record(event)
  }
}

/// Why an ``EventRecorder`` check failed.
///
/// The description says what happened and how to fix it.
public enum EventRecorderError: Error, Equatable, CustomStringConvertible {
  /// ``EventRecorder/finish()`` found events no test took, described one per entry.
  case unasserted([String])

  public var description: String {
    switch self {
    case .unasserted(let events):
      return "\(events.count) event\(events.count == 1 ? "" : "s") recorded but never asserted: "
        + events.joined(separator: ", ")
        + "; to fix, take them (take(), takeKinds(), takeNames()) and assert on them, or discard() "
        + "the ones the test does not care about"
    }
  }
}
