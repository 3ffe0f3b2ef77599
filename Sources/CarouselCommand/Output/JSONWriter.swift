import CarouselKit
import CarouselKitOnboarding

/// A small streaming JSON writer: keys come out in the order they are written, and numbers in
/// Swift's shortest representation that reads back to the same `Double`.
final class JSONWriter {
  private(set) var text = ""
  private var needsComma = [false]

  private func separate() {
    if needsComma[needsComma.count - 1] { text += "," }
    needsComma[needsComma.count - 1] = true
  }

  func object(_ body: () -> Void) {
    separate()
    text += "{"
    needsComma.append(false)
    body()
    needsComma.removeLast()
    text += "}"
  }

  func array<S: Sequence>(_ elements: S, _ body: (S.Element) -> Void) {
    separate()
    text += "["
    needsComma.append(false)
    for element in elements { body(element) }
    needsComma.removeLast()
    text += "]"
  }

  /// Writes `"name":`; the next value written is its value.
  func key(_ name: String) {
    separate()
    text += Self.quoted(name) + ":"
    needsComma[needsComma.count - 1] = false
  }

  func value(_ number: Double) {
    separate()
    // JSON has no NaN or infinity; the model never produces them, but stay valid if it did.
    text += number.isFinite ? "\(number)" : "null"
  }

  func value(_ number: Int) {
    separate()
    text += "\(number)"
  }

  func field(_ name: String, _ number: Double) {
    key(name)
    value(number)
  }
  func field(_ name: String, _ number: Int) {
    key(name)
    separate()
    text += "\(number)"
  }
  func field(_ name: String, _ flag: Bool) {
    key(name)
    separate()
    text += flag ? "true" : "false"
  }
  func field(_ name: String, _ string: String) {
    key(name)
    separate()
    text += Self.quoted(string)
  }
  func field(_ name: String, optional number: Double?) { field(name, number, field) }
  func field(_ name: String, optional number: Int?) { field(name, number, field) }
  /// `"name": value` as `write` writes it, or `"name": null`.
  private func field<Value>(
    _ name: String, _ value: Value?, _ write: (String, Value) -> Void
  ) {
    if let value {
      write(name, value)
    } else {
      key(name)
      separate()
      text += "null"
    }
  }
  func value(_ string: String) {
    separate()
    text += Self.quoted(string)
  }
  /// Writes `json`, already JSON, as the next value.
  func raw(_ json: String) {
    separate()
    text += json
  }
  func field(_ name: String, optional string: String?) { field(name, string, field) }

  static func quoted(_ string: String) -> String { JSONValue.stringLiteral(string) }

}

extension JSONWriter {
  /// Writes a run's events as the commands write them.
  ///
  /// The key is `"events"`; each event is an object of its `"time"`, its `"name"`, then, for a
  /// model's event, `"willDecelerate"` for `didEndDragging` and the key and number `detail`
  /// gives an event that names a page or an item; for an autoplay's, `"from"` and `"to"` for
  /// `autoplayStepped` and the `"reason"` for `autoplayPaused` and `autoplayStopped`.
  func events<Event: TimedEvent>(
    _ events: [RunEvent<Event>], detail: (Event.Kind) -> (key: String, value: Int)?
  ) {
    key("events")
    array(events) { event in
      object {
        field("time", event.time)
        switch event {
        case .model(let event):
          field("name", event.name)
          if case .didEndDragging(let willDecelerate)? = event.scrollEvent {
            field("willDecelerate", willDecelerate)
          }
          if let (key, value) = detail(event.kind) { field(key, value) }
        case .autoplay(let event):
          field("name", event.kind.name)
          autoplayDetail(event.kind)
        }
      }
    }
  }

  /// An autoplay event's fields after its name.
  private func autoplayDetail(_ kind: AutoplayEvent.Kind) {
    switch kind {
    case .stepped(let from, let to):
      field("from", from)
      field("to", to)
    case .paused(let reason): field("reason", reason.description)
    case .stopped(let reason): field("reason", reason == .byHost ? "byHost" : "atEnd")
    case .started, .resumed: break
    }
  }
}

extension JSONWriter {
  /// A simulating subcommand's whole JSON, keys in this order: `"frames"`, one object a frame
  /// that `frame` fills; `"events"` as ``events(_:detail:)`` writes them; `"final"`, the object
  /// `final` fills with where the run ended.
  static func simulationRun<Frame, Event: TimedEvent>(
    frames: [Frame], events: [RunEvent<Event>], frame: (JSONWriter, Frame) -> Void,
    detail: (Event.Kind) -> (key: String, value: Int)?, final: (JSONWriter) -> Void
  ) -> String {
    let out = JSONWriter()
    out.object {
      out.key("frames")
      out.array(frames) { each in out.object { frame(out, each) } }
      out.events(events, detail: detail)
      out.key("final")
      out.object { final(out) }
    }
    return out.text
  }
}

extension JSONWriter {
  /// `[width, height]`, in points.
  func value(_ size: Size) { array([size.width, size.height]) { value($0) } }
  /// `[x, y, width, height]`, in points.
  func value(_ rect: Rect) {
    array([rect.origin.x, rect.origin.y, rect.size.width, rect.size.height]) { value($0) }
  }
  /// `"name": [width, height]`.
  func field(_ name: String, _ size: Size) {
    key(name)
    value(size)
  }
  /// `"name": [x, y, width, height]`.
  func field(_ name: String, _ rect: Rect) {
    key(name)
    value(rect)
  }
  /// `"name": [x, y, width, height]`, or `"name": null`.
  func field(_ name: String, optional rect: Rect?) { field(name, rect, field) }

  /// A preview page's playback settings: `"gesture"` in words, `"fps"`, the `"viewport"` in
  /// points and the frame shown `"still"` (`null` to play from frame 0).
  func playbackSettings(gesture: String, fps: Double, viewport: Size, still: Int?) {
    field("gesture", gesture)
    field("fps", fps)
    field("viewport", viewport)
    field("still", optional: still.map(Double.init))
  }
}
