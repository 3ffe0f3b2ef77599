import CarouselKit
import CarouselKitTesting
import Foundation
import Testing

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

@Suite("ScrollEngine with iCarousel physics")
struct MomentumScrollTests {
  @Test("A flick decelerates uniformly to the natural end rounded outward, exactly, in ceil(T·fps) frames")
  func flickEndsOnBoundary() throws {
    let (engine, recorder, clock) = harness(itemConfiguration())
    var positions: [(Double, Double)] = []
    clock.onFrame = { positions.append(($0, engine.offset)) }
    GestureScript.flick(velocity: -1400).perform(on: engine, clock: clock)

    // v = 1400/200 = 7 items/s; natural d = 7/(60·0.05) = 2.333; rounded outward to 3.
    let v = 7.0, end = 3.0
    let duration = 2 * end / v
    #expect(close(engine.velocity, v))
    #expect(engine.targetOffset == end)
    let frames = try clock.runUntilIdle()
    #expect(frames == Int((duration * 60).rounded(.up)))
    #expect(engine.offset == end && engine.phase == .idle)
    for (t, x) in positions where t < duration {
      #expect(close(x, v * t - 0.5 * (v / duration) * t * t, 1e-12))
    }
    #expect(recorder.timeline == """
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
    let (engine, recorder, clock) = harness(itemConfiguration(physics: physics), framesPerSecond: 144)
    GestureScript.flick(velocity: -1400).perform(on: engine, clock: clock)
    try clock.runUntilIdle()
    let momentumEnd = 2.0 / 3  // unrounded momentum always lasts 1/(30·(1 − 0.95))
    let events = recorder.take()
    #expect(events.map(\.kind) == [
      .willBeginDragging, .didEndDragging(willDecelerate: true), .willBeginDecelerating, .didEndDecelerating,
      .willBeginScrollingAnimation, .didEndScrollingAnimation,
    ])
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
    #expect(close(rest, 7.0 / 3, 1e-12))
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
      itemConfiguration(physics: physics), from: 5, script: .flick(velocity: -9000), schedule: .regular(60))
    #expect(rest == 7)
  }

  @Test("Momentum into an end stops at most bounceDistance past it and snaps back",
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
    #expect(events.map(\.kind) == [
      .willBeginDragging, .didEndDragging(willDecelerate: false), .willBeginScrollingAnimation,
      .didEndScrollingAnimation,
    ])
    #expect(close(events[3].time, 0.5 + 0.4))
    try recorder.finish()
  }

  @Test("A fast release too short to decelerate snaps on to the next boundary (iCarousel's shouldScroll)")
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
    GestureScript.drag(by: -300, over: 0.25, samples: .regular(120)).perform(on: engine, clock: clock)
    #expect(close(engine.velocity, 6, 1e-9))
    #expect(engine.targetOffset == 4)
  }

  @Test("iCarousel's rubber band: each event's movement scaled by 1 − overshoot/bounceDistance")
  func linearRubberBandSequence() {
    let engine = ScrollEngine(configuration: itemConfiguration(), offset: 19)
    engine.dragBegan(at: 0)
    var expected = 19.0
    for k in 1...30 {
      // Each event moves the finger 10 pt left: 0.05 items before resistance.
      let overshoot = expected - 19
      expected += 0.05 * (1 - min(overshoot, 1) / 1)
      engine.dragChanged(translation: Double(-10 * k), at: Double(k) / 60)
      #expect(close(engine.offset, expected, 1e-12))
    }
    #expect(engine.offset < 20)
  }

  @Test("Dragging by T points moves the offset by −T·multiplier/itemWidth; wrapping wraps")
  func dragMapping() {
    var configuration = itemConfiguration(items: 10, wrap: true)
    configuration.dragMultiplier = 2
    let engine = ScrollEngine(configuration: configuration, offset: 0.5)
    engine.dragBegan(at: 0)
    engine.dragChanged(translation: 150, at: 0.1)  // right: toward lower offsets, 1.5 items
    #expect(close(engine.offset, 9))
    engine.dragChanged(translation: -500, at: 0.2)
    #expect(close(engine.offset, 5.5))
  }
}

@Suite("ScrollEngine with UIScrollView physics")
struct DecayScrollTests {
  @Test("maximumReleaseSpeed caps a fling, as Flutter's 8,000 pt/s does; slower ones pass unchanged")
  func releaseSpeedCap() {
    func released(at velocity: Double, cap: Double) -> Double {
      var configuration = ScrollEngine.Configuration(
        bounds: .limited(0...100_000), physics: DecayPhysics(), pointsPerUnit: 2, velocityMultiplier: 2)
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

  @Test("The iOS rubber band shows (1 − 1/(x·c/d + 1))·d of a drag past the end")
  func iOSRubberBand() {
    let engine = ScrollEngine(configuration: pageConfiguration(pages: 3), offset: 640)
    engine.dragBegan(at: 0)
    engine.dragChanged(translation: -200, at: 0.1)
    #expect(close(engine.offset, 640 + (1 - 1 / (200 * 0.55 / 320 + 1)) * 320))
    engine.dragChanged(translation: 100, at: 0.2)  // back inside: 1:1
    #expect(close(engine.offset, 540))
  }

  @Test("Paging flicks end exactly on the next page; slow releases spring to the nearest")
  func paging() throws {
    let fast = try runGesture(pageConfiguration(), from: 640, script: .flick(velocity: -300), schedule: .regular(60))
    #expect(fast.rest == 960)
    let backward = try runGesture(pageConfiguration(), from: 700, script: .flick(velocity: 2500), schedule: .regular(60))
    #expect(backward.rest == 640)
    let slow = try runGesture(
      pageConfiguration(), from: 640, script: .drag(by: -100, over: 1, releaseVelocity: 0), schedule: .regular(60))
    #expect(slow.rest == 640)
    let pastHalf = try runGesture(
      pageConfiguration(), from: 640, script: .drag(by: -200, over: 1, releaseVelocity: 0), schedule: .regular(60))
    #expect(pastHalf.rest == 960)
  }

  @Test("A free fling past the end overshoots, springs back and rests exactly on the end")
  func bounceAtEnd() throws {
    let configuration = pageConfiguration(physics: DecayPhysics())
    let (trace, rest, _, _) = try runGesture(configuration, from: 2500, script: .flick(velocity: -4000), schedule: .regular(120))
    #expect(trace.map(\.offset).max()! > 2880 + 20)
    #expect(rest == 2880)
  }

  @Test("Without a rubber band a fling stops dead at the end")
  func hardStop() throws {
    var configuration = pageConfiguration(physics: DecayPhysics())
    configuration.rubberBand = .none
    let (trace, rest, _, _) = try runGesture(configuration, from: 2500, script: .flick(velocity: -4000), schedule: .regular(120))
    #expect(trace.map(\.offset).max()! == 2880 && rest == 2880)
  }

  @Test("Boundary targets pick the page nearest the projected rest")
  func nearestToProjection() throws {
    let configuration = pageConfiguration(physics: DecayPhysics(target: .boundary))
    // Projection: 0 + 1500·0.4995 = 749 → page 2 (640).
    let (_, rest, _, _) = try runGesture(configuration, from: 0, script: .flick(velocity: -1500), schedule: .regular(60))
    #expect(rest == 640)
  }
}

@Suite("ScrollEngine wrapping, touches and programmatic scrolls")
struct ScrollEngineBehaviourTests {
  @Test("Wrapping keeps the offset in 0..<period and takes the shortest way to a target")
  func wrapping() throws {
    let engine = ScrollEngine(configuration: itemConfiguration(items: 10, wrap: true), offset: 9.7)
    engine.scroll(to: 0, duration: 0.4)
    #expect(engine.targetOffset == 0)
    engine.advance(to: 0.2)
    #expect(engine.offset > 9.7 && engine.offset < 10)  // forward across the seam, not back by 9.7
    engine.advance(to: 0.4)
    #expect(engine.offset == 0)
    engine.scroll(to: 12, duration: 0.4, at: 0.5)  // from 0: 12 ≡ 2, direct
    engine.advance(to: 1)
    #expect(engine.offset == 2)
    engine.scroll(to: 7, duration: 0, at: 1)  // 2 → 7: 5 either way, the tie goes direct
    #expect(engine.offset == 7)
    #expect(ScrollEngine.shortestDistance(from: 3, to: 12, period: 10) == -1)
    #expect(ScrollEngine.shortestDistance(from: 2, to: 7, period: 10) == 5)
    #expect(ScrollEngine.shortestDistance(from: 7, to: 2, period: 10) == -5)
  }

  @Test("A flick across the seam of a wrapping scroll never leaves 0..<period")
  func flickAcrossSeam() throws {
    let (trace, rest, _, _) = try runGesture(
      itemConfiguration(items: 5, wrap: true), from: 4, script: .flick(velocity: -3000), schedule: .regular(60))
    #expect(trace.allSatisfy { $0.offset >= 0 && $0.offset < 5 })
    // v = 15 items/s, d = 5, natural end 9 ≡ 4.
    #expect(rest == 4)
  }

  @Test("A touch stops momentum where it is (cancelled); lifting it snaps to a boundary (iCarousel #694)")
  func touchStopsAndSettles() throws {
    let (engine, recorder, clock) = harness(itemConfiguration())
    let script = GestureScript.flick(velocity: -1400) + .touch(at: 0.2, lasting: 0.3)
    script.perform(on: engine, clock: clock)
    let stopped = engine.offset
    #expect(stopped != stopped.rounded() && engine.phase == .animating)
    try clock.runUntilIdle()
    #expect(engine.offset == stopped.rounded())
    let events = recorder.take()
    #expect(events.map(\.kind) == [
      .willBeginDragging, .didEndDragging(willDecelerate: true), .willBeginDecelerating, .didCancelDecelerating,
      .willBeginScrollingAnimation, .didEndScrollingAnimation,
    ])
    #expect(events[3].time == 0.2 && events[4].time == 0.5)
    try recorder.finish()
  }

  @Test("A programmatic scroll follows the ease and emits will/did; a jump emits didScroll only")
  func programmaticScroll() throws {
    let engine = ScrollEngine(configuration: itemConfiguration())
    let recorder = EventRecorder<ScrollEngine.Event>()
    engine.delegate = recorder
    engine.scroll(to: 5, duration: 0.4)
    engine.advance(to: 0.1)
    #expect(close(engine.offset, 5 * 0.0625))
    engine.advance(to: 0.3)
    #expect(close(engine.offset, 5 * 0.9375))
    engine.advance(to: 0.5)
    #expect(engine.offset == 5)
    #expect(recorder.takeKinds() == [
      .willBeginScrollingAnimation, .didScroll, .didScroll, .didScroll, .didEndScrollingAnimation,
    ])
    engine.scroll(to: 8, duration: 0)
    #expect(engine.offset == 8 && recorder.takeKinds() == [.didScroll])
    engine.scroll(to: 8, duration: 0.4)
    engine.scroll(to: 99, duration: 0)  // clamped to the last item
    #expect(engine.offset == 19 && recorder.takeKinds() == [.didScroll])
    try recorder.finish()
  }

  @Test("A scroll started during momentum lands exactly on its target (iCarousel #197)")
  func scrollDuringMomentum() throws {
    let (engine, recorder, clock) = harness(itemConfiguration())
    GestureScript.flick(velocity: -2000).perform(on: engine, clock: clock)
    clock.advanceFrames(7)
    engine.scroll(to: 4, duration: 0.4)
    try clock.runUntilIdle()
    #expect(engine.offset == 4)
    #expect(recorder.takeKinds().suffix(3) == [
      .didCancelDecelerating, .willBeginScrollingAnimation, .didEndScrollingAnimation,
    ])
    try recorder.finish()
  }

  @Test("A programmatic scroll during a drag ends the drag; the gesture's later events are ignored")
  func scrollDuringDrag() throws {
    let engine = ScrollEngine(configuration: itemConfiguration())
    let recorder = EventRecorder<ScrollEngine.Event>.ignoringScrolls()
    engine.delegate = recorder
    engine.dragBegan(at: 0)
    engine.dragChanged(translation: -100, at: 0.1)
    engine.scroll(to: 3, duration: 0.4, at: 0.1)
    engine.dragChanged(translation: -300, at: 0.2)
    engine.dragEnded(velocity: -2000, at: 0.25)
    engine.advance(to: 1)
    #expect(engine.offset == 3)
    #expect(recorder.takeKinds() == [
      .willBeginDragging, .didEndDragging(willDecelerate: false), .willBeginScrollingAnimation,
      .didEndScrollingAnimation,
    ])
    try recorder.finish()
  }

  @Test("A spring scroll keeps the current velocity when it retargets")
  func springRetarget() {
    let engine = ScrollEngine(configuration: itemConfiguration())
    engine.dragBegan(at: 0)
    engine.dragEnded(velocity: -2000, at: 0)
    engine.advance(to: 0.1)
    let velocity = engine.velocity
    engine.scroll(to: 2, spring: .smooth)
    #expect(close(engine.velocity, velocity, 1e-12))
    engine.advance(to: 3)
    #expect(engine.offset == 2)
  }

  @Test("Nothing moves, nothing fires: frames at rest and no-op changes emit no events")
  func noSpuriousEvents() {
    let engine = ScrollEngine(configuration: itemConfiguration(), offset: 4)
    let recorder = EventRecorder<ScrollEngine.Event>()
    engine.delegate = recorder
    for k in 1...30 { engine.advance(to: Double(k) / 60) }
    engine.configuration = itemConfiguration(items: 30)
    engine.scroll(to: 4, duration: 0.4)
    engine.stop()
    engine.touchBegan(at: 1)
    engine.touchEnded(at: 1.1)  // already on a boundary: nothing to settle
    #expect(recorder.all.isEmpty)
    #expect(!engine.isAnimating)
  }

  @Test("Times earlier than the engine's, and repeated ones, are handled")
  func timestamps() {
    let engine = ScrollEngine(configuration: itemConfiguration())
    engine.scroll(to: 5, duration: 0.4)
    engine.advance(to: 0.2)
    let offset = engine.offset
    engine.advance(to: 0.1)  // older frame: no effect
    engine.advance(to: 0.2)  // repeated frame: no effect
    #expect(engine.offset == offset && engine.time == 0.2)
    // A touch stamped before the last frame counts as happening now.
    engine.touchBegan(at: 0.15)
    #expect(engine.offset == offset && engine.time == 0.2 && !engine.isAnimating)
    engine.dragBegan(at: 0.2)
    engine.dragChanged(translation: -20, at: 0.2)
    engine.dragChanged(translation: -40, at: 0.2)
    #expect(close(engine.offset, offset + 0.2))
  }

  @Test("Changing the bounds re-clamps an idle offset; settle() snaps it")
  func boundsChange() throws {
    let engine = ScrollEngine(configuration: itemConfiguration(items: 20), offset: 15.5)
    engine.configuration = itemConfiguration(items: 10)
    #expect(engine.offset == 10)  // the last index (9) plus one item of allowed overscroll
    engine.settle()
    engine.advance(to: 1)
    #expect(engine.offset == 9)
  }
}

@Suite("ScrollEngine re-entrancy")
struct ScrollEngineReentrancyTests {
  final class Redirector: ScrollEngineDelegate {
    var log: [String] = []
    var redirected = false
    func scrollEngine(_ engine: ScrollEngine, didEmit event: ScrollEngine.Event) {
      log.append(event.name)
      if event.kind == .didEndDecelerating && !redirected {
        redirected = true
        engine.scroll(to: 10, duration: 0.5)
      }
      if event.kind == .didScroll { _ = engine.offset; engine.advance(to: event.time) }
    }
  }

  @Test("A delegate may scroll from a callback; its events follow the one being handled")
  func delegateScrollsFromCallback() throws {
    let engine = ScrollEngine(configuration: itemConfiguration())
    let delegate = Redirector()
    engine.delegate = delegate
    let clock = ManualFrameClock(framesPerSecond: 60)
    clock.drive(engine)
    GestureScript.flick(velocity: -1400).perform(on: engine, clock: clock)
    try clock.runUntilIdle()
    #expect(engine.offset == 10)
    #expect(delegate.log.filter { $0 != "didScroll" } == [
      "willBeginDragging", "didEndDragging", "willBeginDecelerating", "didEndDecelerating",
      "willBeginScrollingAnimation", "didEndScrollingAnimation",
    ])
  }
}
