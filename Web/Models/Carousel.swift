import CarouselKit

// The carousel's entry points for a web page: one `Carousel` whose views are handles (the
// page's slot for each item's element), driven by the page's pointer, keys and frame loop.
//
// Views are `UInt16` handles: Swift 6.3.1's IRGen crashes specialising `Carousel` for `Int32`
// or `Int` views in Embedded Swift (in `init` and in the data source's view call), and takes
// `UInt16` and `UInt8`.

typealias DrivenModel = Carousel<UInt16>

/// The items: view `k` is the handle `k`, the index the page draws.
final class WebItems: CarouselDataSource {
  typealias ItemView = UInt16
  var count = 0

  func numberOfItems(in carousel: Carousel<UInt16>) -> Int { count }

  func carousel(
    _ carousel: Carousel<UInt16>, viewForItemAt index: Int, reusing view: UInt16?
  ) -> UInt16 {
    UInt16(truncatingIfNeeded: index)
  }
}

/// The carousel's delegate: what it answers for iCarousel's options, as the page's playground
/// sets them (NaN for the carousel's own value), and the `custom` type's layout.
final class WebOptions: CarouselDelegate {
  typealias ItemView = UInt16
  var values = [Double](repeating: .nan, count: CarouselOption.allCases.count)

  func carousel(
    _ carousel: Carousel<UInt16>, valueFor option: CarouselOption, default value: Double
  ) -> Double {
    let given = values[option.rawValue]
    return given.isNaN ? value : given
  }

  /// ``CarouselType/custom``'s layout, the command's (CustomLayout, compiled in).
  func carousel(
    _ carousel: Carousel<UInt16>, itemTransformForOffset offset: Double, baseTransform: Transform3D
  ) -> Transform3D {
    CustomLayout.flip3D(offset: offset, base: baseTransform, itemWidth: carousel.itemWidth)
  }
}

nonisolated(unsafe) var webCarousel: Carousel<UInt16>?
nonisolated(unsafe) var webItems = WebItems()
nonisolated(unsafe) var webOptions = WebOptions()

/// Makes the carousel: `items` items of type `type` (``CarouselType``'s order), each
/// `itemWidth`×`itemHeight` points, in a view of `width`×`height` points, resting on item
/// `start`.
@_cdecl("carousel_setup")
func carouselSetup(
  _ items: Int32, _ type: Int32, _ width: Double, _ height: Double, _ itemWidth: Double,
  _ itemHeight: Double, _ start: Int32
) {
  let carousel = Carousel<UInt16>()
  webItems.count = Int(max(items, 0))
  let types = CarouselType.allCases
  carousel.configuration.type = types[Int(max(0, min(type, Int32(types.count - 1))))]
  carousel.configuration.itemSize = Size(width: itemWidth, height: itemHeight)
  carousel.setViewportSize(Size(width: width, height: height))
  carousel.delegate = webOptions
  carousel.dataSource = webItems
  _ = carousel.scrollToItem(Int(start), animated: false)
  webCarousel = carousel
  drivenModel = carousel
}

/// Writes the frame's drawn items into ``frameNumbers``, back to front, 18 numbers an item: its
/// index, its alpha (0 to 1) and its transform's 16 elements, m11 to m44 (CSS `matrix3d`'s
/// order); returns how many items.
///
/// - Complexity: O(items drawn); no allocation once the buffer has held that many.
@_cdecl("carousel_items")
func carouselItems() -> Int32 {
  guard let carousel = webCarousel else { return 0 }
  frameNumbers.removeAll(keepingCapacity: true)
  for item in carousel.items {
    frameNumbers.append(Double(item.index))
    frameNumbers.append(item.alpha)
    appendTransform(item.transform)
  }
  return Int32(frameNumbers.count / 18)
}

/// The playground's settings, those `carousel simulate` takes too: the type (``CarouselType``'s
/// order), the deceleration rate (0 to 1; NaN for the default), whether it bounces and pages (0
/// or 1), and whether it wraps (−1: as the type does, 0 or 1).
@_cdecl("carousel_configure")
func carouselConfigure(
  _ type: Int32, _ decelerationRate: Double, _ bounces: Int32, _ paging: Int32, _ wraps: Int32
) {
  guard let carousel = webCarousel else { return }
  var configuration = carousel.configuration
  let types = CarouselType.allCases
  configuration.type = types[Int(max(0, min(type, Int32(types.count - 1))))]
  configuration.decelerationRate =
    decelerationRate.isNaN
    ? CarouselConfiguration().decelerationRate : max(0, min(decelerationRate, 1))
  configuration.bounces = bounces != 0
  configuration.isPagingEnabled = paging != 0
  configuration.wraps = wraps < 0 ? nil : wraps != 0
  carousel.configuration = configuration
}

/// Sets what the delegate answers for an option.
///
/// `option` is in ``CarouselOption``'s order; `value` NaN gives the carousel's own. The
/// carousel asks its delegate again at once (`setNeedsLayout()`: no reload, no view asked for
/// again).
@_cdecl("carousel_set_option")
func carouselSetOption(_ option: Int32, _ value: Double) {
  guard webOptions.values.indices.contains(Int(option)) else { return }
  webOptions.values[Int(option)] = value
  webCarousel?.setNeedsLayout()
}

/// The scroll offset, in items.
@_cdecl("carousel_offset")
func carouselOffset() -> Double { webCarousel?.scrollOffset ?? 0 }

/// The current item's index.
@_cdecl("carousel_current_index")
func carouselCurrentIndex() -> Int32 { Int32(webCarousel?.currentItemIndex ?? 0) }
