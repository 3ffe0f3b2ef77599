import CarouselKit
import CarouselKitTesting
import Testing

// Autoplay (Embla's plugin, Swiper's `autoplay`, iCarousel #837, #668, PR #656): steps at exact
// instants computed here from the interval and the interruptions, over an hour of 60 Hz frames.

/// The autoplay's events as (time, name and details).
private func record<Model>(_ autoplay: Autoplay<Model>) -> () -> [(Double, AutoplayEvent.Kind)] {
  var heard: [(Double, AutoplayEvent.Kind)] = []
  autoplay.eventHandler = { heard.append(($0.time, $0.kind)) }
  return { heard }
}

@Suite("Autoplay")
struct AutoplayTests {
  @Test("An hour at 60 Hz: steps every 2.5 s, paused by touches (one mid-step), resumed after")
  func anHour() throws {
    let (carousel, _, _, _) = makeCarousel(.linear, count: 10, at: 0)
    let autoplay = Autoplay(carousel, interval: 2.5)
    let heard = record(autoplay)
    autoplay.start(at: 0)
    // Touches: one between steps (1 s after the step at 100), one while a step's scroll runs
    // (0.1 s into the one at 1001.5, 101.5 + 2.5·360), one long.
    let touches: [(down: Double, up: Double)] = [(101, 101.5), (1001.6, 1001.8), (2000, 2600)]
    var animatingAtTouch: [Bool] = []
    var frame = 0
    var next = 0
    while true {
      frame += 1
      let t = Double(frame) / 60
      if t > 3600 { break }
      if next < touches.count, t >= touches[next].down, animatingAtTouch.count == next {
        autoplay.advance(to: touches[next].down)
        animatingAtTouch.append(carousel.isAnimating)
        autoplay.touchBegan(at: touches[next].down)
      }
      if next < touches.count, t >= touches[next].up {
        autoplay.touchEnded(at: touches[next].up)
        next += 1
      }
      autoplay.advance(to: t)
    }
    // The instants: every 2.5 s from the start, and from each release, skipping what a touch
    // covers.
    var expected: [Double] = []
    var step = 2.5
    for touch in touches {
      while step < touch.down {
        expected.append(step)
        step += 2.5
      }
      step = touch.up + 2.5
    }
    while step <= 3600 {
      expected.append(step)
      step += 2.5
    }
    let events = heard()
    let steps = events.compactMap { event -> (Double, Int, Int)? in
      if case .stepped(let from, let to) = event.1 { return (event.0, from, to) }
      return nil
    }
    #expect(animatingAtTouch == [false, true, false])
    #expect(expected.count > 1_100 && steps.map(\.0) == expected)
    #expect(steps.allSatisfy { $0.2 == ($0.1 + 1) % 10 })  // one on, the last back to the first
    #expect(
      events.filter {
        if case .paused(.touch) = $0.1 { return true }
        return false
      }.map(\.0) == touches.map(\.down))
    #expect(autoplay.isRunning && autoplay.needsFrames)
  }

  @Test("At the last page a stopping autoplay stops; a looping one goes back to the first")
  func atTheEnd() {
    let walkthrough = Walkthrough<Int>(viewportSize: Size(width: 375, height: 667))
    for page in 0..<4 { walkthrough.addPage(page) }
    let autoplay = Autoplay(walkthrough, interval: 2, atEnd: .stop)
    let heard = record(autoplay)
    autoplay.start(at: 0)
    for frame in 1...(60 * 12) { autoplay.advance(to: Double(frame) / 60) }
    #expect(walkthrough.currentPage == 3 && !autoplay.isRunning && autoplay.nextStepTime == nil)
    let kinds = heard().map(\.1)
    #expect(
      kinds == [
        .started, .stepped(from: 0, to: 1), .stepped(from: 1, to: 2), .stepped(from: 2, to: 3),
        .stopped(.atEnd),
      ])
    #expect(heard().last?.0 == 8)
    // Looping, the fourth step goes back to page 0.
    let looping = Autoplay(walkthrough, interval: 2)
    walkthrough.scrollToPage(2, animated: false, at: 12)
    looping.start(at: 12)
    for frame in (60 * 12 + 1)...(60 * 17) { looping.advance(to: Double(frame) / 60) }
    #expect(walkthrough.currentPage == 0 && looping.isRunning)
  }

  @Test("The host's hover and focus pause it until both end; the resume delay starts then")
  func hoverAndFocus() {
    let pages = SlidingPages<Int>(viewportSize: Size(width: 320, height: 480))
    let source = CountingPages(count: 6)
    pages.dataSource = source
    let autoplay = Autoplay(pages, interval: 3, resumeDelay: 1)
    let heard = record(autoplay)
    autoplay.start(at: 0)
    autoplay.advance(to: 3)  // a step at 3
    autoplay.pause(.hover, at: 4)
    autoplay.pause(.focus, at: 5)
    autoplay.resume(.hover, at: 6)
    autoplay.advance(to: 20)  // focus still inside: nothing
    autoplay.resume(.focus, at: 20)
    autoplay.advance(to: 21)  // 1 s after the last pause ended
    let times = heard().compactMap { event -> Double? in
      if case .stepped = event.1 { return event.0 }
      return nil
    }
    #expect(times == [3, 21])
    #expect(
      heard().map(\.1) == [
        .started, .stepped(from: 0, to: 1), .paused(.hover), .resumed, .stepped(from: 1, to: 2),
      ])
  }

  @Test("A handler that stops the autoplay on a step keeps the step's scroll from starting")
  func stopFromHandler() {
    let (carousel, _, _, _) = makeCarousel(.linear, count: 5, at: 0)
    let autoplay = Autoplay(carousel, interval: 1)
    autoplay.eventHandler = { [unowned autoplay] event in
      if case .stepped = event.kind { autoplay.stop(at: event.time) }
    }
    autoplay.start(at: 0)
    autoplay.advance(to: 5)
    #expect(carousel.currentItemIndex == 0 && !autoplay.isRunning && !carousel.isAnimating)
  }
}

extension AutoplayTests {
  @Test("A contained carousel's autoplay stops, or loops, at the last item it can reach")
  func containedEnd() {
    // 20 items of 200 points in 320, aligned to the start and contained: the last resting
    // place is 20 − 320/200 = 18.4, where item 18 is current.
    let (carousel, _, _, _) = makeCarousel(.linear, count: 20, at: 16)
    carousel.configuration.alignment = .start
    carousel.configuration.containsScroll = true
    let autoplay = Autoplay(carousel, interval: 1, atEnd: .stop)
    autoplay.start(at: 0)
    for frame in 1...(60 * 10) { autoplay.advance(to: Double(frame) / 60) }
    #expect(carousel.currentItemIndex == 18 && !autoplay.isRunning)
    let looping = Autoplay(carousel, interval: 1)
    looping.start(at: 10)
    looping.advance(to: 11.5)
    #expect(carousel.currentItemIndex == 0)
  }

  @Test("A handler that advances the autoplay from a step runs no step early")
  func reentrantAdvance() {
    let (carousel, _, _, _) = makeCarousel(.linear, count: 10, at: 0)
    let autoplay = Autoplay(carousel, interval: 1)
    var steps: [(Double, Int, Int)] = []
    autoplay.eventHandler = { [unowned autoplay] event in
      guard case .stepped(let from, let to) = event.kind else { return }
      steps.append((event.time, from, to))
      autoplay.advance(to: event.time + 0.5)  // a host that draws a frame from the handler
    }
    autoplay.start(at: 0)
    for frame in 1...(60 * 5) { autoplay.advance(to: Double(frame) / 60) }
    #expect(steps.map(\.0) == [1, 2, 3, 4, 5])
    #expect(steps.map(\.1) == [0, 1, 2, 3, 4] && steps.map(\.2) == [1, 2, 3, 4, 5])
  }
}

/// Pages of numbers for sliding pages.
private final class CountingPages: SlidingPagesDataSource {
  let count: Int
  init(count: Int) { self.count = count }
  func numberOfPages(in pages: SlidingPages<Int>) -> Int { count }
  func slidingPages(_ pages: SlidingPages<Int>, pageAt index: Int) -> Int { index }
}
