import CarouselKit
import CarouselKitTesting
import Foundation
import Testing

// The scroll engine apart from its release physics: drags and rubber bands, wrapping, touches
// that stop motion, programmatic scrolls, bounds changes, timestamps and delegates that call
// back. ScrollPhysicsTests.swift covers what happens after a release.

@Suite("ScrollEngine drags and rubber bands")
struct ScrollEngineDragTests {
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
      #expect(close(engine.offset, expected, positionTolerance))
    }
    #expect(engine.offset < 20)
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

  @Test(
    "Without a rubber band, dragging back from past the end moves at once (iCarousel clamps per event)"
  )
  func hardEndHasNoDeadZone() {
    let engine = ScrollEngine(configuration: itemConfiguration(rubberBand: .none))
    engine.dragBegan(at: 0)
    engine.dragChanged(translation: 400, at: 0.1)
    #expect(engine.offset == 0)
    engine.dragChanged(translation: 300, at: 0.2)
    #expect(engine.offset == 0.5)
  }

  @Test("Re-normalising a wrapped drag keeps where the gesture began")
  func wrappedDragAnchor() {
    let physics = MomentumPhysics(target: .atMost(boundaries: 1))
    let engine = ScrollEngine(
      configuration: itemConfiguration(items: 10, physics: physics, wrap: true), offset: 0.2)
    engine.dragBegan(at: 0)
    engine.dragChanged(translation: 140, at: 0.1)  // 0.2 − 0.7 = −0.5 ≡ 9.5
    engine.configuration = itemConfiguration(items: 10, physics: physics, wrap: true)
    engine.dragBegan(at: 0.15)  // a host re-anchoring the drag (a second finger, say)
    engine.dragChanged(translation: 20, at: 0.2)  // 9.4
    engine.dragEnded(velocity: 600, at: 0.2)  // −3 items/s: at most one boundary from 0 ≡ 10
    engine.advance(to: 10)
    #expect(engine.offset == 9)
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
      itemConfiguration(items: 5, wrap: true), from: 4, script: .flick(velocity: -3000),
      schedule: .regular(60))
    #expect(trace.allSatisfy { $0.offset >= 0 && $0.offset < 5 })
    // v = 15 items/s, d = 5, natural end 9 ≡ 4.
    #expect(rest == 4)
  }

  @Test(
    "A touch stops momentum where it is (cancelled); lifting it snaps to a boundary (iCarousel #694)"
  )
  func touchStopsAndSettles() throws {
    let (engine, recorder, clock) = harness(itemConfiguration())
    let script = GestureScript.flick(velocity: -1400) + .touch(at: 0.2, lasting: 0.3)
    script.perform(on: engine, clock: clock)
    let stopped = engine.offset
    #expect(stopped != stopped.rounded() && engine.phase == .animating)
    try clock.runUntilIdle()
    #expect(engine.offset == stopped.rounded())
    let events = recorder.take()
    #expect(events.map(\.kind) == glideThenSnapEvents(glideEnd: .didCancelDecelerating))
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
    #expect(
      recorder.takeKinds() == [
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
    #expect(
      recorder.takeKinds().suffix(3) == [
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
    #expect(
      recorder.takeKinds() == [
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
    #expect(close(engine.velocity, velocity, roundingTolerance))
    engine.advance(to: 3)
    #expect(engine.offset == 2)
  }

  @Test("Nothing moves, nothing fires: frames at rest and no-op changes emit no events")
  func noSpuriousEvents() throws {
    let engine = ScrollEngine(configuration: itemConfiguration(), offset: 4)
    let recorder = EventRecorder<ScrollEngine.Event>()
    engine.delegate = recorder
    for k in 1...30 { engine.advance(to: Double(k) / 60) }
    engine.configuration = itemConfiguration(items: 30)
    engine.scroll(to: 4, duration: 0.4)
    engine.stop()
    engine.touchBegan(at: 1)
    engine.touchEnded(at: 1.1)  // already on a boundary: nothing to settle
    #expect(recorder.all.isEmpty)  // didScroll included
    #expect(!engine.isAnimating)
    try recorder.finish()
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

  @Test("The starting offset is clamped to the ends plus the allowed overscroll")
  func initialOffsetClamped() {
    #expect(ScrollEngine(configuration: itemConfiguration(), offset: 20).offset == 20)  // 19 + 1
    #expect(ScrollEngine(configuration: itemConfiguration(), offset: 40).offset == 20)
    #expect(
      ScrollEngine(configuration: itemConfiguration(rubberBand: .none), offset: -3).offset == 0)
  }

  @Test("Wrapped offsets are never negative")
  func normalizedNeverNegative() {
    let bounds = ScrollEngine.Bounds.wrapping(period: 0.3)
    for position in stride(from: -5.0, through: 5.0, by: 0.01) {
      let wrapped = bounds.normalized(position)
      #expect(wrapped >= 0 && wrapped < 0.3)
    }
    #expect(bounds.normalized(-1.8) >= 0)
  }

  @Test("A spring retarget from an ease with a vertical start keeps a finite velocity")
  func infiniteEasingSlope() {
    let engine = ScrollEngine(configuration: itemConfiguration())
    engine.scroll(to: 5, duration: 0.4, easing: .cubicBezier(0, 0.55, 0.45, 1))
    #expect(engine.velocity.isFinite)
    engine.scroll(to: 7, spring: .smooth)
    engine.advance(to: 5)
    #expect(engine.offset == 7)
  }
}

@Suite("ScrollEngine re-entrancy")
struct ScrollEngineReentrancyTests {
  /// Records the engine's events and, once momentum ends, scrolls from inside the callback.
  final class Redirector: ScrollEngineDelegate {
    let events = EventRecorder<ScrollEngine.Event>.ignoringScrolls()
    var redirected = false
    func scrollEngine(_ engine: ScrollEngine, didEmit event: ScrollEngine.Event) {
      events.record(event)
      if event.kind == .didEndDecelerating && !redirected {
        redirected = true
        engine.scroll(to: 10, duration: 0.5)
      }
      if event.kind == .didScroll {
        _ = engine.offset
        engine.advance(to: event.time)
      }
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
    #expect(delegate.events.takeKinds() == glideThenSnapEvents())
    try delegate.events.finish()
  }
}
