import CarouselKitOnboarding
import Testing

@Suite("JSONReader")
struct JSONReaderTests {
  private func read(_ text: String) throws -> JSONDocument {
    try JSONReader().read(text)
  }

  private func failure(_ text: String, maximumDepth: Int = 512) -> JSONSyntaxError? {
    failure(Array(text.utf8), maximumDepth: maximumDepth)
  }

  private func failure(_ bytes: [UInt8], maximumDepth: Int = 512) -> JSONSyntaxError? {
    do {
      _ = try JSONReader(maximumDepth: maximumDepth).read(bytes)
      return nil
    } catch {
      return error
    }
  }

  @Test("Values are read with their kinds, in order, duplicate keys kept")
  func values() throws {
    let document = try read(
      #"{"a": [1, -2.5e1, 0, true, false, null], "b": {"c": "d"}, "a": "again"}"#)
    guard case .object(let members) = document.root.kind else {
      Issue.record("not an object")
      return
    }
    #expect(members.map(\.key) == ["a", "b", "a"])
    guard case .array(let elements) = members[0].value.kind else {
      Issue.record("a is not an array")
      return
    }
    var numbers: [Double] = []
    var others: [String] = []
    for element in elements {
      switch element.kind {
      case .number(let value): numbers.append(value)
      case .bool(let value): others.append(value ? "true" : "false")
      case .null: others.append("null")
      default: others.append("?")
      }
    }
    #expect(numbers == [1, -25, 0])
    #expect(others == ["true", "false", "null"])
    // The subscript reads the last member of a key, as JSONSerialization keeps it.
    guard case .string(let last) = document.root["a"]?.kind else {
      Issue.record("a's last value is not a string")
      return
    }
    #expect(last == "again")
    guard case .string(let d) = document.root["b"]?["c"]?.kind else {
      Issue.record("b.c is not a string")
      return
    }
    #expect(d == "d")
    #expect(document.trailingCommas.isEmpty)
  }

  @Test("Each value and key knows its line and column, counted in characters")
  func locations() throws {
    // Line 3 has "é" (2 bytes) and "😀" (4 bytes) before the value: columns count characters.
    let text = "{\n  \"pages\": 5,\n  \"é😀\": [true,\r\n\t\"x\"]\n}"
    let document = try read(text)
    guard case .object(let members) = document.root.kind else {
      Issue.record("not an object")
      return
    }
    #expect(document.root.location == TextLocation(line: 1, column: 1, offset: 0))
    #expect(members[0].keyLocation.description == "2:3")
    #expect(members[0].value.location.description == "2:12")
    #expect(members[1].keyLocation.description == "3:3")
    // `  "é😀": ` is 8 characters before the '['.
    #expect(members[1].value.location.description == "3:9")
    #expect(members[1].value.location.offset == Array("{\n  \"pages\": 5,\n  \"é😀\": ".utf8).count)
    guard case .array(let elements) = members[1].value.kind else {
      Issue.record("not an array")
      return
    }
    #expect(elements[0].location.description == "3:10")
    // "\r\n" ends one line; the tab counts as one column.
    #expect(elements[1].location.description == "4:2")
  }

  @Test("Escapes, surrogate pairs and UTF-8 in strings decode to their characters")
  func strings() throws {
    let document = try read(#"["a\"b\\c\/d\b\f\n\r\t", "\u00e9\u0041", "\ud83d\ude00", "é😀"]"#)
    guard case .array(let elements) = document.root.kind else {
      Issue.record("not an array")
      return
    }
    let texts = elements.map { element -> String in
      if case .string(let text) = element.kind { return text }
      return "?"
    }
    #expect(texts == ["a\"b\\c/d\u{8}\u{C}\n\r\t", "éA", "😀", "é😀"])
  }

  @Test("Trailing commas are accepted and reported where they are")
  func trailingCommas() throws {
    let document = try read("{\"a\": [1, 2,],\n \"b\": 3,\n}")
    #expect(document.trailingCommas.map(\.description) == ["1:12", "2:8"])
    #expect(document.root["a"] != nil && document.root["b"] != nil)
  }

  @Test("A byte order mark is skipped and columns start after it")
  func byteOrderMark() throws {
    let document = try JSONReader().read([0xEF, 0xBB, 0xBF] + Array("[1]".utf8))
    #expect(document.root.location == TextLocation(line: 1, column: 1, offset: 3))
  }

  @Test(
    "Text that is not JSON names the place, what was expected and what was found",
    arguments: [
      ("", "1:1", "a value", "the end of the text"),
      ("[1 2]", "1:4", "',' or ']' after an array element", "'2'"),
      ("{\"a\" 1}", "1:6", "':' after the key \"a\"", "'1'"),
      ("{\"a\": 1,, }", "1:9", "a member's key in quotes", "','"),
      ("{a: 1}", "1:2", "a member's key in quotes, or '}'", "'a'"),
      ("[1,,]", "1:4", "a value", "','"),
      ("[1] x", "1:5", "the end of the text after the value", "'x'"),
      ("[True]", "1:2", "a value", "'True'"),
      ("[nul]", "1:2", "a value (true, false and null are written in lower case)", "'nul'"),
      ("[truex]", "1:2", "a value (true, false and null are written in lower case)", "'truex'"),
      ("[01]", "1:2", "a number without leading zeros", "'01'"),
      ("[1.]", "1:4", "a digit after the decimal point", "']'"),
      ("[-]", "1:3", "a digit after '-'", "']'"),
      ("[1e]", "1:4", "a digit after the exponent's 'e'", "']'"),
      ("[1e999]", "1:2", "a number of at most 1.8e308 in size", "'1e999'"),
      ("[NaN]", "1:2", "a value", "'NaN'"),
      ("['a']", "1:2", "a value", "\"'\" (JSON strings use double quotes)"),
      ("// c\n[]", "1:1", "a value", "'/' (JSON has no comments)"),
      ("[\"abc", "1:6", "'\"' to end the string opened at 1:2", "the end of the text"),
      (
        "[\"a\nb\"]", "1:4",
        "a character of the string, or '\"' to end the string opened at 1:2 (control characters "
          + "are written as escapes, such as \\n)", "the control character U+000A"
      ),
      (
        "[\"\\x\"]", "1:4",
        "an escape after '\\': one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX",
        "'x'"
      ),
      ("[\"\\u12G4\"]", "1:7", "four hexadecimal digits after \\u", "'G4'"),
      (
        "[\"\\ud83d\"]", "1:3", "a low surrogate \\uDC00…\\uDFFF after this high one",
        "'\"'"
      ),
      (
        "[\"\\ud83d\\u0041\"]", "1:3", "a low surrogate \\uDC00…\\uDFFF after this high one",
        "\\u0041"
      ),
      (
        "[\"\\ude00\"]", "1:3", "a character escape (a low surrogate must follow a high one)",
        "\\uDE00"
      ),
    ])
  func syntaxErrors(text: String, at: String, expected: String, found: String) {
    let error = failure(text)
    #expect(error?.location.description == at, "\(text)")
    #expect(error?.expected == expected, "\(text)")
    #expect(error?.found == found, "\(text)")
    #expect(error?.description == "\(at): expected \(expected), found \(found)")
  }

  @Test(
    "A syntax error has the path of the value being read, or of the container between values",
    arguments: [
      // Outside every container, and inside the root array: its element 0, 1 and 3.
      ("", "$"), ("[1] x", "$"), ("[True]", "[0]"), ("[1,,]", "[1]"), ("[1, 2, [], \"ab", "[3]"),
      // Between elements or members, at a key or its colon: the container's own path.
      ("[1 2]", "$"), ("{\"a\" 1}", "$"), ("{\"a\": 1,, }", "$"), ("{a: 1}", "$"),
      ("{\"a\": [1, 2 3]}", "a"), ("{\"a\": {\"b\": 1 \"c\": 2}}", "a"),
      ("{\"a\": [{\"b\" 1}]}", "a[0]"), ("{\"a\": [{}, {\"b\": 1,]}", "a[1]"),
      // In a member's value: the member's path, keys that are not identifiers quoted.
      ("{\"a\": [1, {\"b\": tru}]}", "a[1].b"), ("{\"a\": {\"é\": x}}", "a[\"é\"]"),
      ("{\"a\": 1, \"b\": [\"\\q\"]}", "b[0]"), ("{\"images\": [{\"key\": 01}]}", "images[0].key"),
      // A truncated text: the value being read when the text ends.
      ("{\"pages\": ", "pages"), ("{\"a\": [1, 2", "a"), ("{\"a\": [1, 2,", "a[2]"),
    ])
  func syntaxErrorPaths(text: String, path: String) {
    #expect(failure(text)?.path.description == path, "\(text)")
  }

  @Test(
    "Invalid UTF-8 is an error at the offending bytes, inside strings and out",
    arguments: [
      // A lone continuation byte, inside a string.
      ([0x5B, 0x22, 0x61, 0x80, 0x22, 0x5D], "1:4", "invalid UTF-8 (byte 0x80)"),
      // 0xFF never occurs in UTF-8, outside a string.
      ([0x5B, 0xFF, 0x5D], "1:2", "invalid UTF-8 (byte 0xFF)"),
      // An overlong "/" (0xC0 0xAF).
      ([0x5B, 0x22, 0xC0, 0xAF, 0x22, 0x5D], "1:3", "invalid UTF-8 (byte 0xC0)"),
      // An encoded surrogate U+D800 (0xED 0xA0 0x80).
      ([0x5B, 0x22, 0xED, 0xA0, 0x80, 0x22, 0x5D], "1:3", "invalid UTF-8 (byte 0xED)"),
      // A three-byte sequence cut short by the closing quote.
      ([0x5B, 0x22, 0xE2, 0x82, 0x22, 0x5D], "1:3", "invalid UTF-8 (bytes 0xE2 0x82)"),
      // Past U+10FFFF (0xF4 0x90 …).
      ([0x5B, 0x22, 0xF4, 0x90, 0x80, 0x80, 0x22, 0x5D], "1:3", "invalid UTF-8 (byte 0xF4)"),
    ] as [([UInt8], String, String)])
  func invalidUTF8(bytes: [UInt8], at: String, found: String) {
    let error = failure(bytes)
    #expect(error?.location.description == at)
    #expect(error?.found == found)
    #expect(error?.path == JSONPath(components: [.index(0)]))
  }

  @Test("A valid non-ASCII character outside a string is named with its code point")
  func strayCharacter() {
    #expect(failure("[é]")?.found == "'é' (U+00E9)")
  }

  @Test("Nesting past the maximum depth is an error at the first container too deep")
  func depth() {
    #expect(failure("[[[]]]", maximumDepth: 3) == nil)
    let error = failure("[[{\"a\": []}]]", maximumDepth: 3)
    #expect(error?.location.description == "1:9")
    #expect(error?.expected == "arrays and objects nested at most 3 deep")
    #expect(error?.found == "a 4th level")
    // The path of the container too deep.
    #expect(error?.path.description == "[0][0].a")
  }

  @Test(
    "The level too deep is an ordinal in English",
    arguments: [
      (1, "2nd"), (2, "3rd"), (3, "4th"), (10, "11th"), (11, "12th"), (12, "13th"), (20, "21st"),
      (21, "22nd"), (22, "23rd"), (100, "101st"), (110, "111th"), (111, "112th"), (512, "513th"),
    ])
  func depthOrdinal(maximumDepth: Int, level: String) {
    let text = String(repeating: "[", count: maximumDepth + 1)
    #expect(failure(text, maximumDepth: maximumDepth)?.found == "a \(level) level")
  }

  @Test("Ordinals: st, nd and rd after 1, 2 and 3, but th after 11, 12 and 13")
  func ordinals() {
    let numbers = [1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111, 112, 113, 1001, 1011]
    #expect(
      numbers.map(ordinal) == [
        "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "23rd", "101st",
        "111th", "112th", "113th", "1001st", "1011th",
      ])
  }

  @Test("true, false and null are read at the end of the text, before a delimiter, and no further")
  func literals() throws {
    for (text, kind) in [("true", "true"), ("false", "false"), ("null", "null")] {
      let document = try read(text)
      #expect(document.root.foundDescription == kind)
      #expect(try read("[\(text),\(text)]").root.foundDescription == "an array of 2 values")
      #expect(try read("{\"a\":\(text)}").root["a"]?.foundDescription == kind)
    }
    for text in ["t", "tru", "fals", "nul", "nulll", "true1", "[falsey]", "[t]", "nULL"] {
      #expect(
        failure(text)?.expected == "a value (true, false and null are written in lower case)",
        "\(text)")
    }
  }

  @Test("A string found is shown whole up to 40 characters, and cut past them")
  func foundStrings() {
    func found(_ text: String) -> String {
      JSONValue(.string(text), at: TextLocation(line: 1, column: 1, offset: 0)).foundDescription
    }
    // "é" as e and a combining accent: one character of two scalars.
    let accented = "e\u{301}"
    #expect(
      found(String(repeating: accented, count: 40))
        == "a string \"\(String(repeating: accented, count: 40))\"")
    #expect(
      found(String(repeating: accented, count: 41))
        == "a string \"\(String(repeating: accented, count: 40))…\"")
    #expect(found(String(repeating: "x", count: 1_000_000)).count == 52)
    #expect(found("") == "a string \"\"")
  }

  @Test("100,000 nested arrays are an error, not a stack overflow")
  func deepNesting() {
    let text = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    let error = failure(text)
    #expect(error?.location.description == "1:513")
    #expect(error?.found == "a 513th level")
    #expect(error?.path == JSONPath(components: Array(repeating: .index(0), count: 512)))
  }

  @Test("A long flat array on one line reads every element with its column")
  func longLine() throws {
    let count = 200_000
    let text = "[" + Array(repeating: "7", count: count).joined(separator: ",") + "]"
    let document = try read(text)
    guard case .array(let elements) = document.root.kind else {
      Issue.record("not an array")
      return
    }
    #expect(elements.count == count)
    // Element i starts after "[" and i copies of "7,": column 2 + 2i.
    #expect(elements[count - 1].location.column == 2 + 2 * (count - 1))
  }

  @Test("A string literal escapes quotes, backslashes and control characters, and reads back")
  func stringLiteral() throws {
    let text = "a\"b\\c\nd\re\tf\u{1B}g é😀"
    #expect(JSONValue.stringLiteral(text) == #""a\"b\\c\nd\re\tf\u001bg é😀""#)
    guard case .string(let back) = try read(JSONValue.stringLiteral(text)).root.kind else {
      Issue.record("not a string")
      return
    }
    #expect(back == text)
  }
}
