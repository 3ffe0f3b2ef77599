// Strings: quoted text with its escapes and surrogate pairs, and the UTF-8 decoding that
// checks it.

extension JSONScanner {
  /// A string from its opening quote to its closing one, escapes decoded, UTF-8 checked.
  mutating func string() throws(JSONSyntaxError) -> String {
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

  enum Decoded {
    case scalar(Unicode.Scalar, byteCount: Int)
    /// Not UTF-8: the bytes to show, at least 1.
    case invalid(byteCount: Int)
  }

  /// The scalar whose UTF-8 starts at `offset`, rejecting overlong forms, surrogates, values past
  /// U+10FFFF and truncated sequences, as Unicode's well-formed table does.
  func decodeScalar(at offset: Int) -> Decoded {
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

/// `value` in upper-case hexadecimal, padded with zeros to `digits`.
func hex(_ value: UInt32, digits: Int) -> String {
  let text = String(value, radix: 16, uppercase: true)
  return String(repeating: "0", count: max(0, digits - text.count)) + text
}
