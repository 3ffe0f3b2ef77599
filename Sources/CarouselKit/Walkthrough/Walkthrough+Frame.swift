// The frame: which pages are told their offsets, and their subviews' states.

extension Walkthrough {
  /// Lays out the frame if anything changed since the last layout.
  ///
  /// The frame holds the pages with `−2 < x/W + 1 − page < 2`, each with its animator's subview
  /// states. It reuses the subview buffers of the last frame, so a steady frame allocates
  /// nothing.
  ///
  /// - Complexity: O(subviews of at most four pages).
  package func layoutIfNeeded() {
    guard isStale, !isLayingOut else { return }
    isStale = false
    isLayingOut = true
    defer { isLayingOut = false }
    let position =
      pageCount > 0 && (!compatibility.silentUntilFirstScroll || hasScrolled) ? pagePosition : nil
    // Built out of the walkthrough, then put back: a custom animation is host code, and one that
    // reads the walkthrough meets no access in progress (it sees no pages told: the frame is
    // being built); one that moves it leaves the frame stale, laid out again at the next read.
    var next = WalkthroughFrameState()
    swap(&next, &frame)
    next.layout(atPosition: position, animators: animators, wrapping: pager.isWrapping)
    swap(&next, &frame)
  }
}

/// The pages told their offsets at the last layout, and spare subview buffers for the next:
/// kept out of the generic model, so a frame runs specialised code and reaches them through one
/// access instead of one per page.
struct WalkthroughFrameState {
  var told: [WalkthroughPageState] = []
  var spareSubviews: [[WalkthroughSubviewState]] = []

  /// Tells the pages with `−2 < position + 1 − page < 2` their offsets, and their subviews'
  /// states from `animators` (one per page); none when `position` is `nil`.
  ///
  /// Looping (`wrapping`), `page` runs past the last page and before the first, each standing
  /// for the page it is modulo the count; a page within reach twice (a loop of fewer than four)
  /// is told once, at the copy whose offset is nearest to 1 (the page filling the view; the
  /// pages in view lie in (0, 2)). The pages are told in page order either way.
  mutating func layout(
    atPosition position: Double?, animators: [WalkthroughPageAnimator?], wrapping: Bool = false
  ) {
    // Hand last frame's subview buffers back for reuse.
    for slot in told.indices where told[slot].subviews.capacity > 0 {
      swap(&spareSubviews[slot], &told[slot].subviews)
    }
    told.removeAll(keepingCapacity: true)
    guard let position else { return }
    // −2 < position + 1 − i < 2  ⇔  position − 1 < i < position + 3.
    let count = animators.count
    let reach = wholeIndex((position - 1).rounded(.down)) + 1
    let end = wholeIndex((position + 3).rounded(.up)) - 1
    let first = wrapping ? reach : max(reach, 0)
    let last = wrapping ? end : min(end, count - 1)
    guard first <= last, count > 0 else { return }
    for copy in first...last {
      let offset = (position - Double(copy)) + 1
      let page = ((copy % count) + count) % count
      // The spare buffers are as many as the most pages told (`Walkthrough.maximumPagesTold`).
      guard offset > -2, offset < 2, told.count < spareSubviews.count else { continue }
      if wrapping && count < 4
        && isFartherCopy(copy, of: page, count: count, in: first...last, position: position)
      {
        continue
      }
      let slot = told.count
      guard animators[page] != nil else {
        told.append(WalkthroughPageState(index: page, offset: offset))
        continue
      }
      var subviews: [WalkthroughSubviewState] = []
      swap(&subviews, &spareSubviews[slot])
      animators[page]?.writeSubviewStates(atPageOffset: offset, into: &subviews)
      told.append(WalkthroughPageState(index: page, offset: offset, subviews: subviews))
    }
    // Across the seam the first pages come after the last: back into page order (at most four,
    // in place).
    if wrapping { told.sort { $0.index < $1.index } }
  }

  /// Whether another copy of `page` within `reach` lies nearer to offset 1 than `copy` (ties:
  /// the earlier copy, the greater offset, wins).
  private func isFartherCopy(
    _ copy: Int, of page: Int, count: Int, in reach: ClosedRange<Int>, position: Double
  ) -> Bool {
    let nearness = abs(position - Double(copy))
    return reach.contains { other in
      guard other != copy, ((other % count) + count) % count == page else { return false }
      let offset = (position - Double(other)) + 1
      guard offset > -2, offset < 2 else { return false }
      let otherNearness = abs(offset - 1)
      return otherNearness < nearness || (otherNearness == nearness && other < copy)
    }
  }
}
