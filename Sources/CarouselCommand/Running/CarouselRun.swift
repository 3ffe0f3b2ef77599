import CarouselKit
import CarouselKitTesting

/// One carousel under timed inputs — gesture steps and programmatic scrolls — sampled at the frames
/// a host would deliver.
///
/// Shared by `demo` and `simulate`.
final class CarouselRun {
  /// Something that happens at a time.
  enum Action {
    case gesture(GestureScript.Input)
    case scrollTo(index: Int, duration: Double)
  }

  /// The state a host would draw at one frame.
  struct Frame {
    var time: Double
    var offset: Double
    var currentIndex: Int
    var phase: String
    var items: [CarouselItemLayout<Int>]
  }

  let carousel = Carousel<Int>()
  let source: NumberedItems
  let delegate = RunDelegate()
  /// The events so far, `didScroll` left out.
  private(set) var events: [CarouselEvent] = []
  private var actions: [(time: Double, action: Action)]
  private var next = 0

  init(
    source: NumberedItems, configure: (Carousel<Int>) -> Void,
    actions: [(time: Double, action: Action)]
  ) {
    self.source = source
    self.actions = actions.sorted { $0.time < $1.time }
    configure(carousel)
    carousel.delegate = delegate
    carousel.eventHandler = { [unowned self] event in
      if event.kind != .scroll(.didScroll) { events.append(event) }
    }
    carousel.dataSource = source
  }

  /// The time of the last scripted action.
  var lastActionTime: Double { actions.last?.time ?? 0 }

  /// Whether every action has happened and the carousel is at rest.
  var isFinished: Bool { next == actions.count && !carousel.isAnimating }

  /// Brings the carousel to `time`: each action due by then happens at its own time first.
  func step(to time: Double) {
    while next < actions.count, actions[next].time <= time {
      let (at, action) = actions[next]
      carousel.advance(to: at)
      switch action {
      case .gesture(let input): GestureScript.send(input, to: carousel, at: at)
      case .scrollTo(let index, let duration): carousel.scrollToItem(index, duration: duration)
      }
      next += 1
    }
    carousel.advance(to: time)
  }

  /// The current state as a frame.
  func frame(at time: Double) -> Frame {
    Frame(
      time: time, offset: carousel.scrollOffset, currentIndex: carousel.currentItemIndex,
      phase: carousel.phase.description,
      items: Array(carousel.items))
  }

  /// Frames at k/fps from time 0 until every action has happened and the carousel rests, or
  /// `maxTime` passes.
  func run(fps: Double, maxTime: Double) -> [Frame] {
    var frames: [Frame] = []
    var k = 0
    while true {
      let time = Double(k) / fps
      step(to: time)
      frames.append(frame(at: time))
      if (time >= lastActionTime && !carousel.isAnimating) || time >= maxTime { break }
      k += 1
    }
    return frames
  }

  /// Forgets the events so far (those of setting the run up).
  func forgetEvents() { events.removeAll() }
}
