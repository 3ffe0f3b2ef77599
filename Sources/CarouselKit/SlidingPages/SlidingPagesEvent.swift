/// Something a ``SlidingPages`` did, and when.
public struct SlidingPagesEvent: TimedEvent {
  /// What happened.
  public enum Kind: PageEventKind {
    /// A scroll event of the pages (``ScrollEvent``), from a drag of the pages or of the strip,
    /// or a programmatic scroll.
    case scroll(ScrollEvent)
    /// The page nearest to the content offset (``SlidingPages/currentPage``) changed, live.
    case currentPageDidChange(page: Int)
    /// Motion came to rest on `page` (``PagerEvent/Kind/didSettle(page:)``), snap-backs included.
    case didSettle(page: Int)
    /// The user's gesture (a drag of the pages or of the strip) came to rest on a page: another
    /// page than before, or any with ``SlidingPagesCompatibility/reportsEveryRest`` (the
    /// original's `didScrollToViewAtIndex`).
    case pageDidChange(page: Int)
    /// An animated programmatic scroll ended on a page (the original's `didTapOnScrollTopView`).
    case didFinishScrollingToPage(page: Int)
    /// A page starts to come into view.
    case pageWillAppear(page: Int)
    /// A page is fully in view, or in view when the pages rest.
    case pageDidAppear(page: Int)
    /// A page starts to leave the view.
    case pageWillDisappear(page: Int)
    /// A page is out of view.
    case pageDidDisappear(page: Int)

    /// The event's name, as the `carousel pages` JSON writes it.
    public var name: String {
      switch self {
      case .scroll(let event): return event.name
      case .currentPageDidChange: return "currentPageDidChange"
      case .didSettle: return "didSettle"
      case .pageDidChange: return "pageDidChange"
      case .didFinishScrollingToPage: return "didFinishScrollingToPage"
      case .pageWillAppear: return "pageWillAppear"
      case .pageDidAppear: return "pageDidAppear"
      case .pageWillDisappear: return "pageWillDisappear"
      case .pageDidDisappear: return "pageDidDisappear"
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
      case .currentPageDidChange(let page), .didSettle(let page), .pageDidChange(let page),
        .didFinishScrollingToPage(let page), .pageWillAppear(let page), .pageDidAppear(let page),
        .pageWillDisappear(let page), .pageDidDisappear(let page):
        return page
      }
    }
  }

  /// What happened.
  public var kind: Kind
  /// When, in seconds on the pages' clock.
  public var time: Double

  /// Creates an event.
  public init(_ kind: Kind, at time: Double) {
    self.kind = kind
    self.time = time
  }
}
