import CarouselKit

/// `carousel play`: an interactive carousel in the terminal, the terminal host.
enum PlayCommand {
  static let type = SimulationOptions.type.withDefault(.coverFlow)
  static let items = SimulationOptions.items

  static let spec = CommandLineSpec(
    command: "carousel play", summary: "an interactive carousel in the terminal.",
    usage: "carousel play [--type T] [--items N]",
    details: """
      Keys: ← → flick with momentum · h l step one item · Enter select · t next type ·
            r reload with another count · q or Ctrl-C quit

      It draws the visible items as boxes where their transforms project them, nearer ones over
      farther ones, follows resizes, and draws only while something moves.
      """,
    groups: [OptionGroup(title: "Options:", items: [type, items])])

  struct Options {
    var help = false
    var type = PlayCommand.type.defaultValue
    var items = PlayCommand.items.defaultValue
  }

  /// Parses and checks a `carousel play` command line.
  ///
  /// - Throws: A usage error (exit 2) or an invalid-input error (exit 1) naming the option.
  static func parse(_ arguments: [String]) throws -> Options {
    let parsed = try spec.parse(arguments)
    return Options(
      help: parsed.isSet(CommandLineSpec.help), type: try parsed.value(type),
      items: try parsed.value(items))
  }

  static func run(_ options: Options, context: CommandContext) throws {
    if options.help { return context.writeLine(spec.help) }
    let session = PlaySession(type: options.type, items: options.items)
    let terminal = try Terminal()
    defer { terminal.restore() }
    var reader = PlaySession.KeyReader()
    var size = terminal.size()
    guard terminal.draw(session.screen(columns: size.columns, rows: size.rows)) else { return }
    let start = context.monotonicTime()
    running: while true {
      // At rest, wait for a key or a resize without a timeout: no frames, no busy loop.
      let event = terminal.wait(timeout: session.isAnimating ? 1.0 / 60 : nil)
      let now = context.monotonicTime() - start
      switch event {
      case .input(let bytes):
        for key in reader.keys(from: bytes) {
          if !session.handle(key, at: now) { break running }
        }
      case .endOfInput:
        break running
      case .resized:
        size = terminal.size()
        terminal.clear()
      case .timeout:
        break
      }
      session.carousel.advance(to: max(now, session.carousel.time))
      // closed output
      guard terminal.draw(session.screen(columns: size.columns, rows: size.rows)) else { break }
    }
    terminal.restore()
    context.writeLine("carousel play: \(session.status).")
  }
}
