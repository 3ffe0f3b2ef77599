import CarouselKit
import CarouselKitOnboarding
import CarouselKitTesting
import Foundation
import SoakSupport
import Testing

// Randomised sessions against OnboardingConductor: random specs (1–8 pages; images with random
// anchors, relative positions and relativeKeys to earlier, later or missing images, duplicate
// keys; the parallax background, floating and tilting images; elements with random page lists
// including −1 and n + 1, scales, positions with −1 sentinels, springs, appearance delays past
// 0.513, multipliers, insert indexes, remove, several views, custom views and animations, and
// superviews including the view itself), in random containers with random options, under
// random host actions (touches, drags with random translations and times, releases with
// velocities, goToPage animated or not, close, the accessibility actions, the pager's physics
// changed, rotations, frames of 0 s, jittered, and large jumps, and times going back). Checked
// after every step: every view's state is finite with alpha in 0…1; z-indexes are a permutation
// within each superview; superviews exist, name their keys and form no cycle, and detached views
// have none; the scroller, the dots and the texts are placed against the container as it is now;
// the parallax background, the texts and the dots follow the offset; the offset stays within
// the rubber band; the settled page matches the offset and the last settle heard; events come
// in time order, each settle with its focus. Each session is played three times: the same
// inputs give the same states and events, and again when each frame with the pages at rest is
// reached in many steps instead of one (springs, fades and floating are closed form in time).
//
// Fast version: part of every test run.
// Long version: CAROUSELKIT_SOAK_SEQUENCES=20000 swift test --filter OnboardingInvariantTests
// One seed, step by step: CAROUSELKIT_SOAK_SEED=N swift test --filter OnboardingInvariantTests

/// What a session plays: a spec, its container and options, and the host's actions.
private struct Session {
  var spec: OnboardingSpec
  var containerSize: Size
  var imageSizes: [String: Size]
  var options: OnboardingCompatibility
  var customViews: [(key: String, size: Size, position: Point?)]
  var actions: [(action: Action, delay: Double)]
}

/// One thing the host does, `delay` seconds after the previous one (negative: a time that goes
/// back, which the conductor ignores).
private enum Action: CustomStringConvertible {
  case gesture(GestureScript.Input)
  case advance
  case scrollToPage(Int, animated: Bool)
  case close
  case escape
  case magicTap
  case scroll(forward: Bool)
  case physics(bounces: Bool, paging: Bool)
  case resize(Size)

  var description: String {
    switch self {
    case .gesture(.touchBegan): "touchBegan"
    case .gesture(.dragBegan): "dragBegan"
    case .gesture(.dragChanged(let translation)): "dragChanged(\(translation))"
    case .gesture(.dragEnded(let velocity)): "dragEnded(\(velocity.map { "\($0)" } ?? "nil"))"
    case .gesture(.touchEnded): "touchEnded"
    case .advance: "advance"
    case .scrollToPage(let page, let animated): "scrollToPage(\(page), animated: \(animated))"
    case .close: "close"
    case .escape: "accessibilityEscape"
    case .magicTap: "accessibilityMagicTap"
    case .scroll(let forward): "accessibilityScroll(forward: \(forward))"
    case .physics(let bounces, let paging): "physics(bounces: \(bounces), paging: \(paging))"
    case .resize(let size): "setViewportSize(\(size))"
    }
  }
}

// MARK: - Random specs and sessions

private let customAnimationKeys = ["nudge", "grow", "still"]

/// The custom animations a session registers: they keep states finite and alphas in 0…1, and
/// move the transform, the alpha and the frame.
private func registerAnimations(_ conductor: OnboardingConductor) {
  conductor.setCustomAnimation(
    { view, fraction in
      view.transform = Transform2D(translationX: 10 * fraction, y: -5 * fraction)
      view.alpha = min(1, abs(fraction))
    }, forKey: "nudge")
  conductor.setCustomAnimation(
    { view, fraction in
      view.frame.size.width += abs(fraction)
      view.anchorPoint = Point(x: 0.5, y: abs(fraction) / 2)
    }, forKey: "grow")
  conductor.setCustomAnimation({ _, _ in }, forKey: "still")
}

private func makeSession(seed: UInt64) -> Session {
  var g = SplitMix64(seed: seed)
  func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &g) < p }
  func pick<T>(_ values: [T]) -> T { values[Int.random(in: 0..<values.count, using: &g)] }
  func unit() -> Double { Double.random(in: -0.5...1.5, using: &g) }
  func point(_ values: [Double]) -> Point {
    Point(
      x: chance(0.5) ? pick(values) : Double.random(in: -300...300, using: &g),
      y: chance(0.5) ? pick(values) : Double.random(in: -300...300, using: &g))
  }

  var spec = OnboardingSpec()
  let pages = Int.random(in: 1...8, using: &g)
  spec.pageCount = pages
  spec.showsSkip = chance(0.5)
  spec.showsPageControl = chance(0.5)
  spec.scrollScale = chance(0.5) ? 0.45 : Double.random(in: -1...2, using: &g)
  for page in 0..<pages where chance(0.7) { spec.pageTexts[page] = "Page \(page)" }

  // Images: keys i0, i1…, sometimes a key again; placed against the container or another image.
  var keys: [String] = []
  var imageSizes: [String: Size] = [:]
  for index in 0..<Int.random(in: 0...8, using: &g) {
    let key = !keys.isEmpty && chance(0.1) ? pick(keys) : "i\(index)"
    var image = OnboardingImage(key: key)
    image.imageName = "\(key).png"
    image.anchorPoint = chance(0.5) ? Point(x: 0.5, y: 0.5) : Point(x: unit(), y: unit())
    if chance(0.7) { image.relativePosition = Point(x: unit(), y: unit()) }
    if chance(0.4) {
      // An earlier image mostly; sometimes one defined later, or none.
      image.relativeKey = !keys.isEmpty && chance(0.8) ? pick(keys) : pick(["i7", "nowhere"])
    }
    image.addsImmediately = chance(0.4)
    spec.images.append(image)
    keys.append(key)
    imageSizes[key] =
      chance(0.1)
      ? .zero
      : Size(
        width: Double.random(in: 1...400, using: &g).rounded(),
        height: Double.random(in: 1...400, using: &g).rounded())
  }
  let viewKeys = keys + (spec.showsSkip ? ["skip"] : [])
  func someKeys(_ extra: [String]) -> [String] {
    (viewKeys + extra).filter { _ in chance(0.3) }
  }
  spec.parallaxBackground = someKeys(["nowhere"])
  spec.floatingImages = someKeys(["nowhere"])
  spec.motionImages = someKeys([])

  // Elements.
  let customViewKeys = ["custom0", "custom1"]
  func pageList() -> [Int] {
    (0..<(chance(0.4) ? 0 : Int.random(in: 1...3, using: &g))).map { _ in
      chance(0.9) ? Int.random(in: 0...pages, using: &g) : pick([-1, pages + 1])
    }
  }
  for index in 0..<Int.random(in: 0...10, using: &g) {
    var element = OnboardingElement()
    if chance(0.8) { element.key = "e\(index)" }
    if !viewKeys.isEmpty {
      switch Int.random(in: 0...9, using: &g) {
      case 0: element.views = []
      case 1, 2: element.views = (0..<Int.random(in: 2...3, using: &g)).map { _ in pick(viewKeys) }
      case 3: element.views = ["nowhere"]
      default: element.views = [pick(viewKeys)]
      }
    }
    if chance(0.15) { element.customSubview = pick(customViewKeys + ["unregistered"]) }
    if chance(0.3) {
      element.superview = pick(viewKeys + customViewKeys + ["nowhere"] + element.views)
    }
    let scales = [-1, 0, 0.5, 1, 1, 2]
    element.startScale = chance(0.7) ? pick(scales) : Double.random(in: -2...3, using: &g)
    element.appearScale = chance(0.7) ? pick(scales) : Double.random(in: -2...3, using: &g)
    element.endScale = chance(0.7) ? pick(scales) : Double.random(in: -2...3, using: &g)
    element.startPosition = point([-1, 0, 0, 100])
    element.appearPosition = point([-1, 0, 0, 0])
    element.endPosition = point([-1, 0, -320, 200])
    element.duration = pick([0.2, 0.2, 0, 1e-7, 0.6, 2, Double.random(in: 0...3, using: &g)])
    element.delay = pick([0, 0, 0.1, 0.5, -1])
    element.springDamping = pick([1, 1, 0.5, 0.1, 0, 0.01, 2, -1])
    element.springVelocity = pick([1, 1, 0, 6, -4, 30])
    element.appearanceDelay = pick([0, 0, 0.2, 0.3, 0.5, 0.513, 0.6, 0.9, 1, -0.3])
    element.disappearanceMultiplier = pick([2, 2, 1, 1.5, 0, 5, -1])
    element.itemPages = pageList()
    // Some elements only spring in on settles; the others also follow drags.
    if chance(0.7) {
      element.appearPages = pageList()
      element.disappearPages = pageList()
      element.dragDisappearPages = pageList()
    }
    if chance(0.2) { element.customAppearAnimation = pick(customAnimationKeys + ["unknown"]) }
    if chance(0.2) { element.customDisappearAnimation = pick(customAnimationKeys + ["unknown"]) }
    element.insertIndex = pick([-1, -1, -1, 0, 1, 2, 9, -5])
    element.removes = chance(0.3)
    spec.elements.append(element)
  }

  let width = pick([320.0, 320, 375, 100.5, 1, 0])
  let containerSize = Size(width: width, height: pick([568.0, 667, 0, 50]))
  let options = pick([
    OnboardingCompatibility(), .original, .corrected,
    OnboardingCompatibility(
      appearanceDelayDivisor: pick([.delay, .remainingDrag]),
      dragSnapThreshold: Double.random(in: 0...1, using: &g),
      settleTransforms: pick([.original, .matchingDrag]), placesTextsByContainerFrame: chance(0.5)),
  ])
  var customViews: [(key: String, size: Size, position: Point?)] = []
  for key in customViewKeys where chance(0.7) {
    customViews.append(
      (
        key,
        Size(
          width: Double.random(in: 0...200, using: &g),
          height: Double.random(in: 0...200, using: &g)),
        chance(0.5) ? Point(x: unit() * 300, y: unit() * 500) : nil
      ))
  }

  // Actions: mostly drags between frames, with the other calls now and then.
  var actions: [(action: Action, delay: Double)] = []
  func delay() -> Double {
    switch Int.random(in: 0...9, using: &g) {
    case 0: 0
    case 1: Double.random(in: 0...0.05, using: &g)
    case 2: pick([0.5, 1, 3, 30])
    case 3: chance(0.2) ? -0.1 : 1.0 / 60
    default: 1.0 / 60 + Double.random(in: -0.004...0.004, using: &g)
    }
  }
  var dragging = false
  var translation = 0.0
  for _ in 0..<Int.random(in: 10...60, using: &g) {
    let action: Action
    switch Int.random(in: 0...19, using: &g) {
    case 0: action = .gesture(.touchBegan)
    case 1, 2:
      action = .gesture(.dragBegan)
      dragging = true
      translation = 0
    case 3...6 where dragging:
      translation += Double.random(in: -1.2...1.2, using: &g) * max(width, 1)
      action = .gesture(
        .dragChanged(translation: chance(0.1) ? pick([0, 5e4, -5e4]) : translation))
    case 7 where dragging:
      action = .gesture(
        .dragEnded(velocity: chance(0.2) ? nil : pick([0, 30, -30, 600, -600, 5000, -5000])))
      dragging = false
    case 8: action = .gesture(.touchEnded)
    case 9:
      action = .scrollToPage(
        chance(0.9) ? Int.random(in: 0..<pages, using: &g) : pick([-1, pages]),
        animated: chance(0.6))
    case 10 where chance(0.3): action = pick([.close, .escape])
    case 11: action = chance(0.5) ? .magicTap : .scroll(forward: chance(0.6))
    case 12 where chance(0.2): action = .physics(bounces: chance(0.8), paging: chance(0.8))
    case 13 where chance(0.3):
      action = .resize(
        chance(0.2)
          ? containerSize
          : Size(
            width: pick([568.0, 320, 375, 100.5, 1, 0]), height: pick([320.0, 568, 667, 0, 50])))
    default: action = .advance
    }
    actions.append((action, delay()))
  }
  // Let everything come to rest at the end.
  actions.append((.advance, 5))
  return Session(
    spec: spec, containerSize: containerSize, imageSizes: imageSizes, options: options,
    customViews: customViews, actions: actions)
}

// MARK: - Playing and checking

/// What one play of a session gave: the states after each step and every event.
private struct Trace {
  var frames: [[OnboardingViewState]] = []
  var events: [OnboardingEvent] = []
  var failure: String?
}

private final class Listener: OnboardingConductorDelegate {
  var events: [OnboardingEvent] = []
  var closes: [Int] = []
  var customViews: [(key: String, size: Size, position: Point?)] = []

  func conductor(_ conductor: OnboardingConductor, didCloseOnPage page: Int) {
    closes.append(page)
  }

  func configureCustomViewsAndAnimations(_ conductor: OnboardingConductor) {
    for view in customViews {
      conductor.setCustomView(size: view.size, forKey: view.key, position: view.position)
    }
  }
}

/// Plays `session`; with `subdividing`, each frame that starts with the pages at rest and no
/// finger down is reached in seven uneven steps instead of one.
private let tracing = Soak.isReplaying

private func play(_ session: Session, subdividing: Bool) -> Trace {
  var trace = Trace()
  let listener = Listener()
  listener.customViews = session.customViews
  let conductor = OnboardingConductor(
    spec: session.spec, containerSize: session.containerSize, imageSizes: session.imageSizes,
    compatibility: session.options, delegate: listener, configure: registerAnimations)
  conductor.eventHandler = { listener.events.append($0) }
  conductor.advance(to: 0)  // the initialiser's events reach the handler at the first call
  let initial = listener.events.compactMap { event -> Int? in
    if case .didSettle(let page) = event.kind { return page }
    return nil
  }
  if initial != [0] { trace.failure = "the first settle is not heard on page 0: \(initial)" }
  if tracing {
    print(
      "container \(session.containerSize), options \(session.options), sizes \(session.imageSizes)")
    for image in session.spec.images { print("  \(image)") }
    for element in session.spec.elements { print("  \(element)") }
  }
  var time = 0.0
  var heard = 0
  var lastSettle: (page: Int, time: Double)? = initial.last.map { ($0, 0) }
  var quietSince = 0.0
  /// Whether paging was ever off: the pages may then rest between pages for good.
  var pagingWasOff = false
  var previous = conductor.viewStates

  for (step, (action, delay)) in session.actions.enumerated() {
    guard trace.failure == nil else { break }
    time += delay
    let wasAtRest = !conductor.isAnimating
    let wasIdle = conductor.phase == .idle && !conductor.isTracking
    switch action {
    case .gesture(let input): GestureScript.send(input, to: conductor, at: time)
    case .advance:
      if subdividing && wasIdle && time > conductor.time {
        let start = conductor.time
        for piece in [0.01, 0.05, 0.2, 0.21, 0.5, 0.9] {
          conductor.advance(to: start + (time - start) * piece)
        }
      }
      conductor.advance(to: time)
    case .scrollToPage(let page, let animated):
      conductor.advance(to: time)
      // The page clamped into the pages rests at page · W: the pages move unless they are
      // exactly there already (or there are none).
      let clamped = min(max(page, 0), max(conductor.pageCount - 1, 0))
      let target = Double(clamped) * conductor.containerSize.width
      let expected = conductor.pageCount > 0 && conductor.contentOffset != target
      let accepted = conductor.scrollToPage(page, animated: animated, at: time)
      if accepted != expected {
        trace.failure = "scrollToPage(\(page)) answered \(accepted)"
      }
    case .close: conductor.close(at: time)
    case .escape: conductor.accessibilityEscape(at: time)
    case .magicTap: conductor.accessibilityMagicTap(at: time)
    case .scroll(let forward): conductor.accessibilityScroll(forward: forward, at: time)
    case .physics(let bounces, let paging):
      var configuration = conductor.configuration
      configuration.bounces = bounces
      configuration.isPagingEnabled = paging
      pagingWasOff = pagingWasOff || !paging
      conductor.configuration = configuration
    case .resize(let size): conductor.setViewportSize(size, at: time)
    }
    if case .advance = action {} else { quietSince = max(quietSince, time) }
    let states = conductor.viewStates
    trace.frames.append(states)
    let context = "step \(step) (\(action) at \(time))"
    let newEvents = listener.events[heard...]
    if tracing {
      print(
        "\(context): x \(conductor.contentOffset) \(conductor.phase) settled \(conductor.settledPage.map(String.init) ?? "-")"
      )
      for event in newEvents { print("    \(event.kind) at \(event.time)") }
    }
    heard = listener.events.count
    if let problem = check(
      conductor, session, states, newEvents, lastSettle: &lastSettle,
      lastEventTime: trace.events.last?.time ?? -Double.infinity)
    {
      trace.failure = "\(context): \(problem)"
    }
    trace.events.append(contentsOf: newEvents)
    // Nothing moves by itself once the conductor says so: a frame changes nothing.
    if case .advance = action, wasAtRest, trace.failure == nil, states != previous {
      let changed = zip(previous, states).first { $0 != $1 }.map { "\($0.0) → \($0.1)" } ?? ""
      trace.failure = "\(context): the states changed although nothing was animating: \(changed)"
    }
    // With paging on and no finger, the pages rest on a page within five seconds.
    if case .advance = action, trace.failure == nil, !pagingWasOff,
      !conductor.isTracking, time - quietSince >= 5, conductor.pageCount > 0,
      conductor.containerSize.width > 0, conductor.settledPage == nil
    {
      trace.failure = "\(context): no page settled 5 s after the last input"
    }
    previous = states
  }
  let closes = listener.events.filter { if case .didClose = $0.kind { true } else { false } }
  if trace.failure == nil, closes.count != listener.closes.count {
    trace.failure = "\(closes.count) didClose events but \(listener.closes.count) delegate calls"
  }
  return trace
}

private func isFinite(_ t: Transform2D) -> Bool {
  t.a.isFinite && t.b.isFinite && t.c.isFinite && t.d.isFinite && t.tx.isFinite && t.ty.isFinite
}

/// The invariants after one step; a description of the first one broken, or nil.
private func check(
  _ conductor: OnboardingConductor, _ session: Session, _ states: [OnboardingViewState],
  _ events: ArraySlice<OnboardingEvent>, lastSettle: inout (page: Int, time: Double)?,
  lastEventTime: Double
) -> String? {
  let x = conductor.contentOffset
  let width = conductor.containerSize.width
  let pages = conductor.pageCount
  guard x.isFinite else { return "offset \(x)" }

  // Every state finite, alphas in 0…1.
  for (index, state) in states.enumerated() {
    let f = state.frame
    guard
      f.origin.x.isFinite && f.origin.y.isFinite && f.size.width.isFinite
        && f.size.height.isFinite && f.size.width >= 0 && f.size.height >= 0
    else { return "\(state.key) frame \(f)" }
    guard isFinite(state.transform) else { return "\(state.key) transform \(state.transform)" }
    guard state.anchorPoint.x.isFinite && state.anchorPoint.y.isFinite else {
      return "\(state.key) anchor \(state.anchorPoint)"
    }
    guard state.alpha >= 0 && state.alpha <= 1 else { return "\(state.key) alpha \(state.alpha)" }
    // The hierarchy: a detached view has no superview; a superview exists and names its key.
    if !state.isAttached {
      guard state.superview == nil, state.superviewKey == nil, state.zIndex == -1,
        !state.isInContainer
      else { return "detached \(state.key) has a place: \(state)" }
      continue
    }
    if let superview = state.superview {
      guard states.indices.contains(superview), superview != index else {
        return "\(state.key) in view \(superview)"
      }
      guard state.superviewKey == states[superview].key else {
        return "\(state.key)'s superview key \(state.superviewKey ?? "nil")"
      }
    } else if state.superviewKey != nil {
      return "\(state.key) in the container with a superview key"
    }
    // No cycle: the chain of superviews ends within the number of views.
    var ancestor = index
    var hops = 0
    while let next = states[ancestor].superview {
      ancestor = next
      hops += 1
      if hops > states.count { return "\(state.key) is in a cycle of superviews" }
    }
    // In the container when every view up the chain is attached.
    var chainAttached = true
    var walker: Int? = index
    while let view = walker {
      chainAttached = chainAttached && states[view].isAttached
      walker = states[view].superview
    }
    if state.isInContainer != chainAttached {
      return "\(state.key) isInContainer \(state.isInContainer), chain attached \(chainAttached)"
    }
  }
  // Z-indexes: 0..<count within each superview.
  var children: [Int?: [Int]] = [:]
  for state in states where state.isAttached {
    children[state.superview, default: []].append(state.zIndex)
  }
  for (superview, zIndexes) in children where zIndexes.sorted() != Array(0..<zIndexes.count) {
    return "z-indexes \(zIndexes.sorted()) in \(superview.map { states[$0].key } ?? "container")"
  }
  if let problem = checkPlacement(conductor, states) { return problem }
  // Lookups name their views.
  for image in session.spec.images {
    guard let index = conductor.viewIndex(forKey: image.key), states[index].key == image.key
    else { return "no view for image \(image.key)" }
  }

  // The offset, within the rubber band: at most a viewport past either end.
  let slack = 1e-6 + 1e-9 * abs(x)
  if width > 0 {
    let last = Double(max(pages - 1, 0)) * width
    guard x >= -width - slack, x <= last + width + slack else { return "offset \(x)" }
  } else if x != 0 {
    return "offset \(x) in a container of no width"
  }
  // The dots: ⌊clamp(x/W + ½, 0, n)⌋, at most n − 1.
  let dots =
    width > 0 && pages > 0 ? min(Int(min(max(x / width + 0.5, 0), Double(pages))), pages - 1) : 0
  guard conductor.pageControlPage == dots else { return "dots \(conductor.pageControlPage)" }
  // The settled page: within the pager's half point of its offset, at rest, no finger.
  let idle = conductor.phase == .idle && !conductor.isTracking
  if let page = conductor.settledPage {
    guard (0..<pages).contains(page), idle, abs(x - Double(page) * width) <= 0.5 + slack else {
      return "settled on \(page) at \(x), phase \(conductor.phase)"
    }
  } else if idle, pages > 0, width > 0 {
    let nearest = min(max((x / width).rounded(), 0), Double(pages - 1))
    if abs(x - nearest * width) < 0.5 - slack { return "at rest on page \(nearest) but unsettled" }
  }

  // Parallax views no element moves: translate(−80 − scrollScale·x, 0), scaled by floating.
  let moved = Set(session.spec.elements.flatMap(\.views))
  let imageKeys = session.spec.images.map(\.key)
  for key in session.spec.parallaxBackground
  where !moved.contains(key) && imageKeys.filter({ $0 == key }).count == 1 {
    guard let index = conductor.viewIndex(forKey: key) else { continue }
    let t = states[index].transform
    let expected = -80 - session.spec.scrollScale * x
    guard abs(t.tx - expected) <= 1e-9 * max(1, abs(expected)), t.ty == 0, t.b == 0, t.c == 0,
      t.a == t.d, session.spec.floatingImages.contains(key) || t.a == 1
    else { return "parallax \(key) \(t) at \(x)" }
  }
  // Texts and the dismiss button: translate(−x, 0).
  for page in 0..<pages {
    guard let index = conductor.textView(forPage: page) else { continue }
    guard states[index].transform == Transform2D(translationX: -x, y: 0) else {
      return "text \(page) \(states[index].transform) at \(x)"
    }
  }

  // Events: in time order, never ahead of the clock; each settle on a page with its focus.
  var time = lastEventTime
  for (offset, event) in zip(events.indices, events) {
    guard event.time >= time, event.time <= conductor.time else {
      return "\(event.kind) at \(event.time) after \(time), clock \(conductor.time)"
    }
    time = event.time
    switch event.kind {
    case .didSettle(let page):
      guard (0..<pages).contains(page) else { return "didSettle(\(page))" }
      let next = events.index(after: offset)
      guard next < events.endIndex,
        events[next].kind
          == .accessibilityFocus(page: page, view: conductor.textView(forPage: page))
      else { return "didSettle(\(page)) without its focus" }
      lastSettle = (page, event.time)
    case .didClose(let page):
      guard (0..<max(pages, 1)).contains(page) else { return "didClose(\(page))" }
    case .scroll(.didScroll):
      guard conductor.contentOffset.isFinite else {
        return "didScroll to \(conductor.contentOffset)"
      }
    case .scroll, .currentPageDidChange: break
    case .accessibilityFocus: break
    }
  }
  // Resting on a page, the last settle heard was that page.
  guard let page = conductor.settledPage, let settle = lastSettle else { return nil }
  if settle.page != page {
    return "settled on \(page), last didSettle \(settle.page)"
  }
  // Resting there, each item element of the page that nothing else moves rests at its appear
  // transform once its spring has run.
  for (index, element) in session.spec.elements.enumerated()
  where element.itemPages.contains(page) && element.appearPages.isEmpty
    && element.disappearPages.isEmpty && element.dragDisappearPages.isEmpty
    && element.customSubview == nil && element.customAppearAnimation == nil
  {
    let spring = OnboardingSpring(
      duration: element.duration, delay: element.delay, dampingRatio: element.springDamping,
      initialVelocity: element.springVelocity)
    // The time since the settle as the conductor measures it (a sum could round either way).
    guard conductor.time - settle.time >= spring.totalDuration,
      let view = soleView(of: index, session, states, conductor)
    else { continue }
    let expected = settledTransform(element, session.options)
    let t = states[view].transform
    let tolerance = 1e-9 * max(1, abs(expected.tx), abs(expected.ty), abs(expected.a))
    if !t.isApproximatelyEqual(to: expected, tolerance: tolerance) {
      return "item \(element.key ?? "\(index)") on page \(page) rests at \(t), not \(expected)"
    }
  }
  return nil
}

/// The scroller, the dots and the texts (which no element moves) against the container of now:
/// its bounds; 200×20 centred at (W/2, H − 25), made integral; page `k`'s text and the dismiss
/// button centred at `k·W + W/2` (the sessions' containers sit at y = 0).
private func checkPlacement(_ conductor: OnboardingConductor, _ states: [OnboardingViewState])
  -> String?
{
  let width = conductor.containerSize.width
  let height = conductor.containerSize.height
  func near(_ a: Rect, _ b: Rect) -> Bool {
    let values = [
      (a.origin.x, b.origin.x), (a.origin.y, b.origin.y), (a.size.width, b.size.width),
      (a.size.height, b.size.height),
    ]
    return values.allSatisfy { abs($0 - $1) <= 1e-9 * max(1, abs($1)) }
  }
  for state in states {
    let expected: Rect
    switch state.role {
    case .scrollView: expected = Rect(x: 0, y: 0, width: width, height: height)
    case .pageControl:
      let x = width / 2 - 100
      let y = height - 35
      expected = Rect(
        x: x.rounded(.down), y: y.rounded(.down),
        width: (x + 200).rounded(.up) - x.rounded(.down),
        height: (y + 20).rounded(.up) - y.rounded(.down))
    case .pageText(let page):
      expected = Rect(
        x: Double(page) * width + width / 2 - 132, y: height - 100, width: 264, height: 80)
    case .dismissButton(let page):
      expected = Rect(
        x: Double(page) * width + width / 2 - 132, y: height - 117.5, width: 264, height: 35)
    default: continue
    }
    if !near(state.frame, expected) {
      return "\(state.key) at \(state.frame), not \(expected) in \(conductor.containerSize)"
    }
  }
  return nil
}

/// The view element `index` alone moves: not floating, not in the parallax background, named by
/// no other element; `nil` otherwise.
private func soleView(
  of index: Int, _ session: Session, _ states: [OnboardingViewState],
  _ conductor: OnboardingConductor
) -> Int? {
  let spec = session.spec
  let element = spec.elements[index]
  if element.views.count > 1 {
    return states.firstIndex { $0.role == .elementContainer(element: index) }
  }
  guard element.views.count == 1 else { return nil }
  let key = element.views[0]
  let named = spec.elements.indices.filter { spec.elements[$0].views.contains(key) }
  guard named == [index], spec.images.filter({ $0.key == key }).count <= 1,
    !spec.parallaxBackground.contains(key), !spec.floatingImages.contains(key)
  else { return nil }
  return conductor.viewIndex(forKey: key)
}

/// Where a settle spring ends: `translate(appear − start)·scale(appearScale)` as the
/// original, or as a completed drag (the −1 sentinels making either part the identity).
private func settledTransform(_ element: OnboardingElement, _ options: OnboardingCompatibility)
  -> Transform2D
{
  let start = element.startPosition
  let appear = element.appearPosition
  var position = Point(x: appear.x - start.x, y: appear.y - start.y)
  var scale = element.appearScale
  if options.settleTransforms == .matchingDrag {
    let sentinel = [start.x, start.y, appear.x, appear.y].contains(-1)
    position = sentinel ? .zero : appear
    scale = element.startScale == -1 || element.appearScale == -1 ? 1 : element.appearScale
  }
  return Transform2D(
    a: scale, b: 0, c: 0, d: scale, tx: scale * position.x, ty: scale * position.y)
}

/// Where two plays differ: a view's state beyond `tolerance`, or an event's kind or time.
private func difference(_ a: Trace, _ b: Trace, tolerance: Double) -> String? {
  /// Whether two states of a view agree: positions, transforms and alpha within `tolerance`.
  func close(_ l: OnboardingViewState, _ r: OnboardingViewState) -> Bool {
    var lr = l
    lr.frame = r.frame
    lr.transform = r.transform
    lr.alpha = r.alpha
    return lr == r && abs(l.alpha - r.alpha) <= tolerance
      && l.transform.isApproximatelyEqual(to: r.transform, tolerance: tolerance)
      && abs(l.frame.origin.x - r.frame.origin.x) <= tolerance
      && abs(l.frame.origin.y - r.frame.origin.y) <= tolerance
      && l.frame.size == r.frame.size
  }
  if let frames = Soak.firstDifference(
    a.frames, b.frames,
    agree: { l, r in
      l.count == r.count && zip(l, r).allSatisfy(close)
    })
  {
    return "frames: \(frames)"
  }
  return Soak.firstDifference(a.events, b.events) { l, r in
    l.kind == r.kind && abs(l.time - r.time) <= tolerance
  }.map { "events: \($0)" }
}

private func runSession(seed: UInt64) -> String? {
  let session = makeSession(seed: seed)
  let first = play(session, subdividing: false)
  if let failure = first.failure { return "seed \(seed): \(failure)" }
  let again = play(session, subdividing: false)
  if let difference = difference(first, again, tolerance: 0) {
    return "seed \(seed): a second play differs: \(difference)"
  }
  let subdivided = play(session, subdividing: true)
  if let failure = subdivided.failure { return "seed \(seed) (subdivided): \(failure)" }
  if let difference = difference(first, subdivided, tolerance: 1e-9) {
    return "seed \(seed): frames at rest reached in several steps differ: \(difference)"
  }
  return nil
}

@Suite("Onboarding invariants")
struct OnboardingInvariantTests {
  @Test("Random specs under random host sessions keep every invariant, deterministically")
  func randomSessions() {
    Soak.expectPasses(defaultSequences: 300, runSession)
  }
}

// MARK: - Bugs the sessions found

@Suite("Onboarding invariant regressions")
struct OnboardingInvariantRegressionTests {
  /// The conductor of ``flowWithItem(pages:_:)``, heard by a recorder, with a drag that began
  /// at 0 s and moved the pages to 100 pt at 0.05 s.
  private func draggedFlowWithItem() -> (OnboardingConductor, ConductorRecorder) {
    let recorder = ConductorRecorder()
    let conductor = OnboardingConductor(spec: flowWithItem(), containerSize: containerSize)
    conductor.eventHandler = recorder.record
    Finger(on: conductor, at: 0).move(to: 100, at: 0.05)
    return (conductor, recorder)
  }

  @Test(
    "Stale settle time: a settle after a jump cancelled a flick is heard at the jump, its springs starting then"
  )
  func staleSettleTime() throws {
    let (conductor, recorder) = draggedFlowWithItem()
    conductor.dragEnded(velocity: -600, at: 0.1)  // decelerating toward page 1
    #expect(conductor.scrollToPage(1, animated: false, at: 0.2))  // the jump cancels it
    // The pager stamps the settle with the drag's end (0.1), before events already heard.
    #expect(recorder.settles.map(\.page) == [0, 1])
    #expect(recorder.settles.last?.time == 0.2)
    let times = recorder.events.map(\.time)
    #expect(times == times.sorted())
    // The spring runs from 0.2: half a second in, it is half a second along.
    conductor.advance(to: 0.7)
    let progress = uiKitSpringProgress(elapsed: 0.5, duration: 1, delay: 0, damping: 1, velocity: 1)
    expectTransform(
      conductor.viewState(forKey: "a")?.transform,
      Transform2D(scaleX: 0.5 + 0.5 * progress, y: 0.5 + 0.5 * progress))
  }

  @Test(
    "Stale settle time: a settle held by a resting finger is heard when the finger lifts")
  func settleHeldByFinger() throws {
    let (conductor, recorder) = draggedFlowWithItem()
    conductor.touchEnded(at: 0.1)  // the finger lifts during the drag: a release
    conductor.touchBegan(at: 0.15)  // and stops the pages between two
    #expect(conductor.scrollToPage(1, animated: false, at: 5))  // under the resting finger
    #expect(recorder.settles.map(\.page) == [0])
    conductor.touchEnded(at: 6)
    #expect(recorder.settles.map(\.page) == [0, 1])
    #expect(recorder.settles.last?.time == 6)
  }

  @Test(
    "Stranded pages: dragEnded after a touch stopped the pages settles them as touchEnded does")
  func strandedPages() throws {
    let (conductor, recorder) = draggedFlowWithItem()
    conductor.dragEnded(velocity: -600, at: 0.1)
    conductor.touchBegan(at: 0.12)  // stops the pages between page 0 and page 1
    #expect(conductor.phase == .idle && conductor.settledPage == nil)
    conductor.dragEnded(velocity: 0, at: 0.2)  // the host reports the lift as a drag's end
    #expect(!conductor.isTracking)
    var time = 0.2
    while time < 3 && conductor.settledPage == nil {
      time += 1.0 / 60
      conductor.advance(to: time)
    }
    let page = try #require(conductor.settledPage, "the pages stayed between two")
    #expect(recorder.settles.last?.page == page)
  }

  @Test(
    "Corrected drag maths with an appearance delay of 1: the view appears on its page instead of a NaN transform"
  )
  func remainingDragWithFullDelay() throws {
    let element = makeElement(["a"]) {
      $0.appearPages = [1]
      $0.appearanceDelay = 1
      $0.startPosition = Point(x: 40, y: 0)
      $0.startScale = 0.5
    }
    let conductor = OnboardingConductor(
      spec: makeSpec(images: [makeImage("a")], elements: [element]),
      containerSize: containerSize, compatibility: .corrected)
    let finger = Finger(on: conductor, at: 0)
    finger.move(to: 160, at: 0.1)
    // Before the delay: the start state.
    expectTransform(conductor.viewState(forKey: "a")?.transform, appearTransform(element, 0))
    finger.move(to: 320, at: 0.2)
    release(conductor, at: 0.3, settleBy: 2)
    #expect(conductor.settledPage == 1)
    // Settled on page 1, the reset rule snaps it to appear(1): the appear state.
    expectTransform(conductor.viewState(forKey: "a")?.transform, appearTransform(element, 1))
  }

  @Test(
    "Spring end rounding: when isAnimating turns false, an item rests exactly on its target")
  func springEndRounding() throws {
    let settle = 7.39885532259337
    // The sum rounds up and the difference down: 0.7 s after the settle, measured as an
    // elapsed time, is an ulp short of the spring's 0.7 s.
    #expect((settle + 0.7) - settle < 0.7)
    let conductor = OnboardingConductor(
      spec: flowWithItem {
        $0.duration = 0.2
        $0.delay = 0.5
        $0.springDamping = 0.01
        $0.appearScale = 2
      }, containerSize: containerSize)
    #expect(conductor.scrollToPage(1, animated: false, at: settle))
    conductor.advance(to: settle + 0.7)
    #expect(!conductor.isAnimating)
    // Left a hair before its end, a spring this loose would sit 8% short of scale 2.
    expectTransform(conductor.viewState(forKey: "a")?.transform, Transform2D(scaleX: 2, y: 2))
  }
}
