// performBatchUpdates: removes, inserts, moves and reloads as one animated change, and the event
// when its animation ends.

/// How a batch of updates animates (``Carousel/performBatchUpdates(_:animation:at:completion:)``):
/// removed items fade out, then the items that stay slide to their new places while inserted
/// items fade in; reloaded items cross-fade from the start.
///
/// ``standard`` is iCarousel's insert and remove: a 0.1 s fade, a 0.4 s ease-in-ease-out slide,
/// inserted items shown at once.
public struct CarouselUpdateAnimation: Sendable {
  /// How long removed items fade out, in seconds; when the batch removes any, slides and
  /// insertions wait for it.
  public var removalDuration: Double
  /// How long the items that stay take to slide to their new places, in seconds.
  public var slideDuration: Double
  /// How long inserted items fade in, in seconds, once their views load (0: shown at once).
  public var insertionDuration: Double
  /// How long a reloaded item's old and new views cross-fade, in seconds (0: swapped at once).
  public var reloadDuration: Double
  /// The slide's timing curve.
  public var curve: Easing

  /// An animation.
  ///
  /// - Precondition: Every duration is finite and not negative.
  public init(
    removalDuration: Double = 0.1, slideDuration: Double = 0.4, insertionDuration: Double = 0,
    reloadDuration: Double = 0.4, curve: Easing = .easeInEaseOut
  ) {
    self.removalDuration = removalDuration
    self.slideDuration = slideDuration
    self.insertionDuration = insertionDuration
    self.reloadDuration = reloadDuration
    self.curve = curve
    validate()
  }

  /// Traps unless every duration is finite and not negative.
  ///
  /// - Precondition: Every duration is finite and not negative.
  public func validate() {
    for duration in [removalDuration, slideDuration, insertionDuration, reloadDuration] {
      precondition(
        duration >= 0 && duration.isFinite,
        "CarouselUpdateAnimation durations must be finite and not negative")
    }
  }

  /// iCarousel's animated insert and remove: removed items fade for 0.1 s, then the others
  /// slide for 0.4 s along ease-in-ease-out; inserted items appear at once; reloads cross-fade
  /// for 0.4 s.
  public static var standard: CarouselUpdateAnimation { CarouselUpdateAnimation() }

  /// No animation: the batch takes effect at once, and its completion comes in the same call.
  public static var immediate: CarouselUpdateAnimation {
    CarouselUpdateAnimation(
      removalDuration: 0, slideDuration: 0, insertionDuration: 0, reloadDuration: 0)
  }

  /// How long a batch with this animation lasts, in seconds: the removals' fade (when it
  /// removes items), then the longer of the slide and the insertions' fade; or the reloads'
  /// cross-fade, when it reloads items and that is longer.
  ///
  /// - Parameters:
  ///   - removes: Whether the batch removes items.
  ///   - reloads: Whether it reloads items.
  /// - Returns: The batch's length, in seconds.
  public func duration(removes: Bool, reloads: Bool) -> Double {
    let delay = removes ? removalDuration : 0
    return max(delay + max(slideDuration, insertionDuration), reloads ? reloadDuration : 0)
  }
}

extension Carousel {
  /// Applies several removes, inserts, moves and reloads as one change, animated by
  /// `animation`, and tells when it ends: `batchUpdatesDidFinish` and `completion`, as
  /// UICollectionView's `performBatchUpdates(_:completion:)` does (iCarousel #528, #342, #843).
  ///
  /// Indexes follow ``CarouselBatchUpdates``'s rules (UICollectionView's). As with
  /// ``insertItem(at:animated:at:)``, the data source is not updated by the call: update your data
  /// just before it — or just after it when the batch reloads nothing and the items have no
  /// widths of their own (the reloaded views, and the inserted items' widths, are asked for
  /// during the call); the next frame checks the counts.
  ///
  /// Each loaded view follows its item: removed items fade out where they are, the others slide
  /// from where they were shown to their new places (the short way round when wrapping),
  /// inserted items load in the next frame and fade in, reloaded ones are asked for again at once.
  /// The scroll offset is kept as ``insertItem(at:animated:at:)`` and ``removeItem(at:animated:at:)``
  /// keep it: unless ``CarouselConfiguration/keepsCurrentItemOnUpdates`` is on (then the current
  /// item stays in the centre, or, if it is removed, the next item that stays comes there), a
  /// batch that removes items at rest snaps the offset to the current index.
  ///
  /// The batch's animation ends ``CarouselUpdateAnimation/duration(removes:reloads:)`` seconds
  /// after `time`: ``CarouselEvent/Kind/batchUpdatesDidFinish(batch:finished:)`` is delivered,
  /// dated then, with the frame that reaches it (at once with ``CarouselUpdateAnimation/immediate``),
  /// and `completion` is called after it with `true`. ``reloadData()`` before then ends the
  /// animation: both come at once with `finished` `false`. ``isAnimating`` stays `true` until the
  /// batch ends.
  ///
  /// - Parameters:
  ///   - batch: The changes.
  ///   - animation: How they animate; ``CarouselUpdateAnimation/standard`` is iCarousel's.
  ///   - time: When, in seconds; the carousel's ``time`` when `nil`.
  ///   - completion: Called once the animation ends (`true`) or is cut short by a reload
  ///     (`false`).
  /// - Returns: The batch's number, counted from 1, which its event carries.
  /// - Throws: ``CarouselBatchError`` when an index is out of range, repeated in a role, or in
  ///   two roles that exclude each other; nothing is changed then.
  /// - Precondition: `time`, when given, is finite; the animation's durations are finite and
  ///   not negative.
  /// - Complexity: O(k log k + visible items · log k) for a batch of k changes; O(n log k) with
  ///   items of their own widths.
  @discardableResult
  public func performBatchUpdates(
    _ batch: CarouselBatchUpdates, animation: CarouselUpdateAnimation = .standard,
    at time: Double? = nil, completion: ((Bool) -> Void)? = nil
  ) throws(CarouselBatchError) -> Int {
    animation.validate()
    advanceState(toOptional: time)
    let oldCount = state.itemCount
    let map: CarouselIndexMap
    do {
      map = try CarouselIndexMap(batch, count: oldCount)
    } catch {
      commit()  // the events of the advance
      throw error
    }
    batchNumber += 1
    let number = batchNumber
    let now = engine.time
    let newCount = map.newCount
    // Host code first: the inserted items' widths, from the updated data source.
    var insertedWidths: [Double] = []
    let widthsFollow = state.itemWidths?.count == oldCount
    if widthsFollow {
      let data = state.dataGeneration
      insertedWidths = map.inserted.map { askedWidth(ofItemAt: $0) }
      guard state.dataGeneration == data else {
        // The data source changed the items from its call (a reload): what it did stands, and
        // the batch ends at once, unfinished.
        state.pendingBatches.append(.init(number: number, end: now, completion: completion))
        cancelBatches()
        commit()
        return number
      }
    }

    let currentBefore = currentIndexOrNone
    let wasMoving = engine.isAnimating || engine.isDragging
    let removes = !map.removed.isEmpty
    if removes {
      departItems(fading: animation.removalDuration) { sortedContains(map.removed, $0) }
    }
    let before = displayedOffsets()
    let wrap = state.resolved.wrap
    let anchored = settings.keepsCurrentItemOnUpdates && oldCount > 0 && newCount > 0
    var widths: [Double]?
    if widthsFollow, let old = state.itemWidths {
      var new = [Double](repeating: 0, count: newCount)
      for index in 0..<oldCount {
        if let place = map.newIndex(of: index) { new[place] = old[index] }
      }
      for (position, place) in map.inserted.enumerated() { new[place] = insertedWidths[position] }
      widths = new
    }
    beginUpdate(count: newCount)
    if widthsFollow { state.itemWidths = widths }
    if anchored {
      remapContent { offset in
        let nearest = offset.rounded()
        let itemOffset = wrap ? wrappedRemainder(nearest, period: Double(oldCount)) : nearest
        let laps = wrap ? ((nearest - itemOffset) / Double(oldCount)).rounded() : 0
        let item = min(max(wholeIndex(itemOffset), 0), oldCount - 1)
        let place = map.newIndexOrFollowing(item, wrapping: wrap)
        return offset + Double(place - item) + laps * Double(newCount - oldCount)
      }
    } else if currentBefore >= 0 && map.newIndex(of: currentBefore) != currentBefore {
      state.currentItemChangedByUpdate = true
    }
    resolveOptions()
    rekey { key in
      key >= oldCount ? key + newCount - oldCount : map.newIndex(of: key) ?? key
    }
    if removes && !anchored && !wasMoving && newCount > 0 {
      engine.scroll(to: engineOffset(atItems: Double(currentIndexOrNone)), duration: 0)
    }
    let delay = removes ? animation.removalDuration : 0
    prepareSlides(
      from: before, delay: delay, animated: true, duration: animation.slideDuration,
      curve: animation.curve)
    if animation.insertionDuration > 0 && !map.inserted.isEmpty {
      state.appearing.append(
        .init(indexes: map.inserted, start: now + delay, duration: animation.insertionDuration))
    }
    let reloads = batch.reloads.compactMap { map.newIndex(of: $0) }.sorted()
    if !reloads.isEmpty {
      reloadLoadedViews(crossFade: animation.reloadDuration) { index in
        sortedContains(reloads, index)
      }
    }
    state.pendingBatches.append(
      .init(
        number: number,
        end: now + animation.duration(removes: removes, reloads: !reloads.isEmpty),
        completion: completion))
    finishBatches(upTo: now)
    finishUpdate()
    return number
  }

  /// Ends the batches whose animation ended by `time`, earliest first: queues their events,
  /// dated when they ended, and their completions, called once the events are delivered.
  func finishBatches(upTo time: Double) {
    while true {
      var earliest: (position: Int, end: Double)?
      for (position, batch) in state.pendingBatches.enumerated() where batch.end <= time {
        if batch.end < earliest?.end ?? .infinity { earliest = (position, batch.end) }
      }
      guard let earliest else { return }
      finishBatch(at: earliest.position, time: earliest.end, finished: true)
    }
  }

  /// The earliest end of a pending batch before `time`, in seconds, if any.
  func nextBatchEnd(before time: Double) -> Double? {
    guard !state.pendingBatches.isEmpty else { return nil }
    var earliest: Double?
    for batch in state.pendingBatches where batch.end < time {
      if batch.end < earliest ?? .infinity { earliest = batch.end }
    }
    return earliest
  }

  /// Ends every pending batch now, unfinished (a reload cut their animations short).
  func cancelBatches() {
    let now = engine.time
    while !state.pendingBatches.isEmpty { finishBatch(at: 0, time: now, finished: false) }
  }

  private func finishBatch(at position: Int, time: Double, finished: Bool) {
    let batch = state.pendingBatches.remove(at: position)
    emit(.batchUpdatesDidFinish(batch: batch.number, finished: finished), at: time)
    if let completion = batch.completion { dueCompletions.append((completion, finished)) }
  }

  /// Calls the completions of the batches that ended, in order; one that starts another batch
  /// or ends one queues behind.
  func callDueCompletions() {
    while !dueCompletions.isEmpty {
      let (completion, finished) = dueCompletions.removeFirst()
      completion(finished)
    }
  }

  /// Whether the inserted item `index` is fading in: its fade, when a batch's animation gives
  /// one that has not ended.
  func appearance(ofItem index: Int) -> (start: Double, duration: Double)? {
    let now = engine.time
    state.appearing.removeAll { now >= $0.start + $0.duration }
    for appearing in state.appearing where sortedContains(appearing.indexes, index) {
      return (appearing.start, appearing.duration)
    }
    return nil
  }
}

/// Whether sorted `list` holds `value`.
///
/// - Complexity: O(log n).
func sortedContains(_ list: [Int], _ value: Int) -> Bool {
  var low = 0
  var high = list.count
  while low < high {
    let middle = (low + high) / 2
    if list[middle] < value { low = middle + 1 } else { high = middle }
  }
  return low < list.count && list[low] == value
}
