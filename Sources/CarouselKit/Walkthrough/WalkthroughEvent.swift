/// Something a ``Walkthrough`` did, and when.
public struct WalkthroughEvent: TimedEvent {
  /// What happened.
  public enum Kind: PageEventKind {
    /// A scroll event of the pages (``ScrollEvent``); on `didScroll` the host reads
    /// ``Walkthrough/contentOffset`` (the master-level did-scroll the original's PR #131 asked
    /// for, to blend backgrounds).
    case scroll(ScrollEvent)
    /// The page nearest to the content offset (``Walkthrough/currentPage``) changed, live.
    case currentPageDidChange(page: Int)
    /// Motion came to rest on `page` (``PagerEvent/Kind/didSettle(page:)``), snap-backs included.
    case didSettle(page: Int)
    /// The pages came to rest on `page`, another page than last reported, or the walkthrough
    /// reappeared on a page not reported yet; with ``WalkthroughCompatibility/reportsEveryRest``,
    /// after every rest and every reappearance, as the original's `walkthroughPageDidChange`.
    case pageDidChange(page: Int)
    /// The next button was pressed, with a page to go to; the scroll starts after it is heard.
    case nextButtonPressed
    /// The previous button was pressed, with a page to go to; the scroll starts after it is heard.
    case previousButtonPressed
    /// The close button was pressed; the host dismisses the walkthrough.
    case closeButtonPressed
    /// `page` starts coming into view (UIKit's `viewWillAppear`; BWWalkthrough PR #108 forwarded
    /// these to the pages' view controllers).
    case pageWillAppear(page: Int)
    /// `page` is in view: all of it, or any of it once the pages rest.
    case pageDidAppear(page: Int)
    /// `page` starts leaving the view.
    case pageWillDisappear(page: Int)
    /// `page` is out of view.
    case pageDidDisappear(page: Int)

    /// The event's name, as the `carousel walkthrough` JSON writes it.
    public var name: String {
      switch self {
      case .scroll(let event): return event.name
      case .currentPageDidChange: return "currentPageDidChange"
      case .didSettle: return "didSettle"
      case .pageDidChange: return "pageDidChange"
      case .nextButtonPressed: return "nextButtonPressed"
      case .previousButtonPressed: return "previousButtonPressed"
      case .closeButtonPressed: return "closeButtonPressed"
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
      case .currentPageDidChange(let page), .didSettle(let page), .pageDidChange(let page),
        .pageWillAppear(let page), .pageDidAppear(let page), .pageWillDisappear(let page),
        .pageDidDisappear(let page):
        return page
      default: return nil
      }
    }
  }

  /// What happened.
  public var kind: Kind
  /// When, in seconds on the walkthrough's clock.
  public var time: Double

  /// Creates an event.
  public init(_ kind: Kind, at time: Double) {
    self.kind = kind
    self.time = time
  }
}
