import CarouselKit

// SFOnboardingConductor's scroll handler: parallax, settles, reset rules, and the elements'
// drag-driven and spring-driven motion.

extension OnboardingConductor: PagedModel {
  /// Records a pager event as it happens, for ``handlePagerEvents()`` once the conductor's call
  /// ends.
  package func pager(_ pager: Pager, didEmit kind: PagerEvent.Kind, at time: Double) {
    pagerEvents.append(PagerEvent(kind, at: time))
  }

  /// Runs the conductor's work for the pager's events of the call that just ended, in order.
  ///
  /// The work moves views, and may call a host's custom animation, so it waits for the pager's
  /// call to be complete. Events it causes (a custom animation that calls back) are handled by
  /// the same loop.
  func handlePagerEvents() {
    // The loop of EventQueue.deliver, over a plain array: the core's generic queue runs
    // unspecialised in this module, 20,512 instead of 17,205 instructions per onboarding frame
    // (callgrind, Scripts/frame-instructions.sh --models).
    guard !pagerEvents.isEmpty, !isHandlingPagerEvents else { return }
    isHandlingPagerEvents = true
    defer { isHandlingPagerEvents = false }
    var index = 0
    while index < pagerEvents.count {
      let event = pagerEvents[index]
      index += 1
      handle(event.kind, at: event.time)
    }
    pagerEvents.removeAll(keepingCapacity: true)
  }

  /// Turns a pager event into the conductor's work, and its own event.
  private func handle(_ kind: PagerEvent.Kind, at time: Double) {
    runDetaches(upTo: time)
    switch kind {
    case .scroll(.didScroll):
      scrolled(to: pager.contentOffset, at: time)
      emit(.scroll(.didScroll), at: time)
    case .didSettle(let page):
      // The pager stamps a settle with the end of the motion that led to it in this call, or
      // with this call's time (a motion cut short by a touch or a jump, a finger lifted).
      settled(on: page, at: time)
    default: emit(OnboardingEvent.Kind(kind), at: time)
    }
  }

  /// Steps 1, 2, 3 and 5 of a scroll event (see ``OnboardingConductor``) at content offset
  /// `offset`; the settle (step 4) is the pager's `didSettle`.
  ///
  /// An offset within the pager's settle tolerance of a page is on that page, as the pager
  /// counts it: step 5 does not run there, so one landing never runs both steps (a drag toward
  /// the next page, then the reset of that page at the settle).
  ///
  /// - Complexity: O(parallax views + elements of the bucket in play).
  func scrolled(to offset: Double, at time: Double) {
    isStale = true
    let parallax = Transform2D(translationX: -80 - spec.scrollScale * offset, y: 0)
    for view in parallaxViews { setTransform(view, parallax) }
    // Texts follow the offset and the dots read it when the frame is laid out.
    let width = containerSize.width
    guard width > 0, offset > 0 else { return }
    // On a page (the original's settle branch, within the pager's tolerance): nothing here.
    guard pager.restingPage(at: offset) == nil else { return }
    let position = offset / width
    // A whole page past the last one, in the rubber band (within the division's rounding).
    let nearest = position.rounded()
    guard abs(position - nearest) > 2 * max(abs(nearest), 1).ulp else { return }
    let bucket = position.rounded(.up)
    guard bucket < Double(items.count) else { return }
    let index = Int(bucket)
    let fraction = position - (bucket - 1)
    if !visited[index] {
      visited[index] = true
      visitedBuckets.append(index)
    }
    for element in appears[index] {
      addIfDetached(element, at: time)
      dragMotion(element, appearing: true, fraction, at: time)
    }
    for element in disappears[index] {
      addIfDetached(element, at: time)
      dragMotion(element, appearing: false, fraction, at: time)
    }
    if previousPage >= index {
      for element in dragDisappears[index] {
        dragMotion(element, appearing: false, 1 - fraction, at: time)
      }
    }
  }

  /// Step 4 of a scroll event (see ``OnboardingConductor``): the pages came to rest on `page`.
  ///
  /// - Complexity: O(elements of the page's and the visited buckets).
  func settled(on page: Int, at time: Double) {
    isStale = true
    guard page >= 0, page < items.count else { return }
    for element in items[page] {
      addIfDetached(element, at: time)
      springAppear(element, at: time)
    }
    if visitedBuckets.count > 1 { visitedBuckets.sort() }
    for bucket in visitedBuckets {
      reset(bucket: bucket, landing: page, at: time)
      visited[bucket] = false
    }
    visitedBuckets.removeAll(keepingCapacity: true)
    previousPage = page
    emit(.didSettle(page: page), at: time)
    emit(.accessibilityFocus(page: page, view: textView(forPage: page)), at: time)
  }

  /// Resets visited bucket `bucket` at a settle on `page` (``OnboardingConductor``'s reset rules).
  func reset(bucket: Int, landing page: Int, at time: Double) {
    let reverse = bucket > page
    if reverse {
      for element in disappears[bucket] { dragMotion(element, appearing: false, 0, at: time) }
    } else {
      for element in appears[bucket] { dragMotion(element, appearing: true, 1, at: time) }
    }
    guard bucket != page else { return }
    if reverse {
      for element in dragDisappears[bucket] { leave(element, reverse: true, at: time) }
      for element in appears[bucket] { leave(element, reverse: true, at: time) }
      for element in dragDisappears[bucket] { leave(element, reverse: true, at: time) }
    } else {
      for element in disappears[bucket] { leave(element, reverse: false, at: time) }
    }
  }

  /// Sends an element left behind to its start (`reverse`) or its end, and removes it when it
  /// says so; only while its view is in a superview.
  func leave(_ element: Int, reverse: Bool, at time: Double) {
    guard let view = elements[element].view,
      records[view].superview != OnboardingViewRecord.detached
    else { return }
    if reverse {
      dragMotion(element, appearing: true, 0, at: time)
    } else {
      dragMotion(element, appearing: false, 1, at: time)
    }
    if elements[element].removes { fadeOut(view, at: time) }
  }

  // MARK: - Element motion

  /// A drag-driven appearance (`appearing`) or disappearance at `fraction` (SFOnboardingElement's
  /// maths), or the element's custom block for it with the raw fraction.
  func dragMotion(_ element: Int, appearing: Bool, _ fraction: Double, at time: Double) {
    guard let view = elements[element].view else { return }
    if let custom = appearing ? elements[element].customAppear : elements[element].customDisappear {
      runCustom(custom, on: view, fraction, at: time)
      return
    }
    let motion = elements[element].motion
    setTransform(
      view,
      appearing
        ? motion.appear(fraction, compatibility) : motion.disappear(fraction, compatibility))
  }

  /// The settle (`item`) spring: the first run snaps to the start transform, then the spring
  /// runs from the current transform to the appear transform; or the custom block with −1.
  func springAppear(_ element: Int, at time: Double) {
    guard let view = elements[element].view else { return }
    if let custom = elements[element].customAppear {
      runCustom(custom, on: view, -1, at: time)
      return
    }
    let (start, appear) = elements[element].motion.settleTransforms(compatibility)
    if !elements[element].animatedOnce {
      setTransform(view, start)
      elements[element].animatedOnce = true
    }
    let spring = elements[element].spring
    records[view].transformMotion = OnboardingViewRecord.TransformMotion(
      from: records[view].modelTransform(at: time, offset: pager.contentOffset), to: appear,
      start: time, spring: spring)
    latestMotionEnd = max(latestMotionEnd, time + spring.totalDuration)
    isStale = true
  }

  /// Adds an element's view to its superview when it has none: alpha 0, at the
  /// insert index (−1 on top; others clamped into the subviews), fading in over 0.1 s.
  ///
  /// A superview that is the view itself or one of its subviews is refused (UIKit would build a
  /// cycle): the view stays detached.
  func addIfDetached(_ element: Int, at time: Double) {
    guard let view = elements[element].view,
      records[view].superview == OnboardingViewRecord.detached
    else { return }
    let superview = elements[element].superview
    guard superview < 0 || !isView(superview, inside: view) else { return }
    records[view].alpha = 0
    records[view].alphaMotion = OnboardingViewRecord.AlphaMotion(
      from: 0, to: 1, start: time, duration: 0.1, detachesAtEnd: false)
    latestMotionEnd = max(latestMotionEnd, time + 0.1)
    let insertIndex = elements[element].insertIndex
    attach(view, to: superview, at: insertIndex == -1 ? nil : insertIndex)
  }

  /// `remove`: fades the view from its current alpha to 0 over 0.2 s, then detaches it.
  func fadeOut(_ view: Int, at time: Double) {
    records[view].alphaMotion = OnboardingViewRecord.AlphaMotion(
      from: records[view].alpha(at: time), to: 0, start: time, duration: 0.2,
      detachesAtEnd: true)
    latestMotionEnd = max(latestMotionEnd, time + 0.2)
    if !pendingDetaches.contains(view) { pendingDetaches.append(view) }
    isStale = true
  }

  /// Detaches the views whose removal fade has ended by `time`.
  func runDetaches(upTo time: Double) {
    var index = pendingDetaches.count - 1
    while index >= 0 {
      let view = pendingDetaches[index]
      if let fade = records[view].alphaMotion, fade.detachesAtEnd {
        if fade.end <= time {
          detach(view)
          records[view].alpha = fade.to
          records[view].alphaMotion = nil
          pendingDetaches.remove(at: index)
        }
      } else {
        // A custom animation took the alpha over, removal included.
        pendingDetaches.remove(at: index)
      }
      index -= 1
    }
  }

  /// Sets a view's transform at once, stopping its spring.
  func setTransform(_ view: Int, _ transform: Transform2D) {
    records[view].transform = transform
    records[view].transformMotion = nil
    isStale = true
  }

  /// Runs a custom animation on a view's state (without floating) and keeps what it changed.
  func runCustom(
    _ animation: OnboardingCustomAnimation, on view: Int, _ fraction: Double, at time: Double
  ) {
    var state = OnboardingViewState(key: records[view].key, role: records[view].role)
    Self.fill(
      &state, view: view, of: &records, at: time, offset: pager.contentOffset, floating: nil)
    let before = state
    animation(&state, fraction)
    if state.transform != before.transform { setTransform(view, state.transform) }
    if state.alpha != before.alpha {
      records[view].alpha = state.alpha
      records[view].alphaMotion = nil
    }
    if state.anchorPoint != before.anchorPoint || state.frame != before.frame {
      records[view].anchorPoint = state.anchorPoint
      setFrame(view, state.frame)
    }
    isStale = true
  }
}
