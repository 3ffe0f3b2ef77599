/// Paged scrolling in points, as UIScrollView does it: a finger drags the pages, a release decays
/// exponentially onto a page, the content rubber-bands past the ends, and the pager reports where
/// it is as an offset, a page and a fraction between pages.
///
/// ``SlidingPages`` drives one; so can any page model (walkthroughs, onboarding flows) that reads
/// the same ``contentOffset``, ``currentPage`` and ``pagePosition``. Like every model here it never reads
/// a clock: touches carry their times and ``advance(to:)`` brings motion to a frame's time.
///
///     let pager = Pager(layout: PageLayout(pageCount: 5, viewportLength: 320))
///     pager.dragBegan(at: 0)
///     pager.dragChanged(translation: -100, at: 0.1)
///     pager.dragEnded(velocity: -600, at: 0.1)   // a flick toward page 1
///     pager.advance(to: 1)                       // settled: didSettle(page: 1)
///
/// # The paging rule
///
/// When the finger lifts at offset `x` moving at `v` points per second (after
/// ``Configuration/minimumFlingVelocity``):
///
/// - `|v| ≥ 50 pt/s`: the pages go to the next page boundary in the direction of the finger's
///   motion from `x`; from exactly on a boundary, the one after it. However hard the flick, that
///   is at most one page past where the finger lifted (UIScrollView's paging, and Flutter's
///   ±½-page rule). How the pages get there is the exponential deceleration projected onto that
///   page: if a decay at ``Configuration/pagingDecelerationRate`` (0.99 per millisecond,
///   `UIScrollView.DecelerationRate.fast`) would coast past it, a decay shaped to rest exactly on
///   it runs; otherwise a critically damped spring (``Configuration/snapSpring``, stiffness 400:
///   ω₀ = 20 rad/s) carries the release velocity there, within 0.5 pt of a 320 pt page in about
///   0.4 s.
/// - `|v| < 50 pt/s`: no flick; the nearest page wins. Released more than half a page toward the
///   next page, the pages go on to it; otherwise they return, with the same spring.
///
/// 50 pt/s is Flutter's `kMinFlingVelocity`: below it a finger is resting, not flicking, and the
/// position alone decides, which makes a slow drag reversible. Released past an end, the content
/// springs back to it whatever the velocity. The fast rate and the stiff spring are
/// why a page turn ends in well under a second, as in UIKit and Compose (whose pager snaps with the
/// same spring): a decay shaped onto a page 300 pt away after a 900 pt/s flick has a decay
/// constant of 3/s, whatever the rate, and takes 2.3 s to slow below 1 pt/s.
///
/// Pages of their own lengths page the same way between their starts; a page shorter than the
/// viewport near the end rests at the content's end.
///
/// # Events
///
/// ``eventHandler`` hears ``PagerEvent``s at the end of each call, in order: the scroll events
/// (as ``ScrollEngine`` documents them), `currentPageDidChange` after the `didScroll` that changed
/// the nearest page, and `didSettle(page:)` after the event that brought motion to rest on a page.
///
/// - Warning: Not thread-safe. Drive it from the thread that owns your UI.
public final class Pager: FrameDriven, DragDriven {
  /// How the pager scrolls; changes apply at once (a motion in flight keeps running).
  ///
  /// - Precondition: The values are valid (see ``Configuration``).
  public var configuration: Configuration {
    didSet {
      configuration.validate()
      snapGrid = layout.snapGrid(wrapping: configuration.wraps)
      engine.configuration = engineConfiguration()
      if configuration.wraps != oldValue.wraps {
        let length = layout.contentLength
        restOnAPage(periodBefore: oldValue.wraps && length > 0 ? length : nil)
      }
      finish()
    }
  }

  /// The pages: how many, how long, and the viewport's length.
  ///
  /// Set it with
  /// ``setLayout(_:page:at:)``.
  public internal(set) var layout: PageLayout

  /// Hears the pager's events, at the end of each call.
  public var eventHandler: ((PagerEvent) -> Void)?

  /// The model built on the pager, which hears its events instead of ``eventHandler``, as they
  /// happen: it queues them as its own, for its host.
  #if hasFeature(Embedded)
    // Embedded Swift has only unowned(unsafe): the owner keeps the pager, which never escapes
    // it, so the reference cannot outlive its object.
    unowned(unsafe) package var owner: (any PagerOwner)?
  #else
    unowned package var owner: (any PagerOwner)?
  #endif

  let engine: ScrollEngine
  let engineObserver = EngineObserver()
  package let events = EventQueue<PagerEvent>()
  /// The snap grid of ``layout``, built once per layout (O(n) for pages of their own lengths).
  var snapGrid: SnapGrid?
  /// The nearest page last reported.
  var reportedPage: Int
  /// Whether motion or a drag happened since the pager last rested on a page.
  var settleOwed = false
  /// When a motion ended during the current call, for its `didSettle`; cleared at the end of
  /// every call.
  var restTime: Double?
  var isChangingLayout = false
  /// A mouse-wheel or trackpad gesture under way, acting as a drag.
  var wheel = WheelGesture()
  /// The page position last shown in a viewport of some length: a viewport of length 0 shows no
  /// page, and the pager returns here when it gets a length again.
  var pagePositionHint: Double

  /// Creates a pager resting on `page`.
  ///
  /// - Parameters:
  ///   - layout: The pages and the viewport.
  ///   - configuration: How it scrolls.
  ///   - page: The page shown first, clamped into the pages (0).
  ///   - time: The starting time, in seconds (0).
  /// - Precondition: The configuration is valid and `time` is finite.
  public init(
    layout: PageLayout, configuration: Configuration = Configuration(), page: Int = 0,
    time: Double = 0
  ) {
    configuration.validate()
    self.layout = layout
    self.configuration = configuration
    snapGrid = layout.snapGrid(wrapping: configuration.wraps)
    let first = layout.pageCount > 0 ? min(max(page, 0), layout.pageCount - 1) : 0
    // Looping, every page rests at its start (none at the content's end).
    let offset =
      layout.pageCount == 0
      ? 0
      : configuration.wraps && Self.loops(layout)
        ? layout.start(of: first) : layout.restingOffset(of: first)
    engine = ScrollEngine(
      configuration: Self.engineConfiguration(configuration, layout: layout, snapGrid: snapGrid),
      offset: offset, time: time)
    reportedPage = first
    pagePositionHint = Double(first)
    engineObserver.pager = self
    engine.owner = engineObserver
    engine.handsEventsToOwnerAtOnce = true  // the pager records and queues, nothing more
  }

  // MARK: - Reading the state

  /// The offset along the axis, in points (UIScrollView's `contentOffset`): 0 shows page 0 at the
  /// start of the viewport; past the ends while rubber-banding.
  ///
  /// - Complexity: O(1)
  public var contentOffset: Double { engine.offset }

  /// The number of pages.
  public var pageCount: Int { layout.pageCount }

  /// The page nearest to the offset, live while the pages move (the page a page control shows);
  /// 0 without pages.
  ///
  /// - Complexity: O(1) for pages of the viewport's length, O(log n) otherwise.
  public var currentPage: Int {
    guard layout.viewportLength > 0 else { return hintedPage }
    return isWrapping
      ? wrappedNearestPage(to: engine.offset) : layout.nearestPage(to: engine.offset)
  }

  /// Whether the pages loop now: ``Configuration/wraps``, with pages of some length in a
  /// viewport of some length.
  public var isWrapping: Bool {
    configuration.wraps && Self.loops(layout)
  }

  /// Whether `layout` can loop: it has pages, a viewport and content of some length, and no
  /// longer than ``longestLoop``.
  static func loops(_ layout: PageLayout) -> Bool {
    layout.pageCount > 0 && layout.viewportLength > 0 && layout.contentLength > 0
      && layout.contentLength <= longestLoop
  }

  /// The longest content that loops, in points (2⁵², about 4.5e15): past it an offset is no
  /// longer exact to half a point (the settle tolerance), so the loop's seam cannot be told.
  static var longestLoop: Double { 0x1p52 }

  /// The page whose start is nearest to `offset` around the loop (ties go to the later page).
  ///
  /// - Complexity: O(1) uniform, O(log n) explicit.
  func wrappedNearestPage(to offset: Double) -> Int {
    let period = layout.contentLength
    let x = wrappedRemainder(offset, period: period)
    let before = layout.page(atOffset: x)
    let after = before + 1
    let afterStart = after < layout.pageCount ? layout.start(of: after) : period
    return afterStart - x <= x - layout.start(of: before) ? after % layout.pageCount : before
  }

  /// The page of ``pagePositionHint``, within the pages.
  var hintedPage: Int {
    min(max(wholeIndex(pagePositionHint.rounded()), 0), max(layout.pageCount - 1, 0))
  }

  /// The offset as a continuous page number (``PageLayout/pagePosition(atOffset:)``): 2.25 is a quarter
  /// of the way from page 2 to page 3.
  ///
  /// - Complexity: O(1) for pages of the viewport's length, O(log n) otherwise.
  public var pagePosition: Double { layout.pagePosition(atOffset: engine.offset) }

  /// How far the offset lies from the page at or before it toward the next, in page lengths
  /// (``PageLayout/fraction(atOffset:)``): in [0, 1) between pages.
  ///
  /// - Complexity: O(1) for pages of the viewport's length, O(log n) otherwise.
  public var fraction: Double { layout.fraction(atOffset: engine.offset) }

  /// The page the pager rests on, or `nil` while a finger is down, while it moves, or when it
  /// rests between pages.
  ///
  /// - Complexity: O(1) for pages of the viewport's length, O(log n) otherwise.
  public var settledPage: Int? {
    guard !engine.isTracking, engine.phase == .idle else { return nil }
    return restingPage(at: engine.offset)
  }

  /// The page the running motion will rest on, or `nil` when nothing moves or it will rest
  /// between pages.
  public var targetPage: Int? { engine.targetOffset.flatMap(restingPage(at:)) }

  /// What the pager is doing.
  public var phase: ScrollPhase { engine.phase }

  /// Whether a finger is down.
  public var isTracking: Bool { engine.isTracking }

  /// The velocity of the offset, in points per second.
  public var velocity: Double { engine.velocity }

  /// The latest time the pager has seen, in seconds.
  public var time: Double { engine.time }

  /// Whether the pages move by themselves, or a wheel gesture waits to end: keep sending frames.
  public var isAnimating: Bool { engine.isAnimating || wheel.isActive }

  /// Whether a host must keep sending frames: ``isAnimating``, or a finger is down.
  public var needsFrames: Bool { isTracking || isAnimating }

  public var activityDescription: String { engine.activityDescription }

  /// The page whose resting offset lies within the settle tolerance of `offset`, if any.
  ///
  /// - Complexity: O(1) for pages of the viewport's length, O(log n) otherwise.
  public func restingPage(at offset: Double) -> Int? {
    guard layout.pageCount > 0 else { return nil }
    guard layout.viewportLength > 0 else { return hintedPage }
    if isWrapping {
      // Around the loop: the distance to the page's start, or to its copy a period on.
      let period = layout.contentLength
      let page = wrappedNearestPage(to: offset)
      let apart = abs(wrappedRemainder(offset, period: period) - layout.start(of: page))
      let tolerance = max(configuration.settleTolerance, 1e-9 * max(1, abs(offset), period))
      return min(apart, period - apart) <= tolerance ? page : nil
    }
    let page = layout.nearestPage(to: offset)
    let resting = layout.restingOffset(of: page)
    // Past 5e8 pt the engine's own alignment (1e-9 relative: rounding) is the wider of the two;
    // an offset it leaves at rest as aligned is on the page.
    let tolerance = max(
      configuration.settleTolerance, 1e-9 * max(1, abs(offset), abs(resting)))
    guard abs(resting - offset) <= tolerance else { return nil }
    return page
  }

  // MARK: - Frames and touches

  public func advance(to time: Double) {
    endWheelGestureIfIdle(before: time)
    engine.advance(to: time)
    finish()
  }

  public func touchBegan(at time: Double) {
    guard configuration.isScrollEnabled else { return }
    endWheelGestureIfIdle(before: time)
    endWheelGesture(at: time)  // the finger takes over from a wheel gesture
    engine.touchBegan(at: time)
    finish()
  }

  public func dragBegan(at time: Double) {
    guard configuration.isScrollEnabled else { return }
    endWheelGestureIfIdle(before: time)
    endWheelGesture(at: time)
    engine.dragBegan(at: time)
    finish()
  }

  /// The finger is `translation` points from where the drag began, along the axis (positive right
  /// or down, which shows earlier pages).
  public func dragChanged(translation: Double, at time: Double) {
    engine.dragChanged(translation: translation, at: time)
    finish()
  }

  /// The finger lifted moving at `velocity` points per second along the axis (positive right or
  /// down), or at the pager's own estimate when `nil`; the paging rule above picks the page.
  public func dragEnded(velocity: Double? = nil, at time: Double) {
    engine.dragEnded(velocity: velocity, at: time)
    finish()
  }

  public func touchEnded(at time: Double) {
    guard configuration.isScrollEnabled || engine.isTracking else { return }
    engine.touchEnded(at: time)
    finish()
  }

  // MARK: - Internals

  /// The page the pages rest on when nothing moves them, a finger resting on them or not.
  var idleRestingPage: Int? {
    engine.phase == .idle ? restingPage(at: engine.offset) : nil
  }

  func engineConfiguration() -> ScrollEngine.Configuration {
    Self.engineConfiguration(configuration, layout: layout, snapGrid: snapGrid)
  }

  static func engineConfiguration(
    _ configuration: Configuration, layout: PageLayout, snapGrid: SnapGrid?
  ) -> ScrollEngine.Configuration {
    let wraps = configuration.wraps && loops(layout)
    let rubberBand: RubberBand =
      configuration.bounces && !wraps && layout.viewportLength > 0
      ? .iOS(coefficient: configuration.rubberBandCoefficient, dimension: layout.viewportLength)
      : .none
    let physics = DecayPhysics(
      rate: configuration.isPagingEnabled
        ? configuration.pagingDecelerationRate : configuration.decelerationRate,
      target: configuration.isPagingEnabled && snapGrid != nil ? .paging : .free,
      bounceSpring: configuration.bounceSpring, snapSpring: configuration.snapSpring,
      minimumFlingVelocity: configuration.minimumFlingVelocity)
    return ScrollEngine.Configuration(
      bounds: wraps ? .wrapping(period: layout.contentLength) : .limited(0...layout.maximumOffset),
      snapGrid: configuration.isPagingEnabled ? snapGrid : nil, rubberBand: rubberBand,
      physics: physics, pointsPerUnit: 1)
  }

  /// Turns an engine event into the pager's.
  fileprivate func engineDidEmit(_ event: ScrollEngine.Event) {
    switch event.kind {
    case .didScroll:
      // A jump (a programmatic scroll of no duration), under a resting finger too: owed a rest.
      if !isChangingLayout, engine.phase == .idle { settleOwed = true }
      emit(.scroll(.didScroll), at: event.time)
      reportPageChange(at: event.time)
      return
    case .willBeginDragging, .willBeginDecelerating, .willBeginScrollingAnimation:
      settleOwed = true
    case .didEndDragging, .didEndDecelerating, .didEndScrollingAnimation:
      restTime = event.time
    default: break
    }
    emit(.scroll(event.kind), at: event.time)
  }

  func reportPageChange(at time: Double) {
    let page = currentPage
    guard page != reportedPage else { return }
    reportedPage = page
    emit(.currentPageDidChange(page: page), at: time)
  }

  /// Reports a rest on a page owed by motion, and delivers the events of the call.
  func finish() {
    // Within the pages: a position pulled past the last page must not name a page that is added
    // while the view has no width.
    if layout.viewportLength > 0 && layout.pageCount > 0 {
      pagePositionHint = min(max(pagePosition, 0), Double(layout.pageCount - 1))
    }
    reportPageChange(at: engine.time)
    if settleOwed, !engine.isAnimating, !engine.isTracking, engine.phase == .idle {
      settleOwed = false
      if let page = restingPage(at: engine.offset) {
        emit(.didSettle(page: page), at: restTime ?? engine.time)
      }
    }
    // The end of a motion dates a rest reported in the same call only: a flick cut short later
    // (by a jump or a touch) rests when that happens, not when the flick was released.
    restTime = nil
    #if CAROUSELKIT_INTERNAL_CHECKS
      checkInvariants()
    #endif
    deliverEvents()
  }

  /// Hands an event to the owner at once (which queues it as its own: one queue from the engine
  /// to the host), or queues it for ``eventHandler``.
  @inline(__always) func emit(_ kind: PagerEvent.Kind, at time: Double) {
    if let owner { return owner.pager(self, didEmit: kind, at: time) }
    guard eventHandler != nil else { return }
    events.append(PagerEvent(kind, at: time))
  }

  /// Hands the call's events, once its state is complete, to ``eventHandler`` (a pager with an
  /// owner has handed them over already).
  func deliverEvents() {
    guard events.hasPending else { return }
    guard let eventHandler else { return events.discardPending() }
    events.deliver(eventHandler)
  }

  /// Hears the engine's events for its pager without making ``Pager`` a public engine delegate.
  final class EngineObserver: ScrollEngineDelegate {
    // Set once, when the pager is made, so exempt from exclusivity checks; unowned(unsafe), as
    // Embedded Swift requires, in every build: the pager owns the engine and this observer, and
    // nothing outside it can reach either. Kept unchecked: pager
    // frame 7 pages 2,283 → 2,366 instructions without it (callgrind,
    // Scripts/frame-instructions.sh --models).
    @exclusivity(unchecked) unowned(unsafe) var pager: Pager?

    func scrollEngine(_ engine: ScrollEngine, didEmit event: ScrollEngine.Event) {
      pager?.engineDidEmit(event)
    }
  }
}

/// A model built on a ``Pager`` that hears its events, to queue them as its own (the pager holds it
/// unowned: the model owns the pager).
///
/// The pager hands each event over as it happens, in the middle of its call: the owner records
/// and queues it, and calls nothing (no host code, no pager method); work that needs the
/// pager's call complete waits for the end of the owner's own call (``PagedModel``'s
/// `updateAfterPagerCall()`). So an event goes from the engine to the host through one queue,
/// the model's.
package protocol PagerOwner: AnyObject {
  func pager(_ pager: Pager, didEmit kind: PagerEvent.Kind, at time: Double)
}
