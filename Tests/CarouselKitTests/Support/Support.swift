import CarouselKit
import CarouselKitTesting
import Testing

// MARK: - Tolerances

/// Relative tolerance for quantities computed two ways in floating point (see ``close(_:_:_:)``):
/// far above the rounding of a few operations, far below any difference a bug makes.
let ε = 1e-9

/// Absolute tolerance, in items, for an offset the model and a test compute from the same closed
/// form in a different order: a few ulps of offsets up to about 100.
let positionTolerance = 1e-12

/// Absolute tolerance for other values of order 1 to 100 that the model and a test compute in a
/// different order — alphas, matrix entries, exact translations: a few ulps.
let roundingTolerance = 1e-12

/// Absolute tolerance, in points, for a projected position the model and a test compute in a
/// different order: rounding of a 4×4 product and a division, at a few hundred points.
let pixelTolerance = 1e-9

/// Absolute tolerance for the same motion reached through different frames (another frame
/// rate, jittered frames, no frames at all): closed forms evaluated at the same instant agree
/// to rounding, and the index-change instants are found by bisection to 1e-12 s.
let sameInstantTolerance = 1e-9

/// Whether `a` and `b` agree to `tolerance`, relative to their size (absolute below 1).
func close(_ a: Double, _ b: Double, _ tolerance: Double = ε) -> Bool {
  abs(a - b) <= tolerance * max(1, abs(a), abs(b))
}

// MARK: - Independent formulas

/// The cubic Bézier timing curve from (0, 0) to (1, 1) with control points (x1, y1) and (x2, y2) —
/// Core Animation's `CAMediaTimingFunction` — at progress `x`: solves x(u) = x for the curve
/// parameter u by bisection (x(u) rises monotonically on [0, 1] when 0 ≤ x1, x2 ≤ 1), then returns
/// y(u).
///
/// Written from the Bézier polynomial, independent of the library's solver.
func cubicBezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double) -> Double {
  func bezier(_ p1: Double, _ p2: Double, _ u: Double) -> Double {
    let v = 1 - u
    return 3 * v * v * u * p1 + 3 * v * u * u * p2 + u * u * u
  }
  var low = 0.0
  var high = 1.0
  for _ in 0..<64 {  // halves [0, 1] down to below an ulp
    let middle = (low + high) / 2
    if bezier(x1, x2, middle) < x { low = middle } else { high = middle }
  }
  return bezier(y1, y2, (low + high) / 2)
}

/// Core Animation's `kCAMediaTimingFunctionEaseInEaseOut`: the Bézier (0.42, 0)–(0.58, 1),
/// iCarousel's curve for insert and remove slides.
func caEaseInEaseOut(_ x: Double) -> Double { cubicBezier(0.42, 0, 0.58, 1, at: x) }

// MARK: - Randomness and engines

/// A seeded generator for randomised inputs.
func seeded(_ seed: UInt64) -> SplitMix64 { SplitMix64(seed: seed) }

/// Integrates m·x″ + c·x′ + k·x = 0 (x measured from the target) with classic RK4 at a fixed
/// step, returning (position, velocity) samples every `sampleEvery` seconds.
func rungeKuttaSpring(
  _ spring: SpringParameters, x0: Double, v0: Double, step: Double, until end: Double,
  sampleEvery: Double
) -> [(time: Double, x: Double, v: Double)] {
  let m = spring.mass
  let k = spring.stiffness
  let c = spring.damping
  func acceleration(_ x: Double, _ v: Double) -> Double { (-k * x - c * v) / m }
  var x = x0
  var v = v0
  var samples = [(time: 0.0, x: x, v: v)]
  let stepsPerSample = Int((sampleEvery / step).rounded())
  let totalSteps = Int((end / step).rounded())
  for n in 1...totalSteps {
    let k1x = v
    let k1v = acceleration(x, v)
    let k2x = v + 0.5 * step * k1v
    let k2v = acceleration(x + 0.5 * step * k1x, v + 0.5 * step * k1v)
    let k3x = v + 0.5 * step * k2v
    let k3v = acceleration(x + 0.5 * step * k2x, v + 0.5 * step * k2v)
    let k4x = v + step * k3v
    let k4v = acceleration(x + step * k3x, v + step * k3v)
    x += step / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
    v += step / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
    if n % stepsPerSample == 0 { samples.append((Double(n) * step, x, v)) }
  }
  return samples
}

/// Records every frame's (time, offset) of an engine driven by a clock.
final class FrameTrace {
  var frames: [(time: Double, offset: Double)] = []
}

/// Runs `script` against a fresh engine on `schedule` until rest and returns the frames.
func runGesture(
  _ configuration: ScrollEngine.Configuration, from offset: Double, script: GestureScript,
  schedule: FrameSchedule, maxFrames: Int = 5_000
) throws -> (
  trace: [(time: Double, offset: Double)], rest: Double, frames: Int, engine: ScrollEngine
) {
  let engine = ScrollEngine(configuration: configuration, offset: offset)
  let clock = ManualFrameClock(schedule: schedule)
  clock.drive(engine)
  let trace = FrameTrace()
  clock.onFrame = { time in trace.frames.append((time, engine.offset)) }
  script.perform(on: engine, clock: clock)
  let frames = try clock.runUntilIdle(maxFrames: maxFrames)
  return (trace.frames, engine.offset, frames, engine)
}

/// An engine with an event recorder (which leaves `didScroll` out) as its delegate, and a clock
/// driving it.
func harness(
  _ configuration: ScrollEngine.Configuration, offset: Double = 0, framesPerSecond: Double = 60
) -> (engine: ScrollEngine, recorder: EventRecorder<ScrollEngine.Event>, clock: ManualFrameClock) {
  let engine = ScrollEngine(configuration: configuration, offset: offset)
  let recorder = EventRecorder<ScrollEngine.Event>.ignoringScrolls()
  engine.delegate = recorder
  let clock = ManualFrameClock(framesPerSecond: framesPerSecond)
  clock.drive(engine)
  return (engine, recorder, clock)
}

/// The events of a flick whose glide ends with `glideEnd` (at rest, or cancelled) and is followed
/// by a snap: the drag, the deceleration and the scrolling animation.
func glideThenSnapEvents(glideEnd: ScrollEvent = .didEndDecelerating) -> [ScrollEvent] {
  [
    .willBeginDragging, .didEndDragging(willDecelerate: true), .willBeginDecelerating, glideEnd,
    .willBeginScrollingAnimation, .didEndScrollingAnimation,
  ]
}

/// A carousel-like engine: offsets in items 200 pt wide, iCarousel's bounce of one item.
func itemConfiguration(
  items: Int = 20, physics: any ScrollPhysics = MomentumPhysics(), wrap: Bool = false,
  rubberBand: RubberBand = .linear(limit: 1)
) -> ScrollEngine.Configuration {
  ScrollEngine.Configuration(
    bounds: wrap ? .wrapping(period: Double(items)) : .limited(0...Double(items - 1)),
    snapGrid: .uniform(spacing: 1), rubberBand: wrap ? .none : rubberBand, physics: physics,
    pointsPerUnit: 200)
}

/// A pager-like engine: offsets in points, pages 320 pt wide, UIScrollView physics.
func pageConfiguration(pages: Int = 10, physics: DecayPhysics = DecayPhysics(target: .paging))
  -> ScrollEngine.Configuration
{
  ScrollEngine.Configuration(
    bounds: .limited(0...Double(pages - 1) * 320), snapGrid: .uniform(spacing: 320),
    rubberBand: .iOS(dimension: 320), physics: physics, pointsPerUnit: 1)
}
