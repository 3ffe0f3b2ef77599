import CarouselKit
import CarouselKitTesting
import Testing

// A main carousel and its thumbnail strip (Embla's thumbnail example, Swiper's `thumbs` and
// `controller`): a tap on a thumbnail scrolls the main one, and the main one's motion moves the
// strip.

/// Photos a viewport wide, and a strip of 60-pt thumbnails in a 320×60 viewport: at offset 0
/// thumbnail `i`'s centre is at x = 160 + 60·i.
private func makePair(
  photos: Int = 20, thumbnails: Int = 20, following: CarouselThumbnails<Card, Card>.Following
) -> (pair: CarouselThumbnails<Card, Card>, clock: ManualFrameClock) {
  let main = makeCarousel(.linear, count: photos, itemWidth: 320).carousel
  let strip = makeCarousel(
    .linear, count: thumbnails, viewport: Size(width: 320, height: 60), itemWidth: 60
  ).carousel
  let pair = CarouselThumbnails(main: main, thumbnails: strip, following: following)
  let clock = ManualFrameClock(framesPerSecond: 60)
  clock.drive(pair)
  return (pair, clock)
}

@Suite("A carousel and its thumbnails")
struct CarouselThumbnailsTests {
  @Test("A tap on a thumbnail scrolls the main carousel to its item, and the strip rests on it")
  func tapScrollsMain() throws {
    let (pair, clock) = makePair(following: .selection)
    clock.advanceFrame()
    // Thumbnail 2's centre: 160 + 60·2 = 280.
    #expect(pair.tapThumbnail(at: Point(x: 280, y: 30), at: clock.now) == 2)
    #expect(pair.main.targetItemIndex == 2 && pair.selectedIndex == 2)
    try clock.runUntilIdle()
    #expect(pair.main.scrollOffset == 2 && pair.main.currentItemIndex == 2)
    #expect(pair.thumbnails.scrollOffset == 2)
    // Empty space past the last thumbnail's end hits nothing, and the main carousel stays.
    pair.thumbnails.scrollOffset = 19
    #expect(pair.tapThumbnail(at: Point(x: 300, y: 30), at: clock.now) == nil)
    try clock.runUntilIdle()
    #expect(pair.main.scrollOffset == 2)
  }

  @Test(
    "A flick of the main carousel names its resting item at the release, and the strip scrolls there while it glides"
  )
  func flickMovesStrip() throws {
    let (pair, clock) = makePair(following: .selection)
    var selectedWhileGliding: Set<Int> = []
    clock.onFrame = { _ in
      if pair.main.isDecelerating { selectedWhileGliding.insert(pair.selectedIndex) }
    }
    GestureScript.flick(velocity: -2600, at: 0.1).perform(on: pair.main, clock: clock)
    try clock.runUntilIdle()
    let rest = pair.main.currentItemIndex
    #expect(rest > 1 && pair.main.scrollOffset == Double(rest))
    // From the release on, the selection is where the glide ends, not the item passing by.
    #expect(selectedWhileGliding == [rest])
    #expect(pair.thumbnails.scrollOffset == Double(rest))
  }

  @Test(
    "Following the offset, the strip's offset is the main one's times the ratio of their last indexes, every frame"
  )
  func offsetFollowing() throws {
    // 10 photos, 19 thumbnails: the ratio is 18/9 = 2.
    let (pair, clock) = makePair(photos: 10, thumbnails: 19, following: .offset)
    var frames = 0
    clock.onFrame = { _ in
      let main = pair.main.scrollOffset
      guard main >= 0 && main <= 9 else { return }  // past the ends the strip stops at its own
      frames += 1
      #expect(abs(pair.thumbnails.scrollOffset - main * 2) <= 1e-12 * max(1, main))
    }
    GestureScript.drag(by: -500, over: 0.3, samples: .regular(60)).perform(
      on: pair.main, clock: clock)
    try clock.runUntilIdle()
    #expect(frames > 20 && pair.main.scrollOffset > 1)
    #expect(pair.thumbnails.scrollOffset == pair.main.scrollOffset * 18 / 9)
  }

  @Test("A finger on the strip keeps it from following until it lifts")
  func fingerHoldsStrip() throws {
    let (pair, clock) = makePair(following: .selection)
    pair.thumbnails.touchBegan(at: 0)
    pair.main.scrollToItem(5, animated: true, at: 0)
    try clock.runUntilIdle(maxFrames: 120)
    #expect(pair.main.currentItemIndex == 5 && pair.thumbnails.scrollOffset == 0)
    pair.thumbnails.touchEnded(at: clock.now)
    try clock.runUntilIdle()
    #expect(pair.thumbnails.scrollOffset == 5)
  }

  @Test("With fewer thumbnails than items, the items past the last select the last thumbnail")
  func fewerThumbnails() throws {
    let (pair, clock) = makePair(photos: 10, thumbnails: 4, following: .selection)
    pair.main.scrollToItem(8, animated: true, at: 0)
    try clock.runUntilIdle()
    #expect(pair.selectedIndex == 8 && pair.thumbnail(for: pair.selectedIndex) == 3)
    #expect(pair.thumbnails.scrollOffset == 3)
  }
}
