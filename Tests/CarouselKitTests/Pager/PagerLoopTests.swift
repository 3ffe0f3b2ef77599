import CarouselKit
import CarouselKitTesting
import Testing

// Looping pages (Pager.Configuration.wraps; Swiper's and Embla's `loop`, BWWalkthrough #59):
// after the last page comes the first, in both directions, whatever moves the pages.

/// A looping pager of `count` pages 320 pt wide, on `page`, with a clock that drives it.
private func makeLoop(
  count: Int = 5, page: Int = 0
) -> (pager: Pager, clock: ManualFrameClock, offsets: Box) {
  var configuration = Pager.Configuration()
  configuration.wraps = true
  let pager = Pager(
    layout: PageLayout(pageCount: count, viewportLength: 320), configuration: configuration,
    page: page)
  let clock = ManualFrameClock(framesPerSecond: 60)
  clock.drive(pager)
  let offsets = Box()
  clock.onFrame = { _ in offsets.values.append(pager.contentOffset) }
  return (pager, clock, offsets)
}

/// The offsets of each frame, for the direction a scroll took.
private final class Box {
  var values: [Double] = []

  /// The steps between frames, each brought into (−period/2, period/2]: the way the pages
  /// moved, across the seam too.
  func steps(period: Double) -> [Double] {
    zip(values, values.dropFirst()).map { a, b in
      let step = b - a
      return step - (step / period).rounded() * period
    }
  }
}

@Suite("Looping pages")
struct PagerLoopTests {
  @Test(
    "Next from the last page goes forward to the first, previous from the first back to the last",
    arguments: [5, 2])
  func acrossTheSeam(count: Int) throws {
    let period = 320.0 * Double(count)
    let (pager, clock, offsets) = makeLoop(count: count, page: count - 1)
    #expect(pager.isWrapping && pager.contentOffset == period - 320)
    offsets.values = [pager.contentOffset]
    #expect(pager.scrollToNextPage())
    try clock.runUntilIdle()
    #expect(pager.settledPage == 0 && pager.contentOffset == 0)
    // Every step forward: the pages went on past the last, not back over the others.
    #expect(offsets.steps(period: period).allSatisfy { $0 >= 0 })
    #expect(offsets.steps(period: period).reduce(0, +) == 320)
    offsets.values = [pager.contentOffset]
    #expect(pager.scrollToPreviousPage())
    try clock.runUntilIdle()
    #expect(pager.settledPage == count - 1 && pager.contentOffset == period - 320)
    #expect(offsets.steps(period: period).allSatisfy { $0 <= 0 })
    #expect(abs(offsets.steps(period: period).reduce(0, +) + 320) < 1e-9)
  }

  @Test("A drag and a flick cross the seam; the offset stays within the loop")
  func dragAcross() throws {
    let (pager, clock, _) = makeLoop()
    // From page 0 a finger pulls 100 pt to the right: the last page shows, 100 pt of it.
    pager.touchBegan(at: 0)
    pager.dragBegan(at: 0)
    pager.dragChanged(translation: 100, at: 0.1)
    #expect(pager.contentOffset == 1600 - 100)
    #expect(pager.currentPage == 0 && pager.pagePosition == 4 + 220.0 / 320)
    // Released at speed to the right: the last page.
    pager.dragEnded(velocity: 900, at: 0.1)
    try clock.runUntilIdle()
    #expect(pager.settledPage == 4 && pager.contentOffset == 1280)
    // And forward from the last page with a flick to the left: the first.
    GestureScript.flick(velocity: -900, at: clock.now).perform(on: pager, clock: clock)
    try clock.runUntilIdle()
    #expect(pager.settledPage == 0 && pager.contentOffset == 0)
  }

  @Test("A scroll to a page goes the short way round; a page past the ends wraps")
  func shortWay() throws {
    let (pager, clock, offsets) = makeLoop(page: 4)
    offsets.values = [pager.contentOffset]
    pager.scrollToPage(0, animated: true)
    try clock.runUntilIdle()
    #expect(pager.settledPage == 0)
    #expect(offsets.steps(period: 1600).reduce(0, +) == 320)  // one page on, not four back
    pager.scrollToPage(-1, animated: false)  // the page before the first: the last
    #expect(pager.settledPage == 4)
    pager.scrollToPage(7, animated: false)  // 7 mod 5
    #expect(pager.settledPage == 2)
    pager.setContentOffset(1600 + 640, animated: false)
    #expect(pager.contentOffset == 640)
  }

  @Test(
    "A loop turned off mid-scroll across the seam ends on the page it was going to, within the pages"
  )
  func loopOffMidScroll() throws {
    let (pager, clock, _) = makeLoop(page: 0)
    pager.scrollToPage(4, animated: true)  // the short way: back across the seam, to −320
    clock.advance(by: 0.1)
    #expect(pager.contentOffset > 1280)  // wrapped into the loop, on its way
    pager.configuration.wraps = false
    try clock.runUntilIdle()
    #expect(pager.settledPage == 4 && pager.contentOffset == 1280)
    // At rest, turning the loop off leaves the page where it is.
    pager.configuration.wraps = true
    pager.scrollToPage(0, animated: true)
    try clock.runUntilIdle()
    pager.configuration.wraps = false
    #expect(pager.contentOffset == 0 && pager.settledPage == 0)
  }

  @Test("A loop of one page has nowhere to go, and a drag returns to it")
  func onePage() throws {
    let (pager, clock, _) = makeLoop(count: 1)
    #expect(!pager.scrollToNextPage() && !pager.scrollToPreviousPage())
    GestureScript.drag(by: -100, over: 0.2, samples: .regular(60)).perform(
      on: pager, clock: clock)
    try clock.runUntilIdle()
    #expect(pager.settledPage == 0 && pager.contentOffset == 0)
  }

  @Test("Pages of their own lengths loop too: each rests at its start, the last before the first")
  func ownLengths() throws {
    var configuration = Pager.Configuration()
    configuration.wraps = true
    let pager = Pager(
      layout: PageLayout(pageLengths: [100, 300, 200], viewportLength: 320),
      configuration: configuration, page: 2)
    let clock = ManualFrameClock(framesPerSecond: 60)
    clock.drive(pager)
    // Looping, the last page rests at its start (400), not at the content's end (280).
    #expect(pager.contentOffset == 400)
    #expect(pager.scrollToNextPage())
    try clock.runUntilIdle()
    #expect(pager.settledPage == 0 && pager.contentOffset == 0)
    #expect(pager.scrollToPreviousPage())
    try clock.runUntilIdle()
    #expect(pager.settledPage == 2 && pager.contentOffset == 400)
  }
}
