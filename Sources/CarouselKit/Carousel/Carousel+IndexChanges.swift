// When the current item changes: the exact instant, found on the motion itself, and
// CoverFlow2's swing that starts then.

extension Carousel {
  /// The most halvings that find the instant of an index change: to a picosecond, far finer
  /// than any frame and than the 1e-9 s agreement across frame rates the tests demand.
  static var indexChangeBisections: Int { 64 }

  /// Queues `currentItemIndexDidChange` if the current item changed since the last check (by
  /// scrolling, at the instant found on the motion; by an insert or remove, now), and starts
  /// CoverFlow2's swing.
  ///
  /// - Complexity: O(1); O(log(frame interval / 1e-12)) evaluations of the motion when the
  ///   index changed.
  func checkIndexChange() {
    let now = engine.time
    let current = clampedIndex(atOffset: itemOffset)
    let previous = state.previousItemIndex
    if current != previous {
      let instant = indexChangeTime(to: current)
      if previous >= 0 && current >= 0 { startToggle(from: previous, to: current, at: instant) }
      state.previousItemIndex = current
      state.currentItemChangedByUpdate = false
      emit(.currentItemIndexDidChange(index: max(current, 0)), at: instant)
    } else if state.currentItemChangedByUpdate {
      state.currentItemChangedByUpdate = false
      emit(.currentItemIndexDidChange(index: max(current, 0)), at: now)
    }
    state.indexCheckTime = now
  }

  /// The instant the index became `current`: found by bisection on the motion between the last
  /// check and now, so it does not depend on when frames come.
  ///
  /// A drag or a jump changes it at the current time.
  private func indexChangeTime(to current: Int) -> Double {
    let now = engine.time
    let low = state.indexCheckTime
    let count = state.itemCount
    let wrap = state.resolved.wrap
    let past = engine.recentPast()
    let metric = state.metric
    // Items of their own widths: each halving converts from the item found last, a step away.
    var hint = state.conversionHint
    guard low < now, let before = past.offset(at: low),
      carouselIndex(
        nearest: metric?.items(atEngineOffset: before, hint: &hint) ?? before, count: count,
        wrap: wrap)
        != current
    else { return now }
    return past.firstInstant(
      after: low, by: now, steps: Self.indexChangeBisections, resolution: 1e-12
    ) {
      carouselIndex(
        nearest: metric?.items(atEngineOffset: $0, hint: &hint) ?? $0, count: count, wrap: wrap)
        == current
    } ?? now
  }

  /// Starts CoverFlow2's swing (iCarousel's `toggle`).
  ///
  /// Only CoverFlow2 and custom layouts (which may read ``toggle``) swing, so other types never
  /// keep the host's frames running for it.
  private func startToggle(from previous: Int, to current: Int, at instant: Double) {
    let type = settings.type
    guard type == .coverFlow2 || type == .custom else { return }
    var difference = Double(previous - current)
    if state.resolved.wrap {
      difference = ScrollEngine.shortestDistance(
        from: Double(current), to: Double(previous), period: Double(state.itemCount))
    }
    guard difference != 0 else { return }
    if engine.phase == .dragging { state.startVelocity = itemVelocity }
    state.toggle = .init(
      start: instant, sign: difference < 0 ? -1 : 1,
      duration: CarouselState.Toggle.duration(forSpeed: state.startVelocity))
    state.isStale = true
  }

  /// CoverFlow2's free stop: back-date the swing so it finishes as the item settles.
  func momentumDidEnd(at time: Double) {
    restartAutoscroll(at: time)
    let type = settings.type
    guard !engine.isAnimating, state.itemCount > 0, type == .coverFlow2 || type == .custom else {
      return
    }
    let s = itemOffset
    var difference = s.rounded() - s
    difference -= difference.rounded()  // into [−0.5, 0.5]
    guard difference != 0 else { return }
    state.toggle = .init(
      start: time - CarouselState.Toggle.backdatingPerItem * abs(difference),
      sign: difference > 0 ? -1 : 1,
      duration: CarouselState.Toggle.duration(forSpeed: state.startVelocity))
    state.isStale = true
  }
}
