import CarouselKit
import Foundation
import Testing

@testable import CarouselCommand

// `carousel parallax --output` opened in headless Chromium, checked from the screenshot's pixels
// against the model's own numbers (`carousel parallax --json`): each image view drawn as a box
// of its colour where its centre, size and transform — and its parents', nested as the page
// says — put it on the screen, clipped by its clipping parents and the cells drawn after it;
// its alpha visible as its colour blended over its cell's background; not where it would be
// without its transform; and the end's label where its 3D transform, perspective and all,
// projects it. The geometry is computed here from the JSON; the screen is scaled to fit the
// window as the page says: by min(1, window height / H, (window width − 560) / W).

@Suite(
  "carousel parallax --output in headless Chromium", .needsChromium)
struct BrowserParallaxTests {
  /// A command line, the frame to look at, the image views to check and the window.
  struct Case: CustomTestStringConvertible {
    var name: String
    var arguments: [String]
    var frame = 0
    var views: [String]
    var viewport = Size(width: 375, height: 667)
    var window: (width: Int, height: Int)?
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    // Leaving at 0.875: the logo and the arrow scaled up, moved down and faded.
    Case(
      name: "intro an eighth up", arguments: ["--start-offset", "83.375"],
      views: ["intro.logo", "intro.arrow"]),
    // Mid-flick: the scale cell's image arriving, shrunk and lowered, nearly opaque.
    Case(
      name: "flick, frame 10", arguments: ["--flick", "-2000"], frame: 10, views: ["scale.image"]),
    // The container sliding in, faded, its two images moved apart inside it.
    Case(
      name: "double image arriving", arguments: ["--start-offset", "1100"],
      views: ["doubleImage.left", "doubleImage.right"]),
    // The inner image clipped by its faded, sinking frame.
    Case(name: "image leaving", arguments: ["--start-offset", "2167"], views: ["image.inner"]),
    // The logo and the crosshairs in flight, scaled down, the logo faint.
    Case(
      name: "image appear in flight", arguments: ["--start-offset", "2534"],
      views: ["imageAppear.logo", "imageAppear.topLeft", "imageAppear.bottomRight"]),
    // Another screen, shrunk to fit a short window: every point is 0.75 px.
    Case(
      name: "go to the double image, shrunk to fit",
      arguments: ["--viewport", "400x600", "--go-to", "2"], frame: 12,
      views: ["doubleImage.left", "doubleImage.right", "scale.image"],
      viewport: Size(width: 400, height: 600), window: (860, 450)),
  ]

  /// A page's screenshot, the model's frame, the views' nesting and clipping as the page
  /// draws them, and the screen's scale.
  struct Rendered {
    var shot: Screenshot
    var frame: ParallaxFrame
    var parents: [String: String?]
    var clipping: Set<String>
    var scale: Double
  }

  /// Runs the page for `test` at its frame and screenshots it.
  func render(_ test: Case, directory: URL) throws -> Rendered {
    let json = try parallaxJSON(test.arguments)
    try #require(json.frames.indices.contains(test.frame), "\(test.name): no frame \(test.frame)")
    let page = try writePage(
      ["parallax"] + test.arguments, frame: test.frame, named: "frame-\(test.frame).html",
      in: directory)
    // The views' nesting, as the page draws it.
    let html = try String(contentsOf: page, encoding: .utf8)
    let settings = try embeddedSettings(in: html)
    var parents: [String: String?] = [:]
    var clipping: Set<String> = []
    for view in try #require(settings["views"] as? [[String: Any]]) {
      let name = try #require(view["name"] as? String)
      parents[name] = view["parent"] as? String
      if view["clips"] as? Bool == true { clipping.insert(name) }
    }
    let window = test.window ?? (Int(test.viewport.width) + 600, Int(test.viewport.height) + 40)
    let shot = try Browser.screenshot(page, width: window.width, height: window.height)
    let (vw, vh) = (test.viewport.width, test.viewport.height)
    let scale = max(0.1, min(1, Double(window.height) / vh, (Double(window.width) - 560) / vw))
    #expect(shot.width >= Int(vw * scale) && shot.height >= Int(vh * scale))
    return Rendered(
      shot: shot, frame: json.frames[test.frame], parents: parents, clipping: clipping,
      scale: scale)
  }

  /// A rectangle in the screen's points.
  typealias Box = EdgeBox

  /// A view's local points to the screen's: `p ↦ centre + M·(p − size/2) + t`, through its
  /// parents to its cell at `cell·H − contentOffset`; 2D transforms only.
  struct Placement {
    var frame: ParallaxFrame
    var parents: [String: String?]
    var viewport: Size

    func view(_ name: String) throws -> ParallaxViews.View {
      try #require(frame.view(name), "\(name) is not in the frame")
    }

    /// `point` in `name`'s bounds on the screen; `ownTransform: false` leaves the view's own
    /// transform out (where it would be without it).
    func screen(_ point: (x: Double, y: Double), in name: String, ownTransform: Bool = true)
      throws -> (x: Double, y: Double)
    {
      let view = try view(name)
      #expect(view.transform3D == [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1], "\(name)")
      let m = ownTransform ? view.transform : [1, 0, 0, 1, 0, 0]
      let (u, v) = (point.x - view.size[0] / 2, point.y - view.size[1] / 2)
      let inParent = (
        x: view.center[0] + m[0] * u + m[2] * v + m[4],
        y: view.center[1] + m[1] * u + m[3] * v + m[5]
      )
      if let parent = parents[name] ?? nil { return try screen(inParent, in: parent) }
      return (inParent.x, inParent.y + Double(view.cell) * viewport.height - frame.contentOffset)
    }

    /// The screen box of `name`'s bounds (its corners' extent).
    func box(_ name: String, ownTransform: Bool = true) throws -> Box {
      let view = try view(name)
      let (w, h) = (view.size[0], view.size[1])
      var box = Box(left: .infinity, top: .infinity, right: -.infinity, bottom: -.infinity)
      for corner in [(0, 0), (w, 0), (w, h), (0, h)] {
        let p = try screen(corner, in: name, ownTransform: ownTransform)
        box = Box(
          left: min(box.left, p.x), top: min(box.top, p.y), right: max(box.right, p.x),
          bottom: max(box.bottom, p.y))
      }
      return box
    }

    /// Where `name` can show: the screen, above the next cell (drawn over it), inside every
    /// ancestor among `clipping`, the views that clip their subviews (the page's `clips`).
    func visibleRegion(_ name: String, clipping: Set<String>) throws -> Box {
      let view = try view(name)
      let cellTop = Double(view.cell) * viewport.height - frame.contentOffset
      var region = Box(left: 0, top: 0, right: viewport.width, bottom: viewport.height)
        .intersection(
          Box(
            left: -.infinity, top: -.infinity, right: .infinity, bottom: cellTop + viewport.height))
      var ancestor = parents[name] ?? nil
      while let current = ancestor {
        if clipping.contains(current) { region = region.intersection(try box(current)) }
        ancestor = parents[current] ?? nil
      }
      return region
    }

    /// The product of the alphas of `name` and its ancestors.
    func alpha(_ name: String) throws -> Double {
      var alpha = try view(name).alpha
      var ancestor = parents[name] ?? nil
      while let current = ancestor {
        alpha *= try view(current).alpha
        ancestor = parents[current] ?? nil
      }
      return alpha
    }
  }

  @Test(
    "Image views are drawn where the model's centres, sizes and transforms put them, clipped, with their alpha",
    arguments: cases)
  func pixelsMatchModel(_ test: Case) throws {
    let directory = try temporaryDirectory("parallax-browser", test.name)
    defer { try? FileManager.default.removeItem(at: directory) }
    let rendered = try render(test, directory: directory)
    let (shot, frame, scale) = (rendered.shot, rendered.frame, rendered.scale)
    let placement = Placement(frame: frame, parents: rendered.parents, viewport: test.viewport)
    let label = "\(test.name), frame \(test.frame) (x = \(frame.contentOffset))"
    var movedChecked = 0
    for name in test.views {
      let view = try placement.view(name)
      let imageName = imageOf(name)
      try #require(ParallaxPreview.imageNames.contains(imageName), "\(name)")
      let colour = ParallaxPreview.imageColour(imageName)
      // Over its cell's content view, opaque: α·colour + (1 − α)·background.
      let content = try placement.view("\(name.split(separator: ".")[0]).content")
      let alpha = try placement.alpha(name)
      let background = content.backgroundColor.prefix(3).map { $0 * 255 }
      func blend(_ c: Int, _ b: Double) -> Int {
        Int((alpha * Double(c) + (1 - alpha) * b).rounded())
      }
      let blended = (
        red: blend(colour.red, background[0]), green: blend(colour.green, background[1]),
        blue: blend(colour.blue, background[2])
      )
      let region = try placement.visibleRegion(name, clipping: rendered.clipping)
      let drawn = try placement.box(name).intersection(region)
      let centre = try placement.screen((view.size[0] / 2, view.size[1] / 2), in: name)
      let description = "\(label): \(name) (α \(alpha), centre \(centre), \(drawn))"
      try #require(
        drawn.right - drawn.left >= 6 && drawn.bottom - drawn.top >= 6,
        "\(description): not on the screen")
      // The point checked: the view's centre, or the middle of what shows of it when clipped.
      var point = centre
      if !drawn.contains(point.x, point.y) {
        point = ((drawn.left + drawn.right) / 2, (drawn.top + drawn.bottom) / 2)
      }
      let (px, py) = (Int(point.x * scale), Int(point.y * scale))
      #expect(
        shot.matches(px, py, blended, tolerance: 6),
        "\(description): pixel at \(point) is \(shot.colour(px, py)), expected \(blended)")
      if alpha < 0.9 {
        #expect(!shot.matches(px, py, colour), "\(description): drawn opaque")
      }
      // Its extent across the point's row and up its column: the box as the model places it.
      var (left, right, top) = (px, px, py)
      while left > 0 && shot.matches(left - 1, py, blended, tolerance: 10) { left -= 1 }
      while right < shot.width - 1 && shot.matches(right + 1, py, blended, tolerance: 10) {
        right += 1
      }
      while top > 0 && shot.matches(px, top - 1, blended, tolerance: 10) { top -= 1 }
      let expected = (
        left: Int((drawn.left * scale).rounded()), right: Int((drawn.right * scale).rounded()) - 1,
        top: Int((drawn.top * scale).rounded())
      )
      #expect(
        abs(left - expected.left) <= 2 && abs(right - expected.right) <= 2
          && abs(top - expected.top) <= 2,
        "\(description): drawn from x \(left) to \(right), y from \(top); the model gives x \(expected.left) to \(expected.right), y from \(expected.top)"
      )
      // Where it would be without its own transform, away from where it is: not its colour.
      let still = try placement.box(name, ownTransform: false).intersection(region)
      let away = try placement.box(name).grown(by: 4 / scale)
      for fy in [0.1, 0.3, 0.5, 0.7, 0.9] {
        for fx in [0.1, 0.3, 0.5, 0.7, 0.9] {
          let x = still.left + fx * (still.right - still.left)
          let y = still.top + fy * (still.bottom - still.top)
          guard still.contains(x, y) && !away.contains(x, y) else { continue }
          let (sx, sy) = (Int(x * scale), Int(y * scale))
          #expect(
            !shot.matches(sx, sy, blended, tolerance: 6) && !shot.matches(sx, sy, colour),
            "\(description): its colour is at (\(x), \(y)), where it would be untransformed")
          movedChecked += 1
        }
      }
    }
    // Where a view moves far enough from its place for a point to lie clear of both.
    let moved = ["flick, frame 10", "image appear in flight"]
    if moved.contains(test.name) {
      #expect(movedChecked >= 1, "\(label): no point was checked where the views would be unmoved")
    }
  }

  /// The image a view shows, by the demo's names.
  func imageOf(_ view: String) -> String {
    [
      "intro.logo": "elephant_logo", "intro.arrow": "down_arrow", "scale.image": "article_image_2",
      "doubleImage.left": "two-image-left", "doubleImage.right": "two-image-right",
      "image.inner": "article_image_1", "imageAppear.logo": "elephant_logo_small",
      "imageAppear.topLeft": "cross_air", "imageAppear.bottomRight": "cross_air",
    ][view] ?? ""
  }

  @Test("The end's label is drawn where its 3D transform projects it, perspective and all, faded")
  func theEndIn3D() throws {
    let test = Case(name: "the end", arguments: ["--start-offset", "3102"], views: [])
    let directory = try temporaryDirectory("parallax-browser", test.name)
    defer { try? FileManager.default.removeItem(at: directory) }
    let rendered = try render(test, directory: directory)
    let (shot, frame, scale) = (rendered.shot, rendered.frame, rendered.scale)
    let label = try #require(frame.view("theEnd.label"))
    #expect(label.transform3D != [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])
    #expect(label.alpha > 0.1 && label.alpha < 0.5)
    // Row vectors about the centre: (u, v, 0, 1)·M, divided by w.
    let m = label.transform3D
    let cellTop = 5 * 667 - frame.contentOffset
    let centre = (x: label.center[0], y: label.center[1] + cellTop)
    func project(_ u: Double, _ v: Double) -> (x: Double, y: Double) {
      let w = u * m[3] + v * m[7] + m[15]
      return (
        centre.x + (u * m[0] + v * m[4] + m[12]) / w, centre.y + (u * m[1] + v * m[5] + m[13]) / w
      )
    }
    let (hw, hh) = (label.size[0] / 2, label.size[1] / 2)
    let corners = [project(-hw, -hh), project(hw, -hh), project(hw, hh), project(-hw, hh)]
    let projected = Box(
      left: corners.map(\.x).min()!, top: corners.map(\.y).min()!,
      right: corners.map(\.x).max()!, bottom: corners.map(\.y).max()!)
    let middle = project(0, 0)
    // The text: white at the label's alpha over black, centred in the label.
    let grey = Int((255 * label.alpha).rounded())
    var text = PixelBox()
    var brighter = 0
    // Below the cell's name (its anti-aliased edges hold greys too).
    for y in Int((cellTop + 24) * scale)..<Int(667 * scale) {
      for x in 0..<Int(375 * scale) {
        if shot.matches(x, y, (grey, grey, grey), tolerance: 8) { text.add(x, y) }
        let (r, g, b) = shot.colour(x, y)
        if min(r, g, b) > grey + 12 { brighter += 1 }
      }
    }
    #expect(text.count > 100, "the label's text is not drawn at alpha \(label.alpha): \(text)")
    // Faded: nothing of it is brighter than white at its alpha.
    #expect(brighter == 0, "\(brighter) px are brighter than the label's faded white (\(grey))")
    let description = "text at \(text), projected label \(projected), middle \(middle)"
    #expect(
      Double(text.left) >= projected.left * scale - 1
        && Double(text.right) <= projected.right * scale + 1
        && Double(text.top) >= projected.top * scale - 1
        && Double(text.bottom) <= projected.bottom * scale + 1, "\(description)")
    #expect(abs(text.centre.x - middle.x * scale) <= 3, "\(description)")
    #expect(abs(text.centre.y - middle.y * scale) <= 4, "\(description)")
    // Without the transform the text would be centred on the label's centre, 20+ pt lower.
    #expect(centre.y - middle.y > 20, "\(description)")
  }
}

extension Screenshot {
  /// The colour at a pixel, for messages.
  func colour(_ x: Int, _ y: Int) -> (Int, Int, Int) {
    guard x >= 0, y >= 0, x < width, y < height else { return (-1, -1, -1) }
    let at = (y * width + x) * 3
    return (Int(pixels[at]), Int(pixels[at + 1]), Int(pixels[at + 2]))
  }
}
