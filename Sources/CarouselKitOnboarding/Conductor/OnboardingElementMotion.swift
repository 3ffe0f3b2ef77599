import CarouselKit

/// The transforms of one element, SFOnboardingElement's maths, with
/// the numbers it needs copied out of the spec so a frame reads no strings.
struct OnboardingElementMotion {
  var startPosition: Point
  var appearPosition: Point
  var endPosition: Point
  var startScale: Double
  var appearScale: Double
  var endScale: Double
  var appearanceDelay: Double
  var disappearanceMultiplier: Double

  init(_ element: OnboardingElement) {
    startPosition = element.startPosition
    appearPosition = element.appearPosition
    endPosition = element.endPosition
    startScale = element.startScale
    appearScale = element.appearScale
    endScale = element.endScale
    appearanceDelay = element.appearanceDelay
    disappearanceMultiplier = element.disappearanceMultiplier
  }

  /// The transform of a drag-driven appearance at drag fraction `fraction`.
  ///
  /// `q = f` without a delay `d`; otherwise 0 until `f` reaches `d`, then `(f − d)·(1/d)` (or
  /// `/(1 − d)`, by the compatibility switches); above the snap threshold, 1. Then `lerp(start, appear, q)`.
  ///
  /// - Complexity: O(1)
  func appear(_ fraction: Double, _ compatibility: OnboardingCompatibility) -> Transform2D {
    var q: Double
    let delay = appearanceDelay
    if delay > 0 {
      switch compatibility.appearanceDelayDivisor {
      case .delay: q = fraction < delay ? 0 : (fraction - delay) * (1 / delay)
      case .remainingDrag:
        // A delay of 1 or more leaves no drag to fill: the view appears at once on the page
        // (rather than dividing 0 by 0 there).
        q = fraction < delay ? 0 : delay >= 1 ? 1 : (fraction - delay) / (1 - delay)
      }
    } else {
      q = fraction
    }
    if q > compatibility.dragSnapThreshold { q = 1 }
    return Self.transform(
      from: startPosition, to: appearPosition, scale: startScale, to: appearScale, q)
  }

  /// The transform of a drag-driven disappearance at drag fraction `fraction`:
  /// `q = min(1, f·m)`, 1 above the snap threshold, then `lerp(appear, end, q)`.
  ///
  /// - Complexity: O(1)
  func disappear(_ fraction: Double, _ compatibility: OnboardingCompatibility) -> Transform2D {
    let product = fraction * disappearanceMultiplier
    var q = product > 1 ? 1 : product
    if q > compatibility.dragSnapThreshold { q = 1 }
    return Self.transform(
      from: appearPosition, to: endPosition, scale: appearScale, to: endScale, q)
  }

  /// The settle spring's start and target transforms.
  func settleTransforms(_ compatibility: OnboardingCompatibility) -> (
    start: Transform2D, appear: Transform2D
  ) {
    switch compatibility.settleTransforms {
    case .original:
      let start = Self.compose(startPosition, startScale)
      let appear = Self.compose(
        Point(x: appearPosition.x - startPosition.x, y: appearPosition.y - startPosition.y),
        appearScale)
      return (start, appear)
    case .matchingDrag:
      return (
        Self.transform(
          from: startPosition, to: appearPosition, scale: startScale, to: appearScale, 0),
        Self.transform(
          from: startPosition, to: appearPosition, scale: startScale, to: appearScale, 1)
      )
    }
  }

  /// `translate(P)` then `scale(S)` with `P = lerp(p0, p1, q)` and `S = lerp(s0, s1, q)`, each
  /// the identity when either end holds the sentinel −1: `[S, 0, 0, S, S·Px, S·Py]`.
  static func transform(
    from p0: Point, to p1: Point, scale s0: Double, to s1: Double, _ q: Double
  ) -> Transform2D {
    let movable = p0.x != -1 && p0.y != -1 && p1.x != -1 && p1.y != -1
    let scalable = s0 != -1 && s1 != -1
    let position =
      movable ? Point(x: p0.x + q * (p1.x - p0.x), y: p0.y + q * (p1.y - p0.y)) : .zero
    return compose(position, scalable ? s0 + q * (s1 - s0) : 1)
  }

  /// `translate(P)` then `scale(S)`: CGAffineTransformConcat(translation, scale).
  static func compose(_ translation: Point, _ scale: Double) -> Transform2D {
    Transform2D(
      a: scale, b: 0, c: 0, d: scale, tx: scale * translation.x, ty: scale * translation.y)
  }
}
