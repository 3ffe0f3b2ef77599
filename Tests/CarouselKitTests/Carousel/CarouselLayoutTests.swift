import CarouselKit
import CarouselKitTesting
import Foundation
import Testing

// Where a carousel puts its items: the twelve layouts' projected positions, depth order, the
// visible window, fades and backfaces (iCarousel's `transformForItemViewWithOffset:`), and each of the delegate's
// options. The pure layout function is tested in CarouselLayoutValueTests.swift.

@Suite("Carousel layout")
struct CarouselLayoutTests {
  @Test(
    "Projected item centres match the spec's closed forms for every type, both axes",
    arguments: builtInTypes, [false, true])
  func projectedCentres(type: CarouselType, vertical: Bool) throws {
    let (carousel, _, _, _) = makeCarousel(type, count: 20)
    carousel.configuration.isVertical = vertical
    for s in [0.0, 0.3, 2.5, 7.75, 19] {
      carousel.scrollOffset = s
      let actual = carousel.scrollOffset
      #expect(!carousel.items.isEmpty)
      for item in carousel.items {
        let expectedOffset = specOffset(
          index: item.index, s: actual, n: 20, wrap: type.wrapsByDefault)
        #expect(
          abs(item.offset - expectedOffset) < positionTolerance, "\(type) s=\(s) item \(item.index)"
        )
        // A jump changes the index, so CoverFlow2 starts its swing (it looks plain only at the end).
        let centre = specCentre(
          type, o: item.offset, w: 200, count: 12, vertical: vertical, toggle: carousel.toggle,
          plain: type != .coverFlow2 || actual >= 19)
        let expected = projected(centre)
        let point = try #require(item.transform.project(.zero))
        #expect(
          abs(point.x - expected.x) < pixelTolerance && abs(point.y - expected.y) < pixelTolerance,
          "\(type) vertical=\(vertical) s=\(s) o=\(item.offset): \(point) vs \(expected)")
      }
    }
  }

  @Test("The viewpoint offset shifts the camera before projection; the content offset after")
  func viewpointAndContentOffset() throws {
    let (carousel, _, _, _) = makeCarousel(.coverFlow)
    carousel.configuration.viewpointOffset = Size(width: 30, height: -12)
    carousel.configuration.contentOffset = Size(width: 7, height: 5)
    carousel.scrollOffset = 4
    for item in carousel.items {
      let centre = specCentre(.coverFlow, o: item.offset, w: 200, count: 12, vertical: false)
      let expected = projected(centre, viewpoint: carousel.configuration.viewpointOffset)
      let point = try #require(item.transform.project(.zero))
      #expect(
        abs(point.x - (expected.x + 7)) < pixelTolerance
          && abs(point.y - (expected.y + 5)) < pixelTolerance)
    }
  }

  @Test("Perspective is the items' m34")
  func perspective() {
    let (carousel, _, _, _) = makeCarousel(.linear)
    carousel.configuration.perspective = -1.0 / 800
    #expect(carousel.items.allSatisfy { $0.transform.m34 == -1.0 / 800 })
  }

  @Test(
    "Items are back to front by m13 + m23 + m33 + m43, ties farther from the current item first, every frame",
    arguments: builtInTypes)
  func depthOrder(type: CarouselType) throws {
    let (carousel, _, _, _) = makeCarousel(type, count: 20)
    let clock = ManualFrameClock(framesPerSecond: 60)
    clock.drive(carousel)
    carousel.scrollOffset = 6.3
    GestureScript.flick(velocity: -900).perform(on: carousel, clock: clock)
    func key(_ m: Transform3D) -> Double { m.m13 + m.m23 + m.m33 + m.m43 }
    func along(_ m: Transform3D) -> Double { m.m11 + m.m21 + m.m31 + m.m41 }
    repeat {
      let current = carousel.items.first { $0.index == carousel.currentItemIndex }
      for (back, front) in zip(carousel.items, carousel.items.dropFirst()) {
        #expect(key(back.transform) <= key(front.transform))
        if key(back.transform) == key(front.transform), let current {
          let centre = along(current.transform)
          #expect(abs(along(back.transform) - centre) >= abs(along(front.transform) - centre))
        }
      }
      clock.advanceFrame()
    } while carousel.isAnimating
  }

  @Test(
    "CoverFlow's ties put right-hand items in front of left-hand ones (keys −98.86 and −100.83)")
  func coverFlowKeys() {
    let (carousel, _, _, _) = makeCarousel(.coverFlow, at: 5)
    func key(_ m: Transform3D) -> Double { m.m13 + m.m23 + m.m33 + m.m43 }
    let left = carousel.items.first { $0.index == 4 }!
    let right = carousel.items.first { $0.index == 6 }!
    #expect(abs(key(left.transform) - -100.83) < 0.01 && abs(key(right.transform) - -98.86) < 0.01)
    let order = carousel.items.map(\.index)
    #expect(order.firstIndex(of: 4)! < order.firstIndex(of: 6)! && order.last == 5)
  }

  @Test(
    "Window sizes: linear ceil(W/w)+2, cover flow ceil(W/(w/4))+2, circular counts, 30 for the rest"
  )
  func windowSizes() {
    func window(_ type: CarouselType, count: Int = 40, vertical: Bool = false) -> Int {
      let (carousel, _, _, _) = makeCarousel(type, count: count)
      carousel.configuration.isVertical = vertical
      return carousel.numberOfVisibleItems
    }
    #expect(window(.linear) == 4)  // ceil(320/200) + 2
    #expect(window(.linear, vertical: true) == 5)  // ceil(480/200) + 2
    #expect(window(.coverFlow) == 9)  // ceil(320/50) + 2
    #expect(window(.rotary) == 12 && window(.cylinder) == 12)
    #expect(window(.invertedRotary) == 6 && window(.invertedCylinder) == 6)
    // Wheel: R = 200·12/2π = 382; R − w/2 = 282 ≥ 160, so ceil(12/2) + 1.
    #expect(window(.wheel) == 7)
    #expect(
      window(.timeMachine) == 30 && window(.invertedTimeMachine) == 30 && window(.custom) == 30)
    #expect(window(.timeMachine, count: 5) == 5)
    #expect(window(.rotary, count: 5) == 5)  // the count never exceeds the items
  }

  @Test("The circular count: max(12, ceil(W/(sp·w))·π) capped at 30, then at the item count")
  func circularCount() throws {
    // W = 2000, w = 100: ceil(20)·π = 62.8 → 30.
    let (wide, _, _, _) = makeCarousel(
      .cylinder, count: 100, viewport: Size(width: 2000, height: 400), itemWidth: 100)
    #expect(wide.numberOfVisibleItems == 30)
    // W = 320, w = 40: ceil(8)·π = 25.1 → 25.
    let (narrow, _, _, _) = makeCarousel(
      .rotary, count: 100, viewport: Size(width: 320, height: 400), itemWidth: 40)
    #expect(narrow.numberOfVisibleItems == 25)
    // The rotary radius for 12 positions: max(w/2, (w/2)/tan(π/12)).
    let (rotary, _, _, _) = makeCarousel(.rotary, count: 20)
    let side = try #require(rotary.items.first { $0.index == 3 })  // o = 3: θ = π/2
    let radius = 100 / tan(Double.pi / 12)
    #expect(
      abs(side.transform.m41 - radius) < pixelTolerance
        && abs(side.transform.m43 - -radius) < pixelTolerance)
  }

  @Test("The loaded window is centred on the rounded index, one extra item on the negative side")
  func windowPlacement() {
    let (carousel, _, _, _) = makeCarousel(.linear, count: 20, at: 5.4)
    #expect(carousel.indexesForVisibleItems == [3, 4, 5, 6])
    carousel.scrollOffset = 19
    #expect(carousel.indexesForVisibleItems == [16, 17, 18, 19])
    let (rotary, _, _, _) = makeCarousel(.rotary, count: 20)
    #expect(rotary.indexesForVisibleItems == [0, 1, 2, 3, 4, 5, 14, 15, 16, 17, 18, 19])
    #expect(Set(rotary.items.map(\.offset)) == Set((-6...5).map(Double.init)))
  }

  @Test("Time machine fades items in front over one item and does not load invisible ones")
  func timeMachineFade() {
    let (carousel, _, _, _) = makeCarousel(.timeMachine, count: 40, at: 10.5)
    let front = carousel.items.first { $0.index == 11 }!
    #expect(abs(front.alpha - 0.5) < roundingTolerance)
    #expect(!carousel.indexesForVisibleItems.contains(12))  // o = 1.5: alpha 0, never loaded
    #expect(carousel.items.filter { $0.offset <= 0 }.allSatisfy { $0.alpha == 1 })
    let (inverted, _, _, _) = makeCarousel(.invertedTimeMachine, count: 40, at: 10.25)
    #expect(abs(inverted.items.first { $0.index == 10 }!.alpha - 0.75) < roundingTolerance)
  }

  @Test("The inverted cylinder hides items facing away; other types show backfaces")
  func backfaceCulling() {
    let (inverted, _, _, _) = makeCarousel(.invertedCylinder, count: 20)
    for item in inverted.items {
      #expect(item.isHidden == !(item.transform.m33 > 0))
    }
    let (cylinder, _, _, _) = makeCarousel(.cylinder, count: 20)
    #expect(cylinder.items.contains { $0.transform.m33 <= 0 })
    #expect(cylinder.items.allSatisfy { !$0.isHidden })
  }

  @Test("CoverFlow2 swings the new centre item flat when the index changes while dragging")
  func coverFlow2Toggle() throws {
    let (carousel, _, _, _) = makeCarousel(.coverFlow2, count: 20, at: 3)
    carousel.dragBegan(at: 0)
    // Drag 0.55 items forward: the index changes to 4, the toggle starts at −1.
    carousel.dragChanged(translation: -0.55 * 200 / 2, at: 0.1)
    #expect(carousel.currentItemIndex == 4 && carousel.toggle == -1)
    let flat = try #require(carousel.items.first { $0.index == 4 })
    // o = 0.45: c = −g = 1 (fully turned) right after the change, then it swings to 0.
    let expected = projected(
      specCentre(
        .coverFlow2, o: flat.offset, w: 200, count: 12, vertical: false, toggle: -1, plain: false))
    let point = try #require(flat.transform.project(.zero))
    #expect(abs(point.x - expected.x) < pixelTolerance)
    carousel.advance(to: 0.3)
    #expect(carousel.toggle > -1 && carousel.toggle < 0)
    carousel.advance(to: 1)
    #expect(carousel.toggle == 0)
  }
}

/// Each of iCarousel's fourteen options, set through the delegate.
@Suite("Carousel options")
struct CarouselOptionTests {
  @Test("wrap: a linear carousel wraps when told; a rotary one stops wrapping")
  func wrap() {
    let linear = makeCarousel(.linear, count: 10, options: [.wrap: 1])
    #expect(linear.isWrapEnabled)
    linear.scrollToItem(9, animated: false)
    linear.scrollToItem(0, animated: true)
    linear.advance(to: 0.2)
    #expect(linear.scrollOffset > 9)  // forward across the seam
    let rotary = makeCarousel(.rotary, count: 10, options: [.wrap: 0])
    #expect(!rotary.isWrapEnabled)
  }

  @Test("showBackfaces: 0 hides the far side of a cylinder; 1 shows the inverted cylinder's")
  func showBackfaces() {
    let cylinder = makeCarousel(.cylinder, count: 20, options: [.showBackfaces: 0])
    #expect(cylinder.items.contains { $0.isHidden })
    let inverted = makeCarousel(.invertedCylinder, count: 20, options: [.showBackfaces: 1])
    #expect(inverted.items.allSatisfy { !$0.isHidden })
  }

  @Test("offsetMultiplier scales drags only")
  func offsetMultiplier() {
    let carousel = makeCarousel(.linear, options: [.offsetMultiplier: 3])
    carousel.dragBegan(at: 0)
    carousel.dragChanged(translation: -100, at: 0.1)
    #expect(abs(carousel.scrollOffset - 1.5) < positionTolerance)
  }

  @Test("visibleItems sets the window, truncated, and may exceed 30")
  func visibleItems() {
    let (carousel, _, delegate, _) = makeCarousel(.linear, count: 100)
    delegate.options[.visibleItems] = 7.9
    carousel.reloadData()
    #expect(carousel.numberOfVisibleItems == 7 && carousel.items.count == 7)
    delegate.options[.visibleItems] = 45
    carousel.reloadData()
    #expect(carousel.numberOfVisibleItems == 45)
  }

  @Test("count sets the positions on the circle; arc the angle they span")
  func countAndArc() throws {
    let carousel = makeCarousel(.rotary, count: 20, options: [.count: 8, .arc: Double.pi])
    let item = try #require(carousel.items.first { $0.index == 2 })
    // θ = 2/8·π = π/4; R = max(100, 100/tan(π/16)).
    let radius = 100 / tan(Double.pi / 16)
    #expect(abs(item.transform.m41 - radius * sin(Double.pi / 4)) < pixelTolerance)
  }

  @Test("angle is the absolute angle for rotary, the step for wheel; radius overrides the radius")
  func angleAndRadius() throws {
    let rotary = makeCarousel(.rotary, count: 20, options: [.angle: 0.5, .radius: 300])
    #expect(rotary.items.allSatisfy { abs($0.transform.m41 - 300 * sin(0.5)) < pixelTolerance })
    let wheel = makeCarousel(.wheel, count: 20, options: [.angle: 0.1, .radius: 500])
    let item = try #require(wheel.items.first { $0.index == 3 })
    #expect(abs(item.transform.m41 - 500 * sin(0.3)) < pixelTolerance)
  }

  @Test("tilt turns cover-flow items and shifts time-machine items")
  func tilt() throws {
    let coverFlow = makeCarousel(.coverFlow, options: [.tilt: 0.5])
    let side = try #require(coverFlow.items.first { $0.index == 1 })
    // Rotation −π/4 about y: m11 = cos(π/4).
    #expect(abs(side.transform.m11 - cos(Double.pi / 4)) < roundingTolerance)
    let (machine, _, machineDelegate, _) = makeCarousel(.timeMachine, count: 10)
    machineDelegate.options[.tilt] = 0.5
    machine.scrollOffset = 5
    let back = try #require(machine.items.first { $0.index == 3 })
    #expect(abs(back.transform.m41 - -2 * 200 * 0.5) < roundingTolerance)
  }

  @Test("spacing spreads linear items")
  func spacing() throws {
    let carousel = makeCarousel(.linear, options: [.spacing: 1.5])
    let item = try #require(carousel.items.first { $0.index == 1 })
    #expect(item.transform.m41 == 300)
  }

  @Test("fadeMin, fadeMax, fadeRange and fadeMinAlpha shape the fade")
  func fades() {
    let carousel = makeCarousel(
      .linear, count: 20, viewport: Size(width: 1000, height: 400),
      options: [.fadeMin: -1, .fadeMax: 1, .fadeRange: 2, .fadeMinAlpha: 0.2])
    carousel.scrollOffset = 10
    let alphas = Dictionary(uniqueKeysWithValues: carousel.items.map { ($0.index, $0.alpha) })
    #expect(alphas[10] == 1 && alphas[11] == 1)
    // 1 past fadeMax: half the range
    #expect(abs(alphas[12]! - (1 - 0.5 * 0.8)) < roundingTolerance)
    #expect(abs(alphas[8]! - (1 - 0.5 * 0.8)) < roundingTolerance)
  }

  @Test("A fade range of 0 fades at once instead of dividing by zero")
  func zeroFadeRange() {
    let carousel = makeCarousel(.linear, count: 20, options: [.fadeMax: 0, .fadeRange: 0])
    carousel.scrollOffset = 5
    #expect(carousel.items.allSatisfy { $0.alpha.isFinite })
    #expect(carousel.items.allSatisfy { $0.offset <= 0 })
  }
}

@Suite("Carousel layouts beyond iCarousel")
struct CarouselBeyondLayoutTests {
  final class Spinner: CarouselDelegate {
    func carousel(
      _ carousel: Carousel<Card>, itemTransformForOffset offset: Double, baseTransform: Transform3D
    ) -> Transform3D {
      baseTransform.rotated(by: offset * 0.2, x: 0, y: 0, z: 1).translatedBy(
        x: offset * 50, y: 0, z: 0)
    }
  }

  @Test("The custom type takes its transforms from the delegate")
  func customType() throws {
    let (carousel, _, _, _) = makeCarousel(.custom, count: 10)
    let spinner = Spinner()
    carousel.delegate = spinner
    let item = try #require(carousel.items.first { $0.index == 2 })
    // The delegate's operations apply to the point first: translate, then rotate, then the base.
    let expected = Transform3D(rotationAngle: 0.4, x: 0, y: 0, z: 1).translatedBy(
      x: 100, y: 0, z: 0
    )
    .concatenating(.perspective(-1.0 / 500))
    #expect(item.transform.isApproximatelyEqual(to: expected, tolerance: roundingTolerance))
  }

  @Test(
    "Wrapping with few items repeats them to fill the window, with no gaps and no pops (#293, #873)",
    arguments: [1, 2, 3])
  func fewItemsWrap(count: Int) throws {
    let (carousel, _, delegate, _) = makeCarousel(
      .linear, count: count, viewport: Size(width: 1000, height: 300), itemWidth: 200)
    delegate.options[.wrap] = 1
    carousel.reloadData()
    let clock = ManualFrameClock(framesPerSecond: 60)
    clock.drive(carousel)
    clock.onFrame = { _ in
      // Every slot across the viewport holds an instance: offsets form a run of consecutive steps.
      let offsets = carousel.items.map(\.offset).sorted()
      #expect(offsets.count == carousel.numberOfVisibleItems)
      #expect(zip(offsets, offsets.dropFirst()).allSatisfy { close($1 - $0, 1) })
      #expect(offsets.first! <= -2.5 && offsets.last! >= 2.5)  // covers ±500 pt
      #expect(
        carousel.items.allSatisfy {
          $0.index
            == (((Int(($0.offset + carousel.scrollOffset).rounded()) % count) + count) % count)
        })
    }
    try play(carousel, .flick(velocity: -2500))
    #expect(carousel.numberOfVisibleItems == 7)  // ceil(1000/200) + 2
  }

  @Test("The original wrap shows each item once")
  func fewItemsOriginal() {
    let (carousel, _, delegate, _) = makeCarousel(
      .linear, count: 2, viewport: Size(width: 1000, height: 300))
    delegate.options[.wrap] = 1
    carousel.compatibility.wrapShowsEachItemOnce = true
    carousel.reloadData()
    #expect(carousel.items.count == 2)
  }
}
