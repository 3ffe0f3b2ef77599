// Shared by the fuzz harnesses: turns libFuzzer's bytes into choices and numbers, and holds the
// checks and the session loop's steps the harnesses have in common. Compiled into each harness by
// Scripts/fuzz.sh; SwiftPM never sees this folder.

import CarouselKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads decisions from fuzz bytes; past the end every read is 0, so any input is a program.
struct FuzzInput {
  let bytes: UnsafeBufferPointer<UInt8>
  var position = 0
  /// The operations ``nextOperation(of:)`` has handed out.
  private(set) var steps = 0

  init(_ data: UnsafePointer<UInt8>?, _ size: Int) {
    bytes = UnsafeBufferPointer(start: data, count: data == nil ? 0 : size)
  }

  var isAtEnd: Bool { position >= bytes.count }

  mutating func byte() -> UInt8 {
    guard position < bytes.count else { return 0 }
    defer { position += 1 }
    return bytes[position]
  }

  mutating func bool() -> Bool { byte() & 1 == 1 }

  /// A choice among `count` options.
  mutating func choice(_ count: Int) -> Int { Int(byte()) % max(count, 1) }

  mutating func pick<T>(_ values: [T]) -> T { values[choice(values.count)] }

  /// A whole number in `range`, from two bytes.
  mutating func int(_ range: ClosedRange<Int>) -> Int {
    let raw = Int(byte()) << 8 | Int(byte())
    let span = range.upperBound - range.lowerBound
    return span >= 65_535 ? range.lowerBound + raw : range.lowerBound + raw % (span + 1)
  }

  /// Numbers at the edges, where bugs live.
  static let specials: [Double] = [
    0, -0.0, 1, -1, 0.5, -0.5, 2, 1e-9, -1e-9, 1e-300, 1e9, -1e9, 1e15, -1e15, 1e300, -1e300,
    .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .leastNonzeroMagnitude, .ulpOfOne,
    0.999_999_999, 1.000_000_001, 1e6, -1e6, 0.95, 0.998, 60, 1.0 / 60, 4.5, -4.5, 1e-4, 100,
  ]

  /// Any finite number: an edge value, or a 16-bit value at one of eight scales.
  mutating func finite() -> Double {
    let selector = byte()
    if selector < 64 { return Self.specials[Int(selector) % Self.specials.count] }
    let raw = Double(Int16(bitPattern: UInt16(byte()) << 8 | UInt16(byte())))
    let scales: [Double] = [1e-4, 1e-2, 0.1, 1, 10, 1_000, 1e6, 1e12]
    return raw * scales[Int(selector) % scales.count]
  }

  /// A finite number in `range` (edge values clamped into it).
  mutating func finite(in range: ClosedRange<Double>) -> Double {
    min(max(finite(), range.lowerBound), range.upperBound)
  }

  /// Any number at all, NaN and infinities included.
  mutating func anyDouble() -> Double {
    switch byte() % 16 {
    case 0: return .nan
    case 1: return .infinity
    case 2: return -.infinity
    default: return finite()
    }
  }
}

/// Stops the fuzzer with a message: libFuzzer records the input as a crash.
func violation(_ message: @autoclosure () -> String) -> Never {
  fatalError("invariant violated: \(message())")
}

/// FUZZ_TRACE=1 prints every step: run a crash file alone with it to see what happened.
let tracing = getenv("FUZZ_TRACE") != nil

func trace(_ message: @autoclosure () -> String) {
  guard tracing else { return }
  let line = message() + "\n"
  _ = line.withCString { write(2, $0, strlen($0)) }
}

/// The scroll phases a model's events have begun: a drag, a deceleration, a scrolling
/// animation, each to be ended once by its own `didEnd…` or `didCancel…`.
struct ScrollPhases {
  private var dragging = false, decelerating = false, animating = false

  /// Whether a phase is still open.
  var isOpen: Bool { dragging || decelerating || animating }

  /// Follows `event` (nil, or `didScroll`, changes nothing): a violation for a `willBegin…`
  /// while its phase is open, or an end without its `willBegin…`.
  mutating func hear(_ event: ScrollEvent?) {
    guard let event else { return }
    switch event {
    case .willBeginDragging: Self.begin(&dragging, event)
    case .didEndDragging: Self.end(&dragging, event)
    case .willBeginDecelerating: Self.begin(&decelerating, event)
    case .didEndDecelerating, .didCancelDecelerating: Self.end(&decelerating, event)
    case .willBeginScrollingAnimation: Self.begin(&animating, event)
    case .didEndScrollingAnimation, .didCancelScrollingAnimation: Self.end(&animating, event)
    case .didScroll: break
    }
  }

  private static func begin(_ phase: inout Bool, _ event: ScrollEvent) {
    if phase { violation("\(event) while one is open") }
    phase = true
  }

  private static func end(_ phase: inout Bool, _ event: ScrollEvent) {
    if !phase { violation("\(event) without its willBegin") }
    phase = false
  }
}

extension FuzzInput {
  /// The steps a session may take, however long its input.
  static let stepLimit = 600

  /// The next operation of a session, one of `count` (traced), or nil once the input ends or
  /// the session has taken ``stepLimit`` steps.
  mutating func nextOperation(of count: Int) -> Int? {
    guard !isAtEnd && steps < Self.stepLimit else { return nil }
    steps += 1
    let operation = choice(count)
    trace("operation \(operation)")
    return operation
  }

  /// The time a frame moves on by: a display's frame mostly, sometimes none, a long pause or a
  /// step back.
  mutating func frameInterval() -> Double {
    pick([0, 1.0 / 240, 1.0 / 60, 1.0 / 60, 1.0 / 30, 0.25, 3, 1_000, -0.01])
  }

  /// Plays operation 0 to 8 of a session, the steps the paged harnesses take alike: a frame
  /// (0–2), a touch (3), a drag beginning (4), moving (5, 6) and ending (7), and a lift (8).
  ///
  /// - Parameters:
  ///   - operation: The operation, 0 to 8.
  ///   - model: The model the finger moves.
  ///   - time: The session's time, moved on by a frame.
  mutating func playTouchStep(
    _ operation: Int, on model: some FrameDriven & DragDriven, time: inout Double
  ) {
    switch operation {
    case 0, 1, 2:
      time += frameInterval()
      model.advance(to: time)
    case 3: model.touchBegan(at: time)
    case 4: model.dragBegan(at: time)
    case 5, 6: model.dragChanged(translation: finite(), at: time)
    case 7: model.dragEnded(velocity: bool() ? nil : finite(), at: time)
    default: model.touchEnded(at: time)
    }
  }
}

/// Plays frames at 20 a second from `time` while the model moves, checking after each one; a
/// motion still going 200 s on is a violation.
///
/// - Parameters:
///   - model: The model, its input stopped.
///   - time: When the first frame's interval starts: no earlier than the model's own time.
///   - check: The harness's invariants, checked after every frame.
/// - Returns: The time of the last frame.
func playToRest(_ model: some FrameDriven, from time: Double, check: () -> Void) -> Double {
  var time = time
  var frames = 0
  while model.isAnimating {
    time += 1.0 / 20
    model.advance(to: time)
    check()
    frames += 1
    if frames > 20 * 200 {
      violation("still moving 200 s after input stopped: \(model.activityDescription)")
    }
  }
  return time
}

/// An autoplay a session may start over its model (`nil` until an operation starts one), and
/// its invariants: steps in time order, never while the model moves or is held, each to a page
/// the model has; while running and not paused a step is scheduled after the autoplay's time,
/// and none otherwise.
final class FuzzAutoplay<Model: Autoplayable> {
  let autoplay: Autoplay<Model>
  private var lastEventTime = -Double.infinity

  init(_ model: Model, interval: Double) {
    autoplay = Autoplay(model, interval: interval)
    autoplay.eventHandler = { [unowned self] event in hear(event) }
  }

  private func hear(_ event: AutoplayEvent) {
    trace("autoplay \(event)")
    if event.time < lastEventTime { violation("autoplay event \(event) after \(lastEventTime)") }
    lastEventTime = event.time
    guard case .stepped(let from, let to) = event.kind else { return }
    let model = autoplay.model
    if model.needsFrames { violation("autoplay stepped while the model moves or is held") }
    let count = model.autoplayPageCount
    if !(0..<count).contains(to) || from == to && count > 1 {
      violation("autoplay stepped from \(from) to \(to) of \(count)")
    }
  }

  /// Starts, stops, pauses, resumes or retunes the autoplay at `time`.
  func operate(_ input: inout FuzzInput, at time: Double) {
    let reason = input.pick([AutoplayPause.hover, .focus, .host])
    switch input.choice(6) {
    case 0: autoplay.start(at: time)
    case 1: autoplay.stop(at: time)
    case 2: autoplay.pause(reason, at: time)
    case 3: autoplay.resume(reason, at: time)
    case 4:
      // A frame may jump 1,000 s, which plays every step due in it: intervals of a second and
      // more keep that to a thousand model frames (a walkthrough's take 1.5 ms under
      // AddressSanitizer).
      autoplay.interval = input.pick([1, 2.5, 60])
      autoplay.resumeDelay = input.pick([nil, 0, 0.5, 10])
    default: autoplay.atEnd = input.bool() ? .loop : .stop
    }
    trace("autoplay: \(autoplay.activityDescription)")
  }

  /// The schedule's invariants at the autoplay's time.
  func check() {
    let next = autoplay.nextStepTime
    if autoplay.isRunning && autoplay.pauses.isEmpty {
      guard let next, next >= autoplay.time else {
        violation("running autoplay at \(autoplay.time) scheduled at \(String(describing: next))")
      }
    } else if next != nil || !autoplay.isRunning && !autoplay.pauses.isEmpty {
      violation("autoplay \(autoplay.activityDescription) scheduled at \(String(describing: next))")
    }
  }
}
