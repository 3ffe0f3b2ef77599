import CarouselKit
import CarouselKitTesting
import Testing

// Items of their own widths (iCarousel #448, #552, #713; Embla, Swiper `slidesPerView: 'auto'`):
// where each item is drawn and rests, from the widths alone, computed here.

/// Cards whose widths the test chooses, cycled over the items.
private final class WidthSource: CarouselDataSource {
  var count: Int
  var widths: [Double]
  var widthRequests = 0

  init(count: Int, widths: [Double]) {
    self.count = count
    self.widths = widths
  }

  func width(_ index: Int) -> Double { widths[index % widths.count] }
  func numberOfItems(in carousel: Carousel<Card>) -> Int { count }
  func carousel(_ carousel: Carousel<Card>, viewForItemAt index: Int, reusing view: Card?) -> Card {
    let card = view ?? Card(label: index)
    card.label = index
    return card
  }
  func carousel(_ carousel: Carousel<Card>, widthOfItemAt index: Int) -> Double {
    widthRequests += 1
    return width(index)
  }
}

private let viewport = 320.0
private let mixed = [100.0, 300, 50, 200, 150, 250, 120]

/// A linear carousel of `count` items of `widths` (cycled) in a 320-point viewport.
private func makeWidthCarousel(
  count: Int = 20, widths: [Double] = mixed, alignment: CarouselAlignment = .center,
  wraps: Bool = false, contained: Bool = false
) -> (Carousel<Card>, WidthSource) {
  let carousel = Carousel<Card>()
  let source = WidthSource(count: count, widths: widths)
  carousel.setViewportSize(Size(width: viewport, height: 480))
  carousel.configuration.usesItemWidths = true
  carousel.configuration.alignment = alignment
  carousel.configuration.wraps = wraps
  carousel.configuration.containsScroll = contained
  carousel.dataSource = source
  keepAlive(source)
  return (carousel, source)
}

/// Where item `index` is drawn along the axis, in points from the viewport's centre.
private func centre(of index: Int, in carousel: Carousel<Card>) -> Double? {
  carousel.items.first { $0.index == index && !$0.isDeparting }?.transform.m41
}

/// The start of item `k` along the content, `Σ_{j<k} w_j`.
private func start(_ k: Int, _ source: WidthSource) -> Double {
  (0..<k).reduce(0) { $0 + source.width($1) }
}

@Suite("Carousel items of their own widths")
struct CarouselItemWidthTests {
  @Test(
    "Resting on item k, each item is drawn at its own width's place, for each alignment",
    arguments: CarouselAlignment.allCases)
  func restingPlaces(alignment: CarouselAlignment) throws {
    let (carousel, source) = makeWidthCarousel(alignment: alignment)
    let a = alignment.fraction
    for k in [0, 1, 2, 5, 11, 19] {
      carousel.scrollOffset = Double(k)
      #expect(carousel.currentItemIndex == k)
      // Item k's anchor (a across it) lies a across the viewport: its centre is at
      // (½ − a)(w_k − V) from the viewport's centre.
      let anchor = start(k, source) + a * source.width(k)
      for index in carousel.items.map(\.index) {
        let expected =
          start(index, source) + source.width(index) / 2 - anchor - (0.5 - a) * viewport
        let drawn = try #require(centre(of: index, in: carousel))
        #expect(abs(drawn - expected) < 1e-9, "item \(index) resting on \(k)")
      }
      let drawn = try #require(centre(of: k, in: carousel))
      #expect(abs(drawn - (0.5 - a) * (source.width(k) - viewport)) < 1e-9)
    }
  }

  @Test("Every item that meets the viewport is loaded, and none far from it")
  func window() throws {
    let (carousel, source) = makeWidthCarousel(count: 200, widths: [40, 10, 400, 25])
    carousel.scrollOffset = 57.25
    let loaded = Set(carousel.items.map(\.index))
    let anchor =
      start(57, source) + 0.5 * source.width(57)
      + 0.25
      * (start(58, source) + 0.5 * source.width(58) - start(57, source) - 0.5 * source.width(57))
    let left = anchor - viewport / 2
    let right = anchor + viewport / 2
    for index in 0..<200 {
      let begins = start(index, source)
      let ends = begins + source.width(index)
      if ends > left && begins < right { #expect(loaded.contains(index), "item \(index) in view") }
      if ends < left - 400 || begins > right + 400 { #expect(!loaded.contains(index)) }
    }
  }

  @Test("A drag moves the content by the finger's points, whatever the widths it passes")
  func dragFollowsFinger() throws {
    let (carousel, source) = makeWidthCarousel(alignment: .start)
    carousel.scrollOffset = 3
    // Aligned to the start on item 3, the viewport's centre is V/2 past item 3's start.
    let centreBefore = start(3, source) + viewport / 2
    carousel.touchBegan(at: 1)
    carousel.dragBegan(at: 1)
    for (step, translation) in [-30.0, -140, -365, -512, 90].enumerated() {
      carousel.dragChanged(translation: translation, at: 1 + Double(step + 1) / 60)
      #expect(!carousel.items.isEmpty)
      for item in carousel.items {
        let expected =
          start(item.index, source) + source.width(item.index) / 2 - centreBefore + translation
        #expect(abs(item.transform.m41 - expected) < 1e-9, "item \(item.index) at \(translation)")
      }
    }
  }

  @Test(
    "A flick comes to rest on an item, aligned, having glided the points of its momentum",
    arguments: CarouselAlignment.allCases)
  func flickRests(alignment: CarouselAlignment) throws {
    let (carousel, source) = makeWidthCarousel(alignment: alignment)
    carousel.scrollOffset = 2
    try play(carousel, .flick(velocity: -2400, at: carousel.time))
    let rest = carousel.scrollOffset
    #expect(rest == rest.rounded() && rest > 2)
    let k = Int(rest)
    let drawn = try #require(centre(of: k, in: carousel))
    #expect(abs(drawn - (0.5 - alignment.fraction) * (source.width(k) - viewport)) < 1e-9)
    // The natural glide is v/(60(1 − 0.95)) = 800 points, rounded outward to a resting place.
    let from = start(2, source) + alignment.fraction * source.width(2)
    let to = start(k, source) + alignment.fraction * source.width(k)
    let before = start(k - 1, source) + alignment.fraction * source.width(k - 1)
    #expect(to >= from + 800 && before < from + 800)
  }

  @Test(
    "Contained, the content's ends meet the viewport's ends and go no further",
    arguments: CarouselAlignment.allCases)
  func containment(alignment: CarouselAlignment) throws {
    let n = 20
    let (carousel, source) = makeWidthCarousel(count: n, alignment: alignment, contained: true)
    carousel.scrollOffset = 6
    try play(carousel, .flick(velocity: 9000, at: carousel.time))
    let first = try #require(centre(of: 0, in: carousel))
    // Item 0 centred or at the end would leave space before it: it sits at the leading edge
    // unless its resting place already does that.
    let a = alignment.fraction
    let restingFirst = (0.5 - a) * (source.width(0) - viewport)
    let leading = -viewport / 2 + source.width(0) / 2
    #expect(abs(first - min(restingFirst, leading)) < 1e-9)
    try play(carousel, .flick(velocity: -9000, at: carousel.time))
    let last = try #require(centre(of: n - 1, in: carousel))
    let restingLast = (0.5 - a) * (source.width(n - 1) - viewport)
    let trailing = viewport / 2 - source.width(n - 1) / 2
    #expect(abs(last - max(restingLast, trailing)) < 1e-9)
  }

  @Test("Wrapping, the items repeat every L points and a flick crosses the seam")
  func wrapping() throws {
    let (carousel, source) = makeWidthCarousel(count: 7, alignment: .start, wraps: true)
    carousel.scrollOffset = 1
    try play(carousel, .flick(velocity: 2000, at: carousel.time))  // backwards, over item 0
    let rest = carousel.scrollOffset
    #expect(rest == rest.rounded() && (0..<7).contains(Int(rest)))
    let k = Int(rest)
    let drawn = try #require(centre(of: k, in: carousel))
    #expect(abs(drawn - (source.width(k) - viewport) / 2) < 1e-9)
    // The item before it (across the seam from item 0, item 6) ends where it begins.
    let previous = (k + 6) % 7
    let before = try #require(centre(of: previous, in: carousel))
    #expect(abs((before + source.width(previous) / 2) - (drawn - source.width(k) / 2)) < 1e-9)
  }

  @Test("scrollToItem rests on the item; taps hit items by their own widths")
  func scrollAndHit() throws {
    let (carousel, source) = makeWidthCarousel()
    carousel.scrollToItem(9, animated: true)
    try play(carousel, GestureScript(steps: []))
    #expect(carousel.scrollOffset == 9 && carousel.currentItemIndex == 9)
    // Item 9 is centred; item 10 starts half item 9's width right of the centre.
    let edge = 160 + source.width(9) / 2
    #expect(carousel.itemLayout(at: Point(x: edge - 1, y: 240))?.index == 9)
    #expect(carousel.itemLayout(at: Point(x: edge + 1, y: 240))?.index == 10)
    #expect(carousel.itemLayout(at: Point(x: 160 - source.width(9) / 2 - 1, y: 240))?.index == 8)
    #expect(carousel.widthOfItem(at: 10) == source.width(10))
  }

  @Test("Inserting and removing items keeps every item at its width's place")
  func updates() throws {
    let (carousel, source) = makeWidthCarousel(count: 10)
    carousel.scrollOffset = 4
    source.count = 11
    source.widths = [100, 300, 500, 50, 200, 150, 250, 120, 80, 90, 60]
    carousel.insertItem(at: 2, animated: false)
    #expect(carousel.scrollOffset == 4)  // iCarousel keeps the index
    let drawn = try #require(centre(of: 4, in: carousel))
    #expect(abs(drawn) < 1e-9)
    let next = try #require(centre(of: 5, in: carousel))
    #expect(abs(next - (source.width(4) / 2 + source.width(5) / 2)) < 1e-9)
    source.count = 10
    source.widths.remove(at: 2)
    carousel.removeItem(at: 2, animated: false)
    let after = try #require(centre(of: 3, in: carousel))
    let three = try #require(centre(of: 4, in: carousel))
    #expect(abs(three - after - (source.width(3) / 2 + source.width(4) / 2)) < 1e-9)
  }

  @Test("Items 0 wide and a million points wide, and bad widths, leave every item drawable")
  func extremes() throws {
    let (carousel, source) = makeWidthCarousel(count: 30, widths: [0, 1e6, 0, 0, 3, 0.5])
    var diagnostics: [CarouselDiagnostic] = []
    carousel.diagnosticsHandler = { diagnostics.append($0) }
    for offset in [0.0, 1, 1.5, 2, 3, 7.25, 29] {
      carousel.scrollOffset = offset
      expectDrawable(carousel)
    }
    try play(carousel, .flick(velocity: -50_000, at: carousel.time))
    expectDrawable(carousel)
    #expect((0..<30).contains(carousel.currentItemIndex))
    source.widths = [.nan, -5, 40]
    carousel.reloadData()
    // Reported once per reload: the first bad width.
    #expect(diagnostics.count == 1)
    if case .invalidItemWidth(let index, let width) = diagnostics.first {
      #expect(index == 0 && width.isNaN)
    } else {
      Issue.record("expected an invalid item width, got \(diagnostics)")
    }
    #expect(carousel.widthOfItem(at: 1) == 0 && carousel.widthOfItem(at: 2) == 40)
    try play(carousel, .flick(velocity: -5000, at: carousel.time))
    expectDrawable(carousel)
  }

  @Test("Widths are asked once per item at a reload, never per frame")
  func widthsAskedOnce() throws {
    let (carousel, source) = makeWidthCarousel(count: 1_000)
    #expect(source.widthRequests == 1_000)
    try play(carousel, .flick(velocity: -3000, at: carousel.time))
    #expect(source.widthRequests == 1_000)
  }

  @Test("An empty carousel filled by inserts takes each new item's width")
  func insertIntoEmpty() throws {
    let (carousel, source) = makeWidthCarousel(count: 0)
    for count in 1...3 {
      source.count = count
      carousel.insertItem(at: count - 1, animated: false)
    }
    #expect((0..<3).map { carousel.widthOfItem(at: $0) } == [100, 300, 50])
    carousel.scrollOffset = 1
    let first = try #require(centre(of: 0, in: carousel))
    #expect(abs(first - -(100.0 / 2 + 300 / 2)) < 1e-9)
  }

  @Test("Placeholders beside items of their own widths fill the view, a mean width each")
  func placeholders() throws {
    let carousel = Carousel<Card>()
    let source = WidthPlaceholders()
    carousel.setViewportSize(Size(width: 1000, height: 480))
    carousel.configuration.usesItemWidths = true
    carousel.dataSource = source
    keepAlive(source)
    // Three items of 100 points (mean 100) centred on item 0: 450 points of the view lie
    // before item 0's start — four and a half placeholders, so five of them show there.
    let shown = Set(carousel.items.filter(\.isPlaceholder).map(\.index))
    #expect(shown.isSuperset(of: [-1, -2, -3, -4, -5]))
  }
}

/// Three 100-point items and twelve placeholders.
private final class WidthPlaceholders: CarouselDataSource {
  func numberOfItems(in carousel: Carousel<Card>) -> Int { 3 }
  func numberOfPlaceholders(in carousel: Carousel<Card>) -> Int { 12 }
  func carousel(_ carousel: Carousel<Card>, viewForItemAt index: Int, reusing view: Card?) -> Card {
    view ?? Card(label: index)
  }
  func carousel(_ carousel: Carousel<Card>, placeholderViewAt index: Int, reusing view: Card?)
    -> Card
  {
    let card = view ?? Card(label: index)
    card.isPlaceholder = true
    return card
  }
  func carousel(_ carousel: Carousel<Card>, widthOfItemAt index: Int) -> Double { 100 }
}
