import Foundation
import Testing

@testable import CarouselCommand

// What `pages`, `walkthrough` and `parallax` share (PagerSubcommand): the page's outputs and
// their errors, checked once for each.

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
    let settings =
      try JSONSerialization.jsonObject(
        with: Data(embedded("settings", in: String(contentsOf: page, encoding: .utf8)).utf8))
      as? [String: Any]
    #expect(settings?["still"] is NSNull)
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
