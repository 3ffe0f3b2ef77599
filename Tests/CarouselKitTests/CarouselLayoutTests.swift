import CarouselKit
import CarouselKitTesting
import Foundation
import Testing

/// An item centre in the item space before projection: (x, y, z) in points.
typealias Centre = (x: Double, y: Double, z: Double)

/// The centre of an item `o` items from the middle, from the closed forms in
/// specs/icarousel.md §2.3–2.8a (default options, item width w, `count` positions on circles).
func specCentre(_ type: CarouselType, o: Double, w: Double, count: Double, vertical: Bool, toggle g: Double = 0, plain: Bool = true) -> Centre {
  func axis(_ along: Double, _ z: Double) -> Centre { vertical ? (0, along, z) : (along, 0, z) }
  let arc = 2 * Double.pi
  switch type {
  case .linear:
    return axis(o * w, 0)
  case .rotary, .invertedRotary:
    let r = max(w / 2, w / 2 / tan(arc / (2 * count)))
    let theta = o / count * arc
    let sign = type == .rotary ? 1.0 : -1.0
    return axis(sign * r * sin(sign * theta), sign * r * cos(sign * theta) - sign * r)
  case .cylinder, .invertedCylinder:
    var r = max(0.01, w / 2 / tan(arc / (2 * count)))
    var theta = o / count * arc
    if type == .invertedCylinder { r = -r; theta = -theta }
    return axis((r + 0.01) * sin(theta), (r + 0.01) * cos(theta) - r)
  case .wheel, .invertedWheel:
    var r = w * count / arc
    var phi = arc / count
    if type == .invertedWheel { r = -r; phi = -phi }
    return vertical ? (r * cos(phi * o) - r, r * sin(phi * o), 0.01 * o) : (r * sin(phi * o), r - r * cos(phi * o), 0.01 * o)
  case .coverFlow, .coverFlow2:
    var c = min(max(o, -1), 1)
    if type == .coverFlow2 && !plain {
      if g > 0 {
        c = o <= -0.5 ? -1 : o <= 0.5 ? -g : o <= 1.5 ? 1 - g : c
      } else {
        c = o > 0.5 ? 1 : o > -0.5 ? -g : o > -1.5 ? -1 - g : c
      }
    }
    return axis((c * 0.5 * 0.9 + o * 0.25) * w, -abs(c) * w * 0.5)
  case .timeMachine:
    return axis(o * w * 0.3, o * w)
  case .invertedTimeMachine:
    return axis(o * w * 0.3, -o * w)
  case .custom:
    return (0, 0, 0)
  }
}

/// Where a centre appears on screen, relative to the viewport centre: divide by
/// `w = 1 + z·perspective` after shifting by the viewpoint offset.
func projected(_ c: Centre, perspective: Double = -1.0 / 500, viewpoint: Size = .zero) -> Point {
  let w = 1 + c.z * perspective
  return Point(x: (c.x - viewpoint.width) / w, y: (c.y - viewpoint.height) / w)
}

/// iCarousel's wrapped offset (§2.8): i − s, corrected once by n beyond ±n/2.
func specOffset(index: Int, s: Double, n: Int, wrap: Bool) -> Double {
  var o = Double(index) - s
  if wrap {
    if o > Double(n) / 2 { o -= Double(n) } else if o < -Double(n) / 2 { o += Double(n) }
  }
  return o
}

let builtInTypes = CarouselType.allCases.filter { $0 != .custom }

@Suite("Carousel layout")
struct CarouselLayoutTests {
  @Test("Projected item centres match the spec's closed forms for every type, both axes",
    arguments: builtInTypes, [false, true])
  func projectedCentres(type: CarouselType, vertical: Bool) throws {
    let (carousel, _, _) = makeCarousel(type, count: 20)
    carousel.isVertical = vertical
    for s in [0.0, 0.3, 2.5, 7.75, 19] {
      carousel.scrollOffset = s
      let actual = carousel.scrollOffset
      #expect(!carousel.items.isEmpty)
      for item in carousel.items {
        let expectedOffset = specOffset(index: item.index, s: actual, n: 20, wrap: type.wrapsByDefault)
        #expect(abs(item.offset - expectedOffset) < 1e-12, "\(type) s=\(s) item \(item.index)")
        // A jump changes the index, so CoverFlow2 starts its swing (it looks plain only at the end).
        let centre = specCentre(
          type, o: item.offset, w: 200, count: 12, vertical: vertical, toggle: carousel.toggle,
          plain: type != .coverFlow2 || actual >= 19)
        let expected = projected(centre)
        let point = try #require(item.transform.project(.zero))
        #expect(abs(point.x - expected.x) < 1e-9 && abs(point.y - expected.y) < 1e-9,
          "\(type) vertical=\(vertical) s=\(s) o=\(item.offset): \(point) vs \(expected)")
      }
    }
  }

  @Test("The viewpoint offset shifts the camera before projection; the content offset after")
  func viewpointAndContentOffset() throws {
    let (carousel, _, _) = makeCarousel(.coverFlow)
    carousel.viewpointOffset = Size(width: 30, height: -12)
    carousel.contentOffset = Size(width: 7, height: 5)
    carousel.scrollOffset = 4
    for item in carousel.items {
      let expected = projected(specCentre(.coverFlow, o: item.offset, w: 200, count: 12, vertical: false), viewpoint: carousel.viewpointOffset)
      let point = try #require(item.transform.project(.zero))
      #expect(abs(point.x - (expected.x + 7)) < 1e-9 && abs(point.y - (expected.y + 5)) < 1e-9)
    }
  }

  @Test("Perspective is the items' m34")
  func perspective() {
    let (carousel, _, _) = makeCarousel(.linear)
    carousel.perspective = -1.0 / 800
    #expect(carousel.items.allSatisfy { $0.transform.m34 == -1.0 / 800 })
  }

  @Test("Items are back to front by m13 + m23 + m33 + m43, ties farther from the current item first, every frame",
    arguments: builtInTypes)
  func depthOrder(type: CarouselType) throws {
    let (carousel, _, _) = makeCarousel(type, count: 20)
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

  @Test("CoverFlow's ties put right-hand items in front of left-hand ones (keys −98.86 and −100.83)")
  func coverFlowKeys() {
    let (carousel, _, _) = makeCarousel(.coverFlow)
    carousel.scrollOffset = 5
    func key(_ m: Transform3D) -> Double { m.m13 + m.m23 + m.m33 + m.m43 }
    let left = carousel.items.first { $0.index == 4 }!, right = carousel.items.first { $0.index == 6 }!
    #expect(abs(key(left.transform) - -100.83) < 0.01 && abs(key(right.transform) - -98.86) < 0.01)
    let order = carousel.items.map(\.index)
    #expect(order.firstIndex(of: 4)! < order.firstIndex(of: 6)! && order.last == 5)
  }

  @Test("Window sizes: linear ceil(W/w)+2, cover flow ceil(W/(w/4))+2, circular counts, 30 for the rest")
  func windowSizes() {
    func window(_ type: CarouselType, count: Int = 40, vertical: Bool = false) -> Int {
      let (carousel, _, _) = makeCarousel(type, count: count)
      carousel.isVertical = vertical
      return carousel.numberOfVisibleItems
    }
    #expect(window(.linear) == 4)  // ceil(320/200) + 2
    #expect(window(.linear, vertical: true) == 5)  // ceil(480/200) + 2
    #expect(window(.coverFlow) == 9)  // ceil(320/50) + 2
    #expect(window(.rotary) == 12 && window(.cylinder) == 12)
    #expect(window(.invertedRotary) == 6 && window(.invertedCylinder) == 6)
    // Wheel: R = 200·12/2π = 382; R − w/2 = 282 ≥ 160, so ceil(12/2) + 1.
    #expect(window(.wheel) == 7)
    #expect(window(.timeMachine) == 30 && window(.invertedTimeMachine) == 30 && window(.custom) == 30)
    #expect(window(.timeMachine, count: 5) == 5)
    #expect(window(.rotary, count: 5) == 5)  // the count never exceeds the items
  }

  @Test("The circular count: max(12, ceil(W/(sp·w))·π) capped at 30, then at the item count")
  func circularCount() throws {
    // W = 2000, w = 100: ceil(20)·π = 62.8 → 30.
    let (wide, _, _) = makeCarousel(.cylinder, count: 100, viewport: Size(width: 2000, height: 400), itemWidth: 100)
    #expect(wide.numberOfVisibleItems == 30)
    // W = 320, w = 40: ceil(8)·π = 25.1 → 25.
    let (narrow, _, _) = makeCarousel(.rotary, count: 100, viewport: Size(width: 320, height: 400), itemWidth: 40)
    #expect(narrow.numberOfVisibleItems == 25)
    // The rotary radius for 12 positions: max(w/2, (w/2)/tan(π/12)).
    let (rotary, _, _) = makeCarousel(.rotary, count: 20)
    let side = try #require(rotary.items.first { $0.index == 3 })  // o = 3: θ = π/2
    let radius = 100 / tan(Double.pi / 12)
    #expect(abs(side.transform.m41 - radius) < 1e-9 && abs(side.transform.m43 - -radius) < 1e-9)
  }

  @Test("The loaded window is centred on the rounded index, one extra item on the negative side")
  func windowPlacement() {
    let (carousel, _, _) = makeCarousel(.linear, count: 20)
    carousel.scrollOffset = 5.4
    #expect(carousel.indexesForVisibleItems == [3, 4, 5, 6])
    carousel.scrollOffset = 19
    #expect(carousel.indexesForVisibleItems == [16, 17, 18, 19])
    let (rotary, _, _) = makeCarousel(.rotary, count: 20)
    #expect(rotary.indexesForVisibleItems == [0, 1, 2, 3, 4, 5, 14, 15, 16, 17, 18, 19])
    #expect(Set(rotary.items.map(\.offset)) == Set((-6...5).map(Double.init)))
  }

  @Test("Time machine fades items in front over one item and does not load invisible ones")
  func timeMachineFade() {
    let (carousel, _, _) = makeCarousel(.timeMachine, count: 40)
    carousel.scrollOffset = 10.5
    let front = carousel.items.first { $0.index == 11 }!
    #expect(abs(front.alpha - 0.5) < 1e-12)
    #expect(!carousel.indexesForVisibleItems.contains(12))  // o = 1.5: alpha 0, never loaded
    #expect(carousel.items.filter { $0.offset <= 0 }.allSatisfy { $0.alpha == 1 })
    let (inverted, _, _) = makeCarousel(.invertedTimeMachine, count: 40)
    inverted.scrollOffset = 10.25
    #expect(abs(inverted.items.first { $0.index == 10 }!.alpha - 0.75) < 1e-12)
  }

  @Test("The inverted cylinder hides items facing away; other types show backfaces")
  func backfaceCulling() {
    let (inverted, _, _) = makeCarousel(.invertedCylinder, count: 20)
    for item in inverted.items {
      #expect(item.isHidden == !(item.transform.m33 > 0))
    }
    let (cylinder, _, _) = makeCarousel(.cylinder, count: 20)
    #expect(cylinder.items.contains { $0.transform.m33 <= 0 })
    #expect(cylinder.items.allSatisfy { !$0.isHidden })
  }

  @Test("CoverFlow2 swings the new centre item flat when the index changes while dragging")
  func coverFlow2Toggle() throws {
    let (carousel, _, _) = makeCarousel(.coverFlow2, count: 20)
    carousel.scrollOffset = 3
    carousel.dragBegan(at: 0)
    // Drag 0.55 items forward: the index changes to 4, the toggle starts at −1.
    carousel.dragChanged(translation: -0.55 * 200 / 2, at: 0.1)
    #expect(carousel.currentItemIndex == 4 && carousel.toggle == -1)
    let flat = try #require(carousel.items.first { $0.index == 4 })
    // o = 0.45: c = −g = 1 (fully turned) right after the change, then it swings to 0.
    let expected = projected(specCentre(.coverFlow2, o: flat.offset, w: 200, count: 12, vertical: false, toggle: -1, plain: false))
    let point = try #require(flat.transform.project(.zero))
    #expect(abs(point.x - expected.x) < 1e-9)
    carousel.advance(to: 0.3)
    #expect(carousel.toggle > -1 && carousel.toggle < 0)
    carousel.advance(to: 1)
    #expect(carousel.toggle == 0)
  }
}
