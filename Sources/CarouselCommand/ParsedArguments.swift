/// What a command line gave, read through the declarations.
struct ParsedArguments {
  let command: String
  /// The given texts by option name: private, so that values are read only through their
  /// declarations (``value(_:)``), never looked up by a literal name.
  private let texts: [String: String]
  /// The arguments that are not options, in order, for a command that takes them
  /// (``CommandLineSpec/takesOperands``).
  let operands: [String]

  init(command: String, texts: [String: String], operands: [String] = []) {
    self.command = command
    self.texts = texts
    self.operands = operands
  }

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
