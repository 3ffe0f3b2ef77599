import CarouselKit
import CarouselKitTesting
import Testing

/// A released flick that glides at its velocity for half a second: exactly, from the time it
/// is given, or by a fixed step per frame, as a naive host loop moves.
private final class Glider: DragDriven, FrameDriven {
  let stepsPerFrame: Bool
  private(set) var offset = 0.0
  /// Touches so far: an input that shows at once.
  private(set) var touches = 0
  private var velocity = 0.0
  private var release = 0.0
  private var time = 0.0

  init(stepsPerFrame: Bool) { self.stepsPerFrame = stepsPerFrame }

  func touchBegan(at time: Double) { touches += 1 }
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
    // 30 Hz: frames at 1/30 … 15/30 s, the last at the glide's end.
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

  @Test("A model still moving after maxFrames frames stops the run, saying where")
  func maxFrames() throws {
    // The glide lasts 0.5 s, 30 frames at 60 Hz: more than the 10 allowed.
    do {
      try FrameRateVerifier.verify(
        .flick(velocity: 300), schedules: [.regular(60)], maxFrames: 10,
        make: { Glider(stepsPerFrame: false) }, observe: \.offset, agree: { _, _ in true })
      Issue.record("the verifier let a run go past maxFrames")
    } catch let error as FrameRateVerifier.DidNotRest {
      #expect(error.frames == 10 && error.schedule == .regular(60))
      #expect(error.description.contains("still gliding at offset 50.0 after 10 frames"))
    }
  }

  @Test("A frame at an input's instant comes before the input, in the model and the frameless one")
  func inputAtFrameInstant() throws {
    // The touch lands exactly at the second frame of 60 Hz: that frame shows no touch yet.
    var seen: [Int] = []
    try FrameRateVerifier.verify(
      .flick(velocity: 300, at: 2.0 / 60), schedules: [.regular(60)],
      make: { Glider(stepsPerFrame: false) },
      observe: { glider -> Int in
        seen.append(glider.touches)
        return glider.touches
      },
      agree: ==)
    // Model and frameless model alike, frame by frame: 0 at frames 1 and 2, then 1.
    #expect(Array(seen.prefix(6)) == [0, 0, 0, 0, 1, 1])
  }
}
