import CarouselKit

// The command line, declared once: each option is a value naming itself, what its value must
// be, its default and its help; a subcommand lists its options in groups. Parsing, help,
// defaults and every error message come from those declarations.

/// Options shown together in help, under a title.
struct OptionGroup: Sendable {
  var title: String?
  var items: [any CommandLineItem]
}

/// What a subcommand's command line asks for: its defaults when made, and whether `--help` was
/// given.
protocol SubcommandOptions {
  init()
  var help: Bool { get set }
}

/// A subcommand's command line: its options, in groups, and its help.
struct CommandLineSpec: Sendable {
  /// `"carousel simulate"`.
  let command: String
  /// The first line of help, after the command's name.
  let summary: String
  /// The usage line, after `Usage: `.
  let usage: String
  /// Paragraphs between the usage and the options.
  let details: String?
  let groups: [OptionGroup]
  /// Help's last lines: what the output is.
  let footer: String?
  /// Whether arguments that are not options (`carousel easing inSine outBack`) are taken, in
  /// order, as ``ParsedArguments/operands``; without it they are usage errors.
  let takesOperands: Bool

  static let help = Flag("--help", "show this help")

  init(
    command: String, summary: String, usage: String, details: String? = nil, groups: [OptionGroup],
    footer: String? = nil, takesOperands: Bool = false
  ) {
    self.command = command
    self.summary = summary
    self.usage = usage
    self.details = details
    self.groups = groups + [OptionGroup(title: nil, items: [Self.help])]
    self.footer = footer
    self.takesOperands = takesOperands
  }

  var items: [any CommandLineItem] { groups.flatMap(\.items) }

  /// The accepted options, for errors: `"--fps, --json, --help"`.
  var acceptedList: String { items.map(\.name).joined(separator: ", ") }

  /// The help text, from the declarations.
  var help: String {
    let width = max(24, (items.map(\.helpLabel.count).max() ?? 0) + 2)
    var lines = ["\(command): \(summary)", "", "Usage: \(usage)"]
    if let details { lines += ["", details] }
    for group in groups {
      lines.append("")
      if let title = group.title { lines.append(title) }
      for item in group.items {
        let label = "  " + item.helpLabel.padding(width)
        var text = item.helpText
        // Long help wraps under its own column.
        var first = true
        while !text.isEmpty {
          let room = max(30, 100 - label.count)
          var line = text
          if text.count > room, let space = text.prefix(room).lastIndex(of: " ") {
            line = String(text[..<space])
            text = String(text[text.index(after: space)...])
          } else {
            text = ""
          }
          lines.append((first ? label : String(repeating: " ", count: label.count)) + line)
          first = false
        }
      }
    }
    if let footer { lines += ["", footer] }
    return lines.joined(separator: "\n")
  }

  /// Reads `arguments` into a subcommand's options: the default options with `help` set when
  /// `--help` is given (nothing else is read then), or what `read` makes of the command line.
  ///
  /// - Parameters:
  ///   - arguments: The arguments after the subcommand's name.
  ///   - read: Reads and checks the command line's values into the default options.
  /// - Returns: The options.
  /// - Throws: As ``parse(_:)``, and what `read` throws.
  func parseOptions<Options: SubcommandOptions>(
    _ arguments: [String], _ read: (ParsedArguments, inout Options) throws -> Void
  ) throws -> Options {
    let parsed = try parse(arguments)
    var options = Options()
    if parsed.isSet(CommandLineSpec.help) {
      options.help = true
    } else {
      try read(parsed, &options)
    }
    return options
  }

  /// Reads `arguments` (without the program and subcommand names): `--name value`, `--name=value`
  /// and `--flag`, and, when the command takes operands, any argument that does not start with
  /// `-`.
  ///
  /// Values are checked when they are asked for (``ParsedArguments/value(_:)``).
  ///
  /// - Throws: A usage error (exit 2) naming the argument and the accepted options, or an
  ///   option given twice.
  func parse(_ arguments: [String]) throws -> ParsedArguments {
    var texts: [String: String] = [:]
    var operands: [String] = []
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if takesOperands && !argument.hasPrefix("-") {
        operands.append(argument)
        continue
      }
      guard argument.hasPrefix("--") else {
        throw CommandError.usage(
          "\(command): unexpected argument '\(argument)'; accepted options: \(acceptedList)")
      }
      var name = argument
      var inlineValue: String?
      if let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      guard let item = items.first(where: { $0.name == name }) else {
        throw CommandError.usage(
          "\(command): unknown option '\(name)'; accepted options: \(acceptedList)")
      }
      guard texts[name] == nil else {
        // Last-one-wins would hide a typo in a script; one value per option.
        throw CommandError.usage("\(command): \(name) is given twice; give it once")
      }
      if item.takesValue {
        if let inlineValue {
          texts[name] = inlineValue
        } else if index < arguments.count,
          !arguments[index].hasPrefix("--") || Double(arguments[index]) != nil
        {
          texts[name] = arguments[index]
          index += 1
        } else {
          let expected = item.expected ?? "a value"
          throw CommandError.usage("\(command): \(name) needs a value: \(expected)")
        }
      } else {
        guard inlineValue == nil else {
          throw CommandError.usage("\(command): \(name) takes no value")
        }
        texts[name] = ""
      }
    }
    return ParsedArguments(command: command, texts: texts, operands: operands)
  }
}

extension CommandLineSpec {
  /// The first word of a command line that names a subcommand or an action, and the words
  /// after it; `nil` when it asks for help (`--help`, `-h` or `help`).
  ///
  /// - Parameters:
  ///   - arguments: The words, after the command's name.
  ///   - help: The command's help, the message when no word names what to do.
  /// - Returns: The name and the rest, or `nil` for help.
  /// - Throws: A usage error (exit 2) with `help` when there are no words.
  static func subcommand(
    of arguments: [String], help: String
  ) throws -> (name: String, rest: [String])? {
    guard let first = arguments.first else { throw CommandError.usage(help) }
    if ["--help", "-h", "help"].contains(first) { return nil }
    return (first, Array(arguments.dropFirst()))
  }
}
