// Which views are loaded: the view store, the reuse pools, and asking the data source.

extension Carousel {
  /// Unloads the views that left the window and loads those that entered it, nearest the centre
  /// first.
  ///
  /// The data source is asked only for newly visible indexes, and only after its counts are checked
  /// when a view is needed or an insert or remove asked for it.
  ///
  /// - Parameter checkingCounts: Whether to check the data source's counts (not right after a
  ///   reload, which just read them).
  /// - Returns: `false` when the counts had changed behind the carousel's back: it reloaded, and
  ///   the window must be computed again.
  /// - Complexity: O(window size) when the window moved; O(1) per slot when it did not.
  func updateLoadedViews(checkingCounts: Bool) -> Bool {
    let now = engine.time
    if !state.departing.isEmpty { retireFinishedDepartures(at: now) }
    if !state.needsCountCheck && state.loadedViewsMatchWindow() { return true }

    state.planWindowChange()
    // Views pushed out by an insert or remove slide away first; the others go to their pools.
    for position in state.leaving.indices {
      let instance = state.leaving[position]
      if instance.slide.isActive(at: now) {
        let end = instance.slide.start + instance.slide.duration
        state.departing.append(
          .init(
            index: instance.index, viewSlot: instance.viewSlot,
            isPlaceholder: instance.isPlaceholder, offset: 0,
            followsKey: instance.key, start: now, duration: end - now, fades: false,
            slide: instance.slide))
      } else {
        recycle(slot: instance.viewSlot, placeholder: instance.isPlaceholder)
      }
    }
    state.leaving.removeAll(keepingCapacity: true)
    state.commitNextLoaded()  // the views that stay, so a view just pooled is not "shown" any more

    if checkingCounts && (state.needsCountCheck || !state.missing.isEmpty) {
      state.needsCountCheck = false
      // Never ask for an index that no longer exists: check the counts first.
      if !dataSourceCountsMatch() { return false }
    }
    state.needsCountCheck = false
    // The data source is host code: read what the loop needs into locals first, and stop if it
    // changed the carousel (a reload, an insert or remove, a regime change) meanwhile: what it
    // changed stands, and the layout runs again.
    let missing = state.missing
    let window = state.window
    let generation = state.generation
    let data = state.dataGeneration
    let views = state.viewStoreGeneration
    let count = state.itemCount
    for position in missing {
      let slot = window[position]
      let placeholder = slot.index < 0 || slot.index >= count
      var pooledSlot: Int?
      guard
        let view = requestView(index: slot.index, placeholder: placeholder, pooledSlot: &pooledSlot)
      else { continue }
      guard state.generation == generation && state.dataGeneration == data else {
        returnOffered(pooledSlot, placeholder: placeholder, viewStoreGeneration: views)
        state.isStale = true
        return true
      }
      guard let viewSlot = keep(view, forIndex: slot.index, reusing: pooledSlot) else { continue }
      var instance = CarouselState.Instance(
        key: slot.key, index: slot.index, viewSlot: viewSlot, isPlaceholder: placeholder)
      if !state.appearing.isEmpty && !placeholder, let fade = appearance(ofItem: slot.index) {
        instance.fadeInStart = fade.start
        instance.fadeInDuration = fade.duration
      }
      state.nextLoaded[position] = instance
      state.loaded.append(instance)  // shown from now on: the next view must not be this one too
    }
    state.commitNextLoaded()
    return true
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
    guard state.departing.isEmpty else { return true }
    let now = engine.time
    for instance in state.loaded where instance.isAnimating(at: now) { return true }
    return false
  }

  // MARK: - The data source

  /// Whether the data source's counts are the ones the carousel holds.
  ///
  /// If not, it changed without telling the carousel: report it and reload (which reads the counts
  /// again).
  ///
  /// A data source whose counts change on every call would reload forever: during the reload
  /// this causes, the counts it reads are taken as they are.
  func dataSourceCountsMatch() -> Bool {
    guard let dataSource, !isRecoveringCounts else { return true }
    // negative counts mean 0 (reported by reloadData)
    let items = max(0, dataSource.numberOfItems(in: self))
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

  /// Asks the data source for the view of a carousel index, offering the view of a pooled slot for
  /// reuse; returns the view, or `nil` without a data source.
  ///
  /// `pooledSlot` is set to the slot whose view was offered. (No tuples or closures: in generic
  /// code each needs metadata looked up at run time.)
  func requestView(index: Int, placeholder: Bool, pooledSlot: inout Int?) -> ItemView? {
    guard let dataSource else { return nil }
    pooledSlot = placeholder ? placeholderPoolSlots.popLast() : itemPoolSlots.popLast()
    var reusable: ItemView?
    if let slot = pooledSlot { reusable = viewStore[slot] }
    if placeholder {
      return dataSource.carousel(
        self, placeholderViewAt: placeholderSourceIndex(index), reusing: reusable)
    }
    return dataSource.carousel(self, viewForItemAt: index, reusing: reusable)
  }

  /// Keeps a view the data source returned for `index`, in the slot of the view it was offered
  /// (whose view it replaces if it chose another) or a free one, and returns the slot; or, when
  /// that very view object is already shown elsewhere, reports it and returns `nil` (one view
  /// cannot be in two places).
  ///
  /// - Complexity: O(1) when the data source returns the view it was offered (a pooled view is
  ///   never shown, nor in another slot); O(visible items + pooled views) otherwise.
  func keep(_ view: ItemView, forIndex index: Int, reusing pooledSlot: Int?) -> Int? {
    if viewsAreObjects, let pooledSlot, let offered = viewStore[pooledSlot],
      isSameObject(offered, view)
    {
      return pooledSlot
    }
    if let shownAt = loadedIndex(showing: view) {
      if reportedDuplicates.insert(index).inserted {
        report(.duplicateView(index: index, alreadyShownAt: shownAt))
      }
      if let pooledSlot { release(slot: pooledSlot) }  // the offered view was not taken
      return nil
    }
    removeFromPools(view)
    if let pooledSlot {
      viewStore[pooledSlot] = view
      return pooledSlot
    }
    return store(view)
  }

  /// The data source's index for the placeholder at carousel index `index`: the first `ceil(P/2)`
  /// placeholders sit before the items, the rest after.
  ///
  /// iCarousel computes the right-hand side as `Int(P/2.0 + k − n)`, which for odd `P` repeats one
  /// index and never asks for the last (#357).
  func placeholderSourceIndex(_ index: Int) -> Int {
    let before = (state.placeholderCount + 1) / 2
    return index < 0 ? before + index : before + (index - state.itemCount)
  }

  // MARK: - The view store and the pools

  /// Keeps `view` in a free slot of the view store and returns the slot.
  func store(_ view: ItemView) -> Int {
    if let slot = freeViewSlots.popLast() {
      viewStore[slot] = view
      return slot
    }
    viewStore.append(view)
    return viewStore.count - 1
  }

  /// Puts a view's slot in its reuse pool; the view stays where it is.
  func recycle(slot: Int, placeholder: Bool) {
    if placeholder { placeholderPoolSlots.append(slot) } else { itemPoolSlots.append(slot) }
  }

  /// Puts the slot whose view was offered to the data source back in its pool when the answer
  /// cannot be used (the data source changed the carousel from its call); nothing when every
  /// view was let go since (`viewStoreGeneration` moved on), which voids the slot.
  func returnOffered(_ pooledSlot: Int?, placeholder: Bool, viewStoreGeneration: Int) {
    guard let pooledSlot, state.viewStoreGeneration == viewStoreGeneration else { return }
    recycle(slot: pooledSlot, placeholder: placeholder)
  }

  /// Lets a slot's view go and frees the slot.
  func release(slot: Int) {
    viewStore[slot] = nil
    freeViewSlots.append(slot)
    forgetFrame()
  }

  /// Forgets the last frame's records once a view they may name is let go, so that host code
  /// reading ``items`` before the next layout (from a delegate question during a reload, say)
  /// gets an empty frame rather than records whose views are gone.
  private func forgetFrame() {
    state.geometry.removeAll(keepingCapacity: true)
    state.order.removeAll(keepingCapacity: true)
  }

  /// Puts every loaded view back in its pool.
  func unloadAll() {
    for instance in state.loaded {
      recycle(slot: instance.viewSlot, placeholder: instance.isPlaceholder)
    }
    state.loaded.removeAll(keepingCapacity: true)
    state.windowShape = nil
    state.generation &+= 1
  }

  /// Forgets every view: loaded, departing and pooled (keeping the storage's capacity).
  func discardAllViews() {
    state.loaded.removeAll(keepingCapacity: true)
    state.departing.removeAll(keepingCapacity: true)
    state.windowShape = nil
    state.generation &+= 1
    state.viewStoreGeneration &+= 1
    viewStore.removeAll(keepingCapacity: true)
    freeViewSlots.removeAll(keepingCapacity: true)
    itemPoolSlots.removeAll(keepingCapacity: true)
    placeholderPoolSlots.removeAll(keepingCapacity: true)
    forgetFrame()
  }

  /// The views waiting for reuse as items, and as placeholders (for tests and checks).
  var itemPool: [ItemView] { itemPoolSlots.compactMap { viewStore[$0] } }
  var placeholderPool: [ItemView] { placeholderPoolSlots.compactMap { viewStore[$0] } }

  /// The room reserved up front for the per-frame collections: a typical window (iCarousel
  /// loads at most 30 items), so frames that load and unload views do not grow them.
  static var typicalWindowCapacity: Int { 32 }

  /// Gives the per-frame collections room for a typical window up front.
  func reserveWorkingCapacity() {
    let room = Self.typicalWindowCapacity
    state.loaded.reserveCapacity(room)
    state.departing.reserveCapacity(room)
    state.window.reserveCapacity(room)
    state.leaving.reserveCapacity(room)
    state.missing.reserveCapacity(room)
    state.nextLoaded.reserveCapacity(room)
    state.keyPositions.reserveCapacity(room)
    state.geometry.reserveCapacity(room)
    state.order.reserveCapacity(room)
    viewStore.reserveCapacity(room)
    freeViewSlots.reserveCapacity(room)
    itemPoolSlots.reserveCapacity(room)
    placeholderPoolSlots.reserveCapacity(room)
  }

  /// The index of a loaded or departing instance showing this very object, for view types that
  /// are classes; `nil` for value types, which cannot be "the same view".
  func loadedIndex(showing view: ItemView) -> Int? {
    guard viewsAreObjects else { return nil }
    for instance in state.loaded
    where viewStore[instance.viewSlot].map({ isSameObject($0, view) }) == true {
      return instance.index
    }
    for departure in state.departing
    where viewStore[departure.viewSlot].map({ isSameObject($0, view) }) == true {
      return departure.index
    }
    return nil
  }

  /// Takes a view the data source returned out of the reuse pools, for class view types: a data
  /// source that keeps its own views may hand back one the carousel had pooled without being
  /// offered it, and a view must never be shown and pooled at once.
  ///
  /// Its pooled slot is freed.
  func removeFromPools(_ view: ItemView) {
    guard viewsAreObjects else { return }
    func take(from pool: inout [Int]) {
      var position = 0
      while position < pool.count {
        let slot = pool[position]
        if let pooled = viewStore[slot], isSameObject(pooled, view) {
          pool.remove(at: position)
          release(slot: slot)
        } else {
          position += 1
        }
      }
    }
    take(from: &itemPoolSlots)
    take(from: &placeholderPoolSlots)
  }

  /// Whether two views are the same object; always `false` for value types.
  func isSameObject(_ a: ItemView, _ b: ItemView) -> Bool {
    guard let identity = objectIdentity(of: a) else { return false }
    return identity == objectIdentity(of: b)
  }

  /// The view's identity as an object; `nil` for a value type, and in Embedded Swift, which
  /// cannot cast to `AnyObject` (there no two views count as the same).
  func objectIdentity(of view: ItemView) -> ObjectIdentifier? {
    #if hasFeature(Embedded)
      return nil
    #else
      return viewsAreObjects ? ObjectIdentifier(view as AnyObject) : nil
    #endif
  }
}
