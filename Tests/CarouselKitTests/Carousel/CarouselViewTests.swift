import CarouselKit
import CarouselKitTesting
import Testing

// Which views a carousel holds: it asks only for items entering the visible window, whatever the
// item count, and offers views that leave it back for reuse (iCarousel's `loadUnloadViews` and reuse pools).

/// A data source of ten million items that records which indexes it was asked for.
final class HugeSource: CarouselDataSource {
  var requests: [Int] = []
  func numberOfItems(in carousel: Carousel<Int>) -> Int { 10_000_000 }
  func carousel(_ carousel: Carousel<Int>, viewForItemAt index: Int, reusing view: Int?) -> Int {
    requests.append(index)
    return index
  }
}

@Suite("Carousel at scale")
struct CarouselScaleTests {
  @Test(
    "Ten million items: a long flick asks only for indexes that become visible, never loading more than the window",
    arguments: CarouselType.allCases)
  func tenMillionItems(type: CarouselType) throws {
    let carousel = Carousel<Int>()
    carousel.configuration.type = type
    let source = HugeSource()
    carousel.dataSource = source
    source.requests.removeAll()
    carousel.scrollOffset = 5_000_000
    let clock = ManualFrameClock(framesPerSecond: 60)
    clock.drive(carousel)
    var visible = Set(carousel.indexesForVisibleItems)
    #expect(source.requests.count == visible.count)
    var checked = 0
    clock.onFrame = { _ in
      let now = Set(carousel.indexesForVisibleItems)
      let asked = source.requests
      source.requests.removeAll()
      // Asked exactly for the indexes that entered the window this frame.
      #expect(asked.sorted() == now.subtracting(visible).sorted())
      #expect(carousel.items.filter { !$0.isDeparting }.count <= carousel.numberOfVisibleItems)
      visible = now
      checked += 1
    }
    source.requests.removeAll()
    GestureScript.flick(velocity: -40_000).perform(on: carousel, clock: clock)
    try clock.runUntilIdle()
    #expect(checked > 10)
    #expect(carousel.scrollOffset > 5_000_000 + 30 || type.isCircular)
  }
}

@Suite("Carousel views and reuse")
struct CarouselViewTests {
  @Test(
    "Views leaving the window are offered back for reuse; items and placeholders have separate pools"
  )
  func reusePools() throws {
    let (carousel, source, _, _) = makeCarousel(.linear, count: 40, placeholders: 4)
    try play(carousel, .flick(velocity: -18_000))  // 90 items/s glides 30 items
    #expect(carousel.scrollOffset == 30)
    #expect(source.requests.count > 30 && source.reuseOffers > 0)
    // A window of 4 needs at most 4 item views plus the one entering as another leaves.
    #expect(source.createdItems <= carousel.numberOfVisibleItems + 1)
    #expect(carousel.items.allSatisfy { $0.view.isPlaceholder == $0.isPlaceholder })
    try play(carousel, .flick(velocity: 18_000))  // back to the start, past the placeholders
    #expect(
      source.createdItems <= carousel.numberOfVisibleItems + 1 && source.createdPlaceholders <= 2)
    #expect(carousel.items.allSatisfy { $0.view.isPlaceholder == $0.isPlaceholder })
    #expect(carousel.itemView(at: -1)?.isPlaceholder == true)
    #expect(carousel.index(of: carousel.itemView(at: 0)!) == 0)
  }
}
