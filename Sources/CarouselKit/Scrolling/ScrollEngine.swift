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
///     engine.advance(to: 1.0 / 60)               // 0.09875 units along (7/3 rounds out to 2)
///
/// # Events
///
/// The delegate hears, in this order:
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
/// and velocities must be finite.
///
/// # Re-entrancy
///
/// Events are delivered after the engine's state is consistent. A delegate may call any method,
/// including ``advance(to:)``, from a callback: the call takes effect at once, and the events it
/// causes are delivered after the one being handled.
///
/// - Warning: Not thread-safe. Drive it from the thread that owns your UI.
public final class ScrollEngine: FrameDriven, DragDriven {
  /// The engine's configuration. Changing it re-normalises and re-clamps the offset (to the
  /// ends plus overscroll, even mid-drag or mid-motion); a motion in flight keeps running. Leaving wrapping keeps the offset shown; changing the period re-wraps
  /// the raw position, so content changes should ``remap(_:)`` first.
  @exclusivity(unchecked) public var configuration: Configuration {
    didSet { configurationDidChange(from: oldValue) }
  }

  /// Receives the engine's events.
  public weak var delegate: (any ScrollEngineDelegate)?

  /// What the engine is doing.
  @exclusivity(unchecked) public private(set) var phase: Phase = .idle
  /// Whether a finger is down (dragging or not).
  @exclusivity(unchecked) public private(set) var isTracking = false
  /// The latest time the engine has seen, in seconds.
  @exclusivity(unchecked) public private(set) var time: Double

  /// The offset before wrapping.
  @exclusivity(unchecked) private var position: Double
  @exclusivity(unchecked) private var motion: ActiveMotion?
  /// The motion that ended or was cancelled last, and when, so recent offsets can be recalled.
  @exclusivity(unchecked) private var finishedMotion: (motion: ActiveMotion, endTime: Double)?
  @exclusivity(unchecked) private var drag = DragState()
  @exclusivity(unchecked) private var tracker = VelocityTracker()
  @exclusivity(unchecked) private var lastReportedOffset: Double
  private let events = EventQueue<Event>()

  private struct ActiveMotion {
    var kind: ScrollMotion.Kind
    var simulation: any Simulation
    var startTime: Double
    /// Programmatic scrolls rest where they end; physics motions may be followed by a settle.
    var settlesAfterward: Bool
  }

  private struct DragState {
    var startPosition = 0.0
    var rawStart = 0.0
    var lastTranslation = 0.0
    var gestureStartPosition: Double?
  }

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
    position = configuration.bounds.normalized(offset)
    lastReportedOffset = position
    position = clampedForMotion(position)
    lastReportedOffset = position
  }

  // MARK: - Reading the state

  /// The current offset, in units; in `0..<period` when wrapping.
  ///
  /// - Complexity: O(1)
  public var offset: Double { configuration.bounds.normalized(position) }

  /// Whether the engine moves by itself (decelerating or animating), so the host must keep
  /// delivering frames.
  public var isAnimating: Bool { motion != nil }

  /// Whether the engine is dragging (`phase == .dragging`).
  public var isDragging: Bool { phase == .dragging }

  /// The current velocity, in units per second: the running motion's, the finger's estimate
  /// while dragging, 0 at rest.
  public var velocity: Double {
    if let motion { return motion.simulation.velocity(at: time - motion.startTime) }
    if phase == .dragging { return unitVelocity(fingerVelocity: tracker.velocity(releasedAt: time)) }
    return 0
  }

  /// Where the running motion will rest (wrapped into the period), or `nil` when nothing moves.
  public var targetOffset: Double? {
    motion.map { configuration.bounds.normalized($0.simulation.finalPosition) }
  }

  /// When the running motion will end, in seconds, or `nil` when nothing moves.
  public var motionEndTime: Double? {
    motion.map { $0.startTime + $0.simulation.duration }
  }

  /// The phase and offset, such as `"decelerating at offset 4.2"`.
  /// The offset at `pastTime` if the running motion, or the one that ended last, produced it
  /// (wrapped into the period); `nil` for times outside them, or when a drag or a jump moved the
  /// scroll since. Hosts use it to find the exact instant something happened between two frames.
  ///
  /// - Complexity: O(1)
  public func pastOffset(at pastTime: Double) -> Double? {
    guard pastTime <= time else { return nil }
    if let current = motion, pastTime >= current.startTime {
      return configuration.bounds.normalized(clampedForMotion(current.simulation.position(at: pastTime - current.startTime)))
    }
    if let (finished, endTime) = finishedMotion, pastTime >= finished.startTime, pastTime <= endTime,
      motion.map({ $0.startTime >= endTime }) ?? true, phase != .dragging
    {
      return configuration.bounds.normalized(clampedForMotion(finished.simulation.position(at: pastTime - finished.startTime)))
    }
    return nil
  }

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
  private func moveTime(to target: Double) {
    var chained = 0
    while let current = motion, target >= self.time {
      let end = current.startTime + current.simulation.duration
      guard end <= target else { break }
      self.time = max(self.time, end)
      position = clampedForMotion(current.simulation.finalPosition)
      finishedMotion = (current, end)
      motion = nil
      phase = .idle
      reportScrollIfMoved()
      emit(current.kind == .decelerating ? .didEndDecelerating : .didEndScrollingAnimation)
      chained += 1
      if current.settlesAfterward, chained < 64,
        let next = configuration.physics.settleMotion(in: context(velocity: 0))
      {
        start(next, settlesAfterward: true)
      }
      deliverEvents()
    }
    guard target > self.time else { return }
    self.time = target
    if let current = motion {
      position = clampedForMotion(current.simulation.position(at: target - current.startTime))
      reportScrollIfMoved()
    }
  }

  // MARK: - Touches

  /// A finger touched down. Any motion stops where it is (and is reported cancelled); nothing
  /// else happens until the finger drags or lifts.
  ///
  /// - Precondition: `time` is finite.
  public func touchBegan(at time: Double) {
    precondition(time.isFinite, "Touch time must be finite")
    moveTime(to: time)
    cancelMotion()
    isTracking = true
    deliverEvents()
  }

  /// The finger started dragging: motion stops, and the offset follows the finger from here.
  /// Calling it while already dragging re-anchors the drag at the current offset.
  ///
  /// - Precondition: `time` is finite.
  public func dragBegan(at time: Double) {
    precondition(time.isFinite, "Drag time must be finite")
    moveTime(to: time)
    cancelMotion()
    isTracking = true
    let restarting = phase == .dragging
    normalizePosition()
    drag.startPosition = position
    drag.lastTranslation = 0
    if !restarting { drag.gestureStartPosition = position }
    // Where the finger "really" is when the drag starts past an end (during a bounce).
    let inside = configuration.bounds.clamped(position)
    let raw = configuration.rubberBand.rawOverscroll(
      displayed: abs(position - inside), pointsPerUnit: configuration.pointsPerUnit)
    drag.rawStart = position < inside ? inside - raw : position > inside ? inside + raw : position
    tracker.reset()
    tracker.addSample(position: 0, at: self.time)
    finishedMotion = nil
    phase = .dragging
    if !restarting { emit(.willBeginDragging) }
    deliverEvents()
  }

  /// The finger is `translation` points from where the drag began (positive right or down).
  /// Ignored unless dragging, for instance after a programmatic scroll took over.
  ///
  /// - Precondition: `translation` and `time` are finite.
  public func dragChanged(translation: Double, at time: Double) {
    precondition(translation.isFinite, "Drag translation must be finite")
    precondition(time.isFinite, "Drag time must be finite")
    guard phase == .dragging else { return }
    moveTime(to: time)
    tracker.addSample(position: translation, at: self.time)
    position = draggedPosition(translation: translation)
    drag.lastTranslation = translation
    reportScrollIfMoved()
    deliverEvents()
  }

  /// The finger lifted after dragging, moving at `velocity` points per second along the axis
  /// (positive right or down), or at the engine's own least-squares estimate when `nil`. The
  /// physics chooses what follows.
  ///
  /// - Precondition: `velocity` (when given) and `time` are finite.
  public func dragEnded(velocity: Double? = nil, at time: Double) {
    if let velocity { precondition(velocity.isFinite, "Release velocity must be finite") }
    precondition(time.isFinite, "Drag time must be finite")
    isTracking = false
    guard phase == .dragging else { return deliverEvents() }
    moveTime(to: time)
    // Only a shift during the drag can put the offset past the overscroll the rubber band
    // allows; the physics starts from inside it.
    position = clampedForMotion(position)
    reportScrollIfMoved()
    let finger = velocity ?? tracker.velocity(releasedAt: self.time)
    var unitsPerSecond = unitVelocity(fingerVelocity: finger)
    let overshoot = configuration.bounds.overshoot(position)
    if overshoot > 0 {
      unitsPerSecond *= configuration.rubberBand.resistance(
        atDisplayed: overshoot, pointsPerUnit: configuration.pointsPerUnit)
    }
    phase = .idle
    let next = configuration.physics.releaseMotion(in: context(velocity: unitsPerSecond))
    emit(.didEndDragging(willDecelerate: next?.kind == .decelerating))
    if let next { start(next, settlesAfterward: true) }
    drag.gestureStartPosition = nil
    moveTime(to: self.time)  // a motion that is already over ends now
    deliverEvents()
  }

  /// The finger lifted without dragging. If it had stopped a motion between boundaries (or past
  /// an end), the physics settles the scroll, so a touch never leaves it stranded (iCarousel
  /// #694). During a drag it means ``dragEnded(velocity:at:)`` with the engine's own estimate.
  ///
  /// - Precondition: `time` is finite.
  public func touchEnded(at time: Double) {
    touchEnded(at: time, settles: true)
  }

  /// The finger lifted without dragging; with `settles` false the scroll stays where the touch
  /// left it, for a host that handles what follows itself (a tap that scrolls to an item).
  ///
  /// - Precondition: `time` is finite.
  public func touchEnded(at time: Double, settles: Bool) {
    precondition(time.isFinite, "Touch time must be finite")
    if phase == .dragging { return dragEnded(velocity: nil, at: time) }
    isTracking = false
    moveTime(to: time)
    if settles { settleIfResting() }
    deliverEvents()
  }

  /// Moves the offset, any motion in flight and a drag in progress by `delta` units at once,
  /// without animation: for content inserted or removed before what is shown, so the same
  /// content stays in place and a running flick or snap carries on toward the same content.
  /// At rest the offset is then clamped to the ends plus overscroll.
  ///
  /// - Precondition: `delta` is finite.
  public func shift(by delta: Double) {
    precondition(delta.isFinite, "Shift must be finite")
    remap { $0 + delta }
    if motion == nil && phase != .dragging {
      position = clampedForMotion(position)
      reportScrollIfMoved()
      deliverEvents()
    }
  }

  /// Content was inserted or removed: maps the offset, a drag's anchors and the running
  /// motion's path and end through `transform`, so what is shown and where the motion is
  /// heading stay on the same content. Where the motion's end moves by more (or less) than the
  /// current offset, the difference is blended into the rest of the motion
  /// (``RetargetedSimulation``); position stays continuous.
  ///
  /// `transform` receives *unwrapped* offsets (a wrapping engine's motion can run past the
  /// period) and is applied before any change of the bounds. Nothing is clamped here.
  ///
  /// - Precondition: `transform` returns finite values.
  public func remap(_ transform: (Double) -> Double) {
    let newPosition = transform(position)
    precondition(newPosition.isFinite, "Remapped offsets must be finite")
    let delta = newPosition - position
    position = newPosition
    drag.startPosition = transform(drag.startPosition)
    drag.rawStart += delta
    if let start = drag.gestureStartPosition { drag.gestureStartPosition = transform(start) }
    if let current = motion {
      let final = current.simulation.finalPosition
      let endDelta = transform(final) - final
      var simulation = current.simulation
      if delta != 0 { simulation = ShiftedSimulation(base: simulation, shift: delta) }
      if endDelta != delta {
        simulation = RetargetedSimulation(base: simulation, from: time - current.startTime, extra: endDelta - delta)
      }
      motion?.simulation = simulation
    }
    finishedMotion = nil  // past offsets are in the old content's terms
    reportScrollIfMoved()
    deliverEvents()
  }

  // MARK: - Programmatic scrolling

  /// Scrolls to `offset` over `duration` seconds along `easing`, or jumps there when `duration`
  /// is 0. A limited scroll clamps the target into its bounds; a wrapping one takes the shorter
  /// way round (ties go the direct way). Scrolling to where the engine already is starts no
  /// animation and emits no `didScroll` (a drag in progress still ends, and running motion is
  /// still cancelled, as in iCarousel).
  ///
  /// A drag in progress ends (`didEndDragging(willDecelerate: false)`) and later drag events of
  /// that gesture are ignored; running motion is cancelled.
  ///
  /// - Parameters:
  ///   - offset: The target, in units.
  ///   - duration: Seconds; 0 jumps.
  ///   - easing: The timing curve (iCarousel's ``Easing/inOutCubic``).
  ///   - time: When the scroll starts, in seconds; the engine's ``time`` when `nil`.
  /// - Precondition: `offset` is finite; `duration` is finite and not negative.
  public func scroll(to offset: Double, duration: Double, easing: Easing = .inOutCubic, at time: Double? = nil) {
    precondition(offset.isFinite, "Scroll target must be finite")
    scroll(byDistance: distance(to: offset), duration: duration, easing: easing, at: time)
  }

  /// Scrolls by `delta` units over `duration` seconds, or jumps when `duration` is 0. Unlike
  /// ``scroll(to:duration:easing:at:)`` a wrapping scroll goes exactly `delta`, however far.
  ///
  /// - Precondition: `delta` is finite; `duration` is finite and not negative.
  public func scroll(by delta: Double, duration: Double, easing: Easing = .inOutCubic, at time: Double? = nil) {
    precondition(delta.isFinite, "Scroll distance must be finite")
    scroll(byDistance: delta, duration: duration, easing: easing, at: time)
  }

  /// Scrolls to `offset` with a spring, starting from the current velocity (so a moving scroll
  /// is retargeted smoothly). Targets are clamped or wrapped as for
  /// ``scroll(to:duration:easing:at:)``.
  ///
  /// - Precondition: `offset` is finite.
  public func scroll(to offset: Double, spring: SpringParameters, at time: Double? = nil) {
    precondition(offset.isFinite, "Scroll target must be finite")
    moveTime(toOptional: time)
    // The running motion's velocity carries over, no faster than a release may be.
    let initialVelocity = motion == nil ? 0 : limitedToReleaseSpeed(velocity)
    guard let target = beginProgrammaticScroll(by: distance(to: offset)) else { return deliverEvents() }
    let tolerance = configuration.tolerance.scaled(toUnitsOf: configuration.pointsPerUnit)
    start(.animating(SpringSimulation(spring, from: position, to: target, velocity: initialVelocity, tolerance: tolerance)),
      settlesAfterward: false)
    deliverEvents()
  }

  /// Stops any motion where it is (reported cancelled). A drag in progress is unaffected.
  ///
  /// - Parameter time: When, in seconds; the engine's ``time`` when `nil`.
  public func stop(at time: Double? = nil) {
    moveTime(toOptional: time)
    cancelMotion()
    deliverEvents()
  }

  /// Asks the physics to settle the scroll where it rests now, as after a touch that did not
  /// drag: call it after changing the bounds or snap grid of an idle engine. Does nothing while
  /// dragging or moving.
  public func settle(at time: Double? = nil) {
    moveTime(toOptional: time)
    settleIfResting()
    deliverEvents()
  }

  private func scroll(byDistance delta: Double, duration: Double, easing: Easing, at time: Double?) {
    precondition(duration >= 0 && duration.isFinite, "Scroll duration must be finite and not negative")
    moveTime(toOptional: time)
    guard let target = beginProgrammaticScroll(by: delta) else { return deliverEvents() }
    if duration == 0 {
      finishedMotion = nil
      position = target
      reportScrollIfMoved()
    } else {
      start(.animating(TimedCurveSimulation(from: position, to: target, duration: duration, easing: easing)),
        settlesAfterward: false)
    }
    deliverEvents()
  }

  /// Ends a drag and cancels motion before a programmatic scroll by `delta`, and returns the
  /// target on the same scale as the (re-normalised) position, or `nil` if there is nowhere to go.
  private func beginProgrammaticScroll(by delta: Double) -> Double? {
    if phase == .dragging {
      phase = .idle
      drag.gestureStartPosition = nil
      emit(.didEndDragging(willDecelerate: false))
    }
    cancelMotion()
    normalizePosition()
    let target = configuration.bounds.period == nil ? configuration.bounds.clamped(position + delta) : position + delta
    return target == position ? nil : target
  }

  // MARK: - Internals

  /// Moves to an optional time given to a programmatic call; `nil` means the engine's ``time``.
  private func moveTime(toOptional time: Double?) {
    guard let time else { return }
    precondition(time.isFinite, "Time must be finite")
    moveTime(to: time)
  }

  /// Starts the physics' settle motion if the engine is at rest where it should not stay; a
  /// motion that is already over ends at once.
  private func settleIfResting() {
    guard phase == .idle, motion == nil,
      let next = configuration.physics.settleMotion(in: context(velocity: 0))
    else { return }
    start(next, settlesAfterward: true)
    moveTime(to: time)
  }

  private func distance(to offset: Double) -> Double {
    let here = configuration.bounds.normalized(position)
    guard let period = configuration.bounds.period else { return offset - here }
    return Self.shortestDistance(from: here, to: offset, period: period)
  }

  /// iCarousel's `minScrollDistance`: the signed distance from `from` to `to` on a circle of
  /// `period`, the direct way unless the way round is strictly shorter.
  ///
  /// - Complexity: O(1)
  public static func shortestDistance(from: Double, to: Double, period: Double) -> Double {
    let direct = to - from
    let reduced = wrappedRemainder(direct, period: period)  // exact however far `to` lies
    let around = reduced - period  // the other way, in [−period, 0)
    let candidate = abs(reduced) <= abs(around) ? reduced : around
    return abs(direct) <= abs(candidate) ? direct : candidate
  }

  private func start(_ next: ScrollMotion, settlesAfterward: Bool) {
    motion = ActiveMotion(kind: next.kind, simulation: next.simulation, startTime: time, settlesAfterward: settlesAfterward)
    switch next.kind {
    case .decelerating:
      phase = .decelerating
      emit(.willBeginDecelerating)
    case .animating:
      phase = .animating
      emit(.willBeginScrollingAnimation)
    }
  }

  private func cancelMotion() {
    guard let current = motion else { return }
    finishedMotion = (current, time)
    motion = nil
    phase = .idle
    // A shift in flight is clamped only as the motion moves on; stopped, it is clamped now.
    position = clampedForMotion(position)
    reportScrollIfMoved()
    emit(current.kind == .decelerating ? .didCancelDecelerating : .didCancelScrollingAnimation)
  }

  private func context(velocity: Double) -> ScrollContext {
    let here = configuration.bounds.normalized(position)
    let shift = here - position
    return ScrollContext(
      offset: here, velocity: velocity,
      dragStartOffset: drag.gestureStartPosition.map { $0 + shift } ?? here,
      bounds: configuration.bounds, snapGrid: configuration.snapGrid,
      maximumOverscroll: configuration.maximumOverscroll,
      tolerance: configuration.tolerance.scaled(toUnitsOf: configuration.pointsPerUnit),
      pointsPerUnit: configuration.pointsPerUnit)
  }

  /// Finger points per second → units per second (finger left = positive offset velocity),
  /// no faster than the configuration's maximum release speed.
  private func unitVelocity(fingerVelocity: Double) -> Double {
    let requested = -fingerVelocity * configuration.velocityMultiplier
    guard !requested.isNaN else { return 0 }  // a tracker fed offsets near the Double range's ends
    return limitedToReleaseSpeed(requested / configuration.pointsPerUnit)
  }

  /// A velocity in units per second, no faster than the maximum release speed.
  private func limitedToReleaseSpeed(_ unitsPerSecond: Double) -> Double {
    let limit = (configuration.maximumReleaseSpeed / configuration.pointsPerUnit).clampedToFinite
    return min(max(unitsPerSecond, -limit), limit)
  }

  private func clampedForMotion(_ value: Double) -> Double {
    configuration.bounds.clamped(value, overscroll: configuration.maximumOverscroll)
  }

  /// Where the offset is for a finger `translation` points from the drag's start.
  private func draggedPosition(translation: Double) -> Double {
    let bounds = configuration.bounds
    let scale = configuration.dragMultiplier / configuration.pointsPerUnit
    if bounds.period != nil {
      // A finite translation can still overflow after the multiplier: stay at the range's end.
      let moved = drag.startPosition - translation * scale
      return moved.clampedToFinite
    }
    // This event's movement in units, finite: two finite translations can differ by more than
    // the Double range, and an infinite step times a scale or resistance of 0 would be NaN.
    let eventStep = ((translation - drag.lastTranslation).clampedToFinite * scale).clampedToFinite
    switch configuration.rubberBand {
    case .linear(let limit):
      // iCarousel: each event's movement is scaled by the resistance before the event.
      let factor = RubberBand.linearResistance(overshoot: bounds.overshoot(position), limit: limit)
      let moved = position - eventStep * factor
      return bounds.clamped(moved, overscroll: limit)
    case .none:
      // Clamped after each event, as iCarousel does: moving back moves at once.
      return bounds.clamped(position - eventStep)
    case .exponential, .iOS:
      let raw = drag.rawStart - translation * scale
      let inside = bounds.clamped(raw)
      let shown = configuration.rubberBand.displayedOverscroll(
        raw: abs(raw - inside), pointsPerUnit: configuration.pointsPerUnit)
      return raw < inside ? inside - shown : inside + shown
    }
  }

  /// Wraps the position into the period, moving the drag's anchors by the same whole number of
  /// periods so the gesture keeps its shape.
  private func normalizePosition() {
    shiftEverything(by: configuration.bounds.normalized(position) - position)
  }

  /// Moves the position, a drag's anchors and any running motion by whole periods (or any
  /// constant), without events.
  private func shiftEverything(by shift: Double) {
    guard shift != 0 else { return }
    position += shift
    drag.startPosition += shift
    drag.rawStart += shift
    if let start = drag.gestureStartPosition { drag.gestureStartPosition = start + shift }
    if let current = motion { motion?.simulation = ShiftedSimulation(base: current.simulation, shift: shift) }
    finishedMotion = nil
  }

  private func reportScrollIfMoved() {
    let current = offset
    if current != lastReportedOffset {
      lastReportedOffset = current
      emit(.didScroll)
    }
  }

  private func configurationDidChange(from old: Configuration) {
    configuration.validate()
    // A wrapping position can be laps past the period. Leaving wrapping keeps the offset that
    // was shown: bring it into the old period first. (A new period means the content changed;
    // its owner maps offsets to it first, with ``remap(_:)``.)
    if old.bounds.period != nil && configuration.bounds.period == nil {
      shiftEverything(by: old.bounds.normalized(position) - position)
    }
    normalizePosition()
    // Into the new bounds at once, whatever the engine is doing: a drag's next event and a
    // motion's next frame clamp the same way (found by fuzzing: leaving wrapping mid-drag left
    // the offset past the new end).
    position = clampedForMotion(position)
    reportScrollIfMoved()
    deliverEvents()
  }

  private func emit(_ event: Event) {
    events.append(event, at: time)
  }

  /// Delivers queued events in order. Events caused by a delegate's calls are queued behind and
  /// delivered by the same loop.
  private func deliverEvents() {
    #if CAROUSELKIT_INTERNAL_CHECKS
      checkInvariants()
    #endif
    events.deliver { event, time in delegate?.scrollEngine(self, didEmit: event, at: time) }
  }

  #if CAROUSELKIT_INTERNAL_CHECKS
    private func checkInvariants() {
      precondition(position.isFinite && time.isFinite, "ScrollEngine: offset and time must stay finite")
      precondition((motion != nil) == (phase == .decelerating || phase == .animating), "ScrollEngine: phase and motion disagree")
      precondition(configuration.bounds.period != nil || clampedForMotion(position) == position,
        "ScrollEngine: offset beyond the overscroll limit")
    }
  #endif
}
