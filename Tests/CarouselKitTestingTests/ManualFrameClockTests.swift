import CarouselKit
import CarouselKitTesting
import Testing

/// A model that animates until a given time, recording the frames it was given.
final class Countdown: FrameDriven {
  var endTime: Double
  var frames: [Double] = []
  init(until endTime: Double) { self.endTime = endTime }
  func advance(to time: Double) { frames.append(time) }
  var isAnimating: Bool { (frames.last ?? 0) < endTime }
  var activityDescription: String { "counting down to \(endTime)" }
}

@Suite("ManualFrameClock")
struct ManualFrameClockTests {
  @Test("Time starts at 0 and frames fall at k/fps")
  func frameTimes() {
    let clock = ManualFrameClock(framesPerSecond: 144)
    let model = Countdown(until: 10)
    clock.drive(model)
    #expect(clock.now == 0)
    clock.advanceFrames(3)
    let expected: [Double] = [1, 2, 3].map { $0 / 144 }
    #expect(model.frames == expected)
    #expect(clock.now == 3.0 / 144 && clock.frameCount == 3)
  }

  @Test("advance(by:) delivers the frames due on the way and leaves time at the end")
  func advanceBy() {
    let clock = ManualFrameClock(framesPerSecond: 60)
    let model = Countdown(until: 10)
    clock.drive(model)
    clock.advance(by: 0.1)
    #expect(model.frames.count == 6 && clock.now == 0.1)
    clock.advance(by: 0.005)
    #expect(model.frames.count == 6 && close(clock.now, 0.105))
    clock.advance(to: 0.05)  // the past: nothing happens
    #expect(close(clock.now, 0.105) && model.frames.count == 6)
  }

  @Test("runUntilIdle returns the frames it took")
  func runUntilIdle() throws {
    let clock = ManualFrameClock(framesPerSecond: 60)
    clock.drive(Countdown(until: 0.5))
    #expect(try clock.runUntilIdle() == 30)
    #expect(try clock.runUntilIdle() == 0)
    try clock.checkIdle()
  }

  @Test("runUntilIdle says what is still moving and how to fix it")
  func didNotSettle() throws {
    let engine = ScrollEngine(configuration: .init(bounds: .limited(0...9)), offset: 0)
    let clock = ManualFrameClock(framesPerSecond: 60)
    clock.drive(engine)
    // An undamped spring never ends.
    engine.scroll(to: 4.2, spring: SpringParameters(stiffness: 50, damping: 0))
    clock.advance(to: 0.5)
    let error = #expect(throws: ManualFrameClockError.self) {
      try clock.runUntilIdle(maxFrames: 120)
    }
    let message = String(describing: try #require(error))
    #expect(
      message.hasPrefix(
        "did not settle after 120 frames (2 s at 60 Hz): still animating at offset "))
    #expect(message.contains("; to fix, look for a motion that never ends"))
    #expect(throws: ManualFrameClockError.self) { try clock.checkIdle() }
  }

  @Test("A jittered schedule is reproducible, in order, and within its jitter")
  func jitteredSchedule() {
    let schedule = FrameSchedule.jittered(120, by: 0.45, seed: 42)
    let again = FrameSchedule.jittered(120, by: 0.45, seed: 42)
    let other = FrameSchedule.jittered(120, by: 0.45, seed: 43)
    var previous = schedule.time(ofFrame: 0)
    #expect(previous == 0)
    var differs = false
    for k in 1...1_000 {
      let t = schedule.time(ofFrame: k)
      #expect(t == again.time(ofFrame: k))
      #expect(t > previous)
      let nominal = Double(k) / 120
      #expect(abs(t - nominal) <= 0.45 / 120 + 1e-15)
      differs = differs || t != other.time(ofFrame: k)
      previous = t
    }
    #expect(differs)
  }
}

@Suite("GestureScript")
struct GestureScriptTests {
  @Test("A flick is touch down, drag began and release at one instant")
  func flick() {
    #expect(
      GestureScript.flick(velocity: -900, at: 2).steps == [
        .init(time: 2, input: .touchBegan), .init(time: 2, input: .dragBegan),
        .init(time: 2, input: .dragEnded(velocity: -900)),
      ])
  }

  @Test("A drag samples at its schedule and ends exactly at its distance and duration")
  func drag() throws {
    let script = GestureScript.drag(by: -120, over: 0.1, samples: .regular(60), startingAt: 1)
    let changes = script.steps.compactMap { step -> (Double, Double)? in
      if case .dragChanged(let translation) = step.input { return (step.time, translation) }
      return nil
    }
    #expect(changes.count == 6)
    let first = try #require(changes.first)
    let last = try #require(changes.last)
    #expect(close(first.0, 1 + 1.0 / 60))
    #expect(close(first.1, -20))
    #expect(last.0 == 1.1)
    #expect(last.1 == -120)
    #expect(script.steps.last == .init(time: 1.1, input: .dragEnded(velocity: nil)))
    #expect(script.endTime == 1.1)
  }

  @Test("Scripts interleave with frames: frames due before an input come first")
  func interleaving() {
    let clock = ManualFrameClock(framesPerSecond: 10)
    let engine = ScrollEngine(configuration: .init(bounds: .limited(0...100)))
    clock.drive(engine)
    var log: [String] = []
    clock.onFrame = { log.append("frame \(Int(($0 * 10).rounded()))") }
    let recorder = Recorder { log.append($0) }
    engine.delegate = recorder
    (GestureScript.touch(at: 0.25, lasting: 0) + .touchDown(at: 0.3)).perform(
      on: engine, clock: clock)
    #expect(log == ["frame 1", "frame 2", "frame 3"])
    #expect(engine.isTracking && clock.now == 0.3)
  }

  final class Recorder: ScrollEngineDelegate {
    let sink: (String) -> Void
    init(_ sink: @escaping (String) -> Void) { self.sink = sink }
    func scrollEngine(_ engine: ScrollEngine, didEmit event: ScrollEngine.Event) {
      sink(event.name)
    }
  }
}

@Suite("EventRecorder")
struct EventRecorderTests {
  @Test(
    "It records kinds, details and times, prints a timeline, and leaves ignored kinds out of what waits"
  )
  func timeline() throws {
    let engine = ScrollEngine(
      configuration: .init(
        bounds: .limited(0...9), snapGrid: .uniform(spacing: 1), physics: MomentumPhysics(),
        pointsPerUnit: 200))
    let recorder = EventRecorder<ScrollEngine.Event>.ignoringScrolls()
    engine.delegate = recorder
    let clock = ManualFrameClock(framesPerSecond: 60)
    clock.drive(engine)
    GestureScript.flick(velocity: -1000).perform(on: engine, clock: clock)
    try clock.runUntilIdle()
    // v = 5 items/s: natural 5/3 rounded out to 2, so T = 2·2/5 = 0.8 s.
    #expect(
      recorder.timeline == """
        0.0000 willBeginDragging
        0.0000 didEndDragging(willDecelerate: true)
        0.0000 willBeginDecelerating
        0.8000 didEndDecelerating
        """)
    #expect(recorder.count(of: "didScroll") == 48)
    #expect(recorder.all.count == 52)
    #expect(recorder.takeFirst()?.kind == .willBeginDragging)
    #expect(
      recorder.takeNames() == ["didEndDragging", "willBeginDecelerating", "didEndDecelerating"])
    try recorder.finish()
  }

  @Test("finish() names every event nobody took, and how to fix it; discard() forgets them")
  func finishReportsLeftovers() throws {
    let recorder = EventRecorder<CarouselEvent>.ignoringScrolls()
    recorder.record(CarouselEvent(.scroll(.didScroll), at: 0.1))
    #expect(throws: Never.self) { try recorder.finish() }
    recorder.record(CarouselEvent(.scroll(.willBeginDecelerating), at: 0.25))
    recorder.record(CarouselEvent(.currentItemIndexDidChange(index: 3), at: 0.5))
    #expect(
      throws: EventRecorderError.unasserted([
        "0.2500 willBeginDecelerating", "0.5000 currentItemIndexDidChange(index: 3)",
      ])
    ) { try recorder.finish() }
    let error = EventRecorderError.unasserted(["0.2500 willBeginDecelerating"])
    #expect(
      error.description.hasPrefix(
        "1 event recorded but never asserted: 0.2500 willBeginDecelerating; to fix,"))
    recorder.discard()
    try recorder.finish()
    #expect(recorder.all.count == 3)
  }
}

func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-12 * max(1, abs(a), abs(b)) }
