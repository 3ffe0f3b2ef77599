import CarouselKit

/// Checks in one call that a model moves the same at any frame rate: the promise every model of
/// CarouselKit makes to its host, for a model of your own or a configuration of ours.
///
/// It plays one gesture on a fresh model under each frame schedule, and at every frame compares
/// what the model shows with a second fresh model given the same inputs and brought straight to
/// that instant, with no frames in between. As SwiftNIO's `ByteToMessageDecoderVerifier` feeds a
/// decoder every split of its input and expects the same messages, a model fed any sequence of
/// frames must show what the instant alone decides:
///
///     let runs = try FrameRateVerifier.verify(
///       .flick(velocity: -1900),
///       make: { ScrollEngine(configuration: .init(bounds: .limited(0...19)), offset: 3) },
///       observe: { $0.offset },
///       agree: { abs($0 - $1) <= 1e-9 })
///
/// A frame at the instant of an input comes before it (as ``GestureScript/perform(on:clock:)``
/// delivers them), so the frameless model is given the inputs strictly before the frame.
public enum FrameRateVerifier {
  /// 30, 60, 90, 120, 144 and 240 Hz, and 60 and 120 Hz with seeded jitter.
  public static let defaultSchedules: [FrameSchedule] = [
    .regular(30), .regular(60), .regular(90), .regular(120), .regular(144), .regular(240),
    .jittered(60, by: 0.45, seed: 1), .jittered(120, by: 0.3, seed: 2),
  ]

  /// One schedule's run: how many frames it took and what the model showed at the end.
  public struct Run<Observation> {
    /// The frame schedule.
    public let schedule: FrameSchedule
    /// The frames delivered, the last one's included.
    public let frames: Int
    /// The time of the last frame, in seconds (the start time when there was none).
    public let endTime: Double
    /// What the model showed after the last frame.
    public let final: Observation
  }

  /// A model still moving after the most frames a run may take.
  public struct DidNotRest: Error, CustomStringConvertible {
    /// The frame schedule.
    public let schedule: FrameSchedule
    /// The frames delivered.
    public let frames: Int
    /// What was still moving (``/CarouselKit/FrameDriven/activityDescription``).
    public let activity: String

    public var description: String {
      "at \(schedule), still \(activity) after \(frames) frames; to fix, look for a motion that "
        + "never ends, or pass a larger maxFrames to FrameRateVerifier.verify"
    }
  }

  /// The first frame whose model did not show what the frameless model showed at its instant.
  public struct Mismatch: Error, CustomStringConvertible {
    /// The frame schedule.
    public let schedule: FrameSchedule
    /// The frame's time, in seconds.
    public let time: Double
    /// What the model showed.
    public let observed: String
    /// What the frameless model showed at the same instant.
    public let expected: String

    public var description: String {
      "at \(schedule), t = \(time): the model showed \(observed), the frameless model \(expected)"
    }
  }

  /// Plays `script` on a model from `make` under each of `schedules` until it stops animating,
  /// checking every frame against a frameless model.
  ///
  /// - Parameters:
  ///   - script: The gesture, in seconds from time 0.
  ///   - schedules: The frame schedules (``defaultSchedules``).
  ///   - maxFrames: The most frames a run may take, the script's included, before the model
  ///     must rest (6,000); checked once the script has been played.
  ///   - make: A fresh model, the same each time it is called.
  ///   - observe: What a frame of the model shows that must not depend on the frame rate.
  ///   - agree: Whether two observations agree (to a tolerance of your choice).
  /// - Returns: Each schedule's run, in the order of `schedules`, for checks across them (that
  ///   every run rests alike, that settling takes a bounded time).
  /// - Throws: ``Mismatch`` at the first frame that differs, or ``DidNotRest`` when a model is
  ///   still animating after `maxFrames` frames.
  /// - Complexity: O(schedules × frames × inputs) model calls: each frame makes a frameless
  ///   model with `make` and gives it the inputs before the frame.
  @discardableResult
  public static func verify<Model: DragDriven & FrameDriven, Observation>(
    _ script: GestureScript, schedules: [FrameSchedule] = defaultSchedules,
    maxFrames: Int = 6_000, make: () -> Model, observe: (Model) -> Observation,
    agree: (Observation, Observation) -> Bool
  ) throws -> [Run<Observation>] {
    try schedules.map { schedule in
      let model = make()
      let clock = ManualFrameClock(schedule: schedule)
      clock.drive(model)
      var frames = 0
      func frame() throws {
        clock.advanceFrame()
        frames += 1
        let time = clock.now
        let frameless = make()
        for step in script.steps where step.time < time {
          GestureScript.send(step.input, to: frameless, at: step.time)
        }
        frameless.advance(to: time)
        let (observed, expected) = (observe(model), observe(frameless))
        guard agree(observed, expected) else {
          throw Mismatch(
            schedule: schedule, time: time, observed: "\(observed)", expected: "\(expected)")
        }
      }
      for step in script.steps {
        while clock.nextFrameTime <= step.time { try frame() }
        GestureScript.send(step.input, to: model, at: step.time)
      }
      while model.isAnimating {
        guard frames < maxFrames else {
          throw DidNotRest(
            schedule: schedule, frames: frames, activity: model.activityDescription)
        }
        try frame()
      }
      return Run(schedule: schedule, frames: frames, endTime: clock.now, final: observe(model))
    }
  }
}
