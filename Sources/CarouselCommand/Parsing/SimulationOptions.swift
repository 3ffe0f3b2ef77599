import CarouselKit

/// The options that describe one carousel, a scripted gesture and the frames: declared once,
/// shared by `carousel simulate` and `carousel preview` (and `demo` and `play` take theirs from
/// here).
enum SimulationOptions {
  static let typeNames = CarouselType.allCases.map(\.description).joined(separator: "|")
  static let optionNames = CarouselOption.allCases.map(\.description).joined(separator: ", ")

  // MARK: The carousel

  static let type = Option<CarouselType>(
    "--type", "T", "the layout, \(typeNames); \(CustomLayout.summary)", default: .linear,
    reader: .choice)
  static let items = Option<Int>(
    "--items", "N", "number of items", default: 20,
    reader: .whole(in: 0...100_000_000, "a whole number of items"))
  static let placeholders = Option<Int>(
    "--placeholders", "P", "placeholders beside the items when not wrapping", default: 0,
    reader: .whole(in: 0...1_000, "a whole number of placeholders"))
  static let viewport = Option<Size>(
    "--viewport", "WxH", "viewport size in points", default: Size(width: 320, height: 480),
    reader: .size)
  static let itemWidth = Option<Double>(
    "--item-width", "W", "item width in points, along the scroll axis", default: 200,
    reader: .number(in: 1e-3...1e6, "a width in points"))
  static let itemHeight = Option<Double>(
    "--item-height", "H", "item height in points, across the axis", default: 0,
    shown: "the viewport's",
    reader: .number(in: 1e-3...1e6, "a height in points"))
  static let option = Option<[CarouselOption: Double]>(
    "--option", "NAME=VALUE,…", "the delegate's values for iCarousel options (\(optionNames))",
    default: [:],
    shown: nil, reader: optionValues)
  static let wrap = Flag("--wrap", "wrap, whatever the type")
  static let noWrap = Flag("--no-wrap", "do not wrap, whatever the type")
  static let vertical = Flag("--vertical", "scroll vertically")
  static let paging = Flag("--paging", "momentum stops at the next item")
  static let noBounce = Flag("--no-bounce", "no overscroll past the ends")
  static let itemWidths = Option<[Double]>(
    "--item-widths", "W,W,…",
    "each item's own width in points, cycled over the items (linear; --item-width is then unused)",
    default: [], shown: nil, reader: widthList)
  static let align = Option<CarouselAlignment>(
    "--align", "A", "where a resting item sits in a linear carousel: start|center|end",
    default: .center, reader: .choice)
  static let containScroll = Flag(
    "--contain-scroll",
    "linear, not wrapping: no empty space before the first item or after the last")
  static let group = Option<Int>(
    "--group", "N", "resting places every N items; with --paging a flick moves one group",
    default: 1, reader: .whole(in: 1...1_000_000, "a whole number of items per group"))
  static let flickLimit = Option<Int>(
    "--flick-limit", "N", "a flick moves at most N resting places (items, or groups)", default: 0,
    shown: "no limit", reader: .whole(in: 1...1_000_000, "a whole number of resting places"))
  static let decelerationRate = Option<Double>(
    "--deceleration-rate", "R", "iCarousel's deceleration rate", default: 0.95,
    reader: .number(in: 0...1, "a rate"))
  static let start = Option<Double>(
    "--start", "OFFSET", "starting offset in items", default: 0,
    reader: .number(in: -1e9...1e9, "an offset in items"))

  /// `W[,W…]`, each a width in points from 0 to 1,000,000 (0-wide items are allowed).
  static let widthList = ValueReader<[Double]>(
    expected: "widths in points from 0 to 1000000 separated by commas, such as 80,200,120",
    reading: { text in
      var widths: [Double] = []
      for part in text.split(separator: ",", omittingEmptySubsequences: false) {
        guard let width = Double(part), width >= 0, width <= 1e6 else {
          return .failure(
            .init(expected: "a width in points from 0 to 1000000", given: String(part)))
        }
        widths.append(width)
      }
      return .success(widths)
    })

  /// `NAME=VALUE[,NAME=VALUE…]`, each name an option's, each value a number (not NaN).
  static let optionValues = ValueReader<[CarouselOption: Double]>(
    expected: "NAME=VALUE[,NAME=VALUE…] with NAME one of \(optionNames)",
    reading: { text in
      var values: [CarouselOption: Double] = [:]
      for pair in text.split(separator: ",", omittingEmptySubsequences: false) {
        let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2,
          let option = CarouselOption.allCases.first(where: { $0.description == parts[0] })
        else {
          return .failure(
            .init(expected: "NAME=VALUE with NAME one of \(optionNames)", given: String(pair)))
        }
        guard let value = Double(parts[1]), !value.isNaN else {
          return .failure(.init(expected: "a number for \(parts[0])", given: String(parts[1])))
        }
        values[option] = value
      }
      return .success(values)
    })

  // MARK: The gesture

  static let flick = Option<Double>(
    "--flick", "V",
    "touch down and release at V points/s (negative: toward higher indexes); any finite speed, as the "
      + "carousel caps a release at 1000000 pt/s", default: 0, shown: nil,
    reader: .finite("a finger velocity in points per second, any finite number"))
  static let drag = Option<Double>(
    "--drag", "DX", "drag DX points over --over seconds, release at the tracked velocity",
    default: 0,
    shown: nil, reader: .number(in: -1e6...1e6, "a distance in points"))
  static let over = Option<Double>(
    "--over", "S", "how long --drag takes, in seconds", default: 0.25,
    reader: .number(in: 1e-3...60, "a duration in seconds"))
  static let scrollTo = Option<Int>(
    "--scroll-to", "I", "animated scroll to item I over --duration seconds", default: 0, shown: nil,
    reader: .index(of: "an item"))
  static let duration = Option<Double>(
    "--duration", "S", "how long --scroll-to takes, in seconds", default: 0.4,
    reader: .number(in: 0...60, "a duration in seconds"))

  // MARK: The frames

  static let fps = Option<Double>(
    "--fps", "F", "frames per second; frame k is at k/F seconds", default: 60,
    reader: .number(in: 1...1000, "a frame rate in frames per second"))
  static let maxTime = Option<Double>(
    "--max-time", "S", "stop after S seconds even if still moving", default: 10,
    reader: .number(in: 0...600, "a time in seconds"))

  // MARK: Autoplay

  static let autoplay = Option<Double>(
    "--autoplay", "S",
    "step one item (or page) every S seconds from time 0, back to the first after the last; "
      + "a finger pauses it until S seconds after it lifts; the run lasts --max-time",
    default: 0, shown: nil, reader: .number(in: 1e-3...3600, "an interval in seconds"))

  static let carouselGroup = OptionGroup(
    title: "The carousel:",
    items: [
      type, items, placeholders, viewport, itemWidth, itemHeight, option, wrap, noWrap, vertical,
      paging, noBounce, itemWidths, align, containScroll, group, flickLimit,
      decelerationRate, start,
    ])
  static let gestureGroup = OptionGroup(
    title: "One gesture (none: a single frame at time 0):",
    items: [flick, drag, over, scrollTo, duration])
  static let frameGroup = OptionGroup(title: "Frames:", items: [fps, maxTime])
  static let autoplayGroup = OptionGroup(
    title: "Autoplay (with a gesture or without):", items: [autoplay])
  static let groups = [carouselGroup, gestureGroup, autoplayGroup, frameGroup]

  /// Reads and checks the simulation options among `arguments`.
  ///
  /// - Throws: A usage error for options that do not go together; an invalid-input error for
  ///   a value that is malformed or out of range.
  static func simulation(from arguments: ParsedArguments) throws -> SimulateCommand.Options {
    let command = arguments.command
    var options = SimulateCommand.Options()
    options.type = try arguments.value(type)
    options.items = try arguments.value(items)
    options.placeholders = try arguments.value(placeholders)
    options.viewport = try arguments.value(viewport)
    options.itemWidth = try arguments.value(itemWidth)
    options.itemHeight = try arguments.givenValue(itemHeight)
    options.optionValues = try arguments.value(option)
    options.decelerationRate = try arguments.value(decelerationRate)
    options.start = try arguments.value(start)
    options.playback.fps = try arguments.value(fps)
    options.playback.maxTime = try arguments.value(maxTime)
    options.playback.autoplay = try arguments.givenValue(autoplay)
    if arguments.isSet(wrap) && arguments.isSet(noWrap) {
      throw CommandError.usage("\(command): \(wrap.name) and \(noWrap.name) cannot both be given")
    }
    if arguments.isSet(wrap) || arguments.isSet(noWrap) { options.wrap = arguments.isSet(wrap) }
    options.isVertical = arguments.isSet(vertical)
    options.isPagingEnabled = arguments.isSet(paging)
    options.bounces = !arguments.isSet(noBounce)
    options.itemWidths = try arguments.value(itemWidths)
    options.alignment = try arguments.value(align)
    options.containsScroll = arguments.isSet(containScroll)
    options.groupSize = try arguments.value(group)
    options.flickLimit = try arguments.givenValue(flickLimit)
    try arguments.requireOneGesture(
      among: [flick, drag, scrollTo], companions: [(over, drag), (duration, scrollTo)])
    options.playback.gesture = try arguments.scriptedInput(flick: flick, drag: drag, over: over) {
      try arguments.givenValue(scrollTo).map {
        .scrollTo(index: $0, duration: try arguments.value(duration))
      }
    }
    return options
  }
}

extension SimulationOptions {
  /// `--json` of a subcommand that simulates: the shape of its output, `{"frames": [{frame}],
  /// "events": [{"time", "name", event…}], "final": {final}}`, then `notes`.
  ///
  /// - Parameters:
  ///   - frame: A frame object's keys.
  ///   - event: An event's keys after its time and name.
  ///   - final: The final object's keys.
  ///   - notes: What the numbers mean.
  /// - Returns: The flag.
  static func json(frame: String, event: String, final: String, notes: String) -> Flag {
    Flag(
      "--json",
      #"{"frames": [{"# + frame + #"}], "events": [{"time", "name", "# + event + #"}], "final": {"#
        + final + "}}; " + notes)
  }
}
