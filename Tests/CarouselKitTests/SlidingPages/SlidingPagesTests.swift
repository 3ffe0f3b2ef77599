import CarouselKit
import CarouselKitTesting
import Foundation
import Testing

// SlidingPages driven as a host drives it: touches, taps, frames, and what it draws and says.

/// The strip offset for content offset `x` with pages of 320 pt and titles of 150 pt.
private func stripOffset(_ x: Double, pages: Int = 7) -> Double {
  let c = min(max(Int((x / 320).rounded(.down)), 0), pages - 1)
  let frac = x / 320 - Double(c)
  return 150 * Double(c) + (frac * 150).rounded(.toNearestOrAwayFromZero)
}

@Suite("SlidingPages scenarios")
struct SlidingPagesScenarioTests {
  @Test("The first frame creates page 0 and its neighbour, shows three titles, page 0 appears")
  func firstFrame() throws {
    let (pages, source, events) = makePages()
    #expect(source.pagesAsked == [0, 1])
    #expect(pages.realisedPageIndexes == 0..<2)
    #expect(pages.titles.map(\.index) == [0, 1])  // the strip shows 85 pt left of title 0
    #expect(pages.titles[0].isActive)
    #expect(pages.titles[0].frame == Rect(x: 85, y: 20, width: 150, height: 50))
    #expect(pages.pages[0].frame == Rect(x: 0, y: 70, width: 320, height: 410))
    // The reload jumped to page 0: a rest there, before the first frame lays the pages out.
    #expect(
      events.takeKinds() == [
        .didSettle(page: 0), .pageWillAppear(page: 0), .pageDidAppear(page: 0),
      ]
    )
    try events.finish()
  }

  @Test("A flick moves one page; the strip follows in proportion; events in order")
  func flick() throws {
    let (pages, _, events) = makePages()
    events.discard()  // the first frame's
    drag(pages, by: -40, from: 0, velocity: -800)
    advanceUntilRest(pages, from: 0.2) { _ in
      #expect(pages.headerOffset == stripOffset(pages.contentOffset))
    }
    #expect(pages.contentOffset == 320)
    #expect(pages.currentPage == 1)
    #expect(pages.headerOffset == 150)
    let kinds = events.takeKinds()
    #expect(
      kinds == [
        .scroll(.willBeginDragging), .scroll(.didEndDragging(willDecelerate: true)),
        .scroll(.willBeginDecelerating),
        .pageWillDisappear(page: 0), .pageWillAppear(page: 1),
        // Half way across, page 1 is the nearest: the live page moves on.
        .currentPageDidChange(page: 1),
        // Within the settle tolerance (0.5 pt) of the page, the frame before the decay ends.
        .pageDidDisappear(page: 0), .pageDidAppear(page: 1), .scroll(.didEndDecelerating),
        .didSettle(page: 1), .pageDidChange(page: 1),
      ])
    #expect(pages.titles.first(where: \.isActive)?.index == 1)
    try events.finish()
  }

  @Test("A slow release before half a page snaps back: no pageDidChange, appearance reversed")
  func snapBack() throws {
    let (pages, _, events) = makePages()
    events.discard()  // the first frame's
    drag(pages, by: -100, over: 0.5, from: 0, velocity: 10)
    advanceUntilRest(pages, from: 0.5)
    #expect(pages.contentOffset == 0)
    let kinds = events.takeKinds()
    #expect(!kinds.contains { $0.name == "pageDidChange" })
    #expect(
      kinds.filter { $0.page != nil } == [
        // UIKit's cancelled transitions: page 1 turns back, page 0 comes back.
        .pageWillDisappear(page: 0), .pageWillAppear(page: 1), .pageWillDisappear(page: 1),
        .pageDidDisappear(page: 1), .pageWillAppear(page: 0), .pageDidAppear(page: 0),
        // The snap-back is a rest on page 0, though not a page change.
        .didSettle(page: 0),
      ])
    let states = appearanceStates(events.all)
    #expect(states[0] == .appeared)
    #expect(states[1] == .disappeared)
    try events.finish()
  }

  @Test("The original's every-rest reporting: a snap-back reports the page it returns to")
  func everyRest() {
    let (pages, _, events) = makePages(
      compatibility: SlidingPagesCompatibility(reportsEveryRest: true))
    drag(pages, by: -100, over: 0.5, from: 0, velocity: 10)
    advanceUntilRest(pages, from: 0.5)
    #expect(
      events.take().filter { $0.name == "pageDidChange" }.map(\.kind) == [.pageDidChange(page: 0)])
  }

  @Test("Tapping a title scrolls there, animated, and reports didFinishScrollingToPage")
  func tapTitle() throws {
    let (pages, _, events) = makePages()
    events.discard()  // the first frame's
    // Title 1 spans 235…385 in the view.
    #expect(pages.tapTitle(atX: 300, at: 1) == 1)
    #expect(pages.titles.first(where: \.isActive)?.index == 1)  // at once, as the original
    advanceUntilRest(pages, from: 1)
    #expect(pages.contentOffset == 320)
    let kinds = events.takeKinds()
    #expect(kinds.first == .scroll(.willBeginScrollingAnimation))
    #expect(kinds.contains(.didFinishScrollingToPage(page: 1)))
    #expect(!kinds.contains(.pageDidChange(page: 1)))
    _ = events.take()
    try events.finish()
  }

  @Test("#2: a tap right of the last title does nothing")
  func tapRightOfLastTitle() {
    let (pages, _, events) = makePages()
    pages.scrollToPage(6, animated: false, at: 1)
    pages.advance(to: 1)
    events.discard()
    #expect(pages.tapTitle(atX: 300, at: 2) == nil)
    #expect(!pages.isAnimating)
    #expect(pages.contentOffset == 1920)
  }

  @Test("Negative pages from strip taps on wide views: left of the first title is no page")
  func tapLeftOnWideView() {
    let (pages, _, _) = makePages(viewport: Size(width: 1024, height: 768))
    // The strip's left edge is at (1024 − 150)/2 = 437; the original made x = 10 page −2.
    #expect(pages.tapTitle(atX: 10, at: 1) == nil)
    #expect(pages.tapTitle(atX: 500, at: 1) == 0)  // title 0: the pages are there already
    #expect(!pages.isAnimating)
  }

  @Test("A tap outside the view hits no title, even where a title would lie")
  func tapOutsideTheView() {
    let (pages, _, _) = makePages()
    // Title 5 would lie at 85 + 5 · 150 = 835 pt, beyond the 320 pt view.
    #expect(pages.tapTitle(atX: 910, at: 1) == nil)
    #expect(pages.tapTitle(atX: -10, at: 1) == nil)
    #expect(!pages.isAnimating)
  }

  @Test("setContentOffset rests the pages where it puts them, clamped into the content")
  func setContentOffset() throws {
    let (pages, _, events) = makePages()
    events.discard()
    pages.setContentOffset(630.5, animated: false, at: 1)
    #expect(pages.contentOffset == 630.5)
    #expect(pages.leadingPage == 1 && pages.currentPage == 2)  // nearer page 2 (640 pt)
    #expect(pages.titles.first(where: \.isActive)?.index == 1)
    #expect(!pages.isAnimating)
    pages.setContentOffset(99_999, animated: true, at: 2)
    advanceUntilRest(pages, from: 2)
    #expect(pages.contentOffset == 1920)
    #expect(events.takeKinds().contains(.didFinishScrollingToPage(page: 6)))
    events.discard()
    try events.finish()
  }

  @Test("Dragging the strip drives the content through the strip → content mapping")
  func dragStrip() {
    let (pages, _, events) = makePages()
    pages.stripDragBegan(at: 0)
    pages.stripDragChanged(translation: -75, at: 0.1)
    #expect(pages.contentOffset == 160)  // trunc(75/150 · 320)
    pages.stripDragChanged(translation: -100, at: 0.15)
    #expect(pages.contentOffset == Double(Int(100.0 / 150 * 320)))
    pages.stripDragEnded(velocity: -300, at: 0.2)  // 640 pt/s in content terms
    advanceUntilRest(pages, from: 0.2)
    #expect(pages.contentOffset == 320)
    #expect(pages.headerOffset == 150)
    #expect(events.takeKinds().contains(.pageDidChange(page: 1)))
  }

  @Test("scrollToPage to a far page creates only pages near the view at every frame")
  func farPage() {
    let (pages, source, _) = makePages(count: 50)
    source.pagesAsked.removeAll()
    pages.scrollToPage(40, animated: true, at: 1)
    advanceUntilRest(pages, from: 1) { _ in
      let visible = pages.pageLayout.visiblePages(atOffset: pages.contentOffset)
      #expect(pages.realisedPageIndexes.count <= visible.count + 2)
      #expect(pages.realisedPageIndexes.contains(visible.lowerBound))
    }
    #expect(pages.currentPage == 40)
    #expect(pages.realisedPageIndexes == 39..<42)
    #expect(source.pagesAsked.count < 50)
  }

  @Test("scrollToPage with an index out of range goes to the first or last page")
  func scrollOutOfRange() {
    let (pages, _, _) = makePages()
    pages.scrollToPage(99, animated: false, at: 1)
    pages.advance(to: 1)
    #expect(pages.contentOffset == 6 * 320)
    #expect(pages.pageControlPage == 6)
    pages.scrollToPage(-5, animated: false, at: 2)
    #expect(pages.contentOffset == 0)
  }

  @Test("A rotation mid-scroll keeps the fraction between the same pages; pages rest unzoomed")
  func rotateMidScroll() {
    let (pages, _, _) = makePages()
    pages.scrollToPage(2, animated: false, at: 0)
    pages.dragBegan(at: 1)
    pages.dragChanged(translation: -80, at: 1.1)
    pages.advance(to: 1.1)
    pages.setViewportSize(Size(width: 480, height: 320), at: 1.1)
    #expect(pages.contentOffset == 2.25 * 480)
    pages.dragEnded(velocity: 0, at: 1.2)
    advanceUntilRest(pages, from: 1.2)
    #expect(pages.contentOffset == 960)
    // The page shown and the one left behind at 1; the next (out of view) waits at 0.93.
    #expect(pages.page(at: 1)?.scale == 1)
    #expect(pages.page(at: 2)?.scale == 1)
    #expect(pages.page(at: 3)?.scale == 0.93)
    #expect(pages.page(at: 2)?.frame == Rect(x: 0, y: 70, width: 480, height: 250))
  }

  @Test("#43 / PR #42: dragging far left from the last page stays in range")
  func farLeftFromLastPage() {
    let (pages, source, _) = makePages()
    pages.scrollToPage(6, animated: false, at: 0)
    pages.advance(to: 0)
    source.pagesAsked.removeAll()
    // Past the end, frame by frame: the original indexed past its page views here.
    pages.touchBegan(at: 1)
    pages.dragBegan(at: 1)
    for step in 1...20 {
      let time = 1 + Double(step) / 60
      pages.dragChanged(translation: Double(-40 * step), at: time)
      pages.advance(to: time)
      #expect(pages.realisedPageIndexes == 5..<7)
      #expect(
        pages.page(at: 6)?.scale
          == max(0.93, 1 - (pages.contentOffset - 1920).rounded(.towardZero) / 1000))
    }
    #expect(pages.contentOffset > 1920)
    #expect(source.pagesAsked.isEmpty)
    pages.dragEnded(velocity: -2000, at: 1.4)
    advanceUntilRest(pages, from: 1.4)
    #expect(pages.contentOffset == 1920)
    drag(pages, by: 5000, from: 5, velocity: 3000)  // far toward the first page, and past it
    advanceUntilRest(pages, from: 5.2) { _ in
      let visible = pages.pageLayout.visiblePages(atOffset: max(pages.contentOffset, 0))
      #expect(pages.realisedPageIndexes.contains(visible.lowerBound))
    }
    #expect(pages.contentOffset == 0)
    #expect(pages.currentPage == 0)
  }

  @Test("Zoom: the page left and the page arriving scale; pages left behind return to 1")
  func zoomScales() {
    let (pages, _, _) = makePages()
    pages.dragBegan(at: 0)
    pages.dragChanged(translation: -40, at: 0.1)
    pages.advance(to: 0.1)
    #expect(pages.page(at: 0)?.scale == 1 - 40.0 / 1000)
    #expect(pages.page(at: 1)?.scale == 0.93)
    pages.dragChanged(translation: -300, at: 0.2)
    pages.dragEnded(velocity: -500, at: 0.2)
    advanceUntilRest(pages, from: 0.2)
    #expect(pages.page(at: 0)?.scale == 1)  // the original left it at 0.93
    #expect(pages.page(at: 1)?.scale == 1)
  }

  @Test("Reload with fewer pages than the current index keeps the new last page")
  func reloadFewer() throws {
    let (pages, source, events) = makePages(count: 10)
    pages.scrollToPage(8, animated: false, at: 0)
    pages.advance(to: 0.1)
    source.count = 3
    pages.reloadData()
    pages.advance(to: 0.2)
    #expect(pages.pageCount == 3)
    #expect(pages.currentPage == 2)
    #expect(pages.realisedPageIndexes == 1..<3)
    let states = appearanceStates(events.all)
    #expect(states.filter { $0.value == .appeared }.map(\.key) == [2])
    events.discard()
    try events.finish()
  }

  @Test("Reload can return to the initial page, as the original did")
  func reloadToInitial() {
    let (pages, _, _) = makePages(
      configuration: .with { $0.initialPage = 2 },
      compatibility: SlidingPagesCompatibility(reloadReturnsToInitialPage: true))
    #expect(pages.currentPage == 2)
    pages.scrollToPage(5, animated: false, at: 1)
    pages.reloadData()
    #expect(pages.currentPage == 2)
  }

  @Test("Hidden strip: no titles asked, none shown, pages start under the dots")
  func hiddenStrip() {
    let (pages, source, _) = makePages(configuration: .with { $0.isTitleStripHidden = true })
    drag(pages, by: -40, from: 0, velocity: -800)
    advanceUntilRest(pages, from: 0.2)
    #expect(source.titlesAsked.isEmpty)
    #expect(pages.titles.isEmpty)
    #expect(pages.chrome.titleStripFrame == nil)
    #expect(pages.chrome.contentFrame == Rect(x: 0, y: 20, width: 320, height: 460))
    #expect(pages.tapTitle(atX: 160, at: 2) == nil)
  }

  @Test("Dots follow the nearest page live, or only at rest as in the original")
  func dots() {
    for follows in [true, false] {
      let (pages, _, _) = makePages(
        compatibility: SlidingPagesCompatibility(pageControlUpdatesAtRest: !follows))
      pages.dragBegan(at: 0)
      pages.dragChanged(translation: -200, at: 0.1)
      pages.advance(to: 0.1)
      #expect(pages.pageControlPage == (follows ? 1 : 0))
      pages.dragEnded(velocity: -500, at: 0.1)
      advanceUntilRest(pages, from: 0.1)
      #expect(pages.pageControlPage == 1)
    }
  }

  @Test("hideStatusBarWhenScrolling: the dots fade in over 0.3 s on a drag and out at rest")
  func statusBarFade() {
    let (pages, _, _) = makePages(configuration: .with { $0.hidesStatusBarWhenScrolling = true })
    #expect(pages.chrome.pageControlAlpha == 0)
    #expect(!pages.chrome.isStatusBarHidden)
    pages.dragBegan(at: 1)
    pages.advance(to: 1.15)
    #expect(close(pages.chrome.pageControlAlpha, caEaseInEaseOut(0.5), 1e-6))
    #expect(pages.chrome.isStatusBarHidden)
    pages.advance(to: 1.3)
    #expect(pages.chrome.pageControlAlpha == 1)
    pages.dragChanged(translation: -50, at: 1.3)
    pages.dragEnded(velocity: -500, at: 1.3)
    let rest = advanceUntilRest(pages, from: 1.3)
    #expect(!pages.chrome.isStatusBarHidden)
    #expect(pages.chrome.pageControlAlpha == 0)
    #expect(rest > 1.3)
  }

  @Test("Keys and accessibility page through; the value names the page and its title")
  func keys() {
    let (pages, _, _) = makePages()
    #expect(pages.accessibilityValue == "Page 0, page 1 of 7")
    #expect(pages.handleKey(.right, at: 1))
    advanceUntilRest(pages, from: 1)
    #expect(pages.currentPage == 1)
    #expect(pages.handleKey(.end, at: 3))
    advanceUntilRest(pages, from: 3)
    #expect(pages.currentPage == 6)
    #expect(!pages.accessibilityIncrement(at: 5))
    #expect(!pages.handleKey(.up, at: 5))
  }

  @Test("Eager loading creates every page at the first frame, as the original did")
  func eager() {
    let (pages, source, _) = makePages(configuration: .with { $0.pagesBeyondViewport = nil })
    #expect(source.pagesAsked == Array(0..<7))
    #expect(pages.realisedPageIndexes == 0..<7)
  }
}

@Suite("SlidingPages interruptions and hosts")
struct SlidingPagesInterruptionTests {
  @Test("A scroll that takes over a strip drag still ends when the finger lifts")
  func scrollDuringStripDrag() throws {
    let (pages, _, events) = makePages()
    events.discard()
    pages.stripDragBegan(at: 0)
    pages.stripDragChanged(translation: -40, at: 0.05)
    pages.scrollToPage(3, animated: true, at: 0.1)
    pages.stripDragChanged(translation: -300, at: 0.15)  // no longer drives the content
    pages.stripDragEnded(velocity: -500, at: 0.2)
    #expect(!pages.isTracking)
    advanceUntilRest(pages, from: 0.2)
    #expect(pages.contentOffset == 960)
    #expect(pages.pageLayout.restingOffset(of: 3) == pages.contentOffset)
    #expect(events.takeKinds().contains(.didFinishScrollingToPage(page: 3)))
  }

  @Test("The status bar comes back when a scroll ends a drag that hid it")
  func chromeAfterInterruptedDrag() {
    let (pages, _, _) = makePages(configuration: .with { $0.hidesStatusBarWhenScrolling = true })
    pages.dragBegan(at: 0)
    pages.dragChanged(translation: -50, at: 0.1)
    pages.advance(to: 0.4)
    #expect(pages.chrome.isStatusBarHidden)
    pages.scrollToPage(2, animated: true, at: 0.5)
    pages.dragEnded(velocity: 0, at: 0.6)
    let rest = advanceUntilRest(pages, from: 0.6)
    pages.advance(to: rest + 0.3)
    #expect(!pages.chrome.isStatusBarHidden)
    #expect(pages.chrome.pageControlAlpha == 0)
  }

  @Test("A view of size zero keeps the initial page until it gets a size")
  func zeroSizeFirst() {
    let (pages, _, _) = makePages(viewport: .zero, configuration: .with { $0.initialPage = 3 })
    #expect(pages.currentPage == 3)
    #expect(pages.pageControlPage == 3)
    pages.setViewportSize(Size(width: 320, height: 480), at: 1)
    #expect(pages.contentOffset == 960)
    #expect(pages.currentPage == 3)
    #expect(pages.pages.map(\.index) == [2, 3, 4])
  }

  @Test("A data source that changes the options while asked for a title does not break the strip")
  func optionsFromTitle() {
    let pages = SlidingPages<TestPage>(viewportSize: Size(width: 320, height: 480))
    let source = TitleMeddler()
    pages.dataSource = source
    pages.advance(to: 0)
    pages.scrollToPage(3, animated: true, at: 1)
    advanceUntilRest(pages, from: 1)
    #expect(source.meddled)
    #expect(pages.configuration.titleItemWidth == 100)
    let titles = pages.titles
    #expect(titles.map(\.index) == Array(titles.first!.index...titles.last!.index))
    #expect(titles.allSatisfy { $0.frame.size.width == 100 })
  }

  @Test("The delegate hears the original's calls and the appearance cycle, after the handler")
  func delegate() throws {
    let (pages, source, events) = makePages()
    let delegate = RecordingPagesDelegate()
    pages.delegate = delegate
    events.discard()
    let first = events.all.count
    drag(pages, by: -40, from: 0, velocity: -800)
    advanceUntilRest(pages, from: 0.2)
    #expect(pages.selectPageControlPage(2, at: 2))
    #expect(!pages.selectPageControlPage(2, at: 2.1))  // already heading there
    #expect(!pages.selectPageControlPage(9, at: 2.1))
    advanceUntilRest(pages, from: 2.1)
    // Every event with a delegate method, in the handler's order.
    let expected = events.all[first...].compactMap { event -> String? in
      switch event.kind {
      case .scroll(.didScroll): return "scroll"
      case .pageDidChange(let page): return "didScrollTo \(page)"
      case .didFinishScrollingToPage(let page): return "didFinishScrolling \(page)"
      case .pageWillAppear(let page): return "willAppear \(page)"
      case .pageDidAppear(let page): return "didAppear \(page)"
      case .pageWillDisappear(let page): return "willDisappear \(page)"
      case .pageDidDisappear(let page): return "didDisappear \(page)"
      default: return nil
      }
    }
    #expect(delegate.calls == expected)
    #expect(delegate.calls.contains("didScrollTo 1"))
    #expect(delegate.calls.contains("didFinishScrolling 2"))
    #expect(delegate.calls.contains("scroll"))
    #expect(pages.xPosition(ofPage: 2) == 640)
    withExtendedLifetime(source) {}
    events.discard()
  }
}

/// A data source that, once, widens its titles from inside `titleAt` (during a layout).
private final class TitleMeddler: SlidingPagesDataSource {
  var meddled = false
  func numberOfPages(in slidingPages: SlidingPages<TestPage>) -> Int { 10 }
  func slidingPages(_ slidingPages: SlidingPages<TestPage>, pageAt index: Int) -> TestPage {
    TestPage(index: index, serial: 0)
  }
  func slidingPages(_ slidingPages: SlidingPages<TestPage>, titleAt index: Int)
    -> SlidingPageTitle
  {
    if index == 3 && !meddled {
      meddled = true
      slidingPages.configuration.titleItemWidth = 100
      slidingPages.configuration.pagesBeyondViewport = 2
    }
    return .text("\(index)")
  }
}

private final class RecordingPagesDelegate: SlidingPagesDelegate {
  var calls: [String] = []
  func slidingPages(_ slidingPages: SlidingPages<TestPage>, didScrollToPageAt index: Int) {
    calls.append("didScrollTo \(index)")
  }
  func slidingPages(_ slidingPages: SlidingPages<TestPage>, didFinishScrollingToPageAt index: Int) {
    calls.append("didFinishScrolling \(index)")
  }
  func slidingPagesDidScroll(_ slidingPages: SlidingPages<TestPage>) { calls.append("scroll") }
  func slidingPages(_ slidingPages: SlidingPages<TestPage>, pageWillAppearAt index: Int) {
    calls.append("willAppear \(index)")
  }
  func slidingPages(_ slidingPages: SlidingPages<TestPage>, pageDidAppearAt index: Int) {
    calls.append("didAppear \(index)")
  }
  func slidingPages(_ slidingPages: SlidingPages<TestPage>, pageWillDisappearAt index: Int) {
    calls.append("willDisappear \(index)")
  }
  func slidingPages(_ slidingPages: SlidingPages<TestPage>, pageDidDisappearAt index: Int) {
    calls.append("didDisappear \(index)")
  }
}

@Suite("SlidingPages at 100,000 pages")
struct SlidingPagesScaleTests {
  @Test("A flick across ten pages creates only nearby pages at every frame; appearance balances")
  func flickAcrossTenPages() throws {
    for count in [7_000, 100_000] {
      let (pages, source, events) = makePages(
        count: count, configuration: .with { $0.isPagingEnabled = false })
      pages.scrollToPage(count / 2, animated: false, at: 0)
      pages.advance(to: 0)
      source.pagesAsked.removeAll()
      source.titlesAsked.removeAll()
      let start = pages.contentOffset
      // A free flick decays over v/(1000·ln(1/0.998)) points: 6,500 pt/s ≈ 10 pages of 320 pt.
      let distance = 6500 / (1000 * -log(0.998))
      pages.touchBegan(at: 1)
      pages.dragBegan(at: 1)
      pages.dragEnded(velocity: -6500, at: 1)
      advanceUntilRest(pages, from: 1) { _ in
        let visible = pages.pageLayout.visiblePages(atOffset: pages.contentOffset)
        #expect(pages.realisedPageIndexes.lowerBound >= visible.lowerBound - 1)
        #expect(pages.realisedPageIndexes.upperBound <= visible.upperBound + 1)
      }
      let travelled = pages.contentOffset - start
      #expect(abs(travelled - distance) < 2, "travelled \(travelled)")
      #expect(travelled / 320 > 9.5)
      // Each page passed is asked for once: about 10 pages plus the window's edges.
      #expect(source.pagesAsked.count <= 14)
      #expect(Set(source.pagesAsked).count == source.pagesAsked.count)
      #expect(source.titlesAsked.count <= 14)
      let states = appearanceStates(events.all)
      let visible = pages.pageLayout.visiblePages(atOffset: pages.contentOffset)
      #expect(!visible.isEmpty)
      for page in visible { #expect(states[page] == .appeared, "page \(page) in view") }
      for (page, state) in states where !visible.contains(page) {
        #expect(state == .disappeared, "page \(page) out of view: \(state)")
      }
      events.discard()
      try events.finish()
    }
  }
}

@Suite("SlidingPages with hostile data sources")
struct SlidingPagesHostileTests {
  @Test("A negative count is read as 0, with a diagnostic")
  func negativeCount() {
    let pages = SlidingPages<TestPage>(viewportSize: Size(width: 320, height: 480))
    let source = PageSource(count: -4)
    var diagnostics: [SlidingPagesDiagnostic] = []
    pages.diagnosticsHandler = { diagnostics.append($0) }
    pages.dataSource = source  // reloads
    pages.advance(to: 1)
    #expect(pages.pageCount == 0)
    #expect(pages.pages.isEmpty)
    #expect(diagnostics == [.negativePageCount(-4)])
    pages.scrollToPage(3, animated: true, at: 2)
    #expect(!pages.isAnimating)
  }

  @Test("Widths of the wrong count or value fall back to the view's width, with a diagnostic")
  func badWidths() {
    for (widths, expected) in [
      ([320.0, 320], SlidingPagesDiagnostic.pageWidthCountMismatch(count: 2, pageCount: 3)),
      ([320, -1, 320], .invalidPageWidth(index: 1, width: -1)),
      ([320, .infinity, 320], .invalidPageWidth(index: 1, width: .infinity)),
    ] {
      let pages = SlidingPages<TestPage>(viewportSize: Size(width: 320, height: 480))
      let source = PageSource(count: 3, widths: widths)
      var diagnostics: [SlidingPagesDiagnostic] = []
      pages.diagnosticsHandler = { diagnostics.append($0) }
      pages.dataSource = source  // reloads
      #expect(diagnostics == [expected])
      #expect(pages.pageLayout.hasUniformPages)
    }
  }

  @Test("A data source that reloads while asked for a page is heard after the layout")
  func reloadFromDataSource() {
    let pages = SlidingPages<TestPage>(viewportSize: Size(width: 320, height: 480))
    let source = PageSource(count: 5)
    var diagnostics: [SlidingPagesDiagnostic] = []
    pages.diagnosticsHandler = { diagnostics.append($0) }
    pages.dataSource = source
    source.reloadWhenAsked(times: 1) { _ in 2 }
    pages.advance(to: 1)
    #expect(diagnostics == [.reloadDuringLayout])
    #expect(pages.pageCount == 2)
    #expect(pages.realisedPageIndexes == 0..<2)
  }

  @Test("A data source asked for a page reads the pages held as they are")
  func pagesReadFromDataSource() {
    let (pages, source, _) = makePages(
      count: 10, configuration: .with { $0.pagesBeyondViewport = 2 })
    pages.scrollToPage(6, animated: false, at: 0)
    #expect(pages.realisedPageIndexes == 4..<9)
    var seen: [Int: [Int?]] = [:]
    var listed: [Int: [Int]] = [:]
    source.onPage = { model, asked in
      seen[asked] = model.realisedPageIndexes.map { model.page(at: $0)?.content.index }
      listed[asked] = model.pages.map(\.content.index)
    }
    // Two pages come in before the three kept (4, 5, 6), and none after.
    pages.scrollToPage(4, animated: false, at: 1)
    #expect(pages.realisedPageIndexes == 2..<7)
    #expect(seen[2] == [4, 5, 6])
    #expect(seen[3] == [4, 5, 6])
    #expect(listed[3] == [4, 5, 6])  // not page 2, made but waiting behind them
    #expect(pages.pages.map(\.content.index) == [2, 3, 4, 5, 6])
    // Going the other way, each page comes in after those asked for before it.
    seen = [:]
    pages.scrollToPage(6, animated: false, at: 2)
    #expect(pages.realisedPageIndexes == 4..<9)
    #expect(seen[7] == [4, 5, 6])
    #expect(seen[8] == [4, 5, 6, 7])
  }

  @Test("A page let go of is released once the model no longer holds it")
  func pageDeinitReadsModel() {
    /// A page that, as it goes, reads every page the model holds.
    final class Page {
      let index: Int
      let onDeinit: (Int) -> Void
      init(_ index: Int, onDeinit: @escaping (Int) -> Void) {
        self.index = index
        self.onDeinit = onDeinit
      }
      deinit { onDeinit(index) }
    }
    final class Source: SlidingPagesDataSource {
      var count = 10
      var onDeinit: (Int) -> Void = { _ in }
      var askedBeyondCount: [Int] = []
      func numberOfPages(in slidingPages: SlidingPages<Page>) -> Int { count }
      func slidingPages(_ slidingPages: SlidingPages<Page>, pageAt index: Int) -> Page {
        if index >= count { askedBeyondCount.append(index) }
        return Page(index, onDeinit: onDeinit)
      }
    }
    let model = SlidingPages<Page>(viewportSize: Size(width: 320, height: 480))
    let source = Source()
    var released: [Int: [Int?]] = [:]
    source.onDeinit = { [weak model] index in
      guard let model else { return }  // the model itself going
      released[index] = model.realisedPageIndexes.map { model.page(at: $0)?.content.index }
    }
    model.dataSource = source
    #expect(model.realisedPageIndexes == 0..<2)
    model.scrollToPage(5, animated: false, at: 0)
    #expect(model.realisedPageIndexes == 4..<7)
    #expect(released[1] == [0] && released[0] == [])  // the first two, last to first
    released = [:]
    model.scrollToPage(4, animated: false, at: 1)
    #expect(model.realisedPageIndexes == 3..<6)
    #expect(released == [6: [4, 5]])
    model.scrollToPage(6, animated: false, at: 2)
    #expect(model.realisedPageIndexes == 5..<8)
    #expect(released[3] == [4, 5] && released[4] == [5])  // first to last
    released = [:]
    model.reloadData()  // lets go of them all, last to first
    _ = model.pages
    #expect(released[7] == [5, 6] && released[6] == [5] && released[5] == [])
    // A reload after a scroll not laid out yet: the deinits read the frame as it stands, and no
    // layout nested in the reload asks for pages the new count does not have.
    model.scrollToPage(8, animated: false, at: 3)  // pages 5 to 7 are still held
    released = [:]
    source.count = 4
    model.reloadData()
    #expect(released[7] == [5, 6] && released[6] == [5] && released[5] == [])
    #expect(model.realisedPageIndexes == 2..<4)
    #expect(source.askedBeyondCount.isEmpty)
  }

  @Test("Fuzzing: a viewport near the Double range's end keeps every offset finite")
  func hugeViewport() {
    // Found by Fuzz/Harnesses/PagesFuzzer.swift: 7 pages of 1.5e308 pt span more than the Double
    // range, and the release sprang to infinity. Viewports are now at most 1e280 pt wide, so any
    // number of pages spans a finite length; at that width everything stays finite.
    let (pages, source, _) = makePages(count: 7)
    pages.scrollToPage(3, animated: false, at: 0)
    pages.dragBegan(at: 0.1)
    pages.dragChanged(translation: -100, at: 0.1)
    pages.setViewportSize(Size(width: PageLayout.maximumViewportLength, height: 480), at: 0.2)
    #expect(pages.contentOffset.isFinite && pages.headerOffset.isFinite)
    pages.dragEnded(velocity: 0, at: 0.3)
    advanceUntilRest(pages, from: 0.3)
    #expect(pages.contentOffset.isFinite)
    #expect(pages.pages.allSatisfy { $0.frame.origin.x.isFinite && $0.scale > 0 })
    withExtendedLifetime(source) {}
  }

  @Test("Fuzzing: without a data source, pages that leave the window are let go of")
  func dataSourceGone() {
    // Found by Fuzz/Harnesses/PagesFuzzer.swift: with the data source gone the pages held
    // stayed as they were, every page of an eagerly loaded set past a switch to lazy loading.
    var configuration = SlidingPagesConfiguration()
    configuration.pagesBeyondViewport = nil
    let pages = SlidingPages<TestPage>(
      viewportSize: Size(width: 320, height: 480), configuration: configuration)
    var source: PageSource? = PageSource(count: 40)
    pages.dataSource = source
    pages.advance(to: 0)
    #expect(pages.realisedPageIndexes == 0..<40)
    source = nil  // the weak data source is gone, without a reload
    #expect(pages.dataSource == nil && pages.pageCount == 40)
    pages.configuration.pagesBeyondViewport = 1
    #expect(pages.realisedPageIndexes == 0..<2)
    pages.scrollToPage(20, animated: false, at: 1)
    #expect(pages.realisedPageIndexes.isEmpty)  // nothing to ask for the pages there
    let another = PageSource(count: 40)
    pages.dataSource = another  // reloads, keeping page 20
    pages.advance(to: 2)
    #expect(pages.realisedPageIndexes == 19..<22)
  }

  @Test("Fuzzing: pages 3e15 pt wide rest with exactly the page in view appeared")
  func hugePagesAppearance() {
    // Found by Fuzz/Harnesses/PagesFuzzer.swift: at offsets near 3e20 pt a unit in the last place
    // is 65,536 pt, and the previous page counted as in view by rounding alone.
    let (pages, source, _) = makePages(count: 100_000)
    pages.setViewportSize(Size(width: 2.953e15, height: 480), at: 0)
    pages.scrollToPage(99_999, animated: true, at: 0)
    advanceUntilRest(pages, from: 0)
    #expect(pages.pages.filter { $0.appearance == .appeared }.map(\.index) == [99_999])
    #expect(pages.page(at: 99_998)?.appearance == .disappeared)
    withExtendedLifetime(source) {}
  }

  @Test("Fuzzing: a reload owed after four layout passes runs at the next read")
  func reloadOwedAfterFourPasses() {
    // Found by Fuzz/Harnesses/PagesFuzzer.swift: a data source that reloads every time it is
    // asked for a page outlasts a layout's four passes; the reload still owed was skipped by
    // every later read until something else made the frame stale.
    let pages = SlidingPages<TestPage>(viewportSize: Size(width: 320, height: 480))
    let source = PageSource(count: 30)
    pages.dataSource = source
    source.reloadWhenAsked(times: 24) { 30 - $0 }  // 29, 28, …, 6
    _ = pages.pages  // four passes of two pages each: reloads are still owed
    #expect(source.reloads < 24)
    for _ in 0..<12 { _ = pages.pages }
    #expect(source.reloads == 24)
    #expect(pages.pageCount == 6)
    #expect(pages.realisedPageIndexes == 0..<2)
  }

  @Test("Fuzzing: titles far narrower than the view show at most 256, around the strip's centre")
  func narrowTitles() {
    // Found by Fuzz/Harnesses/PagesFuzzer.swift (a timeout): titles 0.001 pt wide across a
    // 320 pt view made every frame ask for 320,000 titles.
    let (pages, source, _) = makePages(
      count: 100_000, configuration: .with { $0.titleItemWidth = 0.001 })
    pages.scrollToPage(50_000, animated: false, at: 0)
    let titles = pages.titles
    #expect(titles.count == 256)
    #expect(titles.contains { $0.index == 50_000 && $0.isActive })
    #expect(titles.first?.index == 50_000 - 128)
    #expect(source.titlesAsked.count <= 2 * 256)
  }

  @Test("Fuzzing: pages a finger rested on between pages appear again when it lifts")
  func fingerLiftedAtRestBetweenPages() throws {
    // Found by Fuzz/Harnesses/PagesFuzzer.swift: a finger landing on resting pages, or lifting
    // without a drag, moves nothing and the pager says nothing, so the frame was not laid out
    // again. An option changed under the finger laid out the two pages in view as disappearing
    // (with a finger down only a page shown fully counts), and after the lift they stayed so,
    // at rest and in view, until something moved them. The fuzzer's pages were 1.28e15 pt wide,
    // resting 27,648 pt short of a page: a rest for the pager, between pages for the frame.
    var configuration = SlidingPagesConfiguration()
    configuration.isPagingEnabled = false
    let (pages, _, events) = makePages(count: 7, configuration: configuration)
    pages.setContentOffset(400, animated: false, at: 0)  // page 1 and 80 pt of page 2
    pages.advance(to: 0.1)
    #expect(pages.pages.filter { $0.appearance == .appeared }.map(\.index) == [1, 2])
    events.discard()

    pages.touchBegan(at: 1)
    pages.configuration.isZoomOutDisabled.toggle()
    #expect(pages.pages.filter { $0.appearance == .disappearing }.map(\.index) == [1, 2])
    pages.touchEnded(at: 1.1)
    pages.advance(to: 1.2)
    #expect(!pages.isAnimating && pages.contentOffset == 400)
    #expect(pages.pages.filter { $0.appearance == .appeared }.map(\.index) == [1, 2])
    #expect(
      events.takeKinds() == [
        .pageWillDisappear(page: 1), .pageWillDisappear(page: 2),
        .pageWillAppear(page: 1), .pageDidAppear(page: 1),
        .pageWillAppear(page: 2), .pageDidAppear(page: 2),
      ])
    try events.finish()
  }

  @Test("Fuzzing: a strip drag far past the ends with extreme widths stays finite")
  func extremeStripDrag() {
    // Found by Fuzz/Harnesses/PagesFuzzer.swift: strip → content mapping of a far strip position
    // added an overflow to an opposite one, and the NaN reached the scroll engine.
    var configuration = SlidingPagesConfiguration()
    configuration.titleItemWidth = 1e-3
    let (pages, source, _) = makePages(
      count: 7, widths: Array(repeating: 1e280, count: 7), configuration: configuration)
    pages.stripDragBegan(at: 0)
    for translation in [1e300, -1e300, 4e18, -4e18] {
      pages.stripDragChanged(translation: translation, at: 0.1)
      #expect(pages.contentOffset.isFinite)
    }
    pages.stripDragEnded(velocity: 0, at: 0.2)
    advanceUntilRest(pages, from: 0.2)
    #expect(pages.contentOffset.isFinite)
    withExtendedLifetime(source) {}
    // A view of width 0 makes pages of length 0: an overflowing strip position times 0 was NaN.
    let (empty, emptySource, _) = makePages(count: 5, viewport: .zero, configuration: configuration)
    empty.stripDragBegan(at: 0)
    empty.stripDragChanged(translation: -1.7e308, at: 0.1)
    #expect(empty.contentOffset == 0)
    empty.stripDragEnded(velocity: 0, at: 0.2)
    withExtendedLifetime(emptySource) {}
  }
}

@Suite("SlidingPages titles' looks")
struct SlidingPagesTitleStyleTests {
  private static let red = RGBAColor(red: 1, green: 0, blue: 0)
  private static let grey = RGBAColor(red: 0.5, green: 0.5, blue: 0.5)
  private static let big = FontDescription(size: 24, isBold: true)
  private static let small = FontDescription(size: 12, isBold: false)

  /// Each title shown as (index, colour, font, shadow's radius or nil).
  private func looks(_ pages: SlidingPages<TestPage>) -> [String] {
    pages.titles.map { title in
      let colour = title.textColor == Self.red ? "red" : title.textColor == Self.grey ? "grey" : "?"
      let font = title.font == Self.big ? "big" : title.font == Self.small ? "small" : "?"
      let shadow = title.shadow.map { "\($0.radius)" } ?? "none"
      return "\(title.index) \(colour) \(font) \(shadow)"
    }
  }

  @Test(
    "The active title and the others take their colours and fonts as the style and the page change")
  func titlesFollowStyleAndPage() {
    let (pages, _, _) = makePages()
    var style = SlidingPagesStyle()
    style.titleTextColor = Self.red
    style.inactiveTitleTextColor = Self.grey
    style.titleFont = Self.big
    style.inactiveTitleFont = Self.small
    style.titleShadow = nil
    pages.style = style
    // Page 0: titles 0 and 1 show; 0 is active.
    #expect(looks(pages) == ["0 red big none", "1 grey small none"])
    // Sent to page 2 at once: titles 1, 2 and 3 show; 2, created active, takes the active looks.
    pages.scrollToPage(2, animated: false)
    #expect(looks(pages) == ["1 grey small none", "2 red big none", "3 grey small none"])
    // A new style applies to the titles already shown.
    style.titleTextColor = Self.grey
    style.inactiveTitleTextColor = Self.red
    style.titleShadow = ShadowStyle(color: .black, offset: .zero, radius: 5, opacity: 1)
    pages.style = style
    #expect(looks(pages) == ["1 red small 5.0", "2 grey big 5.0", "3 red small 5.0"])
    // Back to page 1: the old active title takes the others' looks, the new one the active's.
    pages.scrollToPage(1, animated: false)
    #expect(looks(pages) == ["0 red small 5.0", "1 grey big 5.0", "2 red small 5.0"])
  }
}
