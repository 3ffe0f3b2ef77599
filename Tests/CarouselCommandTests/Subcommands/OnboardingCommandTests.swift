import CarouselKit
import Foundation
import Testing

@testable import CarouselCommand

// `carousel onboarding`: validate's diagnostics and exit codes, render's views against
// SFOnboardingConductor's formulas computed here (never by asking the conductor), and preview's
// page.

/// The example spec: five pages, every key.
let onboardingFlow = Browser.repository.appendingPathComponent(
  "Examples/OnboardingHost/flow.json"
).path

/// A fresh directory for a test's files, removed by the caller.
func onboardingDirectory(_ name: String) throws -> URL {
  let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
    "carousel-onboarding-\(getpid())-\(name)-\(UUID().uuidString.prefix(8))")
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  return directory
}

/// Writes `text` to a file `name` in `directory`.
///
/// - Returns: The file's path.
func writeOnboardingFile(_ name: String, in directory: URL, _ text: String) throws -> String {
  let file = directory.appendingPathComponent(name).path
  try text.write(toFile: file, atomically: true, encoding: .utf8)
  return file
}

/// Writes `text` to a file `name` in a new directory, runs `body` with the file's path, then
/// removes the directory.
func withOnboardingFile(_ name: String, _ text: String, _ body: (String) throws -> Void) throws {
  let directory = try onboardingDirectory(name)
  defer { try? FileManager.default.removeItem(at: directory) }
  try body(try writeOnboardingFile(name, in: directory, text))
}

/// The sizes the render tests give the example's images, by the three names an image is looked
/// up by: baseImageURL + imageName (sky), imageName, and the key (cloud).
let onboardingSizes: [(name: String, width: Double, height: Double)] = [
  ("onboarding/sky.png", 640, 300), ("hills.png", 700, 160), ("cloud", 90, 44),
  ("balloon.png", 40, 60), ("phone.png", 150, 260), ("map.png", 120, 150), ("pin.png", 16, 24),
  ("suitcase.png", 120, 90), ("tick.png", 30, 30), ("friend.png", 70, 70),
  ("plane.png", 90, 36), ("chatBubble", 100, 60),
]

/// Writes ``onboardingSizes`` as an `--image-sizes` file in `directory`.
func writeOnboardingSizes(in directory: URL) throws -> String {
  let members = onboardingSizes.map {
    "  \"\($0.name)\": [\($0.width.commandLineText), \($0.height.commandLineText)]"
  }
  return try writeOnboardingFile(
    "sizes.json", in: directory, "{\n" + members.joined(separator: ",\n") + "\n}\n")
}

/// `carousel onboarding render --json`'s output contract, decoded strictly.
struct OnboardingRenderOutput: Decodable {
  struct View: Decodable {
    var key: String
    var role: String
    var attached: Bool
    var superview: String?
    var zIndex: Int
    var frame: [Double]
    var anchorPoint: [Double]
    var transform: [Double]
    var alpha: Double
  }
  var page: Int
  var settled: Bool
  var settledPage: Int?
  var contentOffset: Double
  var from: Int
  var time: Double
  var defaultSized: [String]
  var views: [View]

  func view(_ key: String) throws -> View {
    try #require(views.first { $0.key == key }, "no view \(key)")
  }
}

// MARK: - SFOnboardingConductor's formulas, computed here

/// The container and its pages.
private let width = 320.0
private let height = 568.0

/// A frame placed by its anchor at `centre`, the origin floored, the size kept.
private func placed(centre: (Double, Double), size: (Double, Double), anchor: (Double, Double))
  -> [Double]
{
  [
    (centre.0 - anchor.0 * size.0).rounded(.down), (centre.1 - anchor.1 * size.1).rounded(.down),
    size.0, size.1,
  ]
}

/// `translate(P)` then `scale(S)`: `[S, 0, 0, S, S·Px, S·Py]`, with the −1 sentinel
/// making the translation (or the scale) the identity.
private func compose(
  _ p0: (Double, Double), _ p1: (Double, Double), _ s0: Double, _ s1: Double, _ q: Double
) -> [Double] {
  let movable = ![p0.0, p0.1, p1.0, p1.1].contains(-1)
  let (px, py) = movable ? (p0.0 + q * (p1.0 - p0.0), p0.1 + q * (p1.1 - p0.1)) : (0, 0)
  let s = s0 == -1 || s1 == -1 ? 1 : s0 + q * (s1 - s0)
  return [s, 0, 0, s, s * px, s * py]
}

/// The drag-driven appear progress: `q = f` without a delay, else 0 before `d` and
/// `(f − d)/d` after (the divisor is d); above 0.95, 1.
private func appearProgress(_ f: Double, delay d: Double) -> Double {
  var q = d <= 0 ? f : (f < d ? 0 : (f - d) / d)
  if q > 0.95 { q = 1 }
  return q
}

/// The drag-driven disappear progress: `min(1, f·m)`; above 0.95, 1.
private func disappearProgress(_ f: Double, multiplier m: Double) -> Double {
  var q = min(1, f * m)
  if q > 0.95 { q = 1 }
  return q
}

/// The settle spring as UIKit runs it, closed form: 0 during the delay, then a damped spring
/// (mass 1) from 0 to 1 starting at velocity `v` whose envelope falls to 0.001 at the duration
/// (ω₀ = ln(ζ/(ε√(1 − ζ²)))/(ζT)), 1 from delay + duration on.
private func springProgress(
  _ t: Double, duration: Double, delay: Double, damping zeta: Double, velocity v: Double
) -> Double {
  let elapsed = t - delay
  guard elapsed > 0 else { return 0 }
  guard elapsed < duration else { return 1 }
  let omega = log(zeta / (0.001 * (1 - zeta * zeta).squareRoot())) / (zeta * duration)
  let damped = omega * (1 - zeta * zeta).squareRoot()
  return 1
    - exp(-zeta * omega * elapsed)
    * (cos(damped * elapsed) + (zeta * omega - v) / damped * sin(damped * elapsed))
}

/// The example's frames with ``onboardingSizes`` in a 320×568 container.
private enum Placed {
  static let phone = placed(
    centre: (0.5 * width, 0.42 * height), size: (150, 260), anchor: (0.5, 0.5))
  /// Relative to phone's frame (relativeKey), anchored at its top middle.
  static let map = placed(
    centre: (phone[0] + 0.5 * phone[2], phone[1] + 0.12 * phone[3]), size: (120, 150),
    anchor: (0.5, 0))
  static let suitcase = placed(
    centre: (0.5 * width, 0.45 * height), size: (120, 90), anchor: (0.5, 0.5))
  static let sky = placed(centre: (0, 0), size: (640, 300), anchor: (0, 0))
  static let plane = placed(centre: (0.5 * width, 0.35 * height), size: (90, 36), anchor: (1, 0.5))
  /// Page `i`'s text: 264×80 centred at (i·W + W/2, H − 60).
  static func pageText(_ i: Int) -> [Double] {
    [Double(i) * width + width / 2 - 132, height - 60 - 40, 264, 80]
  }
}

/// The drag fraction at offset `x`: `f = (x mod W)/W`, as x/W less its whole part.
private func fraction(_ x: Double) -> Double { x / width - (x / width).rounded(.down) }

@Suite("carousel onboarding")
struct OnboardingCommandTests {
  // MARK: validate

  @Test("validate on the example: its five notes, 0 errors, exit 0; --json lists them by severity")
  func validateGood() throws {
    let human = runCommand(["onboarding", "validate", onboardingFlow])
    #expect(human.code == 0 && human.errors.isEmpty)
    #expect(human.output.hasSuffix("\(onboardingFlow): 0 errors, 0 warnings, 5 notes\n"))
    #expect(
      human.output.contains(
        "\(onboardingFlow):53:39: note: elements[7].customSubviews: expected the key of a custom "
          + "view registered from code"))
    let json = runCommand(["onboarding", "validate", onboardingFlow, "--json"])
    #expect(json.code == 0)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
    #expect(Set(object.keys) == ["errors", "warnings", "notes"])
    #expect((object["errors"] as? [Any])?.isEmpty == true)
    #expect((object["warnings"] as? [Any])?.isEmpty == true)
    let notes = try #require(object["notes"] as? [[String: Any]])
    #expect(notes.count == 5)
    #expect(
      notes.map { $0["path"] as? String } == [
        "images[2].addImmediately", "elements[4].startPosition[1]",
        "elements[6].customAppearAnimation",
        "elements[6].customDisappearAnimation", "elements[7].customSubviews",
      ])
    #expect(notes.map { $0["line"] as? Int } == [20, 45, 52, 52, 53])
    for note in notes {
      #expect(Set(note.keys) == ["path", "line", "column", "message", "expected", "found"])
    }
  }

  @Test(
    "validate --strict: unknown keys and trailing commas are errors, exit 1; the example passes")
  func validateStrict() throws {
    let lenient = #"{"pages": 1, "showSkip": true, "pagez": 2,}"#
    try withOnboardingFile("lenient.json", lenient) { file in
      let relaxed = runCommand(["onboarding", "validate", file])
      #expect(relaxed.code == 0)
      #expect(relaxed.output.hasSuffix("\(file): 0 errors, 1 warning, 1 note\n"))
      let strict = runCommand(["onboarding", "validate", "--strict", file])
      #expect(strict.code == 1)
      #expect(strict.output.contains("\(file):1:32: error: pagez: expected a key the original"))
      #expect(strict.output.contains("\(file):1:42: error: $: expected '}' right after"))
      #expect(strict.output.hasSuffix("\(file): 2 errors, 0 warnings, 0 notes\n"))
    }
    let example = runCommand(["onboarding", "validate", "--strict", onboardingFlow])
    #expect(example.code == 0)
    #expect(example.output.hasSuffix("\(onboardingFlow): 0 errors, 0 warnings, 5 notes\n"))
  }

  @Test("validate on a bad file: every error with its path and line:column, exit 1")
  func validateBad() throws {
    let bad = """
      {
        "pages": 3,
        "images": [{"key": "a", "relativeKey": "b"}, {"key": "b"}],
        "elements": [{"views": ["nope"], "item": [7]}]
      }
      """
    try withOnboardingFile("bad.json", bad) { file in
      let human = runCommand(["onboarding", "validate", file])
      #expect(human.code == 1)
      #expect(human.errors.contains("carousel onboarding validate: '\(file)' has"))
      for prefix in [
        "\(file):3:42: error: images[0].relativeKey:", "\(file):4:27: error: elements[0].views[0]:",
        "\(file):4:45: error: elements[0].item[0]:", "\(file): 3 errors, 3 warnings, 1 note",
      ] {
        #expect(human.output.contains(prefix), "\(prefix) in \(human.output)")
      }
      let json = runCommand(["onboarding", "validate", file, "--json"])
      #expect(json.code == 1)
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
      let errors = try #require(object["errors"] as? [[String: Any]])
      let places = errors.map {
        "\($0["path"] as? String ?? "?") \($0["line"] as? Int ?? 0):\($0["column"] as? Int ?? 0)"
      }
      #expect(errors.count == 3)
      for place in [
        "images[0].relativeKey 3:42", "elements[0].views[0] 4:27", "elements[0].item[0] 4:45",
      ] {
        #expect(places.contains(place), "\(place) in \(places)")
      }
    }
  }

  @Test(
    "validate: a missing file exits 1 naming it; no FILE, two FILEs and an unknown action exit 2")
  func validateUsage() {
    let missing = runCommand(["onboarding", "validate", "/nonexistent/flow.json"])
    #expect(missing.code == 1)
    #expect(
      missing.errors
        == "carousel onboarding validate: cannot read '/nonexistent/flow.json': no such file\n")
    let none = runCommand(["onboarding", "validate"])
    #expect(none.code == 2 && none.errors == "carousel onboarding validate: give one spec FILE\n")
    let two = runCommand(["onboarding", "validate", "a.json", "b.json"])
    #expect(two.code == 2)
    #expect(
      two.errors == "carousel onboarding validate: give one spec FILE, not 'a.json' and 'b.json'\n")
    let unknown = runCommand(["onboarding", "frobnicate", onboardingFlow])
    #expect(unknown.code == 2)
    #expect(
      unknown.errors.hasPrefix(
        "carousel onboarding: unknown action 'frobnicate'; expected one of: validate, render, preview"
      ))
    let render = runCommand(["onboarding", "render", onboardingFlow, "--offset", "0"])
    #expect(render.code == 2 && render.errors.contains("--size WxH is required"))
    let offset = runCommand(["onboarding", "render", onboardingFlow, "--size", "320x568"])
    #expect(offset.code == 2 && offset.errors.contains("--offset X is required"))
    let preview = runCommand(["onboarding", "preview", onboardingFlow, "--size", "320x568"])
    #expect(preview.code == 2 && preview.errors.contains("--output FILE.html is required"))
    // A file that is there but whose bytes cannot be read: permission denied only when so.
    #if os(Linux)
      let mem = runCommand(["onboarding", "validate", "/proc/self/mem"])
      #expect(mem.code == 1)
      #expect(mem.errors == "carousel onboarding validate: '/proc/self/mem' cannot be read\n")
    #endif
  }

  @Test(
    "validate: a file without read permission is 'permission denied'",
    .enabled(if: getuid() != 0, "root reads every file"))
  func validatePermission() throws {
    try withOnboardingFile("flow.json", "{}") { file in
      try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: file)
      let result = runCommand(["onboarding", "validate", file])
      #expect(result.code == 1)
      #expect(
        result.errors == "carousel onboarding validate: cannot read '\(file)': permission denied\n")
    }
  }

  /// A malformed file: its bytes, the diagnostic's first line's start, and a fragment of it.
  struct Malformed: CustomTestStringConvertible, Sendable {
    var name: String
    var bytes: @Sendable () -> [UInt8]
    var place: String
    var message: String
    /// How many errors the file has.
    var errors = 1
    var testDescription: String { name }
  }

  static let malformed: [Malformed] = [
    Malformed(
      name: "truncated",
      bytes: {
        Array(
          """
          {
            "pages": 2,
            "images": [
              {"key": "sky", "imageName": "sky.png"},
              {"key": "hills", "imageName": "hil
          """.utf8)
      },
      // Cut inside images[1]'s "imageName" string, after "hil" (line 5: 4 spaces, then
      // `{"key": "hills", "imageName": "hil` is 34 characters): the error is that value's, at
      // the end of the text, column 4 + 34 + 1.
      place: "5:39: error: images[1].imageName:", message: "found the end of the text"),
    Malformed(
      name: "wrong types",
      bytes: {
        Array(#"{"pages": true,"#.utf8) + [0x0A]
          + Array(#" "images": {}, "elements": [{"item": "1"}]}"#.utf8)
      },
      place: "1:11: error: pages:", message: "expected an integer from 1 to 10000, found true",
      errors: 3),
    Malformed(
      name: "nested 100,000 deep",
      bytes: {
        Array(#"{"pages": "#.utf8) + [UInt8](repeating: 0x5B, count: 100_000)
          + [UInt8](repeating: 0x5D, count: 100_000) + [0x7D]
      },
      // The array too deep is pages[0][0]…[0], 511 indexes down.
      place: "1:522: error: pages" + String(repeating: "[0]", count: 511) + ":",
      message: "nested at most 512 deep, found a 513th level"),
    Malformed(
      name: "50 MB of nested arrays",
      bytes: {
        [UInt8](repeating: 0x5B, count: 25_000_000) + [UInt8](repeating: 0x5D, count: 25_000_000)
      },
      place: "1:513: error: " + String(repeating: "[0]", count: 512) + ":",
      message: "nested at most 512 deep, found a 513th level"),
    Malformed(
      name: "50 MB of arrays side by side",
      bytes: {
        // {"pages": [[],[],…]}: 16 666 661 empty arrays, read in full before the type error.
        Array(#"{"pages": ["#.utf8)
          + Array(repeating: Array("[],".utf8), count: 16_666_660)
          .flatMap { $0 } + Array("[]]}".utf8)
      },
      place: "1:11: error: pages:", message: "found an array of 16666661 values"),
    Malformed(
      name: "invalid UTF-8",
      bytes: {
        Array(#"{"pages": 5, "baseImageURL": "a"#.utf8) + [0xFF, 0xFE] + Array(#"b"}"#.utf8)
      },
      place: "1:32: error: baseImageURL:", message: "found invalid UTF-8 (byte 0xFF)"),
  ]

  @Test(
    "Each malformed file gets its diagnostic with path and line:column, and exit 1",
    arguments: malformed)
  func malformedFile(_ test: Malformed) throws {
    let directory = try onboardingDirectory("malformed")
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("spec.json")
    let bytes = test.bytes()
    try Data(bytes).write(to: file)
    let result = runCommand(["onboarding", "validate", file.path])
    #expect(result.code == 1, "\(result.errors)")
    let first = result.output.split(separator: "\n").first.map(String.init) ?? ""
    #expect(first.hasPrefix("\(file.path):\(test.place)"), "\(first.prefix(300))")
    #expect(first.contains(test.message), "\(first.prefix(300))")
    let count = "\(test.errors) error\(test.errors == 1 ? "" : "s")"
    #expect(result.errors.contains("'\(file.path)' has \(count)\n"), "\(result.errors)")
    #expect(result.output.contains("\(file.path): \(count), "))
  }

  // MARK: render

  /// `render --json` of the example at `offset` with the test's sizes.
  private func render(_ offset: Double, _ extra: [String] = []) throws -> OnboardingRenderOutput {
    let directory = try onboardingDirectory("render")
    defer { try? FileManager.default.removeItem(at: directory) }
    let sizes = try writeOnboardingSizes(in: directory)
    let result = runCommand(
      [
        "onboarding", "render", onboardingFlow, "--size", "320x568", "--offset",
        offset.commandLineText, "--image-sizes", sizes, "--json",
      ] + extra)
    try #require(result.code == 0, "\(result.errors)")
    return try JSONDecoder().decode(OnboardingRenderOutput.self, from: Data(result.output.utf8))
  }

  @Test("Forward between pages 0 and 1: mapUp appears with its delay, parallax and texts follow x")
  func forwardBetweenPages() throws {
    let x = 128.0
    let output = try render(x)
    #expect(output.from == 0 && !output.settled && output.settledPage == nil)
    #expect(output.page == 0 && output.contentOffset == x)
    #expect(output.defaultSized.isEmpty)
    let f = fraction(x)
    let map = try output.view("map")
    // Placed against the phone in the container: no superview, so the frame computed in the
    // container's coordinates is where it shows (inside the phone it would be offset by the
    // phone's origin).
    #expect(map.attached && map.superview == nil && map.anchorPoint == [0.5, 0])
    #expect(map.frame == Placed.map)
    let expected = compose((0, 60), (0, 0), 0.9, 1, appearProgress(f, delay: 0.3))
    #expect(agree(map.transform, expected), "\(map.transform) vs \(expected)")
    // phone sprang in on page 0 (its spring long over): its appear state, the identity.
    let phone = try output.view("phone")
    #expect(phone.frame == Placed.phone && phone.superview == nil && phone.zIndex == 3)
    #expect(agree(phone.transform, [1, 0, 0, 1, 0, 0]) && phone.alpha == 1)
    let sky = try output.view("sky")
    #expect(sky.frame == Placed.sky)
    #expect(agree(sky.transform, [1, 0, 0, 1, -80 - 0.45 * x, 0]))
    let text = try output.view("pageText1")
    #expect(text.frame == Placed.pageText(1) && agree(text.transform, [1, 0, 0, 1, -x, 0]))
    // pins spring in on page 1's settle: not yet there.
    #expect(try !output.view("pins").attached)
  }

  @Test("The 0.95 snap: mapUp's progress 0.975 is 1, 0.933 is not")
  func snap() throws {
    for x in [189.6, 185.6] {
      let q = appearProgress(fraction(x), delay: 0.3)
      let map = try render(x).view("map")
      #expect(agree(map.transform, compose((0, 60), (0, 0), 0.9, 1, q)), "x \(x): \(map.transform)")
      #expect((q == 1) == (x == 189.6))
    }
  }

  @Test(
    "Forward from page 1 toward 2: suitcase appears (sentinel −1: no translation), phone disappears ×1.5"
  )
  func forwardFromPage1() throws {
    let x = 416.0
    let output = try render(x)
    #expect(output.from == 1 && output.page == 1 && !output.settled)
    let f = fraction(x)
    let suitcase = try output.view("suitcase")
    #expect(suitcase.frame == Placed.suitcase && suitcase.attached)
    #expect(
      agree(suitcase.transform, compose((200, -1), (0, 0), 1.2, 1, appearProgress(f, delay: 0.2))))
    let phone = try output.view("phone")
    #expect(
      agree(
        phone.transform,
        compose((0, 0), (-320, 0), 1, 0.8, disappearProgress(f, multiplier: 1.5))))
    // tick springs in on page 2's settle: not there yet going forward.
    #expect(try !output.view("tick").attached)
  }

  @Test(
    "Backward: from page 1 to x between 0 and 1, pins dragDisappear with 1 − f; from page 2, suitcase appears with f"
  )
  func backward() throws {
    let x = 256.0
    let forward = try render(x)
    #expect(forward.from == 0)
    #expect(try !forward.view("pins").attached)
    // pins: appear state scale 1, end state scale 0, multiplier 2. At x 256 (f 0.8) q is
    // 2·0.2 = 0.4, scale 0.6; at x 300 (f 0.9375) q is 0.125, scale 0.875, where f itself
    // would give q 1 (scale 0).
    for (x, scale) in [(256.0, 0.6), (300.0, 0.875)] {
      let back = try render(x, ["--from", "1"])
      #expect(back.from == 1 && back.page == 1 && !back.settled)
      let pins = try back.view("pins")
      #expect(pins.attached && pins.superview == nil && pins.alpha == 1)
      let q = disappearProgress(1 - fraction(x), multiplier: 2)
      let expected = compose((0, 0), (0, 0), 1, 0, q)
      #expect(agree(pins.transform, expected), "x \(x): \(pins.transform) vs \(expected)")
      #expect(close(expected[0], scale), "x \(x): the test's own maths gives \(expected[0])")
      // mapUp follows f in both directions.
      #expect(
        agree(
          try back.view("map").transform,
          compose((0, 60), (0, 0), 0.9, 1, appearProgress(fraction(x), delay: 0.3))))
    }
    // From page 2 back to x 416 (f 0.3), bucket 2 is in play: tick (item 2) is there, and
    // suitcaseIn's appear follows f with its delay 0.2: q = (0.3 − 0.2)/0.2 = 0.5, the −1
    // sentinel keeping the translation identity, scale 1.2 → 1: 1.1.
    let fromTwo = try render(416, ["--from", "2"])
    #expect(fromTwo.from == 2 && fromTwo.page == 1 && !fromTwo.settled)
    let tick = try fromTwo.view("tick")
    #expect(tick.attached && tick.superview == nil)
    let suitcase = try fromTwo.view("suitcase")
    let expected = compose((200, -1), (0, 0), 1.2, 1, appearProgress(fraction(416), delay: 0.2))
    #expect(agree(suitcase.transform, expected), "\(suitcase.transform) vs \(expected)")
    #expect(close(expected[0], 1.1) && expected[4] == 0 && expected[5] == 0)
  }

  @Test(
    "Settle springs at chosen times: pins on page 1, phoneIn on page 0 (with its delay), tick on page 2"
  )
  func springs() throws {
    for t in [0.02, 0.05, 0.1, 0.25] {
      let output = try render(320, ["--time", t.commandLineText])
      #expect(output.settled && output.settledPage == 1 && output.from == 1 && output.time == t)
      let pins = try output.view("pins")
      let p = springProgress(t, duration: 0.4, delay: 0, damping: 0.4, velocity: 6)
      // From scale 0 (startScale) to 1 (appearScale), no translation.
      #expect(agree(pins.transform, [p, 0, 0, p, 0, 0]), "t \(t): \(pins.transform) vs \(p)")
      if t == 0.05 {
        // Added at the settle: alpha fades 0 → 1 over 0.1 s, ease-in-ease-out: ½ at 0.05 s.
        #expect(close(pins.alpha, 0.5, 1e-6), "\(pins.alpha)")
      }
    }
    let rested = try render(320)
    #expect(agree(try rested.view("pins").transform, [1, 0, 0, 1, 0, 0]))
    #expect(try rested.view("pins").alpha == 1)
    for t in [0.05, 0.3, 0.5] {
      let phone = try render(0, ["--time", t.commandLineText]).view("phone")
      let p = springProgress(t, duration: 0.6, delay: 0.1, damping: 0.55, velocity: 2)
      let s = 0.6 + 0.4 * p
      #expect(agree(phone.transform, [s, 0, 0, s, 0, 0]), "t \(t): \(phone.transform) vs \(s)")
    }
    let tick = try render(640, ["--time", "0.15"]).view("tick")
    let p = springProgress(0.15, duration: 0.3, delay: 0, damping: 0.6, velocity: 1)
    let s = 0.1 + 0.9 * p
    #expect(agree(tick.transform, [s, 0, 0, s, 0, 0]), "\(tick.transform) vs \(s)")
  }

  @Test(
    "On a page with --from equal: no drag, settled; past the last page: the rubber band, bucket n")
  func onPageAndPastTheEnd() throws {
    let settled = try render(640)
    #expect(settled.settled && settled.settledPage == 2 && settled.page == 2 && settled.from == 2)
    let x = 1400.0
    let band = try render(x)
    #expect(band.from == 4 && !band.settled && band.page == 4)
    #expect(close(band.contentOffset, x), "\(band.contentOffset)")
    let plane = try band.view("plane")
    #expect(plane.frame == Placed.plane && plane.attached)
    let q = disappearProgress(fraction(x), multiplier: 2)
    #expect(agree(plane.transform, compose((0, 0), (400, -80), 1, 1.5, q)), "\(plane.transform)")
  }

  @Test("render --json: the output contract's keys as JSON numbers; every view")
  func renderShape() throws {
    let result = runCommand([
      "onboarding", "render", onboardingFlow, "--size", "320x568", "--offset", "480", "--json",
    ])
    #expect(result.code == 0 && result.errors.isEmpty)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    for key in ["page", "settled", "views"] { #expect(object[key] != nil, "\(key)") }
    #expect(
      Set(object.keys) == [
        "page", "settled", "settledPage", "contentOffset", "from", "time", "clock", "size",
        "defaultSized", "views",
      ])
    // Without --image-sizes every image and the custom view are 80×80 boxes, named.
    #expect((object["defaultSized"] as? [String])?.count == 14)
    let views = try #require(object["views"] as? [[String: Any]])
    #expect(views.count == 24)
    for view in views {
      #expect(
        Set(view.keys) == [
          "key", "role", "attached", "superview", "zIndex", "inContainer", "frame", "anchorPoint",
          "transform", "alpha", "tiltsWithDevice",
        ])
      #expect((view["frame"] as? [Double])?.count == 4)
      #expect((view["anchorPoint"] as? [Double])?.count == 2)
      #expect((view["transform"] as? [Double])?.count == 6)
      #expect(view["alpha"] is Double && view["zIndex"] is Int)
    }
    #expect(
      Set(views.compactMap { $0["key"] as? String }).isSuperset(of: [
        "chatBubble", "skip", "pageControl", "dismissButton",
      ]))
    let human = runCommand([
      "onboarding", "render", onboardingFlow, "--size", "320x568", "--offset", "480",
    ])
    #expect(human.code == 0)
    #expect(human.output.contains("paged forward to page 1, then dragged to offset 480 (held)"))
    #expect(human.output.contains("Page 2 (the dots), not settled, content offset 480."))
    #expect(human.output.contains("key            attached  superview  z   frame"))
    #expect(human.output.contains("Drawn at the default 80×80 (no size given): sky, hills,"))
    #expect(
      human.output.hasSuffix(
        "0 warnings and 5 notes: see carousel onboarding validate \(onboardingFlow).\n"))
  }

  @Test("render counts one warning and one note in the singular")
  func renderSingular() throws {
    // An unknown key (a warning) and addImmediately 1 (a note).
    let spec = """
      {"pages": 1, "showPageControl": true, "pageTexts": {"0": "a"},
       "images": [{"key": "a", "imageName": "a.png", "addImmediately": 1, "size": 2}]}
      """
    try withOnboardingFile("one.json", spec) { file in
      let result = runCommand(["onboarding", "render", file, "--size", "320x568", "--offset", "0"])
      #expect(result.code == 0, "\(result.errors)")
      #expect(
        result.output.hasSuffix(
          "1 warning and 1 note: see carousel onboarding validate \(file).\n"), "\(result.output)")
    }
  }

  @Test(
    "render refuses offsets past half a page beyond the ends, pages past the last, a spec with errors"
  )
  func renderInvalid() throws {
    for (arguments, message) in [
      (["--offset", "-161"], "--offset expects a content offset from -160 to 1440"),
      (["--offset", "1441"], "--offset expects a content offset from -160 to 1440"),
      (["--offset", "0", "--from", "5"], "--from expects a page index from 0 to 4, got '5'"),
      (["--offset", "0", "--time", "-1"], "--time expects seconds from 0 to 1000000"),
      (["--offset", "0", "--custom-views", "other"], "has 1 error"),
    ] {
      let result = runCommand(
        ["onboarding", "render", onboardingFlow, "--size", "320x568"] + arguments)
      #expect(result.code == 1, "\(arguments)")
      #expect(result.errors.contains(message), "\(arguments): \(result.errors)")
    }
    // The spec's errors are listed as validate lists them, on standard error.
    let errors = runCommand([
      "onboarding", "render", onboardingFlow, "--size", "320x568", "--offset", "0",
      "--custom-views", "other",
    ]).errors
    #expect(errors.contains("\(onboardingFlow):53:39: error: elements[7].customSubviews:"))
  }

  @Test("--image-sizes: bad JSON and bad entries are reported with path and line:column, exit 1")
  func imageSizesErrors() throws {
    let directory = try onboardingDirectory("sizes")
    defer { try? FileManager.default.removeItem(at: directory) }
    let cases: [(text: String, lines: [String])] = [
      (
        "{\"sky.png\": [1, 2],\n \"x\": [1",
        // The reader was in "x"'s array, after its first element.
        [":2:9: error: x: expected ',' or ']' after an array element, found the end of the text"]
      ),
      (
        "{\"sky.png\": [1],\n \"hills.png\": [-1, \"x\"], \"ok\": [0, 1]}",
        [
          #":1:13: error: ["sky.png"]: expected a size [width, height] in points, found an array of 1 value"#,
          #":2:16: error: ["hills.png"][0]: expected a side in points from 0 to 1000000, found the number -1"#,
          #":2:20: error: ["hills.png"][1]:"#,
        ]
      ),
      ("[1, 2]", [":1:1: error: $: expected an object from image names to sizes"]),
    ]
    for (index, test) in cases.enumerated() {
      let file = try writeOnboardingFile("sizes-\(index).json", in: directory, test.text)
      let result = runCommand([
        "onboarding", "render", onboardingFlow, "--size", "320x568", "--offset", "0",
        "--image-sizes", file,
      ])
      #expect(result.code == 1 && result.output.isEmpty)
      for line in test.lines {
        #expect(result.errors.contains("\(file)\(line)"), "\(line) in \(result.errors)")
      }
    }
    let missing = runCommand([
      "onboarding", "render", onboardingFlow, "--size", "320x568", "--offset", "0",
      "--image-sizes", "/nonexistent/sizes.json",
    ])
    #expect(missing.code == 1 && missing.errors.contains("no such file"))
  }

  // MARK: preview

  @Test(
    "preview writes one page with every frame, the views, the problems; --images embeds files by @2x and @3x"
  )
  func preview() throws {
    let directory = try onboardingDirectory("preview")
    defer { try? FileManager.default.removeItem(at: directory) }
    let images = directory.appendingPathComponent("art/onboarding")
    try FileManager.default.createDirectory(at: images, withIntermediateDirectories: true)
    // sky under baseImageURL at 2x, phone at 3x without it, a GIF for the plane.
    try Data(solidPNG(width: 640, height: 600, colour: (200, 10, 10))).write(
      to: images.appendingPathComponent("sky@2x.png"))
    try Data(solidPNG(width: 450, height: 780, colour: (10, 200, 10))).write(
      to: directory.appendingPathComponent("art/phone@3x.png"))
    try Data(Array("GIF89a".utf8) + [90, 0, 36, 0] + [UInt8](repeating: 0, count: 8)).write(
      to: directory.appendingPathComponent("art/plane.gif"))
    let page = directory.appendingPathComponent("flow.html")
    let result = runCommand([
      "onboarding", "preview", onboardingFlow, "--size", "320x568", "--images",
      directory.appendingPathComponent("art").path, "--output", page.path,
    ])
    #expect(result.code == 0, "\(result.errors)")
    #expect(result.output.contains("5 problems listed"))
    let html = try String(contentsOf: page, encoding: .utf8)
    #expect(!html.contains("src=\"http") && !html.contains("<link") && !html.contains("url("))
    let settings = try embeddedSettings(in: html)
    #expect((settings["problems"] as? [Any])?.count == 5)
    #expect((settings["sources"] as? [String])?.count == 3)
    #expect((settings["sources"] as? [String])?.allSatisfy { $0.hasPrefix("data:image/") } == true)
    let missing = try #require(settings["files"] as? [String])
    #expect(missing.count == 10 && missing.contains { $0.contains("\"hills\"") })
    let views = try #require(settings["views"] as? [[String: Any]])
    let keys = views.compactMap { $0["key"] as? String }
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(try embedded("report", in: html).utf8))
        as? [String: Any])
    let frames = try #require(report["frames"] as? [[String: Any]])
    #expect(frames.count > 300)
    // Frame sizes from the files: pixels / scale.
    let first = try #require(frames.first?["views"] as? [[Double]])
    let sky = try #require(keys.firstIndex(of: "sky"))
    let phone = try #require(keys.firstIndex(of: "phone"))
    let plane = try #require(keys.firstIndex(of: "plane"))
    #expect(Array(first[sky][4...5]) == [320, 300])
    #expect(Array(first[phone][4...5]) == [150, 260])
    #expect(Array(first[plane][4...5]) == [90, 36])
    // The walk settles on every page forward, past the end and back: 0…4, 4, 3…0.
    let settles = try #require(report["events"] as? [[String: Any]]).compactMap {
      $0["page"] as? Int
    }
    #expect(settles == [0, 1, 2, 3, 4, 4, 3, 2, 1, 0])

    let unreadable = runCommand([
      "onboarding", "preview", onboardingFlow, "--size", "320x568", "--images", "/nonexistent",
      "--output", page.path,
    ])
    #expect(unreadable.code == 1)
    #expect(
      unreadable.errors
        == "carousel onboarding preview: cannot read --images '/nonexistent': no such directory\n")
    let unwritable = runCommand([
      "onboarding", "preview", onboardingFlow, "--size", "320x568", "--output",
      "/nonexistent/dir/flow.html",
    ])
    #expect(unwritable.code == 1)
    #expect(
      unwritable.errors.hasPrefix(
        "carousel onboarding preview: cannot write --output '/nonexistent/dir/flow.html':"))
    try checkUnusableFiles(in: directory)
    // A spec with errors: the page is written with them listed, and the command exits 1.
    let bad = directory.appendingPathComponent("bad.json")
    try #"{"pages": 2, "showSkip": true, "elements": [{"views": ["skip"], "item": [9]}]}"#
      .write(to: bad, atomically: true, encoding: .utf8)
    let badPage = directory.appendingPathComponent("bad.html")
    let errors = runCommand([
      "onboarding", "preview", bad.path, "--size", "320x568", "--output", badPage.path,
    ])
    #expect(errors.code == 1 && errors.errors.contains("'\(bad.path)' has 1 error"))
    #expect(errors.errors.contains("\(bad.path):1:74: error: elements[0].item[0]:"))
    let listed = try embedded("settings", in: String(contentsOf: badPage, encoding: .utf8))
    #expect(
      listed.contains(#""severity":"error","line":1,"column":74,"path":"elements[0].item[0]""#))
    let past = runCommand([
      "onboarding", "preview", onboardingFlow, "--size", "320x568", "--output", page.path,
      "--frame", "100000",
    ])
    #expect(past.code == 1 && past.errors.contains("--frame 100000 is past the last frame"))
  }

  /// --images and --image-sizes together: a file first, then the sizes file, then 80×80; a
  /// file that is no image is a note, on the page and in the output, and its image a box.
  private func checkUnusableFiles(in directory: URL) throws {
    let art = directory.appendingPathComponent("mixed")
    try FileManager.default.createDirectory(at: art, withIntermediateDirectories: true)
    try Data("<!DOCTYPE html>".utf8).write(to: art.appendingPathComponent("sky.png"))
    try Data().write(to: art.appendingPathComponent("hills.png"))
    try Data(solidPNG(width: 50, height: 20, colour: (1, 2, 3))).write(
      to: art.appendingPathComponent("tick.png"))
    let sizes = directory.appendingPathComponent("some-sizes.json")
    try #"{"hills.png": [700, 160], "tick.png": [99, 99], "cloud": [90, 44]}"#.write(
      to: sizes, atomically: true, encoding: .utf8)
    let page = directory.appendingPathComponent("mixed.html")
    let result = runCommand([
      "onboarding", "preview", onboardingFlow, "--size", "320x568", "--images", art.path,
      "--image-sizes", sizes.path, "--output", page.path,
    ])
    #expect(result.code == 0, "\(result.errors)")
    let sky =
      "--images: '\(art.path)/sky.png' for image \"sky\": the first bytes 3C 21 44 4F, not PNG, "
      + "JPEG or GIF; drawn as a labelled 80x80 box"
    let hills =
      "--images: '\(art.path)/hills.png' for image \"hills\": an empty file, not PNG, JPEG or "
      + "GIF; drawn as a labelled box, 700x160 from --image-sizes"
    #expect(result.output.contains("\nnote: \(sky)\nnote: \(hills)\n"), "\(result.output)")
    let html = try String(contentsOf: page, encoding: .utf8)
    let settings = try embeddedSettings(in: html)
    let notes = try #require(settings["files"] as? [String])
    #expect(notes.contains(sky) && notes.contains(hills), "\(notes)")
    #expect(
      notes.contains {
        $0.hasPrefix("no file for image \"cloud\"")
          && $0.hasSuffix("; drawn as a labelled box, 90x44 from --image-sizes")
      }, "\(notes)")
    #expect((settings["sources"] as? [String])?.count == 1)
    let keys = try #require(settings["views"] as? [[String: Any]]).compactMap {
      $0["key"] as? String
    }
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(try embedded("report", in: html).utf8))
        as? [String: Any])
    let frames = try #require(report["frames"] as? [[String: Any]])
    let first = try #require(frames.first?["views"] as? [[Double]])
    func size(_ key: String) throws -> [Double] {
      Array(first[try #require(keys.firstIndex(of: key), "no view \(key)")][4...5])
    }
    // The file over the sizes file (tick), the sizes file (hills, cloud), else 80×80.
    #expect(try size("tick") == [50, 20])
    #expect(try size("hills") == [700, 160])
    #expect(try size("cloud") == [90, 44])
    #expect(try size("sky") == [80, 80])
    #expect(try size("balloon") == [80, 80])
  }

  @Test("Image headers: PNG, GIF and JPEG sizes; @2x and @3x names tried first")
  func imageHeaders() {
    let png = solidPNG(width: 3, height: 5, colour: (1, 2, 3))
    #expect(OnboardingImageFiles.header(png)?.width == 3)
    #expect(OnboardingImageFiles.header(png)?.height == 5)
    let gif = Array("GIF87a".utf8) + [0x2C, 0x01, 0x10, 0x00]
    #expect(OnboardingImageFiles.header(gif).map { [$0.width, $0.height] } == [300, 16])
    // SOI, an APP0 segment of 4 bytes, SOF0 with height 0x0102 and width 0x0304.
    let jpeg: [UInt8] = [
      0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x04, 0x00, 0x00, 0xFF, 0xC0, 0x00, 0x11, 0x08, 0x01, 0x02,
      0x03, 0x04,
    ]
    #expect(OnboardingImageFiles.header(jpeg).map { [$0.width, $0.height] } == [772, 258])
    #expect(OnboardingImageFiles.header(Array("hello".utf8)) == nil)
    #expect(
      OnboardingImageFiles.unreadableHeader(Array("<!DOCTYPE".utf8))
        == "the first bytes 3C 21 44 4F, not PNG, JPEG or GIF")
    #expect(
      OnboardingImageFiles.unreadableHeader([0x89, 0x50, 0x4E, 0x47, 0x0D])
        == "a PNG header without a size")
    #expect(
      OnboardingImageFiles.candidates("a/sky.png").map(\.name) == [
        "a/sky@3x.png", "a/sky@2x.png", "a/sky.png",
      ])
    #expect(OnboardingImageFiles.candidates("sky").count == 12)
  }
}

// MARK: - A PNG writer for the tests

/// A solid-colour RGB PNG, its image data in stored (uncompressed) deflate blocks.
func solidPNG(width: Int, height: Int, colour: (Int, Int, Int)) -> [UInt8] {
  func bigEndian(_ value: Int) -> [UInt8] {
    [
      UInt8(value >> 24 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF),
      UInt8(value & 0xFF),
    ]
  }
  var crcTable = [UInt32](repeating: 0, count: 256)
  for n in 0..<256 {
    var c = UInt32(n)
    for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
    crcTable[n] = c
  }
  func crc(_ bytes: [UInt8]) -> UInt32 {
    var c: UInt32 = 0xFFFF_FFFF
    for byte in bytes { c = crcTable[Int((c ^ UInt32(byte)) & 0xFF)] ^ (c >> 8) }
    return c ^ 0xFFFF_FFFF
  }
  func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let body = Array(type.utf8) + data
    return bigEndian(data.count) + body + bigEndian(Int(crc(body)))
  }
  let row =
    [UInt8(0)]
    + Array(repeating: [UInt8(colour.0), UInt8(colour.1), UInt8(colour.2)], count: width).flatMap {
      $0
    }
  let raw = Array(repeating: row, count: height).flatMap { $0 }
  var deflate: [UInt8] = [0x78, 0x01]
  var at = 0
  repeat {
    let count = min(65_535, raw.count - at)
    let last: UInt8 = at + count == raw.count ? 1 : 0
    deflate += [
      last, UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8(~count >> 8 & 0xFF),
    ]
    deflate += raw[at..<(at + count)]
    at += count
  } while at < raw.count
  var (a, b): (UInt32, UInt32) = (1, 0)
  for byte in raw {
    a = (a + UInt32(byte)) % 65_521
    b = (b + a) % 65_521
  }
  deflate += bigEndian(Int(b << 16 | a))
  let header = bigEndian(width) + bigEndian(height) + [8, 2, 0, 0, 0]
  return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header)
    + chunk("IDAT", deflate) + chunk("IEND", [])
}
