import CarouselKit
import CarouselKitTesting
import Testing

// Looping sliding pages (Swiper's and Embla's `loop`): after the last page comes the first, with
// the pages held, the header strip's titles, the zoom and the appearance cycle following across
// the seam. Expectations are placed from the page width (320 pt) and the title width (150 pt).

private let width = 320.0
private let titleWidth = 150.0

/// Looping pages over `count` 320-pt pages resting on `page`, events recorded from then on.
private func looping(
  count: Int, on page: Int, beyond: Int? = 1
) -> (SlidingPages<TestPage>, PageSource, EventRecorder<SlidingPagesEvent>) {
  let (pages, source, events) = makePages(
    count: count,
    configuration: .with {
      $0.loops = true
      $0.pagesBeyondViewport = beyond
    })
  _ = pages.scrollToPage(page, animated: false)
  pages.advance(to: 0.5)
  events.discard()
  return (pages, source, events)
}

/// Each held page's index and its frame's x, in the order held.
private func held(_ pages: SlidingPages<TestPage>) -> [(Int, Double)] {
  pages.pages.map { ($0.index, $0.frame.origin.x) }
}

@Suite("Sliding pages loops")
struct SlidingPagesLoopTests {
  @Test("A flick forward on the last page goes on to the first, which waits to the right of it")
  func forwardAcrossTheSeam() throws {
    let (pages, _, events) = looping(count: 5, on: 4)
    // At rest on page 4: page 3 to its left, page 0 (the next lap's) to its right.
    #expect(held(pages).map(\.0) == [3, 4, 0])
    #expect(held(pages).map(\.1) == [-width, 0, width])
    drag(pages, by: -100, from: 1, velocity: -600)
    pages.advance(to: 1.3)
    // Every page is placed on the strip the loop unrolls: page 0 right after page 4, whichever
    // lap the offset is in.
    let four = try #require(held(pages).first { $0.0 == 4 }?.1)
    let zero = try #require(held(pages).first { $0.0 == 0 }?.1)
    #expect(zero == four + width)
    #expect(four < 0 && zero > 0)  // both in view, on their way
    let rested = advanceUntilRest(pages, from: 1.3)
    #expect(pages.currentPage == 0 && pages.contentOffset == 0)
    #expect(held(pages).map(\.0) == [4, 0, 1])
    #expect(held(pages).map(\.1) == [-width, 0, width])
    let heard = events.take().filter { $0.kind.page != nil || $0.name == "pageDidChange" }
    #expect(heard.contains { $0.kind == .pageDidChange(page: 0) })
    // Page 0 appeared, page 4 disappeared, in UIKit's cycle from the first frame on.
    let states = appearanceStates(events.all)
    #expect(states[0] == .appeared && states[4] == .disappeared)
    #expect(rested < 3)
  }

  @Test("A flick back on the first page goes on to the last, which waits to the left of it")
  func backwardAcrossTheSeam() {
    let (pages, _, events) = looping(count: 5, on: 0)
    #expect(held(pages).map(\.0) == [4, 0, 1])
    #expect(held(pages).map(\.1) == [-width, 0, width])
    drag(pages, by: 100, from: 1, velocity: 600)
    advanceUntilRest(pages, from: 1.2)
    #expect(pages.currentPage == 4 && pages.contentOffset == 4 * width)
    #expect(held(pages).map(\.0) == [3, 4, 0])
    let states = appearanceStates(events.all)
    #expect(states[4] == .appeared && states[0] == .disappeared)
  }

  @Test("The strip's titles loop: the first title follows the last, placed a title's width on")
  func stripTitles() {
    let (pages, _, _) = looping(count: 5, on: 4)
    // The strip is centred on the active title, (320 − 150)/2 = 85 pt from its left edge.
    let titles = pages.titles.map { ($0.index, $0.frame.origin.x) }
    #expect(titles.map(\.0) == [3, 4, 0])
    #expect(titles.map(\.1) == [85 - titleWidth, 85, 85 + titleWidth])
    #expect(pages.titles.first { $0.isActive }?.index == 4)
  }

  @Test("A tap on the first title to the right of the last scrolls forward across the seam")
  func tapAcrossTheSeam() {
    let (pages, _, _) = looping(count: 5, on: 4)
    #expect(pages.tapTitle(atX: 85 + titleWidth + 10, at: 1) == 0)
    pages.advance(to: 1.05)
    #expect(pages.contentOffset > 4 * width)  // forward, not back across four pages
    advanceUntilRest(pages, from: 1.05)
    #expect(pages.currentPage == 0)
  }

  @Test("The page arriving across the seam zooms as any arriving page does")
  func zoomAcrossTheSeam() throws {
    let (pages, _, _) = looping(count: 5, on: 4)
    pages.setContentOffset(4 * width + 100, animated: false, at: 1)
    pages.advance(to: 1)
    // The original's zoom: 1 − distance/1000, at least 0.93; page 4 left by 100 pt, page 0
    // arriving from 220 pt away.
    #expect(pages.page(at: 4)?.scale == max(0.93, 1 - 100 / 1000))
    #expect(pages.page(at: 0)?.scale == max(0.93, 1 - 220 / 1000))
    #expect(pages.page(at: 0)?.frame.origin.x == 220)
  }

  @Test("A loop of two pages holds each once; a loop of one page returns to it")
  func shortLoops() {
    let (two, _, _) = looping(count: 2, on: 1)
    #expect(held(two).map(\.0).sorted() == [0, 1])
    drag(two, by: -100, from: 1, velocity: -600)
    advanceUntilRest(two, from: 1.2)
    #expect(two.currentPage == 0)
    let (one, _, _) = looping(count: 1, on: 0)
    drag(one, by: -100, from: 1, velocity: -600)
    advanceUntilRest(one, from: 1.2)
    #expect(one.currentPage == 0 && one.contentOffset == 0)
    #expect(held(one).map(\.0) == [0])
  }

  @Test("Every page made at once (pagesBeyondViewport nil) is made once, however the loop turns")
  func everyPageOnce() {
    let (pages, source, _) = looping(count: 4, on: 0, beyond: nil)
    #expect(held(pages).map(\.0).sorted() == [0, 1, 2, 3])
    source.pagesAsked.removeAll()
    for turn in 0..<6 {
      drag(pages, by: -100, from: 1 + Double(turn) * 2, velocity: -600)
      advanceUntilRest(pages, from: 1.2 + Double(turn) * 2)
    }
    #expect(pages.currentPage == 2)
    #expect(source.pagesAsked.isEmpty)
  }
}

@Suite("Sliding pages loops, changed")
struct SlidingPagesLoopUpdateTests {
  @Test("After a flick across the seam, an insert before the page in view keeps it in view")
  func insertAfterCrossingTheSeam() {
    let (pages, source, _) = looping(count: 5, on: 4)
    drag(pages, by: -100, from: 1, velocity: -600)
    advanceUntilRest(pages, from: 1.2)
    #expect(pages.currentPage == 0)
    source.count = 6
    pages.insertPage(at: 0, at: 5)
    pages.advance(to: 5)
    #expect(pages.currentPage == 1 && pages.contentOffset == width)
    #expect(held(pages).map(\.0) == [0, 1, 2])
  }

  @Test("An insert mid-flick across the seam: the flick ends on the page it was going to")
  func insertMidFlick() throws {
    let (pages, source, _) = looping(count: 5, on: 4)
    drag(pages, by: -100, from: 1, velocity: -600)
    pages.advance(to: 1.25)
    source.count = 6
    pages.insertPage(at: 2)
    advanceUntilRest(pages, from: 1.25)
    #expect(pages.currentPage == 0 && pages.contentOffset == 0)
  }

  @Test("A tap where the strip shows no title (fewer titles than fit) hits nothing")
  func tapInTheGap() {
    let (pages, _, _) = makePages(
      count: 2, viewport: Size(width: 1024, height: 480), configuration: .with { $0.loops = true })
    #expect(pages.titles.count == 2)
    // The strip centres title 0 at (1024 − 150)/2 = 437; title 1 follows at 587; nothing past 737.
    #expect(pages.tapTitle(atX: 1000, at: 1) == nil)
    #expect(pages.tapTitle(atX: 600, at: 1) == 1)
  }
}
