#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif
import Foundation
import CarouselKit

/// `carousel demo`: the first thing a newcomer runs.
enum DemoCommand {
  static let parser = OptionParser(command: "carousel demo", options: [
    .init(name: "--fps", valueDescription: "a frame rate between 1 and 1000 frames per second"),
    .init(name: "--json", valueDescription: nil),
    .init(name: "--trace", valueDescription: nil),
    .init(name: "--help", valueDescription: nil),
  ])

  static let help = """
    carousel demo: \(DemoScenario.summary).

    On a terminal it animates in real time and ends by itself after about 2.5 s; piped, or with
    --trace, it prints a short text trace instead.

    Options:
      --fps F     frames per second of the trace (60)
      --trace     print the text trace even on a terminal
      --json      print every frame and event as JSON: {"frames":[{"time","offset","currentIndex","phase"}],
                  "events":[{"time","name",…}],"final":{"time","offset","currentIndex"}}
      --help      show this help
    """

  static func run(_ arguments: [String], context: CommandContext) throws {
    let values = try parser.parse(arguments)
    if values["--help"] != nil { return context.writeLine(help) }
    let fps = try parser.number(values, "--fps", default: 60, in: 1...1000)
    if values["--json"] != nil {
      try writeJSON(fps: fps, context: context)
    } else if context.isTerminal && values["--trace"] == nil {
      animate(context: context)
    } else {
      writeTrace(fps: fps, context: context)
    }
  }

  // MARK: - Trace

  static func writeTrace(fps: Double, context: CommandContext) {
    let scenario = DemoScenario()
    context.writeLine("carousel demo: \(DemoScenario.summary).")
    context.writeLine("Frames at \(format(fps, 0)) Hz; a row every 0.1 s while moving, and at every event.")
    context.writeLine()
    context.writeLine("  time  offset  item  phase         events")
    var frame = 0
    var printedEvents = 0
    let rowEvery = max(1, Int((fps / 10).rounded()))
    while true {
      let time = Double(frame) / fps
      scenario.step(to: time)
      let events = scenario.recorder.milestones.dropFirst(printedEvents)
      printedEvents += events.count
      let moving = scenario.engine.isAnimating || scenario.engine.phase == .dragging
      if (moving && frame % rowEvery == 0) || !events.isEmpty || scenario.isFinished {
        let names = events.map { entry in entry.detail.map { "\(entry.name)(\($0))" } ?? entry.name }.joined(separator: ", ")
        context.writeLine(
          format(time, 3).leftPadding(6) + format(scenario.engine.offset, 3).leftPadding(8)
            + String(scenario.currentItem).leftPadding(6) + "  " + scenario.engine.phase.description.padding(13)
            + " " + names)
      }
      if scenario.isFinished { break }
      frame += 1
    }
    context.writeLine()
    context.writeLine("At rest on item \(scenario.currentItem) of \(DemoScenario.itemCount) after \(format(scenario.engine.time, 3)) s.")
  }

  // MARK: - JSON

  struct Output: Encodable {
    struct Frame: Encodable { var time: Double; var offset: Double; var currentIndex: Int; var phase: String }
    struct Event: Encodable { var time: Double; var name: String; var willDecelerate: Bool? }
    struct Final: Encodable { var time: Double; var offset: Double; var currentIndex: Int }
    var frames: [Frame] = []
    var events: [Event] = []
    var final = Final(time: 0, offset: 0, currentIndex: 0)
  }

  static func writeJSON(fps: Double, context: CommandContext) throws {
    let scenario = DemoScenario()
    var output = Output()
    var frame = 0
    while true {
      let time = Double(frame) / fps
      scenario.step(to: time)
      let engine = scenario.engine
      output.frames.append(.init(time: time, offset: engine.offset, currentIndex: scenario.currentItem - 1, phase: engine.phase.description))
      if scenario.isFinished { break }
      frame += 1
    }
    output.events = scenario.recorder.milestones.map {
      .init(time: $0.time, name: $0.name, willDecelerate: $0.detail.map { $0 == "willDecelerate=true" })
    }
    output.final = .init(time: scenario.engine.time, offset: scenario.engine.offset, currentIndex: scenario.currentItem - 1)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    context.writeLine(String(decoding: try encoder.encode(output), as: UTF8.self))
  }

  // MARK: - Terminal animation

  static func animate(context: CommandContext) {
    let scenario = DemoScenario()
    let renderer = StripRenderer(width: context.terminalWidth)
    installInterruptHandler()
    context.write("\u{1B}[?25l")  // hide the cursor
    context.writeLine("carousel demo: \(DemoScenario.summary).")
    let start = context.monotonicTime()
    var firstFrame = true
    while true {
      let frameStart = context.monotonicTime()
      scenario.step(to: frameStart - start)
      let lines = renderer.render(offset: scenario.engine.offset, itemCount: DemoScenario.itemCount)
        + ["offset \(format(scenario.engine.offset, 2).leftPadding(6))  item \(scenario.currentItem) of \(DemoScenario.itemCount)  \(scenario.engine.phase)".padding(renderer.width - 1)]
      if !firstFrame { context.write("\u{1B}[\(lines.count)A") }
      context.write(lines.map { "\r" + $0 + "\u{1B}[K" }.joined(separator: "\n") + "\n")
      firstFrame = false
      if scenario.isFinished { break }
      context.sleep(seconds: 1.0 / 60 - (context.monotonicTime() - frameStart))
    }
    context.write("\u{1B}[?25h")  // show the cursor again
  }

  /// Restores the cursor if the user interrupts the animation.
  static func installInterruptHandler() {
    signal(SIGINT) { _ in
      let restore = "\u{1B}[?25h\n"
      _ = restore.withCString { write(STDOUT_FILENO, $0, strlen($0)) }
      _exit(130)
    }
  }
}

/// `value` with `decimals` digits after the point.
func format(_ value: Double, _ decimals: Int) -> String {
  String(format: "%.\(decimals)f", value == 0 ? 0 : value)  // no "-0.000"
}
