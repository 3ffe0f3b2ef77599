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
    #if CAROUSELKIT_INTERNAL_CHECKS
      checkInvariants()
    #endif
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
      default: break
      }
    }
  }
}
