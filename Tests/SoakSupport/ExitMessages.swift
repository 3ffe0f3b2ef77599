import Testing

/// Expects an exit test's child to have stopped saying `message` on its standard error.
///
/// Checks that the child stopped on the precondition's rule, not on any other crash. Pass the
/// result of an exit test that observes `\.standardErrorContent`:
///
///     expectExitMessage(
///       await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
///         _ = SnapGrid.uniform(spacing: 0)
///       }, "Snap spacing must be positive and finite")
///
/// A nil result (the exit test already failed, and said so) adds no second issue.
///
/// - Parameters:
///   - result: The exit test's result.
///   - message: Text the child's standard error must contain: the precondition's message, or a
///     distinctive part of it, written out in the test.
///   - sourceLocation: Where to report a missing message.
public func expectExitMessage(
  _ result: ExitTest.Result?, _ message: String, sourceLocation: SourceLocation = #_sourceLocation
) {
  guard let result else { return }
  let said = String(decoding: result.standardErrorContent, as: UTF8.self)
  #expect(said.contains(message), "the child said: \(said)", sourceLocation: sourceLocation)
}
