/// How a ``SlidingPages`` looks and behaves: TTScrollSlidingPagesController's options with its
/// defaults, and this library's own (``pagesBeyondViewport``, ``pageControlFollowsScroll``,
/// ``reportsPageChangesOnly``, ``reloadReturnsToInitialPage``), whose defaults fix or go past the
/// original and say how to get its behaviour back.
///
/// Unlike the original, which raised an exception when most of these were set after its view
/// loaded, every option can change at any time and applies from the next frame.
public struct SlidingPagesOptions: Hashable, Sendable {
  // MARK: The header strip

  /// Whether the strip of titles is hidden (false); hidden, titles are never asked for.
  public var isTitleStripHidden = false
  /// The strip's height, in points (50).
  public var titleStripHeight = 50.0
  /// The width of one title, in points (150): the strip moves this far per page.
  public var titleItemWidth = 150.0
  /// The strip's background colour (black); the original tiled the image named by
  /// ``titleStripBackgroundPattern`` over it when the app had one.
  public var titleStripBackgroundColor = RGBAColor.black
  /// The pattern image the original tiled behind the titles when present (`"diagmonds"`); `nil`
  /// for none.
  public var titleStripBackgroundPattern: String? = "diagmonds"
  /// Whether the triangle marking the current title is hidden (false).
  public var isTriangleHidden = false
  /// The triangle's size, in points (30 × 10): centred horizontally, overlapping the strip's top.
  public var triangleSize = Size(width: 30, height: 10)
  /// The triangle's colour (black).
  public var triangleColor = RGBAColor.black
  /// The active title's colour (white).
  public var titleTextColor = RGBAColor.white
  /// The other titles' colour (white).
  public var inactiveTitleTextColor = RGBAColor.white
  /// The active title's font (bold system font, 19 pt).
  public var titleFont = FontDescription.titleDefault
  /// The other titles' font (bold system font, 19 pt).
  public var inactiveTitleFont = FontDescription.titleDefault
  /// The shadow under each title's text (black, radius 2, opacity 1, no offset), unless
  /// ``isTitleShadowDisabled``.
  public var titleShadow = ShadowStyle(color: .black, offset: .zero, radius: 2, opacity: 1)
  /// Whether the titles' text shadow is off (false).
  public var isTitleShadowDisabled = false
  /// The colour of the line along the strip's bottom edge (clear).
  public var bottomEdgeColor = RGBAColor.clear
  /// The height of the line along the strip's bottom edge, in points (3).
  public var bottomEdgeHeight = 3.0
  /// The shadow the strip casts on the pages (black, offset (0, 4), radius 4, opacity 0.3), unless
  /// ``isTitleStripShadowDisabled``.
  public var titleStripShadow = ShadowStyle(
    color: .black, offset: Point(x: 0, y: 4), radius: 4, opacity: 0.3)
  /// Whether the strip's shadow is off (false).
  public var isTitleStripShadowDisabled = false

  // MARK: Page dots and the status bar

  /// Whether the page dots are off (false): the original's `disableUIPageControl`.
  public var isPageControlDisabled = false
  /// The page dots' height, in points (20: the status bar's height, which the original took
  /// for it).
  public var pageControlHeight = 20.0
  /// Whether the dots show the page nearest to the offset while the pages move (true); false
  /// keeps the original, which updated them only at reloads, programmatic scrolls and the end of
  /// a deceleration.
  public var pageControlFollowsScroll = true
  /// Whether the status bar hides while the user scrolls (false): the dots then start
  /// transparent, and on a drag the status bar fades out and the dots fade in over 0.3 s; when
  /// the motion ends, the reverse.
  ///
  /// Only with the dots on, as in the original.
  public var hidesStatusBarWhenScrolling = false

  // MARK: Behaviour

  /// The page shown after the first ``SlidingPages/reloadData()`` (0), clamped into the pages.
  public var initialPage = 0
  /// Whether a release rests on a page (true).
  public var isPagingEnabled = true
  /// Whether the page being left and the page arriving zoom out (false: the effect is on).
  public var isZoomOutDisabled = false
  /// How many pages beyond those in the viewport are created on each side (1), or `nil` to
  /// create every page at reload, as the original did.
  public var pagesBeyondViewport: Int? = 1
  /// Whether ``SlidingPagesEvent/Kind/pageDidChange(_:)`` fires only when the user's gesture
  /// rests on another page (true), or at every rest after a gesture, snap-backs included, close to
  /// the original's `didScrollToViewAtIndex` (which fired at the end of every deceleration, but
  /// not after a drag released without one).
  public var reportsPageChangesOnly = true
  /// Whether a reload returns to ``initialPage`` (false: it keeps the current page, clamped into
  /// the new pages).
  ///
  /// The original always returned.
  public var reloadReturnsToInitialPage = false

  /// Creates options with the defaults above.
  public init() {}

  /// The seconds the status bar and the dots take to fade (0.3).
  public static let chromeFadeDuration = 0.3
}
