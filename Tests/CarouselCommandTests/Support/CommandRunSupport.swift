import Foundation
import Testing

@testable import CarouselCommand

// Helpers for the subcommands' tests: one in-process run of `carousel`, its `--json` output
// decoded strictly, and the comparison of a model's number with one computed by a test.
// (JSONDecoder reads doubles exactly; Foundation's JSONSerialization rounds some on Linux.)

/// What one in-process run of `carousel` returned.
struct CommandResult {
  /// The exit status: 0 success, 1 invalid input, 2 usage error.
  var code: Int32
  /// What the command wrote to standard output.
  var output: String
  /// What the command wrote to standard error.
  var errors: String
}

/// Runs `carousel` in-process with `arguments`.
func runCommand(_ arguments: [String]) -> CommandResult {
  let context = CommandContext.capturing()
  let code = CarouselCommand.run(arguments, context: context)
  return CommandResult(code: code, output: context.output, errors: context.errors)
}

/// `carousel <subcommand> --json` with `arguments`: expects exit 0 and decodes the output.
func commandJSON<Output: Decodable>(
  _ subcommand: String, _ arguments: [String], as type: Output.Type = Output.self
) throws -> Output {
  let result = runCommand([subcommand, "--json"] + arguments)
  #expect(result.code == 0, "\(result.errors)")
  return try JSONDecoder().decode(type, from: Data(result.output.utf8))
}

/// One event of a model, as every simulating subcommand writes it.
struct RecordedEvent: Decodable, Equatable {
  /// Seconds from the start of the run.
  var time: Double
  var name: String
  /// The page of a pager's event (pages, walkthrough, parallax).
  var page: Int?
  /// The item of a carousel's event.
  var index: Int?
  var willDecelerate: Bool?
  /// The pages (or items) of `autoplayStepped`.
  var from: Int?
  var to: Int?
  /// Why `autoplayPaused` paused or `autoplayStopped` stopped.
  var reason: String?
}

/// The `--json` output of a subcommand that simulates a model: frames, events and final place.
///
/// `Place` is what `final` says (a frame says it too), `Own` the rest of a frame.
struct SimulationRun<Place: Decodable, Own: Decodable>: Decodable {
  var frames: [RunFrame<Place, Own>]
  var events: [RecordedEvent]
  var final: Place

  /// The events' names with their pages or items: `"pageDidChange 1"`.
  var eventNames: [String] {
    events.map { $0.name + (($0.page ?? $0.index).map { " \($0)" } ?? "") }
  }
}

/// One frame of a run's JSON: the fields `final` has too (`Place`) and the frame's own (`Own`),
/// both decoded from the frame's object and read as the frame's properties.
@dynamicMemberLookup
struct RunFrame<Place: Decodable, Own: Decodable>: Decodable {
  var place: Place
  var own: Own

  init(from decoder: any Decoder) throws {
    place = try Place(from: decoder)
    own = try Own(from: decoder)
  }

  subscript<Value>(dynamicMember path: KeyPath<Place, Value>) -> Value { place[keyPath: path] }
  subscript<Value>(dynamicMember path: KeyPath<Own, Value>) -> Value { own[keyPath: path] }
}

/// Whether a test's number `b` and the command's `a` differ by rounding only: by at most
/// `tolerance` relative to `b` (absolute below 1).
func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
  abs(a - b) <= tolerance * max(1, abs(b))
}

/// Whether two lists of numbers have the same length and agree pairwise by ``close(_:_:_:)``.
func agree(_ a: [Double], _ b: [Double], _ tolerance: Double = 1e-9) -> Bool {
  a.count == b.count && zip(a, b).allSatisfy { close($0, $1, tolerance) }
}

/// Runs `carousel` with `arguments` and expects it to fail with exit status `code` (1 invalid
/// input, 2 usage error), `message` and a newline on standard error, nothing on standard
/// output, and no `x.html` written (the tests' `--output` for a run that must not happen).
func expectFailure(
  _ arguments: [String], code: Int32, message: String,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let result = runCommand(arguments)
  #expect(result.code == code, sourceLocation: sourceLocation)
  #expect(result.errors == message + "\n", sourceLocation: sourceLocation)
  #expect(result.output.isEmpty, sourceLocation: sourceLocation)
  #expect(!FileManager.default.fileExists(atPath: "x.html"), sourceLocation: sourceLocation)
}

/// Runs `carousel <subcommand> --help` and expects exit 0 with nothing on standard error, each
/// of `lines` in the help, every option of `spec` under its label, and `listing` (the
/// subcommand's line) in the top-level help.
func expectHelp(
  _ subcommand: String, spec: CommandLineSpec, contains lines: [String], listedAs listing: String,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let help = runCommand([subcommand, "--help"])
  #expect(help.code == 0 && help.errors.isEmpty, sourceLocation: sourceLocation)
  for line in lines {
    #expect(help.output.contains(line), "\(line)", sourceLocation: sourceLocation)
  }
  for item in spec.items {
    #expect(
      help.output.contains("  " + item.helpLabel), "\(item.name)", sourceLocation: sourceLocation)
  }
  #expect(runCommand(["--help"]).output.contains(listing), sourceLocation: sourceLocation)
}

/// Checks that a pager subcommand's `--json` output has exactly the contract's keys: `frames`,
/// `events` and `final` at the top, `frame` in every frame (then `eachFrame` checks its nested
/// objects), `time` and `name` in every event with `willDecelerate` for `didEndDragging` and
/// `page` for those named in `pageEvents` or starting with `pagePrefix`, no `didScroll`, and
/// `final` in the final state.
///
/// - Returns: The frames, as JSON objects.
@discardableResult
func expectPagerRunKeys(
  _ output: String, frame: Set<String>, final: Set<String>, pageEvents: Set<String>,
  pagePrefix: String? = nil,
  eachFrame: ([String: Any]) throws -> Void = { _ in },
  sourceLocation: SourceLocation = #_sourceLocation
) throws -> [[String: Any]] {
  let object = try #require(
    try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any],
    sourceLocation: sourceLocation)
  #expect(Set(object.keys) == ["frames", "events", "final"], sourceLocation: sourceLocation)
  let frames = try #require(object["frames"] as? [[String: Any]], sourceLocation: sourceLocation)
  for each in frames {
    #expect(Set(each.keys) == frame, sourceLocation: sourceLocation)
    try eachFrame(each)
  }
  let events = try #require(object["events"] as? [[String: Any]], sourceLocation: sourceLocation)
  #expect(!events.isEmpty, sourceLocation: sourceLocation)
  for event in events {
    let name = try #require(event["name"] as? String, sourceLocation: sourceLocation)
    let keys: Set<String> =
      name == "didEndDragging"
      ? ["time", "name", "willDecelerate"]
      : pageEvents.contains(name) || pagePrefix.map(name.hasPrefix) == true
        ? ["time", "name", "page"] : ["time", "name"]
    #expect(Set(event.keys) == keys, "\(name)", sourceLocation: sourceLocation)
    #expect(name != "didScroll", sourceLocation: sourceLocation)
  }
  let finalObject = try #require(object["final"] as? [String: Any], sourceLocation: sourceLocation)
  #expect(Set(finalObject.keys) == final, sourceLocation: sourceLocation)
  return frames
}
