import CarouselKit

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

  /// The same option with other help (a subcommand whose model words it differently); its name,
  /// value, default and checks stay the declaration's.
  func withSummary(_ summary: String) -> Self {
    Self(name, placeholder, summary, default: defaultValue, shown: defaultText, reader: reader)
  }

  var takesValue: Bool { true }
  var expected: String? { reader.expected }
  var helpLabel: String { "\(name) \(placeholder)" }
  var helpText: String { summary + (defaultText.map { " (\($0))" } ?? "") }
}
