/// What a scroll did: UIScrollView's and iCarousel's scroll delegate calls, declared once.
///
/// Every model's events carry these as `.scroll(_)` beside the model's own
/// (``CarouselEvent/Kind/scroll(_:)``, ``PagerEvent/Kind/scroll(_:)``…), and a
/// ``ScrollEngine`` emits them alone. They come in one order whatever the model:
///
/// - a drag: `willBeginDragging`, `didScroll`…, `didEndDragging(willDecelerate:)`;
/// - motion after a release: `willBeginDecelerating` … `didEndDecelerating`;
/// - a programmatic scroll or a snap: `willBeginScrollingAnimation` … `didEndScrollingAnimation`.
///
/// Every `willBegin…` is followed by exactly one `didEnd…` or `didCancel…`: motion interrupted by
/// a touch, a drag, a stop or a new scroll is cancelled, not ended (UIScrollView and iCarousel say
/// nothing then). `didScroll` fires only when the offset actually changed.
public enum ScrollEvent: Hashable, Sendable, CustomStringConvertible {
  /// A finger (or a wheel gesture) started to move the content.
  case willBeginDragging
  /// The finger lifted; `willDecelerate` says whether motion follows on its own.
  case didEndDragging(willDecelerate: Bool)
  /// Momentum, a settle onto a page or a bounce back from past an end started after a release.
  case willBeginDecelerating
  /// That motion came to rest at its end.
  case didEndDecelerating
  /// That motion was interrupted before its end.
  case didCancelDecelerating
  /// An animation to a chosen place started: a programmatic scroll, a key, a snap to an item.
  case willBeginScrollingAnimation
  /// That animation reached its end.
  case didEndScrollingAnimation
  /// That animation was interrupted before its end.
  case didCancelScrollingAnimation
  /// The offset changed.
  case didScroll

  /// The delegate-method name, as the `carousel` command's JSON writes it: `"didEndDragging"`.
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
    }
  }

  /// The name, with `willDecelerate` for `didEndDragging`:
  /// `"didEndDragging(willDecelerate: true)"`.
  public var description: String {
    if case .didEndDragging(let willDecelerate) = self {
      return "didEndDragging(willDecelerate: \(willDecelerate))"
    }
    return name
  }

  /// Whether the event begins a drag or a motion (`willBegin…`).
  public var isBeginning: Bool {
    switch self {
    case .willBeginDragging, .willBeginDecelerating, .willBeginScrollingAnimation: return true
    default: return false
    }
  }

  /// Whether the event ends a drag or a motion, by reaching its end or by being cancelled.
  public var isEnding: Bool {
    switch self {
    case .didEndDragging, .didEndDecelerating, .didCancelDecelerating, .didEndScrollingAnimation,
      .didCancelScrollingAnimation:
      return true
    default: return false
    }
  }

  /// Whether this event ends what `beginning` began: a drag ends with `didEndDragging`, a
  /// deceleration with `didEndDecelerating` or `didCancelDecelerating`, a scrolling animation
  /// with `didEndScrollingAnimation` or `didCancelScrollingAnimation`.
  public func ends(_ beginning: ScrollEvent) -> Bool {
    switch (beginning, self) {
    case (.willBeginDragging, .didEndDragging), (.willBeginDecelerating, .didEndDecelerating),
      (.willBeginDecelerating, .didCancelDecelerating),
      (.willBeginScrollingAnimation, .didEndScrollingAnimation),
      (.willBeginScrollingAnimation, .didCancelScrollingAnimation):
      return true
    default: return false
    }
  }
}

extension ScrollEvent: EventKind {
  /// The event itself.
  public var scrollEvent: ScrollEvent? { self }
}
