// libFuzzer harness: byte-encoded parallax animators — elements with start, end or both states
// of every property kind, values from tiny to 1e300, every curve in both sets, any ranges within
// 0...1 (points included), repeated writes, either option set, rigid or component-wise affine
// interpolation, chains up to four deep, states added and snapshots recaptured between applies
// — under progress from a vertical pager (jumps and drags at any offset), a carousel's item
// offsets, made-up relative positions and Parade's screen coordinates. Checks after every apply
// that every property of the element's side is written once, with a value of its kind, finite,
// and between its state's value and its resting value when the curve does not overshoot.
// Run with Scripts/fuzz.sh parallax SECONDS.

import CarouselKit

private let properties: [ParallaxProperty] = [
  .alpha, .backgroundColor, .bounds, .center, .size, .transform, .borderColor, .borderWidth,
  .contentsRect, .cornerRadius, .shadowColor, .shadowOffset, .shadowOpacity, .shadowRadius,
  .transform3D, .zPosition, .viewKey("k"), .layerKey("k"),
]

private let bounded: Set<Easing.Family> = [
  .basic, .atan, .sine, .quadratic, .cubic, .quartic, .quintic, .exponential, .circular,
]

private func value(_ kind: ParallaxValue.Kind, _ input: inout FuzzInput) -> ParallaxValue {
  func number() -> Double { input.finite(in: -1e300...1e300) }
  switch kind {
  case .scalar: return .scalar(number())
  case .point: return .point(Point(x: number(), y: number()))
  case .size: return .size(Size(width: number(), height: number()))
  case .rect: return .rect(Rect(x: number(), y: number(), width: number(), height: number()))
  case .color:
    return .color(RGBAColor(red: number(), green: number(), blue: number(), alpha: number()))
  case .affineTransform:
    return .affineTransform(
      Transform2D(a: number(), b: number(), c: number(), d: number(), tx: number(), ty: number()))
  case .transform3D:
    var t = Transform3D.identity
    t.m11 = number()
    t.m34 = number()
    t.m42 = number()
    t.m44 = number()
    return .transform3D(t)
  }
}

private func numbers(_ value: ParallaxValue) -> [Double] {
  switch value {
  case .scalar(let v): [v]
  case .point(let p): [p.x, p.y]
  case .size(let s): [s.width, s.height]
  case .rect(let r): [r.origin.x, r.origin.y, r.size.width, r.size.height]
  case .color(let c): [c.red, c.green, c.blue, c.alpha]
  case .affineTransform(let t): [t.a, t.b, t.c, t.d, t.tx, t.ty]
  case .transform3D(let t): [t.m11, t.m34, t.m42, t.m44]
  }
}

final class Host {
  var values: [Int: [ParallaxProperty: ParallaxValue]] = [:]
  var written: [Int: [ParallaxProperty: Int]] = [:]
  var last: [Int: [ParallaxProperty: ParallaxValue]] = [:]

  func read(_ element: Int, _ property: ParallaxProperty) -> ParallaxValue {
    guard let value = values[element]?[property] else { violation("read an unknown \(property)") }
    return value
  }

  func write(_ element: Int, _ property: ParallaxProperty, _ value: ParallaxValue) {
    trace("  write \(element).\(property) = \(value)")
    written[element, default: [:]][property, default: 0] += 1
    last[element, default: [:]][property] = value
    values[element, default: [:]][property] = value
  }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzParallax(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  var options = input.bool() ? ParallaxCompatibility() : .original
  if input.bool() { options.affineInterpolation = .rigid }
  let set = input.bool() ? Easing.CurveSet.corrected : .parade
  trace("options \(options), curves \(set)")
  let host = Host()
  var animators: [ParallaxAnimator<Int>] = []
  var next = 0

  func addStates(_ animator: ParallaxAnimator<Int>, _ input: inout FuzzInput) {
    let element = !animator.elements.isEmpty && input.bool() ? input.pick(animator.elements) : next
    if element == next { next += 1 }
    let which = input.choice(3)
    var chosen: [(ParallaxProperty, ParallaxValue, Easing, ClosedRange<Double>)] = []
    for _ in 0..<input.choice(5) {
      let property = input.pick(properties)
      let kind = property.kind ?? .scalar
      if host.values[element]?[property] == nil {
        host.values[element, default: [:]][property] = value(kind, &input)
      }
      let low = input.finite(in: 0...1)
      let range = input.bool() ? 0...1 : low...max(low, input.finite(in: 0...1))
      let easing = Easing(input.pick(Easing.Curve.allCases), set: set)
      chosen.append((property, value(kind, &input), easing, range))
    }
    trace("states \(which) of \(element): \(chosen.map { "\($0.0)=\($0.1)" })")
    let build: (ParallaxStateMaker) -> Void = { state in
      for (property, value, easing, range) in chosen {
        state.set(property, to: value).easing(easing).range(range)
      }
    }
    switch which {
    case 0: animator.startState(for: element, build)
    case 1: animator.endState(for: element, build)
    default: animator.startEndState(for: element, build)
    }
  }

  for depth in 0..<(1 + input.choice(4)) {
    let animator = ParallaxAnimator<Int>(axis: .vertical, compatibility: options)
    for _ in 0..<(1 + input.choice(3)) { addStates(animator, &input) }
    if depth > 0 { animators[input.choice(depth)].attach(animator) }
    animators.append(animator)
  }
  let pager = Pager(
    layout: PageLayout(pageCount: 4, viewportLength: input.pick([600, 1, 1e280, 0])),
    configuration: {
      var configuration = Pager.Configuration()
      configuration.axis = .vertical
      return configuration
    }())
  let carousel = Carousel<Int>()
  carousel.setViewportSize(Size(width: input.pick([320, 0, 1e9]), height: 480))
  var time = 0.0

  while !input.isAtEnd {
    switch input.choice(8) {
    case 0: addStates(input.pick(animators), &input)
    case 1:
      trace("recapture")
      animators[0].recaptureSnapshot(includingAttached: input.bool())
    case 2: pager.setContentOffset(input.finite(in: -1e15...1e15), animated: input.bool(), at: time)
    case 3:
      pager.touchBegan(at: time)
      pager.dragBegan(at: time)
      pager.dragChanged(translation: input.finite(in: -1e12...1e12), at: time + 0.01)
      pager.dragEnded(at: time + 0.02)
    default: break
    }
    time += 0.02 + Double(input.byte()) / 100
    pager.advance(to: time)
    let progress: ParallaxProgress
    switch input.choice(5) {
    case 0: progress = pager.parallaxProgress(ofPage: input.int(-2...6))
    case 1: progress = carousel.parallaxProgress(atItemOffset: input.finite())
    case 2: progress = ParallaxProgress(relativePosition: input.anyDouble())
    case 3:
      progress = ParallaxProgress(
        centre: input.finite(), contentOffset: input.finite(),
        viewportLength: input.finite(in: 1e-9...1e300),
        coordinates: input.bool() ? .viewport : .screen(viewportOrigin: input.finite()))
    default: progress = .centre
    }
    trace("apply \(progress)")
    if !(0...1).contains(progress.value) { violation("progress \(progress)") }
    host.written.removeAll()
    host.last.removeAll()
    animators[0].apply(progress, reading: host.read, writing: host.write)
    check(animators, progress, host)
  }
  return 0
}

private func check(_ animators: [ParallaxAnimator<Int>], _ progress: ParallaxProgress, _ host: Host)
{
  // Animators reached through the chain from the first (attached ones not reached get nothing).
  var reached: [ParallaxAnimator<Int>] = []
  func visit(_ animator: ParallaxAnimator<Int>) {
    if reached.contains(where: { $0 === animator }) { return }
    reached.append(animator)
    animator.attached.forEach(visit)
  }
  visit(animators[0])
  for animator in reached {
    for element in animator.elements {
      let start = animator.startState(of: element)
      let end = animator.endState(of: element)
      let active: [ParallaxPropertyState]?
      switch progress.side {
      case .arriving, .centre: active = start ?? end
      case .leaving: active = end ?? start
      }
      for property in active ?? [] {
        guard let count = host.written[element]?[property.property], count >= 1,
          let value = host.last[element]?[property.property]
        else { violation("\(element).\(property.property) not written") }
        if value.kind != property.value.kind { violation("\(property.property) as \(value.kind)") }
        guard let rest = animator.restingValue(of: property.property, for: element) else {
          violation("no resting \(property.property)")
        }
        let from = numbers(property.value)
        let to = numbers(rest)
        let got = numbers(value)
        let isBounded = property.easing.curve.map { bounded.contains($0.family) } ?? false
        let componentWise =
          value.kind != .affineTransform
          || animator.compatibility.affineInterpolation == .componentWise
        for index in got.indices {
          // Finite whenever both ends are within 1e300 and the curve overshoots at most 13×.
          if !got[index].isFinite && componentWise {
            violation("\(property.property) not finite: \(value) from \(property.value) to \(rest)")
          }
          guard isBounded && componentWise else { continue }
          let low = min(from[index], to[index])
          let high = max(from[index], to[index])
          let slack = 1e-9 * max(1, abs(low), abs(high))
          if got[index] < low - slack || got[index] > high + slack {
            violation("\(property.property) \(got[index]) outside \(low)…\(high)")
          }
        }
      }
    }
  }
}
