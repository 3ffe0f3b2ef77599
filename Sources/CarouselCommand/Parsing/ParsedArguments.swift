import CarouselKit

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

extension ParsedArguments {
  /// Checks that at most one of `gestures` was given, and that each option of `companions` was
  /// given only with the option it goes with.
  ///
  /// - Throws: A usage error (exit 2) naming the gestures given together, or the companion and
  ///   the option it goes with.
  func requireOneGesture(
    among gestures: [any CommandLineItem],
    companions: [(option: any CommandLineItem, goesWith: any CommandLineItem)]
  ) throws {
    let given = given(among: gestures)
    if given.count > 1 {
      throw CommandError.usage(
        "\(command): give one gesture, not \(given.joined(separator: " and "))")
    }
    for (option, goesWith) in companions where isGiven(option) && !isGiven(goesWith) {
      throw CommandError.usage("\(command): \(option.name) goes with \(goesWith.name)")
    }
  }

  /// The given `--start-offset` of a pager, checked against its layout: from 0 to the last
  /// page's start.
  ///
  /// - Parameters:
  ///   - option: The offset option; its reader admits finite offsets from 0.
  ///   - layout: The pages and the viewport's length along the scroll axis, in points.
  ///   - page: What a page is called in the message: "page" or "cell".
  ///   - extent: How the viewport's length reads in the message: "wide" or "tall".
  /// - Returns: The offset in points, or `nil` when it was not given.
  /// - Throws: As ``value(_:)``, and an invalid-input error (exit 1) naming the range when the
  ///   offset is past the last page's start.
  func pagerStartOffset(
    _ option: Option<Double>, layout: PageLayout, page: String, extent: String
  ) throws -> Double? {
    guard let offset = try givenValue(option) else { return nil }
    guard offset <= layout.maximumOffset else {
      throw CommandError.invalidInput(
        "\(command): \(option.name) expects a content offset in points from 0 to "
          + "\(layout.maximumOffset.commandLineText) (the last \(page)'s start, with "
          + "\(layout.pageCount) \(page)s \(layout.viewportLength.commandLineText) pt "
          + "\(extent)), got '\(offset.commandLineText)'")
    }
    return offset
  }
}
