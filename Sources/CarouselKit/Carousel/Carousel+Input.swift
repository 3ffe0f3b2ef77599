// Touches, taps, wheel and keys; programmatic scrolling; autoscroll; accessibility.

// MARK: - Touches

extension Carousel {
  /// A finger touched down. If scrolling is enabled, any motion stops where it is (reported as
  /// cancelled); autoscroll pauses until the finger lifts.
  ///
  /// - Precondition: `time` is finite.
  public func touchBegan(at time: Double) {
    precondition(time.isFinite, "Touch time must be finite")
    autoscrollAnchor = nil
    guard isScrollEnabled else {
      gesture = GestureState(isTouching: true)
      return
    }
    engine.advance(to: time)
    let moving = engine.isAnimating || isAutoscrolling
    gesture = GestureState(isTouching: true)
    gesture.stoppedMotion = moving
    engine.touchBegan(at: time)
    refresh()
    deliverEvents()
  }

  /// The finger started to drag. The drag is accepted at its first movement (see
  /// ``dragChanged(translation:at:)-(Point,_)``), and refused when scrolling is disabled or there are no items.
  ///
  /// - Precondition: `time` is finite.
  public func dragBegan(at time: Double) {
    precondition(time.isFinite, "Drag time must be finite")
    if !gesture.isTouching { touchBegan(at: time) }
    gesture.decided = false
    gesture.refused = !isScrollEnabled || itemCount == 0
    gesture.dragStart = time
  }

  /// The finger is `translation` points from where the drag began, along the axis (positive
  /// right, or down when vertical).
  ///
  /// - Precondition: `translation` and `time` are finite.
  public func dragChanged(translation: Double, at time: Double) {
    let along = isVertical ? Point(x: 0, y: translation) : Point(x: translation, y: 0)
    dragChanged(translation: along, at: time)
  }

  /// The finger is `translation` points from where the drag began, in both directions. With
  /// ``ignorePerpendicularSwipes`` the first movement decides: a drag that starts more across
  /// the axis than along it is left to the host (a page scroll, say) and ignored.
  ///
  /// - Precondition: `translation` and `time` are finite.
  public func dragChanged(translation: Point, at time: Double) {
    precondition(translation.x.isFinite && translation.y.isFinite, "Drag translation must be finite")
    precondition(time.isFinite, "Drag time must be finite")
    if !gesture.decided {
      guard translation != .zero else { return }
      let along = abs(isVertical ? translation.y : translation.x)
      let across = abs(isVertical ? translation.x : translation.y)
      if ignorePerpendicularSwipes && across > along { gesture.refused = true }
      acceptDragIfAllowed()
    }
    guard !gesture.refused else { return }
    engine.dragChanged(translation: isVertical ? translation.y : translation.x, at: time)
    deliverEvents()
  }

  /// The finger lifted after dragging, moving at `velocity` points per second along the axis
  /// (positive right or down), or at the carousel's own estimate when `nil`. Momentum, paging,
  /// bounce and snapping follow iCarousel (§3.3–3.6).
  ///
  /// - Precondition: `velocity` (when given) and `time` are finite.
  public func dragEnded(velocity: Double? = nil, at time: Double) {
    if let velocity { precondition(velocity.isFinite, "Release velocity must be finite") }
    precondition(time.isFinite, "Drag time must be finite")
    acceptDragIfAllowed()
    gesture.isTouching = false
    guard !gesture.refused else {
      finishTouch(at: time)
      return
    }
    engine.dragEnded(velocity: velocity, at: time)
    if !engine.isAnimating { restartAutoscroll(at: time) }
    refresh()
    deliverEvents()
  }

  /// The finger lifted without dragging: if its touch stopped the carousel between items, it
  /// settles on one (iCarousel #694; see ``CarouselCompatibility/touchLeavesCarouselUnaligned``).
  ///
  /// - Precondition: `time` is finite.
  public func touchEnded(at time: Double) {
    precondition(time.isFinite, "Touch time must be finite")
    if gesture.decided && !gesture.refused && isDragging { return dragEnded(velocity: nil, at: time) }
    gesture.isTouching = false
    finishTouch(at: time)
  }

  /// A tap at `point` (the carousel's coordinates, origin top left) at `time`: the end of a
  /// touch that did not drag. Tapping an item selects it — the delegate is asked
  /// ``CarouselDelegate/carousel(_:shouldSelectItemAt:)`` — and, with
  /// ``centerItemWhenSelected``, scrolls it to the centre; tapping empty space or a placeholder
  /// (iCarousel #737) re-centres the current item. A tap whose touch stopped a moving carousel
  /// only lets it settle (iCarousel #602).
  ///
  /// - Precondition: `point` and `time` are finite.
  public func tap(at point: Point, time: Double) {
    precondition(point.x.isFinite && point.y.isFinite && time.isFinite, "Tap point and time must be finite")
    let stoppedMotion = gesture.stoppedMotion
    gesture = GestureState()
    if time > engine.time { advance(to: time) }
    if stoppedMotion && !compatibility.contains(.tapOnMovingCarouselSelects) {
      finishTouch(at: time)
      return
    }
    engine.touchEnded(at: time, settles: false)
    let current = currentItemIndex
    if let hit = itemLayout(at: point), !hit.isPlaceholder {
      let index = hit.index
      if delegate?.carousel(self, shouldSelectItemAt: index) ?? true {
        if (index != current && centerItemWhenSelected) || (index == current && scrollToItemBoundary) {
          // The copy that was hit, when few items repeat; the item (the short way round) otherwise.
          if regime == .ghosts {
            scroll(byOffset: hit.offset, duration: Self.slideDuration)
          } else {
            scrollToItem(at: index, animated: true)
          }
        }
        emit(.didSelect(index))
      } else if isScrollEnabled && scrollToItemBoundary && autoscroll != 0 {
        scrollToItem(at: current, animated: true)
      }
    } else if current >= 0 {
      scrollToItem(at: current, animated: true)
    }
    restartAutoscroll(at: time)
    deliverEvents()
  }

  private func acceptDragIfAllowed() {
    guard !gesture.decided else { return }
    gesture.decided = true
    guard !gesture.refused else { return }
    engine.dragBegan(at: gesture.dragStart)
  }

  private func finishTouch(at time: Double) {
    let settles = !compatibility.contains(.touchLeavesCarouselUnaligned) && autoscroll == 0
    engine.touchEnded(at: time, settles: settles)
    restartAutoscroll(at: time)
    gesture = GestureState()
    refresh()
    deliverEvents()
  }
}

// MARK: - Wheel and keys

/// A key a host forwards to a ``Carousel``.
public enum CarouselKey: Hashable, Sendable {
  /// Arrow keys: those along the carousel's axis move to the previous or next item.
  case left, right, up, down
  /// The first and the last item.
  case home, end
}

extension Carousel {
  /// A mouse wheel or trackpad scroll of `delta` points, with the sign of a drag (positive moves
  /// the content right or down, showing lower indexes). The component along the axis is used,
  /// or the other one when that is zero (a plain mouse wheel on a horizontal carousel). Wheel
  /// events act as one drag; 0.15 s after the last one the carousel settles on an item.
  ///
  /// - Precondition: `delta` and `time` are finite.
  public func scrollWheel(delta: Point, at time: Double) {
    precondition(delta.x.isFinite && delta.y.isFinite && time.isFinite, "Wheel delta and time must be finite")
    guard isScrollEnabled, itemCount > 0 else { return }
    var along = isVertical ? delta.y : delta.x
    if along == 0 { along = isVertical ? delta.x : delta.y }
    endWheelGestureIfIdle(before: time)
    if !wheel.isActive {
      engine.dragBegan(at: time)
      autoscrollAnchor = nil
      wheel = WheelState(isActive: true, translation: 0, lastTime: time)
    }
    // Finite however many huge deltas arrive: the engine takes finite translations only.
    wheel.translation = (wheel.translation + along).clampedToFinite
    wheel.lastTime = max(wheel.lastTime, time)
    engine.dragChanged(translation: wheel.translation, at: time)
    deliverEvents()
  }

  /// Ends a wheel gesture whose events stopped before `time`.
  func endWheelGestureIfIdle(before time: Double) {
    guard wheel.isActive, time - wheel.lastTime >= WheelState.quietPeriod else { return }
    wheel.isActive = false
    let end = wheel.lastTime + WheelState.quietPeriod
    engine.dragEnded(velocity: 0, at: end)
    if !engine.isAnimating { restartAutoscroll(at: end) }
  }

  /// Handles a key: arrows along the axis move to the previous or next item (animated), home
  /// and end to the first and last. Returns whether the key did anything.
  @discardableResult
  public func handleKey(_ key: CarouselKey) -> Bool {
    guard itemCount > 0 else { return false }
    let current = currentItemIndex
    let target: Int
    switch key {
    case .left where !isVertical, .up where isVertical: target = current - 1
    case .right where !isVertical, .down where isVertical: target = current + 1
    case .home: target = 0
    case .end: target = itemCount - 1
    default: return false
    }
    guard resolved.wrap || (0..<itemCount).contains(target) else { return false }
    if resolved.wrap, key != .home, key != .end {
      // One step from the item now centred: the next copy, even with a single item.
      let s = engine.offset
      scroll(byOffset: s.rounded() - s + Double(target - current), duration: Self.slideDuration)
      return true
    }
    guard target != current || engine.offset != Double(current) else { return false }
    scrollToItem(at: target, animated: true)
    return true
  }

  // MARK: - Accessibility

  /// What a screen reader says the carousel's value is: `"Item 3 of 20"`, or `"No items"`.
  public var accessibilityValue: String {
    itemCount == 0 ? "No items" : "Item \(currentItemIndex + 1) of \(itemCount)"
  }

  /// The accessibility increment action: the next item, animated. Returns whether it moved.
  @discardableResult
  public func accessibilityIncrement() -> Bool { handleKey(isVertical ? .down : .right) }

  /// The accessibility decrement action: the previous item, animated. Returns whether it moved.
  @discardableResult
  public func accessibilityDecrement() -> Bool { handleKey(isVertical ? .up : .left) }
}

// MARK: - Programmatic scrolling

extension Carousel {
  /// Scrolls to item `index` in 0.4 s (iCarousel's snap), or jumps when not `animated`. When
  /// wrapping, it goes the shorter way round; otherwise out-of-range indexes are clamped.
  public func scrollToItem(at index: Int, animated: Bool) {
    scrollToItem(at: index, duration: animated ? Self.slideDuration : 0)
  }

  /// Scrolls to item `index` over `duration` seconds along iCarousel's cubic ease-in-out.
  /// Started during motion it lands exactly on the item (iCarousel #197).
  ///
  /// - Precondition: `duration` is finite and not negative.
  public func scrollToItem(at index: Int, duration: Double) {
    scroll(toOffset: Double(index), duration: duration)
  }

  /// Scrolls by `count` items over `duration` seconds: to the boundary `count` items beyond the
  /// one before (or after) the current offset. With duration 0 it jumps `count` items from the
  /// last index reported to the delegate, as iCarousel does.
  ///
  /// - Precondition: `duration` is finite and not negative.
  public func scroll(byNumberOfItems count: Int, duration: Double) {
    let s = engine.offset
    if duration > 0 {
      let target = count > 0 ? s.rounded(.down) + Double(count) : count < 0 ? s.rounded(.up) + Double(count) : s.rounded()
      scroll(byOffset: target - s, duration: duration)
    } else {
      scrollOffset = Double(clampedIndex(previousItemIndex + count))
    }
  }

  /// Scrolls to `offset` (in items) over `duration` seconds, the shorter way round when
  /// wrapping; 0 jumps. Unlike a snap it does not round to an item (as iCarousel, #734).
  ///
  /// - Precondition: `offset` is finite; `duration` is finite and not negative.
  public func scroll(toOffset offset: Double, duration: Double) {
    programmaticScroll(duration: duration) { engine.scroll(to: offset, duration: duration) }
  }

  /// Scrolls by `offset` items over `duration` seconds; 0 jumps.
  ///
  /// - Precondition: `offset` is finite; `duration` is finite and not negative.
  public func scroll(byOffset offset: Double, duration: Double) {
    programmaticScroll(duration: duration) { engine.scroll(by: offset, duration: duration) }
  }

  /// Runs a programmatic scroll: autoscroll pauses for an animation and resumes after a jump.
  private func programmaticScroll(duration: Double, _ start: () -> Void) {
    autoscrollAnchor = nil
    start()
    if duration == 0 { restartAutoscroll(at: engine.time) }
    refresh()
    deliverEvents()
  }
}

// MARK: - Autoscroll

extension Carousel {
  /// Whether autoscroll is moving the carousel now: it is on, nothing else moves it, no finger
  /// is down, and (when not wrapping) it has not reached the end it heads for (#837).
  var isAutoscrolling: Bool {
    guard autoscroll != 0, autoscroll.isFinite, itemCount > 0, !engine.isAnimating, !isDragging,
      !gesture.isTouching, !wheel.isActive
    else { return false }
    if resolved.wrap { return true }
    let s = engine.offset
    return autoscrollDirection * autoscroll > 0 ? s < Double(itemCount - 1) : s > 0
  }

  private var autoscrollDirection: Double {
    compatibility.contains(.autoscrollMovesBackward) ? -1 : 1
  }

  /// Moves the carousel to where autoscroll puts it at the current time: a closed form from
  /// the moment it last started, so restarting never jumps (iCarousel #466, #452).
  func stepAutoscroll() {
    guard isAutoscrolling else {
      if autoscroll == 0 { autoscrollAnchor = nil }
      return
    }
    let now = engine.time
    guard let anchor = autoscrollAnchor else {
      autoscrollAnchor = (now, engine.offset)
      return
    }
    var target = anchor.offset + autoscrollDirection * autoscroll * (now - anchor.time)
    // A huge speed over a long time can overflow; wrapping reduces any finite target exactly.
    target = target.clampedToFinite
    if !resolved.wrap { target = min(max(target, 0), Double(itemCount - 1)) }
    engine.scroll(to: target, duration: 0)
  }

  /// Autoscroll resumes from here: the instant a motion ended, a finger lifted or it was set.
  func restartAutoscroll(at time: Double) {
    autoscrollAnchor = autoscroll != 0 ? (time, engine.offset) : nil
  }

  func autoscrollDidChange() {
    restartAutoscroll(at: engine.time)
    propertiesDidChange()
  }

  /// Applies a property change: re-derives the configuration and the layout, and, at rest,
  /// settles an offset the change left between items or past an end (iCarousel's layout pass,
  /// which also runs on these changes).
  func propertiesDidChange() {
    refresh()
    if !engine.isAnimating && !isDragging && !engine.isTracking && autoscroll == 0 && !isApplyingUpdate {
      engine.settle()
    }
    deliverEvents()
  }
}
