import CarouselKit

// Decoding values: the typed readers the root, the images and the elements share, each
// reporting a wrong value and returning `nil`, and the view keys recorded for the checks.

extension OnboardingSpecReader {
  /// A warning (an error when strict) for a key the original does not read, with the nearest
  /// known key.
  mutating func unknownKey(
    _ member: JSONMember, _ path: JSONPath, known: NearestName.Candidates, in place: String
  ) {
    report(
      isStrict ? .error : .warning, path, member.keyLocation,
      expected: "a key the original reads in \(place)",
      found: "the key \(quoted(member.key))",
      detail: didYouMean(member.key, among: known) ?? "it is ignored")
  }

  /// A string, or `nil` after an error.
  mutating func string(_ value: JSONValue, _ path: JSONPath, expected: String) -> String? {
    guard case .string(let text) = value.kind else {
      report(.error, path, value.location, expected: expected, found: value.foundDescription)
      return nil
    }
    return text
  }

  /// A boolean written as `true`/`false` or as a number (0 is false), as `boolValue` reads it;
  /// a number is a leniency, noted unless `notingNumbers` is false.
  mutating func bool(
    _ value: JSONValue, _ path: JSONPath, notingNumbers: Bool = true
  ) -> Bool? {
    switch value.kind {
    case .bool(let flag): return flag
    case .number(let number):
      if notingNumbers {
        report(
          .note, path, value.location, expected: "true or false", found: value.foundDescription,
          detail: "a number where JSON has true/false; the original reads it as a boolean: "
            + "0 is false, any other number true")
      }
      return number != 0
    default:
      report(
        .error, path, value.location, expected: "true, false or a number (0 is false)",
        found: value.foundDescription)
      return nil
    }
  }

  /// A finite number that `accepting` accepts, or `nil` after an error.
  mutating func number(
    _ value: JSONValue, _ path: JSONPath, expected: String,
    accepting: (Double) -> Bool = { _ in true }
  ) -> Double? {
    guard case .number(let number) = value.kind, number.isFinite, accepting(number) else {
      report(.error, path, value.location, expected: expected, found: value.foundDescription)
      return nil
    }
    return number
  }

  /// An integer in `range` (a number with no fraction), or `nil` after an error.
  mutating func integer(
    _ value: JSONValue, _ path: JSONPath, expected: String, accepting range: ClosedRange<Int>
  ) -> Int? {
    guard case .number(let number) = value.kind, let integer = Int(exactly: number),
      range.contains(integer)
    else {
      report(.error, path, value.location, expected: expected, found: value.foundDescription)
      return nil
    }
    return integer
  }

  /// `[x, y]`, or `nil` after an error; with `sentinel`, a note for the original's −1.
  mutating func point(_ value: JSONValue, _ path: JSONPath, sentinel: Bool) -> Point? {
    guard case .array(let entries) = value.kind, entries.count == 2 else {
      report(
        .error, path, value.location, expected: "an array of two numbers [x, y]",
        found: value.foundDescription)
      return nil
    }
    var coordinates: [Double] = []
    for (index, entry) in entries.enumerated() {
      guard let coordinate = number(entry, path.appending(index), expected: "a number") else {
        continue
      }
      if sentinel && coordinate == -1 && !coordinates.contains(-1) {
        report(
          .note, path.appending(index), entry.location, expected: "a translation in points",
          found: entry.foundDescription,
          detail: "the original reads -1 in either coordinate as \"no translation\": the view "
            + "is not moved between this position and the next, rather than by 1 point")
      }
      coordinates.append(coordinate)
    }
    guard coordinates.count == 2 else { return nil }
    return Point(x: coordinates[0], y: coordinates[1])
  }

  /// `value`'s entries if it is an array; otherwise `nil`, with an error that expected
  /// `expected` (`"an array of page indexes"`).
  mutating func array(_ value: JSONValue, _ path: JSONPath, expected: String) -> [JSONValue]? {
    guard case .array(let entries) = value.kind else {
      report(.error, path, value.location, expected: expected, found: value.foundDescription)
      return nil
    }
    return entries
  }

  /// Hands each object of the array `value` to `decode`, with its members, itself and its
  /// path; an array or an entry that is not one gets an error naming `what` (`"image"`: "an
  /// array of image objects", "an image object").
  mutating func forEachObject(
    in value: JSONValue, _ path: JSONPath, named what: String,
    _ decode: (inout Self, [JSONMember], JSONValue, JSONPath) -> Void
  ) {
    guard let entries = array(value, path, expected: "an array of \(what) objects") else { return }
    for (index, entry) in entries.enumerated() {
      let entryPath = path.appending(index)
      guard case .object(let members) = entry.kind else {
        report(
          .error, entryPath, entry.location, expected: "an \(what) object",
          found: entry.foundDescription)
        continue
      }
      decode(&self, members, entry, entryPath)
    }
  }

  /// An array of view keys, each recorded for the reference checks.
  mutating func viewKeys(
    _ value: JSONValue, _ path: JSONPath, use: ViewUse, element: Int? = nil
  ) -> [String] {
    guard let entries = array(value, path, expected: "an array of view keys (strings)") else {
      return []
    }
    var keys: [String] = []
    for (index, entry) in entries.enumerated() {
      if let key = viewKey(
        entry, path.appending(index), use: use, element: element,
        expected: "a view key (a string)")
      {
        keys.append(key)
      }
    }
    return keys
  }

  /// One view key, recorded for the reference checks.
  mutating func viewKey(
    _ value: JSONValue, _ path: JSONPath, use: ViewUse, element: Int?, expected: String
  ) -> String? {
    guard let key = string(value, path, expected: expected) else { return nil }
    viewReferences.append(
      ViewReference(key: key, use: use, element: element, path: path, location: value.location))
    return key
  }
}
