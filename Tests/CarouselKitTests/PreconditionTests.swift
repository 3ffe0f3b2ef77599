import CarouselKit
import Testing

/// Programmer errors trap with a message that states the rule.
///
/// Exit tests run each in a child process.
@Suite("Preconditions")
struct PreconditionTests {
  @Test("Non-finite velocities, offsets, translations and times trap")
  func nonFiniteInputsTrap() async {
    await #expect(processExitsWith: .failure) {
      let engine = ScrollEngine(configuration: .init(bounds: .limited(0...9)))
      engine.dragBegan(at: 0)
      engine.dragEnded(velocity: .nan, at: 0.1)
    }
    await #expect(processExitsWith: .failure) {
      _ = ScrollEngine(configuration: .init(bounds: .limited(0...9)), offset: .infinity)
    }
    await #expect(processExitsWith: .failure) {
      let engine = ScrollEngine(configuration: .init(bounds: .limited(0...9)))
      engine.dragBegan(at: 0)
      engine.dragChanged(translation: -.infinity, at: 0.1)
    }
    await #expect(processExitsWith: .failure) {
      ScrollEngine(configuration: .init(bounds: .limited(0...9))).advance(to: .nan)
    }
    await #expect(processExitsWith: .failure) {
      ScrollEngine(configuration: .init(bounds: .limited(0...9))).scroll(to: .nan, duration: 0.4)
    }
    await #expect(processExitsWith: .failure) {
      _ = ConstantDecelerationSimulation(start: 0, velocity: .infinity, end: 3)
    }
    // A carousel call given its instant: the instant must be finite, like a frame's.
    await #expect(processExitsWith: .failure) {
      Carousel<Int>().scrollToItem(0, animated: true, at: .nan)
    }
    await #expect(processExitsWith: .failure) {
      Carousel<Int>().insertItem(at: 0, animated: false, at: -.infinity)
    }
    await #expect(processExitsWith: .failure) {
      Carousel<Int>().handleKey(.right, at: .nan)
    }
    await #expect(processExitsWith: .failure) {
      Carousel<Int>().scroll(byNumberOfItems: 1, duration: -1)
    }
    await #expect(processExitsWith: .failure) {
      Carousel<Int>().scroll(byNumberOfItems: 1, duration: .nan)
    }
  }

  @Test("Velocity samples that go back in time trap")
  func timeGoingBackTraps() async {
    await #expect(processExitsWith: .failure) {
      var tracker = VelocityTracker()
      tracker.addSample(position: 0, at: 1)
      tracker.addSample(position: 5, at: 0.5)
    }
  }

  @Test("Invalid configurations and parameters trap")
  func invalidParametersTrap() async {
    await #expect(processExitsWith: .failure) {
      _ = ScrollEngine(configuration: .init(bounds: .wrapping(period: 0)))
    }
    await #expect(processExitsWith: .failure) {
      _ = ScrollEngine(configuration: .init(bounds: .limited(0...9), pointsPerUnit: 0))
    }
    await #expect(processExitsWith: .failure) {
      _ = ConstantDecelerationSimulation(start: 0, velocity: 5, end: -2)
    }
    await #expect(processExitsWith: .failure) {
      _ = DecaySimulation(position: 0, velocity: 1, rate: 1)
    }
    await #expect(processExitsWith: .failure) {
      _ = SpringParameters(mass: 0, stiffness: 1, damping: 1)
    }
    await #expect(processExitsWith: .failure) { _ = SnapGrid(points: [0, 2, 1]) }
    await #expect(processExitsWith: .failure) { _ = Transform3D(elements: [1, 2, 3]) }
  }

  @Test("Walkthrough misuse traps: sizes, subview settings, pages out of range, offsets")
  func walkthroughMisuseTraps() async {
    await #expect(processExitsWith: .failure) {
      _ = Walkthrough<Int>(viewportSize: Size(width: -1, height: 100))
    }
    await #expect(processExitsWith: .failure) {
      _ = Walkthrough<Int>(viewportSize: Size(width: 2e280, height: 100))
    }
    await #expect(processExitsWith: .failure) {
      Walkthrough<Int>(viewportSize: Size(width: 375, height: 667))
        .addPage(0, animator: WalkthroughPageAnimator(subviewCount: -1))
    }
    await #expect(processExitsWith: .failure) {
      Walkthrough<Int>(viewportSize: Size(width: 375, height: 667))
        .addPage(0, animator: WalkthroughPageAnimator(subviewCount: 2, staticSubviews: [2]))
    }
    await #expect(processExitsWith: .failure) {
      Walkthrough<Int>(viewportSize: Size(width: 375, height: 667))
        .addPage(0, animator: WalkthroughPageAnimator(speed: Point(x: .nan, y: 0), subviewCount: 1))
    }
    await #expect(processExitsWith: .failure) {
      Walkthrough<Int>(viewportSize: Size(width: 375, height: 667)).setAnimator(nil, forPage: 0)
    }
    await #expect(processExitsWith: .failure) {
      _ = WalkthroughPageAnimator(subviewCount: 1).subviewStates(atPageOffset: .infinity)
    }
    await #expect(processExitsWith: .failure) {
      Walkthrough<Int>(viewportSize: Size(width: 375, height: 667))
        .setContentOffset(.nan, animated: false)
    }
  }

  @Test("Negative or non-finite carousel sizes trap; zero sizes do not")
  func carouselSizesTrap() async {
    await #expect(processExitsWith: .failure) {
      Carousel<Int>().setViewportSize(Size(width: -1, height: 100))
    }
    await #expect(processExitsWith: .failure) {
      Carousel<Int>().configuration.itemSize = Size(width: 100, height: .infinity)
    }
    await #expect(processExitsWith: .failure) {
      Carousel<Int>().configuration.itemSize = Size(width: .nan, height: 100)
    }
    await #expect(processExitsWith: .success) {
      let carousel = Carousel<Int>()
      carousel.setViewportSize(.zero)
      carousel.configuration.itemSize = .zero
    }
  }
}
