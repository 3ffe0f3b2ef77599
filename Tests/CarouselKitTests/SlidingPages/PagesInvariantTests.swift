import CarouselKit
import CarouselKitTesting
import Foundation
import SoakSupport
import Testing

// Randomised sessions against SlidingPages and its Pager, checked after every step: touches,
// strip drags, taps, keys, programmatic scrolls, reloads (often with fewer pages than the current
// index), viewport changes, option changes and a data source that calls back while it is asked.
//
// Fast version: part of every test run.
// Long version: CAROUSELKIT_SOAK_SEQUENCES=200000 swift test --filter PagesInvariantTests

/// Follows the events: each page's appearance through UIKit's cycle, and willBegin/didEnd pairs.
private final class PagesWatcher {
  var states: [Int: PageAppearance] = [:]
  var pairs = ScrollPairs()
  var problems: [String] = []
  /// The index each page made so far should be at, by its serial: where it was made, moved by
  /// the inserts and removes since.
  var places: [Int: Int] = [:]

  /// Moves the record after an insert at `index` (`delta` 1) or a remove of `index` (−1): the
  /// appearance the removed page's events ended with is dropped, the rest follow their pages.
  func move(at index: Int, delta: Int) {
    func moved(_ page: Int) -> Int? {
      if delta > 0 { return page >= index ? page + 1 : page }
      return page == index ? nil : (page > index ? page - 1 : page)
    }
    states = Dictionary(
      uniqueKeysWithValues: states.compactMap { page, state in moved(page).map { ($0, state) } })
    places = places.compactMapValues(moved)
  }

  func hear(_ event: SlidingPagesEvent) {
    if let problem = pairs.hear(event) { problems.append(problem) }
    guard let page = event.kind.page else { return }
    let state = states[page] ?? .disappeared
    guard let next = appearanceStep(from: state, by: event.kind) else {
      return problems.append("\(event) from \(state)")
    }
    states[page] = next
  }
}

private func checkFrame(
  _ pages: SlidingPages<TestPage>, _ watcher: PagesWatcher, _ step: String
) -> String? {
  guard pages.contentOffset.isFinite, pages.headerOffset.isFinite else { return "offsets" }
  // A data source that keeps calling back can leave work for the next read (after four passes
  // of a layout): let the reads finish it, then read the pages and their window from one layout.
  for _ in 0..<16 { _ = pages.pages }
  let held = pages.pages
  let window = pages.realisedPageIndexes
  guard held.count == window.count else { return "\(held.count) pages for window \(window)" }
  let loops = pages.configuration.loops
  let count = max(pages.pageCount, 1)
  if loops && held.count > pages.pageCount { return "\(held.count) pages held in a loop" }
  for (slot, item) in held.enumerated() {
    // Looping, the window is of positions on the strip the loop unrolls.
    let position = window.lowerBound + slot
    guard item.index == (loops ? ((position % count) + count) % count : position),
      item.index < pages.pageCount
    else {
      return "page \(item.index) in window \(window) of \(pages.pageCount)"
    }
    let place = watcher.places[item.content.serial] ?? item.content.index
    watcher.places[item.content.serial] = place
    guard place == item.index else {
      return "page \(item.index) holds \(item.content), made for \(place)"
    }
    guard item.scale >= 0.93 && item.scale <= 1 else { return "scale \(item.scale)" }
    guard item.appearance == (watcher.states[item.index] ?? .disappeared) else {
      return "page \(item.index) is \(item.appearance) but its events say otherwise"
    }
  }
  let layout = pages.pageLayout
  if let beyond = pages.configuration.pagesBeyondViewport, layout.pageCount > 0, !loops {
    let x = min(max(pages.contentOffset, 0), layout.maximumOffset)
    let visible = layout.visiblePages(atOffset: x)
    guard window.count <= max(visible.count, 1) + 2 * beyond else {
      return "window \(window) for pages in view \(visible)"
    }
    if !visible.isEmpty && !window.contains(visible.lowerBound) {
      return "page \(visible.lowerBound) in view but not held (\(window))"
    }
  }
  for title in pages.titles where !(0..<pages.pageCount).contains(title.index) {
    return "title \(title.index) of \(pages.pageCount)"
  }
  if let problem = watcher.problems.first { return problem }
  return nil
}

private func runSession(seed: UInt64) -> String? {
  let g = SessionDice(seed: seed)
  var configuration = SlidingPagesConfiguration()
  configuration.pagesBeyondViewport = g.pick([1, 1, 0, 2, nil])
  configuration.isTitleStripHidden = g.pick([false, false, true])
  configuration.hidesStatusBarWhenScrolling = g.pick([false, true])
  let source = PageSource(count: g.pick([0, 1, 2, 7, 40, 100_000]))
  // Creating every page is the original's mode, for few pages: not 100,000 at every step.
  if source.count > 1_000 {
    configuration.pagesBeyondViewport = configuration.pagesBeyondViewport ?? 1
  }
  let model = SlidingPages<TestPage>(
    viewportSize: Size(width: g.pick([320, 375, 1024, 0]), height: 480),
    configuration: configuration)
  let watcher = PagesWatcher()
  model.eventHandler = watcher.hear
  model.diagnosticsHandler = { _ in }
  model.dataSource = source
  var reentrant = 0
  source.onPage = { pages, _ in
    guard reentrant > 0 else { return }
    reentrant -= 1
    switch g.next() % 3 {
    case 0:
      source.count = Int(g.next() % 4)
      pages.reloadData()
    case 1: pages.scrollToPage(Int(g.next() % 50), animated: g.next() % 2 == 0)
    default: _ = pages.pages
    }
  }
  var time = 0.0
  var log: [String] = []
  for _ in 0..<60 {
    let step: String
    switch g.next() % 22 {
    case let choice where choice < 10: step = g.touchStep(choice, on: model, time: &time)
    case 10:
      model.stripDragBegan(at: time)
      let dx = g.number(-600...600)
      model.stripDragChanged(translation: dx, at: time + 0.05)
      model.stripDragEnded(velocity: g.pick([nil, 0, -400, 400] as [Double?]), at: time + 0.05)
      time += 0.05
      step = "strip drag \(dx)"
    case 11:
      let x = g.number(-100...1100)
      _ = model.tapTitle(atX: x, at: time)
      step = "tap \(x)"
    case 12:
      let page = Int(g.next() % 120) - 10
      model.scrollToPage(page, animated: g.next() % 2 == 0, at: time)
      step = "scroll to \(page)"
    case 13: step = g.pressKey(model.handleKey, at: time)
    case 14, 15:
      // Often fewer pages than the current index.
      source.count = g.pick([0, 1, 3, max(0, model.currentPage - 1), 7, 100_000, -2])
      if source.count > 1_000, model.configuration.pagesBeyondViewport == nil {
        model.configuration.pagesBeyondViewport = 1
      }
      source.widths = nil
      model.reloadData()
      step = "reload \(source.count)"
    case 16:
      let n = Int(g.next() % 9)
      source.count = n
      source.widths = (0..<n).map { _ in g.pick([320, 100, 700, 1, 0, -5]) }
      model.reloadData()
      step = "reload widths \(source.widths ?? [])"
    case 17:
      let size = Size(width: g.pick([320, 480, 1024, 0, 1]), height: g.pick([480, 320, 0]))
      model.setViewportSize(size, at: time)
      step = "viewport \(size)"
    case 18:
      var changed = model.configuration
      changed.isPagingEnabled = g.next() % 3 != 0
      changed.isZoomOutDisabled = g.next() % 4 == 0
      changed.pagesBeyondViewport =
        model.pageCount > 1_000 ? g.pick([1, 0, 2]) : g.pick([1, 0, 2, nil])
      model.configuration = changed
      step = "configuration"
    case 19:
      // An insert or a remove anywhere, the data source updated first.
      guard source.count == model.pageCount else {
        step = "no insert: the data source changed behind the model's back"
        break
      }
      let count = model.pageCount
      if count > 0 && g.next() % 2 == 0 {
        let index = Int(g.next() % UInt64(count))
        source.count -= 1
        if var widths = source.widths, !widths.isEmpty {
          widths.remove(at: min(index, widths.count - 1))
          source.widths = widths
        }
        model.removePage(at: index, at: time)
        watcher.move(at: index, delta: -1)
        step = "remove \(index)"
      } else {
        let index = Int(g.next() % UInt64(count + 1))
        source.count += 1
        if var widths = source.widths {
          widths.insert(g.pick([320, 100, 700]), at: min(index, widths.count))
          source.widths = widths
        }
        model.insertPage(at: index, at: time)
        watcher.move(at: index, delta: 1)
        step = "insert \(index)"
      }
    case 20:
      model.configuration.loops.toggle()
      step = "loops \(model.configuration.loops)"
    default:
      reentrant = Int(g.next() % 3)
      step = "re-entrant \(reentrant)"
    }
    log.append(step)
    if let problem = checkFrame(model, watcher, step) {
      return "seed \(seed): \(problem) after \(log.suffix(6))"
    }
  }
  reentrant = 0
  model.dragEnded(velocity: 0, at: time)
  model.touchEnded(at: time)
  guard settle(model, from: time) else {
    return "seed \(seed): still moving after 60 s: \(log.suffix(6))"
  }
  if let problem = checkFrame(model, watcher, "rest") {
    return "seed \(seed): at rest, \(problem) after \(log.suffix(6))"
  }
  if !watcher.pairs.open.isEmpty {
    return "seed \(seed): at rest with \(watcher.pairs.open) open"
  }
  let layout = model.pageLayout
  if layout.pageCount > 0, layout.viewportLength > 1, model.configuration.isPagingEnabled,
    model.pager(settledOn: model.contentOffset) == nil
  {
    return
      "seed \(seed): at rest between pages at \(model.contentOffset) with paging on after \(log.suffix(8)), \(layout)"
  }
  return nil
}

extension SlidingPages {
  /// The page the pages rest on at `offset`, within half a point; looping, every page rests at
  /// its start (a lap on, the first page's).
  fileprivate func pager(settledOn offset: Double) -> Int? {
    if configuration.loops {
      let length = pageLayout.contentLength
      return (0...pageLayout.pageCount).first {
        abs(($0 == pageLayout.pageCount ? length : pageLayout.start(of: $0)) - offset) <= 0.5
      }.map { $0 % pageLayout.pageCount }
    }
    let page = pageLayout.nearestPage(to: offset)
    return abs(pageLayout.restingOffset(of: page) - offset) <= 0.5 ? page : nil
  }
}

@Suite("SlidingPages and Pager invariants")
struct PagesInvariantTests {
  @Test("Random sessions keep the invariants after every step and come to rest on a page")
  func randomSessions() {
    Soak.expectPasses(defaultSequences: 600, runSession)
  }
}
