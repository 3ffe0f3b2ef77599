import CarouselKit
import CarouselKitTesting
import Foundation
import Testing

/// The known bugs of iCarousel 1.8.3 (specs/icarousel.md §7), each fixed, with the original
/// kept as a compatibility option where the fix changes visible motion.
@Suite("iCarousel bugs we fix")
struct CarouselBugTests {
  @Test("iCarousel #357: odd placeholder counts ask for every placeholder exactly once")
  func oddPlaceholders() {
    let (carousel, source, _) = makeCarousel(.linear, count: 10, placeholders: 5, viewport: Size(width: 4000, height: 400))
    #expect(carousel.indexesForVisibleItems == Array(-3...11))
    #expect(source.placeholderRequests.sorted() == [0, 1, 2, 3, 4])
    let labels = carousel.items.filter(\.isPlaceholder).sorted { $0.index < $1.index }.map(\.view.label)
    #expect(labels == [0, 1, 2, 3, 4])
  }

  @Test("iCarousel #586: removing right after reloadData works")
  func removeAfterReload() {
    let (carousel, source, _) = makeCarousel(.linear, count: 6)
    source.count = 9
    carousel.reloadData()
    source.count = 8
    carousel.removeItem(at: 3, animated: true)
    #expect(carousel.numberOfItems == 8)
    carousel.advance(to: 1)
    #expect(carousel.items.count == carousel.indexesForVisibleItems.count)
  }

  @Test("iCarousel #372 and #43: removing the last item leaves placeholders; inserting into an empty carousel works")
  func emptyWithPlaceholders() {
    let (carousel, source, log) = makeCarousel(.linear, count: 1, placeholders: 2)
    source.count = 0
    carousel.removeItem(at: 0, animated: false)
    #expect(carousel.numberOfItems == 0 && carousel.currentItemIndex == -1)
    #expect(carousel.items.allSatisfy(\.isPlaceholder) && !carousel.items.isEmpty)
    log.names.removeAll()
    source.count = 1
    carousel.insertItem(at: 0, animated: true)
    carousel.advance(to: 1)
    #expect(carousel.numberOfItems == 1 && carousel.currentItemIndex == 0)
    #expect(carousel.items.contains { $0.index == 0 && !$0.isPlaceholder })
    #expect(log.names.contains("currentItemIndexDidChange(0)"))
  }

  @Test("iCarousel #807 and #519: inserting or removing before the current item reports the change")
  func indexChangeOnUpdates() {
    let (carousel, source, log) = makeCarousel(.linear, count: 10)
    carousel.scrollOffset = 4
    log.names.removeAll()
    source.count = 11
    carousel.insertItem(at: 2, animated: false)
    #expect(log.names == ["currentItemIndexDidChange(4)"])
    log.names.removeAll()
    source.count = 12
    carousel.insertItem(at: 8, animated: false)  // after the current item: nothing changes
    #expect(log.names.isEmpty)
    source.count = 11
    carousel.removeItem(at: 0, animated: false)
    #expect(log.names == ["currentItemIndexDidChange(4)"])
  }

  @Test("iCarousel #737: tapping a placeholder selects nothing")
  func placeholderTap() {
    let (carousel, _, log) = makeCarousel(.linear, count: 3, placeholders: 2)
    // The placeholder before item 0 is one item left of centre.
    carousel.tap(at: Point(x: -40, y: 240), time: 0)
    #expect(log.selected.isEmpty)
    #expect(!log.names.contains { $0.hasPrefix("didSelect") })
  }

  @Test("iCarousel #466 and #452: autoscroll restarted after a pause continues without a jump")
  func autoscrollRestart() {
    let (carousel, _, _) = makeCarousel(.rotary, count: 20)
    carousel.autoscroll = 1
    carousel.advance(to: 1)
    #expect(abs(carousel.scrollOffset - 1) < 1e-12)
    carousel.autoscroll = 0
    carousel.advance(to: 5)
    carousel.autoscroll = 1
    carousel.advance(to: 5.5)
    #expect(abs(carousel.scrollOffset - 1.5) < 1e-12)
  }

  @Test("iCarousel #728: positive autoscroll moves toward higher indexes, as documented; the original goes back")
  func autoscrollDirection() {
    let (carousel, _, _) = makeCarousel(.rotary, count: 20)
    carousel.autoscroll = 2
    carousel.advance(to: 0.5)
    #expect(abs(carousel.scrollOffset - 1) < 1e-12)
    let (original, _, _) = makeCarousel(.rotary, count: 20)
    original.compatibility = .autoscrollMovesBackward
    original.autoscroll = 2
    original.advance(to: 0.5)
    #expect(abs(original.scrollOffset - 19) < 1e-12)
  }

  @Test("iCarousel #854: a deceleration rate of 0 means no glide; the original still glides")
  func zeroDecelerationRate() throws {
    for compatible in [false, true] {
      let (carousel, _, log) = makeCarousel(.linear)
      carousel.decelerationRate = 0
      carousel.stopAtItemBoundary = false
      carousel.scrollToItemBoundary = false
      if compatible { carousel.compatibility = .zeroDecelerationRateGlides }
      try play(carousel, .flick(velocity: -6000))  // 30 items/s: 30/60 = 0.5 items of glide
      #expect(carousel.scrollOffset == (compatible ? 0.5 : 0))
      #expect(log.names.contains("didEndDragging(\(compatible))"))
    }
  }

  @Test("iCarousel #686: layout changes and reloads that move nothing fire no scroll events")
  func noEventsWithoutMotion() {
    let (carousel, _, log) = makeCarousel(.linear, count: 10)
    carousel.scrollOffset = 3
    log.names.removeAll()
    carousel.viewportSize = Size(width: 400, height: 300)
    carousel.reloadData()
    carousel.type = .coverFlow
    carousel.isVertical = true
    carousel.advance(to: 2)
    #expect(log.names.isEmpty)
    #expect(!carousel.isAnimating)
  }

  @Test("iCarousel #197: scrollToItem during momentum lands exactly on the item")
  func scrollToItemDuringMotion() throws {
    let (carousel, _, _) = makeCarousel(.linear, count: 50)
    let clock = ManualFrameClock(framesPerSecond: 60)
    clock.drive(carousel)
    GestureScript.flick(velocity: -3000).perform(on: carousel, clock: clock)
    clock.advanceFrames(11)
    carousel.scrollToItem(at: 7, animated: true)
    try clock.runUntilIdle()
    #expect(carousel.scrollOffset == 7 && carousel.currentItemIndex == 7)
  }

  @Test("iCarousel #590: the data source is asked for the current item first, never index 0 out of turn")
  func currentItemRequestedFirst() {
    let (carousel, source, _) = makeCarousel(.linear, count: 1_000)
    carousel.scrollOffset = 500
    source.requests.removeAll()
    carousel.reloadData()
    _ = carousel.items  // the next frame loads the views
    #expect(source.requests.first == 500)
    #expect(!source.requests.contains(0))
  }

  @Test("iCarousel #694: a touch that stops motion and lifts settles on an item; the original stays between items")
  func touchStopsAndSettles() throws {
    for compatible in [false, true] {
      let (carousel, _, _) = makeCarousel(.linear, count: 30)
      if compatible { carousel.compatibility = .touchLeavesCarouselUnaligned }
      try play(carousel, .flick(velocity: -3000) + .touch(at: 0.13, lasting: 0.05))
      let offset = carousel.scrollOffset
      #expect(compatible ? offset != offset.rounded() : offset == offset.rounded())
    }
  }

  @Test("iCarousel #602: a tap that stops a moving carousel only settles it; the original also selects")
  func tapStopsWithoutSelecting() throws {
    for compatible in [false, true] {
      let (carousel, _, log) = makeCarousel(.linear, count: 30)
      if compatible { carousel.compatibility = .tapOnMovingCarouselSelects }
      let clock = ManualFrameClock(framesPerSecond: 60)
      clock.drive(carousel)
      GestureScript.flick(velocity: -3000).perform(on: carousel, clock: clock)
      clock.advance(to: 0.1)
      carousel.touchBegan(at: 0.1)
      carousel.tap(at: Point(x: 160, y: 240), time: 0.15)
      try clock.runUntilIdle()
      #expect(log.selected.isEmpty == !compatible)
      #expect(carousel.scrollOffset == carousel.scrollOffset.rounded())
    }
  }
}

@Suite("Carousel placeholders and updates")
struct CarouselUpdateTests {
  @Test("Placeholders sit on both sides, the first half before the items; none when wrapping")
  func placeholdersMirrored() {
    let (carousel, source, _) = makeCarousel(.linear, count: 5, placeholders: 4, viewport: Size(width: 3000, height: 400))
    #expect(carousel.indexesForVisibleItems == [-2, -1, 0, 1, 2, 3, 4, 5, 6])
    #expect(carousel.items.filter(\.isPlaceholder).map(\.index).sorted() == [-2, -1, 5, 6])
    #expect(source.placeholderRequests.sorted() == [0, 1, 2, 3])
    carousel.type = .rotary
    #expect(carousel.items.allSatisfy { !$0.isPlaceholder })
  }

  @Test("An animated insert places the new item at once and slides the rest over 0.4 s")
  func animatedInsert() throws {
    let (carousel, source, _) = makeCarousel(.linear, count: 10)
    carousel.scrollOffset = 4
    carousel.advance(to: 0)  // the host draws item 4 in the centre
    source.count = 11
    carousel.insertItem(at: 4, animated: true)
    func offset(ofLabel label: Int) -> Double? { carousel.items.first { $0.view.label == label && !$0.isDeparting }?.offset }
    // The old item 4 is now item 5: it starts where it was (offset 0) and ends at offset 1.
    let moved = try #require(carousel.items.first { $0.index == 5 })
    #expect(moved.offset == 0)
    #expect(carousel.items.first { $0.index == 4 }?.offset == 0)  // the new item, in place
    carousel.advance(to: 0.2)
    let halfway = try #require(carousel.items.first { $0.index == 5 }?.offset)
    #expect(abs(halfway - (1 - (1 - Easing.easeInEaseOut.value(at: 0.5)))) < 1e-12)
    carousel.advance(to: 0.4)
    #expect(carousel.items.first { $0.index == 5 }?.offset == 1)
    #expect(!carousel.isAnimating)
    _ = offset(ofLabel: 0)
  }

  @Test("An animated remove fades the item over 0.1 s, then the rest slide for 0.4 s")
  func animatedRemove() throws {
    let (carousel, source, _) = makeCarousel(.linear, count: 10)
    carousel.scrollOffset = 4
    carousel.advance(to: 0)  // the host draws item 4 in the centre
    source.count = 9
    carousel.removeItem(at: 4, animated: true)
    let fading = try #require(carousel.items.first { $0.isDeparting })
    #expect(fading.alpha == 1 && fading.offset == 0)
    carousel.advance(to: 0.05)
    #expect(abs(carousel.items.first { $0.isDeparting }!.alpha - 0.5) < 1e-12)
    // The next item (now index 4) still waits where it was.
    #expect(carousel.items.first { $0.index == 4 && !$0.isDeparting }?.offset == 1)
    carousel.advance(to: 0.1)
    #expect(!carousel.items.contains { $0.isDeparting })
    carousel.advance(to: 0.3)
    let sliding = try #require(carousel.items.first { $0.index == 4 }?.offset)
    #expect(abs(sliding - (1 - Easing.easeInEaseOut.value(at: 0.5))) < 1e-12)
    carousel.advance(to: 0.5)
    #expect(carousel.items.first { $0.index == 4 }?.offset == 0 && !carousel.isAnimating)
  }

  @Test("An animated reload cross-fades the old view out and the new one in over 0.4 s")
  func animatedReload() throws {
    let (carousel, source, _) = makeCarousel(.linear, count: 10)
    let old = try #require(carousel.itemView(at: 1))
    source.requests.removeAll()
    carousel.reloadItem(at: 1, animated: true)
    #expect(source.requests == [1])
    let new = try #require(carousel.itemView(at: 1))
    #expect(old !== new)
    carousel.advance(to: 0.1)
    let departing = try #require(carousel.items.first { $0.isDeparting })
    let arriving = try #require(carousel.items.first { $0.index == 1 && !$0.isDeparting })
    #expect(departing.view === old && abs(departing.alpha - 0.75) < 1e-12 && abs(arriving.alpha - 0.25) < 1e-12)
    carousel.advance(to: 0.4)
    #expect(!carousel.items.contains { $0.isDeparting })
  }

  @Test("Key-anchored updates keep the current item centred, even during momentum, retargeting it",
    arguments: [false, true])
  func keyAnchored(duringMotion: Bool) throws {
    let (carousel, source, _) = makeCarousel(.linear, count: 30)
    carousel.keepsCurrentItemOnUpdates = true
    carousel.scrollOffset = 10
    let clock = ManualFrameClock(framesPerSecond: 60)
    clock.drive(carousel)
    if duringMotion {
      GestureScript.flick(velocity: -1400).perform(on: carousel, clock: clock)  // heading for 13
      clock.advanceFrames(10)
    }
    let label = try #require(carousel.itemView(at: carousel.currentItemIndex)?.label)
    let before = carousel.scrollOffset
    source.count = 31
    carousel.insertItem(at: 2, animated: true)
    #expect(carousel.scrollOffset == before + 1)
    #expect(carousel.itemView(at: carousel.currentItemIndex)?.label == label)
    source.count = 30
    carousel.removeItem(at: 0, animated: true)
    #expect(carousel.scrollOffset == before)
    try clock.runUntilIdle()
    #expect(carousel.scrollOffset == (duringMotion ? 13 : 10))
  }
}
