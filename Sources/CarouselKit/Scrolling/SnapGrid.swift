/// The positions where scrolling can come to rest: item or page boundaries.
///
/// Boundaries are numbered by integers. A uniform grid has one every `spacing` units from
/// `origin`, in both directions without end; a grid of explicit points (pages of different
/// widths) has boundaries `0..<points.count`, repeated every period when the scroll wraps, and so
/// has a grid anchored across spans (items of their own widths, one boundary per item).
///
/// Lookups are O(1) for a uniform grid and O(log n) for explicit points: nothing is sorted or
/// scanned per query.
public struct SnapGrid: Hashable, Sendable, CustomStringConvertible {
  private enum Storage: Hashable, Sendable {
    case uniform(spacing: Double, origin: Double)
    case points([Double])
    /// A boundary at fraction `anchor` across each of the spans between consecutive `starts`
    /// (items of their own widths): `starts[k] + anchor·(starts[k+1] − starts[k])`.
    case anchored(starts: [Double], anchor: Double)
    /// `count` boundaries `spacing` apart from 0, the last one moved to `last` (groups of items
    /// whose count is no multiple of the group).
    case stepped(spacing: Double, count: Int, last: Double)
  }

  private let storage: Storage

  /// A boundary every `spacing` units, through `origin`: item boundaries are
  /// `uniform(spacing: 1)`, pages of width W are `uniform(spacing: W)`.
  ///
  /// - Precondition: `spacing` is positive and finite; `origin` is finite.
  public static func uniform(spacing: Double, origin: Double = 0) -> SnapGrid {
    precondition(spacing > 0 && spacing.isFinite, "Snap spacing must be positive and finite")
    precondition(origin.isFinite, "Snap origin must be finite")
    return SnapGrid(storage: .uniform(spacing: spacing, origin: origin))
  }

  /// Boundaries at explicit positions, such as the starts of pages of different widths.
  ///
  /// - Precondition: `points` is not empty, finite and strictly increasing.
  /// - Complexity: O(n) in the number of points, to check them.
  public init(points: [Double]) {
    precondition(!points.isEmpty, "A snap grid needs at least one point")
    precondition(points.allSatisfy { $0.isFinite }, "Snap points must be finite")
    precondition(
      zip(points, points.dropFirst()).allSatisfy { $0 < $1 },
      "Snap points must be strictly increasing")
    storage = .points(points)
  }

  private init(storage: Storage) { self.storage = storage }

  /// A boundary at fraction `anchor` across each span between consecutive `starts`: where items
  /// of their own widths rest when aligned at that fraction (0 their starts, ½ their centres).
  ///
  /// Spans may be empty (items 0 wide), so boundaries may repeat; lookups then answer with the
  /// last of equal boundaries at or before a position. Nothing is copied or checked: the grid
  /// shares the caller's array.
  ///
  /// - Precondition: `starts` holds at least two values and does not decrease (not checked
  ///   beyond the count); `anchor` lies in [0, 1].
  /// - Complexity: O(1).
  package init(anchoredIn starts: [Double], at anchor: Double) {
    precondition(starts.count >= 2, "An anchored snap grid needs at least one span")
    precondition(anchor >= 0 && anchor <= 1, "A snap anchor lies from 0 to 1")
    storage = .anchored(starts: starts, anchor: anchor)
  }

  /// Boundaries `spacing` apart from 0 up to `last`, and one at `last` when it is not on them:
  /// the first items of groups of `spacing` items, and the last item, in a carousel that does
  /// not wrap; with `last` on them, the groups of a wrapping carousel whose count is no multiple
  /// of the group.
  ///
  /// - Precondition: `spacing` is positive and finite; `last` is finite and not negative.
  /// - Complexity: O(1): nothing is listed.
  package init(steppedBy spacing: Double, upTo last: Double) {
    precondition(spacing > 0 && spacing.isFinite, "Snap spacing must be positive and finite")
    precondition(last >= 0 && last.isFinite, "A stepped grid's last boundary must be finite")
    let whole = (last / spacing).rounded(.down)
    let count = wholeIndex(whole) &+ (whole * spacing == last ? 1 : 2)
    storage = .stepped(spacing: spacing, count: max(count, 1), last: last)
  }

  /// The number of explicit boundaries, or `nil` for a uniform grid.
  private var explicitCount: Int? {
    switch storage {
    case .uniform: return nil
    case .points(let points): return points.count
    case .anchored(let starts, _): return starts.count - 1
    case .stepped(_, let count, _): return count
    }
  }

  /// Explicit boundary `slot`, in `0..<explicitCount`.
  @inline(__always) private func point(_ slot: Int) -> Double {
    switch storage {
    case .uniform(let spacing, let origin): return origin + Double(slot) * spacing
    case .points(let points): return points[slot]
    case .anchored(let starts, let anchor):
      return starts[slot] + anchor * (starts[slot + 1] - starts[slot])
    case .stepped(let spacing, let count, let last):
      return slot >= count - 1 ? last : Double(slot) * spacing
    }
  }

  /// The last explicit boundary at or before `position`, −1 if none: a binary search.
  private func lastSlot(atOrBefore position: Double) -> Int {
    if case .points(let points) = storage {
      return Self.lastIndex(in: points, atOrBefore: position)
    }
    var low = 0
    var high = explicitCount ?? 0
    while low < high {
      let middle = (low + high) / 2
      if point(middle) <= position { low = middle + 1 } else { high = middle }
    }
    return low - 1
  }

  /// The position of boundary `index`.
  ///
  /// With explicit points and no `period`, indexes outside the points are clamped to the first or
  /// last; with a period they repeat one period apart.
  ///
  /// - Complexity: O(1)
  public func boundary(_ index: Int, period: Double? = nil) -> Double {
    switch storage {
    case .uniform(let spacing, let origin):
      return origin + Double(index) * spacing
    case .points, .anchored, .stepped:
      let count = explicitCount ?? 1
      guard let period else { return point(min(max(index, 0), count - 1)) }
      let (cycles, slot) = Self.floorDivision(index, count)
      return point(slot) + Double(cycles) * period
    }
  }

  /// The index of the last boundary at or before `position`.
  ///
  /// With explicit points, no period and a position before the first point, the answer is −1.
  ///
  /// - Complexity: O(1) uniform, O(log n) explicit points.
  public func indexAtOrBefore(_ position: Double, period: Double? = nil) -> Int {
    switch storage {
    case .uniform(let spacing, let origin):
      return wholeIndex(((position - origin) / spacing).rounded(.down))
    case .points, .anchored, .stepped:
      guard let period else { return lastSlot(atOrBefore: position) }
      let count = explicitCount ?? 1
      var cycles = wholeIndex(((position - point(0)) / period).rounded(.down))
      var slot = lastSlot(atOrBefore: position - Double(cycles) * period)
      if slot < 0 {  // rounding left the position a hair before this cycle's first point
        cycles -= 1
        slot = count - 1
      }
      // Walk by whole boundaries until the answer is exact in the caller's coordinates: a step
      // or two, or at most a cycle's worth where positions are too large for one period to
      // change them (past 2^53 periods), which leaves the nearest answer there is.
      var index = cycles &* count &+ slot
      var steps = 0
      while steps <= count && boundary(index, period: period) > position {
        index -= 1
        steps += 1
      }
      steps = 0
      while steps <= count && boundary(index + 1, period: period) <= position {
        index += 1
        steps += 1
      }
      return index
    }
  }

  /// The index of the first boundary at or after `position`.
  ///
  /// - Complexity: O(1) uniform, O(log n) explicit points.
  public func indexAtOrAfter(_ position: Double, period: Double? = nil) -> Int {
    let before = indexAtOrBefore(position, period: period)
    return boundary(before, period: period) == position ? before : before + 1
  }

  /// The index of the boundary nearest to `position`; halfway between two, the later one wins
  /// (C's `round`, half away from zero, for a uniform grid through 0 at positive positions).
  ///
  /// - Complexity: O(1) uniform, O(log n) explicit points.
  public func nearestIndex(to position: Double, period: Double? = nil) -> Int {
    if case .uniform(let spacing, let origin) = storage {
      return wholeIndex(((position - origin) / spacing).rounded())
    }
    let before = indexAtOrBefore(position, period: period)
    let after = before + 1
    let distanceBefore = abs(position - boundary(before, period: period))
    let distanceAfter = abs(boundary(after, period: period) - position)
    return distanceAfter <= distanceBefore ? after : before
  }

  /// Whether the grid repeats exactly once per `period`: a whole number of uniform spacings
  /// (to within rounding), or explicit points that all lie within one period of the first.
  ///
  /// - Complexity: O(1); explicit points are checked by their first and last.
  public func fits(period: Double) -> Bool {
    switch storage {
    case .uniform(let spacing, _):
      let count = (period / spacing).rounded()
      return count >= 1 && abs(count * spacing - period) <= 1e-9 * period
    case .points(let points):
      return points[points.count - 1] - points[0] < period
    case .anchored(let starts, _):
      // Spans may be empty: the last boundary may meet the next cycle's first.
      let count = starts.count - 1
      return point(count - 1) - point(0) <= period && starts[count] - starts[0] == period
    case .stepped(_, _, let last):
      return last < period
    }
  }

  /// The index of the last of the increasing `points` at or before `position`, −1 if none: a
  /// binary search, O(log n).
  static func lastIndex(in points: [Double], atOrBefore position: Double) -> Int {
    var low = 0
    var high = points.count  // first index with points[i] > position
    while low < high {
      let middle = (low + high) / 2
      if points[middle] <= position { low = middle + 1 } else { high = middle }
    }
    return low - 1
  }

  private static func floorDivision(_ a: Int, _ b: Int) -> (quotient: Int, remainder: Int) {
    let remainder = ((a % b) + b) % b
    return ((a - remainder) / b, remainder)
  }

  public var description: String {
    switch storage {
    case .uniform(let spacing, let origin):
      return "SnapGrid.uniform(spacing: \(spacing), origin: \(origin))"
    case .points(let points): return "SnapGrid(points: \(points.count) boundaries)"
    case .anchored(let starts, let anchor):
      return "SnapGrid(anchored at \(anchor) in \(starts.count - 1) spans)"
    case .stepped(let spacing, let count, let last):
      return "SnapGrid(\(count) boundaries \(spacing) apart, the last at \(last))"
    }
  }
}
