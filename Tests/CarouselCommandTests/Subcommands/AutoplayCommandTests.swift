import Foundation
import Testing

@testable import CarouselCommand

// `--autoplay S` on `simulate`, `pages` and `walkthrough`: the run drives an autoplay of its
// model, which steps one item or page every S seconds from time 0 and goes back to the first
// after the last; a finger pauses it until S seconds after it lifts; the run lasts --max-time.

@Suite("--autoplay on simulate, pages and walkthrough")
struct AutoplayCommandTests {
  /// A subcommand, its model's options, how many pages (or items) they give, and how to read a
  /// run's events and final page.
  struct Case: CustomTestStringConvertible, Sendable {
    var subcommand: String
    var arguments: [String]
    var count: Int

    var testDescription: String { ([subcommand] + arguments).joined(separator: " ") }

    /// The run's events and the page (or item) it ended at.
    func run(_ more: [String]) throws -> (events: [RecordedEvent], final: Int, frames: Int) {
      switch subcommand {
      case "simulate":
        let run = try commandJSON("simulate", arguments + more, as: SimulationOutput.self)
        return (run.events, run.final.currentIndex, run.frames.count)
      case "pages":
        let run = try pagesJSON(arguments + more)
        return (run.events, run.final.currentPage, run.frames.count)
      default:
        let run = try walkthroughJSON(arguments + more)
        return (run.events, run.final.currentPage, run.frames.count)
      }
    }
  }

  static let cases = [
    Case(subcommand: "simulate", arguments: ["--items", "4"], count: 4),
    Case(subcommand: "pages", arguments: ["--pages", "3"], count: 3),
    Case(subcommand: "walkthrough", arguments: ["--pages", "2"], count: 2),
  ]

  @Test(
    "Without a gesture, a step every S seconds from 0 to --max-time, back to the first after the last",
    arguments: cases)
  func steps(run: Case) throws {
    let (interval, maxTime) = (1.25, 9.0)
    let (events, final, frames) = try run.run([
      "--autoplay", "1.25", "--max-time", "9",
    ])
    // The run lasts --max-time: frames k/60 for k = 0 … 540.
    #expect(frames == Int(maxTime * 60) + 1)
    #expect(events.first == RecordedEvent(time: 0, name: "autoplayStarted"))
    let steps = events.filter { $0.name == "autoplayStepped" }
    let stepCount = Int(maxTime / interval)  // 7: at 1.25, 2.5 … 8.75
    #expect(steps.count == stepCount)
    for (k, step) in steps.enumerated() {
      #expect(close(step.time, Double(k + 1) * interval))
      #expect(step.from == k % run.count && step.to == (k + 1) % run.count)
    }
    // Each step's scroll has ended by --max-time: the run ends on the last step's page.
    #expect(final == stepCount % run.count)
    #expect(!events.contains { $0.name == "autoplayPaused" || $0.name == "autoplayStopped" })
  }

  @Test(
    "A finger pauses it: no step under the finger, the next S seconds after it lifts",
    arguments: cases)
  func fingerPauses(run: Case) throws {
    // A slow drag held for 1.6 s: a step would have been due at 1 s.
    let (events, _, _) = try run.run([
      "--autoplay", "1", "--drag", "-30", "--over", "1.6", "--max-time", "5",
    ])
    let paused = try #require(events.first { $0.name == "autoplayPaused" })
    #expect(paused.time == 0 && paused.reason == "touch")
    let release = try #require(events.first { $0.name == "didEndDragging" })
    #expect(close(release.time, 1.6))
    let resumed = try #require(events.first { $0.name == "autoplayResumed" })
    #expect(resumed.time == release.time)
    // It resumed after the model's own events of the release.
    #expect(events.firstIndex(of: resumed)! > events.firstIndex(of: release)!)
    let steps = events.filter { $0.name == "autoplayStepped" }
    #expect(steps.map(\.time).allSatisfy { $0 > release.time })
    // The drag was too short to change the page: steps from the first page, at 2.6, 3.6, 4.6 s.
    #expect(steps.count == 3)
    for (k, step) in steps.enumerated() {
      #expect(close(step.time, release.time + Double(k + 1)))
      #expect(step.from == k % run.count && step.to == (k + 1) % run.count)
    }
  }

  @Test("The trace names the autoplay's events and says the run ended autoplaying")
  func trace() {
    let result = runCommand(["pages", "--pages", "2", "--autoplay", "2", "--max-time", "3"])
    #expect(result.code == 0)
    let lines = result.output.split(separator: "\n").map(String.init)
    #expect(lines.contains { $0.hasPrefix(" 0.000") && $0.contains("autoplayStarted") })
    #expect(
      lines.contains {
        $0.hasPrefix(" 2.000") && $0.contains("autoplayStepped(from: 0, to: 1), willBegin")
      })
    #expect(
      lines.last
        == "Offset 320.000, strip 150, page 1, autoplaying at 3.000 s (--max-time); 181 frames at 60 Hz."
    )
  }

  @Test("--autoplay is in the help of the three, unknown to parallax, and checked")
  func options() {
    for subcommand in ["simulate", "pages", "walkthrough"] {
      #expect(runCommand([subcommand, "--help"]).output.contains("--autoplay S"))
      expectFailure(
        [subcommand, "--autoplay", "0"], code: 1,
        message:
          "carousel \(subcommand): --autoplay expects an interval in seconds from 0.001 to 3600, got '0'"
      )
    }
    let parallax = runCommand(["parallax", "--autoplay", "1"])
    #expect(parallax.code == 2)
    #expect(parallax.errors.hasPrefix("carousel parallax: unknown option '--autoplay'"))
  }
}
