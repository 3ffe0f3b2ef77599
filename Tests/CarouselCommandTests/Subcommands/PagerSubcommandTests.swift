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
}
