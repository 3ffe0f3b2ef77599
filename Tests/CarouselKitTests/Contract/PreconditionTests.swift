import CarouselKit
import SoakSupport
import Testing

/// Programmer errors trap with a message that states the rule.
///
/// Exit tests run each in a child process.
@Suite("Preconditions")
struct PreconditionTests {
  @Test("Non-finite velocities, offsets, translations and times trap")
  func nonFiniteInputsTrap() async {
    expectExitMessage(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        let engine = ScrollEngine(configuration: .init(bounds: .limited(0...9)))
        engine.dragBegan(at: 0)
        engine.dragEnded(velocity: .nan, at: 0.1)
      }, "Release velocity must be finite")
    expectExitMessage(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        _ = ScrollEngine(configuration: .init(bounds: .limited(0...9)), offset: .infinity)
      }, "Offset must be finite")
    expectExitMessage(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        let engine = ScrollEngine(configuration: .init(bounds: .limited(0...9)))
        engine.dragBegan(at: 0)
        engine.dragChanged(translation: -.infinity, at: 0.1)
      }, "Drag translation must be finite")
    expectExitMessage(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        ScrollEngine(configuration: .init(bounds: .limited(0...9))).advance(to: .nan)
      }, "Frame time must be finite")
    expectExitMessage(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        ScrollEngine(configuration: .init(bounds: .limited(0...9))).scroll(to: .nan, duration: 0.4)
      }, "Scroll target must be finite")
    expectExitMessage(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        _ = ConstantDecelerationSimulation(start: 0, velocity: .infinity, end: 3)
      }, "Velocity must be finite")
    // A carousel call given its instant: the instant must be finite, like a frame's.
    expectExitMessage(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        Carousel<Int>().scrollToItem(0, animated: true, at: .nan)
      }, "Call time must be finite")
    expectExitMessage(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        Carousel<Int>().insertItem(at: 0, animated: false, at: -.infinity)
      }, "Call time must be finite")
    expectExitMessage(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        Carousel<Int>().handleKey(.right, at: .nan)
      }, "Call time must be finite")
    expectExitMessage(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        Carousel<Int>().scroll(byNumberOfItems: 1, duration: -1)
      }, "Scroll duration must be finite and not negative")
    expectExitMessage(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        Carousel<Int>().scroll(byNumberOfItems: 1, duration: .nan)
      }, "Scroll duration must be finite and not negative")
  }

  @Test("Velocity samples that go back in time trap")
  func timeGoingBackTraps() async {
    expectExitMessage(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        var tracker = VelocityTracker()
        tracker.addSample(position: 0, at: 1)
        tracker.addSample(position: 5, at: 0.5)
      }, "Velocity samples must not go back in time")
  }

  @Test("Invalid configurations and parameters trap")
  func invalidParametersTrap() async {
    expectExitMessage(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        _ = ScrollEngine(configuration: .init(bounds: .wrapping(period: 0)))
      }, "Wrapping period must be positive and finite")
    expectExitMessage(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        _ = ScrollEngine(configuration: .init(bounds: .limited(0...9), pointsPerUnit: 0))
      }, "Points per unit must be positive and finite")
    expectExitMessage(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        _ = ConstantDecelerationSimulation(start: 0, velocity: 5, end: -2)
      }, "Momentum must end in the direction of its velocity")
    expectExitMessage(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        _ = DecaySimulation(position: 0, velocity: 1, rate: 1)
      }, "Decay rate must lie strictly between 0 and 1")
    expectExitMessage(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        _ = SpringParameters(mass: 0, stiffness: 1, damping: 1)
      }, "Spring mass must be positive and finite")
    expectExitMessage(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        _ = SnapGrid(points: [0, 2, 1])
      }, "Snap points must be strictly increasing")
    expectExitMessage(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        _ = Transform3D(elements: [1, 2, 3])
      }, "A Transform3D needs exactly 16 elements")
  }

  @Test("Walkthrough misuse traps: sizes, subview settings, pages out of range, offsets")
  func walkthroughMisuseTraps() async {
    expectExitMessage(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        _ = Walkthrough<Int>(viewportSize: Size(width: -1, height: 100))
      }, "A viewport size must be finite and not negative, its width at most 1e280 points")
    expectExitMessage(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        _ = Walkthrough<Int>(viewportSize: Size(width: 2e280, height: 100))
      }, "A viewport size must be finite and not negative, its width at most 1e280 points")
    expectExitMessage(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        Walkthrough<Int>(viewportSize: Size(width: 375, height: 667))
          .addPage(0, animator: WalkthroughPageAnimator(subviewCount: -1))
      }, "A page's subview count must not be negative")
    expectExitMessage(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        Walkthrough<Int>(viewportSize: Size(width: 375, height: 667))
          .addPage(0, animator: WalkthroughPageAnimator(subviewCount: 2, staticSubviews: [2]))
      }, "A static subview's index must lie in 0..<subviewCount")
    expectExitMessage(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        Walkthrough<Int>(viewportSize: Size(width: 375, height: 667))
          .addPage(
            0, animator: WalkthroughPageAnimator(speed: Point(x: .nan, y: 0), subviewCount: 1))
      }, "A walkthrough page's speeds must be finite")
    expectExitMessage(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        Walkthrough<Int>(viewportSize: Size(width: 375, height: 667)).setAnimator(nil, forPage: 0)
      }, "A page index must lie in 0..<pageCount")
    expectExitMessage(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        _ = WalkthroughPageAnimator(subviewCount: 1).subviewStates(atPageOffset: .infinity)
      }, "A page offset must be finite")
    expectExitMessage(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        Walkthrough<Int>(viewportSize: Size(width: 375, height: 667))
          .setContentOffset(.nan, animated: false)
      }, "An offset must be finite")
  }

  @Test("Negative or non-finite carousel sizes trap; zero sizes do not")
  func carouselSizesTrap() async {
    expectExitMessage(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        Carousel<Int>().setViewportSize(Size(width: -1, height: 100))
      }, "Carousel.viewportSize must be finite and not negative")
    expectExitMessage(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        Carousel<Int>().configuration.itemSize = Size(width: 100, height: .infinity)
      }, "Carousel.itemSize must be finite and not negative")
    expectExitMessage(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        Carousel<Int>().configuration.itemSize = Size(width: .nan, height: 100)
      }, "Carousel.itemSize must be finite and not negative")
    await #expect(processExitsWith: .success) {
      let carousel = Carousel<Int>()
      carousel.setViewportSize(.zero)
      carousel.configuration.itemSize = .zero
    }
  }
}
