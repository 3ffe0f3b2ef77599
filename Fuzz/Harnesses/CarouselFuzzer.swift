// libFuzzer harness: byte-encoded sessions of gestures, frames, updates, option and type
// changes and an autoplay touched mid-step, with a data source and a delegate that misbehave on
// request, against `Carousel`.
// Checks after every step that what a host draws is finite, each view in one place, the current
// index in range and no more views loaded than the window (`check`), and that the carousel comes
// to rest once input stops. Run with Scripts/fuzz.sh carousel SECONDS.

import CarouselKit

final class View {
  var index: Int
  init(index: Int) { self.index = index }
}

/// A data source the fuzz input can turn hostile.
final class Source: CarouselDataSource {
  var count = 0
  var placeholders = 0
  var sharesViews = false
  var cachesViews = false
  var driftingCounts = false
  /// Each item's own width, cycled (any value, invalid ones too).
  var widths: [Double] = [200]
  var cache: [Int: View] = [:]
  let shared = View(index: -1)
  /// The delegate, whose queued re-entrant actions a view request may also run.
  weak var delegate: Delegate?
  private var calls = 0

  func numberOfItems(in carousel: Carousel<View>) -> Int {
    calls += 1
    return driftingCounts ? count + calls % 3 : count
  }
  func numberOfPlaceholders(in carousel: Carousel<View>) -> Int { placeholders }
  func carousel(_ carousel: Carousel<View>, widthOfItemAt index: Int) -> Double {
    widths[index % widths.count]
  }
  func carousel(_ carousel: Carousel<View>, viewForItemAt index: Int, reusing view: View?) -> View {
    delegate?.callBack(carousel)  // asked while a frame loads its views
    if sharesViews { return shared }
    if cachesViews {
      if let cached = cache[index] { return cached }
      let made = View(index: index)
      if cache.count < 64 { cache[index] = made }
      return made
    }
    let made = view ?? View(index: index)
    made.index = index
    return made
  }
  func carousel(_ carousel: Carousel<View>, placeholderViewAt index: Int, reusing view: View?)
    -> View
  {
    view ?? View(index: index)
  }
}

/// A delegate with fuzzed options that can call back into the carousel, and that checks events
/// pair up.
final class Delegate: CarouselDelegate {
  var options: [CarouselOption: Double] = [:]
  var width = 0.0
  var reentrantActions: [UInt8] = []
  weak var source: Source?
  /// The scroll phases the delegate methods have begun and not yet ended.
  var phases = ScrollPhases()
  private var depth = 0

  func carousel(_ carousel: Carousel<View>, valueFor option: CarouselOption, default value: Double)
    -> Double
  {
    // Asked per item while a frame is laid out, for rotary and cylinder types.
    if option == .angle { callBack(carousel) }
    return options[option] ?? value
  }
  func carouselItemWidth(_ carousel: Carousel<View>) -> Double { width }
  func carousel(
    _ carousel: Carousel<View>, itemTransformForOffset offset: Double, baseTransform: Transform3D
  ) -> Transform3D {
    callBack(carousel)  // asked per item while a frame is laid out
    return baseTransform.translatedBy(x: offset * 100, y: 0, z: 0)
  }
  func carousel(_ carousel: Carousel<View>, shouldSelectItemAt index: Int) -> Bool {
    callBack(carousel)
    return true
  }

  func carouselWillBeginDragging(_: Carousel<View>) { phases.hear(.willBeginDragging) }
  func carouselDidEndDragging(_: Carousel<View>, willDecelerate: Bool) {
    phases.hear(.didEndDragging(willDecelerate: willDecelerate))
  }
  func carouselWillBeginDecelerating(_: Carousel<View>) { phases.hear(.willBeginDecelerating) }
  func carouselDidEndDecelerating(_: Carousel<View>) { phases.hear(.didEndDecelerating) }
  func carouselDidCancelDecelerating(_: Carousel<View>) { phases.hear(.didCancelDecelerating) }
  func carouselWillBeginScrollingAnimation(_: Carousel<View>) {
    phases.hear(.willBeginScrollingAnimation)
  }
  func carouselDidEndScrollingAnimation(_: Carousel<View>) {
    phases.hear(.didEndScrollingAnimation)
  }
  func carouselDidCancelScrollingAnimation(_: Carousel<View>) {
    phases.hear(.didCancelScrollingAnimation)
  }
  func carouselDidScroll(_ carousel: Carousel<View>) { callBack(carousel) }
  func carouselCurrentItemIndexDidChange(_ carousel: Carousel<View>) { callBack(carousel) }

  /// Consumes one queued re-entrant action, if any.
  func callBack(_ carousel: Carousel<View>) {
    guard depth < 3, !reentrantActions.isEmpty, let source else { return }
    let action = reentrantActions.removeFirst()
    trace("call back: action \(action % 7) (\(action))")
    depth += 1
    defer { depth -= 1 }
    switch action % 7 {
    case 0: carousel.scrollToItem(Int(action) - 100, animated: true)
    case 1:
      source.count = max(source.count, 0) + 1
      carousel.insertItem(at: Int(action), animated: action & 8 != 0)
    case 2:
      guard source.count > 0 else { return }
      source.count -= 1
      carousel.removeItem(at: Int(action), animated: action & 8 != 0)
    case 3: carousel.reloadData()
    case 4:
      carousel.configuration.type = CarouselType.allCases[Int(action) % CarouselType.allCases.count]
    case 5:
      // A read from inside a callback: the last complete frame, whole.
      for item in carousel.items where !item.transform.isFinite {
        violation("item \(item.index) read from a callback: transform")
      }
    default: carousel.reloadItem(at: carousel.currentItemIndex, animated: true)
    }
  }
}

/// The invariants of a frame on its own, whichever layout it came from: what a host draws has
/// finite geometry, alpha in 0...1 and each view in one place.
func checkDrawable(_ items: CarouselItems<View>) {
  var seen = Set<ObjectIdentifier>()
  for item in items {
    guard item.transform.elements.allSatisfy({ $0.isFinite }) else {
      violation("item \(item.index): transform")
    }
    guard item.alpha >= 0 && item.alpha <= 1 else {
      violation("item \(item.index): alpha \(item.alpha)")
    }
    guard item.offset.isFinite else { violation("item \(item.index): offset") }
    guard seen.insert(ObjectIdentifier(item.view)).inserted else { violation("a view shown twice") }
  }
}

/// The invariants, after every step.
func check(_ carousel: Carousel<View>, _ delegate: Delegate) {
  guard carousel.scrollOffset.isFinite else { violation("scroll offset \(carousel.scrollOffset)") }
  // Pull the frame first: laying it out can find the data source's count changed and reload.
  // When call backs change the carousel in each of a layout's four passes (the most one read
  // runs), the read returns the last pass's frame and leaves the carousel stale, so the next
  // read lays out again: a window or count read after that frame belongs to a later layout. So
  // read the frame and its window again until neither read runs a queued call back (each repeat
  // uses at least one up, and nothing here queues more): the last frame and window are then
  // from one layout, with nothing changed since.
  var items: CarouselItems<View>
  var window: Int
  var queued: Int
  repeat {
    queued = delegate.reentrantActions.count
    items = carousel.items
    checkDrawable(items)
    window = carousel.numberOfVisibleItems
  } while delegate.reentrantActions.count != queued
  let n = carousel.numberOfItems
  let index = carousel.currentItemIndex
  if n == 0 ? index != 0 : !(0..<n).contains(index) {
    violation("current index \(index) with \(n) items")
  }
  var present = 0
  for item in items where !item.isDeparting {
    present += 1
    if !item.isPlaceholder && !(0..<n).contains(item.index) {
      violation("item index \(item.index) of \(n)")
    }
  }
  trace(
    "checked \(present) present of \(items.count), window \(window): \(items.map { "\($0.index)\($0.isDeparting ? "d" : "")\($0.isPlaceholder ? "p" : "")" })"
  )
  if present > window { violation("\(present) loaded for a window of \(window)") }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCarousel(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  let carousel = Carousel<View>()
  let source = Source()
  let delegate = Delegate()
  delegate.source = source
  source.delegate = delegate
  carousel.diagnosticsHandler = { _ in }
  source.count = input.pick([0, 1, 2, 3, 5, 12, 40, 1_000_000, Int(Int32.max)])
  source.placeholders = input.pick([0, 0, 1, 2, 3, 7, 1_000_000])
  carousel.configuration.type = input.pick(CarouselType.allCases)
  carousel.delegate = delegate
  carousel.dataSource = source
  var time = 0.0
  var autoplay: FuzzAutoplay<Carousel<View>>?
  // Batches applied whose completion has not come.
  var openBatches = 0
  while let operation = input.nextOperation(of: 44) {
    if operation <= 8, let autoplay {
      // The autoplay takes the frames and touches, and passes them on.
      input.playTouchStep(operation, on: autoplay.autoplay, time: &time)
      check(carousel, delegate)
      autoplay.check()
      continue
    }
    switch operation {
    case 0, 1, 2:
      time += input.frameInterval()
      trace("frame at \(time)")
      carousel.advance(to: time)
    case 3: carousel.touchBegan(at: time)
    case 4: carousel.dragBegan(at: time)
    case 5, 6:
      carousel.dragChanged(translation: Point(x: input.finite(), y: input.finite()), at: time)
    case 7:
      let velocity = input.bool() ? nil : input.finite()
      trace("drag ended at \(String(describing: velocity))")
      carousel.dragEnded(velocity: velocity, at: time)
    case 8: carousel.touchEnded(at: time)
    case 9: carousel.tap(at: Point(x: input.finite(), y: input.finite()), at: time)
    case 10:
      let delta = Point(x: input.finite(), y: input.finite())
      trace("wheel \(delta)")
      carousel.scrollWheel(delta: delta, at: time)
    case 11:
      _ = carousel.handleKey(input.pick([CarouselKey.left, .right, .up, .down, .home, .end]))
    case 12:
      carousel.scrollToItem(
        input.int(-70_000...70_000) * (input.bool() ? 1 : 40_000),
        duration: input.finite(in: 0...60))
    case 13:
      carousel.scroll(
        byNumberOfItems: input.int(-40_000...40_000), duration: input.finite(in: 0...60))
    case 14: carousel.scroll(toOffset: input.finite(), duration: input.finite(in: 0...10))
    case 15: carousel.scrollOffset = input.finite()
    case 16:
      source.count = max(source.count, 0) + 1
      carousel.insertItem(at: input.int(-100...200), animated: input.bool())
    case 17:
      if source.count > 0 { source.count -= 1 }
      carousel.removeItem(at: input.int(-100...200), animated: input.bool())
    case 18:
      source.count = input.pick([-3, 0, 1, 2, 7, 30, 1_000_000])
      source.placeholders = input.pick([-1, 0, 1, 4, 1_000_000])
      carousel.reloadData()
    case 19: carousel.reloadItem(at: input.int(-5...60), animated: input.bool())
    case 20: carousel.configuration.type = input.pick(CarouselType.allCases)
    case 21: carousel.configuration.wraps = input.pick([nil, true, false])
    case 22: carousel.configuration.isVertical = input.bool()
    case 23: carousel.setViewportSize(Size(width: abs(input.finite()), height: abs(input.finite())))
    case 24:
      carousel.configuration.itemSize = Size(
        width: abs(input.finite()), height: abs(input.finite()))
      trace("item size \(carousel.configuration.itemSize)")
    case 25:
      let option = input.pick(CarouselOption.allCases)
      trace("option \(option)")
      if input.bool() {
        delegate.options[option] = input.anyDouble()
      } else {
        delegate.options[option] = nil
      }
      carousel.reloadData()
    case 26:
      carousel.configuration.autoscroll = input.finite()
      trace("autoscroll \(carousel.configuration.autoscroll)")
    case 27: carousel.configuration.isPagingEnabled = input.bool()
    case 28:
      carousel.configuration.bounces = input.bool()
      trace("bounces \(carousel.configuration.bounces)")
    case 29: carousel.configuration.decelerationRate = input.finite()
    case 30: carousel.configuration.scrollSpeed = input.finite()
    case 31: carousel.configuration.bounceDistance = input.finite()
    case 32: carousel.configuration.perspective = input.finite()
    case 33:
      carousel.configuration.viewpointOffset = Size(width: input.finite(), height: input.finite())
    case 34:
      carousel.configuration.contentOffset = Size(width: input.finite(), height: input.finite())
    case 35:
      switch input.choice(4) {
      case 0: source.sharesViews.toggle()
      case 1: source.cachesViews.toggle()
      case 2: source.driftingCounts.toggle()
      default: source.count = input.pick([-2, 0, 3, 50])  // without reloadData
      }
    case 36:
      delegate.width = input.anyDouble()
      carousel.reloadData()
    case 37:
      let bits = input.byte()
      carousel.compatibility = CarouselCompatibility(
        autoscrollMovesBackward: bits & 1 != 0, zeroDecelerationRateGlides: bits & 2 != 0,
        touchLeavesCarouselUnaligned: bits & 4 != 0, tapOnMovingCarouselSelects: bits & 8 != 0,
        wrapShowsEachItemOnce: bits & 16 != 0)
      carousel.configuration.keepsCurrentItemOnUpdates = input.bool()
      carousel.configuration.stopAtItemBoundary = input.bool()
      carousel.configuration.scrollToItemBoundary = input.bool()
      trace(
        "compatibility \(carousel.compatibility), keeps \(carousel.configuration.keepsCurrentItemOnUpdates), stop \(carousel.configuration.stopAtItemBoundary), snap \(carousel.configuration.scrollToItemBoundary)"
      )
    case 38:
      _ = input.bool() ? carousel.accessibilityIncrement() : carousel.accessibilityDecrement()
      _ = carousel.itemLayout(at: Point(x: input.finite(), y: input.finite()))
    case 39:
      // Items of their own widths: asked for every item at a reload, so only for counts a
      // host could list (the fuzzer's two billion items stay one width).
      let widths = (0..<(1 + input.choice(4))).map { _ in
        input.pick([0, 0.5, 80, 200, 1e6, input.anyDouble()])
      }
      source.widths = widths
      // The carousel's count too: the source's may have changed without a reload.
      carousel.configuration.usesItemWidths =
        max(source.count, carousel.numberOfItems) <= 100_000 && input.bool()
      carousel.reloadData()
      trace("widths \(widths), on \(carousel.configuration.usesItemWidths)")
    case 40:
      carousel.configuration.alignment = input.pick(CarouselAlignment.allCases)
      carousel.configuration.containsScroll = input.bool()
      carousel.configuration.groupSize = input.pick([1, 1, 2, 3, 1_000])
      carousel.configuration.flickLimit = input.pick([nil, 1, 2])
      trace(
        "alignment \(carousel.configuration.alignment), contain \(carousel.configuration.containsScroll), group \(carousel.configuration.groupSize), limit \(String(describing: carousel.configuration.flickLimit))"
      )
    case 43:
      // A batch with indexes that may repeat or fall outside: rejected whole, or applied whole.
      let count = carousel.numberOfItems
      var batch = CarouselBatchUpdates()
      for _ in 0..<input.int(0...6) {
        switch input.int(0...3) {
        case 0: batch.removeItem(at: input.int(-2...count + 2))
        case 1: batch.insertItem(at: input.int(-2...count + 6))
        case 2: batch.moveItem(from: input.int(-2...count + 2), to: input.int(-2...count + 6))
        default: batch.reloadItem(at: input.int(-2...count + 2))
        }
      }
      let valid = batchIsValid(batch, count: count)
      let newCount = count - batch.removals.count + batch.insertions.count
      if valid { source.count = newCount }
      let animation = input.pick([
        CarouselUpdateAnimation.standard, .immediate,
        .init(removalDuration: 0, slideDuration: 2, insertionDuration: 0.3, reloadDuration: 0),
      ])
      trace("batch \(batch) of \(count), valid \(valid)")
      do {
        try carousel.performBatchUpdates(batch, animation: animation, at: time) { _ in
          openBatches -= 1
        }
        openBatches += 1
        if !valid { violation("an invalid batch was applied: \(batch)") }
        if carousel.numberOfItems != newCount {
          violation("\(carousel.numberOfItems) items after a batch to \(newCount)")
        }
      } catch {
        if valid { violation("a valid batch was rejected: \(error)") }
        if carousel.numberOfItems != count { violation("a rejected batch changed the count") }
      }
    case 42:
      let player = autoplay ?? FuzzAutoplay(carousel, interval: input.pick([1, 2.5, 5]))
      autoplay = player
      player.operate(&input, at: time)
    default:
      delegate.reentrantActions.append(contentsOf: [input.byte(), input.byte()])
    }
    trace(
      "step \(input.steps): offset \(carousel.scrollOffset), item \(carousel.currentItemIndex) of \(carousel.numberOfItems), \(carousel.configuration.type), \(carousel.activityDescription)"
    )
    check(carousel, delegate)
    autoplay?.check()
  }

  // Input stops: stop autoplay, lift the finger, stop autoscroll, and the carousel must come
  // to rest.
  autoplay?.autoplay.stop(at: time)
  delegate.reentrantActions.removeAll()
  if carousel.isDragging {
    carousel.dragEnded(velocity: 0, at: time)
  } else {
    carousel.touchEnded(at: time)
  }
  carousel.configuration.autoscroll = 0
  time = max(time, carousel.time)  // every frame below moves the carousel on
  var frames = 0
  while carousel.isAnimating {
    // 20 Hz for two seconds, then a frame a second: a window of 1,000 items replaced every frame
    // costs about 0.17 s a frame under AddressSanitizer, and a scroll of a minute (durations are
    // now at most 10 s) at 20 Hz outlasted libFuzzer's 30 s timeout on a busy machine (fuzz input
    // carousel-slow-settle). Frame-rate independence is the invariant suites' and the frame-rate
    // tests' to check.
    time += frames < 40 ? 1.0 / 20 : 1
    carousel.advance(to: time)
    trace("rest frame at \(time): \(carousel.activityDescription)")
    check(carousel, delegate)
    frames += 1
    if frames > 40 + 198 {
      violation("still moving 200 s after input stopped: \(carousel.activityDescription)")
    }
  }
  if delegate.phases.isOpen {
    violation("at rest with an unpaired willBegin")
  }
  if openBatches != 0 { violation("at rest with \(openBatches) batches not completed") }
  return 0
}

/// Whether `batch` may be applied to `count` items, by UICollectionView's rules, checked with
/// sets rather than the library's sorted lists.
func batchIsValid(_ batch: CarouselBatchUpdates, count: Int) -> Bool {
  let newCount = count - batch.removals.count + batch.insertions.count
  let sources = batch.moves.map { $0.from }
  let destinations = batch.moves.map { $0.to }
  func distinct(_ list: [Int], below limit: Int) -> Set<Int>? {
    let set = Set(list)
    return set.count == list.count && list.allSatisfy { $0 >= 0 && $0 < limit } ? set : nil
  }
  guard let removed = distinct(batch.removals, below: count),
    let moved = distinct(sources, below: count),
    let reloaded = distinct(batch.reloads, below: count),
    let inserted = distinct(batch.insertions, below: newCount),
    let taken = distinct(destinations, below: newCount)
  else { return false }
  return removed.isDisjoint(with: moved) && removed.isDisjoint(with: reloaded)
    && inserted.isDisjoint(with: taken)
}
