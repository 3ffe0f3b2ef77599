/// A timing curve that maps the fraction of a duration that has passed, or an element's
/// progress, in [0, 1], to the fraction of the change made.
///
/// `Easing` is what the library takes wherever a curve is needed: eased scrolls and snaps
/// (``TimedCurveSimulation``), the pager's animated scrolls, parallax properties. It is one of
/// Parade's 46 named curves (``Easing/Curve``, such as ``Easing/inSine``) in the corrected or
/// Parade's own value set, a cubic Bézier (``Easing/cubicBezier(_:_:_:_:name:)``, Core
/// Animation's ``Easing/easeInEaseOut``…), or your own function with its derivative.
///
/// An easing carries its slope as well as its value, so an eased scroll can report its exact
/// velocity (``TimedCurveSimulation/velocity(at:)``). Curves are not clamped: a curve that
/// overshoots reports values outside [0, 1].
public struct Easing: Sendable, CustomStringConvertible {
  private let kind: Kind

  // A named curve holds no reference, so copying one retains nothing; its name is made when
  // asked for.
  private enum Kind: Sendable {
    case named(Curve, CurveSet)
    case function(
      name: String, value: @Sendable (Double) -> Double, slope: @Sendable (Double) -> Double)
  }

  /// A short name used in descriptions, such as `"inOutCubic"`.
  public var name: String {
    switch kind {
    case .named(let curve, let set):
      set == .corrected ? curve.rawValue : "\(curve.rawValue) (parade)"
    case .function(let name, _, _): name
    }
  }

  /// Creates an easing from its value and its derivative.
  ///
  /// - Parameters:
  ///   - name: A short name for descriptions.
  ///   - value: The curve, defined on [0, 1], with `value(0) == 0` and `value(1) == 1`.
  ///   - slope: The curve's derivative with respect to its argument.
  public init(
    name: String, value: @escaping @Sendable (Double) -> Double,
    slope: @escaping @Sendable (Double) -> Double
  ) {
    self.kind = .function(name: name, value: value, slope: slope)
  }

  /// One of the 46 named curves.
  ///
  /// - Parameters:
  ///   - curve: The curve, such as `.inOutSine`.
  ///   - set: Its values: ``CurveSet/corrected`` (the default) or Parade's own, four broken
  ///     outIn curves included (``CurveSet/parade``).
  public init(_ curve: Curve, set: CurveSet = .corrected) {
    self.kind = .named(curve, set)
  }

  /// The named curve, or nil for a Bézier or a function of your own.
  public var curve: Curve? {
    if case .named(let curve, _) = kind { return curve }
    return nil
  }

  /// The value set of a named curve, or nil for a Bézier or a function of your own.
  public var curveSet: CurveSet? {
    if case .named(_, let set) = kind { return set }
    return nil
  }

  /// The fraction of the change made at progress `t`; `t` is clamped to [0, 1].
  ///
  /// - Complexity: O(1); a named curve or a Bézier allocates nothing.
  public func value(at t: Double) -> Double {
    switch kind {
    case .named(let curve, let set): return Self.value(of: curve, in: set, at: t)
    case .function(_, let value, _): return value(min(max(t, 0), 1))
    }
  }

  /// ``value(at:)`` of a named curve, for callers that keep the curve apart from its easing.
  @inline(__always) static func value(of curve: Curve, in set: CurveSet, at t: Double) -> Double {
    curve.value(at: min(max(t, 0), 1), in: set)
  }

  /// The derivative of ``value(at:)`` at `t` (clamped to [0, 1]).
  public func slope(at t: Double) -> Double {
    let t = min(max(t, 0), 1)
    switch kind {
    case .named(let curve, let set): return curve.slope(at: t, in: set)
    case .function(_, _, let slope): return slope(t)
    }
  }

  /// The easing Parade's `reverseEasing()` gives for a named curve.
  ///
  /// That is in ↔ out and inOut ↔ outIn, in the same value set (``Curve/reversed``). Any other easing is reflected
  /// through the centre, `1 − value(1 − t)`, which maps Core Animation's ``easeIn`` to
  /// ``easeOut``.
  public var reversed: Easing {
    switch kind {
    case .named(let curve, let set): return Easing(curve.reversed, set: set)
    case .function(_, let value, let slope):
      return Easing(
        name: "reversed(\(name))", value: { 1 - value(1 - $0) }, slope: { slope(1 - $0) })
    }
  }

  public var description: String { name }
}

extension Easing {
  /// Core Animation's `easeIn`: the cubic Bézier (0.42, 0) – (1, 1).
  public static let easeIn = cubicBezier(0.42, 0, 1, 1, name: "easeIn")
  /// Core Animation's `easeOut`: the cubic Bézier (0, 0) – (0.58, 1).
  public static let easeOut = cubicBezier(0, 0, 0.58, 1, name: "easeOut")
  /// Core Animation's `easeInEaseOut`: the cubic Bézier (0.42, 0) – (0.58, 1).
  public static let easeInEaseOut = cubicBezier(0.42, 0, 0.58, 1, name: "easeInEaseOut")

  /// A CSS / Core Animation cubic Bézier timing function with control points (x1, y1) and
  /// (x2, y2), from (0, 0) to (1, 1).
  ///
  /// - Precondition: `x1` and `x2` lie in [0, 1], so that time never runs backwards.
  public static func cubicBezier(
    _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, name: String? = nil
  ) -> Easing {
    precondition(
      (0...1).contains(x1) && (0...1).contains(x2), "Bézier x control points must lie in 0...1")
    let curve = BezierCurve(x1: x1, y1: y1, x2: x2, y2: y2)
    return Easing(
      name: name ?? "cubicBezier(\(x1), \(y1), \(x2), \(y2))",
      value: { curve.y(atX: $0) }, slope: { curve.slope(atX: $0) })
  }
}

/// A cubic Bézier from (0, 0) to (1, 1) read as y(x).
private struct BezierCurve: Sendable {
  let x1: Double, y1: Double, x2: Double, y2: Double

  private func coordinate(_ u: Double, _ p1: Double, _ p2: Double) -> Double {
    let v = 1 - u
    return 3 * v * v * u * p1 + 3 * v * u * u * p2 + u * u * u
  }

  private func derivative(_ u: Double, _ p1: Double, _ p2: Double) -> Double {
    let v = 1 - u
    return 3 * v * v * p1 + 6 * v * u * (p2 - p1) + 3 * u * u * (1 - p2)
  }

  /// The curve parameter whose x is `x`: Newton's method, falling back to bisection, which
  /// always converges because x(u) is monotonic when both x control points lie in [0, 1].
  private func parameter(forX x: Double) -> Double {
    var u = x
    for _ in 0..<8 {
      let error = coordinate(u, x1, x2) - x
      if abs(error) < 1e-14 { return u }
      let slope = derivative(u, x1, x2)
      if abs(slope) < 1e-9 { break }
      u -= error / slope
    }
    var low = 0.0
    var high = 1.0
    u = x
    for _ in 0..<100 {
      let value = coordinate(u, x1, x2)
      if abs(value - x) < 1e-14 { break }
      if value < x { low = u } else { high = u }
      u = (low + high) / 2
    }
    return u
  }

  func y(atX x: Double) -> Double {
    if x <= 0 { return 0 }
    if x >= 1 { return 1 }
    return coordinate(parameter(forX: x), y1, y2)
  }

  /// dy/dx at `x`.
  ///
  /// Where x′(u) vanishes (a control point on the time axis' end) the slope is read a little way
  /// inside the curve, so it stays finite.
  func slope(atX x: Double) -> Double {
    var u = parameter(forX: x)
    var dx = derivative(u, x1, x2)
    if abs(dx) < 1e-9 {
      u = min(max(u, 1e-6), 1 - 1e-6)
      dx = derivative(u, x1, x2)
      if abs(dx) < 1e-12 { return 0 }
    }
    return derivative(u, y1, y2) / dx
  }
}
