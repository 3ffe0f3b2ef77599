import CarouselKit
import CarouselKitTesting

/// `--autoplay S`: an ``Autoplay`` of a run's model, started at time 0, one page (or item)
/// every `S` seconds, back to the first after the last; the run drives the autoplay instead of
/// the model, so the gesture's finger pauses it and it resumes `S` seconds after the finger
/// lifts.
final class RunAutoplay<Model: Autoplayable> {
  let autoplay: Autoplay<Model>
  /// What the autoplay told, in order, each with where it falls among the model's own events.
  private(set) var heard: [HeardAutoplayEvent] = []

  /// Starts an autoplay of `model` at time 0.
  ///
  /// - Parameters:
  ///   - model: The run's model.
  ///   - interval: Seconds between steps.
  ///   - modelEventCount: How many of the model's own events the run has heard so far.
  init(_ model: Model, interval: Double, modelEventCount: @escaping () -> Int) {
    autoplay = Autoplay(model, interval: interval)
    autoplay.eventHandler = { [unowned(unsafe) self] event in
      heard.append(HeardAutoplayEvent(afterModelEvents: modelEventCount(), event: event))
    }
    autoplay.start(at: 0)
  }
}

/// An autoplay event as a run heard it.
struct HeardAutoplayEvent {
  /// How many of the model's own events came before it.
  var afterModelEvents: Int
  var event: AutoplayEvent
}

/// One event of a run, the model's or its autoplay's.
enum RunEvent<Event: TimedEvent> {
  case model(Event)
  case autoplay(AutoplayEvent)

  /// When, in seconds.
  var time: Double {
    switch self {
    case .model(let event): event.time
    case .autoplay(let event): event.time
    }
  }

  /// The model's event, or `nil` for the autoplay's.
  var modelEvent: Event? {
    if case .model(let event) = self { return event }
    return nil
  }

  /// The event's name: `"didEndDragging"`, `"autoplayStepped"`.
  var name: String {
    switch self {
    case .model(let event): event.name
    case .autoplay(let event): event.kind.name
    }
  }

  /// The event in the trace's words: its kind's description.
  var description: String {
    switch self {
    case .model(let event): event.kind.description
    case .autoplay(let event): event.kind.description
    }
  }

  /// The model's `events` and the autoplay's `heard`, in the order they were heard.
  static func merged(_ events: [Event], _ heard: [HeardAutoplayEvent]) -> [RunEvent] {
    var merged: [RunEvent] = []
    merged.reserveCapacity(events.count + heard.count)
    var next = 0
    for (index, event) in events.enumerated() {
      while next < heard.count, heard[next].afterModelEvents <= index {
        merged.append(.autoplay(heard[next].event))
        next += 1
      }
      merged.append(.model(event))
    }
    merged += heard[next...].map { .autoplay($0.event) }
    return merged
  }
}

/// A run whose model an autoplay can step (`simulate`, `pages`, `walkthrough`): with
/// `--autoplay` the run's clock and gesture drive the autoplay, which drives the model.
protocol AutoplayingRun: ScriptedRun {
  associatedtype Autoplayed: Autoplayable
  associatedtype ModelEvent: TimedEvent
  /// The model itself, whether an autoplay steps it or not.
  var autoplayed: Autoplayed { get }
  /// The autoplay, with `--autoplay`.
  var autoplay: RunAutoplay<Autoplayed>? { get }
  /// The model's own events so far, `didScroll` left out.
  var events: [ModelEvent] { get }
}

extension AutoplayingRun {
  /// The autoplay when there is one (it brings the model along), else the model.
  var model: any FrameDriven {
    if let autoplay { return autoplay.autoplay }
    return autoplayed
  }

  var isAutoplaying: Bool { autoplay?.autoplay.isRunning ?? false }

  /// Whether the model has nothing left to do: it does not animate, and no autoplay runs.
  var isSettled: Bool { !model.isAnimating && !isAutoplaying }

  /// The model's events and the autoplay's, in the order they were heard.
  var allEvents: [RunEvent<ModelEvent>] { RunEvent.merged(events, autoplay?.heard ?? []) }

  /// Sends a gesture's step to the autoplay, which passes it on, or to the model.
  func send(_ input: GestureScript.Input, at time: Double) {
    if let autoplay {
      GestureScript.send(input, to: autoplay.autoplay, at: time)
    } else {
      GestureScript.send(input, to: autoplayed, at: time)
    }
  }
}
