import CarouselKit
import CarouselKitTesting
import Foundation

/// `carousel pages`: one ``SlidingPages`` with its header strip under a scripted gesture
/// (the keys its help lists), as a trace, as JSON, or as a web page.
enum PagesCommand: PagerSubcommand {
  typealias Run = PagesRun
  typealias Report = PagesReport
  typealias Page = PagesPreview
  /// A finished run: the run (at its end), its frames and the gesture in words.
  typealias Simulation = ScriptedSimulation<Run, Run.Frame>

  // MARK: The pages

  static let pages = Option<Int>(
    "--pages", "N", "number of pages, numbered from 0 and titled \"Page i\"", default: 7,
    reader: .whole(in: 0...100_000_000, "a whole number of pages"))
  /// The whole view: dots, strip and pages; the pages are as wide as it.
  static let viewport = Option<Size>(
    "--viewport", "WxH",
    "the whole view in points: the dots (20 pt), the strip, and the pages below, as wide as it",
    default: SimulationOptions.viewport.defaultValue, reader: .pageViewport)
  static let titleItemWidth = Option<Double>(
    "--title-item-width", "W", "the width of one title in points: the strip moves W per page",
    default: 150, reader: .number(in: 1e-3...1e6, "a width in points"))
  static let titleHeight = Option<Double>(
    "--title-height", "H", "the strip's height in points", default: 50,
    reader: .number(in: 0...1e6, "a height in points"))
  static let initialPage = Option<Int>(
    "--initial-page", "P", "the page shown after the reload, clamped into the pages", default: 0,
    reader: .whole(in: 0...1_000_000_000, "a page index"))
  static let startOffset = PagerOptions.startOffset("X", page: "page", shown: "the initial page's")
  static let loop = Flag(
    "--loop",
    "the pages loop: after the last comes the first, with the titles and the zoom following "
      + "(Swiper's and Embla's loop)")

  // MARK: The gesture

  static let flick = SimulationOptions.flick.withSummary(
    "touch down and release at V points/s (negative: toward higher pages); any finite speed, as "
      + "the pager caps a release at 1000000 pt/s")
  static let drag = SimulationOptions.drag
  static let over = SimulationOptions.over
  static let scrollTo = Option<Int>(
    "--scroll-to", "P", "animated scroll to page P (the model's 0.3 s), clamped into the pages",
    default: 0, shown: nil, reader: .index(of: "a page"))
  static let tapTitle = Option<Int>(
    "--tap-title", "I",
    "tap the centre of title I's frame as it is at time 0 (a title out of view is tapped where "
      + "it would be, off the view perhaps; the model answers no title beside the titles)",
    default: 0, shown: nil, reader: .index(of: "a title"))

  // MARK: The output

  static let json = SimulationOptions.json(
    frame:
      #""time", "contentOffset", "headerOffset", "currentPage", "leadingPage", "pageControlPage", "realisedPages": [indexes], "zoom": [{"page", "scale"}]"#,
    event: #""page"…"#,
    final: #""time", "contentOffset", "headerOffset", "currentPage", "leadingPage""#,
    notes: "currentPage is the page nearest to the offset, leadingPage the last starting at or "
      + "before it (the original's); zoom gives every realised page's scale, events leave out "
      + "didScroll")
  static let output = PagerOptions.output(
    drawing: "the strip and the pages of every frame")

  static let pagesGroup = OptionGroup(
    title: "The pages:",
    items: [pages, viewport, titleItemWidth, titleHeight, initialPage, startOffset, loop])

  static let spec = pagerSpec(
    "pages",
    summary:
      "sliding pages with a header strip of titles under a scripted gesture, frame by frame.",
    details: """
      TTScrollSlidingPages' model: page dots, a strip of titles one --title-item-width apart that
      moves W/(view width) as far as the pages (headerOffset), and pages of the view's width that
      page as UIScrollView does. The trace has a row every 0.1 s while the pages move and one at
      every event: the content offset, the strip's offset, the page at the offset, the lit dot.
      """,
    model: pagesGroup, autoplays: true)

  /// What a `carousel pages` command line asks for.
  struct Options: PlaybackOptions {
    // The defaults are the declarations'.
    var help = false
    var pageCount = PagesCommand.pages.defaultValue
    var viewport = PagesCommand.viewport.defaultValue
    var titleItemWidth = PagesCommand.titleItemWidth.defaultValue
    var titleHeight = PagesCommand.titleHeight.defaultValue
    var initialPage = PagesCommand.initialPage.defaultValue
    /// Whether the pages loop (`--loop`).
    var loops = false
    /// The start (the initial page's offset when `nil`), the gesture, the frames, the outputs.
    var playback = Playback<PagesRun.Action>()

    /// The model's configuration for these.
    var slidingPagesConfiguration: SlidingPagesConfiguration {
      var configuration = SlidingPagesConfiguration()
      configuration.titleItemWidth = titleItemWidth
      configuration.titleStripHeight = titleHeight
      configuration.initialPage = initialPage
      configuration.loops = loops
      return configuration
    }
  }

  /// Parses and checks a `carousel pages` command line.
  ///
  /// - Throws: A usage error (exit 2) or an invalid-input error (exit 1) naming the option.
  static func parse(_ arguments: [String]) throws -> Options {
    try spec.parseOptions(arguments) { parsed, options in
      options.pageCount = try parsed.value(pages)
      options.viewport = try parsed.value(viewport)
      options.titleItemWidth = try parsed.value(titleItemWidth)
      options.titleHeight = try parsed.value(titleHeight)
      options.initialPage = try parsed.value(initialPage)
      options.loops = parsed.isSet(loop)
      options.playback = try readPlayback(
        parsed,
        layout: PageLayout(pageCount: options.pageCount, viewportLength: options.viewport.width),
        page: "page", extent: "wide")
    }
  }

  static let ownGestures: [any CommandLineItem] = [scrollTo, tapTitle]

  static func ownAction(_ parsed: ParsedArguments) throws -> PagesRun.Action? {
    if let page = try parsed.givenValue(scrollTo) { return .scrollTo(page: page) }
    return try parsed.givenValue(tapTitle).map { .tapTitle(index: $0) }
  }

  /// Runs the pages `options` describe until they rest or `--max-time` passes.
  static func simulate(_ options: Options) -> Simulation {
    options.playback.play { actions in
      PagesRun(
        source: NumberedPages(count: options.pageCount), viewport: options.viewport,
        configuration: options.slidingPagesConfiguration,
        startOffset: options.playback.startOffset, autoplay: options.playback.autoplay,
        actions: actions)
    }
  }

  static func subject(of options: Options) -> String { "\(options.pageCount) pages" }

  static func setting(_ options: Options) -> String {
    let viewport = options.viewport
    return
      "\(options.pageCount) \(options.loops ? "looping " : "")pages in "
      + "\(format(viewport.width, 0))×\(format(viewport.height, 0)), "
      + "titles \(format(options.titleItemWidth, 0)) pt wide"
  }

  static func restingPlace(_ options: Options) -> String {
    "page \(min(options.initialPage, max(options.pageCount - 1, 0)))"
  }

  static func notes(_ simulation: Simulation, options: Options) -> [String] {
    guard let tap = simulation.run.tap else { return [] }
    let place = tap.isOnScreen ? "on screen" : "not on screen"
    let answer = tap.page.map { "title \($0)" } ?? "no title"
    return ["The tap at x \(format(tap.x, 1)) (title \(tap.index) \(place)) hit \(answer)."]
  }

  static func ending(of run: Run) -> (offset: Double, place: String, time: Double) {
    let pages = run.pages
    return (
      pages.contentOffset, "strip \(format(pages.headerOffset, 0)), page \(pages.currentPage)",
      pages.time
    )
  }
}
