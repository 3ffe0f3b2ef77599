/// The positions where scrolling can come to rest: item or page boundaries.
///
/// Boundaries are numbered by integers. A uniform grid has one every `spacing` units from
/// `origin`, in both directions without end; a grid of explicit points (pages of different
/// widths) has boundaries `0..<points.count`, repeated every period when the scroll wraps.
///
/// Lookups are O(1) for a uniform grid and O(log n) for explicit points: nothing is sorted or
/// scanned per query.
public struct SnapGrid: Hashable, Sendable, CustomStringConvertible {
  private enum Storage: Hashable, Sendable {
    case uniform(spacing: Double, origin: Double)
    case points([Double])
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
    case .points(let points):
      guard let period else { return points[min(max(index, 0), points.count - 1)] }
      let (cycles, slot) = Self.floorDivision(index, points.count)
      return points[slot] + Double(cycles) * period
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
    case .points(let points):
      guard let period else { return Self.lastIndex(in: points, atOrBefore: position) }
      var cycles = wholeIndex(((position - points[0]) / period).rounded(.down))
      var slot = Self.lastIndex(in: points, atOrBefore: position - Double(cycles) * period)
      if slot < 0 {  // rounding left the position a hair before this cycle's first point
        cycles -= 1
        slot = points.count - 1
      }
      // Walk by whole boundaries until the answer is exact in the caller's coordinates.
      var index = cycles * points.count + slot
      while boundary(index, period: period) > position { index -= 1 }
      while boundary(index + 1, period: period) <= position { index += 1 }
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
    }
  }
}
