/// iCarousel's model in Swift: a data-source driven carousel with twelve 3D layouts, momentum,
/// bounce, wrapping, placeholders and animated inserts and removes, in a virtual coordinate
/// space.
///
/// A host gives the carousel a data source, a viewport size and an item size, feeds it touches
/// and frame times, and draws ``items`` each frame: for every loaded item its view, its complete
/// `Transform3D` relative to the viewport's centre, its alpha and whether it is hidden, back to
/// front.
///
///     let carousel = Carousel<Int>()
///     carousel.type = .coverFlow
///     carousel.dataSource = numbers          // asked only for the items that become visible
///     carousel.dragBegan(at: 0)
///     carousel.dragEnded(velocity: -1500, at: 0)
///     carousel.advance(to: 1.0 / 60)         // …each display frame
///     for item in carousel.items { /* apply item.transform, item.alpha */ }
///
/// Offsets are in items: ``scrollOffset`` 2.5 is halfway between items 2 and 3. Finger motion
/// to the left (or up, when vertical) shows higher indexes. Lengths are points, times seconds.
///
/// Defaults reproduce iCarousel 1.8.3; where iCarousel has a known bug the fix is the default
/// and ``compatibility`` restores the original.
///
/// # Performance
///
/// A frame's work is proportional to the number of visible items, whatever ``numberOfItems`` is:
/// the visible window is computed from the offset, the data source is asked only for indexes
/// entering it, and views leaving it go to a reuse pool.
///
/// - Warning: Not thread-safe. Drive it from the thread that owns your UI.
public final class Carousel<ItemView>: FrameDriven, DragDriven {
  // MARK: - Sources

  /// Supplies the items. Setting a different data source reloads.
  public weak var dataSource: (any CarouselDataSource<ItemView>)? {
    didSet { if dataSource !== oldValue { reloadData() } }
  }

  /// Called when the carousel notices a data source or host mistake and recovers from it (a
  /// count that changed without `reloadData()`, the same view for two indexes): see
  /// ``CarouselDiagnostic``. Useful for logging and tests; capture `self` weakly.
  public var diagnosticsHandler: ((CarouselDiagnostic) -> Void)?

  /// Hears the carousel's events and can override options.
  public weak var delegate: (any CarouselDelegate<ItemView>)? {
    didSet { if delegate !== oldValue { propertiesDidChange() } }
  }

  // MARK: - Appearance

  /// The layout (``CarouselType/linear``).
  @exclusivity(unchecked) public var type: CarouselType = .linear { didSet { if type != oldValue { propertiesDidChange() } } }
  /// The `m34` of every item's transform (−1/500: the eye 500 points in front of the items).
  @exclusivity(unchecked) public var perspective: Double = -1.0 / 500 { didSet { requireNumber(perspective, "perspective"); propertiesDidChange() } }
  /// Moves the camera before projection, in points, changing the perspective ((0, 0)).
  @exclusivity(unchecked) public var viewpointOffset: Size = .zero { didSet { propertiesDidChange() } }
  /// Moves every item, vanishing point included, in points ((0, 0)).
  @exclusivity(unchecked) public var contentOffset: Size = .zero { didSet { propertiesDidChange() } }
  /// Whether to wrap regardless of the type (`nil`: circular types wrap, others do not). The
  /// delegate's ``CarouselDelegate/carouselShouldWrap(_:)`` and ``CarouselOption/wrap`` still
  /// override it, as iCarousel's option does.
  @exclusivity(unchecked) public var wrapOverride: Bool? { didSet { propertiesDidChange() } }
  /// Lays out and scrolls vertically instead of horizontally (false).
  @exclusivity(unchecked) public var isVertical = false { didSet { if isVertical != oldValue { propertiesDidChange() } } }
  /// The carousel's size, in points (320 × 480).
  @exclusivity(unchecked) public var viewportSize = Size(width: 320, height: 480) {
    didSet { requireSize(viewportSize, "viewportSize"); propertiesDidChange() }
  }
  /// The size of an item's view, in points (200 × 200). Its extent along the axis is the
  /// ``itemWidth`` unless the delegate overrides it.
  @exclusivity(unchecked) public var itemSize = Size(width: 200, height: 200) {
    didSet { requireSize(itemSize, "itemSize"); propertiesDidChange() }
  }

  // MARK: - Scrolling behaviour

  /// iCarousel's momentum braking, nominally in [0, 1) (0.95): a flick glides `v/(60(1 − r))`
  /// items. 0 means no momentum (iCarousel #854; see ``CarouselCompatibility/zeroDecelerationRateGlides``).
  @exclusivity(unchecked) public var decelerationRate = 0.95 { didSet { requireNumber(decelerationRate, "decelerationRate"); propertiesDidChange() } }
  /// Multiplies the release velocity, not the drag (1).
  @exclusivity(unchecked) public var scrollSpeed = 1.0 { didSet { requireNumber(scrollSpeed, "scrollSpeed"); propertiesDidChange() } }
  /// How far past either end a carousel that does not wrap may go, in items (1).
  @exclusivity(unchecked) public var bounceDistance = 1.0 { didSet { requireNumber(bounceDistance, "bounceDistance"); propertiesDidChange() } }
  /// Whether a carousel that does not wrap may go past its ends (true).
  @exclusivity(unchecked) public var bounces = true { didSet { propertiesDidChange() } }
  /// Whether touches scroll (true); programmatic scrolling works either way.
  @exclusivity(unchecked) public var isScrollEnabled = true
  /// Whether momentum stops at the next item in the flick's direction (false).
  @exclusivity(unchecked) public var isPagingEnabled = false { didSet { propertiesDidChange() } }
  /// Whether momentum ends on an item boundary, rounded outward (true).
  @exclusivity(unchecked) public var stopAtItemBoundary = true { didSet { propertiesDidChange() } }
  /// Whether the carousel snaps to the nearest item whenever it comes to rest (true).
  @exclusivity(unchecked) public var scrollToItemBoundary = true { didSet { propertiesDidChange() } }
  /// Whether a drag must start along the axis to scroll (true).
  @exclusivity(unchecked) public var ignorePerpendicularSwipes = true
  /// Whether tapping an item that is not current scrolls it to the centre (true).
  @exclusivity(unchecked) public var centerItemWhenSelected = true
  /// Constant scrolling, in items per second (0). Positive moves toward higher indexes (see
  /// ``CarouselCompatibility/autoscrollMovesBackward``). It pauses while a finger is down.
  @exclusivity(unchecked) public var autoscroll = 0.0 { didSet { requireNumber(autoscroll, "autoscroll"); autoscrollDidChange() } }
  /// Keep the current item in the centre when items are inserted or removed before it (false,
  /// as iCarousel, which keeps the index): the peers' key-anchored updates. Motion in flight
  /// is retargeted with it.
  @exclusivity(unchecked) public var keepsCurrentItemOnUpdates = false
  /// iCarousel behaviours to restore ([] — every fix on).
  @exclusivity(unchecked) public var compatibility: CarouselCompatibility = [] { didSet { propertiesDidChange() } }

  // MARK: - Output

  /// This frame's loaded items and placeholders, back to front, with the views the data source
  /// supplied, complete transforms, alpha and backface visibility. Recomputed after every change
  /// and every frame.
  ///
  /// A random-access collection over the carousel's frame: reading it copies nothing. It stays
  /// valid after the carousel moves on (it keeps the frame it was read from).
  ///
  /// - Complexity: O(1) to read; its size is the number of visible items.
  public var items: CarouselItems<ItemView> {
    CarouselItems(geometry: frameGeometry, order: frameOrder, views: viewStore)
  }

  // MARK: - State

  typealias Instance = CarouselInstance
  typealias Slide = CarouselSlide
  typealias Departure = CarouselDeparture
  typealias Regime = CarouselRegime
  typealias ToggleState = CarouselToggle
  typealias WheelState = CarouselWheel
  typealias GestureState = CarouselGesture
  typealias Resolved = CarouselResolved
  typealias Event = CarouselEvent

  let engine: ScrollEngine
  private let engineObserver = EngineObserver()
  @exclusivity(unchecked) var itemCount = 0
  @exclusivity(unchecked) var placeholderCount = 0
  @exclusivity(unchecked) var loaded: [Int: Instance] = [:]
  @exclusivity(unchecked) var departing: [Departure] = []
  @exclusivity(unchecked) var itemPool: [ItemView] = []
  @exclusivity(unchecked) var placeholderPool: [ItemView] = []
  /// The loaded and departing views, by slot; instances refer to them by slot.
  @exclusivity(unchecked) var viewStore: [ItemView?] = []
  /// Indexes whose duplicate view was reported (once each, until the next reload).
  @exclusivity(unchecked) var reportedDuplicates: Set<Int> = []
  @exclusivity(unchecked) var reportedDegenerateLayout = false
  /// Set while reloading because the data source's counts changed behind the carousel's back.
  @exclusivity(unchecked) var isRecoveringCounts = false
  @exclusivity(unchecked) var freeViewSlots: [Int] = []
  /// This frame's items, back to front, without their views.
  @exclusivity(unchecked) var frameGeometry: [CarouselGeometry] = []
  /// ``frameGeometry``'s positions, back to front.
  @exclusivity(unchecked) var frameOrder: [Int] = []
  @exclusivity(unchecked) var regime = Regime.indexes
  /// The offset followed continuously across the wrap seam (ghost copies are keyed by it).
  @exclusivity(unchecked) var continuousOffset = 0.0
  @exclusivity(unchecked) var lastEngineOffset = 0.0
  @exclusivity(unchecked) var previousItemIndex = -1
  /// When ``previousItemIndex`` was last checked, in seconds.
  @exclusivity(unchecked) var indexCheckTime = 0.0
  @exclusivity(unchecked) var lastReportedOffset = 0.0
  @exclusivity(unchecked) var currentItemChangedByUpdate = false
  /// Set while an insert or remove rebuilds the keys: the engine's `didScroll` must not refresh
  /// the layout half-way.
  @exclusivity(unchecked) var isApplyingUpdate = false
  @exclusivity(unchecked) var toggleState = ToggleState()
  @exclusivity(unchecked) var didDrag = false
  @exclusivity(unchecked) var startVelocity = 0.0
  @exclusivity(unchecked) var autoscrollAnchor: (time: Double, offset: Double)?
  @exclusivity(unchecked) var wheel = WheelState()
  @exclusivity(unchecked) var gesture = GestureState()
  @exclusivity(unchecked) var resolved = Resolved()
  @exclusivity(unchecked) var frameOptions = CarouselFrameOptions()
  let events = EventQueue<Event>()
  @exclusivity(unchecked) var desiredSlots: [CarouselSlot] = []
  /// When ``refresh()`` last ran, so a frame does not lay out twice.
  @exclusivity(unchecked) var refreshedAt: Double?
  @exclusivity(unchecked) var scratchKeys: [Int] = []
  @exclusivity(unchecked) var engineKey: EngineKey?
  /// The delegate, held strongly while a refresh runs, so option queries skip the weak load.
  @exclusivity(unchecked) var frameDelegate: (any CarouselDelegate<ItemView>)?
  @exclusivity(unchecked) var refreshDepth = 0
  @exclusivity(unchecked) var frameHasDelegate = false

  /// Creates an empty carousel; give it a ``dataSource``.
  public init() {
    engine = ScrollEngine(configuration: .init(bounds: .limited(0...0)))
    engineObserver.carousel = self
    engine.delegate = engineObserver
    reserveWorkingCapacity()
    refresh()
  }

  // MARK: - Derived values

  /// Whether the carousel wraps: the circular types by default, overridden by ``wrapOverride``,
  /// the delegate's ``CarouselDelegate/carouselShouldWrap(_:)`` and then ``CarouselOption/wrap``.
  public var isWrapEnabled: Bool { resolved.wrap }
  /// The drag multiplier in use: 2 for cover flow, 1 otherwise, or ``CarouselOption/offsetMultiplier``.
  public var offsetMultiplier: Double { resolved.offsetMultiplier }
  /// The number of items, read by ``reloadData()`` and adjusted by inserts and removes.
  public var numberOfItems: Int { itemCount }
  /// The number of placeholders the data source asked for (shown only when not wrapping).
  public var numberOfPlaceholders: Int { placeholderCount }
  /// The size of the visible window: how many items (and placeholders) the carousel may load.
  /// Items that are fully transparent are not loaded, so ``items`` can hold fewer.
  public var numberOfVisibleItems: Int { resolved.windowSize }
  /// The item's extent along the axis, in points: the delegate's
  /// ``CarouselDelegate/carouselItemWidth(_:)`` if non-zero, else ``itemSize``'s width (height
  /// when vertical). Setting it sets ``itemSize``.
  public var itemWidth: Double {
    get { resolved.itemWidth }
    set {
      if isVertical { itemSize.height = newValue } else { itemSize.width = newValue }
    }
  }
  /// CoverFlow2's swing state in [−1, 1].
  public var toggle: Double { toggleState.value }

  /// The current time, in seconds: the latest frame or input.
  public var time: Double { engine.time }

  /// The instant the delegate event being delivered happened, in seconds. Motion ends, and the
  /// index changes, between frames, so during `carouselDidEndDecelerating` or
  /// `carouselCurrentItemIndexDidChange` this is the exact instant, earlier than ``time`` (and a
  /// `currentItemIndexDidChange` delivered after a frame's `didScroll` names an earlier instant).
  @exclusivity(unchecked) public private(set) var eventTime = 0.0

  /// The scroll position, in items; in `0..<numberOfItems` when wrapping. Setting it jumps there,
  /// stopping any motion (clamped to the items when not wrapping).
  public var scrollOffset: Double {
    get { engine.offset }
    set {
      precondition(newValue.isFinite, "Scroll offset must be finite")
      engine.scroll(to: newValue, duration: 0)
      restartAutoscroll(at: engine.time)
      deliverEvents()
    }
  }

  /// The index of the item nearest the centre (halves round away from zero), or −1 when there
  /// are no items. Setting it jumps there without animation.
  public var currentItemIndex: Int {
    get { clampedIndex(atOffset: engine.offset) }
    set {
      scrollOffset = Double(clampedIndex(newValue))
    }
  }

  /// The view of the current item, if loaded.
  public var currentItemView: ItemView? { itemView(at: currentItemIndex) }

  /// Whether a finger is dragging the carousel.
  public var isDragging: Bool { engine.phase == .dragging }
  /// Whether momentum or a bounce is running.
  public var isDecelerating: Bool { engine.phase == .decelerating }
  /// Whether an animated scroll (programmatic or a snap) is running.
  public var isScrolling: Bool { engine.phase == .animating }

  /// Whether anything moves by itself — motion, an insert or remove animation, CoverFlow2's
  /// swing, autoscroll or a wheel gesture waiting to settle — so the host must keep delivering
  /// frames.
  public var isAnimating: Bool {
    engine.isAnimating || hasItemAnimations || toggleState.isAnimating(at: time)
      || isAutoscrolling || wheel.isActive
  }

  public var activityDescription: String {
    let value = (engine.offset * 10_000).rounded() / 10_000
    if engine.isAnimating { return "\(engine.phase) at offset \(value)" }
    if hasItemAnimations { return "animating an insert or remove at offset \(value)" }
    if isAutoscrolling { return "autoscrolling at offset \(value)" }
    if wheel.isActive { return "waiting for the wheel to stop at offset \(value)" }
    if toggleState.isAnimating(at: time) { return "swinging the current item at offset \(value)" }
    return "idle at offset \(value)"
  }

  // MARK: - Frames

  /// Brings the carousel to `time` (seconds): motion, animations and the layout in ``items``.
  ///
  /// - Precondition: `time` is finite.
  /// - Complexity: O(visible items).
  public func advance(to time: Double) {
    precondition(time.isFinite, "Frame time must be finite")
    endWheelGestureIfIdle(before: time)
    engine.advance(to: time)
    stepAutoscroll()
    // The engine's `didScroll` usually refreshed at this very time already.
    if refreshedAt != engine.time { refresh() }
    deliverEvents()
  }
}

// MARK: - Internal types

/// A position in a carousel's window: its key among the loaded views, its carousel index and its
/// offset. Not generic, so per-frame work on the window is specialised code.
struct CarouselSlot {
  var key: Int
  var index: Int
  var offset: Double
}

/// - Precondition: Numeric properties are not NaN.
@inline(__always) func requireNumber(_ value: Double, _ name: StaticString) {
  precondition(!value.isNaN, "Carousel.\(name) must not be NaN")
}

/// - Precondition: Sizes are finite and not negative (zero is fine: a host before its first layout).
@inline(__always) func requireSize(_ size: Size, _ name: StaticString) {
  precondition(
    size.width >= 0 && size.height >= 0 && size.width.isFinite && size.height.isFinite,
    "Carousel.\(name) must be finite and not negative")
}

extension Carousel {
  /// Forwards the engine's events without making ``Carousel`` a public engine delegate.
  final class EngineObserver: ScrollEngineDelegate {
    weak var carousel: Carousel?
    func scrollEngine(_ engine: ScrollEngine, didEmit event: ScrollEngine.Event, at time: Double) {
      carousel?.engineDidEmit(event, at: time)
    }
  }
}

// MARK: - Events

extension Carousel {
  func emit(_ event: Event, at time: Double? = nil) { events.append(event, at: time ?? engine.time) }

  /// Delivers queued events in order; events caused by the delegate's calls queue behind.
  func deliverEvents() {
    events.deliver { event, time in
      guard let delegate else { return }
      eventTime = time
      switch event {
      case .willBeginDragging: delegate.carouselWillBeginDragging(self)
      case .didEndDragging(let decelerate): delegate.carouselDidEndDragging(self, willDecelerate: decelerate)
      case .willBeginDecelerating: delegate.carouselWillBeginDecelerating(self)
      case .didEndDecelerating: delegate.carouselDidEndDecelerating(self)
      case .didCancelDecelerating: delegate.carouselDidCancelDecelerating(self)
      case .willBeginScrollingAnimation: delegate.carouselWillBeginScrollingAnimation(self)
      case .didEndScrollingAnimation: delegate.carouselDidEndScrollingAnimation(self)
      case .didCancelScrollingAnimation: delegate.carouselDidCancelScrollingAnimation(self)
      case .didScroll: delegate.carouselDidScroll(self)
      case .currentItemIndexDidChange: delegate.carouselCurrentItemIndexDidChange(self)
      case .didSelect(let index): delegate.carousel(self, didSelectItemAt: index)
      }
    }
  }

  func engineDidEmit(_ event: ScrollEngine.Event, at time: Double) {
    switch event {
    case .willBeginDragging: emit(.willBeginDragging, at: time)
    case .didEndDragging(let willDecelerate):
      didDrag = !willDecelerate
      emit(.didEndDragging(willDecelerate), at: time)
    case .willBeginDecelerating:
      startVelocity = engine.velocity
      emit(.willBeginDecelerating, at: time)
    case .didEndDecelerating:
      emit(.didEndDecelerating, at: time)
      momentumDidEnd(at: time)
    case .didCancelDecelerating: emit(.didCancelDecelerating, at: time)
    case .willBeginScrollingAnimation: emit(.willBeginScrollingAnimation, at: time)
    case .didEndScrollingAnimation:
      emit(.didEndScrollingAnimation, at: time)
      restartAutoscroll(at: time)
    case .didCancelScrollingAnimation: emit(.didCancelScrollingAnimation, at: time)
    case .didScroll:
      if !isApplyingUpdate { refresh() }
    }
  }

  /// CoverFlow2's free stop: back-date the swing so it finishes as the item settles.
  private func momentumDidEnd(at time: Double) {
    restartAutoscroll(at: time)
    guard !engine.isAnimating, itemCount > 0, type == .coverFlow2 || type == .custom else { return }
    let s = engine.offset
    var difference = s.rounded() - s
    difference -= difference.rounded()  // into [−0.5, 0.5]
    guard difference != 0 else { return }
    toggleState = ToggleState(
      start: time - 0.4 * abs(difference), sign: difference > 0 ? -1 : 1,
      duration: toggleDuration(), value: toggleState.value)
  }

  func toggleDuration() -> Double {
    let speed = abs(startVelocity)
    return 0.2 + 0.2 * (speed != 0 ? min(max(1 / speed, 0), 1) : 1)
  }
}
