// Events: the pager's, turned into the sliding pages'; the rests that end a gesture or a scroll;
// and their delivery.

extension SlidingPages: PagedModel {
  package func pager(_ pager: Pager, didEmit kind: PagerEvent.Kind, at time: Double) {
    isStale = true
    switch kind {
    case .scroll(.didScroll):
      if eventHandler != nil || delegate != nil { emit(.scroll(.didScroll), at: time) }
      return
    case .didSettle: settleTime = time
    default: break
    }
    emit(SlidingPagesEvent.Kind(kind), at: time)
  }

  /// After a call that moved the pager: reports a rest that ends a gesture or an animated
  /// scroll, and keeps the chrome's fade laid out while it runs.
  package func updateAfterPagerCall() {
    if chromeIsFading(at: pager.time) { isStale = true }
    // A finger landing on resting pages, or lifting without a drag, moves nothing and the pager
    // says nothing; yet whether the pages rest decides which pages partly in view have appeared.
    if pagesRest != frame.isLaidOutAtRest { isStale = true }
    reportRestIfNeeded()
  }

  /// Whether the pages rest: nothing moves them and no finger is down.
  var pagesRest: Bool { pager.phase == .idle && !pager.isTracking }

  /// If the pages rest after moving, reports what the rest ends: the user's gesture
  /// (`pageDidChange`, the active page, the chrome's fade back) or an animated scroll
  /// (`didFinishScrollingToPage`).
  private func reportRestIfNeeded() {
    defer { settleTime = nil }
    guard pager.phase == .idle, !pager.isTracking, !pager.isAnimating else { return }
    let source = motionSource
    if case .none = source { return }
    motionSource = .none
    let time = settleTime ?? pager.time
    // Between pages (paging off) the page at the offset counts, as the original's did.
    let page = pager.settledPage ?? leadingPage
    // The status bar comes back whatever ended the motion (a scroll may have taken over a drag).
    fadeChrome(showingDots: false, at: time)
    guard pageCount > 0 else { return }
    switch source {
    case .user:
      activePage = page
      isStale = true
      if compatibility.reportsEveryRest || page != lastUserRestPage {
        emit(.pageDidChange(page: page), at: time)
      }
      lastUserRestPage = page
    case .program(let animated):
      lastUserRestPage = page
      if animated && settleTime != nil { emit(.didFinishScrollingToPage(page: page), at: time) }
    case .none: break
    }
  }

  /// Queues an event at the pages' current time.
  func emit(_ kind: SlidingPagesEvent.Kind) {
    emit(kind, at: pager.time)
  }

  func emit(_ kind: SlidingPagesEvent.Kind, at time: Double) {
    events.append(SlidingPagesEvent(kind, at: time))
  }

  /// Delivers queued events in order, to the event handler and then the delegate; events their
  /// calls cause queue behind and are delivered by the same loop.
  ///
  /// Not during a layout (the data source may call in): its events wait for the layout's end, so
  /// a handler never sees a frame half laid out.
  package func deliverEvents() {
    guard events.hasPending, !isLayingOut else { return }
    guard eventHandler != nil || delegate != nil else { return events.discardPending() }
    events.deliver { event in
      eventHandler?(event)
      guard let delegate else { return }
      switch event.kind {
      case .scroll(.didScroll): delegate.slidingPagesDidScroll(self)
      case .pageDidChange(let page): delegate.slidingPages(self, didScrollToPageAt: page)
      case .didFinishScrollingToPage(let page):
        delegate.slidingPages(self, didFinishScrollingToPageAt: page)
      case .pageWillAppear(let page): delegate.slidingPages(self, pageWillAppearAt: page)
      case .pageDidAppear(let page): delegate.slidingPages(self, pageDidAppearAt: page)
      case .pageWillDisappear(let page): delegate.slidingPages(self, pageWillDisappearAt: page)
      case .pageDidDisappear(let page): delegate.slidingPages(self, pageDidDisappearAt: page)
      default: break
      }
    }
  }
}
