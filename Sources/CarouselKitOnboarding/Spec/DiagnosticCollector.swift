// The diagnostics of one reading, bounded, kept in the file's order.

/// Diagnostics as they are found, kept in the file's order when read back, and bounded: past
/// the limit, the most severe are kept, the first found of each severity.
struct DiagnosticCollector {
  /// The most diagnostics kept; the rest are counted.
  static let limit = 10_000

  /// The kept diagnostics by severity (errors, warnings, notes), each with the order it was
  /// found in.
  private var kept: [[(order: Int, diagnostic: OnboardingDiagnostic)]] = [[], [], []]
  private var keptCount = 0
  private var foundCount = 0
  private var droppedCount = 0
  private var droppedSeverity = OnboardingDiagnostic.Severity.note
  private var droppedLocation: TextLocation?

  /// Errors 0, warnings 1, notes 2: the index in ``kept``.
  private static func rank(_ severity: OnboardingDiagnostic.Severity) -> Int {
    switch severity {
    case .error: 0
    case .warning: 1
    case .note: 2
    }
  }

  /// The rank of the least severe diagnostics kept, when any is kept.
  private var worstKeptRank: Int? {
    kept.lastIndex { !$0.isEmpty }
  }

  /// Whether a diagnostic of `severity` found now would be kept: when it would not, callers
  /// may ``drop(_:at:)`` it without building it.
  ///
  /// - Complexity: O(1).
  func accepts(_ severity: OnboardingDiagnostic.Severity) -> Bool {
    keptCount < Self.limit || worstKeptRank.map { Self.rank(severity) < $0 } ?? false
  }

  /// Adds a diagnostic; past the limit, it takes the place of the last found of the least
  /// severe ones kept when it is more severe than they are, and is counted otherwise.
  ///
  /// - Complexity: O(1) amortised.
  mutating func append(_ diagnostic: OnboardingDiagnostic) {
    foundCount += 1
    let rank = Self.rank(diagnostic.severity)
    if keptCount == Self.limit {
      guard let worst = worstKeptRank, rank < worst else {
        drop(diagnostic.severity, at: diagnostic.location)
        return
      }
      let evicted = kept[worst].removeLast().diagnostic
      drop(evicted.severity, at: evicted.location)
      keptCount -= 1
    }
    kept[rank].append((foundCount, diagnostic))
    keptCount += 1
  }

  /// Counts a diagnostic that is not kept.
  ///
  /// - Complexity: O(1).
  mutating func drop(_ severity: OnboardingDiagnostic.Severity, at location: TextLocation) {
    droppedCount += 1
    droppedSeverity = min(droppedSeverity, severity)
    if droppedLocation.map({ $0 < location }) ?? true {
      droppedLocation = location
    }
  }

  /// The diagnostics in the order of their places in the file, those found first first among
  /// those at one place; then, if some were dropped, one that counts them.
  ///
  /// - Complexity: O(k log k) for the k kept.
  func sorted() -> [OnboardingDiagnostic] {
    var sorted = kept.joined()
      .sorted {
        ($0.diagnostic.location.offset, $0.order) < ($1.diagnostic.location.offset, $1.order)
      }
      .map { $0.diagnostic }
    if droppedCount > 0, var location = droppedLocation {
      if let last = sorted.last, location < last.location { location = last.location }
      sorted.append(
        OnboardingDiagnostic(
          droppedSeverity, at: .root, location,
          expected:
            "at most \(Self.limit) problems listed (errors first, then warnings, then notes)",
          found: droppedCount == 1 ? "1 more" : "\(droppedCount) more",
          detail: "fix those listed and read the file again"))
    }
    return sorted
  }
}
