import CarouselKit
import CarouselKitOnboarding
import Testing

@Suite("Page event kinds")
struct PageEventKindTests {
  @Test("Every page model's event says the page it is about, and its description shows it")
  func pages() {
    let scroll = ScrollEvent.didEndDragging(willDecelerate: true)
    let pager: [PagerEvent.Kind] = [
      .scroll(scroll), .currentPageDidChange(page: 2), .didSettle(page: 1),
    ]
    #expect(pager.map(\.page) == [nil, 2, 1])
    #expect(
      pager.map(\.description) == [
        "didEndDragging(willDecelerate: true)", "currentPageDidChange(page: 2)",
        "didSettle(page: 1)",
      ])
    let pages: [SlidingPagesEvent.Kind] = [
      .pageWillAppear(page: 4), .didFinishScrollingToPage(page: 0),
    ]
    #expect(pages.map(\.page) == [4, 0])
    #expect(
      pages.map(\.description) == ["pageWillAppear(page: 4)", "didFinishScrollingToPage(page: 0)"])
    let walkthrough: [WalkthroughEvent.Kind] = [
      .scroll(scroll), .pageDidChange(page: 3), .nextButtonPressed, .closeButtonPressed,
    ]
    #expect(walkthrough.map(\.page) == [nil, 3, nil, nil])
    #expect(
      walkthrough.map(\.description) == [
        "didEndDragging(willDecelerate: true)", "pageDidChange(page: 3)", "nextButtonPressed",
        "closeButtonPressed",
      ])
    let onboarding: [OnboardingEvent.Kind] = [
      .scroll(scroll), .didClose(page: 2), .accessibilityFocus(page: 1, view: nil),
      .accessibilityFocus(page: 0, view: 5),
    ]
    #expect(onboarding.map(\.page) == [nil, 2, 1, 0])
    #expect(
      onboarding.map(\.description) == [
        "didEndDragging(willDecelerate: true)", "didClose(page: 2)",
        "accessibilityFocus(page: 1, view: nil)", "accessibilityFocus(page: 0, view: 5)",
      ])
  }
}
