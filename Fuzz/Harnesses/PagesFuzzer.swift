// libFuzzer harness: byte-encoded sessions of touches, strip drags, taps, keys, programmatic
// scrolls, reloads (with fewer pages than the current index), viewport and option changes, with a
// data source that misbehaves on request, and an autoplay touched mid-step, against
// `SlidingPages` and its `Pager`. Checks after
// every step that offsets are finite, the pages held are contiguous, in range and near the view,
// and that every page's appearance events follow UIKit's cycle; once input stops, that the pages
// come to rest with every willBegin paired and exactly the pages in view appeared.
// Run with Scripts/fuzz.sh pages SECONDS.

import CarouselKit

/// A data source the fuzz input can turn hostile.
final class PageSource: SlidingPagesDataSource {
  var count = 0
  var widths: [Double]?
  /// Re-entrant calls a page or title request makes (reloads, scrolls).
  var reentrantActions: [UInt8] = []

  func numberOfPages(in slidingPages: SlidingPages<Int>) -> Int { count }
  func slidingPages(_ slidingPages: SlidingPages<Int>, pageAt index: Int) -> Int {
    guard (0..<slidingPages.pageCount).contains(index) else {
      violation("asked for page \(index) of \(slidingPages.pageCount)")
    }
    callBack(slidingPages)
    return index
  }
  func slidingPages(_ slidingPages: SlidingPages<Int>, titleAt index: Int) -> SlidingPageTitle {
    guard (0..<slidingPages.pageCount).contains(index) else {
      violation("asked for title \(index) of \(slidingPages.pageCount)")
    }
    callBack(slidingPages)
    return .text("\(index)")
  }
  func pageWidths(in slidingPages: SlidingPages<Int>) -> [Double]? { widths }

  private var depth = 0
  func callBack(_ pages: SlidingPages<Int>) {
    guard !reentrantActions.isEmpty, depth < 3 else { return }
    depth += 1
    defer { depth -= 1 }
    let action = reentrantActions.removeFirst()
    trace("re-entrant \(action)")
    switch action % 4 {
    case 0:
      count = Int(action) % 5
      pages.reloadData()
    case 1: pages.scrollToPage(Int(action) - 100, animated: action & 8 != 0)
    case 2: pages.setViewportSize(Size(width: Double(action), height: 100))
    default: _ = pages.pages  // reads the output while it is being laid out
    }
  }
}

/// Follows each page's appearance events through UIKit's cycle, and the scroll events' pairs.
final class Watcher {
  var states: [Int: PageAppearance] = [:]
  var phases = ScrollPhases()

  func hear(_ event: SlidingPagesEvent) {
    trace("event \(event)")
    phases.hear(event.scrollEvent)
    guard let page = event.kind.page else { return }
    let state = states[page] ?? .disappeared
    let next: PageAppearance
    switch (event.kind, state) {
    case (.pageWillAppear, .disappeared), (.pageWillAppear, .disappearing): next = .appearing
    case (.pageDidAppear, .appearing): next = .appeared
    case (.pageWillDisappear, .appeared), (.pageWillDisappear, .appearing): next = .disappearing
    case (.pageDidDisappear, .disappearing): next = .disappeared
    case (.pageDidChange, _), (.didFinishScrollingToPage, _), (.didSettle, _),
      (.currentPageDidChange, _):
      return
    default: violation("\(event) from \(state)")
    }
    states[page] = next
  }
}

/// The invariants, after every step.
func check(_ pages: SlidingPages<Int>, _ watcher: Watcher) {
  guard pages.contentOffset.isFinite, pages.headerOffset.isFinite else {
    violation("offsets \(pages.contentOffset), \(pages.headerOffset)")
  }
  // A data source that keeps calling back can leave work for the next read (after four passes
  // of a layout): let the reads finish it, then read the pages and their window from one layout.
  for _ in 0..<16 { _ = pages.pages }
  let held = pages.pages
  let window = pages.realisedPageIndexes
  let count = pages.pageCount
  if held.count != window.count { violation("\(held.count) pages held for window \(window)") }
  let loops = pages.configuration.loops
  if loops && held.count > count { violation("\(held.count) pages held in a loop of \(count)") }
  for (slot, item) in held.enumerated() {
    // Looping, the window is of positions on the strip the loop unrolls.
    let position = window.lowerBound + slot
    let expected = loops && count > 0 ? ((position % count) + count) % count : position
    if item.index != expected { violation("pages out of order: \(window)") }
    if !(0..<count).contains(item.index) { violation("page \(item.index) of \(count) held") }
    if !(item.scale >= 0.93 && item.scale <= 1) { violation("scale \(item.scale)") }
    guard item.frame.origin.x.isFinite, item.frame.size.width.isFinite else {
      violation("page \(item.index) frame \(item.frame)")
    }
    if item.appearance != (watcher.states[item.index] ?? .disappeared) {
      violation("page \(item.index) is \(item.appearance), its events say otherwise")
    }
  }
  if let beyond = pages.configuration.pagesBeyondViewport, count > 0, !loops {
    let visible = pages.pageLayout.visiblePages(
      atOffset: min(max(pages.contentOffset, 0), pages.pageLayout.maximumOffset))
    if window.count > max(visible.count, 1) + 2 * beyond {
      violation("window \(window) for pages in view \(visible)")
    }
  }
  for title in pages.titles where !(0..<count).contains(title.index) {
    violation("title \(title.index) of \(count)")
  }
  let chrome = pages.chrome
  if !(chrome.pageControlAlpha >= 0 && chrome.pageControlAlpha <= 1) {
    violation("dots alpha \(chrome.pageControlAlpha)")
  }
  if count > 0 && !(0..<count).contains(pages.pageControlPage) {
    violation("dot \(pages.pageControlPage) of \(count)")
  }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPages(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  var configuration = SlidingPagesConfiguration()
  configuration.pagesBeyondViewport = input.pick([1, 1, 0, 2, nil])
  configuration.isTitleStripHidden = input.bool()
  let pages = SlidingPages<Int>(
    viewportSize: Size(width: input.pick([320, 0, 1, 1024]), height: 480),
    configuration: configuration)
  let source = PageSource()
  let watcher = Watcher()
  pages.eventHandler = watcher.hear
  pages.diagnosticsHandler = { trace("diagnostic \($0)") }
  source.count = input.pick([0, 1, 2, 7, 100_000, -3])
  // Creating every page is the original's mode, for few pages: not 100,000 at every step.
  if source.count > 1_000 && pages.configuration.pagesBeyondViewport == nil {
    pages.configuration.pagesBeyondViewport = 1
  }
  pages.dataSource = source
  var time = 0.0
  var autoplay: FuzzAutoplay<SlidingPages<Int>>?
  while let operation = input.nextOperation(of: 26) {
    switch operation {
    case 0...8:
      if let autoplay {
        input.playTouchStep(operation, on: autoplay.autoplay, time: &time)
      } else {
        input.playTouchStep(operation, on: pages, time: &time)
      }
    case 9: pages.stripDragBegan(at: time)
    case 10: pages.stripDragChanged(translation: input.finite(), at: time)
    case 11: pages.stripDragEnded(velocity: input.bool() ? nil : input.finite(), at: time)
    case 12: _ = pages.tapTitle(atX: input.finite(), at: time)
    case 13: _ = pages.selectPageControlPage(input.int(-5...200_000), at: time)
    case 14:
      pages.scrollToPage(
        input.int(-70_000...70_000) * (input.bool() ? 1 : 40_000), animated: input.bool(),
        at: time)
    case 15:
      _ = pages.handleKey(
        input.pick([NavigationKey.left, .right, .up, .down, .home, .end]), at: time)
    case 16:
      source.count = input.pick([-3, 0, 1, 2, 5, 7, 30, 100_000])
      if source.count > 1_000 && pages.configuration.pagesBeyondViewport == nil {
        pages.configuration.pagesBeyondViewport = 1
      }
      source.widths = nil
      pages.dataSource = source
    case 17:
      let n = input.int(0...12)
      source.count = input.bool() ? n : n + 1
      source.widths = (0..<n).map { _ in
        input.bool() ? input.finite(in: 1...2_000) : input.anyDouble()
      }
      pages.dataSource = source
    case 18:
      let width = min(abs(input.finite()), PageLayout.maximumViewportLength)
      trace("viewport \(width)")
      pages.setViewportSize(Size(width: width, height: abs(input.finite())), at: time)
    case 19:
      var changed = pages.configuration
      switch input.choice(7) {
      case 6:
        changed.loops.toggle()
        trace("loops \(changed.loops)")
      case 0: changed.isPagingEnabled.toggle()
      case 1: changed.isTitleStripHidden.toggle()
      case 2:
        changed.pagesBeyondViewport = pages.pageCount > 1_000 ? 1 : input.pick([nil, 0, 1, 3])
      case 3: changed.titleItemWidth = input.finite(in: 1e-3...1e6)
      case 4: changed.hidesStatusBarWhenScrolling.toggle()
      default: changed.isZoomOutDisabled.toggle()
      }
      pages.configuration = changed
    case 20:
      _ =
        input.bool()
        ? pages.accessibilityIncrement(at: time) : pages.accessibilityDecrement(at: time)
    case 21: pages.dataSource = input.bool() ? nil : source
    case 25:
      // An insert or a remove anywhere, the data source updated first; the appearance events
      // the call tells use the old indexes, and the watcher's record moves after them.
      guard pages.dataSource != nil, source.count == pages.pageCount else { break }
      let count = pages.pageCount
      if count > 0 && input.bool() {
        let index = input.int(0...count - 1)
        trace("remove page \(index)")
        source.count -= 1
        if var widths = source.widths, !widths.isEmpty {
          widths.remove(at: min(index, widths.count - 1))
          source.widths = widths
        }
        pages.removePage(at: index, at: time)
        if let state = watcher.states[index], state != .disappeared {
          violation("removed page \(index) is still \(state)")
        }
        watcher.states = Dictionary(
          uniqueKeysWithValues: watcher.states.compactMap { page, state in
            page == index ? nil : (page > index ? page - 1 : page, state)
          })
      } else {
        let index = input.int(0...count)
        trace("insert page at \(index)")
        source.count += 1
        if var widths = source.widths {
          widths.insert(input.finite(in: 1...2_000), at: min(index, widths.count))
          source.widths = widths
        }
        pages.insertPage(at: index, at: time)
        watcher.states = Dictionary(
          uniqueKeysWithValues: watcher.states.map { page, state in
            (page >= index ? page + 1 : page, state)
          })
      }
    case 24:
      let player = autoplay ?? FuzzAutoplay(pages, interval: input.pick([1, 2.5, 5]))
      autoplay = player
      player.operate(&input, at: time)
    default: source.reentrantActions.append(contentsOf: [input.byte(), input.byte()])
    }
    trace(
      "step \(input.steps): offset \(pages.contentOffset), page \(pages.currentPage) of \(pages.pageCount), \(pages.activityDescription)"
    )
    check(pages, watcher)
    autoplay?.check()
  }

  // Input stops: stop autoplay, lift the finger, and the pages must come to rest.
  autoplay?.autoplay.stop(at: time)
  source.reentrantActions.removeAll()
  pages.dataSource = source
  pages.dragEnded(velocity: 0, at: time)
  pages.touchEnded(at: time)
  time = playToRest(pages, from: max(time, pages.time)) { check(pages, watcher) }
  pages.advance(to: time + 1)
  check(pages, watcher)
  if watcher.phases.isOpen {
    violation("at rest with an unpaired willBegin")
  }
  let layout = pages.pageLayout
  if layout.pageCount > 0 && layout.viewportLength > 1 && pages.configuration.loops {
    // Looping: each page held appeared exactly when its frame, on the unrolled strip, shows.
    let slack = max(0.5, 8 * (abs(pages.contentOffset) + layout.viewportLength).ulp)
    for item in pages.pages {
      let x = item.frame.origin.x
      let shown = min(x + item.frame.size.width, layout.viewportLength) - max(x, 0)
      if (item.appearance == .appeared && shown <= 0)
        || (item.appearance != .appeared && shown > slack)
      {
        violation("at rest, looping page \(item.index) at \(x) is \(item.appearance)")
      }
    }
  }
  if layout.pageCount > 0 && layout.viewportLength > 1 && !pages.configuration.loops {
    let visible = layout.visiblePages(
      atOffset: min(max(pages.contentOffset, 0), layout.maximumOffset))
    for item in pages.pages where (item.appearance == .appeared) != visible.contains(item.index) {
      // Pages sliver-thin in view (under the settle tolerance) count as out of it.
      let start = layout.start(of: item.index) - pages.contentOffset
      let shown = min(start + layout.length(of: item.index), layout.viewportLength) - max(start, 0)
      let slack = max(0.5, 8 * (abs(pages.contentOffset) + layout.viewportLength).ulp)
      if shown > slack { violation("at rest, page \(item.index) is \(item.appearance)") }
    }
  }
  return 0
}
