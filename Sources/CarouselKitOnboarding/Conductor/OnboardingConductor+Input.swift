import CarouselKit

// Input: frames, touches, pages, closing, accessibility; event delivery.

extension OnboardingConductor: FrameDriven, DragDriven {
  /// Brings the pages and every motion to `time` and lays out the frame.
  ///
  /// - Precondition: `time` is finite.
  /// - Complexity: O(views), plus the elements of the bucket in play when the pages move.
  public func advance(to time: Double) { advancePagedModel(to: time) }

  // MARK: - Touches
  //
  // Times are seconds on the conductor's clock, finite; translations and velocities are points
  // along the horizontal axis (positive to the right, which shows earlier pages), finite.

  /// A finger touched the pages: motion stops where it is.
  ///
  /// - Precondition: `time` is finite.
  /// - Complexity: O(views + elements) at most: the scroll handler when the pages move (the
  ///   parallax views and the elements of the bucket in play), a settle's item springs and
  ///   resets, and the views fading out (their removals due by `time`).
  public func touchBegan(at time: Double) { forward { $0.touchBegan(at: time) } }

  /// The finger started dragging the pages.
  ///
  /// - Precondition: `time` is finite.
  /// - Complexity: O(views + elements) at most: the scroll handler when the pages move (the
  ///   parallax views and the elements of the bucket in play), a settle's item springs and
  ///   resets, and the views fading out (their removals due by `time`).
  public func dragBegan(at time: Double) { forward { $0.dragBegan(at: time) } }

  /// The finger is `translation` points from where the drag began.
  ///
  /// - Precondition: `translation` and `time` are finite.
  /// - Complexity: O(views + elements) at most: the scroll handler when the pages move (the
  ///   parallax views and the elements of the bucket in play), a settle's item springs and
  ///   resets, and the views fading out (their removals due by `time`).
  public func dragChanged(translation: Double, at time: Double) {
    forward { $0.dragChanged(translation: translation, at: time) }
  }

  /// The finger lifted, moving at `velocity` points per second, or at the pager's own estimate
  /// when `nil`; the pager's paging rule picks the page.
  ///
  /// When no drag is under way (a touch stopped the pages, or `scrollToPage` took over from the
  /// drag), the finger lifts without dragging, as ``touchEnded(at:)``: pages stopped between
  /// two settle on one rather than stay there.
  ///
  /// - Precondition: `velocity`, when given, and `time` are finite.
  /// - Complexity: O(views + elements) at most: the scroll handler when the pages move (the
  ///   parallax views and the elements of the bucket in play), a settle's item springs and
  ///   resets, and the views fading out (their removals due by `time`).
  public func dragEnded(velocity: Double? = nil, at time: Double) {
    forward { $0.dragEnded(velocity: velocity, at: time) }
  }

  /// The finger lifted without dragging: pages stopped between two settle on one.
  ///
  /// - Precondition: `time` is finite.
  /// - Complexity: O(views + elements) at most: the scroll handler when the pages move (the
  ///   parallax views and the elements of the bucket in play), a settle's item springs and
  ///   resets, and the views fading out (their removals due by `time`).
  public func touchEnded(at time: Double) { forward { $0.touchEnded(at: time) } }

  // MARK: - Pages and closing

  /// Scrolls to `page`, clamped into the pages, animated over the pager's scroll duration (as
  /// the original's `goToPage:`) or at once: the contract's go-to-page call.
  ///
  /// The original ignored a page outside `0..<` the dots' count, so without dots it never moved.
  ///
  /// - Returns: Whether the pages move: `false` without pages, or when they already rest on the
  ///   page.
  /// - Precondition: `time`, when given, is finite.
  /// - Complexity: O(views + elements) at most: catching up to `time` (the scroll handler, a
  ///   settle's item springs and resets, the views fading out), and a jump's scroll and settle.
  @discardableResult
  public func scrollToPage(_ page: Int, animated: Bool, at time: Double? = nil) -> Bool {
    forwardScrollToPage(page, animated: animated, at: time)
  }

  /// Scrolls to the page after the one the pages rest on or head for, animated.
  ///
  /// - Returns: Whether there was a page to go to.
  /// - Precondition: `time`, when given, is finite.
  /// - Complexity: As ``scrollToPage(_:animated:at:)``.
  @discardableResult
  public func scrollToNextPage(at time: Double? = nil) -> Bool {
    forwardStep(forward: true, at: time)
  }

  /// Scrolls to the page before, animated: see ``scrollToNextPage(at:)``.
  ///
  /// - Returns: Whether there was a page to go to.
  /// - Precondition: `time`, when given, is finite.
  /// - Complexity: As ``scrollToPage(_:animated:at:)``.
  @discardableResult
  public func scrollToPreviousPage(at time: Double? = nil) -> Bool {
    forwardStep(forward: false, at: time)
  }

  /// Moves the content offset to `x` points, clamped into the pages, animated over the pager's
  /// scroll duration or at once (UIScrollView's `setContentOffset(_:animated:)`); the pages rest
  /// where they arrive, between pages or not.
  ///
  /// - Precondition: `x` is finite; `time`, when given, is finite.
  /// - Complexity: As ``scrollToPage(_:animated:at:)``.
  public func setContentOffset(_ x: Double, animated: Bool, at time: Double? = nil) {
    forwardSetContentOffset(x, animated: animated, at: time)
  }

  /// Handles a key: the left and right arrows go to the previous or next page, home and end to
  /// the first and last, animated (``/CarouselKit/Pager/handleKey(_:at:)``).
  ///
  /// Returns whether the key did anything.
  ///
  /// - Precondition: `time`, when given, is finite.
  /// - Complexity: As ``scrollToPage(_:animated:at:)``.
  @discardableResult
  public func handleKey(_ key: NavigationKey, at time: Double? = nil) -> Bool {
    forwardKey(key, at: time)
  }

  /// A mouse wheel or trackpad scroll of `delta` points
  /// (``/CarouselKit/Pager/scrollWheel(delta:at:)``): the events act as one drag, and the pages
  /// settle on a page 0.15 s after the last.
  ///
  /// - Precondition: `delta` and `time` are finite.
  /// - Complexity: As ``dragChanged(translation:at:)``.
  public func scrollWheel(delta: Point, at time: Double) {
    forward { $0.scrollWheel(delta: delta, at: time) }
  }

  /// Skip, the dismiss button: `didClose(page:)` with ``pageControlPage``, to the event handler
  /// and the delegate (the original's `closeAction`).
  ///
  /// - Precondition: `time`, when given, is finite.
  /// - Complexity: O(views + elements) at most, catching up to `time` (the scroll handler, a
  ///   settle's item springs and resets, the views fading out), besides what the event handler
  ///   and the delegate do.
  public func close(at time: Double? = nil) {
    catchUp(to: time)
    emit(.didClose(page: pageControlPage), at: pager.time)
    finishCall()
  }

  // MARK: - Accessibility

  /// The accessibility escape action (two-finger Z): as ``close(at:)``.
  ///
  /// - Precondition: `time`, when given, is finite.
  /// - Complexity: As ``close(at:)``.
  public func accessibilityEscape(at time: Double? = nil) { close(at: time) }

  /// The magic tap (two-finger double tap): the next page, or closing on the last.
  ///
  /// Returns whether it did something.
  ///
  /// - Precondition: `time`, when given, is finite.
  /// - Complexity: As ``scrollToPage(_:animated:at:)`` or ``close(at:)``.
  @discardableResult
  public func accessibilityMagicTap(at time: Double? = nil) -> Bool {
    catchUp(to: time)
    let page = pageControlPage
    if page + 1 < pageCount { return scrollToPage(page + 1, animated: true) }
    close()
    return true
  }

  /// The three-finger scroll: the next page (`forward`) or the previous one.
  ///
  /// Returns whether there was a page to go to.
  ///
  /// - Precondition: `time`, when given, is finite.
  /// - Complexity: As ``scrollToPage(_:animated:at:)``.
  @discardableResult
  public func accessibilityScroll(forward: Bool, at time: Double? = nil) -> Bool {
    catchUp(to: time)
    let page = pageControlPage + (forward ? 1 : -1)
    guard (0..<pageCount).contains(page) else {
      finishCall()
      return false
    }
    return scrollToPage(page, animated: true)
  }

  // MARK: - Internals

  /// Handles the pager's events of its call, then ends the removals due by now.
  package func updateAfterPagerCall() {
    handlePagerEvents()
    runDetaches(upTo: pager.time)
  }

  /// Queues an event (a `didScroll` only for an event handler: the delegate does not hear it).
  ///
  /// `didScroll` is the one event of most frames, and the other page models skip it unheard too.
  /// The rest wait even unheard: those of the initialiser's settle reach a handler set after it.
  func emit(_ kind: OnboardingEvent.Kind, at time: Double) {
    if case .scroll(.didScroll) = kind, eventHandler == nil { return }
    events.append(OnboardingEvent(kind, at: time))
  }

  /// Delivers queued events in order, to the event handler and then the delegate; events their
  /// calls cause queue behind and are delivered by the same loop.
  package func deliverEvents() {
    guard events.hasPending else { return }
    guard eventHandler != nil || delegate != nil else { return events.discardPending() }
    events.deliver { event in
      eventHandler?(event)
      if case .didClose(let page) = event.kind {
        delegate?.conductor(self, didCloseOnPage: page)
      }
    }
  }
}

extension OnboardingConductor: PageAutoplayable {
  /// The conductor's pages never loop.
  package var loopsPages: Bool { false }
}
