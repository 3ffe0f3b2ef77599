import CarouselKit
import CarouselKitOnboarding
import Testing

// SFOnboardingConductor's crashes and mismatches (SlidingCarousel), each fixed, and the options
// that bring back what a designer saw.

@Suite("OnboardingConductor fixes")
struct OnboardingConductorFixTests {
  private func focus(_ recorder: ConductorRecorder) -> [OnboardingEvent.Kind] {
    recorder.events.compactMap { event in
      if case .accessibilityFocus = event.kind { return event.kind }
      return nil
    }
  }

  @Test(
    "A missing page text leaves nothing to focus (the original indexed past its packed texts and crashed)"
  )
  func missingPageTexts() {
    let recorder = ConductorRecorder()
    let conductor = OnboardingConductor(
      spec: makeSpec(pages: 3) {
        $0.showsPageControl = true
        $0.pageTexts = [0: "Only the first"]
      }, containerSize: containerSize)
    conductor.eventHandler = recorder.record
    jump(conductor, to: 1, at: 1)
    jump(conductor, to: 2, at: 2)
    // Page 0's label, found by its key, not by the lookup under test.
    let label = conductor.viewStates.firstIndex { $0.key == "pageText0" }
    #expect(label != nil)
    #expect(
      focus(recorder) == [
        .accessibilityFocus(page: 0, view: label),
        .accessibilityFocus(page: 1, view: nil), .accessibilityFocus(page: 2, view: nil),
      ])
  }

  @Test(
    "Without dots the page texts and the dismiss button are built (the original built none and crashed on the first settle)"
  )
  func textsWithoutDots() throws {
    let recorder = ConductorRecorder()
    let conductor = OnboardingConductor(
      spec: makeSpec(pages: 2) { $0.pageTexts = [0: "Hello", 1: "Done"] },
      containerSize: containerSize)
    conductor.eventHandler = recorder.record
    let label = try #require(conductor.textView(forPage: 0))
    let button = try #require(conductor.textView(forPage: 1))
    #expect(conductor.viewState(at: label).role == .pageText(page: 0))
    #expect(conductor.viewState(at: button).role == .dismissButton(page: 1))
    jump(conductor, to: 1, at: 1)
    #expect(
      focus(recorder) == [
        .accessibilityFocus(page: 0, view: label), .accessibilityFocus(page: 1, view: button),
      ])
  }

  @Test(
    "goToPage works without dots (the original compared with zero dots and always failed)")
  func goToPageWithoutDots() {
    let conductor = OnboardingConductor(spec: makeSpec(pages: 3), containerSize: containerSize)
    #expect(conductor.scrollToPage(2, animated: true, at: 0))
    conductor.advance(to: 1)
    #expect(conductor.settledPage == 2)
    #expect(!conductor.scrollToPage(3, animated: true, at: 1))
  }

  @Test("Closing without dots reports the page shown (the original reported page 0)")
  func closeWithoutDots() {
    let recorder = ConductorRecorder()
    let conductor = OnboardingConductor(
      spec: makeSpec(pages: 3), containerSize: containerSize, delegate: recorder)
    jump(conductor, to: 2, at: 1)
    conductor.close(at: 2)
    #expect(recorder.closes == [2])
  }

  @Test(
    "A rest within the pager's tolerance of a page is a settle (the original compared floats exactly)"
  )
  func settleWithinTolerance() {
    let item = makeElement(["a"]) { $0.itemPages = [1] }
    let recorder = ConductorRecorder()
    let conductor = OnboardingConductor(
      spec: makeSpec(images: [makeImage("a")], elements: [item]), containerSize: containerSize)
    conductor.eventHandler = recorder.record
    var configuration = conductor.configuration
    configuration.isPagingEnabled = false
    conductor.configuration = configuration
    let finger = Finger(on: conductor, at: 0)
    finger.move(to: 320.3, at: 0.1)
    conductor.dragEnded(velocity: 0, at: 0.1)
    conductor.advance(to: 0.2)
    #expect(conductor.contentOffset == 320.3)
    #expect(recorder.settles.map(\.page) == [0, 1])
    #expect(conductor.viewState(forKey: "a")?.isAttached == true)
  }

  @Test(
    "A rest within the pager's tolerance of a page is on the page: the next page's elements are not dragged in and then reset"
  )
  func restWithinToleranceIsNoDrag() throws {
    let appearing = makeElement(["b"]) {
      $0.appearPages = [2]
      $0.startPosition = Point(x: 0, y: 80)
      $0.removes = true
    }
    let leaving = makeElement(["c"]) {
      $0.disappearPages = [2]
      $0.endPosition = Point(x: -200, y: 0)
      $0.removes = true
    }
    let recorder = ConductorRecorder()
    let conductor = OnboardingConductor(
      spec: makeSpec(
        pages: 3, images: [makeImage("b"), makeImage("c")], elements: [appearing, leaving]),
      containerSize: containerSize)
    conductor.eventHandler = recorder.record
    jump(conductor, to: 1, at: 1)
    var configuration = conductor.configuration
    configuration.isPagingEnabled = false
    conductor.configuration = configuration
    // 0.3 pt past page 1, inside the pager's 0.5 pt: on page 1, not a drag toward page 2.
    let finger = Finger(on: conductor, at: 2)
    finger.move(to: 320.3, at: 2.1)
    #expect(conductor.contentOffset == 320.3)
    for key in ["b", "c"] {
      let state = try #require(conductor.viewState(forKey: key))
      #expect(!state.isAttached, "\(key) was added by a drag toward page 2")
      expectTransform(state.transform, .identity)
    }
    conductor.dragEnded(velocity: 0, at: 2.1)
    conductor.advance(to: 2.2)
    #expect(conductor.contentOffset == 320.3)
    #expect(recorder.settles.map(\.page) == [0, 1, 1])
    // The settle on page 1 found no visited page 2 to reset: nothing was added, faded or moved.
    for key in ["b", "c"] {
      let state = try #require(conductor.viewState(forKey: key))
      #expect(!state.isAttached && state.alpha == 1, "\(key): \(state)")
      expectTransform(state.transform, .identity)
    }
    // A point further is a drag toward page 2.
    let again = Finger(on: conductor, at: 3)
    again.move(to: 321.5, at: 3.1)
    #expect(conductor.viewState(forKey: "b")?.isAttached == true)
    expectTransform(
      conductor.viewState(forKey: "b")?.transform, appearTransform(appearing, 1.5 / 320))
  }

  @Test(
    "Page indexes outside 0…n are ignored (the original indexed past its buckets and crashed)"
  )
  func pagesOutOfRange() {
    let element = makeElement(["a"]) {
      $0.itemPages = [-1, 4, 1]
      $0.appearPages = [99]
      $0.disappearPages = [-3]
      $0.dragDisappearPages = [Int.max]
    }
    let recorder = ConductorRecorder()
    let conductor = OnboardingConductor(
      spec: makeSpec(pages: 3, images: [makeImage("a")], elements: [element]),
      containerSize: containerSize)
    conductor.eventHandler = recorder.record
    let finger = Finger(on: conductor, at: 0)
    finger.move(to: 500, at: 0.1)
    #expect(conductor.viewState(forKey: "a")?.isAttached == false)
    finger.move(to: 200, at: 0.2)
    release(conductor, velocity: -600, at: 0.2, settleBy: 3)
    #expect(conductor.settledPage == 1)
    // Page 1 is in range: its item springs in.
    #expect(conductor.viewState(forKey: "a")?.isAttached == true)
  }

  @Test(
    "A parallax key naming no view is skipped (the original added nil to an array and crashed)"
  )
  func parallaxWithoutView() {
    let conductor = OnboardingConductor(
      spec: makeSpec(images: [makeImage("sky")]) { $0.parallaxBackground = ["ghost", "sky"] },
      containerSize: containerSize)
    #expect(conductor.viewState(forKey: "sky")?.zIndex == 1)
    expectTransform(
      conductor.viewState(forKey: "sky")?.transform,
      Transform2D(translationX: -80, y: 0))
  }

  @Test(
    "A view added into itself or its own subview stays detached (UIKit would loop the hierarchy)")
  func cycles() {
    let selfContained = makeElement(["a"]) {
      $0.appearPages = [1]
      $0.superview = "a"
    }
    let inner = makeElement(["c"]) {
      $0.appearPages = [1]
      $0.superview = "b"
    }
    let outer = makeElement(["b"]) {
      $0.appearPages = [1]
      $0.superview = "c"
    }
    let conductor = OnboardingConductor(
      spec: makeSpec(
        images: [makeImage("a"), makeImage("b"), makeImage("c")],
        elements: [selfContained, inner, outer]), containerSize: containerSize)
    Finger(on: conductor, at: 0).move(to: 100, at: 0.1)
    #expect(conductor.viewState(forKey: "a")?.isAttached == false)
    #expect(conductor.viewState(forKey: "c")?.superviewKey == "b")
    #expect(conductor.viewState(forKey: "b")?.isAttached == false)
  }

  @Test("The left rubber band (x < 0) touches no element, as the original")
  func leftRubberBand() {
    let element = makeElement(["a"]) { $0.appearPages = [0, 1] }
    let conductor = OnboardingConductor(
      spec: makeSpec(images: [makeImage("a")], elements: [element]), containerSize: containerSize)
    Finger(on: conductor, at: 0).move(to: -100, at: 0.1)
    #expect(conductor.contentOffset < 0)
    #expect(conductor.viewState(forKey: "a")?.isAttached == false)
  }

  // MARK: - Options

  @Test(
    "An appearance delay of 0.6 never completes with the original's divisor; the remaining-drag divisor completes it"
  )
  func appearanceDelayDivisor() throws {
    let element = makeElement(["a"]) {
      $0.appearPages = [1]
      $0.startPosition = Point(x: 0, y: 90)
      $0.appearanceDelay = 0.6
    }
    let spec = makeSpec(images: [makeImage("a")], elements: [element])
    for options in [OnboardingCompatibility(), .corrected] {
      let recorder = ConductorRecorder()
      let conductor = OnboardingConductor(
        spec: spec, containerSize: containerSize, compatibility: options)
      conductor.eventHandler = recorder.record
      let finger = Finger(on: conductor, at: 0)
      finger.move(to: 0.8 * 320, at: 0.1)
      let atDrag =
        options.appearanceDelayDivisor == .delay
        ? appearProgress(0.8, delay: 0.6) : (0.8 - 0.6) / (1 - 0.6)
      expectTransform(
        conductor.viewState(forKey: "a")?.transform, appearTransform(element, atDrag))
      release(conductor, velocity: -600, at: 0.1, settleBy: 3)
      #expect(recorder.settles.last?.page == 1)
      // On the page: the original's q tops out at (1 − d)/d = 2/3; the fix reaches 1.
      let settled = options.appearanceDelayDivisor == .delay ? 2.0 / 3 : 1
      expectTransform(
        conductor.viewState(forKey: "a")?.transform, appearTransform(element, settled))
    }
  }

  @Test(
    "The settle spring lands where a completed drag does; the original lands at appear − start"
  )
  func settleTransforms() throws {
    let element = makeElement(["a"]) {
      $0.itemPages = [1]
      $0.startPosition = Point(x: 20, y: 40)
      $0.appearPosition = Point(x: 0, y: -10)
      $0.startScale = 0.5
      $0.duration = 0.25
    }
    let spec = makeSpec(images: [makeImage("a")], elements: [element])
    let start = translateThenScale(Point(x: 20, y: 40), 0.5)
    for (options, appear) in [
      (OnboardingCompatibility(), translateThenScale(Point(x: 0, y: -10), 1)),
      (.original, translateThenScale(Point(x: -20, y: -50), 1)),
    ] {
      let conductor = OnboardingConductor(
        spec: spec, containerSize: containerSize, compatibility: options)
      jump(conductor, to: 1, at: 1)
      expectTransform(conductor.viewState(forKey: "a")?.transform, start)
      conductor.advance(to: 1.3)
      expectTransform(conductor.viewState(forKey: "a")?.transform, appear)
    }
  }

  @Test(
    "The original's spring reads the −1 sentinel as a number; by default it is the identity"
  )
  func springSentinel() throws {
    let element = makeElement(["a"]) {
      $0.itemPages = [1]
      $0.startPosition = Point(x: -1, y: -1)
      $0.appearPosition = Point(x: 0, y: -10)
      $0.startScale = 0.5
    }
    let spec = makeSpec(images: [makeImage("a")], elements: [element])
    for (options, start, appear) in [
      (OnboardingCompatibility(), translateThenScale(.zero, 0.5), Transform2D.identity),
      (
        .original, translateThenScale(Point(x: -1, y: -1), 0.5),
        translateThenScale(Point(x: 1, y: -9), 1)
      ),
    ] {
      let conductor = OnboardingConductor(
        spec: spec, containerSize: containerSize, compatibility: options)
      jump(conductor, to: 1, at: 1)
      expectTransform(conductor.viewState(forKey: "a")?.transform, start)
      conductor.advance(to: 2)
      expectTransform(conductor.viewState(forKey: "a")?.transform, appear)
    }
  }

  @Test("The original places texts against the container's frame, moved by its origin")
  func textsByFrame() throws {
    let spec = makeSpec(pages: 2) { $0.pageTexts = [0: "Hello", 1: "Done"] }
    let origin = Point(x: 0, y: 64)
    let fixed = OnboardingConductor(
      spec: spec, containerSize: containerSize, containerOrigin: origin)
    let original = OnboardingConductor(
      spec: spec, containerSize: containerSize, containerOrigin: origin, compatibility: .original)
    let label = try #require(fixed.textView(forPage: 0))
    let button = try #require(fixed.textView(forPage: 1))
    expectRect(fixed.viewState(at: label).frame, Rect(x: 28, y: 568 - 100, width: 264, height: 80))
    expectRect(
      original.viewState(at: label).frame, Rect(x: 28, y: 568 + 64 - 100, width: 264, height: 80))
    expectRect(
      fixed.viewState(at: button).frame, Rect(x: 348, y: 568 - 117.5, width: 264, height: 35))
    expectRect(
      original.viewState(at: button).frame,
      Rect(x: 348, y: 568 + 64 - 117.5, width: 264, height: 35))
  }
}
