/// Where a page is on screen, in the appearance cycle of UIKit's view controllers.
public enum PageAppearance: String, Hashable, Sendable, CustomStringConvertible {
  /// Out of view (before `pageWillAppear`, or after `pageDidDisappear`).
  case disappeared
  /// Coming into view (after `pageWillAppear`).
  case appearing
  /// In view (after `pageDidAppear`).
  case appeared
  /// Leaving the view (after `pageWillDisappear`).
  case disappearing

  public var description: String { rawValue }
}

/// A page a ``SlidingPages`` has created, and where the host draws it.
public struct SlidingPageItem<Page> {
  /// The page's index.
  public let index: Int
  /// The content the data source gave for it.
  public let content: Page
  /// Its frame in the view, in points: `x = s_index − contentOffset`, below the dots and the
  /// strip, as wide as the page.
  public internal(set) var frame: Rect
  /// The zoom-out scale, applied uniformly about the frame's centre (1 when still or when the
  /// effect is off).
  public internal(set) var scale: Double
  /// Where the page is in its appearance cycle.
  public internal(set) var appearance: PageAppearance

  @usableFromInline
  init(index: Int, content: Page, frame: Rect, scale: Double, appearance: PageAppearance) {
    self.index = index
    self.content = content
    self.frame = frame
    self.scale = scale
    self.appearance = appearance
  }
}

/// The pages a ``SlidingPages`` has created, in index order: a collection of
/// ``SlidingPageItem`` read from the model's frame when it was taken (a later frame does not
/// change it).
///
/// Taking it and reading its elements allocates nothing: the model keeps the pages' places and
/// their content apart, so its frame runs without generic code.
public struct SlidingPageList<Page>: RandomAccessCollection {
  @usableFromInline let slots: [PageSlot]
  @usableFromInline let contents: [Page]
  @usableFromInline let pageCount: Int

  /// The first `count` pages of `slots` and `contents` (more wait behind them while a layout
  /// creates pages).
  init(slots: [PageSlot], contents: [Page], count: Int) {
    self.slots = slots
    self.contents = contents
    self.pageCount = count
  }

  /// 0.
  @inlinable public var startIndex: Int { 0 }
  /// The number of pages.
  @inlinable public var endIndex: Int { pageCount }

  /// The page at `position` (0 is the first page created, not page 0).
  ///
  /// - Complexity: O(1)
  @inlinable public subscript(position: Int) -> SlidingPageItem<Page> {
    let slot = slots[position]
    return SlidingPageItem(
      index: slot.index, content: contents[position], frame: slot.frame, scale: slot.scale,
      appearance: slot.appearance)
  }
}

extension SlidingPageList: Sendable where Page: Sendable {}

extension SlidingPageItem: Sendable where Page: Sendable {}

/// A title the header strip shows, and where.
public struct SlidingPageTitleItem: Hashable, Sendable {
  /// The page the title names.
  public let index: Int
  /// The title the data source gave.
  public let title: SlidingPageTitle
  /// Its frame in the view, in points.
  public internal(set) var frame: Rect
  /// Whether it is the active title (drawn with the active colour and font): the page the
  /// pages last rested on or were sent to, as the original recoloured them.
  public internal(set) var isActive: Bool
  /// The text's colour: ``SlidingPagesStyle/titleTextColor`` when active,
  /// ``SlidingPagesStyle/inactiveTitleTextColor`` otherwise.
  public internal(set) var textColor: RGBAColor
  /// The text's font: ``SlidingPagesStyle/titleFont`` when active,
  /// ``SlidingPagesStyle/inactiveTitleFont`` otherwise; the host shrinks it to fit, as the
  /// original did.
  public internal(set) var font: FontDescription
  /// The shadow under the text, or `nil` for none (``SlidingPagesStyle/titleShadow``).
  public internal(set) var shadow: ShadowStyle?
}

/// The chrome around the pages, as values a host applies.
public struct SlidingPagesChrome: Hashable, Sendable {
  /// The page dots' frame, or `nil` when they are off.
  public var pageControlFrame: Rect?
  /// The header strip's frame (the full width), or `nil` when hidden.
  public var titleStripFrame: Rect?
  /// The triangle marking the current title, or `nil` when it or the strip is hidden.
  public var triangleFrame: Rect?
  /// The line along the strip's bottom edge, or `nil` when the strip is hidden or the line has
  /// no height (``SlidingPagesStyle/bottomEdgeHeight``).
  public var bottomEdgeFrame: Rect?
  /// Where the pages are drawn.
  public var contentFrame: Rect
  /// The number of dots.
  public var pageControlPageCount: Int
  /// The dot that is lit.
  public var pageControlPage: Int
  /// The dots' opacity, in [0, 1]: 1, or fading in and out over 0.3 s with
  /// ``SlidingPagesConfiguration/hidesStatusBarWhenScrolling``.
  public var pageControlAlpha: Double
  /// Whether the status bar is hidden (while the user scrolls, with
  /// ``SlidingPagesConfiguration/hidesStatusBarWhenScrolling``).
  public var isStatusBarHidden: Bool
  /// The status bar's opacity, in [0, 1], fading with the dots the other way.
  public var statusBarAlpha: Double

  // MARK: Looks (``SlidingPagesStyle``)

  /// The strip's background colour.
  public var titleStripBackgroundColor: RGBAColor
  /// The image the host tiles over the strip's background, if it has one by that name.
  public var titleStripBackgroundPattern: String?
  /// The shadow the strip casts on the pages, or `nil` for none.
  public var titleStripShadow: ShadowStyle?
  /// The colour of the line along the strip's bottom edge.
  public var bottomEdgeColor: RGBAColor
  /// The triangle's colour.
  public var triangleColor: RGBAColor
}
