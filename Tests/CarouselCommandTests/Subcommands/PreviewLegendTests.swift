import CarouselKit
import CarouselKitOnboarding
import Foundation
import Testing

@testable import CarouselCommand

// The previews' legend says what each plotted event means: every event any model reports (by
// the name the JSON writes) must have a sentence, and the page must carry them to its script.

@Test("Every event of every model has a meaning in the previews' legend")
func everyEventHasAMeaning() throws {
  let scroll: [ScrollEvent] = [
    .willBeginDragging, .didEndDragging(willDecelerate: true), .willBeginDecelerating,
    .didEndDecelerating, .didCancelDecelerating, .willBeginScrollingAnimation,
    .didEndScrollingAnimation, .didCancelScrollingAnimation, .didScroll,
  ]
  let carousel: [CarouselEvent.Kind] = [
    .currentItemIndexDidChange(index: 0), .didSelectItem(index: 0),
    .batchUpdatesDidFinish(batch: 0, finished: true),
  ]
  let pages: [SlidingPagesEvent.Kind] = [
    .currentPageDidChange(page: 0), .didSettle(page: 0), .pageDidChange(page: 0),
    .didFinishScrollingToPage(page: 0), .pageWillAppear(page: 0), .pageDidAppear(page: 0),
    .pageWillDisappear(page: 0), .pageDidDisappear(page: 0),
  ]
  let walkthrough: [WalkthroughEvent.Kind] = [
    .nextButtonPressed, .previousButtonPressed, .closeButtonPressed,
  ]
  let onboarding: [OnboardingEvent.Kind] = [
    .accessibilityFocus(page: 0, view: nil), .didClose(page: 0),
  ]
  let autoplay: [AutoplayEvent.Kind] = [
    .started, .stepped(from: 0, to: 1), .paused(.touch), .resumed, .stopped(.atEnd),
  ]
  let names =
    scroll.map(\.name) + carousel.map(\.name) + pages.map(\.name) + walkthrough.map(\.name)
    + onboarding.map(\.name) + autoplay.map(\.name)
  let meanings = Dictionary(uniqueKeysWithValues: PreviewPlayback.eventMeanings.map { ($0, $1) })
  for name in names {
    #expect(meanings[name]?.isEmpty == false, "no meaning for \(name)")
  }
  #expect(Set(meanings.keys) == Set(names), "meanings of events no model reports")
  // The page's script reads them as a JSON object.
  let object = try #require(
    JSONSerialization.jsonObject(with: Data(PreviewPlayback.eventMeaningsJSON.utf8))
      as? [String: String])
  #expect(object == meanings)
  #expect(PreviewPlayback.eventLabelsAndControls.contains(PreviewPlayback.eventMeaningsJSON))
}

// The lists above name every case: each switch below fails to compile when a model gains an
// event, until the new case is added to its list (and the legend, or the test above fails).
private func listed(_ kind: ScrollEvent) {
  switch kind {
  case .willBeginDragging, .didEndDragging, .willBeginDecelerating, .didEndDecelerating,
    .didCancelDecelerating, .willBeginScrollingAnimation, .didEndScrollingAnimation,
    .didCancelScrollingAnimation, .didScroll:
    break
  }
}
private func listed(_ kind: CarouselEvent.Kind) {
  switch kind {
  case .scroll, .currentItemIndexDidChange, .didSelectItem, .batchUpdatesDidFinish: break
  }
}
private func listed(_ kind: PagerEvent.Kind) {
  switch kind {
  case .scroll, .currentPageDidChange, .didSettle: break
  }
}
private func listed(_ kind: SlidingPagesEvent.Kind) {
  switch kind {
  case .scroll, .currentPageDidChange, .didSettle, .pageDidChange, .didFinishScrollingToPage,
    .pageWillAppear, .pageDidAppear, .pageWillDisappear, .pageDidDisappear:
    break
  }
}
private func listed(_ kind: WalkthroughEvent.Kind) {
  switch kind {
  case .scroll, .currentPageDidChange, .didSettle, .pageDidChange, .nextButtonPressed,
    .previousButtonPressed, .closeButtonPressed, .pageWillAppear, .pageDidAppear,
    .pageWillDisappear, .pageDidDisappear:
    break
  }
}
private func listed(_ kind: OnboardingEvent.Kind) {
  switch kind {
  case .scroll, .currentPageDidChange, .didSettle, .accessibilityFocus, .didClose: break
  }
}
private func listed(_ kind: AutoplayEvent.Kind) {
  switch kind {
  case .started, .stepped, .paused, .resumed, .stopped: break
  }
}
