import CarouselKit
import CarouselKitTesting
import Foundation

/// `carousel walkthrough`: one ``Walkthrough`` whose pages all animate their subviews with one
/// prebuilt animation, under a scripted gesture or button press (the keys its help lists), as a
/// trace, as JSON, or as a web page.
enum WalkthroughCommand: PagerSubcommand {
  typealias Run = WalkthroughRun
  typealias Report = WalkthroughReport
  typealias Page = WalkthroughPreview
  /// A finished run: the run (at its end), its frames and the gesture in words.
  typealias Simulation = ScriptedSimulation<Run, Run.Frame>

  /// The prebuilt animations' names, as `--animation` takes them.
  static let animationNames = WalkthroughAnimation.Preset.allCases.map(\.rawValue)
  /// The largest speed or variance per axis: it keeps every transform finite.
  static let speedLimit = 1e6

  // MARK: The pages

  static let pages = Option<Int>(
    "--pages", "N", "number of pages, numbered from 0", default: 4,
    reader: .whole(in: 0...100_000, "a whole number of pages"))
  /// The whole view: the pages are as wide as it.
  static let viewport = Option<Size>(
    "--viewport", "WxH", "the view in points; the pages are as wide and as tall as it",
    default: Size(width: 375, height: 667), reader: .pageViewport)
  static let animation = Option<WalkthroughAnimation>(
    "--animation", "NAME",
    "every page's prebuilt animation, \(animationNames.joined(separator: "|")) (any letter case, "
      + "as the original's \"Linear\", \"InOut\")",
    default: .linear, shown: "linear",
    reader: ValueReader(
      expected: "one of \(animationNames.joined(separator: ", ")), in any letter case",
      reading: { text in
        do throws(WalkthroughError) {
          return .success(try WalkthroughAnimation(named: text))
        } catch {
          // The model's own error says what it could not read.
          let expected =
            "one of \(animationNames.joined(separator: ", ")), in any letter case"
          switch error {
          case .unknownAnimation(let name): return .failure(.init(expected: expected, given: name))
          default: return .failure(.init(expected: expected, given: text))
          }
        }
      }))
  static let speed = Option<Point>(
    "--speed", "X,Y", "the pages' base speed per axis, a multiplier of the animation's motion",
    default: .zero, shown: "0,0", reader: pointReader("a speed"))
  static let variance = Option<Point>(
    "--variance", "X,Y",
    "what each subview adds to the speed: subview k moves at speed + (k+1)·variance",
    default: .zero, shown: "0,0", reader: pointReader("a speed variance"))
  static let subviews = Option<Int>(
    "--subviews", "K", "the subviews of every page, numbered back to front from 0", default: 3,
    reader: .whole(in: 0...100, "a whole number of subviews"))
  static let staticSubviews = Option<[Int]>(
    "--static-subviews", "I,J", "the subviews left still, by index (the original's staticTags)",
    default: [], shown: nil,
    reader: ValueReader(
      expected: "subview indexes separated by commas, such as 0,2",
      read: { text in
        var indexes: [Int] = []
        for item in text.split(separator: ",", omittingEmptySubsequences: false) {
          guard let index = Int(item), index >= 0 else { return nil }
          indexes.append(index)
        }
        return indexes
      }))
  static let animateAlpha = Flag(
    "--animate-alpha", "subviews fade with the folded offset too: alpha = t, clamped to 0…1")
  static let originalMapping = Flag(
    "--original-mapping",
    "match speeds and static subviews to subviews as BWWalkthrough did: the non-static "
      + "subviews' speeds go to the first subviews by position, and static ones still fade "
      + "(without it each subview keeps its own speed, and static ones neither move nor fade)")
  static let startOffset = PagerOptions.startOffset("X", page: "page", shown: "0, the first page")
  static let loop = Flag(
    "--loop",
    "the pages loop: after the last comes the first, both buttons always show (BWWalkthrough #59)")

  // MARK: The gesture

  static let flick = PagesCommand.flick
  static let drag = SimulationOptions.drag
  static let over = SimulationOptions.over
  static let next = Flag(
    "--next",
    "press the next button at time 0: nextButtonPressed, then an animated scroll (the model's "
      + "0.3 s) to the next page; on the last page nothing happens")
  static let previous = Flag(
    "--previous",
    "press the previous button at time 0: previousButtonPressed, then an animated scroll to the "
      + "page before; on the first page nothing happens")
  static let goTo = Option<Int>(
    "--go-to", "P",
    "animated scroll to page P (the model's 0.3 s), as a tap on the page control; a page "
      + "outside the pages is ignored, as the original ignored it",
    default: 0, shown: nil, reader: .index(of: "a page"))

  // MARK: The output

  static let json = SimulationOptions.json(
    frame:
      #""time", "contentOffset", "currentPage", "leadingPage", "pageControlPage", "nextHidden", "previousHidden", "pages": [{"page", "offset", "subviews": [{"index", "transform": [m11…m44], "alpha"}]}]"#,
    event: #""page"…"#,
    final:
      #""time", "contentOffset", "currentPage", "leadingPage", "pageControlPage", "nextHidden", "previousHidden""#,
    notes: "currentPage is the nearest page, leadingPage x/W rounded down (the original's); "
      + "pages are those told their offset o = x/W + 1 − page (−2 < o < 2), subviews back to "
      + "front, each transform about the subview's centre; events leave out didScroll")
  static let output = PagerOptions.output(
    drawing: "the pages, their subviews, the dots and the buttons of every "
      + "frame")

  static let pagesGroup = OptionGroup(
    title: "The pages:",
    items: [
      pages, viewport, animation, speed, variance, subviews, staticSubviews, animateAlpha,
      originalMapping, startOffset, loop,
    ])

  static let spec = pagerSpec(
    "walkthrough",
    summary:
      "a walkthrough whose pages animate their subviews, under a scripted gesture or button, "
      + "frame by frame.",
    details: """
      BWWalkthrough's model: pages as wide as the view in a paging scroller, each told its offset
      o = x/W + 1 − page while −2 < o < 2 (1 on screen, 0 one page to the right, 2 one to the
      left), every page moving its subviews with one prebuilt animation; page dots, and next and
      previous buttons hidden on the last and the first page. pageDidChange comes when the pages
      rest on another page than last reported (the original sent it at every rest, its #26);
      pageWillAppear, pageDidAppear, pageWillDisappear and pageDidDisappear follow each page
      into and out of view (the original's PR #108).
      The trace has a row every 0.1 s while the pages move and one at every event: the content
      offset, the leading page (x/W rounded down, the original's currentPage), the lit dot, and which
      buttons show.
      """,
    model: pagesGroup, autoplays: true)

  /// `X,Y`: two finite numbers within ±``speedLimit``.
  static func pointReader(_ noun: String) -> ValueReader<Point> {
    let limit = speedLimit.commandLineText
    return ValueReader(
      expected: "\(noun) X,Y: two numbers from -\(limit) to \(limit), such as 0,1.5",
      read: { text in
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2, let x = Double(parts[0]), let y = Double(parts[1]),
          abs(x) <= speedLimit, abs(y) <= speedLimit
        else { return nil }
        return Point(x: x, y: y)
      })
  }

  /// What a `carousel walkthrough` command line asks for.
  struct Options: PlaybackOptions {
    // The defaults are the declarations'.
    var help = false
    var pageCount = WalkthroughCommand.pages.defaultValue
    var viewport = WalkthroughCommand.viewport.defaultValue
    var animation = WalkthroughCommand.animation.defaultValue
    var speed = WalkthroughCommand.speed.defaultValue
    var variance = WalkthroughCommand.variance.defaultValue
    var subviewCount = WalkthroughCommand.subviews.defaultValue
    var staticSubviews = Set(WalkthroughCommand.staticSubviews.defaultValue)
    var animatesAlpha = false
    var originalMapping = false
    /// Whether the pages loop (`--loop`).
    var loops = false
    /// The start (the first page when `nil`), the gesture, the frames, the outputs.
    var playback = Playback<WalkthroughRun.Action>()

    /// Every page's animation settings.
    var animator: WalkthroughPageAnimator {
      WalkthroughPageAnimator(
        animation: animation, speed: speed, speedVariance: variance, animatesAlpha: animatesAlpha,
        subviewCount: subviewCount, staticSubviews: staticSubviews,
        subviewMatching: originalMapping ? .original : .byIdentity)
    }
  }

  /// Parses and checks a `carousel walkthrough` command line.
  ///
  /// - Throws: A usage error (exit 2) or an invalid-input error (exit 1) naming the option.
  static func parse(_ arguments: [String]) throws -> Options {
    try spec.parseOptions(arguments) { parsed, options in
      let command = spec.command
      options.pageCount = try parsed.value(pages)
      options.viewport = try parsed.value(viewport)
      options.animation = try parsed.value(animation)
      options.speed = try parsed.value(speed)
      options.variance = try parsed.value(variance)
      options.subviewCount = try parsed.value(subviews)
      options.animatesAlpha = parsed.isSet(animateAlpha)
      options.originalMapping = parsed.isSet(originalMapping)
      options.loops = parsed.isSet(loop)
      let indexes = try parsed.value(staticSubviews)
      // The range depends on --subviews: indexes of the subviews there are.
      if let outside = indexes.first(where: { $0 >= options.subviewCount }) {
        let count = options.subviewCount
        let expected =
          count == 0
          ? "no index, as \(subviews.name) is 0"
          : "subview indexes from 0 to \(count - 1) (\(subviews.name) \(count), back to front)"
        throw CommandError.invalidInput(
          "\(command): \(staticSubviews.name) expects \(expected), got '\(outside)'")
      }
      options.staticSubviews = Set(indexes)
      options.playback = try readPlayback(
        parsed,
        layout: PageLayout(pageCount: options.pageCount, viewportLength: options.viewport.width),
        page: "page", extent: "wide")
    }
  }

  static let ownGestures: [any CommandLineItem] = [next, previous, goTo]

  static func ownAction(_ parsed: ParsedArguments) throws -> WalkthroughRun.Action? {
    if parsed.isSet(next) { return .next }
    if parsed.isSet(previous) { return .previous }
    return try parsed.givenValue(goTo).map { .goTo(page: $0) }
  }

  /// Runs the walkthrough `options` describe until it rests or `--max-time` passes.
  static func simulate(_ options: Options) -> Simulation {
    options.playback.play { actions in
      WalkthroughRun(
        pageCount: options.pageCount, viewport: options.viewport, animator: options.animator,
        loops: options.loops, startOffset: options.playback.startOffset,
        autoplay: options.playback.autoplay, actions: actions)
    }
  }

  /// The animation settings in words: `"linear, speed 0,1 + 0,0.5 per subview, 3 subviews"`.
  static func describe(_ options: Options) -> String {
    func point(_ p: Point) -> String { "\(p.x.commandLineText),\(p.y.commandLineText)" }
    var words =
      "\(options.animation.name), speed \(point(options.speed)) + \(point(options.variance)) "
      + "per subview, \(options.subviewCount) subviews"
    if !options.staticSubviews.isEmpty {
      words += " (\(options.staticSubviews.sorted().map(String.init).joined(separator: ",")) still)"
    }
    if options.animatesAlpha { words += ", fading" }
    if options.originalMapping { words += ", the original's mapping" }
    return words
  }

  static func subject(of options: Options) -> String { "\(options.pageCount) pages" }

  static func setting(_ options: Options) -> String {
    let viewport = options.viewport
    return
      "\(options.pageCount) pages in \(format(viewport.width, 0))×\(format(viewport.height, 0)), "
      + (options.loops ? "looping, " : "") + describe(options)
  }

  static func restingPlace(_ options: Options) -> String { "page 0" }

  static func notes(_ simulation: Simulation, options: Options) -> [String] {
    guard let pressed = simulation.run.pressed, !pressed else { return [] }
    let reason =
      switch options.playback.gesture {
      case .action(.next): "there is no page after the one shown"
      case .action(.previous): "there is no page before the one shown"
      case .action(.goTo(let page)) where (0..<options.pageCount).contains(page):
        "the pages already rest on it"
      default: "it is not a page"
      }
    return ["Nothing moved: \(reason)."]
  }

  static func ending(of run: Run) -> (offset: Double, place: String, time: Double) {
    let walkthrough = run.walkthrough
    return (walkthrough.contentOffset, "page \(walkthrough.currentPage)", walkthrough.time)
  }
}
