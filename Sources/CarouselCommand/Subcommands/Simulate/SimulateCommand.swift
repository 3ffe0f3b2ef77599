import CarouselKit
import CarouselKitTesting

/// `carousel simulate`: one carousel under a scripted gesture (its JSON's keys are in its help).
enum SimulateCommand {
  static let json = SimulationOptions.json(
    frame:
      #""time", "offset", "currentIndex", "phase", "items": [{"index", "placeholder", "offset", "alpha", "hidden", "transform": [m11…m44]}]"#,
    event: "…", final: #""time", "offset", "currentIndex""#,
    notes: "items back to front, transforms relative to the viewport centre")

  static let spec = CommandLineSpec(
    command: "carousel simulate", summary: "one carousel under a scripted gesture, frame by frame.",
    usage: "carousel simulate [options]",
    groups: SimulationOptions.groups + [OptionGroup(title: "Output:", items: [json])])

  /// What a `carousel simulate` command line asks for.
  struct Options: SubcommandOptions {
    // The defaults are the declarations' (SimulationOptions).
    var help = false
    var type = SimulationOptions.type.defaultValue
    var items = SimulationOptions.items.defaultValue
    var placeholders = SimulationOptions.placeholders.defaultValue
    var viewport = SimulationOptions.viewport.defaultValue
    var itemWidth = SimulationOptions.itemWidth.defaultValue
    /// The item's size across the scroll axis; the viewport's when `nil`.
    var itemHeight: Double?
    /// What the delegate answers for options.
    var optionValues = SimulationOptions.option.defaultValue
    var decelerationRate = SimulationOptions.decelerationRate.defaultValue
    var start = SimulationOptions.start.defaultValue
    var wrap: Bool?
    var isVertical = false
    var isPagingEnabled = false
    var bounces = true
    /// Each item's own width, cycled; one width for all when empty.
    var itemWidths: [Double] = []
    var alignment = SimulationOptions.align.defaultValue
    var containsScroll = false
    var groupSize = SimulationOptions.group.defaultValue
    /// The most resting places a flick moves; no limit when `nil`.
    var flickLimit: Int?
    /// The gesture, the frames and the outputs (`preview`'s page among them).
    var playback = Playback<CarouselRun.Action>()

    /// The carousel these options set up.
    var setting: CarouselRun.Setting {
      CarouselRun.Setting(
        type: type, items: items, placeholders: placeholders, viewport: viewport,
        itemWidth: itemWidth, itemHeight: itemHeight, optionValues: optionValues,
        decelerationRate: decelerationRate, start: start, wrap: wrap, isVertical: isVertical,
        isPagingEnabled: isPagingEnabled, bounces: bounces, alignment: alignment,
        containsScroll: containsScroll, groupSize: groupSize, flickLimit: flickLimit,
        itemWidths: itemWidths, autoplay: playback.autoplay)
    }
  }

  /// Parses and checks a `carousel simulate` command line.
  ///
  /// - Throws: A usage error (exit 2) or an invalid-input error (exit 1) naming the option.
  static func parse(_ arguments: [String]) throws -> Options {
    try spec.parseOptions(arguments) { parsed, options in
      options = try SimulationOptions.simulation(from: parsed)
      options.playback.json = parsed.isSet(json)
    }
  }

  /// A finished run: the run (at its end), its frames and the gesture in words.
  typealias Simulation = ScriptedSimulation<CarouselRun, CarouselRun.Frame>

  /// Runs the carousel `options` describe until it rests or `--max-time` passes.
  static func simulate(_ options: Options) -> Simulation {
    options.playback.play { CarouselRun(options.setting, actions: $0) }
  }

  static func run(_ options: Options, context: CommandContext) {
    if options.help { return context.writeLine(spec.help) }
    let simulation = simulate(options)
    let (run, frames, gesture) = (simulation.run, simulation.frames, simulation.gesture)
    if options.playback.json {
      context.writeLine(CarouselReport.json(run, frames: frames))
      return
    }
    let carousel = run.carousel
    let viewport = options.viewport
    context.writeLine(
      "carousel simulate: \(options.type), \(options.items) items \(format(options.itemWidth, 0)) pt wide in \(format(viewport.width, 0))×\(format(viewport.height, 0))"
        + "\(carousel.isWrapEnabled ? ", wrapping" : ""), \(gesture) from offset \(format(options.start, 2))."
    )
    for line in CarouselReport.trace(
      run, frames: frames, fps: options.playback.fps, item: { String($0) })
    {
      context.writeLine(line)
    }
    context.writeLine(
      simulation.ending(
        offset: carousel.scrollOffset, place: "item \(carousel.currentItemIndex)",
        time: carousel.time, fps: options.playback.fps))
  }
}
