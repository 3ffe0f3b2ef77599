import CarouselKit
import CarouselKitTesting
import Testing

// What a carousel tells its host and when: typed events in the delegate's order, the instants
// they carry, the phase, calls that take an instant, and the frame laid out once, when pulled.

/// Checks, in every delegate method, that the carousel's event handler heard that event just
/// before (and nothing since), and that ``Carousel/eventTime`` is that event's time.
final class HandlerThenDelegate: CarouselDelegate {
  let events: EventRecorder<CarouselEvent>
  /// The delegate methods called, by event name, in order.
  var heard: [String] = []
  var problems: [String] = []

  init(events: EventRecorder<CarouselEvent>) { self.events = events }

  private func hear(_ name: String, _ carousel: Carousel<Card>, index: Int? = nil) {
    heard.append(name)
    guard let last = events.all.last, events.all.count == heard.count, last.name == name else {
      let handlerHeard = events.all.last.map { "\($0)" } ?? "nothing"
      problems.append(
        "delegate heard \(name) as event \(heard.count); the handler \(events.all.count): \(handlerHeard)"
      )
      return
    }
    if case .didSelectItem(let selected) = last.kind, selected != index {
      problems.append("delegate selected \(index ?? -1), the handler \(selected)")
    }
    if carousel.eventTime != last.time {
      problems.append("eventTime \(carousel.eventTime) during \(last)")
    }
  }

  func carouselWillBeginDragging(_ carousel: Carousel<Card>) { hear("willBeginDragging", carousel) }
  func carouselDidEndDragging(_ carousel: Carousel<Card>, willDecelerate: Bool) {
    hear("didEndDragging", carousel)
  }
  func carouselWillBeginDecelerating(_ carousel: Carousel<Card>) {
    hear("willBeginDecelerating", carousel)
  }
  func carouselDidEndDecelerating(_ carousel: Carousel<Card>) {
    hear("didEndDecelerating", carousel)
  }
  func carouselDidCancelDecelerating(_ carousel: Carousel<Card>) {
    hear("didCancelDecelerating", carousel)
  }
  func carouselWillBeginScrollingAnimation(_ carousel: Carousel<Card>) {
    hear("willBeginScrollingAnimation", carousel)
  }
  func carouselDidEndScrollingAnimation(_ carousel: Carousel<Card>) {
    hear("didEndScrollingAnimation", carousel)
  }
  func carouselDidCancelScrollingAnimation(_ carousel: Carousel<Card>) {
    hear("didCancelScrollingAnimation", carousel)
  }
  func carouselDidScroll(_ carousel: Carousel<Card>) { hear("didScroll", carousel) }
  func carouselCurrentItemIndexDidChange(_ carousel: Carousel<Card>) {
    hear("currentItemIndexDidChange", carousel)
  }
  func carousel(_ carousel: Carousel<Card>, didSelectItemAt index: Int) {
    hear("didSelectItem", carousel, index: index)
  }
}

@Suite("Carousel events")
struct CarouselEventTests {
  @Test("iCarousel #686: layout changes and reloads that move nothing fire no scroll events")
  func noEventsWithoutMotion() throws {
    let (carousel, _, _, _) = makeCarousel(.linear, count: 10, at: 3)
    let events = EventRecorder<CarouselEvent>()  // didScroll included
    carousel.eventHandler = events.record
    carousel.setViewportSize(Size(width: 400, height: 300))
    carousel.reloadData()
    carousel.configuration.type = .coverFlow
    carousel.configuration.isVertical = true
    carousel.advance(to: 2)
    #expect(events.takeKinds().isEmpty)
    #expect(!carousel.isAnimating)
    try events.finish()
  }

  @Test(
    "The event handler hears every event, in the delegate's order, just before the delegate's method"
  )
  func handlerBeforeDelegate() throws {
    let (carousel, _, _, _) = makeCarousel(.linear, count: 20)
    let events = EventRecorder<CarouselEvent>()  // didScroll included
    carousel.eventHandler = events.record
    let delegate = HandlerThenDelegate(events: events)
    carousel.delegate = delegate
    let clock = ManualFrameClock(framesPerSecond: 60)
    clock.drive(carousel)
    // A flick that runs out; one stopped by a touch, which then settles; an animated scroll
    // replaced by another; a tap that selects and centres item 3.
    GestureScript.flick(velocity: -1400).perform(on: carousel, clock: clock)
    try clock.runUntilIdle()
    let start = clock.now
    (GestureScript.flick(velocity: 1400, at: start + 0.1) + .touch(at: start + 0.3, lasting: 0.1))
      .perform(on: carousel, clock: clock)
    try clock.runUntilIdle()
    carousel.scrollToItem(10, animated: true)
    clock.advance(by: 0.1)
    carousel.scrollToItem(2, animated: true)
    try clock.runUntilIdle()
    carousel.tap(at: Point(x: 360, y: 240), at: clock.now)  // one item right of centre
    try clock.runUntilIdle()
    #expect(carousel.scrollOffset == 3)
    #expect(delegate.problems.isEmpty, "\(delegate.problems.prefix(5))")
    let recorded = events.take()
    #expect(recorded.map(\.name) == delegate.heard)
    let names: Set<String> = [
      "willBeginDragging", "didEndDragging", "willBeginDecelerating", "didEndDecelerating",
      "didCancelDecelerating",
      "willBeginScrollingAnimation", "didEndScrollingAnimation", "didCancelScrollingAnimation",
      "didScroll",
      "currentItemIndexDidChange", "didSelectItem",
    ]
    #expect(Set(recorded.map(\.name)) == names, "every kind of event took part")
    try events.finish()
  }

  @Test(
    "currentItemIndexDidChange carries the index that became current, forward, backward across the seam, and on a jump"
  )
  func indexEventsCarryTheIndex() throws {
    // 7 items/s glides 7/3 items: from 0 to 3, passing 0.5, 1.5 and 2.5.
    let (forward, _, _, forwardEvents) = makeCarouselForEvents(.linear, count: 20)
    try play(forward, .flick(velocity: -1400))
    #expect(forwardEvents.takeKinds() == glideEvents(passing: [1, 2, 3]))
    try forwardEvents.finish()
    // Wrapping, from 1 back by 7/3, rounded outward to −2 ≡ 18 of 20: items 0, 19, 18.
    let (backward, _, _, backwardEvents) = makeCarouselForEvents(.rotary, count: 20, at: 1)
    try play(backward, .flick(velocity: 1400))
    #expect(backward.scrollOffset == 18)
    #expect(backwardEvents.takeKinds() == glideEvents(passing: [0, 19, 18]))
    try backwardEvents.finish()
    // A jump changes the index once, to where it lands.
    let (jumping, _, _, jumpEvents) = makeCarouselForEvents(.linear, count: 20)
    jumping.scrollOffset = 7.4
    #expect(jumpEvents.takeKinds() == [.currentItemIndexDidChange(index: 7)])
    try jumpEvents.finish()
  }

  @Test("During delivery eventTime is the event's time, which can be before the frame's")
  func eventTimeDuringDelivery() throws {
    let (carousel, _, _, _) = makeCarousel(.linear, count: 20)
    var delivered: [(event: CarouselEvent, eventTime: Double, frameTime: Double)] = []
    carousel.eventHandler = { [unowned carousel] event in
      delivered.append((event, carousel.eventTime, carousel.time))
    }
    try play(carousel, .flick(velocity: -1400))
    #expect(delivered.count > 10)
    #expect(delivered.allSatisfy { $0.eventTime == $0.event.time })
    // Momentum ends at 2·3/7 s and the index changes between frames: those events are earlier
    // than the 60 Hz frame that reports them.
    let end = try #require(delivered.first { $0.event.kind == .scroll(.didEndDecelerating) })
    #expect(
      abs(end.event.time - 2.0 * 3 / 7) < sameInstantTolerance && end.frameTime > end.event.time)
    let indexChanges = delivered.filter {
      if case .currentItemIndexDidChange = $0.event.kind { true } else { false }
    }
    #expect(indexChanges.count == 3 && indexChanges.allSatisfy { $0.frameTime > $0.event.time })
  }
}

@Suite("Carousel phase")
struct CarouselPhaseTests {
  @Test(
    "A flick: idle, dragging while the finger moves, decelerating after the release, idle on the item"
  )
  func flick() {
    let (carousel, _, _, _) = makeCarousel(.linear)
    #expect(carousel.phase == .idle)
    carousel.touchBegan(at: 0)
    carousel.dragBegan(at: 0)
    #expect(carousel.phase == .idle)  // a drag starts with its first movement
    carousel.dragChanged(translation: -20, at: 0.02)  // 0.1 items
    #expect(carousel.phase == .dragging && carousel.isDragging)
    carousel.dragEnded(velocity: -1400, at: 0.02)
    #expect(carousel.phase == .decelerating && carousel.isDecelerating)
    // 7 items/s from 0.1 glides to 0.1 + 7/3, rounded outward to 3: T = 2·2.9/7 s.
    let end = 0.02 + 2 * 2.9 / 7
    carousel.advance(to: end - 0.01)
    #expect(carousel.phase == .decelerating)
    carousel.advance(to: end + 0.01)
    #expect(carousel.phase == .idle && carousel.scrollOffset == 3 && !carousel.isAnimating)
  }

  @Test("A slow release animates the snap; momentum past an end decelerates, then animates back")
  func snapAndBounce() {
    let (carousel, _, _, _) = makeCarousel(.linear)
    carousel.dragBegan(at: 0)
    carousel.dragChanged(translation: -50, at: 0.5)
    carousel.dragEnded(velocity: 0, at: 0.5)
    #expect(carousel.phase == .animating && carousel.isScrolling)
    carousel.advance(to: 0.5 + 0.41)  // iCarousel's 0.4 s snap
    #expect(carousel.phase == .idle && carousel.scrollOffset == 0)
    // From 18, 20 items/s glides 6.67 items: clamped one item past the last, then snaps back.
    carousel.scrollOffset = 18
    carousel.dragBegan(at: 1)
    carousel.dragEnded(velocity: -4000, at: 1)
    #expect(carousel.phase == .decelerating)
    let bounceEnd = 1 + 2 * 2.0 / 20  // D = 20 − 18 = 2 at 20 items/s: T = 2|D|/|v|
    carousel.advance(to: bounceEnd + 0.01)
    #expect(carousel.phase == .animating && carousel.scrollOffset < 20)
    carousel.advance(to: bounceEnd + 0.41)
    #expect(carousel.phase == .idle && carousel.scrollOffset == 19)
  }

  @Test("A programmatic scroll animates until it ends; a jump stays idle")
  func programmaticScroll() {
    let (carousel, _, _, _) = makeCarousel(.linear)
    carousel.scrollToItem(6, animated: true)
    #expect(carousel.phase == .animating)
    carousel.advance(to: 0.39)
    #expect(carousel.phase == .animating)
    carousel.advance(to: 0.4)
    #expect(carousel.phase == .idle && carousel.scrollOffset == 6)
    carousel.scrollOffset = 2
    #expect(carousel.phase == .idle)
    carousel.scroll(toOffset: 4.5, duration: 1)
    carousel.advance(to: 0.9)
    #expect(carousel.phase == .animating)
    carousel.scrollOffset = 3  // a jump stops the scroll
    #expect(carousel.phase == .idle && !carousel.isAnimating)
  }

  @Test("A wheel gesture drags until the wheel has been quiet for 0.15 s, then the snap animates")
  func wheel() {
    let (carousel, _, _, _) = makeCarousel(.linear)
    for k in 0..<5 { carousel.scrollWheel(delta: Point(x: -30, y: 0), at: Double(k) * 0.02) }
    #expect(carousel.phase == .dragging)
    carousel.advance(to: 0.08 + 0.14)
    #expect(carousel.phase == .dragging)
    carousel.advance(to: 0.08 + 0.16)  // 150 pt is 0.75 items: it snaps on to item 1
    #expect(carousel.phase == .animating)
    carousel.advance(to: 0.08 + 0.15 + 0.41)
    #expect(carousel.phase == .idle && carousel.scrollOffset == 1)
  }
}

/// A call that takes the instant it happens, made with an instant (`time`) or without (`nil`).
struct TimedCall: Sendable, CustomTestStringConvertible {
  var name: String
  var call: @Sendable (Carousel<Card>, CardSource, Double?) -> Void
  var testDescription: String { name }

  static let all: [TimedCall] = [
    TimedCall(name: "scrollToItem(at:animated:time:)") { carousel, _, time in
      carousel.scrollToItem(9, animated: true, at: time)
    },
    TimedCall(name: "scrollToItem(at:duration:time:)") { carousel, _, time in
      carousel.scrollToItem(1, duration: 0.7, at: time)
    },
    TimedCall(name: "scroll(byNumberOfItems:duration:at:)") { carousel, _, time in
      carousel.scroll(byNumberOfItems: 3, duration: 0.5, at: time)
    },
    TimedCall(name: "scroll(toOffset:duration:at:)") { carousel, _, time in
      carousel.scroll(toOffset: 6.5, duration: 0.5, at: time)
    },
    TimedCall(name: "scroll(byOffset:duration:at:)") { carousel, _, time in
      carousel.scroll(byOffset: -2.5, duration: 0.5, at: time)
    },
    TimedCall(name: "insertItem(at:animated:time:)") { carousel, source, time in
      source.count += 1
      carousel.insertItem(at: 2, animated: true, at: time)
    },
    TimedCall(name: "removeItem(at:animated:time:)") { carousel, source, time in
      source.count -= 1
      carousel.removeItem(at: 3, animated: true, at: time)
    },
    TimedCall(name: "reloadItem(at:animated:time:)") { carousel, _, time in
      carousel.reloadItem(at: 5, animated: true, at: time)
    },
    TimedCall(name: "handleKey(_:at:)") { carousel, _, time in carousel.handleKey(.right, at: time)
    },
    TimedCall(name: "accessibilityIncrement(at:)") { carousel, _, time in
      carousel.accessibilityIncrement(at: time)
    },
    TimedCall(name: "accessibilityDecrement(at:)") { carousel, _, time in
      carousel.accessibilityDecrement(at: time)
    },
  ]
}

@Suite("Calls at an instant")
struct CarouselInstantTests {
  /// A carousel resting on item 4 with its first frame drawn at time 0.
  static func resting() -> (
    carousel: Carousel<Card>, source: CardSource, events: EventRecorder<CarouselEvent>
  ) {
    let (carousel, source, _, events) = makeCarousel(.linear, count: 20, at: 4)
    carousel.advance(to: 0)
    return (carousel, source, events)
  }

  /// Frames of `a` and `b` at `times` are the same, and so are their events.
  static func expectSameFrames(
    _ a: (carousel: Carousel<Card>, source: CardSource, events: EventRecorder<CarouselEvent>),
    _ b: (carousel: Carousel<Card>, source: CardSource, events: EventRecorder<CarouselEvent>),
    at times: [Double], _ name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    for time in times {
      a.carousel.advance(to: time)
      b.carousel.advance(to: time)
      #expect(
        DrawnFrame(a.carousel) == DrawnFrame(b.carousel), "\(name) at \(time)",
        sourceLocation: sourceLocation)
    }
    #expect(a.events.take() == b.events.take(), "\(name)", sourceLocation: sourceLocation)
    try a.events.finish()
    try b.events.finish()
  }

  @Test(
    "Given an instant, a call starts then: the same as advancing to it first and calling without one",
    arguments: TimedCall.all)
  func startsAtTheInstant(call: TimedCall) throws {
    let given = Self.resting()
    let advanced = Self.resting()
    let now = Self.resting()
    advanced.carousel.advance(to: 1)
    call.call(given.carousel, given.source, 1)
    call.call(advanced.carousel, advanced.source, nil)
    call.call(now.carousel, now.source, nil)  // at time 0: done long before 1.15 s
    now.carousel.advance(to: 1.15)
    given.carousel.advance(to: 1.15)
    #expect(
      DrawnFrame(now.carousel) != DrawnFrame(given.carousel), "\(call.name) ignored its instant")
    now.events.discard()  // its events are not compared
    try Self.expectSameFrames(given, advanced, at: [1.15, 1.3, 1.45, 1.6, 2], call.name)
  }

  @Test("An instant earlier than the carousel's time counts as its time", arguments: TimedCall.all)
  func earlierInstant(call: TimedCall) throws {
    let early = Self.resting()
    let current = Self.resting()
    early.carousel.advance(to: 2)
    current.carousel.advance(to: 2)
    call.call(early.carousel, early.source, 1)
    call.call(current.carousel, current.source, nil)
    try Self.expectSameFrames(early, current, at: [2, 2.05, 2.2, 2.35, 2.5, 3], call.name)
  }
}

/// A delegate that counts every question the carousel asks it, with a spacing it may change
/// without telling the carousel.
final class CountingDelegate: CarouselDelegate {
  var questions = 0
  var spacing = 1.0
  func carousel(_ carousel: Carousel<Card>, valueFor option: CarouselOption, default value: Double)
    -> Double
  {
    questions += 1
    return option == .spacing ? spacing : value
  }
  func carouselItemWidth(_ carousel: Carousel<Card>) -> Double {
    questions += 1
    return 0
  }
  func carouselShouldWrap(_ carousel: Carousel<Card>) -> Bool? {
    questions += 1
    return nil
  }
}

/// The ways a host pulls a frame.
enum FramePull: String, CaseIterable, Sendable {
  case advance, items, itemLayout, itemView, indexesForVisibleItems, numberOfVisibleItems

  func perform(on carousel: Carousel<Card>) {
    switch self {
    case .advance: carousel.advance(to: carousel.time + 1.0 / 60)
    case .items: _ = carousel.items
    case .itemLayout: _ = carousel.itemLayout(at: Point(x: 160, y: 240))
    case .itemView: _ = carousel.itemView(at: 6)
    case .indexesForVisibleItems: _ = carousel.indexesForVisibleItems
    case .numberOfVisibleItems: _ = carousel.numberOfVisibleItems
    }
  }
}

@Suite("The pulled frame")
struct CarouselPulledFrameTests {
  @Test(
    "reloadData() asks the data source for its counts only; the next frame asks for the views",
    arguments: FramePull.allCases)
  func reloadAsksForCounts(pull: FramePull) {
    let (carousel, source, _, _) = makeCarousel(.linear, count: 20, at: 6)
    carousel.advance(to: 0)  // the host draws a frame
    source.requests.removeAll()
    source.countQueries = 0
    carousel.reloadData()
    #expect(source.countQueries == 1 && source.requests.isEmpty)
    pull.perform(on: carousel)
    // The linear window: ceil(320/200) + 2 = 4 items, from 6 − 4/2.
    #expect(source.requests.sorted() == [4, 5, 6, 7], "\(pull)")
  }

  @Test(
    "Properties set in a row lay out one frame: the data source is asked only for its final window")
  func propertiesLayOutOnce() {
    let (carousel, source, _, _) = makeCarousel(.linear, count: 40, at: 10)
    carousel.advance(to: 0)
    source.requests.removeAll()
    carousel.reloadData()  // every view let go
    carousel.configuration.type = .coverFlow  // its own window would be ceil(320/50) + 2 = 9 items
    carousel.setViewportSize(Size(width: 1000, height: 480))
    carousel.configuration.itemSize = Size(width: 100, height: 100)
    carousel.configuration.type = .linear
    #expect(source.requests.isEmpty)
    _ = carousel.items
    // Linear, ceil(1000/100) + 2 = 12 items from 10 − 12/2: each asked for once.
    #expect(source.requests.sorted() == Array(4...15))
  }

  @Test(
    "A frame at rest with nothing changed asks the delegate nothing; setNeedsLayout() asks it again"
  )
  func restingFramesAskNothing() throws {
    let (carousel, _, _, _) = makeCarousel(.linear, count: 20)
    let delegate = CountingDelegate()
    carousel.delegate = delegate
    keepAlive(delegate)
    carousel.advance(to: 0)
    delegate.questions = 0
    for k in 1...30 { carousel.advance(to: Double(k) / 60) }
    _ = carousel.items
    #expect(delegate.questions == 0)
    delegate.spacing = 1.5  // the answer changes behind the carousel's back
    carousel.advance(to: 1)
    let before = try #require(carousel.items.first { $0.index == 1 })
    #expect(before.transform.m41 == 200)  // still 1 × 200 pt
    carousel.setNeedsLayout()
    #expect(delegate.questions > 0)
    carousel.advance(to: 1.1)
    let after = try #require(carousel.items.first { $0.index == 1 })
    #expect(after.transform.m41 == 300)  // 1.5 × 200 pt
  }

  @Test("Derived values read after setNeedsLayout() are the delegate's new answers")
  func derivedValuesFollowSetNeedsLayout() {
    let (carousel, _, delegate, _) = makeCarousel(.linear, count: 10, itemWidth: 100)
    #expect(carousel.itemWidth == 100 && !carousel.isWrapEnabled && carousel.offsetMultiplier == 1)
    delegate.itemWidth = 300
    delegate.options = [.wrap: 1, .offsetMultiplier: 3]
    #expect(carousel.itemWidth == 100)  // not asked again until told
    carousel.setNeedsLayout()
    #expect(carousel.itemWidth == 300)
    #expect(carousel.isWrapEnabled)
    #expect(carousel.offsetMultiplier == 3)
    // Calls use the new answers too: wrapping, the shorter way round from 0 to 9 is back.
    carousel.scrollToItem(9, duration: 0.4)
    carousel.advance(to: carousel.time + 0.1)
    #expect(carousel.scrollOffset > 9 || carousel.scrollOffset < 0)
    #expect(carousel.currentItemIndex == 0 || carousel.currentItemIndex == 9)
  }

  @Test("items read from an earlier frame keep that frame's values after the carousel moves on")
  func itemsKeepTheirFrame() throws {
    let (carousel, source, _, _) = makeCarousel(.coverFlow, count: 20, at: 3)
    let earlier = carousel.items
    let drawn = earlier.map(DrawnItem.init)
    let views = earlier.map { ObjectIdentifier($0.view) }
    try play(carousel, .flick(velocity: -1400))  // views leave the window and are reused
    source.count = 21
    carousel.insertItem(at: 0, animated: true)
    carousel.advance(to: carousel.time + 0.2)
    carousel.reloadData()
    #expect(carousel.items.map(DrawnItem.init) != drawn)
    #expect(earlier.map(DrawnItem.init) == drawn)
    #expect(earlier.map { ObjectIdentifier($0.view) } == views)
  }
}

@Suite("Scroll events")
struct ScrollEventPairingTests {
  @Test("Each ending closes only the beginning UIKit pairs it with")
  func endsPairsUIKitsEvents() {
    let all: [ScrollEvent] = [
      .willBeginDragging, .didEndDragging(willDecelerate: true),
      .didEndDragging(willDecelerate: false), .willBeginDecelerating, .didEndDecelerating,
      .didCancelDecelerating, .willBeginScrollingAnimation, .didEndScrollingAnimation,
      .didCancelScrollingAnimation, .didScroll,
    ]
    let pairs: Set<String> = [
      "willBeginDragging>didEndDragging", "willBeginDecelerating>didEndDecelerating",
      "willBeginDecelerating>didCancelDecelerating",
      "willBeginScrollingAnimation>didEndScrollingAnimation",
      "willBeginScrollingAnimation>didCancelScrollingAnimation",
    ]
    for beginning in all {
      for event in all {
        let expected = pairs.contains("\(beginning.name)>\(event.name)")
        #expect(event.ends(beginning) == expected, "\(event) ends \(beginning)")
      }
    }
  }
}
