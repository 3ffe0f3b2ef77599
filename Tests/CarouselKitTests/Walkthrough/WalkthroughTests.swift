import CarouselKit
import CarouselKitTesting
import Testing

// BWWalkthrough's master, driven as a host drives it: touches, buttons and frames, with
// expectations from BWWalkthrough's page-offset formulas written out here.

private let viewport = Size(width: 375, height: 667)

/// A walkthrough of `count` pages (page i holds i), each animating three subviews linearly at
/// speeds (2, 0), (3, 0) and (4, 0), with a recorder that ignores `didScroll` and the pages'
/// appearance cycle (which `appearanceCycle` checks).
private func makeWalkthrough(
  count: Int = 5, compatibility: WalkthroughCompatibility = WalkthroughCompatibility(),
  size: Size = viewport
) -> (Walkthrough<Int>, EventRecorder<WalkthroughEvent>) {
  let walkthrough = Walkthrough<Int>(viewportSize: size)
  walkthrough.compatibility = compatibility
  let animator = WalkthroughPageAnimator(
    animation: .linear, speed: Point(x: 1, y: 0), speedVariance: Point(x: 1, y: 0),
    subviewCount: 3)
  for page in 0..<count { walkthrough.addPage(page, animator: animator) }
  let events = EventRecorder<WalkthroughEvent>(ignoring: {
    switch $0 {
    case .scroll(.didScroll), .pageWillAppear, .pageDidAppear, .pageWillDisappear,
      .pageDidDisappear:
      return true
    default: return false
    }
  })
  walkthrough.eventHandler = events.record
  walkthrough.advance(to: 0)
  return (walkthrough, events)
}

/// The pages BWWalkthrough tells at content offset `x` with pages `width` wide, computed by
/// trying every page: `(page, x/W + 1 − page)` for `−2 < offset < 2`.
private func expectedTold(x: Double, width: Double, count: Int) -> [(Int, Double)] {
  (0..<count).compactMap { page in
    let offset = x / width + 1 - Double(page)
    return offset > -2 && offset < 2 ? (page, offset) : nil
  }
}

/// Whether the walkthrough tells exactly the pages BWWalkthrough would, with their offsets.
private func toldMatches(_ walkthrough: Walkthrough<Int>, _ comment: Comment? = nil) {
  let expected = expectedTold(
    x: walkthrough.contentOffset, width: walkthrough.viewportSize.width,
    count: walkthrough.pageCount)
  let told = walkthrough.pageStates
  #expect(told.map(\.index) == expected.map(\.0), comment)
  for (state, (_, offset)) in zip(told, expected) {
    #expect(abs(state.offset - offset) <= 1e-9, comment)
  }
}

/// The names of the events, without the scroll events a test does not assert on.
private func names(_ events: [WalkthroughEvent]) -> [String] {
  events.map(\.name)
}

private func pageChanges(_ events: [WalkthroughEvent]) -> [Int] {
  events.compactMap {
    if case .pageDidChange(let page) = $0.kind { return page }
    return nil
  }
}

/// Plays frames from `time` until the walkthrough rests, then expects it on `page`, its events
/// since the last take telling exactly `changes`.
private func expectRest(
  _ walkthrough: Walkthrough<Int>, _ events: EventRecorder<WalkthroughEvent>, from time: Double,
  onPage page: Int, changes: [Int], sourceLocation: SourceLocation = #_sourceLocation
) {
  advanceUntilRest(walkthrough, from: time)
  #expect(walkthrough.settledPage == page, sourceLocation: sourceLocation)
  #expect(pageChanges(events.take()) == changes, sourceLocation: sourceLocation)
}

@Suite("Walkthrough")
struct WalkthroughTests {
  // MARK: Page offsets

  @Test("From the first frame, at rest on page 0, pages 0, 1 and 2 hear 1, 0 and −1")
  func firstFrame() {
    let (walkthrough, _) = makeWalkthrough()
    let told = walkthrough.pageStates
    #expect(told.map(\.index) == [0, 1, 2])
    #expect(told.map(\.offset) == [1, 0, -1])
    // Subviews are placed from the start: page 1, one page to the right, is 100 points along
    // per unit of speed.
    #expect(told[1].subviews.map(\.transform.m41) == [200, 300, 400])
  }

  @Test("Pages hear x/W + 1 − page only while −2 < offset < 2, at any offset")
  func toldPages() {
    let (walkthrough, _) = makeWalkthrough(count: 7)
    let width = viewport.width
    for x in [0, 1, 100, width - 1, width, 2.25 * width, 3 * width, 5.5 * width, 6 * width] {
      walkthrough.setContentOffset(x, animated: false)
      toldMatches(walkthrough, "x = \(x)")
      #expect(walkthrough.pageStates.count <= 4)
    }
    // At rest on page 3 exactly: page 2 has offset 2 and hears nothing; 3, 4 and 5 do.
    walkthrough.setContentOffset(3 * width, animated: false)
    #expect(walkthrough.pageStates.map(\.index) == [3, 4, 5])
    #expect(walkthrough.pageStates.map(\.offset) == [1, 0, -1])
    #expect(walkthrough.offset(ofPage: 2) == 2)
    #expect(walkthrough.offset(ofPage: 6) == -2)
  }

  @Test("Rubber-banding past either end tells the pages their offsets outside [0, n − 1]")
  func rubberBand() {
    let (walkthrough, _) = makeWalkthrough(count: 3)
    walkthrough.touchBegan(at: 0.1)
    walkthrough.dragBegan(at: 0.1)
    walkthrough.dragChanged(translation: 120, at: 0.2)
    #expect(walkthrough.contentOffset < 0)
    toldMatches(walkthrough)
    #expect(walkthrough.pageStates[0].offset < 1)
    walkthrough.dragEnded(velocity: 0, at: 0.2)
    advanceUntilRest(walkthrough, from: 0.2)
    walkthrough.scrollToPage(2, animated: false)
    walkthrough.touchBegan(at: 2)
    walkthrough.dragBegan(at: 2)
    walkthrough.dragChanged(translation: -120, at: 2.1)
    #expect(walkthrough.contentOffset > 2 * viewport.width)
    toldMatches(walkthrough)
    #expect(walkthrough.pageStates.map(\.index) == [2])
    #expect(walkthrough.pageStates[0].offset > 1)
  }

  @Test("The original's silence: nothing is told until the first scroll")
  func originalSilence() {
    let (walkthrough, _) = makeWalkthrough(compatibility: .original)
    #expect(walkthrough.pageStates.isEmpty)
    walkthrough.touchBegan(at: 0.1)
    walkthrough.dragBegan(at: 0.1)
    walkthrough.dragChanged(translation: -10, at: 0.2)
    toldMatches(walkthrough)
    #expect(!walkthrough.pageStates.isEmpty)
  }

  // MARK: Scenarios

  @Test("A flick to the next page: one pageDidChange, the buttons and dots follow")
  func flickToNext() {
    let (walkthrough, events) = makeWalkthrough()
    #expect(walkthrough.chrome.isPreviousButtonHidden && !walkthrough.chrome.isNextButtonHidden)
    drag(walkthrough, by: -80, over: 0.1, from: 0.1, velocity: -800)
    advanceUntilRest(walkthrough, from: 0.2) { _ in toldMatches(walkthrough) }
    #expect(walkthrough.contentOffset == viewport.width)
    #expect(walkthrough.currentPage == 1 && walkthrough.settledPage == 1)
    #expect(pageChanges(events.take()) == [1])
    let chrome = walkthrough.chrome
    #expect(chrome.pageControlPage == 1 && !chrome.isPreviousButtonHidden)
    #expect(walkthrough.pageStates.map(\.index) == [1, 2, 3])
    #expect(walkthrough.pageStates.map(\.offset) == [1, 0, -1])
  }

  @Test("BWWalkthrough #26: a slow drag that snaps back reports no page change")
  func snapBack() {
    let (walkthrough, events) = makeWalkthrough()
    drag(walkthrough, by: -100, over: 0.5, from: 0.1, velocity: 0)
    expectRest(walkthrough, events, from: 0.6, onPage: 0, changes: [])
    // The original fired it after every rest.
    let (original, originalEvents) = makeWalkthrough(compatibility: .original)
    drag(original, by: -100, over: 0.5, from: 0.1, velocity: 0)
    advanceUntilRest(original, from: 0.6)
    #expect(pageChanges(originalEvents.take()) == [0])
  }

  @Test("Next and previous are heard before their scroll starts; close only tells")
  func buttons() {
    let (walkthrough, events) = makeWalkthrough(count: 3)
    final class Listener: WalkthroughDelegate {
      var log: [String] = []
      func walkthroughNextButtonPressed(_ walkthrough: Walkthrough<Int>) {
        log.append("next at \(walkthrough.contentOffset), \(walkthrough.phase)")
      }
      func walkthroughPreviousButtonPressed(_ walkthrough: Walkthrough<Int>) {
        log.append("prev at \(walkthrough.contentOffset), \(walkthrough.phase)")
      }
      func walkthroughCloseButtonPressed(_ walkthrough: Walkthrough<Int>) { log.append("close") }
      func walkthrough(_ walkthrough: Walkthrough<Int>, pageDidChange page: Int) {
        log.append("page \(page)")
      }
    }
    let listener = Listener()
    walkthrough.delegate = listener
    #expect(!walkthrough.pressPreviousButton(at: 0.1))  // no page before the first: nothing happens
    #expect(walkthrough.pressNextButton(at: 0.1))
    #expect(
      names(events.take()) == ["nextButtonPressed", "willBeginScrollingAnimation"])
    advanceUntilRest(walkthrough, from: 0.1)
    #expect(
      names(events.take()) == [
        "currentPageDidChange", "didEndScrollingAnimation", "didSettle", "pageDidChange",
      ])
    #expect(walkthrough.pressNextButton(at: 1))
    advanceUntilRest(walkthrough, from: 1)
    #expect(walkthrough.leadingPage == 2 && walkthrough.chrome.isNextButtonHidden)
    events.take()
    #expect(!walkthrough.pressNextButton(at: 2))  // on the last page: no event, no scroll
    #expect(events.take().isEmpty)
    #expect(walkthrough.pressPreviousButton(at: 2))
    advanceUntilRest(walkthrough, from: 2)
    walkthrough.close(at: 3)
    #expect(walkthrough.contentOffset == viewport.width)
    #expect(
      listener.log == [
        "next at 0.0, idle", "page 1", "next at \(viewport.width), idle", "page 2",
        "prev at \(2 * viewport.width), idle", "page 1", "close",
      ])
  }

  @Test("Pressing next twice during the scroll goes two pages")
  func nextTwice() {
    let (walkthrough, events) = makeWalkthrough()
    walkthrough.pressNextButton(at: 0.1)
    walkthrough.pressNextButton(at: 0.15)
    expectRest(walkthrough, events, from: 0.15, onPage: 2, changes: [2])
  }

  @Test("Going to a far page passes the pages between, telling each in turn, then one change")
  func goToFarPage() {
    let (walkthrough, events) = makeWalkthrough(count: 8)
    var heard = Set<Int>()
    #expect(walkthrough.scrollToPage(6, animated: true, at: 0.1))
    advanceUntilRest(walkthrough, from: 0.1) { _ in
      toldMatches(walkthrough)
      heard.formUnion(walkthrough.pageStates.map(\.index))
    }
    #expect(walkthrough.currentPage == 6 && walkthrough.chrome.pageControlPage == 6)
    #expect(heard == Set(0...7))
    #expect(pageChanges(events.take()) == [6])
    #expect(walkthrough.scrollToPage(8, animated: false))  // past the last page: clamped to it
    #expect(walkthrough.currentPage == 7 && !walkthrough.scrollToPage(9, animated: true))
    #expect(walkthrough.selectPageControlPage(1, at: 2))
    advanceUntilRest(walkthrough, from: 2)
    #expect(walkthrough.currentPage == 1)
  }

  @Test("A rotation mid-scroll keeps the page and the fraction, then the release pages on")
  func rotateMidScroll() {
    let (walkthrough, events) = makeWalkthrough()
    walkthrough.touchBegan(at: 0.1)
    walkthrough.dragBegan(at: 0.1)
    walkthrough.dragChanged(translation: -0.4 * viewport.width, at: 0.2)
    let before = walkthrough.pageStates.map(\.offset)
    let rotated = Size(width: viewport.height, height: viewport.width)
    walkthrough.setViewportSize(rotated, at: 0.25)
    #expect(abs(walkthrough.contentOffset - 0.4 * rotated.width) <= 1e-9)
    let after = walkthrough.pageStates.map(\.offset)
    #expect(zip(before, after).allSatisfy { abs($0 - $1) <= 1e-12 })
    toldMatches(walkthrough)
    walkthrough.dragChanged(translation: -0.4 * viewport.width - 100, at: 0.3)
    walkthrough.dragEnded(velocity: -600, at: 0.3)
    advanceUntilRest(walkthrough, from: 0.3)
    #expect(walkthrough.contentOffset == rotated.width)
    #expect(pageChanges(events.take()) == [1])
    // At rest, a rotation back keeps page 1 exactly.
    walkthrough.setViewportSize(viewport, at: 2)
    #expect(walkthrough.contentOffset == viewport.width)
    #expect(walkthrough.pageStates.map(\.offset) == [1, 0, -1])
  }

  @Test("BWWalkthrough #99: a page added while on the last one brings the next button back")
  func addOnLastPage() {
    let (walkthrough, events) = makeWalkthrough(count: 3)
    walkthrough.scrollToPage(2, animated: false)
    #expect(walkthrough.chrome.isNextButtonHidden)
    #expect(walkthrough.pageStates.map(\.index) == [2])
    walkthrough.addPage(3, animator: nil)
    #expect(!walkthrough.chrome.isNextButtonHidden)
    #expect(walkthrough.contentOffset == 2 * viewport.width)
    // The new page, one page to the right, hears offset 0 (it has no animator: no subviews).
    #expect(walkthrough.pageState(of: 3) == WalkthroughPageState(index: 3, offset: 0))
    #expect(walkthrough.pressNextButton(at: 1))
    advanceUntilRest(walkthrough, from: 1)
    #expect(walkthrough.currentPage == 3 && walkthrough.leadingPageContent == 3)
    #expect(pageChanges(events.take()) == [2, 3])
  }

  @Test("Pages added during a flick leave the flick heading for the same page")
  func addWhileMoving() {
    let (walkthrough, events) = makeWalkthrough(count: 2)
    drag(walkthrough, by: -60, over: 0.1, from: 0.1, velocity: -900)
    walkthrough.advance(to: 0.25)
    walkthrough.addPage(2, animator: nil, at: 0.26)
    walkthrough.addPage(3, animator: nil, at: 0.27)
    advanceUntilRest(walkthrough, from: 0.27) { _ in toldMatches(walkthrough) }
    #expect(walkthrough.settledPage == 1 && walkthrough.pageCount == 4)
    #expect(pageChanges(events.take()) == [1])
  }

  @Test("Pages added during a drag leave the finger on the pages, the first page too")
  func addWhileDragging() {
    for count in [0, 2] {
      let (walkthrough, events) = makeWalkthrough(count: count)
      walkthrough.dragBegan(at: 0.1)
      walkthrough.addPage(count, animator: nil, at: 0.2)
      #expect(walkthrough.isTracking, "\(count) pages")
      walkthrough.dragChanged(translation: -100, at: 0.25)
      #expect(walkthrough.isTracking && walkthrough.contentOffset > 0, "\(count) pages")
      walkthrough.dragEnded(velocity: 0, at: 0.25)
      expectRest(walkthrough, events, from: 0.25, onPage: 0, changes: [])
    }
  }

  @Test("Fuzzing: a jump to another page under a resting finger reports the page when it lifts")
  func jumpUnderFinger() {
    let (walkthrough, events) = makeWalkthrough(count: 3)
    walkthrough.touchBegan(at: 0)
    walkthrough.setContentOffset(10_000, animated: false, at: 0)
    #expect(pageChanges(events.take()).isEmpty)  // the finger is still down
    walkthrough.touchEnded(at: 0)
    #expect(walkthrough.settledPage == 2)
    #expect(pageChanges(events.take()) == [2])
  }

  @Test("Fuzzing: released a rounding away from a page of 1e280 pt, the pages rest on it")
  func hugePagesRest() {
    let (walkthrough, events) = makeWalkthrough(count: 3, size: Size(width: 1e280, height: 667))
    walkthrough.scrollToPage(1, animated: false)
    events.take()
    // 370 units in the last place short of page 2: within the engine's alignment, so nothing
    // moves on release, and the pages are on page 2.
    walkthrough.touchBegan(at: 0)
    walkthrough.dragBegan(at: 0)
    walkthrough.dragChanged(translation: -(1e280 - 9.67e266), at: 0.1)
    walkthrough.dragEnded(velocity: 0, at: 0.1)
    expectRest(walkthrough, events, from: 0.1, onPage: 2, changes: [2])
  }

  @Test("Fuzzing: pages resting a rounding short of a page are on it, for leadingPage too")
  func restShortOfPage() {
    let (walkthrough, events) = makeWalkthrough(count: 3)
    // A tenth of a point short of page 2: within the settle tolerance, so on page 2.
    walkthrough.setContentOffset(2 * viewport.width - 0.1, animated: false, at: 0)
    #expect(walkthrough.settledPage == 2 && walkthrough.leadingPage == 2)
    #expect(pageChanges(events.take()) == [2])
    walkthrough.willAppear(at: 1)
    #expect(events.take().isEmpty)  // page 2 was reported: no change to report
    // Beyond the tolerance the original's rounding down holds.
    walkthrough.setContentOffset(2 * viewport.width - 1, animated: false, at: 2)
    #expect(walkthrough.settledPage == nil && walkthrough.leadingPage == 1)
  }

  @Test(
    "A rest on another page after willAppear under a resting finger is reported (fuzz: walkthrough-rest-unreported)"
  )
  func appearUnderFingerShortOfPage() {
    let (walkthrough, events) = makeWalkthrough(count: 3)
    // A rounding short of page 2: within the engine's alignment, so a release moves nothing.
    walkthrough.setContentOffset(2 * viewport.width - 1e-7, animated: false, at: 0)
    #expect(walkthrough.settledPage == 2)
    var reported = pageChanges(events.take())
    #expect(reported == [2])
    // A finger resting on the pages moves nothing: they are still on page 2.
    walkthrough.touchBegan(at: 0.1)
    #expect(walkthrough.leadingPage == 2 && walkthrough.currentPage == 2)
    walkthrough.willAppear(at: 0.1)
    walkthrough.touchEnded(at: 0.2)
    advanceUntilRest(walkthrough, from: 0.2)
    #expect(walkthrough.settledPage == 2)
    reported += pageChanges(events.take())
    // The rest is on the page last reported, and page 2 was never left: nothing more to report.
    #expect(reported.last == walkthrough.settledPage)
    #expect(reported == [2])
  }

  @Test(
    "A rotation under a resting finger that puts the pages on a page reports it when the finger lifts (fuzz: walkthrough-rotation-rest-under-finger)"
  )
  func rotationOntoPageUnderFinger() {
    let (walkthrough, events) = makeWalkthrough(count: 3, size: Size(width: 1e12, height: 667))
    walkthrough.scrollToPage(2, animated: false)
    #expect(pageChanges(events.take()) == [2])
    // A point past page 0 of pages 1e12 pt wide: at rest between pages, so nothing to report.
    walkthrough.setContentOffset(1, animated: false, at: 0)
    #expect(walkthrough.settledPage == nil && pageChanges(events.take()).isEmpty)
    walkthrough.touchBegan(at: 0.1)
    // 375 pt pages put the same position, 1e-12 of a page, on page 0, within the engine's
    // alignment: the release moves nothing.
    walkthrough.setViewportSize(viewport, at: 0.1)
    walkthrough.touchEnded(at: 0.2)
    expectRest(walkthrough, events, from: 0.2, onPage: 0, changes: [0])
  }

  @Test("At rest between pages, next and previous go on from leadingPage, as the original's")
  func buttonsBetweenPages() {
    let (walkthrough, events) = makeWalkthrough(count: 4)
    walkthrough.setContentOffset(2.67 * viewport.width, animated: false)  // x/W = 2.67: page 2
    #expect(walkthrough.leadingPage == 2)
    #expect(walkthrough.pressNextButton(at: 0.1))
    advanceUntilRest(walkthrough, from: 0.1)
    #expect(walkthrough.settledPage == 3)
    walkthrough.setContentOffset(1.6 * viewport.width, animated: false, at: 2)
    events.take()
    #expect(walkthrough.pressPreviousButton(at: 2))
    expectRest(walkthrough, events, from: 2, onPage: 0, changes: [0])
  }

  @Test("BWWalkthrough PR #17: next on the last page does nothing (it does not close)")
  func nextOnLastPage() {
    let (walkthrough, events) = makeWalkthrough(count: 2)
    walkthrough.scrollToPage(1, animated: false)
    events.take()
    #expect(!walkthrough.pressNextButton(at: 1))
    #expect(events.take().isEmpty && walkthrough.contentOffset == viewport.width)
  }

  @Test("BWWalkthrough PR #10: a tap on the page control moves the pages, not only the dots")
  func pageControlTap() {
    let (walkthrough, events) = makeWalkthrough(count: 4)
    #expect(walkthrough.selectPageControlPage(2, at: 0.1))
    advanceUntilRest(walkthrough, from: 0.1)
    #expect(walkthrough.currentPage == 2 && walkthrough.chrome.pageControlPage == 2)
    #expect(pageChanges(events.take()) == [2])
  }

  @Test("A delegate may press next from pageDidChange: the walkthrough pages on by itself")
  func autoAdvance() {
    let (walkthrough, events) = makeWalkthrough(count: 4)
    final class AutoAdvance: WalkthroughDelegate {
      var presses = 0
      func walkthrough(_ walkthrough: Walkthrough<Int>, pageDidChange page: Int) {
        walkthrough.pressNextButton()
      }
      func walkthroughNextButtonPressed(_ walkthrough: Walkthrough<Int>) { presses += 1 }
    }
    let auto = AutoAdvance()
    walkthrough.delegate = auto
    walkthrough.pressNextButton(at: 0)
    expectRest(walkthrough, events, from: 0, onPage: 3, changes: [1, 2, 3])
    #expect(auto.presses == 3)  // on page 3 there is no next: no press
  }

  @Test("setAnimator and compatibility changes apply from the next frame")
  func changesApply() {
    let (walkthrough, _) = makeWalkthrough(count: 3)
    walkthrough.setAnimator(
      WalkthroughPageAnimator(animation: .zoom, subviewCount: 1), forPage: 1)
    let state = walkthrough.pageState(of: 1)
    #expect(state?.subviews.count == 1)
    #expect(state?.subviews.first?.transform.m11 == 0)  // zoomed to nothing one page away
    walkthrough.setAnimator(nil, forPage: 1)
    #expect(walkthrough.pageState(of: 1)?.subviews.isEmpty == true)
    walkthrough.compatibility.silentUntilFirstScroll = true
    #expect(walkthrough.pageStates.isEmpty)  // nothing has scrolled yet
    walkthrough.compatibility.silentUntilFirstScroll = false
    #expect(walkthrough.pageStates.map(\.index) == [0, 1, 2])
  }

  @Test("Fuzzing: a page added while the view has no width does not take the pages to it")
  func addAtZeroWidthAfterOverscroll() {
    let (walkthrough, events) = makeWalkthrough(count: 1)
    // Pulled a whole page past the end, then the view loses its width.
    walkthrough.touchBegan(at: 0)
    walkthrough.dragBegan(at: 0)
    walkthrough.dragChanged(translation: -1e9, at: 0.1)
    walkthrough.setViewportSize(Size(width: 0, height: 667), at: 0.1)
    walkthrough.dragEnded(velocity: 0, at: 0.1)
    walkthrough.addPage(1, animator: nil, at: 0.2)
    walkthrough.setViewportSize(viewport, at: 0.3)
    advanceUntilRest(walkthrough, from: 0.3)
    #expect(walkthrough.settledPage == 0 && walkthrough.contentOffset == 0)
    #expect(pageChanges(events.take()).isEmpty)
  }

  @Test("BWWalkthrough: the page control stays right when the walkthrough reappears")
  func reappear() {
    // Dots that show the page of the last rest, as the original's, with page changes only.
    let atRest = WalkthroughCompatibility(pageControlUpdatesAtRest: true)
    let (walkthrough, events) = makeWalkthrough(compatibility: atRest)
    walkthrough.scrollToPage(3, animated: true, at: 0.1)
    advanceUntilRest(walkthrough, from: 0.1)
    events.take()
    walkthrough.willAppear(at: 5)
    #expect(walkthrough.chrome.pageControlPage == 3)
    #expect(events.take().isEmpty)  // page 3 was reported already
    // With the original's behaviour the dots still stay right; pageDidChange fires again.
    let (original, originalEvents) = makeWalkthrough(compatibility: .original)
    original.scrollToPage(3, animated: true, at: 0.1)
    advanceUntilRest(original, from: 0.1)
    originalEvents.take()
    original.willAppear(at: 5)
    #expect(original.chrome.pageControlPage == 3)
    #expect(pageChanges(originalEvents.take()) == [3])
  }

  @Test("The dots follow the nearest page live; the original's follow the last rest")
  func dotsFollow() {
    for compatibility in [WalkthroughCompatibility(), .original] {
      let (walkthrough, _) = makeWalkthrough(compatibility: compatibility)
      walkthrough.touchBegan(at: 0.1)
      walkthrough.dragBegan(at: 0.1)
      walkthrough.dragChanged(translation: -0.6 * viewport.width, at: 0.2)
      let expected = compatibility.pageControlUpdatesAtRest ? 0 : 1
      #expect(walkthrough.chrome.pageControlPage == expected)
      #expect(walkthrough.chrome.isPreviousButtonHidden == (expected == 0))
      walkthrough.dragEnded(velocity: 0, at: 0.2)
      advanceUntilRest(walkthrough, from: 0.2)
      #expect(walkthrough.chrome.pageControlPage == 1)
    }
  }

  @Test("BWWalkthrough #30, #68: a locked walkthrough ignores swipes but not its buttons")
  func lockedSwipe() {
    let (walkthrough, events) = makeWalkthrough()
    walkthrough.configuration.isScrollEnabled = false
    drag(walkthrough, by: -200, over: 0.1, from: 0.1, velocity: -900)
    advanceUntilRest(walkthrough, from: 0.2)
    #expect(walkthrough.contentOffset == 0)
    #expect(events.take().isEmpty)
    #expect(walkthrough.pressNextButton(at: 1))
    advanceUntilRest(walkthrough, from: 1)
    #expect(walkthrough.currentPage == 1)
    walkthrough.configuration.isScrollEnabled = true
    drag(walkthrough, by: -200, over: 0.1, from: 3, velocity: -900)
    advanceUntilRest(walkthrough, from: 3.1)
    #expect(walkthrough.currentPage == 2)
  }

  @Test("leadingPage rounds down as the original's currentPage; currentPage rounds")
  func currentPage() {
    let (walkthrough, _) = makeWalkthrough()
    walkthrough.setContentOffset(1.7 * viewport.width, animated: false)
    #expect(walkthrough.leadingPage == 1 && walkthrough.currentPage == 2)
    #expect(walkthrough.leadingPageContent == 1)
    #expect(walkthrough.settledPage == nil)  // resting between pages
  }

  @Test("The master-level did-scroll carries the content offset (the original's PR #131)")
  func didScroll() {
    let (walkthrough, events) = makeWalkthrough()
    final class Blender: WalkthroughDelegate {
      var offsets: [Double] = []
      func walkthrough(_ walkthrough: Walkthrough<Int>, didScrollTo contentOffset: Double) {
        offsets.append(contentOffset)
      }
    }
    let blender = Blender()
    walkthrough.delegate = blender
    walkthrough.setContentOffset(100, animated: false, at: 0.1)
    walkthrough.setContentOffset(150, animated: false, at: 0.2)
    #expect(blender.offsets == [100, 150])
    #expect(events.all.filter { $0.kind == .scroll(.didScroll) }.count == 2)
  }

  @Test("Keys and accessibility page like the buttons; escape closes")
  func keys() {
    let (walkthrough, events) = makeWalkthrough(count: 3)
    #expect(walkthrough.handleKey(.right, at: 0.1))
    advanceUntilRest(walkthrough, from: 0.1)
    #expect(walkthrough.currentPage == 1)
    #expect(walkthrough.accessibilityValue == "Page 2 of 3")
    #expect(walkthrough.accessibilityIncrement(at: 2))
    advanceUntilRest(walkthrough, from: 2)
    #expect(!walkthrough.accessibilityIncrement(at: 4))
    walkthrough.accessibilityEscape(at: 4)
    #expect(
      events.take().map(\.name).filter { $0.hasSuffix("Pressed") } == [
        "nextButtonPressed", "closeButtonPressed",
      ])
  }

  @Test("An empty walkthrough tells nothing and hides both buttons")
  func empty() {
    let walkthrough = Walkthrough<Int>(viewportSize: viewport)
    walkthrough.advance(to: 1)
    #expect(walkthrough.pageStates.isEmpty && walkthrough.leadingPageContent == nil)
    #expect(
      walkthrough.chrome
        == WalkthroughChrome(
          pageControlPageCount: 0, pageControlPage: 0, isNextButtonHidden: true,
          isPreviousButtonHidden: true))
    #expect(!walkthrough.pressNextButton() && !walkthrough.pressPreviousButton())
  }
}

/// Holds the walkthrough a custom animation reads back (the animation is `@Sendable`; the test
/// drives everything from one thread).
private final class WalkthroughBox: @unchecked Sendable {
  var walkthrough: Walkthrough<Int>?
  var toldSeenFromInside: [Int] = []
}

@Suite("Walkthrough and host code")
struct WalkthroughReentrancyTests {
  @Test("A custom animation that reads the walkthrough sees no half-built frame and traps nothing")
  func customAnimationReadsTheWalkthrough() {
    let box = WalkthroughBox()
    let animation = WalkthroughAnimation.custom(name: "reader") { input in
      if let walkthrough = box.walkthrough {
        box.toldSeenFromInside.append(walkthrough.pageStates.count)
      }
      var state = WalkthroughSubviewState.still
      state.alpha = 0.5
      _ = input
      return state
    }
    let walkthrough = Walkthrough<Int>(viewportSize: viewport)
    let animator = WalkthroughPageAnimator(animation: animation, subviewCount: 2)
    for page in 0..<3 { walkthrough.addPage(page, animator: animator) }
    box.walkthrough = walkthrough
    walkthrough.advance(to: 0)
    // Page 0 at rest: pages 0, 1 and 2 are told (offsets 1, 0 and −1), two subviews each.
    let told = walkthrough.pageStates
    #expect(told.map(\.index) == [0, 1, 2])
    #expect(told.allSatisfy { $0.subviews.map(\.alpha) == [0.5, 0.5] })
    // Read from inside the layout, the frame being built shows no pages told.
    #expect(box.toldSeenFromInside == [0, 0, 0, 0, 0, 0])
  }
}

@Suite("Walkthrough go-to-page near a page")
struct WalkthroughGoToNearPageTests {
  @Test(
    "Going to the page the pages rest a rounding short of does not move them (fuzz input go-to-page-a-rounding-short-of-it)"
  )
  func goToPageARoundingShort() {
    let walkthrough = Walkthrough<Int>(viewportSize: Size(width: 2.56, height: 4))
    for page in 0..<3 { walkthrough.addPage(page) }
    walkthrough.setContentOffset(5.119999999999999, animated: false, at: 0)
    #expect(walkthrough.contentOffset == 5.119999999999999)
    #expect(walkthrough.settledPage == 2)
    #expect(!walkthrough.scrollToPage(2, animated: true, at: 0.1))
    #expect(!walkthrough.scrollToPage(42_657, animated: false, at: 0.2))
    #expect(walkthrough.contentOffset == 5.119999999999999)
    #expect(walkthrough.phase == .idle)
    // A page further off moves them.
    #expect(walkthrough.scrollToPage(1, animated: false, at: 0.3))
    #expect(walkthrough.contentOffset == 2.56)
  }

  // MARK: The pages' appearance cycle and the swipe lock (the peers' pieces)

  @Test("Pages hear will/did appear and disappear as a drag and a rest move them, in page order")
  func appearanceCycle() {
    let walkthrough = Walkthrough<Int>(viewportSize: viewport)
    var heard: [String] = []
    walkthrough.eventHandler = { event in
      switch event.kind {
      case .pageWillAppear(let page): heard.append("willAppear \(page)")
      case .pageDidAppear(let page): heard.append("didAppear \(page)")
      case .pageWillDisappear(let page): heard.append("willDisappear \(page)")
      case .pageDidDisappear(let page): heard.append("didDisappear \(page)")
      default: break
      }
    }
    // The first page comes into view as it is added; the others stay out.
    for page in 0..<4 { walkthrough.addPage(page) }
    walkthrough.advance(to: 0)
    #expect(heard == ["willAppear 0", "didAppear 0"])
    heard.removeAll()
    // A finger drags a third of a page: page 0 starts to leave, page 1 to come.
    walkthrough.touchBegan(at: 0.1)
    walkthrough.dragBegan(at: 0.1)
    walkthrough.dragChanged(translation: -125, at: 0.2)
    #expect(heard == ["willDisappear 0", "willAppear 1"])
    #expect(walkthrough.appearance(ofPage: 0) == .disappearing)
    #expect(walkthrough.appearance(ofPage: 1) == .appearing)
    heard.removeAll()
    // Released slowly, the pages snap back: page 1 turns away, page 0 comes back.
    walkthrough.dragEnded(velocity: 0, at: 0.2)
    advanceUntilRest(walkthrough, from: 0.2)
    #expect(heard == ["willDisappear 1", "didDisappear 1", "willAppear 0", "didAppear 0"])
    heard.removeAll()
    // The next button: page 0 leaves, page 1 comes, both done once the pages rest.
    walkthrough.pressNextButton(at: 1)
    advanceUntilRest(walkthrough, from: 1)
    #expect(heard == ["willDisappear 0", "willAppear 1", "didDisappear 0", "didAppear 1"])
    #expect(walkthrough.appearance(ofPage: 1) == .appeared)
    #expect(walkthrough.appearance(ofPage: 0) == .disappeared)
  }

  @Test("A swipe lock keeps a drag, a flick and a wheel from going back; the buttons still do")
  func swipeLock() {
    let (walkthrough, _) = makeWalkthrough(count: 4)
    let width = viewport.width
    walkthrough.setContentOffset(2 * width, animated: false)
    walkthrough.allowsSwipingBack = false
    walkthrough.touchBegan(at: 0.1)
    walkthrough.dragBegan(at: 0.1)
    walkthrough.dragChanged(translation: 200, at: 0.15)  // back: refused
    #expect(walkthrough.contentOffset == 2 * width)
    walkthrough.dragChanged(translation: -30, at: 0.2)  // on: follows the finger
    #expect(walkthrough.contentOffset == 2 * width + 30)
    walkthrough.dragEnded(velocity: 3000, at: 0.2)  // a flick back: no faster than still
    advanceUntilRest(walkthrough, from: 0.2)
    #expect(walkthrough.settledPage == 2)
    walkthrough.scrollWheel(delta: Point(x: 400, y: 0), at: 2)
    advanceUntilRest(walkthrough, from: 2)
    #expect(walkthrough.settledPage == 2)
    // A plain mouse wheel (y alone), and one with a little x: refused both.
    walkthrough.scrollWheel(delta: Point(x: 0, y: 400), at: 2.5)
    walkthrough.scrollWheel(delta: Point(x: 5, y: 300), at: 2.55)
    advanceUntilRest(walkthrough, from: 2.55)
    #expect(walkthrough.settledPage == 2)
    #expect(walkthrough.pressPreviousButton(at: 3))
    advanceUntilRest(walkthrough, from: 3)
    #expect(walkthrough.settledPage == 1)
    // Locked the other way, a swipe on is refused and one back goes.
    walkthrough.allowsSwipingBack = true
    walkthrough.allowsSwipingForward = false
    walkthrough.touchBegan(at: 5)
    walkthrough.dragBegan(at: 5)
    walkthrough.dragChanged(translation: -300, at: 5.1)
    #expect(walkthrough.contentOffset == width)
    walkthrough.dragChanged(translation: 300, at: 5.2)
    walkthrough.dragEnded(velocity: 2000, at: 5.2)
    advanceUntilRest(walkthrough, from: 5.2)
    #expect(walkthrough.settledPage == 0)
  }
}
