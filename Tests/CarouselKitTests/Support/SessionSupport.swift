import CarouselKit
import CarouselKitTesting

// What the paged models' invariant suites (PagesInvariantTests, WalkthroughInvariantTests) share:
// their seeded choices, the touch, frame and key steps of a random session, the scroll events'
// willBegin/didEnd bookkeeping, and the frames that bring a session to rest.

/// A random session's choices from its seed, by reference: a data source that calls back during a
/// step draws from the same sequence as the step.
final class SessionDice {
  private var generator: SplitMix64

  init(seed: UInt64) { generator = SplitMix64(seed: seed) }

  /// The next raw number.
  func next() -> UInt64 { generator.next() }

  /// One of `values`, each as likely.
  func pick<T>(_ values: [T]) -> T { values[Int(next() % UInt64(values.count))] }

  /// A number in `range`, evenly spread.
  func number(_ range: ClosedRange<Double>) -> Double {
    range.lowerBound + generator.nextUnitInterval() * (range.upperBound - range.lowerBound)
  }

  /// Plays one of the steps the paged models' sessions take alike, by `choice` 0 to 9: a frame
  /// (0–3), a touch (4), a drag beginning (5), moving (6, 7) and ending (8), or a lift (9).
  ///
  /// - Parameters:
  ///   - choice: The step, 0 to 9.
  ///   - model: The model the finger moves.
  ///   - time: The session's time, moved on by a frame.
  /// - Returns: The step, as the session's log writes it.
  func touchStep(
    _ choice: UInt64, on model: some FrameDriven & DragDriven, time: inout Double
  ) -> String {
    switch choice {
    case 0, 1, 2, 3:
      time += pick([1.0 / 60, 1.0 / 120, 1.0 / 30, 0.2, 2])
      model.advance(to: time)
      return "frame \(time)"
    case 4:
      model.touchBegan(at: time)
      return "touch"
    case 5:
      model.dragBegan(at: time)
      return "drag began"
    case 6, 7:
      let dx = number(-900...900)
      model.dragChanged(translation: dx, at: time)
      return "drag \(dx)"
    case 8:
      let v: Double? = pick([nil, 0, 30, -30, 800, -800, 6000, -6000])
      model.dragEnded(velocity: v, at: time)
      return "release \(String(describing: v))"
    default:
      model.touchEnded(at: time)
      return "touch up"
    }
  }

  /// Presses an arrow, Home or End.
  ///
  /// - Parameters:
  ///   - press: The model's key handler, given the key and the time.
  ///   - time: When the key is pressed.
  /// - Returns: The step, as the session's log writes it.
  func pressKey(_ press: (NavigationKey, Double) -> Bool, at time: Double) -> String {
    let key = pick([NavigationKey.left, .right, .home, .end])
    _ = press(key, time)
    return "key \(key)"
  }
}

/// The willBegin events a model's scroll events have opened, each to be closed once by its own
/// didEnd or didCancel.
struct ScrollPairs {
  /// The names of the willBegin events still open.
  private(set) var open: Set<String> = []

  /// Follows `event`.
  ///
  /// - Returns: What it breaks: a willBegin while one is open, or an end without its willBegin.
  mutating func hear(_ event: some TimedEvent) -> String? {
    event.scrollEvent.flatMap { hear($0) }
  }

  /// Follows `event`, as a model's event or a delegate method tells it.
  ///
  /// - Returns: What it breaks: a willBegin while one is open, or an end without its willBegin.
  mutating func hear(_ event: ScrollEvent) -> String? {
    switch event {
    case .willBeginDragging, .willBeginDecelerating, .willBeginScrollingAnimation:
      return open.insert(event.name).inserted ? nil : "\(event.name) twice"
    case .didEndDragging: return close("willBeginDragging", event)
    case .didEndDecelerating, .didCancelDecelerating: return close("willBeginDecelerating", event)
    case .didEndScrollingAnimation, .didCancelScrollingAnimation:
      return close("willBeginScrollingAnimation", event)
    case .didScroll: return nil
    }
  }

  private mutating func close(_ name: String, _ event: ScrollEvent) -> String? {
    open.remove(name) == nil ? "\(event.name) without \(name)" : nil
  }
}

/// Plays frames at 60 a second from `time` while the model moves, then one a second after the
/// last.
///
/// - Returns: Whether the model stopped within 60 s.
func settle(_ model: some FrameDriven, from time: Double) -> Bool {
  var time = time
  var frames = 0
  while model.isAnimating {
    time += 1.0 / 60
    model.advance(to: time)
    frames += 1
    if frames > 60 * 60 { return false }
  }
  model.advance(to: time + 1)
  return true
}
