// Input: touches on the pages and on the strip, taps on titles and dots, programmatic scrolls,
// keys and accessibility actions, and frames.

extension SlidingPages: FrameDriven, DragDriven {
  /// Brings the pages to `time` and lays out the frame (creating pages that came near the view,
  /// and firing appearance events).
  ///
  /// - Precondition: `time` is finite.
  /// - Complexity: O(pages near the viewport + titles in view), whatever the page count.
  public func advance(to time: Double) { advancePagedModel(to: time) }

  // MARK: - Touches on the pages
  //
  // Times are seconds on the pages' clock, finite; translations and velocities are points along
  // the horizontal axis (positive to the right, which shows earlier pages), finite.

  /// A finger touched the pages: motion stops where it is.
  ///
  /// - Precondition: `time` is finite.
  public func touchBegan(at time: Double) {
    if pager.isAnimating { motionSource = .user }
    pager.touchBegan(at: time)
    finishCall()
  }

  /// The finger started dragging the pages.
  ///
  /// - Precondition: `time` is finite.
  public func dragBegan(at time: Double) {
    guard pager.configuration.isScrollEnabled else { return }
    stripGesture = nil
    userDragBegan(at: time)
    pager.dragBegan(at: time)
    finishCall()
  }

  /// The finger is `translation` points from where the drag began.
  ///
  /// - Precondition: `translation` and `time` are finite.
  public func dragChanged(translation: Double, at time: Double) {
    guard stripGesture == nil else { return }
    pager.dragChanged(translation: translation, at: time)
    finishCall()
  }

  /// The finger lifted, moving at `velocity` points per second, or at the pager's own estimate
  /// when `nil`.
  ///
  /// The pager's paging rule picks the page.
  ///
  /// - Precondition: `velocity`, when given, and `time` are finite.
  public func dragEnded(velocity: Double? = nil, at time: Double) {
    guard stripGesture == nil else { return stripDragEnded(velocity: velocity, at: time) }
    pager.dragEnded(velocity: velocity, at: time)
    finishCall()
  }

  /// The finger lifted without dragging: a pager stopped between pages settles on one.
  ///
  /// - Precondition: `time` is finite.
  public func touchEnded(at time: Double) {
    if stripGesture != nil { return stripDragEnded(velocity: nil, at: time) }
    pager.touchEnded(at: time)
    finishCall()
  }

  /// A mouse wheel or trackpad scroll of `delta` points (``Pager/scrollWheel(delta:at:)``): the
  /// events act as one drag of the pages, the user's gesture, and the pages settle on a page
  /// 0.15 s after the last.
  ///
  /// - Precondition: `delta` and `time` are finite.
  public func scrollWheel(delta: Point, at time: Double) {
    let starts = !pager.wheel.isActive || pager.wheel.end(before: time) != nil
    if starts, pager.configuration.isScrollEnabled, pageCount > 0 {
      stripGesture = nil
      userDragBegan(at: time)
    }
    forward { $0.scrollWheel(delta: delta, at: time) }
  }

  private func userDragBegan(at time: Double) {
    motionSource = .user
    if configuration.hidesStatusBarWhenScrolling && !configuration.isPageControlDisabled {
      fadeChrome(showingDots: true, at: max(time, pager.time))
      isStale = true
    }
  }

  // MARK: - The strip

  /// A finger started dragging the header strip: the content follows it, through the strip →
  /// content mapping (``HeaderStripGeometry/contentOffset(forHeaderOffset:)``).
  ///
  /// - Precondition: `time` is finite.
  public func stripDragBegan(at time: Double) {
    guard pager.configuration.isScrollEnabled, !configuration.isTitleStripHidden else { return }
    userDragBegan(at: time)
    pager.dragBegan(at: time)
    // Where the strip is, unrounded: the strip moves a title's width per page.
    stripGesture = StripGesture(
      headerStart: configuration.titleItemWidth
        * pager.layout.pagePosition(atOffset: pager.contentOffset),
      isDragging: true)
    finishCall()
  }

  /// The finger on the strip is `translation` points from where it began (positive to the
  /// right, toward earlier titles).
  ///
  /// The content moves by the mapped strip positions' difference, so it does not jump when the
  /// drag starts, and a rotation mid-drag keeps following the finger.
  ///
  /// - Precondition: `translation` and `time` are finite.
  public func stripDragChanged(translation: Double, at time: Double) {
    precondition(translation.isFinite, "Strip translation must be finite")
    guard let gesture = stripGesture, gesture.isDragging else { return }
    let geometry = stripGeometry
    let header = (gesture.headerStart - translation).clampedToFinite
    let start: Double
    let target: Double
    if pager.isWrapping {
      // Looping, the strip runs on round the loop as the pages do.
      let length = pager.layout.contentLength
      start = geometry.loopedContentOffset(forHeaderOffset: gesture.headerStart, length: length)
      target = geometry.loopedContentOffset(forHeaderOffset: header, length: length)
    } else {
      start = geometry.contentOffset(forHeaderOffset: gesture.headerStart)
      target = geometry.contentOffset(forHeaderOffset: header)
    }
    pager.dragChanged(translation: (start - target).clampedToFinite, at: time)
    finishCall()
  }

  /// The finger on the strip lifted, moving at `velocity` strip points per second (positive to
  /// the right), or at the pager's own estimate when `nil`; the content takes the velocity scaled
  /// from titles to pages (`w_c/titleWidth`) and pages as after a drag of the pages.
  ///
  /// - Precondition: `velocity`, when given, and `time` are finite.
  public func stripDragEnded(velocity: Double? = nil, at time: Double) {
    guard let gesture = stripGesture else { return }
    stripGesture = nil
    if gesture.isDragging {
      let scale = pager.layout.length(of: leadingPage) / configuration.titleItemWidth
      pager.dragEnded(velocity: velocity.map { ($0 * scale).clampedToFinite }, at: time)
    } else {
      pager.touchEnded(at: time)  // a programmatic scroll took over: only the finger lifts
    }
    finishCall()
  }

  /// A tap on the strip at `x` points from the view's left edge: scrolls to the tapped title's
  /// page, animated, unless the pages rest on it already.
  ///
  /// Returns the page, or `nil` when the tap is on no title: left of the first, right of the last,
  /// outside the view, or with the strip hidden.
  ///
  /// Fixes the original's #2 (a crash right of the last title) and the negative pages its taps
  /// gave on wide views.
  ///
  /// - Precondition: `x` is finite; `time`, when given, is finite.
  @discardableResult
  public func tapTitle(atX x: Double, at time: Double? = nil) -> Int? {
    precondition(x.isFinite, "A tap position must be finite")
    catchUp(to: time)
    guard !configuration.isTitleStripHidden, x >= 0, x < viewportSize.width else {
      finishCall()
      return nil
    }
    let stripX = x - (viewportSize.width - configuration.titleItemWidth) / 2 + headerOffset
    let tapped: Int?
    if pager.isWrapping && pageCount > 0 {
      // Looping, the titles run on round the loop: the page under the tap, whichever lap — if
      // a title is drawn there (each is drawn once: a strip wider than them all has a gap).
      layoutIfNeeded()
      let header = stripGeometry.loopedHeaderOffset(
        forContentOffset: contentOffset, length: pager.layout.contentLength)
      let loopedX = x - (viewportSize.width - configuration.titleItemWidth) / 2 + header
      let position = wholeIndex((loopedX / configuration.titleItemWidth).rounded(.down))
      tapped =
        frame.titleWindow.contains(position)
        ? ((position % pageCount) + pageCount) % pageCount : nil
    } else {
      tapped = stripGeometry.titlePage(atStripPosition: stripX)
    }
    guard let page = tapped else {
      finishCall()
      return nil
    }
    if isRestingOrHeading(to: page) { finishCall() } else { scrollToPage(page, animated: true) }
    return page
  }

  /// The page dots asked for `page` (a tap beside the lit dot): scrolls there, animated, when it
  /// is another page within range.
  ///
  /// Returns whether it scrolled.
  @discardableResult
  public func selectPageControlPage(_ page: Int, at time: Double? = nil) -> Bool {
    catchUp(to: time)
    guard (0..<pageCount).contains(page), !isRestingOrHeading(to: page) else {
      finishCall()
      return false
    }
    scrollToPage(page, animated: true)
    return true
  }

  // MARK: - Programmatic scrolls

  /// Scrolls to `page`, clamped into the pages (the original took any index and scrolled past the
  /// content), over 0.3 s when `animated`; the dots and the active title move to it at once, and
  /// an animated scroll ends with `didFinishScrollingToPage`.
  ///
  /// `time` is when, in seconds; the latest time seen when `nil`.
  ///
  /// - Returns: Whether the pages move: `false` without pages, or when they already rest on the
  ///   page.
  /// - Precondition: `time`, when given, is finite.
  @discardableResult
  public func scrollToPage(_ page: Int, animated: Bool, at time: Double? = nil) -> Bool {
    catchUp(to: time)
    guard pageCount > 0 else {
      finishCall()
      return false
    }
    let target = min(max(page, 0), pageCount - 1)
    stripGesture?.isDragging = false
    activePage = target
    motionSource = .program(animated: animated)
    isStale = true
    let moves = pager.scrollToPage(target, animated: animated, at: time)
    finishCall()
    return moves
  }

  /// Scrolls to the page after the one the pages rest on or head for, animated, as the right
  /// arrow does.
  ///
  /// - Returns: Whether there was a page to go to.
  /// - Precondition: `time`, when given, is finite.
  @discardableResult
  public func scrollToNextPage(at time: Double? = nil) -> Bool { handleKey(.right, at: time) }

  /// Scrolls to the page before, animated: see ``scrollToNextPage(at:)``.
  ///
  /// - Returns: Whether there was a page to go to.
  /// - Precondition: `time`, when given, is finite.
  @discardableResult
  public func scrollToPreviousPage(at time: Double? = nil) -> Bool { handleKey(.left, at: time) }

  /// Moves the content to offset `x` points, clamped into the content, animated over 0.3 s or at
  /// once (UIScrollView's `setContentOffset(_:animated:)`); the pages rest there, between pages
  /// or not, and the page there becomes the active one.
  ///
  /// `time` is when, in seconds; the latest time seen when `nil`.
  ///
  /// - Precondition: `x` is finite; `time`, when given, is finite.
  public func setContentOffset(_ x: Double, animated: Bool, at time: Double? = nil) {
    precondition(x.isFinite, "A content offset must be finite")
    catchUp(to: time)
    stripGesture?.isDragging = false
    motionSource = .program(animated: animated)
    activePage = pageLayout.page(atOffset: min(max(x, 0), pageLayout.maximumOffset))
    isStale = true
    pager.setContentOffset(x, animated: animated, at: time)
    finishCall()
  }

  /// Handles a key: left and right go to the previous and next page, home and end to the first
  /// and last, animated.
  ///
  /// Returns whether the key did anything.
  @discardableResult
  public func handleKey(_ key: NavigationKey, at time: Double? = nil) -> Bool {
    catchUp(to: time)
    let from = pager.targetPage ?? pager.currentPage
    let target: Int
    switch key {
    case .left: target = from - 1
    case .right: target = from + 1
    case .home: target = 0
    case .end: target = pageCount - 1
    case .up, .down:
      finishCall()
      return false
    }
    guard (0..<pageCount).contains(target), !isRestingOrHeading(to: target) else {
      finishCall()
      return false
    }
    scrollToPage(target, animated: true)
    return true
  }

  /// Whether the pages rest on `page` or a motion is taking them there.
  private func isRestingOrHeading(to page: Int) -> Bool {
    (pager.targetPage ?? pager.settledPage) == page
  }

  // MARK: - Accessibility

  /// What a screen reader says: `"Page 3 of 7"`, with the title when it is text
  /// (`"Sports, page 3 of 7"`), or `"No pages"`.
  public var accessibilityValue: String {
    guard pageCount > 0 else { return "No pages" }
    let page = pager.currentPage
    let position = "page \(page + 1) of \(pageCount)"
    if let title = titles.first(where: { $0.index == page }), case .text(let text) = title.title,
      !text.isEmpty
    {
      return "\(text), \(position)"
    }
    return "P" + position.dropFirst()
  }

  /// The accessibility increment action: the next page, animated.
  ///
  /// Returns whether it moved.
  @discardableResult
  public func accessibilityIncrement(at time: Double? = nil) -> Bool {
    handleKey(.right, at: time)
  }

  /// The accessibility decrement action: the previous page, animated.
  ///
  /// Returns whether it moved.
  @discardableResult
  public func accessibilityDecrement(at time: Double? = nil) -> Bool {
    handleKey(.left, at: time)
  }
}
