import CarouselKit
import Foundation
import Testing

// The article "Paging and Physics" (CarouselKit.docc/PagingAndPhysics.md): every ```swift block
// appears here line for line, in order (checked by DocumentationCodeTests), with checks of
// what the article says happens. Expected values are the article's formulas worked by hand.

@Suite("Article: Paging and Physics")
struct PagingAndPhysicsTests {
  @Test("A carousel flick is where the closed form puts it at 30, 60 and 120 Hz")
  func carouselFlickAtEveryRate() {
    // A carousel's engine: items 200 pt wide, iCarousel's physics and bounce.
    func flick(framesPerSecond rate: Double) -> (halfSecond: Double, rest: Double, end: Double) {
      let engine = ScrollEngine(
        configuration: .init(
          bounds: .limited(0...19), snapGrid: .uniform(spacing: 1), rubberBand: .linear(limit: 1),
          physics: MomentumPhysics(), pointsPerUnit: 200))
      engine.dragBegan(at: 0)
      engine.dragEnded(velocity: -1400, at: 0)  // the finger left at 1,400 pt/s: 7 items/s
      // v = 1400/200 = 7 items/s; d = v/(60·(1 − 0.95)) = 7/3, rounded outward to 3;
      // T = 2·3/7 = 6/7 s.
      #expect(abs((engine.motionEndTime ?? 0) - 6.0 / 7) < 1e-12)
      #expect(engine.targetOffset == 3)
      var frame = 0
      var halfSecond = 0.0
      while engine.isAnimating {
        frame += 1
        engine.advance(to: Double(frame) / rate)
        if Double(frame) / rate == 0.5 { halfSecond = engine.offset }
      }
      return (halfSecond, engine.offset, Double(frame) / rate)
    }
    let runs = [30.0, 60, 120].map { flick(framesPerSecond: $0) }
    // Every run: 119/48 items at 0.5 s, at rest on item 3 from the first frame after 6/7 s.

    // x(0.5) = 7·0.5 − ½·(7/T)·0.5² with T = 6/7: 7/2 − 49/48 = 119/48.
    let halfSecond = 119.0 / 48
    // The first frame at or after 6/7 s: ⌈6f/7⌉ frames at f Hz.
    let lastFrames = [26.0 / 30, 52.0 / 60, 103.0 / 120]
    #expect(runs.count == 3)
    for (run, lastFrame) in zip(runs, lastFrames) {
      #expect(abs(run.halfSecond - halfSecond) < 1e-12)
      #expect(run.rest == 3)
      #expect(run.end == lastFrame)
    }
  }

  @Test("With stopAtItemBoundary off a flick glides v/3 items in 2/3 s, then snaps in 0.4 s")
  func freeGlideThenSnap() {
    let free = ScrollEngine(
      configuration: .init(
        bounds: .limited(0...19), snapGrid: .uniform(spacing: 1), rubberBand: .linear(limit: 1),
        physics: MomentumPhysics(target: .free), pointsPerUnit: 200))
    free.dragBegan(at: 0)
    free.dragEnded(velocity: -1400, at: 0)
    // The natural glide: d = 7/3 items over 1/(30·(1 − 0.95)) = 2/3 s.
    #expect(abs((free.targetOffset ?? 0) - 7.0 / 3) < 1e-12)
    #expect(abs((free.motionEndTime ?? 0) - 2.0 / 3) < 1e-12)
    free.advance(to: 2.0 / 3)  // the glide's end: 7/3 items along
    #expect(abs(free.offset - 7.0 / 3) < 1e-9)
    free.advance(to: 2.0 / 3 + 0.2)  // halfway through the snap: 13/6 items
    // inOutCubic(½) = 4·(½)³ = ½: halfway from 7/3 to the nearest item, 2.
    #expect(free.phase == .animating)
    #expect(abs(free.offset - 13.0 / 6) < 1e-9)
    #expect(abs((free.motionEndTime ?? 0) - (2.0 / 3 + 0.4)) < 1e-9)
    free.advance(to: 2)  // at rest on item 2 since 2/3 + 0.4 s
    #expect(free.offset == 2)
    #expect(free.phase == .idle)
  }

  @Test("The decay table's constants: k = −1000·ln r per second, coasting v/k")
  func decayConstants() {
    // 0.998 per ms: k = 2.002/s, 0.4995·v; 0.99 per ms: k = 10.05/s, 0.0995·v.
    #expect(abs(DecaySimulation.projectedDistance(velocity: 1, rate: 0.998) - 0.4995) < 1e-4)
    #expect(abs(DecaySimulation.projectedDistance(velocity: 1, rate: 0.99) - 0.0995) < 1e-4)
    #expect(DecaySimulation.normalRate == 0.998 && DecaySimulation.fastRate == 0.99)
    let configuration = Pager.Configuration()
    #expect(configuration.decelerationRate == 0.998)
    #expect(configuration.pagingDecelerationRate == 0.99)
    #expect(configuration.minimumFlingVelocity == 50)
    #expect(configuration.rubberBandCoefficient == 0.55)
    #expect(configuration.settleTolerance == 0.5)
    #expect(configuration.scrollDuration == 0.3)
    #expect(configuration.snapSpring == SpringParameters(stiffness: 400, dampingRatio: 1))
    #expect(configuration.snapSpring.naturalFrequency == 20)
    #expect(
      configuration.bounceSpring == SpringParameters(mass: 0.5, stiffness: 100, dampingRatio: 1.1))
    #expect(MomentumPhysics.iCarouselSnapDuration == 0.4)
    #expect(MomentumPhysics.iCarouselMinimumVelocity == 2)
    #expect(MomentumPhysics.iCarouselMinimumDistance == 0.1)
    #expect(MomentumPhysics.iCarouselSnapDistanceThreshold == 0.1)
    #expect(
      abs(ConstantDecelerationSimulation.naturalDuration(decelerationRate: 0.95) - 2.0 / 3) < 1e-12)
  }

  @Test("A hard flick goes one page, on a decay shaped to rest on it")
  func pagerHardFlick() {
    let pager = Pager(layout: PageLayout(pageCount: 5, viewportLength: 320))
    pager.dragBegan(at: 0)
    pager.dragChanged(translation: -100, at: 0.1)  // 100 pt into page 0
    #expect(pager.contentOffset == 100)
    pager.dragEnded(velocity: -5000, at: 0.1)  // a hard flick, still one page: page 1
    #expect(pager.targetPage == 1)
    pager.advance(to: 0.2)  // a shaped decay, k = 5000/220 per second
    // D = 320 − 100 = 220 pt, and 0.0995·5000 ≈ 497 pt ≥ D: v(t) = 5000·e^(−(5000/220)·t).
    let expected = 5000 * exp(-(5000.0 / 220) * 0.1)
    #expect(abs(expected - 515) < 1)
    #expect(abs(pager.velocity - expected) < 1e-6)
    pager.advance(to: 3)  // at rest: contentOffset 320, settledPage 1
    #expect(pager.contentOffset == 320)
    #expect(pager.settledPage == 1)
  }

  @Test("A slow release past half a page goes on to the next page; before half, it returns")
  func pagerSlowRelease() {
    let slow = Pager(layout: PageLayout(pageCount: 5, viewportLength: 320))
    slow.dragBegan(at: 0)
    slow.dragChanged(translation: -170, at: 0.5)  // past half a page (160 pt)
    slow.dragEnded(velocity: -20, at: 0.5)  // under 50 pt/s: no flick, the nearest page wins
    slow.advance(to: 3)  // at rest on page 1, at 320 pt
    #expect(slow.settledPage == 1)
    #expect(slow.contentOffset == 320)

    let back = Pager(layout: PageLayout(pageCount: 5, viewportLength: 320))
    back.dragBegan(at: 0)
    back.dragChanged(translation: -150, at: 0.5)  // short of half a page
    back.dragEnded(velocity: -20, at: 0.5)
    back.advance(to: 3)
    #expect(back.settledPage == 0)
    #expect(back.contentOffset == 0)
  }

  @Test("A pull past the first page shows UIScrollView's rubber band")
  func pagerRubberBand() {
    let edge = Pager(layout: PageLayout(pageCount: 5, viewportLength: 320))
    edge.dragBegan(at: 0)
    edge.dragChanged(translation: 100, at: 0.1)  // the finger 100 pt past the first page
    let shown = edge.contentOffset  // −3520/75 ≈ −46.9 pt
    // (1 − 1/(100·0.55/320 + 1))·320 = (1 − 64/75)·320 = 3520/75.
    #expect(abs(shown - -3520.0 / 75) < 1e-9)
    edge.dragEnded(velocity: 0, at: 0.1)
    edge.advance(to: 3)
    #expect(edge.settledPage == 0 && abs(edge.contentOffset) <= 0.5)
  }
}
