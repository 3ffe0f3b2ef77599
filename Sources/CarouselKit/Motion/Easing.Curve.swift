extension Easing {
  /// The 46 named curves of Parade's `PDEasing`, in its order: `linear`, `smoothStep`,
  /// `smootherStep`, the three atan curves, then in, out, inOut and outIn of Sine, Quadratic,
  /// Cubic, Quartic, Quintic, Exponential, Circular, Back, Elastic and Bounce.
  ///
  /// A curve maps progress p in [0, 1] to a fraction of the change made. In the corrected set
  /// (``Easing/CurveSet/corrected``, the default) every curve gives 0 at 0 and 1 at 1, to
  /// rounding (Back and Elastic overshoot on the way). Parade's own set
  /// (``Easing/CurveSet/parade``) keeps four broken outIn curves bit for bit, and two of them do
  /// not: `outInElastic` gives 1 at 0 (and about 0 at 1), and `outInExponential` gives ½ at 1.
  /// Read a curve through ``Easing`` (`Easing(.inSine)`, ``Easing/inSine``), which is what
  /// scrolls, snaps and parallax properties take.
  public enum Curve: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// p.
    case linear
    /// p²(3 − 2p).
    case smoothStep
    /// p³(p(6p − 15) + 10).
    case smootherStep
    /// atan(15(p − 1))/atan(15) + 1.
    case inAtan
    /// atan(15p)/atan(15).
    case outAtan
    /// atan(15(p − ½))/(2·atan(7.5)) + ½.
    case inOutAtan
    /// sin((p − 1)π/2) + 1.
    case inSine
    /// sin(pπ/2).
    case outSine
    /// ½(1 − cos(pπ)).
    case inOutSine
    /// outSine on the first half, inSine on the second.
    case outInSine
    /// p².
    case inQuadratic
    /// −p(p − 2).
    case outQuadratic
    /// 2p² below one half, −2p² + 4p − 1 above.
    case inOutQuadratic
    /// outQuadratic on the first half, inQuadratic on the second.
    case outInQuadratic
    /// p³.
    case inCubic
    /// (p − 1)³ + 1.
    case outCubic
    /// 4p³ below one half, ½(2p − 2)³ + 1 above: iCarousel's scroll curve.
    case inOutCubic
    /// ½(2p − 1)³ + ½.
    case outInCubic
    /// p⁴.
    case inQuartic
    /// 1 − (p − 1)⁴.
    case outQuartic
    /// 8p⁴ below one half, 1 − 8(p − 1)⁴ above.
    case inOutQuartic
    /// outQuartic on the first half, inQuartic on the second.
    case outInQuartic
    /// p⁵.
    case inQuintic
    /// (p − 1)⁵ + 1.
    case outQuintic
    /// 16p⁵ below one half, ½(2p − 2)⁵ + 1 above.
    case inOutQuintic
    /// ½(2p − 1)⁵ + ½.
    case outInQuintic
    /// 2^(10(p − 1)), and 0 at 0 (it jumps to about 0.000977 just above).
    case inExponential
    /// 1 − 2^(−10p), and 1 at 1.
    case outExponential
    /// ½·2^(20p − 10) below one half, 1 − ½·2^(−20p + 10) above; 0 at 0 and 1 at 1.
    case inOutExponential
    /// outExponential on the first half, inExponential on the second (Parade: ½ at 1).
    case outInExponential
    /// 1 − √(1 − p²).
    case inCircular
    /// √((2 − p)p).
    case outCircular
    /// ½(1 − √(1 − 4p²)) below one half, ½(√(−(2p − 3)(2p − 1)) + 1) above.
    case inOutCircular
    /// outCircular on the first half, inCircular on the second.
    case outInCircular
    /// p²((s + 1)p − s) with Penner's overshoot s = 1.70158.
    case inBack
    /// f²((s + 1)f + s) + 1 with f = p − 1.
    case outBack
    /// ½(f³ − f·sin(fπ)) with f = 2p below one half, mirrored above (Parade's form, not
    /// Penner's 1.525·s one).
    case inOutBack
    /// outBack on the first half, inBack on the second (Parade: broken, see ``Easing/CurveSet``).
    case outInBack
    /// sin(13·π/2·p)·2^(10(p − 1)).
    case inElastic
    /// sin(−13·π/2·(p + 1))·2^(−10p) + 1.
    case outElastic
    /// inElastic squeezed into the first half, outElastic into the second.
    case inOutElastic
    /// outElastic on the first half, inElastic on the second (Parade: broken).
    case outInElastic
    /// 1 − outBounce(1 − p).
    case inBounce
    /// Four parabolic bounces: 121p²/16 up to 4/11, then three smaller arcs.
    case outBounce
    /// inBounce squeezed into the first half, outBounce into the second.
    case inOutBounce
    /// outBounce on the first half, inBounce on the second (Parade: broken).
    case outInBounce

    public var description: String { rawValue }

    /// The curve Parade's `reverseEasing()` gives: in ↔ out and inOut ↔ outIn; `linear`,
    /// `smoothStep`, `smootherStep` and `inOutAtan` are their own reverse.
    ///
    /// - Complexity: O(1).
    public var reversed: Curve {
      switch self {
      case .linear, .smoothStep, .smootherStep, .inOutAtan: self
      case .inAtan: .outAtan
      case .outAtan: .inAtan
      default:
        Curve(family: family, shape: shape.reversed) ?? self
      }
    }

    /// The family the curve belongs to, as Parade's README groups them.
    ///
    /// - Complexity: O(1).
    public var family: Family {
      switch self {
      case .linear, .smoothStep, .smootherStep: .basic
      case .inAtan, .outAtan, .inOutAtan: .atan
      case .inSine, .outSine, .inOutSine, .outInSine: .sine
      case .inQuadratic, .outQuadratic, .inOutQuadratic, .outInQuadratic: .quadratic
      case .inCubic, .outCubic, .inOutCubic, .outInCubic: .cubic
      case .inQuartic, .outQuartic, .inOutQuartic, .outInQuartic: .quartic
      case .inQuintic, .outQuintic, .inOutQuintic, .outInQuintic: .quintic
      case .inExponential, .outExponential, .inOutExponential, .outInExponential: .exponential
      case .inCircular, .outCircular, .inOutCircular, .outInCircular: .circular
      case .inBack, .outBack, .inOutBack, .outInBack: .back
      case .inElastic, .outElastic, .inOutElastic, .outInElastic: .elastic
      case .inBounce, .outBounce, .inOutBounce, .outInBounce: .bounce
      }
    }

    /// Whether the curve eases in, out, in then out, or out then in.
    ///
    /// - Complexity: O(1).
    public var shape: Shape {
      switch self {
      case .linear, .smoothStep, .smootherStep: .none
      case .inAtan, .inSine, .inQuadratic, .inCubic, .inQuartic, .inQuintic, .inExponential,
        .inCircular, .inBack, .inElastic, .inBounce:
        .in
      case .outAtan, .outSine, .outQuadratic, .outCubic, .outQuartic, .outQuintic,
        .outExponential, .outCircular, .outBack, .outElastic, .outBounce:
        .out
      case .inOutAtan, .inOutSine, .inOutQuadratic, .inOutCubic, .inOutQuartic, .inOutQuintic,
        .inOutExponential, .inOutCircular, .inOutBack, .inOutElastic, .inOutBounce:
        .inOut
      case .outInSine, .outInQuadratic, .outInCubic, .outInQuartic, .outInQuintic,
        .outInExponential, .outInCircular, .outInBack, .outInElastic, .outInBounce:
        .outIn
      }
    }

    /// The curve of `family` with `shape`, or nil when the family has no such curve (Atan has
    /// no outIn; the basic family's curves have no shape, and `.none` gives `linear`, the
    /// first of them).
    ///
    /// - Complexity: O(1).
    public init?(family: Family, shape: Shape) {
      if family == .basic {
        guard shape == .none else { return nil }
        self = .linear
        return
      }
      guard let members = Self.members(of: family) else { return nil }
      switch shape {
      case .in: self = members.in
      case .out: self = members.out
      case .inOut: self = members.inOut
      case .outIn:
        guard let outIn = members.outIn else { return nil }
        self = outIn
      case .none: return nil
      }
    }

    /// The in, out, inOut and outIn curves of a family, nil for the basic family.
    private static func members(
      of family: Family
    ) -> (in: Curve, out: Curve, inOut: Curve, outIn: Curve?)? {
      switch family {
      case .basic: nil
      case .atan: (.inAtan, .outAtan, .inOutAtan, nil)
      case .sine: (.inSine, .outSine, .inOutSine, .outInSine)
      case .quadratic: (.inQuadratic, .outQuadratic, .inOutQuadratic, .outInQuadratic)
      case .cubic: (.inCubic, .outCubic, .inOutCubic, .outInCubic)
      case .quartic: (.inQuartic, .outQuartic, .inOutQuartic, .outInQuartic)
      case .quintic: (.inQuintic, .outQuintic, .inOutQuintic, .outInQuintic)
      case .exponential:
        (.inExponential, .outExponential, .inOutExponential, .outInExponential)
      case .circular: (.inCircular, .outCircular, .inOutCircular, .outInCircular)
      case .back: (.inBack, .outBack, .inOutBack, .outInBack)
      case .elastic: (.inElastic, .outElastic, .inOutElastic, .outInElastic)
      case .bounce: (.inBounce, .outBounce, .inOutBounce, .outInBounce)
      }
    }
  }

  /// The families of ``Easing/Curve``, in the order of Parade's README.
  public enum Family: String, CaseIterable, Hashable, Sendable {
    /// `linear`, `smoothStep`, `smootherStep`.
    case basic
    /// Arc-tangent curves (in, out, inOut).
    case atan
    /// Quarter sine waves.
    case sine
    /// Powers of two.
    case quadratic
    /// Powers of three.
    case cubic
    /// Powers of four.
    case quartic
    /// Powers of five.
    case quintic
    /// Powers of 2^10.
    case exponential
    /// Quarter circles.
    case circular
    /// Curves that pull back before they go (overshoot s = 1.70158).
    case back
    /// Damped oscillations.
    case elastic
    /// Parabolic bounces.
    case bounce
  }

  /// How a curve spends its change: at the end (`in`), at the start (`out`), at both ends
  /// (`inOut`) or in the middle and ends (`outIn`).
  public enum Shape: String, Hashable, Sendable {
    /// Slow start.
    case `in`
    /// Slow end.
    case out
    /// Slow start and end.
    case inOut
    /// Fast start and end, slow middle.
    case outIn
    /// `linear`, `smoothStep` and `smootherStep`.
    case none

    /// in ↔ out and inOut ↔ outIn.
    public var reversed: Shape {
      switch self {
      case .in: .out
      case .out: .in
      case .inOut: .outIn
      case .outIn: .inOut
      case .none: .none
      }
    }
  }

  /// Which values the named curves give.
  public enum CurveSet: String, CaseIterable, Hashable, Sendable {
    /// The default. Every outIn curve is its out curve on the first half and its in curve on
    /// the second, `out(2p)/2` below one half and `in(2p − 1)/2 + 1/2` above, so it runs from
    /// 0 through ½ to 1. This mends Parade's `outInBack`, `outInElastic`, `outInBounce` and
    /// `outInExponential` at 1; the other 42 curves are Parade's, bit for bit.
    case corrected
    /// Parade's `PDEasing` values bit for bit, broken curves included: `outInBack` and
    /// `outInBounce` read their first half at p/2 (so they jump to ½ at ½), `outInElastic`
    /// swaps inOutElastic's halves without reparametrising them (1 at 0, 12.31 at ¼, −11.31 at
    /// ¾, swinging as far as ±317 near 0 and 1), and `outInExponential` is ½ at 1 (and
    /// ½ + 2⁻¹¹ at ½). For content tuned against Parade.
    case parade
  }
}
