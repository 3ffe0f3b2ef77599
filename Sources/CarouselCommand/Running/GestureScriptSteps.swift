import CarouselKit
import CarouselKitTesting

/// A run's timed action that can be a step of a scripted gesture.
protocol GestureAction {
  /// The action that performs a gesture step.
  static func gesture(_ input: GestureScript.Input) -> Self
}

extension CarouselRun.Action: GestureAction {}
extension PagesRun.Action: GestureAction {}
extension WalkthroughRun.Action: GestureAction {}

/// Gesture steps as timed run actions, shared by the commands' `--flick` and `--drag`.
enum GestureScriptSteps {
  /// A touch down at time 0 and a release at `velocity` points per second.
  static func flick<Action: GestureAction>(_ velocity: Double) -> [(time: Double, action: Action)] {
    GestureScript.flick(velocity: velocity).steps.map { ($0.time, .gesture($0.input)) }
  }

  /// A drag by `distance` points over `duration` seconds, sampled at `fps`, then a release at
  /// the tracked velocity.
  static func drag<Action: GestureAction>(_ distance: Double, over duration: Double, fps: Double)
    -> [(time: Double, action: Action)]
  {
    GestureScript.drag(by: distance, over: duration, samples: .regular(fps)).steps.map {
      ($0.time, .gesture($0.input))
    }
  }

  /// ``flick(_:)``'s steps and the gesture in words, for a report.
  static func flickScript<Action: GestureAction>(_ velocity: Double)
    -> (actions: [(time: Double, action: Action)], words: String)
  {
    (flick(velocity), "a flick at \(format(velocity, 0)) pt/s")
  }

  /// ``drag(_:over:fps:)``'s steps and the gesture in words, for a report.
  static func dragScript<Action: GestureAction>(
    _ distance: Double, over duration: Double, fps: Double
  )
    -> (actions: [(time: Double, action: Action)], words: String)
  {
    (
      drag(distance, over: duration, fps: fps),
      "a drag of \(format(distance, 0)) pt over \(format(duration, 2)) s"
    )
  }
}

/// A finished scripted run of a command: the run (at its end), its frames and the gesture in
/// words.
struct ScriptedSimulation<Run, Frame> {
  var run: Run
  var frames: [Frame]
  var gesture: String
}
