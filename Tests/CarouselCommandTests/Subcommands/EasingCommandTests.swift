import CarouselKit
import Foundation
import Testing

@testable import CarouselCommand

/// `carousel easing --json`'s output contract, decoded strictly. (JSONDecoder reads
/// doubles exactly; Foundation's JSONSerialization rounds some on Linux.)
struct EasingOutput: Decodable {
  struct Curve: Decodable {
    var name: String
    var values: [[Double]]
  }
  var set: String
  var curves: [Curve]

  /// The values of the curve called `name`, by progress.
  func values(_ name: String) -> [(p: Double, value: Double)] {
    (curves.first { $0.name == name }?.values ?? []).map { ($0[0], $0[1]) }
  }
}

/// `carousel easing --json` with `arguments`, decoded.
func easingJSON(_ arguments: [String]) throws -> EasingOutput {
  try commandJSON("easing", arguments)
}

/// Runs `carousel easing` with `arguments` and `--output` an SVG file, `name` in its name, in the
/// temporary directory; requires exit 0.
///
/// - Returns: What the run returned, the file's path, and the SVG written there (the file is
///   removed).
private func easingSVG(_ arguments: [String], named name: String) throws -> (
  result: CommandResult, path: String, svg: String
) {
  let file = FileManager.default.temporaryDirectory.appendingPathComponent(
    "carousel-easing-test-\(getpid())-\(name).svg")
  defer { try? FileManager.default.removeItem(at: file) }
  let result = runCommand(["easing"] + arguments + ["--output", file.path])
  try #require(result.code == 0, "\(result.errors)")
  return (result, file.path, try String(contentsOf: file, encoding: .utf8))
}

/// How far a formula computed here may be from the model's: rounding differences only.
private let epsilon = 1e-12

// The curves' formulas, from Parade's definitions (Easing.Curve's documentation), written
// here independently of the model.

/// Penner's overshoot for the Back curves.
private let s = 1.70158

/// AHEasing's (and so Parade's) outBounce: four parabolic arcs meeting at 4/11, 8/11 and 9/10.
private func outBounce(_ p: Double) -> Double {
  if p < 4 / 11 { return 121 * p * p / 16 }
  if p < 8 / 11 { return 363 / 40 * p * p - 99 / 10 * p + 17 / 5 }
  if p < 9 / 10 { return 4356 / 361 * p * p - 35442 / 1805 * p + 16061 / 1805 }
  return 54 / 5 * p * p - 513 / 25 * p + 268 / 25
}

/// Parade's Back arc, f³ − f·sin(fπ).
private func backArc(_ f: Double) -> Double { f * f * f - f * sin(f * .pi) }

/// In and out curves by family, for the families whose outIn curves the test checks.
private let inOut:
  [(family: String, in: @Sendable (Double) -> Double, out: @Sendable (Double) -> Double)] = [
    ("Sine", { 1 - cos($0 * .pi / 2) }, { sin($0 * .pi / 2) }),
    ("Quadratic", { $0 * $0 }, { $0 * (2 - $0) }),
    ("Cubic", { $0 * $0 * $0 }, { 1 + ($0 - 1) * ($0 - 1) * ($0 - 1) }),
    (
      "Exponential", { $0 == 0 ? 0 : pow(2, 10 * ($0 - 1)) }, { $0 == 1 ? 1 : 1 - pow(2, -10 * $0) }
    ),
    (
      "Back", { $0 * $0 * ((s + 1) * $0 - s) },
      { 1 + ($0 - 1) * ($0 - 1) * ((s + 1) * ($0 - 1) + s) }
    ),
    (
      "Elastic", { sin(13 * .pi / 2 * $0) * pow(2, 10 * ($0 - 1)) },
      { sin(-13 * .pi / 2 * ($0 + 1)) * pow(2, -10 * $0) + 1 }
    ),
    ("Bounce", { 1 - outBounce(1 - $0) }, { outBounce($0) }),
  ]

/// Other curves of the corrected set (and of Parade's: they are the same).
private let formulas: [String: @Sendable (Double) -> Double] = [
  "linear": { $0 },
  "smoothStep": { $0 * $0 * (3 - 2 * $0) },
  "inOutSine": { (1 - cos($0 * .pi)) / 2 },
  "inOutCubic": { $0 < 0.5 ? 4 * $0 * $0 * $0 : 1 + 4 * ($0 - 1) * ($0 - 1) * ($0 - 1) },
  "inCircular": { 1 - (1 - $0 * $0).squareRoot() },
  "outAtan": { atan(15 * $0) / atan(15) },
  "inOutBack": { $0 < 0.5 ? backArc(2 * $0) / 2 : 1 - backArc(2 - 2 * $0) / 2 },
]

/// Progress values from 0 to 1 in steps of 1/40, both halves of every outIn curve included.
private let grid = (0...40).map { Double($0) / 40 }
private let gridText = grid.map(\.commandLineText).joined(separator: ",")

/// `value` to 4 decimals, as a person reads it: never "-0.0000".
private func fourDecimals(_ value: Double) -> String {
  let text = String(format: "%.4f", value)
  return text == "-0.0000" ? "0.0000" : text
}

@Suite("carousel easing")
struct EasingCommandTests {
  @Test(
    "With no names or options: all 46 curves in Parade's order, the corrected set, at 0, 0.25, 0.4, 0.5, 0.75 and 1"
  )
  func defaults() throws {
    let output = try easingJSON([])
    #expect(output.set == "corrected")
    #expect(output.curves.map(\.name) == Easing.Curve.allCases.map(\.rawValue))
    #expect(output.curves.count == 46)
    for curve in output.curves {
      #expect(curve.values.map { $0[0] } == [0, 0.25, 0.4, 0.5, 0.75, 1], "\(curve.name)")
      #expect(curve.values.allSatisfy { $0.count == 2 }, "\(curve.name)")
      #expect(
        close(curve.values[0][1], 0, epsilon) && close(curve.values[5][1], 1, epsilon),
        "\(curve.name)")
    }
    let result = runCommand(["easing", "--json", "linear", "--at", "0.5,1"])
    #expect(
      result.output
        == #"{"set":"corrected","curves":[{"name":"linear","values":[[0.5,0.5],[1.0,1.0]]}]}"#
        + "\n")
  }

  @Test(
    "Corrected outIn curves are the out curve on the first half and the in curve on the second: out(2p)/2, in(2p − 1)/2 + 1/2",
    arguments: inOut.map(\.family))
  func correctedOutIn(family: String) throws {
    let (_, curveIn, curveOut) = try #require(inOut.first { $0.family == family })
    let output = try easingJSON(["in" + family, "out" + family, "outIn" + family, "--at", gridText])
    for (p, value) in output.values("in" + family) {
      #expect(
        close(value, curveIn(p), epsilon), "in\(family)(\(p)) = \(value), expected \(curveIn(p))")
    }
    for (p, value) in output.values("out" + family) {
      #expect(
        close(value, curveOut(p), epsilon), "out\(family)(\(p)) = \(value), expected \(curveOut(p))"
      )
    }
    let values = output.values("outIn" + family)
    #expect(values.count == grid.count)
    for (p, value) in values {
      let expected = p < 0.5 ? curveOut(2 * p) / 2 : curveIn(2 * p - 1) / 2 + 0.5
      #expect(
        close(value, expected, epsilon), "outIn\(family)(\(p)) = \(value), expected \(expected)")
    }
    // 1 at 1 (within rounding: Back's (s + 1) − s is 1 − 2⁻⁵² in doubles, in Parade too).
    #expect(close(values.last?.value ?? 0, 1, epsilon), "outIn\(family)(1)")
  }

  @Test("Other curves follow their formulas, in both sets")
  func otherCurves() throws {
    for set in ["corrected", "parade"] {
      let output = try easingJSON(["--set", set, "--at", gridText] + formulas.keys.sorted())
      #expect(output.set == set)
      for (name, formula) in formulas {
        for (p, value) in output.values(name) {
          #expect(
            close(value, formula(p), epsilon),
            "\(set) \(name)(\(p)) = \(value), expected \(formula(p))")
        }
      }
    }
  }

  @Test(
    "--set parade gives Parade's values: the four broken outIn curves differ, the other 42 are the corrected set's"
  )
  func paradeSet() throws {
    let corrected = try easingJSON(["--at", gridText])
    let parade = try easingJSON(["--set", "parade", "--at", gridText])
    #expect(parade.set == "parade" && parade.curves.map(\.name) == corrected.curves.map(\.name))
    let broken: Set = ["outInBack", "outInElastic", "outInBounce", "outInExponential"]
    for (a, b) in zip(corrected.curves, parade.curves) {
      #expect((a.values != b.values) == broken.contains(a.name), "\(a.name)")
    }
    // outInExponential is ½ at 1, and at ½ reads its second half as 2^(10(2p − 2))/2 + ½
    // without inExponential's 0 at 0: 2^−10/2 + ½; elsewhere it is the corrected curve.
    #expect(parade.values("outInExponential").last! == (1, 0.5))
    #expect(corrected.values("outInExponential").last! == (1, 1))
    for ((p, value), (_, mended)) in zip(
      parade.values("outInExponential"), corrected.values("outInExponential"))
    {
      let expected =
        p == 1 ? 0.5 : p < 0.5 ? (1 - pow(2, -20 * p)) / 2 : pow(2, 10 * (2 * p - 2)) / 2 + 0.5
      #expect(
        close(value, expected, epsilon),
        "parade outInExponential(\(p)) = \(value), expected \(expected)")
      #expect((value == mended) == (p != 0.5 && p != 1), "outInExponential(\(p))")
    }
    // outInBack and outInBounce read their first half at p/2, then jump to ½ at ½.
    for (p, value) in parade.values("outInBack") {
      let expected = p < 0.5 ? backArc(p / 2) / 2 : 1 - backArc(2 - 2 * p) / 2
      #expect(
        close(value, expected, epsilon), "parade outInBack(\(p)) = \(value), expected \(expected)")
    }
    for (p, value) in parade.values("outInBounce") {
      let expected = p < 0.5 ? outBounce(p / 2) / 2 : 1 - outBounce(2 - 2 * p) / 2
      #expect(
        close(value, expected, epsilon), "parade outInBounce(\(p)) = \(value), expected \(expected)"
      )
    }
    // outInElastic swaps inOutElastic's halves: 1 at 0, 12.31 at ¼, −11.31 at ¾.
    let elastic = try easingJSON(["outInElastic", "--set", "parade", "--at", "0,0.25,0.75"])
    let values = elastic.values("outInElastic").map(\.value)
    #expect(close(values[0], 1, epsilon))
    #expect(close(values[1], 1 + 8 * 2.0.squareRoot(), epsilon))
    #expect(close(values[2], -8 * 2.0.squareRoot(), epsilon))
  }

  @Test("Named curves come in the order given, each once, in any letter case; --at in its order")
  func namedCurves() throws {
    let output = try easingJSON(["OUTBACK", "inSine", "outBack", "--at", "1,0,0.5,-0", "insine"])
    #expect(output.curves.map(\.name) == ["outBack", "inSine"])
    #expect(output.curves[0].values.map { $0[0] } == [1, 0, 0.5, 0])
    #expect(output.curves[0].values[3][0].sign == .plus, "-0 reads as 0")
  }

  @Test("The table: the set in a header line, a row per curve, a column per p, 4 decimals")
  func table() throws {
    let result = runCommand([
      "easing", "inQuadratic", "outInElastic", "inBack", "--set", "parade", "--at", "0,0.25,0.75,1",
    ])
    #expect(result.code == 0 && result.errors.isEmpty)
    let lines = result.output.split(separator: "\n").map(String.init)
    #expect(lines.count == 5)
    #expect(
      lines[0]
        == "carousel easing: 3 curves in Parade's own set (its broken outIn curves included), "
        + "at progress p = 0, 0.25, 0.75, 1:")
    #expect(lines[1].split(separator: " ") == ["curve", "0", "0.25", "0.75", "1"])
    let p = [0, 0.25, 0.75, 1]
    let rows: [(String, (Double) -> Double)] = [
      ("inQuadratic", { $0 * $0 }),
      (
        "outInElastic",
        // Parade's: inOutElastic's second half below ½, its first half above.
        {
          $0 < 0.5
            ? (sin(-13 * .pi * $0) * pow(2, -10 * (2 * $0 - 1)) + 2) / 2
            : sin(13 * .pi * $0) * pow(2, 10 * (2 * $0 - 1)) / 2
        }
      ),
      ("inBack", { $0 * $0 * ((s + 1) * $0 - s) }),
    ]
    for (line, (name, formula)) in zip(lines.dropFirst(2), rows) {
      let cells = line.split(separator: " ").map(String.init)
      #expect(cells == [name] + p.map { fourDecimals(formula($0)) })
    }
    #expect(lines[3].contains("12.3137") && lines[3].contains("-11.3137"))
    // The columns are right-aligned: every row as long as the header.
    #expect(Set(lines.dropFirst().map(\.count)).count == 1, "\(lines)")
    #expect(!result.output.contains("-0.0000"))

    let all = runCommand(["easing"])
    let allLines = all.output.split(separator: "\n").map(String.init)
    #expect(allLines.count == 48)
    #expect(
      allLines[0]
        == "carousel easing: 46 curves in the corrected set (Parade's broken outIn curves mended), "
        + "at progress p = 0, 0.25, 0.4, 0.5, 0.75, 1:")
    #expect(
      allLines[2].split(separator: " ") == [
        "linear", "0.0000", "0.2500", "0.4000", "0.5000", "0.7500", "1.0000",
      ])
  }

  @Test(
    "Invalid values and unknown curves are invalid input: what was expected and what was given, exit 1",
    arguments: [
      (
        ["inSin"],
        "carousel easing: unknown curve 'inSin' (did you mean inSine?); a curve is linear, "
          + "smoothStep, smootherStep, or in, out, inOut or outIn followed by a family: Atan (no "
          + "outIn), Sine, Quadratic, Cubic, Quartic, Quintic, Exponential, Circular, Back, "
          + "Elastic, Bounce (see carousel easing --help)"
      ),
      (
        ["linear", "outInElastik"],
        "carousel easing: unknown curve 'outInElastik' (did you mean outInElastic?); a curve is "
          + "linear, smoothStep, smootherStep, or in, out, inOut or outIn followed by a family: "
          + "Atan (no outIn), Sine, Quadratic, Cubic, Quartic, Quintic, Exponential, Circular, "
          + "Back, Elastic, Bounce (see carousel easing --help)"
      ),
      (
        ["wobble"],
        "carousel easing: unknown curve 'wobble'; a curve is linear, smoothStep, smootherStep, or "
          + "in, out, inOut or outIn followed by a family: Atan (no outIn), Sine, Quadratic, "
          + "Cubic, Quartic, Quintic, Exponential, Circular, Back, Elastic, Bounce (see carousel "
          + "easing --help)"
      ),
      (
        ["--at", "0,1.5"],
        "carousel easing: --at expects progress values from 0 to 1 separated by commas, such as "
          + "0,0.5,1, got '1.5'"
      ),
      (
        ["--at", "-0.1"],
        "carousel easing: --at expects progress values from 0 to 1 separated by commas, such as "
          + "0,0.5,1, got '-0.1'"
      ),
      (
        ["--at", "0.5,nan"],
        "carousel easing: --at expects progress values from 0 to 1 separated by commas, such as "
          + "0,0.5,1, got 'nan'"
      ),
      (
        ["--at=0,,1"],
        "carousel easing: --at expects progress values from 0 to 1 separated by commas, such as "
          + "0,0.5,1, got '0,,1'"
      ),
      (
        ["--set", "penner"], "carousel easing: --set expects one of corrected|parade, got 'penner'"
      ),
      (
        ["--output", "curves.png"],
        "carousel easing: --output expects a path ending in .html or .svg, such as easing.html, "
          + "got 'curves.png'"
      ),
      (
        ["--output", ".svg"],
        "carousel easing: --output expects a path ending in .html or .svg, such as easing.html, "
          + "got '.svg'"
      ),
    ])
  func invalidValues(arguments: [String], message: String) {
    expectFailure(["easing"] + arguments, code: 1, message: message)
  }

  @Test(
    "Unknown options, missing values and repeated options are usage errors, exit 2",
    arguments: [
      (
        ["--bogus"],
        "carousel easing: unknown option '--bogus'; accepted options: --at, --set, --json, "
          + "--output, --help"
      ),
      (
        ["inSine", "-x"],
        "carousel easing: unexpected argument '-x'; accepted options: --at, --set, --json, "
          + "--output, --help"
      ),
      (
        ["--at"],
        "carousel easing: --at needs a value: progress values from 0 to 1 separated by commas, "
          + "such as 0,0.5,1"
      ),
      (["--json=1"], "carousel easing: --json takes no value"),
      (
        ["--set", "parade", "--set=corrected"],
        "carousel easing: --set is given twice; give it once"
      ),
    ])
  func usageErrors(arguments: [String], message: String) {
    expectFailure(["easing"] + arguments, code: 2, message: message)
  }

  @Test("A file that cannot be written is invalid input naming --output and the path")
  func unwritable() {
    let result = runCommand(["easing", "--output", "/nonexistent-carousel-directory/easing.svg"])
    #expect(result.code == 1)
    #expect(
      result.errors.hasPrefix(
        "carousel easing: cannot write --output '/nonexistent-carousel-directory/easing.svg': "))
  }

  @Test(
    "--output FILE.svg: one plot per curve, each a 201-point polyline clipped to its box, grouped under family labels"
  )
  func svg() throws {
    let (result, path, svg) = try easingSVG([], named: "all")
    #expect(result.errors.isEmpty)
    #expect(
      result.output
        == "Wrote \(path): 46 curves in 12 families, the corrected set (Parade's broken "
        + "outIn curves mended), as an SVG image. Open it in a browser.\n")
    #expect(svg.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns="))
    #expect(svg.hasSuffix("</svg>\n"))
    #expect(svg.components(separatedBy: "<polyline ").count - 1 == 46)
    #expect(svg.components(separatedBy: "<clipPath ").count - 1 == 46)
    #expect(svg.contains("Parade's easing curves: the corrected set"))
    for family in [
      "Basic", "Atan", "Sine", "Quadratic", "Cubic", "Quartic", "Quintic", "Exponential",
      "Circular", "Back", "Elastic", "Bounce",
    ] {
      #expect(svg.contains("font-weight=\"700\" fill=\"#ffffff\">\(family)</text>"), "\(family)")
    }
    // Every curve: its name, and its polyline through 201 points, where the layout maps
    // (p, value) for its own values.
    let layout = EasingPlot.layout(Easing.Curve.allCases, set: .corrected)
    #expect(layout.plots.count == 46)
    for plot in layout.plots {
      let name = plot.curve.rawValue
      #expect(svg.contains(">\(name)</text>"), "\(name)")
      let start = try #require(svg.range(of: "<polyline clip-path=\"url(#clip-\(name))\""))
      let pointsStart = try #require(
        svg.range(of: "points=\"", range: start.upperBound..<svg.endIndex))
      let pointsEnd = try #require(
        svg.range(of: "\"", range: pointsStart.upperBound..<svg.endIndex))
      let points = svg[pointsStart.upperBound..<pointsEnd.lowerBound].split(separator: " ").map {
        $0.split(separator: ",").compactMap { Double($0) }
      }
      #expect(points.count == 201, "\(name)")
      for k in [0, 50, 100, 133, 200] where points.count == 201 {
        let p = Double(k) / 200
        let value = plot.curve.value(at: p, in: .corrected)
        guard value >= plot.low && value <= plot.high else { continue }
        #expect(abs(points[k][0] - plot.x(p)) < 0.01, "\(name) at \(p)")
        #expect(abs(points[k][1] - plot.y(value)) < 0.01, "\(name) at \(p)")
        // And the scale is one: 100 px per unit, the value 0 at y(0), 1 at y(0) − 100.
        #expect(abs(plot.y(0) - plot.y(1) - 100) < 1e-9)
      }
    }
    // Plots of a family share a line, left to right in Parade's order.
    let sine = layout.plots.filter { $0.curve.family == .sine }
    #expect(sine.map(\.curve) == [.inSine, .outSine, .inOutSine, .outInSine])
    #expect(Set(sine.map(\.top)).count == 1)
    #expect(zip(sine, sine.dropFirst()).allSatisfy { $0.left < $1.left })
    // Overshoot is shown: Back's and Elastic's boxes reach beyond 0 and 1; nothing is clipped in
    // the corrected set.
    for plot in layout.plots {
      #expect(plot.low <= -0.1 && plot.high >= 1.1)
      #expect(plot.values.allSatisfy { $0 >= plot.low && $0 <= plot.high }, "\(plot.curve)")
    }
    #expect(!svg.contains("clipped:"))
  }

  @Test(
    "In Parade's set the four broken curves are drawn in their own colour, and outInElastic is clipped with its extremes noted"
  )
  func paradeSVG() throws {
    let svg = try easingSVG(["--set", "parade"], named: "parade").svg
    let differs = "stroke=\"\(EasingPlot.rgb(EasingPlot.differsColour))\""
    let same = "stroke=\"\(EasingPlot.rgb(EasingPlot.curveColour))\""
    #expect(svg.components(separatedBy: differs).count - 1 == 4)
    #expect(svg.components(separatedBy: same).count - 1 == 42)
    let layout = EasingPlot.layout(Easing.Curve.allCases, set: .parade)
    #expect(
      Set(layout.plots.filter(\.differs).map(\.curve)) == [
        .outInBack, .outInElastic, .outInBounce, .outInExponential,
      ])
    let elastic = try #require(layout.plots.first { $0.curve == .outInElastic })
    #expect(elastic.low == EasingPlot.lowest && elastic.high == EasingPlot.highest)
    #expect(svg.components(separatedBy: "clipped: ").count - 1 == 1)
    #expect(svg.contains("Parade's easing curves: Parade's own set"))
  }

  @Test("Named curves plot alone: only their families, in family order")
  func namedSVG() throws {
    let (result, path, svg) = try easingSVG(["outBack", "inSine"], named: "named")
    #expect(result.output.hasPrefix("Wrote \(path): 2 curves in 2 families, "))
    #expect(svg.components(separatedBy: "<polyline ").count - 1 == 2)
    #expect(svg.contains(">Sine</text>") && svg.contains(">Back</text>"))
    #expect(!svg.contains(">Elastic</text>"))
    let layout = EasingPlot.layout([.outBack, .inSine], set: .corrected)
    #expect(layout.plots.map(\.curve) == [.inSine, .outBack])
  }

  @Test("--output FILE.html: a self-contained page with a heading, a legend and the same SVG")
  func page() throws {
    let file = temporaryPage("easing", "page")
    defer { try? FileManager.default.removeItem(at: file) }
    let result = runCommand(["easing", "--json", "--set", "parade", "--output", file.path])
    #expect(result.code == 0)
    // With --json the JSON is printed and the file written.
    let output = try JSONDecoder().decode(EasingOutput.self, from: Data(result.output.utf8))
    #expect(output.set == "parade" && output.curves.count == 46)
    let html = try String(contentsOf: file, encoding: .utf8)
    #expect(html.hasPrefix("<!DOCTYPE html>"))
    #expect(html.contains("<h1>carousel easing</h1>"))
    #expect(html.contains(EasingPlot.svgElement(Easing.Curve.allCases, set: .parade)))
    #expect(html.contains("the curves whose values differ from the corrected set's"))
    // Nothing from the network, no scripts.
    for needle in ["<script", "src=", "href=", "@import", "url(http"] {
      #expect(!html.contains(needle), "\(needle)")
    }
    #expect(html.components(separatedBy: "http").count - 1 == 1, "only the SVG namespace")
  }

  @Test(
    "Help lists every option, the defaults and the curves by family; carousel --help lists easing")
  func help() {
    expectHelp(
      "easing", spec: EasingCommand.spec,
      contains: [
        "carousel easing: Parade's 46 named easing curves",
        "Usage: carousel easing [NAME…] [--at P,P,…] [--set corrected|parade] [--json] "
          + "[--output FILE.html|FILE.svg]",
        "(0,0.25,0.4,0.5,0.75,1)", "(corrected)",
        "corrected set, 0 at 0 and 1 at 1",
        "outInElastic is 1 at 0, outInExponential ½ at 1",
        "  basic         linear, smoothStep, smootherStep",
        "  bounce        inBounce, outBounce, inOutBounce, outInBounce",
      ], listedAs: "  easing       Parade's 46 easing curves")
  }

  @Test("Edit distance: insertions, deletions and substitutions")
  func editDistance() {
    #expect(EasingCommand.editDistance("insin", "insine") == 1)
    #expect(EasingCommand.editDistance("kitten", "sitting") == 3)
    #expect(EasingCommand.editDistance("", "abc") == 3)
    #expect(EasingCommand.editDistance("abc", "abc") == 0)
  }
}
