// The JSON reader's cursor: its state, and a document's structure read without recursion;
// its tokens, numbers and strings are in JSONScanner+Tokens, +Numbers and +Strings.

/// The reader's cursor over the bytes: one pass, no recursion.
struct JSONScanner {
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

  let bytes: UnsafeBufferPointer<UInt8>
  private let maximumDepth: Int
  /// The arrays and objects open at the cursor, outermost first.
  private var stack: [OpenContainer] = []
  private var phase = Phase.value
  var position = 0
  var line = 1
  /// A place on the current line whose column is known: columns are counted from it onward,
  /// so each byte is counted once however long the line.
  var knownOffset = 0
  var knownColumn = 1
  private var trailingCommas: [TextLocation] = []
  /// The bytes of a string with escapes, reused from string to string.
  var scratch: [UInt8] = []

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
      case UInt8(ascii: "["), UInt8(ascii: "{"):
        let isObject = peek() == UInt8(ascii: "{")
        position += 1
        try checkDepth(stack.count, at: start)
        skipWhitespace()
        guard peek() == UInt8(ascii: isObject ? "}" : "]") else {
          // Open first, so that an error at an object's first key is this object's.
          stack.append(OpenContainer(isObject: isObject, start: start, keyLocation: start))
          if isObject {
            let last = stack.count - 1
            (stack[last].key, stack[last].keyLocation) = try memberKey(orClose: true)
          }
          continue read
        }
        position += 1
        value = JSONValue(isObject ? .object([]) : .array([]), at: start)
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
