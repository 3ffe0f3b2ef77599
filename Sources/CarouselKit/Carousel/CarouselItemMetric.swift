/// Where the items of a linear carousel with widths of their own lie along the axis, and the
/// maps between the carousel's offsets, in items, and its engine's, in points.
///
/// Item `k` spans `[S_k, S_{k+1})`, `S_k = Σ_{j<k} σ·w_j` (σ iCarousel's `spacing`), and rests
/// where the point `E_k = S_k + a·(S_{k+1} − S_k)` of the content lies at fraction `a` across the
/// viewport. The engine's offset is that content point; the carousel's offset `u` runs linearly
/// from `E_k` at `k` to `E_{k+1}` at `k + 1`, so whole offsets are resting places, as with items
/// of one width. Wrapping repeats the content every `L = S_n` points. Past either end of a
/// carousel that does not wrap, the end item's width continues the map (the mean width for an
/// item 0 wide).
///
/// Item to point is O(1); point to item is a binary search, O(log n).
struct CarouselItemMetric {
  /// `S_0 … S_n`, in points: `starts[k]` is where item `k` begins, `starts[n]` the length `L`.
  let starts: [Double]
  /// Where items rest, as a fraction across an item and across the viewport (`a`).
  let anchor: Double
  let wraps: Bool
  /// The mean item width, `L/n`, in points: the unit of every offset the layout reads, of the
  /// physics' thresholds and of the bounce distance.
  let unit: Double

  /// The metric of items of widths `widths` (points, each already finite and not negative) times
  /// `scale`, or `nil` when they span no length (or an infinite one).
  ///
  /// - Complexity: O(n).
  init?(widths: [Double], scale: Double, anchor: Double, wraps: Bool) {
    guard !widths.isEmpty, scale > 0, scale.isFinite else { return nil }
    var starts: [Double] = []
    starts.reserveCapacity(widths.count + 1)
    var sum = 0.0
    starts.append(0)
    for width in widths {
      sum += width * scale
      starts.append(sum)
    }
    guard sum > 0, sum.isFinite else { return nil }
    self.starts = starts
    self.anchor = anchor
    self.wraps = wraps
    unit = sum / Double(widths.count)
  }

  /// The number of items.
  var count: Int { starts.count - 1 }
  /// The content's length `L`, in points.
  var length: Double { starts[starts.count - 1] }

  /// Item `k`'s span along the axis, in points (`k` in `0..<count`).
  @inline(__always) func width(_ k: Int) -> Double { starts[k + 1] - starts[k] }

  /// `E_k`, the engine offset at which item `k` rests (`k` in `0..<count`).
  @inline(__always) func rest(_ k: Int) -> Double { starts[k] + anchor * width(k) }

  /// The resting places as a snap grid: one per item, sharing ``starts``.
  var snapGrid: SnapGrid { SnapGrid(anchoredIn: starts, at: anchor) }

  /// How far the map continues past the first and last item, per item, in points.
  private var extensions: (before: Double, after: Double) {
    let first = width(0)
    let last = width(count - 1)
    return (first > 0 ? first : unit, last > 0 ? last : unit)
  }

  // MARK: Offsets

  /// The engine offset, in points, for the carousel offset `u`, in items.
  ///
  /// - Complexity: O(1)
  func engineOffset(atItems u: Double) -> Double {
    let n = count
    if wraps {
      let laps = (u / Double(n)).rounded(.down)
      let r = u - laps * Double(n)
      let k = min(max(wholeIndex(r.rounded(.down)), 0), n - 1)
      let next = k + 1 < n ? rest(k + 1) : rest(0) + length
      return (laps * length + rest(k) + (r - Double(k)) * (next - rest(k))).clampedToFinite
    }
    if u <= 0 || n == 1 {
      let past = u <= 0 ? u : u - Double(n - 1)
      let base = u <= 0 ? rest(0) : rest(n - 1)
      return (base + past * (u <= 0 ? extensions.before : extensions.after)).clampedToFinite
    }
    if u >= Double(n - 1) {
      return (rest(n - 1) + (u - Double(n - 1)) * extensions.after).clampedToFinite
    }
    let k = min(wholeIndex(u.rounded(.down)), n - 2)
    return rest(k) + (u - Double(k)) * (rest(k + 1) - rest(k))
  }

  /// The carousel offset, in items, for the engine offset `e`, in points: the inverse of
  /// ``engineOffset(atItems:)`` (between two items that rest in the same place, the later).
  ///
  /// - Complexity: O(log n)
  func items(atEngineOffset e: Double) -> Double {
    var hint = -1
    return items(atEngineOffset: e, hint: &hint)
  }

  /// ``items(atEngineOffset:)``, trying first the item `hint` and its neighbours (the one found
  /// last, as a frame moves a little from the last), and setting `hint` to the item found.
  ///
  /// - Complexity: O(1) when the item is the hint or next to it, O(log n) otherwise.
  func items(atEngineOffset e: Double, hint: inout Int) -> Double {
    let n = count
    if wraps {
      let period = length
      let laps = ((e - rest(0)) / period).rounded(.down)
      let r = e - laps * period
      let k = min(max(lastRest(atOrBefore: r, hint: &hint), 0), n - 1)
      let next = k + 1 < n ? rest(k + 1) : rest(0) + period
      let span = next - rest(k)
      let f = span > 0 ? min(max((r - rest(k)) / span, 0), 1) : 0
      return laps * Double(n) + Double(k) + f
    }
    if e <= rest(0) { return (e - rest(0)) / extensions.before }
    if e >= rest(n - 1) { return Double(n - 1) + (e - rest(n - 1)) / extensions.after }
    let k = min(max(lastRest(atOrBefore: e, hint: &hint), 0), n - 2)
    let span = rest(k + 1) - rest(k)
    return Double(k) + (span > 0 ? (e - rest(k)) / span : 0)
  }

  /// The last item whose resting place is at or before `e`, −1 if none; tries `hint` and its
  /// neighbours first, and sets it to the answer.
  private func lastRest(atOrBefore e: Double, hint: inout Int) -> Int {
    let n = count
    @inline(__always) func holds(_ guess: Int) -> Bool {
      guess >= 0 && guess < n && rest(guess) <= e && (guess + 1 == n || rest(guess + 1) > e)
    }
    if holds(hint) { return hint }
    if holds(hint + 1) {
      hint += 1
      return hint
    }
    if holds(hint - 1) {
      hint -= 1
      return hint
    }
    var low = 0
    var high = count
    while low < high {
      let middle = (low + high) / 2
      if rest(middle) <= e { low = middle + 1 } else { high = middle }
    }
    hint = low - 1
    return low - 1
  }

  /// The item whose span holds the content point `p` (points), on the unwrapped strip when
  /// wrapping (item `k + j·n` is item `k` of lap `j`); otherwise, before the first item or past
  /// the last, the placeholder there (indexes below 0 or from `count` on, a mean width each).
  ///
  /// - Complexity: O(log n)
  func item(containing p: Double) -> Int {
    var hint = -1
    return item(containing: p, hint: &hint)
  }

  /// ``item(containing:)``, walking from the item `hint` (in `0..<count`) when the answer lies
  /// a few items from it, and setting `hint` to the answer's item.
  ///
  /// - Complexity: O(distance from the hint) up to 16 items, O(log n) beyond.
  func item(containing p: Double, hint: inout Int) -> Int {
    let n = count
    var laps = 0.0
    var point = p
    if !wraps && (p < 0 || p >= length) {
      return p < 0
        ? wholeIndex((p / unit).rounded(.down))
        : n &+ wholeIndex(((p - length) / unit).rounded(.down))
    }
    if wraps {
      laps = (p / length).rounded(.down)
      point = p - laps * length
    }
    var k = hint
    if k >= 0 && k < n {
      var steps = 0
      while steps < 16 && k > 0 && starts[k] > point {
        k -= 1
        steps += 1
      }
      while steps < 16 && k < n - 1 && starts[k + 1] <= point {
        k += 1
        steps += 1
      }
      if steps == 16 { k = SnapGrid.lastIndex(in: starts, atOrBefore: point) }
    } else {
      k = SnapGrid.lastIndex(in: starts, atOrBefore: point)
    }
    k = min(max(k, 0), n - 1)
    hint = k
    guard wraps else { return k }
    return wholeIndex(laps) &* n &+ k
  }

  /// The centre of item `index` along the content, in points; placeholders (indexes outside
  /// the items) continue at the mean width.
  ///
  /// - Complexity: O(1)
  @inline(__always) func centre(of index: Int) -> Double {
    let n = count
    if index < 0 { return (Double(index) + 0.5) * unit }
    if index >= n { return length + (Double(index - n) + 0.5) * unit }
    return starts[index] + width(index) / 2
  }

  /// Item `index`'s distance from the viewport's centre, in ``unit``s, when the engine's offset
  /// is `e` in a viewport `viewport` points long: the offset the layout draws it at (wrapped to
  /// the nearer side when wrapping).
  ///
  /// - Complexity: O(1)
  @inline(__always) func displayOffset(of index: Int, engineOffset e: Double, viewport: Double)
    -> Double
  {
    var distance = centre(of: index) - (e + (0.5 - anchor) * viewport)
    if wraps {
      let period = length
      distance = wrappedRemainder(distance, period: period)
      if distance > period / 2 { distance -= period }
    }
    return distance / unit
  }
}
