// The per-frame work on a carousel's state: the window and whether the loaded views still match
// it (every item's transform, alpha and order are in CarouselState+Transforms.swift). Methods of
// the non-generic state, so they run as specialised code whatever a carousel's view type is; the
// generic carousel calls them with what they need of its settings and, for custom transforms and
// per-item angles, its delegate.

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
  /// How far the viewport's centre lies past the resting anchor, in items
  /// (``CarouselState/Resolved/anchorShift``): 0 unless a linear carousel aligns to an edge.
  var anchorShift: Double
  /// Where items of their own widths lie (``CarouselState/metric``), or `nil`.
  var metric: CarouselItemMetric?
  /// The viewport's extent along the axis, in points.
  var viewportLength: Double

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

  /// iCarousel's `offsetForItemAtIndex`, from the viewport's centre: `i − s − δ` (δ the
  /// ``anchorShift``), corrected once by the item count when wrapping.
  @inline(__always)
  func offsetForItem(index: Int, scrollOffset s: Double) -> Double {
    if metric != nil { return metricOffsetForItem(index: index, scrollOffset: s) }
    var offset = Double(index) - s - anchorShift
    if wrap {
      let n = Double(count)
      let half = n / 2
      if offset > half { offset -= n } else if offset < -half { offset += n }
    }
    return offset
  }

  /// ``offsetForItem(index:scrollOffset:)`` for items of their own widths: kept out of line, so
  /// the frame's loops that inline the common case stay small (the web module's size).
  @inline(never)
  func metricOffsetForItem(index: Int, scrollOffset s: Double) -> Double {
    guard let metric else { return 0 }
    return metric.displayOffset(
      of: index, engineOffset: metric.engineOffset(atItems: s), viewport: viewportLength)
  }

  /// The offset of a loaded slot at scroll offset `s`, in items.
  @inline(__always)
  func slotOffset(key: Int, index: Int, scrollOffset s: Double) -> Double {
    regime == .ghosts
      ? Double(key) - continuousOffset - anchorShift : offsetForItem(index: index, scrollOffset: s)
  }
}

extension CarouselState {
  /// The values the offset arithmetic reads (``CarouselIndexing``).
  var indexing: CarouselIndexing {
    mutating get {
      CarouselIndexing(
        count: itemCount, wrap: resolved.wrap, regime: regime, continuousOffset: continuousOffset,
        anchorShift: resolved.anchorShift, metric: metric, viewportLength: resolved.viewportLength)
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
    let metric = indexing.metric
    let repeats = allowed && wrap && count > 0 && unlimited > count && metric == nil
    var size = repeats ? unlimited : min(max(unlimited, 0), count + shown)
    let lowest = -((shown + 1) / 2)
    let highest = count - 1 + shown / 2
    var start: Int
    if let metric {
      // The items whose spans meet the viewport, and one more on each side.
      let viewport = indexing.viewportLength
      let centre = metric.engineOffset(atItems: s) + (0.5 - metric.anchor) * viewport
      var hint = windowHint
      let first = metric.item(containing: centre - viewport / 2, hint: &hint) &- 1
      windowHint = hint
      let last = metric.item(containing: centre + viewport / 2, hint: &hint) &+ 1
      let limit = min(wrap ? count : count + shown, maximumCarouselWindow)
      size = min(max(last &- first &+ 1, 0), limit)
      start = first
      if last &- first &+ 1 > limit { start = metric.item(containing: centre) &- size / 2 }
      if !wrap { start = max(lowest, min(highest - size + 1, start)) }
    } else if repeats {
      start = Int(roundedHalfAwayFromZero(continuousOffset + indexing.anchorShift)) - unlimited / 2
    } else {
      start = indexing.clampedIndex(atOffset: s + indexing.anchorShift) - size / 2
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
      let continuous = continuousOffset + indexing.anchorShift
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
}

/// The most items a carousel loads (``Carousel/maximumWindowSize``).
let maximumCarouselWindow = 1_000

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
