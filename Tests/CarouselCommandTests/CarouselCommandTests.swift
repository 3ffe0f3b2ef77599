@testable import CarouselCommand
import Foundation
import Testing

private func run(_ arguments: String...) -> (code: Int32, output: String, errors: String) {
  let context = CommandContext.capturing()
  let code = CarouselCommand.run(arguments, context: context)
  return (code, context.output, context.errors)
}

private func withoutStyles(_ line: String) -> String {
  line.replacingOccurrences(of: "\u{1B}[1m", with: "").replacingOccurrences(of: "\u{1B}[0m", with: "")
}

@Suite("carousel command")
struct CarouselCommandTests {
  @Test("--help lists the subcommands and exits 0")
  func help() {
    let result = run("--help")
    #expect(result.code == 0 && result.errors.isEmpty)
    #expect(result.output.contains("Usage: carousel <subcommand> [options]"))
    #expect(result.output.contains("  demo    "))
  }

  @Test("No subcommand is a usage error: help on stderr, exit 2")
  func noSubcommand() {
    let result = run()
    #expect(result.code == 2 && result.output.isEmpty && result.errors.contains("Usage:"))
  }

  @Test("Unknown subcommands and options get one line naming them and what is accepted, exit 2",
    arguments: [
      (["simulat"], "carousel: unknown subcommand 'simulat'; expected one of: demo (see carousel --help)"),
      (["demo", "--fsp", "30"], "carousel demo: unknown option '--fsp'; accepted options: --fps, --json, --trace, --help"),
      (["demo", "--fps", "fast"], "carousel demo: --fps expects a frame rate between 1 and 1000 frames per second, got 'fast'"),
      (["demo", "--fps=0"], "carousel demo: --fps expects a frame rate between 1 and 1000 frames per second, got '0'"),
      (["demo", "--fps"], "carousel demo: --fps needs a value: a frame rate between 1 and 1000 frames per second"),
      (["demo", "--json=yes"], "carousel demo: --json takes no value"),
      (["demo", "extra"], "carousel demo: unexpected argument 'extra'; accepted options: --fps, --json, --trace, --help"),
    ])
  func usageErrors(arguments: [String], message: String) {
    let context = CommandContext.capturing()
    let code = CarouselCommand.run(arguments, context: context)
    #expect(code == 2)
    #expect(context.errors == message + "\n")
    #expect(context.output.isEmpty)
  }

  @Test("demo --help explains the demo")
  func demoHelp() {
    let result = run("demo", "--help")
    #expect(result.code == 0 && result.output.hasPrefix("carousel demo: a pager of 10 numbered items"))
  }

  @Test("Piped, demo prints a trace: item 6 at 0.667 s, the bounce, item 10 at 2.467 s")
  func trace() {
    let result = run("demo")
    #expect(result.code == 0 && result.errors.isEmpty)
    let lines = result.output.split(separator: "\n").map(String.init)
    #expect(lines.count < 60)
    // v = 2400/160 = 15 items/s, natural distance 15/3 = 5 items, lasting 2·5/15 s.
    let firstStop = String(format: "%.3f", 2 * 5.0 / 15)
    #expect(lines.contains { $0.hasPrefix(" \(firstStop)   5.000     6  idle          didEndDecelerating") })
    // From 5 the same flick aims at 10, one item past the last: it stops there, then snaps back.
    let bounce = String(format: "%.3f", 1.4 + 2 * 5.0 / 15)
    #expect(lines.contains { $0.hasPrefix(" \(bounce)  10.000    10  animating     didEndDecelerating, willBeginScrollingAnimation") })
    let rest = String(format: "%.3f", 1.4 + 2 * 5.0 / 15 + 0.4)
    #expect(lines.last == "At rest on item 10 of 10 after \(rest) s.")
  }

  @Test("demo --json gives every frame and event, and the same rest at any frame rate", arguments: ["30", "60", "144"])
  func json(fps: String) throws {
    let result = run("demo", "--json", "--fps", fps)
    #expect(result.code == 0)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    let frames = try #require(object["frames"] as? [[String: Any]])
    let events = try #require(object["events"] as? [[String: Any]])
    let final = try #require(object["final"] as? [String: Any])
    let times = frames.compactMap { $0["time"] as? Double }
    #expect(times.count == frames.count && zip(times, times.dropFirst()).allSatisfy { $0 < $1 })
    #expect(Set(frames.compactMap { $0["phase"] as? String }) == ["decelerating", "animating", "idle"])
    #expect(events.compactMap { $0["name"] as? String } == [
      "willBeginDragging", "didEndDragging", "willBeginDecelerating", "didEndDecelerating",
      "willBeginDragging", "didEndDragging", "willBeginDecelerating", "didEndDecelerating",
      "willBeginScrollingAnimation", "didEndScrollingAnimation",
    ])
    #expect(events[1]["willDecelerate"] as? Bool == true)
    #expect(final["offset"] as? Double == 9 && final["currentIndex"] as? Int == 9)
    let endTime = try #require(events.last?["time"] as? Double)
    #expect(abs(endTime - (1.4 + 2 * 5.0 / 15 + 0.4)) < 1e-9)
  }

  @Test("The terminal strip centres the current item and bolds it")
  func strip() {
    let lines = StripRenderer(width: 61).render(offset: 3, itemCount: 10)
    #expect(lines.count == 3)
    let middle = lines[1]
    // Item 4 (offset 3) is centred on column 30 of 60 and bold; item 5 is 12 columns right.
    let characters = Array(withoutStyles(middle))
    #expect(characters[30] == "4" && characters[42] == "5" && characters[18] == "3")
    #expect(middle.contains("\u{1B}[1m│    4    │\u{1B}[0m"))
    let shifted = Array(withoutStyles(StripRenderer(width: 61).render(offset: 3.5, itemCount: 10)[1]))
    #expect(shifted.firstIndex(of: "5") == 36)
  }
}
