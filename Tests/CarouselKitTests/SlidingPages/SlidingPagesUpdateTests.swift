import CarouselKit
import CarouselKitTesting
import Testing

// Inserting and removing one page of sliding pages: the page in view stays where it is, the pages
// already made keep their content under their new indexes, and appearance is told only for pages
// that really leave or come into view.

@Suite("Sliding pages inserts and removes")
struct SlidingPagesUpdateTests {
  /// Seven 320-pt pages resting on page 3, each page made once, the events so far discarded.
  private func restingOnPage3() -> (
    SlidingPages<TestPage>, PageSource, EventRecorder<SlidingPagesEvent>
  ) {
    let (pages, source, events) = makePages(count: 7)
    _ = pages.scrollToPage(3, animated: false)
    pages.advance(to: 0.5)
    events.discard()
    return (pages, source, events)
  }

  @Test("An insert before the page in view keeps it in view, its content moved one index on")
  func insertBefore() throws {
    let (pages, source, events) = restingOnPage3()
    let shown = try #require(pages.page(at: 3)).content
    let neighbour = try #require(pages.page(at: 2)).content
    source.count = 8
    source.pagesAsked.removeAll()
    pages.insertPage(at: 1, at: 1)
    pages.advance(to: 1)
    #expect(pages.pageCount == 8)
    #expect(pages.currentPage == 4)
    #expect(pages.contentOffset == 4 * 320)  // the same page, one page further along
    #expect(pages.page(at: 4)?.content == shown)
    #expect(pages.page(at: 3)?.content == neighbour)
    // Only the new page is asked for when it falls among the pages held; none appear or leave.
    #expect(source.pagesAsked.allSatisfy { $0 == 1 })
    let appearance = events.take().filter {
      ["pageWillAppear", "pageDidAppear", "pageWillDisappear", "pageDidDisappear"].contains($0.name)
    }
    #expect(appearance.isEmpty)
    // The titles follow: title 4 is the shown page's.
    #expect(pages.titles.contains { $0.index == 4 })
  }

  @Test("An insert after the page in view changes nothing in view")
  func insertAfter() throws {
    let (pages, source, events) = restingOnPage3()
    let shown = try #require(pages.page(at: 3)).content
    source.count = 8
    pages.insertPage(at: 4)
    pages.advance(to: 1)
    #expect(pages.currentPage == 3 && pages.contentOffset == 3 * 320)
    #expect(pages.page(at: 3)?.content == shown)
    #expect(pages.page(at: 4)?.content.index == 4)  // the new page, made for its place
    #expect(!events.takeNames().contains { $0.hasPrefix("page") && $0.contains("ppear") })
  }

  @Test(
    "Removing the page in view brings the next one in, telling both; removing the last brings the previous"
  )
  func removeShown() throws {
    let (pages, source, events) = restingOnPage3()
    let next = try #require(pages.page(at: 4)).content
    source.count = 6
    pages.removePage(at: 3, at: 1)
    pages.advance(to: 1)
    #expect(pages.currentPage == 3 && pages.contentOffset == 3 * 320)
    #expect(pages.page(at: 3)?.content == next)
    let told = events.take().filter { $0.name.hasPrefix("page") && $0.name.contains("ppear") }
    #expect(
      told.map(\.kind) == [
        .pageWillDisappear(page: 3), .pageDidDisappear(page: 3), .pageWillAppear(page: 3),
        .pageDidAppear(page: 3),
      ])
    _ = pages.scrollToPage(5, animated: false)
    pages.advance(to: 2)
    let previous = try #require(pages.page(at: 4)).content
    source.count = 5
    pages.removePage(at: 5, at: 3)
    pages.advance(to: 3)
    #expect(pages.currentPage == 4 && pages.contentOffset == 4 * 320)
    #expect(pages.page(at: 4)?.content == previous)
  }

  @Test("Removing a page before the one in view keeps it in view")
  func removeBefore() throws {
    let (pages, source, events) = restingOnPage3()
    let shown = try #require(pages.page(at: 3)).content
    source.count = 6
    pages.removePage(at: 0)
    pages.advance(to: 1)
    #expect(pages.currentPage == 2 && pages.contentOffset == 2 * 320)
    #expect(pages.page(at: 2)?.content == shown)
    #expect(!events.takeNames().contains { $0.hasPrefix("page") && $0.contains("ppear") })
  }

  @Test("Pages of their own widths: the page in view stays at its new start")
  func ownWidths() throws {
    let widths: [Double] = [320, 500, 200, 320, 640]
    let (pages, source, _) = makePages(count: 5, widths: widths)
    _ = pages.scrollToPage(3, animated: false)
    pages.advance(to: 0.5)
    source.widths = [320, 100] + widths[1...]
    source.count = 6
    pages.insertPage(at: 1)
    pages.advance(to: 1)
    #expect(pages.currentPage == 4)
    #expect(pages.contentOffset == 320 + 100 + 500 + 200)
  }

  @Test("A flick in flight carries on to the page it was heading for, under its new index")
  func insertDuringFlick() throws {
    let (pages, source, _) = restingOnPage3()
    drag(pages, by: -200, from: 1, velocity: -800)
    let target = try #require(pages.pager.targetPage)
    source.count = 8
    pages.insertPage(at: 0)
    advanceUntilRest(pages, from: pages.time)
    #expect(pages.currentPage == target + 1)
    #expect(pages.contentOffset == Double(target + 1) * 320)
  }

  @Test("A data source whose count did not change by one is reloaded instead")
  func countMismatchReloads() {
    let (pages, source, _) = restingOnPage3()
    source.count = 9
    pages.insertPage(at: 0)
    #expect(pages.pageCount == 9)
  }
}
