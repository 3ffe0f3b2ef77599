// Resolving the type, the properties and the delegate's answers into the values a frame uses:
// wrapping, the item width, the drag multiplier, the layout's options, the window size and the
// engine's configuration.

extension Carousel {
  /// The value of `option` from `delegate`, as iCarousel asks it (so options can animate).
  ///
  /// A NaN, or an infinity where it means nothing (``CarouselOption/acceptsInfinity``), is ignored:
  /// the default is used.
  func option(
    _ option: CarouselOption, _ defaultValue: Double,
    from delegate: (any CarouselDelegate<ItemView>)?
  ) -> Double {
    guard let delegate else { return defaultValue }
    let value = delegate.carousel(self, valueFor: option, default: defaultValue)
    if value.isNaN || (value.isInfinite && !option.acceptsInfinity) { return defaultValue }
    return value
  }

  /// Re-derives wrapping, placeholders, the item width, the drag multiplier, the layout's options
  /// and the window size, and hands the engine the matching configuration.
  ///
  /// The delegate is asked in iCarousel's order. A delegate that changes the carousel while it
  /// is asked (sets a property, calls ``setNeedsLayout()`` or reloads from `valueFor`) does not
  /// start a resolution inside this one: the change is noted, and the options are resolved again
  /// when this one ends, up to ``maximumOptionPasses`` times.
  ///
  /// - Complexity: O(1)
  func resolveOptions() {
    guard !state.isResolvingOptions else {
      state.needsOptionsAgain = true
      return
    }
    state.isResolvingOptions = true
    var passes = 0
    repeat {
      state.needsOptionsAgain = false
      resolveOptionsOnce()
      passes += 1
    } while state.needsOptionsAgain && passes < Self.maximumOptionPasses
    state.isResolvingOptions = false
  }

  /// How many times the options are resolved in a row when the delegate keeps changing the
  /// carousel while it is asked for them.
  static var maximumOptionPasses: Int { 4 }

  private func resolveOptionsOnce() {
    let delegate = self.delegate
    let settings = self.settings
    var wrap = settings.wraps ?? settings.type.wrapsByDefault
    if let delegate, let shouldWrap = delegate.carouselShouldWrap(self) { wrap = shouldWrap }
    wrap = option(.wrap, wrap ? 1 : 0, from: delegate) != 0
    let override = delegate?.carouselItemWidth(self) ?? 0
    // 0 (the default), negative or not finite: ignored
    let usable = override > 0 && override.isFinite
    var resolved = state.resolved
    resolved.wrap = wrap
    resolved.placeholdersShown = wrap ? 0 : state.placeholderCount
    resolved.itemWidth =
      usable ? override : (settings.isVertical ? settings.itemSize.height : settings.itemSize.width)
    if settings.usesItemWidths && settings.type == .linear, let mean = state.itemWidthsMean,
      mean > 0
    {
      resolved.itemWidth = mean
    }
    resolved.viewportLength = viewportLength
    resolved.offsetMultiplier = option(
      .offsetMultiplier, settings.type.defaultOffsetMultiplier, from: delegate)
    state.resolved = resolved
    let layout = CarouselLayout(
      type: settings.type, itemWidth: resolved.itemWidth, isVertical: settings.isVertical,
      viewportLength: viewportLength,
      itemCount: state.itemCount + resolved.placeholdersShown,
      option: { self.option($0, $1, from: delegate) })
    let window = unlimitedWindowSize(layout: layout, delegate: delegate)
    state.layout = layout
    state.layoutCulls = layout.culls
    state.baseTransform = Transform3D(
      translationX: -settings.viewpointOffset.width, y: -settings.viewpointOffset.height, z: 0
    )
    .concatenating(.perspective(settings.perspective))
    state.asksAngle =
      delegate != nil
      && (settings.type == .rotary || settings.type == .invertedRotary
        || settings.type == .cylinder || settings.type == .invertedCylinder)
    state.resolved.unlimitedWindowSize = window
    updateMetric(spacing: layout.spacing)
    state.resolved.anchorShift = state.metric == nil ? anchorShift(layout: layout) : 0
    updateEngineConfiguration()
  }

  /// The distance from the resting anchor to the viewport's centre, in items: `(½ − a)·(V − W)/W`
  /// for a linear carousel aligned at fraction `a`, with a viewport `V` points long and items
  /// `W` points apart (``Resolved/anchorShift``); reduced into half the count either way when
  /// wrapping; 0 for other types, centred alignment or items with no extent.
  private func anchorShift(layout: CarouselLayout) -> Double {
    let a = settings.alignment.fraction
    let spacing = layout.itemWidth * layout.spacing
    guard layout.type == .linear, a != 0.5, spacing > 0, spacing.isFinite else { return 0 }
    let shift = ((0.5 - a) * (viewportLength - spacing) / spacing).clampedToFinite
    let count = state.itemCount
    guard state.resolved.wrap, count > 0 else { return shift }
    var reduced = wrappedRemainder(shift, period: Double(count))
    if reduced > Double(count) / 2 { reduced -= Double(count) }
    return reduced
  }

  /// The offsets a carousel that does not wrap may rest between, in items: the first and last
  /// item, or with ``CarouselConfiguration/containsScroll`` (linear only) the offsets where the
  /// content's ends meet the viewport's, `[a·(V − W)/W, n − 1 + (1 − a)·(W − V)/W]` within the
  /// items — or the one offset `a·(n − 1)` where content shorter than the viewport rests
  /// aligned as a whole.
  private func restingBounds(count: Int) -> ClosedRange<Double> {
    if let metric = state.metric { return restingBounds(metric) }
    let last = Double(count - 1)
    let layout = state.layout
    let spacing = layout.itemWidth * layout.spacing
    guard settings.containsScroll, layout.type == .linear, spacing > 0, spacing.isFinite else {
      return 0...last
    }
    let a = settings.alignment.fraction
    let viewport = viewportLength
    let low = a * (viewport - spacing) / spacing
    let high = last + (1 - a) * (spacing - viewport) / spacing
    guard low.isFinite, high.isFinite else { return 0...last }
    if low > high {
      let whole = a * last
      return whole...whole
    }
    return max(0, low)...min(last, high)
  }

  /// ``restingBounds(count:)`` for items of their own widths, in points: from item 0's resting
  /// place `E_0` to the last one's, or contained, `[max(E_0, a·V), min(E_{n−1}, L − V + a·V)]`
  /// — or `a·L` when the content is shorter than the viewport.
  private func restingBounds(_ metric: CarouselItemMetric) -> ClosedRange<Double> {
    let first = metric.rest(0)
    let last = metric.rest(metric.count - 1)
    guard settings.containsScroll else { return first...last }
    let a = metric.anchor
    let viewport = viewportLength
    let length = metric.length
    if length < viewport { return a * length...a * length }
    return max(first, a * viewport)...min(last, length - viewport + a * viewport)
  }

  /// The grid of resting places: every item, or the first of every group
  /// (``CarouselConfiguration/groupSize``) with the last item when the count is no multiple of
  /// it and the carousel does not wrap.
  ///
  /// - Complexity: O(1); O(n / groupSize) for groups of items of their own widths.
  private func restingGrid(count: Int, wrap: Bool) -> SnapGrid {
    let group = settings.groupSize
    if let metric = state.metric {
      guard group > 1 else { return metric.snapGrid }
      var points: [Double] = []
      var last = -Double.infinity
      for item in stride(from: 0, to: count, by: group) {
        // Groups of items 0 wide rest where the group before them does (or, wrapping, where the
        // next lap's first does): one point for them.
        let rest = metric.rest(item)
        if rest > last && !(wrap && rest >= metric.rest(0) + metric.length) { points.append(rest) }
        last = max(last, rest)
      }
      let end = metric.rest(count - 1)
      if !wrap && end > last { points.append(end) }
      return SnapGrid(points: points)
    }
    guard group > 1, count > 0 else { return .uniform(spacing: 1) }
    if wrap ? count % group == 0 : (count - 1) % group == 0 {
      return .uniform(spacing: Double(group))
    }
    // Wrapping, the groups end with the last group's first item; otherwise with the last item.
    let last = wrap ? (count - 1) / group * group : count - 1
    return SnapGrid(steppedBy: Double(group), upTo: Double(last))
  }

  /// The window size before it is limited to the number of items: iCarousel's
  /// `numberOfVisibleItems` — `ceil(W / (w·spacing)) + 2` for the linear and cover-flow types,
  /// the circular count (or half of it when inverted) for the circular ones, 30 for the rest —
  /// at most 30, then ``CarouselOption/visibleItems`` (truncated), capped at
  /// ``maximumWindowSize``.
  private func unlimitedWindowSize(
    layout: CarouselLayout, delegate: (any CarouselDelegate<ItemView>)?
  ) -> Int {
    let width = viewportLength
    let w = layout.itemWidth
    let cap = Double(CarouselLayout.maximumVisibleItems)
    var size: Double
    switch layout.type {
    case .linear, .coverFlow, .coverFlow2: size = (width / (w * layout.spacing)).rounded(.up) + 2
    case .rotary, .cylinder: size = Double(layout.count)
    case .invertedRotary, .invertedCylinder: size = (Double(layout.count) / 2).rounded(.up)
    case .wheel, .invertedWheel:
      let count = Double(layout.count)
      let smaller = min(state.viewportSize.width, state.viewportSize.height)
      size = layout.radius - w / 2 < smaller / 2 ? count : (count / 2).rounded(.up) + 1
    case .timeMachine, .invertedTimeMachine, .custom: size = cap
    }
    size = min(cap, size.isNaN ? cap : size)
    let requested = CarouselLayout.truncatedCount(option(.visibleItems, size, from: delegate))
    return min(max(0, requested), Self.maximumWindowSize)
  }

  /// The most items a carousel loads, whatever ``CarouselOption/visibleItems`` asks for.
  static var maximumWindowSize: Int { maximumCarouselWindow }

  /// Gives the engine the bounds, rubber band, physics and scales the resolved values call for,
  /// when they changed.
  private func updateEngineConfiguration() {
    let settings = self.settings
    let resolved = state.resolved
    let count = state.itemCount
    let metric = state.metric
    // Items of their own widths scroll in points, thresholds and the bounce in mean widths.
    let unit = metric?.unit ?? 1
    let bounds: ScrollEngine.Bounds =
      count == 0
      ? .limited(0...0)
      : resolved.wrap
        ? .wrapping(period: metric?.length ?? Double(count))
        : .limited(restingBounds(count: count))
    let distance = settings.bounceDistance * unit
    let rubberBand: RubberBand =
      settings.bounces && !resolved.wrap && distance > 0 && distance.isFinite
      ? .linear(limit: distance) : .none
    let target: ScrollTargetRule =
      settings.isPagingEnabled
      ? .paging
      : settings.flickLimit.map { .atMost(boundaries: $0) }
        ?? (settings.stopAtItemBoundary ? .boundary : .free)
    let glides =
      settings.decelerationRate != 0 || state.compatibility.zeroDecelerationRateGlides
    let width = resolved.itemWidth
    let key = EngineKey(
      bounds: bounds, groupSize: settings.groupSize, metric: state.metricKey,
      rubberBand: rubberBand,
      physics: CarouselPhysics.Key(
        rate: settings.decelerationRate, target: target, snaps: settings.scrollToItemBoundary,
        minimumDistance: glides ? MomentumPhysics.iCarouselMinimumDistance : .infinity,
        autoscrolling: settings.autoscroll != 0, unit: unit),
      pointsPerUnit: metric != nil ? 1 : width > 0 && width.isFinite ? width : 1,
      dragMultiplier: resolved.offsetMultiplier.isFinite ? resolved.offsetMultiplier : 1,
      velocityMultiplier: settings.scrollSpeed.isFinite ? settings.scrollSpeed : 1)
    guard key != state.engineKey else { return }
    state.engineKey = key
    engine.configuration = ScrollEngine.Configuration(
      bounds: bounds, snapGrid: restingGrid(count: count, wrap: resolved.wrap),
      rubberBand: rubberBand,
      physics: CarouselPhysics.physics(key.physics),
      pointsPerUnit: key.pointsPerUnit, dragMultiplier: key.dragMultiplier,
      velocityMultiplier: key.velocityMultiplier)
  }

  // MARK: - Indexes

  /// iCarousel's `clampedIndex` of the item nearest `offset`: −1 without items, wrapped, or
  /// clamped (``CarouselIndexing``).
  func clampedIndex(atOffset offset: Double) -> Int {
    state.indexing.clampedIndex(atOffset: offset)
  }

  /// iCarousel's `clampedIndex`: −1 without items, wrapped into `0..<n`, or clamped.
  func clampedIndex(_ index: Int) -> Int { state.indexing.clampedIndex(index) }

  /// iCarousel's `offsetForItemAtIndex`: `i − s`, corrected once by the item count when
  /// wrapping.
  func offsetForItem(index: Int, scrollOffset s: Double) -> Double {
    state.indexing.offsetForItem(index: index, scrollOffset: s)
  }

  /// The offset of a loaded slot at scroll offset `s`, in items.
  func slotOffset(key: Int, index: Int, scrollOffset s: Double) -> Double {
    state.indexing.slotOffset(key: key, index: index, scrollOffset: s)
  }

  // MARK: - Property changes

  /// Applies a property change: re-derives the configuration, marks the frame stale and, at
  /// rest, settles an offset the change left between items or past an end (iCarousel's layout
  /// pass, which also runs on these changes).
  func configurationDidChange() {
    resolveOptions()
    state.isStale = true
    if !engine.isAnimating && !engine.isDragging && !engine.isTracking && settings.autoscroll == 0 {
      engine.settle()
    }
    commit()
  }

  /// Applies a new configuration: autoscroll restarts from now when its speed changed, and a
  /// change that a frame reads is applied as ``configurationDidChange()`` (the touch-handling
  /// switches alone need nothing).
  func configurationDidChange(from old: CarouselConfiguration) {
    guard settings != old else { return }
    if settings.autoscroll != old.autoscroll { restartAutoscroll(at: engine.time) }
    if settings.usesItemWidths != old.usesItemWidths { reloadItemWidths() }
    if settings.differsOnlyInInput(from: old) { return }
    configurationDidChange()
  }
}

/// The inputs of the engine configuration a carousel derives, to change it only when they do.
struct EngineKey: Equatable {
  var bounds: ScrollEngine.Bounds
  var groupSize: Int
  /// What the metric of items of their own widths was built from, if there is one.
  var metric: CarouselState.MetricKey?
  var rubberBand: RubberBand
  var physics: CarouselPhysics.Key
  var pointsPerUnit: Double
  var dragMultiplier: Double
  var velocityMultiplier: Double
}
