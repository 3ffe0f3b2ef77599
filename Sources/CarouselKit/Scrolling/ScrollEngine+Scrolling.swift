// Programmatic scrolls: eased and spring scrolls, jumps, stopping and settling.

extension ScrollEngine {
  /// Scrolls to `offset` over `duration` seconds along `easing`, or jumps there when `duration` is
  /// 0.
  ///
  /// A limited scroll clamps the target into its bounds; a wrapping one takes the shorter way round
  /// (ties go the direct way). Scrolling to where the engine already is starts no animation and
  /// emits no `didScroll` (a drag in progress still ends, and running motion is still cancelled, as
  /// in iCarousel).
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
  public func scroll(
    to offset: Double, duration: Double, easing: Easing = .inOutCubic, at time: Double? = nil
  ) {
    precondition(offset.isFinite, "Scroll target must be finite")
    moveTime(toOptional: time)
    scroll(byDistance: distance(to: offset), duration: duration, easing: easing)
  }

  /// Scrolls by `delta` units over `duration` seconds, or jumps when `duration` is 0.
  ///
  /// Unlike ``scroll(to:duration:easing:at:)`` a wrapping scroll goes exactly `delta`, however far.
  ///
  /// - Parameters:
  ///   - delta: How far to scroll, in units.
  ///   - duration: How long the scroll takes, in seconds; 0 jumps.
  ///   - easing: The curve the offset follows (iCarousel's cubic ease-in-out by default).
  ///   - time: When the scroll starts, in seconds; the engine's ``time`` when `nil`.
  /// - Precondition: `delta` is finite; `duration` is finite and not negative.
  public func scroll(
    by delta: Double, duration: Double, easing: Easing = .inOutCubic, at time: Double? = nil
  ) {
    precondition(delta.isFinite, "Scroll distance must be finite")
    moveTime(toOptional: time)
    scroll(byDistance: delta, duration: duration, easing: easing)
  }

  /// Scrolls to `offset` with a spring, starting from the current velocity (so a moving scroll is
  /// retargeted smoothly).
  ///
  /// Targets are clamped or wrapped as for ``scroll(to:duration:easing:at:)``.
  ///
  /// - Parameters:
  ///   - offset: Where to scroll to, in units.
  ///   - spring: The spring that carries the offset there.
  ///   - time: When the scroll starts, in seconds; the engine's ``time`` when `nil`.
  /// - Precondition: `offset` is finite.
  public func scroll(to offset: Double, spring: SpringParameters, at time: Double? = nil) {
    precondition(offset.isFinite, "Scroll target must be finite")
    moveTime(toOptional: time)
    // The running motion's velocity carries over, no faster than a release may be.
    let initialVelocity = motion == nil ? 0 : limitedToReleaseSpeed(velocity)
    guard let target = beginProgrammaticScroll(by: distance(to: offset)) else {
      return deliverEvents()
    }
    let tolerance = configuration.tolerance.scaled(toUnitsOf: configuration.pointsPerUnit)
    start(
      .animating(
        SpringSimulation(
          spring, from: position, to: target, velocity: initialVelocity, tolerance: tolerance)),
      settlesAfterward: false)
    deliverEvents()
  }

  /// Stops any motion where it is (reported cancelled).
  ///
  /// A drag in progress is unaffected.
  ///
  /// - Parameter time: When, in seconds; the engine's ``time`` when `nil`.
  public func stop(at time: Double? = nil) {
    moveTime(toOptional: time)
    cancelMotion()
    deliverEvents()
  }

  /// Asks the physics to settle the scroll where it rests now, as after a touch that did not drag:
  /// call it after changing the bounds or snap grid of an idle engine.
  ///
  /// Does nothing while dragging or moving.
  ///
  /// - Parameter time: When, in seconds; the engine's ``time`` when `nil`.
  public func settle(at time: Double? = nil) {
    moveTime(toOptional: time)
    settleIfResting()
    deliverEvents()
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

  /// Starts the physics' settle motion if the engine is at rest where it should not stay; a
  /// motion that is already over ends at once.
  func settleIfResting() {
    guard phase == .idle, motion == nil,
      let next = configuration.physics.settleMotion(in: context(velocity: 0))
    else { return }
    start(next, settlesAfterward: true)
    moveTime(to: time)
  }

  private func scroll(byDistance delta: Double, duration: Double, easing: Easing) {
    precondition(
      duration >= 0 && duration.isFinite, "Scroll duration must be finite and not negative")
    guard let target = beginProgrammaticScroll(by: delta) else { return deliverEvents() }
    if duration == 0 {
      finishedMotion = nil
      position = target
      reportScrollIfMoved()
    } else {
      start(
        .animating(
          TimedCurveSimulation(from: position, to: target, duration: duration, easing: easing)),
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
    let target =
      configuration.bounds.period == nil
      ? configuration.bounds.clamped(position + delta) : position + delta
    return target == position ? nil : target
  }

  private func distance(to offset: Double) -> Double {
    let here = configuration.bounds.normalized(position)
    guard let period = configuration.bounds.period else { return offset - here }
    return Self.shortestDistance(from: here, to: offset, period: period)
  }
}
