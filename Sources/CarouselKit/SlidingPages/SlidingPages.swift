/// Pages with a header strip of titles that scrolls in proportion: TTScrollSlidingPagesController's
/// model, on a ``Pager``.
///
/// A host gives it a data source and a viewport, forwards touches on the pages and on the strip,
/// calls ``advance(to:)`` once per display frame, and draws what it reads: ``pages`` (the pages
/// near the viewport, with frames, zoom scales and appearance), ``titles`` (the titles in the
/// strip's view, with frames and which is active) and ``chrome`` (dots, strip, triangle, status
/// bar).
///
///     let pages = SlidingPages<String>(viewportSize: Size(width: 320, height: 480))
///     pages.dataSource = source          // numberOfPages, pageAt, titleAt: setting it reloads
///     pages.dragBegan(at: 0)
///     pages.dragChanged(translation: -120, at: 0.1)
///     pages.dragEnded(velocity: -800, at: 0.1)
///     pages.advance(to: 0.2)
///     pages.headerOffset                 // the strip follows: 150/320 of the content's offset
///
/// Only pages near the viewport are created (``SlidingPagesConfiguration/pagesBeyondViewport``), and
/// titles only as they come into the strip's view, so a frame costs the same for 7 pages or
/// 100,000. The layout of a frame is computed once, when ``advance(to:)`` runs or the output is
/// read; touches and scrolls only change state.
///
/// # Events
///
/// ``eventHandler`` and then the ``delegate`` hear ``SlidingPagesEvent``s at the end of each call:
/// the pager's scroll events as they happen, `pageDidChange` or `didFinishScrollingToPage` when
/// motion rests, and the appearance events when a frame is laid out — for each frame, every
/// disappearance (in page order) before every appearance. Each page's appearance events follow
/// UIKit's cycle: `pageWillAppear` then `pageDidAppear`, or, when it turns back, `pageWillDisappear`
/// then `pageDidDisappear`; so they balance. A page is `appeared` while it shows fully (as much of
/// it as the view can hold), or at all once the pages rest. Appearance events carry the time of
/// the frame that laid them out; the events of the motion before that frame come first.
///
/// - Warning: Not thread-safe. Drive it from the thread that owns your UI.
public final class SlidingPages<Page> {
  #if hasFeature(Embedded)
    // Embedded Swift has no weak references: there they are strong (clear them to let go).
    public var dataSource: (any SlidingPagesDataSource<Page>)? {
      didSet { if dataSource !== oldValue { reloadData() } }
    }
    public var delegate: (any SlidingPagesDelegate<Page>)?
  #else
    /// Supplies the pages; held weakly.
    ///
    /// Setting another data source reloads (``reloadData()``), as a carousel's does; the original
    /// (since 2014) waited for `reloadPages`.
    public weak var dataSource: (any SlidingPagesDataSource<Page>)? {
      didSet { if dataSource !== oldValue { reloadData() } }
    }

    /// Hears the events after ``eventHandler``; held weakly.
    public weak var delegate: (any SlidingPagesDelegate<Page>)?
  #endif

  /// Hears every event, at the end of the call that caused it.
  public var eventHandler: ((SlidingPagesEvent) -> Void)?

  /// Hears what the data source did wrong and how it was recovered from.
  public var diagnosticsHandler: ((SlidingPagesDiagnostic) -> Void)?

  /// How the pages lay out and behave, set whole or by property; changes apply from the next
  /// frame.
  ///
  /// - Precondition: `titleItemWidth` is positive and finite, the heights finite and not
  ///   negative, `pagesBeyondViewport` not negative.
  public var configuration: SlidingPagesConfiguration {
    didSet { configurationDidChange(from: oldValue) }
  }

  /// The original's behaviours to restore (none: ``SlidingPagesCompatibility/original`` restores
  /// them all); changes apply from the next frame.
  public var compatibility = SlidingPagesCompatibility() {
    didSet {
      isStale = true
      finishCall()
    }
  }

  /// How the strip and the titles look, handed back resolved in ``titles`` and ``chrome``;
  /// changes apply from the next frame.
  public var style = SlidingPagesStyle() {
    didSet {
      frame.restyleTitles(style)
      isStale = true
    }
  }

  /// The size of the whole view (dots, strip and pages), in points.
  public private(set) var viewportSize: Size

  package let pager: Pager

  // MARK: State

  /// Whether ``reloadData()`` has run.
  public internal(set) var hasLoaded = false
  /// The page the titles and (unless they follow the scroll) the dots show as active.
  var activePage = 0
  /// What moved the pages last, for the events their rest causes.
  var motionSource = MotionSource.none
  /// The page the user's last gesture rested on.
  var lastUserRestPage: Int?
  /// When the pager last reported a rest on a page in the current call.
  var settleTime: Double?
  /// A finger on the strip: where the strip was when it began dragging (unrounded, in strip
  /// points), and whether it still drives the content (a programmatic scroll takes over).
  var stripGesture: StripGesture?
  /// Options that need the titles let go of, changed during a layout (by the data source):
  /// done once that layout ends.
  var titlesOwed = false
  /// The status bar and dots' fade: whether the chrome shows the dots (the user is scrolling),
  /// since when, and the dots' opacity when it turned.
  var chromeFade = ChromeFade()

  /// The created pages' places and the titles shown.
  var frame = SlidingPagesFrameState()
  /// The created pages' content, parallel to `frame.slots`.
  var contents: [Page] = []
  var isStale = true
  var isLayingOut = false
  var reloadOwed = false
  let events = EventQueue<SlidingPagesEvent>()

  enum MotionSource {
    case none
    /// A finger on the pages or the strip.
    case user
    /// A programmatic scroll; `animated` says whether its end is reported.
    case program(animated: Bool)
  }

  struct StripGesture {
    var headerStart: Double
    var isDragging: Bool
  }

  struct ChromeFade {
    var showsDots = false
    var changeTime = -Double.infinity
    var startAlpha = 0.0
  }

  /// Creates sliding pages for a view of `viewportSize` points, with no pages until a data source
  /// is set.
  ///
  /// - Parameters:
  ///   - viewportSize: The whole view's size, in points.
  ///   - configuration: Layout and behaviour (the original's defaults).
  ///   - time: The starting time, in seconds (0).
  /// - Precondition: The size is finite and not negative, its width at most
  ///   ``PageLayout/maximumViewportLength``; `time` is finite; the configuration is valid.
  public init(
    viewportSize: Size, configuration: SlidingPagesConfiguration = SlidingPagesConfiguration(),
    time: Double = 0
  ) {
    viewportSize.checkPageViewport()
    configuration.validate()
    self.viewportSize = viewportSize
    self.configuration = configuration
    pager = Pager(
      layout: PageLayout(pageCount: 0, viewportLength: viewportSize.width),
      configuration: Self.configuration(configuration), time: time)
    pager.owner = self
  }

  // MARK: - Reading the state

  /// The content's offset, in points: the x of the view's left edge in the pages' coordinates.
  ///
  /// - Complexity: O(1)
  public var contentOffset: Double { pager.contentOffset }

  /// The header strip's offset for the content's, in points (``HeaderStripGeometry/headerOffset(forContentOffset:)``).
  ///
  /// - Complexity: O(1) for pages of the view's width, O(log n) otherwise.
  public var headerOffset: Double {
    stripGeometry.headerOffset(forContentOffset: pager.contentOffset)
  }

  /// The number of pages read at the last reload.
  public var pageCount: Int { pager.pageCount }

  /// The page nearest to the content offset, live: the contract's current page (the dots show
  /// it too); 0 without pages.
  ///
  /// The original's `getCurrentDisplayedPage` is ``leadingPage``.
  ///
  /// - Complexity: O(1) for pages of the view's width, O(log n) otherwise.
  public var currentPage: Int { pager.currentPage }

  /// The last page starting at or before the content offset, as the original's
  /// `getCurrentDisplayedPage`: it changes only once the next page reaches the left edge; pages at
  /// rest within the pager's settle tolerance of a page (half a point) are on it, as motion can
  /// end a rounding short.
  ///
  /// - Complexity: O(1) for pages of the view's width, O(log n) otherwise.
  public var leadingPage: Int {
    if pager.phase == .idle, let page = pager.restingPage(at: pager.contentOffset) { return page }
    return pager.layout.page(atOffset: pager.contentOffset)
  }

  /// The page the lit dot shows: ``currentPage`` live, or the page last rested on or sent to
  /// with ``SlidingPagesCompatibility/pageControlUpdatesAtRest``.
  public var pageControlPage: Int {
    compatibility.pageControlUpdatesAtRest ? activePage : pager.currentPage
  }

  /// The x position of page `index`'s left edge in the content, in points (the original's
  /// `getXPositionOfPage:`); pages outside the range continue at the first or last page's width.
  ///
  /// - Complexity: O(1)
  public func xPosition(ofPage index: Int) -> Double { pager.layout.start(of: index) }

  /// The pages' layout: how many, how wide, and the view's width.
  public var pageLayout: PageLayout { pager.layout }

  /// The strip's maths for the current pages and title width.
  public var stripGeometry: HeaderStripGeometry {
    HeaderStripGeometry(layout: pager.layout, titleWidth: configuration.titleItemWidth)
  }

  /// What the pages are doing.
  public var phase: ScrollPhase { pager.phase }

  /// Whether a finger is down on the pages or the strip (dragging or not).
  public var isTracking: Bool { pager.isTracking }

  /// The latest time seen, in seconds.
  public var time: Double { pager.time }

  /// Whether anything moves by itself (the pages, or the chrome's fade): keep sending frames.
  public var isAnimating: Bool { pager.isAnimating || chromeIsFading(at: pager.time) }

  /// Whether a host must keep sending frames: ``isAnimating``, or a finger is down.
  public var needsFrames: Bool { isTracking || isAnimating }

  /// The pages created, in index order (looping, in order along the strip the loop unrolls:
  /// `[3, 4, 0]` across the seam), with their frames, scales and appearance.
  ///
  /// Reading it lays out the frame if anything changed since the last layout (asking the data
  /// source for pages that came near the viewport). The list shares the model's storage: a host
  /// that keeps it past the next frame makes that frame copy its storage (an allocation; the
  /// values stay right).
  ///
  /// - Complexity: O(1) when the frame is current; a layout is O(pages near the viewport +
  ///   titles in view).
  public var pages: SlidingPageList<Page> {
    layoutIfNeeded()
    return SlidingPageList(slots: frame.slots, contents: contents, count: frame.pageWindow.count)
  }

  /// The indexes of the pages created; looping, their positions on the strip the loop unrolls
  /// (page `position mod pageCount`, a lap further on per turn).
  public var realisedPageIndexes: Range<Int> {
    layoutIfNeeded()
    return frame.pageWindow
  }

  /// The titles in the strip's view, in index order (none when the strip is hidden); at most 256,
  /// those nearest the strip's centre, when titles are far narrower than the view.
  public var titles: [SlidingPageTitleItem] {
    layoutIfNeeded()
    return frame.titles
  }

  /// The page `index`, if it is created.
  ///
  /// - Complexity: O(1) when the frame is current (looping, O(pages held)); otherwise that of a
  ///   layout (see ``pages``).
  public func page(at index: Int) -> SlidingPageItem<Page>? {
    layoutIfNeeded()
    let slot: Int
    if pager.isWrapping {
      guard let held = frame.slots.firstIndex(where: { $0.index == index }) else { return nil }
      slot = held
    } else {
      guard frame.pageWindow.contains(index) else { return nil }
      slot = index - frame.pageWindow.lowerBound
    }
    return SlidingPageList(slots: frame.slots, contents: contents, count: frame.pageWindow.count)[
      slot]
  }

  /// The dots, the strip, the triangle and the status bar.
  public var chrome: SlidingPagesChrome {
    let frames = chromeFrames
    let alpha = pageControlAlpha(at: pager.time)
    let hiding = configuration.hidesStatusBarWhenScrolling && !configuration.isPageControlDisabled
    let edge = style.bottomEdgeHeight
    return SlidingPagesChrome(
      pageControlFrame: frames.dots, titleStripFrame: frames.strip, triangleFrame: frames.triangle,
      bottomEdgeFrame: frames.strip.flatMap { strip in
        edge > 0
          ? Rect(
            x: strip.minX, y: strip.maxY - edge, width: strip.size.width, height: edge) : nil
      },
      contentFrame: frames.content, pageControlPageCount: pageCount,
      pageControlPage: pageControlPage, pageControlAlpha: alpha,
      isStatusBarHidden: hiding && chromeFade.showsDots, statusBarAlpha: hiding ? 1 - alpha : 1,
      titleStripBackgroundColor: style.titleStripBackgroundColor,
      titleStripBackgroundPattern: style.titleStripBackgroundPattern,
      titleStripShadow: style.titleStripShadow, bottomEdgeColor: style.bottomEdgeColor,
      triangleColor: style.triangleColor)
  }

  public var activityDescription: String { pager.activityDescription }

  // MARK: - Viewport

  /// Changes the view's size (a rotation), keeping the page shown; mid-scroll, the fraction
  /// between the same two pages is kept and a motion in flight carries on toward the same page.
  ///
  /// Zoomed pages return to scale 1 when the pages rest again.
  ///
  /// `time` is when, in seconds; the latest time seen when `nil`.
  ///
  /// - Precondition: The size is finite and not negative.
  ///
  public func setViewportSize(_ size: Size, at time: Double? = nil) {
    size.checkPageViewport()
    viewportSize = size
    pager.setLayout(pager.layout.withViewportLength(size.width), at: time)
    reserveOutputCapacity()
    isStale = true
    finishCall()
  }

  // MARK: - Internals

  static func configuration(_ configuration: SlidingPagesConfiguration)
    -> Pager.Configuration
  {
    Pager.Configuration(
      isPagingEnabled: configuration.isPagingEnabled,
      isScrollEnabled: configuration.isScrollEnabled, wraps: configuration.loops)
  }

  private func configurationDidChange(from old: SlidingPagesConfiguration) {
    configuration.validate()
    if configuration.isPagingEnabled != old.isPagingEnabled
      || configuration.isScrollEnabled != old.isScrollEnabled
      || configuration.loops != old.loops
    {
      pager.configuration = Self.configuration(configuration)
    }
    if configuration.loops != old.loops && !isLayingOut {
      // Window positions change their meaning: the pages held are made again.
      releaseAllPages()
    }
    if configuration.pagesBeyondViewport != old.pagesBeyondViewport
      || configuration.loops != old.loops
      || configuration.isTitleStripHidden != old.isTitleStripHidden
      || configuration.titleItemWidth != old.titleItemWidth
    {
      if isLayingOut {
        titlesOwed = true  // the layout is building the titles' list: after it
      } else {
        releaseAllTitles()
        reserveOutputCapacity()
      }
    }
    isStale = true
    finishCall()
  }
}
