import Foundation
import Testing

// `window.carouselKit.play(options)` on `carousel web`'s pages: the subcommand's own run and JSON,
// compiled to WebAssembly, played in headless Chromium, against the same subcommand run natively
// here. The options object names the command line's options in camelCase.

/// A scripted gesture as a page's `play` takes it, and as the command line says it.
struct PlayCase: CustomStringConvertible {
  /// The options object, as JSON.
  var options: String
  /// The same options on the subcommand's command line.
  var arguments: [String]

  var description: String { options }
}

extension BrowserWebTests {
  /// Plays every case on the page `name` (one browser) and expects what `subcommand --json`
  /// prints for its arguments: the same frames, events and final state, every number within
  /// 1e-9 (the C libraries' sines and cosines may differ in the last bit).
  func expectPlays(_ name: String, _ subcommand: String, _ cases: [PlayCase]) throws {
    let steps = "[" + cases.map { "{\"play\": \($0.options)}" }.joined(separator: ", ") + "]"
    let line = try driveLine(try writePage(name), steps)
    let played = try JSONDecoder().decode([JSONTree].self, from: Data(line.utf8))
    try #require(played.count == cases.count)
    for (playCase, browser) in zip(cases, played) {
      let result = runCommand([subcommand, "--json"] + playCase.arguments)
      try #require(result.code == 0, "\(result.errors)")
      let native = try JSONDecoder().decode(JSONTree.self, from: Data(result.output.utf8))
      guard case .object(let run) = native, case .array(let frames)? = run["frames"] else {
        Issue.record("\(playCase): no frames in \(result.output.prefix(200))")
        continue
      }
      #expect(frames.count > 1, "\(playCase): a run of one frame")
      var differences: [String] = []
      compare(browser, native, at: "", into: &differences)
      #expect(differences.isEmpty, "\(playCase): \(differences.prefix(5).joined(separator: "; "))")
    }
  }

  @Test("play(options) on the carousel page gives carousel simulate's --json")
  func carouselPlay() throws {
    try expectPlays(
      "carousel", "simulate",
      [
        PlayCase(
          options: #"{"type": "coverFlow", "items": 20, "start": 3.2, "flick": -1500, "fps": 60}"#,
          arguments: ["--type", "coverFlow", "--items", "20", "--start", "3.2", "--flick", "-1500"]),
        PlayCase(
          options:
            #"{"type": "rotary", "items": 7, "drag": -250, "over": 0.3, "fps": 120, "wrap": true}"#,
          arguments: [
            "--type", "rotary", "--items", "7", "--drag", "-250", "--over", "0.3", "--fps", "120",
            "--wrap",
          ]),
        PlayCase(
          options: #"{"items": 1000000, "scrollTo": 12, "duration": 0.5, "fps": 30}"#,
          arguments: [
            "--items", "1000000", "--scroll-to", "12", "--duration", "0.5", "--fps", "30",
          ]),
        PlayCase(
          options:
            #"{"type": "custom", "items": 9, "placeholders": 2, "option": "spacing=1.4", "vertical": true, "noBounce": true, "flick": -4000}"#,
          arguments: [
            "--type", "custom", "--items", "9", "--placeholders", "2", "--option", "spacing=1.4",
            "--vertical", "--no-bounce", "--flick", "-4000",
          ]),
        PlayCase(
          options:
            #"{"type": "invertedTimeMachine", "viewport": "400x300", "itemWidth": 120, "itemHeight": 90, "paging": true, "decelerationRate": 0.9, "noWrap": true, "start": 0.3, "flick": -2000, "maxTime": 1.5}"#,
          arguments: [
            "--type", "invertedTimeMachine", "--viewport", "400x300", "--item-width", "120",
            "--item-height", "90", "--paging", "--deceleration-rate", "0.9", "--no-wrap", "--start",
            "0.3", "--flick", "-2000", "--max-time", "1.5",
          ]),
        PlayCase(
          options:
            #"{"items": 30, "itemWidths": [80, 200, 0, 320], "align": "start", "containScroll": true, "flick": -2600}"#,
          arguments: [
            "--items", "30", "--item-widths", "80,200,0,320", "--align", "start",
            "--contain-scroll", "--flick", "-2600",
          ]),
        PlayCase(
          options:
            #"{"items": 12, "wrap": true, "itemWidths": "150,60", "align": "end", "group": 3, "paging": true, "drag": -40, "over": 0.05}"#,
          arguments: [
            "--items", "12", "--wrap", "--item-widths", "150,60", "--align", "end", "--group", "3",
            "--paging", "--drag", "-40", "--over", "0.05",
          ]),
        PlayCase(
          options: #"{"items": 40, "flickLimit": 2, "start": 10, "flick": -30000}"#,
          arguments: ["--items", "40", "--flick-limit", "2", "--start", "10", "--flick", "-30000"]),
        PlayCase(
          options: #"{"items": 4, "autoplay": 0.75, "flick": -900, "maxTime": 5, "fps": 30}"#,
          arguments: [
            "--items", "4", "--autoplay", "0.75", "--flick", "-900", "--max-time", "5", "--fps",
            "30",
          ]),
      ])
  }

  @Test("play(options) on the pages page gives carousel pages' --json")
  func pagesPlay() throws {
    try expectPlays(
      "pages", "pages",
      [
        PlayCase(options: #"{"flick": -1200}"#, arguments: ["--flick", "-1200"]),
        PlayCase(
          options: #"{"pages": 12, "titleItemWidth": 100, "drag": -200, "over": 0.2, "fps": 90}"#,
          arguments: [
            "--pages", "12", "--title-item-width", "100", "--drag", "-200", "--over", "0.2",
            "--fps", "90",
          ]),
        PlayCase(
          options: #"{"scrollTo": 5, "titleHeight": 40, "viewport": [375, 667]}"#,
          arguments: ["--scroll-to", "5", "--title-height", "40", "--viewport", "375x667"]),
        PlayCase(
          options: #"{"tapTitle": 2, "startOffset": 320, "initialPage": 3}"#,
          arguments: ["--tap-title", "2", "--start-offset", "320", "--initial-page", "3"]),
        PlayCase(
          options: #"{"pages": 3, "autoplay": 1, "maxTime": 4}"#,
          arguments: ["--pages", "3", "--autoplay", "1", "--max-time", "4"]),
      ])
  }

  @Test("play(options) on the walkthrough page gives carousel walkthrough's --json")
  func walkthroughPlay() throws {
    try expectPlays(
      "walkthrough", "walkthrough",
      [
        PlayCase(options: #"{"next": true}"#, arguments: ["--next"]),
        PlayCase(
          options:
            #"{"drag": -150, "animation": "zoom", "speed": "1,2", "variance": [0.5, 0.25], "staticSubviews": [1], "animateAlpha": true}"#,
          arguments: [
            "--drag", "-150", "--animation", "zoom", "--speed", "1,2", "--variance", "0.5,0.25",
            "--static-subviews", "1", "--animate-alpha",
          ]),
        PlayCase(
          options:
            #"{"goTo": 3, "animation": "InOut", "originalMapping": true, "staticSubviews": "0,2", "pages": 5}"#,
          arguments: [
            "--go-to", "3", "--animation", "InOut", "--original-mapping", "--static-subviews",
            "0,2",
            "--pages", "5",
          ]),
        PlayCase(
          options: #"{"previous": true, "startOffset": 375, "subviews": 5, "flick": null}"#,
          arguments: ["--previous", "--start-offset", "375", "--subviews", "5"]),
        PlayCase(
          options: #"{"pages": 2, "autoplay": 0.8, "drag": -100, "maxTime": 3}"#,
          arguments: ["--pages", "2", "--autoplay", "0.8", "--drag", "-100", "--max-time", "3"]),
        PlayCase(
          options: #"{"pages": 3, "loop": true, "previous": true}"#,
          arguments: ["--pages", "3", "--loop", "--previous"]),
      ])
  }

  @Test("play(options) on the parallax page gives carousel parallax's --json")
  func parallaxPlay() throws {
    try expectPlays(
      "parallax", "parallax",
      [
        PlayCase(options: #"{"flick": -900}"#, arguments: ["--flick", "-900"]),
        PlayCase(
          options: #"{"drag": -400, "over": 0.4, "original": true, "fps": 120}"#,
          arguments: ["--drag", "-400", "--over", "0.4", "--original", "--fps", "120"]),
        PlayCase(
          options: #"{"goTo": 4, "curves": "parade", "viewport": "320x568", "startOffset": 900}"#,
          arguments: [
            "--go-to", "4", "--curves", "parade", "--viewport", "320x568", "--start-offset", "900",
          ]),
      ])
  }

  @Test("play(options) names the option it cannot take")
  func playErrors() throws {
    let played = try drive(
      try writePage("carousel"),
      """
      [{"play": {"item": 3}}, {"play": {"flick": 100, "drag": 5}}, {"play": {"over": 0.5}},
       {"play": {"items": -1}}, {"play": {"type": "helix"}}, {"play": {"viewport": "320"}},
       {"play": {"wrap": true, "noWrap": true}}, {"play": {"option": "width=3"}}]
      """)
    let messages = played.map { $0["error"] as? String ?? "no error: \($0.keys.sorted())" }
    #expect(
      messages == [
        "play: unknown option \"item\"; expected one of type, items, placeholders, viewport, "
          + "itemWidth, itemHeight, option, decelerationRate, start, wrap, noWrap, vertical, "
          + "paging, bounces, noBounce, align, containScroll, group, flickLimit, itemWidths, autoplay, "
          + "flick, drag, over, scrollTo, duration, fps, maxTime",
        "play: give one gesture at most, not flick and drag",
        "play: over goes with drag, which is not given",
        "play: items expects a whole number, got -1",
        "play: type expects one of linear, rotary, invertedRotary, cylinder, invertedCylinder, "
          + "wheel, invertedWheel, coverFlow, coverFlow2, timeMachine, invertedTimeMachine, "
          + "custom, got \"helix\"",
        "play: viewport expects two numbers, \"AxB\" or [a, b], got \"320\"",
        "play: wrap and noWrap cannot both be given",
        "play: option expects one of "
          + "wrap, showBackfaces, offsetMultiplier, visibleItems, count, arc, angle, radius, "
          + "tilt, spacing, fadeMin, fadeMax, fadeRange, fadeMinAlpha, got \"width\"",
      ])
  }
}

extension BrowserWebTests {
  /// The field `key` of the first frame that `command`, a command line a page showed
  /// (`carousel simulate …`), prints with `--json`, run here.
  func firstFrame(of command: String, _ key: String) throws -> JSONTree {
    let words = command.split(separator: " ").map(String.init)
    try #require(words.count > 2 && words[0] == "carousel", "not a command line: \(command)")
    let result = runCommand([words[1], "--json"] + words.dropFirst(2))
    try #require(result.code == 0, "\(result.errors)")
    let run = try JSONDecoder().decode(JSONTree.self, from: Data(result.output.utf8))
    guard case .object(let fields) = run, case .array(let frames)? = fields["frames"],
      case .object(let first)? = frames.first, let value = first[key]
    else { throw PlayTestFailure("no \(key) in the first frame of \(result.output.prefix(200))") }
    return value
  }

  /// Expects what a page drew (a state's field, read by JSONSerialization) to be `native` on
  /// every key the page gives, numbers within 1e-9.
  func expectDrawn(_ drawn: Any?, as native: JSONTree) throws {
    let data = try JSONSerialization.data(withJSONObject: try #require(drawn))
    let page = try JSONDecoder().decode(JSONTree.self, from: data)
    var differences: [String] = []
    compare(page, native, at: "", into: &differences, pageKeysOnly: true)
    #expect(differences.isEmpty, "\(differences.prefix(5).joined(separator: "; "))")
  }
}

/// A script that sets a playground's controls, each found by a CSS selector, to a JavaScript
/// value (a checkbox takes `true` or `false`), then tells the playground they changed, as a
/// person's last change would.
func playgroundChange(_ values: KeyValuePairs<String, String>) -> String {
  let sets = values.map { selector, value in
    let property = value == "true" || value == "false" ? "checked" : "value"
    return "document.querySelector('\(selector)').\(property) = \(value);"
  }
  return "(() => { " + sets.joined(separator: " ")
    + " document.getElementById('playground').dispatchEvent(new Event('change')); return {}; })()"
}

/// A script that reads a playground's Swift and command line: `{swift, command}`.
let playgroundTexts =
  "({swift: document.getElementById('swift').textContent, "
  + "command: document.getElementById('command').textContent})"

/// Why a play test could not go on.
struct PlayTestFailure: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}

/// A JSON value read exactly (JSONDecoder reads numbers to the same `Double`), flags apart from
/// numbers.
enum JSONTree: Decodable {
  case object([String: JSONTree])
  case array([JSONTree])
  case string(String)
  case number(Double)
  case flag(Bool)
  case null

  init(from decoder: any Decoder) throws {
    let value = try decoder.singleValueContainer()
    if value.decodeNil() {
      self = .null
    } else if let flag = try? value.decode(Bool.self) {
      self = .flag(flag)
    } else if let number = try? value.decode(Double.self) {
      self = .number(number)
    } else if let string = try? value.decode(String.self) {
      self = .string(string)
    } else if let array = try? value.decode([JSONTree].self) {
      self = .array(array)
    } else {
      self = .object(try value.decode([String: JSONTree].self))
    }
  }
}

/// Compares what a page played with what the command printed.
///
/// They must have the same keys and lengths, the same strings, flags and nulls, and numbers
/// within 1e-9. Each difference is appended to `differences` with its path.
private func compare(
  _ a: JSONTree, _ b: JSONTree, at path: String, into differences: inout [String],
  pageKeysOnly: Bool = false
) {
  switch (a, b) {
  case (.object(let a), .object(let b)):
    let keysMatch = pageKeysOnly ? Set(a.keys).isSubset(of: b.keys) : Set(a.keys) == Set(b.keys)
    guard keysMatch else {
      differences.append("\(path): keys \(a.keys.sorted()) ≠ \(b.keys.sorted())")
      return
    }
    for (key, value) in a.sorted(by: { $0.key < $1.key }) {
      if let other = b[key] {
        compare(
          value, other, at: path + "." + key, into: &differences, pageKeysOnly: pageKeysOnly)
      }
    }
  case (.array(let a), .array(let b)):
    guard a.count == b.count else {
      differences.append("\(path): \(a.count) elements ≠ \(b.count)")
      return
    }
    for (index, (x, y)) in zip(a, b).enumerated() {
      compare(x, y, at: "\(path)[\(index)]", into: &differences, pageKeysOnly: pageKeysOnly)
    }
  case (.number(let a), .number(let b)):
    if !(abs(a - b) <= 1e-9) { differences.append("\(path): \(a) ≠ \(b)") }
  case (.string(let a), .string(let b)) where a == b: break
  case (.flag(let a), .flag(let b)) where a == b: break
  case (.null, .null): break
  default: differences.append("\(path): \(a) ≠ \(b)")
  }
}

extension BrowserWebTests {
  @Test("The carousel page's playground changes the model live and shows the command that plays it")
  func playground() throws {
    // A rotary carousel that pages, its spacing 1.3, moved on one item with →.
    let change = playgroundChange([
      "#type": "'rotary'", "#paging": "true", "[data-option=spacing]": "'1.3'",
    ])
    let states = try drive(
      try writePage("carousel"),
      """
      [{"evaluate": "\(change)"}, {"click": "#stage"}, {"key": "ArrowRight"}, {"settle": 5},
       {"evaluate": "\(playgroundTexts)"}, {"state": true}]
      """)
    try #require(states.count == 3)
    let swift = try #require(states[1]["swift"] as? String)
    let command = try #require(states[1]["command"] as? String)
    #expect(
      swift.split(separator: "\n") == [
        "let carousel = Carousel<UIView>()  // any view type",
        "carousel.configuration.type = .rotary",
        "carousel.configuration.itemSize = Size(width: 160, height: 160)",
        "carousel.setViewportSize(Size(width: 640, height: 360))",
        "carousel.configuration.isPagingEnabled = true",
        "// The delegate's carousel(_:valueFor:default:) answers .spacing: 1.3, and the default "
          + "otherwise.",
      ])
    #expect(
      command
        == "carousel simulate --type rotary --items 20 --viewport 640x360 --item-width 160 "
        + "--item-height 160 --paging --option spacing=1.3 --start 1")
    // The command line, run here, draws what the page shows: its first frame's items are the
    // page's, index, alpha and transform within 1e-9.
    try expectDrawn(states[2]["items"], as: try firstFrame(of: command, "items"))
  }
}

extension BrowserWebTests {
  @Test(
    "The walkthrough page's playground changes the animators live and shows the command that plays it"
  )
  func walkthroughPlayground() throws {
    // On page 1 (Next), the animation made zoom, fading.
    let change = playgroundChange(["#animation": "'zoom'", "#animateAlpha": "true"])
    let states = try drive(
      try writePage("walkthrough"),
      """
      [{"click": "#next"}, {"settle": 5}, {"evaluate": "\(change)"}, {"settle": 5},
       {"evaluate": "\(playgroundTexts)"}, {"state": true}]
      """)
    try #require(states.count == 3)
    let swift = [
      "let walkthrough = Walkthrough<UIView>(viewportSize: Size(width: 320, height: 480))  "
        + "// any page type",
      "let animator = WalkthroughPageAnimator(",
      "  animation: .zoom, speed: Point(x: 1, y: 0),",
      "  speedVariance: Point(x: 0, y: 0), animatesAlpha: true, subviewCount: 3)",
      "for page in pages { walkthrough.addPage(page, animator: animator) }",
    ]
    #expect(states[1]["swift"] as? String == swift.joined(separator: "\n"))
    let command = try #require(states[1]["command"] as? String)
    #expect(
      command
        == "carousel walkthrough --pages 4 --viewport 320x480 --animation zoom --speed 1,0 "
        + "--variance 0,0 --subviews 3 --animate-alpha --start-offset 320")
    // The command line, run here, tells the page's pages the same offsets, and their subviews
    // the same alphas and transforms (within 1e-9).
    try expectDrawn(states[2]["pages"], as: try firstFrame(of: command, "pages"))
  }
}
