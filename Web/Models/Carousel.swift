import CarouselKit

// The carousel's entry points for a web page: one `Carousel` whose views are handles (the
// page's slot for each item's element), driven by the page's pointer, keys and frame loop.
//
// Views are `UInt16` handles: Swift 6.3.1's IRGen crashes specialising `Carousel` for `Int32`
// or `Int` views in Embedded Swift (in `init` and in the data source's view call), and takes
// `UInt16` and `UInt8`.

typealias DrivenModel = WebCarouselDriver

/// What the page's pointer, keys and frames drive: the carousel, or, with autoplay on, its
/// `Autoplay`, which passes them on and pauses under a finger.
final class WebCarouselDriver {
  let carousel: Carousel<UInt16>
  var autoplay: Autoplay<Carousel<UInt16>>?
  /// The thumbnail strip coupled to the carousel, when the playground shows it.
  var pair: CarouselThumbnails<UInt16, UInt16>?

  init(_ carousel: Carousel<UInt16>) { self.carousel = carousel }

  func advance(to time: Double) {
    if let autoplay { autoplay.advance(to: time) } else { carousel.advance(to: time) }
    pair?.advance(to: time)  // the strip follows (the carousel is there already)
  }
  var isAnimating: Bool { carousel.isAnimating || pair?.isAnimating == true }
  var needsFrames: Bool {
    (autoplay?.needsFrames ?? carousel.needsFrames) || pair?.needsFrames == true
  }
  func handleKey(_ key: CarouselKey, at time: Double) -> Bool {
    carousel.handleKey(key, at: time)
  }
  func setViewportSize(_ size: Size, at time: Double) { carousel.setViewportSize(size, at: time) }
  func scrollWheel(delta: Point, at time: Double) { carousel.scrollWheel(delta: delta, at: time) }
  func touchBegan(at time: Double) {
    if let autoplay { autoplay.touchBegan(at: time) } else { carousel.touchBegan(at: time) }
  }
  func dragBegan(at time: Double) {
    if let autoplay { autoplay.dragBegan(at: time) } else { carousel.dragBegan(at: time) }
  }
  func dragChanged(translation: Double, at time: Double) {
    if let autoplay {
      autoplay.dragChanged(translation: translation, at: time)
    } else {
      carousel.dragChanged(translation: translation, at: time)
    }
  }
  func dragEnded(at time: Double) {
    if let autoplay {
      autoplay.dragEnded(velocity: nil, at: time)
    } else {
      carousel.dragEnded(at: time)
    }
  }
  func touchEnded(at time: Double) {
    if let autoplay { autoplay.touchEnded(at: time) } else { carousel.touchEnded(at: time) }
  }
}

/// The items: view `k` is the handle `k`, the index the page draws; with own widths, item `k`
/// is `widths[k % widths.count]` points wide.
final class WebItems: CarouselDataSource {
  typealias ItemView = UInt16
  var count = 0
  var widths: [Double] = []

  func numberOfItems(in carousel: Carousel<UInt16>) -> Int { count }

  func carousel(_ carousel: Carousel<UInt16>, widthOfItemAt index: Int) -> Double {
    widths.isEmpty ? carousel.itemWidth : widths[index % widths.count]
  }

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
  drivenModel = WebCarouselDriver(carousel)
}

/// Writes the frame's drawn items into ``frameNumbers``, back to front, 18 numbers an item: its
/// index, its alpha (0 to 1) and its transform's 16 elements, m11 to m44 (CSS `matrix3d`'s
/// order); returns how many items.
///
/// - Complexity: O(items drawn); no allocation once the buffer has held that many.
@_cdecl("carousel_items")
func carouselItems() -> Int32 {
  guard let carousel = webCarousel else { return 0 }
  return writeItems(of: carousel)
}

/// Writes `carousel`'s drawn items into ``frameNumbers``, 18 numbers each (see
/// `carousel_items`); returns how many.
func writeItems(of carousel: Carousel<UInt16>) -> Int32 {
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

/// The widths ``carouselWidthAppend(_:)`` gathered for the next ``carouselConfigureLayout``.
nonisolated(unsafe) var pendingWidths: [Double] = []

/// Adds `width` (points) to the widths the next `carousel_configure_layout` gives the items.
@_cdecl("carousel_width_append")
func carouselWidthAppend(_ width: Double) {
  if width.isFinite && width >= 0 { pendingWidths.append(width) }
}

/// The settings the peers' users have, as `carousel simulate` takes them: the alignment (0
/// start, 1 centre, 2 end), whether the scroll is contained (0 or 1), the group size (1 or
/// more), and the items' own widths, in points, cycled over the items: those
/// `carousel_width_append` gathered since the last call (none: one width for all).
@_cdecl("carousel_configure_layout")
func carouselConfigureLayout(_ alignment: Int32, _ contains: Int32, _ group: Int32) {
  let widths = pendingWidths
  pendingWidths.removeAll()
  guard let carousel = webCarousel else { return }
  var configuration = carousel.configuration
  let alignments = CarouselAlignment.allCases
  configuration.alignment = alignments[Int(max(0, min(alignment, Int32(alignments.count - 1))))]
  configuration.containsScroll = contains != 0
  configuration.groupSize = Int(max(group, 1))
  configuration.usesItemWidths = !widths.isEmpty
  let widthsChanged = widths != webItems.widths
  webItems.widths = widths
  carousel.configuration = configuration
  if widthsChanged && !widths.isEmpty { carousel.reloadData() }
}

/// Starts an autoplay stepping one item every `interval` seconds from `time`, paused under a
/// finger and while the pointer hovers; a non-positive or NaN interval stops it.
@_cdecl("carousel_autoplay")
func carouselAutoplay(_ interval: Double, _ time: Double) {
  guard let driver = drivenModel else { return }
  driver.autoplay?.stop(at: time)
  driver.autoplay = nil
  guard interval >= 1e-3 && interval <= 3600 else { return }
  let autoplay = Autoplay(driver.carousel, interval: interval)
  autoplay.start(at: time)
  driver.autoplay = autoplay
}

/// The pointer entered (1) or left (0) the carousel: an autoplay pauses while it hovers, as
/// Embla's autoplay does.
@_cdecl("carousel_hover")
func carouselHover(_ hovering: Int32, _ time: Double) {
  guard let autoplay = drivenModel?.autoplay else { return }
  if hovering != 0 { autoplay.pause(.hover, at: time) } else { autoplay.resume(.hover, at: time) }
}

/// Shows (1) or hides (0) a thumbnail strip of `width`×`height` points under the carousel:
/// linear thumbnails `size` points square, coupled by `CarouselThumbnails` (a tap scrolls the
/// carousel to its item; the strip follows the carousel's selected item).
@_cdecl("carousel_thumbnails")
func carouselThumbnails(_ shown: Int32, _ width: Double, _ height: Double, _ size: Double) {
  guard let driver = drivenModel else { return }
  guard shown != 0 else {
    driver.pair = nil
    return
  }
  let strip = Carousel<UInt16>()
  strip.configuration.type = .linear
  strip.configuration.itemSize = Size(width: size, height: size)
  strip.setViewportSize(Size(width: width, height: height))
  strip.dataSource = webItems
  driver.pair = CarouselThumbnails(main: driver.carousel, thumbnails: strip)
}

/// Writes the strip's drawn thumbnails into ``frameNumbers`` as `carousel_items` writes the
/// carousel's, 18 numbers each; returns how many.
@_cdecl("carousel_thumbnail_items")
func carouselThumbnailItems() -> Int32 {
  guard let strip = drivenModel?.pair?.thumbnails else { return 0 }
  return writeItems(of: strip)
}

/// A tap at (`x`, `y`) on the strip, in its points: scrolls the carousel to the tapped
/// thumbnail's item; returns that index, or −1 when no thumbnail is there.
@_cdecl("carousel_thumbnail_tap")
func carouselThumbnailTap(_ x: Double, _ y: Double, _ time: Double) -> Int32 {
  guard let pair = drivenModel?.pair else { return -1 }
  return Int32(pair.tapThumbnail(at: Point(x: x, y: y), at: time) ?? -1)
}

/// The thumbnail to highlight: the carousel's selected item (−1 without a strip).
@_cdecl("carousel_thumbnail_selected")
func carouselThumbnailSelected() -> Int32 {
  guard let pair = drivenModel?.pair else { return -1 }
  return Int32(pair.selectedIndex)
}

/// Item `index`'s width along the axis, in points: its own with own widths, else the
/// carousel's item width.
@_cdecl("carousel_item_width")
func carouselItemWidth(_ index: Int32) -> Double {
  webCarousel?.widthOfItem(at: Int(index)) ?? 0
}

/// The scroll offset, in items.
@_cdecl("carousel_offset")
func carouselOffset() -> Double { webCarousel?.scrollOffset ?? 0 }

/// The current item's index.
@_cdecl("carousel_current_index")
func carouselCurrentIndex() -> Int32 { Int32(webCarousel?.currentItemIndex ?? 0) }
