import CarouselKit
import CarouselKitTesting
import Testing

// Inserting and removing walkthrough pages anywhere (the original could only add one at the end):
// the page in view stays, its told offset with it, and appearance is told only for pages that
// really leave or come into view.

private let width = 375.0

/// A walkthrough of pages 0…count−1 (page i holds "p<i>") resting on `page`, events recorded
/// from then on.
private func walkthrough(count: Int, on page: Int) -> (
  Walkthrough<String>, EventRecorder<WalkthroughEvent>
) {
  let walkthrough = Walkthrough<String>(viewportSize: Size(width: width, height: 667))
  for index in 0..<count { walkthrough.addPage("p\(index)") }
  walkthrough.advance(to: 0)
  _ = walkthrough.scrollToPage(page, animated: false)
  walkthrough.advance(to: 0.5)
  let events = EventRecorder<WalkthroughEvent>(ignoring: { $0 == .scroll(.didScroll) })
  walkthrough.eventHandler = events.record
  return (walkthrough, events)
}

/// The appearance events among `events`.
private func appearance(_ events: [WalkthroughEvent]) -> [WalkthroughEvent.Kind] {
  events.map(\.kind).filter {
    switch $0 {
    case .pageWillAppear, .pageDidAppear, .pageWillDisappear, .pageDidDisappear: return true
    default: return false
    }
  }
}

@Suite("Walkthrough inserts and removes")
struct WalkthroughUpdateTests {
  @Test("An insert before the page in view keeps it in view under its new index")
  func insertBefore() {
    let (walkthrough, events) = walkthrough(count: 5, on: 2)
    walkthrough.insertPage("new", at: 0, at: 1)
    walkthrough.advance(to: 1)
    #expect(walkthrough.pages == ["new", "p0", "p1", "p2", "p3", "p4"])
    #expect(walkthrough.currentPage == 3 && walkthrough.contentOffset == 3 * width)
    #expect(walkthrough.leadingPageContent == "p2")
    #expect(walkthrough.offset(ofPage: 3) == 1)  // the page filling the view
    #expect(appearance(events.take()).isEmpty)
    #expect(walkthrough.chrome.pageControlPage == 3)
  }

  @Test("An insert after the page in view changes nothing in view")
  func insertAfter() {
    let (walkthrough, events) = walkthrough(count: 3, on: 2)
    walkthrough.insertPage("new", at: 3)
    #expect(walkthrough.pages == ["p0", "p1", "p2", "new"])
    #expect(walkthrough.currentPage == 2 && walkthrough.contentOffset == 2 * width)
    #expect(walkthrough.chrome.isNextButtonHidden == false)  // there is a page after it now
    #expect(appearance(events.take()).isEmpty)
  }

  @Test("Removing the page in view brings the next in, telling both; the last brings the previous")
  func removeShown() {
    let (walkthrough, events) = walkthrough(count: 5, on: 2)
    #expect(walkthrough.removePage(at: 2, at: 1) == "p2")
    walkthrough.advance(to: 1)
    #expect(walkthrough.pages == ["p0", "p1", "p3", "p4"])
    #expect(walkthrough.currentPage == 2 && walkthrough.leadingPageContent == "p3")
    #expect(
      appearance(events.take()) == [
        .pageWillDisappear(page: 2), .pageDidDisappear(page: 2), .pageWillAppear(page: 2),
        .pageDidAppear(page: 2),
      ])
    _ = walkthrough.scrollToPage(3, animated: false)
    walkthrough.advance(to: 2)
    events.discard()
    walkthrough.removePage(at: 3)
    walkthrough.advance(to: 2)
    #expect(walkthrough.currentPage == 2 && walkthrough.contentOffset == 2 * width)
    #expect(walkthrough.leadingPageContent == "p3")
    #expect(walkthrough.chrome.isNextButtonHidden)
  }

  @Test("Removing a page before the one in view keeps it in view; removing every page leaves none")
  func removeBeforeAndAll() {
    let (walkthrough, events) = walkthrough(count: 4, on: 3)
    walkthrough.removePage(at: 0)
    #expect(walkthrough.currentPage == 2 && walkthrough.leadingPageContent == "p3")
    #expect(appearance(events.take()).isEmpty)
    while walkthrough.pageCount > 0 { walkthrough.removePage(at: 0) }
    walkthrough.advance(to: 1)
    #expect(walkthrough.pageCount == 0 && walkthrough.contentOffset == 0)
    walkthrough.insertPage("again", at: 0)
    walkthrough.advance(to: 2)
    #expect(walkthrough.leadingPageContent == "again")
  }

  @Test("A flick in flight carries on to the page it was heading for, under its new index")
  func insertDuringFlick() throws {
    let (walkthrough, _) = walkthrough(count: 6, on: 1)
    drag(walkthrough, by: -150, from: 1, velocity: -900)
    let target = try #require(walkthrough.pager.targetPage)
    walkthrough.insertPage("new", at: 0)
    advanceUntilRest(walkthrough, from: walkthrough.time)
    #expect(walkthrough.currentPage == target + 1)
    #expect(walkthrough.contentOffset == Double(target + 1) * width)
  }
}

@Suite("Walkthrough inserts and removes, pulled past an end or looping")
struct WalkthroughUpdateEdgeTests {
  @Test("Pulled past the last page, an insert before keeps the pull; a remove too")
  func pulledPastTheEnd() {
    let (walkthrough, _) = walkthrough(count: 3, on: 2)
    walkthrough.touchBegan(at: 1)
    walkthrough.dragBegan(at: 1)
    walkthrough.dragChanged(translation: -200, at: 1.1)  // rubber-banded past the end
    let pulled = walkthrough.contentOffset - 2 * width
    #expect(pulled > 0 && pulled < width)
    walkthrough.insertPage("new", at: 0, at: 1.1)
    #expect(abs(walkthrough.contentOffset - (3 * width + pulled)) < 1e-9)
    walkthrough.removePage(at: 0, at: 1.1)
    #expect(abs(walkthrough.contentOffset - (2 * width + pulled)) < 1e-9)
  }

  @Test("Looping, after a step across the seam, an insert before the page in view keeps it")
  func loopInsert() {
    let (walkthrough, _) = walkthrough(count: 4, on: 3)
    walkthrough.configuration.wraps = true
    _ = walkthrough.pressNextButton(at: 1)  // to page 0, across the seam
    advanceUntilRest(walkthrough, from: 1)
    #expect(walkthrough.currentPage == 0 && walkthrough.leadingPageContent == "p0")
    walkthrough.insertPage("new", at: 0, at: 3)
    #expect(walkthrough.currentPage == 1 && walkthrough.leadingPageContent == "p0")
  }
}
