// The layout maths of iCarousel 1.8.3 (specs/icarousel.md §2), evaluated each frame for the
// visible items only.

extension Carousel {
  /// The value of `option`, asking the delegate as iCarousel does (so options can animate). A
  /// NaN, or an infinity where it means nothing (``CarouselOption/acceptsInfinity``), is
  /// ignored: the default is used.
  func option(_ option: CarouselOption, _ defaultValue: Double) -> Double {
    if refreshDepth > 0 && !frameHasDelegate { return defaultValue }
    guard let delegate = refreshDepth > 0 ? frameDelegate : delegate else { return defaultValue }
    let value = delegate.carousel(self, valueFor: option, default: defaultValue)
    if value.isNaN || (value.isInfinite && !option.acceptsInfinity) { return defaultValue }
    return value
  }

  /// iCarousel's `clampedIndex`: −1 without items, wrapped into `0..<n`, or clamped.
  /// The index of the item nearest `offset`, as ``clampedIndex(_:)``, for any offset: far-off
  /// ones (a motion laps out, an offset a shift left far past the end) never trap converting.
  func clampedIndex(atOffset offset: Double) -> Int {
    guard itemCount > 0 else { return -1 }
    let nearest = offset.rounded()
    guard !nearest.isNaN else { return 0 }
    if resolved.wrap { return Int(wrappedRemainder(nearest, period: Double(itemCount))) }  // exact, so whole
    return Int(min(max(nearest, 0), Double(itemCount - 1)))
  }

  func clampedIndex(_ index: Int) -> Int {
    guard itemCount > 0 else { return -1 }
    if resolved.wrap { return ((index % itemCount) + itemCount) % itemCount }
    return min(max(index, 0), itemCount - 1)
  }

  // MARK: - Resolving

  /// Re-derives wrap, placeholders, item width and the drag multiplier, and hands the engine
  /// the matching configuration.
  func resolveValues() {
    var wrap = wrapOverride ?? type.wrapsByDefault
    if let delegate, let shouldWrap = delegate.carouselShouldWrap(self) { wrap = shouldWrap }
    wrap = option(.wrap, wrap ? 1 : 0) != 0
    resolved.wrap = wrap
    resolved.placeholdersShown = wrap ? 0 : placeholderCount
    let override = delegate?.carouselItemWidth(self) ?? 0
    let usable = override > 0 && override.isFinite  // 0 (the default), negative or non-finite: ignored
    resolved.itemWidth = usable ? override : (isVertical ? itemSize.height : itemSize.width)
    resolved.offsetMultiplier = option(.offsetMultiplier, type.defaultOffsetMultiplier)
    updateEngineConfiguration()
    resolveFrameOptions()
  }

  /// Asks the options a frame needs, once: spacing, arc, count, radius, step, tilt, fades and
  /// backfaces, with iCarousel's defaults for the type (§2.2–2.12).
  private func resolveFrameOptions() {
    var options = CarouselFrameOptions()
    let w = resolved.itemWidth
    options.count = circularCount()
    options.spacing = option(.spacing, type == .coverFlow || type == .coverFlow2 ? 0.25 : 1)
    if type.isCircular {
      options.arc = option(.arc, 2 * .pi)
      let count = Double(max(options.count, 1)), spacing = options.spacing, arc = options.arc
      switch type {
      case .rotary, .invertedRotary:
        options.radius = option(.radius, max(w * spacing / 2, w * spacing / 2 / libmTan(arc / 2 / count)))
      case .cylinder, .invertedCylinder:
        options.radius = option(.radius, max(0.01, w * spacing / 2 / libmTan(arc / 2 / count)))
      default:
        options.radius = option(.radius, w * spacing * count / arc)
        options.wheelStep = option(.angle, arc / count)
      }
      options.asksAngle = frameHasDelegate || (refreshDepth == 0 && delegate != nil)
    }
    switch type {
    case .coverFlow, .coverFlow2: options.tilt = option(.tilt, 0.9)
    case .timeMachine, .invertedTimeMachine: options.tilt = option(.tilt, 0.3)
    default: break
    }
    options.fadeMin = option(.fadeMin, type == .invertedTimeMachine ? 0 : -.infinity)
    options.fadeMax = option(.fadeMax, type == .timeMachine ? 0 : .infinity)
    options.fadeRange = option(.fadeRange, 1)
    options.fadeMinAlpha = option(.fadeMinAlpha, 0)
    options.showBackfaces = option(.showBackfaces, type == .invertedCylinder ? 0 : 1) != 0
    frameOptions = options
  }

  private func updateEngineConfiguration() {
    let bounds: ScrollEngine.Bounds =
      itemCount == 0 ? .limited(0...0)
      : resolved.wrap ? .wrapping(period: Double(itemCount)) : .limited(0...Double(itemCount - 1))
    let rubberBand: RubberBand =
      bounces && !resolved.wrap && bounceDistance > 0 && bounceDistance.isFinite ? .linear(limit: bounceDistance) : .none
    let target: ScrollTargetRule = isPagingEnabled ? .paging : stopAtItemBoundary ? .boundary : .free
    let glides = decelerationRate != 0 || compatibility.contains(.zeroDecelerationRateGlides)
    let width = resolved.itemWidth
    let key = EngineKey(
      bounds: bounds, rubberBand: rubberBand,
      physics: CarouselPhysics.Key(
        rate: decelerationRate, target: target, snaps: scrollToItemBoundary,
        minimumDistance: glides ? 0.1 : .infinity, autoscrolling: autoscroll != 0),
      pointsPerUnit: width > 0 && width.isFinite ? width : 1,
      dragMultiplier: resolved.offsetMultiplier.isFinite ? resolved.offsetMultiplier : 1,
      velocityMultiplier: scrollSpeed.isFinite ? scrollSpeed : 1)
    guard key != engineKey else { return }
    engineKey = key
    let physics = CarouselPhysics(
      momentum: MomentumPhysics(
        decelerationRate: key.physics.rate, target: key.physics.target, snapsToBoundary: key.physics.snaps,
        minimumDistance: key.physics.minimumDistance),
      isAutoscrolling: key.physics.autoscrolling)
    engine.configuration = ScrollEngine.Configuration(
      bounds: bounds, snapGrid: .uniform(spacing: 1), rubberBand: rubberBand, physics: physics,
      pointsPerUnit: key.pointsPerUnit, dragMultiplier: key.dragMultiplier,
      velocityMultiplier: key.velocityMultiplier)
  }

  // MARK: - The window

  /// iCarousel's circular count (§2.2): positions on the circle for the circular types,
  /// `n + placeholders` for the rest.
  func circularCount() -> Int {
    let total = itemCount + resolved.placeholdersShown
    guard type.isCircular else { return total }
    let spacing = option(.spacing, 1)
    let width = isVertical ? viewportSize.height : viewportSize.width
    var count = ((width / (spacing * resolved.itemWidth)).rounded(.up) * Double.pi)
    count = min(30, max(12, count.isNaN ? 30 : count))
    let natural = min(total, Int(count))
    return Self.truncated(option(.count, Double(natural)))
  }

  /// The window size before it is limited to the number of items (§2.10).
  func unlimitedWindowSize() -> Int {
    let width = isVertical ? viewportSize.height : viewportSize.width
    let w = resolved.itemWidth
    var size: Double
    switch type {
    case .linear, .coverFlow, .coverFlow2: size = (width / (w * frameOptions.spacing)).rounded(.up) + 2
    case .rotary, .cylinder: size = Double(frameOptions.count)
    case .invertedRotary, .invertedCylinder: size = (Double(frameOptions.count) / 2).rounded(.up)
    case .wheel, .invertedWheel:
      let count = Double(frameOptions.count)
      let smaller = min(viewportSize.width, viewportSize.height)
      size = frameOptions.radius - w / 2 < smaller / 2 ? count : (count / 2).rounded(.up) + 1
    case .timeMachine, .invertedTimeMachine, .custom: size = 30
    }
    size = min(30, size.isNaN ? 30 : size)
    return min(max(0, Self.truncated(option(.visibleItems, size))), Self.maximumWindowSize)
  }

  /// The most items a carousel loads, whatever ``CarouselOption/visibleItems`` asks for.
  static var maximumWindowSize: Int { 1_000 }

  static func truncated(_ value: Double) -> Int {
    guard value.isFinite else { return value > 0 ? Int(Int32.max) : 0 }
    return Int(max(min(value, Double(Int32.max)), Double(Int32.min)))
  }

  /// iCarousel's `offsetForItemAtIndex`: `i − s`, corrected once by the item count when
  /// wrapping.
  func offsetForItem(index: Int, scrollOffset s: Double) -> Double {
    var offset = Double(index) - s
    if resolved.wrap {
      let half = Double(itemCount) / 2
      if offset > half { offset -= Double(itemCount) } else if offset < -half { offset += Double(itemCount) }
    }
    return offset
  }

  /// Fills ``desiredSlots`` with the visible window in ascending order, skipping slots that
  /// would be fully transparent.
  func computeWindow() {
    desiredSlots.removeAll(keepingCapacity: true)
    let s = engine.offset
    let unlimited = unlimitedWindowSize()
    let total = itemCount + resolved.placeholdersShown
    let ghosts =
      resolved.wrap && itemCount > 0 && unlimited > itemCount
      && !compatibility.contains(.wrapShowsEachItemOnce)
    if ghosts {
      resolved.windowSize = unlimited
      let start = Int(continuousOffset.rounded()) - unlimited / 2
      for key in start..<(start + unlimited) {
        let offset = Double(key) - continuousOffset
        if alpha(forOffset: offset) != 0 {
          desiredSlots.append(CarouselSlot(key: key, index: ((key % itemCount) + itemCount) % itemCount, offset: offset))
        }
      }
    } else {
      let size = min(max(unlimited, 0), total)
      resolved.windowSize = size
      let shown = resolved.placeholdersShown
      let lowest = -((shown + 1) / 2), highest = itemCount - 1 + shown / 2
      var start = currentItemIndex - size / 2
      if !resolved.wrap { start = max(lowest, min(highest - size + 1, start)) }
      for k in 0..<size {
        let index = resolved.wrap ? clampedIndex(start + k) : start + k
        let offset = offsetForItem(index: index, scrollOffset: s)
        if alpha(forOffset: offset) != 0 { desiredSlots.append(CarouselSlot(key: index, index: index, offset: offset)) }
      }
    }
    setRegime(ghosts ? .ghosts : .indexes)
  }

  // MARK: - Transforms

  /// The base every item transform starts from: the viewpoint shift, then the perspective.
  var baseTransform: Transform3D {
    Transform3D(translationX: -viewpointOffset.width, y: -viewpointOffset.height, z: 0)
      .concatenating(.perspective(perspective))
  }

  /// The item transform for `offset` (§2.3–2.8a), base included, before the content offset.
  func itemTransform(forOffset offset: Double, base: Transform3D) -> Transform3D {
    let w = resolved.itemWidth
    let vertical = isVertical
    let options = frameOptions
    switch type {
    case .linear:
      let shift = offset * w * options.spacing
      return vertical ? base.translatedBy(x: 0, y: shift, z: 0) : base.translatedBy(x: shift, y: 0, z: 0)

    case .rotary, .invertedRotary:
      let count = Double(max(options.count, 1))
      var radius = options.radius
      var angle = options.asksAngle ? option(.angle, offset / count * options.arc) : offset / count * options.arc
      if type == .invertedRotary { radius = -radius; angle = -angle }
      let along = radius * libmSin(angle), depth = radius * libmCos(angle) - radius
      return vertical ? base.translatedBy(x: 0, y: along, z: depth) : base.translatedBy(x: along, y: 0, z: depth)

    case .cylinder, .invertedCylinder:
      let count = Double(max(options.count, 1))
      var radius = options.radius
      var angle = options.asksAngle ? option(.angle, offset / count * options.arc) : offset / count * options.arc
      if type == .invertedCylinder { radius = -radius; angle = -angle }
      let axis = vertical ? (x: -1.0, y: 0.0) : (x: 0.0, y: 1.0)
      return base.translatedBy(x: 0, y: 0, z: -radius)
        .rotated(by: angle, x: axis.x, y: axis.y, z: 0)
        .translatedBy(x: 0, y: 0, z: radius + 0.01)

    case .wheel, .invertedWheel:
      var radius = options.radius
      var step = options.wheelStep
      if type == .invertedWheel { radius = -radius; step = -step }
      if vertical {
        return base.translatedBy(x: -radius, y: 0, z: 0).rotated(by: step * offset, x: 0, y: 0, z: 1)
          .translatedBy(x: radius, y: 0, z: offset * 0.01)
      }
      return base.translatedBy(x: 0, y: radius, z: 0).rotated(by: step * offset, x: 0, y: 0, z: 1)
        .translatedBy(x: 0, y: -radius, z: offset * 0.01)

    case .coverFlow, .coverFlow2:
      let tilt = options.tilt
      let clamped = coverFlowClamp(offset)
      let along = (clamped * 0.5 * tilt + offset * options.spacing) * w
      let depth = -abs(clamped) * w * 0.5
      if vertical {
        return base.translatedBy(x: 0, y: along, z: depth).rotated(by: -clamped * .pi / 2 * tilt, x: -1, y: 0, z: 0)
      }
      return base.translatedBy(x: along, y: 0, z: depth).rotated(by: -clamped * .pi / 2 * tilt, x: 0, y: 1, z: 0)

    case .timeMachine, .invertedTimeMachine:
      var tilt = options.tilt
      let spacing = options.spacing
      var o = offset
      if type == .invertedTimeMachine { tilt = -tilt; o = -o }
      return vertical
        ? base.translatedBy(x: 0, y: o * w * tilt, z: o * w * spacing)
        : base.translatedBy(x: o * w * tilt, y: 0, z: o * w * spacing)

    case .custom:
      guard let delegate = refreshDepth > 0 ? frameDelegate : delegate else { return base }
      return delegate.carousel(self, itemTransformForOffset: offset, baseTransform: base)
    }
  }

  /// Cover flow's clamped offset `c`; CoverFlow2 swings the centre item with ``toggle`` unless
  /// it is in one of the states where iCarousel makes it look like plain cover flow (§2.7).
  private func coverFlowClamp(_ offset: Double) -> Double {
    let clamped = min(max(offset, -1), 1)
    guard type == .coverFlow2, !coverFlow2LooksPlain else { return clamped }
    let g = toggleState.value
    if g > 0 {
      if offset <= -0.5 { return -1 }
      if offset <= 0.5 { return -g }
      if offset <= 1.5 { return 1 - g }
    } else {
      if offset > 0.5 { return 1 }
      if offset > -0.5 { return -g }
      if offset > -1.5 { return -1 - g }
    }
    return clamped
  }

  /// iCarousel's states in which CoverFlow2 equals CoverFlow: decelerating, an animated scroll
  /// after a flick, autoscrolling, or resting past an end.
  private var coverFlow2LooksPlain: Bool {
    let s = engine.offset
    return engine.phase == .decelerating || (engine.phase == .animating && !didDrag)
      || (autoscroll != 0 && engine.phase != .dragging)
      || (!resolved.wrap && (s < 0 || s >= Double(itemCount - 1)))
  }

  /// §2.9: `1 − min(f, range)/range · (1 − minAlpha)`, with `f` the distance past the fade
  /// limits. A fade range of 0 (a division by zero in iCarousel) fades at once.
  func alpha(forOffset offset: Double) -> Double {
    let fadeMin = frameOptions.fadeMin, fadeMax = frameOptions.fadeMax
    let range = frameOptions.fadeRange, minimumAlpha = frameOptions.fadeMinAlpha
    let beyond = offset > fadeMax ? offset - fadeMax : offset < fadeMin ? fadeMin - offset : 0
    guard range > 0 else { return beyond > 0 ? minimumAlpha : 1 }
    return 1 - min(beyond, range) / range * (1 - minimumAlpha)
  }

  /// §2.12: backfaces show unless the type is the inverted cylinder, overridden by the option.
  var showsBackfaces: Bool { frameOptions.showBackfaces }

  // MARK: - The frame

  /// Recomputes everything a frame shows: resolved values, the index, the window (loading and
  /// unloading views), transforms and the back-to-front order; queues `didScroll` and
  /// `currentItemIndexDidChange` when they apply.
  func refresh() {
    if refreshDepth == 0 {
      frameDelegate = delegate
      frameHasDelegate = frameDelegate != nil
    }
    refreshDepth += 1
    defer {
      refreshDepth -= 1
      if refreshDepth == 0 { frameDelegate = nil }
    }
    resolveValues()
    let s = engine.offset
    if let period = engine.configuration.bounds.period {
      continuousOffset += ScrollEngine.shortestDistance(from: lastEngineOffset, to: s, period: period)
    } else {
      continuousOffset = s
    }
    lastEngineOffset = s
    let current = currentItemIndex
    var indexChange: Double? = currentItemChangedByUpdate ? time : nil
    if current != previousItemIndex {
      let instant = indexChangeTime(to: current)
      if previousItemIndex >= 0 && current >= 0 { startToggle(from: previousItemIndex, to: current, at: instant) }
      previousItemIndex = current
      indexChange = instant
    }
    indexCheckTime = time
    currentItemChangedByUpdate = false
    toggleState.value = toggleState.value(at: time)
    computeWindow()
    updateLoadedViews()
    layOutItems()
    if s != lastReportedOffset {
      lastReportedOffset = s
      emit(.didScroll)
    }
    if let indexChange { emit(.currentItemIndexDidChange, at: indexChange) }
    refreshedAt = time
  }

  /// The instant the index became `current`: found by bisection on the motion between the last
  /// check and now, so it does not depend on when frames come. A drag or a jump changes it at
  /// the current time.
  private func indexChangeTime(to current: Int) -> Double {
    let now = time
    guard indexCheckTime < now, let before = engine.pastOffset(at: indexCheckTime),
      clampedIndex(atOffset: before) != current
    else { return now }
    var low = indexCheckTime, high = now
    // To a picosecond: far finer than any frame, and than the 1e-9 agreement the tests demand.
    for _ in 0..<64 where high - low > 1e-12 {
      let middle = (low + high) / 2
      guard let offset = engine.pastOffset(at: middle) else { return now }
      if clampedIndex(atOffset: offset) == current { high = middle } else { low = middle }
    }
    return high
  }

  /// Starts CoverFlow2's swing (iCarousel §3.12). Only CoverFlow2 and custom layouts (which may
  /// read ``toggle``) swing, so other types never keep the host's frames running for it.
  private func startToggle(from previous: Int, to current: Int, at instant: Double) {
    guard type == .coverFlow2 || type == .custom else { return }
    var difference = Double(previous - current)
    if resolved.wrap {
      difference = ScrollEngine.shortestDistance(from: Double(current), to: Double(previous), period: Double(itemCount))
    }
    guard difference != 0 else { return }
    if engine.phase == .dragging { startVelocity = engine.velocity }
    toggleState = ToggleState(start: instant, sign: difference < 0 ? -1 : 1, duration: toggleDuration(), value: toggleState.value)
  }

  /// Builds the frame: every loaded instance and departing view, with transform, alpha and
  /// backface visibility, back to front. Works on non-generic state only; ``items`` pairs the
  /// result with the views.
  func layOutItems() {
    frameGeometry.removeAll(keepingCapacity: true)
    frameOrder.removeAll(keepingCapacity: true)
    let base = baseTransform
    let shift = contentOffset
    let backfaces = showsBackfaces
    let now = time
    let s = engine.offset
    let current = currentItemIndex
    let currentOffset = current < 0 ? 0 : offsetForItem(index: current, scrollOffset: s)
    let aligned = along(itemTransform(forOffset: currentOffset, base: base).followedByTranslation(x: shift.width, y: shift.height, z: 0))
    let reference = aligned.isFinite ? aligned : 0
    for (key, instance) in loaded {
      let offset = slotOffset(key: key, index: instance.index, scrollOffset: s) + instance.slide.remaining(at: now)
      appendGeometry(
        index: instance.index, viewSlot: instance.viewSlot, placeholder: instance.isPlaceholder, offset: offset,
        alphaFactor: instance.alphaFactor(at: now), departing: false, base: base, shift: shift,
        backfaces: backfaces, reference: reference)
    }
    for departure in departing {
      let offset = departure.followsKey.map {
        slotOffset(key: $0, index: departure.index, scrollOffset: s) + departure.slide.remaining(at: now)
      } ?? departure.offset
      appendGeometry(
        index: departure.index, viewSlot: departure.viewSlot, placeholder: departure.isPlaceholder,
        offset: offset, alphaFactor: departure.alpha(at: now), departing: true, base: base, shift: shift,
        backfaces: backfaces, reference: reference)
    }
    // §2.11: ascending depth is back to front; ties go by distance from the current item along
    // the axis (farther is further back), then departing first, then by offset. The order is a
    // permutation, so sorting moves integers rather than whole records.
    for position in frameGeometry.indices { frameOrder.append(position) }
    frameGeometry.withUnsafeBufferPointer { geometry in
      insertionSort(&frameOrder) { i, j in
        let a = geometry[i], b = geometry[j]
        if a.depth != b.depth { return a.depth < b.depth }
        if a.distanceFromCurrent != b.distanceFromCurrent { return a.distanceFromCurrent > b.distanceFromCurrent }
        if a.isDeparting != b.isDeparting { return a.isDeparting }
        return a.offset < b.offset
      }
    }
  }

  private func appendGeometry(
    index: Int, viewSlot: Int, placeholder: Bool, offset: Double, alphaFactor: Double, departing: Bool,
    base: Transform3D, shift: Size, backfaces: Bool, reference: Double
  ) {
    let transform = itemTransform(forOffset: offset, base: base)
    var hidden = !(backfaces || transform.m33 > 0)
    var full = transform.followedByTranslation(x: shift.width, y: shift.height, z: 0)
    if !full.isFinite {
      // Degenerate options (an arc of 0, a spacing or content offset that overflows): no
      // position to draw at.
      if !reportedDegenerateLayout {
        reportedDegenerateLayout = true
        report(.degenerateLayout(type))
      }
      full = base
      hidden = true
    }
    let faded = alpha(forOffset: offset) * alphaFactor
    frameGeometry.append(CarouselGeometry(
      index: index, viewSlot: viewSlot, isPlaceholder: placeholder, offset: offset, transform: full,
      alpha: faded.isFinite ? min(max(faded, 0), 1) : 0, isHidden: hidden,
      isDeparting: departing, depth: full.m13 + full.m23 + full.m33 + full.m43,
      distanceFromCurrent: abs(along(full) - reference)))
  }

  /// A transform's axis key for depth ties: `m11 + m21 + m31 + m41` (or the y column when
  /// vertical).
  private func along(_ m: Transform3D) -> Double {
    isVertical ? m.m12 + m.m22 + m.m32 + m.m42 : m.m11 + m.m21 + m.m31 + m.m41
  }

  /// The complete transform, relative to the viewport's centre, that an item `offset` items
  /// from the centre gets with the carousel's current type, options and state: what ``items``
  /// holds for a loaded item at that offset.
  ///
  /// - Complexity: O(1)
  public func itemTransform(atOffset offset: Double) -> Transform3D {
    itemTransform(forOffset: offset, base: baseTransform)
      .followedByTranslation(x: contentOffset.width, y: contentOffset.height, z: 0)
  }

  /// The offset of a loaded slot at scroll offset `s`.
  func slotOffset(key: Int, index: Int, scrollOffset s: Double) -> Double {
    regime == .ghosts ? Double(key) - continuousOffset : offsetForItem(index: index, scrollOffset: s)
  }
}

/// Sorts a window in place. A typical window holds a few dozen items and is nearly sorted from
/// one frame to the next: an insertion sort, moving elements with the array's own subscript,
/// never through `MutableCollection.swapAt`, whose unspecialised form allocates for generic
/// elements. Windows past 64 items (`visibleItems` allows 1,000) use the standard library's
/// O(n log n) sort instead, whose scratch allocation is cheap next to n² comparisons.
func insertionSort<Element>(_ array: inout [Element], by areInIncreasingOrder: (Element, Element) -> Bool) {
  guard array.count > 1 else { return }
  if array.count > 64 {
    array.sort(by: areInIncreasingOrder)
    return
  }
  for i in 1..<array.count {
    let element = array[i]
    var j = i
    while j > 0 && areInIncreasingOrder(element, array[j - 1]) {
      array[j] = array[j - 1]
      j -= 1
    }
    if j != i { array[j] = element }
  }
}

/// The inputs of the engine configuration a carousel derives, to change it only when they do.
struct EngineKey: Equatable {
  var bounds: ScrollEngine.Bounds
  var rubberBand: RubberBand
  var physics: CarouselPhysics.Key
  var pointsPerUnit: Double
  var dragMultiplier: Double
  var velocityMultiplier: Double
}

/// iCarousel's physics as the carousel uses them: while autoscrolling there are no snaps.
struct CarouselPhysics: ScrollPhysics {
  var momentum: MomentumPhysics
  var isAutoscrolling: Bool

  struct Key: Equatable {
    var rate: Double, target: ScrollTargetRule, snaps: Bool, minimumDistance: Double, autoscrolling: Bool
  }

  var key: Key {
    Key(rate: momentum.decelerationRate, target: momentum.target, snaps: momentum.snapsToBoundary,
      minimumDistance: momentum.minimumDistance, autoscrolling: isAutoscrolling)
  }

  func releaseMotion(in context: ScrollContext) -> ScrollMotion? {
    guard let motion = momentum.releaseMotion(in: context) else { return nil }
    return isAutoscrolling && motion.kind != .decelerating ? nil : motion
  }

  func settleMotion(in context: ScrollContext) -> ScrollMotion? {
    isAutoscrolling ? nil : momentum.settleMotion(in: context)
  }
}
