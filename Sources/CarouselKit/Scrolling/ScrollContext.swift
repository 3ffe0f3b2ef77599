/// What a ``ScrollPhysics`` knows when it decides: the scroll's state and geometry, in the
/// engine's units.
public struct ScrollContext: Sendable {
  /// The current offset.
  ///
  /// When wrapping it lies in `0..<period`.
  public var offset: Double
  /// The current velocity, in units per second: the release velocity for
  /// ``ScrollPhysics/releaseMotion(in:)``, usually 0 for ``ScrollPhysics/settleMotion(in:)``.
  public var velocity: Double
  /// Where the current gesture's drag began, on the same unwrapped scale as ``offset``; the
  /// offset itself when there was no drag.
  public var dragStartOffset: Double
  /// The scroll's extent.
  public var bounds: ScrollEngine.Bounds
  /// The boundaries motion may rest on, if any.
  public var snapGrid: SnapGrid?
  /// How far past an end the offset may go, in units (0 without bounce).
  public var maximumOverscroll: Double
  /// When asymptotic motion counts as done, in units.
  public var tolerance: Tolerance
  /// Points per unit, to convert thresholds stated in points.
  public var pointsPerUnit: Double

  /// Creates a context; the engine builds these, and tests of custom physics can too.
  public init(
    offset: Double, velocity: Double, dragStartOffset: Double? = nil, bounds: ScrollEngine.Bounds,
    snapGrid: SnapGrid? = nil, maximumOverscroll: Double = 0, tolerance: Tolerance,
    pointsPerUnit: Double = 1
  ) {
    self.offset = offset
    self.velocity = velocity
    self.dragStartOffset = dragStartOffset ?? offset
    self.bounds = bounds
    self.snapGrid = snapGrid
    self.maximumOverscroll = maximumOverscroll
    self.tolerance = tolerance
    self.pointsPerUnit = pointsPerUnit
  }

  /// The wrapping period, or `nil` for a bounded scroll.
  public var period: Double? { bounds.period }

  /// `position` clamped into the bounds (no overscroll); unchanged when wrapping.
  public func clamped(_ position: Double) -> Double { bounds.clamped(position) }

  /// Whether `position` lies past either end.
  public func isOutOfBounds(_ position: Double) -> Bool { clamped(position) != position }

  /// `position` clamped to the ends plus the allowed overscroll.
  public func clampedToOverscroll(_ position: Double) -> Double {
    bounds.clamped(position, overscroll: maximumOverscroll)
  }

  /// The boundary with the given index, or `nil` without a snap grid.
  public func boundary(_ index: Int) -> Double? { snapGrid?.boundary(index, period: period) }

  /// The resting place nearest to `position`: the nearest boundary clamped into the bounds, or
  /// an end of limited bounds when that is nearer and boundaries lie past it (bounds that stop
  /// between boundaries, such as a contained carousel's, rest there too); `position` clamped
  /// when there is no snap grid.
  ///
  /// - Complexity: O(1) for a uniform grid, O(log n) for n explicit points.
  public func nearestRestingPlace(to position: Double) -> Double {
    guard let grid = snapGrid else { return clamped(position) }
    var nearest = clamped(
      grid.boundary(grid.nearestIndex(to: position, period: period), period: period))
    guard case .limited(let range) = bounds else { return nearest }
    let low = range.lowerBound
    let high = range.upperBound
    if abs(position - low) < abs(position - nearest),
      clamped(grid.boundary(grid.indexAtOrBefore(low))) == low
    {
      nearest = low
    }
    if abs(position - high) < abs(position - nearest),
      clamped(grid.boundary(grid.indexAtOrAfter(high))) == high
    {
      nearest = high
    }
    return nearest
  }

  /// Whether `position` already rests on `target`, to within rounding (1e-9 relative): wrapping
  /// re-normalises offsets, which can leave a boundary a few ulps off its grid value, and that
  /// must not start a motion.
  public func isAligned(_ position: Double, with target: Double) -> Bool {
    abs(position - target) <= 1e-9 * max(1, abs(position), abs(target))
  }

  /// `destination` limited to at most N boundaries from the one nearest where the drag began,
  /// when `rule` is ``ScrollTargetRule/atMost(boundaries:)``; unchanged otherwise.
  ///
  /// - Complexity: O(1) for a uniform grid, O(log n) for n explicit points.
  public func limitedToGesture(_ destination: Double, by rule: ScrollTargetRule) -> Double {
    guard case .atMost(let limit) = rule, let grid = snapGrid else { return destination }
    let anchor = grid.nearestIndex(to: dragStartOffset, period: period)
    let lowest = grid.boundary(anchor - max(limit, 0), period: period)
    let highest = grid.boundary(anchor + max(limit, 0), period: period)
    return min(max(destination, lowest), highest)
  }

  /// The target a rule picks for momentum heading from ``offset`` toward `naturalEnd`, clamped into
  /// the bounds plus overscroll.
  ///
  /// `outward` rounds the natural end away from the start (iCarousel) instead of to the nearest
  /// boundary.
  ///
  /// - Complexity: O(1) for a uniform grid, O(log n) for n explicit points.
  public func target(for rule: ScrollTargetRule, naturalEnd: Double, outward: Bool) -> Double {
    guard let grid = snapGrid, rule != .free else { return clampedToOverscroll(naturalEnd) }
    let forward = naturalEnd >= offset
    func rounded(_ position: Double) -> Int {
      if !outward { return grid.nearestIndex(to: position, period: period) }
      return forward
        ? grid.indexAtOrAfter(position, period: period)
        : grid.indexAtOrBefore(position, period: period)
    }
    var index: Int
    switch rule {
    case .free: index = 0  // handled above
    case .boundary: index = rounded(naturalEnd)
    case .paging:
      index =
        forward
        ? grid.indexAtOrAfter(offset, period: period) : grid.indexAtOrBefore(offset, period: period)
      if !outward, grid.boundary(index, period: period) == offset { index += forward ? 1 : -1 }
    case .atMost(let limit):
      let anchor = grid.nearestIndex(to: dragStartOffset, period: period)
      index = min(max(rounded(naturalEnd), anchor - max(limit, 0)), anchor + max(limit, 0))
    }
    return clampedToOverscroll(grid.boundary(index, period: period))
  }
}
