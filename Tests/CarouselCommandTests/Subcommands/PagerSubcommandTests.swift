import Foundation
import Testing

@testable import CarouselCommand

// What `pages`, `walkthrough` and `parallax` share (PagerSubcommand): the page's outputs, the
// help, the trace's frame and the errors, checked once for each; where the words differ, a
// table row per subcommand. Each one's own malformed values stay with its tests
// (`PagesCommandTests.invalidValues`, …) and are run here.

@Suite("The pager subcommands: pages, walkthrough, parallax")
struct PagerSubcommandTests {
  /// Each pager subcommand with one of its own actions.
  static let subcommands = [
    ("pages", ["--scroll-to", "2"]), ("walkthrough", ["--go-to", "2"]),
    ("parallax", ["--go-to", "2"]),
  ]

  @Test(
    "Without --frame the page plays; with --json as well, the JSON is printed",
    arguments: subcommands)
  func plays(subcommand: String, action: [String]) throws {
    let page = temporaryPage(subcommand, "plays")
    defer { try? FileManager.default.removeItem(at: page) }
    let result = runCommand([subcommand] + action + ["--output", page.path, "--json"])
    #expect(result.code == 0)
    #expect(result.output == runCommand([subcommand] + action + ["--json"]).output)
    let settings = try embeddedSettings(in: String(contentsOf: page, encoding: .utf8))
    #expect(settings["still"] is NSNull)
    #expect(
      runCommand([subcommand, "--output", page.path]).output.contains(
        "1 frames at 60 Hz, playing from frame 0."))
  }

  @Test("An --output that cannot be written is invalid input naming it", arguments: subcommands)
  func unwritable(subcommand: String, action: [String]) {
    let result = runCommand([subcommand] + action + ["--output", "/nonexistent-directory/p.html"])
    #expect(result.code == 1 && result.output.isEmpty)
    #expect(
      result.errors.hasPrefix(
        "carousel \(subcommand): cannot write --output '/nonexistent-directory/p.html': "))
  }

  @Test(
    "A frame rate, --max-time or --frame out of range is invalid input naming it, exit 1",
    arguments: subcommands.map(\.0),
    [
      (["--fps", "0"], "--fps expects a frame rate in frames per second from 1 to 1000, got '0'"),
      (["--max-time", "-1"], "--max-time expects a time in seconds from 0 to 600, got '-1'"),
      (
        ["--output", "x.html", "--frame", "-1"],
        "--frame expects a frame number, 0 or more, got '-1'"
      ),
      (
        ["--output", "x.html", "--frame", "5"],
        "--frame 5 is past the last frame, 0 (the run has 1 frames at 60 Hz)"
      ),
    ] as [([String], String)])
  func invalidValues(subcommand: String, failure: ([String], String)) {
    expectFailure(
      [subcommand] + failure.0, code: 1, message: "carousel \(subcommand): " + failure.1)
  }

  @Test(
    "A --flick that is no number, and an --over of 0 after a drag either way, are invalid input naming them, exit 1",
    arguments: subcommands.map(\.0))
  func gestureValues(subcommand: String) {
    expectFailure(
      [subcommand, "--flick", "fast"], code: 1,
      message: "carousel \(subcommand): "
        + "--flick expects a finger velocity in points per second, any finite number, got 'fast'")
    for drag in ["-5", "10"] {
      expectFailure(
        [subcommand, "--drag", drag, "--over", "0"], code: 1,
        message: "carousel \(subcommand): "
          + "--over expects a duration in seconds from 0.001 to 60, got '0'")
    }
  }

  @Test(
    "A lone --over or --frame and a repeated --json are usage errors, exit 2",
    arguments: subcommands.map(\.0),
    [
      (["--over", "0.3"], "--over goes with --drag"),
      (["--frame", "2"], "--frame goes with --output"),
      (["--json", "--json"], "--json is given twice; give it once"),
    ] as [([String], String)])
  func usageErrors(subcommand: String, failure: ([String], String)) {
    expectFailure(
      [subcommand] + failure.0, code: 2, message: "carousel \(subcommand): " + failure.1)
  }

  /// A failure in one subcommand's words: the message follows `carousel <subcommand>: `.
  struct Failure: CustomTestStringConvertible, Sendable {
    var subcommand: String
    var arguments: [String]
    var message: String

    init(_ subcommand: String, _ arguments: [String], _ message: String) {
      (self.subcommand, self.arguments, self.message) = (subcommand, arguments, message)
    }

    var testDescription: String { ([subcommand] + arguments).joined(separator: " ") }
  }

  @Test(
    "Two gestures, an unknown option or argument, a flag given a value, a missing value and a repeated option are usage errors, exit 2",
    arguments: [
      Failure(
        "pages", ["--flick", "-800", "--tap-title", "2"],
        "give one gesture, not --flick and --tap-title"),
      Failure(
        "pages", ["--scroll-to", "2", "--drag", "10"],
        "give one gesture, not --drag and --scroll-to"),
      Failure(
        "pages", ["--flick", "1", "--drag", "2", "--scroll-to", "3", "--tap-title", "4"],
        "give one gesture, not --flick and --drag and --scroll-to and --tap-title"),
      Failure(
        "pages", ["--duration", "0.3"],
        "unknown option '--duration'; accepted options: " + PagesCommand.spec.acceptedList),
      Failure(
        "pages", ["--pages"], "--pages needs a value: a whole number of pages from 0 to 100000000"),
      Failure(
        "pages", ["3"],
        "unexpected argument '3'; accepted options: " + PagesCommand.spec.acceptedList),
      Failure(
        "walkthrough", ["--next", "--previous"], "give one gesture, not --next and --previous"),
      Failure(
        "walkthrough", ["--go-to", "2", "--flick", "-800"],
        "give one gesture, not --flick and --go-to"),
      Failure(
        "walkthrough", ["--drag", "10", "--next", "--go-to", "1"],
        "give one gesture, not --drag and --next and --go-to"),
      Failure(
        "walkthrough", ["--scroll-to", "2"],
        "unknown option '--scroll-to'; accepted options: " + WalkthroughCommand.spec.acceptedList),
      Failure("walkthrough", ["--next=yes"], "--next takes no value"),
      Failure(
        "walkthrough", ["--animation"],
        "--animation needs a value: one of linear, curve, zoom, inOut, in any letter case"),
      Failure(
        "walkthrough", ["--speed", "1,1", "--speed", "2,2"], "--speed is given twice; give it once"),
      Failure(
        "parallax", ["--flick", "-800", "--go-to", "2"], "give one gesture, not --flick and --go-to"
      ),
      Failure(
        "parallax", ["--go-to", "1", "--drag", "10", "--flick", "1"],
        "give one gesture, not --flick and --drag and --go-to"),
      Failure(
        "parallax", ["--next"],
        "unknown option '--next'; accepted options: " + ParallaxCommand.spec.acceptedList),
      Failure("parallax", ["--original=yes"], "--original takes no value"),
      Failure("parallax", ["--curves"], "--curves needs a value: one of corrected|parade"),
      Failure(
        "parallax", ["--go-to", "1", "--go-to", "2"], "--go-to is given twice; give it once"),
      Failure(
        "parallax", ["intro"],
        "unexpected argument 'intro'; accepted options: " + ParallaxCommand.spec.acceptedList),
    ])
  func ownUsageErrors(_ failure: Failure) {
    expectFailure(
      [failure.subcommand] + failure.arguments, code: 2,
      message: "carousel \(failure.subcommand): " + failure.message)
  }

  @Test(
    "A malformed or out-of-range value of a subcommand's own option is invalid input: the option, what it accepts and what was given, exit 1",
    arguments: [
      ("pages", PagesCommandTests.invalidValues),
      ("walkthrough", WalkthroughCommandTests.invalidValues),
      ("parallax", ParallaxCommandTests.invalidValues),
    ].flatMap { subcommand, failures in failures.map { Failure(subcommand, $0.0, $0.1) } })
  func ownInvalidValues(_ failure: Failure) {
    expectFailure(
      [failure.subcommand] + failure.arguments, code: 1,
      message: "carousel \(failure.subcommand): " + failure.message)
  }

  /// A pager subcommand's help: its first line and the options only it has, with their
  /// defaults, and its line in the top-level help.
  struct Help: CustomTestStringConvertible, Sendable {
    var subcommand: String
    var spec: CommandLineSpec
    var own: [String]
    var listing: String

    init(_ subcommand: String, _ spec: CommandLineSpec, listedAs listing: String, own: [String]) {
      (self.subcommand, self.spec, self.listing, self.own) = (subcommand, spec, listing, own)
    }

    var testDescription: String { subcommand }
  }

  @Test(
    "Help shows each option with its default; the top-level help lists the subcommand",
    arguments: [
      Help(
        "pages", PagesCommand.spec, listedAs: "  pages        sliding pages with a header strip",
        own: [
          "carousel pages: sliding pages with a header strip of titles under a scripted gesture",
          "  --pages N", "(7)", "(320x480)", "  --title-item-width W", "(150)",
          "  --title-height H",
          "(50)", "  --initial-page P", "  --start-offset X", "  --drag DX", "  --scroll-to P",
          "  --tap-title I",
        ]),
      Help(
        "walkthrough", WalkthroughCommand.spec,
        listedAs: "  walkthrough  walkthrough pages animating their subviews",
        own: [
          "carousel walkthrough: a walkthrough whose pages animate their subviews", "  --pages N",
          "(4)", "(375x667)", "  --animation NAME", "linear|curve|zoom|inOut", "(linear)",
          "  --speed X,Y", "(0,0)", "  --variance X,Y", "  --subviews K", "(3)",
          "  --static-subviews I,J", "  --animate-alpha", "  --original-mapping",
          "  --start-offset X", "  --drag DX", "  --next", "  --previous", "  --go-to P",
          "events leave out didScroll",
        ]),
      Help(
        "parallax", ParallaxCommand.spec,
        listedAs:
          "  parallax     Parade's parallax demo on a vertical pager under a scripted gesture "
          + "(--output for a page)",
        own: [
          "carousel parallax: Parade's parallax demo on a vertical pager under a scripted gesture",
          "(375x667)", "  --curves SET", "corrected|parade", "(corrected)", "  --original",
          "  --start-offset Y", "  --drag DY", "  --go-to CELL", "transform3D always given",
          "intro, scale, doubleImage, image, imageAppear, theEnd",
        ]),
    ])
  func help(_ help: Help) {
    let shared = [
      "Usage: carousel \(help.subcommand) [options]", "  --viewport WxH", "  --flick V",
      "  --over S", "  --fps F", "(60)", "  --max-time S", "(10)", "  --json", "  --output FILE",
      "  --frame K", "  --help",
    ]
    expectHelp(
      help.subcommand, spec: help.spec, contains: help.own + shared, listedAs: help.listing)
  }

  /// A pager subcommand's trace of a gesture: fewer lines than `bound`, the first saying what
  /// runs, the second the columns, the last the final state.
  struct Trace: CustomTestStringConvertible, Sendable {
    var arguments: [String]
    var bound: Int
    var first: String
    var header: String
    var last: String

    init(
      _ arguments: [String], fewerLinesThan bound: Int, _ first: String, _ header: String,
      _ last: String
    ) {
      (self.arguments, self.bound) = (arguments, bound)
      (self.first, self.header, self.last) = (first, header, last)
    }

    var testDescription: String { arguments.joined(separator: " ") }
  }

  @Test(
    "By default it prints a short trace: what runs, the columns, then the final state",
    arguments: [
      Trace(
        ["pages", "--scroll-to", "3"], fewerLinesThan: 14,
        "carousel pages: 7 pages in 320×480, titles 150 pt wide, a scroll to page 3 from page 0.",
        "  time   offset  strip  page  dot  phase         events",
        "Offset 960.000, strip 450, page 3, at rest after 0.300 s; 19 frames at 60 Hz."),
      Trace(
        ["walkthrough", "--next", "--speed", "0,1.5"], fewerLinesThan: 10,
        "carousel walkthrough: 4 pages in 375×667, linear, speed 0,1.5 + 0,0 per subview, 3 subviews, a press on next from page 0.",
        "  time   offset  page  dot  buttons        phase         events",
        "Offset 375.000, page 1, at rest after 0.300 s; 19 frames at 60 Hz."),
      Trace(
        ["parallax", "--go-to", "1"], fewerLinesThan: 12,
        "carousel parallax: Parade's demo, 6 cells of 375×667 on a vertical pager, corrected curves, Parade's bugs fixed, a scroll to cell 1 (scale) from cell 0 (intro).",
        "  time   offset  page  phase         cells in view                              events",
        "Offset 667.000, cell 1 (scale), at rest after 0.300 s; 19 frames at 60 Hz."),
    ])
  func trace(_ trace: Trace) {
    let result = runCommand(trace.arguments)
    #expect(result.code == 0 && result.errors.isEmpty)
    let lines = result.output.split(separator: "\n").map(String.init)
    #expect(lines.count >= 2 && lines.count < trace.bound, "\(lines)")
    #expect(lines.first == trace.first)
    #expect(lines.dropFirst().first == trace.header)
    #expect(lines.last == trace.last)
  }

  @Test(
    "The trace has a row per 0.1 s while moving, none ending in a space", arguments: subcommands)
  func traceRowsEndInText(subcommand: String, action: [String]) {
    let result = runCommand([subcommand] + action)
    #expect(result.code == 0)
    let lines = result.output.split(separator: "\n")
    // A 0.3 s scroll: the header lines, a row every 0.1 s and the events, and the last line.
    #expect(lines.count >= 6, "\(lines)")
    for line in lines { #expect(line.last != " ", "'\(line)'") }
  }
}
