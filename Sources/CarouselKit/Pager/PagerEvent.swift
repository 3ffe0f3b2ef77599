/// Something a ``Pager`` did, and when.
///
/// The scroll events are UIScrollView's delegate calls (``ScrollEvent``);
/// ``Kind/currentPageDidChange(page:)`` and ``Kind/didSettle(page:)`` are the pager's own, and
/// every page model built on a pager (``SlidingPages``, ``Walkthrough``, the onboarding
/// conductor) carries them too, with the same meaning.
public struct PagerEvent: TimedEvent {
  /// What happened.
  public enum Kind: PageEventKind {
    /// A scroll event (``ScrollEvent``).
    case scroll(ScrollEvent)
    /// ``Pager/currentPage`` (the page nearest to the offset) changed to `page`, live, while the
    /// pages move.
    case currentPageDidChange(page: Int)
    /// Motion ended with the offset within ``Pager/Configuration/settleTolerance`` of `page`'s
    /// resting offset: after every drag, deceleration or programmatic scroll that comes to rest
    /// on a page, snap-backs included. Nothing is reported when motion ends between pages
    /// (paging off).
    case didSettle(page: Int)

    /// The event's name, as the `carousel` command's JSON writes it (`"didSettle"`).
    public var name: String {
      switch self {
      case .scroll(let event): return event.name
      case .currentPageDidChange: return "currentPageDidChange"
      case .didSettle: return "didSettle"
      }
    }

    public var scrollEvent: ScrollEvent? {
      if case .scroll(let event) = self { return event }
      return nil
    }

    /// The page the event is about, if it is about one.
    public var page: Int? {
      switch self {
      case .scroll: return nil
      case .currentPageDidChange(let page), .didSettle(let page): return page
      }
    }
  }

  /// What happened.
  public var kind: Kind
  /// When, in seconds on the pager's clock.
  public var time: Double

  /// Creates an event.
  public init(_ kind: Kind, at time: Double) {
    self.kind = kind
    self.time = time
  }
}

/// The events every page model shares with its ``Pager``: the scroll events, the live page and
/// the rest on a page.
///
/// A page model's event kind has these three cases (enum cases satisfy the requirements), so one
/// initialiser, ``init(_:)``, carries every pager event into any page model's kind.
public protocol PageEventKind: EventKind {
  /// A scroll event.
  static func scroll(_ event: ScrollEvent) -> Self
  /// The page nearest to the offset changed to `page`, live.
  static func currentPageDidChange(page: Int) -> Self
  /// Motion came to rest on `page`.
  static func didSettle(page: Int) -> Self
  /// The page the event is about, if it is about one.
  var page: Int? { get }
}

extension PageEventKind {
  /// The page model's event for a pager's: the same case, with the same values.
  public init(_ event: PagerEvent.Kind) {
    switch event {
    case .scroll(let scroll): self = .scroll(scroll)
    case .currentPageDidChange(let page): self = .currentPageDidChange(page: page)
    case .didSettle(let page): self = .didSettle(page: page)
    }
  }

  /// The name with the page, if the event is about one: `"didSettle(page: 2)"`,
  /// `"nextButtonPressed"`; or the scroll event's description,
  /// `"didEndDragging(willDecelerate: true)"`.
  public var description: String {
    if let event = scrollEvent { return event.description }
    guard let page else { return name }
    return "\(name)(page: \(page))"
  }
}
