import CarouselKit
import CarouselKitTesting
import Foundation
import Testing

// What the scroll engine does after a release with each physics policy: iCarousel's constant
// deceleration (iCarousel's `startDecelerating`) and UIScrollView's exponential decay, their
// targets (free, boundary, paging, at most N), bounces and snaps.

@Suite("ScrollEngine with iCarousel physics")
struct MomentumScrollTests {
  @Test(
    "A flick decelerates uniformly to the natural end rounded outward, exactly, in ceil(T·fps) frames"
  )
  func flickEndsOnBoundary() throws {
    let (engine, recorder, clock) = harness(itemConfiguration())
    var positions: [(Double, Double)] = []
    clock.onFrame = { positions.append(($0, engine.offset)) }
    GestureScript.flick(velocity: -1400).perform(on: engine, clock: clock)

    // v = 1400/200 = 7 items/s; natural d = 7/(60·0.05) = 2.333; rounded outward to 3.
    let v = 7.0
    let end = 3.0
    let duration = 2 * end / v
    #expect(close(engine.velocity, v))
    #expect(engine.targetOffset == end)
    let frames = try clock.runUntilIdle()
    #expect(frames == Int((duration * 60).rounded(.up)))
    #expect(engine.offset == end && engine.phase == .idle)
    for (t, x) in positions where t < duration {
      #expect(close(x, v * t - 0.5 * (v / duration) * t * t, positionTolerance))
    }
    #expect(
      recorder.timeline == """
        0.0000 willBeginDragging
        0.0000 didEndDragging(willDecelerate: true)
        0.0000 willBeginDecelerating
        \(String(format: "%.4f", duration)) didEndDecelerating
        """)
    #expect(recorder.take().last?.time == duration)
    try recorder.finish()
  }

  @Test("Free momentum stops at the natural end, then snaps in 0.4 s from that exact instant")
  func freeMomentumThenSnap() throws {
    let physics = MomentumPhysics(target: .free)
    let (engine, recorder, clock) = harness(
      itemConfiguration(physics: physics), framesPerSecond: 144)
    GestureScript.flick(velocity: -1400).perform(on: engine, clock: clock)
    try clock.runUntilIdle()
    let momentumEnd = 2.0 / 3  // unrounded momentum always lasts 1/(30·(1 − 0.95))
    let events = recorder.take()
    #expect(events.map(\.kind) == glideThenSnapEvents())
    #expect(close(events[3].time, momentumEnd) && events[4].time == events[3].time)
    #expect(close(events[5].time, momentumEnd + 0.4))
    #expect(engine.offset == 2)  // 7/3 = 2.333 snaps back to 2
    try recorder.finish()
  }

  @Test("Without snapping, free momentum rests where it stops")
  func freeMomentumWithoutSnap() throws {
    let (_, rest, _, _) = try runGesture(
      itemConfiguration(physics: MomentumPhysics(target: .free, snapsToBoundary: false)), from: 0,
      script: .flick(velocity: -1400), schedule: .regular(60))
    #expect(close(rest, 7.0 / 3, positionTolerance))
  }

  @Test("Paging goes to the next boundary from the release, however hard the flick")
  func paging() throws {
    let (_, rest, _, engine) = try runGesture(
      itemConfiguration(physics: MomentumPhysics(target: .paging)), from: 3.2,
      script: .flick(velocity: -8000), schedule: .regular(60))
    #expect(rest == 4 && engine.phase == .idle)
    let back = try runGesture(
      itemConfiguration(physics: MomentumPhysics(target: .paging)), from: 3.2,
      script: .flick(velocity: 8000), schedule: .regular(60))
    #expect(back.rest == 3)
  }

  @Test("At most N boundaries from where the drag began")
  func atMost() throws {
    let physics = MomentumPhysics(target: .atMost(boundaries: 2))
    let (_, rest, _, _) = try runGesture(
      itemConfiguration(physics: physics), from: 5, script: .flick(velocity: -9000),
      schedule: .regular(60))
    #expect(rest == 7)
  }

  @Test(
    "Momentum into an end stops at most bounceDistance past it and snaps back",
    arguments: [(18.0, -4000.0, 19.0, 20.0), (1.0, 4000.0, 0.0, -1.0)])
  func bounce(start: Double, velocity: Double, rest: Double, farthest: Double) throws {
    let (trace, finalOffset, _, _) = try runGesture(
      itemConfiguration(), from: start, script: .flick(velocity: velocity), schedule: .regular(120))
    let extreme = velocity < 0 ? trace.map(\.offset).max()! : trace.map(\.offset).min()!
    #expect(extreme == farthest)
    #expect(finalOffset == rest)
  }

  @Test("A slow release snaps to the nearest boundary with a scrolling animation")
  func slowRelease() throws {
    let (engine, recorder, clock) = harness(itemConfiguration())
    GestureScript.drag(by: -50, over: 0.5).perform(on: engine, clock: clock)
    #expect(close(engine.offset, 0.25))
    try clock.runUntilIdle()
    #expect(engine.offset == 0)
    let events = recorder.take()
    #expect(
      events.map(\.kind) == [
        .willBeginDragging, .didEndDragging(willDecelerate: false), .willBeginScrollingAnimation,
        .didEndScrollingAnimation,
      ])
    #expect(close(events[3].time, 0.5 + 0.4))
    try recorder.finish()
  }

  @Test(
    "A fast release too short to decelerate snaps on to the next boundary (iCarousel's shouldScroll)"
  )
  func shouldScroll() throws {
    // r = 0: 3 items/s travels only 3/60 = 0.05 < 0.1, so no momentum; 0.3 from index 0 and
    // faster than 2 items/s: index 0 + 1.
    let (_, rest, _, _) = try runGesture(
      itemConfiguration(physics: MomentumPhysics(decelerationRate: 0)), from: 0,
      script: .drag(by: -60, over: 0.1, samples: .regular(120)), schedule: .regular(60))
    #expect(rest == 1)
  }

  @Test("The release velocity is the tracked finger velocity when the host gives none")
  func trackedVelocity() {
    let engine = ScrollEngine(configuration: itemConfiguration())
    let clock = ManualFrameClock(framesPerSecond: 120)
    clock.drive(engine)
    // 300 pt in 0.25 s: 1200 pt/s, 6 items/s, from 1.5: d = 2, rounded outward from 3.5 to 4.
    GestureScript.drag(by: -300, over: 0.25, samples: .regular(120)).perform(
      on: engine, clock: clock)
    #expect(close(engine.velocity, 6))
    #expect(engine.targetOffset == 4)
  }

  @Test("At most N boundaries also limits the snap after a release that cannot decelerate")
  func atMostLimitsSnap() {
    // Drag from 3 to 4.6, release at 3 items/s: the natural end 5.6 rounds to 6, limited to 4,
    // which lies behind the release; the snap must not go on to 6.
    let physics = MomentumPhysics(target: .atMost(boundaries: 1))
    let engine = ScrollEngine(configuration: itemConfiguration(physics: physics), offset: 3)
    engine.dragBegan(at: 0)
    engine.dragChanged(translation: -320, at: 0.5)
    #expect(close(engine.offset, 4.6))
    engine.dragEnded(velocity: -600, at: 0.5)
    engine.advance(to: 5)
    #expect(engine.offset == 4)
  }

  @Test(
    "Momentum ending on a wrapped boundary starts no snap, whatever the rounding",
    arguments: [390 + 2.0 / 3, 333.3, 0.1 * 3, 1.0 / 3])
  func noSnapForRounding(pageWidth: Double) throws {
    let configuration = ScrollEngine.Configuration(
      bounds: .wrapping(period: 5 * pageWidth), snapGrid: .uniform(spacing: pageWidth),
      physics: MomentumPhysics(), pointsPerUnit: 1)
    for velocity in [-7 * pageWidth, -21 * pageWidth, 13 * pageWidth] {
      let (engine, recorder, clock) = harness(configuration)
      GestureScript.flick(velocity: velocity).perform(on: engine, clock: clock)
      let duration = try #require(engine.motionEndTime)
      let frames = try clock.runUntilIdle()
      #expect(frames == Int((duration * 60).rounded(.up)))
      #expect(recorder.takeKinds().last == .didEndDecelerating)
      try recorder.finish()
    }
  }
}

@Suite("ScrollEngine with UIScrollView physics")
struct DecayScrollTests {
  @Test(
    "maximumReleaseSpeed caps a fling, as Flutter's 8,000 pt/s does; slower ones pass unchanged")
  func releaseSpeedCap() {
    func released(at velocity: Double, cap: Double) -> Double {
      var configuration = ScrollEngine.Configuration(
        bounds: .limited(0...100_000), physics: DecayPhysics(), pointsPerUnit: 2,
        velocityMultiplier: 2)
      configuration.maximumReleaseSpeed = cap
      let engine = ScrollEngine(configuration: configuration, offset: 50_000)
      engine.dragBegan(at: 0)
      engine.dragEnded(velocity: velocity, at: 0)
      return engine.velocity
    }
    #expect(released(at: -20_000, cap: 8_000) == 4_000)  // 8,000 pt/s over 2 pt per unit
    #expect(released(at: 20_000, cap: 8_000) == -4_000)
    #expect(released(at: -3_000, cap: 8_000) == 3_000)  // 3,000 × 2 = 6,000 pt/s: under the cap
    #expect(released(at: -20_000, cap: 1_000_000) == 20_000)  // the default leaves fingers alone
  }

  @Test("Paging flicks end exactly on the next page; slow releases spring to the nearest")
  func paging() throws {
    let fast = try runGesture(
      pageConfiguration(), from: 640, script: .flick(velocity: -300), schedule: .regular(60))
    #expect(fast.rest == 960)
    let backward = try runGesture(
      pageConfiguration(), from: 700, script: .flick(velocity: 2500), schedule: .regular(60))
    #expect(backward.rest == 640)
    let slow = try runGesture(
      pageConfiguration(), from: 640, script: .drag(by: -100, over: 1, releaseVelocity: 0),
      schedule: .regular(60))
    #expect(slow.rest == 640)
    let pastHalf = try runGesture(
      pageConfiguration(), from: 640, script: .drag(by: -200, over: 1, releaseVelocity: 0),
      schedule: .regular(60))
    #expect(pastHalf.rest == 960)
  }

  @Test("A free fling past the end overshoots, springs back and rests exactly on the end")
  func bounceAtEnd() throws {
    let configuration = pageConfiguration(physics: DecayPhysics())
    let (trace, rest, _, _) = try runGesture(
      configuration, from: 2500, script: .flick(velocity: -4000), schedule: .regular(120))
    #expect(trace.map(\.offset).max()! > 2880 + 20)
    #expect(rest == 2880)
  }

  @Test("Without a rubber band a fling stops dead at the end")
  func hardStop() throws {
    var configuration = pageConfiguration(physics: DecayPhysics())
    configuration.rubberBand = .none
    let (trace, rest, _, _) = try runGesture(
      configuration, from: 2500, script: .flick(velocity: -4000), schedule: .regular(120))
    #expect(trace.map(\.offset).max()! == 2880 && rest == 2880)
  }

  @Test("Boundary targets pick the page nearest the projected rest")
  func nearestToProjection() throws {
    let configuration = pageConfiguration(physics: DecayPhysics(target: .boundary))
    // Projection: 0 + 1500·0.4995 = 749 → page 2 (640).
    let (_, rest, _, _) = try runGesture(
      configuration, from: 0, script: .flick(velocity: -1500), schedule: .regular(60))
    #expect(rest == 640)
  }

  @Test("A decay that would rest just past the end stops inside it without stalling or jumping")
  func decayRestingJustPastTheEnd() throws {
    let k = -1000 * log(DecaySimulation.normalRate)
    let configuration = ScrollEngine.Configuration(
      bounds: .limited(0...3000), rubberBand: .iOS(dimension: 400), physics: DecayPhysics())
    let velocity = 3000.001 * k
    let (trace, rest, frames, _) = try runGesture(
      configuration, from: 0, script: .flick(velocity: -velocity), schedule: .regular(60))
    #expect(trace.allSatisfy { $0.offset <= 3000 })
    #expect(rest < 3000 && rest > 2999)
    // The motion ends when the decay slows below 1 pt/s, not at a later hand-over.
    let decayEnds = log(velocity / 1) / k
    #expect(frames == Int((decayEnds * 60).rounded(.up)))
  }

  @Test("A flick outward at an end without overscroll does nothing at all")
  func flickIntoAHardEnd() throws {
    let configuration = ScrollEngine.Configuration(
      bounds: .limited(0...500), physics: DecayPhysics())
    let engine = ScrollEngine(configuration: configuration, offset: 500)
    let recorder = EventRecorder<ScrollEngine.Event>()
    engine.delegate = recorder
    engine.dragBegan(at: 0)
    engine.dragEnded(velocity: -2000, at: 0)
    #expect(
      recorder.takeKinds() == [.willBeginDragging, .didEndDragging(willDecelerate: false)]
        && !engine.isAnimating)
    try recorder.finish()
  }
}
