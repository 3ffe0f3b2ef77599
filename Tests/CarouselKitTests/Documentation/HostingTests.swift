import CarouselKit
import Foundation
import Testing

// The article "Hosting a model" (Sources/CarouselKit/CarouselKit.docc/Hosting.md): every line of
// its Swift blocks appears here, in order, run with checks on what the article says
// (checked by DocumentationCodeTests). Its UIKit and SwiftUI code cannot compile on Linux and
// is shown as text; what that code calls on the model is here.

/// What the host draws for an item: in UIKit, a view; here, what it was told.
final class HostingCard {
  let title: String
  var transform = Transform3D.identity
  var alpha = 1.0
  var isHidden = false
  var zIndex = 0
  init(_ title: String) { self.title = title }

  func show(_ transform: Transform3D, alpha: Double, hidden: Bool, zIndex: Int) {
    (self.transform, self.alpha, isHidden, self.zIndex) = (transform, alpha, hidden, zIndex)
  }
}

/// One display frame at `time` seconds; returns whether to keep the display link running.
func hostingFrame(_ carousel: Carousel<HostingCard>, at time: Double) -> Bool {
  carousel.advance(to: time)
  for (position, item) in carousel.items.enumerated() {  // back to front
    item.view.show(item.transform, alpha: item.alpha, hidden: item.isHidden, zIndex: position)
  }
  return carousel.needsFrames  // false: pause the link until the next touch or scroll
}

/// The item's transform about its view's top-left corner, for SwiftUI's `projectionEffect`.
func hostingProjection(_ item: CarouselItemLayout<HostingCard>) -> Transform3D {
  let (x, y) = (item.size.width / 2, item.size.height / 2)
  return item.transform.translatedBy(x: -x, y: -y, z: 0).followedByTranslation(x: x, y: y, z: 0)
}

/// A pan gesture's phases, as UIKit's `UIPanGestureRecognizer.State` names them.
enum HostingPanPhase { case began, changed, ended, cancelled }

/// Forwards a host's pan gesture to a carousel.
final class HostingPan {
  let carousel: Carousel<HostingCard>
  private var start = Point.zero  // the translation at `.began`, left out of the drag

  init(_ carousel: Carousel<HostingCard>) { self.carousel = carousel }

  /// `translation` in points from where the pan began, `velocity` in points per second; x to
  /// the right and y down, as `translation(in:)` and `velocity(in:)` give them.
  func pan(_ phase: HostingPanPhase, translation: Point, velocity: Point, at time: Double) {
    switch phase {
    case .began:
      start = translation
      carousel.dragBegan(at: time)
    case .changed:
      let moved = Point(x: translation.x - start.x, y: translation.y - start.y)
      carousel.dragChanged(translation: moved, at: time)
    case .ended:
      let along = carousel.configuration.isVertical ? velocity.y : velocity.x
      carousel.dragEnded(velocity: along, at: time)
    case .cancelled:
      carousel.dragEnded(velocity: 0, at: time)  // no flick: it settles on the nearest item
    }
  }
}

/// Five cards: the test's data source (the article's host has its own).
final class HostingCards: CarouselDataSource {
  let titles = ["a", "b", "c", "d", "e"]
  func numberOfItems(in carousel: Carousel<HostingCard>) -> Int { titles.count }
  func carousel(
    _ carousel: Carousel<HostingCard>, viewForItemAt index: Int, reusing view: HostingCard?
  ) -> HostingCard {
    HostingCard(titles[index])
  }
}

/// A cover flow of the five cards, 200 pt items in a 390 × 300 pt view, at rest on item 0.
private func hostingCoverFlow(_ cards: HostingCards) -> Carousel<HostingCard> {
  let carousel = Carousel<HostingCard>()
  carousel.configuration.type = .coverFlow
  carousel.setViewportSize(Size(width: 390, height: 300))
  carousel.configuration.itemSize = Size(width: 200, height: 200)
  carousel.dataSource = cards
  return carousel
}

/// Runs `hostingFrame` at 60 Hz from `time` until it asks to stop; returns the last frame's time.
private func hostingRun(_ carousel: Carousel<HostingCard>, from time: Double) -> Double {
  var now = time
  repeat { now += 1.0 / 60 } while hostingFrame(carousel, at: now)
  return now
}

@Test func hostingDisplayLinkLoop() throws {
  let cards = HostingCards()
  let carousel = hostingCoverFlow(cards)

  // At rest the loop draws once and stops; every card is told its place, the current one last.
  #expect(!hostingFrame(carousel, at: 0))
  let items = Array(carousel.items)
  for (position, item) in items.enumerated() {
    #expect(item.view.zIndex == position && item.view.transform == item.transform)
  }
  #expect(items.last?.view.title == "a")
  // Item 1 sits 140 pt along and 100 pt behind: m44 = 1 + 100/500 = 1.2, its centre drawn at
  // (m41/m44, m42/m44) = 140/1.2 pt right of the viewport's centre.
  let beside = try #require(items.first { $0.index == 1 })
  #expect(abs(beside.transform.m41 - 140) <= 1e-9 && abs(beside.transform.m43 + 100) <= 1e-9)
  #expect(abs(beside.transform.m44 - 1.2) <= 1e-12)
  let centre = try #require(beside.transform.project(.zero))
  #expect(abs(centre.x - beside.transform.m41 / beside.transform.m44) <= 1e-12)
  #expect(abs(centre.x - 140 / 1.2) <= 1e-9 && centre.y == 0)
  #expect(CarouselConfiguration().perspective == -1.0 / 500)

  // A finger down holds the loop running though nothing animates: needsFrames, not isAnimating.
  carousel.touchBegan(at: 1)
  #expect(carousel.needsFrames && !carousel.isAnimating)
  #expect(hostingFrame(carousel, at: 1.01))

  // The pan: the translation at .began (the slop) is left out, so the content does not jump.
  let pan = HostingPan(carousel)
  pan.pan(.began, translation: Point(x: -12, y: 1), velocity: .zero, at: 1.02)
  #expect(carousel.scrollOffset == 0)
  pan.pan(.changed, translation: Point(x: -132, y: 3), velocity: .zero, at: 1.05)
  // 120 pt left on 200 pt items, times a cover flow's offsetMultiplier of 2: 1.2 items.
  #expect(carousel.offsetMultiplier == 2)
  #expect(abs(carousel.scrollOffset - 1.2) <= 1e-12)
  #expect(hostingFrame(carousel, at: 1.06))
  // Released moving left at 1,200 pt/s (the y of the velocity is across the axis, unused):
  // 6 items/s (the multiplier is the drag's only) glides 2 items, 1.2 → 3.2, on to item 4.
  pan.pan(.ended, translation: Point(x: -132, y: 3), velocity: Point(x: -1200, y: 400), at: 1.06)
  let rested = hostingRun(carousel, from: 1.06)
  #expect(carousel.currentItemIndex == 4 && carousel.scrollOffset == 4 && !carousel.needsFrames)
  #expect(carousel.items.last?.view.title == "e")
  #expect(carousel.items.last?.view.zIndex == carousel.items.count - 1)

  // A touch at a time before the carousel's counts as the carousel's time.
  carousel.touchBegan(at: rested - 0.5)
  #expect(carousel.time == rested)
  carousel.touchEnded(at: rested)
  #expect(!carousel.needsFrames)
  withExtendedLifetime(cards) {}
}

@Test func hostingCancelledPanSettlesByPosition() {
  let cards = HostingCards()
  let carousel = hostingCoverFlow(cards)
  let pan = HostingPan(carousel)
  carousel.touchBegan(at: 0)
  pan.pan(.began, translation: Point(x: -10, y: 0), velocity: .zero, at: 0.01)
  pan.pan(.changed, translation: Point(x: -130, y: 0), velocity: .zero, at: 0.05)
  // Taken away while moving fast: no flick, the nearest item (2 × 120/200 = 1.2 → 1).
  pan.pan(.cancelled, translation: Point(x: -130, y: 0), velocity: Point(x: -1200, y: 0), at: 0.05)
  #expect(carousel.phase == .animating)
  _ = hostingRun(carousel, from: 0.05)
  #expect(carousel.currentItemIndex == 1 && carousel.scrollOffset == 1)

  // The same drag on a vertical carousel takes the y: 120 pt up, released at 1,200 pt/s up:
  // 1.2 items, then 2 more, on to item 4.
  let vertical = hostingCoverFlow(cards)
  vertical.configuration.isVertical = true
  let upward = HostingPan(vertical)
  vertical.touchBegan(at: 0)
  upward.pan(.began, translation: Point(x: 0, y: -12), velocity: .zero, at: 0.01)
  upward.pan(.changed, translation: Point(x: 2, y: -132), velocity: .zero, at: 0.05)
  #expect(abs(vertical.scrollOffset - 1.2) <= 1e-12)
  upward.pan(.ended, translation: Point(x: 2, y: -132), velocity: Point(x: 900, y: -1200), at: 0.05)
  _ = hostingRun(vertical, from: 0.05)
  #expect(vertical.currentItemIndex == 4)
  withExtendedLifetime(cards) {}
}

@Test func hostingTouchesTapsAndWheel() throws {
  let cards = HostingCards()
  let carousel = hostingCoverFlow(cards)
  var selected: [Int] = []
  carousel.eventHandler = { if case .didSelectItem(let index) = $0.kind { selected.append(index) } }

  // A touch down stops a glide where it is; lifting without dragging settles on an item.
  carousel.touchBegan(at: 0)
  carousel.dragBegan(at: 0)
  carousel.dragEnded(velocity: -1400, at: 0)
  #expect(hostingFrame(carousel, at: 0.2))
  carousel.touchBegan(at: 0.2)
  let stopped = carousel.scrollOffset
  #expect(carousel.phase == .idle && stopped != stopped.rounded())
  carousel.touchEnded(at: 0.3)
  _ = hostingRun(carousel, from: 0.3)
  #expect(carousel.scrollOffset == stopped.rounded())

  // A tap on the card to the right of the current one, where it is drawn: selected, centred.
  let current = carousel.currentItemIndex
  _ = hostingFrame(carousel, at: 2)
  let next = try #require(carousel.items.first { $0.index == current + 1 })
  let drawn = try #require(next.transform.project(.zero))
  carousel.tap(at: Point(x: 195 + drawn.x, y: 150 + drawn.y), at: 2)
  _ = hostingRun(carousel, from: 2)
  #expect(selected == [current + 1] && carousel.currentItemIndex == current + 1)

  // The wheel, with the sign of a drag: 200 pt to the left is a drag of 200 pt, two items on a
  // cover flow; it settles 0.15 s after the last event.
  carousel.scrollWheel(delta: Point(x: -200, y: 0), at: 5)
  #expect(carousel.needsFrames)
  _ = hostingRun(carousel, from: 5)
  #expect(carousel.currentItemIndex == current + 3)
  withExtendedLifetime(cards) {}
}

@Test func hostingDragDistances() {
  // A drag of T points moves a pager T points, a linear carousel T/200 items.
  let pager = Pager(layout: PageLayout(pageCount: 3, viewportLength: 320))
  pager.dragBegan(at: 0)
  pager.dragChanged(translation: -100, at: 0.1)
  #expect(pager.contentOffset == 100)
  let cards = HostingCards()
  let carousel = hostingCoverFlow(cards)
  carousel.configuration.type = .linear
  #expect(carousel.offsetMultiplier == 1)
  carousel.dragBegan(at: 0)
  carousel.dragChanged(translation: -100, at: 0.1)
  #expect(carousel.scrollOffset == 0.5)
  withExtendedLifetime(cards) {}
}

@Test func hostingTransformFields() throws {
  // Row vectors: a point [x y z 1] maps to [x y z 1] · M; the translation is m41, m42, m43.
  let moved = Transform3D(translationX: 10, y: 20, z: 30)
  #expect(
    (moved.m41, moved.m42, moved.m43, moved.m14, moved.m24, moved.m34) == (10, 20, 30, 0, 0, 0))
  let point = moved.transform(x: 1, y: 2, z: 3)
  #expect(point.x == 11 && point.y == 22 && point.z == 33 && point.w == 1)
  // A rotation about +z by a quarter turn takes the x axis to +y: clockwise on screen.
  let turned = try #require(
    Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1).project(Point(x: 1, y: 0)))
  #expect(abs(turned.x) <= 1e-15 && abs(turned.y - 1) <= 1e-15)
  // m34 = −1/d: a point 100 pt toward the eye (z > 0) at d = 500 has w = 0.8 and draws larger.
  let near = Transform3D.perspective(-1.0 / 500).transform(x: 100, y: 0, z: 100)
  #expect(abs(near.w - 0.8) <= 1e-15 && near.x / near.w > 100)
  // `elements`, CSS matrix3d's order, is m11, m12, …, m44.
  let t = Transform3D(elements: (1...16).map(Double.init))
  #expect((t.m12, t.m21, t.m34, t.m43) == (2, 5, 12, 15))
  #expect(t.elements == (1...16).map(Double.init))
  // Transform2D's a b c d tx ty are the 3D transform's m11 m12 m21 m22 m41 m42.
  let affine = Transform2D(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
  let lifted = Transform3D(affine)
  #expect(
    (lifted.m11, lifted.m12, lifted.m21, lifted.m22, lifted.m41, lifted.m42) == (1, 2, 3, 4, 5, 6))
}

@Test func hostingSwiftUIProjection() throws {
  let cards = HostingCards()
  let carousel = hostingCoverFlow(cards)
  carousel.scrollOffset = 1.3  // mid-scroll: items turned, some behind
  let items = Array(carousel.items)
  #expect(items.count >= 3)
  for item in items {
    // The view's corners, in its own coordinates (origin top left), land where the model puts
    // the item's corners about its centre, moved by the centre.
    let (w, h) = (item.size.width, item.size.height)
    let corrected = hostingProjection(item)
    for (x, y) in [(0.0, 0.0), (w, 0), (w, h), (0, h), (w / 2, h / 2)] {
      let got = try #require(corrected.project(Point(x: x, y: y)))
      let model = try #require(item.transform.project(Point(x: x - w / 2, y: y - h / 2)))
      #expect(abs(got.x - (model.x + w / 2)) <= 1e-9 && abs(got.y - (model.y + h / 2)) <= 1e-9)
    }
  }
  withExtendedLifetime(cards) {}
}
