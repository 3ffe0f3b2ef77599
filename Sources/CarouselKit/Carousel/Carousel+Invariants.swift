// The carousel's invariants, checked after every entry point and every layout in builds with
// `-Xswiftc -DCAROUSELKIT_INTERNAL_CHECKS` (see Package.swift; CI runs the tests that way too).

#if CAROUSELKIT_INTERNAL_CHECKS
  extension Carousel {
    /// Traps, naming the broken rule, if the carousel's state is inconsistent.
    ///
    /// Not while a layout runs (host code it calls may call an entry point): views are then
    /// being loaded, and the layout checks when it ends.
    ///
    /// - Complexity: O(visible items · pooled views).
    func checkInvariants() {
      guard !state.isLayingOut else { return }
      let count = state.itemCount
      precondition(
        count >= 0 && state.placeholderCount >= 0, "Carousel: counts must not be negative")
      precondition(
        engine.offset.isFinite && engine.time.isFinite, "Carousel: offset and time must stay finite"
      )
      let index = clampedIndex(atOffset: itemOffset)
      precondition(
        count == 0 ? index == -1 : (0..<count).contains(index),
        "Carousel: current index out of range")
      precondition(
        state.resolved.itemWidth.isFinite && state.resolved.itemWidth >= 0,
        "Carousel: item width must be finite")
      if let period = engine.configuration.bounds.period {
        precondition(
          state.resolved.wrap && period == (state.metric?.length ?? Double(count)),
          "Carousel: the engine wraps over other items")
      }

      // Every view slot is used once: by a loaded instance, a departing view, a pool, or the
      // free list.
      var used = [Bool](repeating: false, count: viewStore.count)
      func use(_ slot: Int, free: Bool) {
        precondition(slot >= 0 && slot < viewStore.count, "Carousel: a view slot out of range")
        precondition(!used[slot], "Carousel: a view slot used twice")
        used[slot] = true
        if free {
          precondition(viewStore[slot] == nil, "Carousel: a free view slot still holds a view")
        } else {
          precondition(viewStore[slot] != nil, "Carousel: a loaded view slot holds no view")
        }
      }
      for instance in state.loaded { use(instance.viewSlot, free: false) }
      for departure in state.departing { use(departure.viewSlot, free: false) }
      for slot in itemPoolSlots + placeholderPoolSlots { use(slot, free: false) }
      for slot in freeViewSlots { use(slot, free: true) }
      precondition(used.allSatisfy { $0 }, "Carousel: a view slot is neither used nor free")

      // Loaded instances: keys are distinct, and are the indexes unless items repeat.
      var keys = Set<Int>()
      for instance in state.loaded {
        precondition(keys.insert(instance.key).inserted, "Carousel: a window position loaded twice")
        if state.regime == .indexes {
          precondition(instance.key == instance.index, "Carousel: an instance keyed off its index")
        }
      }

      // A view is never shown and pooled at once, nor in two slots.
      if viewsAreObjects {
        let objects = viewStore.compactMap { $0.flatMap(objectIdentity(of:)) }
        precondition(Set(objects).count == objects.count, "Carousel: one view in two slots")
      }

      // The frame, once laid out: one record per view, a permutation for the order, finite values.
      guard !state.isStale else { return }
      precondition(
        state.loaded.count <= max(state.resolved.windowSize, 0),
        "Carousel: more views loaded than the window holds")
      precondition(!state.needsCountCheck, "Carousel: a frame skipped the count check it owed")
      let windowKeys = Set(state.window.map { $0.key })
      precondition(
        state.loaded.allSatisfy { windowKeys.contains($0.key) },
        "Carousel: a view is loaded for a slot outside the window")
      precondition(
        state.windowShape == nil || state.loadedViewsMatchWindow(),
        "Carousel: the window's shape is recorded as loaded, but the loaded views differ")
      precondition(
        state.geometry.count == state.loaded.count + state.departing.count,
        "Carousel: the frame lost or repeated an item")
      precondition(
        Set(state.order) == Set(state.geometry.indices), "Carousel: the order is not a permutation")
      for item in state.geometry {
        precondition(
          item.transform.isFinite && item.offset.isFinite,
          "Carousel: an item's transform is not finite")
        precondition(
          item.alpha >= 0 && item.alpha <= 1, "Carousel: an item's alpha is outside 0...1")
      }
    }
  }
#endif
