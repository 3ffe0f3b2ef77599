import CarouselKit
import CarouselKitTesting

/// `carousel simulate`: one carousel under a scripted gesture (DESIGN.md's contract).
enum SimulateCommand {
  static let types = CarouselType.allCases
  static let typeNames = types.map(\.description).joined(separator: "|")
  static let optionNames = CarouselOption.allCases.map(\.description).joined(separator: ", ")

  /// The options that describe the simulation, shared with `carousel preview`.
  static let simulationOptions: [OptionParser.Option] = [
    .init(name: "--type", valueDescription: "one of \(typeNames)"),
    .init(name: "--items", valueDescription: "a whole number of items, 0 or more"),
    .init(name: "--placeholders", valueDescription: "a whole number of placeholders, 0 or more"),
    .init(name: "--viewport", valueDescription: "a size WxH in points, both positive, such as 320x480"),
    .init(name: "--item-width", valueDescription: "a positive width in points"),
    .init(name: "--item-height", valueDescription: "a positive height in points"),
    .init(name: "--option", valueDescription: "iCarousel options as NAME=VALUE[,NAME=VALUE…], such as showBackfaces=0,arc=3.14"),
    .init(name: "--wrap", valueDescription: nil),
    .init(name: "--no-wrap", valueDescription: nil),
    .init(name: "--vertical", valueDescription: nil),
    .init(name: "--paging", valueDescription: nil),
    .init(name: "--no-bounce", valueDescription: nil),
    .init(name: "--deceleration-rate", valueDescription: "a rate between 0 and 1"),
    .init(name: "--start", valueDescription: "an offset in items"),
    .init(name: "--flick", valueDescription: "a finger velocity in points per second"),
    .init(name: "--drag", valueDescription: "a distance in points"),
    .init(name: "--over", valueDescription: "a positive duration in seconds"),
    .init(name: "--scroll-to", valueDescription: "an item index"),
    .init(name: "--duration", valueDescription: "a duration in seconds, 0 or more"),
    .init(name: "--fps", valueDescription: "a frame rate between 1 and 1000 frames per second"),
    .init(name: "--max-time", valueDescription: "a time between 0 and 600 seconds"),
  ]

  static let parser = OptionParser(
    command: "carousel simulate",
    options: simulationOptions + [.init(name: "--json", valueDescription: nil), .init(name: "--help", valueDescription: nil)])

  /// The help lines for ``simulationOptions``.
  static let simulationHelp = """
      --type T                 \(typeNames) (linear);
                               \(CustomLayout.summary)
      --items N                number of items (20)
      --placeholders P         placeholders beside the items when not wrapping (0)
      --viewport WxH           viewport size in points (320x480)
      --item-width W           item width in points (200), along the scroll axis
      --item-height H          item height in points across the axis (the viewport's)
      --option NAME=VALUE,…    the delegate's value for iCarousel options (\(optionNames))
      --wrap, --no-wrap        override the type's wrapping
      --vertical               scroll vertically
      --paging                 momentum stops at the next item
      --no-bounce              no overscroll past the ends
      --deceleration-rate R    iCarousel's deceleration rate (0.95)
      --start OFFSET           starting offset in items (0)
    One gesture (none: a single frame at time 0):
      --flick V                touch down and release at V points/s (negative: toward higher indexes)
      --drag DX [--over S]     drag DX points over S seconds (0.25), release at the tracked velocity
      --scroll-to I [--duration S]   animated scroll to item I over S seconds (0.4)
    Frames:
      --fps F                  frames per second (60); frame k is at k/F seconds
      --max-time S             stop after S seconds even if still moving (10)
    """

  static let help = """
    carousel simulate: one carousel under a scripted gesture, frame by frame.

    Options:
    \(simulationHelp)
    Output:
      --json                   {"frames":[{"time","offset","currentIndex","phase","items":[{"index","placeholder",
                               "offset","alpha","hidden","transform":[m11…m44]}]}],"events":[{"time","name",…}],
                               "final":{"time","offset","currentIndex"}}; items back to front, transforms relative
                               to the viewport centre
      --help                   show this help
    """

  /// What a `carousel simulate` command line asks for.
  struct Options {
    enum Gesture {
      case none
      case flick(velocity: Double)
      case drag(distance: Double, over: Double)
      case scrollTo(index: Int, duration: Double)
    }
    var help = false
    var type = CarouselType.linear
    var items = 20
    var placeholders = 0
    var viewport = Size(width: 320, height: 480)
    var itemWidth = 200.0
    /// The item's size across the scroll axis; the viewport's when `nil`.
    var itemHeight: Double?
    /// What the delegate answers for options.
    var optionValues: [CarouselOption: Double] = [:]
    var decelerationRate = 0.95
    var start = 0.0
    var fps = 60.0
    var maxTime = 10.0
    var wrap: Bool?
    var isVertical = false
    var isPagingEnabled = false
    var bounces = true
    var gesture = Gesture.none
    var json = false

    /// How many frames the run may take at most.
    var frameLimit: Double { (maxTime * fps).rounded(.up) + 1 }
  }

  /// Parses and checks a `carousel simulate` command line.
  ///
  /// - Throws: A usage error naming the offending option and what it accepts.
  static func parse(_ arguments: [String]) throws -> Options {
    let values = try parser.parse(arguments)
    var options = Options()
    if values["--help"] != nil {
      options.help = true
      return options
    }
    options = try simulationOptions(from: values, parser: parser)
    options.json = values["--json"] != nil
    return options
  }

  /// Reads and checks the ``simulationOptions`` among `values`.
  ///
  /// - Throws: A usage error naming the offending option and what it accepts.
  static func simulationOptions(from values: [String: String], parser: OptionParser) throws -> Options {
    var options = Options()
    let command = parser.command
    if let name = values["--type"] {
      guard let parsed = CarouselType(name: name) else {
        throw CommandError.usage("\(command): --type expects one of \(typeNames), got '\(name)'")
      }
      options.type = parsed
    }
    options.items = try parser.integer(values, "--items", default: 20, in: 0...100_000_000)
    options.placeholders = try parser.integer(values, "--placeholders", default: 0, in: 0...1_000)
    options.viewport = try parser.size(values, "--viewport", default: Size(width: 320, height: 480))
    options.itemWidth = try parser.number(values, "--item-width", default: 200, in: 1e-3...1e6)
    if values["--item-height"] != nil {
      options.itemHeight = try parser.number(values, "--item-height", default: 0, in: 1e-3...1e6)
    }
    if let text = values["--option"] {
      for pair in text.split(separator: ",", omittingEmptySubsequences: false) {
        let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2, let option = CarouselOption.allCases.first(where: { $0.description == parts[0] }) else {
          throw CommandError.usage("\(command): --option expects NAME=VALUE with NAME one of \(optionNames), got '\(pair)'")
        }
        guard let value = Double(parts[1]), !value.isNaN else {
          throw CommandError.usage("\(command): --option \(parts[0]) expects a number, got '\(parts[1])'")
        }
        options.optionValues[option] = value
      }
    }
    options.decelerationRate = try parser.number(values, "--deceleration-rate", default: 0.95, in: 0...1)
    options.start = try parser.number(values, "--start", default: 0, in: -1e9...1e9)
    options.fps = try parser.number(values, "--fps", default: 60, in: 1...1000)
    options.maxTime = try parser.number(values, "--max-time", default: 10, in: 0...600)
    if values["--wrap"] != nil && values["--no-wrap"] != nil {
      throw CommandError.usage("\(command): --wrap and --no-wrap cannot both be given")
    }
    if values["--wrap"] != nil || values["--no-wrap"] != nil { options.wrap = values["--wrap"] != nil }
    options.isVertical = values["--vertical"] != nil
    options.isPagingEnabled = values["--paging"] != nil
    options.bounces = values["--no-bounce"] == nil
    let gestures = ["--flick", "--drag", "--scroll-to"].filter { values[$0] != nil }
    if gestures.count > 1 {
      throw CommandError.usage("\(command): give one gesture, not \(gestures.joined(separator: " and "))")
    }
    if values["--over"] != nil && values["--drag"] == nil {
      throw CommandError.usage("\(command): --over goes with --drag")
    }
    if values["--duration"] != nil && values["--scroll-to"] == nil {
      throw CommandError.usage("\(command): --duration goes with --scroll-to")
    }
    if values["--flick"] != nil {
      options.gesture = .flick(velocity: try parser.number(values, "--flick", default: 0, in: -1e6...1e6))
    } else if values["--drag"] != nil {
      options.gesture = .drag(
        distance: try parser.number(values, "--drag", default: 0, in: -1e6...1e6),
        over: try parser.number(values, "--over", default: 0.25, in: 1e-3...60))
    } else if values["--scroll-to"] != nil {
      options.gesture = .scrollTo(
        index: try parser.integer(values, "--scroll-to", default: 0, in: -1_000_000_000...1_000_000_000),
        duration: try parser.number(values, "--duration", default: 0.4, in: 0...60))
    }
    return options
  }

  /// A finished simulation: the run (at its end), its frames and the gesture in words.
  struct Simulation {
    var run: CarouselRun
    var frames: [CarouselRun.Frame]
    var gesture: String
  }

  /// Runs the carousel `options` describe until it rests or `--max-time` passes.
  static func simulate(_ options: Options) -> Simulation {
    var actions: [(time: Double, action: CarouselRun.Action)] = []
    let gesture: String
    switch options.gesture {
    case .none:
      gesture = "no gesture"
    case .flick(let velocity):
      actions = GestureScriptSteps.flick(velocity)
      gesture = "a flick at \(format(velocity, 0)) pt/s"
    case .drag(let distance, let over):
      actions = GestureScriptSteps.drag(distance, over: over, fps: options.fps)
      gesture = "a drag of \(format(distance, 0)) pt over \(format(over, 2)) s"
    case .scrollTo(let index, let duration):
      actions = [(0, .scrollTo(index: index, duration: duration))]
      gesture = "a scroll to item \(index) over \(format(duration, 2)) s"
    }

    let run = CarouselRun(
      source: NumberedItems(count: options.items, placeholders: options.placeholders),
      configure: { carousel in
        carousel.type = options.type
        carousel.viewportSize = options.viewport
        carousel.isVertical = options.isVertical
        carousel.itemSize = options.isVertical
          ? Size(width: options.itemHeight ?? options.viewport.width, height: options.itemWidth)
          : Size(width: options.itemWidth, height: options.itemHeight ?? options.viewport.height)
        carousel.isPagingEnabled = options.isPagingEnabled
        carousel.bounces = options.bounces
        carousel.decelerationRate = options.decelerationRate
        if let wrap = options.wrap { carousel.wrapOverride = wrap }
      },
      actions: actions)
    if !options.optionValues.isEmpty {
      run.delegate.optionValues = options.optionValues
      run.carousel.reloadData()  // options such as wrap are read when the data loads
    }
    run.carousel.scrollOffset = options.start
    run.forgetEvents()
    return Simulation(run: run, frames: run.run(fps: options.fps, maxTime: options.maxTime), gesture: gesture)
  }

  static func run(_ options: Options, context: CommandContext) {
    if options.help { return context.writeLine(help) }
    let simulation = simulate(options)
    let (run, frames, gesture) = (simulation.run, simulation.frames, simulation.gesture)
    if options.json {
      context.writeLine(CarouselReport.json(run, frames: frames))
      return
    }
    let carousel = run.carousel
    let viewport = options.viewport
    context.writeLine(
      "carousel simulate: \(options.type), \(options.items) items \(format(options.itemWidth, 0)) pt wide in \(format(viewport.width, 0))×\(format(viewport.height, 0))"
        + "\(carousel.isWrapEnabled ? ", wrapping" : ""), \(gesture) from offset \(format(options.start, 2)).")
    for line in CarouselReport.trace(run, frames: frames, fps: options.fps, item: { String($0) }) { context.writeLine(line) }
    let last = frames.last!
    let settled = carousel.isAnimating ? "still moving at \(format(last.time, 3)) s (--max-time)" : "at rest after \(format(carousel.time, 3)) s"
    context.writeLine("Offset \(format(carousel.scrollOffset, 3)), item \(carousel.currentItemIndex), \(settled); \(frames.count) frames at \(format(options.fps, 0)) Hz.")
  }
}

/// Gesture steps as timed run actions.
enum GestureScriptSteps {
  static func flick(_ velocity: Double) -> [(time: Double, action: CarouselRun.Action)] {
    GestureScript.flick(velocity: velocity).steps.map { ($0.time, .gesture($0.input)) }
  }

  static func drag(_ distance: Double, over duration: Double, fps: Double) -> [(time: Double, action: CarouselRun.Action)] {
    GestureScript.drag(by: distance, over: duration, samples: .regular(fps)).steps.map { ($0.time, .gesture($0.input)) }
  }
}
