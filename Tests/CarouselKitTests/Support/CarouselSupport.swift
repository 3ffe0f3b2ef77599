import CarouselKit
import CarouselKitTesting
import Foundation
import Testing

// MARK: - Fixtures

/// Carousels hold their data source and delegate weakly, as UIKit does; tests that keep only
/// the carousel rely on this to keep the rest alive until the process ends.
private let fixturesLock = NSLock()
nonisolated(unsafe) private var fixtures: [AnyObject] = []

func keepAlive(_ objects: AnyObject...) {
  fixturesLock.lock()
  fixtures.append(contentsOf: objects)
  fixturesLock.unlock()
}

/// A view for tests: a reference type, so reuse and identity can be checked.
final class Card: Equatable, CustomStringConvertible {
  var label: Int
  var isPlaceholder = false
  init(label: Int) { self.label = label }
  static func == (a: Card, b: Card) -> Bool { a === b }
  var description: String { isPlaceholder ? "P\(label)" : "#\(label)" }
}

/// A data source of numbered cards that records what it was asked.
final class CardSource: CarouselDataSource {
  var count: Int
  var placeholders: Int
  /// The item indexes asked for, in order.
  var requests: [Int] = []
  /// The placeholder indexes asked for, in order.
  var placeholderRequests: [Int] = []
  /// How many times the number of items was asked for.
  var countQueries = 0
  var reuseOffers = 0
  var createdItems = 0
  var createdPlaceholders = 0

  init(count: Int, placeholders: Int = 0) {
    self.count = count
    self.placeholders = placeholders
  }

  func numberOfItems(in carousel: Carousel<Card>) -> Int {
    countQueries += 1
    return count
  }

  func numberOfPlaceholders(in carousel: Carousel<Card>) -> Int { placeholders }

  func carousel(_ carousel: Carousel<Card>, viewForItemAt index: Int, reusing view: Card?) -> Card {
    requests.append(index)
    if view != nil { reuseOffers += 1 } else { createdItems += 1 }
    let card = view ?? Card(label: index)
    card.label = index
    card.isPlaceholder = false
    return card
  }

  func carousel(_ carousel: Carousel<Card>, placeholderViewAt index: Int, reusing view: Card?)
    -> Card
  {
    placeholderRequests.append(index)
    if view == nil { createdPlaceholders += 1 }
    let card = view ?? Card(label: index)
    card.label = index
    card.isPlaceholder = true
    return card
  }
}

/// A carousel delegate for tests: the option values and item width it returns, and whether a tap
/// may select.
///
/// Events are not its business: `carousel.eventHandler` records them.
final class TestDelegate: CarouselDelegate {
  var options: [CarouselOption: Double] = [:]
  /// ``CarouselDelegate/carouselItemWidth(_:)``'s answer: 0 keeps the item size.
  var itemWidth = 0.0
  var shouldSelect: (Int) -> Bool = { _ in true }

  func carousel(_ carousel: Carousel<Card>, valueFor option: CarouselOption, default value: Double)
    -> Double
  {
    options[option] ?? value
  }
  func carouselItemWidth(_ carousel: Carousel<Card>) -> Double { itemWidth }
  func carousel(_ carousel: Carousel<Card>, shouldSelectItemAt index: Int) -> Bool {
    shouldSelect(index)
  }
}

/// A carousel of `count` cards with the given type, a ``TestDelegate``, and a recorder that hears
/// every event through `carousel.eventHandler` (`didScroll` is kept in `all` but never waits to be
/// asserted).
///
/// The recorder is attached first, so set-up events are recorded too: a test that asserts on events
/// takes or `discard()`s them. A carousel given an `offset` is jumped there once it is set up.
func makeCarousel(
  _ type: CarouselType = .linear, count: Int = 20, placeholders: Int = 0,
  viewport: Size = Size(width: 320, height: 480), itemWidth: Double = 200, at offset: Double? = nil
) -> (
  carousel: Carousel<Card>, source: CardSource, delegate: TestDelegate,
  events: EventRecorder<CarouselEvent>
) {
  let carousel = Carousel<Card>()
  let events = EventRecorder<CarouselEvent>.ignoringScrolls()
  carousel.eventHandler = events.record
  let delegate = TestDelegate()
  let source = CardSource(count: count, placeholders: placeholders)
  carousel.setViewportSize(viewport)
  carousel.configuration.itemSize = Size(width: itemWidth, height: itemWidth)
  carousel.configuration.type = type
  carousel.delegate = delegate
  carousel.dataSource = source
  keepAlive(source, delegate)
  if let offset { carousel.scrollOffset = offset }
  return (carousel, source, delegate, events)
}

/// A carousel as ``makeCarousel(_:count:placeholders:viewport:itemWidth:at:)`` makes one, jumped to
/// `offset` when one is given, its recorder rid of the events of the set-up and the jump: it hears
/// only what the test does next.
func makeCarouselForEvents(
  _ type: CarouselType = .linear, count: Int = 20, placeholders: Int = 0, itemWidth: Double = 200,
  at offset: Double? = nil
) -> (
  carousel: Carousel<Card>, source: CardSource, delegate: TestDelegate,
  events: EventRecorder<CarouselEvent>
) {
  let made = makeCarousel(
    type, count: count, placeholders: placeholders, itemWidth: itemWidth, at: offset)
  made.events.discard()
  return made
}

/// A carousel as ``makeCarousel(_:count:placeholders:viewport:itemWidth:at:)`` makes one, its
/// delegate answering `options`, reloaded so that its layout reads them.
func makeCarousel(
  _ type: CarouselType = .linear, count: Int = 20, viewport: Size = Size(width: 320, height: 480),
  options: [CarouselOption: Double]
) -> Carousel<Card> {
  let (carousel, _, delegate, _) = makeCarousel(type, count: count, viewport: viewport)
  delegate.options.merge(options) { $1 }
  carousel.reloadData()
  return carousel
}

/// Collects a carousel's diagnostics.
final class DiagnosticLog {
  var entries: [CarouselDiagnostic] = []

  /// Starts collecting `carousel`'s diagnostics.
  init(attachedTo carousel: Carousel<Card>) {
    carousel.diagnosticsHandler = { [unowned self] in self.entries.append($0) }
  }
}

// MARK: - Driving

/// Drives a carousel with a clock: performs `script`, then runs until idle, recording
/// (time, offset) per frame.
@discardableResult
func play(
  _ carousel: Carousel<Card>, _ script: GestureScript, fps: Double = 60
) throws -> [(time: Double, offset: Double)] {
  let clock = ManualFrameClock(framesPerSecond: fps)
  clock.drive(carousel)
  var frames: [(time: Double, offset: Double)] = []
  clock.onFrame = { frames.append(($0, carousel.scrollOffset)) }
  script.perform(on: carousel, clock: clock)
  try clock.runUntilIdle(maxFrames: 2_000)
  return frames
}

/// The events of a flick that glides to rest, each of `items` becoming current in turn: the drag,
/// the deceleration, the index changes and the deceleration's end.
func glideEvents(passing items: [Int]) -> [CarouselEvent.Kind] {
  [
    .scroll(.willBeginDragging), .scroll(.didEndDragging(willDecelerate: true)),
    .scroll(.willBeginDecelerating),
  ] + items.map { .currentItemIndexDidChange(index: $0) } + [.scroll(.didEndDecelerating)]
}

/// The events of a release too slow to glide: the drag, then a scrolling animation that snaps the
/// carousel back onto an item.
let snapBackEvents: [CarouselEvent.Kind] = [
  .scroll(.willBeginDragging), .scroll(.didEndDragging(willDecelerate: false)),
  .scroll(.willBeginScrollingAnimation), .scroll(.didEndScrollingAnimation),
]

/// Runs frames at 60 Hz from the carousel's time until it rests; returns how many it took.
@discardableResult
func runUntilRest(_ carousel: Carousel<Card>, limit: Int = 60 * 60) -> Int {
  var frames = 0
  var time = carousel.time
  while carousel.isAnimating && frames < limit {
    time += 1.0 / 60
    carousel.advance(to: time)
    frames += 1
  }
  return frames
}

/// Every shown item has a finite transform and an alpha in [0, 1].
func expectDrawable(_ carousel: Carousel<Card>, sourceLocation: SourceLocation = #_sourceLocation) {
  for item in carousel.items {
    #expect(
      item.transform.elements.allSatisfy { $0.isFinite }, "item \(item.index)",
      sourceLocation: sourceLocation)
    #expect(
      item.alpha >= 0 && item.alpha <= 1, "item \(item.index) alpha \(item.alpha)",
      sourceLocation: sourceLocation)
  }
}

/// What a host draws of one item, as plain values (the view aside: views are objects a data
/// source may reconfigure): for comparing frames.
struct DrawnItem: Equatable, CustomStringConvertible {
  var index: Int
  var isPlaceholder: Bool
  var isDeparting: Bool
  var offset: Double
  var alpha: Double
  var isHidden: Bool
  var transform: Transform3D

  init(_ item: CarouselItemLayout<Card>) {
    index = item.index
    isPlaceholder = item.isPlaceholder
    isDeparting = item.isDeparting
    offset = item.offset
    alpha = item.alpha
    isHidden = item.isHidden
    transform = item.transform
  }

  var description: String {
    "\(index)\(isDeparting ? " departing" : "") at \(offset), alpha \(alpha)"
  }
}

/// The frame a host would draw now: the scroll offset, and every item back to front with the
/// label of its view.
struct DrawnFrame: Equatable, CustomStringConvertible {
  var offset: Double
  var items: [DrawnItem]
  var labels: [Int]

  init(_ carousel: Carousel<Card>) {
    offset = carousel.scrollOffset
    let items = carousel.items
    self.items = items.map(DrawnItem.init)
    labels = items.map(\.view.label)
  }

  var description: String { "offset \(offset): \(items)" }
}

// MARK: - iCarousel's layout formulas, written out from iCarousel 1.8.3

/// An item centre in the item space before projection: (x, y, z) in points.
typealias Centre = (x: Double, y: Double, z: Double)

/// The centre of an item `o` items from the middle, from the closed forms in
/// iCarousel's `transformForItemViewWithOffset:` (default options, item width w, `count` positions on circles).
func specCentre(
  _ type: CarouselType, o: Double, w: Double, count: Double, vertical: Bool, toggle g: Double = 0,
  plain: Bool = true
) -> Centre {
  func axis(_ along: Double, _ z: Double) -> Centre { vertical ? (0, along, z) : (along, 0, z) }
  let arc = 2 * Double.pi
  switch type {
  case .linear:
    return axis(o * w, 0)
  case .rotary, .invertedRotary:
    let r = max(w / 2, w / 2 / tan(arc / (2 * count)))
    let theta = o / count * arc
    let sign = type == .rotary ? 1.0 : -1.0
    return axis(sign * r * sin(sign * theta), sign * r * cos(sign * theta) - sign * r)
  case .cylinder, .invertedCylinder:
    var r = max(0.01, w / 2 / tan(arc / (2 * count)))
    var theta = o / count * arc
    if type == .invertedCylinder {
      r = -r
      theta = -theta
    }
    return axis((r + 0.01) * sin(theta), (r + 0.01) * cos(theta) - r)
  case .wheel, .invertedWheel:
    var r = w * count / arc
    var phi = arc / count
    if type == .invertedWheel {
      r = -r
      phi = -phi
    }
    return vertical
      ? (r * cos(phi * o) - r, r * sin(phi * o), 0.01 * o)
      : (r * sin(phi * o), r - r * cos(phi * o), 0.01 * o)
  case .coverFlow, .coverFlow2:
    var c = min(max(o, -1), 1)
    if type == .coverFlow2 && !plain {
      if g > 0 {
        c = o <= -0.5 ? -1 : o <= 0.5 ? -g : o <= 1.5 ? 1 - g : c
      } else {
        c = o > 0.5 ? 1 : o > -0.5 ? -g : o > -1.5 ? -1 - g : c
      }
    }
    return axis((c * 0.5 * 0.9 + o * 0.25) * w, -abs(c) * w * 0.5)
  case .timeMachine:
    return axis(o * w * 0.3, o * w)
  case .invertedTimeMachine:
    return axis(o * w * 0.3, -o * w)
  case .custom:
    return (0, 0, 0)
  }
}

/// Where a centre appears on screen, relative to the viewport centre: divide by
/// `w = 1 + z·perspective` after shifting by the viewpoint offset.
func projected(_ c: Centre, perspective: Double = -1.0 / 500, viewpoint: Size = .zero) -> Point {
  let w = 1 + c.z * perspective
  return Point(x: (c.x - viewpoint.width) / w, y: (c.y - viewpoint.height) / w)
}

/// iCarousel's wrapped offset (`offsetForItemAtIndex:`): i − s, corrected once by n beyond ±n/2.
func specOffset(index: Int, s: Double, n: Int, wrap: Bool) -> Double {
  var o = Double(index) - s
  if wrap {
    if o > Double(n) / 2 { o -= Double(n) } else if o < -Double(n) / 2 { o += Double(n) }
  }
  return o
}

/// The types with a formula of their own.
let builtInTypes = CarouselType.allCases.filter { $0 != .custom }
