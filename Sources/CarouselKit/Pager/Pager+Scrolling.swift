// Programmatic scrolls: to a page, to an offset, to the next or previous page; stopping and
// settling.

extension Pager {
  /// Scrolls to `page`, clamped into the pages (a page past either end scrolls to the first or
  /// the last: TTScrollSlidingPages set an offset outside the content for them; looping, it
  /// wraps into them and the scroll goes the short way round), over
  /// ``Configuration/scrollDuration`` when `animated`, at once otherwise: the contract's
  /// go-to-page call.
  ///
  /// `time` is when, in seconds; the pager's ``time`` when `nil`.
  ///
  /// - Returns: Whether the pages move: `false` without pages, or when they already rest on the
  ///   page.
  /// - Precondition: `time`, when given, is finite.
  @discardableResult
  public func scrollToPage(_ page: Int, animated: Bool, at time: Double? = nil) -> Bool {
    scrollToPage(
      page, duration: animated ? configuration.scrollDuration : 0,
      easing: configuration.scrollEasing, at: time)
  }

  /// Scrolls to `page` (clamped into the pages) over `duration` seconds along `easing`, or at once
  /// when `duration` is 0.
  ///
  /// - Returns: Whether the pages move.
  /// - Precondition: `duration` is finite and not negative; `time`, when given, is finite.
  @discardableResult
  public func scrollToPage(
    _ page: Int, duration: Double, easing: Easing = .easeInEaseOut, at time: Double? = nil
  ) -> Bool {
    guard layout.pageCount > 0 else {
      if let time { advance(to: time) }
      return false
    }
    let target = restingOffset(of: page)
    return moves(at: time) {
      engine.scroll(to: target, duration: duration, easing: easing, at: time)
    }
  }

  /// Scrolls to `page` (clamped into the pages) with `spring`, starting from the current velocity.
  ///
  /// - Returns: Whether the pages move.
  /// - Precondition: `time`, when given, is finite.
  @discardableResult
  public func scrollToPage(_ page: Int, spring: SpringParameters, at time: Double? = nil) -> Bool {
    guard layout.pageCount > 0 else {
      if let time { advance(to: time) }
      return false
    }
    let target = restingOffset(of: page)
    return moves(at: time) { engine.scroll(to: target, spring: spring, at: time) }
  }

  /// Moves the offset to `offset` points, clamped into the content (looping, brought into the
  /// loop), over
  /// ``Configuration/scrollDuration`` when `animated` or at once: UIScrollView's
  /// `setContentOffset(_:animated:)`.
  ///
  /// The pager rests where it arrives, between pages or not.
  ///
  /// `time` is when, in seconds; the pager's ``time`` when `nil`.
  ///
  /// - Precondition: `offset` is finite; `time`, when given, is finite.
  public func setContentOffset(_ offset: Double, animated: Bool, at time: Double? = nil) {
    precondition(offset.isFinite, "An offset must be finite")
    endWheelGestureIfIdle(before: time)
    endWheelGesture(at: time)  // a programmatic scroll takes over from a wheel gesture
    let target =
      isWrapping
      ? wrappedRemainder(offset, period: layout.contentLength)
      : min(max(offset, 0), layout.maximumOffset)
    engine.scroll(
      to: target, duration: animated ? configuration.scrollDuration : 0,
      easing: configuration.scrollEasing, at: time)
    finish()
  }

  /// Runs a programmatic scroll and ends the call; returns whether it jumped or started an
  /// animation.
  private func moves(at time: Double?, _ scroll: () -> Void) -> Bool {
    endWheelGestureIfIdle(before: time)
    endWheelGesture(at: time)  // a programmatic scroll takes over from a wheel gesture
    let before = engine.offset
    scroll()
    let moved = engine.phase == .animating || engine.offset != before
    finish()
    return moved
  }

  /// Scrolls one page on, animated, from the page a running motion is heading for (so repeated
  /// presses go further) or the current one.
  ///
  /// Returns whether there was a page to go to.
  ///
  /// - Precondition: `time`, when given, is finite.
  @discardableResult
  public func scrollToNextPage(at time: Double? = nil) -> Bool { step(by: 1, at: time) }

  /// Scrolls one page back, animated; see ``scrollToNextPage(at:)``.
  ///
  /// - Precondition: `time`, when given, is finite.
  @discardableResult
  public func scrollToPreviousPage(at time: Double? = nil) -> Bool { step(by: -1, at: time) }

  /// Stops any motion where it is; the pager then rests where it stopped (between pages, perhaps:
  /// call ``settle(at:)`` to bring it onto one).
  public func stop(at time: Double? = nil) {
    endWheelGestureIfIdle(before: time)
    engine.stop(at: time)
    finish()
  }

  /// Brings a pager resting between pages (or past an end) onto the nearest page.
  public func settle(at time: Double? = nil) {
    endWheelGestureIfIdle(before: time)
    engine.settle(at: time)
    finish()
  }

  /// Scrolls to `page` (wrapped into the pages) going forward or back around the loop.
  ///
  /// However far that is, it goes the way asked: next and previous across the seam. Returns
  /// whether the pages move.
  ///
  /// - Precondition: The pages loop (``isWrapping``).
  package func scrollAroundLoop(toPage page: Int, forward: Bool) -> Bool {
    let period = layout.contentLength
    // From where the pages are now: a scroll starts from the current offset.
    var distance = restingOffset(of: page) - engine.offset
    distance -= (distance / period).rounded(.down) * period  // into 0..<period
    // A distance within the settle tolerance of a whole lap is none.
    if distance > period - configuration.settleTolerance { distance -= period }
    if !forward && distance > configuration.settleTolerance { distance -= period }
    let easing = configuration.scrollEasing
    return moves(at: nil) {
      engine.scroll(by: distance, duration: configuration.scrollDuration, easing: easing)
    }
  }

  /// The offset page `page` rests at: its start when the pages loop (`page` wrapped into
  /// them), else its resting offset (`page` clamped into them).
  ///
  /// - Precondition: There are pages.
  func restingOffset(of page: Int) -> Double {
    let count = layout.pageCount
    guard isWrapping else { return layout.restingOffset(of: min(max(page, 0), count - 1)) }
    return layout.start(of: ((page % count) + count) % count)
  }

  private func step(by delta: Int, at time: Double?) -> Bool {
    endWheelGestureIfIdle(before: time)
    if let time { engine.advance(to: time) }
    let from = targetPage ?? currentPage
    let page = from + delta
    if isWrapping && layout.pageCount > 1 {
      return scrollAroundLoop(toPage: page, forward: delta > 0)
    }
    guard (0..<layout.pageCount).contains(page) else {
      finish()
      return false
    }
    scrollToPage(page, animated: true)
    return true
  }

}
