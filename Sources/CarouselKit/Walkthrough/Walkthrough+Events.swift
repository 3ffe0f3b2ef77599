// Events: the pager's, turned into the walkthrough's; rests reported as page changes; delivery.

extension Walkthrough: PagedModel {
  package func pager(_ pager: Pager, didEmit kind: PagerEvent.Kind, at time: Double) {
    switch kind {
    case .scroll(.didScroll):
      hasScrolled = true
      isStale = true
      if eventHandler != nil || delegate != nil { emit(.scroll(.didScroll), at: time) }
      return
    case .didSettle(let page):
      restedPage = page
      isStale = true
      emit(.didSettle(page: page), at: time)
      reportRest(on: page, at: time)
      return
    default: break
    }
    emit(WalkthroughEvent.Kind(kind), at: time)
  }

  /// Reports `pageDidChange` for a rest on `page`: when it is another page than last reported,
  /// or always as the original.
  func reportRest(on page: Int, at time: Double) {
    guard compatibility.reportsEveryRest || page != reportedPage else { return }
    reportedPage = page
    emit(.pageDidChange(page: page), at: time)
  }

  /// The walkthrough keeps nothing of its own to bring up to date after the pager's call; its
  /// invariants are checked here in builds that check them.
  package func updateAfterPagerCall() {
    updateAppearances()
    #if CAROUSELKIT_INTERNAL_CHECKS
      checkInvariants()
    #endif
  }

  /// Brings the pages' appearance cycle up to the offset: pages leaving the view hear it first,
  /// then pages coming in, each in page order (as ``SlidingPages`` tells its pages).
  ///
  /// - Complexity: O(pages in view, or on their way in or out).
  func updateAppearances() {
    let layout = pager.layout
    let width = layout.viewportLength
    let wraps = pager.isWrapping
    // Looping, the offset is already in the loop; the pages before it are seen a lap back.
    let period = wraps ? layout.contentLength : nil
    let offset =
      wraps ? pager.contentOffset : min(max(pager.contentOffset, 0), layout.maximumOffset)
    let atRest = pager.phase == .idle && !pager.isTracking
    // Half a point, or a few units in the last place where offsets are large.
    let tolerance = max(pager.configuration.settleTolerance, 8 * (abs(offset) + width).ulp)
    let time = pager.time
    var kept = 0
    for position in appearances.indices {
      let page = appearances[position].page
      var appearance = appearances[position].appearance
      let seen = layout.visibility(
        of: page, atOffset: offset, atRest: atRest, tolerance: tolerance, period: period)
      appearance.leave(seen) { emit(Self.kind($0, page: page), at: time) }
      if appearance != .disappeared && page < pageCount {
        appearances[kept] = (page, appearance)
        kept += 1
      }
    }
    appearances.removeLast(appearances.count - kept)
    guard pageCount > 0, width > 0 else { return }
    let visible = layout.visiblePages(atOffset: offset)
    for page in visible {
      enter(page, offset: offset, atRest: atRest, tolerance: tolerance, period: period)
    }
    // Looping, the pages at the loop's start are in view again past its end.
    guard wraps else { return }
    for page in layout.visiblePages(atOffset: offset - layout.contentLength)
    where !visible.contains(page) {
      enter(page, offset: offset, atRest: atRest, tolerance: tolerance, period: period)
    }
  }

  /// Brings page `page`, in view, through its appearance cycle's way in.
  private func enter(
    _ page: Int, offset: Double, atRest: Bool, tolerance: Double, period: Double?
  ) {
    let seen = pager.layout.visibility(
      of: page, atOffset: offset, atRest: atRest, tolerance: tolerance, period: period)
    let position = appearances.firstIndex { $0.page == page }
    var appearance = position.map { appearances[$0].appearance } ?? .disappeared
    let time = pager.time
    appearance.enter(seen) { emit(Self.kind($0, page: page), at: time) }
    if let position {
      appearances[position].appearance = appearance
    } else if appearance != .disappeared {
      // In page order: the visible pages come in order, after or before those kept.
      let at = appearances.firstIndex { $0.page > page } ?? appearances.count
      appearances.insert((page, appearance), at: at)
    }
  }

  /// The walkthrough's event for a step of a page's appearance cycle.
  static func kind(_ change: PageAppearanceChange, page: Int) -> WalkthroughEvent.Kind {
    switch change {
    case .willAppear: return .pageWillAppear(page: page)
    case .didAppear: return .pageDidAppear(page: page)
    case .willDisappear: return .pageWillDisappear(page: page)
    case .didDisappear: return .pageDidDisappear(page: page)
    }
  }

  /// Where `page` is in its appearance cycle (``PageAppearance/disappeared`` out of view).
  ///
  /// - Complexity: O(pages in view).
  public func appearance(ofPage page: Int) -> PageAppearance {
    appearances.first { $0.page == page }?.appearance ?? .disappeared
  }

  /// Queues an event at the walkthrough's current time.
  func emit(_ kind: WalkthroughEvent.Kind) {
    emit(kind, at: pager.time)
  }

  func emit(_ kind: WalkthroughEvent.Kind, at time: Double) {
    events.append(WalkthroughEvent(kind, at: time))
  }

  /// Delivers queued events in order, to the event handler and then the delegate; events their
  /// calls cause queue behind and are delivered by the same loop.
  package func deliverEvents() {
    guard events.hasPending else { return }
    guard eventHandler != nil || delegate != nil else { return events.discardPending() }
    events.deliver { event in
      eventHandler?(event)
      guard let delegate else { return }
      switch event.kind {
      case .scroll(.didScroll): delegate.walkthrough(self, didScrollTo: contentOffset)
      case .pageDidChange(let page): delegate.walkthrough(self, pageDidChange: page)
      case .nextButtonPressed: delegate.walkthroughNextButtonPressed(self)
      case .previousButtonPressed: delegate.walkthroughPreviousButtonPressed(self)
      case .closeButtonPressed: delegate.walkthroughCloseButtonPressed(self)
      case .pageWillAppear(let page): delegate.walkthrough(self, pageWillAppearAt: page)
      case .pageDidAppear(let page): delegate.walkthrough(self, pageDidAppearAt: page)
      case .pageWillDisappear(let page): delegate.walkthrough(self, pageWillDisappearAt: page)
      case .pageDidDisappear(let page): delegate.walkthrough(self, pageDidDisappearAt: page)
      default: break
      }
    }
  }
}
