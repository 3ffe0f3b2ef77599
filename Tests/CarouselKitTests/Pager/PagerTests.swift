import CarouselKit
import CarouselKitTesting
import Foundation
import Testing

// The Pager: UIScrollView's paging in points. Expected numbers come from the formulas in the
// pager's documentation (the paging rule, UIScrollView's rubber band, exponential decay),
// computed here independently.

@Suite("PageLayout")
struct PageLayoutTests {
  @Test("Uniform pages: s_k = k·W, c(x) = clamp(⌊x/W⌋), fraction and page position")
  func uniform() {
    let layout = PageLayout(pageCount: 5, viewportLength: 320)
    #expect(layout.start(of: 3) == 960)
    #expect(layout.contentLength == 1600)
    #expect(layout.maximumOffset == 1280)
    for x in [-50.0, 0, 100, 319.9, 320, 700, 1280, 1400] {
      let expected = min(max(Int((x / 320).rounded(.down)), 0), 4)
      #expect(layout.page(atOffset: x) == expected, "x = \(x)")
      #expect(close(layout.fraction(atOffset: x), (x - Double(expected) * 320) / 320))
      #expect(close(layout.offset(atPagePosition: layout.pagePosition(atOffset: x)), x))
    }
    #expect(layout.nearestPage(to: 159) == 0)
    #expect(layout.nearestPage(to: 160) == 1)  // halfway: the later page
    #expect(layout.visiblePages(atOffset: 320) == 1..<2)
    #expect(layout.visiblePages(atOffset: 330) == 1..<3)
    #expect(layout.visiblePages(atOffset: -40) == 0..<1)
  }

  @Test("Pages of their own widths: starts are prefix sums; c(x) is the last start ≤ x")
  func explicit() {
    let widths = [320.0, 500, 200, 320]
    let layout = PageLayout(pageLengths: widths, viewportLength: 320)
    var starts = [0.0]
    for w in widths { starts.append(starts.last! + w) }
    for k in 0...4 { #expect(layout.start(of: k) == starts[k]) }
    #expect(layout.maximumOffset == starts[4] - 320)
    #expect(layout.page(atOffset: 819) == 1)
    #expect(layout.page(atOffset: 820) == 2)
    #expect(close(layout.fraction(atOffset: 570), (570 - 320) / 500))
    #expect(layout.length(of: 2) == 200)
    #expect(layout.visiblePages(atOffset: 700) == 1..<3)
  }
}

@Suite("Pager paging rule")
struct PagerPagingTests {
  func makePager(count: Int = 5, page: Int = 0) -> (Pager, EventRecorder<PagerEvent>) {
    let pager = Pager(layout: PageLayout(pageCount: count, viewportLength: 320), page: page)
    let events = EventRecorder<PagerEvent>(ignoring: { $0 == .scroll(.didScroll) })
    pager.eventHandler = events.record
    return (pager, events)
  }

  @Test("A flick goes to the next page in its direction, however hard, and settles there")
  func flick() throws {
    for velocity in [-60.0, -600, -6000, -60000] {
      let (pager, events) = makePager(page: 1)
      drag(pager, by: -40, from: 0, velocity: velocity)
      advanceUntilRest(pager, from: 0.2)
      #expect(pager.contentOffset == 640, "v = \(velocity)")
      #expect(pager.settledPage == 2)
      let kinds = events.takeKinds()
      #expect(kinds.first == .scroll(.willBeginDragging))
      #expect(kinds.contains(.currentPageDidChange(page: 2)))
      #expect(kinds.last == .didSettle(page: 2))
      try events.finish()
    }
  }

  @Test("A jump made under a resting finger is reported as a rest on its page once it lifts")
  func jumpUnderFinger() {
    let (pager, events) = makePager()
    pager.touchBegan(at: 0)
    pager.scrollToPage(3, animated: false, at: 0.1)
    #expect(!events.takeKinds().contains(.didSettle(page: 3)))  // the finger is still down
    pager.touchEnded(at: 0.2)
    #expect(pager.settledPage == 3)
    #expect(events.takeKinds().contains(.didSettle(page: 3)))
  }

  @Test("A jump that cuts a flick short settles at the jump's time, not the flick's release")
  func jumpAfterFlickSettlesAtItsTime() {
    let (pager, events) = makePager(page: 1)
    drag(pager, by: -40, from: 0, velocity: -1200)  // released at 0.2 s, heading for page 2
    pager.advance(to: 0.3)
    #expect(pager.isAnimating)
    events.take()
    pager.setContentOffset(0, animated: false, at: 0.4)  // the host jumps to page 0 mid-flick
    let settles = events.take().filter { $0.kind == .didSettle(page: 0) }
    #expect(settles.map(\.time) == [0.4])
  }

  @Test("A release with no drag after a touch stopped a flick settles on a page")
  func releaseWithoutDragSettles() {
    let (pager, events) = makePager(page: 1)
    drag(pager, by: -40, from: 0, velocity: -1200)  // released at 0.2 s, heading for page 2
    pager.advance(to: 0.25)
    pager.touchBegan(at: 0.25)  // the finger stops the pages between 1 and 2
    #expect(pager.settledPage == nil)
    events.take()
    pager.dragEnded(velocity: 0, at: 0.3)  // a host that reports every lift as a drag's end
    advanceUntilRest(pager, from: 0.3)
    #expect(pager.settledPage != nil)
    #expect(events.takeKinds().contains { if case .didSettle = $0 { true } else { false } })
  }

  @Test("At 1e280 pt a page is settled within the engine's rounding, 1e-9 of the offset")
  func hugeSettleTolerance() {
    let pager = Pager(layout: PageLayout(pageCount: 3, viewportLength: 1e280))
    pager.setContentOffset(2e280 - 1e267, animated: false)  // ~4,000 ulps short: far below 1e-9
    #expect(pager.settledPage == 2)
    pager.setContentOffset(2e280 - 1e272, animated: false)  // 5e-9 short: between pages
    #expect(pager.settledPage == nil)
    // At ordinary sizes the half-point tolerance holds.
    let small = Pager(layout: PageLayout(pageCount: 3, viewportLength: 320))
    small.setContentOffset(640 - 0.4, animated: false)
    #expect(small.settledPage == 2)
    small.setContentOffset(640 - 0.6, animated: false)
    #expect(small.settledPage == nil)
  }

  @Test("Resting between pages, a new geometry that puts the pages on one reports the rest")
  func layoutSettlesOnPage() {
    let (pager, events) = makePager(count: 3)
    pager.setContentOffset(0.8, animated: false)  // 0.8 pt past page 0: between pages
    #expect(pager.settledPage == nil)
    events.take()
    // A view a thousandth as wide keeps the position in pages: 0.0008 pt from page 0.
    pager.setLayout(PageLayout(pageCount: 3, viewportLength: 0.32))
    #expect(pager.settledPage == 0)
    #expect(events.takeKinds().contains(.didSettle(page: 0)))
  }

  @Test("A slow release goes on past half a page and returns before it")
  func slowRelease() {
    for (translation, expected) in [(-150.0, 1), (-170.0, 2), (150, 1), (170, 0)] {
      let (pager, _) = makePager(page: 1)
      drag(pager, by: translation, over: 0.5, from: 0, velocity: 20)  // under 50 pt/s
      advanceUntilRest(pager, from: 0.5)
      #expect(pager.settledPage == expected, "translation \(translation)")
    }
  }

  @Test("Past the first page the content shows UIScrollView's rubber band and springs back")
  func rubberBand() {
    let (pager, events) = makePager()
    pager.touchBegan(at: 0)
    pager.dragBegan(at: 0)
    pager.dragChanged(translation: 100, at: 0.1)
    let shown = (1 - 1 / (100 * 0.55 / 320 + 1)) * 320
    #expect(close(pager.contentOffset, -shown))
    pager.dragEnded(velocity: 0, at: 0.1)
    advanceUntilRest(pager, from: 0.1)
    #expect(abs(pager.contentOffset) <= 0.01)
    #expect(pager.settledPage == 0)
    #expect(events.takeKinds().last == .didSettle(page: 0))
  }

  @Test("Pages of their own widths page between their starts, in both directions")
  func ownWidths() {
    let widths = [320.0, 600, 200, 320, 320]
    let pager = Pager(layout: PageLayout(pageLengths: widths, viewportLength: 320))
    var start = 0.0
    for page in 1..<widths.count {
      start += widths[page - 1]
      drag(pager, by: -30, from: pager.time + 0.1, velocity: -500)
      advanceUntilRest(pager, from: pager.time)
      #expect(pager.contentOffset == start, "page \(page)")
      #expect(pager.settledPage == page)
    }
    drag(pager, by: 30, from: pager.time + 0.1, velocity: 500)
    advanceUntilRest(pager, from: pager.time)
    #expect(pager.settledPage == 3)
  }

  @Test("didSettle fires once per rest, at the instant motion ended, after a snap-back too")
  func settleOncePerRest() throws {
    let (pager, events) = makePager(page: 2)
    drag(pager, by: -60, over: 0.5, from: 0, velocity: 10)
    let restTime = advanceUntilRest(pager, from: 0.5)
    let settles = events.take().filter { $0.kind == .didSettle(page: 2) }
    #expect(settles.count == 1)
    #expect(settles[0].time <= restTime)
    pager.advance(to: restTime + 1)
    try events.finish()
  }

  @Test("scrollToPage clamps the page into range; a key pages along the axis")
  func programmatic() {
    let (pager, _) = makePager()
    pager.scrollToPage(99, animated: false)
    #expect(pager.contentOffset == 1280)
    pager.scrollToPage(-3, animated: true, at: 1)
    advanceUntilRest(pager, from: 1)
    #expect(pager.contentOffset == 0)
    #expect(pager.handleKey(.right, at: 3))
    #expect(!pager.handleKey(.down, at: 3))
    advanceUntilRest(pager, from: 3)
    #expect(pager.settledPage == 1)
    #expect(pager.accessibilityValue == "Page 2 of 5")
    #expect(pager.accessibilityDecrement(at: 5))
    advanceUntilRest(pager, from: 5)
    #expect(!pager.accessibilityDecrement(at: 7))
  }

  @Test("A new viewport mid-drag keeps the fraction between the same two pages")
  func rotationMidDrag() {
    let (pager, _) = makePager(page: 2)
    pager.dragBegan(at: 0)
    pager.dragChanged(translation: -80, at: 0.1)
    #expect(close(pager.pagePosition, 2.25))
    pager.setLayout(PageLayout(pageCount: 5, viewportLength: 480), at: 0.1)
    #expect(close(pager.contentOffset, 2.25 * 480))
    pager.dragEnded(velocity: 0, at: 0.2)
    advanceUntilRest(pager, from: 0.2)
    #expect(pager.contentOffset == 960)
  }

  @Test("Fewer pages than the current index: the pager moves to the new last page")
  func fewerPages() {
    let (pager, _) = makePager(count: 10, page: 8)
    pager.setLayout(PageLayout(pageCount: 3, viewportLength: 320))
    #expect(pager.contentOffset == 640)
    #expect(pager.currentPage == 2)
    pager.setLayout(PageLayout(pageCount: 0, viewportLength: 320))
    #expect(pager.contentOffset == 0)
    #expect(pager.settledPage == nil)
  }
}

@Suite("Pager layout changes")
struct PagerLayoutChangeTests {
  @Test("A wider viewport mid-scroll past the new content's end carries the scroll onto a page")
  func scrollEndPastNewEnd() {
    // Found by the invariant sessions (seed 20176): a programmatic scroll to the content's end,
    // 1,101 pt in a 320 pt view, ended there after the view grew to 480 pt (end 941).
    let widths = [320.0, 100, 700, 1, 100, 200]
    let pager = Pager(layout: PageLayout(pageLengths: widths, viewportLength: 320))
    pager.scrollToPage(5, animated: true, at: 0)
    pager.advance(to: 0.1)
    pager.setLayout(pager.layout.withViewportLength(480), at: 0.1)
    advanceUntilRest(pager, from: 0.1)
    #expect(pager.contentOffset == 1421 - 480)
    #expect(pager.settledPage == 5)
  }
}

@Suite("Pager axes and empty pagers")
struct PagerAxisTests {
  @Test("A vertical pager pages with up and down; left and right do nothing")
  func verticalKeys() {
    var configuration = Pager.Configuration()
    configuration.axis = .vertical
    let pager = Pager(
      layout: PageLayout(pageCount: 3, viewportLength: 480), configuration: configuration)
    #expect(!pager.handleKey(.right, at: 0))
    #expect(pager.handleKey(.down, at: 0))
    advanceUntilRest(pager, from: 0)
    #expect(pager.contentOffset == 480)
    #expect(pager.handleKey(.up, at: 2))
    advanceUntilRest(pager, from: 2)
    #expect(pager.contentOffset == 0)
  }

  @Test("A pager without pages ignores scrolls and keys and reports no page")
  func empty() {
    let pager = Pager(layout: PageLayout(pageCount: 0, viewportLength: 320))
    pager.scrollToPage(3, animated: true, at: 1)
    #expect(!pager.isAnimating)
    #expect(!pager.handleKey(.end, at: 1))
    #expect(pager.accessibilityValue == "No pages")
    #expect(pager.settledPage == nil)
    drag(pager, by: -100, from: 2, velocity: -500)
    advanceUntilRest(pager, from: 2.2)
    #expect(pager.contentOffset == 0)
  }
}

@Suite("Pager physics and rests")
struct PagerPhysicsTests {
  @Test("visiblePages matches a brute-force scan of the page starts, uniform and explicit")
  func visiblePagesBruteForce() {
    let widths = [320.0, 500, 200, 90, 640, 100, 320]
    for layout in [
      PageLayout(pageCount: 7, viewportLength: 320),
      PageLayout(pageLengths: widths, viewportLength: 320),
    ] {
      for x in stride(from: -100.0, through: layout.contentLength + 50, by: 13.7) {
        let expected = (0..<layout.pageCount).filter { page in
          let start = layout.start(of: page)
          return start < x + 320 && start + layout.length(of: page) > x
        }
        let visible = layout.visiblePages(atOffset: x)
        #expect(Array(visible) == expected, "x = \(x), \(layout)")
      }
    }
  }

  @Test("A flick a fast decay would carry past the page decays onto it; a weaker one springs")
  func decayOrSpring() {
    // From 10 pt into page 0 of 320 pt pages, the next boundary is d = 310 pt away. A decay at
    // 0.99/ms coasts v/(1000·ln(1/0.99)) points: past d from about 3,116 pt/s.
    let d = 310.0
    let reach = d * 1000 * -log(0.99)
    for (speed, decays) in [(reach + 200, true), (reach - 200, false)] {
      let pager = Pager(layout: PageLayout(pageCount: 5, viewportLength: 320))
      pager.dragBegan(at: 0)
      pager.dragChanged(translation: -10, at: 0.05)
      pager.dragEnded(velocity: -speed, at: 0.05)
      pager.advance(to: 0.07)
      let expected: Double
      if decays {
        // A decay shaped to rest on the page: x(t) = x₀ + (v/k)(1 − e^(−kt)) with k = v/d.
        expected = speed * exp(-(speed / d) * 0.02)
      } else {
        // The critically damped spring (ω₀ = 20/s) from −d with velocity v:
        // v(t) = (v − ω₀(v − ω₀d)t)·e^(−ω₀t).
        let omega = 20.0
        expected = (speed - omega * (speed - omega * d) * 0.02) * exp(-omega * 0.02)
      }
      #expect(close(pager.velocity, expected, 1e-6), "v = \(speed)")
      advanceUntilRest(pager, from: 0.07)
      #expect(pager.contentOffset == 320, "v = \(speed)")
    }
  }

  @Test("Rest within settleTolerance of a page settles on it; further off, no didSettle")
  func settleTolerance() throws {
    var configuration = Pager.Configuration()
    configuration.isPagingEnabled = false
    let pager = Pager(
      layout: PageLayout(pageCount: 5, viewportLength: 320), configuration: configuration)
    let events = EventRecorder<PagerEvent>(ignoring: { $0 == .scroll(.didScroll) })
    pager.eventHandler = events.record
    pager.setContentOffset(320.4, animated: true, at: 0)
    advanceUntilRest(pager, from: 0)
    #expect(events.takeKinds().last == .didSettle(page: 1))
    pager.setContentOffset(330, animated: true, at: 2)
    advanceUntilRest(pager, from: 2)
    #expect(!events.takeKinds().contains { $0.name == "didSettle" })
    #expect(pager.settledPage == nil)
    try events.finish()
  }

  @Test("Without bounce a drag stops at the ends and a release there stays")
  func noBounce() {
    var configuration = Pager.Configuration()
    configuration.bounces = false
    let pager = Pager(
      layout: PageLayout(pageCount: 3, viewportLength: 320), configuration: configuration)
    pager.dragBegan(at: 0)
    pager.dragChanged(translation: 200, at: 0.1)
    #expect(pager.contentOffset == 0)
    pager.dragEnded(velocity: 2000, at: 0.1)
    #expect(!pager.isAnimating)
    #expect(pager.settledPage == 0)
  }
}

/// Records a pager's events as its owner hears them, with whether the pager still held any of
/// its own queued at that moment.
private final class RecordingOwner: PagerOwner {
  var heard: [PagerEvent] = []
  var pagerHeldQueuedEvents = false

  func pager(_ pager: Pager, didEmit kind: PagerEvent.Kind, at time: Double) {
    heard.append(PagerEvent(kind, at: time))
    if pager.events.hasPending { pagerHeldQueuedEvents = true }
  }
}

@Suite("Pager and the model on it")
struct PagerOwnerTests {
  @Test("An owner hears every event as it happens, in the order a host of a lone pager hears them")
  func ownerHearsEventsAtOnce() {
    func drive(_ pager: Pager) {
      pager.touchBegan(at: 0)
      pager.dragBegan(at: 0)
      pager.dragChanged(translation: -60, at: 0.05)
      pager.dragEnded(velocity: -900, at: 0.1)
      var time = 0.1
      while pager.isAnimating && time < 5 {
        time += 1.0 / 60
        pager.advance(to: time)
      }
      pager.scrollToPage(0, animated: true, at: time)
      pager.advance(to: time + 2)
    }
    let layout = PageLayout(pageCount: 5, viewportLength: 320)
    let lone = Pager(layout: layout)
    var heardByHost: [PagerEvent] = []
    lone.eventHandler = { heardByHost.append($0) }
    drive(lone)

    let owned = Pager(layout: layout)
    let owner = RecordingOwner()
    owned.owner = owner
    drive(owned)

    #expect(owner.heard.count > 20)
    #expect(owner.heard == heardByHost)
    #expect(!owner.pagerHeldQueuedEvents)
    withExtendedLifetime(owner) {}
  }
}
