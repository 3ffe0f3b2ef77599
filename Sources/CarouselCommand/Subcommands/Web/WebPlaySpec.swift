import CarouselKit

/// What a page's `window.carouselKit.play(options)` needs to play its subcommand in the page's
/// play module (Web/Play): the subcommand's options, named in camelCase without the dashes, with
/// their defaults, kinds and choices taken from the subcommand's own declarations, in the order
/// the module's entry point reads them.
///
/// The page's host (Web/Pages/host.js, `playInputs`) turns an options object into those numbers
/// and says which option is unknown or malformed.
struct WebPlaySpec {
  /// How one option becomes numbers.
  enum Kind: String {
    /// A number.
    case number
    /// A whole number, not negative.
    case whole
    /// A number, or NaN when the option is not given.
    case optional
    /// A flag: 1 when given (0 when `inverted` is given: `--no-bounce` sets `bounces` to 0).
    case flag
    /// `WxH` or `[w, h]`: two numbers.
    case size
    /// `X,Y` or `[x, y]`: two numbers.
    case point
    /// One of `choices`, in any letter case: its index.
    case choice
    /// Whole numbers, `I,J` or `[i, j]`: how many, then each.
    case list
    /// Numbers, `A,B` or `[a, b]`: how many, then each.
    case numbers
    /// `NAME=VALUE,…` or `{name: value}`, names among `choices`: how many, then each name's
    /// index and its value.
    case pairs
    /// Two flags, the option and `inverted`: NaN when neither is given, 1 for the option, 0
    /// for `inverted`.
    case either
  }

  /// One option.
  struct Input {
    var name: String
    var kind: Kind
    /// The default as JSON (`null` for none).
    var defaultJSON = "null"
    var choices: [String] = []
    /// The flag that sets a `.flag` input to 0, or an `.either` input's other flag.
    var inverted: String?
  }

  /// A gesture option: its kind number for the entry point, and the option that goes with it.
  struct Gesture {
    var name: String
    var kind: Int
    /// Whether the option takes a number (`--next` does not).
    var takesValue = true
    /// The option that goes with it (`over` with `drag`) and its default.
    var companion: (name: String, defaultValue: Double)?
  }

  /// The play module's entry point.
  var entry: String
  var inputs: [Input]
  var gestures: [Gesture]
  /// `--fps` and `--max-time`, the last two numbers.
  var fps = SimulationOptions.fps.defaultValue
  var maxTime = SimulationOptions.maxTime.defaultValue

  /// `"--title-item-width"` as `"titleItemWidth"`.
  static func camelCase(_ option: String) -> String {
    let words = option.drop { $0 == "-" }.split(separator: "-")
    return words.enumerated().map { $0.offset == 0 ? String($0.element) : $0.element.capitalized }
      .joined()
  }

  /// A number option.
  static func number(_ option: Option<Double>) -> Input {
    Input(name: camelCase(option.name), kind: .number, defaultJSON: "\(option.defaultValue)")
  }

  /// A whole-number option.
  static func whole(_ option: Option<Int>) -> Input {
    Input(name: camelCase(option.name), kind: .whole, defaultJSON: "\(option.defaultValue)")
  }

  /// A size option.
  static func size(_ option: Option<Size>) -> Input {
    let size = option.defaultValue
    return Input(
      name: camelCase(option.name), kind: .size, defaultJSON: "[\(size.width), \(size.height)]")
  }

  /// A flag.
  static func flag(_ flag: Flag, inverted: Flag? = nil) -> Input {
    Input(
      name: camelCase(flag.name), kind: inverted == nil ? .flag : .either, defaultJSON: "false",
      inverted: inverted.map { camelCase($0.name) })
  }

  /// A gesture option with a number, and the option that goes with it.
  static func gesture<Value>(
    _ option: Option<Value>, kind: Int, with companion: Option<Double>? = nil
  ) -> Gesture {
    Gesture(
      name: camelCase(option.name), kind: kind,
      companion: companion.map { (camelCase($0.name), $0.defaultValue) })
  }

  /// The spec and the module, as the JavaScript object a page's settings hold.
  func json(module: String) -> String {
    let out = JSONWriter()
    out.object {
      out.field("entry", entry)
      out.key("inputs")
      out.array(inputs) { input in
        out.object {
          out.field("name", input.name)
          out.field("kind", input.kind.rawValue)
          out.key("default")
          out.raw(input.defaultJSON)
          out.key("choices")
          out.array(input.choices) { out.value($0) }
          out.field("inverted", optional: input.inverted)
        }
      }
      out.key("gestures")
      out.array(gestures) { gesture in
        out.object {
          out.field("name", gesture.name)
          out.field("kind", gesture.kind)
          out.field("takesValue", gesture.takesValue)
          out.field("with", optional: gesture.companion?.name)
          out.field("withDefault", optional: gesture.companion?.defaultValue)
        }
      }
      out.field("fps", fps)
      out.field("maxTime", maxTime)
      out.field("module", module)
    }
    return out.text
  }
}

extension WebPlaySpec {
  /// `carousel simulate`'s options, as Web/Play/Carousel.swift reads them.
  static let carousel = WebPlaySpec(
    entry: "carousel_play",
    inputs: [
      Input(
        name: "type", kind: .choice,
        defaultJSON: JSONWriter.quoted(SimulationOptions.type.defaultValue.description),
        choices: CarouselType.allCases.map(\.description)),
      whole(SimulationOptions.items), whole(SimulationOptions.placeholders),
      size(SimulationOptions.viewport), number(SimulationOptions.itemWidth),
      Input(name: camelCase(SimulationOptions.itemHeight.name), kind: .optional),
      Input(
        name: camelCase(SimulationOptions.option.name), kind: .pairs,
        choices: CarouselOption.allCases.map(\.description)),
      number(SimulationOptions.decelerationRate), number(SimulationOptions.start),
      flag(SimulationOptions.wrap, inverted: SimulationOptions.noWrap),
      flag(SimulationOptions.vertical), flag(SimulationOptions.paging),
      Input(
        name: "bounces", kind: .flag, defaultJSON: "true",
        inverted: camelCase(SimulationOptions.noBounce.name)),
      Input(
        name: camelCase(SimulationOptions.align.name), kind: .choice,
        defaultJSON: JSONWriter.quoted(SimulationOptions.align.defaultValue.description),
        choices: CarouselAlignment.allCases.map(\.description)),
      flag(SimulationOptions.containScroll), whole(SimulationOptions.group),
      Input(name: camelCase(SimulationOptions.flickLimit.name), kind: .optional),
      Input(name: camelCase(SimulationOptions.itemWidths.name), kind: .numbers, defaultJSON: "[]"),
      autoplay,
    ],
    gestures: [
      gesture(SimulationOptions.flick, kind: 1),
      gesture(SimulationOptions.drag, kind: 2, with: SimulationOptions.over),
      gesture(SimulationOptions.scrollTo, kind: 3, with: SimulationOptions.duration),
    ])

  /// `carousel pages`'s options, as Web/Play/Pages.swift reads them.
  static let pages = WebPlaySpec(
    entry: "pages_play",
    inputs: [
      whole(PagesCommand.pages), size(PagesCommand.viewport),
      number(PagesCommand.titleItemWidth), number(PagesCommand.titleHeight),
      whole(PagesCommand.initialPage),
      Input(name: camelCase(PagesCommand.startOffset.name), kind: .optional), autoplay,
      flag(PagesCommand.loop),
    ],
    gestures: [
      gesture(PagesCommand.flick, kind: 1),
      gesture(PagesCommand.drag, kind: 2, with: PagesCommand.over),
      gesture(PagesCommand.scrollTo, kind: 3), gesture(PagesCommand.tapTitle, kind: 4),
    ])

  /// `carousel walkthrough`'s options, as Web/Play/Walkthrough.swift reads them.
  static let walkthrough = WebPlaySpec(
    entry: "walkthrough_play",
    inputs: [
      whole(WalkthroughCommand.pages), size(WalkthroughCommand.viewport),
      Input(
        name: camelCase(WalkthroughCommand.animation.name), kind: .choice,
        defaultJSON: JSONWriter.quoted(WalkthroughCommand.animation.defaultValue.name),
        choices: WalkthroughCommand.animationNames),
      point(WalkthroughCommand.speed), point(WalkthroughCommand.variance),
      whole(WalkthroughCommand.subviews),
      Input(
        name: camelCase(WalkthroughCommand.staticSubviews.name), kind: .list, defaultJSON: "[]"),
      flag(WalkthroughCommand.animateAlpha), flag(WalkthroughCommand.originalMapping),
      Input(name: camelCase(WalkthroughCommand.startOffset.name), kind: .optional), autoplay,
      flag(WalkthroughCommand.loop),
    ],
    gestures: [
      gesture(WalkthroughCommand.flick, kind: 1),
      gesture(WalkthroughCommand.drag, kind: 2, with: WalkthroughCommand.over),
      Gesture(name: camelCase(WalkthroughCommand.next.name), kind: 3, takesValue: false),
      Gesture(name: camelCase(WalkthroughCommand.previous.name), kind: 4, takesValue: false),
      gesture(WalkthroughCommand.goTo, kind: 5),
    ])

  /// `carousel parallax`'s options, as Web/Play/Parallax.swift reads them.
  static let parallax = WebPlaySpec(
    entry: "parallax_play",
    inputs: [
      size(ParallaxCommand.viewport),
      Input(
        name: camelCase(ParallaxCommand.curves.name), kind: .choice,
        defaultJSON: JSONWriter.quoted(ParallaxCommand.curves.defaultValue.rawValue),
        choices: ParallaxCommand.curveSetNames),
      flag(ParallaxCommand.original),
      Input(name: camelCase(ParallaxCommand.startOffset.name), kind: .optional),
    ],
    gestures: [
      gesture(ParallaxCommand.flick, kind: 1),
      gesture(ParallaxCommand.drag, kind: 2, with: ParallaxCommand.over),
      gesture(ParallaxCommand.goTo, kind: 3),
    ])

  /// `--autoplay`: its interval, or NaN without it.
  static let autoplay = Input(name: camelCase(SimulationOptions.autoplay.name), kind: .optional)

  /// A point option.
  static func point(_ option: Option<Point>) -> Input {
    let point = option.defaultValue
    return Input(
      name: camelCase(option.name), kind: .point, defaultJSON: "[\(point.x), \(point.y)]")
  }
}
