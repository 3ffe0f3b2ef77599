import CarouselKit
import CarouselKitTesting

/// A frame of a scripted run, drawn at `time` seconds.
protocol TimedFrame {
  var time: Double { get }
}

/// A model under a script of timed actions — gesture steps, presses, programmatic scrolls —
/// sampled at the frames a ``ManualFrameClock`` delivers: what every subcommand that simulates
/// does with its own model (`simulate`, `demo`, `pages`, `walkthrough`, `parallax`).
///
/// A run keeps only what is its model's own: its actions (``perform(_:at:)``) and what a frame
/// shows (``frame(at:)``). An action happens at its own time, between frames: the model is
/// brought to that instant first. An action at a frame's instant comes before that frame, so the
/// frame shows it (a ``GestureScript`` played by ``ManualFrameClock`` delivers the frame first).
protocol ScriptedRun: AnyObject {
  /// Something that happens at a time.
  associatedtype Action
  /// The state a host would draw at one frame.
  associatedtype Frame: TimedFrame

  /// The model the clock drives.
  var model: any FrameDriven { get }
  /// The actions, and how many have happened.
  var script: ActionScript<Action> { get set }
  /// Performs `action` at `time`, the model having been brought there.
  func perform(_ action: Action, at time: Double)
  /// The current state as a frame.
  func frame(at time: Double) -> Frame
  /// Whether the model has nothing left to do (by default, it does not animate).
  var isSettled: Bool { get }
  /// Whether an autoplay steps the model (`--autoplay`), so the run lasts `--max-time` (by
  /// default, none does).
  var isAutoplaying: Bool { get }
  /// Called once the model has been brought to a frame's time (by default, nothing).
  func didStep()
}

extension ScriptedRun {
  var isSettled: Bool { !model.isAnimating }

  var isAutoplaying: Bool { false }

  func didStep() {}

  /// The time of the last scripted action, in seconds.
  var lastActionTime: Double { script.lastTime }

  /// Whether every action has happened and the model has settled.
  var isFinished: Bool { script.isDone && isSettled }

  /// Brings the model to `time`, in seconds: each action due by then happens at its own time
  /// first.
  func step(to time: Double) {
    performActions(dueBy: time)
    model.advance(to: time)
    didStep()
  }

  /// Frames at k/fps seconds from time 0, k = 0, 1, 2…, until every action has happened and
  /// the model has settled, or `maxTime` seconds pass.
  func run(fps: Double, maxTime: Double) -> [Frame] {
    let clock = ManualFrameClock(framesPerSecond: fps)
    clock.drive(model)
    step(to: clock.now)
    var frames = [frame(at: clock.now)]
    while !(clock.now >= lastActionTime && isSettled) && clock.now < maxTime {
      performActions(dueBy: clock.nextFrameTime)
      clock.advanceFrame()
      didStep()
      frames.append(frame(at: clock.now))
    }
    return frames
  }

  private func performActions(dueBy time: Double) {
    while let (at, action) = script.next(dueBy: time) {
      model.advance(to: at)
      perform(action, at: at)
    }
  }
}

/// Timed actions in time order, and how many have happened.
struct ActionScript<Action> {
  private let actions: [(time: Double, action: Action)]
  private var done = 0

  /// The actions, sorted by time (stable: actions at one time keep their order).
  init(_ actions: [(time: Double, action: Action)]) {
    self.actions = actions.enumerated().sorted {
      ($0.element.time, $0.offset) < ($1.element.time, $1.offset)
    }.map { $0.element }
  }

  /// The time of the last action, in seconds (0 without any).
  var lastTime: Double { actions.last?.time ?? 0 }

  /// Whether every action has happened.
  var isDone: Bool { done == actions.count }

  /// The next action if it is due by `time`, counted as happened.
  mutating func next(dueBy time: Double) -> (time: Double, action: Action)? {
    guard done < actions.count, actions[done].time <= time else { return nil }
    done += 1
    return actions[done - 1]
  }
}
