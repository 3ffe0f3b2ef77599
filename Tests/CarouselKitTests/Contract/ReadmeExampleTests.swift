import CarouselKit
import CarouselKitOnboarding
import CarouselKitTesting
import Foundation
import Testing

// The README's examples in full: the README shows some of their lines, in order
// (readmeExamplesAreTheseTests); if one changes, change the README too.
@Test func flickLandsOnAnItem() throws {
  let engine = ScrollEngine(
    configuration: .init(
      bounds: .limited(0...19), snapGrid: .uniform(spacing: 1), rubberBand: .linear(limit: 1),
      physics: MomentumPhysics(), pointsPerUnit: 200))  // iCarousel's physics, items 200 pt wide
  let events = EventRecorder<ScrollEngine.Event>.ignoringScrolls()
  engine.delegate = events
  let clock = ManualFrameClock(framesPerSecond: 120)
  clock.drive(engine)
  // finger left at 1400 pt/s
  GestureScript.flick(velocity: -1400).perform(on: engine, clock: clock)
  let frames = try clock.runUntilIdle()
  #expect(engine.offset == 3)  // 7 items/s glides 7/3 items, rounded outward to item 3
  #expect(frames == 103)  // 2·3/7 s at 120 Hz: the last frame lands exactly at rest
  #expect(
    events.takeKinds() == [
      .willBeginDragging, .didEndDragging(willDecelerate: true), .willBeginDecelerating,
      .didEndDecelerating,
    ])
  #expect(engine.phase == .idle)
  try events.finish()  // fails if an event was recorded that the test did not take
}

// The README's carousel example in full (inside a test), plus checks on what it shows.
final class Photos: CarouselDataSource {
  var names: [String]
  init(_ names: [String]) { self.names = names }
  func numberOfItems(in carousel: Carousel<String>) -> Int { names.count }
  func carousel(_ carousel: Carousel<String>, viewForItemAt index: Int, reusing view: String?)
    -> String
  {
    names[index]  // asked only for items that become visible
  }
}

@Test func readmeCarouselExample() {
  let photos = Photos(["a", "b", "c", "d", "e"])
  let carousel = Carousel<String>()
  carousel.configuration.type = .coverFlow
  carousel.setViewportSize(Size(width: 390, height: 300))
  carousel.configuration.itemSize = Size(width: 200, height: 200)
  carousel.dataSource = photos
  var heard: [CarouselEvent] = []
  carousel.eventHandler = { heard.append($0) }  // "didSelectItem(index: 2) at 1.5 s", …
  // Touches: carousel.dragBegan(at:), dragChanged(translation:at:), dragEnded(velocity:at:) and
  // tap(at:at:). Each display frame, while carousel.needsFrames: carousel.advance(to: now), then
  for item in carousel.items {  // back to front
    _ = (item.view, item.transform, item.alpha, item.isHidden)  // a CATransform3D, a CSS matrix3d…
  }
  #expect(carousel.items.map(\.view).sorted() == ["a", "b", "c", "d", "e"])
  #expect(carousel.items.last?.view == "a")  // the current item, in front
  // What the comments describe: a flick glides to item 2, each event with its instant.
  heard.removeAll()
  carousel.dragBegan(at: 0)
  carousel.dragEnded(velocity: -1200, at: 0)
  #expect(carousel.phase == .decelerating)
  var now = 0.0
  while carousel.isAnimating {
    now += 1.0 / 60
    carousel.advance(to: now)
  }
  #expect(carousel.phase == .idle && carousel.currentItemIndex == 2)
  #expect(carousel.items.last?.view == "c")
  #expect(
    heard.filter { $0.kind != .scroll(.didScroll) }.map(\.kind).first == .scroll(.willBeginDragging)
  )
  #expect(heard.contains { $0.kind == .currentItemIndexDidChange(index: 2) && $0.time < now })
}

// The README's sliding-pages example in full (inside a test), plus checks on what it shows.
final class Tabs: SlidingPagesDataSource {
  let names = ["Home", "Search", "Library", "Profile"]
  func numberOfPages(in pages: SlidingPages<String>) -> Int { names.count }
  func slidingPages(_ pages: SlidingPages<String>, pageAt index: Int) -> String {
    names[index]  // asked only for pages near the view
  }
  func slidingPages(_ pages: SlidingPages<String>, titleAt index: Int) -> SlidingPageTitle {
    .text(names[index])
  }
}

@Test func readmeSlidingPagesExample() {
  let tabs = Tabs()
  let pages = SlidingPages<String>(viewportSize: Size(width: 320, height: 480))
  pages.dataSource = tabs
  var moves: [String] = []
  pages.eventHandler = { event in  // also appearance, didFinishScrollingToPage, the scroll events
    if case .pageDidChange(let page) = event.kind { moves.append(tabs.names[page]) }
  }
  // Touches on the pages: dragBegan(at:), dragChanged(translation:at:), dragEnded(velocity:at:);
  // on the strip: stripDragBegan(at:)…, tapTitle(atX:at:). Each frame: pages.advance(to: now), then
  for page in pages.pages {  // the pages near the view
    _ = (page.content, page.frame, page.scale)  // the content, where it goes, its zoom-out scale
  }
  for title in pages.titles {  // the titles in the strip's view
    _ = (title.title, title.frame, title.isActive)
  }
  _ = (pages.chrome.pageControlPage, pages.chrome.pageControlAlpha)  // the dots
  #expect(pages.pages.map(\.content) == ["Home", "Search"])
  #expect(pages.titles.map(\.title) == [.text("Home"), .text("Search")])
  // A flick: one page on, the strip 150 pt along (a title's width), only nearby pages made.
  pages.dragBegan(at: 0)
  pages.dragChanged(translation: -40, at: 0.05)
  pages.dragEnded(velocity: -700, at: 0.05)
  var now = 0.05
  while pages.isAnimating {
    now += 1.0 / 60
    pages.advance(to: now)
  }
  #expect(pages.contentOffset == 320 && pages.headerOffset == 150)
  #expect(pages.pages.map(\.content) == ["Home", "Search", "Library"])
  #expect(pages.titles.first(where: \.isActive)?.index == 1)
  #expect(moves == ["Search"])
}

// The README's walkthrough example in full (inside a test), plus checks on what it shows.
@Test func readmeWalkthroughExample() {
  let walkthrough = Walkthrough<String>(viewportSize: Size(width: 375, height: 667))
  walkthrough.addPage(
    "welcome",
    animator: WalkthroughPageAnimator(
      animation: .curve, speed: Point(x: 0.1, y: 0), speedVariance: Point(x: 0.05, y: 0),
      subviewCount: 3))  // a picture and two labels, back to front
  walkthrough.addPage(
    "ready",
    animator: WalkthroughPageAnimator(animation: .zoom, animatesAlpha: true, subviewCount: 1))
  var pagesSeen: [Int] = []
  walkthrough.eventHandler = { event in  // also nextButtonPressed, didSettle, the scroll events…
    if case .pageDidChange(let page) = event.kind { pagesSeen.append(page) }
  }
  walkthrough.pressNextButton(at: 0)  // the next button: heard first, then the scroll starts
  // Touches: dragBegan(at:), dragChanged(translation:at:), dragEnded(velocity:at:). Each frame:
  walkthrough.advance(to: 0.15)
  for page in walkthrough.pageStates {  // the pages near the view, with their offsets
    for (index, subview) in page.subviews.enumerated() {
      _ = (page.index, page.offset, index, subview.transform, subview.alpha)  // apply to subview
    }
  }
  let chrome = walkthrough.chrome  // the dots, and whether next and previous show
  // Halfway through the 0.3 s ease-in-ease-out scroll: half a page, the dots on page 1 already.
  #expect(abs(walkthrough.contentOffset - 187.5) <= 1e-6)
  #expect(
    chrome.pageControlPage == 1 && chrome.isNextButtonHidden && !chrome.isPreviousButtonHidden)
  let states = walkthrough.pageStates
  #expect(states.map(\.index) == [0, 1])
  // The leaving page at o = 1.5: X = −5, where X³ − 25X = 0; the zoom at t = 0.5, alpha 0.5.
  #expect(states[0].subviews.allSatisfy { abs($0.transform.m41) <= 1e-4 })
  #expect(abs(states[1].subviews[0].transform.m11 - 0.5) <= 1e-6)
  #expect(abs(states[1].subviews[0].alpha - 0.5) <= 1e-6)
  while walkthrough.isAnimating { walkthrough.advance(to: walkthrough.time + 1.0 / 60) }
  #expect(pagesSeen == [1])
}

// The README's parallax example in full (inside a test), plus checks on what it shows.
@Test func readmeParallaxExample() {
  let pager = Pager(layout: PageLayout(pageCount: 3, viewportLength: 320))
  var alpha = ["title 0": 1.0, "title 1": 1.0, "title 2": 1.0]  // the host's views
  let animators = (0..<3).map { page in  // one per page, as Parade has one per cell
    ParallaxAnimator<String>(axis: .horizontal).startEndState(for: "title \(page)") { state in
      state.alpha(0).easing(.inSine).range(0.5...1)  // fades over the half nearest the centre
    }
  }
  pager.setContentOffset(80, animated: false)  // a quarter of the way to page 1
  for page in pager.layout.visiblePages(atOffset: pager.contentOffset) {
    animators[page].apply(
      pager.parallaxProgress(ofPage: page),  // page 0 leaving at 0.75, page 1 arriving at 0.25
      reading: { name, _ in .scalar(alpha[name] ?? 1) },  // resting values, read once
      writing: { name, _, value in
        if case .scalar(let a) = value { alpha[name] = a }  // UIKit: view.alpha = a
      })
  }
  // Page 0 leaves at 0.75: half-way through its range 0.5...1, inSine(½) = 1 − sin(π/4).
  #expect(abs((alpha["title 0"] ?? .nan) - (1 - (0.5).squareRoot())) <= 1e-12)
  // Page 1 arrives at 0.25, below its range: still at the state's 0. Page 2 is out of view.
  #expect(alpha["title 1"] == 0 && alpha["title 2"] == 1)
}

@Test func readmeOnboardingExample() throws {
  let json = """
    {"pages": 2, "showPageControl": true, "pageTexts": {"0": "Hello", "1": "Start"},
     "images": [{"key": "phone", "imageName": "phone.png", "relativePosition": [0.5, 0.5]}],
     "elements": [{"views": ["phone"], "appear": [1], "startPosition": [200, 0],
                   "startScale": 0.5, "remve": true}]}
    """
  let reading = OnboardingSpec.read(json)  // every problem at once, with its path and place
  for problem in reading.diagnostics {
    print(problem)  // 4:35: warning: elements[0].remve: … (did you mean "remove"?)
  }
  // The README returns early on errors; here they fail the test before its expectations.
  _ = try #require(reading.spec)
  try #require(!reading.hasErrors)
  guard let spec = reading.spec, !reading.hasErrors else { return }
  let conductor = OnboardingConductor(
    spec: spec, containerSize: Size(width: 320, height: 568),
    imageSizes: ["phone": Size(width: 100, height: 200)])  // by URL, file name or key; else 80×80
  conductor.dragBegan(at: 0)
  conductor.dragChanged(translation: -160, at: 0.1)  // half-way to page 1
  conductor.advance(to: 0.3)  // each display frame
  for view in conductor.viewStates where view.isAttached {
    _ = (view.key, view.superviewKey, view.zIndex, view.frame, view.anchorPoint)
    _ = (view.transform, view.alpha)  // UIKit: view.transform = CGAffineTransform(…)
  }
  // The misspelt key is the only problem: a warning at its key, with the key it resembles.
  #expect(reading.diagnostics.count == 1)
  #expect(reading.warnings.first?.location == TextLocation(line: 4, column: 35, offset: 281))
  #expect(reading.warnings.first?.message.contains("did you mean \"remove\"?") == true)
  // Half-way, the phone is half-way from its start to its appear state, as SlidingCarousel's
  // conductor interpolates a drag toward the page an element appears on:
  // q = 0.5, P = (200, 0)/2, S = (0.5 + 1)/2, composed as [S, 0, 0, S, S·Px, S·Py].
  let phone = conductor.viewStates.first { $0.key == "phone" }
  #expect(phone?.transform == Transform2D(a: 0.75, b: 0, c: 0, d: 0.75, tx: 75, ty: 0))
  // Centred in the container, its origin floored: (160 − 50, 284 − 100).
  #expect(phone?.frame == Rect(x: 110, y: 184, width: 100, height: 200))
  // Added when the drag first touched it (alpha 0), faded in over 0.1 s.
  #expect(phone?.alpha == 1)
}

// The diagnostics example of Documentation/Hardening.md, verbatim, with the mistake it describes
// (the README quotes its message).
@Test func readmeDiagnosticsExample() throws {
  let photos = Photos(Array(repeating: "p", count: 9).enumerated().map { "\($0.0)" })
  let carousel = Carousel<String>()
  carousel.dataSource = photos
  _ = carousel.items
  var warnings: [String] = []
  carousel.diagnosticsHandler = { problem in warnings.append("carousel: \(problem)") }
  // "carousel: the data source has 7 items but the carousel expected 9: call reloadData(), …"
  photos.names.removeLast(2)  // without telling the carousel
  carousel.scrollToItem(8, animated: false)
  _ = carousel.items  // the frame asks for items 7 and 8, checks the count first, and reloads
  let warning = try #require(warnings.first)
  #expect(warnings.count == 1)
  #expect(
    warning.hasPrefix(
      "carousel: the data source has 7 items but the carousel expected 9: call reloadData(), "))
  #expect(carousel.numberOfItems == 7)
}

// The README's Package.swift snippet, verbatim, checked against this package's manifest: what
// the README says of the Swift version and platforms, the package's name as a URL dependency
// (its URL's last path component), and the products it names.
@Test func readmePackageSnippet() throws {
  let snippet = """
    dependencies: [.package(url: "https://github.com/CarouselKit/CarouselKit.git", branch: "main")],
    targets: [
      .target(name: "MyApp", dependencies: [.product(name: "CarouselKit", package: "CarouselKit")]),
      .testTarget(
        name: "MyAppTests",
        dependencies: ["MyApp", .product(name: "CarouselKitTesting", package: "CarouselKit")]),
    ]
    """
  try expectSnippetNamesThisPackage(snippet, products: ["CarouselKit", "CarouselKitTesting"])
}

/// The README's Swift examples appear, line for line and in order, in this file: the README
/// cannot drift from what the tests run.
@Test func readmeExamplesAreTheseTests() throws {
  let readme = try String(
    contentsOf: repositoryRoot().appendingPathComponent("README.md"), encoding: .utf8)
  let tested = codeLines(try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8))
  let blocks = swiftBlocks(in: readme)
  #expect(blocks.count == 7)
  for block in blocks {
    if let line = firstMissingLine(of: codeLines(block), in: tested) {
      Issue.record("README line not in ReadmeExampleTests.swift, in order: \(line)")
    }
  }
}
