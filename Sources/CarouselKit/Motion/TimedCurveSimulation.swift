/// A motion from one position to another over a fixed duration along an ``Easing``: what
/// iCarousel's `scrollToItemAtIndex:animated:` and every snap do (0.4 s, ``Easing/inOutCubic``).
public struct TimedCurveSimulation: Simulation, CustomStringConvertible {
  /// The position at time 0.
  public let start: Double
  /// The position at ``duration`` and after.
  public let end: Double
  /// The length of the motion, in seconds; 0 means the motion is done at once.
  public let duration: Double
  /// The timing curve.
  public let easing: Easing

  /// Creates an eased motion.
  ///
  /// - Precondition: `start` and `end` are finite; `duration` is finite and not negative.
  public init(from start: Double, to end: Double, duration: Double, easing: Easing = .inOutCubic) {
    requireFinite(start, "Simulation positions must be finite")
    requireFinite(end, "Simulation positions must be finite")
    precondition(duration >= 0 && duration.isFinite, "Duration must be finite and not negative")
    self.start = start
    self.end = end
    self.duration = duration
    self.easing = easing
  }

  public var finalPosition: Double { end }

  public func position(at time: Double) -> Double {
    let t = elapsed(time)
    if t >= duration { return end }
    let progress = easing.value(at: t / duration)
    let distance = end - start
    // Ends a whole Double range apart overflow the distance; the blend cannot.
    return distance.isFinite ? start + distance * progress : start * (1 - progress) + end * progress
  }

  public func velocity(at time: Double) -> Double {
    let t = elapsed(time)
    if t >= duration { return 0 }
    // A vanishing duration (1e-300 s) or a huge distance would give an infinite velocity: the
    // largest finite one stands for it, so whatever continues the motion stays finite.
    let velocity = (end - start) * easing.slope(at: t / duration) / duration
    if velocity.isFinite { return velocity }
    return velocity.isNaN ? 0 : velocity < 0 ? -.greatestFiniteMagnitude : .greatestFiniteMagnitude
  }

  public var description: String {
    "TimedCurveSimulation(\(start) → \(end) in \(duration) s, \(easing))"
  }
}
