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
  var chromeFrames: ChromeFrames { Self.chromeFrames(configuration, viewportSize) }

  static func chromeFrames(
    _ configuration: SlidingPagesConfiguration, _ viewportSize: Size
  ) -> ChromeFrames {
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
    let offset = pager.contentOffset
    let width = viewportSize.width
    let loopLength = pager.isWrapping ? layout.contentLength : nil
    // Looping, every offset shows pages: nothing to clamp.
    let clamped = loopLength != nil ? offset : min(max(offset, 0), layout.maximumOffset)
    var inputs = PagesFrameInputs(
      layout: layout, offset: offset, clampedOffset: clamped,
      atRest: pagesRest,
      // Half a point, or a few units in the last place where offsets are so large (1e20 pt)
      // that rounding alone exceeds it.
      tolerance: max(pager.configuration.settleTolerance, 8 * (abs(clamped) + width).ulp),
      time: pager.time)
    inputs.loopLength = loopLength
    let configuration = self.configuration
    frame.isLaidOutAtRest = inputs.atRest

    // 1. Pages leaving the view (or turning back) hear it first, in page order.
    frame.updateDisappearances(inputs, into: events)

    // 2. The window of pages to hold: those in view plus pagesBeyondViewport on each side.
    // Without a data source (it is weak, and gone) pages can only be let go of.
    let window = SlidingPagesFrameState.pageWindow(
      inputs, beyond: configuration.pagesBeyondViewport)
    if window != frame.pageWindow {
      if loopLength != nil { realiseLoop(window, inputs) } else { realise(window) }
    }

    // 3, 4. Pages coming into view (or turning back), in page order; frames and zoom.
    let chrome = Self.chromeFrames(configuration, viewportSize)
    frame.updateAppearancesAndFrames(
      inputs, content: chrome.content,
      zoom: configuration.isZoomOutDisabled ? nil : zoomScales(inputs),
      into: events)

    // 5. The titles in the strip's view.
    layoutTitles(configuration, strip: chrome.strip, inputs: inputs)
  }

  /// The original's zoom-out of the page being left and the page arriving; looping, the first
  /// page arrives after the last.
  private func zoomScales(_ inputs: PagesFrameInputs)
    -> (page: Int, scale: Double, next: (page: Int, scale: Double)?)
  {
    let geometry = HeaderStripGeometry(
      layout: inputs.layout, titleWidth: configuration.titleItemWidth)
    guard let length = inputs.loopLength else {
      return geometry.zoomScales(atContentOffset: inputs.offset)
    }
    let lap = inputs.place(of: inputs.position(atOffset: inputs.offset)).lap
    let local = inputs.offset - Double(lap) * length
    var zoom = geometry.zoomScales(atContentOffset: local)
    if zoom.next == nil {
      let arriving = max(0, (length - local).rounded(.towardZero))
      zoom.next = (0, HeaderStripGeometry.zoomScale(distance: arriving))
    }
    return zoom
  }

  /// Makes the pages of `window` (positions on the strip a loop unrolls) that are not held, and
  /// lets go of those outside it.
  ///
  /// A page held at a position the window leaves moves to the one
  /// where the window needs it again (the window turning round the loop) instead of being made
  /// anew; so each page is made once for as long as it stays near the view.
  ///
  /// Frames that change the window build its lists anew (a few pages' worth).
  private func realiseLoop(_ window: Range<Int>, _ inputs: PagesFrameInputs) {
    let held = frame.pageWindow
    var taken = [Int?](repeating: nil, count: window.count)
    var used = [Bool](repeating: false, count: frame.slots.count)
    for (slot, position) in window.enumerated() where held.contains(position) {
      taken[slot] = position - held.lowerBound
      used[position - held.lowerBound] = true
    }
    for (slot, position) in window.enumerated() where taken[slot] == nil {
      let page = inputs.place(of: position).page
      if let from = frame.slots.indices.first(where: { !used[$0] && frame.slots[$0].index == page })
      {
        taken[slot] = from
        used[from] = true
      }
    }
    // New pages are asked for first, in window order, while the frame still holds the old ones.
    var made: [Page] = []
    if let dataSource {
      for (slot, position) in window.enumerated() where taken[slot] == nil {
        made.append(dataSource.slidingPages(self, pageAt: inputs.place(of: position).page))
      }
    } else if taken.contains(where: { $0 == nil }) {
      // Without a data source (it is weak, and gone) pages can only be let go of.
      let leaving = (contents, frame.slots)
      contents.removeAll(keepingCapacity: true)
      frame.slots.removeAll(keepingCapacity: true)
      frame.pageWindow = window.lowerBound..<window.lowerBound
      withExtendedLifetime(leaving) {}
      return
    }
    var newContents: [Page] = []
    var newSlots: [PageSlot] = []
    newContents.reserveCapacity(max(window.count, contents.capacity))
    newSlots.reserveCapacity(max(window.count, frame.slots.capacity))
    var next = made.makeIterator()
    for (slot, position) in window.enumerated() {
      if let from = taken[slot] {
        newContents.append(contents[from])
        newSlots.append(frame.slots[from])
      } else if let content = next.next() {
        newContents.append(content)
        newSlots.append(PageSlot(index: inputs.place(of: position).page))
      }
    }
    // The pages no position took are let go once the model no longer holds them.
    let leaving = contents
    contents = newContents
    frame.slots = newSlots
    frame.pageWindow = window
    withExtendedLifetime(leaving) {}
  }

  /// Creates the pages of `window` that do not exist and lets go of those outside it.
  ///
  /// Pages let go of are out of view (the window holds every page in view), and have heard
  /// `pageDidDisappear` in step 1 of the pass.
  private func realise(_ window: Range<Int>) {
    let kept = window.clamped(to: frame.pageWindow)
    letGoOfPages(keeping: kept)
    let keptWindow = kept.isEmpty ? window.lowerBound..<window.lowerBound : kept
    frame.pageWindow = keptWindow
    guard let dataSource, !window.isEmpty else { return }
    // New pages before the kept ones, asked for in index order, wait behind them, outside the
    // window, and then move to the front; those after are added to the window one by one. So
    // `page(at:)` from inside the data source answers for the pages held, and a frame that
    // creates pages allocates no temporary storage.
    for index in window.lowerBound..<keptWindow.lowerBound {
      let content = dataSource.slidingPages(self, pageAt: index)
      contents.append(content)
      frame.slots.append(PageSlot(index: index))
    }
    for _ in window.lowerBound..<keptWindow.lowerBound {
      contents.moveLast(to: 0)
      frame.slots.moveLast(to: 0)
    }
    frame.pageWindow = window.lowerBound..<keptWindow.upperBound
    for index in keptWindow.upperBound..<window.upperBound {
      let content = dataSource.slidingPages(self, pageAt: index)
      contents.append(content)
      frame.slots.append(PageSlot(index: index))
      frame.pageWindow = window.lowerBound..<index + 1
    }
  }

  /// Lets go of every page; those in view hear that they disappear.
  func releaseAllPages() {
    for slot in frame.slots {
      slot.appearance.letGo { emit(.init($0, page: slot.index)) }
    }
    letGoOfPages(keeping: 0..<0)
    frame.pageWindow = 0..<0
    releaseAllTitles()
  }

  /// Lets go of the pages held outside `kept`, all of them when it is empty, one at a time: each
  /// is released once the model no longer holds it, so a page whose deinit reads the model finds
  /// it whole.
  private func letGoOfPages(keeping kept: Range<Int>) {
    while let last = frame.pageWindow.last, kept.isEmpty || last >= kept.upperBound {
      let leaving = contents.removeLast()
      frame.slots.removeLast()
      frame.pageWindow = frame.pageWindow.lowerBound..<last
      withExtendedLifetime(leaving) {}
    }
    while let first = frame.pageWindow.first, first < kept.lowerBound {
      let leaving = contents.removeFirst()
      frame.slots.removeFirst()
      frame.pageWindow = first + 1..<frame.pageWindow.upperBound
      withExtendedLifetime(leaving) {}
    }
  }

  func releaseAllTitles() {
    frame.titles.removeAll(keepingCapacity: true)
    frame.titleWindow = 0..<0
  }

  // MARK: - Titles

  /// The most titles the strip shows (256): with titles far narrower than the view, the ones
  /// nearest the strip's centre, so a frame stays O(1) however narrow they are.
  static var maximumTitlesShown: Int { 256 }

  /// The titles that show in the strip's view (`strip`, `nil` when hidden) at content offset
  /// `offset`, asked for as they come into it.
  private func layoutTitles(
    _ configuration: SlidingPagesConfiguration, strip: Rect?, inputs: PagesFrameInputs
  ) {
    let layout = inputs.layout
    let count = layout.pageCount
    guard let strip, count > 0, let dataSource else {
      if !frame.titles.isEmpty { releaseAllTitles() }
      return
    }
    let titleWidth = configuration.titleItemWidth
    let geometry = HeaderStripGeometry(layout: layout, titleWidth: titleWidth)
    let header =
      inputs.loopLength.map {
        geometry.loopedHeaderOffset(forContentOffset: inputs.offset, length: $0)
      }
      ?? geometry.headerOffset(forContentOffset: inputs.offset)
    // Strip-content x of the view's left edge: the strip is centred, one title wide.
    let left = header - (strip.size.width - titleWidth) / 2
    var first = wholeIndex((left / titleWidth).rounded(.down))
    var last = wholeIndex(((left + strip.size.width) / titleWidth).rounded(.up))
    if inputs.loopLength != nil {
      // Each title once: at most a lap of them, centred on the strip.
      if last - first > count {
        first = max(first, wholeIndex((header / titleWidth).rounded()) - (count - 1) / 2)
        last = first + count
      }
    } else {
      first = max(0, first)
      last = min(count, last)
    }
    if last - first > Self.maximumTitlesShown {
      // Titles far narrower than the view: those nearest the strip's centre.
      let half = Double(Self.maximumTitlesShown / 2)
      let centreFirst = wholeIndex((header / titleWidth - half).rounded(.down))
      first = max(first, min(centreFirst, last - Self.maximumTitlesShown))
      last = first + Self.maximumTitlesShown
    }
    let window = first < last ? first..<last : first..<first
    if window != frame.titleWindow {
      let held = frame.titleWindow
      let kept = window.clamped(to: held)
      if kept.isEmpty {
        frame.titles.removeAll(keepingCapacity: true)
      } else {
        frame.titles.removeLast(held.upperBound - kept.upperBound)
        frame.titles.removeFirst(kept.lowerBound - held.lowerBound)
      }
      let keptRange = kept.isEmpty ? window.upperBound..<window.upperBound : kept
      for (slot, position) in (window.lowerBound..<keptRange.lowerBound).enumerated() {
        let item = title(inputs.place(of: position).page, from: dataSource)
        frame.titles.append(item)
        frame.titles.moveLast(to: slot)
      }
      for position in keptRange.upperBound..<window.upperBound {
        let item = title(inputs.place(of: position).page, from: dataSource)
        frame.titles.append(item)
      }
      frame.titleWindow = window
    }
    frame.placeTitles(
      in: strip, titleWidth: titleWidth, headerOffset: header, activePage: activePage,
      style: style)
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
  /// that flick (callgrind).
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
