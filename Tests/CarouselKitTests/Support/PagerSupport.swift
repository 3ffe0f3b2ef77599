import CarouselKit
import CarouselKitTesting
import Testing

// Helpers for the pager and sliding-pages tests: a data source that records what it is asked,
// and loops that drive a model to rest the way a host's display link would.

/// A page the test data source hands out: its index, and a serial number so a page created
/// twice can be told from one kept.
struct TestPage: Equatable, CustomStringConvertible {
  let index: Int
  let serial: Int
  var description: String { "page \(index)#\(serial)" }
}

/// A sliding-pages data source over `count` pages titled "Page i", recording every question.
final class PageSource: SlidingPagesDataSource {
  var count: Int
  var widths: [Double]?
  var pagesAsked: [Int] = []
  var titlesAsked: [Int] = []
  var countsAsked = 0
  private var serial = 0
  /// Called after each page is made, to let a test call back into the model.
  var onPage: ((SlidingPages<TestPage>, Int) -> Void)?
  /// The reloads ``reloadWhenAsked(times:count:)`` has made.
  private(set) var reloads = 0

  init(count: Int, widths: [Double]? = nil) {
    self.count = count
    self.widths = widths
  }

  func numberOfPages(in slidingPages: SlidingPages<TestPage>) -> Int {
    countsAsked += 1
    return count
  }

  func slidingPages(_ slidingPages: SlidingPages<TestPage>, pageAt index: Int) -> TestPage {
    pagesAsked.append(index)
    serial += 1
    let page = TestPage(index: index, serial: serial)
    onPage?(slidingPages, index)
    return page
  }

  func slidingPages(_ slidingPages: SlidingPages<TestPage>, titleAt index: Int)
    -> SlidingPageTitle
  {
    titlesAsked.append(index)
    return .text("Page \(index)")
  }

  func pageWidths(in slidingPages: SlidingPages<TestPage>) -> [Double]? { widths }

  /// Makes each page request reload the model from inside it, until `times` reloads have been
  /// made.
  ///
  /// - Parameters:
  ///   - times: How many reloads to make.
  ///   - count: The page count each reload finds, given the reloads made so far, itself included.
  func reloadWhenAsked(times: Int, count: @escaping (_ reloads: Int) -> Int) {
    onPage = { [unowned self] model, _ in
      guard reloads < times else { return }
      reloads += 1
      self.count = count(reloads)
      model.reloadData()
    }
  }
}

extension SlidingPagesConfiguration {
  /// The default configuration, changed by `change`.
  static func with(_ change: (inout SlidingPagesConfiguration) -> Void) -> Self {
    var configuration = SlidingPagesConfiguration()
    change(&configuration)
    return configuration
  }
}

/// Sliding pages over `count` pages in a 320 × 480 view, loaded, with an event recorder that
/// ignores `didScroll`.
func makePages(
  count: Int = 7, widths: [Double]? = nil, viewport: Size = Size(width: 320, height: 480),
  configuration: SlidingPagesConfiguration = SlidingPagesConfiguration(),
  compatibility: SlidingPagesCompatibility = SlidingPagesCompatibility()
) -> (SlidingPages<TestPage>, PageSource, EventRecorder<SlidingPagesEvent>) {
  let pages = SlidingPages<TestPage>(viewportSize: viewport, configuration: configuration)
  pages.compatibility = compatibility
  let source = PageSource(count: count, widths: widths)
  let events = EventRecorder<SlidingPagesEvent>(ignoring: { $0 == .scroll(.didScroll) })
  // The data source is weak, as UIKit's are: the handler keeps it alive as long as the pages.
  pages.eventHandler = { event in
    withExtendedLifetime(source) { events.record(event) }
  }
  pages.dataSource = source  // reloads
  pages.advance(to: 0)
  return (pages, source, events)
}

/// Advances a frame-driven model at `fps` from `start` until it rests; returns the time it rested.
@discardableResult
func advanceUntilRest(
  _ model: some FrameDriven, from start: Double, fps: Double = 60, limit: Double = 20,
  eachFrame: (Double) -> Void = { _ in }
) -> Double {
  var frame = (start * fps).rounded(.up)
  while true {
    frame += 1
    let time = frame / fps
    model.advance(to: time)
    eachFrame(time)
    if !model.isAnimating || time - start > limit { return time }
  }
}

/// A drag of `translation` points over `duration` seconds in 10 events, released at `velocity`.
func drag(
  _ model: some DragDriven, by translation: Double, over duration: Double = 0.2, from start: Double,
  velocity: Double?
) {
  model.touchBegan(at: start)
  model.dragBegan(at: start)
  for step in 1...10 {
    let fraction = Double(step) / 10
    model.dragChanged(translation: translation * fraction, at: start + duration * fraction)
  }
  model.dragEnded(velocity: velocity, at: start + duration)
}

/// UIKit's appearance cycle: the state a page is in after `kind` from `state`, or `nil` when the
/// event is not a legal step from there.
///
/// Events about no page's appearance leave it as it is.
func appearanceStep(from state: PageAppearance, by kind: SlidingPagesEvent.Kind)
  -> PageAppearance?
{
  switch (kind, state) {
  case (.pageWillAppear, .disappeared), (.pageWillAppear, .disappearing): return .appearing
  case (.pageDidAppear, .appearing): return .appeared
  case (.pageWillDisappear, .appeared), (.pageWillDisappear, .appearing): return .disappearing
  case (.pageDidDisappear, .disappearing): return .disappeared
  case (.pageWillAppear, _), (.pageDidAppear, _), (.pageWillDisappear, _), (.pageDidDisappear, _):
    return nil
  default: return state
  }
}

/// Replays appearance events page by page through UIKit's cycle, recording an issue on an
/// illegal step, and returns each page's state.
func appearanceStates(_ events: [SlidingPagesEvent]) -> [Int: PageAppearance] {
  var states: [Int: PageAppearance] = [:]
  for event in events {
    guard let page = event.kind.page else { continue }
    let state = states[page] ?? .disappeared
    guard let next = appearanceStep(from: state, by: event.kind) else {
      Issue.record("\(event) is not a legal step from \(state)")
      return states
    }
    states[page] = next
  }
  return states
}
