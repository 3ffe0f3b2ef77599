/// A one-axis scroll: offset, bounds or wrapping, dragging, momentum, bounces, snapping and
/// programmatic scrolls, driven by timestamps a host supplies.
///
/// The carousel and the pager each own one. The engine never reads a clock: every input carries
/// its time, and ``advance(to:)`` brings motion to a frame's time. All motion is a closed-form
/// ``Simulation`` evaluated at that time, so the offset at any instant is the same whatever the
/// frame rate, and motions chain at their exact end instants (momentum that ends at 0.6667 s hands
/// over to a snap at 0.6667 s even if the next frame comes at 0.68 s).
///
/// Offsets are in the owner's units (items, points). Finger motion toward the left or up
/// *increases* the offset: a drag by `T` points moves the offset by
/// `−T · dragMultiplier / pointsPerUnit`.
///
///     let engine = ScrollEngine(configuration: .init(
///       bounds: .limited(0...9), snapGrid: .uniform(spacing: 1), rubberBand: .linear(limit: 1),
///       physics: MomentumPhysics(), pointsPerUnit: 200))
///     engine.dragBegan(at: 0)
///     engine.dragEnded(velocity: -1200, at: 0)   // a flick toward higher offsets: 6 units/s
///     engine.advance(to: 1.0 / 60)               // 0.09875 units along (a 6/3 = 2-unit glide)
///
/// # Events
///
/// The delegate hears ``Event``s, each with its instant, in this order:
///
/// - ``touchBegan(at:)`` and ``dragBegan(at:)`` during motion: `didCancelDecelerating` or
///   `didCancelScrollingAnimation`; then, for a drag, `willBeginDragging`.
/// - ``dragChanged(translation:at:)``: `didScroll` if the offset moved.
/// - ``dragEnded(velocity:at:)``: `didEndDragging(willDecelerate:)`, then `willBeginDecelerating`
///   or `willBeginScrollingAnimation` if the physics starts a motion.
/// - ``advance(to:)``: for each motion that ends by then, at its end instant: `didScroll` (if the
///   offset moved), `didEndDecelerating` or `didEndScrollingAnimation`, and the next motion's
///   `willBegin…` if the physics settles further (a snap after momentum); then, at the frame's
///   time, `didScroll` if the offset moved.
/// - ``scroll(to:duration:easing:at:)`` and friends: cancellations, then
///   `willBeginScrollingAnimation`, or `didScroll` alone for an immediate jump.
/// - ``stop(at:)``: the cancellation.
///
/// `didScroll` is emitted only when the offset actually changed: nothing moves, nothing fires.
///
/// # Timestamps
///
/// Times are seconds on any clock, as long as every input uses the same one; the engine starts
/// at `time` 0 unless told otherwise. Touch events can carry a timestamp slightly older than the
/// last frame (touch and display-link timestamps interleave), so an input or frame time earlier
/// than ``time`` is treated as ``time``; a repeated time is fine. Times, offsets, translations
/// and velocities must be finite. Calls that take an optional time use ``time`` without one.
///
/// # Re-entrancy
///
/// Events are delivered after the engine's state is consistent. A delegate may call any method,
/// including ``advance(to:)``, from a callback: the call takes effect at once, and the events it
/// causes are delivered after the one being handled.
///
/// - Warning: Not thread-safe. Drive it from the thread that owns your UI.
public final class ScrollEngine: FrameDriven, DragDriven {
  /// The engine's configuration.
  ///
  /// Changing it re-normalises and re-clamps the offset (to the ends plus overscroll, even mid-drag
  /// or mid-motion); a motion in flight keeps running. Leaving wrapping keeps the offset shown;
  /// changing the period re-wraps the raw position, so content changes should ``remap(_:)`` first.
  public var configuration: Configuration {
    didSet { configurationDidChange(from: oldValue) }
  }

  #if hasFeature(Embedded)
    // Embedded Swift has no weak references: there the reference is strong (clear it to let go).
    public var delegate: (any ScrollEngineDelegate)?
  #else
    /// Receives the engine's events; held weakly.
    public weak var delegate: (any ScrollEngineDelegate)?
  #endif

  /// Receives the engine's events instead of ``delegate``, for a model that owns the engine and
  /// the observer and outlives both (the carousel, the pager): no weak reference to load on
  /// every frame.
  // Embedded Swift has only unowned(unsafe): there the owner's keeping the engine, which never
  // escapes it, is what makes it safe. Kept unchecked: glide frame linear 1,000 items 2,844 → 2,928, pager frame 7 pages 2,283 →
  // 2,367 instructions without it (callgrind, Scripts/frame-instructions.sh linear, --models).
  #if hasFeature(Embedded)
    @exclusivity(unchecked) unowned(unsafe) var owner: (any ScrollEngineDelegate)?
  #else
    @exclusivity(unchecked) unowned var owner: (any ScrollEngineDelegate)?
  #endif

  /// Whether ``owner`` hears every event as it happens, once the engine's state for it is set,
  /// instead of at the end of each call: for an owner that only records and queues (the pager),
  /// so an event reaches the host through one queue, the top model's.
  var handsEventsToOwnerAtOnce = false

  // MARK: Per-frame state
  //
  // `owner`, `phase` and `time` skip dynamic exclusivity checks where a frame pays for them
  // (the count that earns each is written beside it). Safe: no access to them is held open
  // across a call out of the engine (to the owner or the delegate), and simulations and physics
  // are value types that cannot reach back into it.

  /// What the engine is doing.
  // Kept: pager frame 7 pages 2,283 → 2,365 instructions without it (callgrind,
  // Scripts/frame-instructions.sh --models).
  @exclusivity(unchecked) public internal(set) var phase: ScrollPhase = .idle
  /// The latest time the engine has seen, in seconds.
  // Kept: glide frame linear 1,000 items 2,844 → 3,191 and pager frame 7 pages 2,283 → 2,537
  // instructions without it (callgrind, Scripts/frame-instructions.sh linear and --models).
  @exclusivity(unchecked) public internal(set) var time: Double
  /// The offset before wrapping.
  var position: Double
  var motion: ActiveMotion?
  /// The motion that ended or was cancelled last, and when, so recent offsets can be recalled.
  var finishedMotion: (motion: ActiveMotion, endTime: Double)?
  var lastReportedOffset: Double
  /// What the frame needs of ``configuration``, kept current by its `didSet`.
  var limits: Limits

  // MARK: Gesture state

  /// Whether a finger is down (dragging or not).
  public internal(set) var isTracking = false
  var drag = DragState()
  var tracker = VelocityTracker()
  let events = EventQueue<Event>()

  /// A running motion.
  ///
  /// A class, so that a frame reads it without copying the simulation; it never changes: content
  /// that moves under it replaces it (``with(_:)``).
  final class ActiveMotion {
    let kind: ScrollMotion.Kind
    let simulation: AnySimulation
    let startTime: Double
    /// When the motion ends: `startTime + simulation.duration`.
    let endTime: Double
    /// Programmatic scrolls rest where they end; physics motions may be followed by a settle.
    let settlesAfterward: Bool

    init(
      kind: ScrollMotion.Kind, simulation: AnySimulation, startTime: Double, endTime: Double,
      settlesAfterward: Bool
    ) {
      self.kind = kind
      self.simulation = simulation
      self.startTime = startTime
      self.endTime = endTime
      self.settlesAfterward = settlesAfterward
    }

    /// The same motion along `simulation` (the old one moved or retargeted: same duration).
    func with(_ simulation: some Simulation) -> ActiveMotion {
      ActiveMotion(
        kind: kind, simulation: AnySimulation(simulation), startTime: startTime, endTime: endTime,
        settlesAfterward: settlesAfterward)
    }
  }

  struct DragState {
    var startPosition = 0.0
    var rawStart = 0.0
    var lastTranslation = 0.0
    var gestureStartPosition: Double?
  }

  /// The parts of ``configuration`` the per-frame work reads.
  struct Limits {
    var bounds: Bounds
    /// The largest overshoot past an end, in units; 0 when wrapping.
    var overscroll: Double

    init(_ configuration: Configuration) {
      bounds = configuration.bounds
      overscroll = configuration.maximumOverscroll
    }

    /// `position` within the ends plus the overscroll.
    @inline(__always) func clamped(_ position: Double) -> Double {
      bounds.clamped(position, overscroll: overscroll)
    }
  }

  /// The most motions one ``advance(to:)`` chains (each a settle after the one before): far more
  /// than any physics needs, and a stop for one that would keep starting motions forever.
  static var maximumChainedMotions: Int { 64 }

  /// Creates an engine at rest.
  ///
  /// - Parameters:
  ///   - configuration: Bounds, physics and the rest.
  ///   - offset: The starting offset, in units; wrapped into the period when wrapping, clamped
  ///     to the ends plus the rubber band's overscroll otherwise.
  ///   - time: The starting time, in seconds (0).
  /// - Precondition: The configuration is valid (finite bounds, positive period, points per
  ///   unit and maximum release speed) and `offset` and `time` are finite.
  public init(configuration: Configuration, offset: Double = 0, time: Double = 0) {
    configuration.validate()
    precondition(offset.isFinite, "Offset must be finite")
    precondition(time.isFinite, "Time must be finite")
    self.configuration = configuration
    self.time = time
    limits = Limits(configuration)
    position = limits.clamped(configuration.bounds.normalized(offset))
    lastReportedOffset = position
  }

  // MARK: - Reading the state

  /// The current offset, in units; in `0..<period` when wrapping.
  ///
  /// - Complexity: O(1)
  public var offset: Double { limits.bounds.normalized(position) }

  /// Whether the engine moves by itself (decelerating or animating), so the host must keep
  /// delivering frames.
  public var isAnimating: Bool { motion != nil }

  /// Whether the engine is dragging (`phase == .dragging`).
  public var isDragging: Bool { phase == .dragging }

  /// Whether a host must keep sending frames: the engine moves by itself or a finger is down.
  public var needsFrames: Bool { isAnimating || isTracking }

  /// The current velocity, in units per second: the running motion's, the finger's estimate
  /// while dragging, 0 at rest.
  public var velocity: Double {
    if let motion { return motion.simulation.velocity(at: time - motion.startTime) }
    if phase == .dragging {
      return unitVelocity(fingerVelocity: tracker.velocity(releasedAt: time))
    }
    return 0
  }

  /// Where the running motion will rest (wrapped into the period), or `nil` when nothing moves.
  public var targetOffset: Double? {
    motion.map { limits.bounds.normalized($0.simulation.finalPosition) }
  }

  /// When the running motion will end, in seconds, or `nil` when nothing moves.
  public var motionEndTime: Double? { motion?.endTime }

  /// The offset at `pastTime` if the running motion, or the one that ended last, produced it
  /// (wrapped into the period); `nil` for times outside them, or when a drag or a jump moved the
  /// scroll since.
  ///
  /// Hosts use it to find the exact instant something happened between two frames.
  ///
  /// - Complexity: O(1)
  public func pastOffset(at pastTime: Double) -> Double? {
    recentPast().offset(at: pastTime)
  }

  /// What ``pastOffset(at:)`` recalls, copied once, so that a search through recent instants
  /// (the carousel's for the instant its index changed) evaluates only the motions.
  func recentPast() -> RecentPast {
    RecentPast(
      now: time, current: motion, finished: phase == .dragging ? nil : finishedMotion,
      limits: limits)
  }

  /// The phase and offset, such as `"decelerating at offset 4.2"`.
  public var activityDescription: String {
    let value = (offset * 10_000).rounded() / 10_000
    return "\(phase) at offset \(value)"
  }

  // MARK: - Frames

  /// Brings motion to `time`: ends motions whose end instant has passed (chaining the physics'
  /// settle motions at those instants) and evaluates the running one at `time`.
  ///
  /// A time earlier than ``time`` does nothing.
  ///
  /// - Precondition: `time` is finite.
  /// - Complexity: O(1) per call, plus O(1) per motion that ends within it.
  public func advance(to time: Double) {
    precondition(time.isFinite, "Frame time must be finite")
    moveTime(to: time)
    deliverEvents()
  }

  /// Ends every motion that ends by `target` at its own instant, then evaluates the current one.
  func moveTime(to target: Double) {
    guard target > time else {
      if target == time, let current = motion, current.endTime <= target { endMotions(by: target) }
      return
    }
    if let current = motion {
      if current.endTime <= target {
        endMotions(by: target)
        guard target > time, let next = motion else {
          time = max(time, target)
          return
        }
        time = target
        position = limits.clamped(next.simulation.position(at: target - next.startTime))
      } else {
        time = target
        position = limits.clamped(current.simulation.position(at: target - current.startTime))
      }
      reportScrollIfMoved()
    } else {
      time = target
    }
  }

  /// Ends, at its own end instant, each motion that is over by `target`, starting the physics'
  /// settle after it; events are delivered as each ends.
  private func endMotions(by target: Double) {
    var chained = 0
    while let current = motion, current.endTime <= target {
      time = max(time, current.endTime)
      position = limits.clamped(current.simulation.finalPosition)
      finishedMotion = (current, current.endTime)
      motion = nil
      phase = .idle
      reportScrollIfMoved()
      emit(current.kind == .decelerating ? .didEndDecelerating : .didEndScrollingAnimation)
      chained += 1
      if current.settlesAfterward, chained < Self.maximumChainedMotions,
        let next = configuration.physics.settleMotion(in: context(velocity: 0))
      {
        start(next, settlesAfterward: true)
      }
      deliverEvents()
    }
  }

  // MARK: - Internals shared by the extensions

  /// Moves to an optional time given to a call; `nil` means the engine's ``time``.
  func moveTime(toOptional time: Double?) {
    guard let time else { return }
    precondition(time.isFinite, "Time must be finite")
    moveTime(to: time)
  }

  func start(_ next: ScrollMotion, settlesAfterward: Bool) {
    motion = ActiveMotion(
      kind: next.kind, simulation: next.simulation, startTime: time,
      endTime: time + next.simulation.duration,
      settlesAfterward: settlesAfterward)
    switch next.kind {
    case .decelerating:
      phase = .decelerating
      emit(.willBeginDecelerating)
    case .animating:
      phase = .animating
      emit(.willBeginScrollingAnimation)
    }
  }

  func cancelMotion() {
    guard let current = motion else { return }
    finishedMotion = (current, time)
    motion = nil
    phase = .idle
    // A shift in flight is clamped only as the motion moves on; stopped, it is clamped now.
    position = limits.clamped(position)
    reportScrollIfMoved()
    emit(current.kind == .decelerating ? .didCancelDecelerating : .didCancelScrollingAnimation)
  }

  /// What the physics knows when it decides, with `velocity` in units per second.
  func context(velocity: Double) -> ScrollContext {
    let here = limits.bounds.normalized(position)
    let shift = here - position
    return ScrollContext(
      offset: here, velocity: velocity,
      dragStartOffset: drag.gestureStartPosition.map { $0 + shift } ?? here,
      bounds: configuration.bounds, snapGrid: configuration.snapGrid,
      maximumOverscroll: limits.overscroll,
      tolerance: configuration.tolerance.scaled(toUnitsOf: configuration.pointsPerUnit),
      pointsPerUnit: configuration.pointsPerUnit)
  }

  /// Finger points per second → units per second (finger left = positive offset velocity),
  /// no faster than the configuration's maximum release speed.
  func unitVelocity(fingerVelocity: Double) -> Double {
    let requested = -fingerVelocity * configuration.velocityMultiplier
    guard !requested.isNaN else { return 0 }  // a tracker fed offsets near the Double range's ends
    return limitedToReleaseSpeed(requested / configuration.pointsPerUnit)
  }

  /// A velocity in units per second, no faster than the maximum release speed.
  func limitedToReleaseSpeed(_ unitsPerSecond: Double) -> Double {
    let limit = (configuration.maximumReleaseSpeed / configuration.pointsPerUnit).clampedToFinite
    return min(max(unitsPerSecond, -limit), limit)
  }
}
