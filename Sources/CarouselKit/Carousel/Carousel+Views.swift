// Looking loaded views up: by index, by point (hit testing) and by identity.

extension Carousel {
  /// The loaded view of item or placeholder `index`, or `nil` if it is not loaded.
  ///
  /// When few items repeat to fill a wrapping carousel, the instance nearest the centre. Reading it
  /// lays the frame out if it is stale.
  ///
  /// - Complexity: O(visible items).
  public func itemView(at index: Int) -> ItemView? {
    layoutIfNeeded()
    var best: (slot: Int, distance: Double)?
    let continuous = state.continuousOffset
    for instance in state.loaded where instance.index == index {
      guard state.regime == .ghosts else { return viewStore[instance.viewSlot] }
      let distance = abs(Double(instance.key) - continuous)
      if best.map({ distance < $0.distance }) ?? true { best = (instance.viewSlot, distance) }
    }
    return best.flatMap { viewStore[$0.slot] }
  }

  /// The indexes of the loaded items and placeholders, ascending (placeholders are negative or
  /// beyond the last item).
  ///
  /// Reading it lays the frame out if it is stale.
  ///
  /// - Complexity: O(visible items · log visible items).
  public var indexesForVisibleItems: [Int] {
    layoutIfNeeded()
    return Array(Set(state.loaded.map { $0.index })).sorted()
  }

  /// The loaded views in the order of ``indexesForVisibleItems``.
  ///
  /// - Complexity: O(visible items²) at worst, when few items repeat.
  public var visibleItemViews: [ItemView] {
    indexesForVisibleItems.compactMap { itemView(at: $0) }
  }

  /// The offset of item `index` from the centre, in items (wrapped when the carousel wraps).
  ///
  /// - Complexity: O(1).
  public func offsetForItem(at index: Int) -> Double {
    offsetForItem(index: index, scrollOffset: itemOffset)
  }

  /// The front-most visible item or placeholder whose projected quad contains `point`, a point in
  /// the carousel's coordinates (origin at the top left).
  ///
  /// The quad is the item's view: its width along the axis (``widthOfItem(at:)``) by
  /// ``CarouselConfiguration/itemSize`` across it, centred on the item. Reading it lays the frame
  /// out if it is stale.
  ///
  /// - Complexity: O(visible items).
  public func itemLayout(at point: Point) -> CarouselItemLayout<ItemView>? {
    let items = self.items
    let local = Point(
      x: point.x - state.viewportSize.width / 2, y: point.y - state.viewportSize.height / 2)
    for item in items.reversed() where !item.isHidden && item.alpha > 0 && !item.isDeparting {
      let halfWidth = item.size.width / 2
      let halfHeight = item.size.height / 2
      guard
        let a = item.transform.project(Point(x: -halfWidth, y: -halfHeight)),
        let b = item.transform.project(Point(x: halfWidth, y: -halfHeight)),
        let c = item.transform.project(Point(x: halfWidth, y: halfHeight)),
        let d = item.transform.project(Point(x: -halfWidth, y: halfHeight))
      else { continue }
      if Self.quad(a, b, c, d, contains: local) { return item }
    }
    return nil
  }

  /// Item `index`'s extent along the axis, in points: its own width when the carousel lays items
  /// out at their own widths (``CarouselConfiguration/usesItemWidths``), else ``itemWidth``.
  ///
  /// - Complexity: O(1)
  public func widthOfItem(at index: Int) -> Double {
    guard state.metric != nil, let widths = state.itemWidths, widths.indices.contains(index)
    else { return state.resolved.itemWidth }
    return widths[index]
  }

  /// The view of ``itemLayout(at:)``.
  ///
  /// - Complexity: O(visible items).
  public func itemView(at point: Point) -> ItemView? { itemLayout(at: point)?.view }

  private static func quad(_ a: Point, _ b: Point, _ c: Point, _ d: Point, contains p: Point)
    -> Bool
  {
    func side(_ u: Point, _ v: Point) -> Double {
      (v.x - u.x) * (p.y - u.y) - (v.y - u.y) * (p.x - u.x)
    }
    let sides = (side(a, b), side(b, c), side(c, d), side(d, a))
    return (sides.0 >= 0 && sides.1 >= 0 && sides.2 >= 0 && sides.3 >= 0)
      || (sides.0 <= 0 && sides.1 <= 0 && sides.2 <= 0 && sides.3 <= 0)
  }
}

extension Carousel where ItemView: Equatable {
  /// The index of a loaded view, or `nil` if it is not loaded.
  ///
  /// Reading it lays the frame out if it is stale.
  ///
  /// - Complexity: O(visible items).
  public func index(of view: ItemView) -> Int? {
    layoutIfNeeded()
    return state.loaded.first { viewStore[$0.viewSlot] == view }?.index
  }
}
