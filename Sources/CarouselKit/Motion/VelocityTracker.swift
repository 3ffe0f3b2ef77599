/// Estimates a finger's release velocity from timestamped positions, the way mature toolkits do
/// (Flutter's and Android's trackers): a least-squares fit over the most recent samples.
///
/// Only samples within ``horizon`` of the newest one count, and the history is cut at the first
/// gap longer than ``pauseThreshold``. If the finger rested for longer than that before the
/// release, the velocity is 0. One sample, or samples that all share a timestamp, give 0.
///
/// Samples live in a fixed ring of ``capacity`` slots created with the tracker; adding a sample
/// overwrites the oldest slot.
public struct VelocityTracker: Sendable {
  /// How the samples are fitted.
  public enum Strategy: Sendable, Hashable {
    /// A straight line: the average velocity over the window. Robust; the default.
    case linear
    /// A parabola, read at the newest sample (Flutter's default): follows a finger that speeds
    /// up or slows down, at the price of more noise. Falls back to a line with fewer than three
    /// distinct timestamps.
    case quadratic
  }

  /// How far back samples count, in seconds (0.1).
  public let horizon: Double
  /// The longest gap between samples, or before the release, that still counts as moving, in
  /// seconds (0.04).
  public let pauseThreshold: Double
  /// The fit.
  public let strategy: Strategy
  /// How many samples are kept.
  public let capacity: Int

  private var times: [Double]
  private var positions: [Double]
  private var newest = -1  // index of the newest sample in the ring
  private var count = 0

  /// Creates an empty tracker.
  ///
  /// - Precondition: `horizon` and `pauseThreshold` are positive; `capacity` is at least 2.
  public init(
    horizon: Double = 0.1, pauseThreshold: Double = 0.04, strategy: Strategy = .linear,
    capacity: Int = 20
  ) {
    precondition(horizon > 0 && pauseThreshold > 0, "Velocity tracker windows must be positive")
    precondition(capacity >= 2, "A velocity tracker needs room for at least 2 samples")
    self.horizon = horizon
    self.pauseThreshold = pauseThreshold
    self.strategy = strategy
    self.capacity = capacity
    times = Array(repeating: 0, count: capacity)
    positions = Array(repeating: 0, count: capacity)
  }

  /// The number of samples held (at most ``capacity``).
  public var sampleCount: Int { count }

  /// The time of the newest sample, in seconds, or `nil` when empty.
  public var latestTime: Double? { count > 0 ? times[newest] : nil }

  /// Records the finger's `position` (points along the axis) at `time` (seconds).
  ///
  /// A sample with the same timestamp as the newest one replaces it: hosts can deliver two
  /// events for one instant.
  ///
  /// - Precondition: `position` and `time` are finite, and `time` is not earlier than the
  ///   newest sample's.
  /// - Complexity: O(1)
  public mutating func addSample(position: Double, at time: Double) {
    precondition(position.isFinite && time.isFinite, "Velocity samples must be finite")
    if count > 0 {
      precondition(time >= times[newest], "Velocity samples must not go back in time")
      if time == times[newest] {
        positions[newest] = position
        return
      }
    }
    newest = (newest + 1) % capacity
    times[newest] = time
    positions[newest] = position
    count = min(count + 1, capacity)
  }

  /// Forgets every sample.
  public mutating func reset() {
    count = 0
    newest = -1
  }

  /// The estimated velocity, in points per second, for a release at `time` (seconds): 0 when
  /// there are fewer than two usable samples or the finger paused before the release.
  ///
  /// - Complexity: O(``capacity``)
  public func velocity(releasedAt time: Double) -> Double {
    guard count >= 2, time - times[newest] <= pauseThreshold else { return 0 }
    // Walk back from the newest sample while samples are recent and continuous.
    let newestTime = times[newest]
    var used = 0
    var previousTime = newestTime
    var index = newest
    while used < count {
      let t = times[index]
      if newestTime - t > horizon || previousTime - t > pauseThreshold { break }
      previousTime = t
      used += 1
      index = (index - 1 + capacity) % capacity
    }
    guard used >= 2 else { return 0 }
    if strategy == .quadratic, used >= 3, let slope = quadraticSlope(samples: used) {
      return slope
    }
    return linearSlope(samples: used)
  }

  /// Sums Σ τ^p·x^q over the newest `n` samples, with τ = t − t_newest.
  private func moments(samples n: Int) -> (
    s0: Double, t1: Double, t2: Double, t3: Double, t4: Double,
    x0: Double, x1: Double, x2: Double
  ) {
    let newestTime = times[newest]
    var m = (s0: 0.0, t1: 0.0, t2: 0.0, t3: 0.0, t4: 0.0, x0: 0.0, x1: 0.0, x2: 0.0)
    let origin = positions[newest]
    var index = newest
    for _ in 0..<n {
      let tau = times[index] - newestTime
      let x = positions[index] - origin
      m.s0 += 1
      m.t1 += tau
      m.t2 += tau * tau
      m.t3 += tau * tau * tau
      m.t4 += tau * tau * tau * tau
      m.x0 += x
      m.x1 += x * tau
      m.x2 += x * tau * tau
      index = (index - 1 + capacity) % capacity
    }
    return m
  }

  private func linearSlope(samples n: Int) -> Double {
    let m = moments(samples: n)
    let denominator = m.s0 * m.t2 - m.t1 * m.t1
    // All timestamps equal (or numerically so): no time elapsed, no velocity.
    guard denominator > 1e-18 * max(1, m.s0 * m.t2) else { return 0 }
    return (m.s0 * m.x1 - m.t1 * m.x0) / denominator
  }

  /// The slope at τ = 0 of the least-squares parabola, or `nil` when the system is singular.
  private func quadraticSlope(samples n: Int) -> Double? {
    let m = moments(samples: n)
    // Normal equations for x = a + b·τ + c·τ²; Cramer's rule for b.
    let determinant =
      m.s0 * (m.t2 * m.t4 - m.t3 * m.t3) - m.t1 * (m.t1 * m.t4 - m.t3 * m.t2)
      + m.t2 * (m.t1 * m.t3 - m.t2 * m.t2)
    guard abs(determinant) > 1e-9 * m.s0 * m.t2 * m.t4 else { return nil }
    let numerator =
      m.s0 * (m.x1 * m.t4 - m.t3 * m.x2) - m.x0 * (m.t1 * m.t4 - m.t3 * m.t2)
      + m.t2 * (m.t1 * m.x2 - m.x1 * m.t2)
    return numerator / determinant
  }
}
