import CarouselKit
import CarouselKitTesting
import Testing

// A looping walkthrough (BWWalkthrough #59): next on the last page shows the first, the buttons
// stay, the dots follow, the pages are told their offsets from their nearest copy, and the
// appearance cycle crosses the seam.

/// A walkthrough of `count` pages 375 pt wide that loops, on `page`, with the events heard.
private func makeLoop(
  count: Int, page: Int = 0
) -> (
  walkthrough: Walkthrough<Int>, clock: ManualFrameClock, events: EventRecorder<WalkthroughEvent>
) {
  let walkthrough = Walkthrough<Int>(viewportSize: Size(width: 375, height: 667))
  walkthrough.configuration.wraps = true
  for index in 0..<count {
    walkthrough.addPage(
      index, animator: WalkthroughPageAnimator(animation: .linear, subviewCount: 1))
  }
  walkthrough.setContentOffset(375 * Double(page), animated: false, at: 0)
  let events = EventRecorder<WalkthroughEvent>(ignoring: {
    if case .scroll = $0 { return true }
    return false
  })
  walkthrough.eventHandler = events.record
  let clock = ManualFrameClock(framesPerSecond: 60)
  clock.drive(walkthrough)
  return (walkthrough, clock, events)
}

/// The pages told at page position `p` of a loop of `count` pages, by BWWalkthrough's rule
/// `−2 < p + 1 − i < 2` over every copy `i` of a page, keeping per page the copy whose offset
/// is nearest to 1, the page filling the view (pages in view lie in (0, 2)): `(page, offset)`
/// in page order.
private func expectedTold(position p: Double, count: Int) -> [(Int, Double)] {
  var best: [Int: (copy: Int, offset: Double)] = [:]
  for copy in -count * 2...(count * 3) {
    let offset = p + 1 - Double(copy)
    guard offset > -2 && offset < 2 else { continue }
    let page = ((copy % count) + count) % count
    if let kept = best[page], abs(kept.offset - 1) <= abs(offset - 1) { continue }
    best[page] = (copy, offset)
  }
  return best.sorted { $0.key < $1.key }.map { ($0.key, $0.value.offset) }
}

@Suite("A looping walkthrough")
struct WalkthroughLoopTests {
  @Test("Next on the last page goes on to the first, previous on the first back to the last")
  func buttonsAcrossTheSeam() throws {
    let (walkthrough, clock, events) = makeLoop(count: 3, page: 2)
    // Both buttons show on the last page and on the first.
    #expect(!walkthrough.chrome.isNextButtonHidden && !walkthrough.chrome.isPreviousButtonHidden)
    #expect(walkthrough.pressNextButton(at: 0))
    try clock.runUntilIdle()
    #expect(walkthrough.currentPage == 0 && walkthrough.contentOffset == 0)
    #expect(walkthrough.leadingPage == 0 && walkthrough.chrome.pageControlPage == 0)
    #expect(!walkthrough.chrome.isNextButtonHidden && !walkthrough.chrome.isPreviousButtonHidden)
    #expect(walkthrough.pressPreviousButton(at: clock.now))
    try clock.runUntilIdle()
    #expect(walkthrough.currentPage == 2 && walkthrough.contentOffset == 750)
    let names = events.takeNames()
    #expect(names.filter { $0 == "didSettle" }.count == 2)
    #expect(names.contains("nextButtonPressed") && names.contains("previousButtonPressed"))
  }

  @Test(
    "Mid-way across the seam the pages are told their offsets from the nearest copy",
    arguments: [(3, 2.5), (3, 2.25), (5, 4.6), (4, 0.997), (2, 1.5), (2, 0.8), (1, 0.4)])
  func toldAcrossTheSeam(count: Int, position: Double) {
    let (walkthrough, _, _) = makeLoop(count: count)
    walkthrough.setContentOffset(375 * position, animated: false, at: 0)
    let told = walkthrough.pageStates.map { ($0.index, $0.offset) }
    let expected = expectedTold(position: position, count: count)
    #expect(told.map(\.0) == expected.map(\.0))
    for ((_, offset), (_, want)) in zip(told, expected) { #expect(abs(offset - want) < 1e-12) }
    // And each page's offset, told or not, is its nearest copy's.
    for (page, want) in expected {
      #expect(abs((walkthrough.offset(ofPage: page) ?? .nan) - want) < 1e-12)
    }
  }

  @Test("The appearance cycle crosses the seam: the last page leaves as the first comes in")
  func appearanceAcrossTheSeam() throws {
    let (walkthrough, clock, events) = makeLoop(count: 4, page: 3)
    _ = walkthrough.pageStates
    events.discard()
    let recorder = EventRecorder<WalkthroughEvent>(ignoring: {
      switch $0 {
      case .pageWillAppear, .pageDidAppear, .pageWillDisappear, .pageDidDisappear: return false
      default: return true
      }
    })
    walkthrough.eventHandler = recorder.record
    #expect(walkthrough.pressNextButton(at: 0))
    try clock.runUntilIdle()
    #expect(
      recorder.takeKinds() == [
        .pageWillDisappear(page: 3), .pageWillAppear(page: 0), .pageDidDisappear(page: 3),
        .pageDidAppear(page: 0),
      ])
    #expect(walkthrough.appearance(ofPage: 0) == .appeared)
    #expect(walkthrough.appearance(ofPage: 3) == .disappeared)
  }
}
