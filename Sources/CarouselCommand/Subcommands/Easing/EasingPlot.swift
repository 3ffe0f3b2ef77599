import CarouselKit
import Foundation

/// The image and the web page `carousel easing --output` writes: every curve (or the named
/// ones) as a small plot, grouped by family.
///
/// Families sit side by side, two to a line, each with its label on the left and its curves in
/// Parade's order (in, out, inOut, outIn); each plot is its name above a box whose width is
/// progress p from 0 to 1, the curve drawn through 201 points (p = k/200), and dashed lines at
/// the values 0 and 1. Every plot has the same scale, ``scale`` pixels per unit on both axes,
/// so curves compare at a glance; a line of plots is as tall as its curves need, from at most
/// −0.1 to at least 1.1, but never past ``lowest`` and ``highest``: a curve beyond them
/// (Parade's outInElastic, which swings to ±300) is clipped to its box, with its extremes
/// written under it. In Parade's set, the curves whose values differ from the corrected set's
/// are drawn in ``differsColour``. The page embeds the same image under a heading and a
/// legend; both are self-contained (no network, no scripts, no external fonts).
enum EasingPlot {
  /// What an `--output` path's extension asks for.
  enum Format: Equatable {
    case svg
    case html

    /// The format a path ending in `.svg` or `.html` (any letter case) asks for, or nil.
    init?(path: String) {
      let lowered = path.lowercased()
      if lowered.count > 4, lowered.hasSuffix(".svg") {
        self = .svg
      } else if lowered.count > 5, lowered.hasSuffix(".html") {
        self = .html
      } else {
        return nil
      }
    }
  }

  // Solid colours, each far from the others, so that a screenshot's pixels say what is where.

  /// Behind everything.
  static let backgroundColour: Colour = (16, 16, 20)
  /// A plot's box.
  static let plotColour: Colour = (30, 30, 40)
  /// A plot's frame.
  static let frameColour: Colour = (84, 84, 102)
  /// The dashed lines at 0 and 1.
  static let levelColour: Colour = (136, 136, 156)
  /// A curve.
  static let curveColour: Colour = (255, 159, 28)
  /// A curve whose values in Parade's set differ from the corrected set's.
  static let differsColour: Colour = (255, 77, 109)

  /// Pixels per unit, on both axes.
  static let scale = 100.0
  /// The lowest value a plot shows.
  static let lowest = -0.5
  /// The highest value a plot shows.
  static let highest = 1.5
  /// The segments each curve is drawn with.
  static let segments = 200
  /// Around the image.
  static let margin = 24.0
  /// The title and the three lines under it.
  static let titleHeight = 100.0
  /// The families' labels and the plots' value labels, left of a family's plots.
  static let labelWidth = 116.0
  /// Between two plots of a family.
  static let plotGap = 36.0
  /// Between two families on a line.
  static let familyGap = 40.0
  /// A plot's name, above its box.
  static let nameHeight = 20.0
  /// Below a box: a note on clipping, and room before the next line.
  static let noteHeight = 30.0
  /// The page's heading and legend, above the image, which sits at the page's left edge this
  /// far from its top (in a window at least 1000 pixels wide; a narrower one wraps the legend
  /// onto more lines and moves the image down).
  static let pageHeaderHeight = 120.0

  /// One curve's plot, in the image's pixels.
  struct Plot {
    var curve: Easing.Curve
    /// The left of the box: p = 0.
    var left: Double
    /// The top of the box: the value ``high``.
    var top: Double
    /// The lowest value the box shows.
    var low: Double
    /// The highest value the box shows.
    var high: Double
    /// The values drawn, at p = k/``segments``.
    var values: [Double]
    /// Whether the curve is drawn in ``differsColour``.
    var differs: Bool

    var width: Double { EasingPlot.scale }
    /// The box's height, in whole pixels.
    var height: Double { ((high - low) * EasingPlot.scale).rounded() }
    /// Where progress `p` is drawn across.
    func x(_ p: Double) -> Double { left + p * EasingPlot.scale }
    /// Where the value `value` is drawn down.
    func y(_ value: Double) -> Double { top + (high - value) * EasingPlot.scale }
    /// The row of pixels the dashed line at `level` fills: the one `y(level)` falls in, so that
    /// the line is one crisp pixel.
    func row(_ level: Double) -> Double { (y(level) + 1e-6).rounded(.down) }
  }

  /// Where every plot and label goes.
  struct Layout {
    var width: Double
    var height: Double
    var plots: [Plot]
    /// The families' labels: the text's left and baseline.
    var familyLabels: [(family: Easing.Family, x: Double, y: Double)]
  }

  /// A family's label: `"Quadratic"`.
  static func label(_ family: Easing.Family) -> String {
    family.rawValue.prefix(1).uppercased() + family.rawValue.dropFirst()
  }

  /// The curve's values at p = k/``segments``, k = 0…``segments``.
  static func samples(_ curve: Easing.Curve, set: Easing.CurveSet) -> [Double] {
    (0...segments).map { curve.value(at: Double($0) / Double(segments), in: set) }
  }

  /// Lays out `curves` (grouped by family, in Parade's order of families and curves) in `set`.
  static func layout(_ curves: [Easing.Curve], set: Easing.CurveSet) -> Layout {
    let families = Easing.Family.allCases.compactMap { family in
      let members = Easing.Curve.allCases.filter { $0.family == family && curves.contains($0) }
      return members.isEmpty ? nil : (family: family, curves: members)
    }
    let perLine = min(2, families.count)
    let slots = families.map(\.curves.count).max() ?? 1
    let familyWidth = labelWidth + Double(slots) * scale + Double(slots - 1) * plotGap
    let width = max(
      680, 2 * margin + Double(perLine) * familyWidth + Double(max(perLine - 1, 0)) * familyGap)
    var plots: [Plot] = []
    var labels: [(family: Easing.Family, x: Double, y: Double)] = []
    var top = margin + titleHeight
    for start in stride(from: 0, to: families.count, by: max(perLine, 1)) {
      let line = families[start..<min(start + perLine, families.count)]
      let values = line.map { $0.curves.map { samples($0, set: set) } }
      let all = values.joined().joined()
      // The line's range: the curves' extremes and a little more, in tenths, at least −0.1…1.1
      // and at most lowest…highest.
      let low = max(lowest, min(-0.1, (((all.min() ?? 0) - 0.05) * 10).rounded(.down) / 10))
      let high = min(highest, max(1.1, (((all.max() ?? 1) + 0.05) * 10).rounded(.up) / 10))
      let boxTop = top + nameHeight
      for (column, family) in line.enumerated() {
        let familyLeft = margin + Double(column) * (familyWidth + familyGap)
        labels.append((family.family, familyLeft, top + 14))
        for (slot, curve) in family.curves.enumerated() {
          let drawn = values[column][slot]
          let other = samples(curve, set: .corrected)
          plots.append(
            Plot(
              curve: curve, left: familyLeft + labelWidth + Double(slot) * (scale + plotGap),
              top: boxTop, low: low, high: high, values: drawn,
              differs: set == .parade && drawn != other))
        }
      }
      top = boxTop + ((high - low) * scale).rounded() + noteHeight
    }
    return Layout(width: width, height: top + margin / 2, plots: plots, familyLabels: labels)
  }

  static func rgb(_ colour: Colour) -> String { PreviewColours.hex(colour) }

  /// `value` with `decimals` digits and a true minus sign, for text a person reads: `"−0.5"`.
  static func signed(_ value: Double, _ decimals: Int) -> String {
    let text = format(value, decimals)
    return text.hasPrefix("-") ? "−" + text.dropFirst() : text
  }

  /// The plots as one self-contained SVG element (without the XML declaration).
  static func svgElement(_ curves: [Easing.Curve], set: Easing.CurveSet) -> String {
    let layout = layout(curves, set: set)
    func n(_ value: Double) -> String { format(value, 2) }
    let font = "system-ui, -apple-system, 'Segoe UI', Roboto, 'DejaVu Sans', sans-serif"
    var svg = [
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(layout.width))\" "
        + "height=\"\(n(layout.height))\" viewBox=\"0 0 \(n(layout.width)) \(n(layout.height))\" "
        + "font-family=\"\(font)\">",
      "<title>carousel easing: \(curves.count) curves, \(EasingCommand.describe(set))</title>",
      "<rect width=\"100%\" height=\"100%\" fill=\"\(rgb(backgroundColour))\"/>",
      "<text x=\"\(n(margin))\" y=\"\(n(margin + 20))\" font-size=\"20\" font-weight=\"700\" "
        + "fill=\"#f4f4f8\">Parade's easing curves: "
        + "\(set == .parade ? "Parade's own set" : "the corrected set")</text>",
    ]
    // Short lines, so that an image of one or two plots still shows them whole.
    let lines = [
      set == .parade
        ? "Parade's values bit for bit; in red, the curves that differ from the corrected set's."
        : "Parade's broken outInBack, outInElastic, outInBounce and outInExponential mended.",
      "Across: progress p from 0 to 1. Up: the value, \(Int(scale)) px per unit as across.",
      "Dashed lines mark 0 and 1; values beyond \(signed(lowest, 1)) … \(signed(highest, 1)) are "
        + "clipped.",
    ]
    for (k, line) in lines.enumerated() {
      svg.append(
        "<text x=\"\(n(margin))\" y=\"\(n(margin + 44 + 18 * Double(k)))\" font-size=\"13\" "
          + "fill=\"#a8a8b8\">\(line)</text>")
    }
    svg.append("<defs>")
    for plot in layout.plots {
      svg.append(
        "<clipPath id=\"clip-\(plot.curve.rawValue)\"><rect x=\"\(n(plot.left))\" "
          + "y=\"\(n(plot.top))\" width=\"\(n(plot.width))\" height=\"\(n(plot.height))\"/>"
          + "</clipPath>")
    }
    svg.append("</defs>")
    for label in layout.familyLabels {
      svg.append(
        "<text class=\"family\" x=\"\(n(label.x))\" y=\"\(n(label.y))\" font-size=\"15\" "
          + "font-weight=\"700\" fill=\"#ffffff\">\(self.label(label.family))</text>")
    }
    for plot in layout.plots {
      let name = plot.curve.rawValue
      let colour = plot.differs ? differsColour : curveColour
      svg.append("<g class=\"plot\" data-curve=\"\(name)\">")
      svg.append(
        "<text x=\"\(n(plot.left))\" y=\"\(n(plot.top - 6))\" font-size=\"12\" "
          + "fill=\"\(plot.differs ? rgb(differsColour) : "#dcdce6")\">\(name)</text>")
      // The frame fills the box's outermost pixels, and a dashed line the row of its level:
      // 1-pixel lines through pixels' middles, crisp.
      svg.append(
        "<rect x=\"\(n(plot.left))\" y=\"\(n(plot.top))\" width=\"\(n(plot.width))\" "
          + "height=\"\(n(plot.height))\" fill=\"\(rgb(plotColour))\"/>")
      svg.append(
        "<rect x=\"\(n(plot.left + 0.5))\" y=\"\(n(plot.top + 0.5))\" "
          + "width=\"\(n(plot.width - 1))\" height=\"\(n(plot.height - 1))\" fill=\"none\" "
          + "stroke=\"\(rgb(frameColour))\" stroke-width=\"1\"/>")
      for level in [0.0, 1.0] {
        svg.append(
          "<line x1=\"\(n(plot.left + 1))\" x2=\"\(n(plot.left + plot.width - 1))\" "
            + "y1=\"\(n(plot.row(level) + 0.5))\" y2=\"\(n(plot.row(level) + 0.5))\" "
            + "stroke=\"\(rgb(levelColour))\" stroke-width=\"1\" stroke-dasharray=\"4 3\"/>")
      }
      // The values 0 and 1 named at the left of a family's first plot.
      if layout.familyLabels.contains(where: { abs($0.x + labelWidth - plot.left) < 0.5 }) {
        for level in [0.0, 1.0] {
          svg.append(
            "<text x=\"\(n(plot.left - 6))\" y=\"\(n(plot.y(level) + 4))\" font-size=\"11\" "
              + "text-anchor=\"end\" fill=\"#8c8c9c\">\(Int(level))</text>")
        }
      }
      let points = plot.values.enumerated().map { k, value in
        // Far beyond the box, a point only needs to be outside it: keep the numbers short.
        let clamped = min(max(value, plot.low - 1), plot.high + 1)
        return "\(n(plot.x(Double(k) / Double(segments)))),\(n(plot.y(clamped)))"
      }
      svg.append(
        "<polyline clip-path=\"url(#clip-\(name))\" fill=\"none\" stroke=\"\(rgb(colour))\" "
          + "stroke-width=\"2.5\" stroke-linejoin=\"round\" stroke-linecap=\"round\" "
          + "points=\"\(points.joined(separator: " "))\"/>")
      let (low, high) = (plot.values.min() ?? 0, plot.values.max() ?? 0)
      if low < plot.low || high > plot.high {
        let range = "\(signed(low, 2)) … \(signed(high, 2))"
        svg.append(
          "<text x=\"\(n(plot.left))\" y=\"\(n(plot.top + plot.height + 14))\" font-size=\"11\" "
            + "fill=\"\(rgb(differsColour))\">clipped: \(range)</text>")
      }
      svg.append("</g>")
    }
    svg.append("</svg>")
    return svg.joined(separator: "\n")
  }

  /// The plots as a standalone SVG file.
  static func svg(_ curves: [Easing.Curve], set: Easing.CurveSet) -> String {
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + svgElement(curves, set: set) + "\n"
  }

  /// The page: a heading and a legend, then the plots' SVG at the page's left edge,
  /// ``pageHeaderHeight`` from its top.
  static func html(_ curves: [Easing.Curve], set curveSet: Easing.CurveSet) -> String {
    let legend =
      curveSet == .parade
      ? "This is Parade's own set: <span class=\"swatch\" style=\"background:"
        + "\(rgb(differsColour))\"></span> marks the curves whose values differ from the corrected "
        + "set's, Parade's broken outIn curves; outInElastic swings far beyond its box and is "
        + "clipped."
      : "This is the corrected set: Parade's broken outInBack, outInElastic, outInBounce and "
        + "outInExponential are mended, each its out curve on the first half and its in curve on "
        + "the second."
    return """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <title>carousel easing: \(curveSet.rawValue)</title>
      <style>
        html, body { margin: 0; padding: 0; background: \(rgb(backgroundColour)); color: #e8e8ee;
          font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, "DejaVu Sans", sans-serif; }
        header { box-sizing: border-box; min-height: \(Int(pageHeaderHeight))px;
          padding: 14px \(Int(margin))px 0; }
        h1 { margin: 0 0 6px; font-size: 22px; font-weight: 700; }
        header p { margin: 0; max-width: 960px; color: #b4b4c4; }
        .swatch { display: inline-block; width: 18px; height: 4px; vertical-align: middle;
          border-radius: 2px; }
        svg { display: block; }
      </style>
      </head>
      <body>
      <header>
      <h1>carousel easing</h1>
      <p><span class="swatch" style="background:\(rgb(curveColour))"></span> Each curve's value \
      (up) against progress p from 0 to 1 (across), on one scale for every plot; dashed lines mark \
      0 and 1, which Back and Elastic overshoot. \(legend)</p>
      </header>
      \(svgElement(curves, set: curveSet))
      </body>
      </html>

      """
  }
}
