import CarouselKit

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

extension CarouselAlignment: CommandLineValue {
  var commandLineText: String { description }
}
