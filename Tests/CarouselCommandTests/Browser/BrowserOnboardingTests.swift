import CarouselKit
import Foundation
import Testing

@testable import CarouselCommand

// `carousel onboarding preview` opened in headless Chromium, checked from the screenshot's
// pixels against the frames the page embeds (the conductor's states): each checked view's box,
// in its own colour or its real image, drawn where its frame, anchor point and transform put it
// through its chain of superviews, and nowhere else; the page dots lit on the page the frame
// says. The container is drawn at one CSS pixel per point: the window is wide and tall enough.

@Suite(
  "carousel onboarding preview in headless Chromium", .needsChromium)
struct BrowserOnboardingTests {
  /// The window: the 320×568 container, and the 560 px panel beside it.
  static let window = (width: 920, height: 608)
  static let container = (width: 320.0, height: 568.0)

  /// What a preview page embeds.
  struct Page {
    var keys: [String]
    var roles: [String]
    var stages: [String]
    /// Per frame: its dots' page, its stage and each view's 15 numbers.
    var frames: [(page: Int, stage: Int, views: [[Double]])]

    init(_ html: String) throws {
      let settings = try embeddedSettings(in: html)
      let report = try #require(
        try JSONSerialization.jsonObject(with: Data(try embedded("report", in: html).utf8))
          as? [String: Any])
      let views = try #require(settings["views"] as? [[String: Any]])
      keys = views.compactMap { $0["key"] as? String }
      roles = views.compactMap { $0["role"] as? String }
      stages = try #require(report["stages"] as? [String])
      frames = try #require(report["frames"] as? [[String: Any]]).map {
        (
          $0["page"] as? Int ?? -1, $0["stage"] as? Int ?? -1,
          ($0["views"] as? [[Double]]) ?? []
        )
      }
    }

    /// The `offset`-th frame of the first stage named `stage` (negative counts from its end).
    func frame(_ stage: String, _ offset: Int) throws -> Int {
      let index = try #require(stages.firstIndex(of: stage), "no stage \(stage) in \(stages)")
      let frames = self.frames.indices.filter { self.frames[$0].stage == index }
      let k = offset < 0 ? frames.count + offset : offset
      try #require(frames.indices.contains(k), "\(stage) has \(frames.count) frames")
      return frames[k]
    }

    /// The view's box on the container (the bounding box of its corners carried up its
    /// superviews: `position + M·(p − anchor)` at each), and the product of the alphas; `nil`
    /// when it or a superview is detached.
    func box(of key: String, in frame: Int) throws -> (box: BoxOnScreen, alpha: Double)? {
      let views = frames[frame].views
      var view = try #require(keys.firstIndex(of: key), "no view \(key)")
      let (w, h) = (views[view][4], views[view][5])
      var corners = [(0.0, 0.0), (w, 0), (w, h), (0, h)]
      var alpha = 1.0
      while true {
        let s = views[view]
        guard s[0] != -1 else { return nil }
        let anchor = (s[6] * s[4], s[7] * s[5])
        let position = (s[2] + anchor.0, s[3] + anchor.1)
        corners = corners.map { p in
          let (u, v) = (p.0 - anchor.0, p.1 - anchor.1)
          return (
            position.0 + s[8] * u + s[10] * v + s[12], position.1 + s[9] * u + s[11] * v + s[13]
          )
        }
        alpha *= s[14]
        if s[0] == -2 { break }
        view = Int(s[0])
      }
      let (xs, ys) = (corners.map(\.0), corners.map(\.1))
      return (
        BoxOnScreen(
          left: xs.min() ?? 0, top: ys.min() ?? 0, right: xs.max() ?? 0, bottom: ys.max() ?? 0),
        alpha
      )
    }
  }

  /// A rectangle on the container, in points (= pixels here).
  struct BoxOnScreen {
    var left, top, right, bottom: Double

    var clipped: BoxOnScreen {
      BoxOnScreen(
        left: max(left, 0), top: max(top, 0),
        right: min(right, BrowserOnboardingTests.container.width),
        bottom: min(bottom, BrowserOnboardingTests.container.height))
    }
    var area: Double { max(0, right - left) * max(0, bottom - top) }

    /// The pixels whose centres lie inside.
    var pixels: PixelBox {
      var box = PixelBox()
      let (x0, x1) = (Int((left - 0.5).rounded(.up)), Int((right - 0.5).rounded(.down)))
      let (y0, y1) = (Int((top - 0.5).rounded(.up)), Int((bottom - 0.5).rounded(.down)))
      guard x0 <= x1, y0 <= y1 else { return box }
      box.add(x0, y0)
      box.add(x1, y1)
      box.count = (x1 - x0 + 1) * (y1 - y0 + 1)
      return box
    }
  }

  /// Writes the page for `arguments` with frame `frame` still, screenshots it.
  func shoot(_ arguments: [String], frame: Int, in directory: URL, name: String) throws
    -> Screenshot
  {
    let page = try writePage(
      ["onboarding", "preview", onboardingFlow, "--size", "320x568"] + arguments, frame: frame,
      named: "\(name)-\(frame).html", in: directory)
    return try Browser.screenshot(page, width: Self.window.width, height: Self.window.height)
  }

  /// The page's frames for `arguments`.
  func page(_ arguments: [String], in directory: URL) throws -> Page {
    let page = try writePage(
      ["onboarding", "preview", onboardingFlow, "--size", "320x568"] + arguments,
      named: "all.html", in: directory)
    return try Page(String(contentsOf: page, encoding: .utf8))
  }

  /// Checks that `colour` fills the view's box (within 2 px) and shows nowhere else on the
  /// container.
  func checkBox(
    _ shot: Screenshot, _ page: Page, _ key: String, frame: Int, colour: Colour, label: String
  ) throws {
    let placed = try #require(try page.box(of: key, in: frame), "\(label): \(key) is detached")
    try #require(placed.alpha == 1, "\(label): \(key) has alpha \(placed.alpha)")
    let expected = placed.box.clipped
    try #require(expected.area >= 100, "\(label): \(key) barely shows: \(expected)")
    var inside = PixelBox()
    var outside = 0
    for y in 0..<Int(Self.container.height) {
      for x in 0..<Int(Self.container.width) where shot.matches(x, y, colour) {
        let (cx, cy) = (Double(x) + 0.5, Double(y) + 0.5)
        if cx > expected.left - 3 && cx < expected.right + 3 && cy > expected.top - 3
          && cy < expected.bottom + 3
        {
          inside.add(x, y)
        } else {
          outside += 1
        }
      }
    }
    let want = expected.pixels
    #expect(
      inside.within(2, of: want),
      "\(label): \(key) drawn at \(inside), the model puts it at \(want)")
    #expect(Double(inside.count) >= 0.8 * Double(want.count), "\(label): \(key) mostly hidden")
    #expect(outside < 20, "\(label): \(key)'s colour shows in \(outside) px elsewhere")
  }

  /// The original's dots' control, 200×20 centred at (midX, maxY − 25) of the container, made
  /// integral as `CGRectIntegral` makes it (origin floored, far edges ceiled).
  static let dotsControl: (x: Double, y: Double, width: Double, height: Double) = {
    let (left, top) = (container.width / 2 - 100, container.height - 25 - 10)
    let (x, y) = (left.rounded(.down), top.rounded(.down))
    return (x, y, (left + 200).rounded(.up) - x, (top + 20).rounded(.up) - y)
  }()

  /// Checks that dot `page` is lit and the others are not: UIPageControl's row of dots 16 pt
  /// apart, centred in the control, as the page draws it (dot k's centre at
  /// `w/2 + (k − (n − 1)/2)·16`, `h/2`).
  func checkDots(_ shot: Screenshot, _ page: Page, frame: Int, label: String) throws {
    let control = try #require(page.keys.firstIndex(of: "pageControl"))
    let s = page.frames[frame].views[control]
    let c = Self.dotsControl
    #expect(Array(s[2...5]) == [c.x, c.y, c.width, c.height], "\(label): the dots' frame")
    let lit = page.frames[frame].page
    let count = 5
    for dot in 0..<count {
      let centre = (
        x: c.x + c.width / 2 + (Double(dot) - Double(count - 1) / 2) * 16, y: c.y + c.height / 2
      )
      let (x, y) = (Int(centre.x), Int(centre.y))
      let colour = dot == lit ? OnboardingPreview.litDotColour : OnboardingPreview.dotColour
      let drawn = shot.matches(x, y, colour)
      #expect(drawn, "\(label): dot \(dot) (lit: \(lit)) at (\(x), \(y)) is not its colour")
    }
  }

  @Test("Labelled boxes: settled on page 2, mid-drag toward it, back on page 0; the dots follow")
  func boxes() throws {
    let directory = try onboardingDirectory("browser-boxes")
    defer { try? FileManager.default.removeItem(at: directory) }
    let arguments = ["--image-sizes", try writeOnboardingSizes(in: directory)]
    let page = try page(arguments, in: directory)
    let index = { (key: String) in page.keys.firstIndex(of: key) ?? -1 }
    // Each checked colour far from every other image's.
    func imageColour(_ key: String) throws -> Colour {
      let image = page.roles[..<index(key)].filter { $0 == "image" }.count
      let colour = OnboardingPreview.imageColour(image)
      for other in 0..<13 where other != image {
        let c = OnboardingPreview.imageColour(other)
        try #require(
          max(
            abs(c.red - colour.red), abs(c.green - colour.green), abs(c.blue - colour.blue)) > 30,
          "\(key)'s colour is close to image \(other)'s")
      }
      return colour
    }
    let shots: [(stage: String, offset: Int, keys: [String])] = [
      ("settle on page 0", -1, ["cloud", "balloon"]),
      ("drag to page 2", 12, ["cloud", "balloon", "suitcase"]),
      ("settle on page 2", -1, ["cloud", "balloon", "suitcase"]),
    ]
    for (stage, offset, keys) in shots {
      let k = try page.frame(stage, offset)
      let shot = try shoot(arguments, frame: k, in: directory, name: "boxes")
      let label = "\(stage), frame \(k)"
      for key in keys {
        try checkBox(shot, page, key, frame: k, colour: try imageColour(key), label: label)
      }
      try checkDots(shot, page, frame: k, label: label)
      // The container's background shows where no view is: between the texts and the hills.
      let background = shot.matches(4, 420, OnboardingPreview.backgroundColour)
      #expect(background, "\(label): the background does not show at (4, 420)")
    }
  }

  @Test(
    "Real images from --images: an @2x PNG at half its pixels, a 1x PNG, where the model puts them")
  func images() throws {
    let directory = try onboardingDirectory("browser-images")
    defer { try? FileManager.default.removeItem(at: directory) }
    let art = directory.appendingPathComponent("art")
    try FileManager.default.createDirectory(at: art, withIntermediateDirectories: true)
    let yellow: Colour = (255, 255, 0)
    let cyan: Colour = (0, 255, 255)
    try Data(solidPNG(width: 240, height: 180, colour: (255, 255, 0))).write(
      to: art.appendingPathComponent("suitcase@2x.png"))
    try Data(solidPNG(width: 90, height: 44, colour: (0, 255, 255))).write(
      to: art.appendingPathComponent("cloud.png"))
    let arguments = ["--images", art.path]
    let page = try page(arguments, in: directory)
    let k = try page.frame("settle on page 2", -1)
    let suitcase = try #require(try page.box(of: "suitcase", in: k))
    #expect(suitcase.box.right - suitcase.box.left == 120)
    let shot = try shoot(arguments, frame: k, in: directory, name: "images")
    try checkBox(shot, page, "suitcase", frame: k, colour: yellow, label: "suitcase@2x.png")
    try checkBox(shot, page, "cloud", frame: k, colour: cyan, label: "cloud.png")
    try checkDots(shot, page, frame: k, label: "images")
  }
}
