// The keyboard, the mouse wheel and accessibility actions.

extension Pager {
  /// A mouse wheel or trackpad scroll of `delta` points, with the sign of a drag (positive moves
  /// the pages right or down, showing earlier pages).
  ///
  /// The component along the axis is used, or the other one when that is zero (a plain mouse wheel
  /// on a horizontal pager). Wheel events act as one drag; 0.15 s after the last one the drag
  /// ends with no velocity, and the paging rule brings the pages onto the nearest page. Ignored
  /// while ``Configuration/isScrollEnabled`` is off, as touches are.
  ///
  /// - Precondition: `delta` and `time` are finite.
  public func scrollWheel(delta: Point, at time: Double) {
    precondition(
      delta.x.isFinite && delta.y.isFinite && time.isFinite, "Wheel delta and time must be finite")
    endWheelGestureIfIdle(before: time)
    // A finger dragging the pages has them: the wheel waits until it lifts.
    guard configuration.isScrollEnabled, layout.pageCount > 0, !engine.isTracking || wheel.isActive
    else { return finish() }
    if !wheel.isActive {
      engine.dragBegan(at: time)
      wheel = WheelGesture(isActive: true, translation: 0, lastTime: time)
    }
    // Finite however many huge deltas arrive: the engine takes finite translations only.
    let along = WheelGesture.along(delta, vertical: configuration.axis == .vertical)
    wheel.translation = (wheel.translation + along).clampedToFinite
    wheel.lastTime = max(wheel.lastTime, time)
    engine.dragChanged(translation: wheel.translation, at: time)
    finish()
  }

  /// Ends a wheel gesture whose events stopped before `time` (the pager's time when `nil`), at
  /// its quiet instant.
  func endWheelGestureIfIdle(before time: Double?) {
    guard let end = wheel.end(before: max(time ?? engine.time, engine.time)) else { return }
    wheel.isActive = false
    engine.dragEnded(velocity: 0, at: end)
  }

  /// A touch or a programmatic scroll takes over from a wheel gesture: it ends now, released
  /// with no velocity, as if its events had stopped.
  func endWheelGesture(at time: Double?) {
    guard wheel.isActive else { return }
    wheel.isActive = false
    engine.dragEnded(velocity: 0, at: max(time ?? engine.time, engine.time))
  }

  /// Handles a key: the arrows along the axis go to the previous or next page, home and end to the
  /// first and last, animated.
  ///
  /// Returns whether the key did anything.
  ///
  /// - Precondition: `time`, when given, is finite.
  @discardableResult
  public func handleKey(_ key: NavigationKey, at time: Double? = nil) -> Bool {
    endWheelGestureIfIdle(before: time)
    let vertical = configuration.axis == .vertical
    switch key {
    case .left where !vertical, .up where vertical: return scrollToPreviousPage(at: time)
    case .right where !vertical, .down where vertical: return scrollToNextPage(at: time)
    case .home, .end:
      if let time { advance(to: time) }
      let page = key == .home ? 0 : pageCount - 1
      guard pageCount > 0, (targetPage ?? settledPage) != page else {
        finish()
        return false
      }
      scrollToPage(page, animated: true)
      return true
    default: return false
    }
  }

  /// What a screen reader says: `"Page 3 of 7"`, or `"No pages"`.
  public var accessibilityValue: String {
    pageCount == 0 ? "No pages" : "Page \(currentPage + 1) of \(pageCount)"
  }

  /// The accessibility increment action: the next page, animated.
  ///
  /// Returns whether it moved.
  @discardableResult
  public func accessibilityIncrement(at time: Double? = nil) -> Bool {
    scrollToNextPage(at: time)
  }

  /// The accessibility decrement action: the previous page, animated.
  ///
  /// Returns whether it moved.
  @discardableResult
  public func accessibilityDecrement(at time: Double? = nil) -> Bool {
    scrollToPreviousPage(at: time)
  }
}
