import CarouselKit
import CarouselKitTesting

extension CarouselRun.Action: ScriptedAction {
  var words: String {
    switch self {
    case .gesture: "a gesture step"
    case .scrollTo(let index, let duration):
      "a scroll to item \(index) over \(format(duration, 2)) s"
    }
  }
}

extension PagesRun.Action: ScriptedAction {
  var words: String {
    switch self {
    case .gesture: "a gesture step"
    case .scrollTo(let page): "a scroll to page \(page)"
    case .tapTitle(let index): "a tap on title \(index)"
    }
  }
}

extension WalkthroughRun.Action: ScriptedAction {
  var words: String {
    switch self {
    case .gesture: "a gesture step"
    case .next: "a press on next"
    case .previous: "a press on previous"
    case .goTo(let page): "a scroll to page \(page)"
    }
  }
}

extension ParallaxRun.Action: ScriptedAction {
  var words: String {
    switch self {
    case .gesture: "a gesture step"
    case .goTo(let cell): "a scroll to \(ParallaxReport.cellName(cell))"
    }
  }
}

/// What a simulating subcommand plays: nothing, a flick, a drag, or one action of its model's
/// own at time 0 (a press, a scroll to a page, a tap on a title).
enum ScriptedInput<Action: ScriptedAction> {
  case none
  /// A touch down at time 0 and a release at `velocity` points per second.
  case flick(velocity: Double)
  /// A drag by `distance` points over `over` seconds, then a release at the tracked velocity.
  case drag(distance: Double, over: Double)
  /// One of the model's own actions, at time 0.
  case action(Action)

  /// The input as timed run actions, a drag sampled at `fps`, and in words for a report.
  func script(fps: Double) -> (actions: [(time: Double, action: Action)], words: String) {
    switch self {
    case .none: ([], "no gesture")
    case .flick(let velocity):
      (steps(.flick(velocity: velocity)), "a flick at \(format(velocity, 0)) pt/s")
    case .drag(let distance, let duration):
      (
        steps(.drag(by: distance, over: duration, samples: .regular(fps))),
        "a drag of \(format(distance, 0)) pt over \(format(duration, 2)) s"
      )
    case .action(let action): ([(0, action)], action.words)
    }
  }

  /// A gesture's steps as timed run actions.
  private func steps(_ gesture: GestureScript) -> [(time: Double, action: Action)] {
    gesture.steps.map { ($0.time, .gesture($0.input)) }
  }
}

/// A run's action: a gesture step, or one the subcommand can script on its own, with its words
/// for a report.
protocol ScriptedAction {
  /// The action that performs a gesture step.
  static func gesture(_ input: GestureScript.Input) -> Self
  /// The action in words: `"a scroll to page 3"`.
  var words: String { get }
}

extension ParsedArguments {
  /// The input the gesture options give: `--flick`, `--drag` (with `--over`) or, read by
  /// `own`, one of the model's own actions (nil when none is given).
  func scriptedInput<Action>(
    flick: Option<Double>, drag: Option<Double>, over: Option<Double>,
    own: () throws -> Action? = { nil }
  ) throws -> ScriptedInput<Action> {
    if let velocity = try givenValue(flick) { return .flick(velocity: velocity) }
    if let distance = try givenValue(drag) {
      return .drag(distance: distance, over: try value(over))
    }
    return try own().map { .action($0) } ?? .none
  }
}

/// A finished scripted run of a command: the run (at its end), its frames and the gesture in
/// words.
struct ScriptedSimulation<Run, Frame> {
  var run: Run
  var frames: [Frame]
  var gesture: String
}

extension ScriptedSimulation where Run: ScriptedRun, Frame == Run.Frame {
  /// A trace's last line: where the model ended and how, `"Offset 375.000, page 1, at rest
  /// after 0.300 s; 19 frames at 60 Hz."` (`"still moving at 10.000 s (--max-time)"` when the
  /// run was cut short, `"autoplaying at 10.000 s (--max-time)"` when only an autoplay went
  /// on).
  ///
  /// - Parameters:
  ///   - offset: The model's offset at the end, in points (or items, for a carousel).
  ///   - place: Where that is in the model's words: `"page 1"`, `"item 2"`.
  ///   - time: The model's clock at the end, in seconds.
  ///   - fps: The frames per second of the run.
  /// - Returns: The line.
  func ending(offset: Double, place: String, time: Double, fps: Double) -> String {
    let settled =
      run.model.isAnimating
      ? "still moving at \(format(frames.last?.time ?? time, 3)) s (--max-time)"
      : run.isAutoplaying
        ? "autoplaying at \(format(frames.last?.time ?? time, 3)) s (--max-time)"
        : "at rest after \(format(time, 3)) s"
    return "Offset \(format(offset, 3)), \(place), \(settled); \(frames.count) frames at "
      + "\(format(fps, 0)) Hz."
  }
}

extension ScriptedSimulation {
  /// Writes the outputs every simulating subcommand shares.
  ///
  /// It checks `--frame` against the frames, writes the preview page when `--output` names a
  /// file, then the JSON with `--json` or the page's message.
  ///
  /// - Parameters:
  ///   - spec: The subcommand, for messages.
  ///   - frame: The `--frame` option's name and value.
  ///   - output: The `--output` option's name and path.
  ///   - json: Whether `--json` was given.
  ///   - fps: The frames per second of the run.
  ///   - subject: What the page shows, for its message: `"7 pages"`.
  ///   - still: The words for the frame `--frame` shows still.
  ///   - page: The preview page's HTML.
  ///   - jsonText: The run's JSON.
  ///   - context: Where the output goes.
  /// - Returns: Whether the JSON or the page's message was the whole output (no trace follows).
  /// - Throws: A `CommandError` for a `--frame` outside the frames or a page that cannot be
  ///   written.
  func writePageOrJSON(
    _ spec: CommandLineSpec, frame: (option: String, value: Int?),
    output: (option: String, path: String?), json: Bool, fps: Double, subject: String,
    still: (Int) -> String = { "frame \($0) still" }, page: () -> String,
    jsonText: () -> String, context: CommandContext
  ) throws -> Bool {
    try PreviewTemplate.checkFrame(
      frame.value, count: frames.count, fps: fps, command: spec.command, option: frame.option)
    if let path = output.path {
      try PreviewTemplate.write(page(), to: path, command: spec.command, option: output.option)
    }
    if json {
      context.writeLine(jsonText())
      return true
    }
    guard let path = output.path else { return false }
    let shown = frame.value.map(still) ?? "playing from frame 0"
    context.writeLine(
      "Wrote \(path): \(subject), \(gesture), \(frames.count) frames at \(format(fps, 0)) Hz, "
        + "\(shown). Open it in a browser.")
    return true
  }
}
