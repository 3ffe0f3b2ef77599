/// A JSON value with the place in the text it was read from.
///
/// Objects keep their members in the text's order, duplicate keys included, so a validator can
/// point at each; ``subscript(_:)`` reads the last member with a key, as Foundation's
/// `JSONSerialization` does.
public struct JSONValue: Sendable {
  /// What the value is.
  public enum Kind: Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number, as the nearest `Double`.
    case number(Double)
    /// A string.
    case string(String)
    /// An array, in order.
    case array([JSONValue])
    /// An object's members, in the text's order.
    case object([JSONMember])
  }

  /// What the value is.
  public var kind: Kind
  /// Where the value starts in the text: its first character.
  public var location: TextLocation

  /// Creates a value.
  public init(_ kind: Kind, at location: TextLocation) {
    self.kind = kind
    self.location = location
  }

  /// The last member named `key` of an object, or `nil` for a missing key or a value that is
  /// not an object.
  ///
  /// - Complexity: O(members).
  public subscript(key: String) -> JSONValue? {
    guard case .object(let members) = kind else { return nil }
    return members.last(where: { $0.key == key })?.value
  }

  /// The value's kind in words with its article, for messages: "an object", "a string".
  public var kindName: String {
    switch kind {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }

  /// The value in words for a message saying what was found: `a string "abc"`, `the number
  /// 2.5`, `an array of 3 values`, `true`; long strings are cut at 40 characters.
  ///
  /// - Complexity: O(1): of a string, only the first 40 characters and whether there is a 41st
  ///   are looked at, whatever its length.
  public var foundDescription: String {
    switch kind {
    case .null: return "null"
    case .bool(let value): return value ? "true" : "false"
    case .number(let value): return "the number \(JSONValue.numberText(value))"
    case .string(let text):
      // Counting to 41 characters, not the whole string, says whether it is cut.
      var end = text.startIndex
      var count = 0
      while count < 40 && end < text.endIndex {
        text.formIndex(after: &end)
        count += 1
      }
      let shown = end < text.endIndex ? String(text[..<end]) + "…" : text
      return "a string \(JSONPath.quoted(shown))"
    case .array(let elements):
      return elements.count == 1 ? "an array of 1 value" : "an array of \(elements.count) values"
    case .object(let members):
      return members.count == 1
        ? "an object of 1 member" : "an object of \(members.count) members"
    }
  }

  /// `text` as a JSON string literal, in double quotes: quotes, backslashes and control
  /// characters escaped (`\n`, `\r`, `\t`, `\u001b`), everything else as it is.
  ///
  /// - Complexity: O(n) in the text's length.
  public static func stringLiteral(_ text: String) -> String {
    var literal = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": literal += "\\\""
      case "\\": literal += "\\\\"
      case "\n": literal += "\\n"
      case "\r": literal += "\\r"
      case "\t": literal += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        literal += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: literal.unicodeScalars.append(scalar)
      }
    }
    return literal + "\""
  }

  /// A number as JSON would write it: integers without a fraction.
  static func numberText(_ value: Double) -> String {
    if value.rounded() == value && abs(value) < 1e15 { return String(Int64(value)) }
    return "\(value)"
  }
}

/// One member of a JSON object: its key, where the key was written, and its value.
public struct JSONMember: Sendable {
  /// The key.
  public var key: String
  /// Where the key's opening quote is.
  public var keyLocation: TextLocation
  /// The value.
  public var value: JSONValue

  /// Creates a member.
  public init(key: String, keyLocation: TextLocation, value: JSONValue) {
    self.key = key
    self.keyLocation = keyLocation
    self.value = value
  }
}
