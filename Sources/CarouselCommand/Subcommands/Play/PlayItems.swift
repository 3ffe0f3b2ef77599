import CarouselKit

/// Numbered items whose count `r` changes.
final class PlayItems: CarouselDataSource {
  var count: Int
  init(count: Int) { self.count = count }
  func numberOfItems(in carousel: Carousel<Int>) -> Int { count }
  func carousel(_ carousel: Carousel<Int>, viewForItemAt index: Int, reusing view: Int?) -> Int {
    index
  }
}
