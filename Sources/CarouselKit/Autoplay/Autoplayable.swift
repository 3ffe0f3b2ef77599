/// A model ``Autoplay`` can step: one with pages (or items) it scrolls to, driven by frames and
/// touches.
///
/// ``Carousel``, ``Pager``, ``SlidingPages`` and ``Walkthrough`` conform, and so does
/// CarouselKitOnboarding's conductor; each maps these to the contract's `currentPage`,
/// `pageCount` and `scrollToPage(_:animated:at:)` (the carousel's item names).
public protocol Autoplayable: FrameDriven, DragDriven {
  /// The page autoplay steps on from: the current page (or item).
  var autoplayPage: Int { get }
  /// How many pages (or items) there are.
  var autoplayPageCount: Int { get }
  /// Whether the page after the last is the first (a wrapping carousel), so stepping never ends.
  var autoplayWraps: Bool { get }
  /// Scrolls to `page`, animated, starting at `time` seconds; returns whether anything moves.
  @discardableResult func autoplayScroll(toPage page: Int, at time: Double) -> Bool
}

extension Carousel: Autoplayable {
  public var autoplayPage: Int { currentItemIndex }
  /// The items a step can reach: up to the one current at the contained end when the carousel
  /// contains its scroll (``CarouselConfiguration/containsScroll``), every item otherwise.
  public var autoplayPageCount: Int {
    guard !isWrapEnabled, numberOfItems > 0 else { return numberOfItems }
    return min(numberOfItems, clampedIndex(atOffset: restingEnds.upperBound) + 1)
  }
  public var autoplayWraps: Bool { isWrapEnabled }
  @discardableResult public func autoplayScroll(toPage page: Int, at time: Double) -> Bool {
    // Wrapping, one step on goes the short way round, past the last item to the first.
    guard isWrapEnabled, numberOfItems > 0 else {
      return scrollToItem(page, animated: true, at: time)
    }
    return scrollToItem(page % numberOfItems, animated: true, at: time)
  }
}

/// A page model the contract's names already describe: `currentPage`, `pageCount`,
/// `scrollToPage(_:animated:at:)` and `scrollToNextPage(at:)` give its ``Autoplayable``
/// members, with whether its pages loop.
package protocol PageAutoplayable: Autoplayable {
  var currentPage: Int { get }
  var pageCount: Int { get }
  /// Whether the page after the last is the first (``Pager/Configuration/wraps``).
  var loopsPages: Bool { get }
  func scrollToPage(_ page: Int, animated: Bool, at time: Double?) -> Bool
  func scrollToNextPage(at time: Double?) -> Bool
}

extension PageAutoplayable {
  public var autoplayPage: Int { currentPage }
  public var autoplayPageCount: Int { pageCount }
  public var autoplayWraps: Bool { loopsPages }
  @discardableResult public func autoplayScroll(toPage page: Int, at time: Double) -> Bool {
    // Looping, one page on goes forward, past the last page to the first.
    if loopsPages && page == currentPage + 1 { return scrollToNextPage(at: time) }
    return scrollToPage(page, animated: true, at: time)
  }
}

extension Pager: PageAutoplayable {
  package var loopsPages: Bool { isWrapping && pageCount > 1 }
}
extension SlidingPages: PageAutoplayable {
  package var loopsPages: Bool { false }
}
extension Walkthrough: PageAutoplayable {
  package var loopsPages: Bool { pager.isWrapping && pageCount > 1 }
}
