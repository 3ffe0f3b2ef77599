// libFuzzer harness: raw bytes read as an onboarding spec (`OnboardingSpec.read`), which must
// never crash or hang and must report its diagnostics in the file's order, each with a path and
// a place within the text. The bytes before the first NUL are the spec (all of them when there
// is none); when it reads without errors and has at most 50 pages, a conductor plays it in a
// container, with custom views and animations, under a short session driven by the bytes after
// the NUL (or, without one, by the spec's own bytes): touches, drags, releases, goToPage,
// close, the accessibility actions, frames of any length and rotations. Checked after every step: every
// view's state is finite with alpha in 0…1, z-indexes are a permutation within each superview,
// superviews exist and form no cycle, detached views have no place, the offset stays within the
// rubber band, the settled page matches it, and events come in time order.
// Run with Scripts/fuzz.sh onboarding SECONDS.

import CarouselKit
import CarouselKitOnboarding

/// The keys the harness registers from code: those of the corpus and of Examples/OnboardingHost.
private let registry = OnboardingRegistry(
  customViews: ["bubble", "chatBubble"], customAnimations: ["wave", "waveAway", "grow"])

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOnboarding(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let all = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  let split = all.firstIndex(of: 0)
  let text = Array(all[..<(split ?? all.count)])
  // With the code's registry for texts of even length, without one (notes) for the others.
  let reading = OnboardingSpec.read(text, registry: text.count % 2 == 0 ? registry : nil)
  checkDiagnostics(reading, text)
  // Strict reading reports the same problems, only more severely.
  let strict = OnboardingSpec.read(
    text, registry: text.count % 2 == 0 ? registry : nil, strict: true)
  if reading.diagnostics.count < 10_000 {
    guard strict.diagnostics.count == reading.diagnostics.count else {
      violation(
        "strict: \(strict.diagnostics.count) diagnostics, lenient \(reading.diagnostics.count)")
    }
    if strict.diagnostics.map(\.message).sorted() != reading.diagnostics.map(\.message).sorted()
      || strict.errors.count < reading.errors.count
    {
      violation("strict reading changed the problems: \(strict.diagnostics)")
    }
  }
  guard !reading.hasErrors, let spec = reading.spec, spec.pageCount <= 50 else { return 0 }
  let session = split.map { Array(all[($0 + 1)...]) } ?? text
  session.withUnsafeBufferPointer { buffer in
    var input = FuzzInput(buffer.baseAddress, buffer.count)
    play(spec, &input)
  }
  return 0
}

/// Diagnostics in the file's order, each with a path and a location inside the text.
private func checkDiagnostics(_ reading: OnboardingSpecReading, _ text: [UInt8]) {
  var previous = -1
  for diagnostic in reading.diagnostics {
    let location = diagnostic.location
    trace("\(diagnostic)")
    if location.offset < previous { violation("diagnostics out of order at \(diagnostic)") }
    previous = location.offset
    if location.offset < 0 || location.offset > text.count || location.line < 1
      || location.column < 1
    {
      violation("\(location) (offset \(location.offset)) outside \(text.count) bytes")
    }
    if "\(diagnostic.path)".isEmpty || diagnostic.expected.isEmpty || diagnostic.found.isEmpty {
      violation("an empty part in \(diagnostic)")
    }
    // The line and column count the lines before the offset (CR, LF or CRLF) and the scalars
    // on its line; cheap enough for the first bytes only.
    if location.offset <= 4096 { checkLineAndColumn(location, text) }
  }
  if reading.spec == nil && !reading.hasErrors { violation("no spec and no error") }
}

private func checkLineAndColumn(_ location: TextLocation, _ text: [UInt8]) {
  var line = 1
  var lineStart = 0
  var index = 0
  let end = min(location.offset, text.count)
  while index < end {
    let byte = text[index]
    if byte == 0x0A || byte == 0x0D {
      if byte == 0x0D, index + 1 < end, text[index + 1] == 0x0A { index += 1 }
      line += 1
      lineStart = index + 1
    }
    index += 1
  }
  // A column counts scalars, so at most the bytes before it on its line, plus one.
  if line != location.line { violation("\(location): line \(line) by counting") }
  if location.column < 1 || location.column > end - lineStart + 1 {
    violation("\(location): column past the \(end - lineStart) bytes before it on its line")
  }
}

final class Listener: OnboardingConductorDelegate {
  var closes = 0

  func conductor(_ conductor: OnboardingConductor, didCloseOnPage page: Int) { closes += 1 }

  func configureCustomViewsAndAnimations(_ conductor: OnboardingConductor) {
    conductor.setCustomView(size: Size(width: 80, height: 40), forKey: "bubble")
    conductor.setCustomView(
      size: Size(width: 180, height: 70), forKey: "chatBubble", position: Point(x: 160, y: 150))
    conductor.setCustomAnimation(
      { view, fraction in
        view.transform = Transform2D(translationX: 0, y: 100 * (1 - abs(fraction)))
        view.alpha = min(1, abs(fraction))
      }, forKey: "wave")
    conductor.setCustomAnimation(
      { view, fraction in
        view.transform = Transform2D(translationX: 0, y: -120 * max(fraction, 0))
        view.alpha = 1 - min(1, abs(fraction))
      }, forKey: "waveAway")
    conductor.setCustomAnimation(
      { view, fraction in view.frame.size.width += abs(fraction) }, forKey: "grow")
  }
}

private func play(_ spec: OnboardingSpec, _ input: inout FuzzInput) {
  let width = input.pick([320.0, 375, 1, 0, 1e4])
  let size = Size(width: width, height: input.pick([568.0, 0, 1e4]))
  let options = input.pick([OnboardingCompatibility(), .original, .corrected])
  var imageSizes: [String: Size] = [:]
  for image in spec.images {
    imageSizes[image.key] = Size(
      width: input.finite(in: 0...1e6), height: input.finite(in: 0...1e6))
  }
  let listener = Listener()
  var events: [OnboardingEvent] = []
  trace("play \(spec.pageCount) pages in \(size), \(options)")
  let conductor = OnboardingConductor(
    spec: spec, containerSize: size, imageSizes: imageSizes, compatibility: options,
    delegate: listener)
  conductor.eventHandler = { events.append($0) }
  var time = 0.0
  var heard = 0
  check(conductor, &heard, events)
  for _ in 0..<64 where !input.isAtEnd {
    time += input.pick([0, 1.0 / 60, 1.0 / 60, 0.004, 0.5, 3, 1e4, -1])
    let choice = input.choice(12)
    trace("step \(choice) at \(time)")
    switch choice {
    case 0: conductor.touchBegan(at: time)
    case 1: conductor.dragBegan(at: time)
    case 2, 3: conductor.dragChanged(translation: input.finite(in: -1e7...1e7), at: time)
    case 4:
      conductor.dragEnded(velocity: input.bool() ? nil : input.finite(in: -1e5...1e5), at: time)
    case 5: conductor.touchEnded(at: time)
    case 6: conductor.scrollToPage(input.int(-2...52), animated: input.bool(), at: time)
    case 7: input.bool() ? conductor.close(at: time) : conductor.accessibilityEscape(at: time)
    case 8: conductor.accessibilityMagicTap(at: time)
    case 9: conductor.accessibilityScroll(forward: input.bool(), at: time)
    case 10: conductor.advance(to: time)
    default:
      // A rotation, in the last choice (once a second frame) so the corpus's others keep theirs.
      let rotated = Size(
        width: input.pick([568.0, 320, 375, 1, 0, 1e4]), height: input.pick([320.0, 568, 0, 1e4]))
      trace("rotate to \(rotated)")
      conductor.setViewportSize(rotated, at: input.bool() ? time : nil)
      conductor.deviceTilt = Point(x: input.finite(in: -3...3), y: input.finite(in: -3...3))
    }
    check(conductor, &heard, events)
  }
  time += 30
  conductor.advance(to: time)
  check(conductor, &heard, events)
  let closes = events.filter { if case .didClose = $0.kind { true } else { false } }.count
  if closes != listener.closes { violation("\(closes) didClose events, \(listener.closes) calls") }
}

private func check(
  _ conductor: OnboardingConductor, _ heard: inout Int, _ events: [OnboardingEvent]
) {
  let size = conductor.containerSize
  let states = conductor.viewStates
  var zIndexes: [Int: [Int]] = [:]  // superview (−1: the container) → z-indexes
  for (index, state) in states.enumerated() {
    let f = state.frame
    let t = state.transform
    for value in [
      f.origin.x, f.origin.y, f.size.width, f.size.height, t.a, t.b, t.c, t.d, t.tx, t.ty,
    ]
    where !value.isFinite {
      violation("\(state.key): \(state)")
    }
    if !(0...1).contains(state.alpha) { violation("\(state.key) alpha \(state.alpha)") }
    let tilt = state.tiltOffset
    if !(abs(tilt.x) <= 15 && abs(tilt.y) <= 15) || (!state.tiltsWithDevice && tilt != .zero) {
      violation("\(state.key) tilt offset \(tilt)")
    }
    guard state.isAttached else {
      if state.superview != nil || state.zIndex != -1 || state.isInContainer {
        violation("detached \(state.key) has a place: \(state)")
      }
      continue
    }
    if let superview = state.superview {
      if !states.indices.contains(superview) || superview == index {
        violation("\(state.key) in \(superview)")
      }
    }
    zIndexes[state.superview ?? -1, default: []].append(state.zIndex)
    var ancestor = index
    var hops = 0
    while let next = states[ancestor].superview {
      ancestor = next
      hops += 1
      if hops > states.count { violation("\(state.key) in a cycle") }
    }
  }
  for (superview, indexes) in zIndexes where indexes.sorted() != Array(0..<indexes.count) {
    violation("z-indexes \(indexes.sorted()) in \(superview)")
  }
  let x = conductor.contentOffset
  let pages = Double(max(conductor.pageCount - 1, 0))
  let slack = 1e-6 + 1e-9 * abs(x)
  if size.width > 0 {
    if x < -size.width - slack || x > pages * size.width + size.width + slack {
      violation("offset \(x)")
    }
  } else if x != 0 {
    violation("offset \(x) with no width")
  }
  if let page = conductor.settledPage {
    if abs(x - Double(page) * size.width) > 0.5 + slack || conductor.phase != .idle {
      violation("settled on \(page) at \(x)")
    }
  }
  var last = heard > 0 ? events[heard - 1].time : -Double.infinity
  for event in events[heard...] {
    if event.time < last || event.time > conductor.time {
      violation("\(event.kind) at \(event.time) after \(last), clock \(conductor.time)")
    }
    last = event.time
  }
  heard = events.count
}
