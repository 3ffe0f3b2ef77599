// The per-frame work on a carousel's state: the window, whether the loaded views still match
// it, and every item's transform, alpha and order. Methods of the non-generic state, so they run
// as specialised code whatever a carousel's view type is; the generic carousel calls them with
// what they need of its settings and, for custom transforms and per-item angles, its delegate.

//
// The carousel keeps its state in a class property; calling a non-mutating method of the state
// from the carousel can copy the whole state first. So the carousel's per-frame calls are to
// mutating methods (which work in place) or read single fields.

/// iCarousel's `clampedIndex` of the item nearest `offset`: −1 without items (`count` 0), wrapped
/// into `0..<count`, or clamped.
///
/// Far-off offsets (a motion laps out, an offset a shift left far past the end) never trap
/// converting.
@inline(__always)
func carouselIndex(nearest offset: Double, count: Int, wrap: Bool) -> Int {
  guard count > 0 else { return -1 }
  let nearest = roundedHalfAwayFromZero(offset)
  guard !nearest.isNaN else { return 0 }
  if wrap { return Int(wrappedRemainder(nearest, period: Double(count))) }  // exact, so whole
  return Int(min(max(nearest, 0), Double(count - 1)))
}

/// The few values the offset arithmetic reads, copied out of the state: methods of the state
/// itself that the state's own methods call can copy the whole state first, which in a frame's
/// loops costs more than the arithmetic.
struct CarouselIndexing {
  var count: Int
  var wrap: Bool
  var regime: CarouselState.Regime
  var continuousOffset: Double

  /// The index of the item nearest `offset`: ``carouselIndex(nearest:count:wrap:)``.
  @inline(__always)
  func clampedIndex(atOffset offset: Double) -> Int {
    carouselIndex(nearest: offset, count: count, wrap: wrap)
  }

  /// iCarousel's `clampedIndex`: −1 without items, wrapped into `0..<n`, or clamped.
  @inline(__always)
  func clampedIndex(_ index: Int) -> Int {
    guard count > 0 else { return -1 }
    if wrap { return ((index % count) + count) % count }
    return min(max(index, 0), count - 1)
  }

  /// iCarousel's `offsetForItemAtIndex`: `i − s`, corrected once by the item count when
  /// wrapping.
  @inline(__always)
  func offsetForItem(index: Int, scrollOffset s: Double) -> Double {
    var offset = Double(index) - s
    if wrap {
      let n = Double(count)
      let half = n / 2
      if offset > half { offset -= n } else if offset < -half { offset += n }
    }
    return offset
  }

  /// The offset of a loaded slot at scroll offset `s`, in items.
  @inline(__always)
  func slotOffset(key: Int, index: Int, scrollOffset s: Double) -> Double {
    regime == .ghosts
      ? Double(key) - continuousOffset : offsetForItem(index: index, scrollOffset: s)
  }
}

extension CarouselState {
  /// The values the offset arithmetic reads (``CarouselIndexing``).
  var indexing: CarouselIndexing {
    mutating get {
      CarouselIndexing(
        count: itemCount, wrap: resolved.wrap, regime: regime, continuousOffset: continuousOffset)
    }
  }

  // MARK: - The window

  /// Fills ``window`` with the slots this frame shows, in order along the axis, leaving out slots
  /// that would be fully transparent (iCarousel loads no view for those), and returns how they are
  /// keyed; or returns `nil`, leaving ``window`` as it was, when the window's shape is the one the
  /// loaded views already match (``windowShape``).
  ///
  /// It does not change ``regime``: the carousel does, unloading every view.
  ///
  /// The window holds ``Resolved/windowSize`` slots centred on the current item (one more on the
  /// negative side when the size is even), kept within the items and shown placeholders when not
  /// wrapping. When a wrapping carousel's window is wider than its items and `repeats` allows,
  /// items repeat: slots are then positions on the unwrapped strip.
  ///
  /// - Complexity: O(1) when the shape is unchanged; O(window size) otherwise.
  mutating func computeWindow(offset s: Double, repeats allowed: Bool) -> Regime? {
    let indexing = self.indexing
    let count = itemCount
    let unlimited = resolved.unlimitedWindowSize
    let wrap = resolved.wrap
    let shown = resolved.placeholdersShown
    let fades = layoutCulls
    let repeats = allowed && wrap && count > 0 && unlimited > count
    let size = repeats ? unlimited : min(max(unlimited, 0), count + shown)
    let lowest = -((shown + 1) / 2)
    let highest = count - 1 + shown / 2
    var start: Int
    if repeats {
      start = Int(roundedHalfAwayFromZero(continuousOffset)) - unlimited / 2
    } else {
      start = indexing.clampedIndex(atOffset: s) - size / 2
      if !wrap { start = max(lowest, min(highest - size + 1, start)) }
    }
    let shape = WindowShape(
      start: start, size: size, count: count, placeholders: shown, wrap: wrap, repeats: repeats)
    if !fades, let current = windowShape, current == shape { return nil }
    windowShape = nil
    pendingWindowShape = fades ? nil : shape
    resolved.windowSize = size
    window.removeAll(keepingCapacity: true)
    if repeats {
      let continuous = continuousOffset
      for key in start..<(start + unlimited) {
        let offset = Double(key) - continuous
        if !fades || layout.alpha(atOffset: offset) != 0 {
          window.append(.init(key: key, index: ((key % count) + count) % count, offset: offset))
        }
      }
      return .ghosts
    }
    for k in 0..<size {
      let index = wrap ? indexing.clampedIndex(start + k) : start + k
      let offset = indexing.offsetForItem(index: index, scrollOffset: s)
      if !fades || layout.alpha(atOffset: offset) != 0 {
        window.append(.init(key: index, index: index, offset: offset))
      }
    }
    return .indexes
  }

  /// Whether the loaded views are exactly the window's slots, in its order, so the frame loads
  /// and unloads nothing. (Mutating only so that the carousel calls it in place.)
  mutating func loadedViewsMatchWindow() -> Bool {
    guard loaded.count == window.count else { return false }
    for position in loaded.indices where loaded[position].key != window[position].key {
      return false
    }
    return true
  }

  /// Plans the views' change for a new window: ``nextLoaded`` keeps the views still in it, in the
  /// window's order; ``leaving`` lists the views whose slots left it, and ``missing`` the window
  /// positions that need a view, nearest the centre first (the order iCarousel asks the data source
  /// in, #590).
  ///
  /// The carousel recycles, requests and stores the views, then calls ``commitNextLoaded()``.
  ///
  /// - Complexity: O(window size²) for windows of up to 64 slots (a search cheaper than hashing
  ///   at that size), O(window size) above.
  mutating func planWindowChange() {
    nextLoaded.removeAll(keepingCapacity: true)
    leaving.removeAll(keepingCapacity: true)
    missing.removeAll(keepingCapacity: true)
    let searches = loaded.count <= insertionSortLimit && window.count <= insertionSortLimit
    if !searches {
      keyPositions.removeAll(keepingCapacity: true)
      for position in loaded.indices { keyPositions[loaded[position].key] = position }
    }
    for slotPosition in window.indices {
      let key = window[slotPosition].key
      var found: Int?
      if searches {
        for position in loaded.indices where loaded[position].key == key {
          found = position
          break
        }
      } else {
        found = keyPositions.removeValue(forKey: key)
      }
      if let found {
        nextLoaded.append(loaded[found])
      } else {
        nextLoaded.append(nil)
        missing.append(slotPosition)
      }
    }
    if searches {
      for instance in loaded where !window.contains(where: { $0.key == instance.key }) {
        leaving.append(instance)
      }
    } else {
      // The keys no slot claimed are still in `keyPositions`.
      for instance in loaded where keyPositions[instance.key] != nil { leaving.append(instance) }
      keyPositions.removeAll(keepingCapacity: true)
    }
    let window = self.window
    window.withUnsafeBufferPointer { window in
      insertionSort(&missing) { a, b in
        let x = abs(window[a].offset)
        let y = abs(window[b].offset)
        return x < y || (x == y && window[a].key < window[b].key)
      }
    }
  }

  /// Makes ``nextLoaded``'s instances the loaded ones, in the window's order.
  mutating func commitNextLoaded() {
    loaded.removeAll(keepingCapacity: true)
    for case let instance? in nextLoaded { loaded.append(instance) }
  }

  /// Records the window's shape once its views are loaded, so the next frames of the same
  /// shape skip the window.
  mutating func windowDidLoad() {
    guard let shape = pendingWindowShape, loadedViewsMatchWindow() else { return }
    windowShape = shape
  }

  // MARK: - Transforms and order

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

/// The size above which ``insertionSort(_:by:)`` hands over to the standard library's sort.
let insertionSortLimit = 64

/// Sorts a window in place.
///
/// A typical window holds a few dozen items and is nearly sorted from one frame to the next: an
/// insertion sort, moving elements with the array's own subscript, never through
/// `MutableCollection.swapAt`, whose unspecialised form allocates for generic elements. Windows
/// past ``insertionSortLimit`` items (`visibleItems` allows 1,000) use the standard library's O(n
/// log n) sort instead, whose scratch allocation is cheap next to n² comparisons.
func insertionSort<Element>(
  _ array: inout [Element], by areInIncreasingOrder: (Element, Element) -> Bool
) {
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
