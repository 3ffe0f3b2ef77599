// libFuzzer harness: byte-encoded gestures, frames, programmatic scrolls, shifts, remaps and
// configuration changes against `ScrollEngine`, with every physics it ships. Checks after
// every step that the offset is finite and inside the bounds plus the allowed overscroll,
// that events pair up, and that the engine rests once input stops.
// Run with Scripts/fuzz.sh engine SECONDS.

import CarouselKit

/// Checks that the engine's events pair up; can call back into the engine.
final class EventChecker: ScrollEngineDelegate {
  var phases = ScrollPhases()
  var reentrant: [UInt8] = []
  private var depth = 0

  func scrollEngine(_ engine: ScrollEngine, didEmit event: ScrollEngine.Event) {
    phases.hear(event.kind)
    guard event.kind == .didScroll, depth < 2, !reentrant.isEmpty else { return }
    let action = reentrant.removeFirst()
    depth += 1
    defer { depth -= 1 }
    switch action % 4 {
    case 0: engine.scroll(to: Double(action) - 128, duration: 0.3)
    case 1: engine.stop()
    case 2: engine.settle()
    default: engine.scroll(by: Double(action % 7) - 3, duration: 0.2)
    }
  }
}

func makeConfiguration(_ input: inout FuzzInput) -> ScrollEngine.Configuration {
  let wraps = input.choice(3) == 0
  let period = Double(input.pick([1, 2, 3, 5, 12, 1_000, 10_000_000]))
  let upper = Double(input.pick([0, 1, 4, 11, 999, 9_999_999]))
  let target: ScrollTargetRule = input.pick([
    .free, .boundary, .paging, .atMost(boundaries: 1), .atMost(boundaries: 3),
  ])
  let physics: any ScrollPhysics
  if input.bool() {
    physics = MomentumPhysics(
      decelerationRate: input.finite(), target: target, snapsToBoundary: input.bool(),
      snapDuration: input.finite(in: 0...5))
  } else {
    // Slowest rate 0.9999 per ms (k = 0.1 per s). A decay rests once within tolerance of its
    // end, 0.01 pt scaled to units: with 1e6 pt per unit and ends up to 1e7 units away, that
    // takes up to ln(1e7 ÷ 1e-8) / 0.1 ≈ 350 s. (0.999999
    // glides for hours, which is right, but too long to wait for here.)
    physics = DecayPhysics(rate: input.pick([0.001, 0.5, 0.9, 0.998, 0.9999]), target: target)
  }
  let band: RubberBand = input.pick([
    .none, .linear(limit: 1), .linear(limit: 0.25), .exponential(limit: 1),
    .iOS(coefficient: 0.55, dimension: 320),
  ])
  let grid: SnapGrid? = input.pick([nil, .uniform(spacing: 1), .uniform(spacing: 1, origin: 0.5)])
  return ScrollEngine.Configuration(
    bounds: wraps ? .wrapping(period: period) : .limited(0...upper),
    snapGrid: wraps && grid != nil ? .uniform(spacing: 1) : grid,
    rubberBand: band, physics: physics,
    pointsPerUnit: input.pick([1, 0.5, 200, 1e-3, 1e6]),
    dragMultiplier: input.finite(in: -1e3...1e3), velocityMultiplier: input.finite(in: -1e3...1e3))
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScrollEngine(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  let configuration = makeConfiguration(&input)
  let engine = ScrollEngine(configuration: configuration, offset: input.finite(in: -1e6...1e6))
  trace(
    "\(configuration.bounds), \(configuration.rubberBand), \(configuration.physics), \(configuration.pointsPerUnit) pt/unit, drag ×\(configuration.dragMultiplier), velocity ×\(configuration.velocityMultiplier); offset \(engine.offset)"
  )
  let checker = EventChecker()
  engine.delegate = checker
  var time = 0.0
  // A shift during motion may leave the offset past an end until the next frame.
  var remappedInFlight = false
  while let operation = input.nextOperation(of: 16) {
    switch operation {
    case 0, 1, 2:
      let step = input.pick([0, 1.0 / 240, 1.0 / 60, 1.0 / 30, 0.5, 7, 10_000, -0.02])
      time += step
      let before = engine.time
      engine.advance(to: time)
      // A motion is clamped as it moves: once time really moves on (not backward, not to an
      // instant before the engine's own), unless a drag holds the offset where the shift put it.
      if engine.time > before && !engine.isDragging { remappedInFlight = false }
    case 3: engine.touchBegan(at: time)
    case 4: engine.dragBegan(at: time)
    case 5: engine.dragChanged(translation: input.finite(), at: time)
    case 6: engine.dragEnded(velocity: input.bool() ? nil : input.finite(), at: time)
    case 7: engine.touchEnded(at: time, settles: input.bool())
    case 8:
      engine.scroll(
        to: input.finite(), duration: input.finite(in: 0...60),
        easing: input.pick([.linear, .inOutCubic, .easeOut]))
    case 9: engine.scroll(by: input.finite(), duration: input.finite(in: 0...60))
    case 10:
      let target = input.finite()
      let spring = SpringParameters(
        mass: input.pick([0.5, 1, 3]), stiffness: input.pick([100, 1e4]),
        damping: input.pick([2, 10, 100]))
      trace("spring to \(target): \(spring)")
      engine.scroll(to: target, spring: spring)
    case 11:
      // Clamped at rest only: while dragging or moving, the physics bring it back afterward.
      engine.shift(by: input.finite(in: -1e9...1e9))
      remappedInFlight = engine.isAnimating || engine.isDragging
    case 12:
      // Content changes as a carousel makes them: an item inserted or removed at k, offsets
      // remapped first, then the bounds changed (which clamps an engine at rest).
      let k = Double(input.int(-3...40))
      let inserted = input.bool()
      engine.remap { x in inserted ? (x >= k ? x + 1 : x) : (x >= k + 1 ? x - 1 : (x >= k ? k : x))
      }
      var changed = engine.configuration
      switch changed.bounds {
      case .limited(let range):
        changed.bounds = .limited(
          range.lowerBound...max(range.lowerBound, range.upperBound + (inserted ? 1 : -1)))
      case .wrapping(let period):
        changed.bounds = .wrapping(period: max(1, period + (inserted ? 1 : -1)))
      }
      engine.configuration = changed  // clamps at once
    case 13:
      engine.configuration = makeConfiguration(&input)
      remappedInFlight = false  // a configuration change clamps
    case 14: input.bool() ? engine.stop() : engine.settle()
    default: checker.reentrant.append(contentsOf: [input.byte(), input.byte()])
    }
    trace(
      "step \(input.steps): offset \(engine.offset), \(engine.activityDescription), time \(time)")
    if !engine.isAnimating && !engine.isDragging { remappedInFlight = false }
    check(engine, inBounds: !remappedInFlight)
  }

  checker.reentrant.removeAll()
  if engine.isDragging {
    engine.dragEnded(velocity: 0, at: time)
  } else {
    engine.touchEnded(at: time)
  }
  // every frame below moves the engine on (the input may have gone back)
  time = max(time, engine.time)
  // Frames at 20 Hz for 1,000 s, then each twice as long as the last: a legitimate glide can
  // last days (iCarousel's momentum at rates near 1, or at the release-speed cap over tiny
  // units), but every motion must end at some finite time.
  var frames = 0
  var step = 1.0 / 20
  while engine.isAnimating {
    time += step
    engine.advance(to: time)
    check(engine)
    frames += 1
    if frames > 20 * 1_000 { step *= 2 }
    if frames > 20 * 1_000 + 100 {
      violation("still moving 1e30 s after input stopped: \(engine.activityDescription)")
    }
  }
  if checker.phases.isOpen {
    violation("at rest with an unpaired willBegin")
  }
  return 0
}

func check(_ engine: ScrollEngine, inBounds: Bool = true) {
  let offset = engine.offset
  guard offset.isFinite, engine.velocity.isFinite else {
    violation("offset \(offset), velocity \(engine.velocity)")
  }
  guard inBounds else { return }
  switch engine.configuration.bounds {
  case .wrapping(let period):
    guard offset >= 0 && offset < period else {
      violation("wrapped offset \(offset) outside 0..<\(period)")
    }
  case .limited(let range):
    // Past an end only by the overscroll the rubber band allows (plus rounding).
    let slack = engine.configuration.rubberBand.maximumOverscroll(
      pointsPerUnit: engine.configuration.pointsPerUnit)
    let margin = (slack + 1e-9) * (1 + 1e-9) + abs(range.upperBound) * 1e-12
    guard offset >= range.lowerBound - margin && offset <= range.upperBound + margin else {
      violation("offset \(offset) outside \(range) by more than \(slack)")
    }
  }
}
