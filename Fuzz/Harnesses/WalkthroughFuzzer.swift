// libFuzzer harness: byte-encoded sessions of touches, the next, previous and close buttons, the
// page control, programmatic scrolls, keys, pages added while moving (with any animation, static
// subviews and either mapping), rotations to any width, the swipe lock, option changes and
// re-appearance, against `Walkthrough` and its `Pager`. Checks after every step that the pages
// told their offsets are exactly those with −2 < x/W + 1 − page < 2, with finite transforms and
// alphas in [0, 1], that the controls agree with the dots, and that button presses are heard
// only with a page to go to and before their scroll; once input stops, that the pages come to
// rest on a page with every willBegin paired and that page reported.
// Run with Scripts/fuzz.sh walkthrough SECONDS.

import CarouselKit

/// Follows the events: willBegin/didEnd pairs, page changes, and what one step heard.
final class Watcher {
  var phases = ScrollPhases()
  var reported = 0
  var changesOnly = true
  /// The walkthrough heard, for its page count when the event is heard.
  weak var model: Walkthrough<Int>?
  var pageCount: Int { model?.pageCount ?? 0 }
  var heard: [String] = []
  /// Whether a `didScroll` was heard since `heard` was last emptied.
  var scrolled = false
  /// The button presses heard since the last step (a step that catches up to its time may also
  /// hear the end of a motion first).
  var presses: [String] { heard.filter { $0.hasSuffix("ButtonPressed") } }

  func hear(_ event: WalkthroughEvent) {
    trace("event \(event)")
    if event.kind != .scroll(.didScroll) { heard.append(event.name) } else { scrolled = true }
    phases.hear(event.scrollEvent)
    switch event.kind {
    case .pageDidChange(let page):
      if changesOnly && page == reported { violation("pageDidChange(\(page)) again") }
      if !(0..<pageCount).contains(page) { violation("pageDidChange(\(page)) of \(pageCount)") }
      reported = page
    case .scroll(.didScroll):
      if let offset = model?.contentOffset, !offset.isFinite { violation("didScroll to \(offset)") }
    default: break
    }
  }
}

/// The invariants, after every step.
func check(_ model: Walkthrough<Int>) {
  let x = model.contentOffset
  if !x.isFinite { violation("offset \(x)") }
  let width = model.viewportSize.width
  let told = model.pageStates
  if told.count > 4 { violation("\(told.count) pages told") }
  let wraps = model.loops
  if wraps && !model.compatibility.silentUntilFirstScroll {
    // Looping: each page is told from its copy in reach (−2 < o < 2), or of two there the one
    // nearest to offset 1 (ties: the greater offset).
    let count = model.pageCount
    let position = x / width
    let near = Int(position.rounded(.down))
    for step in -3...4 {
      let page = ((near + step) % count + count) % count
      let n = Double(count)
      var offset = position + 1 - Double(page)
      offset -= ((offset - 1) / n - 0.5).rounded(.up) * n
      if !(offset > -2 && offset < 2) {
        if offset - n > -2 && offset - n < 2 {
          offset -= n
        } else if offset + n > -2 && offset + n < 2 {
          offset += n
        }
      }
      let slack = 1e-9 * max(1, abs(position), n)
      if abs(abs(offset) - 2) <= slack || abs(abs(offset - 1) - n / 2) <= slack {
        continue
      }
      let state = told.first { $0.index == page }
      if (offset > -2 && offset < 2) != (state != nil) {
        violation("looping page \(page) at offset \(offset) told: \(state != nil)")
      }
      if let state, abs(state.offset - offset) > slack {
        violation("looping page \(page) told \(state.offset), expected \(offset)")
      }
    }
  } else if width > 0 && model.pageCount > 0 && !model.compatibility.silentUntilFirstScroll {
    // Only pages near the offset can be told: look at those and the ones next to them.
    let position = x / width
    let first = max(Int((position - 4).rounded(.down)), 0)
    let last = min(Int((position + 4).rounded(.up)), model.pageCount - 1)
    if first <= last {
      for page in first...last {
        let offset = position + 1 - Double(page)
        let state = told.first { $0.index == page }
        let slack = 1e-9 * max(1, abs(position))
        if abs(abs(offset) - 2) <= slack { continue }
        if (offset > -2 && offset < 2) != (state != nil) {
          violation("page \(page) at offset \(offset) told: \(state != nil)")
        }
        if let state, abs(state.offset - offset) > slack {
          violation("page \(page) told \(state.offset), expected \(offset)")
        }
      }
    }
    for state in told where abs(state.index - Int(position.rounded())) > 4 {
      violation("page \(state.index) told at position \(position)")
    }
  }
  if wraps && model.pageCount > 1
    && (model.chrome.isNextButtonHidden || model.chrome.isPreviousButtonHidden)
  {
    violation("a looping walkthrough hides a button: \(model.chrome)")
  }
  if wraps && !(x >= 0 && x < Double(model.pageCount) * width) {
    violation("looping offset \(x) outside the loop")
  }
  var previous = -1
  for state in told {
    if state.index <= previous || state.index >= model.pageCount {
      violation("told \(state.index)")
    }
    previous = state.index
    if state.subviews.count != (model.animators[state.index]?.subviewCount ?? 0) {
      violation("page \(state.index) has \(state.subviews.count) subviews")
    }
    for subview in state.subviews
    where !(subview.transform.isFinite && subview.alpha >= 0 && subview.alpha <= 1) {
      violation("page \(state.index) subview \(subview)")
    }
  }
  let chrome = model.chrome
  let n = model.pageCount
  if chrome.pageControlPageCount != n { violation("\(chrome.pageControlPageCount) dots") }
  if n > 0 {
    if !(0..<n).contains(chrome.pageControlPage) { violation("dot \(chrome.pageControlPage)") }
    // Looping (two pages or more), both always show: checked with the other loop checks.
    if !(wraps && n > 1)
      && (chrome.isNextButtonHidden != (chrome.pageControlPage == n - 1)
        || chrome.isPreviousButtonHidden != (chrome.pageControlPage == 0))
    {
      violation("buttons \(chrome)")
    }
    if !(0..<n).contains(model.currentPage) { violation("current page \(model.currentPage)") }
  }
}

func animator(_ input: inout FuzzInput) -> WalkthroughPageAnimator? {
  guard input.choice(5) != 0 else { return nil }
  let count = input.int(0...6)
  var statics = Set<Int>()
  for index in 0..<count where input.bool() { statics.insert(index) }
  return WalkthroughPageAnimator(
    animation: input.pick([.linear, .curve, .zoom, .inOut]),
    speed: Point(x: input.finite(), y: input.finite()),
    speedVariance: Point(x: input.finite(), y: input.finite()), animatesAlpha: input.bool(),
    subviewCount: count, staticSubviews: statics,
    subviewMatching: input.pick([.byIdentity, .original]))
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzWalkthrough(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  let compatibility = input.pick([WalkthroughCompatibility(), .original])
  let model = Walkthrough<Int>(
    viewportSize: Size(width: input.pick([375, 0, 1, 1024, 1e280]), height: 667))
  model.compatibility = compatibility
  trace("viewport \(model.viewportSize), compatibility \(compatibility)")
  let watcher = Watcher()
  watcher.changesOnly = !compatibility.reportsEveryRest
  watcher.model = model
  model.eventHandler = watcher.hear
  for page in 0..<input.int(0...5) { model.addPage(page, animator: animator(&input)) }
  var time = 0.0
  var autoplay: FuzzAutoplay<Walkthrough<Int>>?
  while let operation = input.nextOperation(of: 25) {
    watcher.heard.removeAll()
    switch operation {
    case 0...8:
      if let autoplay {
        input.playTouchStep(operation, on: autoplay.autoplay, time: &time)
      } else {
        input.playTouchStep(operation, on: model, time: &time)
      }
    case 9, 10:
      let forward = input.bool()
      let pressed = forward ? model.pressNextButton(at: time) : model.pressPreviousButton(at: time)
      let name = forward ? "nextButtonPressed" : "previousButtonPressed"
      if pressed != (watcher.presses == [name]) {
        violation("pressed \(pressed): \(watcher.heard)")
      }
      if pressed && !watcher.heard.contains("willBeginScrollingAnimation")
        && !(model.phase == .idle && model.isOnPage)
      {
        violation("a press without its scroll: \(watcher.heard)")
      }
    case 11:
      model.close(at: time)
      if watcher.presses != ["closeButtonPressed"] { violation("close: \(watcher.heard)") }
    case 12:
      let page = input.int(-5...200_000)
      model.advance(to: time)
      let before = model.contentOffset
      watcher.heard.removeAll()  // what the call itself causes
      watcher.scrolled = false
      let dot = input.bool()
      let scrolled =
        dot
        ? model.selectPageControlPage(page, at: time)
        : model.scrollToPage(page, animated: input.bool(), at: time)
      // Either answers whether the pages move, and they move exactly when it says so. A dot
      // that is no page, or no pages, moves nothing; pages that stay must already be at the
      // clamped page's offset, page · W, to within the engine's rounding (an offset a few ulps
      // off a page is on it: 1e-9 relative).
      // Looping, the page wraps into the pages instead (a dot that is no page moves nothing).
      let count = max(model.pageCount, 1)
      let index =
        model.loops ? ((page % count) + count) % count : min(max(page, 0), count - 1)
      let target = Double(index) * model.viewportSize.width
      // It moves if it scrolls (a jump, or the rounding a stopped motion leaves) or starts an
      // animation (a motion already running may be heading anywhere, so the phase says nothing).
      let moves =
        model.contentOffset != before || watcher.scrolled
        || watcher.heard.contains("willBeginScrollingAnimation")
      let allowed = model.pageCount > 0 && (!dot || (0..<model.pageCount).contains(page))
      // Looping, offsets are kept within the loop by whole periods: a few units in the last
      // place of the period off a page is on it (a loop of one page 2.9e10 pt wide rested
      // 9.2e-7 pt off its start: fuzz input walkthrough-loop-period-ulp).
      let period = Double(model.pageCount) * model.viewportSize.width
      let nearTarget =
        abs(before - target) <= 2e-9 * max(1, abs(before), abs(target))
        || (model.loops && abs(before - target) <= 8 * period.ulp)
      if scrolled != moves || (scrolled && !allowed) || (allowed && !scrolled && !nearTarget) {
        violation("go to \(page): \(scrolled), from \(before) to \(target)")
      }
    case 13: model.setContentOffset(input.finite(), animated: input.bool(), at: time)
    case 14:
      _ = model.handleKey(
        input.pick([NavigationKey.left, .right, .up, .down, .home, .end]), at: time)
    case 15: model.addPage(model.pageCount, animator: animator(&input), at: time)
    case 16:
      // An insert or a remove anywhere: the page reported last moves with its index, as the
      // walkthrough's own record does.
      // Brought to the time first, so that the events the call tells all use the new indexes.
      model.advance(to: time)
      if model.pageCount > 0 && input.bool() {
        let index = input.int(0...model.pageCount - 1)
        trace("remove page \(index)")
        let last = max(model.pageCount - 2, 0)
        let reported = watcher.reported
        watcher.reported = min(reported > index ? reported - 1 : reported, last)
        model.removePage(at: index)
      } else {
        let index = input.int(0...model.pageCount)
        trace("insert page at \(index)")
        // (Clamped: with no pages before, the page reported was 0 and stays the only one.)
        if watcher.reported >= index {
          watcher.reported = min(watcher.reported + 1, model.pageCount)
        }
        model.insertPage(model.pageCount, at: index, animator: animator(&input))
      }
    case 17:
      let width = min(abs(input.finite()), PageLayout.maximumViewportLength)
      trace("viewport \(width)")
      model.setViewportSize(Size(width: width, height: abs(input.finite())), at: time)
    case 18: model.configuration.isScrollEnabled = input.bool()
    case 19:
      var changed = model.compatibility
      switch input.choice(2) {
      case 0: changed.pageControlUpdatesAtRest.toggle()
      default: changed.silentUntilFirstScroll.toggle()
      }
      model.compatibility = changed
    case 20:
      if model.pageCount > 0 {
        model.setAnimator(animator(&input), forPage: input.int(0...(model.pageCount - 1)))
      }
    case 21:
      model.allowsSwipingBack = input.bool()
      model.allowsSwipingForward = input.bool()
      trace("swipes back \(model.allowsSwipingBack), forward \(model.allowsSwipingForward)")
    case 24:
      model.configuration.wraps.toggle()
      trace("wraps \(model.configuration.wraps)")
    case 23:
      let player = autoplay ?? FuzzAutoplay(model, interval: input.pick([1, 2.5, 5]))
      autoplay = player
      player.operate(&input, at: time)
    default: model.willAppear(at: time)
    }
    trace(
      "step \(input.steps): offset \(model.contentOffset), page \(model.currentPage) of \(model.pageCount), \(model.activityDescription)"
    )
    check(model)
    autoplay?.check()
  }

  // Input stops: stop autoplay, lift the finger and tap, and the pages must come to rest on a
  // page.
  autoplay?.autoplay.stop(at: time)
  model.configuration.isScrollEnabled = true
  model.dragEnded(velocity: 0, at: time)
  model.touchBegan(at: time)
  model.touchEnded(at: time)
  time = playToRest(model, from: max(time, model.time)) { check(model) }
  model.advance(to: time + 1)
  check(model)
  // At rest, the pages in view have appeared and no other has.
  if model.pageCount > 0 && model.viewportSize.width > 1 {
    let width = model.viewportSize.width
    let loops = model.loops
    let period = Double(model.pageCount) * width
    let offset =
      loops
      ? model.contentOffset : min(max(model.contentOffset, 0), Double(model.pageCount - 1) * width)
    for page in 0..<model.pageCount {
      let start = Double(page) * width
      var shown = min(start + width, offset + width) - max(start, offset)
      if loops {
        // Looping, the page is also seen a lap on, past the loop's end.
        shown = max(
          shown, min(start + period + width, offset + width) - max(start + period, offset))
      }
      let appearance = model.appearance(ofPage: page)
      if shown > width / 2 && appearance != .appeared {
        violation("page \(page) in view at rest but \(appearance)")
      }
      if shown <= 0 && appearance != .disappeared {
        violation("page \(page) out of view at rest but \(appearance)")
      }
    }
  }
  if watcher.phases.isOpen {
    violation("at rest with an unpaired willBegin")
  }
  if model.pageCount > 0 && model.viewportSize.width > 1 {
    guard let page = model.settledPage else {
      violation("at rest between pages at \(model.contentOffset)")
    }
    if !compatibility.reportsEveryRest && watcher.reported != page {
      violation("rests on \(page), last reported \(watcher.reported)")
    }
  }
  return 0
}

extension Walkthrough {
  /// Whether the pages loop: `wraps`, with pages, a width, and content no longer than 2⁵²
  /// points (past which offsets are not exact to half a point, and the pager does not loop).
  fileprivate var loops: Bool {
    let length = Double(pageCount) * viewportSize.width
    return configuration.wraps && length > 0 && length <= 0x1p52
  }

  /// Whether the content offset lies within half a point of a page's.
  fileprivate var isOnPage: Bool {
    let width = viewportSize.width
    let page = (contentOffset / width).rounded()
    // The pager's settle tolerance: half a point, or the engine's 1e-9 relative rounding where
    // offsets are so large (past 5e8 pt) that it is the wider.
    return abs(page * width - contentOffset) <= max(0.5, 1e-9 * max(1, abs(contentOffset)))
  }
}
