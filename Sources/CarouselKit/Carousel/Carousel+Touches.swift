// Touches, drags and taps.

extension Carousel {
  /// A finger touched down.
  ///
  /// If scrolling is enabled, any motion stops where it is (reported as cancelled); autoscroll
  /// pauses until the finger lifts.
  ///
  /// - Precondition: `time` is finite.
  public func touchBegan(at time: Double) {
    precondition(time.isFinite, "Touch time must be finite")
    state.autoscrollAnchor = nil
    guard settings.isScrollEnabled else {
      state.gesture = .init(isTouching: true)
      return
    }
    engine.advance(to: time)
    let moving = engine.isAnimating || isAutoscrolling
    state.gesture = .init(stoppedMotion: moving, isTouching: true)
    engine.touchBegan(at: time)
    commit()
  }

  /// The finger started to drag.
  ///
  /// The drag is accepted at its first movement (see ``dragChanged(translation:at:)-(Point,_)``),
  /// and refused when scrolling is disabled or there are no items.
  ///
  /// - Precondition: `time` is finite.
  public func dragBegan(at time: Double) {
    precondition(time.isFinite, "Drag time must be finite")
    if !state.gesture.isTouching { touchBegan(at: time) }
    state.gesture.decided = false
    state.gesture.refused = !settings.isScrollEnabled || state.itemCount == 0
    state.gesture.dragStart = time
  }

  /// The finger is `translation` points from where the drag began, along the axis (positive
  /// right, or down when vertical).
  ///
  /// - Precondition: `translation` and `time` are finite.
  public func dragChanged(translation: Double, at time: Double) {
    let along = settings.isVertical ? Point(x: 0, y: translation) : Point(x: translation, y: 0)
    dragChanged(translation: along, at: time)
  }

  /// The finger is `translation` points from where the drag began, in both directions.
  ///
  /// With ``CarouselConfiguration/ignorePerpendicularSwipes`` the first movement decides: a drag that starts more across
  /// the axis than along it is left to the host (a page scroll, say) and ignored.
  ///
  /// - Precondition: `translation` and `time` are finite.
  public func dragChanged(translation: Point, at time: Double) {
    precondition(
      translation.x.isFinite && translation.y.isFinite, "Drag translation must be finite")
    precondition(time.isFinite, "Drag time must be finite")
    let vertical = settings.isVertical
    if !state.gesture.decided {
      guard translation != .zero else { return }
      let along = abs(vertical ? translation.y : translation.x)
      let across = abs(vertical ? translation.x : translation.y)
      if settings.ignorePerpendicularSwipes && across > along { state.gesture.refused = true }
      acceptDragIfAllowed()
    }
    guard !state.gesture.refused else { return }
    engine.dragChanged(translation: vertical ? translation.y : translation.x, at: time)
    commit()
  }

  /// The finger lifted after dragging, moving at `velocity` points per second along the axis
  /// (positive right or down), or at the carousel's own estimate when `nil`.
  ///
  /// Momentum, paging, bounce and snapping follow iCarousel: a release faster than 2 items/s whose
  /// glide, `v/(60(1 − decelerationRate))` items, exceeds 0.1 item decelerates onto the item
  /// boundary past its end; a slower one snaps to the nearest item in 0.4 s.
  ///
  /// - Precondition: `velocity` (when given) and `time` are finite.
  public func dragEnded(velocity: Double? = nil, at time: Double) {
    if let velocity { precondition(velocity.isFinite, "Release velocity must be finite") }
    precondition(time.isFinite, "Drag time must be finite")
    acceptDragIfAllowed()
    state.gesture.isTouching = false
    guard !state.gesture.refused else {
      finishTouch(at: time)
      return
    }
    engine.dragEnded(velocity: velocity, at: time)
    if !engine.isAnimating { restartAutoscroll(at: time) }
    commit()
  }

  /// The finger lifted without dragging: if its touch stopped the carousel between items, it
  /// settles on one (iCarousel #694; see ``CarouselCompatibility/touchLeavesCarouselUnaligned``).
  ///
  /// - Precondition: `time` is finite.
  public func touchEnded(at time: Double) {
    precondition(time.isFinite, "Touch time must be finite")
    if state.gesture.decided && !state.gesture.refused && isDragging {
      return dragEnded(velocity: nil, at: time)
    }
    state.gesture.isTouching = false
    finishTouch(at: time)
  }

  /// A tap at `point` (the carousel's coordinates, origin top left) at `time`: the end of a touch
  /// that did not drag.
  ///
  /// Tapping an item selects it — the delegate is asked
  /// ``CarouselDelegate/carousel(_:shouldSelectItemAt:)`` — and, with ``CarouselConfiguration/centerItemWhenSelected``,
  /// scrolls it to the centre; tapping empty space or a placeholder (iCarousel #737) re-centres the
  /// current item. A tap whose touch stopped a moving carousel only lets it settle (iCarousel
  /// #602). A delegate that changes the items from `shouldSelectItemAt` (a reload, an insert or
  /// a remove) cancels the selection: the index it was asked about may name another item now.
  ///
  /// - Precondition: `point` and `time` are finite.
  /// - Complexity: O(visible items).
  public func tap(at point: Point, at time: Double) {
    precondition(
      point.x.isFinite && point.y.isFinite && time.isFinite, "Tap point and time must be finite")
    let stoppedMotion = state.gesture.stoppedMotion
    state.gesture = .init()
    advanceState(toOptional: time)
    if stoppedMotion && !state.compatibility.tapOnMovingCarouselSelects {
      finishTouch(at: time)
      return
    }
    engine.touchEnded(at: time, settles: false)
    let current = currentIndexOrNone
    if let hit = itemLayout(at: point), !hit.isPlaceholder {
      let index = hit.index
      let data = state.dataGeneration
      let selects = delegate?.carousel(self, shouldSelectItemAt: index) ?? true
      guard state.dataGeneration == data else {
        // The delegate changed the items: `index` may name another item now.
        restartAutoscroll(at: time)
        commit()
        return
      }
      if selects {
        if (index != current && settings.centerItemWhenSelected)
          || (index == current && settings.scrollToItemBoundary)
        {
          // The copy that was hit, when few items repeat; the item (the short way round) otherwise.
          if state.regime == .ghosts {
            scroll(byOffset: hit.offset + state.resolved.anchorShift, duration: Self.slideDuration)
          } else {
            scrollToItem(index, animated: true)
          }
        }
        emit(.didSelectItem(index: index), at: engine.time)
      } else if settings.isScrollEnabled && settings.scrollToItemBoundary
        && settings.autoscroll != 0
      {
        scrollToItem(current, animated: true)
      }
    } else if current >= 0 {
      scrollToItem(current, animated: true)
    }
    restartAutoscroll(at: time)
    commit()
  }

  private func acceptDragIfAllowed() {
    guard !state.gesture.decided else { return }
    state.gesture.decided = true
    guard !state.gesture.refused else { return }
    engine.dragBegan(at: state.gesture.dragStart)
  }

  private func finishTouch(at time: Double) {
    let settles =
      !state.compatibility.touchLeavesCarouselUnaligned && settings.autoscroll == 0
    engine.touchEnded(at: time, settles: settles)
    restartAutoscroll(at: time)
    state.gesture = .init()
    commit()
  }
}
