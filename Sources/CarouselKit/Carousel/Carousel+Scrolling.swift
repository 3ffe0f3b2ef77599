// Programmatic scrolling and autoscroll.

extension Carousel {
  /// The length of an animated scroll to an item, and of the slide after an insert or remove,
  /// in seconds (iCarousel's `SCROLL_DURATION` and `INSERT_DURATION`, both 0.4).
  static var slideDuration: Double { MomentumPhysics.iCarouselSnapDuration }

  /// Scrolls to item `index` in 0.4 s (iCarousel's snap), or jumps when not `animated`:
  /// iCarousel's `scrollToItemAtIndex:animated:`, and the contract's go-to-page call.
  ///
  /// When wrapping, it goes the shorter way round; otherwise out-of-range indexes are clamped.
  ///
  /// - Parameters:
  ///   - index: The item to scroll to.
  ///   - animated: Whether to scroll over 0.4 s rather than jump.
  ///   - time: When the scroll starts, in seconds; the carousel's ``time`` when `nil`.
  /// - Returns: Whether the carousel moves: `false` when it already rests on the item, or has no
  ///   items.
  /// - Precondition: `time`, when given, is finite.
  @discardableResult
  public func scrollToItem(_ index: Int, animated: Bool, at time: Double? = nil) -> Bool {
    scrollToItem(index, duration: animated ? Self.slideDuration : 0, at: time)
  }

  /// Scrolls to item `index` over `duration` seconds along iCarousel's cubic ease-in-out
  /// (iCarousel's `scrollToItemAtIndex:duration:`).
  ///
  /// Started during motion it lands exactly on the item (iCarousel #197).
  ///
  /// - Parameters:
  ///   - index: The item to scroll to.
  ///   - duration: How long the scroll takes, in seconds; 0 jumps.
  ///   - time: When the scroll starts, in seconds; the carousel's ``time`` when `nil`.
  /// - Returns: Whether the carousel moves.
  /// - Precondition: `duration` is finite and not negative; `time`, when given, is finite.
  @discardableResult
  public func scrollToItem(_ index: Int, duration: Double, at time: Double? = nil) -> Bool {
    guard state.itemCount > 0 else {
      advanceState(toOptional: time)
      commit()
      return false
    }
    return scroll(toOffset: Double(index), duration: duration, at: time)
  }

  /// Scrolls to the next item, animated, as the right arrow does (the down arrow when
  /// vertical): from the item a running motion heads for, or the item centred, wrapping past the
  /// last when the carousel wraps.
  ///
  /// - Parameter time: When, in seconds; the carousel's ``time`` when `nil`.
  /// - Returns: Whether there was an item to go to.
  /// - Precondition: `time`, when given, is finite.
  @discardableResult
  public func scrollToNextItem(at time: Double? = nil) -> Bool {
    handleKey(settings.isVertical ? .down : .right, at: time)
  }

  /// Scrolls to the previous item, animated: see ``scrollToNextItem(at:)``.
  ///
  /// - Parameter time: When, in seconds; the carousel's ``time`` when `nil`.
  /// - Returns: Whether there was an item to go to.
  /// - Precondition: `time`, when given, is finite.
  @discardableResult
  public func scrollToPreviousItem(at time: Double? = nil) -> Bool {
    handleKey(settings.isVertical ? .up : .left, at: time)
  }

  /// Scrolls by `count` items over `duration` seconds: to the boundary `count` items beyond the one
  /// before (or after) the current offset.
  ///
  /// With duration 0 it jumps `count` items from the last index reported to the delegate, as
  /// iCarousel does.
  ///
  /// - Parameters:
  ///   - count: How many items to scroll by; negative scrolls back.
  ///   - duration: How long the scroll takes, in seconds; 0 jumps.
  ///   - time: When the scroll starts, in seconds; the carousel's ``time`` when `nil`.
  /// - Precondition: `duration` is finite and not negative; `time`, when given, is finite.
  public func scroll(byNumberOfItems count: Int, duration: Double, at time: Double? = nil) {
    precondition(
      duration >= 0 && duration.isFinite, "Scroll duration must be finite and not negative")
    advanceState(toOptional: time)
    let s = itemOffset
    if duration > 0 {
      let target =
        count > 0
        ? s.rounded(.down) + Double(count)
        : count < 0 ? s.rounded(.up) + Double(count) : s.rounded()
      scroll(byOffset: target - s, duration: duration)
    } else {
      scrollOffset = Double(clampedIndex(state.previousItemIndex + count))
    }
  }

  /// Scrolls to `offset` (in items) over `duration` seconds, the shorter way round when wrapping; 0
  /// jumps.
  ///
  /// Unlike a snap it does not round to an item, and no snap follows it (as in iCarousel, whose
  /// README says otherwise: #734).
  ///
  /// - Parameters:
  ///   - offset: Where to scroll to, in items.
  ///   - duration: How long the scroll takes, in seconds; 0 jumps.
  ///   - time: When the scroll starts, in seconds; the carousel's ``time`` when `nil`.
  /// - Returns: Whether the carousel moves: `false` when it already rests at `offset`.
  /// - Precondition: `offset` is finite; `duration` is finite and not negative; `time`, when
  ///   given, is finite.
  @discardableResult
  public func scroll(toOffset offset: Double, duration: Double, at time: Double? = nil) -> Bool {
    precondition(offset.isFinite, "Scroll target must be finite")
    return programmaticScroll(duration: duration, at: time) {
      engine.scroll(to: engineOffset(atItems: offset), duration: duration)
    }
  }

  /// Scrolls by `offset` items over `duration` seconds; 0 jumps.
  ///
  /// - Parameters:
  ///   - offset: How far to scroll, in items; negative scrolls back.
  ///   - duration: How long the scroll takes, in seconds; 0 jumps.
  ///   - time: When the scroll starts, in seconds; the carousel's ``time`` when `nil`.
  /// - Returns: Whether the carousel moves: `false` when `offset` is 0 or a limited carousel is
  ///   already at the end it heads for.
  /// - Precondition: `offset` is finite; `duration` is finite and not negative; `time`, when
  ///   given, is finite.
  @discardableResult
  public func scroll(byOffset offset: Double, duration: Double, at time: Double? = nil) -> Bool {
    precondition(offset.isFinite, "Scroll distance must be finite")
    return programmaticScroll(duration: duration, at: time) {
      let from = itemOffset
      engine.scroll(
        by: engineOffset(atItems: from + offset) - engineOffset(atItems: from), duration: duration)
    }
  }

  /// Runs a programmatic scroll: autoscroll pauses for an animation and resumes after a jump.
  ///
  /// Returns whether it moved the carousel (a jump) or started an animation.
  private func programmaticScroll(duration: Double, at time: Double?, _ start: () -> Void) -> Bool {
    precondition(
      duration >= 0 && duration.isFinite, "Scroll duration must be finite and not negative")
    advanceState(toOptional: time)
    state.autoscrollAnchor = nil
    let before = engine.offset
    start()
    let moves = engine.phase == .animating || engine.offset != before
    if duration == 0 { restartAutoscroll(at: engine.time) }
    commit()
    return moves
  }
}

// MARK: - Autoscroll

extension Carousel {
  /// Whether autoscroll is moving the carousel now: it is on, nothing else moves it, no finger
  /// is down, and (when not wrapping) it has not reached the end it heads for (#837).
  var isAutoscrolling: Bool {
    let speed = settings.autoscroll
    let count = state.itemCount
    guard speed != 0, speed.isFinite, count > 0, !engine.isAnimating, engine.phase != .dragging,
      !state.gesture.isTouching, !state.wheel.isActive
    else { return false }
    if state.resolved.wrap { return true }
    let s = itemOffset
    let ends = restingEnds
    return autoscrollDirection * speed > 0 ? s < ends.upperBound : s > ends.lowerBound
  }

  /// The offsets a carousel that does not wrap rests between, in items: the first and last item,
  /// or the contained ends (``CarouselConfiguration/containsScroll``).
  var restingEnds: ClosedRange<Double> {
    if case .limited(let range) = engine.configuration.bounds {
      return items(atEngineOffset: range.lowerBound)...items(atEngineOffset: range.upperBound)
    }
    return 0...Double(max(state.itemCount - 1, 0))
  }

  private var autoscrollDirection: Double {
    state.compatibility.autoscrollMovesBackward ? -1 : 1
  }

  /// Moves the carousel to where autoscroll puts it at the current time: a closed form from
  /// the moment it last started, so restarting never jumps (iCarousel #466, #452).
  func stepAutoscroll() {
    guard settings.autoscroll != 0 else {
      state.autoscrollAnchor = nil
      return
    }
    guard isAutoscrolling else { return }
    let now = engine.time
    guard let anchor = state.autoscrollAnchor else {
      state.autoscrollAnchor = (now, itemOffset)
      return
    }
    var target = anchor.offset + autoscrollDirection * settings.autoscroll * (now - anchor.time)
    // A huge speed over a long time can overflow; wrapping reduces any finite target exactly.
    target = target.clampedToFinite
    if !state.resolved.wrap {
      let ends = restingEnds
      target = min(max(target, ends.lowerBound), ends.upperBound)
    }
    engine.scroll(to: engineOffset(atItems: target), duration: 0)
  }

  /// Autoscroll resumes from here: the instant a motion ended, a finger lifted or it was set.
  func restartAutoscroll(at time: Double) {
    state.autoscrollAnchor = settings.autoscroll != 0 ? (time, itemOffset) : nil
  }
}
