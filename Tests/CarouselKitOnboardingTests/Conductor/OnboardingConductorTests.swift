import CarouselKit
import CarouselKitOnboarding
import Foundation
import SoakSupport
import Testing

// SFOnboardingConductor's model, driven as a host drives it, with expectations from the
// original's placement rules and scroll maths, written out in OnboardingConductorSupport.swift.

@Suite("OnboardingConductor")
struct OnboardingConductorTests {
  // MARK: - Placement

  @Test(
    "Images are placed by their anchor points, against the container or an earlier image, origins floored"
  )
  func placement() throws {
    let spec = makeSpec(images: [
      makeImage("a", at: Point(x: 0.5, y: 0.25), anchor: Point(x: 0.3, y: 0.7), immediately: true),
      makeImage("b", at: Point(x: 1.5, y: 0.5), relativeKey: "a"),
      makeImage("c", anchor: Point(x: 0, y: 0)),
      makeImage("d", at: Point(x: 0.5, y: 0.5), relativeKey: "nowhere"),
      makeImage("e", at: Point(x: 0, y: 0)),
    ])
    let sizes = [
      "a": Size(width: 101, height: 51), "b": Size(width: 40, height: 40),
      "c": Size(width: 30, height: 20), "d": Size(width: 10, height: 10),
      "e": Size(width: 11, height: 11),
    ]
    let conductor = OnboardingConductor(
      spec: spec, containerSize: containerSize, imageSizes: sizes)
    // a: centre (0.5·320, 0.25·568) = (160, 142); origin (160 − 0.3·101, 142 − 0.7·51) floored.
    let a = try #require(conductor.viewState(forKey: "a"))
    let aOrigin = Point(x: (160 - 0.3 * 101).rounded(.down), y: (142 - 0.7 * 51).rounded(.down))
    expectRect(a.frame, Rect(origin: aOrigin, size: Size(width: 101, height: 51)))
    #expect(a.anchorPoint == Point(x: 0.3, y: 0.7))
    #expect(a.isAttached && a.superview == nil && a.zIndex == 1 && a.isInContainer)
    // b: centre (a.minX + 1.5·a.width, a.minY + 0.5·a.height), origin floored.
    let b = try #require(conductor.viewState(forKey: "b"))
    let bCentre = Point(x: aOrigin.x + 1.5 * 101, y: aOrigin.y + 0.5 * 51)
    expectRect(
      b.frame,
      Rect(
        x: (bCentre.x - 20).rounded(.down), y: (bCentre.y - 20).rounded(.down), width: 40,
        height: 40))
    #expect(!b.isAttached && b.zIndex == -1)
    // c: no relative position: it stays centred on its natural frame's centre (15, 10).
    expectRect(conductor.viewState(forKey: "c")?.frame, Rect(x: 15, y: 10, width: 30, height: 20))
    // d: against no view, a zero rectangle: its centre is (0, 0).
    expectRect(conductor.viewState(forKey: "d")?.frame, Rect(x: -5, y: -5, width: 10, height: 10))
    // e: origin (−5.5, −5.5) floors to (−6, −6), not truncates.
    expectRect(conductor.viewState(forKey: "e")?.frame, Rect(x: -6, y: -6, width: 11, height: 11))
  }

  @Test(
    "The parallax background is inserted at z-index 1, centred again, and moves by −80 − scale·x")
  func parallax() throws {
    let spec = makeSpec(
      images: [
        makeImage("front", at: Point(x: 0.5, y: 0.5), immediately: true),
        makeImage("sky", at: Point(x: 0.5, y: 0.5)),
        makeImage("hills", at: Point(x: 0.25, y: 1)),
      ]
    ) {
      $0.parallaxBackground = ["sky", "hills"]
      $0.scrollScale = 0.3
    }
    let conductor = OnboardingConductor(
      spec: spec, containerSize: containerSize,
      imageSizes: ["sky": Size(width: 401, height: 301), "hills": Size(width: 100, height: 50)])
    // Each is inserted at index 1: the later one ends up below the earlier, above the scroller.
    #expect(conductor.viewState(forKey: "hills")?.zIndex == 1)
    #expect(conductor.viewState(forKey: "sky")?.zIndex == 2)
    #expect(conductor.viewState(forKey: "front")?.zIndex == 3)
    // Centred again against the container, without flooring: (160, 284) − (200.5, 150.5).
    expectRect(
      conductor.viewState(forKey: "sky")?.frame,
      Rect(x: 160 - 200.5, y: 284 - 150.5, width: 401, height: 301))
    expectTransform(
      conductor.viewState(forKey: "sky")?.transform, Transform2D(translationX: -80, y: 0))
    let finger = Finger(on: conductor, at: 0)
    for (step, x) in [37.5, 100, 333].enumerated() {
      finger.move(to: x, at: Double(step + 1) * 0.1)
      let expected = Transform2D(translationX: -80 - 0.3 * x, y: 0)
      expectTransform(conductor.viewState(forKey: "sky")?.transform, expected)
      expectTransform(conductor.viewState(forKey: "hills")?.transform, expected)
      expectTransform(conductor.viewState(forKey: "front")?.transform, .identity)
    }
  }

  // MARK: - Drag maths

  @Test("Appear elements follow the drag, with and without an appearance delay (divisor d)")
  func dragAppear() throws {
    let plain = makeElement(["a"]) {
      $0.appearPages = [1]
      $0.startPosition = Point(x: -50, y: 20)
      $0.appearPosition = Point(x: 10, y: 0)
      $0.startScale = 0.5
      $0.appearScale = 1.5
    }
    var delayed = plain
    delayed.views = ["b"]
    delayed.appearanceDelay = 0.4
    let spec = makeSpec(images: [makeImage("a"), makeImage("b")], elements: [plain, delayed])
    let conductor = OnboardingConductor(spec: spec, containerSize: containerSize)
    #expect(conductor.viewState(forKey: "a")?.isAttached == false)
    let finger = Finger(on: conductor, at: 0)
    for (step, f) in [0.1, 0.3, 0.5, 0.7, 0.9, 0.96].enumerated() {
      finger.move(to: f * 320, at: 0.1 * Double(step + 1))
      expectTransform(
        conductor.viewState(forKey: "a")?.transform,
        appearTransform(plain, appearProgress(f, delay: 0)), "f = \(f)")
      expectTransform(
        conductor.viewState(forKey: "b")?.transform,
        appearTransform(delayed, appearProgress(f, delay: 0.4)), "f = \(f), d = 0.4")
    }
    // The delayed view is at its start state at f = 0.3 (< d) and past halfway at 0.7:
    // (0.7 − 0.4)/0.4 = 0.75, written out rather than computed by the helper.
    finger.move(to: 0.3 * 320, at: 0.7)
    expectTransform(conductor.viewState(forKey: "b")?.transform, appearTransform(delayed, 0))
    finger.move(to: 0.7 * 320, at: 0.8)
    expectTransform(conductor.viewState(forKey: "b")?.transform, appearTransform(delayed, 0.75))
    // Both were added when first touched.
    #expect(conductor.viewState(forKey: "a")?.isAttached == true)
    #expect(conductor.viewState(forKey: "b")?.isAttached == true)
  }

  @Test(
    "Disappear elements follow the drag at their multiplier's speed", arguments: [2.0, 3.0, 0.5])
  func dragDisappear(multiplier: Double) throws {
    let element = makeElement(["a"]) {
      $0.disappearPages = [1]
      $0.appearPosition = Point(x: 10, y: 0)
      $0.endPosition = Point(x: 100, y: -40)
      $0.endScale = 0.2
      $0.disappearanceMultiplier = multiplier
    }
    let conductor = OnboardingConductor(
      spec: makeSpec(images: [makeImage("a")], elements: [element]), containerSize: containerSize)
    let finger = Finger(on: conductor, at: 0)
    for (step, f) in [0.1, 0.25, 0.4, 0.5, 0.8].enumerated() {
      finger.move(to: f * 320, at: 0.1 * Double(step + 1))
      expectTransform(
        conductor.viewState(forKey: "a")?.transform,
        disappearTransform(element, disappearProgress(f, multiplier: multiplier)),
        "f = \(f), m = \(multiplier)")
    }
  }

  @Test("Progress above 0.95 snaps to 1; below it does not")
  func snap() throws {
    let element = makeElement(["a"]) {
      $0.appearPages = [1]
      $0.startPosition = Point(x: 0, y: 100)
      $0.startScale = 0.1
    }
    let spec = makeSpec(images: [makeImage("a")], elements: [element])
    let conductor = OnboardingConductor(spec: spec, containerSize: containerSize)
    let finger = Finger(on: conductor, at: 0)
    finger.move(to: 0.949 * 320, at: 0.1)
    expectTransform(conductor.viewState(forKey: "a")?.transform, appearTransform(element, 0.949))
    finger.move(to: 0.951 * 320, at: 0.2)
    expectTransform(conductor.viewState(forKey: "a")?.transform, appearTransform(element, 1))
    // With the snap threshold at 1, 0.951 stays 0.951.
    let corrected = OnboardingConductor(
      spec: spec, containerSize: containerSize, compatibility: .corrected)
    Finger(on: corrected, at: 0).move(to: 0.951 * 320, at: 0.1)
    expectTransform(corrected.viewState(forKey: "a")?.transform, appearTransform(element, 0.951))
  }

  @Test("The −1 sentinel makes a drag's translation or scale the identity")
  func sentinel() throws {
    let element = makeElement(["a"]) {
      $0.appearPages = [1]
      $0.startPosition = Point(x: -1, y: 30)
      $0.appearPosition = Point(x: 10, y: 0)
      $0.startScale = 0.5
      $0.appearScale = 2
    }
    var unscaled = element
    unscaled.views = ["b"]
    unscaled.startPosition = Point(x: 40, y: 30)
    unscaled.appearScale = -1
    let conductor = OnboardingConductor(
      spec: makeSpec(images: [makeImage("a"), makeImage("b")], elements: [element, unscaled]),
      containerSize: containerSize)
    Finger(on: conductor, at: 0).move(to: 160, at: 0.1)
    // a: no translation, scale lerp(0.5, 2, 0.5); b: translation lerp, no scale.
    expectTransform(
      conductor.viewState(forKey: "a")?.transform, translateThenScale(.zero, 1.25))
    expectTransform(
      conductor.viewState(forKey: "b")?.transform, translateThenScale(Point(x: 25, y: 15), 1))
  }

  // MARK: - Settle springs

  @Test("u* solves e^(−u)(1 + u) = 0.001")
  func criticalProduct() throws {
    let expected = criticalProductByBisection()
    let u = OnboardingSpring.criticalSettleProduct
    #expect(abs(u - expected) < 1e-9)
    #expect(abs(u - 9.2334) < 1e-4)
    #expect(abs(exp(-u) * (1 + u) - 0.001) < 1e-15)
    // A critically damped spring of duration T takes ω₀ = u*/T: stiffness ω₀², damping 2ω₀.
    let parameters = try #require(OnboardingSpring(duration: 2, dampingRatio: 1).parameters)
    let omega0 = expected / 2
    #expect(abs(parameters.stiffness - omega0 * omega0) < 1e-9)
    #expect(abs(parameters.damping - 2 * omega0) < 1e-9)
  }

  @Test(
    "The settle spring follows UIKit's spring at chosen times",
    arguments: [(0.6, 2.0), (1.0, 1.0), (0.2, 0.0), (1.5, 0.5)])
  func settleSpring(damping: Double, velocity: Double) throws {
    let element = makeElement(["a"]) {
      $0.itemPages = [1]
      $0.startScale = 0.5
      $0.appearPosition = Point(x: 0, y: -30)
      $0.duration = 0.5
      $0.delay = 0.1
      $0.springDamping = damping
      $0.springVelocity = velocity
    }
    let recorder = ConductorRecorder()
    let conductor = OnboardingConductor(
      spec: makeSpec(images: [makeImage("a")], elements: [element]), containerSize: containerSize)
    conductor.eventHandler = recorder.record
    jump(conductor, to: 1, at: 1)
    let settle = try #require(recorder.settles.last)
    #expect(settle.page == 1)
    // The first run snaps to the start transform, then springs to the appear transform.
    let start = translateThenScale(.zero, 0.5)
    let appear = translateThenScale(Point(x: 0, y: -30), 1)
    for elapsed in [0.0, 0.05, 0.1, 0.15, 0.25, 0.4, 0.59, 0.6, 0.8] {
      conductor.advance(to: settle.time + elapsed)
      let p = uiKitSpringProgress(
        elapsed: elapsed, duration: 0.5, delay: 0.1, damping: damping, velocity: velocity)
      expectTransform(
        conductor.viewState(forKey: "a")?.transform, interpolate(start, appear, p),
        tolerance: 1e-9, "t = \(elapsed), ζ = \(damping), v = \(velocity)")
    }
  }

  @Test("The spring maps a duration to ω₀ as Framer does")
  func springMapping() throws {
    // ζ = 0.5, T = 0.4: ω₀ = ln(ζ/(ε√(1 − ζ²)))/(ζT); k = ω₀², c = 2ζω₀.
    let spring = OnboardingSpring(duration: 0.4, dampingRatio: 0.5, initialVelocity: 0)
    let parameters = try #require(spring.parameters)
    let omega0 = log(0.5 / (0.001 * (1 - 0.25).squareRoot())) / (0.5 * 0.4)
    #expect(abs(parameters.stiffness - omega0 * omega0) < 1e-9 * omega0 * omega0)
    #expect(abs(parameters.damping - 2 * 0.5 * omega0) < 1e-9 * omega0)
    #expect(parameters.mass == 1)
    // Over-damped ratios are critical; tiny ones are clamped to 0.01.
    #expect(OnboardingSpring(duration: 1, dampingRatio: 3).dampingRatio == 1)
    #expect(OnboardingSpring(duration: 1, dampingRatio: 0).dampingRatio == 0.01)
    // At the duration the animation is done: exactly 1.
    #expect(spring.progress(atElapsed: 0.4) == 1)
    #expect(spring.progress(atElapsed: -1) == 0)
  }

  @Test("A later settle springs back from the current transform, without snapping to the start")
  func laterSettle() throws {
    let element = makeElement(["a"]) {
      $0.itemPages = [1]
      $0.dragDisappearPages = [1]
      $0.appearPosition = Point(x: 0, y: -30)
      $0.endPosition = Point(x: 0, y: 200)
      $0.duration = 0.3
    }
    let recorder = ConductorRecorder()
    let conductor = OnboardingConductor(
      spec: makeSpec(images: [makeImage("a")], elements: [element]), containerSize: containerSize)
    conductor.eventHandler = recorder.record
    jump(conductor, to: 1, at: 1)
    conductor.advance(to: 2)
    expectTransform(
      conductor.viewState(forKey: "a")?.transform, translateThenScale(Point(x: 0, y: -30), 1))
    // Drag back a fifth of a page and leave the pages there (paging off): dragDisappear with
    // 1 − f = 0.2.
    var configuration = conductor.configuration
    configuration.isPagingEnabled = false
    conductor.configuration = configuration
    let finger = Finger(on: conductor, at: 2)
    finger.move(to: 320 - 64, at: 2.1)
    conductor.dragEnded(velocity: 0, at: 2.1)
    conductor.advance(to: 2.5)
    #expect(conductor.contentOffset == 256)
    let partial = disappearTransform(element, disappearProgress(1 - 0.8, multiplier: 2))
    expectTransform(conductor.viewState(forKey: "a")?.transform, partial)
    // Back on page 1: the spring restarts from the partial transform, not from the start
    // (the identity here), toward the appear transform.
    jump(conductor, to: 1, at: 3)
    #expect(recorder.settles.last?.page == 1)
    #expect(recorder.settles.last?.time == 3)
    for elapsed in [0.0, 0.05, 0.15, 0.31] {
      conductor.advance(to: 3 + elapsed)
      let p = uiKitSpringProgress(
        elapsed: elapsed, duration: 0.3, delay: 0, damping: 1, velocity: 1)
      expectTransform(
        conductor.viewState(forKey: "a")?.transform,
        interpolate(partial, translateThenScale(Point(x: 0, y: -30), 1), p), "t = \(elapsed)")
    }
  }

  @Test("Page 0's items spring in when the conductor is made, without a kick")
  func firstSettle() throws {
    let element = makeElement(["a"]) {
      $0.itemPages = [0]
      $0.startScale = 0
      $0.duration = 0.4
    }
    let recorder = ConductorRecorder()
    let conductor = OnboardingConductor(
      spec: makeSpec(images: [makeImage("a")], elements: [element]), containerSize: containerSize,
      time: 5)
    conductor.eventHandler = recorder.record
    conductor.advance(to: 5)  // the initialiser's events reach the handler at the first call
    #expect(recorder.settles.map(\.page) == [0])
    #expect(recorder.settles.first?.time == 5)
    let a = try #require(conductor.viewState(forKey: "a"))
    #expect(a.isAttached && a.alpha == 0)
    expectTransform(a.transform, translateThenScale(.zero, 0))
    conductor.advance(to: 5.2)
    let p = uiKitSpringProgress(elapsed: 0.2, duration: 0.4, delay: 0, damping: 1, velocity: 1)
    expectTransform(
      conductor.viewState(forKey: "a")?.transform,
      interpolate(translateThenScale(.zero, 0), .identity, p))
    // Added with alpha 0, fading in over 0.1 s.
    #expect(conductor.viewState(forKey: "a")?.alpha == 1)
    conductor.advance(to: 5.4)
    expectTransform(conductor.viewState(forKey: "a")?.transform, .identity)
  }

  // MARK: - Adding and removing (the reset rules at a settle)

  @Test("Added views fade in over 0.1 s at their insert index")
  func adding() throws {
    let element = makeElement(["a"]) {
      $0.appearPages = [1]
      $0.insertIndex = 0
    }
    let conductor = OnboardingConductor(
      spec: makeSpec(images: [makeImage("a")], elements: [element]), containerSize: containerSize)
    let finger = Finger(on: conductor, at: 1)
    finger.move(to: 100, at: 1)
    let a = try #require(conductor.viewState(forKey: "a"))
    #expect(a.isAttached && a.zIndex == 0 && a.alpha == 0)
    #expect(conductor.viewState(at: 0).zIndex == 1)  // the scroller moved up
    finger.move(to: 101, at: 1.025)
    #expect(abs((conductor.viewState(forKey: "a")?.alpha ?? -1) - caEaseInOut(0.25)) < 1e-9)
    finger.move(to: 102, at: 1.1)
    #expect(conductor.viewState(forKey: "a")?.alpha == 1)
  }

  @Test("Going forward, left-behind disappear elements reach their end and are removed")
  func resetForward() throws {
    let leaving = makeElement(["a"]) {
      $0.disappearPages = [1]
      $0.endPosition = Point(x: -300, y: 0)
      $0.endScale = 0.5
      $0.removes = true
    }
    let arriving = makeElement(["b"]) {
      $0.appearPages = [1]
      $0.startPosition = Point(x: 200, y: 0)
      $0.appearanceDelay = 0.6
    }
    let recorder = ConductorRecorder()
    let conductor = OnboardingConductor(
      spec: makeSpec(images: [makeImage("a"), makeImage("b")], elements: [leaving, arriving]),
      containerSize: containerSize)
    conductor.eventHandler = recorder.record
    #expect(conductor.scrollToPage(2, animated: true, at: 1))
    var now = 1.0
    while recorder.settles.count < 2 {
      now += 1.0 / 60
      conductor.advance(to: now)
      #expect(now < 3)
    }
    let settle = try #require(recorder.settles.last)
    #expect(settle.page == 2)
    conductor.advance(to: settle.time)
    // Bucket 1 was passed going forward: a is at its end and fading out, b snapped to q = 1
    // under the appearance-delay quirk: (1 − 0.6)/0.6 = 2/3.
    expectTransform(conductor.viewState(forKey: "a")?.transform, disappearTransform(leaving, 1))
    expectTransform(
      conductor.viewState(forKey: "b")?.transform,
      appearTransform(arriving, appearProgress(1, delay: 0.6)))
    // (1 − 0.6)/0.6 = 2/3, written out rather than computed by the helper.
    expectTransform(conductor.viewState(forKey: "b")?.transform, appearTransform(arriving, 2.0 / 3))
    conductor.advance(to: settle.time + 0.05)
    #expect(
      abs((conductor.viewState(forKey: "a")?.alpha ?? -1) - (1 - caEaseInOut(0.25))) < 1e-9)
    conductor.advance(to: settle.time + 0.1)
    #expect(abs((conductor.viewState(forKey: "a")?.alpha ?? -1) - 0.5) < 1e-9)
    #expect(conductor.viewState(forKey: "a")?.isAttached == true)
    conductor.advance(to: settle.time + 0.2)
    let a = try #require(conductor.viewState(forKey: "a"))
    #expect(!a.isAttached && a.alpha == 0 && a.zIndex == -1)
    #expect(conductor.viewState(forKey: "b")?.isAttached == true)
  }

  @Test(
    "Going back, a page's appear and dragDisappear elements return to their start and are removed")
  func resetBackward() throws {
    let appearing = makeElement(["a"]) {
      $0.appearPages = [1]
      $0.startPosition = Point(x: 0, y: 50)
      $0.removes = true
    }
    let popping = makeElement(["b"]) {
      $0.itemPages = [1]
      $0.dragDisappearPages = [1]
      $0.startScale = 0.2
      $0.endPosition = Point(x: 0, y: 300)
      $0.removes = true
    }
    let recorder = ConductorRecorder()
    let conductor = OnboardingConductor(
      spec: makeSpec(images: [makeImage("a"), makeImage("b")], elements: [appearing, popping]),
      containerSize: containerSize)
    conductor.eventHandler = recorder.record
    // Forward to page 1 by a drag: bucket 1 visited going forward.
    let forward = Finger(on: conductor, at: 0)
    forward.move(to: 200, at: 0.1)
    expectTransform(
      conductor.viewState(forKey: "a")?.transform, appearTransform(appearing, 200.0 / 320))
    release(conductor, velocity: -600, at: 0.1, settleBy: 2)
    #expect(recorder.settles.last?.page == 1)
    expectTransform(conductor.viewState(forKey: "a")?.transform, appearTransform(appearing, 1))
    #expect(conductor.viewState(forKey: "b")?.isAttached == true)
    // Back toward page 0: f = 220/320; a follows f, b disappears with 1 − f.
    let back = Finger(on: conductor, at: 3)
    back.move(to: 220, at: 3.1)
    let f = 220.0 / 320
    expectTransform(conductor.viewState(forKey: "a")?.transform, appearTransform(appearing, f))
    expectTransform(
      conductor.viewState(forKey: "b")?.transform,
      disappearTransform(popping, disappearProgress(1 - f, multiplier: 2)))
    release(conductor, velocity: 600, at: 3.1, settleBy: 5)
    let settle = try #require(recorder.settles.last)
    #expect(settle.page == 0)
    // Bucket 1 going back: both to their drag start (appear at 0), then faded and removed.
    conductor.advance(to: settle.time + 0.1)
    expectTransform(conductor.viewState(forKey: "a")?.transform, appearTransform(appearing, 0))
    expectTransform(conductor.viewState(forKey: "b")?.transform, appearTransform(popping, 0))
    #expect(abs((conductor.viewState(forKey: "a")?.alpha ?? -1) - 0.5) < 1e-9)
    conductor.advance(to: settle.time + 0.2)
    #expect(conductor.viewState(forKey: "a")?.isAttached == false)
    #expect(conductor.viewState(forKey: "b")?.isAttached == false)
  }

  @Test("Disappear elements of a page dragged toward and left are restored when the pages return")
  func reverseRestoresDisappear() throws {
    let element = makeElement(["a"]) {
      $0.disappearPages = [1]
      $0.appearPosition = Point(x: 5, y: 5)
      $0.endPosition = Point(x: -100, y: 0)
    }
    let recorder = ConductorRecorder()
    let conductor = OnboardingConductor(
      spec: makeSpec(images: [makeImage("a")], elements: [element]), containerSize: containerSize)
    conductor.eventHandler = recorder.record
    let finger = Finger(on: conductor, at: 0)
    finger.move(to: 100, at: 0.1)
    expectTransform(
      conductor.viewState(forKey: "a")?.transform,
      disappearTransform(element, disappearProgress(100.0 / 320, multiplier: 2)))
    release(conductor, at: 0.1, settleBy: 2)
    #expect(recorder.settles.last?.page == 0)
    // Bucket 1 is a reverse bucket at the settle on page 0: disappear at 0, the appear state.
    expectTransform(conductor.viewState(forKey: "a")?.transform, disappearTransform(element, 0))
  }

  // MARK: - Element views

  @Test("Several views are gathered in a container sized to the first, at their frames")
  func multipleViews() throws {
    let element = makeElement(["a", "b"]) {
      $0.key = "pair"
      $0.appearPages = [1]
      $0.startScale = 0.5
    }
    let spec = makeSpec(
      images: [
        makeImage("a", at: Point(x: 0.5, y: 0.5), immediately: true),
        makeImage("b", at: Point(x: 0.25, y: 0.25)),
      ], elements: [element])
    let conductor = OnboardingConductor(
      spec: spec, containerSize: containerSize,
      imageSizes: ["a": Size(width: 60, height: 40), "b": Size(width: 10, height: 10)])
    let states = conductor.viewStates
    let pair = try #require(states.firstIndex { $0.role == .elementContainer(element: 0) })
    #expect(states[pair].key == "pair")
    expectRect(states[pair].frame, Rect(x: 0, y: 0, width: 60, height: 40))
    #expect(!states[pair].isAttached)
    let a = try #require(conductor.viewState(forKey: "a"))
    #expect(a.superview == pair && a.superviewKey == "pair" && a.zIndex == 0)
    #expect(a.isAttached && !a.isInContainer)
    expectRect(a.frame, Rect(x: 130, y: 264, width: 60, height: 40))
    #expect(conductor.viewState(forKey: "b")?.zIndex == 1)
    Finger(on: conductor, at: 0).move(to: 160, at: 0.1)
    let moved = conductor.viewState(at: pair)
    #expect(moved.isAttached && moved.isInContainer)
    expectTransform(moved.transform, translateThenScale(.zero, 0.75))
    #expect(conductor.viewState(forKey: "a")?.isInContainer == true)
  }

  @Test("An element's superview takes its view, positioned inside it when it has no relative key")
  func superview() throws {
    let element = makeElement(["badge"]) {
      $0.appearPages = [1]
      $0.superview = "card"
    }
    let spec = makeSpec(
      images: [
        makeImage("card", at: Point(x: 0.5, y: 0.5), immediately: true),
        makeImage("badge", at: Point(x: 0.25, y: 1)),
      ], elements: [element])
    let conductor = OnboardingConductor(
      spec: spec, containerSize: containerSize,
      imageSizes: ["card": Size(width: 200, height: 100), "badge": Size(width: 20, height: 20)])
    // Centred at (0.25·200, 1·100) inside the card, not floored.
    expectRect(
      conductor.viewState(forKey: "badge")?.frame, Rect(x: 40, y: 90, width: 20, height: 20))
    Finger(on: conductor, at: 0).move(to: 10, at: 0.1)
    let card = try #require(conductor.viewIndex(forKey: "card"))
    let badge = try #require(conductor.viewState(forKey: "badge"))
    #expect(badge.superview == card && badge.superviewKey == "card" && badge.zIndex == 0)
  }

  @Test("A view is in the container exactly while its chain of superviews reaches it")
  func inContainerFollowsTheTree() throws {
    // c goes into b before b goes into the container; b leaves (remove) and comes back.
    let inner = makeElement(["c"]) {
      $0.appearPages = [1]
      $0.superview = "b"
    }
    let outer = makeElement(["b"]) {
      $0.appearPages = [1]
      $0.removes = true
    }
    let recorder = ConductorRecorder()
    let conductor = OnboardingConductor(
      spec: makeSpec(images: [makeImage("b"), makeImage("c")], elements: [inner, outer]),
      containerSize: containerSize)
    conductor.eventHandler = recorder.record
    func places() throws -> [Bool] {
      let b = try #require(conductor.viewState(forKey: "b"))
      let c = try #require(conductor.viewState(forKey: "c"))
      return [b.isAttached, b.isInContainer, c.isAttached, c.isInContainer]
    }
    #expect(try places() == [false, false, false, false])
    let finger = Finger(on: conductor, at: 0)
    finger.move(to: 100, at: 0.1)
    #expect(try places() == [true, true, true, true])
    #expect(conductor.viewState(forKey: "c")?.superviewKey == "b")
    // Back on page 0: bucket 1 is reset going back; b fades out and leaves, with c inside it.
    release(conductor, at: 0.1, settleBy: 2)
    #expect(recorder.settles.last?.page == 0)
    let settle = try #require(recorder.settles.last)
    conductor.advance(to: settle.time + 0.3)
    #expect(try places() == [false, false, true, false])
    #expect(conductor.viewState(forKey: "c")?.superviewKey == "b")
    // Dragged toward page 1 again: b is added back, and c with it.
    Finger(on: conductor, at: 3).move(to: 50, at: 3.1)
    #expect(try places() == [true, true, true, true])
  }

  // MARK: - Floating

  @Test("Floating images move by 3·e(t/5), 5·e(t/2) and scale by 1 + 0.1·e(t/3)")
  func floating() throws {
    let spec = makeSpec(images: [makeImage("f", at: Point(x: 0.5, y: 0.5), immediately: true)]) {
      $0.floatingImages = ["f"]
    }
    let conductor = OnboardingConductor(
      spec: spec, containerSize: containerSize, imageSizes: ["f": Size(width: 20, height: 20)],
      time: 10)
    #expect(conductor.isAnimating)
    func wave(_ u: Double) -> Double {
      let phase = u.truncatingRemainder(dividingBy: 2)
      return caEaseInOut(phase <= 1 ? phase : 2 - phase)
    }
    for t in [0.0, 1, 2, 3.7, 4, 7.5] {
      conductor.advance(to: 10 + t)
      if t == 2 {
        // e(1) = 1 exactly: 2 s in, the view is 5 pt down.
        #expect(abs((conductor.viewState(forKey: "f")?.frame.origin.y ?? 0) - 279) < 1e-9)
      }
      let state = try #require(conductor.viewState(forKey: "f"))
      expectRect(
        state.frame, Rect(x: 150 + 3 * wave(t / 5), y: 274 + 5 * wave(t / 2), width: 20, height: 20)
      )
      let scale = 1 + 0.1 * wave(t / 3)
      expectTransform(state.transform, Transform2D(scaleX: scale, y: scale))
    }
  }

  // MARK: - Chrome (texts, dismiss button, dots, Skip)

  @Test("Texts, the dismiss button, the dots and Skip sit where the original puts them")
  func chrome() throws {
    let spec = makeSpec(pages: 3) {
      $0.showsSkip = true
      $0.showsPageControl = true
      $0.pageTexts = [0: "Hello", 1: "More", 2: "Done"]
    }
    let size = Size(width: 375, height: 667)
    let conductor = OnboardingConductor(spec: spec, containerSize: size)
    let states = conductor.viewStates
    #expect(
      states.map(\.key) == [
        "scrollView", "pageControl", "skip", "pageText0", "pageText1", "dismissButton",
      ])
    #expect(states.map(\.zIndex) == [0, 1, 2, 3, 4, 5])
    // Dots: 200×20 centred at (187.5, 642), made integral: x 87.5 → 87, width 201.
    expectRect(states[1].frame, Rect(x: 87, y: 632, width: 201, height: 20))
    // Skip: 100×20 centred at (375 − 59, 667 − 25).
    expectRect(states[2].frame, Rect(x: 266, y: 632, width: 100, height: 20))
    #expect(conductor.viewState(forKey: "skip")?.role == .skipButton)
    // Label i: 264×80 centred at (i·W + W/2, maxY − 60); dismiss 264×35 at (2W + W/2, maxY − 100).
    for page in 0..<2 {
      expectRect(
        states[3 + page].frame,
        Rect(x: Double(page) * 375 + 187.5 - 132, y: 667 - 60 - 40, width: 264, height: 80))
    }
    expectRect(
      states[5].frame, Rect(x: 750 + 187.5 - 132, y: 667 - 100 - 17.5, width: 264, height: 35))
    #expect(conductor.textView(forPage: 2) == 5)
    let finger = Finger(on: conductor, at: 0)
    for (step, x) in [100.0, 187.4, 187.5, 600].enumerated() {
      finger.move(to: x, at: 0.1 * Double(step + 1))
      for index in 3...5 {
        expectTransform(
          conductor.viewState(at: index).transform, Transform2D(translationX: -x, y: 0))
      }
      expectTransform(conductor.viewState(at: 2).transform, .identity)
      // Round half up: ⌊x/W + 0.5⌋.
      #expect(conductor.pageControlPage == Int(x / 375 + 0.5))
    }
  }

  @Test("The dots clamp at the last page past the end")
  func dotsClamp() {
    let conductor = OnboardingConductor(
      spec: makeSpec(pages: 2) { $0.showsPageControl = true }, containerSize: containerSize)
    let finger = Finger(on: conductor, at: 0)
    finger.move(to: 320, at: 0.1)
    finger.move(to: 320 + 400, at: 0.2)  // rubber band past the last page
    #expect(conductor.contentOffset > 320)
    #expect(conductor.pageControlPage == 1)
  }

  // MARK: - Closing, pages and accessibility

  @Test("Skip, escape and magic tap on the last page close on the page the dots show")
  func closing() throws {
    let recorder = ConductorRecorder()
    let conductor = OnboardingConductor(
      spec: makeSpec(pages: 3) { $0.showsPageControl = true }, containerSize: containerSize,
      delegate: recorder)
    conductor.eventHandler = recorder.record
    conductor.close(at: 1)
    #expect(recorder.closes == [0])
    #expect(recorder.events.last?.kind == .didClose(page: 0))
    jump(conductor, to: 2, at: 2)
    conductor.accessibilityEscape(at: 3)
    #expect(conductor.accessibilityMagicTap(at: 4))
    #expect(recorder.closes == [0, 2, 2])
  }

  @Test(
    "scrollToPage clamps into the pages and answers whether they move; magic tap and three-finger scrolls page"
  )
  func paging() throws {
    let recorder = ConductorRecorder()
    let conductor = OnboardingConductor(
      spec: makeSpec(pages: 3) { $0.showsPageControl = true }, containerSize: containerSize,
      delegate: recorder)
    conductor.eventHandler = recorder.record
    #expect(!conductor.scrollToPage(-1, animated: true, at: 0))  // page 0, where the pages rest
    #expect(!conductor.scrollToPage(0, animated: true, at: 0))
    #expect(conductor.scrollToPage(99, animated: false, at: 0))  // clamped: the last page
    #expect(conductor.settledPage == 2 && conductor.contentOffset == 2 * containerSize.width)
    #expect(conductor.scrollToPage(0, animated: false, at: 0))
    #expect(!conductor.accessibilityScroll(forward: false, at: 0))
    #expect(conductor.accessibilityMagicTap(at: 0))
    conductor.advance(to: 1)
    #expect(conductor.settledPage == 1)
    #expect(conductor.accessibilityScroll(forward: true, at: 1))
    conductor.advance(to: 2)
    #expect(conductor.settledPage == 2)
    #expect(!conductor.accessibilityScroll(forward: true, at: 2))
    #expect(conductor.accessibilityScroll(forward: false, at: 2))
    conductor.advance(to: 3)
    #expect(conductor.settledPage == 1)
    #expect(recorder.closes.isEmpty)
    #expect(recorder.settles.map(\.page) == [0, 2, 0, 1, 2, 1])
  }

  @Test("Each settle asks a screen reader to focus that page's text")
  func accessibilityFocus() throws {
    let recorder = ConductorRecorder()
    let conductor = OnboardingConductor(
      spec: makeSpec(pages: 2) {
        $0.showsPageControl = true
        $0.pageTexts = [0: "Hi", 1: "Go"]
      }, containerSize: containerSize)
    conductor.eventHandler = recorder.record
    jump(conductor, to: 1, at: 1)
    let focus = recorder.events.compactMap { event -> OnboardingEvent.Kind? in
      if case .accessibilityFocus = event.kind { return event.kind }
      return nil
    }
    // The views found by their keys and roles, not by the lookup under test.
    let states = conductor.viewStates
    let label = try #require(states.firstIndex { $0.key == "pageText0" })
    let button = try #require(states.firstIndex { $0.key == "dismissButton" })
    #expect(states[label].role == .pageText(page: 0))
    #expect(states[button].role == .dismissButton(page: 1))
    #expect(
      focus == [
        .accessibilityFocus(page: 0, view: label), .accessibilityFocus(page: 1, view: button),
      ])
    #expect(conductor.textView(forPage: 0) == label && conductor.textView(forPage: 1) == button)
  }

  // MARK: - Custom views and animations

  @Test("Custom views and animations registered at configuration time are used with raw fractions")
  func customViewsAndAnimations() throws {
    let element = makeElement([]) {
      $0.customSubview = "badge"
      $0.appearPages = [1]
      $0.itemPages = [1]
      $0.appearanceDelay = 0.5
      $0.customAppearAnimation = "spin"
    }
    let recorder = ConductorRecorder()
    var fractions: [Double] = []
    recorder.configure = { conductor in
      // The images exist already; the texts do not.
      #expect(conductor.viewIndex(forKey: "a") != nil)
      #expect(conductor.textView(forPage: 0) == nil)
      conductor.setCustomView(size: Size(width: 50, height: 50), forKey: "badge")
      conductor.setCustomAnimation(
        { view, fraction in
          fractions.append(fraction)
          let scale = fraction < 0 ? 2 : fraction
          view.transform = Transform2D(scaleX: scale, y: scale)
          view.alpha = 0.5
        }, forKey: "spin")
    }
    let conductor = OnboardingConductor(
      spec: makeSpec(images: [makeImage("a")], elements: [element]) {
        $0.pageTexts = [0: "Hi"]
      }, containerSize: containerSize, delegate: recorder)
    conductor.eventHandler = recorder.record
    let badge = try #require(conductor.viewIndex(forKey: "badge"))
    #expect(conductor.viewState(at: badge).role == .customView)
    expectRect(conductor.viewState(at: badge).frame, Rect(x: 0, y: 0, width: 50, height: 50))
    #expect(badge < (conductor.textView(forPage: 0) ?? 0))
    Finger(on: conductor, at: 0).move(to: 96, at: 0.1)
    // The raw fraction: no appearance delay.
    #expect(fractions == [0.3])
    expectTransform(conductor.viewState(at: badge).transform, Transform2D(scaleX: 0.3, y: 0.3))
    #expect(conductor.viewState(at: badge).alpha == 0.5)
    #expect(conductor.viewState(at: badge).isAttached)
    release(conductor, velocity: -600, at: 0.1, settleBy: 2)
    // The settle calls it with −1 (and the forward reset of bucket 1 with 1).
    #expect(fractions.suffix(2) == [-1, 1])
  }

  // MARK: - Preconditions

  @Test("A spec built in code may have up to maximumPageCount pages, and no more")
  func pageLimit() async {
    #expect(OnboardingSpec.maximumPageCount == 10_000)
    let largest = OnboardingConductor(
      spec: makeSpec(pages: OnboardingSpec.maximumPageCount), containerSize: containerSize)
    #expect(largest.pageCount == OnboardingSpec.maximumPageCount)
    expectExitMessage(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        _ = OnboardingConductor(
          spec: makeSpec(pages: OnboardingSpec.maximumPageCount + 1),
          containerSize: Size(width: 320, height: 568))
      }, "A spec must have at most OnboardingSpec.maximumPageCount pages")
    expectExitMessage(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        _ = OnboardingConductor(
          spec: makeSpec(pages: Int.max), containerSize: Size(width: 320, height: 568))
      }, "A spec must have at most OnboardingSpec.maximumPageCount pages")
  }

  @Test("The container's origin must be finite")
  func containerOriginTraps() async {
    expectExitMessage(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        _ = OnboardingConductor(
          spec: makeSpec(), containerSize: Size(width: 320, height: 568),
          containerOrigin: Point(x: .nan, y: 0))
      }, "A container origin must be finite")
    expectExitMessage(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        _ = OnboardingConductor(
          spec: makeSpec(), containerSize: Size(width: 320, height: 568),
          containerOrigin: Point(x: 0, y: .infinity))
      }, "A container origin must be finite")
  }

  @Test("Options take a snap threshold in 0…1 only")
  func snapThresholdTraps() async {
    #expect(OnboardingCompatibility(dragSnapThreshold: 0).dragSnapThreshold == 0)
    #expect(OnboardingCompatibility(dragSnapThreshold: 1).dragSnapThreshold == 1)
    expectExitMessage(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        _ = OnboardingCompatibility(dragSnapThreshold: 1.5)
      }, "A snap threshold must lie in 0...1")
    expectExitMessage(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        _ = OnboardingCompatibility(dragSnapThreshold: .nan)
      }, "A snap threshold must lie in 0...1")
  }
}
