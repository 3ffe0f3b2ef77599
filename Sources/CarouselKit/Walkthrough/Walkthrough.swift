/// A walkthrough: pages in a horizontal pager whose pages animate their subviews as they scroll,
/// with shared controls (page control, next, previous, close): BWWalkthroughViewController's
/// model, on a ``Pager``.
///
/// A host adds pages (any value of its own, with a ``WalkthroughPageAnimator`` for those that
/// animate their subviews), forwards touches and button presses, calls ``advance(to:)`` once per
/// display frame, and draws what it reads: ``pageStates`` (the pages near the view with their
/// offsets and their subviews' transforms and alphas) and ``chrome`` (the dots and which buttons
/// show).
///
///     let walkthrough = Walkthrough<String>(viewportSize: Size(width: 375, height: 667))
///     walkthrough.addPage("welcome", animator: WalkthroughPageAnimator(
///       animation: .curve, speed: Point(x: 1, y: 0), subviewCount: 3))
///     walkthrough.addPage("done")
///     walkthrough.pressNextButton(at: 0) // nextButtonPressed, then the scroll starts
///     walkthrough.advance(to: 0.15)
///     walkthrough.pageStates             // pages 0 and 1, halfway: offsets 1.5 and 0.5
///
/// # Page offsets
///
/// With `x` the content offset and `W` the view's width, page `i`'s offset is
/// `o = x/W + 1 − i`: 1 when it fills the view, 0 one page to the right, 2 one page to the left.
/// Pages with `−2 < o < 2` are told theirs, from the very first frame (the original told them
/// nothing until the first scroll: ``WalkthroughCompatibility/silentUntilFirstScroll``): at rest
/// on page `k`, pages `k`, `k + 1` and `k + 2`; between pages, up to four. A frame is laid out
/// once, when ``advance(to:)`` runs or the output is read.
///
/// # Events
///
/// ``eventHandler`` and then the ``delegate`` hear ``WalkthroughEvent``s at the end of each call:
/// the pager's scroll events (`.scroll(_)`; on `didScroll` read ``contentOffset``), the rests and
/// live page changes every page model reports, and `pageDidChange` when the pages
/// come to rest on another page than last reported (the original reported every rest, snap-backs
/// included: its #26). The next and previous buttons' events are heard before their scroll
/// starts, as in the original.
///
/// - Warning: Not thread-safe. Drive it from the thread that owns your UI.
public final class Walkthrough<Page> {
  #if hasFeature(Embedded)
    // Embedded Swift has no weak references: there the reference is strong (clear it to let go).
    public var delegate: (any WalkthroughDelegate<Page>)?
  #else
    /// Hears the events after ``eventHandler``; held weakly.
    public weak var delegate: (any WalkthroughDelegate<Page>)?
  #endif

  /// Hears every event, at the end of the call that caused it.
  public var eventHandler: ((WalkthroughEvent) -> Void)?

  /// The original's behaviours to restore (none: ``WalkthroughCompatibility/original`` restores
  /// them all); changes apply from the next frame.
  public var compatibility = WalkthroughCompatibility() {
    didSet { isStale = true }
  }

  /// The view's size, in points: a page is as wide as the view.
  public private(set) var viewportSize: Size

  /// The pages, in the order they were added.
  public internal(set) var pages: [Page] = []

  /// Each page's animation settings, or `nil` for a page that draws itself from its offset.
  public internal(set) var animators: [WalkthroughPageAnimator?] = []

  package let pager: Pager

  // MARK: State

  /// The page `pageDidChange` last reported (the first page before any).
  var reportedPage = 0
  /// The page of the last rest or ``willAppear(at:)``: what the original's controls showed.
  var restedPage = 0
  /// Whether the pages have scrolled yet (for the original's silence before the first scroll).
  var hasScrolled = false
  var isStale = true
  /// Whether a layout runs (a custom animation may call back in).
  var isLayingOut = false
  /// Whether a swipe may show earlier pages (true; BWWalkthrough #128 asked to lock it).
  ///
  /// Off, a drag, a flick or a wheel only moves the pages on; the buttons, keys and programmatic
  /// scrolls still go back.
  public var allowsSwipingBack = true
  /// Whether a swipe may show later pages (true).
  ///
  /// Off, a swipe only goes back, as on a page that must not be passed without the next button.
  public var allowsSwipingForward = true
  /// The pages told their offsets at the last layout, and spare subview buffers for the next.
  var frame = WalkthroughFrameState()
  /// The pages in view or on their way in or out, in page order, and where each is in its
  /// appearance cycle; every other page has disappeared.
  var appearances: [(page: Int, appearance: PageAppearance)] = []
  let events = EventQueue<WalkthroughEvent>()

  /// The most pages told at once: at rest three, between pages four.
  static var maximumPagesTold: Int { 4 }

  /// Creates a walkthrough with no pages for a view of `viewportSize` points.
  ///
  /// - Parameters:
  ///   - viewportSize: The view's size, in points.
  ///   - configuration: How the pages scroll (the pager's: UIScrollView's paging); the axis is
  ///     always horizontal, as the original's.
  ///   - time: The starting time, in seconds (0).
  /// - Precondition: The size is finite and not negative, its width at most
  ///   ``PageLayout/maximumViewportLength``; `time` is finite.
  public init(
    viewportSize: Size, configuration: Pager.Configuration = Pager.Configuration(),
    time: Double = 0
  ) {
    viewportSize.checkPageViewport()
    self.viewportSize = viewportSize
    var horizontal = configuration
    horizontal.axis = .horizontal  // a walkthrough pages sideways, as the original
    pager = Pager(
      layout: PageLayout(pageCount: 0, viewportLength: viewportSize.width),
      configuration: horizontal, time: time)
    frame.told.reserveCapacity(Self.maximumPagesTold)
    frame.spareSubviews = Array(repeating: [], count: Self.maximumPagesTold)
    pager.owner = self
  }

  // MARK: - Reading the state

  /// The content's offset, in points: the x of the view's left edge in the pages' coordinates.
  ///
  /// - Complexity: O(1)
  public var contentOffset: Double { pager.contentOffset }

  /// The number of pages (the original's `numberOfPages`).
  public var pageCount: Int { pages.count }

  /// The page nearest to the content offset, live: the contract's current page (the dots show
  /// it too); 0 without pages.
  ///
  /// The original's `currentPage` is ``leadingPage``.
  ///
  /// - Complexity: O(1)
  public var currentPage: Int { pager.currentPage }

  /// The page shown at the view's left edge, as the original's `currentPage`: `x/W` rounded down,
  /// within the pages (so it changes late when moving forward and at once when moving back);
  /// pages at rest within the pager's settle tolerance of a page (half a point) are on it, as
  /// motion can end a rounding short, a finger resting on them or not.
  ///
  /// - Complexity: O(1)
  public var leadingPage: Int {
    guard pageCount > 0 else { return 0 }
    // A view of no width shows the page it showed last.
    guard let position = pagePosition else { return pager.currentPage }
    // A finger down without dragging moves nothing: pages idle under it stay on their page.
    if pager.phase == .idle, let page = pager.restingPage(at: pager.contentOffset) { return page }
    let page = wholeIndex(position.rounded(.down))
    guard !pager.isWrapping else { return ((page % pageCount) + pageCount) % pageCount }
    return min(max(page, 0), pageCount - 1)
  }

  /// The content of ``leadingPage`` (the original's `currentViewController`), or `nil` without
  /// pages.
  public var leadingPageContent: Page? { pageCount > 0 ? pages[leadingPage] : nil }

  /// The page the lit dot shows: ``currentPage`` live, or the page of the last rest when
  /// ``WalkthroughCompatibility/pageControlUpdatesAtRest``.
  public var pageControlPage: Int {
    guard pageCount > 0 else { return 0 }
    return compatibility.pageControlUpdatesAtRest
      ? min(restedPage, pageCount - 1) : pager.currentPage
  }

  /// The shared controls: the dots, and whether next (not on the last page) and previous (not on
  /// the first) show, both following ``pageControlPage``; looping, both show while there are two
  /// pages or more.
  public var chrome: WalkthroughChrome {
    let page = pageControlPage
    let loops = pager.isWrapping && pageCount > 1
    return WalkthroughChrome(
      pageControlPageCount: pageCount, pageControlPage: page,
      isNextButtonHidden: !loops && page >= pageCount - 1,
      isPreviousButtonHidden: !loops && page == 0)
  }

  /// Page `page`'s normalised offset `x/W + 1 − page`, told or not; `nil` while the view has no
  /// width.
  ///
  /// - Complexity: O(1)
  public func offset(ofPage page: Int) -> Double? {
    guard let position = pagePosition else { return nil }
    let offset = (position - Double(page)) + 1
    guard pager.isWrapping, pageCount > 0 else { return offset }
    // Looping: the copy of the page the frame tells — the one within −2 < o < 2, or of two
    // there, the one nearest to 1 (the page filling the view; those in view lie in (0, 2)), the
    // greater offset of two as near; with no copy in reach, the nearest to 1.
    return Self.loopedOffset(offset, count: Double(pageCount))
  }

  /// A looping page's offset from its copy the frame tells (see ``offset(ofPage:)``).
  static func loopedOffset(_ offset: Double, count: Double) -> Double {
    let nearest = offset - ((offset - 1) / count - 0.5).rounded(.up) * count
    if nearest > -2 && nearest < 2 { return nearest }
    if nearest - count > -2 && nearest - count < 2 { return nearest - count }
    if nearest + count > -2 && nearest + count < 2 { return nearest + count }
    return nearest
  }

  /// The pages told their offsets this frame, in page order, with their subviews' states.
  ///
  /// Reading it lays out the frame if anything changed since the last layout. A frame reuses
  /// the last one's storage: a host that keeps the array past the next frame makes that frame
  /// copy it (an allocation; the values stay right).
  ///
  /// - Complexity: O(subviews of at most four pages).
  public var pageStates: [WalkthroughPageState] {
    layoutIfNeeded()
    return frame.told
  }

  /// Page `page`'s state, if it is told its offset this frame.
  ///
  /// - Complexity: O(1): at most four pages are told.
  public func pageState(of page: Int) -> WalkthroughPageState? {
    layoutIfNeeded()
    return frame.told.first { $0.index == page }
  }

  /// The page the pages rest on, or `nil` while they move or rest between pages.
  public var settledPage: Int? { pager.settledPage }

  /// What the pages are doing.
  public var phase: ScrollPhase { pager.phase }

  /// Whether a finger is down on the pages.
  public var isTracking: Bool { pager.isTracking }

  /// The latest time seen, in seconds.
  public var time: Double { pager.time }

  /// Whether the pages move by themselves: keep sending frames.
  public var isAnimating: Bool { pager.isAnimating }

  /// Whether a host must keep sending frames: ``isAnimating``, or a finger is down.
  public var needsFrames: Bool { isTracking || isAnimating }

  /// A short account of what moves, for messages: `"decelerating at offset 412.5"`.
  public var activityDescription: String { pager.activityDescription }

  /// How the pages scroll, set whole or by property: the pager's physics (UIScrollView's paging
  /// by default); the axis is always horizontal, as the original's.
  ///
  /// ``Pager/Configuration/wraps`` loops the pages (BWWalkthrough #59): after the last page
  /// comes the first, next and previous always show (with two pages or more), the dots follow
  /// the page around the loop, and the pages are told their offsets from the copy in reach.
  ///
  /// ``Pager/Configuration/isScrollEnabled`` off is the swipe lock the original's users reached
  /// into its scroll view for (#30, #68): only the buttons, the page control, keys and code move
  /// the pages, and a drag under way when it turns off still ends normally.
  ///
  /// - Precondition: The values are valid (see ``Pager/Configuration``).
  public var configuration: Pager.Configuration {
    get { pager.configuration }
    set {
      var configuration = newValue
      configuration.axis = .horizontal  // a walkthrough pages sideways, as the original
      pager.configuration = configuration
      isStale = true  // looping or not, the pages told change
      finishCall()
    }
  }

  // MARK: - Pages

  /// Adds a page after the others (the original's `add(viewController:)`), at any time: on the
  /// last page, the next button shows again; mid-scroll, the motion carries on.
  ///
  /// - Parameters:
  ///   - page: The page, any value the host draws.
  ///   - animator: How it animates its subviews, or `nil` when it draws itself from its offset.
  ///   - time: When, in seconds; the latest time seen when `nil`.
  /// - Precondition: `animator`, when given, is valid (``WalkthroughPageAnimator/validate()``);
  ///   `time`, when given, is finite.
  /// - Complexity: O(1) amortised.
  public func addPage(
    _ page: Page, animator: WalkthroughPageAnimator? = nil, at time: Double? = nil
  ) {
    animator?.validate()
    pages.append(page)
    animators.append(animator)
    pager.setLayout(
      PageLayout(pageCount: pages.count, viewportLength: viewportSize.width), at: time)
    isStale = true
    finishCall()
  }

  /// Gives page `page` other animation settings (or none), from the next frame.
  ///
  /// - Precondition: `page` is in `0..<pageCount`; `animator`, when given, is valid.
  /// - Complexity: O(1)
  public func setAnimator(_ animator: WalkthroughPageAnimator?, forPage page: Int) {
    precondition(animators.indices.contains(page), "A page index must lie in 0..<pageCount")
    animator?.validate()
    animators[page] = animator
    isStale = true
  }

  // MARK: - Viewport

  /// Changes the view's size (a rotation or a size-class change), keeping the page shown:
  /// mid-scroll, the fraction between the same two pages is kept and a motion in flight carries
  /// on toward the same page (the original re-centred on its page 0.1 s later).
  ///
  /// `time` is when, in seconds; the latest time seen when `nil`.
  ///
  /// - Precondition: The size is finite and not negative, its width at most
  ///   ``PageLayout/maximumViewportLength``; `time`, when given, is finite.
  /// - Complexity: O(1)
  public func setViewportSize(_ size: Size, at time: Double? = nil) {
    size.checkPageViewport()
    viewportSize = size
    pager.setLayout(pager.layout.withViewportLength(size.width), at: time)
    isStale = true
    finishCall()
  }

  // MARK: - Internals

  /// The offset in pages, `x/W`, with the division's rounding removed when it lands within two
  /// units in the last place of a whole page (so a page at rest has offsets of exactly 0, 1 and
  /// 2); `nil` while the view has no width.
  var pagePosition: Double? {
    let width = pager.layout.viewportLength
    guard width > 0 else { return nil }
    let position = pager.contentOffset / width
    let whole = position.rounded()
    return abs(position - whole) <= 2 * max(abs(whole), 1).ulp ? whole : position
  }
}
