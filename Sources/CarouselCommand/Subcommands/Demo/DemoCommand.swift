import CarouselKit
import CarouselKitTesting
import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// `carousel demo`: the first thing a newcomer runs — a cover flow flicked three times.
enum DemoCommand {
  static let itemCount = 12
  static let viewport = Size(width: 640, height: 360)
  static let itemSize = Size(width: 200, height: 200)
  /// Finger velocities (points per second) and when they flick.
  static let flicks: [(time: Double, velocity: Double)] = [(0, -1500), (1.2, -3000), (2.4, 6000)]

  static let summary = """
    a cover flow of \(itemCount) items, numbered from 0 as the API's item indexes are, with \
    iCarousel's physics, flicked three times: to item 3, on to item 8, then back past the start, \
    bouncing off it to rest on item 0
    """

  static let fps = SimulationOptions.fps.withDefault(60)
  static let json = Flag("--json", "every frame and event, in carousel simulate's JSON")
  static let trace = Flag("--trace", "print the text trace even on a terminal")

  static let spec = CommandLineSpec(
    command: "carousel demo", summary: "\(summary).",
    usage: "carousel demo [--fps F] [--trace] [--json]",
    details: """
      On a terminal it animates in real time and ends by itself after about 3.5 s; piped, or with
      --trace, it prints a short text trace instead (frames at --fps).
      """,
    groups: [OptionGroup(title: "Options:", items: [fps, trace, json])])

  static func makeRun() -> CarouselRun {
    CarouselRun(
      source: NumberedItems(count: itemCount),
      configure: { carousel in
        carousel.configuration.type = .coverFlow
        carousel.setViewportSize(viewport)
        carousel.configuration.itemSize = itemSize
      },
      actions: flicks.flatMap { flick in
        GestureScript.flick(velocity: flick.velocity, at: flick.time).steps.map {
          ($0.time, CarouselRun.Action.gesture($0.input))
        }
      })
  }

  /// What a `carousel demo` command line asks for.
  struct Options {
    var help = false
    var fps = DemoCommand.fps.defaultValue
    var json = false
    var trace = false
  }

  /// Parses and checks a `carousel demo` command line.
  ///
  /// - Throws: A usage error (exit 2) or an invalid-input error (exit 1) naming the option.
  static func parse(_ arguments: [String]) throws -> Options {
    let parsed = try spec.parse(arguments)
    return Options(
      help: parsed.isSet(CommandLineSpec.help), fps: try parsed.value(fps),
      json: parsed.isSet(json),
      trace: parsed.isSet(trace))
  }

  static func run(_ options: Options, context: CommandContext) {
    if options.help { return context.writeLine(spec.help) }
    if options.json {
      let run = makeRun()
      context.writeLine(CarouselReport.json(run, frames: run.run(fps: options.fps, maxTime: 30)))
    } else if context.isTerminal && !options.trace {
      animate(context: context)
    } else {
      writeTrace(fps: options.fps, context: context)
    }
  }

  static func writeTrace(fps: Double, context: CommandContext) {
    let run = makeRun()
    let frames = run.run(fps: fps, maxTime: 30)
    context.writeLine("carousel demo: \(summary).")
    context.writeLine(
      "Frames at \(format(fps, 0)) Hz; a row every 0.1 s while moving, and at every event."
    )
    context.writeLine()
    let lines = CarouselReport.trace(
      run, frames: frames, fps: fps, item: { String($0) },
      omitting: ["currentItemIndexDidChange"])
    for line in lines { context.writeLine(line) }
    context.writeLine()
    context.writeLine(
      "At rest on item \(run.carousel.currentItemIndex) of \(itemCount) after \(format(run.carousel.time, 3)) s."
    )
  }

  /// The terminal host: reads a monotonic clock each frame, as a display link would, and draws
  /// the carousel's items with their projected transforms.
  static func animate(context: CommandContext) {
    let run = makeRun()
    let renderer = TerminalCarouselRenderer(
      columns: max(context.terminalWidth - 1, 20), rows: 9, viewport: viewport, itemSize: itemSize)
    installInterruptHandler()
    context.write("\u{1B}[?25l")  // hide the cursor
    context.writeLine("carousel demo: \(summary).")
    let start = context.monotonicTime()
    var firstFrame = true
    while true {
      let frameStart = context.monotonicTime()
      run.step(to: frameStart - start)
      let carousel = run.carousel
      let status =
        "coverFlow · item \(carousel.currentItemIndex) of \(itemCount) · offset \(format(carousel.scrollOffset, 2)) · "
        + (carousel.isDecelerating ? "decelerating" : carousel.isScrolling ? "animating" : "idle")
      let lines =
        renderer.render(
          Array(carousel.items), label: { String($0.index) },
          highlight: carousel.currentItemIndex)
        + [status.padding(renderer.columns)]
      if !firstFrame { context.write("\u{1B}[\(lines.count)A") }
      context.write(lines.map { "\r" + $0 + "\u{1B}[K" }.joined(separator: "\n") + "\n")
      firstFrame = false
      if run.isFinished { break }
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

/// `value` with `decimals` digits after the point (never "-0.000").
func format(_ value: Double, _ decimals: Int) -> String {
  let text = String(format: "%.\(decimals)f", value)
  return Double(text) == 0 ? String(format: "%.\(decimals)f", 0.0) : text
}
