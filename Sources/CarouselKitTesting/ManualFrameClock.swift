import CarouselKit

/// A frame clock whose time moves only when told: the host's display link, for tests.
///
/// Time starts at `startTime` (0). Frames follow a ``FrameSchedule``: frame `k` is at
/// `startTime + schedule.time(ofFrame: k)`. Each frame sets ``now`` and then calls
/// ``/CarouselKit/FrameDriven/advance(to:)`` on every driven model, then ``onFrame``.
///
///     let clock = ManualFrameClock(framesPerSecond: 60)
///     clock.drive(engine)
///     GestureScript.flick(velocity: -1200).perform(on: engine, clock: clock)
///     let frames = try clock.runUntilIdle()
///
/// It is synchronous, like NIO's `EmbeddedEventLoop`: when a call returns, every frame it
/// delivered has been handled.
///
/// - Warning: Not thread-safe. Drive it from the test's own thread.
public final class ManualFrameClock {
  /// The current time, in seconds.
  public private(set) var now: Double
  /// When frames happen.
  public let schedule: FrameSchedule
  /// The time of frame 0, in seconds.
  public let startTime: Double
  /// How many frames have been delivered.
  public private(set) var frameCount = 0
  /// Called after each frame has been delivered to the driven models, with the frame's time.
  public var onFrame: ((Double) -> Void)?

  private var targets: [any FrameDriven] = []
  private var nextFrame = 1

  /// A clock with frames at a fixed rate.
  ///
  /// - Precondition: `framesPerSecond` is positive and finite.
  public convenience init(framesPerSecond: Double = 60, startTime: Double = 0) {
    self.init(schedule: .regular(framesPerSecond), startTime: startTime)
  }

  /// A clock with frames on `schedule`.
  public init(schedule: FrameSchedule, startTime: Double = 0) {
    precondition(startTime.isFinite, "Start time must be finite")
    self.schedule = schedule
    self.startTime = startTime
    now = startTime
  }

  /// Delivers frames to `target` from now on.
  ///
  /// The clock keeps it alive.
  public func drive(_ target: any FrameDriven) {
    targets.append(target)
  }

  /// The time of the next frame, in seconds.
  public var nextFrameTime: Double { startTime + schedule.time(ofFrame: nextFrame) }

  /// The nominal interval between frames, in seconds.
  public var frameInterval: Double { 1 / schedule.framesPerSecond }

  /// Whether any driven model is moving by itself and wants frames.
  ///
  /// - Complexity: O(*m*), where *m* is the number of driven models.
  public var hasPendingFrames: Bool { targets.contains { $0.isAnimating } }

  /// Delivers the next frame.
  ///
  /// - Complexity: O(*m*) calls of `advance(to:)`, where *m* is the number of driven models.
  public func advanceFrame() {
    now = nextFrameTime
    nextFrame += 1
    frameCount += 1
    for target in targets { target.advance(to: now) }
    onFrame?(now)
  }

  /// Delivers the next `count` frames.
  ///
  /// - Complexity: O(`count` × *m*) frames delivered, where *m* is the number of driven models.
  /// - Precondition: `count` is not negative.
  public func advanceFrames(_ count: Int) {
    precondition(count >= 0, "Frame count must not be negative")
    for _ in 0..<count { advanceFrame() }
  }

  /// Moves time forward by `seconds`, delivering every frame due on the way.
  ///
  /// - Complexity: One frame per frame interval in `seconds`, for each driven model.
  /// - Precondition: `seconds` is finite and not negative.
  public func advance(by seconds: Double) {
    precondition(seconds >= 0 && seconds.isFinite, "Clock can only move forward by a finite amount")
    advance(to: now + seconds)
  }

  /// Moves time forward to `time`, delivering every frame at or before it.
  ///
  /// Times before ``now`` change nothing (as NIO's `advanceTime(to:)`).
  ///
  /// - Complexity: One frame per frame interval up to `time`, for each driven model.
  /// - Precondition: `time` is finite.
  public func advance(to time: Double) {
    precondition(time.isFinite, "Clock time must be finite")
    while nextFrameTime <= time { advanceFrame() }
    now = max(now, time)
  }

  /// Delivers frames until no driven model is animating.
  ///
  /// Like Flutter's `pumpAndSettle`, it returns the number of frames it took, which a test can
  /// pin: a motion that ends on a frame takes exactly `ceil(duration × fps)` frames.
  ///
  /// - Parameter maxFrames: The most frames to deliver before giving up (600, ten seconds at
  ///   60 Hz).
  /// - Returns: The number of frames delivered.
  /// - Complexity: At most `maxFrames` frames, each O(*m*) for *m* driven models.
  /// - Throws: ``ManualFrameClockError/didNotSettle(frames:framesPerSecond:activity:)`` if a
  ///   model is still animating after `maxFrames` frames.
  @discardableResult
  public func runUntilIdle(maxFrames: Int = 600) throws(ManualFrameClockError) -> Int {
    var frames = 0
    while hasPendingFrames {
      guard frames < maxFrames else {
        let busy = targets.first { $0.isAnimating }
        throw ManualFrameClockError.didNotSettle(
          frames: frames, framesPerSecond: schedule.framesPerSecond,
          activity: busy?.activityDescription ?? "animating")
      }
      advanceFrame()
      frames += 1
    }
    return frames
  }

  /// Throws if a driven model is still animating: an end-of-test check that nothing was left
  /// running (swift-clocks' `checkSuspension`).
  public func checkIdle() throws(ManualFrameClockError) {
    if let busy = targets.first(where: { $0.isAnimating }) {
      throw ManualFrameClockError.stillAnimating(activity: busy.activityDescription, time: now)
    }
  }
}

/// Why a ``ManualFrameClock`` check failed.
///
/// Each description says what happened and how to fix it.
public enum ManualFrameClockError: Error, Equatable, CustomStringConvertible {
  /// ``ManualFrameClock/runUntilIdle(maxFrames:)`` gave up.
  case didNotSettle(frames: Int, framesPerSecond: Double, activity: String)
  /// ``ManualFrameClock/checkIdle()`` found a model still moving.
  case stillAnimating(activity: String, time: Double)

  public var description: String {
    switch self {
    case .didNotSettle(let frames, let fps, let activity):
      return "did not settle after \(frames) frames (\(formatSeconds(Double(frames) / fps)) s at "
        + "\(formatSeconds(fps)) Hz): still \(activity); to fix, look for a motion that never ends "
        + "(an undamped spring, a physics policy that keeps starting motions) or pass a larger "
        + "maxFrames to runUntilIdle"
    case .stillAnimating(let activity, let time):
      return "still \(activity) at \(formatSeconds(time)) s; to fix, call runUntilIdle() or "
        + "advance the clock further before the end of the test"
    }
  }
}
