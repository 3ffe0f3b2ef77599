import CarouselKit
import CarouselKitTesting

/// A numbered-items data source: each item's view is its index.
final class NumberedItems: CarouselDataSource {
  let count: Int
  let placeholders: Int

  init(count: Int, placeholders: Int = 0) {
    self.count = count
    self.placeholders = placeholders
  }

  func numberOfItems(in carousel: Carousel<Int>) -> Int { count }
  func numberOfPlaceholders(in carousel: Carousel<Int>) -> Int { placeholders }
  func carousel(_ carousel: Carousel<Int>, viewForItemAt index: Int, reusing view: Int?) -> Int {
    index
  }
  func carousel(_ carousel: Carousel<Int>, placeholderViewAt index: Int, reusing view: Int?) -> Int
  { index }
}

/// The layout the command gives ``CarouselType/custom``: iCarousel's example "flip3D" — every
/// item turned π/8 about the vertical axis, then pushed `offset × item width` along its own z.
enum CustomLayout {
  static let summary =
    "custom is iCarousel's example flip3D: items turned π/8 about y, offset × item width apart along their z"

  static func flip3D(offset: Double, base: Transform3D, itemWidth: Double) -> Transform3D {
    base.rotated(by: .pi / 8, x: 0, y: 1, z: 0).translatedBy(x: 0, y: 0, z: offset * itemWidth)
  }
}

/// The delegate a run's carousel has: the command's option values, and the flip3D layout for
/// ``CarouselType/custom``.
final class RunDelegate: CarouselDelegate {
  /// What the delegate answers for options; options not listed get the carousel's defaults.
  var optionValues: [CarouselOption: Double] = [:]

  func carousel(_ carousel: Carousel<Int>, valueFor option: CarouselOption, default value: Double)
    -> Double
  {
    optionValues[option] ?? value
  }

  func carousel(
    _ carousel: Carousel<Int>, itemTransformForOffset offset: Double, baseTransform: Transform3D
  ) -> Transform3D {
    CustomLayout.flip3D(offset: offset, base: baseTransform, itemWidth: carousel.itemWidth)
  }
}

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
      if event.kind != .didScroll { events.append(event) }
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
      case .scrollTo(let index, let duration): carousel.scrollToItem(at: index, duration: duration)
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
