import CarouselKit
import CarouselKitOnboarding
import Foundation
import SoakSupport
import Testing

// OnboardingConductor.setViewportSize(_:at:): a rotation keeps the page shown and places the
// views again. The expected frames come from a second conductor made at the new size, an oracle
// independent of the resize; the pages' rests from a twin played without the resize.

/// A three-page flow with every kind of view placed against the container: the dots, Skip, the
/// texts and the dismiss button, images against the container and against another image, the
/// parallax background (one against an image, centred against the container all the same), an
/// image without a relative position, one inside an element's superview (Skip), and a custom
/// view the host places.
private func resizeSpec() -> OnboardingSpec {
  makeSpec(
    images: [
      makeImage("sun", at: Point(x: 0.8, y: 0.2), anchor: Point(x: 0.3, y: 0.7), immediately: true),
      makeImage("ray", at: Point(x: 0.5, y: 1.5), relativeKey: "sun", immediately: true),
      makeImage("sky", at: Point(x: 0.5, y: 0.5)),
      makeImage("hills", at: Point(x: 0.25, y: 1), relativeKey: "sun"),
      makeImage("logo", anchor: Point(x: 0, y: 0), immediately: true),
      makeImage("badge", at: Point(x: 0.5, y: 0.5)),
    ],
    elements: [
      makeElement(["badge"]) {
        $0.itemPages = [0]
        $0.superview = "skip"
      },
      makeElement([]) {
        $0.customSubview = "bubble"
        $0.itemPages = [0]
      },
    ]
  ) {
    $0.showsSkip = true
    $0.showsPageControl = true
    $0.pageTexts = [0: "Hello", 1: "Again", 2: "Done"]
    $0.parallaxBackground = ["sky", "hills"]
    $0.scrollScale = 0.3
  }
}

private let resizeImageSizes = [
  "sun": Size(width: 101, height: 51), "ray": Size(width: 41, height: 13),
  "sky": Size(width: 801, height: 601), "hills": Size(width: 333, height: 77),
  "logo": Size(width: 30, height: 20), "badge": Size(width: 11, height: 7),
]

private func makeResizeConductor(
  _ size: Size, origin: Point = .zero,
  compatibility: OnboardingCompatibility = OnboardingCompatibility()
) -> OnboardingConductor {
  OnboardingConductor(
    spec: resizeSpec(), containerSize: size, containerOrigin: origin,
    imageSizes: resizeImageSizes, compatibility: compatibility
  ) { conductor in
    conductor.setCustomView(
      size: Size(width: 80, height: 40), forKey: "bubble", position: Point(x: 40, y: 50))
  }
}

/// The scroll events in `events`, `didScroll` left out.
private func scrollEvents(_ events: [OnboardingEvent]) -> [ScrollEvent] {
  events.compactMap {
    if case .scroll(let event) = $0.kind, event != .didScroll { return event }
    return nil
  }
}

/// Whether every `willBegin…` is followed by its `didEnd…` or `didCancel…` before the next
/// begins (a drag's end may come with the deceleration it starts), and nothing is left open.
private func arePaired(_ events: [ScrollEvent]) -> Bool {
  var open: ScrollEvent?
  for event in events {
    if event.isBeginning {
      if open != nil { return false }
      open = event
    } else if event.isEnding {
      guard let begun = open, event.ends(begun) else { return false }
      open = nil
    }
  }
  return open == nil
}

/// Sends 60 Hz frames from `time` until the pages settle, before `end`; the time reached.
@discardableResult
private func advanceUntilSettled(
  _ conductor: OnboardingConductor, from time: Double, by end: Double,
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) -> Double {
  var now = time
  while conductor.settledPage == nil {
    guard now < end else {
      Issue.record("the pages did not settle by \(end) s", sourceLocation: sourceLocation)
      return now
    }
    now += 1.0 / 60
    conductor.advance(to: now)
  }
  return now
}

@Suite("OnboardingConductor resized")
struct OnboardingConductorResizeTests {
  @Test(
    "A rotation at rest on page 1 keeps the page and places every view as a conductor made at the new size",
    arguments: [false, true])
  func rotationAtRest(byContainerFrame: Bool) throws {
    let origin = Point(x: 0, y: 20)
    let options = byContainerFrame ? OnboardingCompatibility.original : OnboardingCompatibility()
    let portrait = Size(width: 320, height: 568)
    let landscape = Size(width: 568, height: 320)
    let conductor = makeResizeConductor(portrait, origin: origin, compatibility: options)
    jump(conductor, to: 1, at: 1)
    let before = conductor.viewStates
    conductor.setViewportSize(landscape, at: 2)
    #expect(conductor.containerSize == landscape)
    #expect(conductor.contentOffset == 568 && conductor.settledPage == 1)
    #expect(conductor.currentPage == 1 && conductor.pageControlPage == 1)

    // The oracle: a conductor made at 568×320, moved to page 1 at the same times.
    let fresh = makeResizeConductor(landscape, origin: origin, compatibility: options)
    jump(fresh, to: 1, at: 1)
    fresh.advance(to: 2)
    let resized = conductor.viewStates
    let expected = fresh.viewStates
    try #require(resized.count == expected.count)
    for (view, state) in resized.enumerated() {
      #expect(state.frame == expected[view].frame, "\(state.key)")
      #expect(state == expected[view], "\(state.key)")
    }
    // Written out for the chrome: the dots 200×20 at (284 − 100, 320 − 35), Skip 100×20 at
    // (568 − 109, 285), page 1's text 264×80 centred at 568 + 284 over the bottom (+ 20).
    let lift = byContainerFrame ? origin.y : 0
    let dots = try #require(resized.first { $0.role == .pageControl })
    #expect(dots.frame == Rect(x: 184, y: 285, width: 200, height: 20))
    #expect(
      conductor.viewState(forKey: "skip")?.frame == Rect(x: 459, y: 285, width: 100, height: 20))
    let text = try #require(conductor.textView(forPage: 1))
    #expect(
      conductor.viewState(at: text).frame
        == Rect(x: 852 - 132, y: 320 + lift - 100, width: 264, height: 80))
    let dismiss = try #require(conductor.textView(forPage: 2))
    #expect(
      conductor.viewState(at: dismiss).frame
        == Rect(x: 2 * 568 + 284 - 132, y: 320 + lift - 117.5, width: 264, height: 35))
    // The sun against the container: anchor at (0.8·568, 0.2·320), the origin floored.
    expectRect(
      conductor.viewState(forKey: "sun")?.frame,
      Rect(
        x: (454.4 - 0.3 * 101).rounded(.down), y: (64 - 0.7 * 51).rounded(.down), width: 101,
        height: 51))
    // What does not read the container's size kept its frame: the custom view, the image
    // without a relative position.
    for key in ["bubble", "logo"] {
      let view = try #require(conductor.viewIndex(forKey: key))
      #expect(conductor.viewState(at: view).frame == before[view].frame, "\(key)")
    }
    // The parallax and the texts follow the new offset.
    expectTransform(
      conductor.viewState(forKey: "sky")?.transform,
      Transform2D(translationX: -80 - 0.3 * 568, y: 0))
    #expect(conductor.viewState(at: text).transform == Transform2D(translationX: -568, y: 0))
  }

  @Test(
    "Resized mid-drag, mid-flick and mid-scroll, the pages rest on the page they were heading for, and every motion heard begins and ends"
  )
  func resizeInMotion() throws {
    let recorder = ConductorRecorder()
    let conductor = makeResizeConductor(containerSize)
    conductor.eventHandler = recorder.record
    // Mid-drag: 70% of the way to page 1, the container turns; the finger lifts still.
    let finger = Finger(on: conductor, at: 0)
    finger.move(to: 0.7 * 320, at: 0.1)
    conductor.setViewportSize(Size(width: 568, height: 320), at: 0.15)
    #expect(conductor.isTracking)
    #expect(abs(conductor.contentOffset - 0.7 * 568) <= 1e-9)
    release(conductor, at: 0.2, settleBy: 3)
    #expect(conductor.settledPage == 1 && conductor.contentOffset == 568)

    // Mid-scroll: going to page 2, the container turns back.
    #expect(conductor.scrollToPage(2, animated: true, at: 4))
    conductor.advance(to: 4.1)
    #expect(conductor.settledPage == nil)
    conductor.setViewportSize(containerSize, at: 4.15)
    advanceUntilSettled(conductor, from: 4.15, by: 7)
    #expect(conductor.settledPage == 2 && conductor.contentOffset == 640)

    // Mid-flick: a twin played without the resize says where the flick heads.
    func flick(_ conductor: OnboardingConductor, resizing: Bool) -> Int? {
      let finger = Finger(on: conductor, at: 8)
      finger.move(to: 640 - 60, at: 8.05)
      conductor.dragEnded(velocity: 900, at: 8.1)
      conductor.advance(to: 8.15)
      #expect(conductor.isAnimating && !conductor.isTracking)
      if resizing { conductor.setViewportSize(Size(width: 375, height: 667), at: 8.2) }
      advanceUntilSettled(conductor, from: 8.2, by: 11)
      return conductor.settledPage
    }
    let twin = makeResizeConductor(containerSize)
    jump(twin, to: 2, at: 7)
    let heading = try #require(flick(twin, resizing: false))
    #expect(heading < 2)
    #expect(flick(conductor, resizing: true) == heading)
    #expect(abs(conductor.contentOffset - Double(heading) * 375) <= 1e-9)

    let heard = scrollEvents(recorder.events)
    #expect(heard.first == .willBeginDragging)
    #expect(arePaired(heard), "\(heard)")
    // Each rest was heard, on the page the pages rest on.
    #expect(recorder.settles.map(\.page) == [0, 1, 2, heading])
  }

  @Test("A container of no width, then its width again, shows the page shown before")
  func noWidthAndBack() throws {
    let conductor = makeResizeConductor(containerSize)
    jump(conductor, to: 2, at: 1)
    let before = conductor.viewStates.map(\.frame)
    conductor.setViewportSize(Size(width: 0, height: 568), at: 2)
    // No page is shown; the current page is the one shown before, the dots' page 0.
    #expect(conductor.contentOffset == 0 && conductor.currentPage == 2)
    #expect(conductor.pageControlPage == 0)
    conductor.setViewportSize(containerSize, at: 3)
    #expect(conductor.contentOffset == 640 && conductor.settledPage == 2)
    #expect(conductor.currentPage == 2 && conductor.pageControlPage == 2)
    // Placed as before the container lost its width.
    #expect(conductor.viewStates.map(\.frame) == before)
  }

  @Test("A spring running when the container turns runs on, relative to the view's new place")
  func springRunsOn() throws {
    let conductor = OnboardingConductor(spec: flowWithItem(), containerSize: containerSize)
    jump(conductor, to: 1, at: 1)
    conductor.setViewportSize(Size(width: 568, height: 320), at: 1.3)
    #expect(conductor.isAnimating)
    conductor.advance(to: 1.5)
    let p = uiKitSpringProgress(elapsed: 0.5, duration: 1, delay: 0, damping: 1, velocity: 1)
    expectTransform(
      conductor.viewState(forKey: "a")?.transform,
      Transform2D(scaleX: 0.5 + 0.5 * p, y: 0.5 + 0.5 * p))
    // Centred in the new container, at the default 80×80 (no size is listed).
    expectRect(
      conductor.viewState(forKey: "a")?.frame, Rect(x: 284 - 40, y: 160 - 40, width: 80, height: 80)
    )
  }

  @Test("A container size that is negative, not finite or too wide traps")
  func invalidSizesTrap() async {
    expectExitMessage(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        resizeTwoPageConductor(to: Size(width: -1, height: 568))
      }, "A container size must be finite and not negative, its width at most 1e280 points")
    expectExitMessage(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        resizeTwoPageConductor(to: Size(width: 320, height: -0.5), at: 1)
      }, "A container size must be finite and not negative, its width at most 1e280 points")
    expectExitMessage(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        resizeTwoPageConductor(to: Size(width: 320, height: .infinity))
      }, "A container size must be finite and not negative, its width at most 1e280 points")
    expectExitMessage(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        resizeTwoPageConductor(to: Size(width: 1e300, height: 568))
      }, "A container size must be finite and not negative, its width at most 1e280 points")
  }
}

/// A two-page conductor in a 320 × 568 container, resized to `size` (at `time`, when given): what
/// the exit tests above run in their child processes.
private func resizeTwoPageConductor(to size: Size, at time: Double? = nil) {
  var spec = OnboardingSpec()
  spec.pageCount = 2
  OnboardingConductor(spec: spec, containerSize: Size(width: 320, height: 568))
    .setViewportSize(size, at: time)
}
