import CarouselKit
import CarouselKitTesting
import Testing

// Changing the data: placeholders, inserts and removes (animated or not), reloads, and
// updates that keep the current item centred, as iCarousel's data operations and placeholders
// work. A test named after an iCarousel issue number checks the bug that issue reported.

@Suite("Carousel placeholders")
struct CarouselPlaceholderTests {
  @Test("Placeholders sit on both sides, the first half before the items; none when wrapping")
  func placeholdersMirrored() {
    let (carousel, source, _, _) = makeCarousel(
      .linear, count: 5, placeholders: 4, viewport: Size(width: 3000, height: 400))
    #expect(carousel.indexesForVisibleItems == [-2, -1, 0, 1, 2, 3, 4, 5, 6])
    #expect(carousel.items.filter(\.isPlaceholder).map(\.index).sorted() == [-2, -1, 5, 6])
    #expect(source.placeholderRequests.sorted() == [0, 1, 2, 3])
    carousel.configuration.type = .rotary
    #expect(carousel.items.allSatisfy { !$0.isPlaceholder })
  }

  @Test("iCarousel #357: odd placeholder counts ask for every placeholder exactly once")
  func oddPlaceholders() {
    let (carousel, source, _, _) = makeCarousel(
      .linear, count: 10, placeholders: 5, viewport: Size(width: 4000, height: 400))
    #expect(carousel.indexesForVisibleItems == Array(-3...11))
    #expect(source.placeholderRequests.sorted() == [0, 1, 2, 3, 4])
    let labels = carousel.items.filter(\.isPlaceholder).sorted { $0.index < $1.index }.map(
      \.view.label)
    #expect(labels == [0, 1, 2, 3, 4])
  }
}

@Suite("Carousel inserts and removes")
struct CarouselInsertRemoveTests {
  @Test("A remove and an insert between two frames load the window the new keys give")
  func removeThenInsertBetweenFrames() {
    let (carousel, source, _, _) = makeCarousel(.linear, count: 200, at: 10)
    let shown = carousel.items.map(\.index).sorted()
    #expect(shown.count > 1 && shown.contains(10))
    source.requests.removeAll()
    source.count -= 1
    carousel.removeItem(at: 100, animated: false)  // not loaded: the window keeps its shape
    source.count += 1
    carousel.insertItem(at: 0, animated: false)  // the count is back: only the keys moved
    // The offset is kept, so the same indexes are shown; the views moved one index on, so the
    // first index needs a new view and the view that moved past the window leaves.
    #expect(carousel.items.map(\.index).sorted() == shown)
    #expect(source.requests == [shown[0]])
    for item in carousel.items {
      #expect(item.view.label == (item.index == shown[0] ? shown[0] : item.index - 1))
    }
  }

  @Test("iCarousel #586: removing right after reloadData works")
  func removeAfterReload() {
    let (carousel, source, _, _) = makeCarousel(.linear, count: 6)
    source.count = 9
    carousel.reloadData()
    source.count = 8
    carousel.removeItem(at: 3, animated: true)
    #expect(carousel.numberOfItems == 8)
    carousel.advance(to: 1)
    #expect(carousel.items.count == carousel.indexesForVisibleItems.count)
  }

  @Test(
    "iCarousel #372 and #43: removing the last item leaves placeholders; inserting into an empty carousel works"
  )
  func emptyWithPlaceholders() throws {
    let (carousel, source, _, events) = makeCarouselForEvents(.linear, count: 1, placeholders: 2)
    source.count = 0
    carousel.removeItem(at: 0, animated: false)
    #expect(carousel.numberOfItems == 0 && carousel.currentItemIndex == 0)  // iCarousel's −1
    #expect(carousel.items.allSatisfy(\.isPlaceholder) && !carousel.items.isEmpty)
    #expect(events.takeKinds() == [.currentItemIndexDidChange(index: 0)])  // item 0 is gone
    source.count = 1
    carousel.insertItem(at: 0, animated: true)
    carousel.advance(to: 1)
    #expect(carousel.numberOfItems == 1 && carousel.currentItemIndex == 0)
    #expect(carousel.items.contains { $0.index == 0 && !$0.isPlaceholder })
    #expect(events.takeKinds() == [.currentItemIndexDidChange(index: 0)])
    try events.finish()
  }

  @Test("iCarousel #807 and #519: inserting or removing before the current item reports the change")
  func indexChangeOnUpdates() throws {
    let (carousel, source, _, _) = makeCarousel(.linear, count: 10, at: 4)
    let events = EventRecorder<CarouselEvent>()  // didScroll included: the offset must not move
    carousel.eventHandler = events.record
    source.count = 11
    carousel.insertItem(at: 2, animated: false)
    #expect(events.takeKinds() == [.currentItemIndexDidChange(index: 4)])
    source.count = 12
    carousel.insertItem(at: 8, animated: false)  // after the current item: nothing changes
    #expect(events.takeKinds().isEmpty)
    source.count = 11
    carousel.removeItem(at: 0, animated: false)
    #expect(events.takeKinds() == [.currentItemIndexDidChange(index: 4)])
    try events.finish()
  }

  /// Ten linear items, jumped to item 4 and drawn once: the frame an animated update starts from.
  private func drawnOnItem4() -> (Carousel<Card>, CardSource) {
    let (carousel, source, _, _) = makeCarousel(.linear, count: 10, at: 4)
    carousel.advance(to: 0)  // the host draws item 4 in the centre
    return (carousel, source)
  }

  @Test("An animated insert places the new item at once and slides the rest over 0.4 s")
  func animatedInsert() throws {
    let (carousel, source) = drawnOnItem4()
    source.count = 11
    carousel.insertItem(at: 4, animated: true)
    // The old item 4 is now item 5: it starts where it was (offset 0) and ends at offset 1.
    let moved = try #require(carousel.items.first { $0.index == 5 })
    #expect(moved.offset == 0)
    #expect(carousel.items.first { $0.index == 4 }?.offset == 0)  // the new item, in place
    // iCarousel slides with Core Animation's ease-in-ease-out, the Bézier (0.42, 0)–(0.58, 1).
    carousel.advance(to: 0.1)  // a quarter of the slide
    let quarter = try #require(carousel.items.first { $0.index == 5 }?.offset)
    #expect(abs(quarter - caEaseInEaseOut(0.25)) < positionTolerance)
    carousel.advance(to: 0.2)
    let halfway = try #require(carousel.items.first { $0.index == 5 }?.offset)
    // The curve is symmetric about (½, ½), so halfway through it is exactly halfway there.
    #expect(abs(halfway - 0.5) < positionTolerance)
    carousel.advance(to: 0.4)
    #expect(carousel.items.first { $0.index == 5 }?.offset == 1)
    #expect(!carousel.isAnimating)
  }

  @Test("An animated remove fades the item over 0.1 s, then the rest slide for 0.4 s")
  func animatedRemove() throws {
    let (carousel, source) = drawnOnItem4()
    source.count = 9
    carousel.removeItem(at: 4, animated: true)
    let fading = try #require(carousel.items.first { $0.isDeparting })
    #expect(fading.alpha == 1 && fading.offset == 0)
    carousel.advance(to: 0.05)
    let halfFaded = try #require(carousel.items.first { $0.isDeparting }?.alpha)
    #expect(abs(halfFaded - 0.5) < roundingTolerance)  // a linear fade, halfway
    // The next item (now index 4) still waits where it was.
    #expect(carousel.items.first { $0.index == 4 && !$0.isDeparting }?.offset == 1)
    carousel.advance(to: 0.1)
    #expect(!carousel.items.contains { $0.isDeparting })
    // The slide starts after the 0.1 s fade and eases (0.42, 0)–(0.58, 1) from offset 1 to 0.
    carousel.advance(to: 0.2)  // a quarter of the slide
    let quarter = try #require(carousel.items.first { $0.index == 4 }?.offset)
    #expect(abs(quarter - (1 - caEaseInEaseOut(0.25))) < positionTolerance)
    carousel.advance(to: 0.3)
    let sliding = try #require(carousel.items.first { $0.index == 4 }?.offset)
    // The curve is symmetric about (½, ½): halfway through the slide, halfway there.
    #expect(abs(sliding - 0.5) < positionTolerance)
    carousel.advance(to: 0.5)
    #expect(carousel.items.first { $0.index == 4 }?.offset == 0 && !carousel.isAnimating)
  }

  @Test("An animated insert slides the views it pushes out of the window instead of dropping them")
  func slideOut() throws {
    let (carousel, source, _, _) = makeCarousel(.linear, count: 20, at: 5)
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

  @Test("Slides after an update in a wrapping carousel take the short way round")
  func wrappedSlides() throws {
    let (carousel, source, _, _) = makeCarousel(.rotary, count: 4)
    source.count = 5
    carousel.insertItem(at: 0, animated: true)
    // The old item 2 sat at +2 of 4; now item 3 it belongs at −2 of 5 (≡ +3): it moves one
    // step, never across the current item at 0.
    carousel.advance(to: 0.2)
    let moved = try #require(carousel.items.first { $0.index == 3 })
    #expect(moved.offset <= -2 && moved.offset >= -3)
  }

  @Test(
    "A remove that moves the offset loses no view and asks for each index once",
    arguments: [CarouselType.linear, .rotary])
  func removeLosesNothing(type: CarouselType) throws {
    let (carousel, source, _, events) = makeCarousel(type, count: 10)
    carousel.configuration.bounces = false
    carousel.scrollOffset = 9
    _ = carousel.items  // the host draws the frame
    source.requests.removeAll()
    events.discard()  // set-up and the jump: index changes
    source.count = 9
    carousel.removeItem(at: 3, animated: false)
    #expect(Set(source.requests).count == source.requests.count, "\(source.requests)")
    // The current item changed, once (not wrapping, the offset 9 clamps to the new last item).
    let changes = events.takeKinds()
    #expect(changes.count == 1)
    #expect(changes.allSatisfy { if case .currentItemIndexDidChange = $0 { true } else { false } })
    if type == .linear { #expect(changes == [.currentItemIndexDidChange(index: 8)]) }
    // Every view is loaded or back in a pool: the next requests reuse them rather than create.
    let before = source.createdItems
    carousel.scrollToItem(0, animated: false)
    #expect(source.createdItems == before)
    events.discard()  // the jump's index change
    try events.finish()
  }

  @Test(
    "In a wrapping carousel too, an insert keeps the offset and a remove snaps it to the current index"
  )
  func wrappingUpdatesKeepTheIndex() {
    // iCarousel keeps s on insert and reload, and sets s = clampedIndex(round(s)) on remove,
    // wrapping or not. Rotary, 10 items, at 8 or 9: past n/2, where a scroll the short way
    // round from 0 leaves the engine's raw position negative (−2, −1), which a new period would
    // wrap elsewhere (to 9 of 11, or 8 of 9).
    enum Update {
      case insert(Int)
      case remove(Int)
      case reload
    }
    let cases: [(offset: Double, update: Update, count: Int, expected: Double)] = [
      (8, .insert(9), 11, 8),  // after the current item: nothing moves
      (8, .insert(0), 11, 8),  // before it: the numeric index stays, old item 7 comes to the centre
      (8, .remove(3), 9, 8),  // before it: old item 9, now 8, comes to the centre
      (9, .remove(3), 9, 0),  // 9 of 9 wraps to 0
      (8, .reload, 11, 8),
      (8, .reload, 9, 8),
    ]
    for (offset, update, count, expected) in cases {
      for animated in [false, true] {
        let (carousel, source, _, _) = makeCarousel(.rotary, count: 10)
        // the short way: backward from 0
        carousel.scrollToItem(Int(offset), animated: animated)
        carousel.advance(to: 1)
        #expect(carousel.scrollOffset == offset)
        source.count = count
        switch update {
        case .insert(let index): carousel.insertItem(at: index, animated: animated)
        case .remove(let index): carousel.removeItem(at: index, animated: animated)
        case .reload: carousel.reloadData()
        }
        carousel.advance(to: 2)
        #expect(
          carousel.scrollOffset == expected, "\(update) from \(offset), animated: \(animated)")
      }
    }
  }

  @Test("An insert during a wrapping scroll the short way round lands on the item it was going to")
  func wrappingInsertInFlight() {
    let (carousel, source, _, _) = makeCarousel(.rotary, count: 10)
    carousel.scrollToItem(8, animated: true)  // from 0 backward through 9
    carousel.advance(to: 0.2)
    source.count = 11
    carousel.insertItem(at: 9, animated: false)  // after the target: its index stays 8
    carousel.advance(to: 1)
    #expect(!carousel.isAnimating)
    #expect(carousel.scrollOffset == 8)
  }
}

@Suite("Carousel reloads")
struct CarouselReloadTests {
  @Test(
    "iCarousel #590: the data source is asked for the current item first, never index 0 out of turn"
  )
  func currentItemRequestedFirst() {
    let (carousel, source, _, _) = makeCarousel(.linear, count: 1_000, at: 500)
    source.requests.removeAll()
    carousel.reloadData()
    _ = carousel.items  // the next frame loads the views
    #expect(source.requests.first == 500)
    #expect(!source.requests.contains(0))
  }

  @Test("An animated reload cross-fades the old view out and the new one in over 0.4 s")
  func animatedReload() throws {
    let (carousel, source, _, _) = makeCarousel(.linear, count: 10)
    let old = try #require(carousel.itemView(at: 1))
    source.requests.removeAll()
    carousel.reloadItem(at: 1, animated: true)
    #expect(source.requests == [1])
    let new = try #require(carousel.itemView(at: 1))
    #expect(old !== new)
    carousel.advance(to: 0.1)  // a quarter of a linear cross-fade
    let departing = try #require(carousel.items.first { $0.isDeparting })
    let arriving = try #require(carousel.items.first { $0.index == 1 && !$0.isDeparting })
    #expect(departing.view === old)
    #expect(
      abs(departing.alpha - 0.75) < roundingTolerance
        && abs(arriving.alpha - 0.25) < roundingTolerance)
    carousel.advance(to: 0.4)
    #expect(!carousel.items.contains { $0.isDeparting })
  }
}

@Suite("Key-anchored updates")
struct KeyAnchoredUpdateTests {
  @Test(
    "Key-anchored updates keep the current item centred, even during momentum, retargeting it",
    arguments: [false, true])
  func keyAnchored(duringMotion: Bool) throws {
    let (carousel, source, _, _) = makeCarousel(.linear, count: 30)
    carousel.configuration.keepsCurrentItemOnUpdates = true
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

  @Test("Removing with anchoring at the end of a carousel without bounce keeps the current item")
  func anchoredRemoveAtTheEnd() {
    let (carousel, source, _, _) = makeCarousel(.linear, count: 10)
    carousel.configuration.bounces = false
    carousel.configuration.keepsCurrentItemOnUpdates = true
    carousel.scrollOffset = 9
    carousel.advance(to: 0)  // the host draws item 9 in the centre
    source.count = 9
    carousel.removeItem(at: 3, animated: false)
    // the old item 9, now index 8
    #expect(carousel.scrollOffset == 8 && carousel.itemView(at: 8)?.label == 9)
  }

  @Test(
    "Anchored updates keep the item a wrapping motion is heading for",
    arguments: [(5, true), (0, true), (5, false)])
  func anchoredTargetWhileWrapping(index: Int, insert: Bool) {
    let (carousel, source, _, _) = makeCarousel(.rotary, count: 10)
    carousel.configuration.keepsCurrentItemOnUpdates = true
    carousel.scrollOffset = 9
    carousel.scrollToItem(1, animated: true)  // across the seam
    carousel.advance(to: 0.25)
    source.count = insert ? 11 : 9
    if insert {
      carousel.insertItem(at: index, animated: false)
    } else {
      carousel.removeItem(at: index, animated: false)
    }
    carousel.advance(to: 1)
    let expected = insert && index <= 1 ? 2 : 1  // where the old item 1 now is
    #expect(
      carousel.scrollOffset == Double(expected) && carousel.itemView(at: expected)?.label == 1)
  }

  @Test("Anchored inserts past the current item still land a flick on the item it aimed at")
  func anchoredTargetAhead() throws {
    let (carousel, source, _, _) = makeCarousel(.linear, count: 30)
    carousel.configuration.keepsCurrentItemOnUpdates = true
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

  @Test(
    "Offsets follow their item, and wrapping offsets move one per lap, however far out (fuzzer crash-a1725b08)"
  )
  func contentMap() {
    let remove5 = Carousel<Int>._contentMap(at: 5, delta: -1, count: 1_000, wrap: true)
    #expect(remove5(3.25) == 3.25)  // before the removed item: stays
    #expect(remove5(7.5) == 6.5)  // rounds to item 8, after it: one back
    // 1,000 laps out on item 7: one per lap plus one for the item.
    #expect(remove5(1_000_007.3) == 1_000_007.3 - 1_001)
    #expect(remove5(-993.0) == -993.0)  // a lap back on item 7: +1 for the lap, −1 for the item
    // 10¹² laps out, forward and back, on item 7: below 2⁵³ every quarter item is a Double, so
    // the move of one per lap, plus or minus one for the item, is exact.
    #expect(remove5(1e15 + 7.25) == 1e15 + 7.25 - (1e12 + 1))
    #expect(remove5(-1e15 + 7.25) == -1e15 + 7.25 + (1e12 - 1))
    // Beyond that a move is smaller than an ulp: only staying finite is left to check.
    for far in [1e300, -1e300, 1.7e308] {
      #expect(remove5(far).isFinite, "\(far)")
    }
    let insert0 = Carousel<Int>._contentMap(at: 0, delta: 1, count: 1_000, wrap: false)
    #expect(insert0(0) == 1)
    #expect(insert0(1e15 + 0.25) == 1e15 + 1.25)  // every item is at or after 0: one on
    #expect(insert0(-0.75) == -0.75)  // nearest index −1, in the bounce region before item 0: stays
    for far in [1e300, 1.7e308] {
      #expect(insert0(far).isFinite, "\(far)")
    }
  }
}
