// Numbers: RFC 8259's number syntax, read into a `Double`.

extension JSONScanner {
  /// A number as RFC 8259 writes it: `-`? (`0` | [1-9][0-9]*) (`.` [0-9]+)? ([eE] [+-]? [0-9]+)?.
  mutating func number() throws(JSONSyntaxError) -> Double {
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

  func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }
}
