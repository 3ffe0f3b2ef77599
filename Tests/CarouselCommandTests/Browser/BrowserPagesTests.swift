import CarouselKit
import Foundation
import Testing

@testable import CarouselCommand

// `carousel pages --output` opened in headless Chromium, checked from the screenshot's pixels
// against the model's own numbers (`carousel pages --json`): each page where its content offset
// puts it (x = index·W − contentOffset), zoomed by its scale about its centre; each title where
// the strip's offset puts it (x = (W − titleWidth)/2 − headerOffset + index·titleWidth), the
// active one highlighted; the triangle at the strip's middle. The geometry is computed here
// from the JSON, independently of the page's own data.

@Suite(
  "carousel pages --output in headless Chromium", .needsChromium)
struct BrowserPagesTests {
  /// A frame of a case: its index (negative counts from the end) and the title that is active
  /// there, which the JSON does not give: the page the pages last rested on or were sent to.
  struct Shot {
    var frame: Int
    var activeTitle: Int
  }

  /// A command line, its view and title sizes, and the frames to look at.
  struct Case: CustomTestStringConvertible {
    var name: String
    var arguments: [String]
    var viewport = (width: 320.0, height: 480.0)
    var titleWidth = 150.0
    var titleHeight = 50.0
    var shots: [Shot]
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    // At rest after a scroll: page 1 fills the content, its title is active in the middle.
    Case(
      name: "scroll to page 1", arguments: ["--scroll-to", "1"],
      shots: [Shot(frame: 8, activeTitle: 1), Shot(frame: -1, activeTitle: 1)]),
    // Mid-flick, two pages zoomed out; the active title stays page 0 until the pages rest.
    Case(
      name: "flick", arguments: ["--flick", "-800"],
      shots: [
        Shot(frame: 4, activeTitle: 0), Shot(frame: 20, activeTitle: 0),
        Shot(frame: -1, activeTitle: 1),
      ]),
    // Resting between pages: page 1 at 0.93, page 2 at 0.991.
    Case(
      name: "start offset", arguments: ["--start-offset", "630.5"],
      shots: [Shot(frame: 0, activeTitle: 1)]),
    // Narrow titles, four or five in view; a tap on title 1 makes it active at once.
    Case(
      name: "tap on a title", arguments: ["--tap-title", "1", "--title-item-width", "90"],
      titleWidth: 90, shots: [Shot(frame: 9, activeTitle: 1), Shot(frame: -1, activeTitle: 1)]),
    // Another view and strip, mid-drag and past the first page (the strip's offset negative).
    Case(
      name: "drag past the start",
      arguments: [
        "--drag", "150", "--over", "0.3", "--viewport", "400x520", "--title-height", "40",
      ],
      viewport: (400, 520), titleHeight: 40,
      shots: [Shot(frame: 12, activeTitle: 0), Shot(frame: 18, activeTitle: 0)]),
  ]

  @Test(
    "Pages, titles and the triangle are drawn where the model's offsets and scales put them",
    arguments: cases)
  func pixelsMatchModel(_ test: Case) throws {
    let json = try pagesJSON(test.arguments)
    let window = (width: Int(test.viewport.width) + 600, height: Int(test.viewport.height) + 40)
    try Browser.screenshotFrames(
      "pages", test.arguments, frames: test.shots.map(\.frame), of: json.frames.count,
      window: window, named: test.name
    ) { place, k, screenshot in
      let label = "\(test.name), frame \(k) (t = \(json.frames[k].time))"
      let activeTitle = test.shots[place].activeTitle
      check(screenshot, test, json.frames[k], activeTitle: activeTitle, label: label)
      if test.name == "flick", k == 20 { try screenshot.keep(as: "CAROUSELKIT_PAGES_IMAGE") }
    }
  }

  func check(
    _ shot: Screenshot, _ test: Case, _ frame: PagesFrame, activeTitle: Int, label: String
  ) {
    let (vw, vh) = (test.viewport.width, test.viewport.height)
    guard shot.width >= Int(vw) && shot.height >= Int(vh) else {
      Issue.record("\(label): screenshot \(shot.width)×\(shot.height) is smaller than the view")
      return
    }
    // The chrome, stacked from the top: the dots (20 pt), the strip, the content.
    let stripTop = 20.0
    let contentTop = stripTop + test.titleHeight
    let content = (left: 0.0, top: contentTop, right: vw, bottom: vh)

    // Pages: each realised page's colour covers its frame scaled about its centre, clipped to
    // the content; its middle shows its colour.
    var pagesChecked = 0
    for zoom in frame.zoom {
      let colour = PagesPreview.pageColour(zoom.page)
      let x = Double(zoom.page) * vw - frame.contentOffset
      let (cx, cy) = (x + vw / 2, contentTop + (vh - contentTop) / 2)
      let (halfWidth, halfHeight) = (vw / 2 * zoom.scale, (vh - contentTop) / 2 * zoom.scale)
      let expected = pixels(
        left: max(cx - halfWidth, content.left), top: max(cy - halfHeight, content.top),
        right: min(cx + halfWidth, content.right), bottom: min(cy + halfHeight, content.bottom))
      var observed = PixelBox()
      for y in Int(contentTop)..<Int(vh) {
        for x in 0..<Int(vw) where shot.matches(x, y, colour) { observed.add(x, y) }
      }
      guard expected.count >= 50 else {
        #expect(
          observed.count < 50, "\(label): page \(zoom.page) is out of view but drawn at \(observed)"
        )
        continue
      }
      #expect(
        observed.within(2, of: expected),
        "\(label): page \(zoom.page) (scale \(zoom.scale)) drawn at \(observed), the model puts it at \(expected)"
      )
      if cx > 2 && cx < vw - 2 {
        #expect(
          shot.matches(Int(cx), Int(cy), colour),
          "\(label): the middle of page \(zoom.page), (\(Int(cx)), \(Int(cy))), is not its colour")
      }
      pagesChecked += 1
    }
    #expect(pagesChecked >= 1, "\(label): no page could be checked")

    // Titles: on a row below the labels, runs of the title colours lie where the strip's offset
    // puts the titles, inset by the page's 2 pt; the active one is highlighted.
    let inset = PagesPreview.titleInset
    let row = Int(stripTop + test.titleHeight - inset - 4)
    let left = (vw - test.titleWidth) / 2 - frame.headerOffset
    var expectedRuns: [(title: Int, from: Int, to: Int)] = []
    for index in 0..<7 {
      let from = max(left + Double(index) * test.titleWidth + inset, 0)
      let to = min(left + Double(index + 1) * test.titleWidth - inset, vw)
      guard to - from >= 6 else { continue }
      expectedRuns.append((index, Int(from.rounded()), Int(to.rounded()) - 1))
    }
    #expect(expectedRuns.count >= 2, "\(label): the check would see fewer than two titles")
    let active = runs(in: shot, row: row, width: Int(vw), colour: PagesPreview.activeTitleColour)
    let inactive = runs(in: shot, row: row, width: Int(vw), colour: PagesPreview.titleColour)
    let expectedActive = expectedRuns.filter { $0.title == activeTitle }
    let expectedInactive = expectedRuns.filter { $0.title != activeTitle }
    for (observed, expected, kind) in [
      (active, expectedActive, "active"), (inactive, expectedInactive, "inactive"),
    ] {
      let description =
        "\(label): \(kind) titles on row \(row) drawn at \(observed.map { "\($0.from)…\($0.to)" }), the model puts \(expected.map { "\($0.title) at \($0.from)…\($0.to)" })"
      #expect(observed.count == expected.count, "\(description)")
      for (run, title) in zip(observed, expected) {
        #expect(abs(run.from - title.from) <= 2 && abs(run.to - title.to) <= 2, "\(description)")
      }
    }
    // At rest on the active page, its title is in the middle of the strip, under the triangle.
    let middle = Int(vw / 2)
    if frame.contentOffset == Double(activeTitle) * vw {
      #expect(
        shot.matches(middle, row, PagesPreview.activeTitleColour),
        "\(label): the middle of the strip is not the active title's highlight")
    }
    #expect(
      shot.matches(
        middle, Int(stripTop) + 2, PagesPreview.colour(SlidingPagesStyle().triangleColor)),
      "\(label): no triangle at the strip's top middle")
    #expect(
      !shot.matches(
        middle - 20, Int(stripTop) + 2, PagesPreview.colour(SlidingPagesStyle().triangleColor)),
      "\(label): the triangle is wider than its 30 pt")
  }

  /// The pixels whose centres lie in a rectangle, as a box.
  func pixels(left: Double, top: Double, right: Double, bottom: Double) -> PixelBox {
    PixelBox(covering: left, top, right, bottom)
  }

  /// The runs of `colour` on a row, at least 3 pixels long, left to right.
  func runs(in shot: Screenshot, row: Int, width: Int, colour: Colour) -> [(
    from: Int, to: Int
  )] {
    var runs: [(from: Int, to: Int)] = []
    var start: Int?
    for x in 0...width {
      let inside = x < width && shot.matches(x, row, colour)
      if inside, start == nil { start = x }
      if !inside, let from = start {
        if x - from >= 3 { runs.append((from, x - 1)) }
        start = nil
      }
    }
    return runs
  }
}
