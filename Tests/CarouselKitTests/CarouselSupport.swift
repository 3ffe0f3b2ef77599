import CarouselKit
import CarouselKitTesting
import Foundation

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
  var requests: [Int] = []
  var placeholderRequests: [Int] = []
  var reuseOffers = 0
  var createdItems = 0
  var createdPlaceholders = 0

  init(count: Int, placeholders: Int = 0) {
    self.count = count
    self.placeholders = placeholders
  }

  func numberOfItems(in carousel: Carousel<Card>) -> Int { count }
  func numberOfPlaceholders(in carousel: Carousel<Card>) -> Int { placeholders }

  func carousel(_ carousel: Carousel<Card>, viewForItemAt index: Int, reusing view: Card?) -> Card {
    requests.append(index)
    if view != nil { reuseOffers += 1 } else { createdItems += 1 }
    let card = view ?? Card(label: index)
    card.label = index
    card.isPlaceholder = false
    return card
  }

  func carousel(_ carousel: Carousel<Card>, placeholderViewAt index: Int, reusing view: Card?) -> Card {
    placeholderRequests.append(index)
    if view == nil { createdPlaceholders += 1 }
    let card = view ?? Card(label: index)
    card.label = index
    card.isPlaceholder = true
    return card
  }
}

/// Records a carousel delegate's calls by name, and can override options.
final class CarouselEventLog: CarouselDelegate {
  var names: [String] = []
  var options: [CarouselOption: Double] = [:]
  var selected: [Int] = []
  var shouldSelect: (Int) -> Bool = { _ in true }
  var onEvent: ((String, Carousel<Card>) -> Void)?

  private func log(_ name: String, _ carousel: Carousel<Card>) {
    names.append(name)
    onEvent?(name, carousel)
  }

  var milestones: [String] { names.filter { $0 != "didScroll" } }

  func carouselWillBeginDragging(_ carousel: Carousel<Card>) { log("willBeginDragging", carousel) }
  func carouselDidEndDragging(_ carousel: Carousel<Card>, willDecelerate: Bool) {
    log("didEndDragging(\(willDecelerate))", carousel)
  }
  func carouselWillBeginDecelerating(_ carousel: Carousel<Card>) { log("willBeginDecelerating", carousel) }
  func carouselDidEndDecelerating(_ carousel: Carousel<Card>) { log("didEndDecelerating", carousel) }
  func carouselDidCancelDecelerating(_ carousel: Carousel<Card>) { log("didCancelDecelerating", carousel) }
  func carouselWillBeginScrollingAnimation(_ carousel: Carousel<Card>) { log("willBeginScrollingAnimation", carousel) }
  func carouselDidEndScrollingAnimation(_ carousel: Carousel<Card>) { log("didEndScrollingAnimation", carousel) }
  func carouselDidCancelScrollingAnimation(_ carousel: Carousel<Card>) { log("didCancelScrollingAnimation", carousel) }
  func carouselDidScroll(_ carousel: Carousel<Card>) { log("didScroll", carousel) }
  func carouselCurrentItemIndexDidChange(_ carousel: Carousel<Card>) { log("currentItemIndexDidChange(\(carousel.currentItemIndex))", carousel) }
  func carousel(_ carousel: Carousel<Card>, valueFor option: CarouselOption, default value: Double) -> Double {
    options[option] ?? value
  }
  func carousel(_ carousel: Carousel<Card>, shouldSelectItemAt index: Int) -> Bool { shouldSelect(index) }
  func carousel(_ carousel: Carousel<Card>, didSelectItemAt index: Int) {
    selected.append(index)
    log("didSelect(\(index))", carousel)
  }
}

/// A carousel of `count` cards with the given type, a log as its delegate.
func makeCarousel(
  _ type: CarouselType = .linear, count: Int = 20, placeholders: Int = 0,
  viewport: Size = Size(width: 320, height: 480), itemWidth: Double = 200
) -> (carousel: Carousel<Card>, source: CardSource, log: CarouselEventLog) {
  let carousel = Carousel<Card>()
  let log = CarouselEventLog()
  let source = CardSource(count: count, placeholders: placeholders)
  carousel.viewportSize = viewport
  carousel.itemSize = Size(width: itemWidth, height: itemWidth)
  carousel.type = type
  carousel.delegate = log
  carousel.dataSource = source
  keepAlive(source, log)
  return (carousel, source, log)
}
