import CarouselKit
import CarouselKitTesting

/// A numbered-items data source: each item's view is its index.
final class NumberedItems: CarouselDataSource {
  let count: Int
  let placeholders: Int

  init(count: Int, placeholders: Int = 0) {
    self.count = count
    self.placeholders = placeholders
  }

  func numberOfItems(in carousel: Carousel<Int>) -> Int { count }
  func numberOfPlaceholders(in carousel: Carousel<Int>) -> Int { placeholders }
  func carousel(_ carousel: Carousel<Int>, viewForItemAt index: Int, reusing view: Int?) -> Int {
    index
  }
  func carousel(_ carousel: Carousel<Int>, placeholderViewAt index: Int, reusing view: Int?) -> Int
  { index }
}
