extension ScrollEngine {
  /// Something the engine did, and when: what it tells its delegate, in the order documented on
  /// ``ScrollEngine``.
  ///
  /// Names match iCarousel's and UIScrollView's delegate methods. Every `willBegin…` is followed
  /// by exactly one `didEnd…` or `didCancel…`: motion interrupted by a touch, a drag,
  /// ``ScrollEngine/stop(at:)`` or a new scroll is cancelled, not ended.
  public struct Event: TimedEvent {
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
      /// Momentum was interrupted before it ended.
      case didCancelDecelerating
      /// An animated scroll started: a programmatic scroll or a snap to an item.
      case willBeginScrollingAnimation
      /// An animated scroll reached its end.
      case didEndScrollingAnimation
      /// An animation was interrupted before it ended.
      case didCancelScrollingAnimation
      /// The offset changed.
      case didScroll

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
        }
      }

      /// The name, with `willDecelerate` for `didEndDragging`.
      public var description: String {
        if case .didEndDragging(let willDecelerate) = self {
          return "didEndDragging(willDecelerate: \(willDecelerate))"
        }
        return name
      }
    }

    /// What happened.
    public var kind: Kind
    /// When, in seconds.
    public var time: Double

    /// Creates an event.
    public init(_ kind: Kind, at time: Double) {
      self.kind = kind
      self.time = time
    }

    public var name: String { kind.name }
  }
}
