/// What a subcommand that simulates reads besides its model: the gesture, the frame rate and
/// time limit, the outputs and, for a pager, where the pages start.
struct Playback<Action: ScriptedAction> {
  /// Where the pages rest at time 0, in points; the model's own start when `nil` (a pager's
  /// `--start-offset`; the carousel has `--start` of its own).
  var startOffset: Double?
  var gesture: ScriptedInput<Action> = .none
  /// Frames per second.
  var fps = SimulationOptions.fps.defaultValue
  /// The longest the run may take, in seconds.
  var maxTime = SimulationOptions.maxTime.defaultValue
  /// Seconds between autoplay's steps (`--autoplay`); no autoplay when `nil`.
  var autoplay: Double?
  var json = false
  /// Where `--output` writes the preview page.
  var output: String?
  /// The frame `--frame` shows still on the page.
  var frame: Int?

  /// How many frames the run may take at most (the command-line fuzzer runs the cheap ones).
  var frameLimit: Double { (maxTime * fps).rounded(.up) + 1 }

  /// Plays the gesture on the run `makeRun` builds from its timed actions, until the model rests
  /// or `--max-time` passes.
  func play<Run: ScriptedRun>(
    _ makeRun: ([(time: Double, action: Action)]) -> Run
  ) -> ScriptedSimulation<Run, Run.Frame> where Run.Action == Action {
    let (actions, gesture) = gesture.script(fps: fps)
    let run = makeRun(actions)
    return ScriptedSimulation(
      run: run, frames: run.run(fps: fps, maxTime: maxTime), gesture: gesture)
  }
}
