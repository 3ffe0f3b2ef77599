/// Supplies a ``Carousel``'s items: how many there are and a view for each index that becomes
/// visible.
///
/// The carousel asks only for indexes entering its visible window, never for all of them, and
/// hands back views that left the window for reuse: configure a reused view completely.
/// `ItemView` is whatever the host draws with — a `UIView`, a SwiftUI identity, a terminal cell,
/// an `Int`.
public protocol CarouselDataSource<ItemView>: AnyObject {
  /// The view type the carousel manages.
  associatedtype ItemView

  /// The number of items (at least 0). Read by ``Carousel/reloadData()``.
  func numberOfItems(in carousel: Carousel<ItemView>) -> Int

  /// The view for item `index`, configured for it; `view` is a view that left the window, to
  /// reuse, or `nil`.
  func carousel(_ carousel: Carousel<ItemView>, viewForItemAt index: Int, reusing view: ItemView?)
    -> ItemView

  /// How many placeholders to show beside the items of a carousel that does not wrap (0): the
  /// first half, rounded up, before the first item and the rest after the last.
  func numberOfPlaceholders(in carousel: Carousel<ItemView>) -> Int

  /// The view for placeholder `index` (0 ..< ``numberOfPlaceholders(in:)``); `view` is a
  /// placeholder view to reuse, or `nil`.
  ///
  /// - Precondition: A data source that returns placeholders implements this method; the
  ///   default implementation traps.
  func carousel(
    _ carousel: Carousel<ItemView>, placeholderViewAt index: Int, reusing view: ItemView?
  ) -> ItemView

  /// Item `index`'s own extent along the scroll axis, in points, for a carousel whose
  /// ``CarouselConfiguration/usesItemWidths`` is on (iCarousel #448, #552, #713; Embla's and
  /// Swiper's `slidesPerView: 'auto'`).
  ///
  /// Asked for every item by ``Carousel/reloadData()`` (O(n) once; frames stay O(visible)), and
  /// for the new item by ``Carousel/insertItem(at:animated:at:)``. A negative, NaN or infinite
  /// width counts as 0 and is reported (``CarouselDiagnostic/invalidItemWidth(index:width:)``).
  /// The default answers the configuration's ``CarouselConfiguration/itemSize`` along the axis.
  func carousel(_ carousel: Carousel<ItemView>, widthOfItemAt index: Int) -> Double
}

extension CarouselDataSource {
  public func numberOfPlaceholders(in carousel: Carousel<ItemView>) -> Int { 0 }

  public func carousel(
    _ carousel: Carousel<ItemView>, placeholderViewAt index: Int, reusing view: ItemView?
  ) -> ItemView {
    preconditionFailure(
      "A data source with placeholders must implement carousel(_:placeholderViewAt:reusing:)")
  }

  public func carousel(_ carousel: Carousel<ItemView>, widthOfItemAt index: Int) -> Double {
    carousel.configuration.isVertical
      ? carousel.configuration.itemSize.height : carousel.configuration.itemSize.width
  }
}
