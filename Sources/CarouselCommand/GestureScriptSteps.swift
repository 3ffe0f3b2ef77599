import CarouselKit
import CarouselKitTesting

/// Gesture steps as timed run actions.
enum GestureScriptSteps {
  static func flick(_ velocity: Double) -> [(time: Double, action: CarouselRun.Action)] {
    GestureScript.flick(velocity: velocity).steps.map { ($0.time, .gesture($0.input)) }
  }

  static func drag(_ distance: Double, over duration: Double, fps: Double) -> [(
    time: Double, action: CarouselRun.Action
  )] {
    GestureScript.drag(by: distance, over: duration, samples: .regular(fps)).steps.map {
      ($0.time, .gesture($0.input))
    }
  }
}
