import CarouselKit
import CarouselKitOnboarding
import Foundation

/// `carousel onboarding`: SlidingCarousel's JSON specs — `validate` lists every problem of a
/// file, `render` the state of every view at an offset, `preview` a page a designer scrubs.
enum OnboardingCommand {
  static let actions: [(name: String, summary: String)] = [
    ("validate", "every problem of a spec with its JSON path and line:column; exit 1 on errors"),
    (
      "render",
      "the state of every view after paging to a page and dragging to an offset (--json)"
    ),
    ("preview", "a self-contained web page to scrub through the flow (--output)"),
  ]

  static let help = """
    carousel onboarding: SlidingCarousel's onboarding specs (JSON), checked, played and shown.

    Usage: carousel onboarding <action> FILE [options]

    Actions:
    \(actions.map { "  \($0.name.padding(10))\($0.summary)" }.joined(separator: "\n"))

    Examples:
      carousel onboarding validate flow.json --json
      carousel onboarding render flow.json --size 320x568 --offset 480 --time 0.1
      carousel onboarding render flow.json --size 320x568 --offset 480 --from 2   # dragging back
      carousel onboarding preview flow.json --size 320x568 --images art --output flow.html

    Every action takes --help. Exit codes: 0 success (warnings and notes allowed), 1 a spec with
    errors or an invalid value, 2 usage error.
    """

  /// A parsed `carousel onboarding` command line.
  enum Invocation {
    case help
    case validate(ValidateOptions)
    case render(OnboardingRender.Options)
    case preview(OnboardingPreview.Options)
  }

  /// Parses and checks `arguments` (after `onboarding`).
  ///
  /// - Throws: A usage error (exit 2) or an invalid-input error (exit 1).
  static func parse(_ arguments: [String]) throws -> Invocation {
    guard let (first, rest) = try CommandLineSpec.subcommand(of: arguments, help: help) else {
      return .help
    }
    switch first {
    case "validate": return .validate(try parseValidate(rest))
    case "render": return .render(try OnboardingRender.parse(rest))
    case "preview": return .preview(try OnboardingPreview.parse(rest))
    default:
      throw CommandError.usage(
        "carousel onboarding: unknown action '\(first)'; expected one of: "
          + actions.map(\.name).joined(separator: ", ") + " (see carousel onboarding --help)")
    }
  }

  static func run(_ invocation: Invocation, context: CommandContext) throws {
    switch invocation {
    case .help: context.writeLine(help)
    case .validate(let options): try runValidate(options, context: context)
    case .render(let options): try OnboardingRender.run(options, context: context)
    case .preview(let options): try OnboardingPreview.run(options, context: context)
    }
  }

  // MARK: Shared options

  /// Keys separated by commas: `chatBubble,badge`.
  static let keyList = ValueReader<[String]>(
    expected: "keys separated by commas, such as chatBubble,badge",
    read: { text in
      let keys = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
      return keys.contains(where: \.isEmpty) ? nil : keys
    })
  static let customViews = Option<[String]>(
    "--custom-views", "K,K",
    "the keys of the views your code registers (setCustomView): the spec's views are checked "
      + "against them; without it a key that is no image is a note",
    default: [], shown: nil, reader: keyList)
  static let customAnimations = Option<[String]>(
    "--custom-animations", "K,K",
    "the keys of the animations your code registers (setCustomAnimation), checked likewise",
    default: [], shown: nil, reader: keyList)

  /// The registry the options describe, or `nil` when neither was given: then custom keys are
  /// notes.
  static func registry(_ parsed: ParsedArguments) throws -> OnboardingRegistry? {
    guard parsed.isGiven(customViews) || parsed.isGiven(customAnimations) else { return nil }
    return OnboardingRegistry(
      customViews: Set(try parsed.value(customViews)),
      customAnimations: Set(try parsed.value(customAnimations)))
  }

  /// The one FILE operand of an action.
  ///
  /// - Throws: A usage error when there is none or more than one.
  static func file(_ parsed: ParsedArguments) throws -> String {
    guard parsed.operands.count == 1 else {
      throw CommandError.usage(
        "\(parsed.command): give one spec FILE"
          + (parsed.operands.isEmpty
            ? "" : ", not \(parsed.operands.map { "'\($0)'" }.joined(separator: " and "))"))
    }
    return parsed.operands[0]
  }

  /// The bytes of the file at `path`.
  ///
  /// - Throws: An invalid-input error naming the file and why it cannot be read.
  static func bytes(ofFile path: String, command: String) throws -> [UInt8] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw CommandError.invalidInput("\(command): cannot read '\(path)': no such file")
    }
    guard !isDirectory.boolValue else {
      throw CommandError.invalidInput("\(command): cannot read '\(path)': it is a directory")
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw CommandError.invalidInput(
        FileManager.default.isReadableFile(atPath: path)
          ? "\(command): '\(path)' cannot be read"
          : "\(command): cannot read '\(path)': permission denied")
    }
    return [UInt8](data)
  }

  /// `n` and the noun, plural unless `n` is 1: `1 warning`, `0 notes`.
  static func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }

  /// The problems as a compiler lists them, one per line, `FILE:line:column: severity: path:
  /// message`, then a count.
  static func diagnosticLines(_ reading: OnboardingSpecReading, file: String) -> [String] {
    var lines = reading.diagnostics.map { "\(file):\($0)" }
    lines.append(
      "\(file): " + count(reading.errors.count, "error") + ", "
        + count(reading.warnings.count, "warning") + ", " + count(reading.notes.count, "note"))
    return lines
  }

  /// The problems as JSON: `{"errors":[{"path","line","column","message","expected","found"}],
  /// "warnings":[…],"notes":[…]}`.
  static func writeDiagnostics(_ reading: OnboardingSpecReading, to out: JSONWriter) {
    for (name, list) in [
      ("errors", reading.errors), ("warnings", reading.warnings), ("notes", reading.notes),
    ] {
      out.key(name)
      out.array(list) { diagnostic in
        out.object {
          out.field("path", diagnostic.path.description)
          out.field("line", diagnostic.location.line)
          out.field("column", diagnostic.location.column)
          out.field("message", diagnostic.message)
          out.field("expected", diagnostic.expected)
          out.field("found", diagnostic.found)
        }
      }
    }
  }

  // MARK: validate

  static let validateJSON = Flag(
    "--json",
    "{\"errors\":[{\"path\",\"line\",\"column\",\"message\",\"expected\",\"found\"}],"
      + "\"warnings\":[…],\"notes\":[…]}")

  static let strict = Flag(
    "--strict",
    "what the original ignores is an error: unknown keys (motionEnabled among them) and "
      + "trailing commas")

  static let validateSpec = CommandLineSpec(
    command: "carousel onboarding validate",
    summary: "every problem of an onboarding spec, with its JSON path and line:column.",
    usage: "carousel onboarding validate FILE [--strict] [--custom-views K,K] "
      + "[--custom-animations K,K] [--json]",
    details: """
      Reads FILE as SlidingCarousel's conductor does (trailing commas allowed) and reports every
      problem at once: wrong types, unknown keys (with the nearest known one), references to
      images defined later or nowhere, pages out of range, missing page texts the original
      crashes on, duplicate keys, two transitions for one view on one page, appearance delays
      that never finish, images nothing shows, views placed against another inside a
      superview. Errors exit 1; warnings and notes alone exit 0. With --strict, unknown keys
      and trailing commas are errors too.
      """,
    groups: [
      OptionGroup(title: "Checks:", items: [strict]),
      OptionGroup(title: "Code:", items: [customViews, customAnimations]),
      OptionGroup(title: "Output:", items: [validateJSON]),
    ],
    takesOperands: true)

  /// What a `carousel onboarding validate` command line asks for.
  struct ValidateOptions: SubcommandOptions {
    var help = false
    var file = ""
    var registry: OnboardingRegistry?
    var json = false
    var strict = false
  }

  static func parseValidate(_ arguments: [String]) throws -> ValidateOptions {
    try validateSpec.parseOptions(arguments) { parsed, options in
      options.file = try file(parsed)
      options.registry = try registry(parsed)
      options.json = parsed.isSet(validateJSON)
      options.strict = parsed.isSet(strict)
    }
  }

  static func runValidate(_ options: ValidateOptions, context: CommandContext) throws {
    if options.help { return context.writeLine(validateSpec.help) }
    let command = validateSpec.command
    let reading = OnboardingSpec.read(
      try bytes(ofFile: options.file, command: command), registry: options.registry,
      strict: options.strict)
    if options.json {
      let out = JSONWriter()
      out.object { writeDiagnostics(reading, to: out) }
      context.writeLine(out.text)
    } else {
      for line in diagnosticLines(reading, file: options.file) { context.writeLine(line) }
    }
    if reading.hasErrors {
      let count = reading.errors.count
      throw CommandError.invalidInput(
        "\(command): '\(options.file)' has \(count) error\(count == 1 ? "" : "s")")
    }
  }
}
