import CarouselKit
import CarouselKitTesting

/// A run's item views: numbers.
///
/// Compiled for the web's `play` (Web/Play), they are `UInt16`: Swift 6.3.1's IRGen crashes
/// specialising `Carousel` for `Int`, `Int32` or `UInt32` views in Embedded Swift, and takes
/// `UInt16`. Nothing a run writes shows a view.
#if WEB_PLAY
  typealias ItemNumber = UInt16
#else
  typealias ItemNumber = Int
#endif

/// A numbered-items data source: each item's view is its index (modulo 65,536 on the web,
/// where fewer items than that are ever in view at once, so no two views are the same).
final class NumberedItems: CarouselDataSource {
  let count: Int
  let placeholders: Int
  /// Each item's own width, in points, cycled over the items (for a carousel that
  /// ``CarouselConfiguration/usesItemWidths``).
  let widths: [Double]

  init(count: Int, placeholders: Int = 0, widths: [Double] = []) {
    self.count = count
    self.placeholders = placeholders
    self.widths = widths
  }

  func numberOfItems(in carousel: Carousel<ItemNumber>) -> Int { count }
  func numberOfPlaceholders(in carousel: Carousel<ItemNumber>) -> Int { placeholders }
  func carousel(
    _ carousel: Carousel<ItemNumber>, viewForItemAt index: Int, reusing view: ItemNumber?
  ) -> ItemNumber { ItemNumber(truncatingIfNeeded: index) }
  func carousel(
    _ carousel: Carousel<ItemNumber>, placeholderViewAt index: Int, reusing view: ItemNumber?
  ) -> ItemNumber { ItemNumber(truncatingIfNeeded: index) }
  func carousel(_ carousel: Carousel<ItemNumber>, widthOfItemAt index: Int) -> Double {
    widths.isEmpty ? carousel.itemWidth : widths[index % widths.count]
  }
}
