/// The `carousel` command: `carousel <subcommand> [options]`.
///
/// Exit codes: 0 on success, 1 on invalid input, 2 on usage errors.
public enum CarouselCommand {
  static let subcommands: [(name: String, summary: String)] = [
    ("demo", "a cover flow flicked three times, animated on a terminal"),
    (
      "simulate",
      "one carousel under a scripted gesture, frame by frame (--json for every transform)"
    ),
    (
      "pages",
      "sliding pages with a header strip of titles under a scripted gesture (--output for a page)"
    ),
    (
      "walkthrough",
      "walkthrough pages animating their subviews as they scroll (--output for a page)"
    ),
    ("easing", "Parade's 46 easing curves' values, or plotted (--output)"),
    (
      "parallax",
      "Parade's parallax demo on a vertical pager under a scripted gesture (--output for a page)"
    ),
    (
      "onboarding",
      "SlidingCarousel's JSON onboarding specs: validate, render at an offset, preview as a page"
    ),
    ("preview", "a self-contained web page playing a simulated gesture with CSS matrix3d"),
    ("play", "an interactive carousel in the terminal: flick, step, select, change type"),
    ("web", "live web pages: the models compiled to WebAssembly, driven by the mouse or a finger"),
    ("bench", "what frames, flicks, updates and reloads cost (build with -c release)"),
  ]

  /// The subcommands' names' column in help: the longest name and two spaces.
  static let nameWidth = (subcommands.map(\.name.count).max() ?? 0) + 2

  static let help = """
    carousel: the CarouselKit command — scroll physics and carousels in a virtual coordinate space.

    Usage: carousel <subcommand> [options]

    Subcommands:
    \(subcommands.map { "  \($0.name.padding(nameWidth))\($0.summary)" }.joined(separator: "\n"))

    Every subcommand takes --help. Output is human-readable by default and JSON with --json.
    Exit codes: 0 success, 1 invalid input, 2 usage error.
    """

  /// A parsed and checked command line: what ``run(_:context:)`` will do.
  enum Invocation {
    case help
    case demo(DemoCommand.Options)
    case simulate(SimulateCommand.Options)
    case pages(PagesCommand.Options)
    case walkthrough(WalkthroughCommand.Options)
    case easing(EasingCommand.Options)
    case parallax(ParallaxCommand.Options)
    case onboarding(OnboardingCommand.Invocation)
    case preview(PreviewCommand.Options)
    case play(PlayCommand.Options)
    case bench(BenchCommand.Options)
    case web(WebCommand.Options)
  }

  /// Parses and checks `arguments` (without the program name) without running anything.
  ///
  /// - Throws: ``CommandError`` with the message and exit code the command would end with.
  static func parse(_ arguments: [String]) throws -> Invocation {
    guard let (first, rest) = try CommandLineSpec.subcommand(of: arguments, help: help) else {
      return .help
    }
    switch first {
    case "demo": return .demo(try DemoCommand.parse(rest))
    case "simulate": return .simulate(try SimulateCommand.parse(rest))
    case "pages": return .pages(try PagesCommand.parse(rest))
    case "walkthrough": return .walkthrough(try WalkthroughCommand.parse(rest))
    case "easing": return .easing(try EasingCommand.parse(rest))
    case "parallax": return .parallax(try ParallaxCommand.parse(rest))
    case "onboarding": return .onboarding(try OnboardingCommand.parse(rest))
    case "preview": return .preview(try PreviewCommand.parse(rest))
    case "play": return .play(try PlayCommand.parse(rest))
    case "bench": return .bench(try BenchCommand.parse(rest))
    case "web": return .web(try WebCommand.parse(rest))
    default:
      let names = subcommands.map(\.name).joined(separator: ", ")
      throw CommandError.usage(
        "carousel: unknown subcommand '\(first)'; expected one of: \(names) (see carousel --help)")
    }
  }

  /// Runs the command with `arguments` (without the program name) and returns its exit code.
  public static func run(_ arguments: [String], context: CommandContext) -> Int32 {
    do {
      switch try parse(arguments) {
      case .help: context.writeLine(help)
      case .demo(let options): DemoCommand.run(options, context: context)
      case .simulate(let options): SimulateCommand.run(options, context: context)
      case .pages(let options): try PagesCommand.run(options, context: context)
      case .walkthrough(let options): try WalkthroughCommand.run(options, context: context)
      case .easing(let options): try EasingCommand.run(options, context: context)
      case .parallax(let options): try ParallaxCommand.run(options, context: context)
      case .onboarding(let invocation): try OnboardingCommand.run(invocation, context: context)
      case .preview(let options): try PreviewCommand.run(options, context: context)
      case .play(let options): try PlayCommand.run(options, context: context)
      case .bench(let options): try BenchCommand.run(options, context: context)
      case .web(let options): try WebCommand.run(options, context: context)
      }
      return 0
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
