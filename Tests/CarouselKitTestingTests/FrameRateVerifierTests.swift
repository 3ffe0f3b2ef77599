import CarouselKit
import CarouselKitTesting
import Testing

/// A released flick that glides at its velocity for half a second: exactly, from the time it
/// is given, or by a fixed step per frame, as a naive host loop moves.
private final class Glider: DragDriven, FrameDriven {
  let stepsPerFrame: Bool
  private(set) var offset = 0.0
  private var velocity = 0.0
  private var release = 0.0
  private var time = 0.0

  init(stepsPerFrame: Bool) { self.stepsPerFrame = stepsPerFrame }

  func touchBegan(at time: Double) {}
  func dragBegan(at time: Double) {}
  func dragChanged(translation: Double, at time: Double) {}
  func touchEnded(at time: Double) {}
  func dragEnded(velocity: Double?, at time: Double) {
    self.velocity = velocity ?? 0
    release = time
    self.time = time
  }

  func advance(to time: Double) {
    guard isAnimating else { return }
    self.time = time
    if stepsPerFrame {
      offset += velocity / 60  // a step per call, whatever time passed
    } else {
      offset = velocity * min(time - release, 0.5)
    }
  }

  var isAnimating: Bool { velocity != 0 && time - release < 0.5 }
  var activityDescription: String { "gliding at offset \(offset)" }
}

@Suite("Frame-rate verifier")
struct FrameRateVerifierTests {
  @Test("A model that moves by its instants passes at every schedule, and the runs rest alike")
  func exactModelPasses() throws {
    let runs = try FrameRateVerifier.verify(
      .flick(velocity: 300), make: { Glider(stepsPerFrame: false) }, observe: \.offset,
      agree: { abs($0 - $1) <= 1e-9 })
    #expect(runs.map(\.schedule) == FrameRateVerifier.defaultSchedules)
    #expect(runs.allSatisfy { abs($0.final - 150) <= 1e-9 && $0.endTime >= 0.5 })
    // 30 Hz: frames at 1/30 … 16/30 s, the first at or after the glide's end.
    #expect(runs[0].frames == 15)
  }

  @Test("A model that moves by the frame fails at its second frame, saying where and how")
  func perFrameModelFails() throws {
    do {
      try FrameRateVerifier.verify(
        .flick(velocity: 300), schedules: [.regular(60)],
        make: { Glider(stepsPerFrame: true) }, observe: \.offset,
        agree: { abs($0 - $1) <= 1e-9 })
      Issue.record("the verifier passed a model that steps per frame")
    } catch let mismatch as FrameRateVerifier.Mismatch {
      #expect(mismatch.schedule == .regular(60))
      #expect(abs(mismatch.time - 2.0 / 60) < 1e-12)
      #expect(mismatch.observed == "10.0" && mismatch.expected == "5.0")
      #expect(mismatch.description.contains("the frameless model 5.0"))
    }
  }

  @Test("A model that never rests stops the run after maxFrames")
  func maxFrames() {
    #expect(throws: ManualFrameClockError.self) {
      try FrameRateVerifier.verify(
        .flick(velocity: 300), schedules: [.regular(60)], maxFrames: 10,
        make: { Glider(stepsPerFrame: false) }, observe: \.offset, agree: { _, _ in true })
    }
  }
}
