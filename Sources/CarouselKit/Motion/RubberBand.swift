/// How a drag past the end of a bounded scroll is resisted.
///
/// All overshoots here are in the scroll engine's units (items for a carousel, points for a
/// pager) and are distances past the end, positive whichever end it is.
public enum RubberBand: Hashable, Sendable, CustomStringConvertible {
  /// No overscroll: drags stop at the ends.
  case none

  /// iCarousel's linear resistance, applied to each drag event: an event's movement is scaled by
  /// ``linearResistance(overshoot:limit:)`` evaluated at the overshoot *before* the event, and
  /// the offset never goes further than `limit` past an end (`bounceDistance`, 1 item).
  ///
  /// Faithful to the original, and therefore path-dependent: the result depends on how the
  /// finger's travel is split into events. ``exponential(limit:)`` is its event-independent
  /// limit.
  case linear(limit: Double)

  /// The limit of ``linear(limit:)`` as drag events become infinitely dense:
  /// `u = limit·(1 − e^(−x/limit))` for a raw overshoot `x`. Same feel, independent of the
  /// event rate.
  case exponential(limit: Double)

  /// UIScrollView's rubber band, `(1 − 1/(x·c/d + 1))·d` with the raw overshoot `x` in points,
  /// `d` the viewport's dimension along the axis in points and `c` the coefficient (0.55 on
  /// iOS). Event-independent; the overshoot approaches `d` but never reaches it.
  case iOS(coefficient: Double = 0.55, dimension: Double)

  /// iCarousel's per-event resistance factor, `1 − min(|overshoot|, limit)/limit`: 1 at the end,
  /// falling linearly to 0 at `limit` past it.
  ///
  /// - Precondition: `limit` is positive.
  public static func linearResistance(overshoot: Double, limit: Double) -> Double {
    precondition(limit > 0, "Rubber-band limit must be positive")
    return 1 - min(abs(overshoot), limit) / limit
  }

  /// UIScrollView's rubber band: the displayed overshoot for a raw overshoot `x`.
  ///
  /// That is `(1 − 1/(|x|·c/d + 1))·d`, with the sign of `x`: a raw 100 pt in a 400 pt view
  /// shows 48.4 pt.
  ///
  /// - Parameters:
  ///   - overshoot: The raw overshoot `x`, in points.
  ///   - dimension: The viewport's dimension `d` along the axis, in points.
  ///   - coefficient: `c`, 0.55 on iOS.
  /// - Returns: The overshoot shown, in points, below `dimension`.
  /// - Precondition: `dimension` and `coefficient` are positive.
  public static func iOSOffset(overshoot: Double, dimension: Double, coefficient: Double = 0.55)
    -> Double
  {
    precondition(
      dimension > 0 && coefficient > 0, "Rubber-band dimension and coefficient must be positive")
    let shown = (1 - 1 / (abs(overshoot) * coefficient / dimension + 1)) * dimension
    return overshoot < 0 ? -shown : shown
  }

  /// The largest overshoot this law can show, in engine units, given the engine's points per
  /// unit: 0 for ``none``, `limit` for the linear laws, `d` in units for ``iOS(coefficient:dimension:)``.
  public func maximumOverscroll(pointsPerUnit: Double) -> Double {
    switch self {
    case .none: return 0
    case .linear(let limit), .exponential(let limit): return limit
    case .iOS(_, let dimension): return dimension / pointsPerUnit
    }
  }

  /// The displayed overshoot for a raw (finger) overshoot, for the event-independent laws.
  ///
  /// ``linear(limit:)`` is applied per event by the engine and maps here like
  /// ``exponential(limit:)``.
  ///
  /// - Parameters:
  ///   - raw: The finger's overshoot past the end, in engine units, ≥ 0.
  ///   - pointsPerUnit: Points per engine unit, to apply the iOS law in points.
  /// - Returns: The overshoot shown, in engine units, below ``maximumOverscroll(pointsPerUnit:)``.
  public func displayedOverscroll(raw: Double, pointsPerUnit: Double) -> Double {
    switch self {
    case .none: return 0
    case .linear(let limit), .exponential(let limit):
      return limit * -libmExpm1(-raw / limit)
    case .iOS(let coefficient, let dimension):
      return RubberBand.iOSOffset(
        overshoot: raw * pointsPerUnit, dimension: dimension, coefficient: coefficient)
        / pointsPerUnit
    }
  }

  /// The raw overshoot that displays as `displayed`: the inverse of
  /// ``displayedOverscroll(raw:pointsPerUnit:)``, used when a drag starts while the content is
  /// already past an end (for instance during a bounce).
  ///
  /// Displayed overshoots at or beyond the law's maximum map to a large finite raw overshoot.
  public func rawOverscroll(displayed: Double, pointsPerUnit: Double) -> Double {
    let maximum = maximumOverscroll(pointsPerUnit: pointsPerUnit)
    guard maximum > 0 else { return 0 }
    let fraction = min(displayed / maximum, 1 - 1e-12)
    switch self {
    case .none: return 0
    case .linear(let limit), .exponential(let limit):
      return -limit * libmLog(1 - fraction)
    case .iOS(let coefficient, _):
      return displayed / (coefficient * (1 - fraction))
    }
  }

  /// How much a finger movement is scaled at a displayed overshoot: the derivative of the law
  /// there, in [0, 1] (the iOS law starts at `c`, 0.55).
  ///
  /// A release velocity is scaled by it, as iCarousel scales its release velocity by the resistance
  /// factor.
  public func resistance(atDisplayed displayed: Double, pointsPerUnit: Double) -> Double {
    switch self {
    case .none: return displayed > 0 ? 0 : 1
    case .linear(let limit), .exponential(let limit):
      return RubberBand.linearResistance(overshoot: displayed, limit: limit)
    case .iOS(let coefficient, let dimension):
      // d/dx of (1 − 1/(x·c/d + 1))·d is c/(x·c/d + 1)² = c·(1 − y/d)².
      let remaining = max(0, 1 - displayed * pointsPerUnit / dimension)
      return coefficient * remaining * remaining
    }
  }

  public var description: String {
    switch self {
    case .none: return "none"
    case .linear(let limit): return "linear(limit: \(limit))"
    case .exponential(let limit): return "exponential(limit: \(limit))"
    case .iOS(let coefficient, let dimension):
      return "iOS(coefficient: \(coefficient), dimension: \(dimension))"
    }
  }
}
