import CarouselKit
import CarouselKitTesting

/// One carousel under timed inputs — gesture steps and programmatic scrolls — sampled at the frames
/// a host would deliver.
///
/// Shared by `demo` and `simulate`.
final class CarouselRun: ScriptedRun {
  /// Something that happens at a time.
  enum Action {
    case gesture(GestureScript.Input)
    case scrollTo(index: Int, duration: Double)
  }

  /// The state a host would draw at one frame.
  struct Frame: TimedFrame {
    /// In seconds.
    var time: Double
    /// The scroll offset, in items.
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
  var script: ActionScript<Action>
  var model: any FrameDriven { carousel }

  init(
    source: NumberedItems, configure: (Carousel<Int>) -> Void,
    actions: [(time: Double, action: Action)]
  ) {
    self.source = source
    script = ActionScript(actions)
    configure(carousel)
    carousel.delegate = delegate
    carousel.eventHandler = { [unowned self] event in
      if event.kind != .scroll(.didScroll) { events.append(event) }
    }
    carousel.dataSource = source
  }

  func perform(_ action: Action, at time: Double) {
    switch action {
    case .gesture(let input): GestureScript.send(input, to: carousel, at: time)
    case .scrollTo(let index, let duration): carousel.scrollToItem(index, duration: duration)
    }
  }

  /// The current state as a frame.
  func frame(at time: Double) -> Frame {
    Frame(
      time: time, offset: carousel.scrollOffset, currentIndex: carousel.currentItemIndex,
      phase: carousel.phase.description,
      items: Array(carousel.items))
  }

  /// Forgets the events so far (those of setting the run up).
  func forgetEvents() { events.removeAll() }
}
