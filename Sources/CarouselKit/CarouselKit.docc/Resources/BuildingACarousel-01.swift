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
