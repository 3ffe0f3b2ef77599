/// Something a ``SlidingPages`` did, and when.
public struct SlidingPagesEvent: TimedEvent {
  /// What happened.
  public enum Kind: Hashable, Sendable, CustomStringConvertible {
    /// The pager's scroll events, as ``PagerEvent`` describes them.
    case willBeginDragging
    case didEndDragging(willDecelerate: Bool)
    case willBeginDecelerating
    case didEndDecelerating
    case didCancelDecelerating
    case willBeginScrollingAnimation
    case didEndScrollingAnimation
    case didCancelScrollingAnimation
    case didScroll
    /// The user's gesture (a drag of the pages or of the strip) came to rest on a page: another
    /// page than before, or any with ``SlidingPagesOptions/reportsPageChangesOnly`` off (the
    /// original's `didScrollToViewAtIndex`).
    case pageDidChange(Int)
    /// An animated programmatic scroll ended on a page (the original's `didTapOnScrollTopView`).
    case didFinishScrollingToPage(Int)
    /// A page starts to come into view.
    case pageWillAppear(Int)
    /// A page is fully in view, or in view when the pages rest.
    case pageDidAppear(Int)
    /// A page starts to leave the view.
    case pageWillDisappear(Int)
    /// A page is out of view.
    case pageDidDisappear(Int)

    /// The event's name, as the `carousel pages` JSON writes it.
    public var name: String {
      switch self {
      case .willBeginDragging: return "willBeginDragging"
      case .didEndDragging: return "didEndDragging"
      case .willBeginDecelerating: return "willBeginDecelerating"
      case .didEndDecelerating: return "didEndDecelerating"
      case .didCancelDecelerating: return "didCancelDecelerating"
      case .willBeginScrollingAnimation: return "willBeginScrollingAnimation"
      case .didEndScrollingAnimation: return "didEndScrollingAnimation"
      case .didCancelScrollingAnimation: return "didCancelScrollingAnimation"
      case .didScroll: return "didScroll"
      case .pageDidChange: return "pageDidChange"
      case .didFinishScrollingToPage: return "didFinishScrollingToPage"
      case .pageWillAppear: return "pageWillAppear"
      case .pageDidAppear: return "pageDidAppear"
      case .pageWillDisappear: return "pageWillDisappear"
      case .pageDidDisappear: return "pageDidDisappear"
      }
    }

    /// The page the event is about, if it is about one.
    public var page: Int? {
      switch self {
      case .pageDidChange(let page), .didFinishScrollingToPage(let page),
        .pageWillAppear(let page), .pageDidAppear(let page), .pageWillDisappear(let page),
        .pageDidDisappear(let page):
        return page
      default: return nil
      }
    }

    public var description: String {
      if case .didEndDragging(let willDecelerate) = self {
        return "didEndDragging(willDecelerate: \(willDecelerate))"
      }
      if let page { return "\(name)(\(page))" }
      return name
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

  public var name: String { kind.name }
}
