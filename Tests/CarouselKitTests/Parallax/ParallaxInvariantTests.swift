import CarouselKit
import CarouselKitTesting
import Foundation
import SoakSupport
import Testing

// Randomised sessions against ParallaxAnimator: random elements with random states (every
// property kind, every curve in both sets, random ranges, repeated writes), either option set,
// chains up to three deep, states added and snapshots recaptured mid-session, and progress from
// a vertical pager under random drags and jumps, from a linear carousel's items
// (`Carousel.parallaxProgress(ofItemAt:)`) under random scroll offsets, or made up; each session
// draws its progress from one of the two models. Checked after every apply: what is written,
// that it lies where the curve puts it between the state's value and the resting value the host
// gave at the snapshot.
//
// Fast version: part of every test run.
// Long version: CAROUSELKIT_SOAK_SEQUENCES=100000 swift test --filter ParallaxInvariantTests

/// The curves that never leave [0, 1] (no overshoot), in both sets.
private let boundedFamilies: Set<Easing.Family> = [
  .basic, .atan, .sine, .quadratic, .cubic, .quartic, .quintic, .exponential, .circular,
]

/// What the session's host keeps: every element's values, what one apply wrote, and how often
/// and with what each property was read.
private final class SessionHost {
  var values: [Int: [ParallaxProperty: ParallaxValue]] = [:]
  var written: [Int: [ParallaxProperty: ParallaxValue]] = [:]
  var writes = 0
  var reads: [Int: [ParallaxProperty: Int]] = [:]
  /// What the last read of each property returned: its resting value, as the host gave it.
  var lastRead: [Int: [ParallaxProperty: ParallaxValue]] = [:]

  func read(_ element: Int, _ property: ParallaxProperty) -> ParallaxValue {
    reads[element, default: [:]][property, default: 0] += 1
    let value = values[element]?[property] ?? .scalar(0)
    lastRead[element, default: [:]][property] = value
    return value
  }

  func write(_ element: Int, _ property: ParallaxProperty, _ value: ParallaxValue) {
    writes += 1
    written[element, default: [:]][property] = value
    values[element, default: [:]][property] = value
  }
}

private func randomValue(_ kind: ParallaxValue.Kind, _ g: inout SplitMix64) -> ParallaxValue {
  func number() -> Double { Double.random(in: -500...500, using: &g) }
  switch kind {
  case .scalar: return .scalar(number())
  case .point: return .point(Point(x: number(), y: number()))
  case .size: return .size(Size(width: abs(number()), height: abs(number())))
  case .rect: return .rect(Rect(x: number(), y: number(), width: abs(number()), height: 5))
  case .color:
    return .color(
      RGBAColor(
        red: .random(in: 0...1, using: &g), green: .random(in: 0...1, using: &g),
        blue: .random(in: 0...1, using: &g), alpha: .random(in: 0...1, using: &g)))
  case .affineTransform:
    return .affineTransform(
      Transform2D(scaleX: number() / 100, y: number() / 100).rotated(by: number() / 50)
        .translatedBy(x: number(), y: number()))
  case .transform3D:
    return .transform3D(
      Transform3D.identity.rotated(by: number() / 50, x: 0, y: 1, z: 0).scaledBy(
        x: number() / 100, y: 1, z: 1))
  }
}

private let properties: [ParallaxProperty] = [
  .alpha, .backgroundColor, .bounds, .center, .size, .transform, .borderColor, .borderWidth,
  .contentsRect, .cornerRadius, .shadowColor, .shadowOffset, .shadowOpacity, .shadowRadius,
  .transform3D, .zPosition, .viewKey("blur"), .layerKey("speed"),
]

/// Every number of a value, to compare values a number at a time.
private func numbers(_ value: ParallaxValue) -> [Double] {
  switch value {
  case .scalar(let v): [v]
  case .point(let p): [p.x, p.y]
  case .size(let s): [s.width, s.height]
  case .rect(let r): [r.origin.x, r.origin.y, r.size.width, r.size.height]
  case .color(let c): [c.red, c.green, c.blue, c.alpha]
  case .affineTransform(let t): [t.a, t.b, t.c, t.d, t.tx, t.ty]
  case .transform3D(let t):
    [
      t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34, t.m41,
      t.m42, t.m43, t.m44,
    ]
  }
}

/// Runs one session; returns a description of the first broken invariant, or nil.
private func runSession(seed: UInt64) -> String? {
  var g = SplitMix64(seed: seed)
  let options = Bool.random(using: &g) ? ParallaxCompatibility() : .original
  let set = Bool.random(using: &g) ? Easing.CurveSet.corrected : .parade
  let host = SessionHost()
  var animators: [ParallaxAnimator<Int>] = []
  var nextElement = 0
  /// Adds random properties to random states of an animator's new or existing elements.
  func addStates(_ animator: ParallaxAnimator<Int>) {
    for _ in 0..<Int.random(in: 1...3, using: &g) {
      let reuse = !animator.elements.isEmpty && Bool.random(using: &g)
      let element = reuse ? animator.elements.randomElement(using: &g) ?? 0 : nextElement
      if !reuse { nextElement += 1 }
      let which = Int.random(in: 0...2, using: &g)
      var chosen: [(ParallaxProperty, ParallaxValue, Easing, ClosedRange<Double>)] = []
      for _ in 0..<Int.random(in: 0...4, using: &g) {
        let property = properties.randomElement(using: &g) ?? .alpha
        let kind = property.kind ?? .scalar
        if host.values[element]?[property] == nil {
          host.values[element, default: [:]][property] = randomValue(kind, &g)
        }
        let curve = Easing.Curve.allCases.randomElement(using: &g) ?? .linear
        let low = Double.random(in: 0...1, using: &g)
        let range = Bool.random(using: &g) ? 0...1 : low...Double.random(in: low...1, using: &g)
        chosen.append((property, randomValue(kind, &g), Easing(curve, set: set), range))
      }
      let build: (ParallaxStateMaker) -> Void = { state in
        for (property, value, easing, range) in chosen {
          state.set(property, to: value).easing(easing).range(range)
        }
      }
      switch which {
      case 0: animator.startState(for: element, build)
      case 1: animator.endState(for: element, build)
      default: animator.startEndState(for: element, build)
      }
    }
  }
  for depth in 0..<Int.random(in: 1...3, using: &g) {
    let animator = ParallaxAnimator<Int>(axis: .vertical, compatibility: options)
    addStates(animator)
    if depth > 0 { animators[depth - 1].attach(animator) }
    animators.append(animator)
  }
  let root = animators[0]
  let pager = Pager(
    layout: PageLayout(pageCount: 5, viewportLength: 600),
    configuration: {
      var configuration = Pager.Configuration()
      configuration.axis = .vertical
      return configuration
    }())
  // A linear carousel of ten 200 pt items in a 320 pt viewport, for the sessions it drives.
  let (carousel, _, _, _) = makeCarousel(count: 10)
  let fromCarousel = Bool.random(using: &g)
  var time = 0.0
  var recaptured = 0

  for step in 0..<40 {
    // Change something, then find the progress.
    switch Int.random(in: 0...9, using: &g) {
    case 0: addStates(animators.randomElement(using: &g) ?? root)
    case 1:
      root.recaptureSnapshot()
      recaptured += 1
    case 2:
      pager.setContentOffset(Double.random(in: -300...2700, using: &g), animated: false)
      carousel.scrollOffset = Double.random(in: -2...11, using: &g)
    case 3:
      pager.touchBegan(at: time)
      pager.dragBegan(at: time)
      pager.dragChanged(translation: Double.random(in: -900...900, using: &g), at: time + 0.05)
      pager.dragEnded(at: time + 0.1)
    default: break
    }
    time += Double.random(in: 0.001...0.2, using: &g)
    pager.advance(to: time)
    let progress: ParallaxProgress
    switch Int.random(in: 0...3, using: &g) {
    case 0: progress = .centre
    case 1: progress = ParallaxProgress(relativePosition: Double.random(in: -1.5...1.5, using: &g))
    default:
      progress =
        fromCarousel
        ? carousel.parallaxProgress(ofItemAt: Int.random(in: 0...9, using: &g))
        : pager.parallaxProgress(ofPage: Int.random(in: 0...4, using: &g))
    }
    if !(0...1).contains(progress.value) { return "seed \(seed) step \(step): \(progress)" }
    host.written.removeAll()
    host.writes = 0
    root.apply(progress, reading: host.read, writing: host.write)
    let first = host.written
    // The same progress again writes the same values: the animator holds no hidden motion.
    host.written.removeAll()
    root.apply(progress, reading: host.read, writing: host.write)
    if host.written != first { return "seed \(seed) step \(step): a second apply differs" }

    for animator in animators {
      for element in animator.elements {
        let start = animator.startState(of: element)
        let end = animator.endState(of: element)
        // The state on the element's side, at its progress.
        var active: [ParallaxPropertyState]?
        var p = 1.0
        switch progress.side {
        case .arriving: active = start ?? end
        case .leaving: active = end ?? start
        case .centre: active = start ?? end
        }
        if progress.side == .arriving && start != nil { p = progress.value }
        if progress.side == .leaving && end != nil { p = progress.value }
        for property in active ?? [] {
          // The resting value is what the host's reader returned when the snapshot was taken
          // (reads after that are counted below).
          guard let rest = host.lastRead[element]?[property.property] else {
            return "seed \(seed) step \(step): \(element).\(property.property) never read"
          }
          if animator.restingValue(of: property.property, for: element) != rest {
            return "seed \(seed) step \(step): resting \(property.property) is not the value read"
          }
          guard let value = host.written[element]?[property.property] else {
            return "seed \(seed) step \(step): \(element).\(property.property) not written"
          }
          if value.kind != property.value.kind {
            return "seed \(seed) step \(step): \(property.property) written as \(value.kind)"
          }
          let from = numbers(property.value)
          let to = numbers(rest)
          let got = numbers(value)
          let bounded =
            property.easing.curve.map { boundedFamilies.contains($0.family) } ?? false
          // A rigid-free, component-wise value with a bounded curve stays between its ends;
          // (Parade's rectangles keep the resting origin, which is also between).
          if bounded {
            for (index, number) in got.enumerated() {
              let low = min(from[index], to[index])
              let high = max(from[index], to[index])
              let slack = 1e-9 * max(1, abs(low), abs(high))
              if number < low - slack || number > high + slack {
                return
                  "seed \(seed) step \(step): \(property.property) \(number) outside \(low)…\(high)"
              }
            }
          }
          // At p = 1 a curve of the corrected set ends on the resting value.
          if p == 1 && set == .corrected {
            for (index, number) in got.enumerated()
            where abs(number - to[index]) > 1e-9 * max(1, abs(to[index])) {
              return
                "seed \(seed) step \(step): \(property.property) \(number) not at rest \(to[index])"
            }
          }
        }
      }
    }
    // Nothing is read twice without a recapture.
    for (element, counts) in host.reads {
      for (property, count) in counts where count > 1 + recaptured {
        return "seed \(seed) step \(step): \(element).\(property) read \(count) times"
      }
    }
  }
  return nil
}

@Suite("Parallax invariants")
struct ParallaxInvariantTests {
  @Test("Random animators under random progress write what their states and curves say")
  func randomSessions() {
    Soak.expectPasses(defaultSequences: 500, runSession)
  }
}
