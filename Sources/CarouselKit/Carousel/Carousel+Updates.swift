// reloadData, reloadItem, insertItem and removeItem, with iCarousel's animations.

extension Carousel {
  /// The fade of a removed item, and the delay before the others slide, in seconds (iCarousel's
  /// literal 0.1).
  static var removalFadeDuration: Double { 0.1 }

  /// Re-reads the number of items and placeholders and starts loading afresh: every loaded view and
  /// both reuse pools are discarded, as in iCarousel.
  ///
  /// The scroll offset is kept (and brought back into range with a snap if the items shrank);
  /// motion in flight carries on.
  ///
  /// The data source is asked for the counts now, and for views when the next frame is laid
  /// out: only the visible indexes, starting at the current one (never index 0 first, iCarousel
  /// #590).
  ///
  /// - Complexity: O(1), then O(visible items) in the next frame.
  public func reloadData() {
    reload()
    commit()
  }

  /// ``reloadData()`` without delivering events: also what a frame does when it finds the data
  /// source's counts changed behind the carousel's back.
  func reload() {
    if !state.pendingBatches.isEmpty { cancelBatches() }
    state.appearing.removeAll()
    discardAllViews()
    reportedDuplicates.removeAll()
    reportedDegenerateLayout = false
    let items = dataSource?.numberOfItems(in: self) ?? 0
    let placeholders = dataSource?.numberOfPlaceholders(in: self) ?? 0
    engine.normalizePosition()  // into the old period, before the count changes it
    if items < 0 { report(.negativeCount(items)) }
    if placeholders < 0 { report(.negativeCount(placeholders)) }
    state.itemCount = max(0, items)
    state.placeholderCount = max(0, placeholders)
    reloadItemWidths()
    state.dataGeneration &+= 1
    state.needsCountCheck = false
    resolveOptions()
    state.isStale = true
    if !engine.isAnimating && !engine.isDragging && settings.autoscroll == 0 { engine.settle() }
  }

  /// Asks the data source again, now, for the view of item (or placeholder) `index`, if it is
  /// loaded.
  ///
  /// Animated, the old view fades out and the new one in over 0.4 s.
  ///
  /// - Parameters:
  ///   - index: The item, or placeholder, to reload.
  ///   - animated: Whether to cross-fade the views.
  ///   - time: When, in seconds; the carousel's ``time`` when `nil`.
  /// - Precondition: `time`, when given, is finite.
  /// - Complexity: O(visible items).
  public func reloadItem(at index: Int, animated: Bool, at time: Double? = nil) {
    advanceState(toOptional: time)
    reloadLoadedViews(crossFade: animated ? Self.slideDuration : 0) { $0 == index }
    commit()
  }

  /// Asks the data source again for the views of the loaded items (and placeholders) whose index
  /// passes `reloads`, cross-fading old and new over `crossFade` seconds (0: at once).
  ///
  /// - Complexity: O(visible items) calls of `reloads`.
  func reloadLoadedViews(crossFade: Double, where reloads: (Int) -> Bool) {
    let now = engine.time
    var position = 0
    while position < state.loaded.count {
      let instance = state.loaded[position]
      position += 1
      let index = instance.index
      guard reloads(index) else { continue }
      let data = state.dataGeneration
      let views = state.viewStoreGeneration
      var pooledSlot: Int?
      guard
        let view = requestView(
          index: index, placeholder: instance.isPlaceholder, pooledSlot: &pooledSlot)
      else { continue }
      // The data source may have changed the carousel from its call: an answer for an item that
      // moved or left is not used, and the view it was offered goes back to its pool.
      guard state.dataGeneration == data,
        let current = state.loaded.firstIndex(where: {
          $0.key == instance.key && $0.viewSlot == instance.viewSlot
        })
      else {
        returnOffered(pooledSlot, placeholder: instance.isPlaceholder, viewStoreGeneration: views)
        continue
      }
      // refreshed in place
      if let shown = viewStore[instance.viewSlot], isSameObject(shown, view) {
        if let pooledSlot { release(slot: pooledSlot) }  // the offered view was not taken
        continue
      }
      // A view shown elsewhere is reported and not shown twice: the old view stays.
      guard let slot = keep(view, forIndex: index, reusing: pooledSlot) else { continue }
      if crossFade > 0 {
        state.departing.append(
          .init(
            index: index, viewSlot: instance.viewSlot, isPlaceholder: instance.isPlaceholder,
            offset: 0,
            followsKey: instance.key, start: now, duration: crossFade))
        state.loaded[current].fadeInStart = now
        state.loaded[current].fadeInDuration = crossFade
      } else {
        recycle(slot: instance.viewSlot, placeholder: instance.isPlaceholder)
      }
      state.loaded[current].viewSlot = slot
    }
    // The loaded views changed: a load that called the data source (which may have called
    // this) must not restore its plan from before.
    state.generation &+= 1
    state.isStale = true
  }

  /// Inserts an item at `index` (clamped to `0...numberOfItems`, or wrapped).
  ///
  /// As in iCarousel, the data source is not updated by the call: update your data just before or
  /// just after it. The next frame checks the counts, and reports
  /// (``CarouselDiagnostic/itemCountChanged(expected:actual:)``) and reloads if they still differ.
  /// With items of their own widths (``CarouselConfiguration/usesItemWidths``) the new item's
  /// width is asked for during the call: update the data first.
  ///
  /// The new item appears in place at once; animated, the others slide over 0.4 s, and views
  /// pushed out of the window slide away before they are recycled. As in iCarousel the scroll
  /// offset is kept, so an insert before the current item shifts what is shown — unless
  /// ``CarouselConfiguration/keepsCurrentItemOnUpdates`` is on, when the current item stays in the centre and motion in
  /// flight still ends on the item it was heading for. Either way, when the current item
  /// changes, `currentItemIndexDidChange` fires (iCarousel #807, #519).
  ///
  /// - Parameters:
  ///   - index: Where the new item goes, clamped to `0...numberOfItems` (wrapped when wrapping).
  ///   - animated: Whether the other items slide over 0.4 s.
  ///   - time: When, in seconds; the carousel's ``time`` when `nil`.
  /// - Precondition: `time`, when given, is finite.
  /// - Complexity: O(visible items); O(n) with items of their own widths (their starts move).
  public func insertItem(at index: Int, animated: Bool, at time: Double? = nil) {
    advanceState(toOptional: time)
    let oldCount = state.itemCount
    let wrap = state.resolved.wrap
    let inserted =
      wrap
      ? ((index % (oldCount + 1)) + oldCount + 1) % (oldCount + 1) : min(max(index, 0), oldCount)
    let width = state.itemWidths != nil ? askedWidth(ofItemAt: inserted) : 0
    let before = displayedOffsets()
    let currentBefore = currentIndexOrNone
    beginUpdate(count: oldCount + 1)
    if state.itemWidths != nil { state.itemWidths?.insert(width, at: inserted) }
    if settings.keepsCurrentItemOnUpdates && oldCount > 0 {
      remapContent(Self.contentMap(at: inserted, delta: 1, count: oldCount, wrap: wrap))
    } else if currentBefore >= 0 && inserted <= currentBefore {
      state.currentItemChangedByUpdate = true
    }
    resolveOptions()
    rekey { key in key >= inserted ? key + 1 : key }
    prepareSlides(from: before, delay: 0, animated: animated)
    finishUpdate()
  }

  /// Removes the item at `index` (clamped, or wrapped).
  ///
  /// As in iCarousel, the data source is not updated by the call: update your data just before or
  /// just after it; the next frame checks the counts.
  ///
  /// Animated, the item fades out over 0.1 s and the others then slide over 0.4 s. As in
  /// iCarousel the offset snaps to the (new) current index, so removing before the current item
  /// brings the next one to the centre — unless ``CarouselConfiguration/keepsCurrentItemOnUpdates`` is on. Removing the
  /// last item leaves only placeholders; removing right after ``reloadData()`` is fine (iCarousel
  /// #586, #372, #43).
  ///
  /// - Parameters:
  ///   - index: The item to remove.
  ///   - animated: Whether the item fades and the others slide.
  ///   - time: When, in seconds; the carousel's ``time`` when `nil`.
  /// - Precondition: `time`, when given, is finite.
  /// - Complexity: O(visible items); O(n) with items of their own widths (their starts move).
  public func removeItem(at index: Int, animated: Bool, at time: Double? = nil) {
    advanceState(toOptional: time)
    let oldCount = state.itemCount
    guard oldCount > 0 else {
      commit()  // the events of the advance
      return
    }
    let removed = clampedIndex(index)
    let currentBefore = currentIndexOrNone
    let wasMoving = engine.isAnimating || engine.isDragging
    departItems(fading: animated ? Self.removalFadeDuration : 0) { $0 == removed }
    let before = displayedOffsets()
    let wrap = state.resolved.wrap
    let anchored = settings.keepsCurrentItemOnUpdates && oldCount > 1
    beginUpdate(count: oldCount - 1)
    if state.itemWidths != nil { state.itemWidths?.remove(at: removed) }
    if anchored {
      remapContent(Self.contentMap(at: removed, delta: -1, count: oldCount, wrap: wrap))
    } else if removed <= currentBefore {
      state.currentItemChangedByUpdate = true
    }
    resolveOptions()
    rekey { key in key > removed ? key - 1 : key }
    // iCarousel sets the offset to the current index, which snaps it into the new range.
    if !anchored && !wasMoving && state.itemCount > 0 {
      engine.scroll(to: engineOffset(atItems: Double(currentIndexOrNone)), duration: 0)
    }
    prepareSlides(from: before, delay: animated ? Self.removalFadeDuration : 0, animated: animated)
    finishUpdate()
  }

  /// Takes the loaded views of the items (not placeholders) whose index passes `isRemoved` out,
  /// fading over `fading` seconds where they are shown (0: recycled at once).
  ///
  /// - Complexity: O(visible items) calls of `isRemoved`.
  func departItems(fading fade: Double, where isRemoved: (Int) -> Bool) {
    let now = engine.time
    let s = itemOffset
    var position = 0
    while position < state.loaded.count {
      let instance = state.loaded[position]
      guard !instance.isPlaceholder, isRemoved(instance.index) else {
        position += 1
        continue
      }
      state.loaded.remove(at: position)
      if fade > 0 {
        let offset = CarouselState.offset(
          of: instance, at: now, scrollOffset: s, indexing: state.indexing)
        state.departing.append(
          .init(
            index: instance.index, viewSlot: instance.viewSlot, isPlaceholder: false,
            offset: offset, followsKey: nil, start: now, duration: fade))
      } else {
        recycle(slot: instance.viewSlot, placeholder: false)
      }
    }
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

  /// Moves the engine's offsets by `map`, a map of offsets in items: through the metric of items
  /// of their own widths, which still describes the items before the update.
  func remapContent(_ map: (Double) -> Double) {
    guard state.metric != nil else { return engine.remap(map) }
    engine.remap { self.engineOffset(atItems: map(self.items(atEngineOffset: $0))) }
  }

  /// Starts an insert or remove: the new count, and the time of the last index check — motion
  /// before now was measured in the old items, so an index change the update causes is dated
  /// now.
  ///
  /// A wrapping offset is first brought into the old period by whole laps (it can be laps out,
  /// or below 0 after a scroll the short way round): the new period would wrap it elsewhere,
  /// moving the carousel by the difference of the periods.
  func beginUpdate(count: Int) {
    engine.normalizePosition()
    state.itemCount = count
    state.dataGeneration &+= 1
    // The loaded views are about to be rekeyed: the window must be matched against them again,
    // even when the count comes back to the one it had (a remove then an insert).
    state.windowShape = nil
    state.indexCheckTime = engine.time
    state.appearing.removeAll()
  }

  /// Ends an insert or remove: the frame is stale, and the next one checks the data source's
  /// counts.
  func finishUpdate() {
    if settings.autoscroll != 0 && !engine.isAnimating { restartAutoscroll(at: engine.time) }
    state.needsCountCheck = true
    state.isStale = true
    commit()
  }

  /// Each loaded instance's displayed offset, in the order of ``CarouselState/loaded``.
  func displayedOffsets() -> [Double] {
    let s = itemOffset
    let now = engine.time
    let indexing = state.indexing
    return state.loaded.map {
      CarouselState.offset(of: $0, at: now, scrollOffset: s, indexing: indexing)
    }
  }

  /// Moves loaded views to new keys after an insert or remove (keys are carousel indexes; the
  /// placeholders before the items keep theirs), in place.
  ///
  /// Repeated instances are simply reloaded.
  func rekey(_ newKey: (Int) -> Int) {
    guard state.regime == .indexes else {
      unloadAll()
      return
    }
    for position in state.loaded.indices {
      let instance = state.loaded[position]
      let key = instance.isPlaceholder && instance.key < 0 ? instance.key : newKey(instance.key)
      state.loaded[position].key = key
      state.loaded[position].index = key
    }
  }

  /// Gives every view that was already loaded a slide from where it was shown to where it now
  /// belongs, the short way round when wrapping.
  ///
  /// Runs before the next layout, so views the update pushes out of the window slide away instead
  /// of vanishing.
  func prepareSlides(
    from before: [Double], delay: Double, animated: Bool, duration: Double = slideDuration,
    curve: Easing = .easeInEaseOut
  ) {
    guard animated, duration > 0, before.count == state.loaded.count else { return }
    let s = itemOffset
    let now = engine.time
    let count = state.itemCount
    for position in state.loaded.indices {
      let instance = state.loaded[position]
      let new = slotOffset(key: instance.key, index: instance.index, scrollOffset: s)
      var distance = before[position] - new
      if state.resolved.wrap && count > 0 {
        distance = ScrollEngine.shortestDistance(
          from: new, to: before[position], period: Double(count))
      }
      if distance != 0 {
        state.loaded[position].slide = .init(
          distance: distance, start: now + delay, duration: duration, curve: curve)
      }
    }
  }
}
