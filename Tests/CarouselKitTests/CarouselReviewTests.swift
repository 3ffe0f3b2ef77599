import CarouselKit
import CarouselKitTesting
import Testing

/// Regressions for problems found in review of the carousel.
@Suite("Carousel regressions")
struct CarouselReviewTests {
  @Test("Removing with anchoring at the end of a carousel without bounce keeps the current item")
  func anchoredRemoveAtTheEnd() {
    let (carousel, source, _) = makeCarousel(.linear, count: 10)
    carousel.bounces = false
    carousel.keepsCurrentItemOnUpdates = true
    carousel.scrollOffset = 9
    carousel.advance(to: 0)  // the host draws item 9 in the centre
    source.count = 9
    carousel.removeItem(at: 3, animated: false)
    #expect(carousel.scrollOffset == 8 && carousel.itemView(at: 8)?.label == 9)  // the old item 9, now index 8
  }

  @Test("A remove that moves the offset loses no view and asks for each index once",
    arguments: [CarouselType.linear, .rotary])
  func removeLosesNothing(type: CarouselType) {
    let (carousel, source, log) = makeCarousel(type, count: 10)
    carousel.bounces = false
    carousel.scrollOffset = 9
    let views = Set(carousel.items.map { ObjectIdentifier($0.view) })
    source.requests.removeAll()
    log.names.removeAll()
    source.count = 9
    carousel.removeItem(at: 3, animated: false)
    #expect(Set(source.requests).count == source.requests.count, "\(source.requests)")
    #expect(log.names.filter { $0.hasPrefix("currentItemIndexDidChange") }.count == 1)
    // Every view is loaded or back in a pool: the next requests reuse them rather than create.
    let before = source.createdItems
    carousel.scrollToItem(at: 0, animated: false)
    #expect(source.createdItems == before)
    _ = views
  }

  @Test("Jumps move autoscroll's anchor: it carries on from where the carousel was put")
  func autoscrollAfterJump() {
    let (carousel, _, _) = makeCarousel(.rotary, count: 20)
    carousel.autoscroll = 1
    carousel.advance(to: 1)
    carousel.scrollOffset = 10
    carousel.advance(to: 1.5)
    #expect(abs(carousel.scrollOffset - 10.5) < 1e-12)
    carousel.isScrollEnabled = false
    carousel.touchBegan(at: 1.5)
    carousel.tap(at: Point(x: 5, y: 5), time: 3)
    // The tap on empty space re-centres item 11 by 3.4 s; autoscroll then resumes from there,
    // with no jump for the time it was paused.
    carousel.advance(to: 3.5)
    #expect(abs(carousel.scrollOffset - 11.1) < 1e-9)
  }

  @Test("Slides after an update in a wrapping carousel take the short way round")
  func wrappedSlides() throws {
    let (carousel, source, _) = makeCarousel(.rotary, count: 4)
    source.count = 5
    carousel.insertItem(at: 0, animated: true)
    // The old item 2 sat at +2 of 4; now item 3 it belongs at −2 of 5 (≡ +3): it moves one
    // step, never across the current item at 0.
    carousel.advance(to: 0.2)
    let moved = try #require(carousel.items.first { $0.index == 3 })
    #expect(moved.offset <= -2 && moved.offset >= -3)
  }

  @Test("Anchored updates keep the item a wrapping motion is heading for",
    arguments: [(5, true), (0, true), (5, false)])
  func anchoredTargetWhileWrapping(index: Int, insert: Bool) {
    let (carousel, source, _) = makeCarousel(.rotary, count: 10)
    carousel.keepsCurrentItemOnUpdates = true
    carousel.scrollOffset = 9
    carousel.scrollToItem(at: 1, animated: true)  // across the seam
    carousel.advance(to: 0.25)
    source.count = insert ? 11 : 9
    if insert { carousel.insertItem(at: index, animated: false) } else { carousel.removeItem(at: index, animated: false) }
    carousel.advance(to: 1)
    let expected = insert && index <= 1 ? 2 : 1  // where the old item 1 now is
    #expect(carousel.scrollOffset == Double(expected) && carousel.itemView(at: expected)?.label == 1)
  }

  @Test("Anchored inserts past the current item still land a flick on the item it aimed at")
  func anchoredTargetAhead() throws {
    let (carousel, source, _) = makeCarousel(.linear, count: 30)
    carousel.keepsCurrentItemOnUpdates = true
    carousel.scrollOffset = 10
    try play(carousel, .flick(velocity: -1400) + .touchDown(at: 5))  // settle reference: 10 → 13
    carousel.scrollOffset = 10
    carousel.dragBegan(at: 6)
    carousel.dragEnded(velocity: -1400, at: 6)
    carousel.advance(to: 6.1)
    source.count = 31
    carousel.insertItem(at: 12, animated: false)  // between the current item and the target
    carousel.advance(to: 8)
    #expect(carousel.scrollOffset == 14)
  }

  @Test("An enormous visibleItems is capped at 1,000")
  func hugeWindow() {
    let (carousel, _, log) = makeCarousel(.linear, count: 3)
    log.options[.visibleItems] = .infinity
    log.options[.wrap] = 1
    carousel.reloadData()
    #expect(carousel.numberOfVisibleItems == 1_000)
  }

  @Test("An animated insert slides the views it pushes out of the window instead of dropping them")
  func slideOut() throws {
    let (carousel, source, _) = makeCarousel(.linear, count: 20)
    carousel.scrollOffset = 5
    let pushed = try #require(carousel.itemView(at: 6))
    source.count = 21
    carousel.insertItem(at: 4, animated: true)
    carousel.advance(to: 0.1)
    // Still shown as the item it is (now index 7), sliding from +1 toward +2.
    let sliding = try #require(carousel.items.first { $0.view === pushed })
    #expect(sliding.index == 7 && sliding.offset > 1 && sliding.offset < 2)
    carousel.advance(to: 0.5)
    #expect(!carousel.items.contains { $0.view === pushed && $0.isDeparting })
  }

  @Test("Changing the layout settles an offset left between items or past the end")
  func propertyChangesSettle() {
    let (carousel, _, _) = makeCarousel(.rotary, count: 10)
    carousel.scrollOffset = 9.7
    carousel.wrapOverride = false
    carousel.advance(to: 1)
    #expect(carousel.scrollOffset == 9)
  }

  @Test("Taps and keys move to the copy that was hit when few items repeat")
  func ghostTapsAndKeys() throws {
    let (carousel, _, log) = makeCarousel(.linear, count: 2, viewport: Size(width: 1000, height: 300))
    log.options[.wrap] = 1
    carousel.reloadData()
    let left = try #require(carousel.items.first { abs($0.offset + 1) < 1e-9 })
    carousel.tap(at: Point(x: 500 - 200, y: 150), time: 0)
    carousel.advance(to: 0.2)
    #expect(carousel.items.contains { $0.view === left.view })
    carousel.advance(to: 1)
    #expect(abs(carousel.items.first { $0.view === left.view }!.offset) < 1e-9)
    let (single, _, singleLog) = makeCarousel(.linear, count: 1, viewport: Size(width: 1000, height: 300))
    singleLog.options[.wrap] = 1
    single.reloadData()
    #expect(single.handleKey(.right))
    single.advance(to: 0.2)
    #expect(single.isScrolling)
  }
}
