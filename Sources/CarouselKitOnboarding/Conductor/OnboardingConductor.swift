import CarouselKit

/// A JSON-described onboarding flow played on a horizontal ``/CarouselKit/Pager``:
/// SFOnboardingConductor's model (SlidingCarousel's onboarding flows).
///
/// The conductor places the spec's images on a container as large as the view, lays a paged
/// scroller over it, and moves the images as the pages scroll: a parallax background, floating
/// images, elements that appear and disappear with the drag, and elements that spring in when
/// the pages settle. It has no views: every view's state is data, read at any time from
/// ``viewStates`` (superview, z-index, frame, anchor point, transform, alpha).
///
///     let conductor = OnboardingConductor(
///       spec: spec, containerSize: Size(width: 320, height: 568),
///       imageSizes: ["cloud": Size(width: 120, height: 60)])
///     conductor.dragBegan(at: 0)
///     conductor.dragChanged(translation: -160, at: 0.1)  // halfway to page 1
///     conductor.viewStates                               // the drag-driven states
///     conductor.dragEnded(velocity: -600, at: 0.1)
///     conductor.advance(to: 1)                            // settled: the springs ran
///
/// # Per scroll event
///
/// With `x` the content offset, `W` the container's width, `f = (x mod W)/W` and
/// `idx = ⌈x/W⌉`, each time the offset changes, in the order of SFOnboardingConductor's
/// scroll handler:
///
/// 1. Parallax: each background view's transform is `translate(−80 − scrollScale·x, 0)`.
/// 2. Page texts and the dismiss button: `translate(−x, 0)`.
/// 3. The dots show `⌊clamp(x/W + 0.5, 0, n)⌋`, at most `n − 1` (``pageControlPage``).
/// 4. When the pages settle on page `k` (the pager's `didSettle`, within its tolerance, not an
///    exact float comparison): `k`'s `item` elements are added if detached and spring in; the
///    pages visited since the last settle are reset (below); `k` becomes the previous page; a
///    screen reader is told to focus `k`'s text (``OnboardingEvent/Kind/accessibilityFocus(page:view:)``).
/// 5. Otherwise, for `x > 0` between pages (farther from every page than the pager's settle
///    tolerance, so an offset the pager counts as on a page never runs this step): bucket `idx`
///    is marked visited; its `appear` and `disappear` elements are added if detached and follow
///    `f`; when the previous page is `idx` or later (dragging back from it), its `dragDisappear`
///    elements disappear with `1 − f`.
///
/// Page 0 settles when the conductor is made, so the host does not have to "kick" the first
/// settle as the original's demo did.
///
/// # Reset rules
///
/// At a settle on page `k`, for each visited bucket `i` (ascending; the original's order was a
/// dictionary's), going back (`i > k`) restores `i`'s `disappear` elements (disappear at 0) and
/// sends its `dragDisappear`, `appear` and again `dragDisappear` elements still in a superview
/// to their start (appear at 0); going forward snaps `i`'s `appear` elements (appear at 1) and,
/// when `i ≠ k`, sends its `disappear` elements still in a superview to their end (disappear at
/// 1). Elements with `remove` that were sent away fade to alpha 0 over 0.2 s and then leave
/// their superview.
///
/// # Time
///
/// Motion is closed form in time: settle springs (``OnboardingSpring``), fades (UIKit's default
/// ease-in-out curve: 0.1 s in when a view is added, 0.2 s out when removed) and floating images
/// are functions of the time, so ``viewStates`` at a time is the same whatever the frame rate.
/// A drag-driven transform (or the parallax, or a reset) replaces a spring in flight on the same
/// view at once (UIKit would blend the two).
///
/// # Events
///
/// ``eventHandler`` and then the ``delegate`` hear ``OnboardingEvent``s at the end of each call.
/// The initialiser's own events (the settle on page 0 and its focus) wait for the first call
/// after it, so a handler set on the new conductor hears them.
///
/// - Warning: Not thread-safe. Drive it from the thread that owns your UI.
public final class OnboardingConductor {
  #if hasFeature(Embedded)
    // Embedded Swift has no weak references: there the reference is strong (clear it to let go).
    public var delegate: (any OnboardingConductorDelegate)?
  #else
    /// Hears the flow closing, after ``eventHandler``; held weakly.
    public weak var delegate: (any OnboardingConductorDelegate)?
  #endif

  /// Hears every event, at the end of the call that caused it.
  public var eventHandler: ((OnboardingEvent) -> Void)?

  /// The spec played.
  public let spec: OnboardingSpec

  /// Where the conductor fixes the original, and how to get it back.
  public let compatibility: OnboardingCompatibility

  /// The container's size, in points: a page is as wide as the container.
  ///
  /// The original's `containerView`'s size, kept under its name; ``setViewportSize(_:at:)``
  /// changes it (a rotation), as it changes the other page models' `viewportSize`.
  public internal(set) var containerSize: Size

  /// Where the container sits in its own superview, in points (only the original's text
  /// placement reads it: ``OnboardingCompatibility/placesTextsByContainerFrame``).
  public let containerOrigin: Point

  package let pager: Pager

  // MARK: Views

  // `records` and `elements` are read and written element by element on every frame of a drag,
  // so they skip dynamic exclusivity checks. Safe because of one rule, kept by every method of
  // the conductor: no access to them is held open across a call into host code (a custom
  // animation, the event handler, the delegate); a custom animation works on a local copy of
  // its view's state, so one that calls back into the conductor overlaps no access.
  // Kept: onboarding frame 20 elements 14,761 → 18,214 instructions without it on `records`,
  // → 16,175 without it on `elements` (callgrind, Scripts/frame-instructions.sh --models).

  @exclusivity(unchecked) var records: [OnboardingViewRecord] = []
  var containerSubviews: [Int] = []
  /// The original's `views` dictionary: the Skip button, then the images by key.
  var viewLookup: [String: Int] = [:]
  var customViewLookup: [String: Int] = [:]
  var customAnimations: [String: OnboardingCustomAnimation] = [:]
  var parallaxViews: [Int] = []
  /// Each page's text view (the last page's is the dismiss button), or `nil`.
  var textViews: [Int?] = []
  var hasFloatingViews = false
  /// Per image of the spec, the view its `relativeKey` named when it was placed (`nil`: none, or
  /// no key).
  var imageReferents: [Int?] = []
  /// The parallax background views centred against the container, in the order they were.
  var recentredViews: [Int] = []
  /// The images positioned inside an element's superview instead of the container, and that
  /// superview (`nil`: none, a zero size), in the elements' order.
  var superviewPlacements: [(view: Int, superview: Int?)] = []
  /// Views fading out that leave their superview when the fade ends.
  var pendingDetaches: [Int] = []
  /// Scratch storage for walking a subtree whose place in the container changes.
  var pendingTreeViews: [Int] = []
  /// When the last spring or fade started so far ends, in seconds.
  var latestMotionEnd = -Double.infinity

  // MARK: Elements

  @exclusivity(unchecked) var elements: [OnboardingElementRecord] = []
  /// Per bucket (pages 0…n), the elements that spring in on its settle (`item`).
  var items: [[Int]]
  var appears: [[Int]]
  var disappears: [[Int]]
  var dragDisappears: [[Int]]
  var visited: [Bool]
  /// The visited buckets, in the order visited.
  var visitedBuckets: [Int] = []
  var previousPage = 0

  // MARK: Frame and events

  /// The pager's events of its current call, handled once it ends (``handlePagerEvents()``),
  /// and whether they are being handled (a custom animation may call back).
  var pagerEvents: [PagerEvent] = []
  var isHandlingPagerEvents = false

  var states: [OnboardingViewState] = []
  var layoutTime = -Double.infinity
  var isStale = true
  /// The device's tilt, each axis in −1…1 (``deviceTilt``).
  var tilt = Point.zero
  /// When floating started, in seconds.
  let floatingStart: Double
  let events = EventQueue<OnboardingEvent>()

  /// Creates a conductor for `spec` in a container of `containerSize` points, with the images'
  /// sizes given by `imageSize`, and settles on page 0.
  ///
  /// Everything is built at once, in the original's order: the scroller, the dots and Skip, the
  /// images, the parallax background, floating and tilting images, the delegate's
  /// ``OnboardingConductorDelegate/configureCustomViewsAndAnimations(_:)`` and then `configure`,
  /// the page texts and the dismiss button, and the elements. Then page 0 settles: its `item`
  /// elements spring in, and `didSettle(page: 0)` waits for the first call: set ``eventHandler``
  /// first, then drive the conductor.
  ///
  /// - Parameters:
  ///   - spec: The flow.
  ///   - containerSize: The container's size, in points.
  ///   - containerOrigin: The container's origin in its superview, in points ((0, 0)).
  ///   - imageSize: Each image's natural size, in points (the host knows its files).
  ///   - compatibility: Fixes and their originals.
  ///   - delegate: Hears the flow closing, and registers custom views and animations.
  ///   - configure: Registers custom views and animations, after the delegate.
  ///   - time: The starting time, in seconds (0); floating starts then.
  /// - Precondition: `spec.pageCount` is at most ``OnboardingSpec/maximumPageCount`` (a spec
  ///   built in code is not validated; a count below 1 is no pages); the container's size is
  ///   finite and not negative, its width at most
  ///   ``/CarouselKit/PageLayout/maximumViewportLength``; the container's origin is finite; image sizes are finite and not negative; `time` is
  ///   finite; the compatibility switches are valid (``OnboardingCompatibility/dragSnapThreshold`` in 0…1).
  /// - Complexity: O(views + elements + pages).
  public init(
    spec: OnboardingSpec, containerSize: Size, containerOrigin: Point = .zero,
    imageSize: (OnboardingImage) -> Size,
    compatibility: OnboardingCompatibility = OnboardingCompatibility(),
    delegate: (any OnboardingConductorDelegate)? = nil,
    configure: ((OnboardingConductor) -> Void)? = nil, time: Double = 0
  ) {
    containerSize.checkPageViewport("container")
    precondition(
      containerOrigin.x.isFinite && containerOrigin.y.isFinite,
      "A container origin must be finite")
    precondition(
      spec.pageCount <= OnboardingSpec.maximumPageCount,
      "A spec must have at most OnboardingSpec.maximumPageCount pages")
    precondition(time.isFinite, "A time must be finite")
    compatibility.validate()
    self.spec = spec
    self.compatibility = compatibility
    self.containerSize = containerSize
    self.containerOrigin = containerOrigin
    self.delegate = delegate
    let pageCount = max(spec.pageCount, 0)
    pager = Pager(
      layout: PageLayout(pageCount: pageCount, viewportLength: containerSize.width), time: time)
    // Buckets 0…n: bucket n serves the rubber band past the last page.
    items = Array(repeating: [], count: pageCount + 1)
    appears = items
    disappears = items
    dragDisappears = items
    visited = Array(repeating: false, count: pageCount + 1)
    visitedBuckets.reserveCapacity(pageCount + 1)
    floatingStart = time

    pager.owner = self
    buildChrome()
    buildImages(imageSize)
    buildBackground()
    delegate?.configureCustomViewsAndAnimations(self)
    configure?(self)
    buildTexts()
    buildElements()
    pendingDetaches.reserveCapacity(records.count)
    pendingTreeViews.reserveCapacity(records.count)
    pagerEvents.reserveCapacity(16)
    // The host's kick: the scroll handler at the first offset, settled on page 0.
    scrolled(to: pager.contentOffset, at: time)
    settled(on: 0, at: time)
    // The events wait for the first call, when the host listens.
    runDetaches(upTo: time)
  }

  /// Creates a conductor with the images' sizes listed by name, as the `carousel onboarding`
  /// command reads them: an image's size is the first listed of
  /// ``OnboardingSpec/imageSizeNames(of:)`` — the URL `baseImageURL` + `imageName`, the
  /// `imageName`, the image's key — or ``defaultImageSize`` when none is.
  ///
  /// - Precondition: As ``init(spec:containerSize:containerOrigin:imageSize:compatibility:delegate:configure:time:)``.
  public convenience init(
    spec: OnboardingSpec, containerSize: Size, containerOrigin: Point = .zero,
    imageSizes: [String: Size] = [:],
    compatibility: OnboardingCompatibility = OnboardingCompatibility(),
    delegate: (any OnboardingConductorDelegate)? = nil,
    configure: ((OnboardingConductor) -> Void)? = nil, time: Double = 0
  ) {
    self.init(
      spec: spec, containerSize: containerSize, containerOrigin: containerOrigin,
      imageSize: { image in
        spec.imageSizeNames(of: image).lazy.compactMap { imageSizes[$0] }.first
          ?? Self.defaultImageSize
      }, compatibility: compatibility, delegate: delegate,
      configure: configure, time: time)
  }

  // MARK: - Reading the state

  /// Every view's state at ``time``, indexed as the views were created: the scroller, the dots,
  /// Skip, the images in the spec's order, the custom views, the page texts and the dismiss
  /// button, and the elements' containers, interleaved as the original built them.
  ///
  /// Reading it lays out the frame if anything changed since the last layout. A frame reuses
  /// the last one's storage: a host that keeps the array past the next frame makes that frame
  /// copy it (an allocation; the values stay right).
  ///
  /// - Complexity: O(views).
  public var viewStates: [OnboardingViewState] {
    layoutIfNeeded()
    return states
  }

  /// The state of the view at `index` in ``viewStates``.
  ///
  /// - Precondition: `index` lies in `viewStates.indices`.
  /// - Complexity: O(views) when the frame must be laid out, O(1) otherwise.
  public func viewState(at index: Int) -> OnboardingViewState {
    precondition(records.indices.contains(index), "A view index must lie in viewStates.indices")
    layoutIfNeeded()
    return states[index]
  }

  /// The state of the view named `key`: an image (or Skip), else a custom view; `nil` if none.
  ///
  /// - Complexity: O(views) when the frame must be laid out, O(1) otherwise.
  public func viewState(forKey key: String) -> OnboardingViewState? {
    viewIndex(forKey: key).map(viewState(at:))
  }

  /// The index in ``viewStates`` of the view named `key`: the original's `viewForKey:` (Skip and
  /// the images, the last image defined with a key winning), else the custom view of that key.
  ///
  /// - Complexity: O(1) on average, hashing `key` (O(its length)).
  public func viewIndex(forKey key: String) -> Int? {
    viewLookup[key] ?? customViewLookup[key]
  }

  /// The index in ``viewStates`` of page `page`'s text view (its label, or the dismiss button on
  /// the last page), or `nil` when the page has no text.
  ///
  /// - Complexity: O(1).
  public func textView(forPage page: Int) -> Int? {
    textViews.indices.contains(page) ? textViews[page] : nil
  }

  /// The content offset, in points.
  public var contentOffset: Double { pager.contentOffset }

  /// The number of pages, `n`.
  public var pageCount: Int { pager.pageCount }

  /// The page nearest to the content offset, live: the contract's current page; 0 without pages.
  ///
  /// In a container of no width it is the page shown before the container lost its width (0
  /// for a conductor made without one), the page shown again when ``setViewportSize(_:at:)``
  /// gives it a width.
  ///
  /// ``pageControlPage`` is the page the original's dots show.
  ///
  /// - Complexity: O(1)
  public var currentPage: Int { pager.currentPage }

  /// The page the dots show, rounding half up.
  ///
  /// That is `⌊clamp(x/W + 0.5, 0, n)⌋`, at most `n − 1`; 0 without pages. Skip, the dismiss
  /// button and the accessibility actions use it, with dots or without (the original read the
  /// dots, so without them it reported page 0).
  public var pageControlPage: Int {
    let width = containerSize.width
    guard pageCount > 0, width > 0 else { return 0 }
    let raw = min(max(pager.contentOffset / width + 0.5, 0), Double(pageCount))
    return min(Int(raw), pageCount - 1)
  }

  /// The page the pages rest on, or `nil` while they move or rest between pages.
  public var settledPage: Int? { pager.settledPage }

  /// What the pages are doing.
  public var phase: ScrollPhase { pager.phase }

  /// Whether a finger is down on the pages.
  public var isTracking: Bool { pager.isTracking }

  /// The latest time seen, in seconds.
  public var time: Double { pager.time }

  /// Whether anything moves by itself: the pages, a spring, a fade, or a floating image (which
  /// floats for ever): keep sending frames.
  public var isAnimating: Bool {
    pager.isAnimating || hasFloatingViews || time < latestMotionEnd || !pendingDetaches.isEmpty
  }

  /// Whether a host must keep sending frames: ``isAnimating``, or a finger is down.
  public var needsFrames: Bool { isTracking || isAnimating }

  /// A short account of what moves, for messages.
  public var activityDescription: String {
    var parts: [String] = []
    if pager.isAnimating { parts.append(pager.activityDescription) }
    if time < latestMotionEnd { parts.append("springs or fades until \(latestMotionEnd) s") }
    if hasFloatingViews { parts.append("floating images") }
    return parts.isEmpty ? "at rest" : parts.joined(separator: ", ")
  }

  /// How the pages scroll: the pager's physics (UIScrollView's paging by default); the axis is
  /// always horizontal, and the pages never loop (``/CarouselKit/Pager/Configuration/wraps`` is
  /// ignored: a flow's elements run from its first page to its last).
  ///
  /// - Precondition: The values are valid (see ``/CarouselKit/Pager/Configuration``).
  public var configuration: Pager.Configuration {
    get { pager.configuration }
    set {
      var configuration = newValue
      configuration.axis = .horizontal
      configuration.wraps = false
      pager.configuration = configuration
      finishCall()
    }
  }
}
