/// A frame's items, back to front: ``Carousel/items``.
///
/// Each element pairs the frame's geometry with the view the data source supplied. The
/// collection shares the carousel's storage, so reading it copies nothing; see
/// ``Carousel/items`` for what keeping it costs.
public struct CarouselItems<ItemView>: RandomAccessCollection {
  let geometry: [CarouselState.Geometry]
  let order: [Int]
  let views: [ItemView?]
  /// What every item's state reads: the current item, the touch rule and the sizes.
  var context = Context()

  /// The frame's facts each item's state is made from.
  struct Context {
    var current = -1
    var everyItemTakesTouches = false
    var viewportSize = Size.zero
    /// The item size: the item width along the axis, the item size across it.
    var itemSize = Size.zero
    var isVertical = false
    /// Each item's own width, when items have them.
    var ownWidths: [Double]?
  }

  public var startIndex: Int { 0 }
  public var endIndex: Int { order.count }

  /// The item at `position` (0 is the back-most).
  ///
  /// - Complexity: O(1)
  public subscript(position: Int) -> CarouselItemLayout<ItemView> {
    let item = geometry[order[position]]
    guard let view = views[item.viewSlot] else { preconditionFailure("A laid-out item has a view") }
    let current = !item.isPlaceholder && !item.isDeparting && item.index == context.current
    var size = context.itemSize
    if !item.isPlaceholder, let widths = context.ownWidths, widths.indices.contains(item.index) {
      if context.isVertical {
        size.height = widths[item.index]
      } else {
        size.width = widths[item.index]
      }
    }
    return CarouselItemLayout(
      index: item.index, view: view, isPlaceholder: item.isPlaceholder,
      offset: item.offset,
      transform: item.transform, alpha: item.alpha, isHidden: item.isHidden,
      isDeparting: item.isDeparting, isCurrent: current,
      takesTouches: !item.isHidden && !item.isDeparting && !item.isPlaceholder
        && (current || context.everyItemTakesTouches),
      size: size, viewportSize: context.viewportSize)
  }
}

extension CarouselItems: Sendable where ItemView: Sendable {}
