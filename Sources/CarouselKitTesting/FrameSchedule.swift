/// When frames happen: at a fixed rate, or jittered around it reproducibly.
///
/// Frame 0 is at time 0; frame `k` is at `k / framesPerSecond`, moved by up to `jitter` of a
/// frame interval either way when jittered. The jitter of each frame is a pure function of the
/// seed and the frame number, so a schedule is the same on every run and frames stay in order.
public struct FrameSchedule: Hashable, Sendable, CustomStringConvertible {
  /// The nominal rate, in frames per second.
  public let framesPerSecond: Double
  /// The largest shift of a frame, as a fraction of the frame interval, in [0, 0.5).
  public let jitter: Double
  /// The seed of the jitter.
  public let seed: UInt64

  /// Frames every `1/framesPerSecond` seconds.
  ///
  /// - Precondition: `framesPerSecond` is positive and finite.
  public static func regular(_ framesPerSecond: Double) -> FrameSchedule {
    FrameSchedule(framesPerSecond: framesPerSecond, jitter: 0, seed: 0)
  }

  /// Frames around `1/framesPerSecond` apart, each shifted by a seeded random fraction of the
  /// interval in `[−jitter, jitter]`.
  ///
  /// - Precondition: `framesPerSecond` is positive and finite; `jitter` lies in [0, 0.5).
  public static func jittered(_ framesPerSecond: Double, by jitter: Double = 0.3, seed: UInt64)
    -> FrameSchedule
  {
    FrameSchedule(framesPerSecond: framesPerSecond, jitter: jitter, seed: seed)
  }

  private init(framesPerSecond: Double, jitter: Double, seed: UInt64) {
    precondition(
      framesPerSecond > 0 && framesPerSecond.isFinite, "Frame rate must be positive and finite")
    precondition(jitter >= 0 && jitter < 0.5, "Frame jitter must lie in 0..<0.5 of a frame")
    self.framesPerSecond = framesPerSecond
    self.jitter = jitter
    self.seed = seed
  }

  /// The time of frame `index`, in seconds after the schedule's origin.
  public func time(ofFrame index: Int) -> Double {
    let nominal = Double(index) / framesPerSecond
    guard jitter > 0, index != 0 else { return nominal }
    var generator = SplitMix64(
      seed: seed ^ (UInt64(bitPattern: Int64(index)) &* 0x9E37_79B9_7F4A_7C15))
    let unit = generator.nextUnitInterval() * 2 - 1  // [−1, 1)
    return nominal + unit * jitter / framesPerSecond
  }

  /// The number of the first frame at or after `time`.
  func firstFrame(atOrAfter time: Double) -> Int {
    var index = max(0, Int((time * framesPerSecond).rounded(.down)) - 1)
    while self.time(ofFrame: index) < time { index += 1 }
    return index
  }

  public var description: String {
    jitter == 0 ? "\(framesPerSecond) Hz" : "\(framesPerSecond) Hz ± \(jitter) frame (seed \(seed))"
  }
}
