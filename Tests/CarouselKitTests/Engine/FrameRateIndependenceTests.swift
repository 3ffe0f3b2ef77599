import CarouselKit
import CarouselKitTesting
import Testing

/// A named engine setup for parameterised tests.
struct PhysicsCase: Sendable, CustomTestStringConvertible {
  var name: String
  var configuration: ScrollEngine.Configuration
  var start: Double
  /// Finger velocities for flicks (points per second) and a drag distance (points), scaled to
  /// the setup's units.
  var flicks: [Double]
  var drag: Double
  var testDescription: String { name }

  static let all: [PhysicsCase] = {
    let flicks = [-1400.0, -9000, 3000]
    let pageFlicks = [-900.0, -6000, 2500]
    return [
      PhysicsCase(
        name: "iCarousel, boundary", configuration: itemConfiguration(), start: 3.4, flicks: flicks,
        drag: -260),
      PhysicsCase(
        name: "iCarousel, free then snap",
        configuration: itemConfiguration(physics: MomentumPhysics(target: .free)), start: 3.4,
        flicks: flicks,
        drag: -260),
      PhysicsCase(
        name: "iCarousel, free, no snap",
        configuration: itemConfiguration(
          physics: MomentumPhysics(target: .free, snapsToBoundary: false)), start: 3.4,
        flicks: flicks, drag: -260),
      PhysicsCase(
        name: "iCarousel, paging",
        configuration: itemConfiguration(physics: MomentumPhysics(target: .paging)), start: 3.4,
        flicks: flicks,
        drag: -260),
      PhysicsCase(
        name: "iCarousel, at most 2",
        configuration: itemConfiguration(physics: MomentumPhysics(target: .atMost(boundaries: 2))),
        start: 3.4,
        flicks: flicks, drag: -260),
      PhysicsCase(
        name: "iCarousel, wrapping",
        configuration: itemConfiguration(items: 12, wrap: true), start: 10.6, flicks: flicks,
        drag: -260),
      PhysicsCase(
        name: "iCarousel, event-independent rubber band",
        configuration: itemConfiguration(rubberBand: .exponential(limit: 1)), start: 18.2,
        flicks: flicks, drag: -400),
      PhysicsCase(
        name: "UIScrollView, free with bounces",
        configuration: pageConfiguration(physics: DecayPhysics()), start: 1000, flicks: pageFlicks,
        drag: -300),
      PhysicsCase(
        name: "UIScrollView, boundary",
        configuration: pageConfiguration(physics: DecayPhysics(target: .boundary)), start: 1000,
        flicks: pageFlicks,
        drag: -300),
      PhysicsCase(
        name: "UIScrollView, paging",
        configuration: pageConfiguration(physics: DecayPhysics(target: .paging)), start: 1000,
        flicks: pageFlicks,
        drag: -300),
      PhysicsCase(
        name: "UIScrollView, at most 1, fast rate",
        configuration: pageConfiguration(
          physics: DecayPhysics(rate: DecaySimulation.fastRate, target: .atMost(boundaries: 1))),
        start: 1000, flicks: pageFlicks, drag: -300),
    ]
  }()

  /// Gestures whose inputs do not depend on the frame rate.
  var scripts: [(String, GestureScript)] {
    flicks.map { ("flick \($0)", GestureScript.flick(velocity: $0)) } + [
      ("drag sampled at 120 Hz", .drag(by: drag, over: 0.2, samples: .regular(120))),
      (
        "drag with jittered samples",
        .drag(by: drag * 0.7, over: 0.3, samples: .jittered(90, seed: 11))
      ),
      (
        "flick, then a touch that stops it",
        .flick(velocity: flicks[0]) + .touch(at: 0.23, lasting: 0.11)
      ),
      (
        "drag back into range past the end",
        .drag(by: -drag * 3, over: 0.25, samples: .regular(120))
      ),
    ]
  }
}

@Suite("Frame-rate independence")
struct FrameRateIndependenceTests {
  static let schedules = FrameRateVerifier.defaultSchedules

  @Test(
    "Every frame at every rate is where a frameless run puts that instant, and all rest alike",
    arguments: PhysicsCase.all)
  func sameMotionAtEveryRate(setup: PhysicsCase) throws {
    for (gesture, script) in setup.scripts {
      let runs = try FrameRateVerifier.verify(
        script, schedules: Self.schedules,
        make: { ScrollEngine(configuration: setup.configuration, offset: setup.start) },
        observe: \.offset, agree: { abs($0 - $1) <= sameInstantTolerance })
      // Every run rests where an engine given the inputs rests a minute later, with no frames.
      let late = ScrollEngine(configuration: setup.configuration, offset: setup.start)
      for step in script.steps { GestureScript.send(step.input, to: late, at: step.time) }
      late.advance(to: 60)
      let rests = runs.map(\.final)
      #expect(
        rests.allSatisfy { abs($0 - late.offset) <= sameInstantTolerance },
        "\(gesture): \(rests) vs \(late.offset)")
      // Settling is bounded: no gesture needs more than 6 s of frames after its last input.
      let settlingTimes = runs.map { $0.endTime - script.endTime }
      #expect(settlingTimes.allSatisfy { $0 <= 6 }, "\(gesture): \(settlingTimes)")
    }
  }

  @Test("Common instants of 30, 60, 90, 120, 144 and 240 Hz agree", arguments: PhysicsCase.all)
  func commonInstants(setup: PhysicsCase) throws {
    let script = GestureScript.flick(velocity: setup.flicks[1])
    var byInstant: [Int: [Double]] = [:]  // sixths of a second → offsets
    for rate in [30.0, 60, 90, 120, 144, 240] {
      // Frames keep coming for 3 s, through the motion and the rest after it.
      let engine = ScrollEngine(configuration: setup.configuration, offset: setup.start)
      let clock = ManualFrameClock(framesPerSecond: rate)
      clock.drive(engine)
      clock.onFrame = { time in
        let sixths = (time * 6).rounded()
        if time <= 3, abs(time * 6 - sixths) < sameInstantTolerance {
          byInstant[Int(sixths), default: []].append(engine.offset)
        }
      }
      script.perform(on: engine, clock: clock)
      clock.advance(to: 3)
      try clock.runUntilIdle(maxFrames: 6_000)
    }
    #expect(byInstant.count == 18 && byInstant.values.allSatisfy { $0.count == 6 })
    for (instant, offsets) in byInstant {
      #expect(
        offsets.allSatisfy { abs($0 - offsets[0]) <= sameInstantTolerance },
        "t = \(instant)/6 s: \(offsets)")
    }
  }
}
