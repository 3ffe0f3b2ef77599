/// A JSON reader that knows where each value came from, and forgives what real files get wrong.
///
/// It reads RFC 8259 JSON with two allowances that Apple's `JSONSerialization` also makes:
/// a comma before a closing `]` or `}` (SlidingCarousel's own demo file has three), reported in
/// ``JSONDocument/trailingCommas``, and a UTF-8 byte order mark at the start. Everything else
/// that is not JSON is a ``JSONSyntaxError`` naming the line and column, the JSON path of the
/// value being read there, what was expected and what was found: invalid UTF-8, a control
/// character inside a string, an unpaired surrogate escape, a number too large for a `Double`,
/// a comment, anything after the value.
///
/// It never recurses: nesting deeper than ``maximumDepth`` is an error, not a stack overflow,
/// and the values it returns are never deeper than that. It never hangs: each byte is looked at
/// a bounded number of times.
///
///     let document = try JSONReader().read(Array(text.utf8))
///     document.root["pages"]?.location   // 2:12
///
/// - Complexity: O(n) in the text's length.
public struct JSONReader: Sendable {
  /// The deepest nesting of arrays and objects accepted (512).
  ///
  /// An onboarding spec nests four deep; the limit keeps a hostile file from building values
  /// whose destruction would recurse too deep.
  public var maximumDepth: Int

  /// Creates a reader.
  ///
  /// - Precondition: `maximumDepth` is at least 1.
  public init(maximumDepth: Int = 512) {
    precondition(maximumDepth >= 1, "A JSON reader's maximum depth must be at least 1")
    self.maximumDepth = maximumDepth
  }

  /// Reads one JSON value from UTF-8 bytes.
  ///
  /// - Throws: A ``JSONSyntaxError`` at the first place the text is not JSON.
  /// - Complexity: O(n) in the number of bytes.
  public func read(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONDocument {
    try bytes.withUnsafeBufferPointer { (buffer) throws(JSONSyntaxError) -> JSONDocument in
      var scanner = JSONScanner(buffer, maximumDepth: maximumDepth)
      return try scanner.document()
    }
  }

  /// Reads one JSON value from a string.
  ///
  /// - Throws: A ``JSONSyntaxError`` at the first place the text is not JSON.
  /// - Complexity: O(n) in the text's UTF-8 length.
  public func read(_ text: String) throws(JSONSyntaxError) -> JSONDocument {
    try read(Array(text.utf8))
  }
}

/// The value read from a JSON text, and what the reader forgave.
public struct JSONDocument: Sendable {
  /// The value the text holds.
  public var root: JSONValue
  /// Where each comma before a closing bracket or brace is, in the text's order: JSON has none,
  /// so strict readers reject them.
  public var trailingCommas: [TextLocation]
}

/// The place where a text stops being JSON, and why.
public struct JSONSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Where the problem is.
  public var location: TextLocation
  /// The value being read where the problem is: inside an array, the element being read
  /// (`images[2]`); inside an object, the member whose value is being read (`images[2].key`),
  /// or the object itself when the problem is at a key, a colon or a separator between
  /// members, as it is at a separator between elements; `$` outside every container.
  public var path: JSONPath
  /// What the reader expected there: "a value", "',' or ']'".
  public var expected: String
  /// What it found: "'}'", "the end of the text", "invalid UTF-8 (byte 0xFF)".
  public var found: String

  /// Creates an error.
  public init(location: TextLocation, path: JSONPath = .root, expected: String, found: String) {
    self.location = location
    self.path = path
    self.expected = expected
    self.found = found
  }

  /// `line:column: expected …, found …`.
  public var description: String { "\(location): expected \(expected), found \(found)" }
}

/// `number` as an English ordinal: 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st, 22nd, 101st, 111th.
///
/// - Complexity: O(digits).
package func ordinal(_ number: Int) -> String {
  let lastTwo = abs(number % 100)
  let suffix =
    switch (lastTwo / 10, lastTwo % 10) {
    case (1, _): "th"
    case (_, 1): "st"
    case (_, 2): "nd"
    case (_, 3): "rd"
    default: "th"
    }
  return "\(number)\(suffix)"
}
