import CarouselKit
import CarouselKitTesting
import Testing

/// Five photos, named by letter: the carousel's data source.
final class TutorialPhotos: CarouselDataSource {
  let names = ["a", "b", "c", "d", "e"]

  func numberOfItems(in carousel: Carousel<String>) -> Int {
    names.count
  }

  func carousel(_ carousel: Carousel<String>, viewForItemAt index: Int, reusing view: String?)
    -> String
  {
    names[index]
  }
}

@Test func tutorialCarouselFlicksAndSelects() throws {
  let photos = TutorialPhotos()  // the carousel holds its data source weakly: keep it
  let carousel = Carousel<String>()
  carousel.configuration.type = .coverFlow
  carousel.setViewportSize(Size(width: 390, height: 300))
  carousel.configuration.itemSize = Size(width: 200, height: 200)
  carousel.dataSource = photos

  // At rest on item 0, every item is loaded. Back to front: the items beside the centre all sit
  // 100 pt back, the farthest drawn first; item 0, the current item, last (in front).
  #expect(carousel.currentItemIndex == 0)
  #expect(carousel.items.map(\.view) == ["e", "d", "c", "b", "a"])
  let front = try #require(carousel.items.last)
  #expect(front.transform == .perspective(-1.0 / 500))
  // Item 1, one item to the right: (0.5 × 0.9 + 0.25) × 200 = 140 pt along, 100 pt back.
  let beside = try #require(carousel.items.first { $0.index == 1 })
  #expect(abs(beside.transform.m41 - 140) < 1e-9)
  #expect(abs(beside.transform.m43 + 100) < 1e-9)
}
