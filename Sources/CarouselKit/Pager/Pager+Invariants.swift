// The pager's invariants, checked after every entry point in builds with
// `-Xswiftc -DCAROUSELKIT_INTERNAL_CHECKS` (see Package.swift).

#if CAROUSELKIT_INTERNAL_CHECKS
  extension Pager {
    /// Traps, naming the broken rule, if the pager's state is inconsistent.
    ///
    /// - Complexity: O(1) for pages of the viewport's length, O(log n) otherwise.
    func checkInvariants() {
      precondition(
        contentOffset.isFinite && time.isFinite, "Pager: offset and time must stay finite")
      let overscroll = engine.configuration.maximumOverscroll
      let loops = configuration.wraps && Self.loops(layout)
      precondition(
        loops
          ? contentOffset >= 0 && contentOffset < layout.contentLength
          : contentOffset >= -overscroll - 1e-9
            && contentOffset <= layout.maximumOffset + overscroll + 1e-9,
        "Pager: offset beyond the ends and the rubber band, or outside the loop")
      precondition(
        layout.pageCount == 0 ? currentPage == 0 : (0..<layout.pageCount).contains(currentPage),
        "Pager: current page out of range")
      switch engine.configuration.bounds {
      case .limited(let range):
        precondition(
          !loops && range.lowerBound == 0 && range.upperBound == layout.maximumOffset,
          "Pager: the engine's bounds are not the pages'")
      case .wrapping(let period):
        precondition(
          loops && period == layout.contentLength, "Pager: the engine's loop is not the pages'")
      }
      if let page = settledPage {
        precondition(!isAnimating && !isTracking, "Pager: settled while moving")
        precondition((0..<layout.pageCount).contains(page), "Pager: settled page out of range")
      }
    }
  }
#endif
