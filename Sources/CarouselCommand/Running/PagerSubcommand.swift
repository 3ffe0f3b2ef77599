import CarouselKit

/// The options the pager subcommands declare alike.
enum PagerOptions {
  /// `--start-offset`: where the pages rest at time 0, from 0 to the last page's start (checked
  /// against the layout by ``PagerSubcommand/readPlayback(_:layout:page:extent:)``).
  ///
  /// - Parameters:
  ///   - valueName: The value's name in help: "X" or "Y".
  ///   - page: What a page is called: "page" or "cell".
  ///   - shown: The default in help.
  /// - Returns: The option, with its help and its reader.
  static func startOffset(_ valueName: String, page: String, shown: String) -> Option<Double> {
    Option<Double>(
      "--start-offset", valueName,
      "content offset in points at time 0, up to the last \(page)'s start, set as "
        + "setContentOffset does: the \(page)s rest there, between \(page)s or not",
      default: 0, shown: shown,
      reader: ValueReader(
        expected: "a content offset in points from 0 to the last \(page)'s start",
        read: { text in Double(text).flatMap { $0.isFinite && $0 >= 0 ? $0 : nil } }))
  }

  /// `--output`: a page drawing `what` (`"the pages of every frame"`), with a scrubber.
  static func output(drawing what: String) -> Option<String> {
    PreviewCommand.output.withSummary("write a web page drawing \(what), with a scrubber")
  }

  /// `--frame`, with `--output`.
  static let frame = PreviewCommand.frame.withSummary(
    "with --output: show frame K still instead of playing from frame 0")
}

/// A subcommand that plays a scripted gesture on a pager model and writes a trace, its JSON, or
/// a preview page: the options it declares alike, and how it reads and plays them.
protocol PagerSubcommand {
  associatedtype Run: ScriptedRun where Run.Action: ScriptedAction
  associatedtype Options: PlaybackOptions where Options.Action == Run.Action
  associatedtype Report: RunReport where Report.Run == Run
  associatedtype Page: RunPage where Page.Command == Self

  static var spec: CommandLineSpec { get }
  /// `--start-offset`: its reader admits finite offsets from 0.
  static var startOffset: Option<Double> { get }
  static var flick: Option<Double> { get }
  static var drag: Option<Double> { get }
  static var over: Option<Double> { get }
  /// The model's own gestures (a press, a scroll to a page): one gesture at most is given.
  static var ownGestures: [any CommandLineItem] { get }
  static var json: Flag { get }
  static var output: Option<String> { get }
  static var frame: Option<Int> { get }

  /// The model's own action the command line gives, if any.
  static func ownAction(_ parsed: ParsedArguments) throws -> Run.Action?

  /// Plays the model `options` describe until it rests or `--max-time` passes.
  static func simulate(_ options: Options) -> ScriptedSimulation<Run, Run.Frame>
  /// What the page shows, for its message: `"7 pages"`.
  static func subject(of options: Options) -> String
  /// The words for frame `frame` shown still, for the page's message.
  static func still(_ frame: Int, of simulation: ScriptedSimulation<Run, Run.Frame>) -> String
  /// The model as the trace's first line describes it: `"7 pages in 320×480, titles 100 pt
  /// wide"`.
  static func setting(_ options: Options) -> String
  /// Where the model rests at time 0 without `--start-offset`, in its words: `"page 0"`.
  static func restingPlace(_ options: Options) -> String
  /// What the trace says between its first line and its rows: what a tap hit, why a press
  /// moved nothing. By default, nothing.
  static func notes(_ simulation: ScriptedSimulation<Run, Run.Frame>, options: Options) -> [String]
  /// Where the model ended: its offset in points, that place in its words (`"page 1"`), and
  /// its clock in seconds.
  static func ending(of run: Run) -> (offset: Double, place: String, time: Double)
}

/// How a pager subcommand writes a run: its `--json` output and its trace's rows.
protocol RunReport {
  associatedtype Run: ScriptedRun

  /// The run as JSON: its frames, its events and where it ended.
  static func json(_ run: Run, frames: [Run.Frame]) -> String
  /// The trace's rows: one every 0.1 s while moving, and one at every event.
  static func trace(_ run: Run, frames: [Run.Frame], fps: Double) -> [String]
}

/// How a pager subcommand draws a run: its preview page, with a scrubber.
protocol RunPage {
  associatedtype Command: PagerSubcommand

  /// The page's HTML, self-contained.
  static func html(
    _ simulation: ScriptedSimulation<Command.Run, Command.Run.Frame>, options: Command.Options
  ) -> String
}

/// The options of a subcommand that simulates: its help, and the shared ``Playback``.
protocol PlaybackOptions: SubcommandOptions {
  associatedtype Action: ScriptedAction
  var playback: Playback<Action> { get }
}

extension PagerSubcommand {
  /// `--frame`, with `--output`: every pager subcommand's.
  static var frame: Option<Int> { PagerOptions.frame }

  static func still(_ frame: Int, of simulation: ScriptedSimulation<Run, Run.Frame>) -> String {
    "frame \(frame) still"
  }

  static func notes(
    _ simulation: ScriptedSimulation<Run, Run.Frame>, options: Options
  ) -> [String] { [] }

  /// The readable trace: what was played, from where; the notes; a row every 0.1 s while
  /// moving and one at every event; and how it ended.
  static func trace(_ simulation: ScriptedSimulation<Run, Run.Frame>, options: Options) -> [String]
  {
    let playback = options.playback
    let start = playback.startOffset.map { "offset \(format($0, 2))" } ?? restingPlace(options)
    var lines = ["\(spec.command): \(setting(options)), \(simulation.gesture) from \(start)."]
    lines += notes(simulation, options: options)
    lines += Report.trace(simulation.run, frames: simulation.frames, fps: playback.fps)
    let end = ending(of: simulation.run)
    lines.append(
      simulation.ending(offset: end.offset, place: end.place, time: end.time, fps: playback.fps))
    return lines
  }

  /// Runs the subcommand: its help, or the model played and written as the page, the JSON or
  /// the trace, as `--output`, `--frame` and `--json` ask.
  ///
  /// - Throws: A `CommandError` for a `--frame` outside the frames or a page that cannot be
  ///   written.
  static func run(_ options: Options, context: CommandContext) throws {
    if options.help { return context.writeLine(spec.help) }
    let simulation = simulate(options)
    let playback = options.playback
    let written = try simulation.writePageOrJSON(
      spec, frame: (frame.name, playback.frame), output: (output.name, playback.output),
      json: playback.json, fps: playback.fps, subject: subject(of: options),
      still: { still($0, of: simulation) }, page: { Page.html(simulation, options: options) },
      jsonText: { Report.json(simulation.run, frames: simulation.frames) }, context: context)
    if written { return }
    for line in trace(simulation, options: options) { context.writeLine(line) }
  }

  /// The subcommand's command line, its options in the order every pager subcommand shows
  /// them: its model's, the gestures (`--flick`, `--drag`, `--over`, then its own), the frames,
  /// the outputs.
  ///
  /// - Parameters:
  ///   - name: The subcommand: `"pages"`.
  ///   - summary: Help's first line, after the command's name.
  ///   - details: Help's paragraphs: the model, and what the trace shows.
  ///   - model: The model's options, under their title.
  ///   - autoplays: Whether the model takes `--autoplay`.
  /// - Returns: The command line's declaration.
  static func pagerSpec(
    _ name: String, summary: String, details: String, model: OptionGroup, autoplays: Bool = false
  ) -> CommandLineSpec {
    CommandLineSpec(
      command: "carousel \(name)", summary: summary, usage: "carousel \(name) [options]",
      details: details,
      groups: [
        model,
        OptionGroup(
          title: SimulationOptions.gestureGroup.title, items: [flick, drag, over] + ownGestures),
      ] + (autoplays ? [SimulationOptions.autoplayGroup] : []) + [
        SimulationOptions.frameGroup,
        OptionGroup(title: "Output:", items: [json, output, frame]),
      ])
  }

  /// Reads and checks the options every pager subcommand shares, in one order for all: the
  /// frame rate and time limit, one gesture at most, the start offset, the gesture, the outputs.
  ///
  /// - Parameters:
  ///   - parsed: The command line.
  ///   - layout: The pages and the viewport's length along the scroll axis, in points.
  ///   - page: What a page is called in messages: "page" or "cell".
  ///   - extent: How the viewport's length reads in messages: "wide" or "tall".
  /// - Returns: The shared options, read.
  /// - Throws: A usage error (exit 2) or an invalid-input error (exit 1) naming the option.
  static func readPlayback(
    _ parsed: ParsedArguments, layout: PageLayout, page: String, extent: String
  ) throws -> Playback<Run.Action> {
    var playback = Playback<Run.Action>()
    playback.fps = try parsed.value(SimulationOptions.fps)
    playback.maxTime = try parsed.value(SimulationOptions.maxTime)
    // Only a subcommand that declares it takes it (the parser rejects it elsewhere).
    playback.autoplay = try parsed.givenValue(SimulationOptions.autoplay)
    try parsed.requireOneGesture(
      among: [flick, drag] + ownGestures, companions: [(over, drag), (frame, output)])
    // The range depends on the pages and the view: from 0 to the last page's start.
    playback.startOffset = try parsed.pagerStartOffset(
      startOffset, layout: layout, page: page, extent: extent)
    playback.gesture = try parsed.scriptedInput(flick: flick, drag: drag, over: over) {
      try ownAction(parsed)
    }
    playback.json = parsed.isSet(json)
    playback.output = try parsed.givenValue(output)
    playback.frame = try parsed.givenValue(frame)
    return playback
  }
}
