/// The `carousel` command: `carousel <subcommand> [options]`.
///
/// Exit codes follow DESIGN.md: 0 on success, 1 on invalid input, 2 on usage errors.
public enum CarouselCommand {
  static let subcommands: [(name: String, summary: String)] = [
    ("demo", "a cover flow flicked three times, animated on a terminal"),
    ("simulate", "one carousel under a scripted gesture, frame by frame (--json for every transform)"),
    ("bench", "what frames, flicks, updates and reloads cost (build with -c release)"),
  ]

  static let help = """
    carousel: the CarouselKit command — scroll physics and carousels in a virtual coordinate space.

    Usage: carousel <subcommand> [options]

    Subcommands:
    \(subcommands.map { "  \($0.name.padding(10))\($0.summary)" }.joined(separator: "\n"))

    Every subcommand takes --help. Output is human-readable by default and JSON with --json.
    Exit codes: 0 success, 1 invalid input, 2 usage error.
    """

  /// Runs the command with `arguments` (without the program name) and returns its exit code.
  public static func run(_ arguments: [String], context: CommandContext) -> Int32 {
    do {
      guard let first = arguments.first else {
        context.writeError(help)
        return 2
      }
      switch first {
      case "--help", "-h", "help":
        context.writeLine(help)
        return 0
      case "demo":
        try DemoCommand.run(Array(arguments.dropFirst()), context: context)
        return 0
      case "simulate":
        try SimulateCommand.run(Array(arguments.dropFirst()), context: context)
        return 0
      case "bench":
        try BenchCommand.run(Array(arguments.dropFirst()), context: context)
        return 0
      default:
        let names = subcommands.map(\.name).joined(separator: ", ")
        throw CommandError.usage("carousel: unknown subcommand '\(first)'; expected one of: \(names) (see carousel --help)")
      }
    } catch let error as CommandError {
      context.writeError(error.message)
      return error.exitCode
    } catch {
      context.writeError("carousel: \(error)")
      return 1
    }
  }
}

extension String {
  /// The string padded with spaces on the right to `width` characters.
  func padding(_ width: Int) -> String {
    count >= width ? self + " " : self + String(repeating: " ", count: width - count)
  }

  /// The string padded with spaces on the left to `width` characters.
  func leftPadding(_ width: Int) -> String {
    count >= width ? self : String(repeating: " ", count: width - count) + self
  }
}
