/// The layer the page models built on a ``Pager`` share — ``SlidingPages``, ``Walkthrough`` and
/// the onboarding conductor: each owns a pager, queues its events as its own (``PagerOwner``),
/// and forwards a host's touches, keys, wheel, frames and scrolls to it through these defaults,
/// so every model handles them the same way instead of each keeping a copy.
///
/// Every call ends the same way (``finishCall()``): the model's own bookkeeping for what the
/// pager did, then the events, once the state is complete. A frame (``advancePagedModel(to:)``)
/// lays out before it delivers, as the carousel's does.
package protocol PagedModel: PagerOwner {
  /// The pager under the model.
  var pager: Pager { get }
  /// Brings the model's own state up to date with what the pager did in this call (a rest, a
  /// fade ending), queueing its events; delivers nothing.
  func updateAfterPagerCall()
  /// Lays out the frame if anything changed since the last layout.
  func layoutIfNeeded()
  /// Delivers the queued events, in order, to the event handler and then the delegate.
  func deliverEvents()
}

extension PagedModel {
  /// Ends a call: the model's bookkeeping, then the events.
  package func finishCall() {
    updateAfterPagerCall()
    deliverEvents()
  }

  /// Brings the pager and the model to `time`, lays out the frame, then delivers the events.
  package func advancePagedModel(to time: Double) {
    pager.advance(to: time)
    updateAfterPagerCall()
    layoutIfNeeded()
    deliverEvents()
  }

  /// Brings the pager to `time`, when given, and ends that part of the call, so what happened
  /// by then is heard before what the call does.
  package func catchUp(to time: Double?) {
    guard let time else { return }
    pager.advance(to: time)
    finishCall()
  }

  /// Hands a host's touch, drag or wheel input to the pager, then ends the call:
  /// `forward { $0.touchBegan(at: time) }`.
  package func forward(_ input: (Pager) -> Void) {
    input(pager)
    finishCall()
  }

  package func forwardKey(_ key: NavigationKey, at time: Double?) -> Bool {
    let handled = pager.handleKey(key, at: time)
    finishCall()
    return handled
  }

  package func forwardScrollToPage(_ page: Int, animated: Bool, at time: Double?) -> Bool {
    catchUp(to: time)
    let moves = pager.scrollToPage(page, animated: animated)
    finishCall()
    return moves
  }

  package func forwardStep(forward: Bool, at time: Double?) -> Bool {
    catchUp(to: time)
    let moves = forward ? pager.scrollToNextPage() : pager.scrollToPreviousPage()
    finishCall()
    return moves
  }

  package func forwardSetContentOffset(_ x: Double, animated: Bool, at time: Double?) {
    catchUp(to: time)
    pager.setContentOffset(x, animated: animated)
    finishCall()
  }
}
