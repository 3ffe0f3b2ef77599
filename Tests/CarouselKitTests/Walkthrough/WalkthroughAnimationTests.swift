import CarouselKit
import Foundation
import Testing

// BWWalkthrough's page animations, each checked against its formula written out
// here: offsets o, speeds s + (k + 1)·v, the fold t = o ≤ 1 ? o : 2 − o.

/// BWWalkthrough's fold, written independently.
private func folded(_ o: Double) -> Double { o <= 1 ? o : 2 - o }

/// Subview k's speed, as BWWalkthrough computes it: the base speed plus (k + 1) variances.
private func subviewSpeed(_ k: Int, speed: Point, variance: Point) -> Point {
  Point(x: speed.x + Double(k + 1) * variance.x, y: speed.y + Double(k + 1) * variance.y)
}

/// Whether `transform` is a pure translation by (x, y, 0).
private func isTranslation(_ transform: Transform3D, x: Double, y: Double) -> Bool {
  let expected = Transform3D(
    m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0, m31: 0, m32: 0, m33: 1,
    m34: 0, m41: x, m42: y, m43: 0, m44: 1)
  return transform.isApproximatelyEqual(to: expected, tolerance: 1e-9)
}

private let offsets = [-1.9, -1, -0.5, 0, 0.3, 0.5, 1, 1.25, 1.5, 1.99]
private let speedCases: [(speed: Point, variance: Point)] = [
  (Point(x: 1, y: 0), Point(x: 0, y: 0)),
  (Point(x: 0, y: 1), Point(x: 0, y: 2)),
  (Point(x: -0.5, y: 0.25), Point(x: 0.3, y: -0.1)),
]

/// A three-subview animator of `animation` for each of the speed cases.
private func animators(_ animation: WalkthroughAnimation) -> [WalkthroughPageAnimator] {
  speedCases.map {
    WalkthroughPageAnimator(
      animation: animation, speed: $0.speed, speedVariance: $0.variance, subviewCount: 3)
  }
}

/// Every subview's state at every offset, for each speed case's three-subview animator of
/// `animation`, with the subview's speed; an animator that does not tell three subviews at
/// an offset is an issue.
///
/// - Parameters:
///   - animation: The animation of every animator.
///   - sourceLocation: Where a missing subview is reported.
/// - Returns: Each offset `o`, subview `k`, its speed `s` and its state.
private func subviewStates(
  _ animation: WalkthroughAnimation, sourceLocation: SourceLocation = #_sourceLocation
) -> [(o: Double, k: Int, s: Point, state: WalkthroughSubviewState)] {
  var result: [(o: Double, k: Int, s: Point, state: WalkthroughSubviewState)] = []
  for (animator, (speed, variance)) in zip(animators(animation), speedCases) {
    for o in offsets {
      let states = animator.subviewStates(atPageOffset: o)
      #expect(states.count == 3, "o \(o)", sourceLocation: sourceLocation)
      for (k, state) in states.enumerated() {
        result.append((o, k, subviewSpeed(k, speed: speed, variance: variance), state))
      }
    }
  }
  return result
}

/// The states at offset `o` of a linear animator of four fading subviews, subview 1 static.
private func fadingSubviewStates(
  speed: Point, variance: Point, matching: WalkthroughPageAnimator.SubviewMatching,
  atPageOffset o: Double
) -> [WalkthroughSubviewState] {
  WalkthroughPageAnimator(
    animation: .linear, speed: speed, speedVariance: variance, animatesAlpha: true,
    subviewCount: 4, staticSubviews: [1], subviewMatching: matching
  ).subviewStates(atPageOffset: o)
}

@Suite("Walkthrough page animations")
struct WalkthroughAnimationTests {
  @Test("Linear translates by 100·(1 − o) times each subview's speed")
  func linear() {
    for (o, k, s, state) in subviewStates(.linear) {
      #expect(
        isTranslation(state.transform, x: 100 * (1 - o) * s.x, y: 100 * (1 - o) * s.y),
        "o \(o), subview \(k): \(state.transform)")
      #expect(state.alpha == 1)
    }
  }

  @Test("Curve translates along X³ − 25X and X³ − 20X with X = 10·(1 − o)")
  func curve() {
    for (o, k, s, state) in subviewStates(.curve) {
      let x = 10 * (1 - o)
      let expectedX = (x * x * x - 25 * x) * s.x
      let expectedY = (x * x * x - 20 * x) * s.y
      #expect(
        abs(state.transform.m41 - expectedX) <= 1e-9 * max(1, abs(expectedX))
          && abs(state.transform.m42 - expectedY) <= 1e-9 * max(1, abs(expectedY)),
        "o \(o), subview \(k): \(state.transform)")
      #expect(state.transform.m11 == 1 && state.transform.m22 == 1)
    }
  }

  @Test("Zoom scales uniformly by the folded offset and ignores speed")
  func zoom() {
    let animator = WalkthroughPageAnimator(
      animation: .zoom, speed: Point(x: 3, y: 4), speedVariance: Point(x: 1, y: 1),
      subviewCount: 2)
    for o in offsets {
      let t = folded(o)
      for state in animator.subviewStates(atPageOffset: o) {
        let expected = Transform3D(
          m11: t, m12: 0, m13: 0, m14: 0, m21: 0, m22: t, m23: 0, m24: 0, m31: 0, m32: 0,
          m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)
        #expect(state.transform.isApproximatelyEqual(to: expected, tolerance: 1e-12), "o \(o)")
      }
    }
    // Gone one page away on either side; mirrored (negative) past that, off screen.
    #expect(animator.subviewStates(atPageOffset: 0)[0].transform.m11 == 0)
    #expect(abs(animator.subviewStates(atPageOffset: 2 - 1e-12)[0].transform.m11) < 1e-11)
    #expect(animator.subviewStates(atPageOffset: -0.5)[0].transform.m11 < 0)
  }

  @Test("InOut translates by 100·(1 − t), the same entering and leaving")
  func inOut() {
    for (o, k, s, state) in subviewStates(.inOut) {
      let t = folded(o)
      #expect(
        isTranslation(state.transform, x: 100 * (1 - t) * s.x, y: 100 * (1 - t) * s.y),
        "o \(o), subview \(k)")
    }
    for animator in animators(.inOut) {
      // Symmetric about 1: arriving at 0.3 looks like leaving at 1.7.
      let arriving = animator.subviewStates(atPageOffset: 0.3)
      let leaving = animator.subviewStates(atPageOffset: 1.7)
      for (a, b) in zip(arriving, leaving) {
        #expect(a.transform.isApproximatelyEqual(to: b.transform, tolerance: 1e-9))
      }
    }
  }

  @Test("Speeds grow by the variance per subview: (0, 1) and (0, 2) give (0, 3), (0, 5), (0, 7)")
  func readmeSpeeds() {
    let animator = WalkthroughPageAnimator(
      speed: Point(x: 0, y: 1), speedVariance: Point(x: 0, y: 2), subviewCount: 3)
    #expect(
      (0..<3).map { animator.speed(ofSubview: $0) } == [
        Point(x: 0, y: 3), Point(x: 0, y: 5), Point(x: 0, y: 7),
      ])
    // Linear at o = 0.5: 50 points per unit of speed.
    let ys = animator.subviewStates(atPageOffset: 0.5).map(\.transform.m42)
    #expect(ys == [150, 250, 350])
  }

  @Test("animateAlpha fades with the folded offset, clamped to [0, 1]")
  func alpha() {
    let animator = WalkthroughPageAnimator(animatesAlpha: true, subviewCount: 2)
    for o in offsets {
      let expected = min(max(folded(o), 0), 1)
      for state in animator.subviewStates(atPageOffset: o) {
        #expect(abs(state.alpha - expected) <= 1e-15, "o \(o)")
      }
    }
    #expect(animator.subviewStates(atPageOffset: -0.5)[0].alpha == 0)
    #expect(animator.subviewStates(atPageOffset: 1)[0].alpha == 1)
  }

  @Test("Static subviews stay still and keep their alpha; the others keep their own speeds")
  func staticByIdentity() {
    let speed = Point(x: 0.5, y: 0)
    let variance = Point(x: 0.25, y: 0.5)
    let o = 0.4
    let states = fadingSubviewStates(
      speed: speed, variance: variance, matching: .byIdentity, atPageOffset: o)
    #expect(states[1] == .still)
    for k in [0, 2, 3] {
      let s = subviewSpeed(k, speed: speed, variance: variance)
      #expect(isTranslation(states[k].transform, x: 100 * (1 - o) * s.x, y: 100 * (1 - o) * s.y))
      #expect(abs(states[k].alpha - o) <= 1e-15)
    }
  }

  @Test("Static subviews past the 64th stay still too, and changing the set takes effect")
  func manyStaticSubviews() {
    var animator = WalkthroughPageAnimator(
      animation: .linear, speed: Point(x: 1, y: 0), subviewCount: 70,
      staticSubviews: [3, 63, 64, 69])
    var states = animator.subviewStates(atPageOffset: 0.5)
    for k in [3, 63, 64, 69] { #expect(states[k] == .still, "subview \(k)") }
    for k in [0, 62, 65, 68] { #expect(states[k] != .still, "subview \(k)") }
    animator.staticSubviews = [0, 65]
    states = animator.subviewStates(atPageOffset: 0.5)
    for k in [0, 65] { #expect(states[k] == .still, "subview \(k)") }
    for k in [3, 63, 64, 69] { #expect(states[k] != .still, "subview \(k)") }
  }

  @Test("BWWalkthrough: the demo page walk1 animates nothing with the original's mapping")
  func walk1() throws {
    // InOut, variance (0, 0.5), static tags "1,2": two labels tagged 1 and 2, then an image.
    func page(_ matching: WalkthroughPageAnimator.SubviewMatching) throws
      -> WalkthroughPageAnimator
    {
      try WalkthroughPageAnimator(
        animationType: "InOut", speedVariance: Point(x: 0, y: 0.5), subviewTags: [1, 2, 0],
        staticTags: "1,2", subviewMatching: matching)
    }
    let o = 0.5
    let original = try page(.original).subviewStates(atPageOffset: o)
    #expect(original == [.still, .still, .still])
    // By identity the image moves at its own speed, (0, 0 + 3 × 0.5).
    let fixed = try page(.byIdentity).subviewStates(atPageOffset: o)
    #expect(fixed[0] == .still && fixed[1] == .still)
    #expect(isTranslation(fixed[2].transform, x: 0, y: 100 * (1 - o) * 1.5))
  }

  @Test("The original's mapping: speeds by position, the last subviews still, static ones fading")
  func originalMapping() {
    let o = 0.5
    let states = fadingSubviewStates(
      speed: Point(x: 1, y: 0), variance: Point(x: 1, y: 0), matching: .original,
      atPageOffset: o)
    // The speed list holds subviews 0, 2 and 3's speeds (2, 4, 5); entry i goes to subview i.
    #expect(isTranslation(states[0].transform, x: 100 * (1 - o) * 2, y: 0))
    #expect(states[1].transform == .identity)  // static: the transform is skipped…
    #expect(states[1].alpha == o)  // …but not the fade
    #expect(isTranslation(states[2].transform, x: 100 * (1 - o) * 5, y: 0))
    #expect(states[3] == .still)  // past the speed list: never animated
  }

  @Test("Animation names: the original's and any letter case; anything else is an error")
  func names() throws {
    #expect(try WalkthroughAnimation(named: "Linear").preset == .linear)
    #expect(try WalkthroughAnimation(named: "InOut").preset == .inOut)
    #expect(try WalkthroughAnimation(named: "inout").preset == .inOut)
    #expect(try WalkthroughAnimation(named: "ZOOM").preset == .zoom)
    #expect(try WalkthroughAnimation(named: "curve").name == "curve")
    #expect(throws: WalkthroughError.unknownAnimation("wobble")) {
      try WalkthroughAnimation(named: "wobble")
    }
    #expect(
      WalkthroughError.unknownAnimation("wobble").description
        == "unknown walkthrough animation \"wobble\": expected one of linear, curve, zoom, inOut")
  }

  @Test("Static tags: the original's list, with spaces; a malformed item is an error, not a trap")
  func staticTags() throws {
    let animator = try WalkthroughPageAnimator(
      animationType: "Linear", subviewTags: [0, 7, 3, 7], staticTags: " 7 , 3")
    #expect(animator.staticSubviews == [1, 2, 3])
    #expect(animator.subviewCount == 4)
    let none = try WalkthroughPageAnimator(
      animationType: "Linear", subviewTags: [0, 1], staticTags: "")
    #expect(none.staticSubviews.isEmpty)
    #expect(throws: WalkthroughError.malformedTag(list: "1,x", item: "x", position: 1)) {
      try WalkthroughPageAnimator(animationType: "Linear", subviewTags: [1], staticTags: "1,x")
    }
    #expect(throws: WalkthroughError.malformedTag(list: "1,,2", item: "", position: 1)) {
      try WalkthroughPageAnimator(animationType: "Linear", subviewTags: [1], staticTags: "1,,2")
    }
  }

  @Test("A custom animation gets each subview's offset, speed and index")
  func custom() {
    let spin = WalkthroughAnimation.custom(name: "spin") { input in
      WalkthroughSubviewState(
        transform: Transform3D(
          rotationAngle: (1 - input.foldedOffset) * input.speed.x, x: 0, y: 0, z: 1),
        alpha: 0.5 + Double(input.subviewIndex))
    }
    #expect(spin.name == "spin" && spin.preset == nil)
    let animator = WalkthroughPageAnimator(
      animation: spin, speed: Point(x: 1, y: 0), speedVariance: Point(x: 1, y: 0),
      subviewCount: 2)
    let o = 1.5
    let states = animator.subviewStates(atPageOffset: o)
    for k in 0..<2 {
      let angle = (1 - (2 - o)) * Double(k + 2)
      #expect(abs(states[k].transform.m11 - cos(angle)) <= 1e-12)
      #expect(abs(states[k].transform.m12 - sin(angle)) <= 1e-12)
    }
    // Alphas are clamped into [0, 1]; with animateAlpha the fade wins.
    #expect(states.map(\.alpha) == [0.5, 1])
    var fading = animator
    fading.animatesAlpha = true
    #expect(fading.subviewStates(atPageOffset: o).map(\.alpha) == [0.5, 0.5])
  }
}
