// The 46 named curves as static members, so a parameter of type `Easing` reads `.inSine`.

extension Easing {
  /// ``Curve/linear``: p.
  public static let linear = Easing(.linear)
  /// ``Curve/smoothStep``: p²(3 − 2p).
  public static let smoothStep = Easing(.smoothStep)
  /// ``Curve/smootherStep``: p³(p(6p − 15) + 10).
  public static let smootherStep = Easing(.smootherStep)
  /// ``Curve/inAtan``: atan(15(p − 1))/atan(15) + 1.
  public static let inAtan = Easing(.inAtan)
  /// ``Curve/outAtan``: atan(15p)/atan(15).
  public static let outAtan = Easing(.outAtan)
  /// ``Curve/inOutAtan``: atan(15(p − ½))/(2·atan(7.5)) + ½.
  public static let inOutAtan = Easing(.inOutAtan)
  /// ``Curve/inSine``: sin((p − 1)π/2) + 1.
  public static let inSine = Easing(.inSine)
  /// ``Curve/outSine``: sin(pπ/2).
  public static let outSine = Easing(.outSine)
  /// ``Curve/inOutSine``: ½(1 − cos(pπ)).
  public static let inOutSine = Easing(.inOutSine)
  /// ``Curve/outInSine``: outSine on the first half, inSine on the second.
  public static let outInSine = Easing(.outInSine)
  /// ``Curve/inQuadratic``: p².
  public static let inQuadratic = Easing(.inQuadratic)
  /// ``Curve/outQuadratic``: −p(p − 2).
  public static let outQuadratic = Easing(.outQuadratic)
  /// ``Curve/inOutQuadratic``: 2p² below one half, −2p² + 4p − 1 above.
  public static let inOutQuadratic = Easing(.inOutQuadratic)
  /// ``Curve/outInQuadratic``: outQuadratic on the first half, inQuadratic on the second.
  public static let outInQuadratic = Easing(.outInQuadratic)
  /// ``Curve/inCubic``: p³.
  public static let inCubic = Easing(.inCubic)
  /// ``Curve/outCubic``: (p − 1)³ + 1.
  public static let outCubic = Easing(.outCubic)
  /// ``Curve/inOutCubic``: 4p³ below one half, ½(2p − 2)³ + 1 above: iCarousel's scroll curve.
  public static let inOutCubic = Easing(.inOutCubic)
  /// ``Curve/outInCubic``: ½(2p − 1)³ + ½.
  public static let outInCubic = Easing(.outInCubic)
  /// ``Curve/inQuartic``: p⁴.
  public static let inQuartic = Easing(.inQuartic)
  /// ``Curve/outQuartic``: 1 − (p − 1)⁴.
  public static let outQuartic = Easing(.outQuartic)
  /// ``Curve/inOutQuartic``: 8p⁴ below one half, 1 − 8(p − 1)⁴ above.
  public static let inOutQuartic = Easing(.inOutQuartic)
  /// ``Curve/outInQuartic``: outQuartic on the first half, inQuartic on the second.
  public static let outInQuartic = Easing(.outInQuartic)
  /// ``Curve/inQuintic``: p⁵.
  public static let inQuintic = Easing(.inQuintic)
  /// ``Curve/outQuintic``: (p − 1)⁵ + 1.
  public static let outQuintic = Easing(.outQuintic)
  /// ``Curve/inOutQuintic``: 16p⁵ below one half, ½(2p − 2)⁵ + 1 above.
  public static let inOutQuintic = Easing(.inOutQuintic)
  /// ``Curve/outInQuintic``: ½(2p − 1)⁵ + ½.
  public static let outInQuintic = Easing(.outInQuintic)
  /// ``Curve/inExponential``: 2^(10(p − 1)), and 0 at 0 (it jumps to about 0.000977 just above).
  public static let inExponential = Easing(.inExponential)
  /// ``Curve/outExponential``: 1 − 2^(−10p), and 1 at 1.
  public static let outExponential = Easing(.outExponential)
  /// ``Curve/inOutExponential``: ½·2^(20p − 10) below one half, 1 − ½·2^(−20p + 10) above; 0 at 0 and
  /// 1 at 1.
  public static let inOutExponential = Easing(.inOutExponential)
  /// ``Curve/outInExponential``: outExponential on the first half, inExponential on the second
  /// (Parade: ½ at 1).
  public static let outInExponential = Easing(.outInExponential)
  /// ``Curve/inCircular``: 1 − √(1 − p²).
  public static let inCircular = Easing(.inCircular)
  /// ``Curve/outCircular``: √((2 − p)p).
  public static let outCircular = Easing(.outCircular)
  /// ``Curve/inOutCircular``: ½(1 − √(1 − 4p²)) below one half, ½(√(−(2p − 3)(2p − 1)) + 1) above.
  public static let inOutCircular = Easing(.inOutCircular)
  /// ``Curve/outInCircular``: outCircular on the first half, inCircular on the second.
  public static let outInCircular = Easing(.outInCircular)
  /// ``Curve/inBack``: p²((s + 1)p − s) with Penner's overshoot s = 1.70158.
  public static let inBack = Easing(.inBack)
  /// ``Curve/outBack``: f²((s + 1)f + s) + 1 with f = p − 1.
  public static let outBack = Easing(.outBack)
  /// ``Curve/inOutBack``: ½(f³ − f·sin(fπ)) with f = 2p below one half, mirrored above (Parade's
  /// form, not Penner's 1.525·s one).
  public static let inOutBack = Easing(.inOutBack)
  /// ``Curve/outInBack``: outBack on the first half, inBack on the second (Parade: broken, see
  /// ``Easing/CurveSet``).
  public static let outInBack = Easing(.outInBack)
  /// ``Curve/inElastic``: sin(13·π/2·p)·2^(10(p − 1)).
  public static let inElastic = Easing(.inElastic)
  /// ``Curve/outElastic``: sin(−13·π/2·(p + 1))·2^(−10p) + 1.
  public static let outElastic = Easing(.outElastic)
  /// ``Curve/inOutElastic``: inElastic squeezed into the first half, outElastic into the second.
  public static let inOutElastic = Easing(.inOutElastic)
  /// ``Curve/outInElastic``: outElastic on the first half, inElastic on the second (Parade: broken).
  public static let outInElastic = Easing(.outInElastic)
  /// ``Curve/inBounce``: 1 − outBounce(1 − p).
  public static let inBounce = Easing(.inBounce)
  /// ``Curve/outBounce``: Four parabolic bounces: 121p²/16 up to 4/11, then three smaller arcs.
  public static let outBounce = Easing(.outBounce)
  /// ``Curve/inOutBounce``: inBounce squeezed into the first half, outBounce into the second.
  public static let inOutBounce = Easing(.inOutBounce)
  /// ``Curve/outInBounce``: outBounce on the first half, inBounce on the second (Parade: broken).
  public static let outInBounce = Easing(.outInBounce)
}
