import CarouselKit
import CarouselKitTesting
import Foundation
import Testing

/// Drives a carousel with a clock: performs `script`, then runs until idle, recording
/// (time, offset) per frame.
@discardableResult
func play(_ carousel: Carousel<Card>, _ script: GestureScript, fps: Double = 60) throws -> [(time: Double, offset: Double)] {
  let clock = ManualFrameClock(framesPerSecond: fps)
  clock.drive(carousel)
  var frames: [(time: Double, offset: Double)] = []
  clock.onFrame = { frames.append(($0, carousel.scrollOffset)) }
  script.perform(on: carousel, clock: clock)
  try clock.runUntilIdle(maxFrames: 2_000)
  return frames
}

@Suite("Carousel scrolling")
struct CarouselScrollingTests {
  @Test("A flick decelerates as iCarousel does: v/(60(1−r)) rounded outward, in 2|D|/|v|, samples on the parabola")
  func momentum() throws {
    let (carousel, _, log) = makeCarousel(.coverFlow)
    carousel.scrollOffset = 2
    log.names.removeAll()
    let frames = try play(carousel, .flick(velocity: -1400))
    // v = 1400/200 = 7 items/s (the cover-flow multiplier does not touch momentum).
    let v = 7.0, natural = v / (60 * 0.05), end = (2 + natural).rounded(.up), duration = 2 * (end - 2) / v
    #expect(carousel.scrollOffset == end)
    for (t, s) in frames where t < duration {
      #expect(abs(s - (2 + v * t - 0.5 * v / duration * t * t)) < 1e-12)
    }
    #expect(log.milestones == [
      "willBeginDragging", "didEndDragging(true)", "willBeginDecelerating", "currentItemIndexDidChange(3)",
      "currentItemIndexDidChange(4)", "currentItemIndexDidChange(5)", "didEndDecelerating",
    ])
  }

  @Test("Paging: released at 3.2 with v = +6 it ends at 4 after 0.267 s")
  func paging() throws {
    let (carousel, _, _) = makeCarousel(.linear)
    carousel.isPagingEnabled = true
    carousel.scrollOffset = 3.2
    let frames = try play(carousel, .flick(velocity: -1200))
    #expect(carousel.scrollOffset == 4)
    #expect(frames.count == Int((2 * 0.8 / 6 * 60).rounded(.up)))
  }

  @Test("Without stopping at item boundaries momentum ends at the natural point, then snaps in 0.4 s")
  func noItemBoundary() throws {
    let (carousel, _, log) = makeCarousel(.linear)
    carousel.stopAtItemBoundary = false
    log.names.removeAll()
    let frames = try play(carousel, .flick(velocity: -1400))
    let natural = 7.0 / 3
    #expect(frames.contains { abs($0.offset - natural) < 1e-12 })  // 2/3 s lands on a 60 Hz frame
    #expect(carousel.scrollOffset == 2)
    #expect(log.milestones.suffix(3) == ["didEndDecelerating", "willBeginScrollingAnimation", "didEndScrollingAnimation"])
  }

  @Test("Bounce: momentum stops at most bounceDistance past an end, then snaps back",
    arguments: [(18.0, -4000.0, 20.0, 19.0), (1.0, 4000.0, -1.0, 0.0)])
  func bounce(start: Double, velocity: Double, farthest: Double, rest: Double) throws {
    let (carousel, _, _) = makeCarousel(.linear)
    carousel.scrollOffset = start
    let frames = try play(carousel, .flick(velocity: velocity))
    #expect((velocity < 0 ? frames.map(\.offset).max() : frames.map(\.offset).min()) == farthest)
    #expect(carousel.scrollOffset == rest)
  }

  @Test("scrollSpeed multiplies the release velocity")
  func scrollSpeed() {
    let (carousel, _, _) = makeCarousel(.linear)
    carousel.scrollSpeed = 2
    carousel.dragBegan(at: 0)
    carousel.dragEnded(velocity: -600, at: 0)  // 3 items/s × 2
    carousel.advance(to: 0.01)
    #expect(abs(carousel.scrollOffset - (6 * 0.01 - 0.5 * 6 / (2 * 2 / 6) * 0.0001)) < 1e-12)
  }

  @Test("A slow release snaps back with a scrolling animation")
  func slowRelease() throws {
    let (carousel, _, log) = makeCarousel(.linear)
    log.names.removeAll()
    try play(carousel, .drag(by: -50, over: 0.5))
    #expect(carousel.scrollOffset == 0)
    #expect(log.milestones == ["willBeginDragging", "didEndDragging(false)", "willBeginScrollingAnimation", "didEndScrollingAnimation"])
  }

  @Test("Eased scrolls follow the cubic ease-in-out: 0.0625 at ¼ and 0.9375 at ¾ of 0.4 s")
  func easedScroll() {
    let (carousel, _, log) = makeCarousel(.linear)
    log.names.removeAll()
    carousel.scrollToItem(at: 8, animated: true)
    carousel.advance(to: 0.1)
    #expect(abs(carousel.scrollOffset - 0.5) < 1e-12)
    carousel.advance(to: 0.3)
    #expect(abs(carousel.scrollOffset - 7.5) < 1e-12)
    carousel.advance(to: 0.4)
    #expect(carousel.scrollOffset == 8)
    #expect(log.milestones.first == "willBeginScrollingAnimation" && log.milestones.last == "didEndScrollingAnimation")
  }

  @Test("Wrapping scrolls take the shortest way round; ties go the direct way")
  func shortestPath() {
    let (carousel, _, _) = makeCarousel(.rotary, count: 20)
    carousel.scrollOffset = 1
    carousel.scrollToItem(at: 18, animated: true)
    carousel.advance(to: 0.2)
    #expect(carousel.scrollOffset > 18.5 || carousel.scrollOffset < 1)  // backward through 0
    carousel.advance(to: 0.5)
    #expect(carousel.scrollOffset == 18)
    carousel.scrollToItem(at: 8, animated: true)  // 18 → 8: 10 either way, direct
    carousel.advance(to: 0.6)
    #expect(carousel.scrollOffset < 18 && carousel.scrollOffset > 8)
  }

  @Test("The current index rounds halves away from zero, clamps without wrap, wraps at the seam")
  func indexRounding() {
    let (carousel, _, _) = makeCarousel(.linear, count: 20)
    carousel.scrollOffset = 2.5
    #expect(carousel.currentItemIndex == 3)
    carousel.scrollOffset = 2.49
    #expect(carousel.currentItemIndex == 2)
    carousel.dragBegan(at: 0)
    carousel.scrollOffset = 0
    carousel.dragBegan(at: 0)
    carousel.dragChanged(translation: 130, at: 0.1)  // into the bounce region before item 0
    #expect(carousel.scrollOffset < -0.5 && carousel.currentItemIndex == 0)
    let (wrapping, _, _) = makeCarousel(.rotary, count: 20)
    wrapping.scrollOffset = 19.6
    #expect(wrapping.currentItemIndex == 0)
    #expect(makeCarousel(.linear, count: 0).carousel.currentItemIndex == -1)
  }

  @Test("The drag rubber band: cover flow's multiplier 2, each event scaled by 1 − overshoot/bounceDistance")
  func rubberBandSequence() {
    let (carousel, _, _) = makeCarousel(.coverFlow, count: 10)
    carousel.scrollOffset = 9
    carousel.dragBegan(at: 0)
    var expected = 9.0
    for k in 1...20 {
      expected += 10.0 * 2 / 200 * (1 - min(expected - 9, 1))
      carousel.dragChanged(translation: Double(-10 * k), at: Double(k) / 100)
      #expect(abs(carousel.scrollOffset - expected) < 1e-12)
    }
  }

  @Test("A drag that starts across the axis is ignored when ignorePerpendicularSwipes is on")
  func perpendicularSwipes() {
    let (carousel, _, log) = makeCarousel(.linear)
    log.names.removeAll()
    carousel.dragBegan(at: 0)
    carousel.dragChanged(translation: Point(x: -10, y: 30), at: 0.05)
    carousel.dragChanged(translation: Point(x: -200, y: 30), at: 0.1)
    carousel.dragEnded(velocity: -2000, at: 0.1)
    #expect(carousel.scrollOffset == 0 && log.names.isEmpty)
    carousel.ignorePerpendicularSwipes = false
    carousel.dragBegan(at: 1)
    carousel.dragChanged(translation: Point(x: -10, y: 30), at: 1.05)
    #expect(carousel.scrollOffset == 0.05 && log.names.first == "willBeginDragging")
  }

  @Test("With scrolling disabled touches do nothing; programmatic scrolls still work")
  func scrollDisabled() {
    let (carousel, _, _) = makeCarousel(.linear)
    carousel.isScrollEnabled = false
    carousel.scrollToItem(at: 5, animated: true)
    carousel.advance(to: 0.1)
    carousel.touchBegan(at: 0.1)  // does not stop it
    carousel.dragBegan(at: 0.1)
    carousel.dragChanged(translation: -400, at: 0.2)
    carousel.dragEnded(velocity: -3000, at: 0.2)
    carousel.advance(to: 1)
    #expect(carousel.scrollOffset == 5)
  }

  @Test("scroll(byNumberOfItems:) goes from the boundary before or after the offset")
  func scrollByItems() {
    let (carousel, _, _) = makeCarousel(.linear)
    carousel.scrollOffset = 3.4
    carousel.scroll(byNumberOfItems: 2, duration: 0.3)
    carousel.advance(to: 0.3)
    #expect(carousel.scrollOffset == 5)
    carousel.scrollOffset = 3.4
    carousel.scroll(byNumberOfItems: -1, duration: 0.3)
    carousel.advance(to: 0.6)
    #expect(carousel.scrollOffset == 3)
    carousel.scroll(byNumberOfItems: 4, duration: 0)
    #expect(carousel.scrollOffset == 7)
  }

  @Test("Taps select: another item scrolls to the centre, the current one re-snaps, empty space centres")
  func taps() throws {
    let (carousel, _, log) = makeCarousel(.linear)
    carousel.scrollOffset = 4
    log.names.removeAll()
    // Item 5 is one item width right of centre: (160 + 200, 240).
    carousel.tap(at: Point(x: 360, y: 240), time: 0)
    #expect(log.milestones == ["willBeginScrollingAnimation", "didSelect(5)"])
    carousel.advance(to: 0.5)
    #expect(carousel.scrollOffset == 5)
    log.names.removeAll()
    carousel.tap(at: Point(x: 160, y: 240), time: 1)  // the current item, already centred
    #expect(log.selected == [5, 5] && log.milestones == ["didSelect(5)"])
    log.shouldSelect = { $0 != 6 }
    carousel.tap(at: Point(x: 360, y: 240), time: 2)
    #expect(log.selected == [5, 5])
    carousel.scrollOffset = 5.3
    carousel.tap(at: Point(x: 160, y: 20), time: 3)  // above the items: empty space
    carousel.advance(to: 4)
    #expect(carousel.scrollOffset == 5 && log.selected == [5, 5])
  }

  @Test("Autoscroll moves toward higher indexes at its speed, and stops at the end when not wrapping (#837)")
  func autoscroll() {
    let (carousel, _, _) = makeCarousel(.linear, count: 10)
    carousel.autoscroll = 2
    carousel.advance(to: 1)
    #expect(abs(carousel.scrollOffset - 2) < 1e-12)
    carousel.advance(to: 10)
    #expect(carousel.scrollOffset == 9 && !carousel.isAnimating)
  }
}
