// The per-frame transforms on a carousel's state: every loaded and departing item's offset,
// transform, alpha and back-to-front order. The window is in CarouselState+Frame.swift.

extension CarouselState {
  /// The offset, in items, of a loaded instance at `now` with the scroll offset at `s`: where it
  /// is shown, its slide included.
  @inline(__always)
  static func offset(
    of instance: Instance, at now: Double, scrollOffset s: Double, indexing: CarouselIndexing
  ) -> Double {
    indexing.slotOffset(key: instance.key, index: instance.index, scrollOffset: s)
      + instance.slide.remaining(at: now)
  }

  /// The offset, in items, of a departing view at `now` with the scroll offset at `s`.
  @inline(__always)
  private static func offset(
    of departure: Departure, at now: Double, scrollOffset s: Double, indexing: CarouselIndexing
  ) -> Double {
    guard let key = departure.followsKey else { return departure.offset }
    return indexing.slotOffset(key: key, index: departure.index, scrollOffset: s)
      + departure.slide.remaining(at: now)
  }

  /// The offset of the current item, `current` (−1 without items, then 0), at scroll offset `s`.
  @inline(__always)
  private static func offset(
    ofCurrent current: Int, scrollOffset s: Double, indexing: CarouselIndexing
  ) -> Double {
    current < 0 ? 0 : indexing.offsetForItem(index: current, scrollOffset: s)
  }

  /// Fills ``customOffsets`` with the offsets ``layOutItems(at:offset:shift:custom:)``
  /// will need transforms for at `now` and scroll offset `s`: every loaded instance's, every
  /// departing view's, then the current item's.
  ///
  /// - Complexity: O(visible items).
  mutating func collectCustomOffsets(at now: Double, offset s: Double) {
    let indexing = self.indexing
    customOffsets.removeAll(keepingCapacity: true)
    for instance in loaded {
      customOffsets.append(Self.offset(of: instance, at: now, scrollOffset: s, indexing: indexing))
    }
    for departure in departing {
      customOffsets.append(
        Self.offset(of: departure, at: now, scrollOffset: s, indexing: indexing))
    }
    let current = indexing.clampedIndex(atOffset: s)
    customOffsets.append(Self.offset(ofCurrent: current, scrollOffset: s, indexing: indexing))
  }

  /// Builds the frame's geometry — every loaded instance and departing view, with transform,
  /// alpha and backface visibility — and its back-to-front order.
  ///
  /// ``layout`` must carry CoverFlow2's swing at `now`. Afterwards ``layoutIsAnimated`` says
  /// whether the frame moves by itself (slides, fades).
  ///
  /// - Parameters:
  ///   - now: The frame's time, in seconds.
  ///   - s: The scroll offset, in items.
  ///   - shift: The content offset, in points, applied after every transform.
  ///   - custom: Whether the transforms, before the content offset, are ``customTransforms``
  ///     (the delegate's, for ``customOffsets`` collected at the same `now` and `s`, with nothing
  ///     changed since) rather than the layout's.
  /// - Returns: Whether some item had no finite transform (degenerate options) and was hidden.
  /// - Complexity: O(visible items · log visible items).
  mutating func layOutItems(
    at now: Double, offset s: Double, shift: Size, custom: Bool
  ) -> Bool {
    let base = baseTransform
    let layout = self.layout
    let vertical = layout.isVertical
    let indexing = self.indexing
    let current = indexing.clampedIndex(atOffset: s)
    let currentOffset = Self.offset(ofCurrent: current, scrollOffset: s, indexing: indexing)
    let asked = custom && customTransforms.count == loaded.count + departing.count + 1
    /// The transform at `offset`, the `k`th in ``customOffsets``' order.
    @inline(__always) func transform(_ offset: Double, _ k: Int) -> Transform3D {
      asked ? customTransforms[k] : layout.transform(atOffset: offset, base: base)
    }
    var k = 0
    // The current item's position along the axis, for depth ties: from its record when it is
    // loaded where it belongs (no slide, not repeated), else computed once more.
    var reference: Double?
    let fades = layoutCulls  // without fade limits every alpha is 1
    var degenerate = false
    var animated = !departing.isEmpty || toggle.isAnimating(at: now)
    geometry.removeAll(keepingCapacity: true)
    for instance in loaded {
      animated = animated || instance.isAnimating(at: now)
      let offset = Self.offset(of: instance, at: now, scrollOffset: s, indexing: indexing)
      let alpha = (fades ? layout.alpha(atOffset: offset) : 1) * instance.alphaFactor(at: now)
      let finite = appendGeometry(
        index: instance.index, viewSlot: instance.viewSlot, placeholder: instance.isPlaceholder,
        departing: false,
        offset: offset, alpha: alpha, transform: transform(offset, k), layout: layout, shift: shift)
      k += 1
      degenerate = degenerate || !finite
      if finite && reference == nil && offset == currentOffset && instance.index == current {
        // still the position along the axis here
        reference = geometry[geometry.count - 1].distanceFromCurrent
      }
    }
    for departure in departing {
      let offset = Self.offset(of: departure, at: now, scrollOffset: s, indexing: indexing)
      let alpha = layout.alpha(atOffset: offset) * departure.alpha(at: now)
      degenerate =
        !appendGeometry(
          index: departure.index, viewSlot: departure.viewSlot,
          placeholder: departure.isPlaceholder, departing: true,
          offset: offset, alpha: alpha, transform: transform(offset, k), layout: layout,
          shift: shift)
        || degenerate
      k += 1
    }
    let aligned =
      reference
      ?? Self.along(
        transform(currentOffset, k).followedByTranslation(x: shift.width, y: shift.height, z: 0),
        vertical)
    let centre = aligned.isFinite ? aligned : 0
    for position in geometry.indices {
      geometry[position].distanceFromCurrent = abs(geometry[position].distanceFromCurrent - centre)
    }
    sortBackToFront()
    layoutIsAnimated = animated
    return degenerate
  }

  /// Appends one item's geometry, with its position along the axis in `distanceFromCurrent`
  /// until the current item's is known; returns `false` if its transform was not finite (it is
  /// then drawn hidden, at the base).
  @inline(__always)
  private mutating func appendGeometry(
    index: Int, viewSlot: Int, placeholder: Bool, departing: Bool, offset: Double, alpha: Double,
    transform: Transform3D, layout: CarouselLayout, shift: Size
  ) -> Bool {
    var hidden = layout.isHidden(withTransform: transform)
    var full = transform.followedByTranslation(x: shift.width, y: shift.height, z: 0)
    let finite = full.isFinite
    if !finite {
      // Degenerate options (an arc of 0, a spacing or content offset that overflows): no
      // position to draw at.
      full = baseTransform
      hidden = true
    }
    geometry.append(
      .init(
        index: index, viewSlot: viewSlot, isPlaceholder: placeholder, isDeparting: departing,
        isHidden: hidden,
        offset: offset, alpha: alpha.isFinite ? min(max(alpha, 0), 1) : 0,
        depth: full.m13 + full.m23 + full.m33 + full.m43,
        distanceFromCurrent: Self.along(full, layout.isVertical), transform: full))
    return finite
  }

  /// Orders ``geometry`` back to front in ``order``: ascending depth (`m13 + m23 + m33 + m43`);
  /// ties go by distance from the current item along the axis (farther is further back), then
  /// departing first, then by offset.
  ///
  /// The order is a permutation, so sorting moves integers rather than whole records.
  private mutating func sortBackToFront() {
    let count = geometry.count
    if order.count != count {
      order.removeAll(keepingCapacity: true)
      order.append(contentsOf: 0..<count)
    }
    let geometry = self.geometry
    geometry.withUnsafeBufferPointer { g in
      /// Whether record `i` is drawn before (behind) record `j`. Fields are read in place: the
      /// records are too big to copy per comparison.
      @inline(__always) func isBehind(_ i: Int, _ j: Int) -> Bool {
        let depthI = g[i].depth
        let depthJ = g[j].depth
        if depthI != depthJ { return depthI < depthJ }
        let distanceI = g[i].distanceFromCurrent
        let distanceJ = g[j].distanceFromCurrent
        if distanceI != distanceJ { return distanceI > distanceJ }
        let departingI = g[i].isDeparting
        if departingI != g[j].isDeparting { return departingI }
        return g[i].offset < g[j].offset
      }
      order.withUnsafeMutableBufferPointer { order in
        for position in 0..<count { order[position] = position }
        guard count > 1 else { return }
        if count > insertionSortLimit {
          order.sort(by: isBehind)
          return
        }
        // An insertion sort: a window is a few dozen items, nearly in order along the axis.
        for i in 1..<count {
          let element = order[i]
          var j = i
          while j > 0 && isBehind(element, order[j - 1]) {
            order[j] = order[j - 1]
            j -= 1
          }
          order[j] = element
        }
      }
    }
  }

  /// A transform's axis key for depth ties: `m11 + m21 + m31 + m41` (or the y column when
  /// vertical).
  @inline(__always)
  static func along(_ m: Transform3D, _ vertical: Bool) -> Double {
    vertical ? m.m12 + m.m22 + m.m32 + m.m42 : m.m11 + m.m21 + m.m31 + m.m41
  }
}
