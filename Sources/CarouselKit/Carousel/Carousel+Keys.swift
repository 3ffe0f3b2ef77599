// The mouse wheel, the keyboard and accessibility actions.

extension Carousel {
  /// A mouse wheel or trackpad scroll of `delta` points, with the sign of a drag (positive moves
  /// the content right or down, showing lower indexes).
  ///
  /// The component along the axis is used, or the other one when that is zero (a plain mouse wheel
  /// on a horizontal carousel). Wheel events act as one drag; 0.15 s after the last one the
  /// carousel settles on an item.
  ///
  /// - Precondition: `delta` and `time` are finite.
  public func scrollWheel(delta: Point, at time: Double) {
    precondition(
      delta.x.isFinite && delta.y.isFinite && time.isFinite, "Wheel delta and time must be finite")
    guard settings.isScrollEnabled, state.itemCount > 0 else { return }
    let along = WheelGesture.along(delta, vertical: settings.isVertical)
    endWheelGestureIfIdle(before: time)
    // A finger dragging the carousel has it: the wheel waits until it lifts.
    guard !engine.isTracking || state.wheel.isActive else { return }
    if !state.wheel.isActive {
      engine.dragBegan(at: time)
      state.autoscrollAnchor = nil
      state.wheel = .init(isActive: true, translation: 0, lastTime: time)
    }
    // Finite however many huge deltas arrive: the engine takes finite translations only.
    state.wheel.translation = (state.wheel.translation + along).clampedToFinite
    state.wheel.lastTime = max(state.wheel.lastTime, time)
    engine.dragChanged(translation: state.wheel.translation, at: time)
    commit()
  }

  /// Ends a wheel gesture whose events stopped before `time`.
  func endWheelGestureIfIdle(before time: Double) {
    guard let end = state.wheel.end(before: time) else { return }
    state.wheel.isActive = false
    engine.dragEnded(velocity: 0, at: end)
    if !engine.isAnimating { restartAutoscroll(at: end) }
  }

  /// Handles a key at `time` (the carousel's ``time`` when `nil`): arrows along the axis move to
  /// the previous or next item (animated), home and end to the first and last.
  ///
  /// An arrow steps from the item a running motion heads for, or from the item centred, so
  /// presses during a scroll go further (as a pager's do).
  ///
  /// Returns whether the key did anything.
  ///
  /// - Precondition: `time`, when given, is finite.
  @discardableResult
  public func handleKey(_ key: CarouselKey, at time: Double? = nil) -> Bool {
    advanceState(toOptional: time)
    defer { commit() }  // the events of the advance, even when the key does nothing
    let count = state.itemCount
    guard count > 0 else { return false }
    let vertical = settings.isVertical
    let wrap = state.resolved.wrap
    let s = itemOffset
    // Where the content heads, on the same unwrapped scale as `s`.
    var heading = s
    if let end = engine.targetOffset.map({ items(atEngineOffset: $0) }) {
      heading +=
        wrap ? ScrollEngine.shortestDistance(from: s, to: end, period: Double(count)) : end - s
    }
    let step: Int
    switch key {
    case .left where !vertical, .up where vertical: step = -1
    case .right where !vertical, .down where vertical: step = 1
    case .home, .end:
      let target = key == .home ? 0 : count - 1
      guard target != currentIndexOrNone || s != Double(target) || engine.isAnimating else {
        return false
      }
      scrollToItem(target, animated: true)
      return true
    default: return false
    }
    if wrap {
      // One step from the item it heads for: the next copy, even with a single item.
      scroll(byOffset: heading.rounded() - s + Double(step), duration: Self.slideDuration)
      return true
    }
    let target = clampedIndex(atOffset: heading) + step
    guard (0..<count).contains(target) else { return false }
    scrollToItem(target, animated: true)
    return true
  }

  // MARK: - Accessibility

  /// What a screen reader says the carousel's value is: `"Item 3 of 20"`, or `"No items"`.
  public var accessibilityValue: String {
    state.itemCount == 0 ? "No items" : "Item \(currentItemIndex + 1) of \(state.itemCount)"
  }

  /// The accessibility increment action at `time` (the carousel's ``time`` when `nil`): the next
  /// item, animated.
  ///
  /// Returns whether it moved.
  ///
  /// - Precondition: `time`, when given, is finite.
  @discardableResult
  public func accessibilityIncrement(at time: Double? = nil) -> Bool {
    scrollToNextItem(at: time)
  }

  /// The accessibility decrement action at `time` (the carousel's ``time`` when `nil`): the
  /// previous item, animated.
  ///
  /// Returns whether it moved.
  ///
  /// - Precondition: `time`, when given, is finite.
  @discardableResult
  public func accessibilityDecrement(at time: Double? = nil) -> Bool {
    scrollToPreviousItem(at: time)
  }
}
