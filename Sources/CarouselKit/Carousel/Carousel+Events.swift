// Events: the engine's, turned into the carousel's; the carousel's own; and their delivery.

extension Carousel {
  /// Hears the engine's events for its carousel without making ``Carousel`` a public engine
  /// delegate.
  ///
  /// The carousel owns both the engine and this observer, and the engine never escapes, so the back
  /// reference cannot outlive the carousel.
  final class EngineObserver: ScrollEngineDelegate {
    // Set once, when the carousel is made, so exempt from exclusivity checks; unowned(unsafe), as
    // Embedded Swift requires, in every build: nothing outside the carousel can reach the engine
    // or this observer, so the rule above holds. Kept unchecked:
    // glide frame linear 1,000 items 2,844 → 2,927 instructions without it (callgrind,
    // Scripts/frame-instructions.sh linear).
    @exclusivity(unchecked) unowned(unsafe) var carousel: Carousel?

    func scrollEngine(_ engine: ScrollEngine, didEmit event: ScrollEngine.Event) {
      guard let carousel else { return }
      if case .didScroll = event.kind {
        carousel.engineDidScroll(at: event.time)  // most frames' one event: the short way
      } else {
        carousel.engineDidEmit(event)
      }
    }
  }

  /// Notes whether a delegate listens, and re-derives the options when it is another one.
  func delegateDidChange(from oldValue: (any CarouselDelegate<ItemView>)?) {
    observers.hasDelegate = delegate != nil
    if delegate !== oldValue { configurationDidChange() }
  }

  /// Turns an engine event into a carousel event and notes what it changes.
  ///
  /// It never lays out: a scroll only marks the frame stale.
  ///
  /// The current index is checked before every other event (motion ends between frames, and
  /// what follows — CoverFlow2's swing, autoscroll — depends on the item it ended on) and at
  /// the end of every call (``commit()``), so `currentItemIndexDidChange` follows the
  /// `didScroll` that changed the index. A scroll alone is not a moment to check: inserts and
  /// removes move the offset before the engine has the new bounds.
  func engineDidEmit(_ event: ScrollEngine.Event) {
    let time = event.time
    checkIndexChange()
    switch event.kind {
    case .didScroll:
      break  // EngineObserver hands it to engineDidScroll(at:), the short way
    case .didEndDragging(let willDecelerate):
      state.didDrag = !willDecelerate
      emit(.scroll(.didEndDragging(willDecelerate: willDecelerate)), at: time)
    case .willBeginDecelerating:
      state.startVelocity = itemVelocity
      emit(.scroll(.willBeginDecelerating), at: time)
    case .didEndDecelerating:
      emit(.scroll(.didEndDecelerating), at: time)
      momentumDidEnd(at: time)
    case .didEndScrollingAnimation:
      emit(.scroll(.didEndScrollingAnimation), at: time)
      restartAutoscroll(at: time)
    default:
      emit(.scroll(event.kind), at: time)
    }
  }

  /// The engine's offset moved at `time`: the frame is stale, the offset followed across the
  /// wrap seam moves with it, and `didScroll` is queued if anyone listens.
  func engineDidScroll(at time: Double) {
    offsetDidChange()
    if observers.anyone { emit(.scroll(.didScroll), at: time) }
  }

  /// The engine's offset moved: the frame is stale, and the offset followed across the wrap
  /// seam moves with it.
  @inline(__always)
  private func offsetDidChange() {
    state.isStale = true
    let s = itemOffset
    if state.resolved.wrap && state.itemCount > 0 {
      state.continuousOffset += ScrollEngine.shortestDistance(
        from: state.lastItemOffset, to: s, period: Double(state.itemCount))
    } else {
      state.continuousOffset = s
    }
    state.lastItemOffset = s
  }

  /// Queues an event for delivery at the end of the current call.
  @inline(__always) func emit(_ kind: CarouselEvent.Kind, at time: Double) {
    events.append(CarouselEvent(kind, at: time))
  }

  /// Delivers queued events in order, to the event handler and then the delegate; events caused
  /// by their calls queue behind and are delivered by the same loop.
  func deliverEvents() {
    guard events.hasPending else { return }
    guard observers.anyone else { return events.discardPending() }
    events.deliver { event in
      state.eventTime = event.time
      if observers.hasEventHandler { eventHandler?(event) }
      guard observers.hasDelegate, let delegate else { return }
      switch event.kind {
      case .scroll(let scroll):
        switch scroll {
        case .willBeginDragging: delegate.carouselWillBeginDragging(self)
        case .didEndDragging(let decelerate):
          delegate.carouselDidEndDragging(self, willDecelerate: decelerate)
        case .willBeginDecelerating: delegate.carouselWillBeginDecelerating(self)
        case .didEndDecelerating: delegate.carouselDidEndDecelerating(self)
        case .didCancelDecelerating: delegate.carouselDidCancelDecelerating(self)
        case .willBeginScrollingAnimation: delegate.carouselWillBeginScrollingAnimation(self)
        case .didEndScrollingAnimation: delegate.carouselDidEndScrollingAnimation(self)
        case .didCancelScrollingAnimation: delegate.carouselDidCancelScrollingAnimation(self)
        case .didScroll: delegate.carouselDidScroll(self)
        }
      case .currentItemIndexDidChange: delegate.carouselCurrentItemIndexDidChange(self)
      case .didSelectItem(let index): delegate.carousel(self, didSelectItemAt: index)
      case .batchUpdatesDidFinish(let batch, let finished):
        delegate.carousel(self, didFinishBatchUpdates: batch, finished: finished)
      }
    }
  }
}
