import CarouselKit
import Testing

@Suite("VelocityTracker")
struct VelocityTrackerTests {
  @Test(
    "A constant-speed drag gives its exact speed",
    arguments: [VelocityTracker.Strategy.linear, .quadratic])
  func constantSpeed(strategy: VelocityTracker.Strategy) {
    var tracker = VelocityTracker(strategy: strategy)
    for k in 0...30 { tracker.addSample(position: -1500 * Double(k) / 120, at: Double(k) / 120) }
    #expect(close(tracker.velocity(releasedAt: 0.25), -1500))
  }

  @Test("One sample, or none, gives zero")
  func tooFewSamples() {
    var tracker = VelocityTracker()
    #expect(tracker.velocity(releasedAt: 0) == 0)
    tracker.addSample(position: 40, at: 1)
    #expect(tracker.velocity(releasedAt: 1) == 0)
  }

  @Test("A pause before the release gives zero")
  func pauseBeforeRelease() {
    var tracker = VelocityTracker()
    for k in 0...10 { tracker.addSample(position: Double(k) * 10, at: Double(k) / 100) }
    #expect(tracker.velocity(releasedAt: 0.1) != 0)
    #expect(tracker.velocity(releasedAt: 0.1 + 0.041) == 0)
  }

  @Test("Only the last 100 ms count; older, stale samples are ignored")
  func staleSamplesIgnored() {
    var tracker = VelocityTracker()
    // Fast for the first 300 ms, then a steady 200 pt/s for the last 150 ms.
    var position = 0.0
    var t = 0.0
    while t < 0.3 {
      tracker.addSample(position: position, at: t)
      position += 30
      t += 0.01
    }
    let slowStart = position
    for k in 0...15 {
      tracker.addSample(position: slowStart + 200 * Double(k) * 0.01, at: t + Double(k) * 0.01)
    }
    #expect(close(tracker.velocity(releasedAt: t + 0.15), 200))
  }

  @Test("A gap longer than 40 ms cuts the history")
  func gapCutsHistory() {
    var tracker = VelocityTracker()
    tracker.addSample(position: 0, at: 0)
    tracker.addSample(position: 500, at: 0.01)  // a burst, then a gap
    tracker.addSample(position: 500, at: 0.06)
    tracker.addSample(position: 502, at: 0.07)
    #expect(close(tracker.velocity(releasedAt: 0.07), 200))
  }

  @Test("Equal timestamps replace the sample and never divide by zero")
  func equalTimestamps() {
    var tracker = VelocityTracker()
    tracker.addSample(position: 0, at: 0.5)
    tracker.addSample(position: 10, at: 0.5)
    #expect(tracker.sampleCount == 1)
    #expect(tracker.velocity(releasedAt: 0.5) == 0)
    tracker.addSample(position: 20, at: 0.51)
    #expect(close(tracker.velocity(releasedAt: 0.51), 1000))
  }

  @Test("The quadratic fit follows a finger that speeds up better than the line")
  func quadraticFollowsAcceleration() {
    var linear = VelocityTracker(strategy: .linear)
    var quadratic = VelocityTracker(strategy: .quadratic)
    // x = 4000·t², so the speed at t = 0.1 is 800 pt/s.
    for k in 0...10 {
      let t = Double(k) / 100
      linear.addSample(position: 4000 * t * t, at: t)
      quadratic.addSample(position: 4000 * t * t, at: t)
    }
    let fitTolerance = 1e-6  // relative: a least-squares fit over 11 samples in floating point
    #expect(close(quadratic.velocity(releasedAt: 0.1), 800, fitTolerance))
    #expect(abs(linear.velocity(releasedAt: 0.1) - 800) > 100)
  }

  @Test("The ring holds at most its capacity and keeps the newest samples")
  func ring() {
    var tracker = VelocityTracker(capacity: 4)
    for k in 0..<50 { tracker.addSample(position: Double(k * k), at: Double(k) / 1000) }
    #expect(tracker.sampleCount == 4 && tracker.latestTime == 0.049)
  }
}
