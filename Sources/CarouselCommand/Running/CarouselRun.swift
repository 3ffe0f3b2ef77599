import CarouselKit
import CarouselKitTesting

/// One carousel under timed inputs — gesture steps and programmatic scrolls — sampled at the frames
/// a host would deliver.
///
/// Shared by `demo` and `simulate`, and by the web page's `play` (the same file, compiled for
/// WebAssembly).
final class CarouselRun: AutoplayingRun {
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
    var items: [CarouselItemLayout<ItemNumber>]
  }

  let carousel = Carousel<ItemNumber>()
  let source: NumberedItems
  let delegate = RunDelegate()
  /// The events so far, `didScroll` left out.
  private(set) var events: [CarouselEvent] = []
  var script: ActionScript<Action>
  /// The autoplay stepping the carousel, with `--autoplay`.
  private(set) var autoplay: RunAutoplay<Carousel<ItemNumber>>?
  var autoplayed: Carousel<ItemNumber> { carousel }

  init(
    source: NumberedItems, configure: (Carousel<ItemNumber>) -> Void,
    actions: [(time: Double, action: Action)]
  ) {
    self.source = source
    script = ActionScript(actions)
    configure(carousel)
    carousel.delegate = delegate
    carousel.eventHandler = { [unowned(unsafe) self] event in
      if event.kind != .scroll(.didScroll) { events.append(event) }
    }
    carousel.dataSource = source
  }

  func perform(_ action: Action, at time: Double) {
    switch action {
    case .gesture(let input): send(input, at: time)
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

  /// What `carousel simulate` sets up: the carousel, resting at `start`.
  struct Setting {
    var type: CarouselType
    var items: Int
    var placeholders: Int
    /// In points.
    var viewport: Size
    /// The item's size along the scroll axis, in points.
    var itemWidth: Double
    /// The item's size across the scroll axis, in points; the viewport's when `nil`.
    var itemHeight: Double?
    /// What the delegate answers for options.
    var optionValues: [CarouselOption: Double]
    var decelerationRate: Double
    /// In items.
    var start: Double
    /// Whether to wrap, whatever the type; the type's own when `nil`.
    var wrap: Bool?
    var isVertical: Bool
    var isPagingEnabled: Bool
    var bounces: Bool
    var alignment: CarouselAlignment
    var containsScroll: Bool
    /// Items per resting place.
    var groupSize: Int
    /// The most resting places a flick moves; no limit when `nil`.
    var flickLimit: Int?
    /// Each item's own width in points, cycled over the items; one width for all when empty.
    var itemWidths: [Double]
    /// Seconds between autoplay's steps, from time 0; no autoplay when `nil`.
    var autoplay: Double? = nil
  }

  /// The carousel `setting` describes, at rest at its start, under `actions` (and an autoplay,
  /// if `setting` asks); only what happens afterward is heard.
  convenience init(_ setting: Setting, actions: [(time: Double, action: Action)]) {
    self.init(
      source: NumberedItems(
        count: setting.items, placeholders: setting.placeholders, widths: setting.itemWidths),
      configure: { carousel in
        carousel.configuration.type = setting.type
        carousel.setViewportSize(setting.viewport)
        carousel.configuration.isVertical = setting.isVertical
        let across = setting.itemHeight
        carousel.configuration.itemSize =
          setting.isVertical
          ? Size(width: across ?? setting.viewport.width, height: setting.itemWidth)
          : Size(width: setting.itemWidth, height: across ?? setting.viewport.height)
        carousel.configuration.isPagingEnabled = setting.isPagingEnabled
        carousel.configuration.bounces = setting.bounces
        carousel.configuration.alignment = setting.alignment
        carousel.configuration.containsScroll = setting.containsScroll
        carousel.configuration.groupSize = setting.groupSize
        carousel.configuration.flickLimit = setting.flickLimit
        carousel.configuration.usesItemWidths = !setting.itemWidths.isEmpty
        carousel.configuration.decelerationRate = setting.decelerationRate
        if let wrap = setting.wrap { carousel.configuration.wraps = wrap }
      },
      actions: actions)
    if !setting.optionValues.isEmpty {
      delegate.optionValues = setting.optionValues
      carousel.reloadData()  // options such as wrap are read when the data loads
    }
    carousel.scrollOffset = setting.start
    forgetEvents()
    if let interval = setting.autoplay {
      autoplay = RunAutoplay(carousel, interval: interval) { [unowned(unsafe) self] in
        events.count
      }
    }
  }

  /// What an event adds to its JSON object: the item an index change or a selection names.
  static func detail(of kind: CarouselEvent.Kind) -> (key: String, value: Int)? {
    switch kind {
    case .currentItemIndexDidChange(let index), .didSelectItem(let index): ("index", index)
    default: nil
    }
  }

  /// Forgets the events so far (those of setting the run up).
  func forgetEvents() { events.removeAll() }
}
