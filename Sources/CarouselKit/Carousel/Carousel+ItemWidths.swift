// Items of their own widths (CarouselConfiguration.usesItemWidths): the widths the data source
// gives, the metric built from them, and the conversions between the carousel's offsets (items)
// and its engine's (points when the metric is in use, items otherwise).

extension Carousel {
  /// The scroll offset, in items.
  ///
  /// - Complexity: O(1) with one width; O(log n) with items of their own widths.
  @inline(__always) var itemOffset: Double {
    guard state.metric != nil else { return engine.offset }
    return convertedEngineOffset()
  }

  /// The engine's offset in items through the metric, remembered for the offset it was found
  /// for (a frame asks several times) and searched from the item found last.
  @inline(never) private func convertedEngineOffset() -> Double {
    let offset = engine.offset
    if let last = state.lastConversion, last.engine == offset { return last.items }
    guard let metric = state.metric else { return offset }
    var hint = state.conversionHint
    let items = metric.items(atEngineOffset: offset, hint: &hint)
    state.conversionHint = hint
    state.lastConversion = (offset, items)
    return items
  }

  /// The carousel offset, in items, for an engine offset.
  @inline(__always) func items(atEngineOffset offset: Double) -> Double {
    guard let metric = state.metric else { return offset }
    return metric.items(atEngineOffset: offset)
  }

  /// The engine offset for a carousel offset, in items.
  @inline(__always) func engineOffset(atItems offset: Double) -> Double {
    guard let metric = state.metric else { return offset }
    return metric.engineOffset(atItems: offset)
  }

  /// The engine's velocity in items per second: at the current offset's pace, one item per span
  /// between resting places.
  var itemVelocity: Double {
    guard let metric = state.metric else { return engine.velocity }
    let u = metric.items(atEngineOffset: engine.offset)
    let span =
      metric.engineOffset(atItems: u.rounded(.down) + 1)
      - metric.engineOffset(atItems: u.rounded(.down))
    return engine.velocity / (span > 0 ? span : metric.unit)
  }

  /// Asks the data source for every item's width, when ``CarouselConfiguration/usesItemWidths``
  /// is on; forgets them otherwise.
  ///
  /// - Complexity: O(n) data source calls.
  func reloadItemWidths() {
    guard settings.usesItemWidths, let dataSource else {
      state.itemWidths = nil
      return
    }
    var widths: [Double] = []
    let count = state.itemCount
    widths.reserveCapacity(count)
    var reported = false
    for index in 0..<count {
      let width = dataSource.carousel(self, widthOfItemAt: index)
      if width >= 0 && width.isFinite {
        widths.append(width)
      } else {
        widths.append(0)
        if !reported { report(.invalidItemWidth(index: index, width: width)) }
        reported = true
      }
    }
    // A data source that changed the count while it was asked is caught by the count check.
    state.itemWidths = widths.count == state.itemCount ? widths : nil
  }

  /// The width the data source gives a newly inserted item `index`, checked as
  /// ``reloadItemWidths()`` checks them.
  func askedWidth(ofItemAt index: Int) -> Double {
    guard let dataSource else { return 0 }
    let width = dataSource.carousel(self, widthOfItemAt: index)
    guard width >= 0 && width.isFinite else {
      report(.invalidItemWidth(index: index, width: width))
      return 0
    }
    return width
  }

  /// Builds the metric the settings and widths call for, when its inputs changed, and moves the
  /// engine into its units keeping the offset in items (and any motion's shape).
  ///
  /// - Complexity: O(n) when it rebuilds, O(1) otherwise.
  func updateMetric(spacing: Double) {
    let widths =
      settings.usesItemWidths && settings.type == .linear
        && state.itemWidths?.count == state.itemCount
      ? state.itemWidths : nil
    let key = CarouselState.MetricKey(
      widthsGeneration: widths == nil ? -1 : state.itemWidthsGeneration, spacing: spacing,
      anchor: settings.alignment.fraction, wraps: state.resolved.wrap)
    guard key != state.metricKey else { return }
    state.metricKey = key
    let old = state.metric
    let new = widths.flatMap {
      CarouselItemMetric(widths: $0, scale: spacing, anchor: key.anchor, wraps: key.wraps)
    }
    guard old != nil || new != nil else { return }
    state.metric = new
    state.lastConversion = nil
    engine.remap { offset in
      let u = old.map { $0.items(atEngineOffset: offset) } ?? offset
      return (new.map { $0.engineOffset(atItems: u) } ?? u).clampedToFinite
    }
  }
}
