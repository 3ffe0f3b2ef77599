extension ScrollEngine {
  /// The extent of a scroll, in the engine's units.
  public enum Bounds: Hashable, Sendable, CustomStringConvertible {
    /// Offsets between the range's ends; past them only as far as the rubber band allows.
    case limited(ClosedRange<Double>)
    /// Offsets repeat every `period` units; ``ScrollEngine/offset`` stays in `0..<period`.
    case wrapping(period: Double)

    /// The wrapping period, or `nil` when limited.
    public var period: Double? {
      if case .wrapping(let period) = self { return period }
      return nil
    }

    /// `position` clamped to the ends widened by `overscroll`; unchanged when wrapping.
    public func clamped(_ position: Double, overscroll: Double = 0) -> Double {
      guard case .limited(let range) = self else { return position }
      return min(max(position, range.lowerBound - overscroll), range.upperBound + overscroll)
    }

    /// `position` brought into `0..<period` when wrapping; unchanged when limited.
    public func normalized(_ position: Double) -> Double {
      guard case .wrapping(let period) = self else { return position }
      return wrappedRemainder(position, period: period)
    }

    /// How far `position` lies past the nearer end (0 inside, or when wrapping).
    func overshoot(_ position: Double) -> Double { abs(position - clamped(position)) }

    public var description: String {
      switch self {
      case .limited(let range): return "limited(\(range.lowerBound)...\(range.upperBound))"
      case .wrapping(let period): return "wrapping(period: \(period))"
      }
    }
  }

  /// What the engine is doing.
  public enum Phase: String, Hashable, Sendable, CustomStringConvertible {
    /// At rest (a finger may be down without dragging: see ``ScrollEngine/isTracking``).
    case idle
    /// Following a finger.
    case dragging
    /// Running momentum or a bounce chosen by the physics.
    case decelerating
    /// Running an animation to a chosen place: a programmatic scroll or a snap.
    case animating

    public var description: String { rawValue }
  }

  /// What the engine tells its delegate, in the order documented on ``ScrollEngine``.
  ///
  /// Names match iCarousel's and UIScrollView's delegate methods. Every `willBegin…` is followed
  /// by exactly one `didEnd…` or `didCancel…`: motion interrupted by a touch, a drag, ``stop(at:)``
  /// or a new scroll is cancelled, not ended.
  public enum Event: Hashable, Sendable, CustomStringConvertible {
    case willBeginDragging
    /// The finger lifted; `willDecelerate` says whether momentum follows.
    case didEndDragging(willDecelerate: Bool)
    case willBeginDecelerating
    case didEndDecelerating
    /// Momentum was interrupted before it ended.
    case didCancelDecelerating
    case willBeginScrollingAnimation
    case didEndScrollingAnimation
    /// An animation was interrupted before it ended.
    case didCancelScrollingAnimation
    /// The offset changed.
    case didScroll

    /// The delegate-method name, as in `carousel simulate`'s JSON: `"willBeginDragging"`, …
    public var name: String {
      switch self {
      case .willBeginDragging: return "willBeginDragging"
      case .didEndDragging: return "didEndDragging"
      case .willBeginDecelerating: return "willBeginDecelerating"
      case .didEndDecelerating: return "didEndDecelerating"
      case .didCancelDecelerating: return "didCancelDecelerating"
      case .willBeginScrollingAnimation: return "willBeginScrollingAnimation"
      case .didEndScrollingAnimation: return "didEndScrollingAnimation"
      case .didCancelScrollingAnimation: return "didCancelScrollingAnimation"
      case .didScroll: return "didScroll"
      }
    }

    public var description: String {
      if case .didEndDragging(let willDecelerate) = self {
        return "didEndDragging(willDecelerate: \(willDecelerate))"
      }
      return name
    }
  }

  /// Everything that shapes how the engine scrolls.
  public struct Configuration: Sendable {
    /// The extent: limited or wrapping (`limited(0...0)`).
    public var bounds: Bounds
    /// The boundaries motion may rest on (none).
    public var snapGrid: SnapGrid?
    /// How drags past a limited end are resisted (``RubberBand/none``); it also sets how far
    /// past an end any motion may go.
    public var rubberBand: RubberBand
    /// What happens after a release and at rest (``MomentumPhysics``, iCarousel's).
    public var physics: any ScrollPhysics
    /// How many points of finger travel make one unit: an item's width for a carousel, 1 for a
    /// pager measured in points (1).
    public var pointsPerUnit: Double
    /// Multiplies the finger's travel while dragging (1; iCarousel's `offsetMultiplier`, 2 for
    /// cover flow).
    public var dragMultiplier: Double
    /// Multiplies the release velocity (1; iCarousel's `scrollSpeed`).
    public var velocityMultiplier: Double
    /// The fastest the offset may move after a release, in points per second, after
    /// ``velocityMultiplier`` (1,000,000). Faster releases are slowed to it, as is the velocity a
    /// spring scroll carries over from the motion it replaces. The default lies far
    /// beyond any finger (about 10,000) and only keeps the physics finite for any finite input;
    /// 8,000 is Flutter's and Android's cap on a fling.
    public var maximumReleaseSpeed: Double
    /// When asymptotic motion counts as done, **in points**; the engine converts it to units
    /// with ``pointsPerUnit`` (``Tolerance/points``).
    public var tolerance: Tolerance

    /// Creates a configuration.
    public init(
      bounds: Bounds = .limited(0...0), snapGrid: SnapGrid? = nil, rubberBand: RubberBand = .none,
      physics: any ScrollPhysics = MomentumPhysics(), pointsPerUnit: Double = 1,
      dragMultiplier: Double = 1, velocityMultiplier: Double = 1,
      maximumReleaseSpeed: Double = 1_000_000, tolerance: Tolerance = .points
    ) {
      self.bounds = bounds
      self.snapGrid = snapGrid
      self.rubberBand = rubberBand
      self.physics = physics
      self.pointsPerUnit = pointsPerUnit
      self.dragMultiplier = dragMultiplier
      self.velocityMultiplier = velocityMultiplier
      self.maximumReleaseSpeed = maximumReleaseSpeed
      self.tolerance = tolerance
    }

    func validate() {
      switch bounds {
      case .limited(let range):
        precondition(range.lowerBound.isFinite && range.upperBound.isFinite, "Scroll bounds must be finite")
      case .wrapping(let period):
        precondition(period > 0 && period.isFinite, "Wrapping period must be positive and finite")
        if let snapGrid {
          precondition(snapGrid.fits(period: period), "A snap grid must repeat exactly once per wrapping period")
        }
      }
      precondition(pointsPerUnit > 0 && pointsPerUnit.isFinite, "Points per unit must be positive and finite")
      precondition(dragMultiplier.isFinite && velocityMultiplier.isFinite, "Multipliers must be finite")
      precondition(
        maximumReleaseSpeed > 0 && maximumReleaseSpeed.isFinite, "Maximum release speed must be positive and finite")
      switch rubberBand {
      case .none: break
      case .linear(let limit), .exponential(let limit):
        precondition(limit > 0 && limit.isFinite, "Rubber-band limit must be positive and finite")
      case .iOS(let coefficient, let dimension):
        precondition(coefficient > 0 && dimension > 0, "Rubber-band dimension and coefficient must be positive")
      }
    }

    /// The largest overshoot past an end, in units; 0 when wrapping.
    var maximumOverscroll: Double {
      bounds.period == nil ? rubberBand.maximumOverscroll(pointsPerUnit: pointsPerUnit) : 0
    }
  }
}

/// Receives a ``ScrollEngine``'s events.
public protocol ScrollEngineDelegate: AnyObject {
  /// `event` happened at `time` (seconds, the engine's clock). The engine's state is consistent
  /// when this is called, and the delegate may call back into the engine.
  func scrollEngine(_ engine: ScrollEngine, didEmit event: ScrollEngine.Event, at time: Double)
}

/// A model that a host drives frame by frame: on each display frame it calls ``advance(to:)``
/// and redraws; while ``isAnimating`` is false it can stop its display link.
public protocol FrameDriven: AnyObject {
  /// Brings the model to `time`, in seconds.
  func advance(to time: Double)
  /// Whether the model moves by itself and needs frames.
  var isAnimating: Bool { get }
  /// A short account of what is moving, for messages: `"decelerating at offset 4.2"`.
  var activityDescription: String { get }
}

/// A model that follows a finger along one axis. Translations and velocities are in points
/// along the axis, positive to the right (or down); times in seconds.
public protocol DragDriven: AnyObject {
  /// A finger touched down (it may or may not become a drag).
  func touchBegan(at time: Double)
  /// The finger started to drag.
  func dragBegan(at time: Double)
  /// The finger is `translation` points from where the drag began.
  func dragChanged(translation: Double, at time: Double)
  /// The finger lifted after dragging, moving at `velocity` points per second, or at the
  /// model's own estimate when `nil`.
  func dragEnded(velocity: Double?, at time: Double)
  /// The finger lifted without dragging.
  func touchEnded(at time: Double)
}
