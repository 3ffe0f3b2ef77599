/// Something a ``Carousel`` did, and when: what its ``Carousel/eventHandler`` hears, and what its
/// delegate hears through iCarousel's methods, in the order documented on ``CarouselDelegate``.
///
///     carousel.eventHandler = { event in
///       if case .currentItemIndexDidChange(let index) = event.kind { print("item \(index) at \(event.time) s") }
///     }
public struct CarouselEvent: TimedEvent {
  /// What happened.
  public enum Kind: Hashable, Sendable, CustomStringConvertible {
    /// A finger (or a wheel gesture) started to move the content.
    case willBeginDragging
    /// The finger lifted; `willDecelerate` says whether momentum follows.
    case didEndDragging(willDecelerate: Bool)
    /// Momentum (or a bounce back from past an end) started after a release.
    case willBeginDecelerating
    /// Momentum came to rest at its end.
    case didEndDecelerating
    /// Momentum stopped before its end (a touch, a drag, a programmatic scroll).
    case didCancelDecelerating
    /// An animated scroll started: a programmatic scroll or a snap to an item.
    case willBeginScrollingAnimation
    /// An animated scroll reached its end.
    case didEndScrollingAnimation
    /// An animated scroll stopped before its end.
    case didCancelScrollingAnimation
    /// The scroll offset changed.
    case didScroll
    /// Item `index` became the current item, or, after an insert or remove, a different item
    /// came to stand at the current index (`index` is then that index).
    case currentItemIndexDidChange(index: Int)
    /// A tap selected item `index`.
    case didSelectItem(index: Int)

    /// The delegate-method name, as in `carousel simulate`'s JSON (`"willBeginDragging"`).
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
      case .currentItemIndexDidChange: return "currentItemIndexDidChange"
      case .didSelectItem: return "didSelectItem"
      }
    }

    /// The name with the details: `"didEndDragging(willDecelerate: true)"`,
    /// `"currentItemIndexDidChange(index: 3)"`.
    public var description: String {
      switch self {
      case .didEndDragging(let willDecelerate):
        return "didEndDragging(willDecelerate: \(willDecelerate))"
      case .currentItemIndexDidChange(let index):
        return "currentItemIndexDidChange(index: \(index))"
      case .didSelectItem(let index): return "didSelectItem(index: \(index))"
      default: return name
      }
    }

    /// The carousel event for a scroll engine event.
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
  /// When it happened, in seconds: motion ends, and the index changes, between frames, so this
  /// can be earlier than the frame that reports it (``Carousel/time``).
  public var time: Double

  /// Creates an event.
  public init(_ kind: Kind, at time: Double) {
    self.kind = kind
    self.time = time
  }

  public var name: String { kind.name }
}
