// Input: touches, the shared controls, programmatic scrolls, keys, accessibility, appearance and
// frames.

extension Walkthrough: FrameDriven, DragDriven {
  /// Brings the pages to `time` and lays out the frame.
  ///
  /// - Precondition: `time` is finite.
  /// - Complexity: O(subviews of the pages told), whatever the page count.
  public func advance(to time: Double) { advancePagedModel(to: time) }

  // MARK: - Touches
  //
  // Times are seconds on the walkthrough's clock, finite; translations and velocities are points
  // along the horizontal axis (positive to the right, which shows earlier pages), finite. While
  // ``Pager/Configuration/isScrollEnabled`` is off, new touches are ignored.

  /// A finger touched the pages: motion stops where it is.
  ///
  /// - Precondition: `time` is finite.
  public func touchBegan(at time: Double) { forward { $0.touchBegan(at: time) } }

  /// The finger started dragging the pages.
  ///
  /// - Precondition: `time` is finite.
  public func dragBegan(at time: Double) { forward { $0.dragBegan(at: time) } }

  /// The finger is `translation` points from where the drag began.
  ///
  /// - Precondition: `translation` and `time` are finite.
  public func dragChanged(translation: Double, at time: Double) {
    let allowed = allowedSwipe(translation)
    forward { $0.dragChanged(translation: allowed, at: time) }
  }

  /// The finger lifted, moving at `velocity` points per second, or at the pager's own estimate
  /// when `nil`; the pager's paging rule picks the page.
  ///
  /// - Precondition: `velocity`, when given, and `time` are finite.
  public func dragEnded(velocity: Double? = nil, at time: Double) {
    let allowed = velocity.map(allowedSwipe)
    forward { $0.dragEnded(velocity: allowed, at: time) }
  }

  /// A translation or velocity along the axis with the directions the swipe lock forbids taken
  /// out: positive ones (toward earlier pages) without ``allowsSwipingBack``, negative ones
  /// without ``allowsSwipingForward``.
  private func allowedSwipe(_ value: Double) -> Double {
    var value = value
    if !allowsSwipingBack { value = min(value, 0) }
    if !allowsSwipingForward { value = max(value, 0) }
    return value
  }

  /// The finger lifted without dragging: pages stopped between two settle on one.
  ///
  /// - Precondition: `time` is finite.
  public func touchEnded(at time: Double) { forward { $0.touchEnded(at: time) } }

  /// A mouse wheel or trackpad scroll of `delta` points (``Pager/scrollWheel(delta:at:)``): the
  /// events act as one drag, and the pages settle on a page 0.15 s after the last.
  ///
  /// - Precondition: `delta` and `time` are finite.
  public func scrollWheel(delta: Point, at time: Double) {
    // The component the pager reads (along the axis, or the other one when that is zero),
    // locked, and alone: a locked x of 0 must not let the pager read y instead.
    let along = delta.x != 0 ? delta.x : delta.y
    let allowed = Point(x: allowedSwipe(along), y: 0)
    forward { $0.scrollWheel(delta: allowed, at: time) }
  }

  // MARK: - The shared controls

  /// The next button (the original's `nextPage()`): `nextButtonPressed`, then an animated scroll
  /// to the next page.
  ///
  /// The next page is the one after ``leadingPage``, or after the page a scroll is heading for
  /// (so repeated presses go further). On the last page nothing happens (the original rejected "next on the
  /// last page closes", PR #17), nor in a view of no width. Pressed while a scroll back is under
  /// way, it may land where the pages already are: then it is heard, and nothing needs to move.
  ///
  /// Pressed from inside an event handler or a delegate method, the press is heard after the
  /// events already waiting, and so after its scroll has started.
  ///
  /// Returns whether the press was heard (there was a page to go to). `time` is when, in
  /// seconds; the latest time seen when `nil`.
  ///
  /// - Precondition: `time`, when given, is finite.
  @discardableResult
  public func pressNextButton(at time: Double? = nil) -> Bool { press(by: 1, at: time) }

  /// The previous button (the original's `prevPage()`): like ``pressNextButton(at:)``, toward the
  /// first page, with `previousButtonPressed`.
  ///
  /// - Precondition: `time`, when given, is finite.
  @discardableResult
  public func pressPreviousButton(at time: Double? = nil) -> Bool { press(by: -1, at: time) }

  /// Scrolls to the page after the one the pages rest on or head for, animated, without the
  /// button's event.
  ///
  /// This is the contract's next-page call, counting from ``currentPage`` (the nearest) as on
  /// every page model; the next button goes on from ``leadingPage``, as the original's did.
  ///
  /// - Returns: Whether there was a page to go to.
  /// - Precondition: `time`, when given, is finite.
  @discardableResult
  public func scrollToNextPage(at time: Double? = nil) -> Bool {
    forwardStep(forward: true, at: time)
  }

  /// Scrolls to the page before, animated: see ``scrollToNextPage(at:)``.
  ///
  /// - Returns: Whether there was a page to go to.
  /// - Precondition: `time`, when given, is finite.
  @discardableResult
  public func scrollToPreviousPage(at time: Double? = nil) -> Bool {
    forwardStep(forward: false, at: time)
  }

  /// The close button: `closeButtonPressed` is heard, nothing else (the host dismisses).
  ///
  /// - Precondition: `time`, when given, is finite.
  public func close(at time: Double? = nil) {
    catchUp(to: time)
    emit(.closeButtonPressed)
    finishCall()
  }

  /// The page control was tapped to `page`: the pages scroll there, animated (the original's
  /// PR #10 made this work); a dot that is no page is ignored.
  ///
  /// Returns whether the pages move.
  ///
  /// - Precondition: `time`, when given, is finite.
  @discardableResult
  public func selectPageControlPage(_ page: Int, at time: Double? = nil) -> Bool {
    guard (0..<pageCount).contains(page) else {
      catchUp(to: time)
      finishCall()
      return false
    }
    return scrollToPage(page, animated: true, at: time)
  }

  /// Scrolls to `page`, clamped into the pages, animated over the pager's scroll duration or at
  /// once: the contract's go-to-page call (the original's `gotoPage` ignored pages past the end).
  ///
  /// - Returns: Whether the pages move: `false` without pages, in a view of no width, or when
  ///   they already rest on the page.
  /// - Precondition: `time`, when given, is finite.
  @discardableResult
  public func scrollToPage(_ page: Int, animated: Bool, at time: Double? = nil) -> Bool {
    forwardScrollToPage(page, animated: animated, at: time)
  }

  /// Moves the content offset to `x` points, clamped into the pages, animated or at once; the
  /// pages rest where they arrive.
  ///
  /// - Precondition: `x` is finite; `time`, when given, is finite.
  public func setContentOffset(_ x: Double, animated: Bool, at time: Double? = nil) {
    forwardSetContentOffset(x, animated: animated, at: time)
  }

  /// Handles a key: the left and right arrows go to the previous or next page (as
  /// ``scrollToPreviousPage(at:)`` and ``scrollToNextPage(at:)``), home and end to the first and
  /// last, animated.
  ///
  /// Returns whether the key did anything.
  ///
  /// - Precondition: `time`, when given, is finite.
  @discardableResult
  public func handleKey(_ key: NavigationKey, at time: Double? = nil) -> Bool {
    forwardKey(key, at: time)
  }

  /// The walkthrough is about to show again (the original's `viewWillAppear`): the controls show
  /// the page it is on, and `pageDidChange` fires if that page was not reported yet (the
  /// original reset its dots to the first page here, and fired `pageDidChange` every time).
  ///
  /// - Precondition: `time`, when given, is finite.
  public func willAppear(at time: Double? = nil) {
    catchUp(to: time)
    if pageCount > 0 {
      restedPage = leadingPage
      reportRest(on: restedPage, at: pager.time)
    }
    finishCall()
  }

  // MARK: - Accessibility

  /// What a screen reader says: `"Page 3 of 7"`, or `"No pages"`.
  public var accessibilityValue: String { pager.accessibilityValue }

  /// The accessibility increment action: the next page, as the next button.
  ///
  /// Returns whether there was a page to go to.
  @discardableResult
  public func accessibilityIncrement(at time: Double? = nil) -> Bool { pressNextButton(at: time) }

  /// The accessibility decrement action: the previous page, as the previous button.
  ///
  /// Returns whether there was a page to go to.
  @discardableResult
  public func accessibilityDecrement(at time: Double? = nil) -> Bool {
    pressPreviousButton(at: time)
  }

  /// The accessibility escape action (two-finger Z): as the close button.
  public func accessibilityEscape(at time: Double? = nil) { close(at: time) }

  // MARK: - Internals

  private func press(by delta: Int, at time: Double?) -> Bool {
    catchUp(to: time)
    guard let page = stepTarget(by: delta) else {
      finishCall()
      return false
    }
    emit(delta > 0 ? .nextButtonPressed : .previousButtonPressed)
    // Heard before the scroll starts, as the original called its delegate first.
    deliverEvents()
    // The handlers may have moved things: go on from where the pages are now.
    if pager.isWrapping, let target = stepTarget(by: delta) {
      // Looping, to the page pressed for, in the direction pressed, across the seam too.
      _ = pager.scrollAroundLoop(toPage: target, forward: delta > 0)
    } else {
      pager.scrollToPage(stepTarget(by: delta) ?? page, animated: true)
    }
    finishCall()
    return true
  }

  /// The page a button goes to: `delta` pages from the page a scroll is heading for, or from
  /// ``leadingPage`` (the original's); `nil` when that is no page or the view has no width.
  private func stepTarget(by delta: Int) -> Int? {
    var page = (pager.targetPage ?? leadingPage) + delta
    if pager.isWrapping && pageCount > 1 { page = ((page % pageCount) + pageCount) % pageCount }
    // A view of no width shows no page and cannot scroll to one.
    guard (0..<pageCount).contains(page), viewportSize.width > 0 else { return nil }
    return page
  }
}
