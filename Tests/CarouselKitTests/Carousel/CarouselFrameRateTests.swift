import CarouselKit
import CarouselKitTesting
import Testing

@Suite("Carousel frame-rate independence")
struct CarouselFrameRateTests {
  static let schedules: [FrameSchedule] = [
    .regular(30), .regular(60), .regular(120), .regular(144), .regular(240),
    .jittered(90, by: 0.4, seed: 5),
  ]

  @Test(
    "Every frame's item transforms equal a frameless carousel's at that instant, CoverFlow2's swing included",
    arguments: [CarouselType.coverFlow2, .coverFlow, .rotary, .wheel, .timeMachine])
  func transformsAtEveryRate(type: CarouselType) throws {
    let script = GestureScript.flick(velocity: -1900) + .flick(velocity: 1300, at: 1.3)
    let runs = try FrameRateVerifier.verify(
      script, schedules: Self.schedules,
      make: {
        let (carousel, _, _, _) = makeCarousel(type, count: 40, at: 3.2)
        return carousel
      },
      observe: { carousel in
        Dictionary(uniqueKeysWithValues: carousel.items.map { ($0.index, $0.transform) })
      },
      agree: { observed, expected in
        observed.count == expected.count
          && observed.allSatisfy { index, transform in
            expected[index].map {
              transform.isApproximatelyEqual(to: $0, tolerance: sameInstantTolerance)
            } ?? false
          }
      })
    #expect(runs.allSatisfy { $0.frames > 20 }, "\(runs.map(\.frames))")
  }

  @Test(
    "Index changes are reported at the instant the offset crosses halfway, whatever the frame rate")
  func indexChangeInstants() throws {
    var instants: [[Double]] = []
    for rate in [30.0, 60, 144, 240] {
      let (carousel, _, _, events) = makeCarouselForEvents(.linear, count: 40)
      let clock = ManualFrameClock(framesPerSecond: rate)
      clock.drive(carousel)
      GestureScript.flick(velocity: -1400).perform(on: carousel, clock: clock)  // 7 items/s to 3
      try clock.runUntilIdle()
      let recorded = events.take()
      #expect(recorded.map(\.kind) == glideEvents(passing: [1, 2, 3]))
      let changes = recorded.filter {
        if case .currentItemIndexDidChange = $0.kind { true } else { false }
      }
      instants.append(changes.map(\.time))
      try events.finish()
    }
    // x(t) = 7t − ½(7/T)t² with T = 6/7 s crosses 0.5, 1.5 and 2.5 at these instants.
    let duration = 6.0 / 7
    let expected = [0.5, 1.5, 2.5].map { x in
      (7 - (49 - 2 * 7 / duration * x).squareRoot()) / (7 / duration)
    }
    // The carousel finds each instant by bisection on the motion, to a picosecond.
    let bisectionTolerance = 1e-12
    for times in instants {
      #expect(times.count == 3)
      for (time, want) in zip(times, expected) { #expect(abs(time - want) < bisectionTolerance) }
    }
  }
}
