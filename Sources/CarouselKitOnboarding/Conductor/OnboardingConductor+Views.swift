import CarouselKit

// The view hierarchy (attach, detach, z-indexes) and the frame: every view's state at a time.

extension OnboardingConductor {
  /// Inserts `view` into `superview`'s subviews at `index` (clamped into them), or on top when
  /// `nil`.
  ///
  /// `view` is detached, and `superview` is the container or a view that is not `view` nor
  /// inside it.
  ///
  /// - Complexity: O(subviews of `superview` + views inside `view`).
  func attach(_ view: Int, to superview: Int, at index: Int?) {
    if superview == OnboardingViewRecord.container {
      let position = min(max(index ?? containerSubviews.count, 0), containerSubviews.count)
      containerSubviews.insert(view, at: position)
      records[view].superview = superview
      renumber(superview, from: position)
    } else {
      let count = records[superview].subviews.count
      let position = min(max(index ?? count, 0), count)
      records[superview].subviews.insert(view, at: position)
      records[view].superview = superview
      renumber(superview, from: position)
    }
    setInContainer(
      view,
      superview == OnboardingViewRecord.container || records[superview].isInContainer)
    isStale = true
  }

  /// Takes `view` out of its superview, if it has one.
  ///
  /// - Complexity: O(subviews of its superview + views inside `view`).
  func detach(_ view: Int) {
    let superview = records[view].superview
    guard superview != OnboardingViewRecord.detached else { return }
    let position = records[view].zIndex
    if superview == OnboardingViewRecord.container {
      containerSubviews.remove(at: position)
    } else {
      records[superview].subviews.remove(at: position)
    }
    records[view].superview = OnboardingViewRecord.detached
    records[view].zIndex = -1
    renumber(superview, from: position)
    setInContainer(view, false)
    isStale = true
  }

  /// Sets whether `view` and the views inside it are in the container, when that changes.
  ///
  /// - Complexity: O(views inside `view`) when it changes, O(1) otherwise.
  private func setInContainer(_ view: Int, _ inContainer: Bool) {
    guard records[view].isInContainer != inContainer else { return }
    records[view].isInContainer = inContainer
    guard !records[view].subviews.isEmpty else { return }
    // The hierarchy is a tree (attach refuses cycles): each view is visited once.
    pendingTreeViews.append(contentsOf: records[view].subviews)
    while let next = pendingTreeViews.popLast() {
      records[next].isInContainer = inContainer
      pendingTreeViews.append(contentsOf: records[next].subviews)
    }
  }

  /// Gives the subviews of `superview` from `position` on their z-indexes.
  private func renumber(_ superview: Int, from position: Int) {
    if superview == OnboardingViewRecord.container {
      for index in position..<containerSubviews.count {
        records[containerSubviews[index]].zIndex = index
      }
    } else {
      for index in position..<records[superview].subviews.count {
        records[records[superview].subviews[index]].zIndex = index
      }
    }
  }

  /// Whether `view` is `ancestor` or lies inside it.
  func isView(_ view: Int, inside ancestor: Int) -> Bool {
    var current = view
    while current >= 0 {
      if current == ancestor { return true }
      current = records[current].superview
    }
    return false
  }

  // MARK: - The frame

  /// The floating images' offsets `time` seconds in: `x += 3·e(t/5)`, `y += 5·e(t/2)`,
  /// `scale ·= 1 + 0.1·e(t/3)`, with `e` the ease-in-out triangle wave of period 2.
  static func floating(at elapsed: Double) -> (dx: Double, dy: Double, scale: Double) {
    (3 * wave(elapsed / 5), 5 * wave(elapsed / 2), 1 + 0.1 * wave(elapsed / 3))
  }

  /// The ease-in-out triangle wave of period 2: 0 at 0, 1 at 1, 0 at 2, eased on each leg with
  /// Core Animation's `easeInEaseOut`.
  static func wave(_ u: Double) -> Double {
    guard u > 0, u.isFinite else { return 0 }
    let phase = u.truncatingRemainder(dividingBy: 2)
    return Easing.easeInEaseOut.value(at: phase <= 1 ? phase : 2 - phase)
  }

  /// Lays out the frame if anything changed since the last layout: every view's state at
  /// ``time``.
  ///
  /// - Complexity: O(views).
  package func layoutIfNeeded() {
    let now = time
    guard isStale || now != layoutTime else { return }
    isStale = false
    layoutTime = now
    // The views' records and states are taken out of the conductor for the pass (nothing here
    // calls out), so the pass reads and writes plain local arrays: one access to each, not one
    // per view and field; and the records are reached in place, not copied (a view's motions
    // are some 300 bytes).
    var records: [OnboardingViewRecord] = []
    var states: [OnboardingViewState] = []
    swap(&records, &self.records)
    swap(&states, &self.states)
    defer {
      swap(&records, &self.records)
      swap(&states, &self.states)
    }
    while states.count < records.count {
      let record = records[states.count]
      states.append(OnboardingViewState(key: record.key, role: record.role))
    }
    let offset = pager.contentOffset
    let floating = hasFloatingViews ? Self.floating(at: now - floatingStart) : nil
    let tiltOffset = Point(
      x: Self.tiltDisplacement * tilt.x, y: Self.tiltDisplacement * tilt.y)
    for index in records.indices {
      Self.fill(
        &states[index], view: index, of: &records, at: now, offset: offset, floating: floating)
      states[index].tiltOffset = records[index].tilts ? tiltOffset : .zero
    }
  }

  /// Writes view `view`'s state at `time` into `state`, floating by `floating` when it floats.
  ///
  /// `state` holds this view's state of an earlier frame, or a new state (no superview): the
  /// superview's key is written only when the superview changed.
  ///
  /// - Complexity: O(1).
  static func fill(
    _ state: inout OnboardingViewState, view: Int, of records: inout [OnboardingViewRecord],
    at time: Double, offset: Double, floating: (dx: Double, dy: Double, scale: Double)?
  ) {
    let superview = records[view].superview
    state.isAttached = superview != OnboardingViewRecord.detached
    let superviewIndex = superview >= 0 ? superview : nil
    if state.superview != superviewIndex {
      state.superview = superviewIndex
      state.superviewKey = superviewIndex.map { records[$0].key }
    }
    state.zIndex = records[view].zIndex
    state.isInContainer = records[view].isInContainer
    var frame = records[view].frame
    var transform = records[view].modelTransform(at: time, offset: offset)
    if let floating, records[view].floats {
      frame.origin.x += floating.dx
      frame.origin.y += floating.dy
      transform.a *= floating.scale
      transform.b *= floating.scale
      transform.c *= floating.scale
      transform.d *= floating.scale
    }
    state.frame = frame
    state.anchorPoint = records[view].anchorPoint
    state.transform = transform
    state.alpha = records[view].alpha(at: time)
    state.tiltsWithDevice = records[view].tilts
  }
}
