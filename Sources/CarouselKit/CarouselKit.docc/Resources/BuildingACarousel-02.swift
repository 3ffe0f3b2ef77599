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
}
