import CarouselKit
import CarouselKitTesting
import Foundation
import Testing

/// Regressions for problems found in review of the foundation.
@Suite("Scroll engine regressions")
struct ScrollEngineRegressionTests {
  @Test("At most N boundaries also limits the snap after a release that cannot decelerate")
  func atMostLimitsSnap() {
    // Drag from 3 to 4.6, release at 3 items/s: the natural end 5.6 rounds to 6, limited to 4,
    // which lies behind the release; the snap must not go on to 6.
    let engine = ScrollEngine(configuration: itemConfiguration(physics: MomentumPhysics(target: .atMost(boundaries: 1))), offset: 3)
    engine.dragBegan(at: 0)
    engine.dragChanged(translation: -320, at: 0.5)
    #expect(close(engine.offset, 4.6))
    engine.dragEnded(velocity: -600, at: 0.5)
    engine.advance(to: 5)
    #expect(engine.offset == 4)
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
    let configuration = ScrollEngine.Configuration(bounds: .limited(0...500), physics: DecayPhysics())
    let engine = ScrollEngine(configuration: configuration, offset: 500)
    let recorder = EventRecorder<ScrollEngine.Event>()
    engine.delegate = recorder
    engine.dragBegan(at: 0)
    engine.dragEnded(velocity: -2000, at: 0)
    #expect(recorder.takeKinds() == [.willBeginDragging, .didEndDragging(willDecelerate: false)] && !engine.isAnimating)
    try recorder.finish()
  }

  @Test("Re-normalising a wrapped drag keeps where the gesture began")
  func wrappedDragAnchor() {
    let physics = MomentumPhysics(target: .atMost(boundaries: 1))
    let engine = ScrollEngine(configuration: itemConfiguration(items: 10, physics: physics, wrap: true), offset: 0.2)
    engine.dragBegan(at: 0)
    engine.dragChanged(translation: 140, at: 0.1)  // 0.2 − 0.7 = −0.5 ≡ 9.5
    engine.configuration = itemConfiguration(items: 10, physics: physics, wrap: true)
    engine.dragBegan(at: 0.15)  // a host re-anchoring the drag (a second finger, say)
    engine.dragChanged(translation: 20, at: 0.2)  // 9.4
    engine.dragEnded(velocity: 600, at: 0.2)  // −3 items/s: at most one boundary from 0 ≡ 10
    engine.advance(to: 10)
    #expect(engine.offset == 9)
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

  @Test("Momentum ending on a wrapped boundary starts no snap, whatever the rounding",
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

  @Test("Without a rubber band, dragging back from past the end moves at once (iCarousel clamps per event)")
  func hardEndHasNoDeadZone() {
    let engine = ScrollEngine(configuration: itemConfiguration(rubberBand: .none))
    engine.dragBegan(at: 0)
    engine.dragChanged(translation: 400, at: 0.1)
    #expect(engine.offset == 0)
    engine.dragChanged(translation: 300, at: 0.2)
    #expect(engine.offset == 0.5)
  }

  @Test("The starting offset is clamped to the ends plus the allowed overscroll")
  func initialOffsetClamped() {
    #expect(ScrollEngine(configuration: itemConfiguration(), offset: 20).offset == 20)  // 19 + 1
    #expect(ScrollEngine(configuration: itemConfiguration(), offset: 40).offset == 20)
    #expect(ScrollEngine(configuration: itemConfiguration(rubberBand: .none), offset: -3).offset == 0)
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

  @Test("Explicit snap points with a period find the boundary a rounding error ahead")
  func periodicPointsRounding() {
    let grid = SnapGrid(points: [0.3, 0.7])
    let index = grid.indexAtOrAfter(8.0, period: 1.1)
    #expect(grid.boundary(index, period: 1.1) >= 8.0)
    #expect(grid.boundary(index - 1, period: 1.1) < 8.0)
  }

  @Test("A snap grid that does not fit the wrapping period traps")
  func gridMustFitPeriod() async {
    await #expect(processExitsWith: .failure) {
      _ = ScrollEngine(configuration: .init(bounds: .wrapping(period: 10), snapGrid: .uniform(spacing: 3)))
    }
    await #expect(processExitsWith: .failure) {
      _ = ScrollEngine(configuration: .init(bounds: .wrapping(period: 10), snapGrid: SnapGrid(points: [0, 4, 12])))
    }
  }
}
