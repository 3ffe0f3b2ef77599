/// Something a ``Carousel`` did, and when: what its ``Carousel/eventHandler`` hears, and what its
/// delegate hears through iCarousel's methods, in the order documented on ``CarouselDelegate``.
///
///     carousel.eventHandler = { event in
///       if case .currentItemIndexDidChange(let index) = event.kind { print("item \(index) at \(event.time) s") }
///     }
public struct CarouselEvent: TimedEvent {
  /// What happened.
  public enum Kind: EventKind {
    /// A scroll event: a drag, momentum, an animated scroll or a snap, a change of offset
    /// (``ScrollEvent``).
    case scroll(ScrollEvent)
    /// Item `index` became the current item, or, after an insert or remove, a different item
    /// came to stand at the current index (`index` is then that index). Without items the index
    /// is 0 (iCarousel's −1).
    case currentItemIndexDidChange(index: Int)
    /// A tap selected item `index`.
    case didSelectItem(index: Int)
    /// The animation of batch `batch` (the number
    /// ``Carousel/performBatchUpdates(_:animation:at:completion:)`` returned) ended: `finished`,
    /// or cut short by a reload (`false`).
    case batchUpdatesDidFinish(batch: Int, finished: Bool)

    /// The delegate-method name, as in `carousel simulate`'s JSON (`"willBeginDragging"`).
    public var name: String {
      switch self {
      case .scroll(let event): return event.name
      case .currentItemIndexDidChange: return "currentItemIndexDidChange"
      case .didSelectItem: return "didSelectItem"
      case .batchUpdatesDidFinish: return "batchUpdatesDidFinish"
      }
    }

    public var scrollEvent: ScrollEvent? {
      if case .scroll(let event) = self { return event }
      return nil
    }

    /// The name with the details: `"didEndDragging(willDecelerate: true)"`,
    /// `"currentItemIndexDidChange(index: 3)"`.
    public var description: String {
      switch self {
      case .scroll(let event): return event.description
      case .currentItemIndexDidChange(let index):
        return "currentItemIndexDidChange(index: \(index))"
      case .didSelectItem(let index): return "didSelectItem(index: \(index))"
      case .batchUpdatesDidFinish(let batch, let finished):
        return "batchUpdatesDidFinish(batch: \(batch), finished: \(finished))"
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
}
