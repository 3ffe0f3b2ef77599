// The state of one reading of a spec, and its diagnostics' recording; decoding and validation
// are in OnboardingSpec+Decoding, +Validation and their companions.

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
  /// Whether what the original ignores — unknown keys, trailing commas — is an error.
  let isStrict: Bool
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

  init(registry: OnboardingRegistry?, root: JSONValue, isStrict: Bool = false) {
    self.registry = registry
    self.root = root
    self.isStrict = isStrict
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
  mutating func didYouMean(_ name: String, among candidates: NearestName.Candidates) -> String? {
    suggestions.suggestion(for: name, among: candidates).map { "did you mean \(quoted($0))?" }
  }
}
