import CarouselKit
import CarouselKitTesting
import Foundation
import Testing

// What a person does to a carousel: drags, touches that stop it, taps that select, keys, the
// wheel and accessibility actions (iCarousel's `didPan:` and `didTap:`).

@Suite("Carousel drags")
struct CarouselDragTests {
  @Test(
    "The drag rubber band: cover flow's multiplier 2, each event scaled by 1 − overshoot/bounceDistance"
  )
  func rubberBandSequence() {
    let (carousel, _, _, _) = makeCarousel(.coverFlow, count: 10, at: 9)
    carousel.dragBegan(at: 0)
    var expected = 9.0
    for k in 1...20 {
      expected += 10.0 * 2 / 200 * (1 - min(expected - 9, 1))
      carousel.dragChanged(translation: Double(-10 * k), at: Double(k) / 100)
      #expect(abs(carousel.scrollOffset - expected) < positionTolerance)
    }
  }

  @Test("A drag that starts across the axis is ignored when ignorePerpendicularSwipes is on")
  func perpendicularSwipes() throws {
    let (carousel, _, _, _) = makeCarousel(.linear)
    let events = EventRecorder<CarouselEvent>()  // didScroll included: nothing may move
    carousel.eventHandler = events.record
    carousel.dragBegan(at: 0)
    carousel.dragChanged(translation: Point(x: -10, y: 30), at: 0.05)
    carousel.dragChanged(translation: Point(x: -200, y: 30), at: 0.1)
    carousel.dragEnded(velocity: -2000, at: 0.1)
    #expect(carousel.scrollOffset == 0)
    #expect(events.takeKinds().isEmpty)
    carousel.configuration.ignorePerpendicularSwipes = false
    carousel.dragBegan(at: 1)
    carousel.dragChanged(translation: Point(x: -10, y: 30), at: 1.05)
    #expect(carousel.scrollOffset == 0.05)
    #expect(events.takeKinds() == [.scroll(.willBeginDragging), .scroll(.didScroll)])
    try events.finish()
  }

  @Test("With scrolling disabled touches do nothing; programmatic scrolls still work")
  func scrollDisabled() {
    let (carousel, _, _, _) = makeCarousel(.linear)
    carousel.configuration.isScrollEnabled = false
    carousel.scrollToItem(5, animated: true)
    carousel.advance(to: 0.1)
    carousel.touchBegan(at: 0.1)  // does not stop it
    carousel.dragBegan(at: 0.1)
    carousel.dragChanged(translation: -400, at: 0.2)
    carousel.dragEnded(velocity: -3000, at: 0.2)
    carousel.advance(to: 1)
    #expect(carousel.scrollOffset == 5)
  }
}

@Suite("Carousel touches that stop motion")
struct CarouselTouchTests {
  @Test(
    "iCarousel #694: a touch that stops motion and lifts settles on an item; the original stays between items"
  )
  func touchStopsAndSettles() throws {
    for compatible in [false, true] {
      let (carousel, _, _, _) = makeCarousel(.linear, count: 30)
      if compatible { carousel.compatibility.touchLeavesCarouselUnaligned = true }
      try play(carousel, .flick(velocity: -3000) + .touch(at: 0.13, lasting: 0.05))
      let offset = carousel.scrollOffset
      #expect(compatible ? offset != offset.rounded() : offset == offset.rounded())
    }
  }

  @Test(
    "iCarousel #602: a tap that stops a moving carousel only settles it; the original also selects")
  func tapStopsWithoutSelecting() throws {
    for compatible in [false, true] {
      let (carousel, _, _, events) = makeCarousel(.linear, count: 30)
      if compatible { carousel.compatibility.tapOnMovingCarouselSelects = true }
      let clock = ManualFrameClock(framesPerSecond: 60)
      clock.drive(carousel)
      GestureScript.flick(velocity: -3000).perform(on: carousel, clock: clock)
      clock.advance(to: 0.1)
      carousel.touchBegan(at: 0.1)
      carousel.tap(at: Point(x: 160, y: 240), at: 0.15)
      try clock.runUntilIdle()
      let selections = events.takeKinds().filter {
        if case .didSelectItem = $0 { true } else { false }
      }
      #expect(selections.isEmpty == !compatible)
      #expect(carousel.scrollOffset == carousel.scrollOffset.rounded())
      try events.finish()
    }
  }
}

/// A vertical carousel whose taps iCarousel got wrong (#802, #271), and the items to tap.
struct VerticalTapCase: Sendable, CustomTestStringConvertible {
  var type: CarouselType
  var options: [CarouselOption: Double]
  /// Offsets from the current item of the items to tap.
  var steps: [Int]
  var testDescription: String { "\(type) \(options.isEmpty ? "" : "with \(options)")" }

  static let all = [
    VerticalTapCase(type: .cylinder, options: [:], steps: [1, -1, 2, -2]),
    VerticalTapCase(type: .coverFlow, options: [.tilt: 0.5, .spacing: 0.5], steps: [1, -1]),
    VerticalTapCase(type: .linear, options: [.spacing: 1.2], steps: [1, -1]),
  ]
}

@Suite("Carousel taps and hit testing")
struct CarouselTapTests {
  @Test("A delegate that removes the tapped item from shouldSelectItemAt cancels the selection")
  func tapWhoseDelegateRemovesTheItem() throws {
    let (carousel, source, delegate, events) = makeCarouselForEvents(.linear, count: 6, at: 4)
    delegate.shouldSelect = { index in
      source.count -= 1
      carousel.removeItem(at: index, animated: false)
      return true
    }
    // Item 5, the last, is one item width right of centre: (160 + 200, 240).
    carousel.tap(at: Point(x: 360, y: 240), at: 0)
    #expect(carousel.numberOfItems == 5)
    #expect(events.takeKinds().isEmpty)  // no didSelectItem(5): item 5 is gone
    #expect(!carousel.isAnimating)  // and no scroll towards it
    #expect(carousel.currentItemIndex == 4)
    try events.finish()
  }

  @Test(
    "Taps select: another item scrolls to the centre, the current one re-snaps, empty space centres"
  )
  func taps() throws {
    let (carousel, _, delegate, events) = makeCarouselForEvents(.linear, at: 4)
    // Item 5 is one item width right of centre: (160 + 200, 240).
    carousel.tap(at: Point(x: 360, y: 240), at: 0)
    #expect(
      events.takeKinds() == [.scroll(.willBeginScrollingAnimation), .didSelectItem(index: 5)])
    carousel.advance(to: 0.5)
    #expect(carousel.scrollOffset == 5)
    #expect(
      events.takeKinds() == [
        .currentItemIndexDidChange(index: 5), .scroll(.didEndScrollingAnimation),
      ])
    carousel.tap(at: Point(x: 160, y: 240), at: 1)  // the current item, already centred
    #expect(events.takeKinds() == [.didSelectItem(index: 5)])
    delegate.shouldSelect = { $0 != 6 }
    carousel.tap(at: Point(x: 360, y: 240), at: 2)
    #expect(events.takeKinds().isEmpty)  // item 6 may not be selected: nothing happens
    carousel.scrollOffset = 5.3
    carousel.tap(at: Point(x: 160, y: 20), at: 3)  // above the items: empty space
    carousel.advance(to: 4)
    #expect(carousel.scrollOffset == 5)
    #expect(
      events.takeKinds() == [
        .scroll(.willBeginScrollingAnimation), .scroll(.didEndScrollingAnimation),
      ])
    try events.finish()
  }

  @Test("iCarousel #737: tapping a placeholder selects nothing")
  func placeholderTap() throws {
    let (carousel, _, _, events) = makeCarouselForEvents(.linear, count: 3, placeholders: 2)
    // The placeholder before item 0 is one item left of centre.
    #expect(carousel.itemLayout(at: Point(x: -40, y: 240))?.isPlaceholder == true)
    carousel.tap(at: Point(x: -40, y: 240), at: 0)
    // Like a tap on empty space it re-centres the current item, which is centred already.
    #expect(events.takeKinds().isEmpty)
    try events.finish()
  }

  @Test(
    "iCarousel #802 and #271: a tap on a vertical carousel selects and centres the item tapped",
    arguments: VerticalTapCase.all)
  func verticalTaps(setup: VerticalTapCase) throws {
    for step in setup.steps {
      let (carousel, _, delegate, events) = makeCarousel(setup.type, count: 20)
      delegate.options = setup.options
      carousel.configuration.isVertical = true
      carousel.scrollToItem(5, animated: false)
      events.discard()  // set-up and the jump: index changes
      let target = 5 + step
      // Tap where the item's centre projects: on the vertical axis, above or below the
      // current item, which spans ±100 pt.
      let item = try #require(carousel.items.first { $0.index == target })
      let centre = try #require(item.transform.project(.zero))
      #expect(
        abs(centre.x) < pixelTolerance && abs(centre.y) > 100,
        "\(setup) item \(target) at \(centre)")
      carousel.tap(at: Point(x: 160 + centre.x, y: 240 + centre.y), at: 0)
      #expect(
        events.takeKinds() == [
          .scroll(.willBeginScrollingAnimation), .didSelectItem(index: target),
        ],
        "\(setup)")
      runUntilRest(carousel)
      #expect(carousel.scrollOffset == Double(target), "\(setup)")
      // An eased 0.4 s scroll of one or two items crosses at most one index per 60 Hz frame.
      let passed = (1...abs(step)).map {
        CarouselEvent.Kind.currentItemIndexDidChange(index: 5 + $0 * step.signum())
      }
      #expect(events.takeKinds() == passed + [.scroll(.didEndScrollingAnimation)], "\(setup)")
      try events.finish()
    }
  }

  @Test("Hit testing picks the front-most projected quad, skipping hidden and transparent items")
  func hitTesting() throws {
    let (carousel, _, _, _) = makeCarousel(.coverFlow, count: 20, at: 5)
    // The centre item fills the middle of the viewport.
    #expect(carousel.itemLayout(at: Point(x: 160, y: 240))?.index == 5)
    // Just right of the centre item's edge lies item 6, turned toward the centre.
    let right = try #require(carousel.items.first { $0.index == 6 })
    let edge = try #require(right.transform.project(Point(x: 90, y: 0)))
    #expect(carousel.itemLayout(at: Point(x: 160 + edge.x, y: 240))?.index == 6)
    #expect(carousel.itemLayout(at: Point(x: 160, y: 5)) == nil)  // above the items
    let (inverted, _, _, _) = makeCarousel(.invertedCylinder, count: 20)
    let hidden = inverted.items.filter(\.isHidden)
    for item in hidden {
      if let centre = item.transform.project(.zero) {
        #expect(
          inverted.itemLayout(at: Point(x: 160 + centre.x, y: 240 + centre.y))?.index != item.index)
      }
    }
  }

  @Test(
    "Hit testing uses the delegate's item width along the axis and the item size across it",
    arguments: [false, true])
  func hitTestingUsesDelegateItemWidth(vertical: Bool) throws {
    // 100 × 100 views
    let (carousel, _, delegate, events) = makeCarouselForEvents(.linear, count: 10, itemWidth: 100)
    delegate.itemWidth = 300
    carousel.configuration.isVertical = vertical
    carousel.setNeedsLayout()  // the delegate's answer changed
    // Linear items sit 300 pt apart; item 0 spans ±150 pt along the axis, ±50 pt across it.
    func point(along: Double, across: Double) -> Point {
      vertical ? Point(x: 160 + across, y: 240 + along) : Point(x: 160 + along, y: 240 + across)
    }
    // past the view's 50 pt
    #expect(carousel.itemLayout(at: point(along: 140, across: 0))?.index == 0)
    #expect(carousel.itemLayout(at: point(along: -140, across: 45))?.index == 0)
    // item 1 spans 150…450
    #expect(carousel.itemLayout(at: point(along: 160, across: 0))?.index == 1)
    // across, the view's 50 pt count
    #expect(carousel.itemLayout(at: point(along: 0, across: 60)) == nil)
    #expect(carousel.itemWidth == 300)
    carousel.tap(at: point(along: 140, across: 0), at: 0)
    // the current item: selected, no scroll
    #expect(events.takeKinds() == [.didSelectItem(index: 0)])
    try events.finish()
  }

  @Test("Taps and keys move to the copy that was hit when few items repeat")
  func ghostTapsAndKeys() throws {
    let (carousel, _, delegate, _) = makeCarousel(
      .linear, count: 2, viewport: Size(width: 1000, height: 300))
    delegate.options[.wrap] = 1
    carousel.reloadData()
    let left = try #require(carousel.items.first { close($0.offset, -1) })
    carousel.tap(at: Point(x: 500 - 200, y: 150), at: 0)
    carousel.advance(to: 0.2)
    #expect(carousel.items.contains { $0.view === left.view })
    carousel.advance(to: 1)
    let centred = try #require(carousel.items.first { $0.view === left.view })
    #expect(close(centred.offset, 0))
    let (single, _, singleDelegate, _) = makeCarousel(
      .linear, count: 1, viewport: Size(width: 1000, height: 300))
    singleDelegate.options[.wrap] = 1
    single.reloadData()
    #expect(single.handleKey(.right))
    single.advance(to: 0.2)
    #expect(single.isScrolling)
  }
}

@Suite("Carousel keys, wheel and accessibility")
struct CarouselKeyWheelTests {
  @Test("Keys and accessibility actions move one item; the value reads \"Item 3 of 20\"")
  func keysAndAccessibility() {
    let (carousel, _, _, _) = makeCarousel(.linear, count: 20, at: 2)
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
    carousel.configuration.isVertical = true
    #expect(carousel.handleKey(.up))
    #expect(makeCarousel(.linear, count: 0).carousel.accessibilityValue == "No items")
  }

  @Test("Wheel deltas drag the carousel and settle on an item once they stop")
  func wheel() throws {
    let (carousel, _, _, events) = makeCarouselForEvents(.linear, count: 20)
    for k in 0..<11 { carousel.scrollWheel(delta: Point(x: 0, y: -30), at: Double(k) * 0.014) }
    #expect(abs(carousel.scrollOffset - 1.65) < positionTolerance)  // 330 pt of a plain mouse wheel
    #expect(carousel.isAnimating)
    let clock = ManualFrameClock(framesPerSecond: 60, startTime: 0.15)
    clock.drive(carousel)
    try clock.runUntilIdle()
    #expect(carousel.scrollOffset == 2)
    // One drag: 1.65 items pass 0.5 and 1.5, and the release snaps on to 2.
    #expect(
      events.takeKinds() == [
        .scroll(.willBeginDragging), .currentItemIndexDidChange(index: 1),
        .currentItemIndexDidChange(index: 2),
        .scroll(.didEndDragging(willDecelerate: false)), .scroll(.willBeginScrollingAnimation),
        .scroll(.didEndScrollingAnimation),
      ])
    try events.finish()
  }
}
