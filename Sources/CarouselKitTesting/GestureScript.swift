import CarouselKit

/// A scripted touch gesture: timed touch and drag inputs that a test replays against any
/// ``/CarouselKit/DragDriven`` model, interleaved with a ``ManualFrameClock``'s frames.
///
/// Translations and velocities are in points along the axis, positive to the right (or down),
/// as a pan gesture recogniser reports them; times are seconds on the clock.
///
///     // Drag 300 pt to the left over 0.25 s, sampled at 120 Hz, then release.
///     let script = GestureScript.drag(by: -300, over: 0.25, samples: .regular(120))
///     script.perform(on: engine, clock: clock)
public struct GestureScript: Hashable, Sendable, CustomStringConvertible {
  /// One input.
  public enum Input: Hashable, Sendable {
    /// A finger touched down (`touchBegan(at:)`): it stops momentum.
    case touchBegan
    /// The finger began to drag (`dragBegan(at:)`).
    case dragBegan
    /// The finger is `translation` points from where the drag began, along the model's axis
    /// (`dragChanged(translation:at:)`).
    case dragChanged(translation: Double)
    /// The finger let go (`dragEnded(velocity:at:)`), at `velocity` points per second;
    /// `nil` lets the model estimate the velocity from the samples it saw.
    case dragEnded(velocity: Double?)
    /// The finger lifted without dragging (`touchEnded(at:)`): a model stopped by the touch
    /// settles.
    case touchEnded
  }

  /// An input and its time, in seconds.
  public struct Step: Hashable, Sendable {
    /// When, in seconds.
    public var time: Double
    /// What the finger does.
    public var input: Input

    /// Creates a step.
    public init(time: Double, input: Input) {
      self.time = time
      self.input = input
    }
  }

  /// The inputs, in time order.
  public private(set) var steps: [Step]

  /// A script of explicit steps.
  ///
  /// - Precondition: Times are finite and do not decrease.
  public init(steps: [Step]) {
    precondition(steps.allSatisfy { $0.time.isFinite }, "Gesture times must be finite")
    precondition(
      zip(steps, steps.dropFirst()).allSatisfy { $0.time <= $1.time },
      "Gesture steps must be in time order")
    self.steps = steps
  }

  /// The time of the last input, or 0 for an empty script.
  public var endTime: Double { steps.last?.time ?? 0 }

  /// A flick: touch down, start dragging and release at `velocity` points per second, all at
  /// `time`, without moving.
  ///
  /// Negative velocities (finger moving left or up) scroll toward higher offsets.
  public static func flick(velocity: Double, at time: Double = 0) -> GestureScript {
    GestureScript(steps: [
      Step(time: time, input: .touchBegan), Step(time: time, input: .dragBegan),
      Step(time: time, input: .dragEnded(velocity: velocity)),
    ])
  }

  /// A drag by `distance` points over `duration` seconds: touch down and start dragging at `start`,
  /// one `dragChanged` per sample of `samples` (the last exactly at the end), then release.
  ///
  /// The finger moves along `easing` (constant speed by default).
  ///
  /// - Parameters:
  ///   - distance: How far the finger moves, in points (negative is left or up).
  ///   - duration: How long the drag lasts, in seconds.
  ///   - samples: When the finger reports a position, counted from `start` (60 Hz).
  ///   - start: When the finger touches down, in seconds.
  ///   - easing: How the finger's position follows time.
  ///   - releaseVelocity: The velocity to report at release, in points per second; `nil` lets
  ///     the model estimate it from the samples.
  /// - Returns: The script.
  /// - Precondition: `duration` is positive and finite.
  public static func drag(
    by distance: Double, over duration: Double, samples: FrameSchedule = .regular(60),
    startingAt start: Double = 0, easing: Easing = .linear, releaseVelocity: Double? = nil
  ) -> GestureScript {
    precondition(duration > 0 && duration.isFinite, "Drag duration must be positive and finite")
    var steps = [Step(time: start, input: .touchBegan), Step(time: start, input: .dragBegan)]
    var index = 1
    while samples.time(ofFrame: index) < duration {
      let t = samples.time(ofFrame: index)
      steps.append(
        Step(
          time: start + t,
          input: .dragChanged(translation: distance * easing.value(at: t / duration))))
      index += 1
    }
    steps.append(Step(time: start + duration, input: .dragChanged(translation: distance)))
    steps.append(Step(time: start + duration, input: .dragEnded(velocity: releaseVelocity)))
    return GestureScript(steps: steps)
  }

  /// A touch that goes down at `time` and up `duration` seconds later without moving: it stops
  /// any motion, and lifting lets the model settle.
  public static func touch(at time: Double = 0, lasting duration: Double = 0) -> GestureScript {
    precondition(
      duration >= 0 && duration.isFinite, "Touch duration must be finite and not negative")
    return GestureScript(steps: [
      Step(time: time, input: .touchBegan), Step(time: time + duration, input: .touchEnded),
    ])
  }

  /// A touch that goes down at `time` and stays down.
  public static func touchDown(at time: Double = 0) -> GestureScript {
    GestureScript(steps: [Step(time: time, input: .touchBegan)])
  }

  /// A lift at `time` without a drag.
  public static func touchUp(at time: Double) -> GestureScript {
    GestureScript(steps: [Step(time: time, input: .touchEnded)])
  }

  /// This script followed by `other`.
  ///
  /// - Precondition: `other` starts no earlier than this script ends.
  public static func + (lhs: GestureScript, rhs: GestureScript) -> GestureScript {
    precondition(
      rhs.steps.first.map { $0.time >= lhs.endTime } ?? true,
      "A script must start after the one before it ends")
    return GestureScript(steps: lhs.steps + rhs.steps)
  }

  /// Replays the script: before each input the clock delivers every frame due up to the input's
  /// time, then the input goes to `target`.
  ///
  /// Frames after the last input are up to the caller
  /// (``ManualFrameClock/runUntilIdle(maxFrames:)``).
  public func perform(on target: some DragDriven, clock: ManualFrameClock) {
    for step in steps {
      clock.advance(to: step.time)
      Self.send(step.input, to: target, at: step.time)
    }
  }

  /// Sends one input to `target`.
  public static func send(_ input: Input, to target: some DragDriven, at time: Double) {
    switch input {
    case .touchBegan: target.touchBegan(at: time)
    case .dragBegan: target.dragBegan(at: time)
    case .dragChanged(let translation): target.dragChanged(translation: translation, at: time)
    case .dragEnded(let velocity): target.dragEnded(velocity: velocity, at: time)
    case .touchEnded: target.touchEnded(at: time)
    }
  }

  public var description: String {
    "GestureScript(\(steps.count) steps, \(formatSeconds(steps.first?.time ?? 0))–\(formatSeconds(endTime)) s)"
  }
}
