import CarouselKit
import SoakSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

// MARK: - A host of elements, as a test drives one

/// Elements of a scene, the values a host keeps for them, and what an animator wrote.
private final class Host {
  var values: [String: [ParallaxProperty: ParallaxValue]] = [:]
  var reads: [(String, ParallaxProperty)] = []
  var writes: [(String, ParallaxProperty, ParallaxValue)] = []

  /// A host whose elements rest at `values`.
  init(values: [String: [ParallaxProperty: ParallaxValue]] = [:]) { self.values = values }

  func read(_ element: String, _ property: ParallaxProperty) -> ParallaxValue {
    reads.append((element, property))
    guard let value = values[element]?[property] else {
      Issue.record("no resting \(property) for \(element)")
      return .scalar(0)
    }
    return value
  }

  func write(_ element: String, _ property: ParallaxProperty, _ value: ParallaxValue) {
    writes.append((element, property, value))
    values[element, default: [:]][property] = value
  }

  func apply(_ animator: ParallaxAnimator<String>, _ progress: ParallaxProgress) {
    writes.removeAll()
    animator.apply(progress, reading: read, writing: write)
  }

  func scalar(_ element: String, _ property: ParallaxProperty) -> Double? {
    if case .scalar(let v)? = values[element]?[property] { return v }
    return nil
  }
}

/// Parade's range mapping, from the spec: p for 0...1; else 0 below, 1 above, linear between.
private func rangeMap(_ p: Double, _ range: ClosedRange<Double>) -> Double {
  if range == 0...1 { return p }
  if p >= range.upperBound { return 1 }
  if p <= range.lowerBound { return 0 }
  return (p - range.lowerBound) / (range.upperBound - range.lowerBound)
}

private func inSine(_ p: Double) -> Double { sin((p - 1) * Double.pi / 2) + 1 }
private func outSine(_ p: Double) -> Double { sin(p * Double.pi / 2) }

// MARK: - Progress

@Suite("Parallax progress")
struct ParallaxProgressTests {
  @Test("r = (c − L/2)/L: arriving below or right with 1 − r, leaving above or left with 1 + r")
  func measure() {
    let length = 600.0
    for centre in [-900.0, -300, 0, 100, 299.8, 300, 300.2, 450, 600, 900, 1200] {
      let r = max(-1, min(1, (centre - length / 2) / length))
      let progress = ParallaxProgress(centre: centre, contentOffset: 0, viewportLength: length)
      if r > 0.0005 {
        #expect(progress == .arriving(1 - r), "\(centre)")
      } else if r < -0.0005 {
        #expect(progress == .leaving(1 + r), "\(centre)")
      } else {
        #expect(progress == .centre, "\(centre)")
      }
    }
  }

  @Test("The content offset moves the centre; viewport coordinates ignore the screen")
  func offsetAndCoordinates() {
    // A viewport 400 pt long that starts 100 pt down the screen.
    let viewport = ParallaxProgress(centre: 700, contentOffset: 400, viewportLength: 400)
    #expect(viewport == .arriving(1 - (300 - 200) / 400.0))
    let screen = ParallaxProgress(
      centre: 700, contentOffset: 400, viewportLength: 400,
      coordinates: .screen(viewportOrigin: 100))
    #expect(screen == .arriving(1 - (400 - 200) / 400.0))
    // An element centred in the viewport is centred only in viewport coordinates.
    let centred = ParallaxProgress(centre: 600, contentOffset: 400, viewportLength: 400)
    #expect(centred == .centre)
    let offCentre = ParallaxProgress(
      centre: 600, contentOffset: 400, viewportLength: 400,
      coordinates: .screen(viewportOrigin: 100))
    #expect(offCentre == .arriving(0.75))
  }

  @Test("A pager's pages: page k's centre is k·W + W/2 − x, on the horizontal axis")
  func pagerPages() {
    let width = 320.0
    let pager = Pager(layout: PageLayout(pageCount: 5, viewportLength: width))
    pager.setContentOffset(1.3 * width, animated: false)
    for page in 0..<5 {
      let centre = Double(page) * width + width / 2 - 1.3 * width
      let expected = ParallaxProgress(relativePosition: (centre - width / 2) / width)
      #expect(pager.parallaxProgress(ofPage: page) == expected)
    }
    #expect(pager.parallaxProgress(ofPage: 1) == .leaving(1 - 0.3))
    #expect(close(pager.parallaxProgress(ofPage: 2).value, 0.3, roundingTolerance))
    #expect(pager.parallaxProgress(ofPage: 2).side == .arriving)
    #expect(pager.parallaxProgress(ofPage: 4) == .arriving(0))
  }

  @Test("Pages of their own widths use their own centres")
  func unevenPages() {
    let pager = Pager(layout: PageLayout(pageLengths: [200, 400, 300], viewportLength: 400))
    pager.setContentOffset(150, animated: false)
    // Page 1 spans 200…600: centre 400, 250 into the viewport.
    #expect(pager.parallaxProgress(ofPage: 1) == .arriving(1 - (250.0 - 200) / 400))
  }

  @Test("An animator measures along its axis: y and the height vertically, x and the width across")
  func animatorAxis() {
    // The same element, scrolled content and viewport for both animators. Worked by hand with
    // r = (c − offset − L/2)/L:
    //   vertical:   c = 700, offset 400, L = 400 → (300 − 200)/400 = 0.25 → arriving 1 − 0.25
    //   horizontal: c = 275, offset 250, L = 200 → (25 − 100)/200 = −0.375 → leaving 1 − 0.375
    let centre = Point(x: 275, y: 700)
    let offset = Point(x: 250, y: 400)
    let viewport = Size(width: 200, height: 400)
    let vertical = ParallaxAnimator<String>(axis: .vertical)
    let horizontal = ParallaxAnimator<String>(axis: .horizontal)
    #expect(
      vertical.progress(ofCentre: centre, contentOffset: offset, viewport: viewport)
        == .arriving(0.75))
    #expect(
      horizontal.progress(ofCentre: centre, contentOffset: offset, viewport: viewport)
        == .leaving(0.625))
    // Parade's screen coordinates, a viewport starting 100 pt down or across the screen:
    //   vertical:   (300 + 100 − 200)/400 = 0.5 → arriving 0.5
    //   horizontal: (25 + 100 − 100)/200 = 0.125 → arriving 0.875
    let screen = ParallaxCoordinates.screen(viewportOrigin: 100)
    #expect(
      vertical.progress(
        ofCentre: centre, contentOffset: offset, viewport: viewport, coordinates: screen)
        == .arriving(0.5))
    #expect(
      horizontal.progress(
        ofCentre: centre, contentOffset: offset, viewport: viewport, coordinates: screen)
        == .arriving(0.875))
    // Centred along the axis, whatever the other axis says: y 600 − 400 = L/2 = 200;
    // x 350 − 250 = 100 = W/2.
    #expect(
      vertical.progress(
        ofCentre: Point(x: -5000, y: 600), contentOffset: offset, viewport: viewport) == .centre)
    #expect(
      horizontal.progress(
        ofCentre: Point(x: 350, y: 9000), contentOffset: offset, viewport: viewport) == .centre)
  }

  @Test("Walkthrough and sliding pages hand over their pager's page progress")
  func pageModels() {
    let walkthrough = Walkthrough<String>(viewportSize: Size(width: 375, height: 667))
    for name in ["a", "b", "c"] { walkthrough.addPage(name) }
    walkthrough.setContentOffset(375 * 0.25, animated: false)
    #expect(walkthrough.parallaxProgress(ofPage: 0) == .leaving(0.75))
    #expect(walkthrough.parallaxProgress(ofPage: 1) == .arriving(0.25))
  }

  @Test(
    "A carousel's items: offset × item width from the centre, on either axis",
    arguments: [false, true])
  func carouselItems(vertical: Bool) {
    let (carousel, _, _, _) = makeCarousel(count: 10)
    carousel.configuration.isVertical = vertical
    carousel.configuration.itemSize = Size(width: 200, height: 120)
    carousel.scrollOffset = 3.4
    let length = vertical ? 480.0 : 320.0
    let itemWidth = vertical ? 120.0 : 200.0
    for index in 0..<10 {
      let offset = Double(index) - 3.4
      let expected = ParallaxProgress(relativePosition: offset * itemWidth / length)
      #expect(carousel.parallaxProgress(ofItemAt: index) == expected, "\(index)")
    }
    for item in carousel.items {
      #expect(
        carousel.parallaxProgress(of: item) == carousel.parallaxProgress(ofItemAt: item.index))
    }
  }
}

// MARK: - The animator

@Suite("Parallax animator")
struct ParallaxAnimatorTests {
  @Test("Range mapping: p on 0...1; 0 below, 1 above and linear inside other ranges")
  func ranges() {
    let ranges: [ClosedRange<Double>] = [0...1, 0.3...1, 0...0.4, 0.6...1, 0.25...0.75]
    for range in ranges {
      let state = ParallaxAnimator<String>()
      var made: ParallaxPropertyMaker?
      state.startState(for: "e") { made = $0.alpha(0).range(range) }
      for p in stride(from: 0.0, through: 1, by: 0.05) {
        #expect(made?.property.rangeProgress(p) == rangeMap(p, range), "\(range) at \(p)")
      }
    }
  }

  @Test("Arriving, each start property runs from its value to the resting one along its curve")
  func arrivingPerPropertyEasing() {
    let animator = ParallaxAnimator<String>()
    animator.startState(for: "logo") { state in
      state.alpha(0).easing(.inSine)
      state.center(Point(x: 100, y: 900)).easing(.outSine).range(0.3...1)
      state.cornerRadius(40)
    }
    let host = Host()
    host.values["logo"] = [
      .alpha: .scalar(0.8), .center: .point(Point(x: 160, y: 300)), .cornerRadius: .scalar(4),
    ]
    for p in [0.0, 0.1, 0.3, 0.45, 0.7, 0.95, 1] {
      host.apply(animator, .arriving(p))
      let alpha = 0 + (0.8 - 0) * inSine(p)
      let e = outSine(rangeMap(p, 0.3...1))
      let radius = 40 + (4 - 40) * p
      #expect(host.values["logo"]?[.alpha] == .scalar(alpha))
      #expect(
        host.values["logo"]?[.center]
          == .point(Point(x: 100 + (160 - 100) * e, y: 900 + (300 - 900) * e)))
      #expect(host.values["logo"]?[.cornerRadius] == .scalar(radius))
    }
    // Properties are written in the order they were given.
    #expect(host.writes.map(\.1) == [.alpha, .center, .cornerRadius])
  }

  @Test("Curves of your own, Béziers, rigid and 3D transforms and keys of your own reach a frame")
  func everyKindThroughApply() {
    let animator = ParallaxAnimator<String>(
      compatibility: ParallaxCompatibility(affineInterpolation: .rigid))
    let square = Easing(name: "square", value: { $0 * $0 }, slope: { 2 * $0 })
    let turn = Transform2D(rotationAngle: Double.pi / 2)
    let deep = Transform3D(
      m11: 1, m12: 2, m13: 3, m14: 4, m21: 5, m22: 6, m23: 7, m24: 8, m31: 9, m32: 10, m33: 11,
      m34: 12, m41: 13, m42: 14, m43: 15, m44: 16)
    animator.startState(for: "card") { state in
      state.alpha(0).easing(square)
      state.transform(turn).easing(.easeInEaseOut)
      state.transform3D(deep).range(0.5...1)
      state.viewValue(.size(Size(width: 10, height: 20)), forKey: "glow").easing(square)
      state.bounds(Rect(x: 8, y: 8, width: 0, height: 40))
    }
    let host = Host()
    host.values["card"] = [
      .alpha: .scalar(1), .transform: .affineTransform(.identity),
      .transform3D: .transform3D(.identity),
      .viewKey("glow"): .size(Size(width: 30, height: 60)),
      .bounds: .rect(Rect(x: 0, y: 0, width: 100, height: 40)),
    ]
    host.apply(animator, .arriving(0.5))
    #expect(host.scalar("card", .alpha) == 0.25)  // 0 + (1 − 0)·0.5²
    #expect(host.values["card"]?[.viewKey("glow")] == .size(Size(width: 15, height: 30)))
    // Core Animation's ease-in-ease-out is symmetric, so half-way is half the turn: rigidly,
    // a rotation by π/4 at full scale, not the entry-wise blend of length √½.
    guard case .affineTransform(let t)? = host.values["card"]?[.transform] else {
      return #expect(Bool(false))
    }
    #expect(abs(t.a - cos(Double.pi / 4)) < 1e-9 && abs(t.b - sin(Double.pi / 4)) < 1e-9)
    // 0.5 sits at the range's lower bound: the 3D transform is still the state's.
    #expect(host.values["card"]?[.transform3D] == .transform3D(deep))
    #expect(host.values["card"]?[.bounds] == .rect(Rect(x: 4, y: 4, width: 50, height: 40)))
    host.apply(animator, .arriving(0.75))
    guard case .transform3D(let m)? = host.values["card"]?[.transform3D] else {
      return #expect(Bool(false))
    }
    #expect(m.m11 == 1 && m.m12 == 1 && m.m44 == 8.5)  // half-way over 0.5...1
    // An end state added later is compiled too, its own curve included.
    animator.endState(for: "card") { $0.alpha(0.5).easing(square) }
    host.apply(animator, .leaving(0.5))
    #expect(host.scalar("card", .alpha) == 0.625)  // 0.5 + (1 − 0.5)·0.5²
  }

  @Test("Leaving, the end state applies; arriving without a start state shows the resting values")
  func sides() {
    let animator = ParallaxAnimator<String>()
    animator.endState(for: "e") { $0.alpha(0.2) }
    let host = Host(values: ["e": [.alpha: .scalar(1)]])
    host.apply(animator, .leaving(0.25))
    #expect(host.scalar("e", .alpha) == 0.2 + (1 - 0.2) * 0.25)
    host.apply(animator, .arriving(0.25))
    #expect(host.scalar("e", .alpha) == 1)
    host.apply(animator, .centre)
    #expect(host.scalar("e", .alpha) == 1)
  }

  @Test("At the centre the start state applies at p = 1")
  func centre() {
    let animator = ParallaxAnimator<String>()
    animator.startState(for: "e") { $0.alpha(0) }
    animator.endState(for: "e") { $0.alpha(0.5) }
    let host = Host(values: ["e": [.alpha: .scalar(0.9)]])
    host.apply(animator, .centre)
    #expect(host.writes.count == 1)
    #expect(host.scalar("e", .alpha) == 0.9)
  }

  @Test("Parade's outInExponential leaves a centred property half-way; the corrected one does not")
  func centreWithBrokenCurve() {
    for (set, expected) in [(Easing.CurveSet.parade, 0.5), (.corrected, 1.0)] {
      let animator = ParallaxAnimator<String>()
      animator.startState(for: "e") { $0.alpha(0).easing(Easing(.outInExponential, set: set)) }
      let host = Host(values: ["e": [.alpha: .scalar(1)]])
      host.apply(animator, .centre)
      #expect(close(host.scalar("e", .alpha) ?? .nan, expected, roundingTolerance), "\(set)")
    }
  }

  @Test("Curves are not clamped: Back overshoots the resting value")
  func overshoot() {
    let animator = ParallaxAnimator<String>()
    animator.startState(for: "e") { $0.shadowRadius(0).easing(.outBack) }
    let host = Host(values: ["e": [.shadowRadius: .scalar(10)]])
    host.apply(animator, .arriving(0.5))
    // outBack(½) = 1.0876975 (Parade's own test).
    #expect(close(host.scalar("e", .shadowRadius) ?? .nan, 10.876975, 1e-7))
  }

  @Test("The snapshot is read once, at the first apply; recapture reads it again")
  func snapshot() {
    let animator = ParallaxAnimator<String>()
    animator.startState(for: "e") { $0.alpha(0) }
    let host = Host(values: ["e": [.alpha: .scalar(1)]])
    #expect(!animator.hasSnapshot)
    host.apply(animator, .arriving(0.5))
    #expect(host.reads.count == 1)
    #expect(animator.restingValue(of: .alpha, for: "e") == .scalar(1))
    // A reused cell: the host configures new resting values; the old snapshot persists.
    host.values["e"]?[.alpha] = .scalar(0.6)
    host.apply(animator, .arriving(0.5))
    #expect(host.reads.count == 1)
    #expect(host.scalar("e", .alpha) == 0.5)
    host.values["e"]?[.alpha] = .scalar(0.6)
    animator.recaptureSnapshot()
    host.apply(animator, .arriving(0.5))
    #expect(host.reads.count == 2)
    #expect(host.scalar("e", .alpha) == 0.3)
  }

  @Test("A property added after the snapshot has its resting value read at the next apply")
  func lateProperty() {
    let animator = ParallaxAnimator<String>()
    animator.startState(for: "e") { $0.alpha(0) }
    let host = Host(values: ["e": [.alpha: .scalar(1), .zPosition: .scalar(10)]])
    host.apply(animator, .arriving(0.5))
    animator.startState(for: "e") { $0.zPosition(-10) }
    host.apply(animator, .arriving(0.5))
    #expect(host.reads.map(\.1) == [.alpha, .zPosition])
    #expect(host.scalar("e", .zPosition) == 0)
    #expect(host.scalar("e", .alpha) == 0.5)
  }

  @Test("Chains: attached animators get the same progress, to any depth, after the parent")
  func chains() {
    let host = Host()
    var animators: [ParallaxAnimator<String>] = []
    for depth in 0..<4 {
      let animator = ParallaxAnimator<String>(axis: depth % 2 == 0 ? .vertical : .horizontal)
      animator.endState(for: "e\(depth)") { $0.alpha(Double(depth) / 10) }
      host.values["e\(depth)"] = [.alpha: .scalar(1)]
      animators.last?.attach(animator)
      animators.append(animator)
    }
    host.apply(animators[0], .leaving(0.4))
    #expect(host.writes.map(\.0) == ["e0", "e1", "e2", "e3"])
    for depth in 0..<4 {
      let from = Double(depth) / 10
      #expect(host.scalar("e\(depth)", .alpha) == from + (1 - from) * 0.4)
    }
    // Attaching again changes nothing.
    animators[0].attach(animators[1])
    #expect(animators[0].attached.count == 1)
  }

  @Test("A chain cannot loop")
  func loopsTrap() async {
    expectExitMessage(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        let a = ParallaxAnimator<String>()
        let b = ParallaxAnimator<String>()
        a.attach(b)
        b.attach(a)
      }, "A parallax chain cannot loop back to an animator")
    expectExitMessage(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        let a = ParallaxAnimator<String>()
        a.attach(a)
      }, "A parallax chain cannot loop back to an animator")
  }

  @Test(
    "A property's value must be of its kind and finite, and the host's resting value of its kind too"
  )
  func kindsTrap() async {
    expectExitMessage(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        ParallaxAnimator<String>().startState(for: "e") { $0.set(.alpha, to: .point(.zero)) }
      }, "The parallax property alpha takes a scalar, not a point")
    expectExitMessage(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        let animator = ParallaxAnimator<String>()
        animator.startState(for: "e") { $0.alpha(0) }
        animator.apply(.centre, reading: { _, _ in .point(.zero) }, writing: { _, _, _ in })
      }, "The resting alpha of a parallax element must be a scalar, not a point")
    expectExitMessage(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        ParallaxAnimator<String>().startState(for: "e") { $0.alpha(.nan) }
      }, "A parallax value must be finite")
  }

  @Test("A key of your own holds one kind of value in a state and in an element's two states")
  func customKeyKinds() {
    let animator = ParallaxAnimator<String>()
    animator.startState(for: "e") { state in
      state.viewValue(.scalar(2), forKey: "blur")
      state.viewValue(.scalar(3), forKey: "blur")
      state.layerValue(.point(.zero), forKey: "blur")
    }
    animator.endState(for: "e") { $0.viewValue(.scalar(5), forKey: "blur") }
    // Another element may give the same key another kind.
    animator.startState(for: "f") { $0.viewValue(.size(Size(width: 1, height: 2)), forKey: "blur") }
    #expect(animator.startState(of: "e")?.map(\.value) == [.scalar(3), .point(.zero)])
    #expect(animator.endState(of: "e")?.map(\.value) == [.scalar(5)])
    #expect(animator.startState(of: "f")?.first?.value.kind == .size)
  }

  @Test("A key of your own that changes kind traps: in one state, or from start to end state")
  func customKeyKindsTrap() async {
    expectExitMessage(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        ParallaxAnimator<String>().startState(for: "e") { state in
          state.viewValue(.scalar(1), forKey: "blur")
          state.viewValue(.point(.zero), forKey: "blur")
        }
      }, "A parallax key holds one kind of value in a state")
    expectExitMessage(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        // Parade's first-wins would silently drop the second value, of the wrong kind.
        ParallaxAnimator<String>(compatibility: .original).endState(for: "e") { state in
          state.layerValue(.scalar(1), forKey: "speed")
          state.layerValue(.color(.white), forKey: "speed")
        }
      }, "A parallax key holds one kind of value in a state")
    expectExitMessage(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        let animator = ParallaxAnimator<String>()
        animator.startState(for: "e") { $0.layerValue(.scalar(1), forKey: "speed") }
        animator.endState(for: "e") { $0.layerValue(.size(.zero), forKey: "speed") }
      }, "A parallax key holds one kind of value in both states of an element")
    expectExitMessage(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        let animator = ParallaxAnimator<String>()
        animator.endState(for: "e") { $0.viewValue(.point(.zero), forKey: "tilt") }
        animator.startState(for: "e") { $0.viewValue(.scalar(1), forKey: "tilt") }
      }, "A parallax key holds one kind of value in both states of an element")
    expectExitMessage(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        // A state kept past its build closure is checked when the animator next applies.
        let animator = ParallaxAnimator<String>()
        var kept: ParallaxStateMaker?
        animator.startState(for: "e") { kept = $0 }
        animator.endState(for: "e") { $0.viewValue(.scalar(1), forKey: "tilt") }
        kept?.viewValue(.point(.zero), forKey: "tilt")
        // The host reads the start state's kind, and the centre writes only the start state.
        animator.apply(.centre, reading: { _, _ in .point(.zero) }, writing: { _, _, _ in })
      }, "A parallax key holds one kind of value in both states of an element")
  }

  @Test("A range outside 0...1 traps")
  func rangeTrap() async {
    expectExitMessage(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        ParallaxAnimator<String>().startState(for: "e") { $0.alpha(0).range(-0.1...1) }
      }, "A parallax range must lie within 0...1")
    expectExitMessage(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        ParallaxAnimator<String>().startState(for: "e") { $0.alpha(0).range(0.5...1.5) }
      }, "A parallax range must lie within 0...1")
    expectExitMessage(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        ParallaxAnimator<String>().startState(for: "e") { $0.alpha(0).range(0...Double.infinity) }
      }, "A parallax range must lie within 0...1")
  }

  @Test("startEndState builds both states alike, and forElements each element")
  func startEndForElements() {
    let animator = ParallaxAnimator<String>()
    animator.startEndState(forElements: ["a", "b"]) { $0.alpha(0).easing(.inSine) }
    #expect(animator.elements == ["a", "b"])
    for element in ["a", "b"] {
      #expect(animator.startState(of: element)?.map(\.property) == [.alpha])
      #expect(animator.endState(of: element)?.first?.easing.curve == .inSine)
    }
  }
}

// MARK: - Value types

@Suite("Parallax values")
struct ParallaxValueTests {
  let f = 0.37

  @Test("Numbers, points, sizes: from + (to − from)·f")
  func linear() {
    #expect(ParallaxValue.scalar(2).interpolated(to: .scalar(7), by: f) == .scalar(2 + 5 * f))
    #expect(
      ParallaxValue.point(Point(x: 1, y: -4)).interpolated(to: .point(Point(x: 9, y: 6)), by: f)
        == .point(Point(x: 1 + 8 * f, y: -4 + 10 * f)))
    #expect(
      ParallaxValue.size(Size(width: 10, height: 0)).interpolated(
        to: .size(Size(width: 20, height: 5)), by: f)
        == .size(Size(width: 10 + 10 * f, height: 5 * f)))
  }

  @Test("Rectangles move their origin; Parade's keep the resting origin")
  func rects() {
    let from = ParallaxValue.rect(Rect(x: 0, y: 0, width: 10, height: 20))
    let to = ParallaxValue.rect(Rect(x: 40, y: -20, width: 30, height: 60))
    #expect(
      from.interpolated(to: to, by: f)
        == .rect(Rect(x: 40 * f, y: -20 * f, width: 10 + 20 * f, height: 20 + 40 * f)))
    #expect(
      from.interpolated(to: to, by: f, compatibility: .original)
        == .rect(Rect(x: 40, y: -20, width: 10 + 20 * f, height: 20 + 40 * f)))
  }

  @Test("Colours interpolate their RGBA components as (1 − f)·from + f·to")
  func colors() {
    let from = RGBAColor(red: 0, green: 0.5, blue: 1, alpha: 0.2)
    let to = RGBAColor(red: 1, green: 0.25, blue: 0, alpha: 1)
    let value = ParallaxValue.color(from).interpolated(to: .color(to), by: f)
    let expected = RGBAColor(
      red: (1 - f) * 0 + f * 1, green: (1 - f) * 0.5 + f * 0.25, blue: (1 - f) * 1 + f * 0,
      alpha: (1 - f) * 0.2 + f * 1)
    #expect(value == .color(expected))
  }

  @Test("Affine transforms interpolate entry by entry, as Parade: a quarter turn shrinks half-way")
  func affineComponentWise() {
    let turn = Transform2D(rotationAngle: Double.pi / 2)
    let value = ParallaxValue.affineTransform(.identity).interpolated(
      to: .affineTransform(turn), by: 0.5)
    guard case .affineTransform(let t) = value else { return #expect(Bool(false)) }
    #expect(t.a == 1 + (turn.a - 1) * 0.5)
    #expect(t.b == 0 + (turn.b - 0) * 0.5)
    // The x axis' image has length √½, not 1.
    #expect(close((t.a * t.a + t.b * t.b).squareRoot(), 0.5.squareRoot(), 1e-12))
  }

  @Test("The rigid option keeps a rotation rigid: the angle interpolates, the scale does not dip")
  func affineRigid() {
    let options = ParallaxCompatibility(affineInterpolation: .rigid)
    let end = Transform2D(rotationAngle: Double.pi / 2).concatenating(
      Transform2D(translationX: 40, y: -10))
    for fraction in [0.0, 0.25, 0.5, 0.9, 1] {
      let value = ParallaxValue.affineTransform(.identity).interpolated(
        to: .affineTransform(end), by: fraction, compatibility: options)
      guard case .affineTransform(let t) = value else { return #expect(Bool(false)) }
      let angle = fraction * Double.pi / 2
      #expect(close(t.a, cos(angle), 1e-12) && close(t.b, sin(angle), 1e-12))
      #expect(close(t.c, -sin(angle), 1e-12) && close(t.d, cos(angle), 1e-12))
      #expect(close(t.tx, 40 * fraction, 1e-12) && close(t.ty, -10 * fraction, 1e-12))
    }
    // Scale and shear interpolate too; the angle goes the short way round.
    let from = Transform2D(rotationAngle: 3).concatenating(Transform2D(scaleX: 2, y: 2))
    let to = Transform2D(rotationAngle: -3)
    let mid = ParallaxValue.affineTransform(from).interpolated(
      to: .affineTransform(to), by: 0.5, compatibility: options)
    guard case .affineTransform(let t) = mid else { return #expect(Bool(false)) }
    let midAngle = 3 + (2 * Double.pi - 6) / 2  // π, across ±π rather than through 0
    #expect(close(t.a, 1.5 * cos(midAngle), 1e-12) && close(t.b, 1.5 * sin(midAngle), 1e-12))
  }

  @Test("Rigid interpolation stays finite for entries near the largest doubles")
  func rigidHuge() {
    let options = ParallaxCompatibility(affineInterpolation: .rigid)
    let huge = Transform2D(a: 1e300, b: 1e300, c: 0, d: 1, tx: 0, ty: 0)
    let value = ParallaxValue.affineTransform(.identity).interpolated(
      to: .affineTransform(huge), by: 1, compatibility: options)
    guard case .affineTransform(let t) = value else { return #expect(Bool(false)) }
    #expect(close(t.a, 1e300, 1e-12) && close(t.b, 1e300, 1e-12))
  }

  @Test("3D transforms interpolate all sixteen entries")
  func transform3D() {
    let to = Transform3D.perspective(-1.0 / 500).rotated(by: 1, x: 0, y: 1, z: 0).translatedBy(
      x: 10, y: 20, z: 30)
    let value = ParallaxValue.transform3D(.identity).interpolated(to: .transform3D(to), by: f)
    guard case .transform3D(let t) = value else { return #expect(Bool(false)) }
    let i = Transform3D.identity
    #expect(t.m11 == i.m11 + (to.m11 - i.m11) * f)
    #expect(t.m13 == i.m13 + (to.m13 - i.m13) * f)
    #expect(t.m34 == i.m34 + (to.m34 - i.m34) * f)
    #expect(t.m43 == i.m43 + (to.m43 - i.m43) * f)
    #expect(t.m44 == i.m44 + (to.m44 - i.m44) * f)
  }
}

// MARK: - Parade's quirks, fixed and available

@Suite("Parallax: Parade's quirks")
struct ParallaxQuirkTests {
  @Test("size is its own property; Parade's stored it as bounds at the origin")
  func sizeKey() {
    let fixed = ParallaxAnimator<String>()
    fixed.startState(for: "e") { state in
      state.size(Size(width: 10, height: 10))
      state.bounds(Rect(x: 5, y: 5, width: 50, height: 50))
    }
    #expect(fixed.startState(of: "e")?.map(\.property) == [.size, .bounds])
    let original = ParallaxAnimator<String>(compatibility: .original)
    original.startState(for: "e") { state in
      state.size(Size(width: 10, height: 10))
      state.bounds(Rect(x: 5, y: 5, width: 50, height: 50))
    }
    // One property, the first write's value: the bounds call was ignored.
    #expect(original.startState(of: "e")?.map(\.property) == [.bounds])
    #expect(
      original.startState(of: "e")?.first?.value == .rect(Rect(x: 0, y: 0, width: 10, height: 10)))
  }

  @Test("A second value for a property wins; Parade kept the first, yet took the second's easing")
  func repeatedWrites() {
    let fixed = ParallaxAnimator<String>()
    fixed.startState(for: "e") { state in
      state.alpha(0).easing(.inSine)
      state.alpha(0.5).range(0.5...1)
    }
    let fixedAlpha = fixed.startState(of: "e")?.first
    #expect(fixedAlpha?.value == .scalar(0.5))
    #expect(fixedAlpha?.easing.curve == .inSine)
    #expect(fixedAlpha?.range == 0.5...1)
    let original = ParallaxAnimator<String>(compatibility: .original)
    original.startState(for: "e") { state in
      state.alpha(0).easing(.inSine)
      state.alpha(0.5).easing(.outBack)
    }
    let originalAlpha = original.startState(of: "e")?.first
    #expect(originalAlpha?.value == .scalar(0))
    #expect(originalAlpha?.easing.curve == .outBack)
  }

  @Test("Properties only the other state sets rest; Parade left them where the other side put them")
  func otherStateRests() {
    for options in [ParallaxCompatibility(), .original] {
      let animator = ParallaxAnimator<String>(compatibility: options)
      animator.startState(for: "image") { $0.center(Point(x: 0, y: 100)) }
      animator.endState(for: "image") { state in
        state.center(Point(x: 0, y: 440))
        state.alpha(0)
      }
      let host = Host(values: ["image": [.center: .point(Point(x: 0, y: 100)), .alpha: .scalar(1)]])
      host.apply(animator, .leaving(0.1))
      #expect(host.scalar("image", .alpha) == 0.1)
      host.apply(animator, .centre)
      host.apply(animator, .arriving(0.5))
      let expected = options == .original ? 0.1 : 1
      #expect(host.scalar("image", .alpha) == expected, "\(options == .original)")
    }
  }

  @Test("Rectangles: the resting origin is kept only with Parade's options")
  func rectOrigins() {
    for options in [ParallaxCompatibility(), .original] {
      let animator = ParallaxAnimator<String>(compatibility: options)
      animator.startState(for: "e") {
        $0.contentsRect(Rect(x: 0.5, y: 0.5, width: 0.5, height: 0.5))
      }
      let host = Host(values: ["e": [.contentsRect: .rect(Rect(x: 0, y: 0, width: 1, height: 1))]])
      host.apply(animator, .arriving(0.5))
      let x = options == .original ? 0 : 0.25
      #expect(
        host.values["e"]?[.contentsRect] == .rect(Rect(x: x, y: x, width: 0.75, height: 0.75)))
    }
  }
}
