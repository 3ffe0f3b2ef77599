import CarouselKit
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

// MARK: - Parade's easing formulas, written out independently

/// Parade's `PDEasing.parametricProgress`, written here from its formulas in Parade's operation
/// order, so the library's Parade set can be compared bit for bit.
private enum Parade {
  static let s = 1.70158
  static let h = Double.pi / 2

  static func outBounce(_ p: Double) -> Double {
    if p < 4.0 / 11.0 { return (121.0 * p * p) / 16.0 }
    if p < 8.0 / 11.0 { return (363.0 / 40.0 * p * p) - (99.0 / 10.0 * p) + 17.0 / 5.0 }
    if p < 9.0 / 10.0 {
      return (4356.0 / 361.0 * p * p) - (35442.0 / 1805.0 * p) + 16061.0 / 1805.0
    }
    return (54.0 / 5.0 * p * p) - (513.0 / 25.0 * p) + 268.0 / 25.0
  }
  static func inBounce(_ p: Double) -> Double { 1.0 - outBounce(1.0 - p) }
  static func backArc(_ f: Double) -> Double { f * f * f - f * sin(f * Double.pi) }

  static let curves: [Easing.Curve: @Sendable (Double) -> Double] = [
    .linear: { p in p },
    .smoothStep: { p in p * p * (3.0 - 2.0 * p) },
    .smootherStep: { p in p * p * p * (p * (p * 6.0 - 15.0) + 10.0) },
    .inAtan: { p in atan((p - 1.0) * 15.0) / atan(15.0) + 1.0 },
    .outAtan: { p in atan(p * 15.0) / atan(15.0) },
    .inOutAtan: { p in atan((p - 0.5) * 15.0) / (2.0 * atan(0.5 * 15.0)) + 0.5 },
    .inSine: { p in sin((p - 1.0) * h) + 1.0 },
    .outSine: { p in sin(p * h) },
    .inOutSine: { p in 0.5 * (1.0 - cos(p * Double.pi)) },
    .outInSine: { p in
      p < 0.5
        ? 0.5 * sin(p * 2 * (Double.pi / 2.0))
        : -0.5 * cos(((p * 2) - 1.0) * (Double.pi / 2.0)) + 1.0
    },
    .inQuadratic: { p in p * p },
    .outQuadratic: { p in -(p * (p - 2)) },
    .inOutQuadratic: { p in p < 0.5 ? 2.0 * p * p : (-2.0 * p * p) + (4.0 * p) - 1.0 },
    .outInQuadratic: { p in
      p * 2.0 < 1.0
        ? -(0.5) * (p * 2.0) * ((p * 2.0) - 2.0)
        : 0.5 * ((p * 2.0) - 1.0) * ((p * 2.0) - 1.0) + 0.5
    },
    .inCubic: { p in p * p * p },
    .outCubic: { p in (p - 1) * (p - 1) * (p - 1) + 1 },
    .inOutCubic: { p in
      p < 0.5
        ? 4.0 * p * p * p : 0.5 * ((2.0 * p) - 2.0) * ((2.0 * p) - 2.0) * ((2.0 * p) - 2.0) + 1.0
    },
    .outInCubic: { p in 0.5 * (p * 2 - 1.0) * (p * 2 - 1.0) * (p * 2 - 1.0) + 0.5 },
    .inQuartic: { p in p * p * p * p },
    .outQuartic: { p in (p - 1.0) * (p - 1.0) * (p - 1.0) * (1.0 - p) + 1.0 },
    .inOutQuartic: { p in
      p < 0.5 ? 8.0 * p * p * p * p : -8.0 * (p - 1) * (p - 1) * (p - 1) * (p - 1) + 1.0
    },
    .outInQuartic: { p in
      let t = p * 2 - 1
      return t < 0.0 ? -0.5 * (t * t * t * t - 1.0) : 0.5 * t * t * t * t + 0.5
    },
    .inQuintic: { p in p * p * p * p * p },
    .outQuintic: { p in
      let f = p - 1.0
      return f * f * f * f * f + 1.0
    },
    .inOutQuintic: { p in
      let f = (2.0 * p) - 2.0
      return p < 0.5 ? 16.0 * p * p * p * p * p : 0.5 * f * f * f * f * f + 1
    },
    .outInQuintic: { p in
      let f = p * 2.0 - 1.0
      return 0.5 * f * f * f * f * f + 0.5
    },
    .inExponential: { p in p == 0.0 ? p : pow(2, 10.0 * (p - 1.0)) },
    .outExponential: { p in p == 1.0 ? p : 1.0 - pow(2, -10.0 * p) },
    .inOutExponential: { p in
      if p == 0.0 || p == 1.0 { return p }
      return p < 0.5 ? 0.5 * pow(2, (20.0 * p) - 10.0) : -0.5 * pow(2, (-20.0 * p) + 10.0) + 1.0
    },
    .outInExponential: { p in
      if p == 1.0 { return 0.5 }
      return p < 0.5
        ? 0.5 * (1 - pow(2, -10.0 * p * 2.0))
        : 0.5 * pow(2, 10.0 * (((p * 2.0) - 1.0) - 1.0)) + 0.5
    },
    .inCircular: { p in 1 - sqrt(1 - (p * p)) },
    .outCircular: { p in sqrt((2 - p) * p) },
    .inOutCircular: { p in
      p < 0.5 ? 0.5 * (1 - sqrt(1 - 4 * (p * p))) : 0.5 * (sqrt(-((2 * p) - 3) * ((2 * p) - 1)) + 1)
    },
    .outInCircular: { p in
      let f = p * 2.0 - 1.0
      return f < 0.0 ? 0.5 * sqrt(1 - f * f) : -(0.5) * (sqrt(1.0 - f * f) - 1.0) + 0.5
    },
    .inBack: { p in p * p * ((s + 1.0) * p - s) },
    .outBack: { p in
      let f = p - 1.0
      return f * f * ((s + 1.0) * f + s) + 1.0
    },
    .inOutBack: { p in
      p < 0.5 ? 0.5 * backArc(2 * p) : 0.5 * (1.0 - backArc(1.0 - (2.0 * p - 1.0))) + 0.5
    },
    .outInBack: { p in
      p < 0.5 ? 0.5 * backArc(p / 2.0) : 0.5 * (1.0 - backArc(1.0 - (2.0 * p - 1.0))) + 0.5
    },
    .inElastic: { p in sin(13 * h * p) * pow(2, 10 * (p - 1)) },
    .outElastic: { p in sin(-13 * h * (p + 1)) * pow(2, -10 * p) + 1 },
    .inOutElastic: { p in p < 0.5 ? elasticIn(p) : elasticOut(p) },
    .outInElastic: { p in p < 0.5 ? elasticOut(p) : elasticIn(p) },
    .inBounce: { p in inBounce(p) },
    .outBounce: { p in outBounce(p) },
    .inOutBounce: { p in
      p < 0.5 ? 0.5 * inBounce(p * 2.0) : 0.5 * outBounce(p * 2.0 - 1.0) + 0.5
    },
    .outInBounce: { p in
      p < 0.5 ? 0.5 * outBounce(p / 2.0) : 0.5 * inBounce(p * 2.0 - 1.0) + 0.5
    },
  ]

  static func elasticIn(_ p: Double) -> Double {
    0.5 * sin(13.0 * h * (2.0 * p)) * pow(2, 10.0 * ((2.0 * p) - 1.0))
  }
  static func elasticOut(_ p: Double) -> Double {
    0.5 * (sin(-13.0 * h * ((2.0 * p - 1.0) + 1.0)) * pow(2, -10.0 * (2.0 * p - 1.0)) + 2.0)
  }
}

/// The four outIn curves Parade gets wrong, and the out and in curves that make them.
private let brokenOutIn: [(Easing.Curve, out: Easing.Curve, in: Easing.Curve)] = [
  (.outInBack, .outBack, .inBack), (.outInElastic, .outElastic, .inElastic),
  (.outInBounce, .outBounce, .inBounce), (.outInExponential, .outExponential, .inExponential),
]

/// Progress values that cross every piece of every curve, the pieces' ends included.
private let samples: [Double] = [
  0, 0.01, 0.1, 0.2, 0.25, 0.3, 4.0 / 11.0, 0.4, 0.45, 0.499, 0.5, 0.501, 0.55, 0.6, 0.7,
  8.0 / 11.0, 0.75, 0.8, 0.85, 0.9, 0.95, 0.999, 1,
]

@Suite("The 46 easing curves")
struct EasingCurveTests {
  @Test("There are 46 curves: ten families of four, three atan curves and three basic ones")
  func fortySix() {
    #expect(Easing.Curve.allCases.count == 46)
    #expect(Parade.curves.count == 46)
    for family in Easing.Family.allCases {
      let members = Easing.Curve.allCases.filter { $0.family == family }
      let expected = family == .basic || family == .atan ? 3 : 4
      #expect(members.count == expected, "\(family)")
    }
    #expect(Easing.Curve.inOutAtan.shape == .inOut)
    #expect(Easing.Curve.outInElastic.family == .elastic)
    #expect(Easing.Curve.smoothStep.shape == .none)
    #expect(Easing.Curve(family: .atan, shape: .outIn) == nil)
  }

  @Test("Each curve's family and shape are its name's suffix and prefix; family and shape name it")
  func familiesAndShapes() {
    let suffixes: [(Easing.Family, String)] = [
      (.atan, "Atan"), (.sine, "Sine"), (.quadratic, "Quadratic"), (.cubic, "Cubic"),
      (.quartic, "Quartic"), (.quintic, "Quintic"), (.exponential, "Exponential"),
      (.circular, "Circular"), (.back, "Back"), (.elastic, "Elastic"), (.bounce, "Bounce"),
    ]
    let prefixes: [(Easing.Shape, String)] = [
      (.inOut, "inOut"), (.outIn, "outIn"), (.in, "in"), (.out, "out"),
    ]
    for curve in Easing.Curve.allCases {
      let name = curve.rawValue
      let family = suffixes.first { name.hasSuffix($0.1) }?.0 ?? .basic
      let shape = family == .basic ? .none : prefixes.first { name.hasPrefix($0.1) }?.0 ?? .none
      #expect(curve.family == family, "\(curve)")
      #expect(curve.shape == shape, "\(curve)")
    }
    let shapes: [Easing.Shape] = [.in, .out, .inOut, .outIn, .none]
    for family in Easing.Family.allCases {
      for shape in shapes {
        let suffix = suffixes.first { $0.0 == family }?.1
        let prefix = prefixes.first { $0.0 == shape }?.1
        var expected: Easing.Curve?
        if family == .basic {
          expected = shape == .none ? .linear : nil
        } else if let suffix, let prefix {
          expected = Easing.Curve(rawValue: prefix + suffix)
        }
        #expect(Easing.Curve(family: family, shape: shape) == expected, "\(family) \(shape)")
      }
    }
  }

  @Test(
    "Parade's set is Parade's formulas bit for bit, at every sample",
    arguments: Easing.Curve.allCases)
  func paradeBitForBit(curve: Easing.Curve) throws {
    let formula = try #require(Parade.curves[curve])
    let easing = Easing(curve, set: .parade)
    for p in samples {
      #expect(easing.value(at: p) == formula(p), "\(curve) at \(p)")
      #expect(curve.value(at: p, in: .parade) == formula(p), "\(curve) at \(p)")
    }
  }

  @Test(
    "The corrected set is Parade's for the 42 curves Parade gets right",
    arguments: Easing.Curve.allCases)
  func correctedKeepsTheGoodCurves(curve: Easing.Curve) throws {
    guard !brokenOutIn.contains(where: { $0.0 == curve }) else { return }
    let formula = try #require(Parade.curves[curve])
    for p in samples {
      #expect(Easing(curve).value(at: p) == formula(p), "\(curve) at \(p)")
    }
  }

  @Test("The corrected outIn curves are out(2p)/2, then in(2p − 1)/2 + 1/2")
  func correctedOutIn() throws {
    for (curve, out, into) in brokenOutIn {
      let outFormula = try #require(Parade.curves[out])
      let inFormula = try #require(Parade.curves[into])
      for p in samples {
        let expected = p < 0.5 ? outFormula(2 * p) / 2 : inFormula(2 * p - 1) / 2 + 0.5
        #expect(close(Easing(curve).value(at: p), expected, roundingTolerance), "\(curve) at \(p)")
      }
      // 0, ½ and 1 to rounding: the mended curve has no jump.
      #expect(abs(Easing(curve).value(at: 0)) < 1e-14)
      #expect(abs(Easing(curve).value(at: 0.5) - 0.5) < 1e-14)
      #expect(abs(Easing(curve).value(at: 1) - 1) < 1e-14)
    }
  }

  @Test("Every curve runs from 0 to 1 in the corrected set, to rounding")
  func endpoints() {
    for curve in Easing.Curve.allCases {
      #expect(abs(Easing(curve).value(at: 0)) < 1e-14, "\(curve)")
      #expect(abs(Easing(curve).value(at: 1) - 1) < 1e-14, "\(curve)")
    }
  }

  @Test("Parade's broken curves keep their breaks: outInExponential(1) = ½, outInElastic(0) = 1")
  func paradeBreaks() {
    #expect(Easing(.outInExponential, set: .parade).value(at: 1) == 0.5)
    #expect(Easing(.outInElastic, set: .parade).value(at: 0) == 1)
    #expect(close(Easing(.outInElastic, set: .parade).value(at: 0.25), 12.3137, 1e-5))
    #expect(close(Easing(.outInElastic, set: .parade).value(at: 0.75), -11.3137, 1e-5))
    // outInBack stays at or below 0 up to one half, then jumps to ½.
    #expect(Easing(.outInBack, set: .parade).value(at: 0.499) < 0)
    #expect(Easing(.outInBack, set: .parade).value(at: 0.5) == 0.5)
    // outInBounce jumps from 0.236 to ½.
    #expect(close(Easing(.outInBounce, set: .parade).value(at: 0.4999999), 0.236, 1e-3))
  }

  /// Parade's `PDInterpolationHelperTests.testParametricEasing`: curve, progress, expected
  /// value, and whether upstream rounded to three decimals first.
  private static let upstream: [(Easing.Curve, Double, Double, rounded: Bool)] = [
    (.linear, 0.5, 0.5, false), (.smoothStep, 0.5, 0.5, false), (.smootherStep, 0.5, 0.5, false),
    (.inAtan, 0.5, 0.044, true), (.outAtan, 0.5, 0.956, true), (.inOutAtan, 0.5, 0.5, false),
    (.inSine, 0.5, 0.293, true), (.outSine, 0.5, 0.707, true), (.inOutSine, 0.75, 0.854, true),
    (.outInSine, 0.5, 0.5, false), (.inQuadratic, 0.5, 0.25, false),
    (.outQuadratic, 0.5, 0.75, false), (.inOutQuadratic, 0.5, 0.5, false),
    (.outInQuadratic, 0.5, 0.5, false), (.inCubic, 0.5, 0.125, false),
    (.outCubic, 0.5, 0.875, false), (.inOutCubic, 0.5, 0.5, false), (.outInCubic, 0.5, 0.5, false),
    (.inQuartic, 0.25, 0.004, true), (.outQuartic, 0.5, 0.9375, false),
    (.inOutQuartic, 0.5, 0.5, false), (.outInQuartic, 0.5, 0.5, false),
    (.inQuintic, 0.5, 0.03125, false), (.outQuintic, 0.5, 0.96875, false),
    (.inOutQuintic, 0.5, 0.5, false), (.outInQuintic, 0.5, 0.5, false),
    (.inExponential, 0.5, 0.03125, false), (.outExponential, 0.5, 0.96875, false),
    (.outInExponential, 0.5, 0.5, true), (.inOutExponential, 0.5, 0.5, false),
    (.inCircular, 0.5, 0.134, true), (.outCircular, 0.5, 0.866, true),
    (.outInCircular, 0.5, 0.5, false), (.inOutCircular, 0.5, 0.5, false),
    (.inBack, 0.5, -0.088, true), (.outBack, 0.5, 1.0876975, false),
    (.outInBack, 0.5, 0.5, false), (.inOutBack, 0.5, 0.5, false),
    (.inElastic, 0.5, -0.022, true), (.outElastic, 0.5, 1.022, true),
    (.outInElastic, 0.5, 0.5, false), (.inOutElastic, 0.5, 0.5, false),
    (.inBounce, 0.5, 0.281, true), (.outBounce, 0.5, 0.719, true),
    (.outInBounce, 0.5, 0.5, true), (.inOutBounce, 0.5, 0.5, false),
    (.outSine, 0.4, 0.588, true), (.inOutQuadratic, 0.4, 0.32, true),
    (.outInQuadratic, 0.2, 0.32, true), (.outInQuartic, 0.2, 0.435, true),
    (.inOutQuartic, 0.2, 0.013, true), (.inOutQuintic, 0.2, 0.005, true),
    (.inOutCubic, 0.2, 0.032, true), (.inExponential, 0.0, 0.0, true),
    (.outInExponential, 1.0, 0.5, true), (.outInExponential, 0.4, 0.498, true),
    (.outInSine, 0.4, 0.476, true), (.inOutExponential, 0.25, 0.016, true),
    (.inOutExponential, 0.0, 0.0, true), (.inOutExponential, 1.0, 1.0, true),
    (.inOutCircular, 0.4, 0.2, true), (.outInCircular, 0.4, 0.490, true),
    (.inOutBack, 0.4, 0.021, true), (.outInBack, 0.4, -0.055, true),
    (.inOutElastic, 0.4, -0.073, true), (.outInElastic, 0.4, 2.176, true),
    (.outBounce, 0.85, 0.926, true), (.inOutBounce, 0.4, 0.349, true),
    (.outInBounce, 0.4, 0.151, true),
  ]

  @Test("Parade's set passes Parade's own test expectations")
  func upstreamExpectations() {
    for (curve, p, expected, rounded) in Self.upstream {
      let value = Easing(curve, set: .parade).value(at: p)
      let compared = rounded ? (1000 * value).rounded() / 1000 : value
      #expect(compared == expected, "\(curve) at \(p): \(value)")
    }
  }

  /// A table of Parade's values, produced by `easing_check.py` and copied here row for row: its
  /// values at 0, ¼, 0.4, ½, ¾ and 1, rounded to four decimals unless written with more; `≈0` is
  /// zero to four decimals, and bold marks Parade's breaks.
  private static let specTable = """
      | curve | p=0 | 0.25 | 0.4 | 0.5 | 0.75 | 1 |
      |---|---|---|---|---|---|---|
      | linear | 0 | 0.25 | 0.4 | 0.5 | 0.75 | 1 |
      | smoothStep | 0 | 0.1562 | 0.3520 | 0.5 | 0.8438 | 1 |
      | smootherStep | 0 | 0.1035 | 0.3174 | 0.5 | 0.8965 | 1 |
      | inAtan | 0 | 0.0147 | 0.0293 | 0.0439 | 0.1290 | 1 |
      | outAtan | 0 | 0.8710 | 0.9345 | 0.9561 | 0.9853 | 1 |
      | inOutAtan | 0 | 0.0445 | 0.1583 | 0.5 | 0.9555 | 1 |
      | inSine | 0 | 0.0761 | 0.1910 | 0.2929 | 0.6173 | 1 |
      | outSine | 0 | 0.3827 | 0.5878 | 0.7071 | 0.9239 | 1 |
      | inOutSine | 0 | 0.1464 | 0.3455 | 0.5 | 0.8536 | 1 |
      | outInSine | 0 | 0.3536 | 0.4755 | 0.5 | 0.6464 | 1 |
      | inQuadratic | 0 | 0.0625 | 0.16 | 0.25 | 0.5625 | 1 |
      | outQuadratic | 0 | 0.4375 | 0.64 | 0.75 | 0.9375 | 1 |
      | inOutQuadratic | 0 | 0.125 | 0.32 | 0.5 | 0.875 | 1 |
      | outInQuadratic | 0 | 0.375 | 0.48 | 0.5 | 0.625 | 1 |
      | inCubic | 0 | 0.0156 | 0.064 | 0.125 | 0.4219 | 1 |
      | outCubic | 0 | 0.5781 | 0.784 | 0.875 | 0.9844 | 1 |
      | inOutCubic | 0 | 0.0625 | 0.256 | 0.5 | 0.9375 | 1 |
      | outInCubic | 0 | 0.4375 | 0.496 | 0.5 | 0.5625 | 1 |
      | inQuartic | 0 | 0.0039 | 0.0256 | 0.0625 | 0.3164 | 1 |
      | outQuartic | 0 | 0.6836 | 0.8704 | 0.9375 | 0.9961 | 1 |
      | inOutQuartic | 0 | 0.0312 | 0.2048 | 0.5 | 0.9688 | 1 |
      | outInQuartic | 0 | 0.4688 | 0.4992 | 0.5 | 0.5312 | 1 |
      | inQuintic | 0 | 0.0010 | 0.0102 | 0.0312 | 0.2373 | 1 |
      | outQuintic | 0 | 0.7627 | 0.9222 | 0.9688 | 0.9990 | 1 |
      | inOutQuintic | 0 | 0.0156 | 0.1638 | 0.5 | 0.9844 | 1 |
      | outInQuintic | 0 | 0.4844 | 0.4998 | 0.5 | 0.5156 | 1 |
      | inExponential | 0 | 0.0055 | 0.0156 | 0.03125 | 0.1768 | 1 |
      | outExponential | 0 | 0.8232 | 0.9375 | 0.96875 | 0.9945 | 1 |
      | inOutExponential | 0 | 0.0156 | 0.125 | 0.5 | 0.9844 | 1 |
      | outInExponential | 0 | 0.4844 | 0.4980 | 0.5005 | 0.5156 | **0.5** |
      | inCircular | 0 | 0.0318 | 0.0835 | 0.1340 | 0.3386 | 1 |
      | outCircular | 0 | 0.6614 | 0.8 | 0.8660 | 0.9682 | 1 |
      | inOutCircular | 0 | 0.0670 | 0.2 | 0.5 | 0.9330 | 1 |
      | outInCircular | 0 | 0.4330 | 0.4899 | 0.5 | 0.5670 | 1 |
      | inBack | 0 | −0.0641 | −0.0994 | −0.0877 | 0.1826 | 1 |
      | outBack | 0 | 0.8174 | 1.0290 | 1.0876975 | 1.0641 | 1 |
      | inOutBack | 0 | −0.1875 | 0.0209 | 0.5 | 1.1875 | 1 |
      | outInBack | 0 | −0.0229 | −0.0548 | 0.5 | 1.1875 | 1 |
      | inElastic | 0 | −0.0051 | 0.0149 | −0.0221 | 0.0676 | 1 |
      | outElastic | 0 | 0.9324 | 1.0193 | 1.0221 | 1.0051 | 1 |
      | inOutElastic | 0 | −0.0110 | −0.0735 | 0.5 | 1.0110 | 1 |
      | outInElastic | **1** | **12.3137** | **2.1756** | 0.5 | **−11.3137** | ≈0 |
      | inBounce | 0 | 0.0411 | 0.2730 | 0.28125 | 0.5273 | 1 |
      | outBounce | 0 | 0.4727 | 0.8920 | 0.71875 | 0.9589 | 1 |
      | inOutBounce | 0 | 0.1406 | 0.3488 | 0.5 | 0.8594 | 1 |
      | outInBounce | 0 | 0.0591 | 0.1513 | 0.5 | 0.6406 | 1 |
    """

  /// A table entry's value and how far the curve may be from it: half a unit in its last
  /// decimal, four decimals at least (`0.16` is 0.1600 rounded), plus rounding in the sums.
  private static func entry(_ text: Substring) -> (value: Double, tolerance: Double)? {
    var cell = text.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "**", with: "")
    cell = cell.replacingOccurrences(of: "\u{2212}", with: "-")
    if cell == "≈0" { cell = "0" }
    guard let value = Double(cell) else { return nil }
    let decimals = cell.split(separator: ".").dropFirst().first?.count ?? 0
    var unit = 1.0
    for _ in 0..<max(4, decimals) { unit /= 10 }
    return (value, unit / 2 + 1e-12)
  }

  /// The table's rows: a curve and its six entries.
  private static var tableRows: [(curve: String, entries: [Substring])] {
    specTable.split(separator: "\n").dropFirst(2).map { line in
      let cells = line.trimmingCharacters(in: .whitespaces).split(separator: "|")
      return (String(cells[0]).trimmingCharacters(in: .whitespaces), Array(cells.dropFirst()))
    }
  }

  @Test("Parade's set matches every row of the spec's value table, to the table's rounding")
  func valueTable() throws {
    let points = [0, 0.25, 0.4, 0.5, 0.75, 1.0]
    let rows = Self.tableRows
    #expect(rows.count == 46)
    #expect(Set(rows.map(\.curve)) == Set(Easing.Curve.allCases.map(\.rawValue)))
    for row in rows {
      let curve = try #require(Easing.Curve(rawValue: row.curve), "\(row.curve)")
      #expect(row.entries.count == points.count, "\(row.curve)")
      let broken = brokenOutIn.contains { $0.0 == curve }
      for (p, text) in zip(points, row.entries) {
        let (expected, tolerance) = try #require(Self.entry(text), "\(row.curve): '\(text)'")
        let value = Easing(curve, set: .parade).value(at: p)
        #expect(abs(value - expected) <= tolerance, "\(curve) at \(p): \(value) vs \(text)")
        // The corrected set is Parade's except in the four broken curves.
        if !broken {
          let corrected = Easing(curve).value(at: p)
          #expect(abs(corrected - expected) <= tolerance, "\(curve) at \(p): \(corrected)")
        }
      }
    }
  }

  @Test("reversed maps in ↔ out and inOut ↔ outIn, as Parade's reverseEasing")
  func reverse() {
    let selfReversed: Set<Easing.Curve> = [.linear, .smoothStep, .smootherStep, .inOutAtan]
    for curve in Easing.Curve.allCases {
      let name = curve.rawValue
      let expected: String
      if selfReversed.contains(curve) {
        expected = name
      } else if name.hasPrefix("inOut") {
        expected = "outIn" + name.dropFirst(5)
      } else if name.hasPrefix("outIn") {
        expected = "inOut" + name.dropFirst(5)
      } else if name.hasPrefix("in") {
        expected = "out" + name.dropFirst(2)
      } else {
        expected = "in" + name.dropFirst(3)
      }
      #expect(curve.reversed.rawValue == expected)
      #expect(Easing(curve, set: .parade).reversed.curveSet == .parade)
      #expect(Easing(curve).reversed.curve == curve.reversed)
    }
  }

  @Test("A curve without a named partner reverses through the centre")
  func reverseBezier() {
    for t in samples {
      #expect(close(Easing.easeIn.reversed.value(at: t), Easing.easeOut.value(at: t), 1e-9))
    }
  }

  @Test("Each curve's slope is its derivative", arguments: Easing.CurveSet.allCases)
  func slopes(set: Easing.CurveSet) throws {
    // Central differences of the test's own formulas, away from the pieces' joins.
    // The bounce arcs meet at 4/11, 8/11 and 9/10; squeezed and mirrored curves move them.
    var joins: [Double] = [0, 0.5, 1]
    for x in [4.0 / 11.0, 8.0 / 11.0, 0.9] {
      joins += [x, 1 - x, x / 2, (1 - x) / 2, (1 + x) / 2, 1 - x / 2]
    }
    let interior = stride(from: 0.013, to: 1, by: 0.037).filter { p in
      joins.allSatisfy { abs(p - $0) > 0.01 }
    }
    for curve in Easing.Curve.allCases {
      let broken = brokenOutIn.first { $0.0 == curve }
      var formula: (Double) -> Double = try #require(Parade.curves[curve])
      if set == .corrected, let broken {
        let out = try #require(Parade.curves[broken.out])
        let into = try #require(Parade.curves[broken.in])
        formula = { p in p < 0.5 ? out(2 * p) / 2 : into(2 * p - 1) / 2 + 0.5 }
      }
      for p in interior {
        let step = 1e-6
        let expected = (formula(p + step) - formula(p - step)) / (2 * step)
        let slope = Easing(curve, set: set).slope(at: p)
        #expect(close(slope, expected, 1e-5), "\(curve) at \(p): \(slope) vs \(expected)")
      }
    }
  }

  @Test("Slopes stay finite at the ends, where circular curves are vertical")
  func finiteSlopes() {
    for curve in Easing.Curve.allCases {
      for p in [0.0, 0.5, 1.0] {
        #expect(Easing(curve).slope(at: p).isFinite, "\(curve) at \(p)")
      }
    }
  }

  @Test("A named curve drives an eased scroll, with its slope as the velocity")
  func scrollsTakeNamedCurves() {
    let motion = TimedCurveSimulation(from: 0, to: 300, duration: 0.5, easing: .outBack)
    #expect(close(motion.position(at: 0.25), 300 * (Parade.curves[.outBack]?(0.5) ?? .nan)))
    // outBack's derivative, 3(s + 1)f² + 2sf with f = p − 1, at p = ½.
    let f = -0.5
    let slope = 3 * (Parade.s + 1) * f * f + 2 * Parade.s * f
    #expect(close(motion.velocity(at: 0.25), 300 / 0.5 * slope))
  }
}
