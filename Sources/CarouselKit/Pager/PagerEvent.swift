/// Something a ``Pager`` did, and when.
///
/// The scroll events are UIScrollView's delegate calls; ``Kind/currentPageDidChange(_:)`` and
/// ``Kind/didSettle(page:)`` are the pager's own. Every `willBegin…` is followed by exactly one
/// `didEnd…` or `didCancel…`.
public struct PagerEvent: TimedEvent {
  /// What happened.
  public enum Kind: Hashable, Sendable, CustomStringConvertible {
    /// A finger started to move the pages.
    case willBeginDragging
    /// The finger lifted; `willDecelerate` says whether motion follows.
    case didEndDragging(willDecelerate: Bool)
    /// Motion after a release (deceleration, a settle to a page, a bounce) started.
    case willBeginDecelerating
    /// That motion came to rest.
    case didEndDecelerating
    /// That motion was interrupted by a touch or a programmatic scroll.
    case didCancelDecelerating
    /// A programmatic scroll (``Pager/scrollToPage(_:animated:at:)``, a key) started.
    case willBeginScrollingAnimation
    /// It reached its end.
    case didEndScrollingAnimation
    /// It was interrupted.
    case didCancelScrollingAnimation
    /// The offset changed.
    case didScroll
    /// ``Pager/currentPage`` (the page nearest to the offset) changed to `page`, live, while the
    /// pages move.
    case currentPageDidChange(Int)
    /// Motion ended with the offset within ``Pager/Configuration/settleTolerance`` of `page`'s
    /// resting offset: after every drag, deceleration or programmatic scroll that comes to rest
    /// on a page, snap-backs included. Nothing is reported when motion ends between pages
    /// (paging off).
    case didSettle(page: Int)

    /// The event's name, as the `carousel` command's JSON writes it (`"didSettle"`).
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
      case .currentPageDidChange: return "currentPageDidChange"
      case .didSettle: return "didSettle"
      }
    }

    public var description: String {
      switch self {
      case .didEndDragging(let willDecelerate):
        return "didEndDragging(willDecelerate: \(willDecelerate))"
      case .currentPageDidChange(let page): return "currentPageDidChange(\(page))"
      case .didSettle(let page): return "didSettle(page: \(page))"
      default: return name
      }
    }

    init(_ kind: ScrollEngine.Event.Kind) {
      switch kind {
      case .willBeginDragging: self = .willBeginDragging
      case .didEndDragging(let willDecelerate):
        self = .didEndDragging(willDecelerate: willDecelerate)
      case .willBeginDecelerating: self = .willBeginDecelerating
      case .didEndDecelerating: self = .didEndDecelerating
      case .didCancelDecelerating: self = .didCancelDecelerating
      case .willBeginScrollingAnimation: self = .willBeginScrollingAnimation
      case .didEndScrollingAnimation: self = .didEndScrollingAnimation
      case .didCancelScrollingAnimation: self = .didCancelScrollingAnimation
      case .didScroll: self = .didScroll
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

  public var name: String { kind.name }
}
