// The appearance cycle of UIKit's view controllers, for page models: which pages are in view
// and the steps a page goes through as it comes and goes. Shared by the sliding pages and the
// walkthrough.

/// A step in a page's appearance cycle, as a view controller hears it.
enum PageAppearanceChange {
  case willAppear, didAppear, willDisappear, didDisappear
}

/// How much of a page is in view.
struct PageVisibility {
  /// More of it than the tolerance shows.
  var intersects: Bool
  /// It counts as wholly in view: all of it (or a viewport's worth) shows, or any of it shows
  /// while the pages rest.
  var full: Bool
}

extension PageLayout {
  /// How much of `page` shows at `offset` (within the content, in points): more than
  /// `tolerance` points of it, and all of it or a viewport's worth — or, when the pages rest,
  /// any of it.
  ///
  /// - Complexity: O(1)
  func visibility(
    of page: Int, atOffset offset: Double, atRest: Bool, tolerance: Double,
    period: Double? = nil
  ) -> PageVisibility {
    let begins = start(of: page)
    let ends = start(of: page + 1)
    let width = viewportLength
    var shown = min(ends, offset + width) - max(begins, offset)
    if let period {
      // Looping (the offset within the loop): the page is also seen a lap on, past its end.
      shown = max(shown, min(ends + period, offset + width) - max(begins + period, offset))
    }
    let intersects = shown > tolerance
    let full = intersects && (atRest || shown >= min(ends - begins, width) - tolerance)
    return PageVisibility(intersects: intersects, full: full)
  }
}

extension PageAppearance {
  /// A page let go of in this state (removed, or released with every page): the steps it hears
  /// to end disappeared, in order.
  func letGo(_ send: (PageAppearanceChange) -> Void) {
    switch self {
    case .appeared, .appearing:
      send(.willDisappear)
      send(.didDisappear)
    case .disappearing: send(.didDisappear)
    case .disappeared: break
    }
  }

  /// A page leaving the view, or turning back before it came in: the steps it hears, in order.
  mutating func leave(_ seen: PageVisibility, _ send: (PageAppearanceChange) -> Void) {
    switch self {
    case .appeared where !seen.full:
      send(.willDisappear)
      self = .disappearing
      if !seen.intersects {
        send(.didDisappear)
        self = .disappeared
      }
    case .appearing where !seen.intersects:
      send(.willDisappear)
      send(.didDisappear)
      self = .disappeared
    case .disappearing where !seen.intersects:
      send(.didDisappear)
      self = .disappeared
    default: break
    }
  }

  /// A page coming into view, or turning back before it left: the steps it hears, in order.
  mutating func enter(_ seen: PageVisibility, _ send: (PageAppearanceChange) -> Void) {
    switch self {
    case .disappeared where seen.intersects:
      send(.willAppear)
      self = .appearing
      if seen.full {
        send(.didAppear)
        self = .appeared
      }
    case .appearing where seen.full:
      send(.didAppear)
      self = .appeared
    case .disappearing where seen.full:
      send(.willAppear)
      send(.didAppear)
      self = .appeared
    default: break
    }
  }
}
