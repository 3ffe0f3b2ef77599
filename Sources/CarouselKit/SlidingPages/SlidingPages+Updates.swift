// Inserting and removing one page, keeping the page in view and the pages already made.

extension SlidingPages {
  /// Inserts a page at `index`, keeping the page in view where it is.
  ///
  /// Update the data source first: the call reads the page count (and widths) again, and asks
  /// for the new page at once if it falls among the pages held (``realisedPageIndexes``); the
  /// others keep their content, moved one index on. A motion in flight carries on toward the
  /// same page, and the current page keeps its content, its index moving with it (so
  /// `currentPageDidChange` is told when the insert is before it). Titles are asked for again.
  /// A data source whose count did not grow by one is reloaded instead
  /// (``reloadData()``). Looping (``SlidingPagesConfiguration/loops``), the pages held are let go
  /// and made again (those in view hear their appearance cycle again), the page in view kept.
  ///
  /// - Parameters:
  ///   - index: Where the new page goes, in `0...pageCount`.
  ///   - time: When, in seconds; the model's ``time`` when `nil`.
  /// - Precondition: `index` is in `0...pageCount`; not called during a layout (from the data
  ///   source).
  /// - Complexity: O(held pages), plus O(n) when the data source gives page widths.
  public func insertPage(at index: Int, at time: Double? = nil) {
    precondition(!isLayingOut, "SlidingPages.insertPage must not be called during a layout")
    precondition(
      index >= 0 && index <= pageCount, "SlidingPages.insertPage index must be in 0...pageCount")
    catchUp(to: time)
    changePages(inserting: index)
  }

  /// Removes the page at `index`, keeping the page in view where it is; removing that page
  /// brings the next one (the previous one when it was the last) into view.
  ///
  /// Update the data source first: the call reads the page count (and widths) again. A page
  /// held in view hears `pageWillDisappear` and `pageDidDisappear` with its old index now, and
  /// the page that takes its place appears at the next frame. A motion in flight carries on
  /// toward the same page (or the one that takes the removed page's place). Titles are asked for
  /// again. A data source whose count did not shrink by one is reloaded instead. Looping, the
  /// pages held are let go and made again, as for an insert.
  ///
  /// - Parameters:
  ///   - index: The page to remove, in `0..<pageCount`.
  ///   - time: When, in seconds; the model's ``time`` when `nil`.
  /// - Precondition: `index` is in `0..<pageCount`; not called during a layout.
  /// - Complexity: O(held pages), plus O(n) when the data source gives page widths.
  public func removePage(at index: Int, at time: Double? = nil) {
    precondition(!isLayingOut, "SlidingPages.removePage must not be called during a layout")
    precondition(
      index >= 0 && index < pageCount, "SlidingPages.removePage index must be in 0..<pageCount")
    catchUp(to: time)
    changePages(removing: index)
  }

  private func changePages(inserting index: Int) {
    let oldCount = pageCount
    guard let dataSource, dataSource.numberOfPages(in: self) == oldCount + 1 else {
      performReload()
      return finishCall()
    }
    // Looping, window positions would change their pages: the pages held are made again.
    if pager.isWrapping { releaseAllPages() }
    // The pages held move one index on from `index`; a page asked for inside them is made now,
    // with the layout marked busy so that a data source reloading from its call waits.
    var window = frame.pageWindow
    for position in frame.slots.indices where frame.slots[position].index >= index {
      frame.slots[position].index += 1
    }
    if index <= window.lowerBound && !window.isEmpty {
      window = window.lowerBound + 1..<window.upperBound + 1
    } else if index < window.upperBound {
      isLayingOut = true
      let content = dataSource.slidingPages(self, pageAt: index)
      isLayingOut = false
      let position = index - window.lowerBound
      contents.insert(content, at: position)
      frame.slots.insert(PageSlot(index: index), at: position)
      window = window.lowerBound..<window.upperBound + 1
    }
    frame.pageWindow = window
    relayOut(PageChange(.insertion, at: index, leaving: oldCount + 1))
  }

  private func changePages(removing index: Int) {
    let oldCount = pageCount
    guard let dataSource, dataSource.numberOfPages(in: self) == oldCount - 1 else {
      performReload()
      return finishCall()
    }
    if pager.isWrapping { releaseAllPages() }
    var window = frame.pageWindow
    if window.contains(index) {
      let position = index - window.lowerBound
      frame.slots[position].appearance.letGo { emit(.init($0, page: index)) }
      let leaving = contents.remove(at: position)
      frame.slots.remove(at: position)
      window = window.lowerBound..<window.upperBound - 1
      withExtendedLifetime(leaving) {}
    } else if index < window.lowerBound {
      window = window.lowerBound - 1..<window.upperBound - 1
    }
    for position in frame.slots.indices where frame.slots[position].index > index {
      frame.slots[position].index -= 1
    }
    frame.pageWindow = window
    relayOut(PageChange(.removal, at: index, leaving: oldCount - 1))
  }

  /// Moves the pages the model keeps by `change`, reads the new layout and moves the pager's
  /// offsets with it.
  private func relayOut(_ change: PageChange) {
    activePage = change.page(activePage)
    lastUserRestPage = lastUserRestPage.map(change.page)
    let layout = pageLayout(count: change.count, widths: dataSource?.pageWidths(in: self))
    pager.setLayout(layout, at: nil, mappingPosition: change.position)
    reserveOutputCapacity()
    titlesOwed = true
    isStale = true
    finishCall()
  }
}
