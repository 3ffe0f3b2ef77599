/// Finds the known name nearest to a misspelt one, for "did you mean …?" suggestions.
///
/// Names are compared without regard to case, by Levenshtein distance over Unicode scalars; a
/// name is suggested when it is within a third of the misspelt name's length (at least 1, at
/// most 3 edits). The work is bounded: names longer than 64 scalars are never compared (nor
/// lower-cased, past 256 UTF-8 bytes), each list of candidates is lower-cased once
/// (``Candidates``), and a budget charged with every candidate looked at and every cell of a
/// distance table caps the work over one reading, so a file with a million unknown names reads
/// in linear time.
struct NearestName {
  /// The longest name compared, in Unicode scalars.
  static let maximumLength = 64

  /// The longest name lower-cased, in UTF-8 bytes: a longer one has more than
  /// ``maximumLength`` scalars, as a scalar takes at most 4 bytes.
  static let maximumByteCount = 4 * maximumLength

  /// Names to suggest, each lower-cased once, when it is short enough to be compared.
  struct Candidates: Sendable {
    /// The names, in order: ties go to the earliest.
    private(set) var names: [String] = []
    /// Each name lower-cased, as scalars; `nil` when it is too long to compare.
    private(set) var folded: [[Unicode.Scalar]?] = []

    /// No names yet.
    init() {}

    /// The names, each lower-cased once.
    ///
    /// - Complexity: O(n) in the names' total UTF-8 length.
    init(_ names: some Sequence<String>) {
      for name in names { append(name) }
    }

    /// The number of names.
    var count: Int { names.count }

    /// Adds a name at the end.
    ///
    /// - Complexity: O(1) amortised for a name longer than 256 UTF-8 bytes, and O(k) in its
    ///   length otherwise.
    mutating func append(_ name: String) {
      names.append(name)
      folded.append(NearestName.folded(name))
    }
  }

  /// The dynamic-programming cells and candidates left to spend, over all suggestions.
  private var budget: Int

  /// Creates a finder that spends at most `budget` units of work in all: one per candidate
  /// looked at, per scalar of a misspelt name and per cell of a distance table.
  init(budget: Int = 4_000_000) {
    self.budget = budget
  }

  /// `name` lower-cased as scalars, or `nil` when it is longer than ``maximumLength`` scalars.
  ///
  /// - Complexity: O(1) for a name longer than 256 UTF-8 bytes, O(k) in its length otherwise.
  static func folded(_ name: String) -> [Unicode.Scalar]? {
    guard name.utf8.count <= maximumByteCount else { return nil }
    let scalars = Array(name.lowercased().unicodeScalars)
    return scalars.count <= maximumLength ? scalars : nil
  }

  /// The candidate nearest to `name`, or `nil` when none is close enough or the budget is spent.
  ///
  /// Ties go to the earliest candidate. A candidate equal to `name` is skipped.
  ///
  /// - Complexity: O(c + c′·m·k) for c candidates of which c′ have a length within 3 of
  ///   `name`'s, of length at most m, and k scalars in `name`; bounded over a reading by the
  ///   budget.
  mutating func suggestion(for name: String, among candidates: Candidates) -> String? {
    guard budget > 0, let target = Self.folded(name), !target.isEmpty else { return nil }
    budget -= target.count
    let limit = min(3, max(1, target.count / 3))
    var best: (name: String, distance: Int)?
    for index in candidates.names.indices {
      budget -= 1
      guard budget >= 0 else { break }
      guard let scalars = candidates.folded[index], abs(scalars.count - target.count) <= limit
      else { continue }
      // Both are at most 256 bytes long: a bounded comparison.
      let candidate = candidates.names[index]
      if candidate == name { continue }
      let bound = min(limit, (best?.distance ?? limit + 1) - 1)
      if bound < 0 { break }
      budget -= (scalars.count + 1) * (target.count + 1)
      guard budget >= 0 else { break }
      if let distance = Self.distance(target, scalars, limit: bound) {
        best = (candidate, distance)
      }
    }
    return best?.name
  }

  /// The Levenshtein distance between `a` and `b`, or `nil` when it is more than `limit`.
  ///
  /// - Complexity: O(a·b).
  static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int? {
    if abs(a.count - b.count) > limit { return nil }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for (i, x) in a.enumerated() {
      current[0] = i + 1
      var rowMinimum = i + 1
      for (j, y) in b.enumerated() {
        let substitution = previous[j] + (x == y ? 0 : 1)
        current[j + 1] = min(substitution, previous[j + 1] + 1, current[j] + 1)
        rowMinimum = min(rowMinimum, current[j + 1])
      }
      if rowMinimum > limit { return nil }
      swap(&previous, &current)
    }
    let distance = previous[b.count]
    return distance <= limit ? distance : nil
  }
}
