import CarouselKit
import CarouselKitTesting
import Testing

// Alignment, containment, groups and flick limits (the peers' `align`, `containScroll`,
// `slidesToScroll`, `atMost`): where a linear carousel rests and where its items are drawn, from
// closed forms computed here.

/// Where item `index` is drawn along the axis, in points from the viewport's centre.
private func centre(of index: Int, in carousel: Carousel<Card>) -> Double? {
  carousel.items.first { $0.index == index && !$0.isDeparting }?.transform.m41
}

@Suite("Carousel alignment and containment")
struct CarouselAlignmentTests {
  static let viewport = 320.0
  static let width = 200.0

  @Test(
    "A resting item sits against the start, in the centre or against the end",
    arguments: CarouselAlignment.allCases)
  func restingEdges(alignment: CarouselAlignment) throws {
    let (carousel, _, _, _) = makeCarousel(.linear, count: 20, at: 5)
    carousel.configuration.alignment = alignment
    let viewport = Self.viewport
    let spacing = Self.width
    let x = try #require(centre(of: 5, in: carousel))
    // The leading edge on the leading edge, the centre on the centre, or trailing on trailing.
    switch alignment {
    case .start: #expect(abs((x - spacing / 2) - -viewport / 2) < 1e-9)
    case .center: #expect(abs(x) < 1e-9)
    case .end: #expect(abs((x + spacing / 2) - viewport / 2) < 1e-9)
    }
    #expect(carousel.currentItemIndex == 5)
    // Neighbours are a width apart, and the offset reports where each is drawn.
    let next = try #require(centre(of: 6, in: carousel))
    #expect(abs(next - x - spacing) < 1e-9)
    #expect(abs(carousel.offsetForItem(at: 5) * spacing - x) < 1e-9)
  }

  @Test(
    "Flicked, an aligned carousel comes to rest on an item at its anchor",
    arguments: CarouselAlignment.allCases)
  func flickRestsAligned(alignment: CarouselAlignment) throws {
    let (carousel, _, _, _) = makeCarousel(.linear, count: 20, at: 2)
    carousel.configuration.alignment = alignment
    try play(carousel, .flick(velocity: -1400, at: carousel.time))
    let rest = carousel.scrollOffset
    #expect(rest == rest.rounded() && rest > 2)
    let x = try #require(centre(of: Int(rest), in: carousel))
    let a = alignment.fraction
    // The anchor at fraction a across the item lies at fraction a across the viewport.
    #expect(
      abs((x - Self.width / 2 + a * Self.width) - (-Self.viewport / 2 + a * Self.viewport)) < 1e-9)
  }

  @Test(
    "Contained, the scroll stops where the content's ends meet the viewport's",
    arguments: CarouselAlignment.allCases)
  func containmentAtBothEnds(alignment: CarouselAlignment) throws {
    let n = 20
    let (carousel, _, _, _) = makeCarousel(.linear, count: n, at: 5)
    carousel.configuration.alignment = alignment
    carousel.configuration.containsScroll = true
    let viewport = Self.viewport
    let spacing = Self.width
    let a = alignment.fraction
    let low = max(0, a * (viewport - spacing) / spacing)
    let high = min(Double(n - 1), Double(n - 1) + (1 - a) * (spacing - viewport) / spacing)
    // Far past the start: a hard flick back, a bounce, then rest at the low end.
    try play(carousel, .flick(velocity: 6000, at: carousel.time))
    #expect(abs(carousel.scrollOffset - low) < 1e-9)
    let first = try #require(centre(of: 0, in: carousel))
    #expect(abs((first - spacing / 2) - -viewport / 2) < 1e-9)
    // Asked for the last item, it stops at the high end: the last item against the end.
    carousel.scrollToItem(n - 1, animated: true)
    try play(carousel, GestureScript(steps: []))
    #expect(abs(carousel.scrollOffset - high) < 1e-9)
    let last = try #require(centre(of: n - 1, in: carousel))
    #expect(abs((last + spacing / 2) - viewport / 2) < 1e-9)
  }

  @Test("Contained content shorter than the viewport rests aligned as a whole")
  func shortContent() throws {
    for alignment in CarouselAlignment.allCases {
      let (carousel, _, _, _) = makeCarousel(.linear, count: 3, itemWidth: 100)
      carousel.configuration.alignment = alignment
      carousel.configuration.containsScroll = true
      try play(carousel, .flick(velocity: -3000, at: carousel.time))
      #expect(carousel.scrollOffset == alignment.fraction * 2)
      let first = try #require(centre(of: 0, in: carousel))
      let last = try #require(centre(of: 2, in: carousel))
      // The 300 points of content leave 20 points, split by the alignment.
      let before = (first - 50) - -Self.viewport / 2
      let after = Self.viewport / 2 - (last + 50)
      #expect(abs(before - alignment.fraction * 20) < 1e-9)
      #expect(abs(after - (1 - alignment.fraction) * 20) < 1e-9)
    }
  }

  @Test("A wrapping carousel aligns but ignores containment")
  func wrappingAlignment() throws {
    let (carousel, _, _, _) = makeCarousel(.linear, count: 6, at: 0)
    carousel.configuration.wraps = true
    carousel.configuration.alignment = .start
    carousel.configuration.containsScroll = true
    try play(carousel, .flick(velocity: 1400, at: carousel.time))  // backwards across the seam
    let rest = carousel.scrollOffset
    #expect(rest == rest.rounded() && rest > 2)
    let x = try #require(centre(of: Int(rest), in: carousel))
    #expect(abs((x - Self.width / 2) - -Self.viewport / 2) < 1e-9)
    // Item 5 of the lap before is drawn just before the current one, never a lap away.
    let before = try #require(centre(of: (Int(rest) + 5) % 6, in: carousel))
    #expect(abs(before - (x - Self.width)) < 1e-9)
  }
}

/// A quick swipe: the finger moves 40 points (a fifth of an item) in `direction` (−1 left) over
/// 0.05 s and lifts at 3,000 points per second (15 items per second).
private func swipe(_ direction: Double, at time: Double) -> GestureScript {
  .drag(by: 40 * direction, over: 0.05, startingAt: time, releaseVelocity: 3000 * direction)
}

/// Swipes `carousel` once per step, each toward `direction` (−1 left), expecting it to rest at
/// the step's offset, in items.
private func expectSwipes(
  _ carousel: Carousel<Card>, _ steps: [(direction: Double, rest: Double)],
  sourceLocation: SourceLocation = #_sourceLocation
) throws {
  for (number, step) in steps.enumerated() {
    try play(carousel, swipe(step.direction, at: carousel.time))
    #expect(carousel.scrollOffset == step.rest, "swipe \(number)", sourceLocation: sourceLocation)
  }
}

@Suite("Carousel groups and flick limits")
struct CarouselGroupTests {
  @Test(
    "With groups of 3 and paging, each swipe moves exactly one group, and the last item ends it")
  func groupPaging() throws {
    let (carousel, _, _, _) = makeCarousel(.linear, count: 20, at: 0)
    carousel.configuration.groupSize = 3
    carousel.configuration.isPagingEnabled = true
    // 3, 6, … 18, then the last item; and back.
    let forward = (1...7).map { (direction: -1.0, rest: Double(min(3 * $0, 19))) }
    try expectSwipes(carousel, forward + [(1, 18), (1, 15)])
  }

  @Test("A released drag settles on the nearest group's first item")
  func groupSettles() throws {
    let (carousel, _, _, _) = makeCarousel(.linear, count: 20, at: 4)
    carousel.configuration.groupSize = 4
    // Released at rest 4.9 items: the nearest group start is 4; at 6.1, 8.
    carousel.scrollOffset = 4.9
    try play(carousel, .touch(at: carousel.time))
    #expect(carousel.scrollOffset == 4)
    carousel.scrollOffset = 6.1
    try play(carousel, .touch(at: carousel.time))
    #expect(carousel.scrollOffset == 8)
  }

  @Test("Wrapping groups start again at item 0 every lap when the count is not a multiple")
  func wrappingGroups() throws {
    let (carousel, _, _, _) = makeCarousel(.linear, count: 8, at: 6)
    carousel.configuration.wraps = true
    carousel.configuration.groupSize = 3
    carousel.configuration.isPagingEnabled = true
    // Groups start at 0, 3 and 6: forward from 6 the next is 0 (8 ≡ 0), then 3.
    try expectSwipes(carousel, [(-1, 0), (-1, 3), (1, 0), (1, 6)])
  }

  @Test("A flick limit of one moves one item however hard the flick")
  func flickLimit() throws {
    let (carousel, _, _, _) = makeCarousel(.linear, count: 20, at: 5)
    carousel.configuration.flickLimit = 1
    // 20,000 pt/s is 100 items/s: a natural glide of 33 items.
    try play(carousel, .flick(velocity: -20_000, at: carousel.time))
    #expect(carousel.scrollOffset == 6)
    try play(carousel, .flick(velocity: 20_000, at: carousel.time))
    #expect(carousel.scrollOffset == 5)
    carousel.configuration.flickLimit = 2
    carousel.configuration.groupSize = 2
    carousel.scrollOffset = 4
    try play(carousel, .flick(velocity: -20_000, at: carousel.time))
    #expect(carousel.scrollOffset == 8)  // two groups of two
  }

  @Test(
    "After a drag past the flick limit, a release reaches the limit's end in a snap, not a crawl",
    arguments: [false, true])
  func flickLimitAfterLongDrag(wraps: Bool) throws {
    let (carousel, _, _, _) = makeCarousel(.linear, count: wraps ? 2 : 40, at: wraps ? 0 : 20)
    carousel.configuration.wraps = wraps
    carousel.configuration.flickLimit = 1
    let start = carousel.scrollOffset
    // Back 10 items, then released moving forward at 15 items/s: a glide of 5 items on its
    // own, while the limit allows only items 19 to 21, one from where the drag began (Compose's
    // rule): the nearest on the way is 19, reached by a snap. Wrapping two items, dragged back
    // 332¼ laps' worth: the limit's end is one item past where the drag began, 333 items on
    // from offset 0, which is item 1, also reached by a snap (a glide stretched to it crawled
    // for 44 s).
    let back = wraps ? 66_450.0 : 2_000
    carousel.dragBegan(at: 0)
    carousel.dragChanged(translation: back, at: 0.2)
    carousel.dragEnded(velocity: -3_000, at: 0.2)
    let clock = ManualFrameClock(framesPerSecond: 60, startTime: 0.2)
    clock.drive(carousel)
    let frames = try clock.runUntilIdle()
    // iCarousel's snap takes 0.4 s: 24 frames at 60 Hz.
    #expect(frames <= 25)
    let expected = wraps ? 1.0 : start - 1
    #expect(carousel.scrollOffset == expected)
  }
}

@Suite("Carousel per-item state")
struct CarouselItemStateTests {
  @Test("Each item says whether it is current, how much of it is in view, and its progress")
  func itemState() throws {
    // 200-point items in 320 points, centred on item 3: items 2 and 4 reach 60 points into view
    // (0.3 of them), items 1 and 5 none.
    let (carousel, _, _, _) = makeCarousel(.linear, count: 20, at: 3)
    let items = Dictionary(uniqueKeysWithValues: carousel.items.map { ($0.index, $0) })
    #expect(carousel.items.filter(\.isCurrent).map(\.index) == [3])
    let expected: [Int: Double] = [1: 0, 2: 0.3, 3: 1, 4: 0.3, 5: 0]
    for (index, fraction) in expected {
      // Items wholly out of view may be left out of the window.
      guard let item = items[index] else {
        #expect(fraction == 0, "item \(index) in view but not loaded")
        continue
      }
      #expect(abs(item.visibleFraction - fraction) < 1e-9, "item \(index)")
      #expect(item.isFullyVisible == (fraction == 1))
      #expect(item.offset == Double(index - 3))
      #expect(item.size == Size(width: 200, height: 200))
    }
    // Halfway to item 4, both are 0.3 + 0.5 = 0.8 in view.
    carousel.scrollOffset = 3.5
    for item in carousel.items where item.index == 3 || item.index == 4 {
      #expect(abs(item.visibleFraction - 0.8) < 1e-9)
    }
  }

  @Test("Only the current item's view takes touches while taps centre items; with that off, all do")
  func touches() throws {
    let (carousel, _, _, events) = makeCarousel(.linear, count: 20, at: 3)
    #expect(carousel.items.filter(\.takesTouches).map(\.index) == [3])
    carousel.configuration.centerItemWhenSelected = false
    #expect(
      carousel.items.filter(\.takesTouches).map(\.index).sorted()
        == carousel.items.map(\.index).sorted())
    events.discard()
    // A tap on item 4's part in view (it spans 100 to 300 points right of the centre) selects
    // it and leaves the carousel still.
    carousel.tap(at: Point(x: 160 + 130, y: 240), at: carousel.time + 1)
    runUntilRest(carousel)
    #expect(carousel.scrollOffset == 3)
    #expect(events.takeKinds() == [.didSelectItem(index: 4)])
    try events.finish()
  }
}
