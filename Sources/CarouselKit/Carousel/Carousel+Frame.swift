// The frame: laid out once, when the host advances time or reads the output. The work on the
// window and the transforms is the non-generic state's (CarouselState+Frame.swift and
// CarouselState+Transforms.swift); what is here decides when it runs, handles the views, and
// ends each call (commit).

extension Carousel {
  /// Lays the frame out if something changed since the last layout, or if the last layout
  /// animates by itself and time has moved on.
  ///
  /// A delegate or data source that changes the carousel while it is asked something during the
  /// layout (a reload from an item's angle, say) leaves the frame stale again; it is laid out
  /// once more, up to ``maximumLayoutPasses`` times, so the frame read matches the carousel.
  /// Called from inside a layout (host code reading the frame), it does nothing: layouts never
  /// nest.
  ///
  /// - Complexity: O(visible items) when it lays out, O(1) otherwise.
  func layoutIfNeeded() {
    guard !state.isLayingOut else { return }
    guard state.isStale || (state.layoutIsAnimated && engine.time != state.laidOutAt) else {
      return
    }
    layOut()
    var passes = 1
    while state.isStale && passes < Self.maximumLayoutPasses {
      layOut()
      passes += 1
    }
    // A count check's reload inside the layout may have cut batches short, their events already
    // delivered: their completions come now, not at some later call.
    if !dueCompletions.isEmpty && events.isIdle { callDueCompletions() }
  }

  /// How many times one read lays a frame out when host code keeps changing the carousel from
  /// inside the layout; past it, the frame is returned as it is and stays stale.
  static var maximumLayoutPasses: Int { 4 }

  /// Resolves the options (every frame when there is a delegate, whose answers may animate, as
  /// in iCarousel), computes the window, loads and unloads views, and builds every item's
  /// transform, alpha and backface visibility, back to front.
  ///
  /// Host code it calls (the delegate's questions, the data source's views) may change the
  /// carousel: the change marks the frame stale again, and ``layoutIfNeeded()`` lays it out once
  /// more.
  private func layOut() {
    state.isLayingOut = true
    layOutFrame()
    state.isLayingOut = false
    #if CAROUSELKIT_INTERNAL_CHECKS
      checkInvariants()
    #endif
  }

  private func layOutFrame() {
    // A second pass only when the data source's counts changed behind the carousel's back: it
    // reloaded, and the window is computed again with the counts it just read.
    for pass in 0..<2 {
      // Fresh before the delegate is asked anything, so a change it makes stays marked.
      state.isStale = false
      if observers.hasDelegate { resolveOptions() }
      let repeats = !state.compatibility.wrapShowsEachItemOnce
      let regime = state.computeWindow(offset: itemOffset, repeats: repeats)
      // the same window, loaded
      if let regime {
        setRegime(regime)
      } else if state.departing.isEmpty && !state.needsCountCheck {
        break
      }
      if updateLoadedViews(checkingCounts: pass == 0) {
        state.windowDidLoad()
        break
      }
    }
    let now = engine.time
    state.laidOutAt = now
    state.layout.toggle = swing(at: now)
    let shift = settings.contentOffset
    let custom = state.layout.type == .custom || state.asksAngle
    let asked = custom && askDelegateForTransforms(at: now)
    let degenerate = state.layOutItems(
      at: now, offset: itemOffset, shift: shift, custom: asked)
    if degenerate { reportDegenerateLayout() }
  }

  /// Fills the state's `customTransforms` with the delegate's transforms for this frame's
  /// offsets, before the transforms are built: the delegate is host code, so it is never called
  /// inside a mutating method of the state (the rule in `Carousel.swift`).
  ///
  /// Returns whether the transforms are for this frame: not when the delegate changed the
  /// carousel while it was asked (the frame is then stale, the layout's own transforms stand in,
  /// and the frame is laid out again).
  ///
  /// - Complexity: O(visible items) delegate calls.
  private func askDelegateForTransforms(at now: Double) -> Bool {
    state.collectCustomOffsets(at: now, offset: itemOffset)
    state.customTransforms.removeAll(keepingCapacity: true)
    let delegate = self.delegate
    let layout = state.layout
    let base = state.baseTransform
    let offsets = state.customOffsets
    for offset in offsets {
      let transform = itemTransform(
        atOffset: offset, layout: layout, base: base, delegate: delegate)
      state.customTransforms.append(transform)
    }
    return !state.isStale
  }

  /// Switches how loaded views are keyed; views keyed the other way go back to the pools.
  private func setRegime(_ newRegime: CarouselState.Regime) {
    guard newRegime != state.regime else { return }
    state.regime = newRegime
    unloadAll()
  }

  /// The layout with CoverFlow2's swing as it is at `time`.
  func layout(at time: Double) -> CarouselLayout {
    var layout = state.layout
    layout.toggle = swing(at: time)
    return layout
  }

  /// CoverFlow2's swing at `time`, in [−1, 1], or `nil` for every other type and while it looks
  /// like plain cover flow.
  @inline(__always)
  private func swing(at time: Double) -> Double? {
    guard state.layout.type == .coverFlow2, !coverFlow2LooksPlain else { return nil }
    return state.toggle.value(at: time)
  }

  /// iCarousel's states in which CoverFlow2 looks like plain cover flow: decelerating, an
  /// animated scroll after a flick, autoscrolling, or resting past an end.
  private var coverFlow2LooksPlain: Bool {
    let s = itemOffset
    let phase = engine.phase
    return phase == .decelerating || (phase == .animating && !state.didDrag)
      || (settings.autoscroll != 0 && phase != .dragging)
      || (!state.resolved.wrap && (s < restingEnds.lowerBound || s >= restingEnds.upperBound))
  }

  /// The transform of an item `offset` items from the centre, before the content offset: the
  /// layout's, or the delegate's for ``CarouselType/custom``; rotary and cylinder items ask the
  /// delegate for their angle (iCarousel asks per item, so the angle's default can differ).
  func itemTransform(
    atOffset offset: Double, layout: CarouselLayout, base: Transform3D,
    delegate: (any CarouselDelegate<ItemView>)?
  ) -> Transform3D {
    if layout.type == .custom {
      return delegate?.carousel(self, itemTransformForOffset: offset, baseTransform: base) ?? base
    }
    if state.asksAngle {
      let angle = option(.angle, offset / Double(max(layout.count, 1)) * layout.arc, from: delegate)
      return layout.transform(atOffset: offset, angle: angle, base: base)
    }
    return layout.transform(atOffset: offset, base: base)
  }

  /// The complete transform, relative to the viewport's centre, that an item `offset` items
  /// from the centre gets with the carousel's current type, options and state: what ``items``
  /// holds for a loaded item at that offset.
  ///
  /// - Complexity: O(1)
  public func itemTransform(atOffset offset: Double) -> Transform3D {
    let delegate = state.layout.type == .custom || state.asksAngle ? self.delegate : nil
    let shift = settings.contentOffset
    return itemTransform(
      atOffset: offset, layout: layout(at: engine.time), base: state.baseTransform,
      delegate: delegate
    )
    .followedByTranslation(x: shift.width, y: shift.height, z: 0)
  }

  private func reportDegenerateLayout() {
    guard !reportedDegenerateLayout else { return }
    reportedDegenerateLayout = true
    report(.degenerateLayout(settings.type))
  }

  /// Brings motion, autoscroll and a wheel gesture to `time`, without laying out.
  func advanceState(to time: Double) {
    precondition(time.isFinite, "Frame time must be finite")
    endWheelGestureIfIdle(before: time)
    // A batch that ends before `time` is heard in its place among the motion's events: the
    // engine is brought to each end in turn (exact at any frame rate, so no different).
    while let end = nextBatchEnd(before: time), end > engine.time {
      engine.advance(to: end)
      finishBatches(upTo: end)
    }
    engine.advance(to: time)
    stepAutoscroll()
    if !state.pendingBatches.isEmpty { finishBatches(upTo: engine.time) }
  }

  /// Brings the state to `time` when a call gives one; `nil` keeps the current time, and so
  /// does a time before it (the call happens at the latest time the carousel has seen).
  ///
  /// - Precondition: `time`, when given, is finite.
  func advanceState(toOptional time: Double?) {
    guard let time else { return }
    precondition(time.isFinite, "Call time must be finite")
    if time > engine.time { advanceState(to: time) }
  }

  /// Ends a call: notes an index change that happened without scrolling, and delivers events.
  func commit() {
    checkIndexChange()
    #if CAROUSELKIT_INTERNAL_CHECKS
      checkInvariants()
    #endif
    deliverEvents()
    // Completions after every event is delivered: not from a call a handler makes (the outer
    // delivery is still running), nor inside a layout (a count check's reload).
    if !dueCompletions.isEmpty && events.isIdle && !state.isLayingOut { callDueCompletions() }
  }
}
