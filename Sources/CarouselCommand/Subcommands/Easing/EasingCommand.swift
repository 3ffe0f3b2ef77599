import CarouselKit
import Foundation

/// `carousel easing`: Parade's 46 named curves (``Easing/Curve``) read at progress values, in
/// the corrected set or Parade's own (the keys its help lists), as a table, as JSON, or drawn as
/// small plots in an SVG or a web page.
enum EasingCommand {
  /// The progress values read when `--at` is not given.
  static let defaultProgress: [Double] = [0, 0.25, 0.4, 0.5, 0.75, 1]

  // MARK: The curves

  static let at = Option<[Double]>(
    "--at", "P,P,…", "the progress values to read every curve at, in the order given",
    default: defaultProgress, shown: defaultProgress.map(\.commandLineText).joined(separator: ","),
    reader: ValueReader(
      expected: "progress values from 0 to 1 separated by commas, such as 0,0.5,1",
      reading: { text in
        let expected = "progress values from 0 to 1 separated by commas, such as 0,0.5,1"
        var values: [Double] = []
        for item in text.split(separator: ",", omittingEmptySubsequences: false) {
          guard let value = Double(item), value.isFinite, (0...1).contains(value) else {
            // Name the value that is wrong; an empty one is seen only in the whole text.
            return .failure(.init(expected: expected, given: item.isEmpty ? text : String(item)))
          }
          values.append(value == 0 ? 0 : value)  // -0 reads as 0
        }
        return .success(values)
      }))
  static let set = Option<Easing.CurveSet>(
    "--set", "SET",
    "which values: corrected (Parade's broken outInBack, outInElastic, outInBounce and "
      + "outInExponential mended) or parade (Parade's own, bit for bit)",
    default: .corrected, shown: Easing.CurveSet.corrected.rawValue,
    reader: ValueReader(
      expected: "one of " + Easing.CurveSet.allCases.map(\.rawValue).joined(separator: "|"),
      read: { Easing.CurveSet(rawValue: $0) }))

  // MARK: The output

  static let json = Flag(
    "--json",
    "{\"set\", \"curves\": [{\"name\", \"values\": [[p, value]…]}]}: the curves in the order "
      + "given (all: Parade's order), the values at --at's progress values, in its order")
  static let output = Option<String>(
    "--output", "FILE",
    "write the curves (all, or the named ones) as small plots grouped by family: FILE.svg an "
      + "image, FILE.html a page with the image and a legend",
    default: "", shown: nil,
    reader: ValueReader(
      expected: "a path ending in .html or .svg, such as easing.html",
      read: { text in EasingPlot.Format(path: text) == nil ? nil : text }))

  static let curvesGroup = OptionGroup(title: "The curves:", items: [at, set])
  static let outputGroup = OptionGroup(title: "Output:", items: [json, output])

  /// The curves of every family in help: `"  sine         inSine, outSine, inOutSine, outInSine"`.
  static let curveList: String = {
    let width = (Easing.Family.allCases.map(\.rawValue.count).max() ?? 0) + 3
    return Easing.Family.allCases.map { family in
      let names = Easing.Curve.allCases.filter { $0.family == family }.map(\.rawValue)
      return "  " + family.rawValue.padding(width) + names.joined(separator: ", ")
    }.joined(separator: "\n")
  }()

  static let spec = CommandLineSpec(
    command: "carousel easing",
    summary: "Parade's 46 named easing curves at the progress values you give, or plotted.",
    usage: "carousel easing [NAME…] [--at P,P,…] [--set corrected|parade] [--json] "
      + "[--output FILE.html|FILE.svg]",
    details: """
      Each curve maps progress p in [0, 1] to the fraction of the change made: with the
      corrected set, 0 at 0 and 1 at 1, and Back and Elastic overshoot on the way. The parade
      set keeps Parade's broken outIn curves: outInElastic is 1 at 0, outInExponential ½ at 1.
      Name curves to see only those (any letter case, in the order given); with none, all 46
      in Parade's order. The table gives every value to 4 decimals; --json gives them exactly.
      The curves, by family:
      \(curveList)
      """,
    groups: [curvesGroup, outputGroup], takesOperands: true)

  /// What a `carousel easing` command line asks for.
  struct Options: SubcommandOptions {
    var help = false
    /// The curves, in the order given, each once; all 46 in Parade's order when none is named.
    var curves = Easing.Curve.allCases
    /// Whether curves were named.
    var named = false
    var progress = EasingCommand.at.defaultValue
    var set = EasingCommand.set.defaultValue
    var json = false
    var output: String?
  }

  /// Parses and checks a `carousel easing` command line.
  ///
  /// - Throws: A usage error (exit 2) or an invalid-input error (exit 1) naming the option or
  ///   the curve name.
  static func parse(_ arguments: [String]) throws -> Options {
    try spec.parseOptions(arguments) { parsed, options in
      if !parsed.operands.isEmpty {
        var curves: [Easing.Curve] = []
        for name in parsed.operands {
          let curve = try curve(named: name)
          if !curves.contains(curve) { curves.append(curve) }
        }
        options.curves = curves
        options.named = true
      }
      options.progress = try parsed.value(at)
      options.set = try parsed.value(set)
      options.json = parsed.isSet(json)
      options.output = try parsed.givenValue(output)
    }
  }

  /// The curve called `name`, in any letter case.
  ///
  /// - Throws: An invalid-input error naming `name`, the nearest curve name when one is near,
  ///   and how the names are made.
  static func curve(named name: String) throws -> Easing.Curve {
    let lowered = name.lowercased()
    if let curve = Easing.Curve.allCases.first(where: { $0.rawValue.lowercased() == lowered }) {
      return curve
    }
    // The nearest name by edit distance (the first in Parade's order on a tie), if it is near
    // enough to be a typo rather than another word.
    let nearest = Easing.Curve.allCases.map { curve in
      (curve, editDistance(lowered, curve.rawValue.lowercased()))
    }.min { $0.1 < $1.1 }
    var suggestion = ""
    if let nearest, nearest.1 <= max(3, name.count / 2) {
      suggestion = " (did you mean \(nearest.0.rawValue)?)"
    }
    let families = Easing.Family.allCases.filter { $0 != .basic }.map { family in
      let suffix = EasingPlot.label(family)
      return Easing.Curve(family: family, shape: .outIn) == nil ? "\(suffix) (no outIn)" : suffix
    }
    let basic = Easing.Curve.allCases.filter { $0.family == .basic }.map(\.rawValue)
    throw CommandError.invalidInput(
      "\(spec.command): unknown curve '\(name)'\(suggestion); a curve is "
        + "\(basic.joined(separator: ", ")), or in, out, inOut or outIn followed by a family: "
        + "\(families.joined(separator: ", ")) (see \(spec.command) --help)")
  }

  /// The Levenshtein distance between two texts: the fewest insertions, deletions and
  /// substitutions of characters that turn one into the other.
  static func editDistance(_ a: String, _ b: String) -> Int {
    let (a, b) = (Array(a), Array(b))
    guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
    var previous = Array(0...b.count)
    for i in 1...a.count {
      var row = [i] + Array(repeating: 0, count: b.count)
      for j in 1...b.count {
        let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
        row[j] = min(previous[j] + 1, row[j - 1] + 1, substitution)
      }
      previous = row
    }
    return previous[b.count]
  }

  /// The set in words, for the table's header and the plots' titles.
  static func describe(_ set: Easing.CurveSet) -> String {
    switch set {
    case .corrected: "the corrected set (Parade's broken outIn curves mended)"
    case .parade: "Parade's own set (its broken outIn curves included)"
    }
  }

  /// `carousel easing --json`: `{"set","curves":[{"name","values":[[p, value]…]}]}`.
  static func json(_ options: Options) -> String {
    let out = JSONWriter()
    out.object {
      out.field("set", options.set.rawValue)
      out.key("curves")
      out.array(options.curves) { curve in
        out.object {
          out.field("name", curve.rawValue)
          out.key("values")
          out.array(options.progress) { p in
            out.array([p, curve.value(at: p, in: options.set)]) { out.value($0) }
          }
        }
      }
    }
    return out.text
  }

  /// The table: a header line naming the set, then a row per curve with its value at every
  /// progress value, to 4 decimals, under the progress values.
  static func table(_ options: Options) -> [String] {
    let count = options.curves.count
    let at = options.progress.map(\.commandLineText)
    var lines = [
      "\(spec.command): \(count) \(count == 1 ? "curve" : "curves") in \(describe(options.set)), "
        + "at progress p = \(at.joined(separator: ", ")):"
    ]
    let rows = options.curves.map { curve in
      (curve.rawValue, options.progress.map { format(curve.value(at: $0, in: options.set), 4) })
    }
    let nameWidth = max("curve".count, rows.map(\.0.count).max() ?? 0) + 2
    let widths = at.indices.map { column in
      max(at[column].count, rows.map { $0.1[column].count }.max() ?? 0) + 2
    }
    func line(_ name: String, _ cells: [String]) -> String {
      let text = name.padding(nameWidth) + zip(cells, widths).map { $0.leftPadding($1) }.joined()
      return String(text.reversed().drop { $0 == " " }.reversed())
    }
    lines.append(line("curve", at))
    for (name, values) in rows { lines.append(line(name, values)) }
    return lines
  }

  static func run(_ options: Options, context: CommandContext) throws {
    if options.help { return context.writeLine(spec.help) }
    if let path = options.output {
      let text =
        switch EasingPlot.Format(path: path) {
        case .svg: EasingPlot.svg(options.curves, set: options.set)
        default: EasingPlot.html(options.curves, set: options.set)
        }
      try PreviewTemplate.write(text, to: path, command: spec.command, option: output.name)
    }
    if options.json { return context.writeLine(json(options)) }
    if let path = options.output {
      let families = Set(options.curves.map(\.family)).count
      let what = EasingPlot.Format(path: path) == .svg ? "an SVG image" : "a web page"
      return context.writeLine(
        "Wrote \(path): \(options.curves.count) \(options.curves.count == 1 ? "curve" : "curves") "
          + "in \(families) \(families == 1 ? "family" : "families"), "
          + "\(describe(options.set)), as \(what). Open it in a browser.")
    }
    for line in table(options) { context.writeLine(line) }
  }
}
