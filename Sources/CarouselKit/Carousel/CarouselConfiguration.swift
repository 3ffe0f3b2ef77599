/// How a ``Carousel`` looks and scrolls: iCarousel's properties, with iCarousel 1.8.3's defaults.
///
/// Set it whole or by property (`carousel.configuration.type = .coverFlow`); every change applies
/// at once and, at rest, an offset the change leaves between items or past an end settles, as
/// iCarousel's layout pass does. The delegate's option values
/// (``CarouselDelegate/carousel(_:valueFor:default:)``) still override what they name.
///
/// The names are iCarousel's, except ``wraps`` (iCarousel's wrapping was read-only and set
/// through the delegate).
public struct CarouselConfiguration: Hashable, Sendable {
  // MARK: Appearance

  /// The layout (``CarouselType/linear``).
  public var type = CarouselType.linear
  /// The `m34` of every item's transform (−1/500: the eye 500 points in front of the items).
  public var perspective = -1.0 / 500
  /// Moves the camera before projection, in points, changing the perspective ((0, 0)).
  public var viewpointOffset = Size.zero
  /// Moves every item, vanishing point included, in points ((0, 0)): iCarousel's
  /// `contentOffset`, a size — not a scroll position (that is ``Carousel/scrollOffset``).
  public var contentOffset = Size.zero
  /// Whether the carousel wraps: `nil` (the default) lets the type decide (the circular types
  /// wrap), `true` or `false` decides for every type.
  ///
  /// The delegate's ``CarouselDelegate/carouselShouldWrap(_:)`` and ``CarouselOption/wrap`` still
  /// override it, as iCarousel's option does; ``Carousel/isWrapEnabled`` says what was decided.
  public var wraps: Bool?
  /// Lays out and scrolls vertically instead of horizontally (false).
  public var isVertical = false
  /// The size of an item's view, in points (200 × 200).
  ///
  /// Its extent along the axis is the ``Carousel/itemWidth`` unless the delegate overrides it.
  public var itemSize = Size(width: 200, height: 200)

  // MARK: Scrolling

  /// iCarousel's momentum braking, nominally in [0, 1) (0.95): a flick glides `v/(60(1 − r))`
  /// items.
  ///
  /// 0 means no momentum (iCarousel #854; see
  /// ``CarouselCompatibility/zeroDecelerationRateGlides``).
  public var decelerationRate = 0.95
  /// Multiplies the release velocity, not the drag (1).
  public var scrollSpeed = 1.0
  /// How far past either end a carousel that does not wrap may go, in items (1).
  public var bounceDistance = 1.0
  /// Whether a carousel that does not wrap may go past its ends (true).
  public var bounces = true
  /// Whether touches scroll (true); programmatic scrolling works either way.
  public var isScrollEnabled = true
  /// Whether momentum stops at the next item in the flick's direction (false).
  public var isPagingEnabled = false
  /// Whether momentum ends on an item boundary, rounded outward (true).
  public var stopAtItemBoundary = true
  /// Whether the carousel snaps to the nearest item whenever it comes to rest (true).
  public var scrollToItemBoundary = true
  /// Whether a drag must start along the axis to scroll (true).
  public var ignorePerpendicularSwipes = true
  /// Whether tapping an item that is not current scrolls it to the centre (true).
  public var centerItemWhenSelected = true
  /// Constant scrolling, in items per second (0).
  ///
  /// Positive moves toward higher indexes (see ``CarouselCompatibility/autoscrollMovesBackward``).
  /// It pauses while a finger is down.
  public var autoscroll = 0.0
  /// Keep the current item in the centre when items are inserted or removed before it (false, as
  /// iCarousel, which keeps the index): the peers' key-anchored updates.
  ///
  /// Motion in flight is retargeted with it.
  public var keepsCurrentItemOnUpdates = false

  // MARK: Widths, alignment and groups (the peers')

  /// Whether a ``CarouselType/linear`` carousel's items take their own widths from the data
  /// source (``CarouselDataSource/carousel(_:widthOfItemAt:)``) instead of one width for all
  /// (false; iCarousel #448, #552, #713; Embla, Swiper `slidesPerView: 'auto'`).
  ///
  /// Items then sit edge to edge at their widths (times iCarousel's `spacing` option) and rest
  /// at ``alignment``; a drag moves the content by the finger's points, momentum and snaps run in
  /// points, and the scroll offset still counts items: it runs linearly from one item's resting
  /// place to the next. Offsets the layout reports, the physics' thresholds (2 and 0.1 items)
  /// and ``bounceDistance`` count in mean widths, which ``Carousel/itemWidth`` then is. Frames
  /// stay O(visible items) at any count; converting an offset is O(log n). Other types, and a
  /// data source whose widths add up to nothing, use one width.
  public var usesItemWidths = false

  /// Where a resting item sits in the viewport of a ``CarouselType/linear`` carousel
  /// (``CarouselAlignment/center``, iCarousel's; Embla's `align`).
  ///
  /// The scroll offset still counts items, and ``Carousel/currentItemIndex`` is the item resting
  /// at the anchor; an item's offset from the centre (``Carousel/offsetForItem(at:)``,
  /// ``CarouselItemLayout/offset``) includes the anchor's distance from the viewport's centre,
  /// `(½ − a)·(V − W)/W` items for an anchor at fraction `a`, a viewport `V` points long and items
  /// `W` points apart. Other types centre their items and ignore it.
  public var alignment = CarouselAlignment.center
  /// Whether a ``CarouselType/linear`` carousel that does not wrap never shows empty space before
  /// its first item or after its last (false; Embla's `containScroll`).
  ///
  /// The offset then runs from where item 0's leading edge meets the viewport's leading edge to
  /// where the last item's trailing edge meets its trailing edge, and items whose resting place
  /// lies outside rest at the nearer end. Content shorter than the viewport rests in one place:
  /// aligned as a whole by ``alignment``. Wrapping carousels and other types ignore it.
  public var containsScroll = false
  /// How many items a flick's resting places are apart (1; Embla's `slidesToScroll`, Swiper's
  /// `slidesPerGroup`): with paging on, a flick moves exactly one group.
  ///
  /// Resting places are the first item of each group, and the last item when the count is not a
  /// multiple of it and the carousel does not wrap; a wrapping carousel whose count is not a
  /// multiple starts its groups again at item 0 on every lap. Programmatic scrolls and keys
  /// still move by items.
  ///
  /// - Precondition: At least 1.
  public var groupSize = 1
  /// The most resting places a flick may move, or `nil` for no limit (iCarousel #719 and #810).
  ///
  /// Resting places are items, or groups with ``groupSize``, counted from the one nearest where
  /// the drag began ("one item per swipe"; Compose's `PagerSnapDistance.atMost`). Paging, when
  /// on, already moves one.
  ///
  /// - Precondition: At least 1 when set.
  public var flickLimit: Int?

  /// Creates iCarousel's defaults.
  public init() {}

  /// Traps, naming the property, when a value is outside what the carousel can draw.
  ///
  /// - Precondition: `perspective`, `decelerationRate`, `scrollSpeed`, `bounceDistance` and
  ///   `autoscroll` are not NaN; `itemSize` is finite and not negative; `groupSize` and
  ///   `flickLimit` are at least 1.
  func validate() {
    requireNumber(perspective, "perspective")
    requireNumber(decelerationRate, "decelerationRate")
    requireNumber(scrollSpeed, "scrollSpeed")
    requireNumber(bounceDistance, "bounceDistance")
    requireNumber(autoscroll, "autoscroll")
    requireSize(itemSize, "itemSize")
    precondition(groupSize >= 1, "Carousel.groupSize must be at least 1")
    precondition(flickLimit.map { $0 >= 1 } ?? true, "Carousel.flickLimit must be at least 1")
  }

  /// Whether the two differ only in what a frame does not read (touch handling and updates),
  /// which needs no new layout.
  func differsOnlyInInput(from other: CarouselConfiguration) -> Bool {
    var same = other
    same.isScrollEnabled = isScrollEnabled
    same.ignorePerpendicularSwipes = ignorePerpendicularSwipes
    same.centerItemWhenSelected = centerItemWhenSelected
    same.keepsCurrentItemOnUpdates = keepsCurrentItemOnUpdates
    return same == self
  }
}

extension Carousel {
  /// How a carousel looks and scrolls: ``CarouselConfiguration``.
  public typealias Configuration = CarouselConfiguration
}
