import CarouselKit
import CarouselKitTesting
import Foundation
import Testing

// The article "Driving a model from a test"
// (Sources/CarouselKitTesting/CarouselKitTesting.docc/DrivingAModelFromATest.md): its Swift
// blocks are these tests, line for line and in order, with a few more checks
// (checked by DocumentationCodeTests).

/// Items numbered 0 ..< count, as the views.
final class DrivingNumbers: CarouselDataSource {
  let count: Int
  init(count: Int) { self.count = count }
  func numberOfItems(in carousel: Carousel<Int>) -> Int { count }
  func carousel(_ carousel: Carousel<Int>, viewForItemAt index: Int, reusing view: Int?) -> Int {
    index
  }
}

@Test func drivingAFlick() throws {
  let numbers = DrivingNumbers(count: 10)
  let carousel = Carousel<Int>()
  carousel.dataSource = numbers  // held weakly: the test keeps it
  let events = EventRecorder<CarouselEvent>.ignoringScrolls()
  carousel.eventHandler = events.record
  let clock = ManualFrameClock(framesPerSecond: 60)
  clock.drive(carousel)

  GestureScript.flick(velocity: -1200).perform(on: carousel, clock: clock)  // left, 1,200 pt/s
  let frames = try clock.runUntilIdle()

  #expect(carousel.scrollOffset == 2)  // 6 items/s glides 6/3 = 2 items
  #expect(frames == 40)  // 2 × 2/6 s at 60 Hz: the last frame lands exactly at rest
  #expect(
    events.takeKinds() == [
      .scroll(.willBeginDragging), .scroll(.didEndDragging(willDecelerate: true)),
      .scroll(.willBeginDecelerating), .currentItemIndexDidChange(index: 1),
      .currentItemIndexDidChange(index: 2), .scroll(.didEndDecelerating),
    ])
  try events.finish()  // throws if an event was recorded that the test did not take
  // didScroll was recorded, and never waited to be taken; the clock has nothing left to do.
  #expect(events.all.contains { $0.kind == .scroll(.didScroll) })
  #expect(abs((events.all.last?.time ?? 0) - 2.0 / 3) <= 1e-9)
  try clock.checkIdle()
}

@Test func drivingADragAndATouch() throws {
  let numbers = DrivingNumbers(count: 10)
  let carousel = Carousel<Int>()
  carousel.dataSource = numbers
  let events = EventRecorder<CarouselEvent>.ignoringScrolls()
  carousel.eventHandler = events.record
  let clock = ManualFrameClock(framesPerSecond: 60)
  clock.drive(carousel)

  // 280 pt left over 0.25 s, reported at 120 Hz, released at the model's own estimate of the
  // speed; then a finger that stops the glide at 0.4 s and lifts at 0.5 s.
  let drag = GestureScript.drag(by: -280, over: 0.25, samples: .regular(120))
  (drag + .touch(at: 0.4, lasting: 0.1)).perform(on: carousel, clock: clock)
  try clock.runUntilIdle()

  #expect(carousel.currentItemIndex == 2)
  #expect(carousel.scrollOffset == 2)
  // The touch stopped the glide at its instant, 0.4 s, between items 2 and 3.
  // Items 1 and 2 became current; the settle took iCarousel's 0.4 s from the lift at 0.5 s.
  let current = events.all.compactMap { event -> Int? in
    if case .currentItemIndexDidChange(let index) = event.kind { return index } else { return nil }
  }
  #expect(current == [1, 2])
  let settled = events.all.last { $0.kind == .scroll(.didEndScrollingAnimation) }
  #expect(abs((settled?.time ?? 0) - 0.9) <= 1e-9)
  let stop = events.all.first { $0.kind == .scroll(.didCancelDecelerating) }
  #expect(stop?.time == 0.4)
  #expect(
    events.takeNames() == [
      "willBeginDragging", "currentItemIndexDidChange", "didEndDragging", "willBeginDecelerating",
      "currentItemIndexDidChange", "didCancelDecelerating", "willBeginScrollingAnimation",
      "didEndScrollingAnimation",
    ])
  try events.finish()
}

@Test(arguments: [30.0, 60, 90, 120, 144, 240])
func drivingAtAnyFrameRate(framesPerSecond: Double) throws {
  let numbers = DrivingNumbers(count: 10)
  let carousel = Carousel<Int>()
  carousel.dataSource = numbers
  let events = EventRecorder<CarouselEvent>.ignoringScrolls()
  carousel.eventHandler = events.record
  let clock = ManualFrameClock(framesPerSecond: framesPerSecond)
  clock.drive(carousel)

  GestureScript.flick(velocity: -1200).perform(on: carousel, clock: clock)
  try clock.runUntilIdle()

  #expect(carousel.scrollOffset == 2)
  #expect(clock.now >= 2.0 / 3 - 1e-9 && clock.now - 1 / framesPerSecond < 2.0 / 3)
  let rest = try #require(events.take().last)  // heard at the instant the glide ended
  #expect(rest.kind == .scroll(.didEndDecelerating) && abs(rest.time - 2.0 / 3) <= 1e-9)
}

@Test func drivingTheSameAtEveryRate() throws {
  let numbers = DrivingNumbers(count: 10)
  let runs = try FrameRateVerifier.verify(
    .drag(by: -280, over: 0.25, samples: .regular(120)),
    make: { () -> Carousel<Int> in
      let carousel = Carousel<Int>()
      carousel.dataSource = numbers
      return carousel
    },
    observe: { $0.scrollOffset },
    agree: { abs($0 - $1) <= 1e-9 })
  #expect(runs.count == FrameRateVerifier.defaultSchedules.count)
  #expect(runs.allSatisfy { $0.final == 4 })  // the drag's glide, at every rate
}
