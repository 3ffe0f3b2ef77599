// The sliding pages' invariants, checked after every layout in builds with
// `-Xswiftc -DCAROUSELKIT_INTERNAL_CHECKS` (see Package.swift).

#if CAROUSELKIT_INTERNAL_CHECKS
  extension SlidingPages {
    /// Traps, naming the broken rule, if the frame is inconsistent.
    ///
    /// - Complexity: O(pages held + titles shown).
    func checkInvariants() {
      precondition(
        frame.slots.count == frame.pageWindow.count && contents.count == frame.slots.count,
        "SlidingPages: pages held do not fill the window")
      let count = max(pageCount, 1)
      let loops = pager.isWrapping
      for (slot, item) in frame.slots.enumerated() {
        let position = frame.pageWindow.lowerBound + slot
        precondition(
          item.index == (loops ? ((position % count) + count) % count : position),
          "SlidingPages: pages out of order")
        precondition(item.index < pageCount, "SlidingPages: a page beyond the count is held")
        precondition(item.scale > 0 && item.scale <= 1, "SlidingPages: zoom scale out of range")
      }
      precondition(!loops || frame.slots.count <= pageCount, "SlidingPages: a page held twice")
      if let beyond = configuration.pagesBeyondViewport, pageCount > 0, !isStale, !loops {
        // The window is read at the offset within the content (rubber-banding shows no new page).
        let x = min(max(contentOffset, 0), pageLayout.maximumOffset)
        let inView = max(pageLayout.visiblePages(atOffset: x).count, 1)
        precondition(
          frame.slots.count <= inView + 2 * min(beyond, pageCount),
          "SlidingPages: more pages held than the window needs")
      }
      precondition(
        frame.titles.count == frame.titleWindow.count,
        "SlidingPages: titles do not fill their window")
      precondition(
        (0..<max(pageCount, 1)).contains(activePage) || pageCount == 0,
        "SlidingPages: active page out of range")
    }
  }
#endif
