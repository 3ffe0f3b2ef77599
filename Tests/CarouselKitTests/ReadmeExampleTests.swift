import CarouselKit
import CarouselKitTesting
import Testing

// The README's example, verbatim: if this changes, change the README too.
@Test func flickLandsOnAnItem() throws {
  let engine = ScrollEngine(configuration: .init(
    bounds: .limited(0...19), snapGrid: .uniform(spacing: 1), rubberBand: .linear(limit: 1),
    physics: MomentumPhysics(), pointsPerUnit: 200))  // iCarousel's physics, items 200 pt wide
  let clock = ManualFrameClock(framesPerSecond: 120)
  clock.drive(engine)
  GestureScript.flick(velocity: -1400).perform(on: engine, clock: clock)  // finger left at 1400 pt/s
  let frames = try clock.runUntilIdle()
  #expect(engine.offset == 3)  // 7 items/s glides 7/3 items, rounded outward to item 3
  #expect(frames == 103)  // 2·3/7 s at 120 Hz: the last frame lands exactly at rest
}
