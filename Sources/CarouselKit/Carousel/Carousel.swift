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
///     carousel.configuration.type = .coverFlow
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
/// # Frames
///
/// Input, scrolls, updates and property changes change the carousel's state at once and mark
/// its frame stale; the frame — which views are loaded, their transforms and order — is laid
/// out once, when the host calls ``advance(to:)`` or reads the output (``items``,
/// ``itemLayout(at:)``, ``indexesForVisibleItems``…). So the data source is asked for views only
/// then, and setting ten properties in a row costs one layout. Events are delivered at the end
/// of each call, after the state they describe is complete; during any of them the carousel is
/// at ``time``, and ``eventTime`` (or ``CarouselEvent/time``) says when the event happened.
///
/// # Time
///
/// Every call that starts motion takes the instant it happens (`at:`); without it, the
/// carousel's ``time`` is used: the latest frame or input it has seen. A time before ``time``
/// counts as ``time``.
///
/// # Performance
///
/// A frame's work is proportional to the number of visible items, whatever ``numberOfItems`` is:
/// the visible window is computed from the offset, the data source is asked only for indexes
/// entering it, and views leaving it go to a reuse pool. A steady animating frame allocates
/// nothing (see ``items`` for the one exception a host controls). At rest, with nothing changed,
/// ``advance(to:)`` does no layout at all.
///
/// - Warning: Not thread-safe. Drive it from the thread that owns your UI.
public final class Carousel<ItemView>: FrameDriven, DragDriven {
  // MARK: - Sources
  //
  // Embedded Swift has no weak references: there the data source and the delegate are held
  // strongly (a host clears them to let go).

  #if hasFeature(Embedded)
    public var dataSource: (any CarouselDataSource<ItemView>)? {
      didSet { if dataSource !== oldValue { reloadData() } }
    }
  #else
    /// Supplies the items; held weakly.
    ///
    /// Setting a different data source reloads.
    public weak var dataSource: (any CarouselDataSource<ItemView>)? {
      didSet { if dataSource !== oldValue { reloadData() } }
    }
  #endif

  /// Called when the carousel notices a data source or host mistake and recovers from it (a count
  /// that changed without `reloadData()`, the same view for two indexes): see
  /// ``CarouselDiagnostic``.
  ///
  /// Useful for logging and tests; capture `self` weakly.
  public var diagnosticsHandler: ((CarouselDiagnostic) -> Void)?

  /// Hears every ``CarouselEvent``, with its instant, just before the delegate's method for it.
  ///
  /// Capture `self` weakly.
  public var eventHandler: ((CarouselEvent) -> Void)? {
    didSet { observers.hasEventHandler = eventHandler != nil }
  }

  #if hasFeature(Embedded)
    public var delegate: (any CarouselDelegate<ItemView>)? {
      didSet { delegateDidChange(from: oldValue) }
    }
  #else
    /// Hears the carousel's events and can override options; held weakly.
    public weak var delegate: (any CarouselDelegate<ItemView>)? {
      didSet { delegateDidChange(from: oldValue) }
    }
  #endif

  // MARK: - Configuration

  /// How the carousel looks and scrolls (iCarousel's properties, with its defaults): set it
  /// whole or by property (`carousel.configuration.type = .coverFlow`).
  ///
  /// A change re-derives wrapping, the item width and the engine's physics at once, so every
  /// value read and every call made afterwards uses it; at rest, an offset the change leaves
  /// between items or past an end settles, as iCarousel's layout pass does.
  ///
  /// - Precondition: The values are valid: the numbers are not NaN and the item size is finite
  ///   and not negative (``CarouselConfiguration``).
  public var configuration: CarouselConfiguration {
    get { settings }
    set {
      newValue.validate()
      let old = settings
      settings = newValue
      configurationDidChange(from: old)
    }
  }

  /// iCarousel behaviours to restore (none: every fix on; ``CarouselCompatibility/original``
  /// restores them all).
  public var compatibility: CarouselCompatibility {
    get { state.compatibility }
    set {
      guard newValue != state.compatibility else { return }
      state.compatibility = newValue
      configurationDidChange()
    }
  }

  /// The carousel's size, in points (320 × 480): change it with ``setViewportSize(_:at:)``.
  public var viewportSize: Size { state.viewportSize }

  /// Changes the carousel's size (a rotation, a resize), keeping the item shown.
  ///
  /// - Parameters:
  ///   - size: The new size, in points.
  ///   - time: When, in seconds; the carousel's ``time`` when `nil`.
  /// - Precondition: Both sides are finite and not negative; `time`, when given, is finite.
  public func setViewportSize(_ size: Size, at time: Double? = nil) {
    requireSize(size, "viewportSize")
    advanceState(toOptional: time)
    guard size != state.viewportSize else { return commit() }
    state.viewportSize = size
    configurationDidChange()
  }

  /// The viewport's extent along the axis, in points.
  var viewportLength: Double {
    settings.isVertical ? state.viewportSize.height : state.viewportSize.width
  }

  // MARK: - Output

  /// This frame's loaded items and placeholders, back to front, with the views the data source
  /// supplied, complete transforms, alpha and backface visibility.
  ///
  /// Reading it lays the frame out if it is stale. Read from host code the carousel calls while
  /// it lays a frame out — the data source asked for a view, the delegate asked for an option
  /// value, an item's angle or a custom transform — it is empty: that frame is being built.
  ///
  /// A random-access collection that shares the carousel's frame: reading it copies nothing, and
  /// it keeps the frame it was read from after the carousel moves on. Keeping it past the next
  /// frame has one cost: that frame cannot reuse the storage the collection still holds, so it
  /// allocates new storage once (two arrays, and a third when views load). Read it each frame
  /// and let it go, and frames allocate nothing.
  ///
  /// - Complexity: O(1) to read when the frame is laid out; laying it out is O(visible items).
  public var items: CarouselItems<ItemView> {
    layoutIfNeeded()
    // Host code the layout calls sees no half-built frame (nor the last one, whose views the
    // layout may already have let go).
    guard !state.isLayingOut else { return CarouselItems(geometry: [], order: [], views: []) }
    let along = state.resolved.itemWidth
    let across = settings.isVertical ? settings.itemSize.width : settings.itemSize.height
    return CarouselItems(
      geometry: state.geometry, order: state.order, views: viewStore,
      context: .init(
        current: currentIndexOrNone, everyItemTakesTouches: !settings.centerItemWhenSelected,
        viewportSize: state.viewportSize,
        itemSize: settings.isVertical
          ? Size(width: across, height: along) : Size(width: along, height: across),
        isVertical: settings.isVertical, ownWidths: state.metric == nil ? nil : state.itemWidths))
  }

  // MARK: - State

  let engine: ScrollEngine
  let engineObserver = EngineObserver()
  let events = EventQueue<CarouselEvent>()

  /// The public configuration.
  var settings = CarouselConfiguration()
  /// Whether anyone hears events, so frames without listeners skip delivering them.
  var observers = CarouselObservers()
  /// Everything a frame reads and writes, apart from the views.
  ///
  /// It opts out of dynamic exclusivity checks (the carousel's other state does not: there the
  /// checks cost a frame nothing measurable). Safe because of one rule, kept by every
  /// method of the carousel: no access to it is held open across a call into host code (the data
  /// source, the delegate, the handlers). Every call out happens between complete reads and
  /// writes of it, never inside an `inout` access or a mutating method on it, so a host that
  /// calls back into the carousel from there never overlaps an access in progress.
  // Kept: glide frame linear 1,000 items 2,844 → 3,807 and glide frame coverFlow 1,000 items
  // 7,731 → 8,693 instructions without it (callgrind, Scripts/frame-instructions.sh linear
  // coverFlow).
  @exclusivity(unchecked) var state = CarouselState()
  /// Every view the carousel holds, by slot: loaded, departing and waiting for reuse.
  ///
  /// A view stays in its slot from when the data source hands it over until it is let go, so
  /// loading and unloading move slot numbers, not views (generic work is slow across modules).
  var viewStore: [ItemView?] = []

  // The slots of views waiting for reuse, and of nothing; bookkeeping touched only when views
  // load or the data changes.
  var itemPoolSlots: [Int] = []
  var placeholderPoolSlots: [Int] = []
  var freeViewSlots: [Int] = []
  /// Indexes whose duplicate view was reported (once each, until the next reload).
  var reportedDuplicates: Set<Int> = []
  var reportedDegenerateLayout = false
  /// The number of the last batch of updates.
  var batchNumber = 0
  /// The completions of batches that ended, with whether they finished, to call once their
  /// events are delivered.
  var dueCompletions: [((Bool) -> Void, Bool)] = []
  /// Set while reloading because the data source's counts changed behind the carousel's back.
  var isRecoveringCounts = false
  #if hasFeature(Embedded)
    /// Whether views are objects: never known in Embedded Swift, which has no dynamic casts.
    let viewsAreObjects = false
  #else
    /// Whether views are objects, which can be "the same view" (a dynamic cast, checked once).
    let viewsAreObjects = ItemView.self is AnyObject.Type
  #endif

  /// Creates an empty carousel; give it a ``dataSource``.
  public init() {
    engine = ScrollEngine(configuration: .init(bounds: .limited(0...0)))
    engineObserver.carousel = self
    engine.owner = engineObserver
    reserveWorkingCapacity()
    resolveOptions()
  }

  // MARK: - Derived values

  /// Whether the carousel wraps: the circular types by default, overridden by ``CarouselConfiguration/wraps``,
  /// the delegate's ``CarouselDelegate/carouselShouldWrap(_:)`` and then ``CarouselOption/wrap``.
  public var isWrapEnabled: Bool {
    return state.resolved.wrap
  }
  /// The drag multiplier in use: 2 for cover flow, 1 otherwise, or ``CarouselOption/offsetMultiplier``.
  public var offsetMultiplier: Double {
    return state.resolved.offsetMultiplier
  }
  /// The number of items, read by ``reloadData()`` and adjusted by inserts and removes.
  public var numberOfItems: Int { state.itemCount }
  /// The number of placeholders the data source asked for (shown only when not wrapping).
  public var numberOfPlaceholders: Int { state.placeholderCount }
  /// The size of the visible window: how many items (and placeholders) the carousel may load.
  ///
  /// Items that are fully transparent are not loaded, so ``items`` can hold fewer. Reading it lays
  /// the frame out if it is stale.
  ///
  /// - Complexity: O(1) when the frame is laid out; O(visible items) to lay it out.
  public var numberOfVisibleItems: Int {
    layoutIfNeeded()
    return state.resolved.windowSize
  }
  /// The item's extent along the axis, in points: the delegate's
  /// ``CarouselDelegate/carouselItemWidth(_:)`` if non-zero, else the configuration's
  /// ``CarouselConfiguration/itemSize`` width (height when vertical); the mean of the items'
  /// own widths when a linear carousel uses them (``CarouselConfiguration/usesItemWidths``,
  /// ``widthOfItem(at:)`` for each).
  public var itemWidth: Double { state.resolved.itemWidth }
  /// CoverFlow2's swing state in [−1, 1] at ``time``: it jumps to ±1 when the current item
  /// changes and eases back to 0 over 0.2–0.4 s.
  public var toggle: Double { state.toggle.value(at: engine.time) }

  /// The current time, in seconds: the latest frame or input.
  public var time: Double { engine.time }

  /// The instant the event being delivered happened, in seconds.
  ///
  /// Motion ends, and the index changes, between frames, so during `carouselDidEndDecelerating` or
  /// `carouselCurrentItemIndexDidChange` this can be earlier than ``time``.
  public var eventTime: Double { state.eventTime }

  /// The scroll position, in items; in `0..<numberOfItems` when wrapping.
  ///
  /// Setting it jumps there, stopping any motion (clamped to the items when not wrapping).
  ///
  /// - Precondition: The new value is finite.
  public var scrollOffset: Double {
    get { itemOffset }
    set {
      precondition(newValue.isFinite, "Scroll offset must be finite")
      engine.scroll(to: engineOffset(atItems: newValue), duration: 0)
      restartAutoscroll(at: engine.time)
      commit()
    }
  }

  /// The index of the item nearest the centre — the resting anchor, with an alignment other
  /// than the centre (``CarouselConfiguration/alignment``) — halves rounding away from zero:
  /// the carousel's current page, in the contract every model follows; 0 when there are no
  /// items (iCarousel says −1: check ``numberOfItems``).
  ///
  /// Setting it jumps there without animation.
  public var currentItemIndex: Int {
    get { max(currentIndexOrNone, 0) }
    set { scrollOffset = Double(clampedIndex(newValue)) }
  }

  /// iCarousel's `currentItemIndex`: the item nearest the centre, or −1 without items.
  var currentIndexOrNone: Int { clampedIndex(atOffset: itemOffset) }

  /// The item the running motion will rest nearest to — a flick's momentum, a snap, an
  /// animated scroll — or `nil` while nothing moves by itself (and without items): Embla's
  /// `selectedScrollSnap` after a release, the pager's `targetPage`.
  ///
  /// - Complexity: O(1) with one width; O(log n) with items of their own widths.
  public var targetItemIndex: Int? {
    guard state.itemCount > 0, let target = engine.targetOffset else { return nil }
    return clampedIndex(atOffset: items(atEngineOffset: target))
  }

  /// The view of the current item, if loaded.
  ///
  /// - Complexity: O(visible items).
  public var currentItemView: ItemView? { itemView(at: currentItemIndex) }

  /// What the scroll is doing: following a finger, decelerating (momentum or a bounce), animating
  /// (a programmatic scroll or a snap), or idle.
  ///
  /// A wheel gesture counts as dragging.
  public var phase: ScrollPhase { engine.phase }

  /// Whether a finger (or a wheel gesture) is dragging the carousel: `phase == .dragging`.
  public var isDragging: Bool { engine.phase == .dragging }
  /// Whether momentum or a bounce is running: `phase == .decelerating`.
  public var isDecelerating: Bool { engine.phase == .decelerating }
  /// Whether an animated scroll (programmatic or a snap) is running: `phase == .animating`.
  public var isScrolling: Bool { engine.phase == .animating }

  /// Whether anything moves by itself — motion, an insert or remove animation, CoverFlow2's
  /// swing, autoscroll or a wheel gesture waiting to settle — so the host must keep delivering
  /// frames.
  ///
  /// - Complexity: O(visible items) while an insert or remove animates, O(1) otherwise.
  public var isAnimating: Bool {
    let now = engine.time
    return engine.isAnimating || hasItemAnimations || state.toggle.isAnimating(at: now)
      || isAutoscrolling || state.wheel.isActive || !state.pendingBatches.isEmpty
  }

  /// Whether a host must keep sending frames: ``isAnimating``, or a finger is down.
  ///
  /// - Complexity: As ``isAnimating``.
  public var needsFrames: Bool { engine.isTracking || isAnimating }

  /// A short account of what is moving, for messages: `"decelerating at offset 4.2"`, or
  /// `"idle at offset 3"`.
  ///
  /// - Complexity: O(visible items) while an insert or remove animates, O(1) otherwise.
  public var activityDescription: String {
    let value = (itemOffset * 10_000).rounded() / 10_000
    if engine.isAnimating { return "\(engine.phase) at offset \(value)" }
    if hasItemAnimations || !state.pendingBatches.isEmpty {
      return "animating an insert or remove at offset \(value)"
    }
    if isAutoscrolling { return "autoscrolling at offset \(value)" }
    if state.wheel.isActive { return "waiting for the wheel to stop at offset \(value)" }
    if state.toggle.isAnimating(at: engine.time) {
      return "swinging the current item at offset \(value)"
    }
    return "idle at offset \(value)"
  }

  // MARK: - Frames

  /// Brings the carousel to `time` (seconds) — motion, autoscroll, animations — lays out the
  /// frame (``items``) and delivers the events that happened on the way, each with its instant.
  ///
  /// - Precondition: `time` is finite.
  /// - Complexity: O(visible items); O(1) at rest when nothing changed.
  public func advance(to time: Double) {
    advanceState(to: time)
    layoutIfNeeded()
    commit()
  }

  /// Asks the delegate for its option values and item width again, now, and marks the frame
  /// stale so the next frame lays out with them: for a delegate whose answers
  /// (``CarouselDelegate/carousel(_:valueFor:default:)``, ``CarouselDelegate/carouselItemWidth(_:)``,
  /// ``CarouselDelegate/carouselShouldWrap(_:)``) change while the carousel rests (during motion
  /// it is asked every frame, as iCarousel does).
  ///
  /// Like a property change, it re-derives wrapping, the item width and the drag multiplier at
  /// once, so every value read and every call made afterwards uses the new answers; at rest, an
  /// offset the new answers leave between items or past an end settles, as iCarousel's layout
  /// pass does.
  ///
  /// - Complexity: O(1) (about fifteen delegate questions).
  public func setNeedsLayout() {
    configurationDidChange()
  }
}

// MARK: - Preconditions

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
