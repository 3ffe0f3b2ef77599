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
  ///     // 12:18: error: elements[3].views[0]: expected an image or custom view key, found …
  ///     guard !reading.hasErrors, let spec = reading.spec else { return }
  ///
  /// Errors are what the original would crash on or misread: a text that is not JSON, a root
  /// that is not an object, a value of the wrong type or out of range (its default is kept), a
  /// missing image key, an image key defined twice, a `relativeKey` naming no earlier image, a
  /// view or animation key naming nothing, a page index outside 0…`pages`, and the page texts
  /// the original crashes on. Warnings are likely mistakes: an unknown key (with the nearest
  /// known key), a duplicate key (the last value is used), `motionEnabled`, an element that
  /// moves nothing, two transitions of one view on one page, an `appearanceDelay` that can
  /// never complete, page entries that never run. Notes are worth knowing: trailing commas,
  /// the `pageText` alias, custom views and animations when no registry is given, the −1
  /// sentinels.
  ///
  /// After 10,000 diagnostics the rest are counted in one last diagnostic, as severe as the
  /// worst of them.
  ///
  /// - Parameters:
  ///   - bytes: The file, as UTF-8 (a leading byte order mark is skipped).
  ///   - registry: The custom views and animations the host registers from code; `nil` when
  ///     the code is not known, which makes every reference to them a note instead of an error.
  /// - Returns: The spec (`nil` when the text is not JSON or its root is not an object), with
  ///   each wrong value left at its default, and every diagnostic in the order of their
  ///   places in the file.
  /// - Complexity: O(n) in the number of bytes, with suggestions for misspelt names bounded
  ///   by a fixed budget.
  public static func read(_ bytes: [UInt8], registry: OnboardingRegistry? = nil)
    -> OnboardingSpecReading
  {
    let document: JSONDocument
    do {
      document = try JSONReader().read(bytes)
    } catch {
      let diagnostic = OnboardingDiagnostic(
        .error, at: .root, error.location, expected: error.expected, found: error.found)
      return OnboardingSpecReading(spec: nil, diagnostics: [diagnostic])
    }
    var reader = OnboardingSpecReader(registry: registry, root: document.root)
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
  /// - Returns: The spec, or `nil` when the text is not JSON or its root is not an object,
  ///   and every diagnostic in the order of their places in the file.
  /// - Complexity: O(n) in the text's UTF-8 length.
  public static func read(_ text: String, registry: OnboardingRegistry? = nil)
    -> OnboardingSpecReading
  {
    read(Array(text.utf8), registry: registry)
  }
}

/// Diagnostics as they are found, kept in the file's order when read back, and bounded.
struct DiagnosticCollector {
  /// The most diagnostics kept; the rest are counted.
  static let limit = 10_000

  private var kept: [OnboardingDiagnostic] = []
  private var droppedCount = 0
  private var droppedSeverity = OnboardingDiagnostic.Severity.note
  private var droppedLocation: TextLocation?

  /// Adds a diagnostic, or counts it once the limit is reached.
  mutating func append(_ diagnostic: OnboardingDiagnostic) {
    guard kept.count < Self.limit else {
      droppedCount += 1
      droppedSeverity = min(droppedSeverity, diagnostic.severity)
      if droppedLocation.map({ $0 < diagnostic.location }) ?? true {
        droppedLocation = diagnostic.location
      }
      return
    }
    kept.append(diagnostic)
  }

  /// The diagnostics in the order of their places in the file, those found first first among
  /// those at one place; then, if some were dropped, one that counts them.
  func sorted() -> [OnboardingDiagnostic] {
    var sorted = kept.enumerated()
      .sorted { ($0.element.location.offset, $0.offset) < ($1.element.location.offset, $1.offset) }
      .map(\.element)
    if droppedCount > 0, var location = droppedLocation {
      if let last = sorted.last, location < last.location { location = last.location }
      sorted.append(
        OnboardingDiagnostic(
          droppedSeverity, at: .root, location,
          expected: "at most \(Self.limit) problems listed",
          found: droppedCount == 1 ? "1 more" : "\(droppedCount) more",
          detail: "fix those listed and read the file again"))
    }
    return sorted
  }
}

/// The state of one reading: the spec being built, the diagnostics, and where each reference
/// was written, for the checks that need the whole file.
struct OnboardingSpecReader {
  /// What a view key is named for.
  enum ViewUse {
    case parallaxBackground
    case floatingImages
    case motionImages
    case views
    case superview
    case customSubviews
  }

  /// A key naming a view, and where it was written.
  struct ViewReference {
    var key: String
    var use: ViewUse
    /// The element it belongs to, by its index in ``OnboardingSpec/elements``.
    var element: Int?
    var path: JSONPath
    var location: TextLocation
  }

  /// A key naming an image or a custom animation, and where it was written.
  struct KeyReference {
    var key: String
    var path: JSONPath
    var location: TextLocation
  }

  /// The four lists of pages an element has.
  enum PageRole: CaseIterable {
    case item
    case appear
    case disappear
    case dragDisappear

    /// The list's JSON key.
    var key: String {
      switch self {
      case .item: "item"
      case .appear: "appear"
      case .disappear: "disappear"
      case .dragDisappear: "dragDisappear"
      }
    }
  }

  /// A page index in one of an element's lists, and where it was written.
  struct PageEntry {
    /// The element, by its index in ``OnboardingSpec/elements``.
    var element: Int
    var role: PageRole
    var page: Int
    var path: JSONPath
    var location: TextLocation
  }

  /// Where an image's key and `relativeKey` were written.
  struct ImageSource {
    var keyPath: JSONPath
    var keyLocation: TextLocation
    var relativeKey: KeyReference?
    var relativePositionGiven: Bool
    var imageNameGiven: Bool
  }

  /// The known members of an element as written (the last of each key), by key.
  struct ElementSource {
    var members: [String: JSONMember]
  }

  let registry: OnboardingRegistry?
  let root: JSONValue
  var spec = OnboardingSpec()
  var diagnostics = DiagnosticCollector()
  var suggestions = NearestName()

  /// The number of pages, when `pages` is a valid integer.
  var pages: Int?
  /// The page texts' member (`pageTexts`, or `pageText` when alone), when given.
  var pageTextsMember: JSONMember?
  var images: [ImageSource] = []
  var elements: [ElementSource] = []
  var viewReferences: [ViewReference] = []
  var animationReferences: [KeyReference] = []
  var pageEntries: [PageEntry] = []

  init(registry: OnboardingRegistry?, root: JSONValue) {
    self.registry = registry
    self.root = root
  }

  /// Records a diagnostic.
  mutating func report(
    _ severity: OnboardingDiagnostic.Severity, _ path: JSONPath, _ location: TextLocation,
    expected: String, found: String, detail: String = ""
  ) {
    diagnostics.append(
      OnboardingDiagnostic(
        severity, at: path, location, expected: expected, found: found, detail: detail))
  }

  /// `did you mean "name"?` for the candidate nearest to `name`, or `nil`.
  mutating func didYouMean(_ name: String, among candidates: [String]) -> String? {
    suggestions.suggestion(for: name, among: candidates).map { "did you mean \(quoted($0))?" }
  }
}

// MARK: Leniencies and duplicates

extension OnboardingSpecReader {
  /// One note per trailing comma, with the path of the array or object it ends.
  mutating func noteTrailingCommas(_ commas: [TextLocation], in bytes: [UInt8]) {
    guard !commas.isEmpty else { return }
    // Count commas per open bracket outside strings: at a trailing comma, the counts of the
    // enclosing brackets are the indexes of the members leading to its container.
    var counts: [Int] = []
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
        counts.append(0)
      case UInt8(ascii: "]"), UInt8(ascii: "}"):
        _ = counts.popLast()
      case UInt8(ascii: ","):
        if offset == commas[next].offset {
          noteTrailingComma(at: commas[next], ordinals: counts.dropLast())
          next += 1
          if next == commas.count { return }
        }
        if !counts.isEmpty { counts[counts.count - 1] += 1 }
      default:
        break
      }
    }
    // The scan and the reader disagree (they cannot): note the rest at the root.
    for comma in commas[next...] { noteTrailingComma(at: comma, ordinals: []) }
  }

  private mutating func noteTrailingComma(at location: TextLocation, ordinals: ArraySlice<Int>) {
    var container = root
    var path = JSONPath.root
    for ordinal in ordinals {
      switch container.kind {
      case .array(let elements) where elements.indices.contains(ordinal):
        path = path.appending(ordinal)
        container = elements[ordinal]
      case .object(let members) where members.indices.contains(ordinal):
        path = path.appending(members[ordinal].key)
        container = members[ordinal].value
      default:
        break
      }
    }
    let isObject = if case .object = container.kind { true } else { false }
    report(
      .note, path, location,
      expected: isObject ? "'}' right after the last member" : "']' right after the last element",
      found: "a trailing ','",
      detail: "strict JSON readers reject a trailing comma; JSONSerialization accepts it")
  }

  /// One warning per key written again in the same object, at the later key.
  ///
  /// The walk keeps its own stack, so the depth of the document costs no call stack, and the
  /// path of the container being walked is kept as it goes, so each value costs O(1).
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
        if members.count > 1 {
          reader.reportDuplicates(in: members, at: JSONPath(components: components))
        }
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

  private mutating func reportDuplicates(in members: [JSONMember], at path: JSONPath) {
    var first: [String: TextLocation] = [:]
    for member in members {
      guard let earlier = first[member.key] else {
        first[member.key] = member.keyLocation
        continue
      }
      report(
        .warning, path.appending(member.key), member.keyLocation,
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
