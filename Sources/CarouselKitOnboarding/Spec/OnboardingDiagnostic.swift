/// One problem found in an onboarding spec, with where it is and what to do about it.
///
/// Its ``description`` reads as a compiler's: `12:7: error: elements[3].views[0]: expected an
/// image key, found a string "cloudd" (did you mean "cloud"?)`.
public struct OnboardingDiagnostic: Hashable, Sendable, CustomStringConvertible {
  /// How much a problem matters.
  public enum Severity: String, Hashable, Sendable, Comparable {
    /// The file cannot be played as written: the original would crash or misread it, or a
    /// value has the wrong type or range. `carousel onboarding validate` exits 1.
    case error
    /// The file plays, but probably not as its author meant: an unknown key, a duplicate, a
    /// motion that can never finish.
    case warning
    /// Worth knowing: a README alias, a trailing comma strict readers reject, a custom view
    /// that only code can supply.
    case note

    private var rank: Int {
      switch self {
      case .error: 0
      case .warning: 1
      case .note: 2
      }
    }

    /// Errors first, then warnings, then notes.
    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
  }

  /// How much it matters.
  public var severity: Severity
  /// The value it is about, from the file's root.
  public var path: JSONPath
  /// Where that value is in the file.
  public var location: TextLocation
  /// What was expected there: "an integer from 0 to 5".
  public var expected: String
  /// What was found: `the number 7`.
  public var found: String
  /// More to say, such as a suggestion or what the original does: may be empty.
  public var detail: String

  /// Creates a diagnostic.
  public init(
    _ severity: Severity, at path: JSONPath, _ location: TextLocation, expected: String,
    found: String, detail: String = ""
  ) {
    self.severity = severity
    self.path = path
    self.location = location
    self.expected = expected
    self.found = found
    self.detail = detail
  }

  /// The problem in one sentence: `expected …, found …` and the detail.
  public var message: String {
    "expected \(expected), found \(found)" + (detail.isEmpty ? "" : " (\(detail))")
  }

  /// `line:column: severity: path: message`.
  public var description: String {
    "\(location): \(severity.rawValue): \(path): \(message)"
  }
}

/// The custom views and animations a host registers from code, by key, so that a spec naming
/// them can be checked.
public struct OnboardingRegistry: Hashable, Sendable {
  /// The keys of the views registered from code (`setCustomSubview:forKey:`).
  public var customViews: Set<String>
  /// The keys of the animations registered from code (`setCustomAnimation:forKey:`).
  public var customAnimations: Set<String>

  /// Creates a registry.
  public init(customViews: Set<String> = [], customAnimations: Set<String> = []) {
    self.customViews = customViews
    self.customAnimations = customAnimations
  }
}

/// A spec read from a file: the spec, when the text is JSON with an object at its root, and
/// every problem found, in the file's order.
public struct OnboardingSpecReading: Sendable {
  /// The spec, with each value that was wrong left at its default; `nil` when the text is not
  /// JSON or its root is not an object.
  public var spec: OnboardingSpec?
  /// Every problem, in the order of their places in the file.
  public var diagnostics: [OnboardingDiagnostic]

  /// Creates a reading.
  public init(spec: OnboardingSpec?, diagnostics: [OnboardingDiagnostic]) {
    self.spec = spec
    self.diagnostics = diagnostics
  }

  /// Whether any problem is an error.
  ///
  /// - Complexity: O(n) in the number of diagnostics.
  public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
  /// The errors, in the file's order.
  ///
  /// - Complexity: O(n) in the number of diagnostics.
  public var errors: [OnboardingDiagnostic] { diagnostics.filter { $0.severity == .error } }
  /// The warnings, in the file's order.
  ///
  /// - Complexity: O(n) in the number of diagnostics.
  public var warnings: [OnboardingDiagnostic] { diagnostics.filter { $0.severity == .warning } }
  /// The notes, in the file's order.
  ///
  /// - Complexity: O(n) in the number of diagnostics.
  public var notes: [OnboardingDiagnostic] { diagnostics.filter { $0.severity == .note } }
}
