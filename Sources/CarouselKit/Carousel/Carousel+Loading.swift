// Which views are loaded, and looking them up.

extension Carousel {
  /// Switches how loaded views are keyed; views keyed the other way go back to the pools.
  func setRegime(_ newRegime: Regime) {
    guard newRegime != regime else { return }
    regime = newRegime
    unloadAll()
  }

  /// Puts every loaded view back in its pool.
  func unloadAll() {
    for instance in loaded.values { recycle(slot: instance.viewSlot, placeholder: instance.isPlaceholder) }
    loaded.removeAll(keepingCapacity: true)
  }

  /// Keeps `view` in the view store and returns its slot.
  func store(_ view: ItemView) -> Int {
    if let slot = freeViewSlots.popLast() {
      viewStore[slot] = view
      return slot
    }
    viewStore.append(view)
    return viewStore.count - 1
  }

  /// Frees a view's slot and puts the view in its reuse pool.
  func recycle(slot: Int, placeholder: Bool) {
    guard let view = viewStore[slot] else { return }
    viewStore[slot] = nil  // the pool holds it now; a slot never keeps a view alive
    freeViewSlots.append(slot)
    if placeholder { placeholderPool.append(view) } else { itemPool.append(view) }
  }

  /// Forgets every view: the store, the free slots and both pools (keeping their capacity).
  func discardAllViews() {
    loaded.removeAll(keepingCapacity: true)
    departing.removeAll(keepingCapacity: true)
    viewStore.removeAll(keepingCapacity: true)
    freeViewSlots.removeAll(keepingCapacity: true)
    itemPool.removeAll(keepingCapacity: true)
    placeholderPool.removeAll(keepingCapacity: true)
  }

  /// Gives the per-frame collections room for a typical window up front, so frames that load
  /// and unload views do not grow them.
  func reserveWorkingCapacity() {
    let room = 32
    loaded.reserveCapacity(room)
    departing.reserveCapacity(room)
    viewStore.reserveCapacity(room)
    freeViewSlots.reserveCapacity(room)
    itemPool.reserveCapacity(room)
    placeholderPool.reserveCapacity(room)
    desiredSlots.reserveCapacity(room)
    scratchKeys.reserveCapacity(room)
    frameGeometry.reserveCapacity(room)
    frameOrder.reserveCapacity(room)
  }

  /// Unloads views that left the window and loads those that entered it, nearest the centre
  /// first. The data source is asked only for newly visible indexes.
  func updateLoadedViews() {
    if !departing.isEmpty { retireFinishedDepartures() }
    // Most frames keep the same window: nothing to unload or load.
    if loaded.count == desiredSlots.count && desiredSlots.allSatisfy({ loaded[$0.key] != nil }) { return }
    scratchKeys.removeAll(keepingCapacity: true)
    for key in loaded.keys where !desiredSlots.contains(where: { $0.key == key }) { scratchKeys.append(key) }
    let now = time
    for key in scratchKeys {
      guard let instance = loaded.removeValue(forKey: key) else { continue }
      if instance.slide.isActive(at: now) {
        // Pushed out by an insert or remove: slide away, then go to the pool.
        let end = instance.slide.start + instance.slide.duration
        departing.append(Departure(
          index: instance.index, viewSlot: instance.viewSlot, isPlaceholder: instance.isPlaceholder, offset: 0,
          followsKey: key, start: now, duration: end - now, fades: false, slide: instance.slide))
      } else {
        recycle(slot: instance.viewSlot, placeholder: instance.isPlaceholder)
      }
    }
    guard desiredSlots.contains(where: { loaded[$0.key] == nil }) else { return }
    // Never ask for an index that no longer exists: check the counts first.
    if !dataSourceCountsMatch() { return }
    // Nearest the centre first: the order the data source is asked in (iCarousel #590).
    insertionSort(&desiredSlots) { abs($0.offset) < abs($1.offset) || (abs($0.offset) == abs($1.offset) && $0.key < $1.key) }
    for slot in desiredSlots where loaded[slot.key] == nil {
      let placeholder = slot.index < 0 || slot.index >= itemCount
      guard let view = requestView(index: slot.index, placeholder: placeholder) else { continue }
      if let shownAt = loadedIndex(showing: view) {
        if reportedDuplicates.insert(slot.index).inserted {
          report(.duplicateView(index: slot.index, alreadyShownAt: shownAt))
        }
        continue
      }
      removeFromPools(view)
      loaded[slot.key] = Instance(index: slot.index, viewSlot: store(view), isPlaceholder: placeholder)
    }
  }

  /// Whether the data source's counts are the ones the carousel holds. If not, it changed
  /// without telling the carousel: report it and reload (which asks again and lays out afresh).
  ///
  /// A data source whose counts change on every call would reload forever: during the reload
  /// this causes, the counts it reads are taken as they are.
  func dataSourceCountsMatch() -> Bool {
    guard let dataSource, !isRecoveringCounts else { return true }
    let items = max(0, dataSource.numberOfItems(in: self))  // negative counts mean 0 (reported by reloadData)
    let placeholders = max(0, dataSource.numberOfPlaceholders(in: self))
    if items != itemCount {
      report(.itemCountChanged(expected: itemCount, actual: items))
    } else if placeholders != placeholderCount {
      report(.placeholderCountChanged(expected: placeholderCount, actual: placeholders))
    } else {
      return true
    }
    isRecoveringCounts = true
    defer { isRecoveringCounts = false }
    reloadData()
    return false
  }

  func report(_ diagnostic: CarouselDiagnostic) {
    diagnosticsHandler?(diagnostic)
  }

  /// The index of a loaded or departing instance showing this very object, for view types that
  /// are classes; `nil` for value types, which cannot be "the same view".
  func loadedIndex(showing view: ItemView) -> Int? {
    guard ItemView.self is AnyObject.Type else { return nil }
    for instance in loaded.values where viewStore[instance.viewSlot].map({ Self.isSameObject($0, view) }) == true {
      return instance.index
    }
    for departure in departing where viewStore[departure.viewSlot].map({ Self.isSameObject($0, view) }) == true {
      return departure.index
    }
    return nil
  }

  /// Takes a view the data source returned out of the reuse pools, for class view types: a data
  /// source that keeps its own views may hand back one the carousel had pooled without being
  /// offered it, and a view must never be shown and pooled at once.
  func removeFromPools(_ view: ItemView) {
    guard ItemView.self is AnyObject.Type else { return }
    itemPool.removeAll { Self.isSameObject($0, view) }
    placeholderPool.removeAll { Self.isSameObject($0, view) }
  }

  /// Whether two views are the same object; always `false` for value types.
  static func isSameObject(_ a: ItemView, _ b: ItemView) -> Bool {
    guard ItemView.self is AnyObject.Type else { return false }
    return (a as AnyObject) === (b as AnyObject)
  }

  /// Asks the data source for the view of a carousel index, offering a pooled view for reuse.
  func requestView(index: Int, placeholder: Bool) -> ItemView? {
    guard let dataSource else { return nil }
    if placeholder {
      return dataSource.carousel(self, placeholderViewAt: placeholderSourceIndex(index), reusing: placeholderPool.popLast())
    }
    return dataSource.carousel(self, viewForItemAt: index, reusing: itemPool.popLast())
  }

  /// The data source's index for the placeholder at carousel index `index`: the first
  /// `ceil(P/2)` placeholders sit before the items, the rest after. iCarousel computes the
  /// right-hand side as `Int(P/2.0 + k − n)`, which for odd `P` repeats one index and never asks
  /// for the last (#357).
  func placeholderSourceIndex(_ index: Int) -> Int {
    let before = (placeholderCount + 1) / 2
    return index < 0 ? before + index : before + (index - itemCount)
  }

  private func retireFinishedDepartures() {
    let now = time
    departing.removeAll { departure in
      guard now >= departure.start + departure.duration else { return false }
      recycle(slot: departure.viewSlot, placeholder: departure.isPlaceholder)
      return true
    }
  }

  /// Whether an insert, remove or reload is still animating.
  var hasItemAnimations: Bool {
    let now = time
    return !departing.isEmpty
      || loaded.values.contains { $0.slide.isActive(at: now) || now < $0.fadeInStart + $0.fadeInDuration }
  }

  // MARK: - Looking views up

  /// The loaded view of item or placeholder `index`, or `nil` if it is not loaded. When few
  /// items repeat to fill a wrapping carousel, the instance nearest the centre.
  ///
  /// - Complexity: O(1) by index; O(visible items) when items repeat.
  public func itemView(at index: Int) -> ItemView? {
    if regime == .indexes { return loaded[index].flatMap { viewStore[$0.viewSlot] } }
    let nearest = loaded.filter { $0.value.index == index }.min { abs(Double($0.key) - continuousOffset) < abs(Double($1.key) - continuousOffset) }
    return nearest.flatMap { viewStore[$0.value.viewSlot] }
  }

  /// The indexes of the loaded items and placeholders, ascending (placeholders are negative or
  /// beyond the last item).
  ///
  /// - Complexity: O(visible items · log visible items).
  public var indexesForVisibleItems: [Int] {
    Array(Set(loaded.values.map(\.index))).sorted()
  }

  /// The loaded views in the order of ``indexesForVisibleItems``.
  public var visibleItemViews: [ItemView] {
    indexesForVisibleItems.compactMap { itemView(at: $0) }
  }

  /// The offset of item `index` from the centre, in items (wrapped when the carousel wraps).
  public func offsetForItem(at index: Int) -> Double {
    offsetForItem(index: index, scrollOffset: engine.offset)
  }

  /// The front-most visible item or placeholder whose projected quad (``itemSize``, centred on
  /// the item) contains `point`, a point in the carousel's coordinates (origin at the top
  /// left).
  ///
  /// - Complexity: O(visible items).
  public func itemLayout(at point: Point) -> CarouselItemLayout<ItemView>? {
    let local = Point(x: point.x - viewportSize.width / 2, y: point.y - viewportSize.height / 2)
    let halfWidth = itemSize.width / 2, halfHeight = itemSize.height / 2
    for item in items.reversed() where !item.isHidden && item.alpha > 0 && !item.isDeparting {
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

  /// The view of ``itemLayout(at:)``.
  public func itemView(at point: Point) -> ItemView? { itemLayout(at: point)?.view }

  private static func quad(_ a: Point, _ b: Point, _ c: Point, _ d: Point, contains p: Point) -> Bool {
    func side(_ u: Point, _ v: Point) -> Double { (v.x - u.x) * (p.y - u.y) - (v.y - u.y) * (p.x - u.x) }
    let sides = [side(a, b), side(b, c), side(c, d), side(d, a)]
    return sides.allSatisfy { $0 >= 0 } || sides.allSatisfy { $0 <= 0 }
  }
}

extension Carousel where ItemView: Equatable {
  /// The index of a loaded view, or `nil` if it is not loaded.
  ///
  /// - Complexity: O(visible items).
  public func index(of view: ItemView) -> Int? {
    loaded.values.first { viewStore[$0.viewSlot] == view }?.index
  }
}
