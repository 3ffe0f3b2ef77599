import CarouselKit
import CarouselKitTesting
import Testing

// Batch updates: several removes, inserts, moves and reloads as one animated change keyed by
// identity, with an event and a completion when the animation ends (UICollectionView's
// performBatchUpdates; iCarousel #528, #342, #843).

/// A view showing one identity.
private final class Tag {
  let id: String
  init(id: String) { self.id = id }
}

/// A data source of tags, one per identity, that counts the views it made.
private final class TagSource: CarouselDataSource {
  var ids: [String]
  var widths: [String: Double] = [:]
  var made = 0

  init(_ ids: [String]) { self.ids = ids }

  func numberOfItems(in carousel: Carousel<Tag>) -> Int { ids.count }
  func carousel(_ carousel: Carousel<Tag>, viewForItemAt index: Int, reusing view: Tag?) -> Tag {
    made += 1
    return Tag(id: ids[index])
  }
  func carousel(_ carousel: Carousel<Tag>, widthOfItemAt index: Int) -> Double {
    widths[ids[index]] ?? 100
  }
}

/// A linear carousel of `ids`, 100-pt items in a viewport wide enough to show `visible` of
/// them, resting on `index`.
private func makeTags(
  _ ids: [String], at index: Int = 0, visible: Int = 40
) -> (Carousel<Tag>, TagSource, EventRecorder<CarouselEvent>) {
  let carousel = Carousel<Tag>()
  let source = TagSource(ids)
  let events = EventRecorder<CarouselEvent>.ignoringScrolls()
  // The data source is weak, as UIKit's are: the handler keeps it alive with the carousel.
  carousel.eventHandler = { event in withExtendedLifetime(source) { events.record(event) } }
  carousel.setViewportSize(Size(width: Double(visible) * 100, height: 100))
  carousel.configuration.itemSize = Size(width: 100, height: 100)
  carousel.dataSource = source
  _ = carousel.scrollToItem(index, animated: false)
  carousel.advance(to: 0)
  events.discard()
  return (carousel, source, events)
}

/// The order UICollectionView's rules give.
///
/// Insertions and move destinations take their places, the items kept fill the rest in their
/// old order: written out slot by slot, independently of the library's binary searches.
private func reference(_ old: [String], _ batch: CarouselBatchUpdates, inserting new: [String])
  -> [String]
{
  let count = old.count - batch.removals.count + batch.insertions.count
  var result = [String?](repeating: nil, count: count)
  for (position, index) in batch.insertions.enumerated() { result[index] = new[position] }
  for move in batch.moves { result[move.to] = old[move.from] }
  let leaving = Set(batch.removals + batch.moves.map(\.from))
  var kept = old.indices.filter { !leaving.contains($0) }.map { old[$0] }.makeIterator()
  for slot in result.indices where result[slot] == nil { result[slot] = kept.next() }
  return result.compactMap { $0 }
}

/// The identities the carousel shows, by index, after its frame at `time`.
private func shown(_ carousel: Carousel<Tag>, at time: Double) -> [String] {
  carousel.advance(to: time)
  return carousel.items.filter { !$0.isDeparting }.sorted { $0.index < $1.index }.map(\.view.id)
}

@Suite("Carousel batch updates")
struct CarouselBatchUpdateTests {
  @Test("A batch found from identities removes, inserts and moves the fewest items")
  func identityDifference() throws {
    let batch = try CarouselBatchUpdates(
      from: ["a", "b", "c", "d"], to: ["d", "a", "c", "x"], reloading: ["c", "b", "x"])
    #expect(batch.removals == [1])  // b
    #expect(batch.insertions == [3])  // x
    // d, a, c kept: a and c keep their order (old 0, 2), d moves from 3 to 0.
    #expect(batch.moves == [.init(from: 3, to: 0)])
    #expect(batch.reloads == [2])  // c; b leaves and x is new
    #expect(throws: CarouselBatchError.repeatedIdentity(list: .new, index: 2, firstIndex: 0)) {
      try CarouselBatchUpdates(from: ["a"], to: ["a", "b", "a"])
    }
  }

  @Test("The items end in the order the batch gives, each view following its item")
  func finalOrder() throws {
    let old = (0..<12).map { "i\($0)" }
    let (carousel, source, _) = makeTags(old)
    var batch = CarouselBatchUpdates()
    batch.removeItem(at: 0)
    batch.removeItem(at: 7)
    batch.insertItem(at: 2)
    batch.insertItem(at: 11)
    batch.moveItem(from: 9, to: 0)
    batch.moveItem(from: 3, to: 5)
    batch.reloadItem(at: 4)
    let new = reference(old, batch, inserting: ["n1", "n2"])
    #expect(
      new == ["i9", "i1", "n1", "i2", "i4", "i3", "i5", "i6", "i8", "i10", "i11", "n2"])
    source.ids = new
    let viewsBefore = Dictionary(uniqueKeysWithValues: carousel.items.map { ($0.view.id, $0.view) })
    source.made = 0
    try carousel.performBatchUpdates(batch)
    #expect(carousel.numberOfItems == 12)
    #expect(shown(carousel, at: 1) == new)
    // The kept items keep their views, the reloaded one and the inserted ones are made anew.
    for item in carousel.items where !["i4", "n1", "n2"].contains(item.view.id) {
      #expect(item.view === viewsBefore[item.view.id])
    }
    #expect(source.made == 3)
  }

  @Test("Random batches end in the reference order", arguments: 0..<40)
  func randomBatches(seed: Int) throws {
    var random = SplitMix64(seed: UInt64(seed))
    let count = Int(random.next() % 30)
    let old = (0..<count).map { "o\($0)" }
    var batch = CarouselBatchUpdates()
    var leaving = Array(old.indices).shuffled(using: &random)
    for _ in 0..<Int(random.next() % UInt64(count / 3 + 1)) {
      batch.removeItem(at: leaving.removeLast())
    }
    for _ in 0..<Int(random.next() % UInt64(count / 3 + 1)) {
      batch.moves.append(.init(from: leaving.removeLast(), to: -1))
    }
    let kept = count - batch.removals.count
    let inserts = Int(random.next() % 5)
    let newCount = kept + inserts
    let places = Array(0..<newCount).shuffled(using: &random)
    for position in batch.moves.indices { batch.moves[position].to = places[position] }
    for k in 0..<inserts { batch.insertItem(at: places[batch.moves.count + k]) }
    let new = reference(old, batch, inserting: (0..<inserts).map { "n\($0)" })
    let (carousel, source, _) = makeTags(old, at: count / 2)
    carousel.configuration.wraps = seed.isMultiple(of: 2)
    carousel.configuration.keepsCurrentItemOnUpdates = seed % 3 == 0
    source.ids = new
    try carousel.performBatchUpdates(batch, animation: seed % 5 == 0 ? .standard : .immediate)
    carousel.advance(to: 1)
    let seen = Dictionary(
      carousel.items.filter { !$0.isDeparting }.map { ($0.index, $0.view.id) }
    ) { a, _ in a }
    #expect(seen.count == new.count, "batch \(batch)")
    for (index, id) in seen { #expect(new[index] == id, "batch \(batch)") }
  }

  @Test("Kept items slide from where they were along ease-in-ease-out, after the removals fade")
  func slideFromOldPlace() throws {
    let (carousel, source, _) = makeTags((0..<9).map { "i\($0)" }, at: 4, visible: 9)
    var batch = CarouselBatchUpdates()
    batch.removeItem(at: 0)
    batch.moveItem(from: 8, to: 1)
    source.ids = ["i1", "i8", "i2", "i3", "i4", "i5", "i6", "i7"]
    try carousel.performBatchUpdates(batch, at: 2)
    // Removing at rest snaps the offset to the current index: 4, still item i4.
    #expect(carousel.scrollOffset == 4)
    func offset(of id: String) -> Double? {
      carousel.items.first { $0.view.id == id && !$0.isDeparting }?.offset
    }
    carousel.advance(to: 2)
    // i8 was shown at 8 − 4 = 4 and belongs at 1 − 4 = −3; i1 was at −3 and belongs at −4.
    #expect(offset(of: "i8") == 4)
    #expect(offset(of: "i1") == -3)
    #expect(offset(of: "i4") == 0)
    #expect(carousel.items.first { $0.isDeparting }?.view.id == "i0")
    carousel.advance(to: 2.1 + 0.2)  // half the slide: ease-in-ease-out is symmetric
    #expect(abs(offset(of: "i8")! - 0.5) < 1e-12)
    #expect(abs(offset(of: "i1")! - -3.5) < 1e-12)
    carousel.advance(to: 2.5)
    #expect(offset(of: "i8") == -3)
    #expect(offset(of: "i1") == -4)
    #expect(offset(of: "i4") == 0)
  }

  @Test("The completion comes when the animation ends, dated then, whatever the frame rate")
  func completionInstant() throws {
    for frameRate in [24.0, 60, 120, 7] {
      let (carousel, source, events) = makeTags((0..<20).map { "i\($0)" }, at: 5)
      var calls: [(Bool, Double)] = []
      var batch = CarouselBatchUpdates()
      batch.removeItem(at: 3)
      batch.insertItem(at: 10)
      source.ids.remove(at: 3)
      source.ids.insert("new", at: 10)
      let animation = CarouselUpdateAnimation(
        removalDuration: 0.25, slideDuration: 0.3, insertionDuration: 0.5)
      let start = 1.0 / 3
      let number = try carousel.performBatchUpdates(batch, animation: animation, at: start) {
        calls.append(($0, carousel.time))
      }
      #expect(number == 1)
      let end = start + 0.25 + max(0.3, 0.5)
      #expect(animation.duration(removes: true, reloads: false) == 0.75)
      var frame = 1
      while calls.isEmpty {
        #expect(carousel.isAnimating)
        carousel.advance(to: start + Double(frame) / frameRate)
        frame += 1
      }
      let finished = events.take().filter { $0.name == "batchUpdatesDidFinish" }
      #expect(finished.map(\.time) == [end], "at \(frameRate) frames per second")
      #expect(finished.map(\.kind) == [.batchUpdatesDidFinish(batch: 1, finished: true)])
      #expect(
        calls.count == 1 && calls[0].0 && calls[0].1 >= end && calls[0].1 < end + 1 / frameRate)
      #expect(!carousel.isAnimating)
    }
  }

  @Test("An immediate batch completes in its own call; a reload cuts an animated one short")
  func immediateAndCancelled() throws {
    let (carousel, source, events) = makeTags((0..<5).map { "i\($0)" })
    var results: [Bool] = []
    source.ids.append("x")
    var batch = CarouselBatchUpdates()
    batch.insertItem(at: 5)
    try carousel.performBatchUpdates(batch, animation: .immediate, at: 1) { results.append($0) }
    #expect(results == [true])
    #expect(events.take().map(\.kind) == [.batchUpdatesDidFinish(batch: 1, finished: true)])
    source.ids.removeFirst()
    batch = CarouselBatchUpdates()
    batch.removeItem(at: 0)
    try carousel.performBatchUpdates(batch, at: 2) { results.append($0) }
    carousel.advance(to: 2.05)
    #expect(results == [true])
    carousel.reloadData()
    #expect(results == [true, false])
    let cut = events.take().filter { $0.name == "batchUpdatesDidFinish" }
    #expect(cut.map(\.kind) == [.batchUpdatesDidFinish(batch: 2, finished: false)])
    #expect(cut.map(\.time) == [2.05])
  }

  @Test("A batch with a bad index throws a specific error and changes nothing")
  func badBatches() throws {
    let (carousel, source, events) = makeTags((0..<6).map { "i\($0)" }, at: 2)
    let cases: [(CarouselBatchUpdates, CarouselBatchError, String)] = [
      (
        batch { $0.removeItem(at: 6) }, .indexOutOfRange(role: .removal, index: 6, count: 6),
        "batch removal index 6 is out of range: expected 0..<6 (the count before it)"
      ),
      (
        batch { $0.insertItem(at: 7) }, .indexOutOfRange(role: .insertion, index: 7, count: 7),
        "batch insertion index 7 is out of range: expected 0..<7 (the count after it)"
      ),
      (
        batch {
          $0.removeItem(at: 1)
          $0.removeItem(at: 1)
        }, .repeatedIndex(role: .removal, index: 1),
        "batch removal index 1 appears twice"
      ),
      (
        batch {
          $0.removeItem(at: 2)
          $0.moveItem(from: 2, to: 0)
        },
        .conflictingIndex(index: 2, role: .removal, otherRole: .moveSource),
        "batch index 2 is both a removal and a move source"
      ),
      (
        batch {
          $0.insertItem(at: 0)
          $0.moveItem(from: 2, to: 0)
        },
        .conflictingIndex(index: 0, role: .insertion, otherRole: .moveDestination),
        "batch index 0 is both an insertion and a move destination"
      ),
      (
        batch {
          $0.removeItem(at: 3)
          $0.reloadItem(at: 3)
        },
        .conflictingIndex(index: 3, role: .removal, otherRole: .reload),
        "batch index 3 is both a removal and a reload"
      ),
      (
        batch { $0.moveItem(from: -1, to: 0) },
        .indexOutOfRange(role: .moveSource, index: -1, count: 6),
        "batch move source index -1 is out of range: expected 0..<6 (the count before it)"
      ),
    ]
    for (bad, error, message) in cases {
      #expect(throws: error) { try carousel.performBatchUpdates(bad) }
      #expect(error.description == message)
    }
    #expect(carousel.numberOfItems == 6 && carousel.scrollOffset == 2)
    #expect(shown(carousel, at: 1) == source.ids)
    #expect(events.take().isEmpty)
    #expect(!carousel.isAnimating)
  }

  @Test("Keeping the current item: it stays in the centre, or the next kept item takes its place")
  func keepsCurrentItem() throws {
    let (carousel, source, events) = makeTags((0..<10).map { "i\($0)" }, at: 5)
    carousel.configuration.keepsCurrentItemOnUpdates = true
    var batch = CarouselBatchUpdates()
    batch.removeItem(at: 0)
    batch.removeItem(at: 1)
    batch.moveItem(from: 9, to: 0)
    source.ids = ["i9", "i2", "i3", "i4", "i5", "i6", "i7", "i8"]
    try carousel.performBatchUpdates(batch, animation: .immediate)
    #expect(carousel.scrollOffset == 4)  // i5: 5 − 2 removed + 1 moved before it
    #expect(shown(carousel, at: 1)[carousel.currentItemIndex] == "i5")
    #expect(events.take().contains { $0.kind == .currentItemIndexDidChange(index: 4) })
    batch = CarouselBatchUpdates()
    batch.removeItem(at: 4)  // i5 itself: i6, the next kept item, comes to the centre
    batch.removeItem(at: 0)
    source.ids = ["i2", "i3", "i4", "i6", "i7", "i8"]
    try carousel.performBatchUpdates(batch, animation: .immediate)
    #expect(carousel.scrollOffset == 3)
    #expect(shown(carousel, at: 2)[carousel.currentItemIndex] == "i6")
  }

  @Test("Inserted items fade in over the animation's insertion time")
  func insertionFade() throws {
    let (carousel, source, _) = makeTags((0..<4).map { "i\($0)" })
    source.ids.insert("n", at: 1)
    var batch = CarouselBatchUpdates()
    batch.insertItem(at: 1)
    try carousel.performBatchUpdates(
      batch, animation: .init(insertionDuration: 0.8, curve: .easeIn), at: 1)
    for (time, alpha) in [(1.0, 0.0), (1.2, 0.25), (1.6, 0.75), (1.8, 1.0)] {
      carousel.advance(to: time)
      #expect(abs(carousel.items.first { $0.view.id == "n" }!.alpha - alpha) < 1e-12)
    }
  }

  @Test("Items of their own widths keep their widths through a batch; new ones are asked for")
  func ownWidths() throws {
    let (carousel, source, _) = makeTags(["a", "b", "c", "d"])
    source.widths = ["a": 50, "b": 120, "c": 300, "d": 10, "x": 77]
    carousel.configuration.usesItemWidths = true
    carousel.reloadData()
    let batch = try CarouselBatchUpdates(from: ["a", "b", "c", "d"], to: ["d", "x", "b", "c"])
    source.ids = ["d", "x", "b", "c"]
    try carousel.performBatchUpdates(batch)
    #expect((0..<4).map { carousel.widthOfItem(at: $0) } == [10, 77, 120, 300])
  }
}

/// A batch made by `build`.
private func batch(_ build: (inout CarouselBatchUpdates) -> Void) -> CarouselBatchUpdates {
  var batch = CarouselBatchUpdates()
  build(&batch)
  return batch
}

/// Tags whose width question can reload the carousel from inside the batch.
private final class ReloadingTagSource: CarouselDataSource {
  var ids: [String]
  var reloadsWhenAsked = false
  init(_ ids: [String]) { self.ids = ids }
  func numberOfItems(in carousel: Carousel<Tag>) -> Int { ids.count }
  func carousel(_ carousel: Carousel<Tag>, viewForItemAt index: Int, reusing view: Tag?) -> Tag {
    Tag(id: ids[index])
  }
  func carousel(_ carousel: Carousel<Tag>, widthOfItemAt index: Int) -> Double {
    if reloadsWhenAsked {
      reloadsWhenAsked = false
      carousel.reloadData()
    }
    return 100
  }
}

@Suite("Carousel batch updates with host code calling back")
struct CarouselBatchCallbackTests {
  @Test("A completion comes after its batch's event, even when a handler calls into the carousel")
  func completionAfterEvent() throws {
    let (carousel, source, _) = makeTags((0..<10).map { "i\($0)" }, at: 2)
    var log: [String] = []
    carousel.eventHandler = { event in
      if event.kind != .scroll(.didScroll) { log.append(event.name) }
      // A host reacting to every scroll with a call of its own (which ends in its own commit).
      if event.kind == .scroll(.didScroll) { carousel.reloadItem(at: 0, animated: false) }
    }
    source.ids.insert("x", at: 0)
    var batch = CarouselBatchUpdates()
    batch.insertItem(at: 0)
    try carousel.performBatchUpdates(batch, at: 1) { _ in log.append("completion") }
    _ = carousel.scrollToItem(6, animated: true)  // scrolls past the batch's end (1.4 s)
    carousel.advance(to: 3)
    let finished = try #require(log.firstIndex(of: "batchUpdatesDidFinish"))
    #expect(log.firstIndex(of: "completion").map { $0 > finished } == true, "\(log)")
  }

  @Test("Events come in time order: a batch that ends mid-scroll is heard before the scroll's end")
  func eventsInTimeOrder() throws {
    let (carousel, source, events) = makeTags((0..<10).map { "i\($0)" }, at: 2)
    let all = EventRecorder<CarouselEvent>()
    carousel.eventHandler = all.record
    source.ids.append("x")
    var batch = CarouselBatchUpdates()
    batch.insertItem(at: 10)
    try carousel.performBatchUpdates(batch, animation: .init(slideDuration: 0.1), at: 0)
    _ = carousel.scrollToItem(5, duration: 0.7)
    carousel.advance(to: 2)  // one late frame: the batch ended at 0.1, the scroll at 0.7
    // (The index changes, found on the motion, are told at the end of the call, as always.)
    let heard = all.take().filter { $0.name != "currentItemIndexDidChange" }
    #expect(heard.map(\.time) == heard.map(\.time).sorted(), "\(all.timeline)")
    let names = heard.map(\.name)
    let finished = try #require(names.firstIndex(of: "batchUpdatesDidFinish"))
    #expect(names.firstIndex(of: "didEndScrollingAnimation").map { $0 > finished } == true)
    _ = events
  }

  @Test("A data source that reloads from the batch's width question ends the batch unfinished")
  func reloadFromWidthQuestion() throws {
    let carousel = Carousel<Tag>()
    let source = ReloadingTagSource(["a", "b", "c"])
    carousel.configuration.usesItemWidths = true
    carousel.dataSource = source
    carousel.advance(to: 0)
    source.ids = ["b", "x", "c"]
    source.reloadsWhenAsked = true
    var results: [Bool] = []
    var batch = CarouselBatchUpdates()
    batch.removeItem(at: 0)
    batch.insertItem(at: 1)
    try carousel.performBatchUpdates(batch) { results.append($0) }
    #expect(results == [false])
    #expect(carousel.numberOfItems == 3 && !carousel.isAnimating)
    #expect(shown(carousel, at: 1) == ["b", "x", "c"])
  }

  @Test(
    "A data source left out of step: the frame's reload ends the batch, its completion after the frame"
  )
  func countMismatch() throws {
    let (carousel, source, _) = makeTags(["a", "b", "c"])
    defer { withExtendedLifetime(source) {} }  // the data source is weak
    var results: [(Bool, Int)] = []
    var batch = CarouselBatchUpdates()
    batch.removeItem(at: 0)  // the data source still has three items
    try carousel.performBatchUpdates(batch, at: 1) { finished in
      results.append((finished, carousel.items.count))  // a whole frame, not one half laid out
    }
    #expect(results.isEmpty)
    _ = carousel.items  // the host draws: the frame finds 3 items, not 2, and reloads
    #expect(results.map(\.0) == [false])
    #expect(results.map(\.1) == [3])
    #expect(carousel.numberOfItems == 3)
  }

  @Test("A reload ends an insertion's fade with the batch")
  func reloadEndsFade() throws {
    let (carousel, source, _) = makeTags(["a", "b"])
    source.ids.append("c")
    var batch = CarouselBatchUpdates()
    batch.insertItem(at: 2)
    try carousel.performBatchUpdates(batch, animation: .init(insertionDuration: 5), at: 1)
    carousel.advance(to: 1.5)
    carousel.reloadData()
    carousel.advance(to: 1.6)
    #expect(!carousel.isAnimating)
    #expect(carousel.items.allSatisfy { $0.alpha == 1 })
  }

  @Test("Wrapping, removing the current last item brings the first, as removeItem does")
  func wrappingRemoveLast() throws {
    let (carousel, source, _) = makeTags((0..<6).map { "i\($0)" }, at: 5, visible: 3)
    carousel.configuration.wraps = true
    carousel.configuration.keepsCurrentItemOnUpdates = true
    source.ids.removeLast()
    var batch = CarouselBatchUpdates()
    batch.removeItem(at: 5)
    try carousel.performBatchUpdates(batch, animation: .immediate)
    #expect(carousel.currentItemIndex == 0)
    #expect(shown(carousel, at: 1).first == "i0")
  }
}
