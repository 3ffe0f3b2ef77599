/// Something a ``Walkthrough`` did, and when.
public struct WalkthroughEvent: TimedEvent {
  /// What happened.
  public enum Kind: Hashable, Sendable, CustomStringConvertible {
    /// A finger started to move the pages.
    case willBeginDragging
    /// The finger lifted; `willDecelerate` says whether motion follows.
    case didEndDragging(willDecelerate: Bool)
    /// Motion after a release (a settle to a page, a bounce) started.
    case willBeginDecelerating
    /// That motion came to rest.
    case didEndDecelerating
    /// That motion was interrupted by a touch or a programmatic scroll.
    case didCancelDecelerating
    /// A programmatic scroll (a button, the page control, a key) started.
    case willBeginScrollingAnimation
    /// It reached its end.
    case didEndScrollingAnimation
    /// It was interrupted.
    case didCancelScrollingAnimation
    /// The content offset changed to `contentOffset` points (the master-level did-scroll that
    /// the original's PR #131 asked for, to blend backgrounds).
    case didScroll(contentOffset: Double)
    /// The pages came to rest on `page`, another page than last reported, or the walkthrough
    /// reappeared on a page not reported yet; with ``WalkthroughOptions/reportsPageChangesOnly``
    /// off, after every rest and every reappearance, as the original.
    case pageDidChange(Int)
    /// The next button was pressed, with a page to go to; the scroll starts after it is heard.
    case nextButtonPressed
    /// The previous button was pressed, with a page to go to; the scroll starts after it is heard.
    case prevButtonPressed
    /// The close button was pressed; the host dismisses the walkthrough.
    case closeButtonPressed

    /// The event's name, as the `carousel walkthrough` JSON writes it.
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
      case .nextButtonPressed: return "nextButtonPressed"
      case .prevButtonPressed: return "prevButtonPressed"
      case .closeButtonPressed: return "closeButtonPressed"
      }
    }

    public var description: String {
      switch self {
      case .didEndDragging(let willDecelerate):
        return "didEndDragging(willDecelerate: \(willDecelerate))"
      case .didScroll(let offset): return "didScroll(contentOffset: \(offset))"
      case .pageDidChange(let page): return "pageDidChange(\(page))"
      default: return name
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

  public var name: String { kind.name }
}
