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
  /// The item's offset from the centre, in items (negative: before the current item).
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
}

extension CarouselItemLayout: Sendable where ItemView: Sendable {}
extension CarouselItemLayout: Equatable where ItemView: Equatable {}
