import CarouselKit
import Foundation
import Testing

// The article "The models' contract" (Sources/CarouselKit/CarouselKit.docc/TheContract.md):
// every line of its Swift blocks appears here, in order, run with checks on what the article
// says (checked by DocumentationCodeTests). ContractTests checks the contract itself.

/// A flick at `velocity` points per second, then 60 Hz frames until the model rests.
func theContractFlick(_ model: some FrameDriven & DragDriven, velocity: Double, at time: Double) {
  model.touchBegan(at: time)
  model.dragBegan(at: time)
  model.dragEnded(velocity: velocity, at: time)
  var now = time
  while model.needsFrames {
    now += 1.0 / 60
    model.advance(to: now)
  }
}

/// Numbered items, for the article's carousel.
final class TheContractNumbers: CarouselDataSource {
  func numberOfItems(in carousel: Carousel<Int>) -> Int { 4 }
  func carousel(_ carousel: Carousel<Int>, viewForItemAt index: Int, reusing view: Int?) -> Int {
    index
  }
}

@Test func theContractOneHostForEveryModel() {
  let pager = Pager(layout: PageLayout(pageCount: 4, viewportLength: 320))
  let walkthrough = Walkthrough<String>(viewportSize: Size(width: 320, height: 480))
  for page in ["hello", "photos", "sharing", "done"] { walkthrough.addPage(page) }
  var settled: [String] = []
  pager.eventHandler = { event in
    if case .didSettle(let page) = event.kind { settled.append("pager \(page)") }
  }
  walkthrough.eventHandler = { event in
    if case .didSettle(let page) = event.kind { settled.append("walkthrough \(page)") }
  }
  theContractFlick(pager, velocity: -700, at: 0)  // left at 700 points per second
  theContractFlick(walkthrough, velocity: -700, at: 0)
  // settled == ["pager 1", "walkthrough 1"]; pager.currentPage == walkthrough.currentPage == 1
  #expect(settled == ["pager 1", "walkthrough 1"])
  #expect(pager.currentPage == 1 && walkthrough.currentPage == 1)
  #expect(pager.contentOffset == 320 && walkthrough.contentOffset == 320)

  // The carousel, items 320 pt wide: 700/320 items/s glides v/3 = 0.73 item, on to item 1.
  let numbers = TheContractNumbers()
  let carousel = Carousel<Int>()
  carousel.setViewportSize(Size(width: 320, height: 480))
  carousel.configuration.itemSize = Size(width: 320, height: 320)
  carousel.dataSource = numbers
  theContractFlick(carousel, velocity: -700, at: 0)
  #expect(carousel.currentItemIndex == 1 && carousel.scrollOffset == 1)
  // 700/320 ≈ 2.19 items/s is past iCarousel's 2 items/s: a flick, gliding 0.73 items, to item 1.

  // Just under 50 pt/s, from where the drag left it: the nearest page decides, and it returns.
  pager.dragBegan(at: 10)
  pager.dragChanged(translation: -150, at: 10.1)
  pager.dragEnded(velocity: -49, at: 10.1)
  while pager.needsFrames { pager.advance(to: pager.time + 1.0 / 60) }
  #expect(pager.currentPage == 1 && pager.contentOffset == 320)
  // At 50 pt/s, the same drag goes on to the next page.
  pager.dragBegan(at: 20)
  pager.dragChanged(translation: -150, at: 20.1)
  pager.dragEnded(velocity: -50, at: 20.1)
  while pager.needsFrames { pager.advance(to: pager.time + 1.0 / 60) }
  #expect(pager.currentPage == 2 && pager.contentOffset == 640)
}

@Test func theContractTimeIsAnInput() {
  // A time earlier than the model's counts as its time; without one, the latest time seen.
  let pager = Pager(layout: PageLayout(pageCount: 4, viewportLength: 320))
  pager.advance(to: 5)
  #expect(pager.scrollToNextPage(at: 1))
  #expect(pager.time == 5)
  #expect(pager.scrollToNextPage())  // from the page the motion heads for: on to page 2
  while pager.needsFrames { pager.advance(to: pager.time + 1.0 / 60) }
  #expect(pager.currentPage == 2)
  // Next past the last page: nothing to go to.
  #expect(pager.scrollToPage(3, animated: false))
  #expect(!pager.scrollToNextPage())
  // Going to a page clamps it into the pages, and says whether the content moves.
  #expect(pager.scrollToPage(99, animated: false) == false && pager.currentPage == 3)
  #expect(pager.scrollToPage(-4, animated: false) && pager.currentPage == 0)
}
