import CarouselKit
import Foundation
import Testing

@testable import CarouselCommand

// `carousel easing --output FILE.html` opened in headless Chromium, checked from the
// screenshot's pixels against the curves' own values: in every plot the curve's colour lies
// where the curve is and nowhere else across its box, column by column; the box, its frame and
// the dashed lines at 0 and 1 are drawn; each family's label is written; and where Parade's
// broken outIn curves differ from the corrected ones, each set's page shows its own curve and
// not the other's. The geometry comes from EasingPlot's layout: the page puts the image at its
// left edge, EasingPlot.pageHeaderHeight from its top, one CSS pixel per SVG unit.

@Suite(
  "carousel easing --output in headless Chromium", .needsChromium)
struct BrowserEasingTests {
  /// How far an antialiased stroke's pixels may be from its colour.
  static let tolerance = 24
  /// Where a curve is expected, in pixels either way, for the stroke's width and antialiasing.
  static let slack = 3

  /// The page for every curve in `set`, written and screenshot in `directory`, with its layout.
  func shoot(_ set: Easing.CurveSet, in directory: URL) throws -> (
    Screenshot, EasingPlot.Layout
  ) {
    let page = try writePage(
      ["easing", "--set", set.rawValue], named: "easing-\(set.rawValue).html", in: directory)
    let layout = EasingPlot.layout(Easing.Curve.allCases, set: set)
    let shot = try Browser.screenshot(
      page, width: Int(layout.width) + 40,
      height: Int(EasingPlot.pageHeaderHeight + layout.height) + 20)
    if set == .parade { try shot.keep(as: "CAROUSELKIT_EASING_IMAGE") }
    return (shot, layout)
  }

  /// A directory of its own for a test's pages and screenshots.
  func directory(_ name: String) throws -> URL {
    try temporaryDirectory("easing-browser", name)
  }

  /// The page's row of pixels for a y in the image.
  func pageRow(_ y: Double) -> Int { Int((EasingPlot.pageHeaderHeight + y).rounded(.down)) }

  /// The rows of column `x` between `top` and `bottom` (page rows, inclusive) in `colour`.
  func rows(
    _ shot: Screenshot, column x: Int, from top: Int, to bottom: Int,
    _ colour: Colour
  ) -> [Int] {
    guard top <= bottom else { return [] }
    return (max(top, 0)...min(bottom, shot.height - 1)).filter {
      shot.matches(x, $0, colour, tolerance: Self.tolerance)
    }
  }

  /// The values a curve takes across the pixel column `x` of `plot`, and a little either side.
  func valuesAcross(_ plot: EasingPlot.Plot, column x: Int, set: Easing.CurveSet) -> (
    low: Double, high: Double
  ) {
    let from = max(0, (Double(x) - plot.left) / EasingPlot.scale - 0.015)
    let to = min(1, (Double(x + 1) - plot.left) / EasingPlot.scale + 0.015)
    let values = (0...30).map {
      plot.curve.value(at: from + (to - from) * Double($0) / 30, in: set)
    }
    return (values.min() ?? 0, values.max() ?? 0)
  }

  /// The page rows the curve's stroke may cover in a column of its plot, clipped to the box.
  func curveRows(_ plot: EasingPlot.Plot, column x: Int, set: Easing.CurveSet) -> ClosedRange<Int> {
    let (low, high) = valuesAcross(plot, column: x, set: set)
    let top = pageRow(plot.y(min(high, plot.high))) - Self.slack
    let bottom = pageRow(plot.y(max(low, plot.low))) + Self.slack
    return top...max(top, bottom)
  }

  @Test(
    "Every curve is drawn where its values put it, in its box, and nowhere else in the box's column",
    arguments: Easing.CurveSet.allCases)
  func curvesWhereTheirValuesAre(set: Easing.CurveSet) throws {
    let directory = try directory("curves-\(set.rawValue)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let (shot, layout) = try shoot(set, in: directory)
    try #require(
      shot.width >= Int(layout.width) && shot.height >= pageRow(layout.height) - 1,
      "screenshot \(shot.width)×\(shot.height) is smaller than the page")
    #expect(layout.plots.count == 46)
    var columnsChecked = 0
    for plot in layout.plots {
      let colour = plot.differs ? EasingPlot.differsColour : EasingPlot.curveColour
      let name = "\(set) \(plot.curve)"
      let boxTop = pageRow(plot.top)
      let boxBottom = pageRow(plot.top + plot.height) - 1
      let clipped = plot.values.contains { $0 < plot.low || $0 > plot.high }
      // The curve, at ten progress values, away from the ends and from ½ (where Parade's broken
      // curves jump).
      for p in stride(from: 0.05, to: 1, by: 0.1) {
        let x = Int(plot.x(p).rounded(.down))
        let (low, high) = valuesAcross(plot, column: x, set: set)
        if clipped { continue }
        let top = pageRow(plot.y(high)) - Self.slack
        let bottom = pageRow(plot.y(low)) + Self.slack
        let found = rows(shot, column: x, from: boxTop + 1, to: boxBottom - 1, colour)
        #expect(
          found.contains { $0 >= top && $0 <= bottom },
          "\(name) at p = \(p): not drawn in column \(x) rows \(top)…\(bottom) (values \(low)…\(high)); its colour is at rows \(found)"
        )
        #expect(
          found.allSatisfy { $0 >= top - 2 && $0 <= bottom + 2 },
          "\(name) at p = \(p): drawn in column \(x) at rows \(found), away from \(top)…\(bottom)")
        columnsChecked += 1
      }
      // Its box: the fill over most of it, the frame down its left edge, the dashed lines at 0
      // and 1 (dashes of 4 pixels every 7) across; but for where the curve is drawn over them.
      guard !clipped else { continue }
      let left = Int(plot.left)
      let right = Int(plot.left + plot.width) - 1
      var filled = 0
      for y in boxTop...boxBottom {
        for x in left...right where shot.matches(x, y, EasingPlot.plotColour) { filled += 1 }
      }
      let area = (right - left + 1) * (boxBottom - boxTop + 1)
      #expect(filled * 10 > area * 7, "\(name): only \(filled) of \(area) px are the box's")
      let underCurve = curveRows(plot, column: left, set: set)
      let edge = (boxTop...boxBottom).filter { !underCurve.contains($0) }
      let frame = edge.filter { shot.matches(left, $0, EasingPlot.frameColour) }
      #expect(
        frame.count == edge.count,
        "\(name): the frame is on \(frame.count) of the left edge's \(edge.count) px clear of the curve"
      )
      for level in [0.0, 1.0] {
        let row = pageRow(plot.row(level))
        let clear = (left + 1...right - 1).filter {
          !curveRows(plot, column: $0, set: set).contains(row)
        }
        let dashes = clear.filter { shot.matches($0, row, EasingPlot.levelColour) }
        #expect(
          abs(dashes.count * 7 - clear.count * 4) <= 42,
          "\(name): the dashed line at \(level) has \(dashes.count) px on row \(row), of \(clear.count) clear of the curve"
        )
      }
    }
    #expect(columnsChecked >= 450, "\(set): \(columnsChecked) columns checked")
    // Each family's label, in white, where the layout puts it.
    #expect(layout.familyLabels.count == 12)
    for label in layout.familyLabels {
      var white = 0
      for y in pageRow(label.y) - 12...pageRow(label.y) + 1 {
        for x in Int(label.x)..<Int(label.x) + 40
        where shot.matches(x, y, (255, 255, 255), tolerance: 40) {
          white += 1
        }
      }
      #expect(white >= 15, "\(set) \(label.family)'s label: \(white) white px")
    }
  }

  /// Where Parade's broken curves and the corrected ones part: a column of a plot (pixels
  /// from the box's left) and a value each set's curve passes there and the other's does not.
  struct Probe: CustomTestStringConvertible {
    var curve: Easing.Curve
    var column: Int
    /// A value the corrected curve passes in the column, where Parade's does not; or nil.
    var corrected: Double?
    /// A value Parade's curve passes in the column, where the corrected one does not; or nil.
    var parade: Double?
    var testDescription: String { "\(curve) at column \(column)" }
  }

  static let probes: [Probe] = [
    // outInBack reads its first half at p/2: −0.0229 at ¼ where the mended curve is at
    // outBack(½)/2 = 0.5438.
    Probe(curve: .outInBack, column: 25, corrected: 0.5438, parade: -0.0229),
    // outInBounce too: outBounce(0.15)/2 = 0.0851 at 0.3, against outBounce(0.6)/2 = 0.3636.
    Probe(curve: .outInBounce, column: 30, corrected: 0.3636, parade: 0.0851),
    // outInExponential falls from 1 to ½ at its very end, in the box's last column; the mended
    // one stays above 0.93 there.
    Probe(curve: .outInExponential, column: 99, corrected: nil, parade: 0.7),
  ]

  @Test(
    "Parade's broken outIn curves are drawn as Parade's values, the corrected set's as its own, and outInElastic is clipped"
  )
  func brokenCurvesDiffer() throws {
    let directory = try directory("broken")
    defer { try? FileManager.default.removeItem(at: directory) }
    let (corrected, correctedLayout) = try shoot(.corrected, in: directory)
    let (parade, paradeLayout) = try shoot(.parade, in: directory)
    for probe in Self.probes {
      for (shot, layout, set) in [
        (corrected, correctedLayout, Easing.CurveSet.corrected), (parade, paradeLayout, .parade),
      ] {
        let plot = try #require(layout.plots.first { $0.curve == probe.curve })
        let x = Int(plot.left) + probe.column
        let colour = set == .parade ? EasingPlot.differsColour : EasingPlot.curveColour
        let top = pageRow(plot.top) + 1
        let bottom = pageRow(plot.top + plot.height) - 2
        let found = rows(shot, column: x, from: top, to: bottom, colour)
        let (own, other) =
          set == .parade ? (probe.parade, probe.corrected) : (probe.corrected, probe.parade)
        if let own {
          let row = pageRow(plot.y(own))
          #expect(
            found.contains { abs($0 - row) <= Self.slack },
            "\(set) \(probe.curve): not drawn at \(own) (row \(row)) in column \(x): \(found)")
        }
        if let other {
          let row = pageRow(plot.y(other))
          #expect(
            !found.contains { abs($0 - row) <= Self.slack },
            "\(set) \(probe.curve): drawn at the other set's \(other) (row \(row)) in column \(x)")
        }
      }
    }
    // outInElastic: Parade's swings to ±300 and is clipped at the box's top and bottom; the
    // mended one stays within 0.3…0.7, far from both.
    for (shot, layout, colour, reaches) in [
      (corrected, correctedLayout, EasingPlot.curveColour, false),
      (parade, paradeLayout, EasingPlot.differsColour, true),
    ] {
      let plot = try #require(layout.plots.first { $0.curve == .outInElastic })
      let (top, bottom) = (pageRow(plot.top), pageRow(plot.top + plot.height) - 1)
      var atTop = 0
      var atBottom = 0
      for x in Int(plot.left) + 2..<Int(plot.left + plot.width) - 2 {
        atTop += rows(shot, column: x, from: top + 1, to: top + 8, colour).count
        atBottom += rows(shot, column: x, from: bottom - 8, to: bottom - 1, colour).count
      }
      #expect(
        (atTop > 20 && atBottom > 20) == reaches,
        "outInElastic (\(reaches ? "parade" : "corrected")): \(atTop) px near the box's top, \(atBottom) near its bottom"
      )
    }
  }
}
