// Which views are loaded: the view store, the reuse pools, and asking the data source.

extension Carousel {
  /// Unloads the views that left the window and loads those that entered it, nearest the
  /// centre first. The data source is asked only for newly visible indexes, and only after its
  /// counts are checked when a view is needed or an insert or remove asked for it.
  ///
  /// - Parameter checkingCounts: Whether to check the data source's counts (not right after a
  ///   reload, which just read them).
  /// - Returns: `false` when the counts had changed behind the carousel's back: it reloaded, and
  ///   the window must be computed again.
  /// - Complexity: O(window size) when the window moved; O(1) per slot when it did not.
  func updateLoadedViews(checkingCounts: Bool) -> Bool {
    let now = engine.time
    if !state.departing.isEmpty { retireFinishedDepartures(at: now) }
    if !state.needsCountCheck && loadedViewsMatchWindow() { return true }

    // Where each loaded view goes in the window, if it stays.
    state.keyPositions.removeAll(keepingCapacity: true)
    for (position, instance) in state.loaded.enumerated() { state.keyPositions[instance.key] = position }
    state.nextLoaded.removeAll(keepingCapacity: true)
    state.scratch.removeAll(keepingCapacity: true)  // the window positions still without a view
    for (slotPosition, slot) in state.window.enumerated() {
      if let position = state.keyPositions.removeValue(forKey: slot.key) {
        state.nextLoaded.append(state.loaded[position])
      } else {
        state.nextLoaded.append(nil)
        state.scratch.append(slotPosition)
      }
    }
    // The keys left over left the window. Views pushed out by an insert or remove slide away
    // first; the others go to their pools.
    for instance in state.loaded where state.keyPositions[instance.key] != nil {
      if instance.slide.isActive(at: now) {
        let end = instance.slide.start + instance.slide.duration
        state.departing.append(
          .init(
            index: instance.index, viewSlot: instance.viewSlot, isPlaceholder: instance.isPlaceholder, offset: 0,
            followsKey: instance.key, start: now, duration: end - now, fades: false, slide: instance.slide))
      } else {
        recycle(slot: instance.viewSlot, placeholder: instance.isPlaceholder)
      }
    }
    state.keyPositions.removeAll(keepingCapacity: true)
    commitNextLoaded()

    if checkingCounts && (state.needsCountCheck || !state.scratch.isEmpty) {
      state.needsCountCheck = false
      // Never ask for an index that no longer exists: check the counts first.
      if !dataSourceCountsMatch() { return false }
    }
    state.needsCountCheck = false
    guard !state.scratch.isEmpty else { return true }

    // Nearest the centre first: the order the data source is asked in (iCarousel #590).
    let window = state.window
    window.withUnsafeBufferPointer { window in
      insertionSort(&state.scratch) { a, b in
        let x = abs(window[a].offset), y = abs(window[b].offset)
        return x < y || (x == y && window[a].key < window[b].key)
      }
    }
    // The data source is host code: read what the loop needs into locals first, and stop if it
    // changed the carousel (a reload, a nested layout) meanwhile; the next frame starts afresh.
    let missing = state.scratch
    let generation = state.generation
    let count = state.itemCount
    for position in missing {
      let slot = window[position]
      let placeholder = slot.index < 0 || slot.index >= count
      guard let view = requestView(index: slot.index, placeholder: placeholder) else { continue }
      guard state.generation == generation else {
        state.isStale = true
        return true
      }
      if let shownAt = loadedIndex(showing: view) {
        if reportedDuplicates.insert(slot.index).inserted {
          report(.duplicateView(index: slot.index, alreadyShownAt: shownAt))
        }
        continue
      }
      removeFromPools(view)
      let viewSlot = store(view)
      state.loaded.append(.init(key: slot.key, index: slot.index, viewSlot: viewSlot, isPlaceholder: placeholder))
    }
    // Back into the window's order, so the next frame's check is a plain comparison.
    putLoadedInWindowOrder()
    return true
  }

  /// Whether the loaded views are exactly the window's slots, in its order.
  private func loadedViewsMatchWindow() -> Bool {
    state.loaded.withUnsafeBufferPointer { loaded in
      state.window.withUnsafeBufferPointer { window in
        guard loaded.count == window.count else { return false }
        for position in 0..<loaded.count where loaded[position].key != window[position].key { return false }
        return true
      }
    }
  }

  /// Makes ``CarouselState/nextLoaded``'s instances the loaded ones, in the window's order.
  private func commitNextLoaded() {
    state.loaded.removeAll(keepingCapacity: true)
    for case let instance? in state.nextLoaded { state.loaded.append(instance) }
  }

  private func putLoadedInWindowOrder() {
    state.keyPositions.removeAll(keepingCapacity: true)
    for (position, instance) in state.loaded.enumerated() { state.keyPositions[instance.key] = position }
    state.nextLoaded.removeAll(keepingCapacity: true)
    for slot in state.window {
      if let position = state.keyPositions[slot.key] { state.nextLoaded.append(state.loaded[position]) }
    }
    state.keyPositions.removeAll(keepingCapacity: true)
    commitNextLoaded()
  }

  private func retireFinishedDepartures(at now: Double) {
    var position = 0
    while position < state.departing.count {
      let departure = state.departing[position]
      if now >= departure.start + departure.duration {
        state.departing.remove(at: position)
        recycle(slot: departure.viewSlot, placeholder: departure.isPlaceholder)
      } else {
        position += 1
      }
    }
  }

  /// Whether an insert, remove or reload is still animating.
  var hasItemAnimations: Bool {
    let now = engine.time
    return !state.departing.isEmpty || state.loaded.contains { $0.isAnimating(at: now) }
  }

  // MARK: - The data source

  /// Whether the data source's counts are the ones the carousel holds. If not, it changed
  /// without telling the carousel: report it and reload (which reads the counts again).
  ///
  /// A data source whose counts change on every call would reload forever: during the reload
  /// this causes, the counts it reads are taken as they are.
  func dataSourceCountsMatch() -> Bool {
    guard let dataSource, !isRecoveringCounts else { return true }
    let items = max(0, dataSource.numberOfItems(in: self))  // negative counts mean 0 (reported by reloadData)
    let placeholders = max(0, dataSource.numberOfPlaceholders(in: self))
    if items != state.itemCount {
      report(.itemCountChanged(expected: state.itemCount, actual: items))
    } else if placeholders != state.placeholderCount {
      report(.placeholderCountChanged(expected: state.placeholderCount, actual: placeholders))
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

  /// Asks the data source for the view of a carousel index, offering a pooled view for reuse.
  func requestView(index: Int, placeholder: Bool) -> ItemView? {
    guard let dataSource else { return nil }
    if placeholder {
      let reusable = placeholderPool.popLast()
      return dataSource.carousel(self, placeholderViewAt: placeholderSourceIndex(index), reusing: reusable)
    }
    let reusable = itemPool.popLast()
    return dataSource.carousel(self, viewForItemAt: index, reusing: reusable)
  }

  /// The data source's index for the placeholder at carousel index `index`: the first
  /// `ceil(P/2)` placeholders sit before the items, the rest after. iCarousel computes the
  /// right-hand side as `Int(P/2.0 + k − n)`, which for odd `P` repeats one index and never asks
  /// for the last (#357).
  func placeholderSourceIndex(_ index: Int) -> Int {
    let before = (state.placeholderCount + 1) / 2
    return index < 0 ? before + index : before + (index - state.itemCount)
  }

  // MARK: - The view store and the pools

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

  /// Puts every loaded view back in its pool.
  func unloadAll() {
    for instance in state.loaded { recycle(slot: instance.viewSlot, placeholder: instance.isPlaceholder) }
    state.loaded.removeAll(keepingCapacity: true)
    state.generation &+= 1
  }

  /// Forgets every view: the store, the free slots and both pools (keeping their capacity).
  func discardAllViews() {
    state.loaded.removeAll(keepingCapacity: true)
    state.departing.removeAll(keepingCapacity: true)
    state.generation &+= 1
    viewStore.removeAll(keepingCapacity: true)
    freeViewSlots.removeAll(keepingCapacity: true)
    itemPool.removeAll(keepingCapacity: true)
    placeholderPool.removeAll(keepingCapacity: true)
  }

  /// The room reserved up front for the per-frame collections: a typical window (iCarousel
  /// loads at most 30 items), so frames that load and unload views do not grow them.
  static var typicalWindowCapacity: Int { 32 }

  /// Gives the per-frame collections room for a typical window up front.
  func reserveWorkingCapacity() {
    let room = Self.typicalWindowCapacity
    state.loaded.reserveCapacity(room)
    state.departing.reserveCapacity(room)
    state.window.reserveCapacity(room)
    state.scratch.reserveCapacity(room)
    state.nextLoaded.reserveCapacity(room)
    state.keyPositions.reserveCapacity(room)
    state.geometry.reserveCapacity(room)
    state.order.reserveCapacity(room)
    viewStore.reserveCapacity(room)
    freeViewSlots.reserveCapacity(room)
    itemPool.reserveCapacity(room)
    placeholderPool.reserveCapacity(room)
  }

  /// The index of a loaded or departing instance showing this very object, for view types that
  /// are classes; `nil` for value types, which cannot be "the same view".
  func loadedIndex(showing view: ItemView) -> Int? {
    guard ItemView.self is AnyObject.Type else { return nil }
    for instance in state.loaded where viewStore[instance.viewSlot].map({ Self.isSameObject($0, view) }) == true {
      return instance.index
    }
    for departure in state.departing where viewStore[departure.viewSlot].map({ Self.isSameObject($0, view) }) == true {
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
}
