import CarouselKit
import Foundation
import Testing

@testable import CarouselCommand

// `carousel preview` opened in headless Chromium, checked from the screenshot's pixels against
// the model's own transforms (`carousel simulate --json`), projected here independently.

/// The first of `names` found on the PATH.
func executable(_ names: [String]) -> String? {
  let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
  for name in names {
    for directory in path.split(separator: ":") {
      let candidate = "\(directory)/\(name)"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
  }
  return nil
}

/// Runs a program to its end; its output (stdout and stderr) is returned.
///
/// The output goes through a file, not a pipe, so a daemon the program leaves behind (a tmux
/// server) cannot hold the read open.
@discardableResult
func runProgram(_ path: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
  let file = FileManager.default.temporaryDirectory.appendingPathComponent(
    "carouselkit-run-\(UUID().uuidString)")
  _ = FileManager.default.createFile(atPath: file.path, contents: nil)
  defer { try? FileManager.default.removeItem(at: file) }
  let handle = try FileHandle(forWritingTo: file)
  let process = Process()
  process.executableURL = URL(fileURLWithPath: path)
  process.arguments = arguments
  process.standardOutput = handle
  process.standardError = handle
  process.standardInput = FileHandle.nullDevice
  try process.run()
  process.waitUntilExit()
  try handle.close()
  return (process.terminationStatus, try String(contentsOf: file, encoding: .utf8))
}

extension Trait where Self == ConditionTrait {
  /// Runs a suite only where headless Chromium is installed; elsewhere it is skipped with what
  /// to install.
  static var needsChromium: Self {
    .enabled(if: Browser.available, Comment(rawValue: Browser.missing))
  }
}

enum Browser {
  static let chromium = executable([
    "chromium", "chromium-browser", "google-chrome", "google-chrome-stable",
  ])
  static let python = executable(["python3"])
  static let available = chromium != nil && python != nil
  static let missing =
    "needs Chromium and python3 on the PATH (apt-get install chromium python3; .ci/run installs them): "
    + "chromium \(chromium ?? "missing"), python3 \(python ?? "missing")"
  /// The repository: the nearest folder above this file that holds `Package.swift`.
  static let repository: URL = {
    var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    while folder.path != "/",
      !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path)
    {
      folder.deleteLastPathComponent()
    }
    return folder
  }()

  /// Writes the page of `carousel <command> <arguments> --output` still at each of `frames` (a
  /// negative one counts back from the last of `count`) into a directory of its own, screenshots
  /// it in `window`, and hands `check` the frame's place in `frames`, its index and the
  /// screenshot; the directory is removed afterwards.
  static func screenshotFrames(
    _ command: String, _ arguments: [String], frames: [Int], of count: Int,
    window: (width: Int, height: Int), named name: String,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ check: (_ place: Int, _ frame: Int, _ screenshot: Screenshot) throws -> Void
  ) throws {
    let directory = try temporaryDirectory("\(command)-browser", name)
    defer { try? FileManager.default.removeItem(at: directory) }
    for (place, shot) in frames.enumerated() {
      let k = shot < 0 ? count + shot : shot
      try #require(
        (0..<count).contains(k), "\(name): no frame \(k)", sourceLocation: sourceLocation)
      let page = try writePage(
        [command] + arguments, frame: k, named: "frame-\(k).html", in: directory,
        sourceLocation: sourceLocation)
      try check(place, k, try screenshot(page, width: window.width, height: window.height))
    }
  }

  /// Screenshots `page` at `width`×`height` CSS pixels, one device pixel each.
  static func screenshot(_ page: URL, width: Int, height: Int) throws -> Screenshot {
    let directory = page.deletingLastPathComponent()
    let png = page.deletingPathExtension().appendingPathExtension("png")
    let profile = directory.appendingPathComponent("profile-\(page.lastPathComponent)")
    guard let chromium, let python else { throw BrowserError("Chromium or python3 is missing") }
    let result = try runProgram(
      chromium,
      [
        "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
        "--force-device-scale-factor=1", "--user-data-dir=\(profile.path)",
        "--window-size=\(width),\(height)",
        "--screenshot=\(png.path)", page.absoluteString,
      ])
    guard FileManager.default.fileExists(atPath: png.path) else {
      throw BrowserError(
        "Chromium made no screenshot (exit \(result.status)): \(result.output.suffix(600))")
    }
    let ppm = png.deletingPathExtension().appendingPathExtension("ppm")
    let converted = try runProgram(
      python,
      [repository.appendingPathComponent("Scripts/png-to-ppm.py").path, png.path, ppm.path])
    guard converted.status == 0 else {
      throw BrowserError("png-to-ppm failed: \(converted.output)")
    }
    return try Screenshot(ppm: Data(contentsOf: ppm), png: png)
  }
}

struct BrowserError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}

/// An RGB image read from a binary PPM.
struct Screenshot {
  var width: Int
  var height: Int
  var pixels: [UInt8]
  var png: URL

  /// Copies the PNG to the file the environment variable `variable` names, when it is set: how
  /// the pictures in Documentation/ are made.
  func keep(as variable: String) throws {
    guard let target = ProcessInfo.processInfo.environment[variable] else { return }
    try? FileManager.default.removeItem(atPath: target)
    try FileManager.default.copyItem(at: png, to: URL(fileURLWithPath: target))
  }

  init(ppm: Data, png: URL) throws {
    let bytes = [UInt8](ppm)
    // "P6\n<width> <height>\n255\n" then the pixels.
    var fields: [Int] = []
    var index = 2
    while fields.count < 3 {
      while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x0A { index += 1 }
      var value = 0
      while index < bytes.count, (0x30...0x39).contains(bytes[index]) {
        value = value * 10 + Int(bytes[index] - 0x30)
        index += 1
      }
      fields.append(value)
    }
    index += 1
    guard bytes.starts(with: Array("P6".utf8)), fields[2] == 255,
      bytes.count - index == fields[0] * fields[1] * 3
    else {
      throw BrowserError("not an 8-bit binary PPM")
    }
    (width, height, pixels, self.png) = (fields[0], fields[1], Array(bytes[index...]), png)
  }

  func matches(_ x: Int, _ y: Int, _ colour: Colour, tolerance: Int = 10)
    -> Bool
  {
    let at = (y * width + x) * 3
    return abs(Int(pixels[at]) - colour.red) <= tolerance
      && abs(Int(pixels[at + 1]) - colour.green) <= tolerance
      && abs(Int(pixels[at + 2]) - colour.blue) <= tolerance
  }
}

/// A pixel rectangle, inclusive.
struct PixelBox: Equatable, CustomStringConvertible {
  var left = Int.max, top = Int.max, right = Int.min, bottom = Int.min
  var count = 0
  mutating func add(_ x: Int, _ y: Int) {
    (left, right, top, bottom) = (min(left, x), max(right, x), min(top, y), max(bottom, y))
    count += 1
  }
  var isEmpty: Bool { count == 0 }
  var centre: (x: Double, y: Double) {
    (Double(left + right + 1) / 2, Double(top + bottom + 1) / 2)
  }
  var description: String {
    isEmpty ? "nothing" : "x \(left)…\(right), y \(top)…\(bottom) (\(count) px)"
  }
  /// The pixels whose centres lie in the rectangle from (`left`, `top`) to (`right`, `bottom`), in
  /// pixels; empty when it covers no pixel's centre.
  init(covering left: Double, _ top: Double, _ right: Double, _ bottom: Double) {
    guard right > left, bottom > top else { return }
    let (x0, x1) = (Int((left - 0.5).rounded(.up)), Int((right - 0.5).rounded(.up)) - 1)
    let (y0, y1) = (Int((top - 0.5).rounded(.up)), Int((bottom - 0.5).rounded(.up)) - 1)
    guard x1 >= x0, y1 >= y0 else { return }
    add(x0, y0)
    add(x1, y1)
    count = (x1 - x0 + 1) * (y1 - y0 + 1)
  }
  init() {}
  func within(_ tolerance: Int, of other: PixelBox) -> Bool {
    abs(left - other.left) <= tolerance && abs(right - other.right) <= tolerance
      && abs(top - other.top) <= tolerance
      && abs(bottom - other.bottom) <= tolerance
  }
}

/// An item's card as the model places it: its corners projected through its transform (row
/// vectors, Core Animation's convention) onto the stage, whose centre is the viewport's.
struct ProjectedCard {
  var corners: [(x: Double, y: Double)]

  init?(
    transform m: [Double], itemSize: (width: Double, height: Double),
    viewport: (width: Double, height: Double)
  ) {
    let w = itemSize.width / 2
    let h = itemSize.height / 2
    var corners: [(x: Double, y: Double)] = []
    for (x, y) in [(-w, -h), (w, -h), (w, h), (-w, h)] {
      let px = x * m[0] + y * m[4] + m[12]
      let py = x * m[1] + y * m[5] + m[13]
      let pw = x * m[3] + y * m[7] + m[15]
      guard pw > 1e-6 else { return nil }  // at or behind the eye
      corners.append((px / pw + viewport.width / 2, py / pw + viewport.height / 2))
    }
    self.corners = corners
  }

  /// Whether the point lies inside the (convex) projected quad.
  func contains(_ x: Double, _ y: Double) -> Bool {
    var sign = 0.0
    for i in 0..<4 {
      let a = corners[i]
      let b = corners[(i + 1) % 4]
      let cross = (b.x - a.x) * (y - a.y) - (b.y - a.y) * (x - a.x)
      if cross == 0 { continue }
      if sign == 0 { sign = cross } else if (cross > 0) != (sign > 0) { return false }
    }
    return sign != 0
  }
}

@Suite(
  "carousel preview in headless Chromium", .needsChromium)
struct BrowserPreviewTests {
  static let viewport = (width: 480.0, height: 360.0)
  static let itemSize = (width: 120.0, height: 120.0)
  static let geometry = ["--viewport", "480x360", "--item-width", "120", "--item-height", "120"]

  /// The cases: a type, a gesture, and which frames to look at ("mid" and "last").
  static let cases: [(type: String, gesture: [String])] = [
    ("linear", ["--items", "20", "--flick", "-900"]),
    ("rotary", ["--items", "12", "--scroll-to", "3", "--duration", "0.5"]),
    ("coverFlow", ["--items", "20", "--flick", "-1500"]),
    ("wheel", ["--items", "12", "--drag", "-150"]),
    ("timeMachine", ["--items", "12", "--scroll-to", "5", "--duration", "0.5"]),
    // Four items: the one facing away is nearer than the rest and in front of the eye, so it
    // would cover them if drawn.
    ("invertedCylinder", ["--items", "4", "--start", "0.3"]),
    ("custom", ["--items", "12", "--scroll-to", "4", "--duration", "0.3"]),
  ]

  @Test("Every type renders: custom is the flip3D layout, the others iCarousel's")
  func everyType() throws {
    #expect(CarouselType.allCases.count == 12)
    for type in CarouselType.allCases {
      let context = CommandContext.capturing()
      let page = FileManager.default.temporaryDirectory.appendingPathComponent(
        "carousel-every-\(getpid())-\(type).html")
      defer { try? FileManager.default.removeItem(at: page) }
      #expect(
        CarouselCommand.run(
          ["preview", "--type", "\(type)", "--output", page.path, "--frame", "0"], context: context)
          == 0)
      #expect(try String(contentsOf: page, encoding: .utf8).contains("\"type\":\"\(type)\""))
    }
  }

  @Test(
    "Cards are drawn where the model's transforms project them, the current one at the centre at rest; hidden items are not drawn",
    arguments: cases.map(\.type))
  func cardsMatchTransforms(type: String) throws {
    let gesture = Self.cases.first { $0.type == type }!.gesture
    let arguments = ["--type", type] + Self.geometry + gesture
    let context = CommandContext.capturing()
    #expect(
      CarouselCommand.run(["simulate", "--json"] + arguments, context: context) == 0,
      "\(context.errors)")
    let simulation = try JSONDecoder().decode(
      SimulationOutput.self, from: Data(context.output.utf8))
    let frames = Array(Set([simulation.frames.count / 3, simulation.frames.count - 1])).sorted()
    #expect(simulation.frames.last?.phase == "idle", "the run ends at rest")

    let directory = try temporaryDirectory("preview", type)
    defer { try? FileManager.default.removeItem(at: directory) }
    var hiddenChecked = 0
    for k in frames {
      let page = directory.appendingPathComponent("\(type)-\(k).html")
      let preview = CommandContext.capturing()
      let code = CarouselCommand.run(
        ["preview"] + arguments + ["--output", page.path, "--frame", "\(k)"], context: preview)
      try #require(code == 0, "\(preview.errors)")
      let shot = try Browser.screenshot(page, width: 1060, height: 420)
      let frame = simulation.frames[k]
      let label = "\(type) frame \(k)"
      let (checked, hidden) = check(shot, frame: frame, label: label)
      hiddenChecked += hidden
      #expect(!checked.isEmpty, "\(label): no card could be checked")
      if k == frames.last, type != "invertedCylinder" {
        #expect(
          checked.contains(frame.currentIndex),
          "\(label): the current item \(frame.currentIndex) was not checked; checked \(checked)")
        #expect(
          checked.count >= 3, "\(label): fewer than two side items could be checked: \(checked)")
      }
      if type == "coverFlow", k == frames.last { try shot.keep(as: "CAROUSELKIT_PREVIEW_IMAGE") }
    }
    if type == "invertedCylinder" {
      #expect(
        hiddenChecked > 0, "no hidden item would have shown if drawn; the check would be vacuous")
    }
  }

  /// Checks every card that can be checked; returns the items checked and how many hidden
  /// items would have shown if drawn.
  func check(_ shot: Screenshot, frame: SimulationFrame, label: String) -> (
    checked: [Int], hidden: Int
  ) {
    let (vw, vh) = (Int(Self.viewport.width), Int(Self.viewport.height))
    guard shot.width >= vw && shot.height >= vh else {
      Issue.record("\(label): screenshot \(shot.width)×\(shot.height) is smaller than the viewport")
      return ([], 0)
    }
    let cards = frame.items.map {
      ProjectedCard(transform: $0.transform, itemSize: Self.itemSize, viewport: Self.viewport)
    }
    var checked: [Int] = []
    var hiddenChecked = 0
    for (order, item) in frame.items.enumerated() {
      let colour = PreviewColours.card(index: item.index, isPlaceholder: item.placeholder)
      var observed = PixelBox()
      for y in 0..<vh { for x in 0..<vw where shot.matches(x, y, colour) { observed.add(x, y) } }
      guard let card = cards[order] else { continue }
      // Where this card shows if drawn: inside its quad, outside every card drawn after it.
      var expected = PixelBox()
      for y in 0..<vh {
        for x in 0..<vw {
          let (px, py) = (Double(x) + 0.5, Double(y) + 0.5)
          guard card.contains(px, py) else { continue }
          let covered = frame.items.indices.dropFirst(order + 1).contains { j in
            !frame.items[j].hidden && frame.items[j].alpha > 0
              && cards[j]?.contains(px, py) ?? false
          }
          if !covered { expected.add(x, y) }
        }
      }
      if item.hidden {
        #expect(
          observed.isEmpty,
          "\(label): item \(item.index) is hidden by the model but drawn at \(observed)")
        if expected.count >= 50 { hiddenChecked += 1 }
        continue
      }
      guard item.alpha == 1, !item.placeholder, expected.count >= 50 else { continue }
      #expect(
        observed.within(2, of: expected),
        "\(label): item \(item.index) drawn at \(observed), its transform projects it to \(expected)"
      )
      checked.append(item.index)
    }
    let current = frame.currentIndex
    // (custom's flip3D turns every card, the current one too, so its box is not centred.)
    if frame.phase == "idle" && frame.offset == frame.offset.rounded() && !label.hasPrefix("custom")
    {
      let colour = PreviewColours.card(index: current, isPlaceholder: false)
      var box = PixelBox()
      for y in 0..<vh { for x in 0..<vw where shot.matches(x, y, colour) { box.add(x, y) } }
      #expect(
        abs(box.centre.x - Self.viewport.width / 2) <= 2
          && abs(box.centre.y - Self.viewport.height / 2) <= 2,
        "\(label): at rest, the current item \(current) is centred at \(box.centre), not the viewport's centre"
      )
    }
    return (checked, hiddenChecked)
  }
}
