// The recent past of a scroll: the motions that produced the offsets since the last frame, for
// the carousel's search for the instant its current item changed.

extension ScrollEngine {
  /// The motions that produced the recent offsets.
  struct RecentPast {
    let now: Double
    let current: ActiveMotion?
    let finished: (motion: ActiveMotion, endTime: Double)?
    let limits: Limits

    /// The first instant in (`low`, `high`] from which `reached` holds for the offset, found by
    /// halving the interval at most `steps` times, until it is no longer than `resolution` seconds;
    /// `reached` must hold at `high` and not at `low`.
    ///
    /// `nil` when an instant between them cannot be recalled.
    @inline(__always)
    func firstInstant(
      after low: Double, by high: Double, steps: Int, resolution: Double,
      where reached: (Double) -> Bool
    ) -> Double? {
      // Within one motion (the usual case), search its simulation directly: the same
      // arithmetic as `offset(at:)`, without recalling which motion covers each instant.
      if let current, low >= current.startTime, high <= now {
        return Self.firstInstant(
          on: current.simulation, startingAt: current.startTime, limits: limits, after: low,
          by: high, steps: steps,
          resolution: resolution, where: reached)
      }
      var low = low
      var high = high
      for _ in 0..<steps where high - low > resolution {
        let middle = (low + high) / 2
        guard let offset = offset(at: middle) else { return nil }
        if reached(offset) { high = middle } else { low = middle }
      }
      return high
    }

    @inline(__always)
    private static func firstInstant(
      on simulation: some Simulation, startingAt start: Double, limits: Limits, after low: Double,
      by high: Double,
      steps: Int, resolution: Double, where reached: (Double) -> Bool
    ) -> Double {
      var low = low
      var high = high
      for _ in 0..<steps where high - low > resolution {
        let middle = (low + high) / 2
        if reached(
          limits.bounds.normalized(limits.clamped(simulation.position(at: middle - start))))
        {
          high = middle
        } else {
          low = middle
        }
      }
      return high
    }

    /// The offset at `pastTime`, as ``ScrollEngine/pastOffset(at:)`` describes.
    @inline(__always)
    func offset(at pastTime: Double) -> Double? {
      guard pastTime <= now else { return nil }
      if let current, pastTime >= current.startTime {
        return limits.bounds.normalized(
          limits.clamped(current.simulation.position(at: pastTime - current.startTime)))
      }
      if let (finished, endTime) = finished, pastTime >= finished.startTime, pastTime <= endTime,
        current.map({ $0.startTime >= endTime }) ?? true
      {
        return limits.bounds.normalized(
          limits.clamped(finished.simulation.position(at: pastTime - finished.startTime)))
      }
      return nil
    }
  }
}
