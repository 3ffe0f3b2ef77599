// Loading: reading the pages from the data source, and keeping room for a frame's pages and
// titles.

extension SlidingPages {
  /// Reads the page count and widths from the data source and starts over: pages are created
  /// again as they come near the view (the original's `reloadPages`; without a data source, no
  /// pages).
  ///
  /// The first reload shows ``SlidingPagesConfiguration/initialPage``; later ones keep the current page,
  /// clamped into the new pages (or return to the initial page with
  /// ``SlidingPagesCompatibility/reloadReturnsToInitialPage``, as the original did). Pages that were
  /// in view hear `pageWillDisappear` and `pageDidDisappear` (the new ones appear at the next
  /// frame). Called from the data source during a layout, it runs after that layout.
  ///
  /// - Complexity: O(1), plus O(n) when the data source gives page widths or creates every page.
  public func reloadData() {
    if isLayingOut {
      reloadOwed = true
      diagnosticsHandler?(.reloadDuringLayout)
      return
    }
    performReload()
    finishCall()
  }

  func performReload() {
    var count = dataSource?.numberOfPages(in: self) ?? 0
    if count < 0 {
      diagnosticsHandler?(.negativePageCount(count))
      count = 0
    }
    let layout = pageLayout(count: count, widths: dataSource?.pageWidths(in: self))
    let firstLoad = !hasLoaded
    hasLoaded = true
    // A page whose deinit reads the model gets the frame as it stands, not a layout nested in
    // the reload (whose count the pager does not have yet).
    let wasLayingOut = isLayingOut
    isLayingOut = true
    releaseAllPages()
    isLayingOut = wasLayingOut
    // A reload mid-flick keeps the page the flick was heading for.
    let shown = pager.targetPage ?? pager.currentPage
    let page: Int? =
      firstLoad || compatibility.reloadReturnsToInitialPage
      ? configuration.initialPage : min(shown, max(count - 1, 0))
    motionSource = .none
    stripGesture?.isDragging = false
    pager.setLayout(layout, page: page)
    activePage = count > 0 ? min(max(page ?? 0, 0), count - 1) : 0
    lastUserRestPage = activePage
    reserveOutputCapacity()
    isStale = true
  }

  /// Makes room for the pages and titles a moving frame holds, so that frames do not allocate:
  /// two pages in view (more for pages narrower than the view) plus those beyond on each side,
  /// and the titles across the view's width plus one at each edge.
  func reserveOutputCapacity() {
    let layout = pager.layout
    let inView = layout.hasUniformPages ? 2 : min(layout.pageCount, 8)
    let pagesHeld =
      configuration.pagesBeyondViewport.map {
        min(inView + 2 * min($0, layout.pageCount), layout.pageCount)
      }
      ?? layout.pageCount
    if frame.slots.capacity < pagesHeld { frame.slots.reserveCapacity(pagesHeld) }
    if contents.capacity < pagesHeld { contents.reserveCapacity(pagesHeld) }
    let titleWidth = configuration.titleItemWidth
    let across = min(
      wholeIndex((viewportSize.width / titleWidth).rounded(.up)), Self.maximumTitlesShown)
    let titlesShown = min(across + 2, pageCount, Self.maximumTitlesShown)
    if frame.titles.capacity < titlesShown { frame.titles.reserveCapacity(titlesShown) }
  }

  func pageLayout(count: Int, widths: [Double]?) -> PageLayout {
    let width = viewportSize.width
    guard let widths else { return PageLayout(pageCount: count, viewportLength: width) }
    guard widths.count == count else {
      diagnosticsHandler?(.pageWidthCountMismatch(count: widths.count, pageCount: count))
      return PageLayout(pageCount: count, viewportLength: width)
    }
    // Each width at most 1e280 points: any number of them spans a finite length.
    for (index, value) in widths.enumerated() {
      guard value > 0, value <= PageLayout.maximumViewportLength else {
        diagnosticsHandler?(.invalidPageWidth(index: index, width: value))
        return PageLayout(pageCount: count, viewportLength: width)
      }
    }
    return PageLayout(pageLengths: widths, viewportLength: width)
  }
}
