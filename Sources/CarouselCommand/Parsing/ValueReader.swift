import CarouselKit

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

  /// An index the model clamps into its range or ignores, within ±1,000,000,000: "a page index
  /// from -1000000000 to 1000000000".
  static func index(of noun: String) -> Self {
    whole(in: -1_000_000_000...1_000_000_000, "\(noun) index")
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

  /// A page model's view `WxH` in points: both sides positive and finite, the width at most
  /// ``PageLayout/maximumViewportLength`` (so any number of pages spans a finite length).
  static let pageViewport = Self(
    expected: "a size WxH in points, both positive, the width at most 1e280, such as 375x667",
    read: { text in
      guard case .success(let size) = size.reading(text) else { return nil }
      return size.width <= PageLayout.maximumViewportLength ? size : nil
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
