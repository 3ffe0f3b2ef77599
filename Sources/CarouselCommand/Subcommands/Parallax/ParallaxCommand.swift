import CarouselKit
import CarouselKitTesting
import Foundation
import ParadeDemo

/// `carousel parallax`: Parade's demo (``ParadeDemo``), six full-screen cells on a vertical
/// pager each moving its views with a parallax animator, under a scripted gesture, as a trace,
/// as JSON, or as a web page.
enum ParallaxCommand: PagerSubcommand {
  typealias Run = ParallaxRun
  typealias Report = ParallaxReport
  typealias Page = ParallaxPreview
  /// A finished run: the run (at its end), its frames and the gesture in words.
  typealias Simulation = ScriptedSimulation<Run, Run.Frame>

  /// The curve sets' names, as `--curves` takes them.
  static let curveSetNames = Easing.CurveSet.allCases.map(\.rawValue)
  /// The largest side of the screen, 1e280: six cells of it span a finite length.
  static let largestSide = PageLayout.maximumViewportLength

  // MARK: The demo

  static let viewport = Option<Size>(
    "--viewport", "WxH", "the screen in points; each of the six cells fills it",
    default: Size(width: 375, height: 667),
    reader: ValueReader(
      expected:
        "a size WxH in points, both positive and at most 1e280, such as 375x667",
      read: { text in
        guard case .success(let size) = ValueReader<Size>.size.reading(text),
          size.width <= largestSide, size.height <= largestSide
        else { return nil }
        return size
      }))
  static let curves = Option<Easing.CurveSet>(
    "--curves", "SET",
    "the easing curves' values, \(curveSetNames.joined(separator: "|")): Parade's own values "
      + "differ only in four outIn curves, which the demo does not use",
    default: .corrected, shown: Easing.CurveSet.corrected.rawValue,
    reader: ValueReader(
      expected: "one of " + curveSetNames.joined(separator: "|"),
      read: { Easing.CurveSet(rawValue: $0) }))
  static let original = Flag(
    "--original",
    "Parade's quirks (ParallaxCompatibility.original): rectangles keep their resting origin, size "
      + "shares bounds' key, a state's first value wins, and a property only the other state "
      + "sets stays where that state left it (the image cell's frame comes back still faded)")
  static let startOffset = PagerOptions.startOffset("Y", page: "cell", shown: "0, the first cell")

  // MARK: The gesture

  static let flick = SimulationOptions.flick.withSummary(
    "touch down and release at V points/s along the vertical axis (negative: up, toward later "
      + "cells); any finite speed, as the pager caps a release at 1000000 pt/s")
  static let drag = Option<Double>(
    "--drag", "DY",
    "drag DY points along the vertical axis (negative: up, toward later cells) over --over "
      + "seconds, release at the tracked velocity",
    default: 0, shown: nil, reader: SimulationOptions.drag.reader)
  static let over = SimulationOptions.over
  static let goTo = Option<Int>(
    "--go-to", "CELL",
    "animated scroll to cell CELL (the pager's 0.3 s), as scrollToPage(_:animated:) does",
    default: 0, shown: nil,
    reader: .whole(in: 0...(ParadeDemo.cellNames.count - 1), "a cell index"))

  // MARK: The output

  static let json = SimulationOptions.json(
    frame:
      #""time", "contentOffset", "page", "views": [{"name", "cell", "alpha", "center": [x, y], "size": [w, h], "transform": [a, b, c, d, tx, ty], "transform3D": [m11…m44], "backgroundColor": [r, g, b, a]}]"#,
    event: #""page"…"#, final: #""time", "contentOffset", "page""#,
    notes: "the views of the cells in view, parents first, centres in the parent's points (the "
      + "cell's without a parent), transforms about the centre, transform3D always given (the "
      + "identity when unset); events leave out didScroll")
  static let output = PagerOptions.output(
    drawing: "the cells in view and their views, frame by frame")

  static let demoGroup = OptionGroup(
    title: "The demo:", items: [viewport, curves, original, startOffset])

  static let spec = pagerSpec(
    "parallax",
    summary:
      "Parade's parallax demo on a vertical pager under a scripted gesture, frame by frame.",
    details: """
      Parade's demo app: six full-screen cells (\(ParadeDemo.cellNames.joined(separator: ", ")))
      on a vertical pager, each with a parallax animator that moves its views between their
      states away from the centre and their resting layout as the cell crosses the screen. Each
      frame the pager moves, then every cell in view gets its progress (arriving below the
      centre, leaving above, 0 a screen away, 1 at the centre) and its animator writes alpha,
      centre, size, transform, 3D transform and background colour. The trace has a row every
      0.1 s while the pager moves and one at every event: the content offset, the page nearest
      to it, the phase and each cell's progress.
      """,
    model: demoGroup)

  /// What a `carousel parallax` command line asks for.
  struct Options: PlaybackOptions {
    // The defaults are the declarations'.
    var help = false
    var viewport = ParallaxCommand.viewport.defaultValue
    var curves = ParallaxCommand.curves.defaultValue
    var original = false
    /// The start (the first cell when `nil`), the gesture, the frames, the outputs.
    var playback = Playback<ParallaxRun.Action>()

    /// The animators' options.
    var parallaxCompatibility: ParallaxCompatibility {
      original ? .original : ParallaxCompatibility()
    }
  }

  /// Parses and checks a `carousel parallax` command line.
  ///
  /// - Throws: A usage error (exit 2) or an invalid-input error (exit 1) naming the option.
  static func parse(_ arguments: [String]) throws -> Options {
    try spec.parseOptions(arguments) { parsed, options in
      options.viewport = try parsed.value(viewport)
      options.curves = try parsed.value(curves)
      options.original = parsed.isSet(original)
      options.playback = try readPlayback(
        parsed,
        layout: PageLayout(
          pageCount: ParadeDemo.cellNames.count, viewportLength: options.viewport.height),
        page: "cell", extent: "tall")
    }
  }

  static let ownGestures: [any CommandLineItem] = [goTo]

  static func ownAction(_ parsed: ParsedArguments) throws -> ParallaxRun.Action? {
    try parsed.givenValue(goTo).map { .goTo(cell: $0) }
  }

  /// Runs the demo `options` describe until the pager rests or `--max-time` passes.
  static func simulate(_ options: Options) -> Simulation {
    options.playback.play { actions in
      ParallaxRun(
        viewport: options.viewport, compatibility: options.parallaxCompatibility,
        curves: options.curves, startOffset: options.playback.startOffset, actions: actions)
    }
  }

  /// The animators' settings in words: `"corrected curves, Parade's bugs fixed"`.
  static func describe(_ options: Options) -> String {
    "\(options.curves.rawValue) curves, "
      + (options.original ? "Parade's quirks (--original)" : "Parade's bugs fixed")
  }

  static func subject(of options: Options) -> String { "Parade's demo" }

  static func still(_ frame: Int, of simulation: Simulation) -> String {
    "frame \(frame) still, \(ParallaxReport.cellName(simulation.frames[frame].page))"
  }

  static func setting(_ options: Options) -> String {
    let viewport = options.viewport
    return "Parade's demo, \(ParadeDemo.cellNames.count) cells of "
      + "\(format(viewport.width, 0))×\(format(viewport.height, 0)) on a vertical pager, "
      + describe(options)
  }

  static func restingPlace(_ options: Options) -> String { ParallaxReport.cellName(0) }

  static func ending(of run: Run) -> (offset: Double, place: String, time: Double) {
    let pager = run.pager
    return (pager.contentOffset, ParallaxReport.cellName(pager.currentPage), pager.time)
  }
}
