import CarouselKit

/// Records what a delegate heard, with times, for exact assertions.
///
/// It is a ``ScrollEngineDelegate``; other controllers' delegates can feed it through
/// ``record(_:at:detail:)``.
///
///     let recorder = EventRecorder()
///     engine.delegate = recorder
///     …
///     #expect(recorder.names(excludingDidScroll: true) == [
///       "willBeginDragging", "didEndDragging", "willBeginDecelerating", "didEndDecelerating"])
///
/// - Warning: Not thread-safe.
public final class EventRecorder: ScrollEngineDelegate {
  /// One recorded event.
  public struct Entry: Hashable, Sendable, CustomStringConvertible {
    /// When, in seconds.
    public var time: Double
    /// The delegate method's name, such as `"didEndDragging"`.
    public var name: String
    /// Extra information, such as `"willDecelerate=true"`, or `nil`.
    public var detail: String?

    /// Creates an entry.
    public init(time: Double, name: String, detail: String? = nil) {
      self.time = time
      self.name = name
      self.detail = detail
    }

    /// `"0.6667 didEndDecelerating"`, with the detail after the name.
    public var description: String {
      "\(formatFixed(time, 4)) \(name)" + (detail.map { " \($0)" } ?? "")
    }
  }

  /// Everything recorded, in order.
  public private(set) var entries: [Entry] = []

  /// Creates an empty recorder.
  public init() {}

  /// Records an event by name.
  public func record(_ name: String, at time: Double, detail: String? = nil) {
    entries.append(Entry(time: time, name: name, detail: detail))
  }

  public func scrollEngine(_ engine: ScrollEngine, didEmit event: ScrollEngine.Event, at time: Double) {
    switch event {
    case .didEndDragging(let willDecelerate):
      record(event.name, at: time, detail: "willDecelerate=\(willDecelerate)")
    default:
      record(event.name, at: time)
    }
  }

  /// The names, in order; `didScroll`, which fires on every frame, can be left out.
  public func names(excludingDidScroll: Bool = false) -> [String] {
    entries.lazy.filter { !excludingDidScroll || $0.name != "didScroll" }.map(\.name)
  }

  /// The entries other than `didScroll`.
  public var milestones: [Entry] { entries.filter { $0.name != "didScroll" } }

  /// How many times `name` was recorded.
  public func count(of name: String) -> Int { entries.lazy.filter { $0.name == name }.count }

  /// One line per event other than `didScroll` (times to 4 decimals), for comparing whole
  /// sequences in one assertion.
  public var timeline: String { milestones.map(\.description).joined(separator: "\n") }

  /// Forgets everything recorded.
  public func removeAll() { entries.removeAll() }
}
