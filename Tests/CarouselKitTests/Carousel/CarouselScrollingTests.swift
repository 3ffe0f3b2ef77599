import CarouselKit
import CarouselKitTesting
import Foundation
import Testing

// How a carousel moves by itself: momentum after a flick, paging, snapping to items, bounce at
// the ends, programmatic scrolls and autoscroll, after iCarousel's `didPan:`, `step` and scrolling methods.

@Suite("Carousel momentum and paging")
struct CarouselMomentumTests {
  @Test(
    "A flick decelerates as iCarousel does: v/(60(1−r)) rounded outward, in 2|D|/|v|, samples on the parabola"
  )
  func momentum() throws {
    let (carousel, _, _, events) = makeCarouselForEvents(.coverFlow, at: 2)
    let frames = try play(carousel, .flick(velocity: -1400))
    // v = 1400/200 = 7 items/s (the cover-flow multiplier does not touch momentum).
    let v = 7.0
    let natural = v / (60 * 0.05)
    let end = (2 + natural).rounded(.up)
    let duration = 2 * (end - 2) / v
    #expect(carousel.scrollOffset == end)
    for (t, s) in frames where t < duration {
      #expect(abs(s - (2 + v * t - 0.5 * v / duration * t * t)) < positionTolerance)
    }
    #expect(events.takeKinds() == glideEvents(passing: [3, 4, 5]))
    try events.finish()
  }

  @Test("Paging: released at 3.2 with v = +6 it ends at 4 after 0.267 s")
  func paging() throws {
    let (carousel, _, _, _) = makeCarousel(.linear)
    carousel.configuration.isPagingEnabled = true
    carousel.scrollOffset = 3.2
    let frames = try play(carousel, .flick(velocity: -1200))
    #expect(carousel.scrollOffset == 4)
    #expect(frames.count == Int((2 * 0.8 / 6 * 60).rounded(.up)))
  }

  @Test(
    "Without stopping at item boundaries momentum ends at the natural point, then snaps in 0.4 s")
  func noItemBoundary() throws {
    let (carousel, _, _, events) = makeCarousel(.linear)
    carousel.configuration.stopAtItemBoundary = false
    events.discard()  // set-up: item 0 became current
    let frames = try play(carousel, .flick(velocity: -1400))
    let natural = 7.0 / 3
    // 2/3 s lands on a 60 Hz frame
    #expect(frames.contains { abs($0.offset - natural) < positionTolerance })
    #expect(carousel.scrollOffset == 2)
    // 7/3 passes 0.5 and 1.5, then snaps back from 2.33 to 2.
    #expect(
      events.takeKinds()
        == glideEvents(passing: [1, 2])
        + [.scroll(.willBeginScrollingAnimation), .scroll(.didEndScrollingAnimation)])
    try events.finish()
  }

  @Test("scrollSpeed multiplies the release velocity")
  func scrollSpeed() {
    let (carousel, _, _, _) = makeCarousel(.linear)
    carousel.configuration.scrollSpeed = 2
    carousel.dragBegan(at: 0)
    carousel.dragEnded(velocity: -600, at: 0)  // 3 items/s × 2
    carousel.advance(to: 0.01)
    // v = 6 items/s glides 6/3 = 2 items exactly, in T = 2·2/6 s: x = v·t − ½(v/T)·t².
    #expect(
      abs(carousel.scrollOffset - (6 * 0.01 - 0.5 * 6 / (2 * 2 / 6) * 0.0001)) < positionTolerance)
  }

  @Test("iCarousel #854: a deceleration rate of 0 means no glide; the original still glides")
  func zeroDecelerationRate() throws {
    for compatible in [false, true] {
      let (carousel, _, _, events) = makeCarouselForEvents(.linear)
      carousel.configuration.decelerationRate = 0
      carousel.configuration.stopAtItemBoundary = false
      carousel.configuration.scrollToItemBoundary = false
      if compatible { carousel.compatibility.zeroDecelerationRateGlides = true }
      try play(carousel, .flick(velocity: -6000))  // 30 items/s: 30/60 = 0.5 items of glide
      #expect(carousel.scrollOffset == (compatible ? 0.5 : 0))
      let glide = glideEvents(passing: [1])  // 0.5 rounds half away from zero
      #expect(
        events.takeKinds()
          == (compatible
            ? glide
            : [.scroll(.willBeginDragging), .scroll(.didEndDragging(willDecelerate: false))]))
      try events.finish()
    }
  }
}

@Suite("Carousel snapping and bounce")
struct CarouselSnapBounceTests {
  @Test("A slow release snaps back with a scrolling animation")
  func slowRelease() throws {
    let (carousel, _, _, events) = makeCarouselForEvents(.linear)
    try play(carousel, .drag(by: -50, over: 0.5))
    #expect(carousel.scrollOffset == 0)
    #expect(events.takeKinds() == snapBackEvents)
    try events.finish()
  }

  @Test(
    "Bounce: momentum stops at most bounceDistance past an end, then snaps back",
    arguments: [(18.0, -4000.0, 20.0, 19.0), (1.0, 4000.0, -1.0, 0.0)])
  func bounce(start: Double, velocity: Double, farthest: Double, rest: Double) throws {
    let (carousel, _, _, _) = makeCarousel(.linear)
    carousel.scrollOffset = start
    let frames = try play(carousel, .flick(velocity: velocity))
    #expect((velocity < 0 ? frames.map(\.offset).max() : frames.map(\.offset).min()) == farthest)
    #expect(carousel.scrollOffset == rest)
  }

  @Test(
    "iCarousel #392: a carousel of one item bounces: a drag past the end stretches, the release returns it",
    arguments: [-1.0, 1.0])
  func singleItemBounces(direction: Double) throws {
    let (carousel, _, _, events) = makeCarouselForEvents(.linear, count: 1)
    carousel.dragBegan(at: 0)
    // iCarousel's `didPan:`: each event moves −ΔT·factor/w with factor = 1 − min(overshoot, B)/B, B = 1 item.
    // 100 pt at full strength is half an item; the next 100 pt at half strength a quarter.
    carousel.dragChanged(translation: 100 * direction, at: 0.1)
    #expect(carousel.scrollOffset == -0.5 * direction)
    carousel.dragChanged(translation: 200 * direction, at: 0.2)
    #expect(carousel.scrollOffset == -0.75 * direction)
    carousel.dragEnded(velocity: 0, at: 0.3)
    #expect(carousel.isAnimating)
    runUntilRest(carousel)
    #expect(carousel.scrollOffset == 0 && carousel.currentItemIndex == 0)
    #expect(events.takeKinds() == snapBackEvents)
    try events.finish()
  }

  @Test("Changing the layout settles an offset left between items or past the end")
  func propertyChangesSettle() {
    let (carousel, _, _, _) = makeCarousel(.rotary, count: 10, at: 9.7)
    carousel.configuration.wraps = false
    carousel.advance(to: 1)
    #expect(carousel.scrollOffset == 9)
  }
}

@Suite("Carousel programmatic scrolls")
struct CarouselProgrammaticScrollTests {
  @Test("Eased scrolls follow the cubic ease-in-out: 0.0625 at ¼ and 0.9375 at ¾ of 0.4 s")
  func easedScroll() throws {
    let (carousel, _, _, events) = makeCarouselForEvents(.linear)
    carousel.scrollToItem(8, animated: true)
    carousel.advance(to: 0.1)
    #expect(abs(carousel.scrollOffset - 0.5) < positionTolerance)
    carousel.advance(to: 0.3)
    #expect(abs(carousel.scrollOffset - 7.5) < positionTolerance)
    carousel.advance(to: 0.4)
    #expect(carousel.scrollOffset == 8)
    // One index change per frame that changed it, as iCarousel's didScroll: item 1 at 0.1 s
    // (0.5 rounds up); item 7 at 0.3 s (0.3/0.4 is just under ¾ in binary, so the offset is just
    // under 7.5); item 8 at the end.
    #expect(
      events.takeKinds() == [
        .scroll(.willBeginScrollingAnimation), .currentItemIndexDidChange(index: 1),
        .currentItemIndexDidChange(index: 7),
        .currentItemIndexDidChange(index: 8), .scroll(.didEndScrollingAnimation),
      ])
    try events.finish()
  }

  @Test("iCarousel #734: scroll(toOffset:) ends exactly where it was sent, and no snap follows")
  func scrollToOffsetDoesNotSnap() throws {
    let (carousel, _, _, events) = makeCarouselForEvents(.linear)
    let clock = ManualFrameClock(framesPerSecond: 60)
    clock.drive(carousel)
    carousel.scroll(toOffset: 2.3, duration: 0.4)
    try clock.runUntilIdle()
    #expect(carousel.scrollOffset == 2.3)
    // 2.3·ease(t/0.4) passes 0.5 at 0.151 s and 1.5 at 0.223 s, frames apart.
    #expect(
      events.takeKinds() == [
        .scroll(.willBeginScrollingAnimation), .currentItemIndexDidChange(index: 1),
        .currentItemIndexDidChange(index: 2),
        .scroll(.didEndScrollingAnimation),
      ])
    for k in 1...60 { carousel.advance(to: clock.now + Double(k) / 60) }  // a second more of frames
    #expect(carousel.scrollOffset == 2.3 && !carousel.isAnimating)
    try events.finish()
  }

  @Test("Wrapping scrolls take the shortest way round; ties go the direct way")
  func shortestPath() {
    let (carousel, _, _, _) = makeCarousel(.rotary, count: 20, at: 1)
    carousel.scrollToItem(18, animated: true)
    carousel.advance(to: 0.2)
    #expect(carousel.scrollOffset > 18.5 || carousel.scrollOffset < 1)  // backward through 0
    carousel.advance(to: 0.5)
    #expect(carousel.scrollOffset == 18)
    carousel.scrollToItem(8, animated: true)  // 18 → 8: 10 either way, direct
    carousel.advance(to: 0.6)
    #expect(carousel.scrollOffset < 18 && carousel.scrollOffset > 8)
  }

  @Test("scroll(byNumberOfItems:) goes from the boundary before or after the offset")
  func scrollByItems() {
    let (carousel, _, _, _) = makeCarousel(.linear, at: 3.4)
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

  @Test("iCarousel #197: scrollToItem during momentum lands exactly on the item")
  func scrollToItemDuringMotion() throws {
    let (carousel, _, _, _) = makeCarousel(.linear, count: 50)
    let clock = ManualFrameClock(framesPerSecond: 60)
    clock.drive(carousel)
    GestureScript.flick(velocity: -3000).perform(on: carousel, clock: clock)
    clock.advanceFrames(11)
    carousel.scrollToItem(7, animated: true)
    try clock.runUntilIdle()
    #expect(carousel.scrollOffset == 7 && carousel.currentItemIndex == 7)
  }

  @Test("The current index rounds halves away from zero, clamps without wrap, wraps at the seam")
  func indexRounding() {
    let (carousel, _, _, _) = makeCarousel(.linear, count: 20, at: 2.5)
    #expect(carousel.currentItemIndex == 3)
    carousel.scrollOffset = 2.49
    #expect(carousel.currentItemIndex == 2)
    carousel.dragBegan(at: 0)
    carousel.scrollOffset = 0
    carousel.dragBegan(at: 0)
    carousel.dragChanged(translation: 130, at: 0.1)  // into the bounce region before item 0
    #expect(carousel.scrollOffset < -0.5 && carousel.currentItemIndex == 0)
    let (wrapping, _, _, _) = makeCarousel(.rotary, count: 20, at: 19.6)
    #expect(wrapping.currentItemIndex == 0)
    #expect(makeCarousel(.linear, count: 0).carousel.currentItemIndex == 0)  // iCarousel's −1
  }
}

@Suite("Carousel autoscroll")
struct CarouselAutoscrollTests {
  /// A carousel of `count` items of `type`, set up by `configure`, autoscrolling at `speed` items
  /// a second from time 0 until `time`.
  private func autoscrolling(
    _ type: CarouselType, count: Int, speed: Double, until time: Double,
    configure: (Carousel<Card>) -> Void = { _ in }
  ) -> Carousel<Card> {
    let (carousel, _, _, _) = makeCarousel(type, count: count)
    configure(carousel)
    carousel.configuration.autoscroll = speed
    carousel.advance(to: time)
    return carousel
  }

  @Test(
    "Autoscroll moves toward higher indexes at its speed, and stops at the end when not wrapping (#837)"
  )
  func autoscroll() {
    let carousel = autoscrolling(.linear, count: 10, speed: 2, until: 1)
    #expect(abs(carousel.scrollOffset - 2) < positionTolerance)
    carousel.advance(to: 10)
    #expect(carousel.scrollOffset == 9 && !carousel.isAnimating)
  }

  @Test("iCarousel #466 and #452: autoscroll restarted after a pause continues without a jump")
  func autoscrollRestart() {
    let carousel = autoscrolling(.rotary, count: 20, speed: 1, until: 1)
    #expect(abs(carousel.scrollOffset - 1) < positionTolerance)
    carousel.configuration.autoscroll = 0
    carousel.advance(to: 5)
    carousel.configuration.autoscroll = 1
    carousel.advance(to: 5.5)
    #expect(abs(carousel.scrollOffset - 1.5) < positionTolerance)
  }

  @Test(
    "iCarousel #728: positive autoscroll moves toward higher indexes, as documented; the original goes back"
  )
  func autoscrollDirection() {
    let carousel = autoscrolling(.rotary, count: 20, speed: 2, until: 0.5)
    #expect(abs(carousel.scrollOffset - 1) < positionTolerance)
    let original = autoscrolling(.rotary, count: 20, speed: 2, until: 0.5) {
      $0.compatibility.autoscrollMovesBackward = true
    }
    #expect(abs(original.scrollOffset - 19) < positionTolerance)
  }

  @Test("Jumps move autoscroll's anchor: it carries on from where the carousel was put")
  func autoscrollAfterJump() {
    let carousel = autoscrolling(.rotary, count: 20, speed: 1, until: 1)
    carousel.scrollOffset = 10
    carousel.advance(to: 1.5)
    #expect(abs(carousel.scrollOffset - 10.5) < positionTolerance)
    carousel.configuration.isScrollEnabled = false
    carousel.touchBegan(at: 1.5)
    carousel.tap(at: Point(x: 5, y: 5), at: 3)
    // The tap on empty space re-centres item 11 by 3.4 s; autoscroll then resumes from there,
    // with no jump for the time it was paused: 11 + 1 item/s × 0.1 s.
    carousel.advance(to: 3.5)
    #expect(abs(carousel.scrollOffset - 11.1) < positionTolerance)
  }
}
