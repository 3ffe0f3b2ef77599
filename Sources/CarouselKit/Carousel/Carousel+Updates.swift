// reloadData, reloadItem, insertItem and removeItem (specs/icarousel.md §4).

extension Carousel {
  /// The length of the slide after an insert or remove, in seconds (iCarousel's 0.4).
  static var slideDuration: Double { 0.4 }
  /// The fade of a removed item, and the delay before the others slide, in seconds (0.1).
  static var removalFadeDuration: Double { 0.1 }

  /// Re-reads the number of items and placeholders and starts loading afresh: every loaded
  /// view and both reuse pools are discarded, as in iCarousel. The scroll offset is kept (and
  /// brought back into range with a snap if the items shrank); motion in flight carries on.
  ///
  /// - Complexity: O(visible items): the data source is asked for the count and then only for
  ///   the visible indexes, starting at the current one (never index 0 first, iCarousel #590).
  public func reloadData() {
    discardAllViews()
    reportedDuplicates.removeAll()
    reportedDegenerateLayout = false
    let items = dataSource?.numberOfItems(in: self) ?? 0
    let placeholders = dataSource?.numberOfPlaceholders(in: self) ?? 0
    if items < 0 { report(.negativeCount(items)) }
    if placeholders < 0 { report(.negativeCount(placeholders)) }
    itemCount = max(0, items)
    placeholderCount = max(0, placeholders)
    refresh()
    if !engine.isAnimating && !isDragging && autoscroll == 0 { engine.settle() }
    deliverEvents()
  }

  /// Asks the data source again for the view of item (or placeholder) `index`, if it is loaded.
  /// Animated, the old view fades out and the new one in over 0.4 s.
  public func reloadItem(at index: Int, animated: Bool) {
    let keys = loaded.filter { $0.value.index == index }.map(\.key)
    for key in keys {
      guard let instance = loaded[key], let view = requestView(index: index, placeholder: instance.isPlaceholder) else { continue }
      if let current = viewStore[instance.viewSlot], Self.isSameObject(current, view) { continue }  // refreshed in place
      if let shownAt = loadedIndex(showing: view) {
        if reportedDuplicates.insert(index).inserted {
          report(.duplicateView(index: index, alreadyShownAt: shownAt))
        }
        continue  // keep showing the old view rather than one view twice
      }
      removeFromPools(view)
      if animated {
        departing.append(Departure(
          index: index, viewSlot: instance.viewSlot, isPlaceholder: instance.isPlaceholder, offset: 0, followsKey: key,
          start: time, duration: Self.slideDuration))
        loaded[key]?.fadeInStart = time
        loaded[key]?.fadeInDuration = Self.slideDuration
      } else {
        recycle(slot: instance.viewSlot, placeholder: instance.isPlaceholder)
      }
      loaded[key]?.viewSlot = store(view)
    }
    refresh()
    deliverEvents()
  }

  /// Inserts an item at `index` (clamped to `0...numberOfItems`, or wrapped): update your data
  /// first, then call this. The new item appears in place at once; animated, the others slide
  /// over 0.4 s, and views pushed out of the window slide away before they are recycled. As in
  /// iCarousel the scroll offset is kept, so an insert before the current item shifts what is
  /// shown — unless ``keepsCurrentItemOnUpdates`` is on, when the current item stays in the centre
  /// and motion in flight still ends on the item it was heading for. Either way, when the current
  /// item changes, `currentItemIndexDidChange` fires (iCarousel #807, #519).
  public func insertItem(at index: Int, animated: Bool) {
    let oldCount = itemCount
    let inserted = resolved.wrap ? ((index % (oldCount + 1)) + oldCount + 1) % (oldCount + 1) : min(max(index, 0), oldCount)
    let before = captureOffsets()
    let currentBefore = currentItemIndex
    isApplyingUpdate = true
    if keepsCurrentItemOnUpdates && oldCount > 0 {
      engine.remap(Self.contentMap(at: inserted, delta: 1, count: oldCount, wrap: resolved.wrap))
    } else if currentBefore >= 0 && inserted <= currentBefore {
      currentItemChangedByUpdate = true
    }
    itemCount += 1
    resolveValues()
    let origins = rekey { key in key >= inserted ? key + 1 : key }
    prepareSlides(from: before, origins: origins, delay: 0, animated: animated)
    finishUpdate()
    _ = dataSourceCountsMatch()  // the data must already hold the new item
  }

  /// Removes the item at `index` (clamped, or wrapped): update your data first, then call this.
  /// Animated, the item fades out over 0.1 s and the others then slide over 0.4 s. As in
  /// iCarousel the offset snaps to the (new) current index, so removing before the current item
  /// brings the next one to the centre — unless ``keepsCurrentItemOnUpdates`` is on. Removing the
  /// last item leaves only placeholders; removing right after ``reloadData()`` is fine (iCarousel
  /// #586, #372, #43).
  public func removeItem(at index: Int, animated: Bool) {
    guard itemCount > 0 else { return }
    let removed = clampedIndex(index)
    let before = captureOffsets()
    let currentBefore = currentItemIndex
    let wasMoving = engine.isAnimating || isDragging
    for key in loaded.keys.filter({ loaded[$0]?.index == removed && !(loaded[$0]?.isPlaceholder ?? true) }) {
      guard let instance = loaded.removeValue(forKey: key) else { continue }
      if animated {
        departing.append(Departure(
          index: removed, viewSlot: instance.viewSlot, isPlaceholder: false,
          offset: slotOffset(key: key, index: removed, scrollOffset: engine.offset) + instance.slide.remaining(at: time),
          followsKey: nil, start: time, duration: Self.removalFadeDuration))
      } else {
        recycle(slot: instance.viewSlot, placeholder: false)
      }
    }
    isApplyingUpdate = true
    let anchored = keepsCurrentItemOnUpdates && itemCount > 1
    if anchored {
      engine.remap(Self.contentMap(at: removed, delta: -1, count: itemCount, wrap: resolved.wrap))
    } else if removed <= currentBefore {
      currentItemChangedByUpdate = true
    }
    itemCount -= 1
    resolveValues()
    let origins = rekey { key in key > removed ? key - 1 : key }
    // iCarousel sets the offset to the current index, which snaps it into the new range.
    if !anchored && !wasMoving && itemCount > 0 { engine.scroll(to: Double(currentItemIndex), duration: 0) }
    prepareSlides(from: before, origins: origins, delay: animated ? Self.removalFadeDuration : 0, animated: animated)
    finishUpdate()
    _ = dataSourceCountsMatch()  // the data must already lack the removed item
  }

  /// How offsets move when an item is inserted (`delta` 1) or removed (−1) at `index` among
  /// `count`: each offset follows the item it points at, and a wrapping carousel's offsets also
  /// move by one per lap (its motion can be laps past the period).
  static func contentMap(at index: Int, delta: Int, count: Int, wrap: Bool) -> (Double) -> Double {
    { offset in
      let nearest = offset.rounded()
      // The exact remainder: far-off offsets (a motion many laps out) keep their item.
      let itemOffset = wrap ? wrappedRemainder(nearest, period: Double(count)) : nearest
      let laps = wrap ? ((nearest - itemOffset) / Double(count)).rounded() : 0
      let item = wholeIndex(itemOffset)
      let moves = delta > 0 ? item >= index : item > index
      return offset + Double(delta) * (laps + (moves ? 1 : 0))
    }
  }

  /// Ends an insert or remove: the layout is rebuilt once, with the new keys.
  private func finishUpdate() {
    isApplyingUpdate = false
    indexCheckTime = time  // past motion was measured in the old items
    if autoscroll != 0 && !engine.isAnimating { restartAutoscroll(at: time) }
    refresh()
    deliverEvents()
  }

  /// Each loaded instance's displayed offset, by key.
  private func captureOffsets() -> [Int: Double] {
    let s = engine.offset, now = time
    var offsets: [Int: Double] = [:]
    for (key, instance) in loaded {
      offsets[key] = slotOffset(key: key, index: instance.index, scrollOffset: s) + instance.slide.remaining(at: now)
    }
    return offsets
  }

  /// Moves loaded views to new keys after an insert or remove (keys are carousel indexes; the
  /// placeholders before the items keep theirs), returning where each new key came from.
  /// Repeated ghost instances are simply reloaded.
  private func rekey(_ newKey: (Int) -> Int) -> [Int: Int] {
    guard regime == .indexes else {
      unloadAll()
      return [:]
    }
    var moved: [Int: Instance] = [:]
    var origins: [Int: Int] = [:]
    for (key, var instance) in loaded {
      let target = instance.isPlaceholder && key < 0 ? key : newKey(key)
      instance.index = target
      moved[target] = instance
      origins[target] = key
    }
    loaded = moved
    return origins
  }

  /// Gives every view that was already loaded a slide from where it was shown to where it now
  /// belongs, the short way round when wrapping. Runs before the refresh, so views the update
  /// pushes out of the window slide away instead of vanishing.
  private func prepareSlides(from before: [Int: Double], origins: [Int: Int], delay: Double, animated: Bool) {
    guard animated else { return }
    let s = engine.offset, now = time
    for (key, origin) in origins {
      guard let old = before[origin], let instance = loaded[key] else { continue }
      let new = slotOffset(key: key, index: instance.index, scrollOffset: s)
      var distance = old - new
      if resolved.wrap && itemCount > 0 {
        distance = ScrollEngine.shortestDistance(from: new, to: old, period: Double(itemCount))
      }
      if distance != 0 {
        loaded[key]?.slide = Slide(distance: distance, start: now + delay, duration: Self.slideDuration)
      }
    }
  }
}
