/// A carousel's public configuration, stored together so that a frame reads it without dynamic
/// exclusivity checks (see ``Carousel``'s state).
///
/// The defaults are iCarousel's.
struct CarouselSettings {
  var type = CarouselType.linear
  /// `m34` (−1/500).
  var perspective = -1.0 / 500
  /// Points.
  var viewpointOffset = Size.zero
  /// Points.
  var contentOffset = Size.zero
  var wrapOverride: Bool?
  var isVertical = false
  /// Points.
  var viewportSize = Size(width: 320, height: 480)
  /// Points.
  var itemSize = Size(width: 200, height: 200)
  var decelerationRate = 0.95
  var scrollSpeed = 1.0
  /// Items.
  var bounceDistance = 1.0
  var bounces = true
  var isScrollEnabled = true
  var isPagingEnabled = false
  var stopAtItemBoundary = true
  var scrollToItemBoundary = true
  var ignorePerpendicularSwipes = true
  var centerItemWhenSelected = true
  /// Items per second.
  var autoscroll = 0.0
  var keepsCurrentItemOnUpdates = false
  var compatibility: CarouselCompatibility = []

  /// The viewport's extent along the axis, in points.
  var viewportLength: Double { isVertical ? viewportSize.height : viewportSize.width }
}
