import CarouselKit
import Testing

// The scroll engine with inputs at the edges of the Double range: one test per problem the
// libFuzzer harnesses (Fuzz/Harnesses, Scripts/fuzz.sh) found, named after the crash input, so
// each stays fixed.

@Suite("ScrollEngine with extreme inputs (fuzzer findings)")
struct ScrollEngineFuzzRegressionTests {
  @Test("A scroll over a vanishing duration has a finite velocity (crash-e87b84f6)")
  func vanishingDuration() {
    let engine = ScrollEngine(configuration: .init(bounds: .limited(0...4)), offset: 1)
    engine.scroll(to: 3, duration: 1e-300)
    #expect(engine.isAnimating)
    #expect(engine.velocity.isFinite)
    engine.advance(to: 0.5e-300)  // mid-way, where the eased speed peaks past Double's range
    #expect(engine.velocity.isFinite)
    #expect(engine.velocity > 0)
    engine.advance(to: 1e-6)
    #expect(engine.offset == 3)
    #expect(!engine.isAnimating)
  }

  @Test("An eased motion between the ends of the Double range stays finite")
  func hugeEasedMotion() {
    let motion = TimedCurveSimulation(
      from: -.greatestFiniteMagnitude, to: .greatestFiniteMagnitude, duration: 1)
    for t in stride(from: 0.0, through: 1, by: 0.125) {
      #expect(motion.position(at: t).isFinite, "t \(t)")
      #expect(motion.velocity(at: t).isFinite, "t \(t)")
    }
    #expect(motion.position(at: 0.5) == 0)
    #expect(motion.position(at: 1) == .greatestFiniteMagnitude)
  }

  @Test("Leaving wrapping mid-drag clamps the offset into the new bounds at once (crash-13f9cf68)")
  func leavingWrappingMidDrag() {
    let engine = ScrollEngine(
      configuration: .init(bounds: .wrapping(period: 3)), offset: 2.999_999_999)
    engine.touchBegan(at: 0)
    engine.dragBegan(at: 0)
    engine.configuration = .init(bounds: .limited(0...0))
    #expect(engine.offset == 0)
    #expect(engine.isDragging)
    engine.dragChanged(translation: 40, at: 0.1)
    #expect(engine.offset == 0)  // no rubber band: the drag stays at the end
    engine.dragEnded(velocity: 0, at: 0.2)
    engine.advance(to: 2)
    #expect(engine.offset == 0)
    #expect(!engine.isAnimating)
  }

  @Test(
    "A release whose velocity overflows after the multiplier is capped at the maximum release speed (crash-e26fb8b6)",
    arguments: [-Double.greatestFiniteMagnitude, .greatestFiniteMagnitude])
  func overflowingRelease(velocity: Double) {
    for physics in [
      DecayPhysics(rate: 0.9, target: .paging) as any ScrollPhysics, MomentumPhysics(),
    ] {
      let engine = ScrollEngine(
        configuration: .init(bounds: .limited(0...4), physics: physics, velocityMultiplier: 100),
        offset: 2)
      engine.touchBegan(at: 0)
      engine.dragBegan(at: 0)
      engine.dragEnded(velocity: velocity, at: 0)
      #expect(engine.velocity.isFinite, "\(physics)")
      #expect(abs(engine.velocity) <= 1_000_000, "\(physics)")
      engine.advance(to: 60)
      #expect(!engine.isAnimating, "\(physics)")
      #expect(
        engine.offset == (velocity < 0 ? 4 : 0), "\(physics): a leftward finger moves the offset up"
      )
    }
  }

  @Test("A wrapping offset far from 0 still wraps into the period (crash-d9bdad6f)")
  func farWrappedOffset() {
    let bounds = ScrollEngine.Bounds.wrapping(period: 5)
    for position in [-1.52e287, 1e300, -7.5e20, 12.5, -0.25, -1e-300] {
      let wrapped = bounds.normalized(position)
      #expect(wrapped >= 0 && wrapped < 5, "\(position) → \(wrapped)")
      let remainder = position.truncatingRemainder(dividingBy: 5)
      #expect(wrapped == remainder + (position < 0 && wrapped != 0 ? 5 : 0) || wrapped == 0)
    }
    let engine = ScrollEngine(configuration: .init(bounds: bounds, pointsPerUnit: 200), offset: 1)
    engine.scroll(by: -1.52e287, duration: 0.5)
    for time in stride(from: 0.0, through: 0.6, by: 0.05) {
      engine.advance(to: time)
      #expect(engine.offset >= 0 && engine.offset < 5, "t \(time): \(engine.offset)")
    }
    #expect(!engine.isAnimating)
  }

  @Test(
    "A wrapping scroll to an offset near the end of the Double range takes the short way (crash-6e368bb6)"
  )
  func farWrappedTarget() {
    for target in [-Double.greatestFiniteMagnitude, .greatestFiniteMagnitude, -3e300, 7.5e20] {
      let distance = ScrollEngine.shortestDistance(from: 0.95, to: target, period: 3)
      #expect(distance.isFinite && abs(distance) <= 1.5, "\(target): \(distance)")
      let engine = ScrollEngine(configuration: .init(bounds: .wrapping(period: 3)), offset: 0.95)
      engine.scroll(to: target, spring: SpringParameters(mass: 3, stiffness: 100, damping: 2))
      engine.advance(to: 0.5)
      #expect(engine.offset.isFinite && engine.velocity.isFinite, "\(target)")
      engine.advance(to: 600)
      #expect(!engine.isAnimating)
      let landing = ScrollEngine.Bounds.wrapping(period: 3).normalized(0.95 + distance)
      #expect(abs(engine.offset - landing) < 0.01, "\(target)")
    }
  }

  @Test(
    "Stopping right after a shift in flight clamps the offset to the ends plus overscroll (crash-ab5e206f)"
  )
  func stopAfterShiftInFlight() {
    let engine = ScrollEngine(
      configuration: .init(
        bounds: .limited(0...0), rubberBand: .linear(limit: 0.25), pointsPerUnit: 200), offset: 0.25
    )
    engine.scroll(to: 0, duration: 1)
    engine.shift(by: 0.0062)
    #expect(engine.isAnimating)
    engine.stop()
    #expect(!engine.isAnimating)
    #expect(engine.offset == 0.25)
  }

  @Test("A spring scroll carries over no more than the maximum release speed (crash-9ba5aa0b)")
  func springFromHugeVelocity() {
    let engine = ScrollEngine(configuration: .init(bounds: .wrapping(period: 12)), offset: 1)
    engine.scroll(by: 1e300, duration: 60)
    engine.advance(to: 30)
    #expect(engine.velocity > 1e298)
    engine.scroll(to: -153.6, spring: SpringParameters(mass: 0.5, stiffness: 100, damping: 2))
    #expect(abs(engine.velocity) <= 1_000_000)
    engine.advance(to: 30 + 60)  // ζω = 2 per s: from 1e6 units/s to rest in well under a minute
    #expect(!engine.isAnimating)
    #expect(abs(engine.offset - 2.4) < 0.02, "-153.6 wraps to 2.4: \(engine.offset)")
  }

  @Test(
    "A wrapping drag whose translation overflows after the multiplier stays finite (crash-883e444d)"
  )
  func overflowingWrappedDrag() {
    let engine = ScrollEngine(
      configuration: .init(
        bounds: .wrapping(period: 1e7), pointsPerUnit: 0.5, dragMultiplier: -1000), offset: 200.5)
    engine.touchBegan(at: 0)
    engine.dragBegan(at: 0)
    engine.dragChanged(translation: 1e306, at: 0.01)
    #expect(engine.offset.isFinite && engine.offset >= 0 && engine.offset < 1e7)
    engine.scroll(by: 3, duration: 0.2)  // as a delegate might, from didScroll
    engine.advance(to: 1)
    #expect(engine.offset.isFinite && !engine.isAnimating)
  }

  @Test(
    "Releasing a drag that a shift carried far past the end starts from the overscroll limit (crash-9bd3cc20)"
  )
  func releaseAfterShiftPastEnd() {
    let engine = ScrollEngine(
      configuration: .init(
        bounds: .limited(0...11), rubberBand: .iOS(coefficient: 0.55, dimension: 320),
        physics: MomentumPhysics(decelerationRate: 0.5), pointsPerUnit: 200),
      offset: 10)
    engine.touchBegan(at: 0)
    engine.dragBegan(at: 0)
    engine.shift(by: -1e9)
    #expect(engine.offset == 10 - 1e9)  // a drag keeps the shifted offset until it ends
    engine.touchEnded(at: 0.1)
    #expect(engine.offset >= -engine.configuration.rubberBand.maximumOverscroll(pointsPerUnit: 200))
    engine.advance(to: 5)
    #expect(!engine.isAnimating)
    #expect(engine.offset == 0)
  }

  @Test("A linear rubber band at its limit stays finite when the drag overflows (crash-9a23c27d)")
  func overflowingDragAtRubberBandLimit() {
    let engine = ScrollEngine(
      configuration: .init(
        bounds: .limited(0...0), rubberBand: .linear(limit: 1), pointsPerUnit: 0.5,
        dragMultiplier: 100),
      offset: 1)
    engine.touchBegan(at: 0)
    engine.dragBegan(at: 0)
    engine.dragChanged(translation: -1e306, at: 0.01)
    #expect(engine.offset == 1)  // at the limit, pulling further moves nothing
    engine.dragChanged(translation: 1e306, at: 0.02)
    #expect(engine.offset.isFinite && engine.offset >= -1 && engine.offset <= 1)
  }

  @Test(
    "Hundreds of remaps during one motion keep each frame linear in their number (fuzzer timeout-f33f41e3)"
  )
  func manyRemapsInFlight() {
    let engine = ScrollEngine(configuration: .init(bounds: .limited(0...1_000)), offset: 0)
    engine.scroll(to: 500, duration: 2)
    engine.advance(to: 0.5)
    // Items inserted before the offset (a shift) and after it (the end moves): each remap wraps
    // the motion once more. Evaluating the base twice per level took 2^depth evaluations.
    for k in 0..<300 {
      let at = engine.offset + (k.isMultiple(of: 2) ? -1 : 1)
      engine.remap { $0 >= at ? $0 + 1 : $0 }
    }
    engine.advance(to: 1)
    #expect(engine.offset.isFinite)
    engine.advance(to: 3)
    #expect(!engine.isAnimating)
    #expect(engine.offset == 800, "500, plus 300 items inserted before the target")
  }

  @Test(
    "Snapping from positions far beyond Int's range picks a far boundary instead of trapping (crash-ef821439)"
  )
  func snapIndexOutOfIntRange() {
    let grid = SnapGrid.uniform(spacing: 1e-300)
    for position in [1e10, -1e10, 1.7e308, -1.7e308] {
      let nearest = grid.nearestIndex(to: position)
      #expect(
        abs(nearest) == 9_007_199_254_740_992 && (nearest > 0) == (position > 0), "\(position)")
      #expect(grid.indexAtOrBefore(position) == nearest)
      #expect(grid.boundary(nearest).isFinite)
    }
    let engine = ScrollEngine(
      configuration: .init(
        bounds: .limited(0...1), snapGrid: .uniform(spacing: 1e-300),
        physics: DecayPhysics(target: .paging),
        pointsPerUnit: 1e-300),
      offset: 0.99)
    engine.touchBegan(at: 0)
    engine.dragBegan(at: 0)
    engine.dragChanged(translation: 5, at: 0.01)
    engine.dragEnded(velocity: -900, at: 0.02)
    engine.advance(to: 60)
    #expect(engine.offset.isFinite && !engine.isAnimating)
  }

  @Test(
    "Drag events a Double range apart with a drag multiplier of 0 move nothing (crash-6e91c0ed)")
  func dragStepsBeyondTheRange() {
    let engine = ScrollEngine(
      configuration: .init(bounds: .limited(0...11), dragMultiplier: 0), offset: 11)
    engine.touchBegan(at: 0)
    engine.dragBegan(at: 0)
    engine.dragChanged(translation: -1.7e308, at: 0.01)
    engine.dragChanged(translation: 1.7e308, at: 0.02)
    #expect(engine.offset == 11)
  }

  @Test(
    "A remap that stretches a tiny motion far, then collapses it, keeps its velocity finite (fuzz: walkthrough-setlayout-spring-nonfinite)"
  )
  func remapStretchingATinyMotion() throws {
    let engine = ScrollEngine(configuration: .init(bounds: .limited(0...1e14)), offset: 0)
    engine.scroll(to: 1e-300, duration: 0.3)
    // Pages 1e-300 wide become 1e14 wide: the end moves 1e314 times the distance left.
    engine.remap { $0 / 1e-300 * 1e14 }
    engine.advance(to: 1.0 / 30)
    let stretched = TimedCurveSimulation(from: 0, to: 1e14, duration: 0.3).velocity(at: 1.0 / 30)
    #expect(abs(engine.velocity - stretched) <= 1e-9 * stretched, "\(engine.velocity)")
    engine.remap { $0 * 0 }  // and then 0 wide: the motion's end comes to where it is
    engine.advance(to: 2.0 / 30)
    try #require(engine.velocity.isFinite, "\(engine.velocity)")
    #expect(abs(engine.velocity) <= 1e-9 * stretched)
    // The pager carries such a motion on to a page with a spring, from its velocity.
    engine.scroll(to: 5, spring: SpringParameters(mass: 1, stiffness: 100, damping: 20))
    engine.advance(to: 10)
    #expect(!engine.isAnimating)
    #expect(engine.offset == 5)
  }

  @Test("Shrinking the bounds mid-flight clamps at once, and the motion still ends inside them")
  func shrinkingMidFlight() {
    let engine = ScrollEngine(configuration: .init(bounds: .limited(0...20)), offset: 0)
    engine.scroll(to: 18, duration: 1)
    engine.advance(to: 0.5)
    #expect(engine.offset > 5)
    engine.configuration = .init(bounds: .limited(0...5))
    #expect(engine.offset == 5)
    engine.advance(to: 2)
    #expect(engine.offset == 5)
    #expect(!engine.isAnimating)
  }

  @Test("remap leaves clamping to the bounds change that follows it, as documented")
  func remapThenBounds() {
    let engine = ScrollEngine(configuration: .init(bounds: .limited(0...9)), offset: 9)
    engine.remap { $0 + 1 }  // an item inserted before the shown one…
    #expect(engine.offset == 10)
    engine.configuration = .init(bounds: .limited(0...10))  // …and the content grew by one
    #expect(engine.offset == 10)
    engine.remap { $0 >= 2 ? $0 - 1 : $0 }  // now one removed
    engine.configuration = .init(bounds: .limited(0...9))
    #expect(engine.offset == 9)
  }

  @Test("An undamped spring oscillates until stopped, as documented; a damped one rests")
  func undampedSpring() {
    let engine = ScrollEngine(configuration: .init(bounds: .limited(0...10)), offset: 0)
    engine.scroll(to: 5, spring: SpringParameters(mass: 1, stiffness: 100, damping: 0))
    engine.advance(to: 600)
    #expect(engine.isAnimating)
    engine.stop()
    #expect(!engine.isAnimating)
    engine.scroll(to: 2, spring: SpringParameters(mass: 1, stiffness: 100, damping: 1))
    engine.advance(to: 1_200)
    #expect(!engine.isAnimating)
    #expect(engine.offset == 2)
  }
}
