// The frame: which pages exist, where they and the titles are, their zoom and appearance, and the
// chrome's fade. Computed once per frame, when the host advances or reads the output.

extension SlidingPages {
  /// Lays out the frame if anything changed since the last layout, then delivers its events.
  ///
  /// Never nests: host code the layout calls (the data source) may call back in, and what it
  /// changes is laid out by another pass (at most four, against a data source that always calls
  /// back) or by the next layout: so two reads of the output can straddle one.
  package func layoutIfNeeded() {
    guard isStale || reloadOwed || titlesOwed, !isLayingOut else { return }
    isLayingOut = true
    var passes = 0
    while (isStale || reloadOwed || titlesOwed) && passes < 4 {
      passes += 1
      if reloadOwed {
        reloadOwed = false
        performReload()
      }
      if titlesOwed {
        titlesOwed = false
        releaseAllTitles()
        reserveOutputCapacity()
      }
      isStale = false
      layoutPass()
    }
    isLayingOut = false
    #if CAROUSELKIT_INTERNAL_CHECKS
      checkInvariants()
    #endif
    deliverEvents()
  }

  struct ChromeFrames {
    var dots: Rect?
    var strip: Rect?
    var triangle: Rect?
    var content: Rect
  }

  /// The frames of the dots, the strip, its triangle and the pages, stacked from the top.
  var chromeFrames: ChromeFrames {
    let width = viewportSize.width
    var top = 0.0
    var dots: Rect?
    if !configuration.isPageControlDisabled {
      dots = Rect(x: 0, y: 0, width: width, height: configuration.pageControlHeight)
      top += configuration.pageControlHeight
    }
    var strip: Rect?
    var triangle: Rect?
    if !configuration.isTitleStripHidden {
      strip = Rect(x: 0, y: top, width: width, height: configuration.titleStripHeight)
      if !configuration.isTriangleHidden {
        let size = configuration.triangleSize
        triangle = Rect(x: (width - size.width) / 2, y: top, width: size.width, height: size.height)
      }
      top += configuration.titleStripHeight
    }
    let content = Rect(x: 0, y: top, width: width, height: max(0, viewportSize.height - top))
    return ChromeFrames(dots: dots, strip: strip, triangle: triangle, content: content)
  }

  // MARK: - The layout pass

  private func layoutPass() {
    let layout = pager.layout
    let count = layout.pageCount
    let width = viewportSize.width
    // Appearance reads the offset within the content: rubber-banding past an end shows no new
    // page and hides none.
    let x = min(max(pager.contentOffset, 0), layout.maximumOffset)
    let atRest = pager.phase == .idle && !pager.isTracking
    // Half a point, or a few units in the last place where offsets are so large (1e20 pt) that
    // rounding alone exceeds it.
    let tolerance = max(pager.configuration.settleTolerance, 8 * (abs(x) + width).ulp)

    // 1. Pages leaving the view (or turning back) hear it first, in page order.
    for slot in realised.indices {
      let seen = visibility(of: realised[slot].index, at: x, in: layout, atRest, tolerance)
      updateDisappearance(slot, seen)
    }

    // 2. The window of pages to hold: those in view plus pagesBeyondViewport on each side.
    // Without a data source (it is weak, and gone) pages can only be let go of.
    let window = pageWindow(at: x, count: count, width: width)
    if window != realisedWindow { realise(window) }

    // 3. Pages coming into view (or turning back), in page order.
    for slot in realised.indices {
      let seen = visibility(of: realised[slot].index, at: x, in: layout, atRest, tolerance)
      updateAppearance(slot, seen)
    }

    // 4. Frames and zoom.
    let content = chromeFrames.content
    // Zoom reads the offset itself, as the original's did: the last page shrinks as it is
    // pulled past the end.
    let offset = pager.contentOffset
    let zoom =
      configuration.isZoomOutDisabled ? nil : stripGeometry.zoomScales(atContentOffset: offset)
    for slot in realised.indices {
      let index = realised[slot].index
      let start = layout.start(of: index)
      realised[slot].frame = Rect(
        x: start - offset, y: content.origin.y, width: layout.length(of: index),
        height: content.size.height)
      var scale = 1.0
      if let zoom {
        if index == zoom.page {
          scale = zoom.scale
        } else if let next = zoom.next, index == next.page {
          scale = next.scale
        }
      }
      realised[slot].scale = scale
    }

    // 5. The titles in the strip's view.
    layoutTitles()
  }

  /// Whether page `index` shows in the view at content offset `x`, and whether it shows fully
  /// (as much of it as the view can hold), or at all while the pages rest.
  private func visibility(
    of index: Int, at x: Double, in layout: PageLayout, _ atRest: Bool, _ tolerance: Double
  ) -> (intersects: Bool, full: Bool) {
    let start = layout.start(of: index)
    let end = layout.start(of: index + 1)
    let width = layout.viewportLength
    let shown = min(end, x + width) - max(start, x)
    let intersects = shown > tolerance
    let full = intersects && (atRest || shown >= min(end - start, width) - tolerance)
    return (intersects, full)
  }

  private func updateDisappearance(_ slot: Int, _ seen: (intersects: Bool, full: Bool)) {
    let index = realised[slot].index
    switch realised[slot].appearance {
    case .appeared where !seen.full:
      emit(.pageWillDisappear(page: index))
      realised[slot].appearance = .disappearing
      if !seen.intersects {
        emit(.pageDidDisappear(page: index))
        realised[slot].appearance = .disappeared
      }
    case .appearing where !seen.intersects:
      emit(.pageWillDisappear(page: index))
      emit(.pageDidDisappear(page: index))
      realised[slot].appearance = .disappeared
    case .disappearing where !seen.intersects:
      emit(.pageDidDisappear(page: index))
      realised[slot].appearance = .disappeared
    default: break
    }
  }

  private func updateAppearance(_ slot: Int, _ seen: (intersects: Bool, full: Bool)) {
    let index = realised[slot].index
    switch realised[slot].appearance {
    case .disappeared where seen.intersects:
      emit(.pageWillAppear(page: index))
      realised[slot].appearance = .appearing
      if seen.full {
        emit(.pageDidAppear(page: index))
        realised[slot].appearance = .appeared
      }
    case .appearing where seen.full:
      emit(.pageDidAppear(page: index))
      realised[slot].appearance = .appeared
    case .disappearing where seen.full:
      emit(.pageWillAppear(page: index))
      emit(.pageDidAppear(page: index))
      realised[slot].appearance = .appeared
    default: break
    }
  }

  /// The pages to hold at content offset `x`: every page when creating them eagerly; otherwise
  /// those in view plus ``SlidingPagesConfiguration/pagesBeyondViewport`` on each side (the page at
  /// the offset when none is in view, a view of width 0).
  private func pageWindow(at x: Double, count: Int, width: Double) -> Range<Int> {
    guard count > 0 else { return 0..<0 }
    guard let wanted = configuration.pagesBeyondViewport else { return 0..<count }
    var visible = pager.layout.visiblePages(atOffset: x)
    if visible.isEmpty {
      let page = pager.layout.page(atOffset: x)
      visible = page..<page + 1
    }
    let beyond = min(wanted, count)
    let lower = max(0, visible.lowerBound - beyond)
    let upper = min(count, visible.upperBound + beyond)
    return lower..<upper
  }

  /// Creates the pages of `window` that do not exist and lets go of those outside it.
  ///
  /// Pages let go of are out of view (the window holds every page in view), and have heard
  /// `pageDidDisappear` in step 1 of the pass.
  private func realise(_ window: Range<Int>) {
    let kept = window.clamped(to: realisedWindow)
    if kept.isEmpty {
      realised.removeAll(keepingCapacity: true)
    } else {
      realised.removeLast(realisedWindow.upperBound - kept.upperBound)
      realised.removeFirst(kept.lowerBound - realisedWindow.lowerBound)
    }
    realisedWindow = kept.isEmpty ? window.lowerBound..<window.lowerBound : kept
    guard let dataSource, !window.isEmpty else { return }
    // New pages before the kept ones, then after, each asked for in index order and put in place
    // (no temporary storage: a frame that creates pages does not allocate).
    for (slot, index) in (window.lowerBound..<realisedWindow.lowerBound).enumerated() {
      realised.append(
        SlidingPageItem(index: index, content: dataSource.slidingPages(self, pageAt: index)))
      realised.moveLast(to: slot)
    }
    for index in realisedWindow.upperBound..<window.upperBound {
      realised.append(
        SlidingPageItem(index: index, content: dataSource.slidingPages(self, pageAt: index)))
    }
    realisedWindow = window
  }

  /// Lets go of every page; those in view hear that they disappear.
  func releaseAllPages() {
    for slot in realised.indices {
      let index = realised[slot].index
      switch realised[slot].appearance {
      case .appeared, .appearing:
        emit(.pageWillDisappear(page: index))
        emit(.pageDidDisappear(page: index))
      case .disappearing:
        emit(.pageDidDisappear(page: index))
      case .disappeared: break
      }
    }
    realised.removeAll(keepingCapacity: true)
    realisedWindow = 0..<0
    releaseAllTitles()
  }

  func releaseAllTitles() {
    visibleTitles.removeAll(keepingCapacity: true)
    titleWindow = 0..<0
  }

  // MARK: - Titles

  /// The most titles the strip shows (256): with titles far narrower than the view, the ones
  /// nearest the strip's centre, so a frame stays O(1) however narrow they are.
  static var maximumTitlesShown: Int { 256 }

  /// The titles that show in the strip's view, asked for as they come into it.
  private func layoutTitles() {
    guard !configuration.isTitleStripHidden, let strip = chromeFrames.strip, pageCount > 0,
      let dataSource
    else {
      if !visibleTitles.isEmpty { releaseAllTitles() }
      return
    }
    let titleWidth = configuration.titleItemWidth
    let header = headerOffset
    // Strip-content x of the view's left edge: the strip is centred, one title wide.
    let left = header - (strip.size.width - titleWidth) / 2
    var first = max(0, wholeIndex((left / titleWidth).rounded(.down)))
    var last = min(pageCount, wholeIndex(((left + strip.size.width) / titleWidth).rounded(.up)))
    if last - first > Self.maximumTitlesShown {
      // Titles far narrower than the view: those nearest the strip's centre.
      let half = Double(Self.maximumTitlesShown / 2)
      let centreFirst = wholeIndex((header / titleWidth - half).rounded(.down))
      first = max(first, min(centreFirst, last - Self.maximumTitlesShown))
      last = first + Self.maximumTitlesShown
    }
    let window = first < last ? first..<last : first..<first
    if window != titleWindow {
      let kept = window.clamped(to: titleWindow)
      if kept.isEmpty {
        visibleTitles.removeAll(keepingCapacity: true)
      } else {
        visibleTitles.removeLast(titleWindow.upperBound - kept.upperBound)
        visibleTitles.removeFirst(kept.lowerBound - titleWindow.lowerBound)
      }
      let keptRange = kept.isEmpty ? window.upperBound..<window.upperBound : kept
      for (slot, index) in (window.lowerBound..<keptRange.lowerBound).enumerated() {
        visibleTitles.append(title(index, from: dataSource))
        visibleTitles.moveLast(to: slot)
      }
      for index in keptRange.upperBound..<window.upperBound {
        visibleTitles.append(title(index, from: dataSource))
      }
      titleWindow = window
    }
    let x0 = (strip.size.width - titleWidth) / 2 - header
    let style = self.style
    for slot in visibleTitles.indices {
      let index = visibleTitles[slot].index
      visibleTitles[slot].frame = Rect(
        x: x0 + Double(index) * titleWidth, y: strip.origin.y, width: titleWidth,
        height: strip.size.height)
      let active = index == activePage
      visibleTitles[slot].isActive = active
      visibleTitles[slot].textColor = active ? style.titleTextColor : style.inactiveTitleTextColor
      visibleTitles[slot].font = active ? style.titleFont : style.inactiveTitleFont
      visibleTitles[slot].shadow = style.titleShadow
    }
  }

  private func title(_ index: Int, from dataSource: any SlidingPagesDataSource<Page>)
    -> SlidingPageTitleItem
  {
    SlidingPageTitleItem(
      index: index, title: dataSource.slidingPages(self, titleAt: index), frame: .zero,
      isActive: false, textColor: style.inactiveTitleTextColor, font: style.inactiveTitleFont,
      shadow: style.titleShadow)
  }

  // MARK: - The chrome's fade

  /// The dots' opacity at `time`.
  func pageControlAlpha(at time: Double) -> Double {
    guard !configuration.isPageControlDisabled else { return 0 }
    guard configuration.hidesStatusBarWhenScrolling else { return 1 }
    let target = chromeFade.showsDots ? 1.0 : 0.0
    let elapsed = time - chromeFade.changeTime
    let duration = SlidingPagesConfiguration.chromeFadeDuration
    guard elapsed < duration else { return target }
    let progress = Easing.easeInEaseOut.value(at: max(0, elapsed) / duration)
    return chromeFade.startAlpha + (target - chromeFade.startAlpha) * progress
  }

  func chromeIsFading(at time: Double) -> Bool {
    configuration.hidesStatusBarWhenScrolling && !configuration.isPageControlDisabled
      && time - chromeFade.changeTime < SlidingPagesConfiguration.chromeFadeDuration
  }

  /// Starts the fade to show (the user scrolls) or hide the dots, at `time`.
  func fadeChrome(showingDots: Bool, at time: Double) {
    guard chromeFade.showsDots != showingDots else { return }
    let alpha = pageControlAlpha(at: time)
    chromeFade = ChromeFade(showsDots: showingDots, changeTime: time, startAlpha: alpha)
  }
}

extension Array {
  /// Moves the last element to `slot`, shifting those from `slot` on up by one, in place.
  ///
  /// An insert that never allocates: the standard library's `insert(_:at:)` and `swapAt(_:_:)`,
  /// unspecialised for a generic element, allocate a temporary on the heap (0.02 and 0.13 times
  /// per frame of `carousel bench`'s flick across ten pages). Element by element, without raw
  /// pointers: moving them with `moveInitialize` saved 13 of 18,610 instructions per frame of
  /// that flick (issue 22).
  ///
  /// - Complexity: O(count − slot)
  mutating func moveLast(to slot: Int) {
    let last = count - 1
    guard slot < last else { return }
    let element = self[last]
    var index = last
    while index > slot {
      self[index] = self[index - 1]
      index -= 1
    }
    self[slot] = element
  }
}
