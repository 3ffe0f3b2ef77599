import CarouselKit

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
  /// What its value must be, for errors (`nil` for a flag).
  var expected: String? { get }
}
