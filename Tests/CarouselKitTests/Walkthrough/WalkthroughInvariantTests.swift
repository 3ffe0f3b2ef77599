import CarouselKit
import CarouselKitTesting
import Foundation
import SoakSupport
import Testing

// Randomised sessions against Walkthrough and its Pager, checked after every step: touches,
// next/prev/close, the page control, programmatic scrolls, keys, pages added, inserted and
// removed while moving,
// rotations (to a width of 0 too), the swipe lock, option changes and re-appearance; looping
// pages (loops of one page among them), and an autoplay taking the frames and the touches.
//
// Fast version: part of every test run.
// Long version: CAROUSELKIT_SOAK_SEQUENCES=200000 swift test --filter WalkthroughInvariantTests

/// Follows the events: willBegin/didEnd pairs, page changes, button presses and their scrolls.
private final class WalkthroughWatcher {
  var pairs = ScrollPairs()
  var problems: [String] = []
  var reported = 0
  var changesOnly = true
  /// The walkthrough heard, for its page count when the event is heard.
  weak var model: Walkthrough<Int>?
  var pageCount: Int { model?.pageCount ?? 0 }
  /// Names heard since the last step.
  var heard: [String] = []
  /// The button presses heard since the last step (a step that catches up to its time may also
  /// hear the end of a motion first).
  var presses: [String] { heard.filter { $0.hasSuffix("ButtonPressed") } }

  func hear(_ event: WalkthroughEvent) {
    if case .scroll(.didScroll) = event.kind {} else { heard.append(event.name) }
    if let problem = pairs.hear(event) { problems.append(problem) }
    guard case .pageDidChange(let page) = event.kind else { return }
    if changesOnly && page == reported { problems.append("pageDidChange(\(page)) again") }
    if !(0..<pageCount).contains(page) {
      problems.append("pageDidChange(\(page)) of \(pageCount)")
    }
    reported = page
  }
}

private func checkFrame(_ model: Walkthrough<Int>, _ watcher: WalkthroughWatcher) -> String? {
  let x = model.contentOffset
  guard x.isFinite else { return "offset \(x)" }
  let width = model.viewportSize.width
  let told = model.pageStates
  guard told.count <= 4 else { return "\(told.count) pages told" }
  // Page by page: told exactly when −2 < x/W + 1 − i < 2 (pages within rounding of the
  // bounds may go either way); looping, from the page's copy in reach, or of two there the one
  // nearest to 1 (of two as near, the greater).
  let loops = model.configuration.wraps && width > 0 && model.pageCount > 0
  if loops && !(x >= 0 && x < Double(model.pageCount) * width) { return "loop offset \(x)" }
  if width > 0, !model.compatibility.silentUntilFirstScroll, model.pageCount > 0 {
    let count = Double(model.pageCount)
    for page in 0..<model.pageCount {
      var offset = x / width + 1 - Double(page)
      if loops {
        // The copy in reach (−2 < o < 2), or of two there the nearest to 1.
        offset -= ((offset - 1) / count - 0.5).rounded(.up) * count
        if !(offset > -2 && offset < 2) {
          if offset - count > -2 && offset - count < 2 {
            offset -= count
          } else if offset + count > -2 && offset + count < 2 {
            offset += count
          }
        }
        if abs(abs(offset - 1) - count / 2) < 1e-9 { continue }
      }
      let state = told.first { $0.index == page }
      if abs(abs(offset) - 2) < 1e-9 { continue }
      if (offset > -2 && offset < 2) != (state != nil) {
        return "page \(page) at offset \(offset) told: \(state != nil)"
      }
      if let state, abs(state.offset - offset) > 1e-9 * max(1, abs(x / width)) {
        return "page \(page) told \(state.offset), expected \(offset)"
      }
    }
  }
  for state in told {
    let count = model.animators[state.index]?.subviewCount ?? 0
    guard state.subviews.count == count else { return "page \(state.index) subviews" }
    for subview in state.subviews {
      guard subview.transform.isFinite, subview.alpha >= 0, subview.alpha <= 1 else {
        return "page \(state.index) subview \(subview)"
      }
    }
  }
  let chrome = model.chrome
  let n = model.pageCount
  guard chrome.pageControlPageCount == n else { return "dots \(chrome.pageControlPageCount)" }
  if n > 0 {
    guard (0..<n).contains(chrome.pageControlPage) else { return "dot \(chrome.pageControlPage)" }
    // Looping (two pages or more), both buttons always show.
    let bothShow = loops && n > 1
    guard chrome.isNextButtonHidden == (!bothShow && chrome.pageControlPage == n - 1),
      chrome.isPreviousButtonHidden == (!bothShow && chrome.pageControlPage == 0)
    else { return "buttons \(chrome)" }
    guard (0..<n).contains(model.currentPage) else { return "current page \(model.currentPage)" }
  }
  if let problem = watcher.problems.first { return problem }
  return nil
}

private let spin = WalkthroughAnimation.custom(name: "spin") { input in
  WalkthroughSubviewState(
    transform: Transform3D(rotationAngle: 1 - input.foldedOffset, x: 0, y: 0, z: 1),
    alpha: input.foldedOffset)
}

private func runSession(seed: UInt64) -> String? {
  let g = SessionDice(seed: seed)
  func animator() -> WalkthroughPageAnimator? {
    guard g.next() % 5 != 0 else { return nil }
    let count = Int(g.next() % 5)
    var statics = Set<Int>()
    for index in 0..<count where g.next() % 3 == 0 { statics.insert(index) }
    return WalkthroughPageAnimator(
      animation: g.pick([.linear, .curve, .zoom, .inOut, spin]),
      speed: Point(x: g.number(-2...2), y: g.number(-2...2)),
      speedVariance: Point(x: g.number(-1...1), y: g.number(-1...1)),
      animatesAlpha: g.next() % 2 == 0, subviewCount: count, staticSubviews: statics,
      subviewMatching: g.pick([.byIdentity, .original]))
  }
  let compatibility = g.pick([WalkthroughCompatibility(), WalkthroughCompatibility(), .original])
  let model = Walkthrough<Int>(
    viewportSize: Size(width: g.pick([375, 320, 1024, 0]), height: 667))
  model.compatibility = compatibility
  let watcher = WalkthroughWatcher()
  watcher.changesOnly = !compatibility.reportsEveryRest
  watcher.model = model
  model.eventHandler = watcher.hear
  for page in 0..<Int(g.next() % 6) { model.addPage(page, animator: animator()) }
  var time = 0.0
  var log: [String] = []
  // One session in three loops; one in four runs an autoplay that takes the frames and touches,
  // stepping only while nothing moves or holds the pages.
  model.configuration.wraps = g.next() % 3 == 0
  var autoplayProblem: String?
  let autoplay =
    g.next() % 4 == 0 ? Autoplay(model, interval: g.pick([0.5, 1, 2.5])) : nil
  autoplay?.eventHandler = { [unowned model] event in
    guard case .stepped(_, let to) = event.kind else { return }
    if model.needsFrames || !(0..<model.pageCount).contains(to) {
      autoplayProblem = "autoplay stepped to \(to) at \(event.time): \(model.activityDescription)"
    }
  }
  autoplay?.start(at: 0)
  for _ in 0..<60 {
    watcher.heard.removeAll()
    let step: String
    switch g.next() % 20 {
    case let choice where choice < 10:
      if let autoplay {
        step = "autoplay " + g.touchStep(choice, on: autoplay, time: &time)
      } else {
        step = g.touchStep(choice, on: model, time: &time)
      }
    case 10, 11:
      let forward = g.next() % 2 == 0
      let pressed = forward ? model.pressNextButton(at: time) : model.pressPreviousButton(at: time)
      step = "\(forward ? "next" : "prev") \(pressed)"
      let name = forward ? "nextButtonPressed" : "previousButtonPressed"
      if pressed != (watcher.presses == [name]) {
        return "seed \(seed): \(step) heard \(watcher.heard)"
      }
      // A press scrolls, unless it lands where the pages already rest (reversing a scroll that
      // had not moved yet).
      if pressed && !watcher.heard.contains("willBeginScrollingAnimation")
        && !(model.phase == .idle && model.isOnPage)
      {
        return
          "seed \(seed): \(step) without a scroll: \(watcher.heard) after \(log.suffix(6)), width \(model.viewportSize.width), \(model.activityDescription), x \(model.contentOffset)"
      }
    case 12:
      model.close(at: time)
      step = "close"
      if watcher.presses != ["closeButtonPressed"] {
        return "seed \(seed): close: \(watcher.heard)"
      }
    case 13:
      let page = Int(g.next() % 12) - 2
      model.advance(to: time)
      // The page clamped into the pages (looping, wrapped into them) rests at page · W: the
      // pages move unless they are exactly there already (or there are none).
      let count = max(model.pageCount, 1)
      let index =
        model.configuration.wraps && model.viewportSize.width > 0
        ? ((page % count) + count) % count : min(max(page, 0), count - 1)
      let target = Double(index) * model.viewportSize.width
      // (Looping, an offset a few ulps off a page after the loop's normalisation may or may
      // not be brought onto it.)
      let apart = abs(model.contentOffset - target)
      let expected = model.pageCount > 0 && apart != 0
      let eitherWay = model.configuration.wraps && apart <= 1e-9 * max(1, target)
      let scrolled = model.scrollToPage(page, animated: g.next() % 3 != 0, at: time)
      step = "go to \(page)"
      if scrolled != expected && !eitherWay {
        return
          "seed \(seed): \(step) answered \(scrolled) at \(model.contentOffset) (target \(target), \(model.pageCount) pages, \(model.activityDescription), loop \(model.configuration.wraps)) after \(log.suffix(4))"
      }
    case 14:
      let x = g.number(-200...4000)
      model.setContentOffset(x, animated: g.next() % 2 == 0, at: time)
      step = "offset \(x)"
    case 15: step = g.pressKey(model.handleKey, at: time)
    case 16 where model.pageCount > 0 && g.next() % 2 == 0:
      // Inserts and removes anywhere: the page reported last moves with its index, as the
      // walkthrough's own record does. Brought to the time first, so that the events the call
      // tells all use the new indexes.
      model.advance(to: time)
      if g.next() % 2 == 0 {
        let index = Int(g.next() % UInt64(model.pageCount))
        let last = max(model.pageCount - 2, 0)
        let reported = watcher.reported
        watcher.reported = min(reported > index ? reported - 1 : reported, last)
        model.removePage(at: index)
        step = "remove \(index)"
      } else {
        let index = Int(g.next() % UInt64(model.pageCount + 1))
        // (Clamped: with no pages before, the page reported was 0 and stays the only one.)
        if watcher.reported >= index {
          watcher.reported = min(watcher.reported + 1, model.pageCount)
        }
        model.insertPage(model.pageCount, at: index, animator: animator())
        step = "insert at \(index)"
      }
    case 16:
      model.addPage(model.pageCount, animator: animator(), at: time)
      step = "add page"
    case 17:
      let size = Size(width: g.pick([375, 667, 1024, 0, 1]), height: g.pick([667, 375]))
      model.setViewportSize(size, at: time)
      step = "viewport \(size)"
    case 18:
      if g.next() % 4 == 0 {
        model.configuration.wraps.toggle()
        step = "loop \(model.configuration.wraps)"
      } else if g.next() % 2 == 0 {
        model.configuration.isScrollEnabled = g.next() % 3 != 0
        step = "swipe \(model.configuration.isScrollEnabled)"
      } else {
        model.compatibility.pageControlUpdatesAtRest.toggle()
        step = "dots at rest \(model.compatibility.pageControlUpdatesAtRest)"
      }
    default:
      model.willAppear(at: time)
      step = "appear"
    }
    log.append(step)
    if let problem = checkFrame(model, watcher) ?? autoplayProblem {
      return "seed \(seed): \(problem) after \(log.suffix(6))"
    }
  }
  autoplay?.stop(at: time)
  model.configuration.isScrollEnabled = true
  model.dragEnded(velocity: 0, at: time)
  model.touchBegan(at: time)
  model.touchEnded(at: time)
  guard settle(model, from: time) else {
    return "seed \(seed): still moving after 60 s: \(log.suffix(6))"
  }
  if let problem = checkFrame(model, watcher) {
    return "seed \(seed): at rest, \(problem) after \(log.suffix(6))"
  }
  if !watcher.pairs.open.isEmpty {
    return "seed \(seed): at rest with \(watcher.pairs.open) open"
  }
  if model.pageCount > 0, model.viewportSize.width > 1 {
    guard let page = model.settledPage else {
      return "seed \(seed): at rest between pages at \(model.contentOffset) after \(log.suffix(8))"
    }
    if !compatibility.reportsEveryRest && watcher.reported != page {
      return "seed \(seed): rests on \(page), last reported \(watcher.reported): \(log.suffix(8))"
    }
  }
  return nil
}

@Suite("Walkthrough invariants")
struct WalkthroughInvariantTests {
  @Test("Random sessions keep the invariants after every step and come to rest on a page")
  func randomSessions() {
    Soak.expectPasses(defaultSequences: 600, runSession)
  }
}

extension Walkthrough {
  /// Whether the content offset lies within half a point of a page's.
  fileprivate var isOnPage: Bool {
    let width = viewportSize.width
    let page = (contentOffset / width).rounded()
    return abs(page * width - contentOffset) <= 0.5
  }
}
