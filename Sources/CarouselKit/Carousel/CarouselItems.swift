/// A frame's items, back to front: ``Carousel/items``.
///
/// Each element pairs the frame's geometry with the view the data source supplied. The
/// collection shares the carousel's storage, so reading it copies nothing; see
/// ``Carousel/items`` for what keeping it costs.
public struct CarouselItems<ItemView>: RandomAccessCollection {
  let geometry: [CarouselState.Geometry]
  let order: [Int]
  let views: [ItemView?]

  public var startIndex: Int { 0 }
  public var endIndex: Int { order.count }

  /// The item at `position` (0 is the back-most).
  ///
  /// - Complexity: O(1)
  public subscript(position: Int) -> CarouselItemLayout<ItemView> {
    let item = geometry[order[position]]
    guard let view = views[item.viewSlot] else { preconditionFailure("A laid-out item has a view") }
    return CarouselItemLayout(
      index: item.index, view: view, isPlaceholder: item.isPlaceholder,
      offset: item.offset,
      transform: item.transform, alpha: item.alpha, isHidden: item.isHidden,
      isDeparting: item.isDeparting)
  }
}

extension CarouselItems: Sendable where ItemView: Sendable {}
