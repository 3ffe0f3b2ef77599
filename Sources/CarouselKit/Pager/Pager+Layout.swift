// The pages and the viewport changing under the pager: a reload, a rotation.

extension Pager {
  /// Changes the pages or the viewport (a reload, a rotation), keeping the page shown.
  ///
  /// With `page` `nil` the pager keeps its position in pages (``pagePosition``, clamped into the
  /// new pages): a rotation mid-scroll keeps the fraction between the same two pages, and a motion
  /// in flight carries on toward the same page in the new geometry. With a `page`, it jumps there
  /// (clamped) and any motion stops.
  ///
  /// - Parameters:
  ///   - layout: The new pages and viewport.
  ///   - page: The page to show, or `nil` to keep the current one.
  ///   - time: When, in seconds; the pager's ``time`` when `nil`.
  /// - Complexity: O(1) for pages of the viewport's length; O(n) to build the snap positions of
  ///   pages of their own lengths.
  public func setLayout(_ layout: PageLayout, page: Int? = nil, at time: Double? = nil) {
    setLayout(layout, page: page, at: time, mappingPosition: nil)
  }

  /// Offset `x` of a loop over `old`'s pages, moved to the loop over `new`'s: its lap kept, its
  /// page position within the lap moved by `map` (which may carry it into the next lap).
  private static func mapAroundLoop(
    _ x: Double, from old: PageLayout, to new: PageLayout, _ map: (Double) -> Double
  ) -> Double {
    let oldLength = old.contentLength
    var lap = (x / oldLength).rounded(.down)
    var local = x - lap * oldLength
    if local >= oldLength {
      lap += 1
      local -= oldLength
    }
    var position = map(old.pagePosition(atOffset: max(local, 0)))
    let count = Double(new.pageCount)
    if position >= count {
      position -= count
      lap += 1
    } else if position < 0 {
      position += count
      lap -= 1
    }
    return (lap * new.contentLength + new.offset(atPagePosition: position)).clampedToFinite
  }

  /// Changes the pages after pages were inserted or removed: each offset, motion's too, moves to
  /// the page position `map` gives for its old one (clamped into the new pages as
  /// ``setLayout(_:page:at:)`` clamps).
  package func setLayout(
    _ layout: PageLayout, at time: Double?, mappingPosition map: @escaping (Double) -> Double
  ) {
    setLayout(layout, page: nil, at: time, mappingPosition: map)
  }

  private func setLayout(
    _ layout: PageLayout, page: Int?, at time: Double?,
    mappingPosition map: ((Double) -> Double)?
  ) {
    endWheelGestureIfIdle(before: time)
    if let time { engine.advance(to: time) }
    let old = self.layout
    // In the new pages' indexes: a page that only moved to another index has not come to rest.
    let settledBefore = idleRestingPage.map { page in
      map.map { wholeIndex($0(Double(page)).rounded()) } ?? page
    }
    isChangingLayout = true
    defer { isChangingLayout = false }
    self.layout = layout
    snapGrid = layout.snapGrid(wrapping: configuration.wraps)
    if let page {
      pagePositionHint = Double(page)
      engine.stop()
      engine.configuration = engineConfiguration()
      if layout.pageCount > 0 {
        engine.scroll(to: restingOffset(of: page), duration: 0)
      }
    } else {
      let lastPage = Double(max(layout.pageCount - 1, 0))
      let hint = pagePositionHint
      // Pages inserted or removed in a loop: each offset keeps its lap, and its place in the lap
      // moves as `map` says.
      let loopsAcross =
        map != nil && configuration.wraps && Self.loops(old) && Self.loops(layout)
      if loopsAcross { engine.normalizePosition() }
      engine.remap { x in
        if loopsAcross, let map {
          return Self.mapAroundLoop(x, from: old, to: layout, map)
        }
        // A viewport of length 0 showed no page: return to the one shown before it.
        let position =
          old.pageCount > 0 && old.viewportLength > 0 ? old.pagePosition(atOffset: x) : hint
        // Past the new last page only by the overscroll the old position had past the old one.
        let overshoot = max(0, position - Double(max(old.pageCount - 1, 0)))
        let mapped = map?(position) ?? position
        let kept = min(mapped, lastPage) + (mapped > lastPage ? min(overshoot, 1) : 0)
        return layout.pageCount > 0 ? layout.offset(atPagePosition: kept) : 0
      }
      engine.configuration = engineConfiguration()
    }
    restOnAPage(periodBefore: nil)
    // Pages resting between two that the new geometry puts on one (within the tolerance, which
    // is in points) have come to rest there: under a resting finger too, reported when it lifts.
    if let page = idleRestingPage, page != settledBefore { settleOwed = true }
    finish()
  }

  /// After the pages or their looping changed: at rest, an offset left off a resting place
  /// settles; a programmatic scroll, which rests where it ends with no settle after it, goes on
  /// to the page nearest its end if the change left that end off the pages (past the content's
  /// end, or a lap off a loop of `periodBefore` points that no longer loops).
  func restOnAPage(periodBefore: Double?) {
    if !engine.isAnimating && !engine.isTracking { engine.settle() }
    guard engine.phase == .animating, let end = engine.targetOffset, layout.pageCount > 0 else {
      return
    }
    let page =
      isWrapping
      ? wrappedNearestPage(to: end)
      : layout.nearestPage(to: periodBefore.map { wrappedRemainder(end, period: $0) } ?? end)
    let resting = restingOffset(of: page)
    if abs(resting - end) > configuration.settleTolerance {
      engine.scroll(to: resting, spring: configuration.snapSpring)
    }
  }
}

/// One page inserted or removed at `index`, leaving `count` pages: where the indexes a model
/// keeps, and the pager's page positions, go (``Pager/setLayout(_:at:mappingPosition:)``).
package struct PageChange {
  package enum Kind { case insertion, removal }

  package let kind: Kind
  package let index: Int
  /// The page count after the change.
  package let count: Int

  package init(_ kind: Kind, at index: Int, leaving count: Int) {
    self.kind = kind
    self.index = index
    self.count = count
  }

  /// Where page `page` is after the change: one on past an insertion, one back past a removal;
  /// the removed page's index passes to the page after it (the last page when it was last), and
  /// a page kept without pages before (0) stays the only one.
  package func page(_ page: Int) -> Int {
    let moved =
      switch kind {
      case .insertion: page >= index ? page + 1 : page
      case .removal: page > index ? page - 1 : page
      }
    return min(moved, max(count - 1, 0))
  }

  /// Where page position `position` is after the change: the page nearest it keeps its place,
  /// and a removed page's place is taken by the page after it.
  package func position(_ position: Double) -> Double {
    let index = Double(self.index)
    switch kind {
    case .insertion: return position >= index - 0.5 ? position + 1 : position
    case .removal: return position >= index + 1 ? position - 1 : min(position, index)
    }
  }
}
