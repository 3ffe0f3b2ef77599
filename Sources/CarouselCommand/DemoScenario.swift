import CarouselKit
import CarouselKitTesting

/// The demo's pager: ten numbered items, two scripted flicks, and a host that feeds the engine
/// the script's inputs at their times and frames at whatever times it is given.
final class DemoScenario {
  static let itemCount = 10
  static let itemWidth = 160.0
  static let flickVelocity = -2400.0
  static let secondFlickTime = 1.4

  let engine: ScrollEngine
  let recorder = EventRecorder()
  private let steps: [GestureScript.Step]
  private var nextStep = 0

  init() {
    engine = ScrollEngine(configuration: .init(
      bounds: .limited(0...Double(Self.itemCount - 1)), snapGrid: .uniform(spacing: 1),
      rubberBand: .linear(limit: 1), physics: MomentumPhysics(), pointsPerUnit: Self.itemWidth))
    engine.delegate = recorder
    let script = GestureScript.flick(velocity: Self.flickVelocity)
      + .flick(velocity: Self.flickVelocity, at: Self.secondFlickTime)
    steps = script.steps
  }

  static var summary: String {
    "a pager of \(itemCount) numbered items \(Int(itemWidth)) pt wide with iCarousel's physics; "
      + "two flicks at \(Int(-flickVelocity)) pt/s: the first glides to item 6, the second runs "
      + "into the end, bounces and snaps back to item \(itemCount)"
  }

  /// Brings the scenario to `time`: every scripted input due by then is delivered at its own
  /// time, then the engine advances to `time`.
  func step(to time: Double) {
    while nextStep < steps.count, steps[nextStep].time <= time {
      let step = steps[nextStep]
      engine.advance(to: step.time)
      GestureScript.send(step.input, to: engine, at: step.time)
      nextStep += 1
    }
    engine.advance(to: time)
  }

  /// Whether every input has been delivered and the engine has come to rest.
  var isFinished: Bool { nextStep == steps.count && !engine.isAnimating }

  /// The item nearest the offset, numbered from 1 (the last one while bouncing past the end).
  var currentItem: Int { min(max(Int(engine.offset.rounded()), 0), Self.itemCount - 1) + 1 }
}
