import CarouselKit
import CarouselKitTesting
import Foundation
import Testing

/// Each of iCarousel's fourteen options, set through the delegate.
@Suite("Carousel options")
struct CarouselOptionTests {
  @Test("wrap: a linear carousel wraps when told; a rotary one stops wrapping")
  func wrap() {
    let (linear, _, log) = makeCarousel(.linear, count: 10)
    log.options[.wrap] = 1
    linear.reloadData()
    #expect(linear.isWrapEnabled)
    linear.scrollToItem(at: 9, animated: false)
    linear.scrollToItem(at: 0, animated: true)
    linear.advance(to: 0.2)
    #expect(linear.scrollOffset > 9)  // forward across the seam
    let (rotary, _, rotaryLog) = makeCarousel(.rotary, count: 10)
    rotaryLog.options[.wrap] = 0
    rotary.reloadData()
    #expect(!rotary.isWrapEnabled)
  }

  @Test("showBackfaces: 0 hides the far side of a cylinder; 1 shows the inverted cylinder's")
  func showBackfaces() {
    let (cylinder, _, log) = makeCarousel(.cylinder, count: 20)
    log.options[.showBackfaces] = 0
    cylinder.reloadData()
    #expect(cylinder.items.contains { $0.isHidden })
    let (inverted, _, invertedLog) = makeCarousel(.invertedCylinder, count: 20)
    invertedLog.options[.showBackfaces] = 1
    inverted.reloadData()
    #expect(inverted.items.allSatisfy { !$0.isHidden })
  }

  @Test("offsetMultiplier scales drags only")
  func offsetMultiplier() {
    let (carousel, _, log) = makeCarousel(.linear)
    log.options[.offsetMultiplier] = 3
    carousel.reloadData()
    carousel.dragBegan(at: 0)
    carousel.dragChanged(translation: -100, at: 0.1)
    #expect(abs(carousel.scrollOffset - 1.5) < 1e-12)
  }

  @Test("visibleItems sets the window, truncated, and may exceed 30")
  func visibleItems() {
    let (carousel, _, log) = makeCarousel(.linear, count: 100)
    log.options[.visibleItems] = 7.9
    carousel.reloadData()
    #expect(carousel.numberOfVisibleItems == 7 && carousel.items.count == 7)
    log.options[.visibleItems] = 45
    carousel.reloadData()
    #expect(carousel.numberOfVisibleItems == 45)
  }

  @Test("count sets the positions on the circle; arc the angle they span")
  func countAndArc() throws {
    let (carousel, _, log) = makeCarousel(.rotary, count: 20)
    log.options[.count] = 8
    log.options[.arc] = Double.pi
    carousel.reloadData()
    let item = try #require(carousel.items.first { $0.index == 2 })
    // θ = 2/8·π = π/4; R = max(100, 100/tan(π/16)).
    let radius = 100 / tan(Double.pi / 16)
    #expect(abs(item.transform.m41 - radius * sin(Double.pi / 4)) < 1e-9)
  }

  @Test("angle is the absolute angle for rotary, the step for wheel; radius overrides the radius")
  func angleAndRadius() throws {
    let (rotary, _, log) = makeCarousel(.rotary, count: 20)
    log.options[.angle] = 0.5
    log.options[.radius] = 300
    rotary.reloadData()
    #expect(rotary.items.allSatisfy { abs($0.transform.m41 - 300 * sin(0.5)) < 1e-9 })
    let (wheel, _, wheelLog) = makeCarousel(.wheel, count: 20)
    wheelLog.options[.angle] = 0.1
    wheelLog.options[.radius] = 500
    wheel.reloadData()
    let item = try #require(wheel.items.first { $0.index == 3 })
    #expect(abs(item.transform.m41 - 500 * sin(0.3)) < 1e-9)
  }

  @Test("tilt turns cover-flow items and shifts time-machine items")
  func tilt() throws {
    let (coverFlow, _, log) = makeCarousel(.coverFlow)
    log.options[.tilt] = 0.5
    coverFlow.reloadData()
    let side = try #require(coverFlow.items.first { $0.index == 1 })
    // Rotation −π/4 about y: m11 = cos(π/4).
    #expect(abs(side.transform.m11 - cos(Double.pi / 4)) < 1e-12)
    let (machine, _, machineLog) = makeCarousel(.timeMachine, count: 10)
    machineLog.options[.tilt] = 0.5
    machine.scrollOffset = 5
    let back = try #require(machine.items.first { $0.index == 3 })
    #expect(abs(back.transform.m41 - -2 * 200 * 0.5) < 1e-12)
  }

  @Test("spacing spreads linear items")
  func spacing() throws {
    let (carousel, _, log) = makeCarousel(.linear)
    log.options[.spacing] = 1.5
    carousel.reloadData()
    let item = try #require(carousel.items.first { $0.index == 1 })
    #expect(item.transform.m41 == 300)
  }

  @Test("fadeMin, fadeMax, fadeRange and fadeMinAlpha shape the fade")
  func fades() {
    let (carousel, _, log) = makeCarousel(.linear, count: 20, viewport: Size(width: 1000, height: 400))
    log.options[.fadeMin] = -1
    log.options[.fadeMax] = 1
    log.options[.fadeRange] = 2
    log.options[.fadeMinAlpha] = 0.2
    carousel.reloadData()
    carousel.scrollOffset = 10
    let alphas = Dictionary(uniqueKeysWithValues: carousel.items.map { ($0.index, $0.alpha) })
    #expect(alphas[10] == 1 && alphas[11] == 1)
    #expect(abs(alphas[12]! - (1 - 0.5 * 0.8)) < 1e-12)  // 1 past fadeMax: half the range
    #expect(abs(alphas[8]! - (1 - 0.5 * 0.8)) < 1e-12)
  }

  @Test("A fade range of 0 fades at once instead of dividing by zero")
  func zeroFadeRange() {
    let (carousel, _, log) = makeCarousel(.linear, count: 20)
    log.options[.fadeMax] = 0
    log.options[.fadeRange] = 0
    carousel.reloadData()
    carousel.scrollOffset = 5
    #expect(carousel.items.allSatisfy { $0.alpha.isFinite })
    #expect(carousel.items.allSatisfy { $0.offset <= 0 })
  }
}

@Suite("Carousel beyond iCarousel")
struct CarouselBeyondTests {
  final class Spinner: CarouselDelegate {
    func carousel(_ carousel: Carousel<Card>, itemTransformForOffset offset: Double, baseTransform: Transform3D) -> Transform3D {
      baseTransform.rotated(by: offset * 0.2, x: 0, y: 0, z: 1).translatedBy(x: offset * 50, y: 0, z: 0)
    }
  }

  @Test("The custom type takes its transforms from the delegate")
  func customType() throws {
    let (carousel, _, _) = makeCarousel(.custom, count: 10)
    let spinner = Spinner()
    carousel.delegate = spinner
    let item = try #require(carousel.items.first { $0.index == 2 })
    // The delegate's operations apply to the point first: translate, then rotate, then the base.
    let expected = Transform3D(rotationAngle: 0.4, x: 0, y: 0, z: 1).translatedBy(x: 100, y: 0, z: 0)
      .concatenating(.perspective(-1.0 / 500))
    #expect(item.transform.isApproximatelyEqual(to: expected, tolerance: 1e-12))
  }

  @Test("Wrapping with few items repeats them to fill the window, with no gaps and no pops (#293, #873)",
    arguments: [1, 2, 3])
  func fewItemsWrap(count: Int) throws {
    let (carousel, _, log) = makeCarousel(.linear, count: count, viewport: Size(width: 1000, height: 300), itemWidth: 200)
    log.options[.wrap] = 1
    carousel.reloadData()
    let clock = ManualFrameClock(framesPerSecond: 60)
    clock.drive(carousel)
    clock.onFrame = { _ in
      // Every slot across the viewport holds an instance: offsets form a run of consecutive steps.
      let offsets = carousel.items.map(\.offset).sorted()
      #expect(offsets.count == carousel.numberOfVisibleItems)
      #expect(zip(offsets, offsets.dropFirst()).allSatisfy { abs($1 - $0 - 1) < 1e-9 })
      #expect(offsets.first! <= -2.5 && offsets.last! >= 2.5)  // covers ±500 pt
      #expect(carousel.items.allSatisfy { $0.index == (((Int(($0.offset + carousel.scrollOffset).rounded()) % count) + count) % count) })
    }
    try play(carousel, .flick(velocity: -2500))
    #expect(carousel.numberOfVisibleItems == 7)  // ceil(1000/200) + 2
  }

  @Test("The original wrap shows each item once")
  func fewItemsOriginal() {
    let (carousel, _, log) = makeCarousel(.linear, count: 2, viewport: Size(width: 1000, height: 300))
    log.options[.wrap] = 1
    carousel.compatibility = .wrapShowsEachItemOnce
    carousel.reloadData()
    #expect(carousel.items.count == 2)
  }

  @Test("Keys and accessibility actions move one item; the value reads \"Item 3 of 20\"")
  func keysAndAccessibility() {
    let (carousel, _, _) = makeCarousel(.linear, count: 20)
    carousel.scrollOffset = 2
    #expect(carousel.accessibilityValue == "Item 3 of 20")
    #expect(carousel.handleKey(.right))
    carousel.advance(to: 1)
    #expect(carousel.scrollOffset == 3)
    #expect(!carousel.handleKey(.up))  // across the axis
    #expect(carousel.accessibilityDecrement())
    carousel.advance(to: 2)
    #expect(carousel.scrollOffset == 2)
    #expect(carousel.handleKey(.end))
    carousel.advance(to: 3)
    #expect(carousel.accessibilityValue == "Item 20 of 20" && !carousel.accessibilityIncrement())
    carousel.isVertical = true
    #expect(carousel.handleKey(.up))
    #expect(makeCarousel(.linear, count: 0).carousel.accessibilityValue == "No items")
  }

  @Test("Wheel deltas drag the carousel and settle on an item once they stop")
  func wheel() throws {
    let (carousel, _, log) = makeCarousel(.linear, count: 20)
    log.names.removeAll()
    for k in 0..<11 { carousel.scrollWheel(delta: Point(x: 0, y: -30), at: Double(k) * 0.014) }
    #expect(abs(carousel.scrollOffset - 1.65) < 1e-12)  // 330 pt of a plain mouse wheel
    #expect(carousel.isAnimating)
    let clock = ManualFrameClock(framesPerSecond: 60, startTime: 0.15)
    clock.drive(carousel)
    try clock.runUntilIdle()
    #expect(carousel.scrollOffset == 2)
    #expect(log.milestones.first == "willBeginDragging" && log.milestones.contains("didEndDragging(false)"))
  }
}

/// A data source of ten million items that records which indexes it was asked for.
final class HugeSource: CarouselDataSource {
  var requests: [Int] = []
  func numberOfItems(in carousel: Carousel<Int>) -> Int { 10_000_000 }
  func carousel(_ carousel: Carousel<Int>, viewForItemAt index: Int, reusing view: Int?) -> Int {
    requests.append(index)
    return index
  }
}

@Suite("Carousel at scale")
struct CarouselScaleTests {
  @Test("Ten million items: a long flick asks only for indexes that become visible, never loading more than the window",
    arguments: CarouselType.allCases)
  func tenMillionItems(type: CarouselType) throws {
    let carousel = Carousel<Int>()
    carousel.type = type
    let source = HugeSource()
    carousel.dataSource = source
    source.requests.removeAll()
    carousel.scrollOffset = 5_000_000
    let clock = ManualFrameClock(framesPerSecond: 60)
    clock.drive(carousel)
    var visible = Set(carousel.indexesForVisibleItems)
    #expect(source.requests.count == visible.count)
    var checked = 0
    clock.onFrame = { _ in
      let now = Set(carousel.indexesForVisibleItems)
      let asked = source.requests
      source.requests.removeAll()
      // Asked exactly for the indexes that entered the window this frame.
      #expect(asked.sorted() == now.subtracting(visible).sorted())
      #expect(carousel.items.filter { !$0.isDeparting }.count <= carousel.numberOfVisibleItems)
      visible = now
      checked += 1
    }
    source.requests.removeAll()
    GestureScript.flick(velocity: -40_000).perform(on: carousel, clock: clock)
    try clock.runUntilIdle()
    #expect(checked > 10)
    #expect(carousel.scrollOffset > 5_000_000 + 30 || type.isCircular)
  }
}

@Suite("Carousel views")
struct CarouselViewTests {
  @Test("Views leaving the window are offered back for reuse; items and placeholders have separate pools")
  func reusePools() throws {
    let (carousel, source, _) = makeCarousel(.linear, count: 40, placeholders: 4)
    try play(carousel, .flick(velocity: -18_000))  // 90 items/s glides 30 items
    #expect(carousel.scrollOffset == 30)
    #expect(source.requests.count > 30 && source.reuseOffers > 0)
    // A window of 4 needs at most 4 item views plus the one entering as another leaves.
    #expect(source.createdItems <= carousel.numberOfVisibleItems + 1)
    #expect(carousel.items.allSatisfy { $0.view.isPlaceholder == $0.isPlaceholder })
    try play(carousel, .flick(velocity: 18_000))  // back to the start, past the placeholders
    #expect(source.createdItems <= carousel.numberOfVisibleItems + 1 && source.createdPlaceholders <= 2)
    #expect(carousel.items.allSatisfy { $0.view.isPlaceholder == $0.isPlaceholder })
    #expect(carousel.itemView(at: -1)?.isPlaceholder == true)
    #expect(carousel.index(of: carousel.itemView(at: 0)!) == 0)
  }

  @Test("Hit testing picks the front-most projected quad, skipping hidden and transparent items")
  func hitTesting() throws {
    let (carousel, _, _) = makeCarousel(.coverFlow, count: 20)
    carousel.scrollOffset = 5
    // The centre item fills the middle of the viewport.
    #expect(carousel.itemLayout(at: Point(x: 160, y: 240))?.index == 5)
    // Just right of the centre item's edge lies item 6, turned toward the centre.
    let right = try #require(carousel.items.first { $0.index == 6 })
    let edge = try #require(right.transform.project(Point(x: 90, y: 0)))
    #expect(carousel.itemLayout(at: Point(x: 160 + edge.x, y: 240))?.index == 6)
    #expect(carousel.itemLayout(at: Point(x: 160, y: 5)) == nil)  // above the items
    let (inverted, _, _) = makeCarousel(.invertedCylinder, count: 20)
    let hidden = inverted.items.filter(\.isHidden)
    for item in hidden {
      if let centre = item.transform.project(.zero) {
        #expect(inverted.itemLayout(at: Point(x: 160 + centre.x, y: 240 + centre.y))?.index != item.index)
      }
    }
  }
}
