import CarouselKit
import Foundation
import Testing

@Suite("ConstantDecelerationSimulation (iCarousel momentum)")
struct ConstantDecelerationTests {
  @Test(
    "The natural distance is v/(60(1−r)) and lasts 1/(30(1−r)) whatever the velocity",
    arguments: [(6.0, 0.95), (-9.0, 0.95), (3.0, 0.5), (12.0, 0.0), (1.5, 0.99)])
  func naturalMomentum(velocity: Double, rate: Double) {
    let distance = velocity / (60 * (1 - rate))
    #expect(
      close(
        ConstantDecelerationSimulation.naturalDistance(velocity: velocity, decelerationRate: rate),
        distance))
    let momentum = ConstantDecelerationSimulation(start: 2, velocity: velocity, end: 2 + distance)
    // Speed falling uniformly from v to 0 covers D in T = 2|D|/|v|, here 1/(30(1 − r)).
    let duration = 2 * abs(distance) / abs(velocity)
    #expect(close(duration, 1 / (30 * (1 - rate))))
    #expect(close(momentum.duration, duration))
    #expect(close(ConstantDecelerationSimulation.naturalDuration(decelerationRate: rate), duration))
    // Uniform deceleration a = −v/T: x = s + v·t − ½(v/T)t².
    for fraction in [0.0, 0.1, 0.25, 0.5, 0.9] {
      let t = fraction * duration
      let expected = 2 + velocity * t - 0.5 * velocity / duration * t * t
      #expect(close(momentum.position(at: t), expected))
      #expect(close(momentum.velocity(at: t), velocity * (1 - fraction)))
    }
  }

  @Test("At the default rate 0.95 a flick glides v/3 for 0.6667 s")
  func defaultRate() {
    #expect(
      close(ConstantDecelerationSimulation.naturalDistance(velocity: 6, decelerationRate: 0.95), 2))
    #expect(close(ConstantDecelerationSimulation.naturalDuration(decelerationRate: 0.95), 2.0 / 3))
  }

  @Test("Paging example from the spec: release at 3.2 with v = +6 ends at 4 after 0.267 s")
  func pagingExample() {
    let momentum = ConstantDecelerationSimulation(start: 3.2, velocity: 6, end: 4)
    #expect(close(momentum.duration, 2 * 0.8 / 6))
    #expect(close(momentum.duration, 0.26666666666666666))
  }

  @Test("It ends exactly on its end position and stays there")
  func endsExactly() {
    let momentum = ConstantDecelerationSimulation(start: 0.37, velocity: 7.3, end: 3)
    #expect(close(momentum.duration, 2 * (3 - 0.37) / 7.3))  // T = 2|D|/|v|
    #expect(momentum.position(at: momentum.duration) == 3)
    #expect(momentum.position(at: momentum.duration + 5) == 3)
    #expect(momentum.velocity(at: momentum.duration) == 0)
    #expect(
      !momentum.isDone(at: momentum.duration.nextDown) && momentum.isDone(at: momentum.duration))
    // Just before the end the position is continuous with the end: a billionth of T earlier it
    // is ½·(v/T)·(T·1e-9)² ≈ 1e-18 items short, far inside the tolerance.
    let justBefore = momentum.duration * (1 - 1e-9)
    let continuityTolerance = 1e-8
    #expect(close(momentum.position(at: justBefore), 3, continuityTolerance))
  }

  @Test("Rates of 1 or more, and below 0, are guarded")
  func rateGuards() {
    #expect(ConstantDecelerationSimulation.effectiveDecelerationRate(1) == 0.999)
    #expect(ConstantDecelerationSimulation.effectiveDecelerationRate(7) == 0.999)
    #expect(ConstantDecelerationSimulation.effectiveDecelerationRate(-0.5) == 0)
    let distance = ConstantDecelerationSimulation.naturalDistance(velocity: 6, decelerationRate: 1)
    #expect(distance.isFinite && close(distance, 6 / 0.06))
    #expect(
      close(ConstantDecelerationSimulation.naturalDistance(velocity: 6, decelerationRate: -3), 0.1))
  }

  @Test("Zero distance means no motion")
  func zeroDistance() {
    let still = ConstantDecelerationSimulation(start: 4, velocity: 5, end: 4)
    #expect(still.duration == 0 && still.isDone(at: 0) && still.position(at: 0) == 4)
  }
}

@Suite("DecaySimulation (UIScrollView deceleration)")
struct DecayTests {
  @Test(
    "Position and velocity follow x₀ + (v₀/1000)(rᵗ − 1)/ln r with t in ms",
    arguments: [
      (DecaySimulation.normalRate, 1200.0), (DecaySimulation.fastRate, -800.0), (0.995, 3000.0),
    ])
  func closedForm(rate: Double, velocity: Double) {
    let decay = DecaySimulation(position: 50, velocity: velocity, rate: rate)
    for t in [0.0, 0.05, 0.3, 1.0, 2.0] where t < decay.duration {
      let ms = t * 1000
      let expected = 50 + velocity / 1000 * (pow(rate, ms) - 1) / log(rate)
      #expect(close(decay.position(at: t), expected, roundingTolerance))
      #expect(close(decay.velocity(at: t), velocity * pow(rate, ms), roundingTolerance))
    }
    #expect(close(decay.projectedPosition, 50 - velocity / 1000 / log(rate), roundingTolerance))
  }

  @Test("Projections: 0.4995·v for the normal rate, and the WWDC step sums ×499 and ×99")
  func projections() {
    #expect(
      close(DecaySimulation.projectedDistance(velocity: 1000), 1 / -log(0.998), roundingTolerance))
    #expect(abs(DecaySimulation.projectedDistance(velocity: 1000) - 499.5) < 0.001)
    #expect(close(DecaySimulation.projectedDistanceBySteps(velocity: 1000), 499, roundingTolerance))
    let fast = DecaySimulation.projectedDistanceBySteps(
      velocity: 1000, rate: DecaySimulation.fastRate)
    #expect(close(fast, 99, roundingTolerance))
  }

  @Test("It stops when slower than the tolerance, at the position it reached, never jumping")
  func restsWhereItStops() {
    let decay = DecaySimulation(position: 0, velocity: 1000)  // tolerance 1 pt/s
    // UIKit's normal deceleration of a 1,000 pt/s flick ends after about 3.45 s.
    #expect(close(decay.duration, log(1000) / (-1000 * log(0.998)), roundingTolerance))
    #expect(close(decay.velocity(at: decay.duration.nextDown), 1))
    #expect(close(decay.finalPosition, decay.position(at: decay.duration.nextDown)))
    #expect(decay.position(at: 100) == decay.finalPosition)
    #expect(abs(decay.projectedPosition - decay.finalPosition) < 0.5)
  }

  @Test("time(toReach:) inverts the position")
  func timeToReach() throws {
    let decay = DecaySimulation(position: 10, velocity: -900)
    for t in [0.01, 0.2, 1.5] {
      let time = try #require(decay.time(toReach: decay.position(at: t)))
      #expect(close(time, t))
    }
    #expect(decay.time(toReach: 20) == nil)  // behind the start
    #expect(decay.time(toReach: decay.projectedPosition - 1) == nil)  // beyond the rest
  }

  @Test("A targeted decay starts at v₀ and rests exactly on its target")
  func targeted() {
    let tolerance = Tolerance(distance: 1e-4, velocity: 1e-3)
    let decay = DecaySimulation(position: 1.3, velocity: 5, target: 2, tolerance: tolerance)
    #expect(close(decay.velocity(at: 0), 5))
    #expect(close(decay.projectedPosition, 2))
    #expect(decay.position(at: decay.duration) == 2)
    #expect(abs(decay.position(at: decay.duration.nextDown) - 2) <= tolerance.distance)
  }
}

@Suite("SpringSimulation")
struct SpringTests {
  static let regimes: [(String, SpringParameters)] = [
    ("under-damped", SpringParameters(mass: 1, stiffness: 200, dampingRatio: 0.3)),
    ("critically damped", SpringParameters(mass: 1, stiffness: 150, dampingRatio: 1)),
    ("over-damped", SpringParameters.scrollBounce),
  ]

  /// RK4 at a 10 µs step is accurate to far better than this over 1.5 s; 1e-6 points (and
  /// points/s) is the agreement the exact solution must reach.
  static let rungeKuttaTolerance = 1e-6

  @Test("The exact solution matches RK4 (step 1e-5 s) within 1e-6", arguments: regimes)
  func matchesRungeKutta(name: String, spring: SpringParameters) {
    for (x0, v0) in [(100.0, 0.0), (-40.0, 900.0), (0.0, -2500.0)] {
      let simulation = SpringSimulation(
        spring, from: 300 + x0, to: 300, velocity: v0,
        tolerance: Tolerance(distance: 1e-9, velocity: 1e-9))
      let reference = rungeKuttaSpring(
        spring, x0: x0, v0: v0, step: 1e-5, until: 1.5, sampleEvery: 0.05)
      for sample in reference {
        let position = simulation.position(at: sample.time)
        let velocity = simulation.velocity(at: sample.time)
        #expect(
          abs(position - (300 + sample.x)) <= Self.rungeKuttaTolerance,
          "\(name) x at \(sample.time)")
        #expect(abs(velocity - sample.v) <= Self.rungeKuttaTolerance, "\(name) v at \(sample.time)")
      }
    }
  }

  @Test(
    "Each spring uses the closed form of its damping regime",
    arguments: zip(
      regimes.map(\.1),
      [SpringSimulation.Regime.underDamped, .criticallyDamped, .overDamped]))
  func regimeSelection(spring: SpringParameters, regime: SpringSimulation.Regime) {
    #expect(SpringSimulation(spring, from: 0, to: 1).regime == regime)
  }

  @Test(
    "Once done it rests exactly on the target, and the true motion was within tolerance from then on",
    arguments: regimes)
  func settles(name: String, spring: SpringParameters) {
    let tolerance = Tolerance(distance: 0.01, velocity: 1)
    let simulation = SpringSimulation(spring, from: 0, to: 100, velocity: 400, tolerance: tolerance)
    #expect(simulation.duration.isFinite && simulation.duration > 0)
    #expect(simulation.position(at: simulation.duration) == 100)
    #expect(simulation.velocity(at: simulation.duration) == 0)
    // Check the unclamped solution after the settle time with a tighter spring of the same shape.
    let unclamped = SpringSimulation(
      spring, from: 0, to: 100, velocity: 400,
      tolerance: Tolerance(distance: 1e-12, velocity: 1e-12))
    var t = simulation.duration
    while t < simulation.duration + 3 {
      #expect(abs(unclamped.position(at: t) - 100) <= tolerance.distance, "\(name) at \(t)")
      #expect(abs(unclamped.velocity(at: t)) <= tolerance.velocity, "\(name) at \(t)")
      t += 0.001
    }
  }

  @Test("Perceptual parameters: response and duration/bounce as SwiftUI defines them")
  func perceptualParameters() {
    let response = SpringParameters(response: 0.5, dampingRatio: 0.8)
    #expect(close(response.stiffness, pow(2 * .pi / 0.5, 2)))
    #expect(close(response.dampingRatio, 0.8) && close(response.response, 0.5))
    let bouncy = SpringParameters(duration: 0.4, bounce: 0.25)
    #expect(close(bouncy.dampingRatio, 0.75) && close(bouncy.stiffness, pow(2 * .pi / 0.4, 2)))
    let overdamped = SpringParameters(duration: 0.4, bounce: -0.5)
    #expect(close(overdamped.dampingRatio, 2))
    #expect(close(SpringParameters.scrollBounce.damping, 1.1 * 2 * (0.5 * 100.0).squareRoot()))
  }

  @Test("A UIKit-style relative velocity is a multiple of the distance per second")
  func relativeVelocity() {
    let spring = SpringSimulation(.smooth, from: 10, to: 30, relativeVelocity: 2)
    #expect(close(spring.velocity(at: 0), 40))
  }

  @Test("An undamped spring never ends")
  func undamped() {
    let spring = SpringSimulation(SpringParameters(stiffness: 10, damping: 0), from: 0, to: 1)
    #expect(spring.duration == .infinity && !spring.isDone(at: 1e6))
  }
}

@Suite("TimedCurveSimulation and Easing")
struct TimedCurveTests {
  @Test("iCarousel's cubic ease-in-out: 4t³ then 4(t−1)³+1, 0.0625 at ¼ and 0.9375 at ¾")
  func inOutCubic() {
    #expect(Easing.inOutCubic.value(at: 0.25) == 0.0625)
    #expect(Easing.inOutCubic.value(at: 0.75) == 0.9375)
    #expect(Easing.inOutCubic.value(at: 0.5) == 0.5)
    for t in stride(from: 0.0, through: 1.0, by: 0.05) {
      let expected = t < 0.5 ? 4 * t * t * t : 4 * pow(t - 1, 3) + 1
      #expect(close(Easing.inOutCubic.value(at: t), expected))
    }
  }

  @Test(
    "Velocity is the derivative of position",
    arguments: [Easing.linear, .inOutCubic, .easeIn, .easeOut, .easeInEaseOut])
  func velocityIsDerivative(easing: Easing) {
    let scroll = TimedCurveSimulation(from: 2, to: 7, duration: 0.4, easing: easing)
    for t in stride(from: 0.015, to: 0.39, by: 0.03) {  // avoids the cubic's kink at ½
      let h = 1e-6
      let numeric = (scroll.position(at: t + h) - scroll.position(at: t - h)) / (2 * h)
      // A central difference is off by about h²·x‴ plus rounding of ε_machine·x/h: under 1e-4.
      let finiteDifferenceTolerance = 1e-4
      #expect(
        abs(scroll.velocity(at: t) - numeric) < finiteDifferenceTolerance, "\(easing) at \(t)")
    }
    #expect(scroll.position(at: 0.4) == 7 && scroll.velocity(at: 0.4) == 0)
  }

  @Test("Core Animation's presets are monotonic from 0 to 1; easeInEaseOut is symmetric")
  func bezierPresets() {
    for easing in [Easing.easeIn, .easeOut, .easeInEaseOut] {
      #expect(easing.value(at: 0) == 0 && easing.value(at: 1) == 1)
      var previous = 0.0
      for t in stride(from: 0.01, through: 1.0, by: 0.01) {
        let value = easing.value(at: t)
        #expect(value >= previous)
        previous = value
      }
    }
    #expect(close(Easing.easeInEaseOut.value(at: 0.5), 0.5, roundingTolerance))
    #expect(
      close(
        Easing.easeInEaseOut.value(at: 0.2) + Easing.easeInEaseOut.value(at: 0.8), 1,
        roundingTolerance))
    // Each preset is its Bézier, solved here independently by bisection.
    let presets: [(Easing, (Double, Double, Double, Double))] = [
      (.easeIn, (0.42, 0, 1, 1)), (.easeOut, (0, 0, 0.58, 1)), (.easeInEaseOut, (0.42, 0, 0.58, 1)),
    ]
    for (easing, p) in presets {
      for t in stride(from: 0.0, through: 1.0, by: 0.05) {
        #expect(
          close(easing.value(at: t), cubicBezier(p.0, p.1, p.2, p.3, at: t)), "\(easing) at \(t)")
      }
    }
  }

  @Test("A zero duration is done at once")
  func zeroDuration() {
    let jump = TimedCurveSimulation(from: 1, to: 5, duration: 0)
    #expect(jump.isDone(at: 0) && jump.position(at: 0) == 5)
  }
}

@Suite("RubberBand")
struct RubberBandTests {
  @Test("iOS: (1 − 1/(x·c/d + 1))·d — 100 → 48.4 and 400 → 142 in a 400 pt view")
  func iOSFormula() {
    #expect(abs(RubberBand.iOSOffset(overshoot: 100, dimension: 400) - 48.4) < 0.05)
    #expect(abs(RubberBand.iOSOffset(overshoot: 400, dimension: 400) - 142) < 0.5)
    let back = RubberBand.iOSOffset(overshoot: -100, dimension: 400)
    #expect(back == -RubberBand.iOSOffset(overshoot: 100, dimension: 400))
    for x in [1.0, 37, 250, 1e5] {
      let expected = (1 - 1 / (x * 0.55 / 400 + 1)) * 400
      #expect(close(RubberBand.iOSOffset(overshoot: x, dimension: 400), expected))
    }
  }

  @Test("iCarousel's linear resistance is 1 at the end and 0 from bounceDistance on")
  func linearResistance() {
    #expect(RubberBand.linearResistance(overshoot: 0, limit: 1) == 1)
    #expect(RubberBand.linearResistance(overshoot: 0.25, limit: 1) == 0.75)
    #expect(RubberBand.linearResistance(overshoot: -0.5, limit: 2) == 0.75)
    #expect(RubberBand.linearResistance(overshoot: 3, limit: 1) == 0)
  }

  @Test("Applied per event, the linear law converges to B·(1 − e^(−Δ/B)) as events get dense")
  func linearLimit() {
    let limit = 1.0
    let travel = 1.5
    for events in [10, 100, 10_000] {
      var u = 0.0
      for _ in 0..<events {
        u += travel / Double(events) * RubberBand.linearResistance(overshoot: u, limit: limit)
      }
      let continuous = limit * (1 - exp(-travel / limit))
      #expect(abs(u - continuous) < 1.0 / Double(events))
    }
    #expect(
      close(
        RubberBand.exponential(limit: 1).displayedOverscroll(raw: travel, pointsPerUnit: 200),
        1 - exp(-1.5)))
  }

  @Test(
    "rawOverscroll inverts displayedOverscroll",
    arguments: [RubberBand.exponential(limit: 1), .iOS(dimension: 400), .linear(limit: 2)])
  func inverse(law: RubberBand) {
    for raw in [0.01, 0.3, 1.7, 3.0] {
      let shown = law.displayedOverscroll(raw: raw, pointsPerUnit: 100)
      #expect(close(law.rawOverscroll(displayed: shown, pointsPerUnit: 100), raw))
    }
  }

  @Test("Resistance is the law's slope")
  func resistanceIsSlope() {
    for law in [RubberBand.exponential(limit: 1.3), .iOS(dimension: 320)] {
      for raw in [0.1, 0.8, 2.0] {
        let h = 1e-6
        let above = law.displayedOverscroll(raw: raw + h, pointsPerUnit: 150)
        let below = law.displayedOverscroll(raw: raw - h, pointsPerUnit: 150)
        let slope = (above - below) / (2 * h)
        let shown = law.displayedOverscroll(raw: raw, pointsPerUnit: 150)
        let slopeTolerance = 1e-6  // the central difference's h² error and rounding over 2h
        #expect(
          abs(law.resistance(atDisplayed: shown, pointsPerUnit: 150) - slope) < slopeTolerance)
      }
    }
  }
}

@Suite("HandoffSimulation")
struct HandoffTests {
  @Test("A decay that crosses an edge hands over to a spring with position and velocity continuous")
  func decayToSpringContinuity() throws {
    let context = ScrollContext(
      offset: 0, velocity: 3000, bounds: .limited(0...1000), maximumOverscroll: 400,
      tolerance: .points)
    let motion = try #require(DecayPhysics().releaseMotion(in: context))
    guard case .handoff(let handoff) = motion.simulation,
      case .decay = handoff.first, case .spring = handoff.second
    else {
      Issue.record("expected a decay handing over to a spring, got \(motion.simulation)")
      return
    }
    let t = handoff.handoffTime
    #expect(close(handoff.position(at: t), 1000))
    #expect(abs(handoff.position(at: t.nextDown) - handoff.position(at: t)) < pixelTolerance)
    #expect(close(handoff.velocity(at: t.nextDown), handoff.velocity(at: t)))
    // It overshoots, then comes back to rest exactly on the edge.
    let peak = stride(from: t, to: handoff.duration, by: 0.001).map { handoff.position(at: $0) }
      .max()!
    #expect(peak > 1000 + 10)
    #expect(handoff.finalPosition == 1000 && handoff.position(at: handoff.duration) == 1000)
  }
}
