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
    next.layout(atPosition: position, animators: animators)
    swap(&next, &frame)
  }
}

/// The pages told their offsets at the last layout, and spare subview buffers for the next:
/// kept out of the generic model, so a frame runs specialised code and reaches them through one
/// access instead of one per page (issue 22).
struct WalkthroughFrameState {
  var told: [WalkthroughPageState] = []
  var spareSubviews: [[WalkthroughSubviewState]] = []

  /// Tells the pages with `−2 < position + 1 − page < 2` their offsets, and their subviews'
  /// states from `animators` (one per page); none when `position` is `nil`.
  mutating func layout(atPosition position: Double?, animators: [WalkthroughPageAnimator?]) {
    // Hand last frame's subview buffers back for reuse.
    for slot in told.indices where told[slot].subviews.capacity > 0 {
      swap(&spareSubviews[slot], &told[slot].subviews)
    }
    told.removeAll(keepingCapacity: true)
    guard let position else { return }
    // −2 < position + 1 − i < 2  ⇔  position − 1 < i < position + 3.
    let first = max(wholeIndex((position - 1).rounded(.down)) + 1, 0)
    let last = min(wholeIndex((position + 3).rounded(.up)) - 1, animators.count - 1)
    guard first <= last else { return }
    for page in first...last {
      let offset = (position - Double(page)) + 1
      // The spare buffers are as many as the most pages told (`Walkthrough.maximumPagesTold`).
      guard offset > -2, offset < 2, told.count < spareSubviews.count else { continue }
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
  }
}
