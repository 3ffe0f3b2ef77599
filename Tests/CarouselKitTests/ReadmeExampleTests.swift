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

// The README's carousel example, verbatim (inside a test), plus checks on what it shows.
final class Photos: CarouselDataSource {
  var names: [String]
  init(_ names: [String]) { self.names = names }
  func numberOfItems(in carousel: Carousel<String>) -> Int { names.count }
  func carousel(_ carousel: Carousel<String>, viewForItemAt index: Int, reusing view: String?) -> String {
    names[index]  // asked only for items that become visible
  }
}

@Test func readmeCarouselExample() {
  let photos = Photos(["a", "b", "c", "d", "e"])
  let carousel = Carousel<String>()
  carousel.type = .coverFlow
  carousel.viewportSize = Size(width: 390, height: 300)
  carousel.itemSize = Size(width: 200, height: 200)
  carousel.dataSource = photos
  // Touch handling: carousel.dragBegan(at:), dragChanged(translation:at:), dragEnded(velocity:at:), tap(at:time:)
  // Display link: while carousel.isAnimating { carousel.advance(to: now) }, then for each back to front:
  for item in carousel.items {
    _ = (item.view, item.transform, item.alpha, item.isHidden)  // a CATransform3D, a CSS matrix3d…
  }
  #expect(carousel.items.map(\.view).sorted() == ["a", "b", "c", "d", "e"])
  #expect(carousel.items.last?.view == "a")  // the current item, in front
}
