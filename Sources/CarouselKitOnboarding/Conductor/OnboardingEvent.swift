import CarouselKit

/// Something an ``OnboardingConductor`` did, and when.
public struct OnboardingEvent: TimedEvent {
  /// What happened.
  public enum Kind: PageEventKind {
    /// A scroll event of the pages (``/CarouselKit/ScrollEvent``): a drag began or ended, a
    /// motion began, ended or was cancelled, or the content offset changed
    /// (``OnboardingConductor/contentOffset``) and the views followed it.
    case scroll(ScrollEvent)
    /// The page nearest to the content offset (``OnboardingConductor/currentPage``) changed, live.
    case currentPageDidChange(page: Int)
    /// The pages came to rest on `page`: its `item` elements started their springs and the
    /// pages visited since the last rest were reset (the reset rules of ``OnboardingConductor``).
    case didSettle(page: Int)
    /// The screen changed: a screen reader should move its focus to `view`, the index in
    /// ``OnboardingConductor/viewStates`` of page `page`'s text or dismiss button, or `nil` when
    /// the page has none (UIKit's `UIAccessibilityScreenChangedNotification`; the original
    /// indexed a packed array of texts there and crashed past its end).
    case accessibilityFocus(page: Int, view: Int?)
    /// Skip, the dismiss button or the escape gesture closed the flow on `page` (the page the
    /// dots show).
    case didClose(page: Int)

    /// The event's name, as the `carousel` command's JSON writes it (`"didSettle"`).
    public var name: String {
      switch self {
      case .scroll(let event): return event.name
      case .currentPageDidChange: return "currentPageDidChange"
      case .didSettle: return "didSettle"
      case .accessibilityFocus: return "accessibilityFocus"
      case .didClose: return "didClose"
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
      case .currentPageDidChange(let page), .didSettle(let page), .didClose(let page),
        .accessibilityFocus(let page, _):
        return page
      }
    }

    /// The event as Swift would write it, with its values: `didSettle(page: 1)`.
    public var description: String {
      switch self {
      case .scroll(let event): return event.description
      case .currentPageDidChange(let page): return "currentPageDidChange(page: \(page))"
      case .didSettle(let page): return "didSettle(page: \(page))"
      case .accessibilityFocus(let page, let view):
        return "accessibilityFocus(page: \(page), view: \(view.map(String.init) ?? "nil"))"
      case .didClose(let page): return "didClose(page: \(page))"
      }
    }
  }

  /// What happened.
  public var kind: Kind
  /// When, in seconds on the conductor's clock.
  public var time: Double

  /// Creates an event.
  public init(_ kind: Kind, at time: Double) {
    self.kind = kind
    self.time = time
  }
}
