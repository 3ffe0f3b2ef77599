import CarouselKit
import CarouselKitOnboarding
import CarouselKitTesting
import Testing

// The contract every model follows (Sources/CarouselKit/CarouselKit.docc/TheContract.md), checked
// the same way for the five scrolling models: created with five pages (or items) 320 pt wide,
// driven only through the contract's calls — touches, frames, go-to-page, next and previous, a
// resize — and heard through their scroll events. A model that drifts from the contract fails
// here.

/// The models under the contract.
enum ContractModel: String, CaseIterable, CustomTestStringConvertible, Sendable {
  case carousel, pager, slidingPages, walkthrough, onboarding

  var testDescription: String { rawValue }

  /// Whether the model can be resized: every model now.
  var resizes: Bool { true }
}

/// The calls the four page models share, under the same names: what ``ContractDriver`` drives
/// them through.
protocol ContractPaging: FrameDriven, DragDriven {
  var currentPage: Int { get }
  var contentOffset: Double { get }
  func scrollToPage(_ page: Int, animated: Bool, at time: Double?) -> Bool
  func scrollToNextPage(at time: Double?) -> Bool
  func scrollToPreviousPage(at time: Double?) -> Bool
  func scrollWheel(delta: Point, at time: Double)
  func handleKey(_ key: NavigationKey, at time: Double?) -> Bool
  func setContentOffset(_ offset: Double, animated: Bool, at time: Double?)
}

extension Pager: ContractPaging {}
extension SlidingPages: ContractPaging {}
extension Walkthrough: ContractPaging {}
extension OnboardingConductor: ContractPaging {}

/// One model, reached only through the contract's calls.
final class ContractDriver {
  let model: any FrameDriven & DragDriven
  let currentPage: () -> Int
  /// The offset in points along the axis (the carousel's items times their width).
  let contentOffset: () -> Double
  /// A page's (an item's) width in points now.
  let pageWidth: () -> Double
  let scrollToPage: (_ page: Int, _ animated: Bool, _ time: Double?) -> Bool
  let scrollToNext: (_ time: Double?) -> Bool
  let scrollToPrevious: (_ time: Double?) -> Bool
  let resize: (_ size: Size, _ time: Double?) -> Void
  let scrollWheel: (_ delta: Point, _ time: Double) -> Void
  let handleKey: (_ key: NavigationKey, _ time: Double?) -> Bool
  /// The events heard since the last call (`didScroll` left out): the scroll events, and the
  /// model's own as their descriptions (`"didSettle(page: 1)"`).
  let takeEvents: () -> (scroll: [ScrollEvent], own: [String])
  /// Moves the content to `points` at once, resting there (between pages, perhaps).
  let jump: (_ points: Double, _ time: Double) -> Void

  /// The scroll events heard since the last call (`didScroll` left out).
  func takeScrollEvents() -> [ScrollEvent] { takeEvents().scroll }

  init(
    model: any FrameDriven & DragDriven, currentPage: @escaping () -> Int,
    contentOffset: @escaping () -> Double, pageWidth: @escaping () -> Double,
    scrollToPage: @escaping (Int, Bool, Double?) -> Bool,
    scrollToNext: @escaping (Double?) -> Bool, scrollToPrevious: @escaping (Double?) -> Bool,
    resize: @escaping (Size, Double?) -> Void, scrollWheel: @escaping (Point, Double) -> Void,
    handleKey: @escaping (NavigationKey, Double?) -> Bool,
    jump: @escaping (Double, Double) -> Void,
    takeEvents: @escaping () -> (scroll: [ScrollEvent], own: [String])
  ) {
    self.model = model
    self.currentPage = currentPage
    self.contentOffset = contentOffset
    self.pageWidth = pageWidth
    self.scrollToPage = scrollToPage
    self.scrollToNext = scrollToNext
    self.scrollToPrevious = scrollToPrevious
    self.resize = resize
    self.scrollWheel = scrollWheel
    self.handleKey = handleKey
    self.jump = jump
    self.takeEvents = takeEvents
  }

  /// The model with `count` pages (or items) in a 320 × 480 view, each page as wide as the view.
  // swift-format-ignore: FunctionBodyLength
  static func make(_ kind: ContractModel, count: Int = 5) -> ContractDriver {
    let view = Size(width: 320, height: 480)
    switch kind {
    case .carousel:
      let carousel = Carousel<Int>()
      let source = NumberSource(count: count)
      let events = EventRecorder<CarouselEvent>.ignoringScrolls()
      carousel.setViewportSize(view)
      carousel.configuration.itemSize = Size(width: view.width, height: view.height)
      carousel.eventHandler = { event in withExtendedLifetime(source) { events.record(event) } }
      carousel.dataSource = source
      carousel.advance(to: 0)
      events.discard()
      return ContractDriver(
        model: carousel, currentPage: { carousel.currentItemIndex },
        contentOffset: { carousel.scrollOffset * carousel.itemWidth },
        pageWidth: { carousel.itemWidth },
        scrollToPage: { carousel.scrollToItem($0, animated: $1, at: $2) },
        scrollToNext: { carousel.scrollToNextItem(at: $0) },
        scrollToPrevious: { carousel.scrollToPreviousItem(at: $0) },
        resize: { size, time in
          carousel.setViewportSize(size, at: time)
          carousel.configuration.itemSize = size  // an item as wide as the view, as a page is
        },
        scrollWheel: { carousel.scrollWheel(delta: $0, at: $1) },
        handleKey: { carousel.handleKey($0, at: $1) },
        jump: { carousel.scroll(toOffset: $0 / carousel.itemWidth, duration: 0, at: $1) },
        takeEvents: { split(events.take()) })
    case .pager:
      let pager = Pager(layout: PageLayout(pageCount: count, viewportLength: view.width))
      let events = EventRecorder<PagerEvent>.ignoringScrolls()
      pager.eventHandler = events.record
      return paging(
        pager, events: events, pageWidth: { pager.layout.viewportLength },
        resize: { pager.setLayout(pager.layout.withViewportLength($0.width), at: $1) })
    case .slidingPages:
      let pages = SlidingPages<TestPage>(viewportSize: view)
      let source = PageSource(count: count)
      let events = EventRecorder<SlidingPagesEvent>.ignoringScrolls()
      pages.eventHandler = { event in withExtendedLifetime(source) { events.record(event) } }
      pages.dataSource = source
      pages.advance(to: 0)
      events.discard()
      return paging(
        pages, events: events, pageWidth: { pages.viewportSize.width },
        resize: { pages.setViewportSize($0, at: $1) })
    case .walkthrough:
      let walkthrough = Walkthrough<Int>(viewportSize: view)
      let events = EventRecorder<WalkthroughEvent>.ignoringScrolls()
      walkthrough.eventHandler = events.record
      for page in 0..<count { walkthrough.addPage(page) }
      walkthrough.advance(to: 0)
      events.discard()
      return paging(
        walkthrough, events: events, pageWidth: { walkthrough.viewportSize.width },
        resize: { walkthrough.setViewportSize($0, at: $1) })
    case .onboarding:
      var spec = OnboardingSpec()
      spec.pageCount = count
      let conductor = OnboardingConductor(spec: spec, containerSize: view)
      let events = EventRecorder<OnboardingEvent>.ignoringScrolls()
      conductor.eventHandler = events.record
      conductor.advance(to: 0)
      events.discard()
      return paging(
        conductor, events: events, pageWidth: { conductor.containerSize.width },
        resize: { conductor.setViewportSize($0, at: $1) })
    }
  }

  /// The driver of a page model, which answers the contract's calls with its own, and whose
  /// events `events` records.
  private static func paging<Event: TimedEvent>(
    _ model: some ContractPaging, events: EventRecorder<Event>,
    pageWidth: @escaping () -> Double, resize: @escaping (Size, Double?) -> Void
  ) -> ContractDriver {
    ContractDriver(
      model: model, currentPage: { model.currentPage }, contentOffset: { model.contentOffset },
      pageWidth: pageWidth, scrollToPage: { model.scrollToPage($0, animated: $1, at: $2) },
      scrollToNext: { model.scrollToNextPage(at: $0) },
      scrollToPrevious: { model.scrollToPreviousPage(at: $0) }, resize: resize,
      scrollWheel: { model.scrollWheel(delta: $0, at: $1) },
      handleKey: { model.handleKey($0, at: $1) },
      jump: { model.setContentOffset($0, animated: false, at: $1) },
      takeEvents: { split(events.take()) })
  }

  /// Whether the offset lies on page `page`, within the pagers' half-point settle tolerance.
  func isOn(_ page: Int) -> Bool {
    abs(contentOffset() - Double(page) * pageWidth()) <= 0.5
  }
}

/// Events taken from a recorder, parted into the scroll events and the model's own.
private func split<Event: TimedEvent>(_ events: [Event]) -> (scroll: [ScrollEvent], own: [String]) {
  (events.compactMap(\.scrollEvent), events.filter { $0.scrollEvent == nil }.map { "\($0.kind)" })
}

/// A carousel data source of the numbers 0..<count.
final class NumberSource: CarouselDataSource {
  let count: Int
  init(count: Int) { self.count = count }
  func numberOfItems(in carousel: Carousel<Int>) -> Int { count }
  func carousel(_ carousel: Carousel<Int>, viewForItemAt index: Int, reusing view: Int?) -> Int {
    index
  }
}

/// Whether `events` pair every beginning with one ending, in order, starting with `first`.
private func arePaired(_ events: [ScrollEvent], startingWith first: ScrollEvent) -> Bool {
  guard events.first == first else { return false }
  var open: ScrollEvent?
  for event in events {
    if event.isBeginning {
      if open != nil && event != .willBeginDragging { return false }
      open = event
    } else if event.isEnding {
      guard let begun = open, event.ends(begun) else { return false }
      open = nil
    }
  }
  return open == nil
}

@Suite("The models' contract")
struct ContractTests {
  @Test(
    "A drag short of halfway comes back, a flick goes on to a later page, each heard as the same scroll events",
    arguments: ContractModel.allCases)
  func dragAndFlick(kind: ContractModel) {
    let model = ContractDriver.make(kind)
    model.model.touchBegan(at: 0.1)
    model.model.dragBegan(at: 0.1)
    model.model.dragChanged(translation: -60, at: 0.2)
    model.model.dragEnded(velocity: 0, at: 0.6)
    advanceUntilRest(model.model, from: 0.6)
    #expect(model.currentPage() == 0 && model.isOn(0))
    let back = model.takeScrollEvents()
    #expect(arePaired(back, startingWith: .willBeginDragging), "\(back)")

    model.model.touchBegan(at: 2)
    model.model.dragBegan(at: 2)
    model.model.dragChanged(translation: -60, at: 2.05)
    model.model.dragEnded(velocity: -1_000, at: 2.05)
    advanceUntilRest(model.model, from: 2.05)
    let page = model.currentPage()
    // The paging rule: one page on; iCarousel's momentum glides v/(60(1 − 0.95)) items, to 2.
    #expect(page == (kind == .carousel ? 2 : 1) && model.isOn(page))
    let (flick, own) = model.takeEvents()
    #expect(arePaired(flick, startingWith: .willBeginDragging), "\(flick)")
    #expect(flick.contains(.didEndDragging(willDecelerate: true)), "\(flick)")
    #expect(!model.model.isAnimating)
    // The live page moved on, and a page model heard the rest on it.
    if kind == .carousel {
      #expect(own.contains("currentItemIndexDidChange(index: \(page))"), "\(own)")
    } else {
      #expect(own.contains("currentPageDidChange(page: \(page))"), "\(own)")
      #expect(own.contains("didSettle(page: \(page))"), "\(own)")
    }
  }

  @Test(
    "needsFrames holds while a finger is down, even still, and while the model moves; not at rest",
    arguments: ContractModel.allCases)
  func needsFrames(kind: ContractModel) {
    let model = ContractDriver.make(kind)
    let frames = model.model as any FrameDriven
    let start = advanceUntilRest(model.model, from: 0)
    #expect(!frames.needsFrames, "at rest")
    model.model.touchBegan(at: start + 0.1)
    model.model.advance(to: start + 0.2)
    // A finger down moves nothing by itself, but a drag call may move it before any frame.
    #expect(!frames.isAnimating && frames.needsFrames, "a finger down, still")
    model.model.dragBegan(at: start + 0.2)
    model.model.dragChanged(translation: -60, at: start + 0.3)
    #expect(frames.needsFrames, "dragging")
    model.model.dragEnded(velocity: -1_000, at: start + 0.3)
    model.model.advance(to: start + 0.35)
    #expect(frames.isAnimating && frames.needsFrames, "gliding")
    advanceUntilRest(model.model, from: start + 0.35)
    #expect(!frames.needsFrames, "at rest again")
  }

  @Test(
    "Going to a page moves there and says so; where it rests already, it says it does not move",
    arguments: ContractModel.allCases)
  func goToPage(kind: ContractModel) {
    let model = ContractDriver.make(kind)
    #expect(model.scrollToPage(3, true, 1))
    #expect(model.takeScrollEvents() == [.willBeginScrollingAnimation])
    advanceUntilRest(model.model, from: 1)
    #expect(model.currentPage() == 3 && model.isOn(3))
    #expect(model.takeScrollEvents() == [.didEndScrollingAnimation])
    #expect(!model.scrollToPage(3, true, 2))
    #expect(!model.model.isAnimating && model.takeScrollEvents().isEmpty)
    // A page past the last is clamped to it; without animation the content jumps there.
    #expect(model.scrollToPage(99, false, 3))
    #expect(model.currentPage() == 4 && model.isOn(4) && !model.model.isAnimating)
    #expect(model.takeScrollEvents().isEmpty)  // a jump is no animation: only didScroll
    #expect(model.scrollToPage(-7, false, 4))  // before the first: clamped to page 0
    #expect(model.currentPage() == 0 && model.isOn(0))
  }

  @Test(
    "Next and previous go one page from where the content rests or heads, and say when there is none",
    arguments: ContractModel.allCases)
  func nextAndPrevious(kind: ContractModel) {
    let model = ContractDriver.make(kind)
    #expect(!model.scrollToPrevious(0.5))  // no page before the first
    #expect(model.scrollToNext(1))
    #expect(model.scrollToNext(1.05))  // pressed again mid-scroll: one page further
    advanceUntilRest(model.model, from: 1.05)
    #expect(model.currentPage() == 2 && model.isOn(2))
    #expect(model.scrollToPage(4, false, 2))
    #expect(!model.scrollToNext(2.5))  // no page after the last
    #expect(model.scrollToPrevious(3))
    advanceUntilRest(model.model, from: 3)
    #expect(model.currentPage() == 3 && model.isOn(3))
    // Resting between pages 2 and 3, nearer 3: next and previous go on from the nearest page.
    model.jump(2.6 * model.pageWidth(), 4)
    #expect(model.currentPage() == 3 && !model.model.isAnimating)
    #expect(model.scrollToNext(4.1))
    advanceUntilRest(model.model, from: 4.1)
    #expect(model.currentPage() == 4 && model.isOn(4))
    model.jump(2.6 * model.pageWidth(), 6)
    #expect(model.scrollToPrevious(6.1))
    advanceUntilRest(model.model, from: 6.1)
    #expect(model.currentPage() == 2 && model.isOn(2))
  }

  @Test(
    "A resize keeps the page shown, at rest and mid-scroll",
    arguments: ContractModel.allCases.filter(\.resizes))
  func resize(kind: ContractModel) {
    let model = ContractDriver.make(kind)
    #expect(model.scrollToPage(2, false, 0.5))
    model.resize(Size(width: 640, height: 480), 1)
    #expect(model.pageWidth() == 640)
    #expect(model.currentPage() == 2 && model.isOn(2))
    #expect(model.scrollToPage(3, true, 2))
    model.resize(Size(width: 320, height: 480), 2.1)  // mid-scroll: the scroll goes on to page 3
    advanceUntilRest(model.model, from: 2.1)
    #expect(model.currentPage() == 3 && model.isOn(3))
  }

  @Test(
    "A wheel gesture drags, then settles on a page once its events stop; arrow keys page",
    arguments: ContractModel.allCases)
  func wheelAndKeys(kind: ContractModel) {
    let model = ContractDriver.make(kind)
    // A trackpad swipe toward later pages: 200 pt in ten events over 0.1 s.
    for step in 1...10 { model.scrollWheel(Point(x: -20, y: 0), 1 + Double(step) / 100) }
    #expect(model.model.isAnimating)  // waiting for the gesture to end
    #expect(abs(model.contentOffset() - 200) <= 1e-9, "\(model.contentOffset())")
    advanceUntilRest(model.model, from: 1.1)
    #expect(model.currentPage() == 1 && model.isOn(1))
    let wheel = model.takeScrollEvents()
    #expect(arePaired(wheel, startingWith: .willBeginDragging), "\(wheel)")
    #expect(model.handleKey(.right, 3))
    advanceUntilRest(model.model, from: 3)
    #expect(model.currentPage() == 2 && model.isOn(2))
    #expect(model.handleKey(.home, 4))
    advanceUntilRest(model.model, from: 4)
    #expect(model.currentPage() == 0)
    #expect(!model.handleKey(.left, 5))  // no page before the first
  }

  @Test(
    "Without content the current page is 0 and nothing moves",
    arguments: ContractModel.allCases)
  func empty(kind: ContractModel) {
    let model = ContractDriver.make(kind, count: 0)
    #expect(model.currentPage() == 0 && model.contentOffset() == 0)
    #expect(!model.scrollToPage(2, true, 1))
    #expect(!model.scrollToNext(1) && !model.scrollToPrevious(1))
    model.model.touchBegan(at: 2)
    model.model.dragBegan(at: 2)
    model.model.dragChanged(translation: -100, at: 2.1)
    model.model.dragEnded(velocity: -1_000, at: 2.1)
    advanceUntilRest(model.model, from: 2.1)
    #expect(model.currentPage() == 0 && model.contentOffset() == 0)
  }
}
