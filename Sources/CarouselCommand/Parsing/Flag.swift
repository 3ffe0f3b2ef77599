import CarouselKit

/// An option without a value.
struct Flag: CommandLineItem {
  let name: String
  let summary: String

  init(_ name: String, _ summary: String) {
    self.name = name
    self.summary = summary
  }

  var takesValue: Bool { false }
  var expected: String? { nil }
  var helpLabel: String { name }
  var helpText: String { summary }
}
