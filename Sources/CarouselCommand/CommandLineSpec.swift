import CarouselKit

// The command line, declared once: each option is a value naming itself, what its value must
// be, its default and its help; a subcommand lists its options in groups. Parsing, help,
// defaults and every error message come from those declarations.

/// How the text of an option's value becomes a value.
struct ValueReader<Value>: Sendable {
  /// Why a text is not a value: what was expected, and the part of the text that is wrong.
  struct Rejection: Error, Sendable {
    var expected: String
    var given: String
  }

  /// What a value must be, for help and errors: "a frame rate between 1 and 1000 per second".
  let expected: String
  /// The value the text stands for, or why it is not one.
  let reading: @Sendable (String) -> Result<Value, Rejection>

  /// A reader that takes a text as a value or rejects it whole.
  init(expected: String, read: @escaping @Sendable (String) -> Value?) {
    self.expected = expected
    reading = { text in
      read(text).map { .success($0) } ?? .failure(Rejection(expected: expected, given: text))
    }
  }

  /// A reader that says which part of a text is wrong.
  init(expected: String, reading: @escaping @Sendable (String) -> Result<Value, Rejection>) {
    self.expected = expected
    self.reading = reading
  }
}

extension ValueReader<Double> {
  /// A finite number within `range`; `noun` says what it is ("a rate"), and help and errors add
  /// the range: "a rate from 0 to 1".
  static func number(in range: ClosedRange<Double>, _ noun: String) -> Self {
    Self(
      expected:
        "\(noun) from \(range.lowerBound.commandLineText) to \(range.upperBound.commandLineText)",
      read: { text in
        guard let value = Double(text), value.isFinite, range.contains(value) else { return nil }
        return value
      })
  }

  /// Any finite number.
  static func finite(_ expected: String) -> Self {
    Self(expected: expected, read: { text in Double(text).flatMap { $0.isFinite ? $0 : nil } })
  }
}

extension ValueReader<Int> {
  /// A whole number within `range`; `noun` says what it is, and help and errors add the range:
  /// "a whole number of runs from 1 to 1000".
  static func whole(in range: ClosedRange<Int>, _ noun: String) -> Self {
    Self(
      expected: "\(noun) from \(range.lowerBound) to \(range.upperBound)",
      read: { text in Int(text).flatMap { range.contains($0) ? $0 : nil } })
  }

  /// A whole number of at least `lowest` (and at most `Int32.max`): "a frame number, 0 or more".
  static func whole(atLeast lowest: Int, _ noun: String) -> Self {
    Self(
      expected: "\(noun), \(lowest) or more",
      read: { text in Int(text).flatMap { $0 >= lowest && $0 <= Int32.max ? $0 : nil } })
  }
}

extension ValueReader<Size> {
  /// A size `WxH` in points, both sides positive and finite.
  static let size = Self(
    expected: "a size WxH in points, both positive, such as 320x480",
    read: { text in
      let parts = text.split(separator: "x", omittingEmptySubsequences: false)
      guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
        width > 0, height > 0, width.isFinite, height.isFinite
      else { return nil }
      return Size(width: width, height: height)
    })
}

extension ValueReader<String> {
  /// Any text that is not empty.
  static func text(_ expected: String) -> Self {
    Self(expected: expected, read: { $0.isEmpty ? nil : $0 })
  }
}

extension ValueReader where Value: CaseIterable & CustomStringConvertible & Sendable {
  /// One of the type's cases, by name.
  static var choice: Self {
    let cases = Value.allCases.map { (name: $0.description, value: $0) }
    return Self(
      expected: "one of " + cases.map(\.name).joined(separator: "|"),
      read: { text in cases.first { $0.name == text }?.value })
  }
}

/// A value whose default help can show as it is typed on the command line.
protocol CommandLineValue: Sendable {
  /// The value as a command line would give it: `"0.95"`, `"320x480"`, `"coverFlow"`.
  var commandLineText: String { get }
}

extension Double: CommandLineValue {
  /// Whole numbers without a fraction (`"1000000"`, not `"1000000.0"`), others as Swift prints
  /// them (`"0.001"`).
  var commandLineText: String {
    self == rounded() && abs(self) < 1e15 ? String(Int64(self)) : String(self)
  }
}

extension Int: CommandLineValue {
  var commandLineText: String { String(self) }
}

extension Size: CommandLineValue {
  var commandLineText: String { "\(width.commandLineText)x\(height.commandLineText)" }
}

extension CarouselType: CommandLineValue {
  var commandLineText: String { description }
}

/// Something a command line may hold: an option with a value, or a flag.
protocol CommandLineItem: Sendable {
  /// `"--fps"`.
  var name: String { get }
  /// Whether a value follows it.
  var takesValue: Bool { get }
  /// The left column of its help line: `"--fps F"`.
  var helpLabel: String { get }
  /// The right column of its help line.
  var helpText: String { get }
}

/// An option with a value.
struct Option<Value: Sendable>: CommandLineItem {
  let name: String
  /// The value's name in help: `"F"`.
  let placeholder: String
  /// What the option does, for help.
  let summary: String
  /// The value when the option is not given.
  let defaultValue: Value
  /// How the default reads in help (`"60"`), or `nil` to leave it out.
  let defaultText: String?
  let reader: ValueReader<Value>

  init(
    _ name: String, _ placeholder: String, _ summary: String, default defaultValue: Value,
    shown defaultText: String?,
    reader: ValueReader<Value>
  ) {
    self.name = name
    self.placeholder = placeholder
    self.summary = summary
    self.defaultValue = defaultValue
    self.defaultText = defaultText
    self.reader = reader
  }

  /// An option whose help shows its default as it would be typed.
  init(
    _ name: String, _ placeholder: String, _ summary: String, default defaultValue: Value,
    reader: ValueReader<Value>
  ) where Value: CommandLineValue {
    self.init(
      name, placeholder, summary, default: defaultValue, shown: defaultValue.commandLineText,
      reader: reader)
  }

  /// The same option with another default (a subcommand whose natural default differs).
  func withDefault(_ value: Value) -> Self where Value: CommandLineValue {
    Self(name, placeholder, summary, default: value, reader: reader)
  }

  var takesValue: Bool { true }
  var helpLabel: String { "\(name) \(placeholder)" }
  var helpText: String { summary + (defaultText.map { " (\($0))" } ?? "") }
}

/// An option without a value.
struct Flag: CommandLineItem {
  let name: String
  let summary: String

  init(_ name: String, _ summary: String) {
    self.name = name
    self.summary = summary
  }

  var takesValue: Bool { false }
  var helpLabel: String { name }
  var helpText: String { summary }
}

/// Options shown together in help, under a title.
struct OptionGroup: Sendable {
  var title: String?
  var items: [any CommandLineItem]
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

  static let help = Flag("--help", "show this help")

  init(
    command: String, summary: String, usage: String, details: String? = nil, groups: [OptionGroup],
    footer: String? = nil
  ) {
    self.command = command
    self.summary = summary
    self.usage = usage
    self.details = details
    self.groups = groups + [OptionGroup(title: nil, items: [Self.help])]
    self.footer = footer
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

  /// Reads `arguments` (without the program and subcommand names): `--name value`, `--name=value`
  /// and `--flag`.
  ///
  /// Values are checked when they are asked for (``ParsedArguments/value(_:)``).
  ///
  /// - Throws: A usage error (exit 2) naming the argument and the accepted options, or an
  ///   option given twice.
  func parse(_ arguments: [String]) throws -> ParsedArguments {
    var texts: [String: String] = [:]
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
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
          let expected = (item as? any ExpectingItem)?.expected ?? "a value"
          throw CommandError.usage("\(command): \(name) needs a value: \(expected)")
        }
      } else {
        guard inlineValue == nil else {
          throw CommandError.usage("\(command): \(name) takes no value")
        }
        texts[name] = ""
      }
    }
    return ParsedArguments(command: command, texts: texts)
  }
}

/// An item whose value has a description of what it must be.
private protocol ExpectingItem {
  var expected: String { get }
}

extension Option: ExpectingItem {
  fileprivate var expected: String { reader.expected }
}

/// What a command line gave, read through the declarations.
struct ParsedArguments {
  let command: String
  fileprivate let texts: [String: String]

  /// Whether the flag was given.
  func isSet(_ flag: Flag) -> Bool { texts[flag.name] != nil }

  /// Whether the option was given at all.
  func isGiven(_ item: some CommandLineItem) -> Bool { texts[item.name] != nil }

  /// The option's value, or its default when it was not given.
  ///
  /// - Throws: An invalid-input error (exit 1) naming the option, what it accepts and what was
  ///   given.
  func value<Value>(_ option: Option<Value>) throws -> Value {
    try givenValue(option) ?? option.defaultValue
  }

  /// The option's value, or `nil` when it was not given.
  ///
  /// - Throws: As ``value(_:)``.
  func givenValue<Value>(_ option: Option<Value>) throws -> Value? {
    guard let text = texts[option.name] else { return nil }
    switch option.reader.reading(text) {
    case .success(let value): return value
    case .failure(let rejection):
      throw CommandError.invalidInput(
        "\(command): \(option.name) expects \(rejection.expected), got '\(rejection.given)'")
    }
  }

  /// The names of the given items among `items`, in their order.
  func given(among items: [any CommandLineItem]) -> [String] {
    items.filter { texts[$0.name] != nil }.map(\.name)
  }
}
