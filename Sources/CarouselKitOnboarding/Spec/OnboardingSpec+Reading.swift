extension OnboardingSpec {
  /// The most pages a spec may have (10,000): a conductor keeps one transition bucket per page.
  ///
  /// - Complexity: O(1).
  public static let maximumPageCount = 10_000

  /// Reads a spec from a JSON file's bytes, reporting every problem in it at once.
  ///
  /// Use this method to check a designer's file before playing it, or to list what is wrong
  /// with it. The reader is lenient where SlidingCarousel's `JSONSerialization` was (trailing
  /// commas, booleans written as numbers, the README's `pageText`) and notes each leniency. It
  /// never crashes or hangs, whatever the bytes: each diagnostic names the value's JSON path
  /// (`elements[3].views[0]`), its line and column, what was expected and what was found.
  ///
  ///     let reading = OnboardingSpec.read(bytes, registry: registry)
  ///     for diagnostic in reading.diagnostics { print(diagnostic) }
  ///     // 12:18: error: elements[3].views[0]: expected an image key, found …
  ///     guard !reading.hasErrors, let spec = reading.spec else { return }
  ///
  /// Errors are what the original would crash on or misread: a text that is not JSON, a root
  /// that is not an object, a value of the wrong type or out of range (its default is kept), a
  /// missing image key, an image key defined twice, a `relativeKey` naming no earlier image, a
  /// view or animation key naming nothing, a page index outside 0…`pages`, and the page texts
  /// the original crashes on. View keys are looked up as the original looks them up: an
  /// element's `customSubviews` among the custom views registered from code only, and every
  /// other view key (`views`, `superview`, `parallaxBackground`, `floatingImages`,
  /// `motionImages`) among the images (and `"skip"` when `showSkip` is true) only. Warnings are
  /// likely mistakes: an unknown key (with the nearest known key), a duplicate key (the last
  /// value is used), `motionEnabled`, an element that moves nothing, two transitions of one
  /// view on one page (two elements moving it in one settle, or in one scroll event), an
  /// `appearanceDelay` that can never complete, page entries that never run. Notes are worth
  /// knowing: trailing commas, booleans written as numbers, the `pageText` alias, custom views
  /// and animations when no registry is given, the −1 sentinels.
  ///
  /// At most 10,000 diagnostics are listed: the errors first, then the warnings, then the
  /// notes, the first found of each; the rest are counted in one last diagnostic, as severe as
  /// the worst of them. Whatever is kept is listed in the file's order.
  ///
  /// With `strict`, what the original silently ignores is an error instead: an unknown key
  /// (`motionEnabled` among them) and a trailing comma, as a strict JSON reader and a linter
  /// would have it.
  ///
  /// - Parameters:
  ///   - bytes: The file, as UTF-8 (a leading byte order mark is skipped).
  ///   - registry: The custom views and animations the host registers from code; `nil` when
  ///     the code is not known, which makes every reference to them a note instead of an error.
  ///   - strict: Whether unknown keys and trailing commas are errors (`false`).
  /// - Returns: The spec (`nil` when the text is not JSON or its root is not an object), with
  ///   each wrong value left at its default, and every diagnostic in the order of their
  ///   places in the file.
  /// - Complexity: O(n) in the number of bytes, with suggestions for misspelt names bounded
  ///   by a fixed budget.
  public static func read(
    _ bytes: [UInt8], registry: OnboardingRegistry? = nil, strict: Bool = false
  ) -> OnboardingSpecReading {
    let document: JSONDocument
    do {
      document = try JSONReader().read(bytes)
    } catch {
      let diagnostic = OnboardingDiagnostic(
        .error, at: error.path, error.location, expected: error.expected, found: error.found)
      return OnboardingSpecReading(spec: nil, diagnostics: [diagnostic])
    }
    var reader = OnboardingSpecReader(registry: registry, root: document.root, isStrict: strict)
    reader.noteTrailingCommas(document.trailingCommas, in: bytes)
    guard case .object(let members) = document.root.kind else {
      reader.report(
        .error, .root, document.root.location,
        expected: "an object holding the spec's keys (pages, images, elements…)",
        found: document.root.foundDescription)
      return OnboardingSpecReading(spec: nil, diagnostics: reader.diagnostics.sorted())
    }
    reader.reportDuplicateKeys()
    reader.decodeRoot(members)
    reader.validate()
    return OnboardingSpecReading(spec: reader.spec, diagnostics: reader.diagnostics.sorted())
  }

  /// Reads a spec from a JSON text, reporting every problem in it at once.
  ///
  /// It reads the text's UTF-8 bytes; the overload taking bytes says what is reported.
  ///
  /// - Parameters:
  ///   - text: The file's text.
  ///   - registry: The custom views and animations the host registers from code, or `nil`.
  ///   - strict: Whether unknown keys and trailing commas are errors (`false`).
  /// - Returns: The spec, or `nil` when the text is not JSON or its root is not an object,
  ///   and every diagnostic in the order of their places in the file.
  /// - Complexity: O(n) in the text's UTF-8 length.
  public static func read(
    _ text: String, registry: OnboardingRegistry? = nil, strict: Bool = false
  ) -> OnboardingSpecReading {
    read(Array(text.utf8), registry: registry, strict: strict)
  }
}

// MARK: Leniencies and duplicates

extension OnboardingSpecReader {
  /// One note per trailing comma, with the path of the array or object it ends.
  ///
  /// One pass over the bytes keeps the open containers and the path to the innermost, so a
  /// comma costs the copy of its path, and nothing once no more notes would be kept.
  ///
  /// - Complexity: O(n) in the number of bytes, plus O(depth) for each note kept.
  mutating func noteTrailingCommas(_ commas: [TextLocation], in bytes: [UInt8]) {
    guard !commas.isEmpty else { return }
    /// An open bracket outside strings: the value it starts (`nil` if the scan and the reader
    /// disagree, which they cannot), its commas so far, which are the index of the member
    /// being read, and whether a step of `components` leads to it.
    struct Open {
      var value: JSONValue?
      var commas = 0
      var stepped: Bool
    }
    var open: [Open] = []
    var components: [JSONPath.Component] = []
    var inString = false
    var escaped = false
    var next = 0
    for (offset, byte) in bytes.enumerated() {
      if inString {
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          inString = false
        }
        continue
      }
      switch byte {
      case UInt8(ascii: "\""):
        inString = true
      case UInt8(ascii: "["), UInt8(ascii: "{"):
        guard let parent = open.last else {
          open.append(Open(value: root, stepped: false))
          continue
        }
        let ordinal = parent.commas
        switch parent.value?.kind {
        case .array(let elements) where elements.indices.contains(ordinal):
          components.append(.index(ordinal))
          open.append(Open(value: elements[ordinal], stepped: true))
        case .object(let members) where members.indices.contains(ordinal):
          components.append(.key(members[ordinal].key))
          open.append(Open(value: members[ordinal].value, stepped: true))
        default:
          open.append(Open(value: nil, stepped: false))
        }
      case UInt8(ascii: "]"), UInt8(ascii: "}"):
        if let closed = open.popLast(), closed.stepped { components.removeLast() }
      case UInt8(ascii: ","):
        if offset == commas[next].offset {
          let isObject = if case .object = open.last?.value?.kind { true } else { false }
          noteTrailingComma(at: commas[next], isObject: isObject, components)
          next += 1
          if next == commas.count { return }
        }
        if !open.isEmpty { open[open.count - 1].commas += 1 }
      default:
        break
      }
    }
    // The scan and the reader disagree (they cannot): note the rest at the root.
    for comma in commas[next...] { noteTrailingComma(at: comma, isObject: false, []) }
  }

  private mutating func noteTrailingComma(
    at location: TextLocation, isObject: Bool, _ components: [JSONPath.Component]
  ) {
    let severity: OnboardingDiagnostic.Severity = isStrict ? .error : .note
    guard diagnostics.accepts(severity) else {
      diagnostics.drop(severity, at: location)
      return
    }
    report(
      severity, JSONPath(components: components), location,
      expected: isObject ? "'}' right after the last member" : "']' right after the last element",
      found: "a trailing ','",
      detail: "strict JSON readers reject a trailing comma; JSONSerialization accepts it")
  }

  /// One warning per key written again in the same object, at the later key.
  ///
  /// The walk keeps its own stack, so the depth of the document costs no call stack, and the
  /// path of the container being walked is kept as it goes, so each value costs O(1); a path
  /// is built only for a duplicate that is kept.
  ///
  /// - Complexity: O(n) in the number of values and the keys' lengths, plus O(depth) for each
  ///   duplicate kept.
  mutating func reportDuplicateKeys() {
    /// A container being walked: its values, and the next one to look at.
    struct Frame {
      var elements: [JSONValue] = []
      var members: [JSONMember] = []
      var next = 0
    }
    var stack: [Frame] = []
    var components: [JSONPath.Component] = []
    /// Starts walking `value` if it is a non-empty container, reporting its duplicates.
    func enter(_ value: JSONValue, _ stack: inout [Frame], _ reader: inout OnboardingSpecReader)
      -> Bool
    {
      switch value.kind {
      case .array(let elements) where !elements.isEmpty:
        stack.append(Frame(elements: elements))
        return true
      case .object(let members) where !members.isEmpty:
        if members.count > 1 { reader.reportDuplicates(in: members, at: components) }
        stack.append(Frame(members: members))
        return true
      default:
        return false
      }
    }
    _ = enter(root, &stack, &self)
    while let top = stack.indices.last {
      let next = stack[top].next
      stack[top].next = next + 1
      let child: JSONValue
      let component: JSONPath.Component
      if next < stack[top].elements.count {
        child = stack[top].elements[next]
        component = .index(next)
      } else if next < stack[top].members.count {
        child = stack[top].members[next].value
        component = .key(stack[top].members[next].key)
      } else {
        stack.removeLast()
        _ = components.popLast()
        continue
      }
      components.append(component)
      if !enter(child, &stack, &self) { components.removeLast() }
    }
  }

  /// The duplicates among `members` of the object at `components`, whose path is built at the
  /// first one kept.
  private mutating func reportDuplicates(
    in members: [JSONMember], at components: [JSONPath.Component]
  ) {
    var first: [String: TextLocation] = [:]
    var path: JSONPath?
    for member in members {
      guard let earlier = first[member.key] else {
        first[member.key] = member.keyLocation
        continue
      }
      guard diagnostics.accepts(.warning) else {
        diagnostics.drop(.warning, at: member.keyLocation)
        continue
      }
      let objectPath = path ?? JSONPath(components: components)
      path = objectPath
      report(
        .warning, objectPath.appending(member.key), member.keyLocation,
        expected: "each key once in an object", found: "the key \(quoted(member.key)) again",
        detail: "it was first written at \(earlier); the last value is used, as "
          + "JSONSerialization does")
    }
  }
}

/// `text` as a JSON string literal, for messages.
func quoted(_ text: String) -> String {
  JSONPath.quoted(text)
}

/// Page indexes in words: `0–2, 4 and 7`.
func pageRanges(_ pages: [Int]) -> String {
  var ranges: [String] = []
  var index = 0
  while index < pages.count {
    var end = index
    while end + 1 < pages.count && pages[end + 1] == pages[end] + 1 { end += 1 }
    ranges.append(end == index ? "\(pages[index])" : "\(pages[index])–\(pages[end])")
    index = end + 1
  }
  guard let last = ranges.popLast() else { return "" }
  return ranges.isEmpty ? last : ranges.joined(separator: ", ") + " and " + last
}
