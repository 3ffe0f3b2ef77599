import CarouselKit
import Foundation
import Testing

@testable import CarouselCommand

// `carousel walkthrough --output` opened in headless Chromium, checked from the screenshot's
// pixels against the model's own numbers (`carousel walkthrough --json`): each page told its
// offset drawn at x = page·W − contentOffset and clipped there; each subview's box where its
// transform (about the box's centre) puts it, and not where it would be untransformed; the next
// and previous buttons drawn or not as the JSON says. The geometry is computed here from the
// JSON and the page's documented layout; the view is scaled to fit the window as the page says:
// by min(1, window height / H, (window width − 560) / W).

@Suite(
  "carousel walkthrough --output in headless Chromium", .needsChromium)
struct BrowserWalkthroughTests {
  /// A command line, its view, the window to screenshot it in, and the frames to look at
  /// (negative counts from the end).
  struct Case: CustomTestStringConvertible {
    var name: String
    var arguments: [String]
    var viewport = Size(width: 375, height: 667)
    var subviews = 3
    var window: (width: Int, height: Int)?
    var frames: [Int]
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    // Mid-scroll, both pages' boxes pushed sideways at different speeds; at the end, still.
    Case(
      name: "next, linear",
      arguments: ["--next", "--speed", "1,0", "--variance", "0.5,0"], frames: [6, 9, -1]),
    // Zoomed boxes, growing on the arriving page and shrinking on the leaving one; on the last
    // page the next button hides.
    Case(
      name: "go to the last page, zoom", arguments: ["--go-to", "3", "--animation", "zoom"],
      frames: [7, 12, -1]),
    // At rest between pages, the inOut slide with speeds of both signs, four boxes, one still.
    Case(
      name: "between pages, inOut",
      arguments: [
        "--start-offset", "450", "--animation", "inOut", "--speed", "0.6,0", "--variance",
        "-0.4,0", "--subviews", "4", "--static-subviews", "2",
      ],
      subviews: 4, frames: [0]),
    // Another view, shrunk to fit a short window: every point is 0.75 px.
    Case(
      name: "drag, curve, shrunk to fit",
      arguments: [
        "--drag", "-120", "--over", "0.3", "--animation", "curve", "--speed", "0.2,0",
        "--variance", "0.1,0",
        "--viewport", "400x600",
      ],
      viewport: Size(width: 400, height: 600), window: (1000, 450), frames: [12]),
  ]

  @Test(
    "Pages, subview boxes and buttons are drawn where the model's offsets and transforms put them",
    arguments: cases)
  func pixelsMatchModel(_ test: Case) throws {
    let json = try walkthroughJSON(test.arguments)
    let window = test.window ?? (Int(test.viewport.width) + 600, Int(test.viewport.height) + 40)
    try Browser.screenshotFrames(
      "walkthrough", test.arguments, frames: test.frames, of: json.frames.count, window: window,
      named: test.name
    ) { _, k, screenshot in
      let label = "\(test.name), frame \(k) (t = \(json.frames[k].time))"
      check(screenshot, test, json.frames[k], window: window, label: label)
      if test.name == "next, linear", k == 9 {
        try screenshot.keep(as: "CAROUSELKIT_WALKTHROUGH_IMAGE")
      }
    }
  }

  /// A rectangle in the view's points.
  typealias Box = EdgeBox

  func check(
    _ shot: Screenshot, _ test: Case, _ frame: WalkthroughFrame,
    window: (width: Int, height: Int), label: String
  ) {
    let (vw, vh) = (test.viewport.width, test.viewport.height)
    let scale = max(
      0.1, min(1, Double(window.height) / vh, (Double(window.width) - 560) / vw))
    guard shot.width >= Int(vw * scale) && shot.height >= Int(vh * scale) else {
      Issue.record("\(label): screenshot \(shot.width)×\(shot.height) is smaller than the view")
      return
    }
    let view = Box(left: 0, top: 0, right: vw, bottom: vh)
    var boxesChecked = 0
    var movedChecked = 0
    for page in frame.pages {
      // The page's rectangle on the view, and what of it shows.
      let pageLeft = Double(page.page) * vw - frame.contentOffset
      let visible = Box(left: pageLeft, top: 0, right: pageLeft + vw, bottom: vh)
        .intersection(view)
      guard visible.right - visible.left >= 6 else { continue }
      // The page's colour shows between its label and its first box, in its visible middle.
      let sample = ((visible.left + visible.right) / 2, vh * 0.07)
      #expect(
        shot.matches(
          Int(sample.0 * scale), Int(sample.1 * scale),
          WalkthroughPreview.pageColour(page.page)),
        "\(label): page \(page.page) (x \(pageLeft)) is not drawn at (\(sample.0), \(sample.1))")
      for subview in page.subviews where subview.alpha == 1 {
        let frameInPage = WalkthroughPreview.subviewFrame(
          subview.index, count: test.subviews, viewport: test.viewport)
        let (w, h) = (frameInPage.size.width, frameInPage.size.height)
        let centre = (x: pageLeft + frameInPage.origin.x + w / 2, y: frameInPage.origin.y + h / 2)
        // The box's corners through the transform's plane part (row vectors: x·m11 + y·m21 +
        // m41), about the centre.
        let m = subview.transform
        var moved = Box(left: .infinity, top: .infinity, right: -.infinity, bottom: -.infinity)
        for (u, v) in [(-w / 2, -h / 2), (w / 2, -h / 2), (w / 2, h / 2), (-w / 2, h / 2)] {
          let x = centre.x + u * m[0] + v * m[4] + m[12]
          let y = centre.y + u * m[1] + v * m[5] + m[13]
          moved = Box(
            left: min(moved.left, x), top: min(moved.top, y), right: max(moved.right, x),
            bottom: max(moved.bottom, y))
        }
        let still = Box(
          left: centre.x - w / 2, top: centre.y - h / 2, right: centre.x + w / 2,
          bottom: centre.y + h / 2)
        let expected = pixels(moved.intersection(visible), scale: scale)
        let colour = WalkthroughPreview.subviewColour(subview.index)
        // Only this page's part of the view can show its boxes: it clips them.
        let area = pixels(visible, scale: scale)
        var observed = PixelBox()
        if !area.isEmpty {
          for y in area.top...area.bottom {
            for x in area.left...area.right where shot.matches(x, y, colour) { observed.add(x, y) }
          }
        }
        let description =
          "\(label): page \(page.page) (o = \(page.offset)) subview \(subview.index) "
          + "(m41 \(m[12]), m42 \(m[13]), m11 \(m[0]))"
        guard expected.count >= 60 else {
          #expect(observed.count < 40, "\(description) is out of view but drawn at \(observed)")
          continue
        }
        #expect(
          observed.within(2, of: expected),
          "\(description) drawn at \(observed), the model puts it at \(expected)")
        boxesChecked += 1
        // Where the box would be untransformed, across its middle, inside the page's visible
        // part and away from where it is: not its colour.
        let margin = 4 / scale
        let grown = Box(
          left: moved.left - margin, top: moved.top - margin, right: moved.right + margin,
          bottom: moved.bottom + margin)
        let y = (still.top + still.bottom) / 2
        for fraction in [0.1, 0.3, 0.5, 0.7, 0.9] {
          let x = still.left + fraction * (still.right - still.left)
          guard visible.contains(x, y) && !grown.contains(x, y) else { continue }
          #expect(
            !shot.matches(Int(x * scale), Int(y * scale), colour),
            "\(description): its colour is still at (\(x), \(y)), untransformed, not moved")
          movedChecked += 1
        }
      }
    }
    #expect(boxesChecked >= 1, "\(label): no subview box could be checked")
    if test.name == "next, linear" && frame.contentOffset > 0 && frame.contentOffset < vw {
      #expect(movedChecked >= 1, "\(label): no moved box was checked away from its place")
    }

    // The buttons: drawn in their colour over most of their rectangle, or not at all.
    for (name, rect, colour, hidden) in [
      (
        "next", WalkthroughPreview.nextButtonFrame(viewport: test.viewport),
        WalkthroughPreview.nextColour, frame.nextHidden
      ),
      (
        "previous", WalkthroughPreview.previousButtonFrame(viewport: test.viewport),
        WalkthroughPreview.previousColour, frame.previousHidden
      ),
    ] {
      let area = pixels(
        Box(
          left: rect.origin.x, top: rect.origin.y, right: rect.origin.x + rect.size.width,
          bottom: rect.origin.y + rect.size.height), scale: scale)
      var count = 0
      for y in area.top...area.bottom {
        for x in area.left...area.right where shot.matches(x, y, colour) { count += 1 }
      }
      if hidden {
        #expect(count == 0, "\(label): the \(name) button is hidden but \(count) px show it")
      } else {
        #expect(
          count * 2 > area.count,
          "\(label): the \(name) button shows, but only \(count) of \(area.count) px are its colour"
        )
      }
    }
  }

  /// The pixels whose centres lie in a rectangle of the view scaled by `scale`, as a box.
  func pixels(_ box: Box, scale: Double) -> PixelBox {
    PixelBox(
      covering: box.left * scale, box.top * scale, box.right * scale, box.bottom * scale)
  }
}
