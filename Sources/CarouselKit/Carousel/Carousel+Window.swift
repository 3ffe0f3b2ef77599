// The visible window: which items and placeholders a frame loads.

extension Carousel {
  /// Fills the window with the slots this frame shows, in ascending order of key, leaving out
  /// slots that would be fully transparent (iCarousel loads no view for those).
  ///
  /// The window holds ``CarouselState/Resolved/windowSize`` slots centred on the current item
  /// (one more on the negative side when the size is even), kept within the items and shown
  /// placeholders when not wrapping. When a wrapping carousel's window is wider than its items,
  /// items repeat: slots are then positions on the unwrapped strip.
  ///
  /// - Complexity: O(window size)
  func computeWindow() {
    let s = engine.offset
    let layout = state.layout
    let count = state.itemCount
    let unlimited = state.resolved.unlimitedWindowSize
    let wrap = state.resolved.wrap
    let repeats = wrap && count > 0 && unlimited > count && !settings.compatibility.contains(.wrapShowsEachItemOnce)
    state.window.removeAll(keepingCapacity: true)
    if repeats {
      state.resolved.windowSize = unlimited
      let continuous = state.continuousOffset
      let start = Int(continuous.rounded()) - unlimited / 2
      for key in start..<(start + unlimited) {
        let offset = Double(key) - continuous
        if layout.alpha(atOffset: offset) != 0 {
          state.window.append(.init(key: key, index: ((key % count) + count) % count, offset: offset))
        }
      }
    } else {
      let shown = state.resolved.placeholdersShown
      let size = min(max(unlimited, 0), count + shown)
      state.resolved.windowSize = size
      let lowest = -((shown + 1) / 2), highest = count - 1 + shown / 2
      var start = clampedIndex(atOffset: s) - size / 2
      if !wrap { start = max(lowest, min(highest - size + 1, start)) }
      for k in 0..<size {
        let index = wrap ? clampedIndex(start + k) : start + k
        let offset = offsetForItem(index: index, scrollOffset: s)
        if layout.alpha(atOffset: offset) != 0 { state.window.append(.init(key: index, index: index, offset: offset)) }
      }
    }
    setRegime(repeats ? .ghosts : .indexes)
  }

  /// The offset of a loaded slot at scroll offset `s`, in items.
  func slotOffset(key: Int, index: Int, scrollOffset s: Double) -> Double {
    state.regime == .ghosts ? Double(key) - state.continuousOffset : offsetForItem(index: index, scrollOffset: s)
  }

  /// Switches how loaded views are keyed; views keyed the other way go back to the pools.
  func setRegime(_ newRegime: CarouselState.Regime) {
    guard newRegime != state.regime else { return }
    state.regime = newRegime
    unloadAll()
  }
}
