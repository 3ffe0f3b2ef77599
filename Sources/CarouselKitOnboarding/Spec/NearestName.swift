/// Finds the known name nearest to a misspelt one, for "did you mean …?" suggestions.
///
/// Names are compared without regard to case, by Levenshtein distance over Unicode scalars; a
/// name is suggested when it is within a third of the misspelt name's length (at least 1, at
/// most 3 edits). The work is bounded: names longer than 64 scalars are never compared, and a
/// budget caps the comparisons made over one reading, so a file with a million unknown names
/// reads in linear time.
struct NearestName {
  /// The longest name compared, in Unicode scalars.
  static let maximumLength = 64

  /// The dynamic-programming cells left to spend, over all suggestions.
  private var budget: Int

  /// Creates a finder that spends at most `budget` cells of the distance table in all.
  init(budget: Int = 4_000_000) {
    self.budget = budget
  }

  /// The candidate nearest to `name`, or `nil` when none is close enough or the budget is spent.
  ///
  /// Ties go to the earliest candidate. A candidate equal to `name` is skipped.
  ///
  /// - Complexity: O(c·m·k) for c candidates of length at most m, and k scalars in `name`.
  mutating func suggestion(for name: String, among candidates: [String]) -> String? {
    let target = Array(name.lowercased().unicodeScalars)
    guard !target.isEmpty, target.count <= Self.maximumLength else { return nil }
    let limit = min(3, max(1, target.count / 3))
    var best: (name: String, distance: Int)?
    for candidate in candidates where candidate != name {
      budget -= 1
      guard budget >= 0 else { return best?.name }
      let scalars = Array(candidate.lowercased().unicodeScalars)
      guard abs(scalars.count - target.count) <= limit, scalars.count <= Self.maximumLength else {
        continue
      }
      budget -= (scalars.count + 1) * (target.count + 1)
      guard budget >= 0 else { return best?.name }
      let bound = min(limit, (best?.distance ?? limit + 1) - 1)
      if bound < 0 { break }
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
