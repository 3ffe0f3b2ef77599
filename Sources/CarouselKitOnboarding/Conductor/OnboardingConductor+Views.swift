import CarouselKit

// The view hierarchy (attach, detach, z-indexes) and the frame: every view's state at a time.

extension OnboardingConductor {
  /// Inserts `view` into `superview`'s subviews at `index` (clamped into them), or on top when
  /// `nil`.
  ///
  /// - Complexity: O(subviews of `superview`).
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
    isStale = true
  }

  /// Takes `view` out of its superview, if it has one.
  ///
  /// - Complexity: O(subviews of its superview).
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
    isStale = true
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
  /// `scale ·= 1 + 0.1·e(t/3)`, with `e` the ease-in-out triangle wave of period 2 (§C.3.5).
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
  func layoutIfNeeded() {
    let now = time
    guard isStale || now != layoutTime else { return }
    isStale = false
    layoutTime = now
    while states.count < records.count {
      let record = records[states.count]
      states.append(OnboardingViewState(key: record.key, role: record.role))
    }
    let offset = pager.offset
    let floating = hasFloatingViews ? Self.floating(at: now - floatingStart) : nil
    for index in records.indices {
      fill(&states[index], view: index, at: now, offset: offset, floating: floating)
    }
  }

  /// Writes view `view`'s state at `time` into `state`, floating by `floating` when it floats.
  func fill(
    _ state: inout OnboardingViewState, view: Int, at time: Double, offset: Double,
    floating: (dx: Double, dy: Double, scale: Double)?
  ) {
    let superview = records[view].superview
    state.isAttached = superview != OnboardingViewRecord.detached
    if superview >= 0 {
      state.superview = superview
      state.superviewKey = records[superview].key
    } else {
      state.superview = nil
      state.superviewKey = nil
    }
    state.zIndex = records[view].zIndex
    var ancestor = superview
    while ancestor >= 0 { ancestor = records[ancestor].superview }
    state.isInContainer = ancestor == OnboardingViewRecord.container
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
