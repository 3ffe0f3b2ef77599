// The 46 curves' values and slopes. Values follow Parade's expressions operation for operation,
// so the Parade set matches `PDEasing.parametricProgress` bit for bit (CGFloat is a Double on
// 64-bit platforms); the corrected set differs only in the four broken outIn curves.

/// Penner's overshoot for the Back curves.
private let overshoot = 1.70158
/// π/2.
private let halfPi = Double.pi / 2
private let ln2 = 0.693_147_180_559_945_3

extension Easing.Curve {
  /// The curve's value at progress `p`, unclamped (Back and Elastic overshoot).
  ///
  /// - Parameters:
  ///   - p: Progress, normally in [0, 1]; values outside are evaluated by the same formula.
  ///   - set: Which values the four broken outIn curves give.
  /// - Returns: The fraction of the change made.
  /// - Complexity: O(1), no allocation.
  public func value(at p: Double, in set: Easing.CurveSet = .corrected) -> Double {
    if set == .corrected, let halves = mendedHalves {
      return p < 0.5
        ? 0.5 * halves.out.value(at: 2 * p, in: .parade)
        : 0.5 * halves.in.value(at: 2 * p - 1, in: .parade) + 0.5
    }
    switch self {
    case .linear: return p
    case .smoothStep: return p * p * (3.0 - 2.0 * p)
    case .smootherStep: return p * p * p * (p * (p * 6.0 - 15.0) + 10.0)
    case .inAtan: return libmAtan((p - 1.0) * 15.0) / libmAtan(15.0) + 1.0
    case .outAtan: return libmAtan(p * 15.0) / libmAtan(15.0)
    case .inOutAtan: return libmAtan((p - 0.5) * 15.0) / (2.0 * libmAtan(0.5 * 15.0)) + 0.5
    case .inSine: return libmSin((p - 1.0) * halfPi) + 1.0
    case .outSine: return libmSin(p * halfPi)
    case .inOutSine: return 0.5 * (1.0 - libmCos(p * Double.pi))
    case .outInSine:
      return p < 0.5
        ? 0.5 * libmSin(p * 2 * (Double.pi / 2.0))
        : -0.5 * libmCos(((p * 2) - 1.0) * (Double.pi / 2.0)) + 1.0
    case .inQuadratic: return p * p
    case .outQuadratic: return -(p * (p - 2))
    case .inOutQuadratic: return p < 0.5 ? 2.0 * p * p : (-2.0 * p * p) + (4.0 * p) - 1.0
    case .outInQuadratic:
      if p * 2.0 < 1.0 { return -(0.5) * (p * 2.0) * ((p * 2.0) - 2.0) }
      let t = (p * 2.0) - 1.0
      return 0.5 * t * t + 0.5
    case .inCubic: return p * p * p
    case .outCubic:
      let f = p - 1
      return f * f * f + 1
    case .inOutCubic:
      if p < 0.5 { return 4.0 * p * p * p }
      let f = (2.0 * p) - 2.0
      return 0.5 * f * f * f + 1.0
    case .outInCubic:
      let f = p * 2 - 1.0
      return 0.5 * f * f * f + 0.5
    case .inQuartic: return p * p * p * p
    case .outQuartic:
      let f = p - 1.0
      return f * f * f * (1.0 - p) + 1.0
    case .inOutQuartic:
      if p < 0.5 { return 8.0 * p * p * p * p }
      let f = p - 1
      return -8.0 * f * f * f * f + 1.0
    case .outInQuartic:
      let t = p * 2 - 1
      return t < 0.0 ? -0.5 * (t * t * t * t - 1.0) : 0.5 * t * t * t * t + 0.5
    case .inQuintic: return p * p * p * p * p
    case .outQuintic:
      let f = p - 1.0
      return f * f * f * f * f + 1.0
    case .inOutQuintic:
      if p < 0.5 { return 16.0 * p * p * p * p * p }
      let f = (2.0 * p) - 2.0
      return 0.5 * f * f * f * f * f + 1
    case .outInQuintic:
      let f = p * 2.0 - 1.0
      return 0.5 * f * f * f * f * f + 0.5
    case .inExponential: return p == 0.0 ? p : libmPow(2, 10.0 * (p - 1.0))
    case .outExponential: return p == 1.0 ? p : 1.0 - libmPow(2, -10.0 * p)
    case .inOutExponential:
      if p == 0.0 || p == 1.0 { return p }
      return p < 0.5
        ? 0.5 * libmPow(2, (20.0 * p) - 10.0)
        : -0.5 * libmPow(2, (-20.0 * p) + 10.0) + 1.0
    case .outInExponential:
      if p == 1.0 { return 0.5 }
      return p < 0.5
        ? 0.5 * (1 - libmPow(2, -10.0 * p * 2.0))
        : 0.5 * libmPow(2, 10.0 * (((p * 2.0) - 1.0) - 1.0)) + 0.5
    case .inCircular: return 1 - (1 - (p * p)).squareRoot()
    case .outCircular: return ((2 - p) * p).squareRoot()
    case .inOutCircular:
      return p < 0.5
        ? 0.5 * (1 - (1 - 4 * (p * p)).squareRoot())
        : 0.5 * ((-((2 * p) - 3) * ((2 * p) - 1)).squareRoot() + 1)
    case .outInCircular:
      let f = p * 2.0 - 1.0
      if f < 0.0 { return 0.5 * (1 - f * f).squareRoot() }
      return -(0.5) * ((1.0 - f * f).squareRoot() - 1.0) + 0.5
    case .inBack: return p * p * ((overshoot + 1.0) * p - overshoot)
    case .outBack:
      let f = p - 1.0
      return f * f * ((overshoot + 1.0) * f + overshoot) + 1.0
    case .inOutBack:
      if p < 0.5 { return 0.5 * Self.backArc(2 * p) }
      return 0.5 * (1.0 - Self.backArc(1.0 - (2.0 * p - 1.0))) + 0.5
    case .outInBack:
      if p < 0.5 { return 0.5 * Self.backArc(p / 2.0) }
      return 0.5 * (1.0 - Self.backArc(1.0 - (2.0 * p - 1.0))) + 0.5
    case .inElastic: return libmSin(13 * halfPi * p) * libmPow(2, 10 * (p - 1))
    case .outElastic: return libmSin(-13 * halfPi * (p + 1)) * libmPow(2, -10 * p) + 1
    case .inOutElastic:
      return p < 0.5 ? Self.elasticFirstHalf(p) : Self.elasticSecondHalf(p)
    case .outInElastic:
      return p < 0.5 ? Self.elasticSecondHalf(p) : Self.elasticFirstHalf(p)
    case .inBounce: return 1.0 - Self.outBounce(1.0 - p)
    case .outBounce: return Self.outBounce(p)
    case .inOutBounce:
      return p < 0.5
        ? 0.5 * (1.0 - Self.outBounce(1.0 - p * 2.0))
        : 0.5 * Self.outBounce(p * 2.0 - 1.0) + 0.5
    case .outInBounce:
      return p < 0.5
        ? 0.5 * Self.outBounce(p / 2.0)
        : 0.5 * (1.0 - Self.outBounce(1.0 - (p * 2.0 - 1.0))) + 0.5
    }
  }

  /// The derivative of ``value(at:in:)`` with respect to `p`.
  ///
  /// Where a curve's slope is infinite (the circular curves' vertical ends) the slope is read
  /// a millionth inside, so it stays finite; at a jump it is the slope of the side `p` is on.
  ///
  /// - Parameters:
  ///   - p: Progress, normally in [0, 1].
  ///   - set: Which values the four broken outIn curves give.
  /// - Returns: The derivative, per unit of progress.
  /// - Complexity: O(1), no allocation.
  public func slope(at p: Double, in set: Easing.CurveSet = .corrected) -> Double {
    if set == .corrected, let halves = mendedHalves {
      return p < 0.5
        ? halves.out.slope(at: 2 * p, in: .parade) : halves.in.slope(at: 2 * p - 1, in: .parade)
    }
    switch self {
    case .linear: return 1
    case .smoothStep: return 6 * p * (1 - p)
    case .smootherStep: return 30 * p * p * (p - 1) * (p - 1)
    case .inAtan: return Self.atanSlope(15 * (p - 1)) * 15 / libmAtan(15)
    case .outAtan: return Self.atanSlope(15 * p) * 15 / libmAtan(15)
    case .inOutAtan: return Self.atanSlope(15 * (p - 0.5)) * 15 / (2 * libmAtan(7.5))
    case .inSine: return halfPi * libmCos((p - 1) * halfPi)
    case .outSine: return halfPi * libmCos(p * halfPi)
    case .inOutSine: return 0.5 * Double.pi * libmSin(p * Double.pi)
    case .outInSine:
      return p < 0.5 ? halfPi * libmCos(p * Double.pi) : halfPi * libmSin((2 * p - 1) * halfPi)
    case .inQuadratic: return 2 * p
    case .outQuadratic: return 2 - 2 * p
    case .inOutQuadratic: return p < 0.5 ? 4 * p : 4 - 4 * p
    case .outInQuadratic: return p < 0.5 ? 2 - 4 * p : 2 * (2 * p - 1)
    case .inCubic: return 3 * p * p
    case .outCubic: return 3 * (p - 1) * (p - 1)
    case .inOutCubic: return p < 0.5 ? 12 * p * p : 12 * (p - 1) * (p - 1)
    case .outInCubic: return 3 * (2 * p - 1) * (2 * p - 1)
    case .inQuartic: return 4 * p * p * p
    case .outQuartic: return -4 * (p - 1) * (p - 1) * (p - 1)
    case .inOutQuartic: return p < 0.5 ? 32 * p * p * p : -32 * (p - 1) * (p - 1) * (p - 1)
    case .outInQuartic:
      let t = 2 * p - 1
      return t < 0 ? -4 * t * t * t : 4 * t * t * t
    case .inQuintic: return 5 * p * p * p * p
    case .outQuintic:
      let f = p - 1
      return 5 * f * f * f * f
    case .inOutQuintic:
      let f = p < 0.5 ? p : p - 1
      return 80 * f * f * f * f
    case .outInQuintic:
      let f = 2 * p - 1
      return 5 * f * f * f * f
    case .inExponential: return p == 0 ? 0 : 10 * ln2 * libmPow(2, 10 * (p - 1))
    case .outExponential: return 10 * ln2 * libmPow(2, -10 * p)
    case .inOutExponential:
      if p == 0 || p == 1 { return 0 }
      return 10 * ln2 * libmPow(2, p < 0.5 ? 20 * p - 10 : -20 * p + 10)
    case .outInExponential:
      if p == 1 { return 0 }
      return 10 * ln2 * libmPow(2, p < 0.5 ? -20 * p : 20 * p - 20)
    case .inCircular:
      let q = Self.insideEnds(p)
      return q / (1 - q * q).squareRoot()
    case .outCircular:
      let q = Self.insideEnds(p)
      return (1 - q) / ((2 - q) * q).squareRoot()
    case .inOutCircular:
      let q = Self.insideEnds(p, 0.5)
      if q < 0.5 { return 2 * q / (1 - 4 * q * q).squareRoot() }
      return (2 - 2 * q) / (-(2 * q - 3) * (2 * q - 1)).squareRoot()
    case .outInCircular:
      let f = 2 * Self.insideEnds(p) - 1
      return (f < 0 ? -f : f) / (1 - f * f).squareRoot()
    case .inBack: return 3 * (overshoot + 1) * p * p - 2 * overshoot * p
    case .outBack:
      let f = p - 1
      return 3 * (overshoot + 1) * f * f + 2 * overshoot * f
    case .inOutBack:
      return p < 0.5 ? Self.backArcSlope(2 * p) : Self.backArcSlope(2 - 2 * p)
    case .outInBack:
      return p < 0.5 ? 0.25 * Self.backArcSlope(p / 2) : Self.backArcSlope(2 - 2 * p)
    case .inElastic:
      let a = 13 * halfPi * p
      let e = libmPow(2, 10 * (p - 1))
      return 13 * halfPi * libmCos(a) * e + libmSin(a) * 10 * ln2 * e
    case .outElastic:
      let a = -13 * halfPi * (p + 1)
      let e = libmPow(2, -10 * p)
      return -13 * halfPi * libmCos(a) * e - 10 * ln2 * libmSin(a) * e
    case .inOutElastic:
      return p < 0.5 ? Self.elasticFirstHalfSlope(p) : Self.elasticSecondHalfSlope(p)
    case .outInElastic:
      return p < 0.5 ? Self.elasticSecondHalfSlope(p) : Self.elasticFirstHalfSlope(p)
    case .inBounce: return Self.outBounceSlope(1 - p)
    case .outBounce: return Self.outBounceSlope(p)
    case .inOutBounce:
      return p < 0.5 ? Self.outBounceSlope(1 - 2 * p) : Self.outBounceSlope(2 * p - 1)
    case .outInBounce:
      return p < 0.5 ? 0.25 * Self.outBounceSlope(p / 2) : Self.outBounceSlope(2 - 2 * p)
    }
  }

  /// For the four outIn curves Parade gets wrong, the out and in curves the corrected set
  /// joins; nil for every other curve.
  private var mendedHalves: (out: Easing.Curve, in: Easing.Curve)? {
    switch self {
    case .outInBack: (.outBack, .inBack)
    case .outInElastic: (.outElastic, .inElastic)
    case .outInBounce: (.outBounce, .inBounce)
    case .outInExponential: (.outExponential, .inExponential)
    default: nil
    }
  }

  /// f³ − f·sin(fπ): Parade's Back arc.
  private static func backArc(_ f: Double) -> Double {
    f * f * f - f * libmSin(f * Double.pi)
  }

  /// The derivative of ``backArc(_:)`` with respect to f.
  private static func backArcSlope(_ f: Double) -> Double {
    3 * f * f - libmSin(f * Double.pi) - f * Double.pi * libmCos(f * Double.pi)
  }

  /// inOutElastic below one half.
  private static func elasticFirstHalf(_ p: Double) -> Double {
    0.5 * libmSin(13.0 * halfPi * (2.0 * p)) * libmPow(2, 10.0 * ((2.0 * p) - 1.0))
  }

  /// inOutElastic above one half.
  private static func elasticSecondHalf(_ p: Double) -> Double {
    0.5
      * (libmSin(-13.0 * halfPi * ((2.0 * p - 1.0) + 1.0)) * libmPow(2, -10.0 * (2.0 * p - 1.0))
        + 2.0)
  }

  private static func elasticFirstHalfSlope(_ p: Double) -> Double {
    let a = 26 * halfPi * p
    let e = libmPow(2, 10 * (2 * p - 1))
    return 0.5 * (26 * halfPi * libmCos(a) * e + libmSin(a) * 20 * ln2 * e)
  }

  private static func elasticSecondHalfSlope(_ p: Double) -> Double {
    let a = -26 * halfPi * p
    let e = libmPow(2, -10 * (2 * p - 1))
    return 0.5 * (-26 * halfPi * libmCos(a) * e - 20 * ln2 * libmSin(a) * e)
  }

  /// Parade's outBounce, whose four arcs meet at 4/11, 8/11 and 9/10.
  private static func outBounce(_ p: Double) -> Double {
    if p < 4.0 / 11.0 { return (121.0 * p * p) / 16.0 }
    if p < 8.0 / 11.0 { return (363.0 / 40.0 * p * p) - (99.0 / 10.0 * p) + 17.0 / 5.0 }
    if p < 9.0 / 10.0 {
      return (4356.0 / 361.0 * p * p) - (35442.0 / 1805.0 * p) + 16061.0 / 1805.0
    }
    return (54.0 / 5.0 * p * p) - (513.0 / 25.0 * p) + 268.0 / 25.0
  }

  private static func outBounceSlope(_ p: Double) -> Double {
    if p < 4.0 / 11.0 { return 2 * 121.0 / 16.0 * p }
    if p < 8.0 / 11.0 { return 2 * 363.0 / 40.0 * p - 99.0 / 10.0 }
    if p < 9.0 / 10.0 { return 2 * 4356.0 / 361.0 * p - 35442.0 / 1805.0 }
    return 2 * 54.0 / 5.0 * p - 513.0 / 25.0
  }

  /// The derivative of atan at x.
  private static func atanSlope(_ x: Double) -> Double { 1 / (1 + x * x) }

  /// `p` moved a millionth inside [0, 1] (and off `middle`, where a circular curve is also
  /// vertical), so a circular curve's slope stays finite.
  private static func insideEnds(_ p: Double, _ middle: Double? = nil) -> Double {
    var q = min(max(p, 1e-6), 1 - 1e-6)
    if let middle, abs(q - middle) < 1e-6 { q = q < middle ? middle - 1e-6 : middle + 1e-6 }
    return q
  }
}
