/// How a ``SlidingPages`` lays out and behaves: TTScrollSlidingPagesController's options with its
/// defaults, and this library's own (``pagesBeyondViewport``).
///
/// Set it whole or by property; unlike the original, which raised an exception when most of these
/// were set after its view loaded, every value can change at any time and applies from the next
/// frame. How the strip and its titles look is ``SlidingPagesStyle``; where the original behaved
/// in ways this library fixes, ``SlidingPagesCompatibility``.
public struct SlidingPagesConfiguration: Hashable, Sendable {
  // MARK: The header strip

  /// Whether the strip of titles is hidden (false); hidden, titles are never asked for.
  public var isTitleStripHidden = false
  /// The strip's height, in points (50).
  public var titleStripHeight = 50.0
  /// The width of one title, in points (150): the strip moves this far per page.
  public var titleItemWidth = 150.0
  /// Whether the triangle marking the current title is hidden (false).
  public var isTriangleHidden = false
  /// The triangle's size, in points (30 × 10): centred horizontally, overlapping the strip's top.
  public var triangleSize = Size(width: 30, height: 10)

  // MARK: Page dots and the status bar

  /// Whether the page dots are off (false): the original's `disableUIPageControl`.
  public var isPageControlDisabled = false
  /// The page dots' height, in points (20: the status bar's height, which the original took
  /// for it).
  public var pageControlHeight = 20.0
  /// Whether the status bar hides while the user scrolls (false): the dots then start
  /// transparent, and on a drag the status bar fades out and the dots fade in over 0.3 s; when
  /// the motion ends, the reverse.
  ///
  /// Only with the dots on, as in the original.
  public var hidesStatusBarWhenScrolling = false

  // MARK: Behaviour

  /// The page shown after the first reload (0), clamped into the pages: give it in the
  /// initialiser, or set it before the data source (setting the data source reloads).
  public var initialPage = 0
  /// Whether a release rests on a page (true).
  public var isPagingEnabled = true
  /// Whether the pages loop (Swiper's and Embla's `loop`): after the last page comes the first,
  /// for drags, flicks, keys, autoplay and `scrollToPage` (the short way round), with the pages
  /// held, the strip's titles, the zoom and the appearance cycle following across the seam
  /// (false; the pager's ``Pager/Configuration/wraps``).
  ///
  /// Each page is held once and each title shown once: pages (or titles) that together are
  /// narrower than the view leave a gap at the seam, as Swiper's loop needs enough slides.
  public var loops = false
  /// Whether touches on the pages and the strip move them (true); programmatic scrolls, taps on
  /// titles and dots, and keys always do.
  public var isScrollEnabled = true
  /// Whether the page being left and the page arriving zoom out (false: the effect is on).
  public var isZoomOutDisabled = false
  /// How many pages beyond those in the viewport are created on each side (1), or `nil` to
  /// create every page at reload, as the original did.
  public var pagesBeyondViewport: Int? = 1

  /// Creates the original's defaults.
  public init() {}

  /// The seconds the status bar and the dots take to fade (0.3).
  public static let chromeFadeDuration = 0.3

  /// Traps, naming the value, when the strip or the dots cannot be laid out.
  ///
  /// - Precondition: `titleItemWidth` is positive and finite, the heights finite and not
  ///   negative, `pagesBeyondViewport` not negative.
  func validate() {
    precondition(
      titleItemWidth > 0 && titleItemWidth.isFinite, "titleItemWidth must be positive and finite")
    precondition(
      titleStripHeight >= 0 && titleStripHeight.isFinite,
      "titleStripHeight must be finite and not negative")
    precondition(
      pageControlHeight >= 0 && pageControlHeight.isFinite,
      "pageControlHeight must be finite and not negative")
    precondition((pagesBeyondViewport ?? 0) >= 0, "pagesBeyondViewport must not be negative")
  }
}

extension SlidingPages {
  /// How sliding pages lay out and behave: ``SlidingPagesConfiguration``.
  public typealias Configuration = SlidingPagesConfiguration
}

/// TTScrollSlidingPagesController behaviours this library changes, each one switch away: a
/// ``SlidingPages``' ``SlidingPages/compatibility``.
///
/// Every switch is off by default (the library's behaviour) and names what the original did;
/// ``original`` turns them all on.
public struct SlidingPagesCompatibility: Hashable, Sendable {
  /// The lit dot moves only at reloads, programmatic scrolls and the end of a deceleration, as
  /// the original updated it; by default it shows the page nearest to the offset, live.
  public var pageControlUpdatesAtRest = false
  /// `pageDidChange` fires at every rest after a gesture, snap-backs included, close to the
  /// original's `didScrollToViewAtIndex` (which fired at the end of every deceleration, but not
  /// after a drag released without one); by default only when the page changed.
  public var reportsEveryRest = false
  /// A reload returns to ``SlidingPagesConfiguration/initialPage``, as the original did; by
  /// default it keeps the current page, clamped into the new pages.
  public var reloadReturnsToInitialPage = false

  /// Creates switches; each left out is off (the library's behaviour).
  public init(
    pageControlUpdatesAtRest: Bool = false, reportsEveryRest: Bool = false,
    reloadReturnsToInitialPage: Bool = false
  ) {
    self.pageControlUpdatesAtRest = pageControlUpdatesAtRest
    self.reportsEveryRest = reportsEveryRest
    self.reloadReturnsToInitialPage = reloadReturnsToInitialPage
  }

  /// The original's behaviour in everything.
  public static let original = SlidingPagesCompatibility(
    pageControlUpdatesAtRest: true, reportsEveryRest: true, reloadReturnsToInitialPage: true)
}
