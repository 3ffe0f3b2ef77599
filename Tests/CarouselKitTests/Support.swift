import CarouselKit
import CarouselKitTesting
import Testing

/// Tolerance for quantities computed two ways in floating point.
let ε = 1e-9

func close(_ a: Double, _ b: Double, _ tolerance: Double = ε) -> Bool {
  abs(a - b) <= tolerance * max(1, abs(a), abs(b))
}

/// A seeded generator for randomised inputs.
func seeded(_ seed: UInt64) -> SplitMix64 { SplitMix64(seed: seed) }

/// Integrates m·x″ + c·x′ + k·x = 0 (x measured from the target) with classic RK4 at a fixed
/// step, returning (position, velocity) samples every `sampleEvery` seconds.
func rungeKuttaSpring(
  _ spring: SpringParameters, x0: Double, v0: Double, step: Double, until end: Double,
  sampleEvery: Double
) -> [(time: Double, x: Double, v: Double)] {
  let m = spring.mass, k = spring.stiffness, c = spring.damping
  func acceleration(_ x: Double, _ v: Double) -> Double { (-k * x - c * v) / m }
  var x = x0, v = v0
  var samples = [(time: 0.0, x: x, v: v)]
  let stepsPerSample = Int((sampleEvery / step).rounded())
  let totalSteps = Int((end / step).rounded())
  for n in 1...totalSteps {
    let k1x = v, k1v = acceleration(x, v)
    let k2x = v + 0.5 * step * k1v, k2v = acceleration(x + 0.5 * step * k1x, v + 0.5 * step * k1v)
    let k3x = v + 0.5 * step * k2v, k3v = acceleration(x + 0.5 * step * k2x, v + 0.5 * step * k2v)
    let k4x = v + step * k3v, k4v = acceleration(x + step * k3x, v + step * k3v)
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
) throws -> (trace: [(time: Double, offset: Double)], rest: Double, frames: Int, engine: ScrollEngine) {
  let engine = ScrollEngine(configuration: configuration, offset: offset)
  let clock = ManualFrameClock(schedule: schedule)
  clock.drive(engine)
  let trace = FrameTrace()
  clock.onFrame = { time in trace.frames.append((time, engine.offset)) }
  script.perform(on: engine, clock: clock)
  let frames = try clock.runUntilIdle(maxFrames: maxFrames)
  return (trace.frames, engine.offset, frames, engine)
}

/// The offset of a fresh engine given the same inputs and advanced straight to `time`, with no
/// frames in between. A frame at the instant of an input comes before it (as
/// ``GestureScript/perform(on:clock:)`` delivers them), so only earlier inputs count.
func offsetWithoutFrames(
  _ configuration: ScrollEngine.Configuration, from offset: Double, script: GestureScript, at time: Double
) -> Double {
  let engine = ScrollEngine(configuration: configuration, offset: offset)
  for step in script.steps where step.time < time {
    GestureScript.send(step.input, to: engine, at: step.time)
  }
  engine.advance(to: time)
  return engine.offset
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
