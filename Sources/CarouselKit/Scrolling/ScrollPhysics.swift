/// A policy that decides how a scroll moves on its own: after the finger lifts, and when it
/// comes to rest somewhere it should not stay (past an end, or between boundaries when
/// snapping).
///
/// The ``ScrollEngine`` asks its physics at two moments, and runs whatever ``ScrollMotion`` comes
/// back as a closed-form ``Simulation``:
///
/// - ``releaseMotion(in:)`` when a drag ends, with the release velocity;
/// - ``settleMotion(in:)`` when the engine comes to rest by itself: a motion the physics started
///   has ended, or a touch went up without dragging.
///
/// Returning `nil` leaves the engine idle where it is. Like Flutter's scroll physics, a policy
/// must depend only on the context it is given (position, velocity, geometry), never on the time
/// since a gesture began, so restarting it gives the same answer.
///
/// Built in: ``MomentumPhysics`` (iCarousel's constant deceleration and eased snaps) and
/// ``DecayPhysics`` (UIScrollView's exponential decay with spring edges).
public protocol ScrollPhysics: Sendable {
  /// The motion to run when the finger lifts, or `nil` to stay put.
  func releaseMotion(in context: ScrollContext) -> ScrollMotion?
  /// The motion that brings a resting scroll to where it should rest, or `nil` if it is there.
  func settleMotion(in context: ScrollContext) -> ScrollMotion?
}

/// A motion a ``ScrollPhysics`` hands the ``ScrollEngine``: a simulation and the phase it runs in.
public struct ScrollMotion: Sendable, CustomStringConvertible {
  /// The phase the engine is in while the motion runs, which decides the events it emits.
  public enum Kind: String, Sendable, Hashable {
    /// Momentum or a bounce: `willBeginDecelerating` … `didEndDecelerating`.
    case decelerating
    /// An animation to a chosen place: `willBeginScrollingAnimation` …
    /// `didEndScrollingAnimation`.
    case animating
  }

  /// The phase.
  public var kind: Kind
  /// The motion, in the engine's unwrapped units, starting at the context's ``ScrollContext/offset``.
  public var simulation: any Simulation

  /// Creates a motion.
  public init(_ kind: Kind, _ simulation: any Simulation) {
    self.kind = kind
    self.simulation = simulation
  }

  /// Momentum or a bounce.
  public static func decelerating(_ simulation: any Simulation) -> ScrollMotion {
    ScrollMotion(.decelerating, simulation)
  }

  /// An animation to a chosen place.
  public static func animating(_ simulation: any Simulation) -> ScrollMotion {
    ScrollMotion(.animating, simulation)
  }

  public var description: String { "\(kind.rawValue)(\(simulation))" }
}

/// Where a flick is allowed to come to rest.
public enum ScrollTargetRule: Hashable, Sendable {
  /// Wherever the momentum takes it (iCarousel with `stopAtItemBoundary = false`).
  case free
  /// On a boundary near the natural end: ``MomentumPhysics`` rounds the natural end outward
  /// (iCarousel's `stopAtItemBoundary`); ``DecayPhysics`` takes the boundary nearest to the
  /// projected rest position.
  case boundary
  /// On the next boundary in the flick's direction from where the finger lifted, however hard
  /// the flick (iCarousel's and UIScrollView's paging). Released exactly on a boundary,
  /// ``MomentumPhysics`` stays there (iCarousel's ceil/floor) and ``DecayPhysics`` moves on one.
  case paging
  /// Like ``boundary``, but at most `boundaries` boundaries away from the one nearest to where
  /// the drag began (Compose's `PagerSnapDistance.atMost`, SwiftUI's `.alwaysByFew`).
  case atMost(boundaries: Int)
}

/// What a ``ScrollPhysics`` knows when it decides: the scroll's state and geometry, in the
/// engine's units.
public struct ScrollContext: Sendable {
  /// The current offset. When wrapping it lies in `0..<period`.
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

  /// The boundary nearest to `position`, clamped into the bounds; `position` clamped when there
  /// is no snap grid.
  public func nearestRestingPlace(to position: Double) -> Double {
    guard let grid = snapGrid else { return clamped(position) }
    return clamped(grid.boundary(grid.nearestIndex(to: position, period: period), period: period))
  }

  /// Whether `position` already rests on `target`, to within rounding (1e-9 relative): wrapping
  /// re-normalises offsets, which can leave a boundary a few ulps off its grid value, and that
  /// must not start a motion.
  public func isAligned(_ position: Double, with target: Double) -> Bool {
    abs(position - target) <= 1e-9 * max(1, abs(position), abs(target))
  }

  /// `destination` limited to at most N boundaries from the one nearest where the drag began,
  /// when `rule` is ``ScrollTargetRule/atMost(boundaries:)``; unchanged otherwise.
  public func limitedToGesture(_ destination: Double, by rule: ScrollTargetRule) -> Double {
    guard case .atMost(let limit) = rule, let grid = snapGrid else { return destination }
    let anchor = grid.nearestIndex(to: dragStartOffset, period: period)
    let lowest = grid.boundary(anchor - max(limit, 0), period: period)
    let highest = grid.boundary(anchor + max(limit, 0), period: period)
    return min(max(destination, lowest), highest)
  }

  /// The target a rule picks for momentum heading from ``offset`` toward `naturalEnd`, clamped
  /// into the bounds plus overscroll. `outward` rounds the natural end away from the start
  /// (iCarousel) instead of to the nearest boundary.
  public func target(for rule: ScrollTargetRule, naturalEnd: Double, outward: Bool) -> Double {
    guard let grid = snapGrid, rule != .free else { return clampedToOverscroll(naturalEnd) }
    let forward = naturalEnd >= offset
    func rounded(_ position: Double) -> Int {
      if !outward { return grid.nearestIndex(to: position, period: period) }
      return forward
        ? grid.indexAtOrAfter(position, period: period) : grid.indexAtOrBefore(position, period: period)
    }
    var index: Int
    switch rule {
    case .free: index = 0  // handled above
    case .boundary: index = rounded(naturalEnd)
    case .paging:
      index = forward
        ? grid.indexAtOrAfter(offset, period: period) : grid.indexAtOrBefore(offset, period: period)
      if !outward, grid.boundary(index, period: period) == offset { index += forward ? 1 : -1 }
    case .atMost(let limit):
      let anchor = grid.nearestIndex(to: dragStartOffset, period: period)
      index = min(max(rounded(naturalEnd), anchor - max(limit, 0)), anchor + max(limit, 0))
    }
    return clampedToOverscroll(grid.boundary(index, period: period))
  }
}
