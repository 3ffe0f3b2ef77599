// Touches and drags: following the finger, the rubber band, and handing over to the physics
// when it lifts.

extension ScrollEngine {
  /// A finger touched down.
  ///
  /// Any motion stops where it is (and is reported cancelled); nothing else happens until the
  /// finger drags or lifts.
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
  ///
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
  ///
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
  /// (positive right or down), or at the engine's own least-squares estimate when `nil`.
  ///
  /// The physics chooses what follows. With no drag under way (a touch that stopped a motion
  /// and never moved) it is a lifted touch, ``touchEnded(at:)``: the scroll settles where the
  /// touch left it instead of staying there.
  ///
  /// - Precondition: `velocity` (when given) and `time` are finite.
  public func dragEnded(velocity: Double? = nil, at time: Double) {
    if let velocity { precondition(velocity.isFinite, "Release velocity must be finite") }
    precondition(time.isFinite, "Drag time must be finite")
    guard phase == .dragging else { return touchEnded(at: time) }
    isTracking = false
    moveTime(to: time)
    // Only a shift during the drag can put the offset past the overscroll the rubber band
    // allows; the physics starts from inside it.
    position = limits.clamped(position)
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

  /// The finger lifted without dragging.
  ///
  /// If it had stopped a motion between boundaries (or past an end), the physics settles the
  /// scroll, so a touch never leaves it stranded (iCarousel #694). During a drag it means
  /// ``dragEnded(velocity:at:)`` with the engine's own estimate.
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

  /// Where the offset is for a finger `translation` points from the drag's start.
  func draggedPosition(translation: Double) -> Double {
    let bounds = configuration.bounds
    // Finite, so that a finger that has not moved moves nothing: with points per unit as small
    // as 5e-324 the scale overflows, and 0 × ∞ is NaN (found by fuzzing a wheel event of 0).
    let scale = (configuration.dragMultiplier / configuration.pointsPerUnit).clampedToFinite
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
}
