// The frame: laid out once, when the host advances time or reads the output.

extension Carousel {
  /// Lays the frame out if something changed since the last layout, or if the last layout
  /// animates by itself and time has moved on.
  ///
  /// - Complexity: O(visible items) when it lays out, O(1) otherwise.
  func layoutIfNeeded() {
    guard state.isStale || (state.layoutIsAnimated && engine.time != state.laidOutAt) else { return }
    layOut()
  }

  /// Resolves the options (every frame when there is a delegate, whose answers may animate, as
  /// in iCarousel), computes the window, loads and unloads views, and builds every item's
  /// transform, alpha and backface visibility, back to front.
  private func layOut() {
    state.generation &+= 1
    // A second pass only when the data source's counts changed behind the carousel's back: it
    // reloaded, and the window is computed again with the counts it just read.
    for pass in 0..<2 {
      if observers.hasDelegate || state.needsOptions { resolveOptions() }
      state.isStale = false
      computeWindow()
      if updateLoadedViews(checkingCounts: pass == 0) { break }
    }
    let now = engine.time
    state.laidOutAt = now
    layOutItems(at: now)
    state.layoutIsAnimated = hasItemAnimations || state.toggle.isAnimating(at: now)
    #if CAROUSELKIT_INTERNAL_CHECKS
      checkInvariants()
    #endif
  }

  /// The base every item transform starts from: the viewpoint shift, then the perspective.
  var baseTransform: Transform3D {
    Transform3D(translationX: -settings.viewpointOffset.width, y: -settings.viewpointOffset.height, z: 0)
      .concatenating(.perspective(settings.perspective))
  }

  /// The layout with CoverFlow2's swing as it is at `time`.
  func layout(at time: Double) -> CarouselLayout {
    var layout = state.layout
    if layout.type == .coverFlow2 {
      layout.toggle = coverFlow2LooksPlain ? nil : state.toggle.value(at: time)
    }
    return layout
  }

  /// iCarousel's states in which CoverFlow2 looks like plain cover flow: decelerating, an
  /// animated scroll after a flick, autoscrolling, or resting past an end.
  private var coverFlow2LooksPlain: Bool {
    let s = engine.offset, phase = engine.phase
    return phase == .decelerating || (phase == .animating && !state.didDrag)
      || (settings.autoscroll != 0 && phase != .dragging)
      || (!state.resolved.wrap && (s < 0 || s >= Double(state.itemCount - 1)))
  }

  /// The transform of an item `offset` items from the centre, before the content offset: the
  /// layout's, or the delegate's for ``CarouselType/custom``; rotary and cylinder items ask the
  /// delegate for their angle (iCarousel asks per item, so the angle's default can differ).
  @inline(__always)
  func itemTransform(
    atOffset offset: Double, layout: CarouselLayout, base: Transform3D, delegate: (any CarouselDelegate<ItemView>)?
  ) -> Transform3D {
    if layout.type == .custom {
      return delegate?.carousel(self, itemTransformForOffset: offset, baseTransform: base) ?? base
    }
    if state.asksAngle {
      let angle = option(.angle, offset / Double(max(layout.count, 1)) * layout.arc, from: delegate)
      return layout.transform(atOffset: offset, angle: angle, base: base)
    }
    return layout.transform(atOffset: offset, base: base)
  }

  /// The complete transform, relative to the viewport's centre, that an item `offset` items
  /// from the centre gets with the carousel's current type, options and state: what ``items``
  /// holds for a loaded item at that offset.
  ///
  /// - Complexity: O(1)
  public func itemTransform(atOffset offset: Double) -> Transform3D {
    let delegate = needsDelegate ? self.delegate : nil
    let shift = settings.contentOffset
    return itemTransform(atOffset: offset, layout: layout(at: engine.time), base: baseTransform, delegate: delegate)
      .followedByTranslation(x: shift.width, y: shift.height, z: 0)
  }

  /// Whether laying items out may call the delegate: for custom transforms or per-item angles.
  private var needsDelegate: Bool { state.layout.type == .custom || state.asksAngle }

  /// Builds the frame's geometry — every loaded instance and departing view, with transform,
  /// alpha and backface visibility — and its back-to-front order. Works on non-generic state
  /// only; ``items`` pairs the result with the views.
  private func layOutItems(at now: Double) {
    let delegate = needsDelegate ? self.delegate : nil
    let layout = self.layout(at: now)
    let base = baseTransform
    let shift = settings.contentOffset
    let vertical = layout.isVertical
    let s = engine.offset
    let current = clampedIndex(atOffset: s)
    let currentOffset = current < 0 ? 0 : offsetForItem(index: current, scrollOffset: s)
    let centre = itemTransform(atOffset: currentOffset, layout: layout, base: base, delegate: delegate)
      .followedByTranslation(x: shift.width, y: shift.height, z: 0)
    let aligned = Self.along(centre, vertical: vertical)
    let reference = aligned.isFinite ? aligned : 0
    state.geometry.removeAll(keepingCapacity: true)
    state.order.removeAll(keepingCapacity: true)
    let loadedCount = state.loaded.count
    for position in 0..<loadedCount {
      let instance = state.loaded[position]
      let offset = slotOffset(key: instance.key, index: instance.index, scrollOffset: s) + instance.slide.remaining(at: now)
      let transform = itemTransform(atOffset: offset, layout: layout, base: base, delegate: delegate)
      appendGeometry(
        index: instance.index, viewSlot: instance.viewSlot, placeholder: instance.isPlaceholder, departing: false,
        offset: offset, alpha: layout.alpha(atOffset: offset) * instance.alphaFactor(at: now), transform: transform,
        layout: layout, base: base, shift: shift, reference: reference)
    }
    for position in state.departing.indices {
      let departure = state.departing[position]
      var offset = departure.offset
      if let key = departure.followsKey {
        offset = slotOffset(key: key, index: departure.index, scrollOffset: s) + departure.slide.remaining(at: now)
      }
      let transform = itemTransform(atOffset: offset, layout: layout, base: base, delegate: delegate)
      appendGeometry(
        index: departure.index, viewSlot: departure.viewSlot, placeholder: departure.isPlaceholder, departing: true,
        offset: offset, alpha: layout.alpha(atOffset: offset) * departure.alpha(at: now), transform: transform,
        layout: layout, base: base, shift: shift, reference: reference)
    }
    // Ascending depth is back to front; ties go by distance from the current item along the
    // axis (farther is further back), then departing first, then by offset. The order is a
    // permutation, so sorting moves integers rather than whole records.
    for position in 0..<state.geometry.count { state.order.append(position) }
    let geometry = state.geometry
    geometry.withUnsafeBufferPointer { geometry in
      insertionSort(&state.order) { i, j in
        let a = geometry[i], b = geometry[j]
        if a.depth != b.depth { return a.depth < b.depth }
        if a.distanceFromCurrent != b.distanceFromCurrent { return a.distanceFromCurrent > b.distanceFromCurrent }
        if a.isDeparting != b.isDeparting { return a.isDeparting }
        return a.offset < b.offset
      }
    }
  }

  @inline(__always)
  private func appendGeometry(
    index: Int, viewSlot: Int, placeholder: Bool, departing: Bool, offset: Double, alpha: Double,
    transform: Transform3D, layout: CarouselLayout, base: Transform3D, shift: Size, reference: Double
  ) {
    var hidden = layout.isHidden(withTransform: transform)
    var full = transform.followedByTranslation(x: shift.width, y: shift.height, z: 0)
    if !full.isFinite {
      // Degenerate options (an arc of 0, a spacing or content offset that overflows): no
      // position to draw at.
      reportDegenerateLayout()
      full = base
      hidden = true
    }
    state.geometry.append(
      .init(
        index: index, viewSlot: viewSlot, isPlaceholder: placeholder, isDeparting: departing, isHidden: hidden,
        offset: offset, alpha: alpha.isFinite ? min(max(alpha, 0), 1) : 0,
        depth: full.m13 + full.m23 + full.m33 + full.m43,
        distanceFromCurrent: abs(Self.along(full, vertical: layout.isVertical) - reference), transform: full))
  }

  @inline(never)
  private func reportDegenerateLayout() {
    guard !reportedDegenerateLayout else { return }
    reportedDegenerateLayout = true
    report(.degenerateLayout(settings.type))
  }

  /// A transform's axis key for depth ties: `m11 + m21 + m31 + m41` (or the y column when
  /// vertical).
  @inline(__always)
  private static func along(_ m: Transform3D, vertical: Bool) -> Double {
    vertical ? m.m12 + m.m22 + m.m32 + m.m42 : m.m11 + m.m21 + m.m31 + m.m41
  }
}

/// The size above which ``insertionSort(_:by:)`` hands over to the standard library's sort.
let insertionSortLimit = 64

/// Sorts a window in place. A typical window holds a few dozen items and is nearly sorted from
/// one frame to the next: an insertion sort, moving elements with the array's own subscript,
/// never through `MutableCollection.swapAt`, whose unspecialised form allocates for generic
/// elements. Windows past ``insertionSortLimit`` items (`visibleItems` allows 1,000) use the
/// standard library's O(n log n) sort instead, whose scratch allocation is cheap next to n²
/// comparisons.
func insertionSort<Element>(_ array: inout [Element], by areInIncreasingOrder: (Element, Element) -> Bool) {
  guard array.count > 1 else { return }
  if array.count > insertionSortLimit {
    array.sort(by: areInIncreasingOrder)
    return
  }
  for i in 1..<array.count {
    let element = array[i]
    var j = i
    while j > 0 && areInIncreasingOrder(element, array[j - 1]) {
      array[j] = array[j - 1]
      j -= 1
    }
    if j != i { array[j] = element }
  }
}
