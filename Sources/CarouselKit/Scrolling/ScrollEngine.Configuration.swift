extension ScrollEngine {
  /// Everything that shapes how the engine scrolls.
  public struct Configuration: Sendable {
    /// The extent: limited or wrapping (`limited(0...0)`).
    public var bounds: Bounds
    /// The boundaries motion may rest on (none).
    public var snapGrid: SnapGrid?
    /// How drags past a limited end are resisted (``RubberBand/none``); it also sets how far
    /// past an end any motion may go.
    public var rubberBand: RubberBand
    /// What happens after a release and at rest (``MomentumPhysics``, iCarousel's), as a value
    /// (``AnyScrollPhysics``: `.momentum(…)`, `.decay(…)`, or your own with `AnyScrollPhysics(…)`).
    public var physics: AnyScrollPhysics
    /// How many points of finger travel make one unit: an item's width for a carousel, 1 for a
    /// pager measured in points (1).
    public var pointsPerUnit: Double
    /// Multiplies the finger's travel while dragging (1; iCarousel's `offsetMultiplier`, 2 for
    /// cover flow).
    public var dragMultiplier: Double
    /// Multiplies the release velocity (1; iCarousel's `scrollSpeed`).
    public var velocityMultiplier: Double
    /// The fastest the offset may move after a release, in points per second, after
    /// ``velocityMultiplier`` (1,000,000).
    ///
    /// Faster releases are slowed to it, as is the velocity a spring scroll carries over from the
    /// motion it replaces. The default lies far beyond any finger (about 10,000) and only keeps the
    /// physics finite for any finite input; 8,000 is Flutter's and Android's cap on a fling.
    public var maximumReleaseSpeed: Double
    /// When asymptotic motion counts as done, **in points**; the engine converts it to units
    /// with ``pointsPerUnit`` (``Tolerance/points``).
    public var tolerance: Tolerance

    /// Creates a configuration.
    public init(
      bounds: Bounds = .limited(0...0), snapGrid: SnapGrid? = nil, rubberBand: RubberBand = .none,
      physics: some ScrollPhysics = MomentumPhysics(), pointsPerUnit: Double = 1,
      dragMultiplier: Double = 1, velocityMultiplier: Double = 1,
      maximumReleaseSpeed: Double = 1_000_000, tolerance: Tolerance = .points
    ) {
      self.bounds = bounds
      self.snapGrid = snapGrid
      self.rubberBand = rubberBand
      self.physics = AnyScrollPhysics(physics)
      self.pointsPerUnit = pointsPerUnit
      self.dragMultiplier = dragMultiplier
      self.velocityMultiplier = velocityMultiplier
      self.maximumReleaseSpeed = maximumReleaseSpeed
      self.tolerance = tolerance
    }

    func validate() {
      switch bounds {
      case .limited(let range):
        precondition(
          range.lowerBound.isFinite && range.upperBound.isFinite, "Scroll bounds must be finite")
      case .wrapping(let period):
        precondition(period > 0 && period.isFinite, "Wrapping period must be positive and finite")
        if let snapGrid {
          precondition(
            snapGrid.fits(period: period),
            "A snap grid must repeat exactly once per wrapping period")
        }
      }
      precondition(
        pointsPerUnit > 0 && pointsPerUnit.isFinite, "Points per unit must be positive and finite")
      precondition(
        dragMultiplier.isFinite && velocityMultiplier.isFinite, "Multipliers must be finite")
      precondition(
        maximumReleaseSpeed > 0 && maximumReleaseSpeed.isFinite,
        "Maximum release speed must be positive and finite")
      switch rubberBand {
      case .none: break
      case .linear(let limit), .exponential(let limit):
        precondition(limit > 0 && limit.isFinite, "Rubber-band limit must be positive and finite")
      case .iOS(let coefficient, let dimension):
        precondition(
          coefficient > 0 && dimension > 0, "Rubber-band dimension and coefficient must be positive"
        )
      }
    }

    /// The largest overshoot past an end, in units; 0 when wrapping.
    var maximumOverscroll: Double {
      bounds.period == nil ? rubberBand.maximumOverscroll(pointsPerUnit: pointsPerUnit) : 0
    }
  }
}
