import CarouselKit
import CarouselKitTesting
import Testing

// What a carousel does with hosts that get things wrong and inputs at the edges of the Double
// range: hostile data sources, delegates that call back, extreme option values and sizes, and the
// carousel's regressions from the invariant suite and the fuzzers (Fuzz/Harnesses). Each drives
// the carousel through its public API, as a host.

/// A carousel with no delegate and the default viewport reading `source`, and the log of its
/// diagnostics, kept from before the first read.
private func loggedCarousel(
  reading source: some CarouselDataSource<Card>
) -> (Carousel<Card>, DiagnosticLog) {
  let carousel = Carousel<Card>()
  let diagnostics = DiagnosticLog(attachedTo: carousel)
  carousel.dataSource = source
  return (carousel, diagnostics)
}

/// A data source that hands out one shared view for every item (a host bug).
final class SharedViewSource: CarouselDataSource {
  var count: Int
  var sharesViews = true
  let shared = Card(label: -1)
  init(count: Int) { self.count = count }
  func numberOfItems(in carousel: Carousel<Card>) -> Int { count }
  func carousel(_ carousel: Carousel<Card>, viewForItemAt index: Int, reusing view: Card?) -> Card {
    sharesViews ? shared : (view ?? Card(label: index))
  }
}

/// A data source that caches one view per index and returns it again (legitimate).
final class CachingSource: CarouselDataSource {
  var cards: [Card]
  init(count: Int) { cards = (0..<count).map { Card(label: $0) } }
  func numberOfItems(in carousel: Carousel<Card>) -> Int { cards.count }
  func carousel(_ carousel: Carousel<Card>, viewForItemAt index: Int, reusing view: Card?) -> Card {
    cards[index]
  }
}

/// A data source whose counts change every time they are asked for (hostile).
final class DriftingSource: CarouselDataSource {
  var calls = 0
  var requested: [Int] = []
  func numberOfItems(in carousel: Carousel<Card>) -> Int {
    calls += 1
    return 5 + calls % 7
  }
  func numberOfPlaceholders(in carousel: Carousel<Card>) -> Int { calls % 3 }
  func carousel(_ carousel: Carousel<Card>, viewForItemAt index: Int, reusing view: Card?) -> Card {
    requested.append(index)
    return view ?? Card(label: index)
  }
  func carousel(_ carousel: Carousel<Card>, placeholderViewAt index: Int, reusing view: Card?)
    -> Card
  {
    view ?? Card(label: index)
  }
}

@Suite("Hostile data sources")
struct HostileDataSourceTests {
  @Test(
    "A count that shrinks without reloadData is reported and reloaded before any view is asked for")
  func silentShrink() {
    let (carousel, source, _, _) = makeCarousel(.linear, count: 20)
    let diagnostics = DiagnosticLog(attachedTo: carousel)
    carousel.scrollToItem(15, animated: false)
    source.count = 3
    source.requests.removeAll()
    carousel.scrollToItem(0, duration: 0.5)  // moving loads new views
    runUntilRest(carousel)
    #expect(diagnostics.entries.first == .itemCountChanged(expected: 20, actual: 3))
    #expect(carousel.numberOfItems == 3)
    #expect(source.requests.allSatisfy { (0..<3).contains($0) }, "asked for \(source.requests)")
    #expect((0..<3).contains(carousel.currentItemIndex))
  }

  @Test(
    "A count that grows without reloadData is reported and reloaded when the next view is needed")
  func silentGrowth() {
    let (carousel, source, _, _) = makeCarousel(.linear, count: 20)
    let diagnostics = DiagnosticLog(attachedTo: carousel)
    carousel.advance(to: 0)  // the host draws the first frame
    source.count = 30
    carousel.scrollToItem(1, duration: 0.3)  // no new view needed: not checked yet
    runUntilRest(carousel)
    #expect(diagnostics.entries.isEmpty)
    carousel.scrollToItem(12, duration: 0.3)
    runUntilRest(carousel)
    #expect(diagnostics.entries == [.itemCountChanged(expected: 20, actual: 30)])
    #expect(carousel.numberOfItems == 30)
  }

  @Test("A placeholder count that changes without reloadData is reported and reloaded")
  func silentPlaceholderChange() {
    let (carousel, source, _, _) = makeCarousel(.linear, count: 20, placeholders: 0)
    let diagnostics = DiagnosticLog(attachedTo: carousel)
    source.placeholders = 4
    carousel.scrollToItem(10, duration: 0.3)
    runUntilRest(carousel)
    #expect(diagnostics.entries == [.placeholderCountChanged(expected: 0, actual: 4)])
    #expect(carousel.numberOfPlaceholders == 4)
  }

  @Test(
    "An insert the data does not hold by the next frame, or a remove it still holds, is reported and reloaded"
  )
  func mismatchedUpdates() {
    let (carousel, source, _, _) = makeCarousel(.linear, count: 10)
    let diagnostics = DiagnosticLog(attachedTo: carousel)
    carousel.advance(to: 0)
    carousel.insertItem(at: 3, animated: true)  // the data still has 10…
    // …which the call does not check
    #expect(diagnostics.entries.isEmpty && carousel.numberOfItems == 11)
    carousel.advance(to: 0.1)  // the next frame does
    #expect(diagnostics.entries == [.itemCountChanged(expected: 11, actual: 10)])
    #expect(carousel.numberOfItems == 10)
    source.count = 12
    carousel.removeItem(at: 0, animated: false)  // the data now has 12, not 9
    _ = carousel.items  // reading the frame lays it out, and checks too
    #expect(diagnostics.entries.last == .itemCountChanged(expected: 9, actual: 12))
    #expect(carousel.numberOfItems == 12)
    runUntilRest(carousel)
    expectDrawable(carousel)
  }

  @Test("As in iCarousel, the data may change just before or just after insertItem and removeItem")
  func dataUpdatedAroundTheCall() {
    let (carousel, source, _, _) = makeCarousel(.linear, count: 10)
    let diagnostics = DiagnosticLog(attachedTo: carousel)
    carousel.advance(to: 0)
    carousel.insertItem(at: 3, animated: true)
    source.count = 11  // after the call
    carousel.advance(to: 0.1)
    source.count = 10  // before the call
    carousel.removeItem(at: 3, animated: true)
    carousel.advance(to: 0.2)
    #expect(diagnostics.entries.isEmpty)
    #expect(carousel.numberOfItems == 10)
    runUntilRest(carousel)
    #expect(diagnostics.entries.isEmpty)
    expectDrawable(carousel)
  }

  @Test("Negative counts are reported and read as 0, with or without placeholders")
  func negativeCounts() {
    let (carousel, source, _, _) = makeCarousel(.linear, count: 5, placeholders: 2)
    let diagnostics = DiagnosticLog(attachedTo: carousel)
    source.count = -4
    carousel.reloadData()
    #expect(diagnostics.entries == [.negativeCount(-4)])
    #expect(carousel.numberOfItems == 0)
    #expect(carousel.currentItemIndex == 0)  // iCarousel's −1
    #expect(carousel.items.allSatisfy { $0.isPlaceholder })
    // Later frames do not see the negative count as a change: no reload loop.
    carousel.scrollToItem(0, duration: 0.3)
    runUntilRest(carousel)
    #expect(diagnostics.entries == [.negativeCount(-4)])
  }

  @Test("A data source whose counts change on every call cannot make the carousel reload forever")
  func driftingCounts() {
    let carousel = Carousel<Card>()
    let source = DriftingSource()
    carousel.diagnosticsHandler = { _ in }
    carousel.dataSource = source
    carousel.scrollToItem(3, duration: 0.5)
    runUntilRest(carousel)
    #expect(source.calls < 1_000, "asked for the count \(source.calls) times")
    #expect(carousel.numberOfItems >= 5)
    expectDrawable(carousel)
  }

  @Test(
    "One view returned for several items is shown once; the others stay empty and are reported once"
  )
  func sharedView() {
    let source = SharedViewSource(count: 10)
    let (carousel, diagnostics) = loggedCarousel(reading: source)
    let shown = carousel.items.map(\.view)
    #expect(shown.count == 1)
    #expect(shown.first === source.shared)
    let reported = diagnostics.entries
    #expect(!reported.isEmpty)
    #expect(
      reported.allSatisfy {
        if case .duplicateView(_, let at) = $0 { return at == 0 } else { return false }
      })
    // Scrolling about does not report the same index again.
    carousel.scrollToItem(1, duration: 0.2)
    runUntilRest(carousel)
    carousel.scrollToItem(0, duration: 0.2)
    runUntilRest(carousel)
    let indexes = diagnostics.entries.compactMap {
      if case .duplicateView(let index, _) = $0 { return index } else { return nil }
    }
    #expect(Set(indexes).count == indexes.count, "reported \(indexes)")
    // Once the host fixes its data source, a reload shows everything.
    source.sharesViews = false
    carousel.reloadData()
    let views = carousel.items.map { ObjectIdentifier($0.view) }
    #expect(views.count == carousel.numberOfVisibleItems)
    #expect(Set(views).count == views.count)
  }

  @Test(
    "reloadItem with a view shown elsewhere keeps the old view and reports it (invariant seed 211)")
  func reloadItemDuplicate() {
    // Found by the invariant suite: an invertedWheel whose data source turned to one shared view;
    // reloadItem then put that view in a second place.
    let carousel = Carousel<Card>()
    carousel.configuration.type = .invertedWheel
    let source = SharedViewSource(count: 31)
    source.sharesViews = false
    let diagnostics = DiagnosticLog(attachedTo: carousel)
    carousel.dataSource = source
    carousel.scrollToItem(28, animated: false)
    let onScreen = carousel.items.map(\.index)
    source.sharesViews = true
    #expect(onScreen.count > 2)
    for (step, index) in onScreen.enumerated() {
      carousel.reloadItem(at: index, animated: step % 2 == 0)
      let views = carousel.items.map { ObjectIdentifier($0.view) }
      #expect(Set(views).count == views.count, "a view shown twice after reloading \(index)")
    }
    runUntilRest(carousel)
    #expect(carousel.items.filter { $0.view === source.shared }.count == 1)
    #expect(diagnostics.entries.count == onScreen.count - 1)
    #expect(
      diagnostics.entries.allSatisfy {
        if case .duplicateView = $0 { return true } else { return false }
      })
  }

  @Test(
    "reloadItem when the data source returns the view already shown for that item keeps it, quietly"
  )
  func reloadItemSameView() {
    let source = CachingSource(count: 8)
    let (carousel, diagnostics) = loggedCarousel(reading: source)
    for animated in [false, true] {
      carousel.reloadItem(at: 0, animated: animated)
      #expect(carousel.itemView(at: 0) === source.cards[0])
      #expect(!carousel.items.contains { $0.isDeparting })
    }
    #expect(diagnostics.entries.isEmpty)
  }
}

@Suite("Delegates that call back")
struct ReentrantDelegateTests {
  /// Calls `action` from inside the named callback, once.
  final class CallingBack: CarouselDelegate {
    var trigger: String
    var action: (Carousel<Card>) -> Void
    var fired = false
    init(trigger: String, action: @escaping (Carousel<Card>) -> Void) {
      self.trigger = trigger
      self.action = action
    }
    private func maybe(_ name: String, _ carousel: Carousel<Card>) {
      guard name == trigger, !fired else { return }
      fired = true
      action(carousel)
    }
    func carouselDidScroll(_ carousel: Carousel<Card>) { maybe("didScroll", carousel) }
    func carouselCurrentItemIndexDidChange(_ carousel: Carousel<Card>) {
      maybe("indexDidChange", carousel)
    }
    func carouselDidEndScrollingAnimation(_ carousel: Carousel<Card>) {
      maybe("didEndScrollingAnimation", carousel)
    }
  }

  @Test(
    "Reload, insert, remove, scroll and type changes from inside didScroll or index-did-change are safe",
    arguments: ["didScroll", "indexDidChange", "didEndScrollingAnimation"])
  func callsBack(trigger: String) {
    let actions: [(String, (Carousel<Card>, CardSource) -> Void)] = [
      (
        "reload",
        { carousel, source in
          source.count = 4
          carousel.reloadData()
        }
      ),
      (
        "insert",
        { carousel, source in
          source.count += 1
          carousel.insertItem(at: 0, animated: true)
        }
      ),
      (
        "remove",
        { carousel, source in
          source.count -= 1
          carousel.removeItem(at: carousel.currentItemIndex, animated: true)
        }
      ),
      ("scroll", { carousel, _ in carousel.scrollToItem(2, animated: true) }),
      ("type", { carousel, _ in carousel.configuration.type = .rotary }),
      (
        "empty",
        { carousel, source in
          source.count = 0
          carousel.reloadData()
        }
      ),
    ]
    for (name, action) in actions {
      let (carousel, source, _, _) = makeCarousel(.coverFlow, count: 12)
      let delegate = CallingBack(trigger: trigger) { action($0, source) }
      carousel.delegate = delegate
      carousel.scrollToItem(6, duration: 0.5)
      runUntilRest(carousel)
      #expect(delegate.fired, "\(name): \(trigger) never fired")
      #expect(!carousel.isAnimating, "\(name) inside \(trigger) did not settle")
      #expect(carousel.numberOfItems == source.count)
      let index = carousel.currentItemIndex
      #expect(
        source.count == 0 ? index == 0 : (0..<source.count).contains(index),
        "\(name): index \(index)")
      expectDrawable(carousel)
    }
  }
}

/// Calls back into the carousel from the delegate's per-item questions — a rotary item's angle,
/// a custom item's transform — which the carousel asks while it lays a frame out.
@Suite("Delegates that call back while a frame is laid out")
struct ReentrantLayoutDelegateTests {
  final class AskedPerItem: CarouselDelegate {
    var armed = false
    var action: (Carousel<Card>) -> Void
    var calls = 0
    /// The indexes of the items the carousel held when a ``readingItems()`` delegate read them.
    var itemsRead: [Int]?
    init(action: @escaping (Carousel<Card>) -> Void) { self.action = action }

    /// A delegate whose action reads the carousel's items into ``itemsRead``.
    static func readingItems() -> AskedPerItem {
      let delegate = AskedPerItem { _ in }
      delegate.action = { [unowned delegate] in delegate.itemsRead = $0.items.map(\.index) }
      return delegate
    }

    private func maybe(_ carousel: Carousel<Card>) {
      calls += 1
      guard armed else { return }
      armed = false
      action(carousel)
    }
    func carousel(_ carousel: Carousel<Card>, valueFor option: CarouselOption, default: Double)
      -> Double
    {
      if option == .angle { maybe(carousel) }
      return `default`
    }
    func carousel(
      _ carousel: Carousel<Card>, itemTransformForOffset offset: Double, baseTransform: Transform3D
    ) -> Transform3D {
      maybe(carousel)
      return baseTransform.translatedBy(x: offset * 200, y: 0, z: 0)
    }
  }

  /// A carousel of `count` items of `type`, showing some, and its delegate, which, once armed,
  /// reads the items from its next per-item question (``AskedPerItem/readingItems()``).
  private func carouselReadingItems(
    _ type: CarouselType, count: Int, sourceLocation: SourceLocation = #_sourceLocation
  ) -> (Carousel<Card>, AskedPerItem) {
    let (carousel, _, _, _) = makeCarousel(type, count: count)
    let delegate = AskedPerItem.readingItems()
    carousel.delegate = delegate
    #expect(!carousel.items.isEmpty, sourceLocation: sourceLocation)
    return (carousel, delegate)
  }

  @Test(
    "Reading the items, inserting, reloading and scrolling from the angle or custom transform question are safe",
    arguments: [CarouselType.rotary, .custom])
  func callsBackDuringLayout(type: CarouselType) {
    var seen: [[Int]] = []
    let actions: [(String, (Carousel<Card>, CardSource) -> Void)] = [
      ("read", { carousel, _ in seen.append(carousel.items.map(\.index)) }),
      (
        "insert",
        { carousel, source in
          source.count += 1
          carousel.insertItem(at: 0, animated: true)
          seen.append(carousel.items.map(\.index))
        }
      ),
      (
        "reload",
        { carousel, source in
          source.count = 3
          carousel.reloadData()
          seen.append(carousel.items.map(\.index))
        }
      ),
      ("scroll", { carousel, _ in carousel.scrollToItem(1, animated: true) }),
    ]
    for (name, action) in actions {
      let (carousel, source, _, _) = makeCarousel(type, count: 12)
      let delegate = AskedPerItem { action($0, source) }
      carousel.delegate = delegate
      #expect(!carousel.items.isEmpty)
      #expect(delegate.calls > 0, "\(name): the delegate was never asked")
      carousel.scrollToItem(6, duration: 0.5)
      carousel.advance(to: carousel.time + 0.1)
      let before = carousel.items.map(\.index)
      delegate.armed = true
      carousel.advance(to: carousel.time + 0.1)
      #expect(!delegate.armed, "\(name): the delegate was not asked during the frame")
      if name != "scroll" {
        // a read from inside the layout sees no frame: this one is being built
        #expect(seen.last == [], "\(name)")
      }
      if name == "read" {
        #expect(carousel.items.map(\.index).sorted() == before.sorted(), "\(name)")
      }
      // The frame returned is laid out for the carousel as the callback left it.
      expectFrameMatchesCarousel(carousel, name)
      runUntilRest(carousel)
      #expect(carousel.numberOfItems == source.count, "\(name)")
      #expect(Set(carousel.items.map(\.index)).isSubset(of: Set(0..<source.count)), "\(name)")
      expectDrawable(carousel)
    }
  }
}

/// The frame `items` returns belongs to the carousel as it is now: its items are in range and
/// fit the window, no view is drawn twice, and each item not moving by itself is where the
/// carousel puts an item at its offset (asked again through ``Carousel/itemTransform(atOffset:)``).
func expectFrameMatchesCarousel(
  _ carousel: Carousel<Card>, _ name: String, sourceLocation: SourceLocation = #_sourceLocation
) {
  let items = carousel.items
  let n = carousel.numberOfItems
  let present = items.filter { !$0.isDeparting }
  #expect(
    present.count <= carousel.numberOfVisibleItems, "\(name)", sourceLocation: sourceLocation)
  for item in present where !item.isPlaceholder {
    #expect(
      (0..<n).contains(item.index), "\(name): item \(item.index)", sourceLocation: sourceLocation)
  }
  let views = items.map { ObjectIdentifier($0.view) }
  #expect(
    Set(views).count == views.count, "\(name): a view drawn twice", sourceLocation: sourceLocation)
  for item in present where !item.isHidden {
    #expect(
      item.transform == carousel.itemTransform(atOffset: item.offset),
      "\(name): item \(item.index)", sourceLocation: sourceLocation)
  }
}

extension ReentrantLayoutDelegateTests {
  @Test("A reload from an option question is laid out with the new items, not the old layout")
  func reloadFromOptionQuestion() {
    // The wheel asks for its angle while its layout is built from the options.
    let (carousel, source, _, _) = makeCarousel(.wheel, count: 12)
    let delegate = AskedPerItem { carousel in
      source.count = 3
      carousel.reloadData()
    }
    carousel.delegate = delegate
    #expect(!carousel.items.isEmpty)
    delegate.armed = true
    carousel.scrollOffset = 1  // the next layout asks the delegate for its options
    let drawn = carousel.items.map(DrawnItem.init)
    #expect(!delegate.armed)
    // The same carousel built with three items from the start.
    let (fresh, _, _, _) = makeCarousel(.wheel, count: 3)
    let freshDelegate = AskedPerItem { _ in }
    fresh.delegate = freshDelegate
    fresh.scrollOffset = 1
    #expect(drawn == fresh.items.map(DrawnItem.init))
    withExtendedLifetime(freshDelegate) {}
  }

  @Test("A delegate that calls setNeedsLayout() from every option question does not recurse")
  func setNeedsLayoutFromOptionQuestion() {
    final class Restless: CarouselDelegate {
      var questions = 0
      func carousel(_ carousel: Carousel<Card>, valueFor option: CarouselOption, default: Double)
        -> Double
      {
        questions += 1
        carousel.setNeedsLayout()
        return `default`
      }
    }
    let (carousel, _, _, _) = makeCarousel(.rotary, count: 12)
    let delegate = Restless()
    carousel.delegate = delegate
    carousel.advance(to: 1)
    #expect(!carousel.items.isEmpty)
    #expect(delegate.questions > 0)
    expectDrawable(carousel)
  }

  @Test("An animated remove from a custom transform question does not shift the transforms")
  func animatedRemoveFromTransformQuestion() {
    let (carousel, source, _, _) = makeCarousel(.custom, count: 12)
    let delegate = AskedPerItem { carousel in
      source.count -= 1
      carousel.removeItem(at: carousel.currentItemIndex + 1, animated: true)
    }
    carousel.delegate = delegate
    #expect(!carousel.items.isEmpty)
    carousel.scrollOffset = 5
    delegate.armed = true
    let items = carousel.items
    #expect(!delegate.armed)
    #expect(items.contains { $0.isDeparting })  // the removed item fades where it was
    for item in items where !item.isDeparting {
      // the delegate's transform for the item's offset: 200 pt per item along x, on the
      // carousel's default perspective (−1/500)
      let expected = Transform3D(
        m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0, m31: 0, m32: 0, m33: 1,
        m34: -1.0 / 500, m41: item.offset * 200, m42: 0, m43: 0, m44: 1)
      #expect(item.transform == expected, "item \(item.index)")
    }
  }

  @Test(
    "A data source that inserts or removes while it is asked for a view keeps each view with its item"
  )
  func updateFromViewRequest() {
    /// Updates the items (at index 0) from its second view request; views asked for after the
    /// update are labelled 1000 + their index, those before with the index they had.
    final class UpdatingSource: CarouselDataSource {
      var count: Int
      var requests = 0
      var updated = false
      let update: (Carousel<Card>, UpdatingSource) -> Void
      init(count: Int, update: @escaping (Carousel<Card>, UpdatingSource) -> Void) {
        self.count = count
        self.update = update
      }
      func numberOfItems(in carousel: Carousel<Card>) -> Int { count }
      func carousel(_ carousel: Carousel<Card>, viewForItemAt index: Int, reusing view: Card?)
        -> Card
      {
        requests += 1
        if requests == 2 {
          update(carousel, self)
          updated = true
        }
        let card = view ?? Card(label: 0)
        card.label = (updated ? 1000 : 0) + index
        return card
      }
    }
    for (name, shift) in [("remove", 1), ("insert", -1)] {
      let source = UpdatingSource(count: 10) { carousel, source in
        source.count -= shift
        if shift > 0 {
          carousel.removeItem(at: 0, animated: false)
        } else {
          carousel.insertItem(at: 0, animated: false)
        }
      }
      keepAlive(source)
      let carousel = Carousel<Card>()
      carousel.setViewportSize(Size(width: 320, height: 480))
      carousel.configuration.itemSize = Size(width: 100, height: 100)
      carousel.dataSource = source
      carousel.scrollOffset = 3
      expectFrameMatchesCarousel(carousel, name)
      #expect(source.updated, "\(name): the data source did not update")
      #expect(carousel.numberOfItems == source.count, "\(name)")
      for item in carousel.items {
        // A view loaded before the update shows the item that moved to its new index.
        let expected = item.view.label >= 1000 ? 1000 + item.index : item.index + shift
        #expect(item.view.label == expected, "\(name): item \(item.index)")
      }
    }
  }

  @Test(
    "A data source that reloads an item while it is asked for a view never draws a view twice (fuzzer crash-34c01ac2)"
  )
  func reloadItemFromViewRequest() {
    final class ReloadingSource: CarouselDataSource {
      var requests = 0
      func numberOfItems(in carousel: Carousel<Card>) -> Int { 3 }
      func carousel(_ carousel: Carousel<Card>, viewForItemAt index: Int, reusing view: Card?)
        -> Card
      {
        requests += 1
        if requests == 2 { carousel.reloadItem(at: carousel.currentItemIndex, animated: true) }
        return Card(label: index)
      }
    }
    let source = ReloadingSource()
    keepAlive(source)
    let carousel = Carousel<Card>()
    carousel.setViewportSize(Size(width: 320, height: 480))
    carousel.configuration.itemSize = Size(width: 100, height: 100)
    carousel.configuration.type = .cylinder
    carousel.dataSource = source
    expectFrameMatchesCarousel(carousel, "reloadItem")
    #expect(source.requests > 2)
    #expect(carousel.items.filter(\.isDeparting).count == 1)  // the old view of item 0 fades out
  }

  @Test(
    "A remove from an item's angle question is laid out before the frame is returned (fuzzer crash-0ee76805)"
  )
  func removeFromAngleQuestion() {
    let (carousel, source, _, _) = makeCarousel(.invertedCylinder, count: 3)
    let delegate = AskedPerItem { carousel in
      #expect(carousel.items.isEmpty)  // a read from inside the layout: no frame yet
      source.count -= 1
      carousel.removeItem(at: 1, animated: false)  // not loaded: the window shows items 2 and 0
    }
    carousel.delegate = delegate
    delegate.armed = true
    let items = carousel.items  // the frame the remove happened in, laid out again
    #expect(!delegate.armed)
    #expect(carousel.numberOfItems == 2)
    // Two items on an inverted cylinder show half of them: a window of one.
    #expect(carousel.numberOfVisibleItems == 1)
    #expect(items.map(\.index) == [0])
    #expect(carousel.items.map(\.index) == [0])
  }
}

extension ReentrantLayoutDelegateTests {
  @Test(
    "Reading items from an item's angle question after a reload lets go of views sees an empty frame (fuzzer crash-b3147a4b)"
  )
  func readAfterReloadFromAngleQuestion() {
    let (carousel, delegate) = carouselReadingItems(.invertedCylinder, count: 3)
    carousel.reloadData()  // every view let go; the last frame's records name none
    delegate.armed = true
    let items = carousel.items
    #expect(delegate.itemsRead == [])
    #expect(!items.isEmpty)
    expectDrawable(carousel)
  }
}

extension ReentrantLayoutDelegateTests {
  @Test(
    "Reading items from an option question during reloadData sees an empty frame, not views let go (fuzzer crash-6d13f6b8)"
  )
  func readDuringReload() {
    let (carousel, delegate) = carouselReadingItems(.wheel, count: 1_000)
    delegate.armed = true
    carousel.reloadData()  // lets every view go, then asks the delegate for its options
    #expect(delegate.itemsRead == [])
    #expect(!carousel.items.isEmpty)
    expectDrawable(carousel)
  }
}

extension ReentrantLayoutDelegateTests {
  @Test(
    "A change made in the last of a read's four layout passes is laid out by the next read (fuzz input stale-frame-after-four-layout-passes)"
  )
  func changeInLastLayoutPass() {
    /// Changes the carousel from its first view request in each of four layout passes: three
    /// inserts (each ends its pass's load), then a switch to an inverted wheel.
    final class RestlessSource: CarouselDataSource {
      var count = 12
      var changes = 0
      func numberOfItems(in carousel: Carousel<Card>) -> Int { count }
      func carousel(_ carousel: Carousel<Card>, viewForItemAt index: Int, reusing view: Card?)
        -> Card
      {
        if changes < 3 {
          changes += 1
          count += 1
          carousel.insertItem(at: 0, animated: false)
        } else if changes == 3 {
          changes += 1
          carousel.configuration.type = .invertedWheel
        }
        return view ?? Card(label: index)
      }
    }
    func makeCustom(_ source: some CarouselDataSource<Card>) -> Carousel<Card> {
      let carousel = Carousel<Card>()
      carousel.setViewportSize(Size(width: 320, height: 480))
      carousel.configuration.itemSize = Size(width: 100, height: 100)
      carousel.configuration.type = .custom
      carousel.dataSource = source
      return carousel
    }
    let source = RestlessSource()
    keepAlive(source)
    let carousel = makeCustom(source)
    let first = carousel.items  // four passes, each changed from inside
    #expect(source.changes == 4)
    #expect(first.allSatisfy { (0..<15).contains($0.index) })
    #expect(carousel.configuration.type == .invertedWheel)
    // The next read lays the carousel out as the last change left it: the frame of an inverted
    // wheel of the same 15 items built directly.
    let drawn = carousel.items.map(DrawnItem.init)
    let plain = CardSource(count: 15)
    keepAlive(plain)
    let fresh = makeCustom(plain)
    fresh.configuration.type = .invertedWheel
    #expect(drawn == fresh.items.map(DrawnItem.init))
    #expect(carousel.numberOfVisibleItems == fresh.numberOfVisibleItems)
    // Written out: the inverted wheel of 15 wraps, and shows 12 items around item 0.
    #expect(carousel.numberOfVisibleItems == 12)
    #expect(drawn.map(\.index).sorted() == [0, 1, 2, 3, 4, 5, 9, 10, 11, 12, 13, 14])
    expectFrameMatchesCarousel(carousel, "after four passes")
  }
}

@Suite("Edge inputs")
struct EdgeInputTests {
  @Test(
    "Non-finite option values from the delegate are ignored; infinite fades and windows are kept")
  func nonFiniteOptions() {
    let (carousel, _, delegate, _) = makeCarousel(.rotary, count: 10)
    let reference = carousel.items.map(\.transform)
    for bad in [Double.nan, .infinity, -.infinity] {
      delegate.options = [
        .spacing: bad, .radius: bad, .arc: bad, .tilt: bad, .angle: bad, .offsetMultiplier: bad,
      ]
      carousel.reloadData()
      #expect(carousel.items.map(\.transform) == reference, "\(bad)")
    }
    delegate.options = [
      .fadeMin: -.infinity, .fadeMax: .infinity, .fadeRange: .infinity, .visibleItems: .infinity,
    ]
    carousel.configuration.type = .linear
    carousel.reloadData()
    #expect(carousel.numberOfVisibleItems == 10)
    #expect(carousel.items.allSatisfy { $0.alpha == 1 })
  }

  @Test("Options that leave items without a finite position hide them and report it once")
  func degenerateLayout() {
    let (carousel, _, delegate, _) = makeCarousel(.linear, count: 10)
    let diagnostics = DiagnosticLog(attachedTo: carousel)
    delegate.options = [.spacing: 1e308]
    carousel.reloadData()
    carousel.scrollToItem(3, duration: 0.3)
    runUntilRest(carousel)
    #expect(diagnostics.entries == [.degenerateLayout(.linear)])
    expectDrawable(carousel)
    #expect(carousel.items.contains { $0.isHidden })
    #expect(carousel.items.contains { $0.index == carousel.currentItemIndex && !$0.isHidden })
  }

  @Test(
    "A content offset so large the transforms overflow hides the items and reports it (fuzzer crash-0326dfc7)"
  )
  func overflowingContentOffset() {
    let (carousel, _, _, _) = makeCarousel(.rotary, count: 1_000_000)
    let diagnostics = DiagnosticLog(attachedTo: carousel)
    carousel.configuration.contentOffset = Size(width: 1.7e308, height: -1.7e308)
    expectDrawable(carousel)
    #expect(carousel.items.allSatisfy { $0.transform.isFinite })
    #expect(carousel.items.contains { $0.isHidden })  // those whose transform overflowed
    #expect(diagnostics.entries == [.degenerateLayout(.rotary)])
    carousel.configuration.contentOffset = Size(width: 10, height: 0)
    #expect(carousel.items.contains { !$0.isHidden })
  }

  @Test(
    "Item sizes at the ends of the Double range keep the scroll tolerances finite (fuzzer crash-9892d164)",
    arguments: [Double.leastNonzeroMagnitude, 1e-300, 1.7e308])
  func extremeItemSize(width: Double) {
    let (carousel, _, _, _) = makeCarousel(.linear, count: 10)
    carousel.configuration.itemSize = Size(width: width, height: 100)
    carousel.scrollToItem(3, duration: 0.3)
    runUntilRest(carousel)
    #expect(carousel.currentItemIndex == 3)
    expectDrawable(carousel)
    let tolerance = Tolerance.points.scaled(toUnitsOf: width)
    #expect(tolerance.distance > 0 && tolerance.distance.isFinite)
    #expect(tolerance.velocity > 0 && tolerance.velocity.isFinite)
  }

  @Test(
    "A finger that has not moved moves nothing, even with items 5e-324 pt wide (fuzzer crash-2f5fe05b)",
    arguments: [false, true])
  func motionlessDragOnTinyItems(wrapping: Bool) {
    let (carousel, _, _, _) = makeCarousel(wrapping ? .rotary : .linear, count: 10)
    carousel.configuration.itemSize = Size(width: .leastNonzeroMagnitude, height: 1e-9)
    carousel.scrollOffset = 2
    carousel.scrollWheel(delta: Point(x: 0, y: 0), at: 0)  // a drag of 0 pt: 0 × ∞ was NaN
    #expect(carousel.scrollOffset == 2)
    carousel.scrollWheel(delta: Point(x: -1, y: 0), at: 0.01)  // any movement is the whole range
    #expect(carousel.scrollOffset.isFinite)
    runUntilRest(carousel)
    expectDrawable(carousel)
    #expect(carousel.scrollOffset.isFinite)
  }

  @Test(
    "An autoscroll speed near the end of the Double range keeps the offset finite (fuzzer crash-8096f672)"
  )
  func hugeAutoscroll() {
    let (carousel, _, _, _) = makeCarousel(.cylinder, count: 3)
    carousel.configuration.autoscroll = 1.5e308
    for time in [0.0, 0.5, 2, 10] {
      carousel.advance(to: time)
      expectDrawable(carousel)
      #expect(
        carousel.scrollOffset.isFinite && carousel.scrollOffset >= 0 && carousel.scrollOffset < 3)
    }
  }

  @Test(
    "A window of hundreds of items is still asked for nearest the centre first (fuzzer timeout-f6c14a91)"
  )
  func wideWindowOrder() {
    let (carousel, source, delegate, _) = makeCarousel(.linear, count: 2_000, itemWidth: 1)
    delegate.options = [.visibleItems: 400]
    carousel.scrollOffset = 1_000
    source.requests.removeAll()
    carousel.reloadData()
    _ = carousel.items  // the next frame loads the views
    #expect(source.requests.count == carousel.numberOfVisibleItems)
    #expect(source.requests.count > 300)
    let distances = source.requests.map { abs($0 - carousel.currentItemIndex) }
    #expect(distances == distances.sorted(), "nearest first")
    carousel.scroll(byNumberOfItems: 300, duration: 1)
    runUntilRest(carousel)
    #expect(carousel.currentItemIndex == 1_300)
    expectDrawable(carousel)
  }

  @Test("An enormous visibleItems is capped at 1,000")
  func hugeWindow() {
    let (carousel, _, delegate, _) = makeCarousel(.linear, count: 3)
    delegate.options[.visibleItems] = .infinity
    delegate.options[.wrap] = 1
    carousel.reloadData()
    #expect(carousel.numberOfVisibleItems == 1_000)
  }

  @Test(
    "Wheel deltas that add up past the Double range keep the gesture finite (fuzzer crash-49f70a64)"
  )
  func overflowingWheel() {
    let (carousel, _, _, _) = makeCarousel(.coverFlow, count: 40)
    for k in 0..<4 { carousel.scrollWheel(delta: Point(x: 1.5e308, y: 0), at: Double(k) * 0.01) }
    expectDrawable(carousel)
    carousel.advance(to: 1)
    runUntilRest(carousel)
    #expect(carousel.currentItemIndex == 0, "content moved right: the first item")
  }

  @Test(
    "A bounce distance near the Double range lets a drag go far past the end without trapping (fuzzer crash-d15d400f)",
    arguments: [0, 12])
  func hugeBounceDistance(count: Int) {
    let (carousel, _, _, _) = makeCarousel(.linear, count: count)
    carousel.configuration.bounceDistance = 1e308
    carousel.touchBegan(at: 0)
    carousel.dragBegan(at: 0)
    carousel.dragChanged(translation: Point(x: 1e306, y: 0), at: 0.01)
    #expect(carousel.currentItemIndex == 0)
    carousel.dragChanged(translation: Point(x: -1e306, y: 0), at: 0.02)
    #expect(carousel.currentItemIndex == max(count - 1, 0))
    expectDrawable(carousel)
    carousel.dragEnded(velocity: 0, at: 0.03)
    runUntilRest(carousel)
    #expect(carousel.currentItemIndex == max(count - 1, 0))
  }

  @Test("A delegate item width of 0, negative or not finite falls back to the item size")
  func delegateItemWidth() {
    let (carousel, _, delegate, _) = makeCarousel(.linear, count: 10, itemWidth: 150)
    for width in [0, -20, Double.nan, .infinity] {
      delegate.itemWidth = width
      carousel.reloadData()
      #expect(carousel.itemWidth == 150, "\(width)")
    }
    delegate.itemWidth = 90
    carousel.reloadData()
    #expect(carousel.itemWidth == 90)
  }

  @Test(
    "Zero viewport and item sizes are defined: items stack, drags still scroll, frames stay finite")
  func zeroSizes() {
    let (carousel, _, _, _) = makeCarousel(
      .linear, count: 10, viewport: Size(width: 0, height: 0), itemWidth: 0)
    #expect(carousel.itemWidth == 0)
    carousel.touchBegan(at: 0)
    carousel.dragBegan(at: 0)
    carousel.dragChanged(translation: -3, at: 0.05)  // one point per item when items have no width
    carousel.dragEnded(velocity: 0, at: 0.1)
    runUntilRest(carousel)
    #expect(carousel.currentItemIndex == 3)
    for type in CarouselType.allCases {
      carousel.configuration.type = type
      carousel.scrollToItem(5, duration: 0.2)
      runUntilRest(carousel)
      expectDrawable(carousel)
    }
  }

  @Test("A fade range of 0 is a hard edge: fully opaque inside, fadeMinAlpha outside")
  func zeroFadeRange() {
    let (carousel, _, delegate, _) = makeCarousel(.linear, count: 10)
    delegate.options = [.fadeMin: -1, .fadeMax: 1, .fadeRange: 0, .fadeMinAlpha: 0.25]
    carousel.reloadData()
    carousel.scrollToItem(5, animated: false)
    for item in carousel.items {
      let expected = abs(item.offset) <= 1 ? 1.0 : 0.25
      #expect(item.alpha == expected, "offset \(item.offset)")
    }
  }

  @Test(
    "Deceleration rates of 1 or more, or below 0, still come to rest on an item",
    arguments: [1.0, 1.5, 40, -3])
  func outOfRangeDecelerationRate(rate: Double) {
    let (carousel, _, _, _) = makeCarousel(.linear, count: 50)
    carousel.configuration.decelerationRate = rate
    carousel.scrollToItem(20, animated: false)
    carousel.touchBegan(at: 0)
    carousel.dragBegan(at: 0)
    carousel.dragChanged(translation: -300, at: 0.1)
    carousel.dragEnded(velocity: -3_000, at: 0.1)
    let frames = runUntilRest(carousel)
    #expect(!carousel.isAnimating, "still moving after \(frames) frames")
    #expect(carousel.scrollOffset == Double(carousel.currentItemIndex))
  }

  @Test(
    "No items with placeholders shows the placeholders, index 0 (iCarousel's −1), and ignores drags"
  )
  func placeholdersOnly() {
    let (carousel, _, _, _) = makeCarousel(.linear, count: 0, placeholders: 4)
    #expect(carousel.currentItemIndex == 0)  // iCarousel's −1
    #expect(!carousel.items.isEmpty)
    #expect(carousel.items.allSatisfy { $0.isPlaceholder })
    carousel.touchBegan(at: 0)
    carousel.dragBegan(at: 0)
    carousel.dragChanged(translation: -500, at: 0.1)
    carousel.dragEnded(velocity: -2_000, at: 0.1)
    runUntilRest(carousel)
    #expect(carousel.currentItemIndex == 0)  // iCarousel's −1
    expectDrawable(carousel)
  }

  @Test("A million placeholders load only the visible window")
  func millionPlaceholders() {
    let (carousel, source, _, _) = makeCarousel(.linear, count: 3, placeholders: 1_000_000)
    #expect(carousel.numberOfPlaceholders == 1_000_000)
    #expect(carousel.items.count <= carousel.numberOfVisibleItems)
    #expect(source.createdPlaceholders + source.createdItems <= carousel.numberOfVisibleItems)
    carousel.scrollToItem(2, duration: 0.4)
    runUntilRest(carousel)
    #expect(carousel.currentItemIndex == 2)
    #expect(source.placeholderRequests.allSatisfy { (0..<1_000_000).contains($0) })
  }

  @Test(
    "A drag a googol points long over wrapping groups ends (fuzzing found the grid walk endless)"
  )
  func hugeDragOverWrappingGroups() {
    // One item of a wrapping type, groups of 2 (no multiple of the count: a stepped grid), a
    // flick limit that asks the grid where the drag began, so far out that one period no
    // longer changes a position.
    let (carousel, _, _, _) = makeCarousel(.invertedCylinder, count: 1)
    carousel.configuration.groupSize = 2
    carousel.configuration.flickLimit = 1
    carousel.touchBegan(at: 0)
    carousel.dragBegan(at: 0)
    carousel.dragChanged(translation: 1e100, at: 0.1)
    carousel.dragEnded(velocity: -2_000, at: 0.1)
    // Every call returns (the grid's walk hung here), and what is drawn stays drawable; the
    // momentum a googol-point drag leaves may outlast a minute of frames.
    runUntilRest(carousel)
    #expect(carousel.scrollOffset.isFinite && (0..<1).contains(carousel.scrollOffset))
    expectDrawable(carousel)
  }
}
