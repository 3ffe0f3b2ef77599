import Foundation
import Testing

/// Seeded random sessions for the invariant suites, run the same way by every suite.
///
/// One pair of environment variables chooses the seeds for any suite:
///
///     CAROUSELKIT_SOAK_FIRST_SEED=100000 CAROUSELKIT_SOAK_SEQUENCES=60000 \
///       swift test --filter PagesInvariantTests
///
/// `CAROUSELKIT_SOAK_SEED=N` replays seed N alone (a suite that keeps a trace, the onboarding
/// one, prints it), and `CAROUSELKIT_SOAK_TRACE=1` prints each seed as it starts (to find one
/// that hangs).
public enum Soak {
  /// The seeds to run: `CAROUSELKIT_SOAK_SEQUENCES` of them (the suite's default when unset)
  /// from `CAROUSELKIT_SOAK_FIRST_SEED` (1), or the one `CAROUSELKIT_SOAK_SEED` names.
  ///
  /// - Precondition: A variable that is set holds a whole number: 1 or more sequences, a seed
  ///   of 0 or more, and the last seed fits in a `UInt64`.
  public static func seeds(defaultSequences: Int) -> ClosedRange<UInt64> {
    if let seed = number("CAROUSELKIT_SOAK_SEED", UInt64.self) { return seed...seed }
    let first = number("CAROUSELKIT_SOAK_FIRST_SEED", UInt64.self) ?? 1
    let count = number("CAROUSELKIT_SOAK_SEQUENCES", Int.self) ?? defaultSequences
    precondition(count >= 1, "CAROUSELKIT_SOAK_SEQUENCES must be 1 or more")
    precondition(
      UInt64(count) - 1 <= UInt64.max - first,
      "CAROUSELKIT_SOAK_FIRST_SEED plus CAROUSELKIT_SOAK_SEQUENCES must stay within UInt64")
    return first...(first + (UInt64(count) - 1))
  }

  /// Whether a session should print its trace: one seed replayed alone.
  public static var isReplaying: Bool { environment("CAROUSELKIT_SOAK_SEED") != nil }

  /// Runs `session` for each seed of ``seeds(defaultSequences:)`` and returns the failures it
  /// reports (nil is a pass), stopping after `limit` of them.
  public static func run(
    defaultSequences: Int, stoppingAfter limit: Int = 5, _ session: (UInt64) -> String?
  ) -> [String] {
    let tracing = environment("CAROUSELKIT_SOAK_TRACE") != nil
    var failures: [String] = []
    for seed in seeds(defaultSequences: defaultSequences) {
      if tracing { print("seed \(seed)") }
      if let failure = session(seed) { failures.append(failure) }
      if failures.count >= limit { break }
    }
    return failures
  }

  /// Runs `session` for each seed as ``run(defaultSequences:stoppingAfter:_:)`` does, and records
  /// each failure it reports as an issue of the calling test.
  ///
  /// - Parameters:
  ///   - defaultSequences: How many seeds to run when `CAROUSELKIT_SOAK_SEQUENCES` is unset.
  ///   - limit: How many failures to report before stopping.
  ///   - sourceLocation: Where the failures are recorded: the test's call.
  ///   - session: Plays one seed's session; returns its failure, or nil for a pass.
  public static func expectPasses(
    defaultSequences: Int, stoppingAfter limit: Int = 5,
    sourceLocation: SourceLocation = #_sourceLocation, _ session: (UInt64) -> String?
  ) {
    for failure in run(defaultSequences: defaultSequences, stoppingAfter: limit, session) {
      Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation)
    }
  }

  /// Where two runs that should agree first differ, step by step: the first step where
  /// `agree` says no, with both steps, or the step counts when one run is a prefix of the
  /// other; nil when they agree.
  public static func firstDifference<Step>(
    _ first: [Step], _ second: [Step], agree: (Step, Step) -> Bool
  ) -> String? {
    for (step, (a, b)) in zip(first, second).enumerated() where !agree(a, b) {
      return "step \(step): \(a) vs \(b)"
    }
    guard first.count == second.count else { return "\(first.count) steps vs \(second.count)" }
    return nil
  }

  private static func environment(_ name: String) -> String? {
    ProcessInfo.processInfo.environment[name]
  }

  private static func number<Number: FixedWidthInteger>(_ name: String, _: Number.Type) -> Number? {
    guard let text = environment(name) else { return nil }
    guard let value = Number(text), value >= 0 else {
      preconditionFailure("\(name) must be a whole number of 0 or more, not \"\(text)\"")
    }
    return value
  }
}
