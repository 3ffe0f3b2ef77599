/// Where and how a host draws one item in this frame.
///
/// ``Carousel/items`` lists these back to front: draw them in order, or give each a z-order
/// equal to its position.
public struct CarouselItemLayout<ItemView> {
  /// The carousel index: 0 ..< ``Carousel/numberOfItems`` for items, negative or beyond the last
  /// item for placeholders.
  public var index: Int
  /// The view the data source supplied.
  public var view: ItemView
  /// Whether this is a placeholder rather than an item.
  public var isPlaceholder: Bool
  /// The item's offset from the viewport's centre, in items (negative: before it): its progress
  /// from the centre, for styling (Embla's class names, a scale or fade by distance).
  ///
  /// With items of their own widths it counts mean widths
  /// (``CarouselConfiguration/usesItemWidths``); with an alignment other than the centre, the
  /// current item rests off 0 (``CarouselConfiguration/alignment``).
  public var offset: Double
  /// The item's complete transform, perspective and viewpoint included, relative to the
  /// viewport's centre: apply it to a layer whose position is the viewport's centre.
  public var transform: Transform3D
  /// The opacity, in [0, 1].
  public var alpha: Double
  /// Whether the item faces away and backfaces are not shown: don't draw it, and don't let it
  /// take touches.
  public var isHidden: Bool
  /// Whether the view is on its way out (a removed item fading, or the old view of a reloaded
  /// one): draw it, but it is no longer the item at ``index``.
  public var isDeparting: Bool
  /// Whether this is the current item, ``Carousel/currentItemIndex`` (Embla's snapped slide).
  public var isCurrent: Bool
  /// Whether a touch on the item goes to its view rather than to the carousel.
  ///
  /// The carousel takes a tap on an item it would scroll to the centre
  /// (``CarouselConfiguration/centerItemWhenSelected``): then only the current item's view takes
  /// touches, as in iCarousel. With it off every shown item's view does; hidden, departing and
  /// placeholder views never do.
  public var takesTouches: Bool
  /// The item's size as drawn before its transform: its width along the axis
  /// (``Carousel/widthOfItem(at:)``) by the item size across it, in points.
  public var size: Size
  /// The viewport's size, in points.
  var viewportSize: Size

  /// The fraction of the item's projected bounding box inside the viewport, in [0, 1]: 1 fully
  /// in view, 0 out of it (an IntersectionObserver's ratio, which Embla's "in view" reads).
  ///
  /// 0 for a hidden item and for one whose corners do not project (behind the eye).
  ///
  /// - Complexity: O(1): four corners projected.
  public var visibleFraction: Double {
    guard !isHidden else { return 0 }
    let halfWidth = size.width / 2
    let halfHeight = size.height / 2
    guard let a = transform.project(Point(x: -halfWidth, y: -halfHeight)),
      let b = transform.project(Point(x: halfWidth, y: -halfHeight)),
      let c = transform.project(Point(x: halfWidth, y: halfHeight)),
      let d = transform.project(Point(x: -halfWidth, y: halfHeight))
    else { return 0 }
    let minX = min(a.x, b.x, c.x, d.x)
    let maxX = max(a.x, b.x, c.x, d.x)
    let minY = min(a.y, b.y, c.y, d.y)
    let maxY = max(a.y, b.y, c.y, d.y)
    let area = (maxX - minX) * (maxY - minY)
    let viewportX = viewportSize.width / 2
    let viewportY = viewportSize.height / 2
    let insideX = max(0, min(maxX, viewportX) - max(minX, -viewportX))
    let insideY = max(0, min(maxY, viewportY) - max(minY, -viewportY))
    guard area > 0, area.isFinite else {
      // A box with no area (an item 0 wide): in view when it lies inside on both axes.
      let inside =
        minX >= -viewportX && maxX <= viewportX && minY >= -viewportY && maxY <= viewportY
      return inside ? 1 : 0
    }
    return min(1, insideX * insideY / area)
  }

  /// Whether the item is wholly inside the viewport (``visibleFraction`` is 1).
  public var isFullyVisible: Bool { visibleFraction >= 1 }
}

extension CarouselItemLayout: Sendable where ItemView: Sendable {}
extension CarouselItemLayout: Equatable where ItemView: Equatable {}
