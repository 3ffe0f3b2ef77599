// Tokens: the cursor's byte, location and whitespace, errors saying what was found, and the
// literals true, false and null.

extension JSONScanner {
  /// The byte at the cursor, or `nil` at the end.
  func peek() -> UInt8? {
    position < bytes.count ? bytes[position] : nil
  }

  /// Where the cursor is.
  ///
  /// Locations are asked for in increasing order, so the column is counted on from the last
  /// one asked for: O(1) amortised per byte, whatever the line's length.
  mutating func location() -> TextLocation {
    var column = knownColumn
    var index = knownOffset
    while index < position {
      // Count the first byte of each scalar; continuation bytes are 10xxxxxx.
      if bytes[index] & 0xC0 != 0x80 { column += 1 }
      index += 1
    }
    knownOffset = position
    knownColumn = column
    return TextLocation(line: line, column: column, offset: position)
  }

  /// Skips spaces, tabs and line breaks, counting lines.
  mutating func skipWhitespace() {
    while position < bytes.count {
      switch bytes[position] {
      case UInt8(ascii: " "), UInt8(ascii: "\t"):
        position += 1
      case UInt8(ascii: "\n"):
        position += 1
        newLine()
      case UInt8(ascii: "\r"):
        position += 1
        if position < bytes.count && bytes[position] == UInt8(ascii: "\n") { position += 1 }
        newLine()
      default:
        return
      }
    }
  }

  private mutating func newLine() {
    line += 1
    knownOffset = position
    knownColumn = 1
  }

  /// An error at `location`, saying what is there.
  func error(_ expected: String, at location: TextLocation) -> JSONSyntaxError {
    JSONSyntaxError(location: location, expected: expected, found: found(at: location.offset))
  }

  /// What the text holds at `offset`, in words: a character in quotes, a word, the end, or the
  /// invalid bytes.
  func found(at offset: Int) -> String {
    guard offset < bytes.count else { return "the end of the text" }
    let byte = bytes[offset]
    if isWordByte(byte) {
      var end = offset
      while end < bytes.count && end - offset < 20 && isWordByte(bytes[end]) { end += 1 }
      let word = String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<end]), as: UTF8.self)
      return "'\(word)'" + (end < bytes.count && isWordByte(bytes[end]) ? "…" : "")
    }
    switch byte {
    case UInt8(ascii: "/"):
      return "'/' (JSON has no comments)"
    case UInt8(ascii: "'"):
      return "\"'\" (JSON strings use double quotes)"
    case 0x20..<0x7F:
      return "'\(Character(Unicode.Scalar(byte)))'"
    case 0..<0x20, 0x7F:
      return "the control character U+\(hex(UInt32(byte), digits: 4))"
    default:
      switch decodeScalar(at: offset) {
      case .scalar(let scalar, _):
        return "'\(Character(scalar))' (U+\(hex(scalar.value, digits: 4)))"
      case .invalid(let count):
        let shown = bytes[offset..<min(offset + count, bytes.count)]
          .map { "0x" + hex(UInt32($0), digits: 2) }
        return "invalid UTF-8 (byte\(shown.count == 1 ? "" : "s") \(shown.joined(separator: " ")))"
      }
    }
  }

  private func isWordByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "+"),
      UInt8(ascii: "-"), UInt8(ascii: "."):
      true
    default: false
    }
  }

  // MARK: Literals

  /// `true`, `false` or `null`, compared byte by byte: no allocation.
  mutating func literal() throws(JSONSyntaxError) -> JSONValue.Kind {
    let kind: JSONValue.Kind
    let length: Int
    if matches("true") {
      (kind, length) = (.bool(true), 4)
    } else if matches("false") {
      (kind, length) = (.bool(false), 5)
    } else if matches("null") {
      (kind, length) = (.null, 4)
    } else {
      throw error("a value (true, false and null are written in lower case)", at: location())
    }
    let end = position + length
    if end < bytes.count && isWordByte(bytes[end]) {
      throw error("a value (true, false and null are written in lower case)", at: location())
    }
    position = end
    return kind
  }

  /// Whether the bytes at the cursor are `word`'s.
  func matches(_ word: StaticString) -> Bool {
    word.withUTF8Buffer { word in
      guard word.count <= bytes.count - position else { return false }
      for index in 0..<word.count where bytes[position + index] != word[index] { return false }
      return true
    }
  }
}
