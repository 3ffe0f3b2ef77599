// Events: reporting a scroll, queueing the others, and delivering them to the owner or the
// delegate.

extension ScrollEngine {
  /// Queues `didScroll` if the offset differs from the one last reported.
  ///
  /// The owner hears a `didScroll` with nothing queued before it at once (the offset is set by
  /// then): the one event of most frames then skips the queue, and nothing changes order. (An
  /// owner that hears every event at once, the pager, never has anything queued.)
  // Kept: glide frame linear 1,000 items 2,844 → 3,000 instructions if every `didScroll` is
  // queued (callgrind, Scripts/frame-instructions.sh linear).
  func reportScrollIfMoved() {
    let current = offset
    guard current != lastReportedOffset else { return }
    lastReportedOffset = current
    if let owner, events.isIdle {
      owner.scrollEngine(self, didEmit: Event(.didScroll, at: time))
    } else {
      emit(.didScroll)
    }
  }

  @inline(__always) func emit(_ kind: Event.Kind) {
    if handsEventsToOwnerAtOnce, let owner {
      return owner.scrollEngine(self, didEmit: Event(kind, at: time))
    }
    events.append(Event(kind, at: time))
  }

  /// Delivers queued events in order.
  ///
  /// Events caused by a delegate's calls are queued behind and delivered by the same loop.
  func deliverEvents() {
    #if CAROUSELKIT_INTERNAL_CHECKS
      checkInvariants()
    #endif
    guard events.hasPending else { return }
    if let owner { return events.deliver { owner.scrollEngine(self, didEmit: $0) } }
    guard let delegate else { return events.discardPending() }
    events.deliver { delegate.scrollEngine(self, didEmit: $0) }
  }
}
