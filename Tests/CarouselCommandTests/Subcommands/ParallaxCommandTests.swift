import CarouselKit
import Foundation
import Testing

@testable import CarouselCommand

// MARK: The demo's numbers and Parade's formulas, written out here

/// The default screen.
private let width = 375.0
private let height = 667.0
private let cellNames = ["intro", "scale", "doubleImage", "image", "imageAppear", "theEnd"]

private let identity2D: [Double] = [1, 0, 0, 1, 0, 0]
private let identity3D: [Double] = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]

/// Parade's inSine and outSine.
private func inSine(_ p: Double) -> Double { sin((p - 1) * Double.pi / 2) + 1 }
private func outSine(_ p: Double) -> Double { sin(p * Double.pi / 2) }

/// Parade's range mapping: 0 up to the range, 1 past it, linear in it.
private func ranged(_ p: Double, _ range: ClosedRange<Double>) -> Double {
  min(max((p - range.lowerBound) / (range.upperBound - range.lowerBound), 0), 1)
}

/// `from + (to − from)·f`, entry by entry.
private func lerp(_ from: [Double], _ to: [Double], _ f: Double) -> [Double] {
  zip(from, to).map { $0 + ($1 - $0) * f }
}

/// Cell `cell`'s side and progress at content offset `x`: its centre (c + ½)·H against the
/// screen's, r = c − x/H clamped to ±1; leaving (1 + r) above −0.0005, arriving (1 − r) below
/// 0.0005, the centre (1) between.
private func progress(_ cell: Int, _ x: Double, height h: Double = height) -> (
  side: String, p: Double
) {
  let r = min(max(Double(cell) - x / h, -1), 1)
  if r < -0.0005 { return ("leaving", 1 + r) }
  if r > 0.0005 { return ("arriving", 1 - r) }
  return ("centre", 1)
}

/// The cells a screen at offset `x` shows: those with c·H < x + H and (c + 1)·H > x.
private func visibleCells(_ x: Double, height h: Double = height) -> [Int] {
  (0..<6).filter { Double($0) * h < x + h && Double($0 + 1) * h > x }
}

/// A 2D transform as the JSON's six numbers.
private func numbers(_ t: Transform2D) -> [Double] { [t.a, t.b, t.c, t.d, t.tx, t.ty] }

/// The intro's views leaving at progress `p` (no state arriving: resting there), and the
/// darkening content view, from the demo's numbers and Parade's formulas.
private func checkIntro(_ frame: ParallaxFrame, label: String) throws {
  let (side, p) = progress(0, frame.contentOffset)
  let q = side == "leaving" ? p : 1
  let f = inSine(q)
  let logo = try #require(frame.view("intro.logo"), "\(label)")
  #expect(close(logo.alpha, f), "\(label): logo alpha")
  #expect(agree(logo.center, [width / 2, 250]) && agree(logo.size, [240, 240]), "\(label)")
  // scaled 1.6 then moved 50 down (80 pt at that scale), linear.
  #expect(
    agree(logo.transform, [1.6 + (1 - 1.6) * q, 0, 0, 1.6 + (1 - 1.6) * q, 0, 80 * (1 - q)]),
    "\(label): logo transform \(logo.transform) at p = \(q)")
  #expect(logo.transform3D == identity3D && logo.backgroundColor == [0, 0, 0, 0], "\(label)")
  let arrow = try #require(frame.view("intro.arrow"), "\(label)")
  #expect(close(arrow.alpha, 0.8 * f), "\(label): arrow alpha")
  #expect(
    agree(arrow.transform, [0.1 + 0.9 * q, 0, 0, 0.1 + 0.9 * q, 0, 16 * (1 - q)]), "\(label)")
  let dots = try #require(frame.view("intro.dots"), "\(label)")
  #expect(close(dots.alpha, f), "\(label): dots alpha")
  // Moved 10 up, then narrowed to 0.8; eased.
  #expect(agree(dots.transform, [0.8 + 0.2 * f, 0, 0, 1, 0, -10 * (1 - f)]), "\(label)")
  #expect(agree(dots.size, [3.2 + (4 - 3.2) * f, 240 + (80 - 240) * f]), "\(label): dots size")
  let content = try #require(frame.view("intro.content"), "\(label)")
  let dark = (1 - q) * 5.0 / 255
  #expect(agree(content.backgroundColor, [dark, dark, dark, 1]), "\(label): content colour")
}

@Suite("carousel parallax")
struct ParallaxCommandTests {
  @Test(
    "With no options: one frame at time 0 on the intro, its four views at rest, in the contract's keys and order"
  )
  func defaults() throws {
    let result = runCommand(["parallax", "--json"])
    #expect(result.code == 0 && result.errors.isEmpty)
    let still = "[1.0,0.0,0.0,1.0,0.0,0.0]"
    let still3D = "[" + identity3D.map { "\($0)" }.joined(separator: ",") + "]"
    func view(_ name: String, _ alpha: String, _ center: String, _ size: String, _ colour: String)
      -> String
    {
      #"{"name":"intro.\#(name)","cell":0,"alpha":\#(alpha),"center":\#(center),"size":\#(size),"#
        + #""transform":\#(still),"transform3D":\#(still3D),"backgroundColor":\#(colour)}"#
    }
    let clear = "[0.0,0.0,0.0,0.0]"
    let views = [
      view("content", "1.0", "[187.5,333.5]", "[375.0,667.0]", "[0.0,0.0,0.0,1.0]"),
      view("logo", "1.0", "[187.5,250.0]", "[240.0,240.0]", clear),
      view("dots", "1.0", "[187.5,453.0]", "[4.0,80.0]", clear),
      view("arrow", "0.8", "[187.5,560.0]", "[80.0,46.0]", clear),
    ].joined(separator: ",")
    #expect(
      result.output
        == #"{"frames":[{"time":0.0,"contentOffset":0.0,"page":0,"views":[\#(views)]}],"#
        + #""events":[],"final":{"time":0.0,"contentOffset":0.0,"page":0}}"# + "\n")
  }

  @Test(
    "Every key of the contract, and only those; each frame holds the views of the cells in view, cell by cell"
  )
  func keys() throws {
    let result = runCommand(["parallax", "--json", "--go-to", "5"])
    let frames = try expectPagerRunKeys(
      result.output, frame: ["time", "contentOffset", "page", "views"],
      final: ["time", "contentOffset", "page"],
      pageEvents: ["currentPageDidChange", "didSettle"]
    ) { frame in
      for view in try #require(frame["views"] as? [[String: Any]]) {
        #expect(
          Set(view.keys) == [
            "name", "cell", "alpha", "center", "size", "transform", "transform3D",
            "backgroundColor",
          ])
        #expect((view["center"] as? [Any])?.count == 2 && (view["size"] as? [Any])?.count == 2)
        #expect((view["transform"] as? [Any])?.count == 6)
        #expect((view["transform3D"] as? [Any])?.count == 16)
        #expect((view["backgroundColor"] as? [Any])?.count == 4)
      }
    }
    #expect(frames.count == 19)

    let output = try parallaxJSON(["--go-to", "5"])
    #expect(output.final.contentOffset == 5 * height && output.final.page == 5)
    var cellsSeen = Set<Int>()
    for frame in output.frames {
      let cells = visibleCells(frame.contentOffset)
      // Cell by cell, each cell's content view first, every name prefixed by its cell's.
      #expect(frame.views.map(\.cell) == frame.views.map(\.cell).sorted())
      #expect(Array(Set(frame.views.map(\.cell))).sorted() == cells, "x = \(frame.contentOffset)")
      for cell in cells {
        let names = frame.views.filter { $0.cell == cell }.map(\.name)
        #expect(names.first == "\(cellNames[cell]).content")
        #expect(names.allSatisfy { $0.hasPrefix(cellNames[cell] + ".") })
      }
      #expect(frame.page == min(max(Int((frame.contentOffset / height).rounded()), 0), 5))
      cellsSeen.formUnion(cells)
    }
    #expect(cellsSeen == Set(0..<6))
  }

  @Test(
    "The pager's events, didScroll left out, each after the frame before the first that shows it",
    arguments: [
      (
        ["--go-to", "1"],
        [
          "willBeginScrollingAnimation", "currentPageDidChange", "didEndScrollingAnimation",
          "didSettle",
        ]
      ),
      (
        ["--flick", "-2000"],
        [
          "willBeginDragging", "didEndDragging", "willBeginDecelerating", "currentPageDidChange",
          "didEndDecelerating", "didSettle",
        ]
      ),
    ] as [([String], [String])])
  func events(arguments: [String], names: [String]) throws {
    let output = try parallaxJSON(arguments)
    #expect(output.events.map(\.name) == names)
    #expect(output.events.first?.time == 0)
    #expect(output.events.map(\.time) == output.events.map(\.time).sorted())
    // The run ends on cell 1: the page changes once, to 1, and the pager settles there. Each
    // happens after the frame before the first that shows it, and by that frame.
    let times = output.frames.map(\.time)
    let change = try #require(output.events.first { $0.name == "currentPageDidChange" })
    #expect(change.page == 1 && change.willDecelerate == nil)
    let firstOnOne = try #require(output.frames.firstIndex { $0.page == 1 })
    #expect(
      firstOnOne > 0 && times[firstOnOne - 1] < change.time && change.time <= times[firstOnOne])
    let settle = try #require(output.events.last)
    #expect(settle.name == "didSettle" && settle.page == 1)
    #expect(times[times.count - 2] < settle.time && settle.time <= output.final.time)
    #expect(output.final.time == times.last && output.final.page == 1)
    let release = output.events.first { $0.name == "didEndDragging" }
    #expect(release?.willDecelerate == (arguments[0] == "--flick" ? true : nil))
    #expect(
      output.events.allSatisfy {
        ($0.page != nil) == ["currentPageDidChange", "didSettle"].contains($0.name)
      })
  }

  @Test(
    "At an eighth of the screen up, the intro leaves at 0.875: alpha sin((0.875 − 1)·π/2) + 1, scale 1.6 + (1 − 1.6)·0.875"
  )
  func introAtAnEighth() throws {
    let output = try parallaxJSON(["--start-offset", "\(height / 8)"])
    #expect(output.frames.count == 1)
    let frame = output.frames[0]
    #expect(frame.contentOffset == height / 8 && frame.page == 0)
    let logo = try #require(frame.view("intro.logo"))
    #expect(close(logo.alpha, sin((0.875 - 1) * Double.pi / 2) + 1))
    #expect(close(logo.transform[0], 1.6 + (1 - 1.6) * 0.875))
    try checkIntro(frame, label: "H/8")
    // The scale cell arrives at 0.125, short of its range (0.3…1): its image is all start state.
    let image = try #require(frame.view("scale.image"))
    #expect(image.alpha == 0)
    #expect(
      agree(image.transform, numbers(Transform2D(scaleX: 0.5, y: 0.5).translatedBy(x: 0, y: 150))))
    let content = try #require(frame.view("scale.content"))
    let dark = 0.875 * 5.0 / 255
    #expect(agree(content.backgroundColor, [dark, dark, dark, 1]))
  }

  @Test(
    "Under a flick, every frame's intro and scale views are Parade's formulas for the cells' progress at that offset",
    arguments: [["--flick", "-2000"], ["--drag", "-300", "--over", "0.4"], ["--go-to", "1"]])
  func flickFormulas(arguments: [String]) throws {
    let output = try parallaxJSON(arguments)
    #expect(output.final.contentOffset == height && output.final.page == 1)
    var checked = 0
    for (k, frame) in output.frames.enumerated() {
      #expect(close(frame.time, Double(k) / 60))
      let label = "t = \(frame.time), x = \(frame.contentOffset)"
      if visibleCells(frame.contentOffset).contains(0) { try checkIntro(frame, label: label) }
      guard let image = frame.view("scale.image") else { continue }
      let (side, p) = progress(1, frame.contentOffset)
      #expect(side != "leaving", "\(label)")
      // Alpha outSine and the transform inSine, each over the last 70 %.
      let q = ranged(p, 0.3...1)
      #expect(close(image.alpha, outSine(q)), "\(label): alpha \(image.alpha) at p = \(p)")
      let state = numbers(Transform2D(scaleX: 0.5, y: 0.5).translatedBy(x: 0, y: 150))
      #expect(agree(image.transform, lerp(state, identity2D, inSine(q))), "\(label)")
      #expect(agree(image.center, [width / 2, 240 + (width * 9 / 16).rounded(.up) / 2]))
      #expect(image.backgroundColor == [1, 1, 0, 1])
      if q > 0 && q < 1 { checked += 1 }
    }
    #expect(checked >= 2)
  }

  @Test(
    "The double image arriving: the container slides and fades in (outSine), its images move apart"
  )
  func doubleImage() throws {
    let frame = try #require(try parallaxJSON(["--start-offset", "1100"]).frames.first)
    let (side, p) = progress(2, 1100)
    #expect(side == "arriving")
    let f = outSine(p)
    let container = try #require(frame.view("doubleImage.container"))
    #expect(close(container.alpha, f))
    #expect(agree(container.transform, [1, 0, 0, 1, 0, -80 * (1 - f)]))
    #expect(agree(container.center, [width / 2, 140 + width / 2]))
    let shown = (width * 0.54).rounded(.up)
    let right = try #require(frame.view("doubleImage.right"))
    let left = try #require(frame.view("doubleImage.left"))
    #expect(agree(right.transform, [1, 0, 0, 1, 0, shown / 4 * (1 - f)]))
    #expect(agree(left.transform, [1, 0, 0, 1, 0, -shown / 2 * (1 - f)]))
    #expect(right.alpha == 1 && left.alpha == 1)
  }

  @Test(
    "Image appear: the logo and the crosshairs fly in over the last 40 %, the crosshairs fading in over the first 40 %"
  )
  func imageAppear() throws {
    for x in [3.8 * height, 3.3 * height, 4 * height - 20] {
      let frame = try #require(try parallaxJSON(["--start-offset", "\(x)"]).frames.first)
      let (side, p) = progress(4, x)
      #expect(side == "arriving")
      let flight = ranged(p, 0.6...1)
      let start = [width / 2, -100.0]
      let logo = try #require(frame.view("imageAppear.logo"))
      let centre = [width / 2, height / 2]
      #expect(agree(logo.center, lerp(start, centre, outSine(flight))), "x = \(x)")
      #expect(close(logo.alpha, inSine(flight)), "x = \(x)")
      #expect(
        agree(logo.transform, lerp([0, 0, 0, 0, 0, 0], [0.95, 0, 0, 0.95, 0, 0], inSine(flight))))
      let square = (x: 0.2 * width, y: 0.5 * height - 0.3 * width, side: 0.6 * width)
      let topLeft = try #require(frame.view("imageAppear.topLeft"))
      #expect(agree(topLeft.center, lerp(start, [square.x - 20, square.y], outSine(flight))))
      #expect(close(topLeft.alpha, 0.8 * outSine(ranged(p, 0...0.4))), "x = \(x)")
      #expect(agree(topLeft.transform, lerp([0, 0, 0, 0, 0, 0], identity2D, flight)))
    }
  }

  @Test("The end: the label rises out of its 3D transform (outSine), fading in over the last 60 %")
  func theEnd() throws {
    let transform = Transform3D.perspective(-1.0 / 1000)
      .translatedBy(x: 0, y: -200, z: 200)
      .scaledBy(x: 0, y: 0, z: 0)
      .rotated(by: 280 * Double.pi / 180, x: 1, y: 0, z: 0)
    for x in [4.35 * height, 4.65 * height, 5 * height] {
      let frame = try #require(try parallaxJSON(["--start-offset", "\(x)"]).frames.first)
      let (_, p) = progress(5, x)
      let label = try #require(frame.view("theEnd.label"))
      #expect(
        agree(label.transform3D, lerp(transform.elements, identity3D, outSine(p))), "x = \(x)")
      #expect(close(label.alpha, inSine(ranged(p, 0.4...1))), "x = \(x)")
      #expect(label.transform == identity2D)
    }
    // The zero scale leaves only the lift and w = 0.8, as the demo says.
    #expect(transform.m11 == 0 && transform.m22 == 0 && transform.m33 == 0)
    #expect(close(transform.m44, 0.8) && transform.m42 == -200)
  }

  @Test(
    "--curves parade gives the same frames as corrected: the demo uses no outIn curve",
    arguments: [
      ["--flick", "-2000"], ["--go-to", "5", "--fps", "30"], ["--start-offset", "2534"],
    ])
  func curveSets(arguments: [String]) {
    let corrected = runCommand(["parallax", "--json"] + arguments)
    let parade = runCommand(["parallax", "--json", "--curves", "parade"] + arguments)
    #expect(corrected.code == 0 && parade.code == 0)
    #expect(corrected.output == parade.output)
    #expect(
      corrected.output
        == runCommand(["parallax", "--json", "--curves", "corrected"] + arguments).output)
  }

  @Test(
    "--original: the image cell's frame, faded only in its end state, comes back from below still faded; fixed, it rests"
  )
  func originalImageFrame() throws {
    let arguments = ["--start-offset", "\(3.5 * height)", "--go-to", "2"]
    let fixed = try parallaxJSON(arguments)
    let original = try parallaxJSON(arguments + ["--original"])
    #expect(fixed.frames.count == original.frames.count)
    let frameHeight = width * 0.9 * 9 / 16
    let centre = frameHeight / 2 + 0.2 * height
    var lastLeaving: Double?
    var arrivingChecked = 0
    for (a, b) in zip(fixed.frames, original.frames) {
      #expect(a.contentOffset == b.contentOffset)
      guard let fixedFrame = a.view("image.frame"), let originalFrame = b.view("image.frame")
      else { continue }
      let (side, p) = progress(3, a.contentOffset)
      let label = "t = \(a.time), x = \(a.contentOffset), \(side) \(p)"
      switch side {
      case "leaving":
        // Sinking 340 pt and fading (inSine), alike.
        for view in [fixedFrame, originalFrame] {
          #expect(close(view.alpha, inSine(p)), "\(label)")
          #expect(agree(view.center, [width / 2, centre + 340 * (1 - inSine(p))]), "\(label)")
        }
        lastLeaving = originalFrame.alpha
      case "arriving":
        // The start state sets only the centre; the alpha is the end state's alone.
        #expect(fixedFrame.alpha == 1, "\(label)")
        let left = try #require(lastLeaving)
        #expect(left < 1)
        #expect(originalFrame.alpha == left, "\(label): Parade leaves the last leaving alpha")
        #expect(fixedFrame.center == originalFrame.center, "\(label)")
        arrivingChecked += 1
      default: break
      }
    }
    #expect(arrivingChecked >= 2)
    // Where nothing depends on the quirks, --original changes nothing.
    #expect(
      runCommand(["parallax", "--json", "--flick", "-2000"]).output
        == runCommand(["parallax", "--json", "--flick", "-2000", "--original"]).output)
  }

  @Test("--viewport scales the demo: the cells are the screen's height; the formulas use it")
  func viewport() throws {
    let output = try parallaxJSON(["--viewport", "320x480", "--start-offset", "60"])
    let frame = try #require(output.frames.first)
    let (_, p) = progress(0, 60, height: 480)
    #expect(close(p, 0.875))
    let logo = try #require(frame.view("intro.logo"))
    #expect(agree(logo.center, [160, 250]) && close(logo.alpha, inSine(p)))
    #expect(agree(frame.view("intro.arrow")?.center ?? [], [160, 480 - 130 + 23]))
    let goTo = try parallaxJSON(["--viewport", "320x480", "--go-to", "4"])
    #expect(goTo.final.contentOffset == 4 * 480 && goTo.final.page == 4)
  }

  /// The malformed or out-of-range values of `parallax`'s own options, each with the message after
  /// `carousel parallax: `; `PagerSubcommandTests.ownInvalidValues` runs them, expecting exit 1.
  static let invalidValues: [([String], String)] = [
    (
      ["--viewport", "375"],
      "--viewport expects a size WxH in points, both positive and at most 1e280, such as 375x667, got '375'"
    ),
    (
      ["--viewport", "375x2e280"],
      "--viewport expects a size WxH in points, both positive and at most 1e280, such as 375x667, got '375x2e280'"
    ),
    (
      ["--viewport", "0x667"],
      "--viewport expects a size WxH in points, both positive and at most 1e280, such as 375x667, got '0x667'"
    ),
    (["--curves", "Parade"], "--curves expects one of corrected|parade, got 'Parade'"),
    (
      ["--start-offset", "3335.5"],
      "--start-offset expects a content offset in points from 0 to 3335 (the last cell's start, with 6 cells 667 pt tall), got '3335.5'"
    ),
    (
      ["--viewport", "320x480", "--start-offset", "2401"],
      "--start-offset expects a content offset in points from 0 to 2400 (the last cell's start, with 6 cells 480 pt tall), got '2401'"
    ),
    (
      ["--start-offset", "-1"],
      "--start-offset expects a content offset in points from 0 to the last cell's start, got '-1'"
    ),
    (
      ["--drag", "2e6"],
      "--drag expects a distance in points from -1000000 to 1000000, got '2e6'"
    ),
    (["--go-to", "6"], "--go-to expects a cell index from 0 to 5, got '6'"),
    (["--go-to", "-1"], "--go-to expects a cell index from 0 to 5, got '-1'"),
    (["--max-time", "601"], "--max-time expects a time in seconds from 0 to 600, got '601'"),
  ]

  @Test(
    "The trace's rows name the cells in view and how far each has come; --original shows its quirks"
  )
  func trace() {
    let lines = runCommand(["parallax", "--go-to", "1"]).output.split(separator: "\n")
    #expect(
      lines[2]
        == " 0.000     0.00     0  animating     intro centre                               willBeginScrollingAnimation"
    )
    #expect(
      lines.contains(
        " 0.300   667.00     1  idle          scale centre                               didEndScrollingAnimation, didSettle(page: 1)"
      ))
    #expect(lines.contains { $0.contains("currentPageDidChange(page: 1)") })
    #expect(lines.contains { $0.hasPrefix(" 0.100 ") && $0.contains("intro leaving 0.") })
    #expect(lines.allSatisfy { !$0.hasSuffix(" ") })
    let original = runCommand([
      "parallax", "--original", "--curves", "parade", "--start-offset", "83.375",
    ])
    #expect(
      original.output.hasPrefix(
        "carousel parallax: Parade's demo, 6 cells of 375×667 on a vertical pager, parade curves, Parade's quirks (--original), no gesture from offset 83.38.\n"
          + "  time   offset  page  phase         cells in view                              events\n"
          + " 0.000    83.38     0  idle          intro leaving 0.875, scale arriving 0.125\n"))
  }

  @Test(
    "--output writes a self-contained page embedding the same JSON, the views' nesting and a colour per image"
  )
  func page() throws {
    let page = temporaryPage("parallax", "contained")
    defer { try? FileManager.default.removeItem(at: page) }
    let options = ["--flick", "-2000", "--fps", "30"]
    let written = runCommand(["parallax"] + options + ["--output", page.path, "--frame", "5"])
    #expect(written.code == 0 && written.errors.isEmpty)
    let json = runCommand(["parallax", "--json"] + options)
    let output = try JSONDecoder().decode(ParallaxOutput.self, from: Data(json.output.utf8))
    #expect(
      written.output
        == "Wrote \(page.path): Parade's demo, a flick at -2000 pt/s, \(output.frames.count) frames at 30 Hz, frame 5 still, cell \(output.frames[5].page) (\(cellNames[output.frames[5].page])). Open it in a browser.\n"
    )
    let html = try String(contentsOf: page, encoding: .utf8)
    #expect(try embedded("report", in: html) + "\n" == json.output)
    // The title names the cell the frame shows.
    #expect(
      html.contains(
        "<title>carousel parallax: cell \(output.frames[5].page) (\(cellNames[output.frames[5].page])), a flick at -2000 pt/s</title>"
      ))

    let settings = try embeddedSettings(in: html)
    #expect(settings["still"] as? Double == 5)
    #expect(settings["viewport"] as? [Double] == [375, 667])
    #expect((settings["cells"] as? [[String: String]])?.map { $0["name"] } == cellNames)
    let views = try #require(settings["views"] as? [[String: Any]])
    #expect(views.count == 21)
    var parents: [String: String] = [:]
    var images: Set<String> = []
    for view in views {
      let name = try #require(view["name"] as? String)
      let cell = try #require(view["cell"] as? Int)
      // A content view sits in its cell; every other view in its parent, or its content view.
      if name.hasSuffix(".content") {
        #expect(view["parent"] is NSNull, "\(name)")
      } else {
        parents[name] = view["parent"] as? String
        #expect(parents[name] != nil, "\(name)")
      }
      if view["content"] as? String == "image" {
        images.insert(try #require(view["label"] as? String))
      }
      #expect(name.hasPrefix(cellNames[cell] + "."))
    }
    #expect(parents["intro.logo"] == "intro.content")
    #expect(parents["doubleImage.left"] == "doubleImage.container")
    #expect(parents["image.inner"] == "image.frame")
    #expect(views.first { $0["name"] as? String == "intro.dots" }?["count"] as? Int == 21)
    #expect(
      views.first { $0["name"] as? String == "theEnd.label" }?["label"] as? String == "THE END")
    #expect(views.first { $0["name"] as? String == "image.content" }?["clips"] as? Bool == true)
    let colours = try #require(settings["imageColours"] as? [String: String])
    #expect(Set(colours.keys) == images && images.count == 8)
    #expect(Set(colours.values).count == colours.count, "every image has its own colour")
    for name in images {
      #expect(colours[name] == PreviewColours.hex(ParallaxPreview.imageColour(name)))
    }
    // The plot's events come from the report, which has them, as the other pages' do.
    #expect(settings["events"] == nil)
    #expect(output.events.map(\.name).contains("didSettle"))

    for needle in [
      "<script src", "<link", "@import", "url(", "@font-face", "<img", "fetch(", "XMLHttpRequest",
    ] {
      #expect(!html.contains(needle), "the page contains \(needle)")
    }
    #expect(html.contains("matrix3d(") && html.contains("\"matrix(\""))
    let urls = html.components(separatedBy: "http").dropFirst().map { "http" + $0.prefix(30) }
    #expect(urls.allSatisfy { $0.hasPrefix("http://www.w3.org/2000/svg\"") }, "\(urls)")
  }

  @Test("The page's title names the cell shown and the gesture")
  func pageTitle() throws {
    let page = temporaryPage("parallax", "title")
    defer { try? FileManager.default.removeItem(at: page) }
    #expect(runCommand(["parallax", "--go-to", "2", "--output", page.path]).code == 0)
    #expect(
      try String(contentsOf: page, encoding: .utf8).contains(
        "<title>carousel parallax: cell 0 (intro), a scroll to cell 2 (doubleImage)</title>"))
  }
}
