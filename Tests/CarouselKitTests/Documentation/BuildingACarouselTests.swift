import CarouselKit
import CarouselKitTesting
import Foundation
import Testing

// The tutorial "Building a carousel with a test" (CarouselKit.docc/Tutorials) builds this file
// step by step: every step's code file appears in it line for line, in order
// (checked by DocumentationCodeTests).

/// Five photos, named by letter: the carousel's data source.
final class TutorialPhotos: CarouselDataSource {
  let names = ["a", "b", "c", "d", "e"]

  func numberOfItems(in carousel: Carousel<String>) -> Int {
    names.count
  }

  func carousel(_ carousel: Carousel<String>, viewForItemAt index: Int, reusing view: String?)
    -> String
  {
    names[index]
  }
}

@Test func tutorialCarouselFlicksAndSelects() throws {
  let photos = TutorialPhotos()  // the carousel holds its data source weakly: keep it
  let carousel = Carousel<String>()
  carousel.configuration.type = .coverFlow
  carousel.setViewportSize(Size(width: 390, height: 300))
  carousel.configuration.itemSize = Size(width: 200, height: 200)
  carousel.dataSource = photos

  // At rest on item 0, every item is loaded. Back to front: the items beside the centre all sit
  // 100 pt back, the farthest drawn first; item 0, the current item, last (in front).
  #expect(carousel.currentItemIndex == 0)
  #expect(carousel.items.map(\.view) == ["e", "d", "c", "b", "a"])
  let front = try #require(carousel.items.last)
  #expect(front.transform == .perspective(-1.0 / 500))
  // Item 1, one item to the right: (0.5 × 0.9 + 0.25) × 200 = 140 pt along, 100 pt back.
  let beside = try #require(carousel.items.first { $0.index == 1 })
  #expect(abs(beside.transform.m41 - 140) < 1e-9)
  #expect(abs(beside.transform.m43 + 100) < 1e-9)

  let clock = ManualFrameClock(framesPerSecond: 60)
  clock.drive(carousel)
  let events = EventRecorder<CarouselEvent>.ignoringScrolls()
  carousel.eventHandler = events.record

  // A flick to the left at 1400 pt/s: 7 items/s, which glides 7/3 items, rounded up to 3.
  GestureScript.flick(velocity: -1400).perform(on: carousel, clock: clock)
  let frames = try clock.runUntilIdle()

  #expect(carousel.currentItemIndex == 3)
  #expect(carousel.scrollOffset == 3)
  // 3 items at 7 items/s slowing steadily to 0 take 2 × 3/7 = 6/7 s: 51.4 frames at 60 Hz.
  #expect(frames == 52)
  let flick = events.take()
  #expect(
    flick.map(\.kind) == [
      .scroll(.willBeginDragging), .scroll(.didEndDragging(willDecelerate: true)),
      .scroll(.willBeginDecelerating), .currentItemIndexDidChange(index: 1),
      .currentItemIndexDidChange(index: 2), .currentItemIndexDidChange(index: 3),
      .scroll(.didEndDecelerating),
    ])
  #expect(abs((flick.last?.time ?? 0) - 6.0 / 7) < 1e-9)  // between frames 51 and 52

  // Item 3 in front now, item 4 beside it on the right: 140 pt along, 100 pt back.
  #expect(carousel.items.last?.view == "d")
  let next = try #require(carousel.items.first { $0.index == 4 })
  #expect(abs(next.transform.m41 - 140) < 1e-9)
  // The eye is 500 pt away: 100 pt back, item 4's centre shows 140/1.2 pt right of the centre.
  let centre = try #require(next.transform.project(Point(x: 0, y: 0)))
  #expect(abs(centre.x - 140 / 1.2) < 1e-9)

  // A tap on item 4's centre selects it and scrolls it to the centre in 0.4 s.
  let tapTime = clock.now
  carousel.tap(at: Point(x: 195 + 140 / 1.2, y: 150), at: tapTime)
  try clock.runUntilIdle()

  #expect(carousel.currentItemIndex == 4)
  #expect(carousel.items.last?.view == "e")
  let tap = events.take()
  try #require(tap.count == 4)
  #expect(
    tap.map(\.kind) == [
      .scroll(.willBeginScrollingAnimation), .didSelectItem(index: 4),
      .currentItemIndexDidChange(index: 4), .scroll(.didEndScrollingAnimation),
    ])
  // The ease in and out is symmetric: the item changes halfway, 0.2 s after the tap.
  #expect(abs(tap[2].time - (tapTime + 0.2)) < 1e-9)
  #expect(abs(tap[3].time - (tapTime + 0.4)) < 1e-9)
  try events.finish()
}
