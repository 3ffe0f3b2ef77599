// The walkthrough's invariants, checked after every entry point in builds with
// `-Xswiftc -DCAROUSELKIT_INTERNAL_CHECKS` (see Package.swift).

#if CAROUSELKIT_INTERNAL_CHECKS
  extension Walkthrough {
    /// Traps, naming the broken rule, if the walkthrough's state is inconsistent.
    ///
    /// - Complexity: O(subviews of the pages told).
    func checkInvariants() {
      precondition(
        pages.count == animators.count && pager.pageCount == pages.count,
        "Walkthrough: pages, animators and the pager disagree on the page count")
      precondition(
        pager.layout.viewportLength == viewportSize.width,
        "Walkthrough: the pager's page width is not the view's")
      precondition(
        pageCount == 0 ? currentPage == 0 : (0..<pageCount).contains(currentPage),
        "Walkthrough: current page out of range")
      precondition(
        pageCount == 0 || (0..<pageCount).contains(pageControlPage),
        "Walkthrough: page control page out of range")
      precondition(
        frame.told.count <= Self.maximumPagesTold, "Walkthrough: more than four pages told")
      guard !isStale else { return }
      var previous = -1
      for state in frame.told {
        precondition(
          state.index > previous && state.index < pageCount, "Walkthrough: told pages out of order")
        previous = state.index
        precondition(state.offset > -2 && state.offset < 2, "Walkthrough: told outside (−2, 2)")
        let expected = animators[state.index]?.subviewCount ?? 0
        precondition(
          state.subviews.count == expected, "Walkthrough: a told page's subviews are missing")
      }
    }
  }
#endif
