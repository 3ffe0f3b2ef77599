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

/// The reader's cursor over the bytes: one pass, no recursion.
private struct JSONScanner {
  /// An array or object being read.
  ///
  /// Values are appended in place (`stack[last].…append`), so each container's storage stays
  /// uniquely owned and grows in amortised O(1).
  private struct OpenContainer {
    var isObject: Bool
    var start: TextLocation
    var elements: [JSONValue] = []
    var members: [JSONMember] = []
    /// The key of the member whose value is being read.
    var key = ""
    var keyLocation: TextLocation

    /// The step from this container to the value being read in it.
    var childComponent: JSONPath.Component {
      isObject ? .key(key) : .index(elements.count)
    }

    /// The finished value.
    consuming func closed() -> JSONValue {
      JSONValue(isObject ? .object(members) : .array(elements), at: start)
    }
  }

  /// What the cursor is reading, which says whose path an error has.
  private enum Phase {
    /// A value: the error is the value's, inside the innermost open container.
    case value
    /// A key and its colon, or the separator after a value: the error is the innermost open
    /// container's.
    case between
  }

  private let bytes: UnsafeBufferPointer<UInt8>
  private let maximumDepth: Int
  /// The arrays and objects open at the cursor, outermost first.
  private var stack: [OpenContainer] = []
  private var phase = Phase.value
  private var position = 0
  private var line = 1
  /// A place on the current line whose column is known: columns are counted from it onward,
  /// so each byte is counted once however long the line.
  private var knownOffset = 0
  private var knownColumn = 1
  private var trailingCommas: [TextLocation] = []
  /// The bytes of a string with escapes, reused from string to string.
  private var scratch: [UInt8] = []

  init(_ bytes: UnsafeBufferPointer<UInt8>, maximumDepth: Int) {
    self.bytes = bytes
    self.maximumDepth = maximumDepth
  }

  // MARK: Structure

  mutating func document() throws(JSONSyntaxError) -> JSONDocument {
    do {
      return try readDocument()
    } catch {
      var error = error
      error.path = currentPath()
      throw error
    }
  }

  /// The path of the value, or the container, the cursor is in (see ``Phase``).
  ///
  /// - Complexity: O(depth), once per error.
  private func currentPath() -> JSONPath {
    var components: [JSONPath.Component] = []
    components.reserveCapacity(stack.count)
    for (index, container) in stack.enumerated() {
      if index == stack.count - 1 && phase == .between { break }
      components.append(container.childComponent)
    }
    return JSONPath(components: components)
  }

  private mutating func readDocument() throws(JSONSyntaxError) -> JSONDocument {
    if bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF {
      position = 3
      knownOffset = 3
    }
    read: while true {
      phase = .value
      skipWhitespace()
      let start = location()
      var value: JSONValue
      switch peek() {
      case UInt8(ascii: "["):
        position += 1
        try checkDepth(stack.count, at: start)
        skipWhitespace()
        guard peek() == UInt8(ascii: "]") else {
          stack.append(OpenContainer(isObject: false, start: start, keyLocation: start))
          continue read
        }
        position += 1
        value = JSONValue(.array([]), at: start)
      case UInt8(ascii: "{"):
        position += 1
        try checkDepth(stack.count, at: start)
        skipWhitespace()
        guard peek() == UInt8(ascii: "}") else {
          // Open first, so that an error at the first key is this object's.
          stack.append(OpenContainer(isObject: true, start: start, keyLocation: start))
          let last = stack.count - 1
          (stack[last].key, stack[last].keyLocation) = try memberKey(orClose: true)
          continue read
        }
        position += 1
        value = JSONValue(.object([]), at: start)
      case UInt8(ascii: "\""):
        value = JSONValue(.string(try string()), at: start)
      case UInt8(ascii: "-"), .some(UInt8(ascii: "0")...UInt8(ascii: "9")):
        value = JSONValue(.number(try number()), at: start)
      case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
        value = JSONValue(try literal(), at: start)
      default:
        throw error("a value", at: start)
      }
      // The value is complete: hand it to its container, closing those that end here.
      phase = .between
      while !stack.isEmpty {
        let last = stack.count - 1
        let isObject = stack[last].isObject
        if isObject {
          stack[last].members.append(
            JSONMember(key: stack[last].key, keyLocation: stack[last].keyLocation, value: value))
        } else {
          stack[last].elements.append(value)
        }
        let close = isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
        skipWhitespace()
        if peek() == UInt8(ascii: ",") {
          let comma = location()
          position += 1
          skipWhitespace()
          if peek() != close {
            if isObject {
              (stack[last].key, stack[last].keyLocation) = try memberKey(orClose: false)
            }
            continue read
          }
          trailingCommas.append(comma)
        } else if peek() != close {
          throw error(
            isObject ? "',' or '}' after an object member" : "',' or ']' after an array element",
            at: location())
        }
        position += 1
        value = stack.removeLast().closed()
      }
      skipWhitespace()
      if position < bytes.count {
        throw error("the end of the text after the value", at: location())
      }
      return JSONDocument(root: value, trailingCommas: trailingCommas)
    }
  }

  private func checkDepth(_ openContainers: Int, at start: TextLocation) throws(JSONSyntaxError) {
    if openContainers >= maximumDepth {
      throw JSONSyntaxError(
        location: start,
        expected: "arrays and objects nested at most \(maximumDepth) deep",
        found: "a \(ordinal(maximumDepth + 1)) level")
    }
  }

  /// Reads `"key" :` after `{` or `,`, leaving the cursor before the member's value.
  private mutating func memberKey(orClose: Bool) throws(JSONSyntaxError) -> (
    String, TextLocation
  ) {
    phase = .between
    skipWhitespace()
    let keyLocation = location()
    guard peek() == UInt8(ascii: "\"") else {
      throw error(
        orClose ? "a member's key in quotes, or '}'" : "a member's key in quotes", at: keyLocation)
    }
    let key = try string()
    skipWhitespace()
    guard peek() == UInt8(ascii: ":") else {
      throw error("':' after the key \(JSONPath.quoted(key))", at: location())
    }
    position += 1
    return (key, keyLocation)
  }
}

// MARK: Tokens

extension JSONScanner {
  /// The byte at the cursor, or `nil` at the end.
  fileprivate func peek() -> UInt8? {
    position < bytes.count ? bytes[position] : nil
  }

  /// Where the cursor is.
  ///
  /// Locations are asked for in increasing order, so the column is counted on from the last
  /// one asked for: O(1) amortised per byte, whatever the line's length.
  fileprivate mutating func location() -> TextLocation {
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
  fileprivate mutating func skipWhitespace() {
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
  fileprivate func error(_ expected: String, at location: TextLocation) -> JSONSyntaxError {
    JSONSyntaxError(location: location, expected: expected, found: found(at: location.offset))
  }

  /// What the text holds at `offset`, in words: a character in quotes, a word, the end, or the
  /// invalid bytes.
  private func found(at offset: Int) -> String {
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
  fileprivate mutating func literal() throws(JSONSyntaxError) -> JSONValue.Kind {
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
  private func matches(_ word: StaticString) -> Bool {
    word.withUTF8Buffer { word in
      guard word.count <= bytes.count - position else { return false }
      for index in 0..<word.count where bytes[position + index] != word[index] { return false }
      return true
    }
  }

  // MARK: Numbers

  /// A number as RFC 8259 writes it: `-`? (`0` | [1-9][0-9]*) (`.` [0-9]+)? ([eE] [+-]? [0-9]+)?.
  fileprivate mutating func number() throws(JSONSyntaxError) -> Double {
    let startLocation = location()
    let start = position
    if peek() == UInt8(ascii: "-") { position += 1 }
    if peek() == UInt8(ascii: "0") {
      position += 1
      if let next = peek(), isDigit(next) {
        throw JSONSyntaxError(
          location: startLocation, expected: "a number without leading zeros",
          found: found(at: start))
      }
    } else {
      try digits(after: "'-'")
    }
    if peek() == UInt8(ascii: ".") {
      position += 1
      try digits(after: "the decimal point")
    }
    if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
      position += 1
      if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { position += 1 }
      try digits(after: "the exponent's 'e'")
    }
    let text = String(
      decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
    guard let value = Double(text), value.isFinite else {
      throw JSONSyntaxError(
        location: startLocation, expected: "a number of at most 1.8e308 in size",
        found: "'\(text.count > 40 ? String(text.prefix(40)) + "…" : text)'")
    }
    return value
  }

  private mutating func digits(after what: String) throws(JSONSyntaxError) {
    guard let first = peek(), isDigit(first) else {
      throw error("a digit after \(what)", at: location())
    }
    while let next = peek(), isDigit(next) { position += 1 }
  }

  private func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  // MARK: Strings

  /// A string from its opening quote to its closing one, escapes decoded, UTF-8 checked.
  fileprivate mutating func string() throws(JSONSyntaxError) -> String {
    let open = location()
    position += 1
    let start = position
    // Plain ASCII with no escape: the common case, read in one slice.
    while position < bytes.count {
      let byte = bytes[position]
      if byte == UInt8(ascii: "\"") {
        position += 1
        return String(
          decoding: UnsafeBufferPointer(rebasing: bytes[start..<(position - 1)]), as: UTF8.self)
      }
      if byte == UInt8(ascii: "\\") || byte < 0x20 || byte >= 0x80 { break }
      position += 1
    }
    scratch.removeAll(keepingCapacity: true)
    scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<position]))
    while position < bytes.count {
      let byte = bytes[position]
      switch byte {
      case UInt8(ascii: "\""):
        position += 1
        return String(decoding: scratch, as: UTF8.self)
      case UInt8(ascii: "\\"):
        try escape()
      case 0..<0x20:
        throw error(
          "a character of the string, or '\"' to end the string opened at \(open) (control "
            + "characters are written as escapes, such as \\n)", at: location())
      case 0x80...:
        guard case .scalar(_, let count) = decodeScalar(at: position) else {
          throw error("a character of the string (text must be UTF-8)", at: location())
        }
        scratch.append(
          contentsOf: UnsafeBufferPointer(rebasing: bytes[position..<(position + count)]))
        position += count
      default:
        scratch.append(byte)
        position += 1
      }
    }
    throw error("'\"' to end the string opened at \(open)", at: location())
  }

  /// A backslash escape, appended to `scratch` as UTF-8.
  private mutating func escape() throws(JSONSyntaxError) {
    let escapeLocation = location()
    position += 1
    guard let letter = peek() else {
      throw error("an escape after '\\'", at: location())
    }
    let simple: UInt8? =
      switch letter {
      case UInt8(ascii: "\""): UInt8(ascii: "\"")
      case UInt8(ascii: "\\"): UInt8(ascii: "\\")
      case UInt8(ascii: "/"): UInt8(ascii: "/")
      case UInt8(ascii: "b"): 0x08
      case UInt8(ascii: "f"): 0x0C
      case UInt8(ascii: "n"): 0x0A
      case UInt8(ascii: "r"): 0x0D
      case UInt8(ascii: "t"): 0x09
      default: nil
      }
    if let simple {
      scratch.append(simple)
      position += 1
      return
    }
    guard letter == UInt8(ascii: "u") else {
      throw error(
        "an escape after '\\': one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX", at: location())
    }
    position += 1
    var value = try hexQuad()
    if (0xD800...0xDBFF).contains(value) {
      // A high surrogate must be followed by an escaped low one.
      guard matches("\\u") else {
        throw JSONSyntaxError(
          location: escapeLocation, expected: "a low surrogate \\uDC00…\\uDFFF after this high one",
          found: found(at: position))
      }
      position += 2
      let low = try hexQuad()
      guard (0xDC00...0xDFFF).contains(low) else {
        throw JSONSyntaxError(
          location: escapeLocation, expected: "a low surrogate \\uDC00…\\uDFFF after this high one",
          found: "\\u" + hex(low, digits: 4))
      }
      value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
    } else if (0xDC00...0xDFFF).contains(value) {
      throw JSONSyntaxError(
        location: escapeLocation,
        expected: "a character escape (a low surrogate must follow a high one)",
        found: "\\u" + hex(value, digits: 4))
    }
    // Surrogates are excluded above, so the value is a scalar.
    guard let scalar = Unicode.Scalar(value) else { return }
    UTF8.encode(scalar) { scratch.append($0) }
  }

  private mutating func hexQuad() throws(JSONSyntaxError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      let digit: UInt32
      switch peek() {
      case .some(let byte) where isDigit(byte): digit = UInt32(byte - UInt8(ascii: "0"))
      case .some(let byte) where (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte):
        digit = UInt32(byte - UInt8(ascii: "a") + 10)
      case .some(let byte) where (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte):
        digit = UInt32(byte - UInt8(ascii: "A") + 10)
      default:
        throw error("four hexadecimal digits after \\u", at: location())
      }
      value = value << 4 | digit
      position += 1
    }
    return value
  }

  // MARK: UTF-8

  private enum Decoded {
    case scalar(Unicode.Scalar, byteCount: Int)
    /// Not UTF-8: the bytes to show, at least 1.
    case invalid(byteCount: Int)
  }

  /// The scalar whose UTF-8 starts at `offset`, rejecting overlong forms, surrogates, values past
  /// U+10FFFF and truncated sequences, as Unicode's well-formed table does.
  private func decodeScalar(at offset: Int) -> Decoded {
    let lead = bytes[offset]
    let count: Int
    var value: UInt32
    var lower: UInt8 = 0x80
    var upper: UInt8 = 0xBF
    switch lead {
    case 0..<0x80: return .scalar(Unicode.Scalar(lead), byteCount: 1)
    case 0xC2...0xDF: (count, value) = (2, UInt32(lead & 0x1F))
    case 0xE0: (count, value, lower) = (3, 0, 0xA0)
    case 0xE1...0xEC, 0xEE...0xEF: (count, value) = (3, UInt32(lead & 0x0F))
    case 0xED: (count, value, upper) = (3, 0x0D, 0x9F)
    case 0xF0: (count, value, lower) = (4, 0, 0x90)
    case 0xF1...0xF3: (count, value) = (4, UInt32(lead & 0x07))
    case 0xF4: (count, value, upper) = (4, 4, 0x8F)
    default: return .invalid(byteCount: 1)
    }
    for index in 1..<count {
      let at = offset + index
      let bound = index == 1 ? (lower...upper) : (0x80...0xBF)
      guard at < bytes.count, bound.contains(bytes[at]) else {
        return .invalid(byteCount: index)
      }
      value = value << 6 | UInt32(bytes[at] & 0x3F)
    }
    guard let scalar = Unicode.Scalar(value) else { return .invalid(byteCount: count) }
    return .scalar(scalar, byteCount: count)
  }
}

/// `number` as an English ordinal: 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st, 22nd, 101st, 111th.
///
/// - Complexity: O(digits).
func ordinal(_ number: Int) -> String {
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

/// `value` in upper-case hexadecimal, padded with zeros to `digits`.
private func hex(_ value: UInt32, digits: Int) -> String {
  let text = String(value, radix: 16, uppercase: true)
  return String(repeating: "0", count: max(0, digits - text.count)) + text
}
