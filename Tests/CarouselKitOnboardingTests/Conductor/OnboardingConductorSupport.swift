import CarouselKit
import CarouselKitOnboarding
import Foundation
import Testing

// Builders and independent formulas for the conductor's tests: every expected number is
// computed here from SFOnboardingConductor's maths, never read back from the code under test.

/// The tolerance for computed positions and transforms, in points (or unitless).
let conductorEpsilon = 1e-9

/// The container used unless a test says otherwise: 320×568 points.
let containerSize = Size(width: 320, height: 568)

/// An image with `key`, placed at `position` (fractions) against `relativeKey` or the
/// container.
func makeImage(
  _ key: String, at position: Point? = nil, anchor: Point = Point(x: 0.5, y: 0.5),
  relativeKey: String? = nil, immediately: Bool = false
) -> OnboardingImage {
  var image = OnboardingImage(key: key)
  image.relativePosition = position
  image.anchorPoint = anchor
  image.relativeKey = relativeKey
  image.addsImmediately = immediately
  return image
}

/// An element moving `views`, configured by `configure`.
func makeElement(
  _ views: [String], _ configure: (inout OnboardingElement) -> Void = { _ in }
) -> OnboardingElement {
  var element = OnboardingElement()
  element.views = views
  configure(&element)
  return element
}

/// A spec of `pages` pages with `images` and `elements`.
func makeSpec(
  pages: Int = 3, images: [OnboardingImage] = [], elements: [OnboardingElement] = [],
  _ configure: (inout OnboardingSpec) -> Void = { _ in }
) -> OnboardingSpec {
  var spec = OnboardingSpec()
  spec.pageCount = pages
  spec.images = images
  spec.elements = elements
  configure(&spec)
  return spec
}

/// A flow of `pages` pages whose page 1 item is view "a", centred and shown at once, springing
/// from scale 0.5 to 1 over 1 s; `configure` changes the item.
func flowWithItem(
  pages: Int = 3, _ configure: (inout OnboardingElement) -> Void = { _ in }
) -> OnboardingSpec {
  makeSpec(
    pages: pages, images: [makeImage("a", at: Point(x: 0.5, y: 0.5), immediately: true)],
    elements: [
      makeElement(["a"]) {
        $0.itemPages = [1]
        $0.startScale = 0.5
        $0.duration = 1
        configure(&$0)
      }
    ])
}

/// Records the conductor's events, without `didScroll`.
final class ConductorRecorder: OnboardingConductorDelegate {
  var events: [OnboardingEvent] = []
  var closes: [Int] = []
  var configure: ((OnboardingConductor) -> Void)?

  func record(_ event: OnboardingEvent) {
    if case .scroll(.didScroll) = event.kind { return }
    events.append(event)
  }

  func conductor(_ conductor: OnboardingConductor, didCloseOnPage page: Int) {
    closes.append(page)
  }

  func configureCustomViewsAndAnimations(_ conductor: OnboardingConductor) {
    configure?(conductor)
  }

  /// The pages of the `didSettle` events, with their times.
  var settles: [(page: Int, time: Double)] {
    events.compactMap {
      if case .didSettle(let page) = $0.kind { return (page, $0.time) }
      return nil
    }
  }
}

/// A finger on the pages: it remembers the offset its drag started at, so it can move the pages
/// to an offset (within the content, where no rubber band bends the drag).
struct Finger {
  let conductor: OnboardingConductor
  let origin: Double

  /// Touches down and starts dragging at `time`.
  init(on conductor: OnboardingConductor, at time: Double) {
    self.conductor = conductor
    origin = conductor.contentOffset
    conductor.dragBegan(at: time)
  }

  /// Moves the pages to content offset `offset` at `time`.
  func move(to offset: Double, at time: Double) {
    conductor.dragChanged(translation: origin - offset, at: time)
  }
}

/// Lifts the finger and sends 60 Hz frames until the pages settle on the page the pager picks,
/// which must happen before `end`.
func release(
  _ conductor: OnboardingConductor, velocity: Double = 0, at time: Double, settleBy end: Double,
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
  conductor.dragEnded(velocity: velocity, at: time)
  var now = time
  while conductor.settledPage == nil {
    guard now < end else {
      Issue.record("the pages did not settle by \(end) s", sourceLocation: sourceLocation)
      return
    }
    now += 1.0 / 60
    conductor.advance(to: now)
  }
}

/// Goes to `page` at once at `time` (a jump: no buckets are visited on the way).
func jump(_ conductor: OnboardingConductor, to page: Int, at time: Double) {
  #expect(conductor.scrollToPage(page, animated: false, at: time))
}

// MARK: - Drag formulas (SFOnboardingElement's)

/// `[S, 0, 0, S, S·Px, S·Py]`: translate(P) then scale(S).
func translateThenScale(_ p: Point, _ s: Double) -> Transform2D {
  Transform2D(a: s, b: 0, c: 0, d: s, tx: s * p.x, ty: s * p.y)
}

func lerp(_ a: Double, _ b: Double, _ q: Double) -> Double { a + q * (b - a) }

func lerp(_ a: Point, _ b: Point, _ q: Double) -> Point {
  Point(x: lerp(a.x, b.x, q), y: lerp(a.y, b.y, q))
}

/// The appear progress: `f`, or with delay `d` 0 before `d` and `(f − d)/d` after; 1 above 0.95.
func appearProgress(_ f: Double, delay d: Double, snap: Double = 0.95) -> Double {
  var q = d > 0 ? (f < d ? 0 : (f - d) / d) : f
  if q > snap { q = 1 }
  return q
}

/// The disappear progress: `min(1, f·m)`, 1 above 0.95.
func disappearProgress(_ f: Double, multiplier m: Double, snap: Double = 0.95) -> Double {
  var q = min(1, f * m)
  if q > snap { q = 1 }
  return q
}

func appearTransform(_ element: OnboardingElement, _ q: Double) -> Transform2D {
  translateThenScale(
    lerp(element.startPosition, element.appearPosition, q),
    lerp(element.startScale, element.appearScale, q))
}

func disappearTransform(_ element: OnboardingElement, _ q: Double) -> Transform2D {
  translateThenScale(
    lerp(element.appearPosition, element.endPosition, q),
    lerp(element.appearScale, element.endScale, q))
}

func expectTransform(
  _ actual: Transform2D?, _ expected: Transform2D, tolerance: Double = conductorEpsilon,
  _ comment: Comment? = nil, sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
  guard let actual else {
    Issue.record("no transform", sourceLocation: sourceLocation)
    return
  }
  #expect(
    actual.isApproximatelyEqual(to: expected, tolerance: tolerance),
    "\(actual) ≠ \(expected) \(comment.map { "\($0)" } ?? "")", sourceLocation: sourceLocation)
}

func expectRect(
  _ actual: Rect?, _ expected: Rect, tolerance: Double = conductorEpsilon,
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
  guard let actual else {
    Issue.record("no frame", sourceLocation: sourceLocation)
    return
  }
  let close =
    abs(actual.origin.x - expected.origin.x) <= tolerance
    && abs(actual.origin.y - expected.origin.y) <= tolerance
    && abs(actual.size.width - expected.size.width) <= tolerance
    && abs(actual.size.height - expected.size.height) <= tolerance
  #expect(close, "\(actual) ≠ \(expected)", sourceLocation: sourceLocation)
}

// MARK: - Core Animation's ease-in-out, by bisection

/// Core Animation's `easeInEaseOut`, the cubic Bézier (0.42, 0)–(0.58, 1), solved for x by
/// bisection.
func caEaseInOut(_ x: Double) -> Double {
  let x = min(max(x, 0), 1)
  func bezier(_ u: Double, _ p1: Double, _ p2: Double) -> Double {
    3 * (1 - u) * (1 - u) * u * p1 + 3 * (1 - u) * u * u * p2 + u * u * u
  }
  var low = 0.0
  var high = 1.0
  for _ in 0..<200 {
    let middle = (low + high) / 2
    if bezier(middle, 0.42, 0.58) < x { low = middle } else { high = middle }
  }
  return bezier((low + high) / 2, 0, 1)
}

// MARK: - UIKit's spring, written out

/// The root of `e^(−u)(1 + u) = 0.001`, by bisection on [1, 50].
func criticalProductByBisection() -> Double {
  var low = 1.0
  var high = 50.0
  for _ in 0..<200 {
    let middle = (low + high) / 2
    if exp(-middle) * (1 + middle) > 0.001 { low = middle } else { high = middle }
  }
  return (low + high) / 2
}

/// UIKit's spring progress `elapsed` seconds after its start: 0 during `delay`, 1 from
/// `delay + duration`, in between `1 + x(t)` with `x` the displacement of a mass-1 spring from
/// `x(0) = −1`, `x′(0) = v`, ω₀ from Framer's mapping with ε = 0.001.
func uiKitSpringProgress(
  elapsed: Double, duration: Double, delay: Double, damping zeta: Double, velocity v: Double
) -> Double {
  if elapsed < delay { return 0 }
  if elapsed >= delay + duration { return 1 }
  let t = elapsed - delay
  let z = min(max(zeta, 0.01), 1)
  if z < 1 {
    let omega0 = log(z / (0.001 * (1 - z * z).squareRoot())) / (z * duration)
    let omegaD = omega0 * (1 - z * z).squareRoot()
    let x0 = -1.0
    let b = (v + z * omega0 * x0) / omegaD
    return 1 + exp(-z * omega0 * t) * (x0 * cos(omegaD * t) + b * sin(omegaD * t))
  }
  let omega0 = criticalProductByBisection() / duration
  let x0 = -1.0
  return 1 + (x0 + (v + omega0 * x0) * t) * exp(-omega0 * t)
}

/// Entry-wise `from + (to − from)·p`.
func interpolate(_ from: Transform2D, _ to: Transform2D, _ p: Double) -> Transform2D {
  Transform2D(
    a: lerp(from.a, to.a, p), b: lerp(from.b, to.b, p), c: lerp(from.c, to.c, p),
    d: lerp(from.d, to.d, p), tx: lerp(from.tx, to.tx, p), ty: lerp(from.ty, to.ty, p))
}
