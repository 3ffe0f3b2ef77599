import CarouselKit
import Foundation
import Testing

@testable import CarouselCommand

/// Runs `carousel` in-process with the words given.
private func run(_ arguments: String...) -> CommandResult { runCommand(arguments) }

/// `carousel` with `arguments` (a subcommand and `--json` among them), decoded.
private func json(_ arguments: String...) throws -> SimulationOutput {
  let result = runCommand(arguments)
  #expect(result.code == 0, "\(result.errors)")
  return try JSONDecoder().decode(SimulationOutput.self, from: Data(result.output.utf8))
}

@Suite("carousel command")
struct CarouselCommandTests {
  @Test("--help lists the subcommands and exits 0")
  func help() {
    let result = run("--help")
    #expect(result.code == 0 && result.errors.isEmpty)
    #expect(result.output.contains("Usage: carousel <subcommand> [options]"))
    #expect(result.output.contains("  demo      ") && result.output.contains("  simulate  "))
  }

  @Test("No subcommand is a usage error: help on stderr, exit 2")
  func noSubcommand() {
    let result = run()
    #expect(result.code == 2 && result.output.isEmpty && result.errors.contains("Usage:"))
  }

  // swift-format-ignore
  @Test(
    "Unknown subcommands and options, missing values and clashing options are usage errors: one line naming them, exit 2",
    arguments: [
      (["simulat"], "carousel: unknown subcommand 'simulat'; expected one of: demo, simulate, pages, walkthrough, easing, parallax, onboarding, preview, play, web, bench (see carousel --help)"),
      (["demo", "--fsp", "30"], "carousel demo: unknown option '--fsp'; accepted options: --fps, --trace, --json, --help"),
      (["demo", "--fps"], "carousel demo: --fps needs a value: a frame rate in frames per second from 1 to 1000"),
      (["demo", "--json=yes"], "carousel demo: --json takes no value"),
      (["demo", "extra"], "carousel demo: unexpected argument 'extra'; accepted options: --fps, --trace, --json, --help"),
      (["simulate", "--flick", "-900", "--drag", "40"], "carousel simulate: give one gesture, not --flick and --drag"),
      (["simulate", "--over", "0.3"], "carousel simulate: --over goes with --drag"),
      (["simulate", "--duration", "0.3"], "carousel simulate: --duration goes with --scroll-to"),
      (["simulate", "--wrap", "--no-wrap"], "carousel simulate: --wrap and --no-wrap cannot both be given"),
      (["simulate", "--flick", "-900", "--flick=900"], "carousel simulate: --flick is given twice; give it once"),
      (["simulate", "--vertical", "--vertical"], "carousel simulate: --vertical is given twice; give it once"),
    ])
  func usageErrors(arguments: [String], message: String) {
    expectFailure(arguments, code: 2, message: message)
  }

  // swift-format-ignore
  @Test(
    "A malformed or out-of-range value is invalid input: the option, what it accepts and what was given, exit 1",
    arguments: [
      (["demo", "--fps", "fast"], "carousel demo: --fps expects a frame rate in frames per second from 1 to 1000, got 'fast'"),
      (["demo", "--fps=0"], "carousel demo: --fps expects a frame rate in frames per second from 1 to 1000, got '0'"),
      (["simulate", "--type", "carousel"], "carousel simulate: --type expects one of linear|rotary|invertedRotary|cylinder|invertedCylinder|wheel|invertedWheel|coverFlow|coverFlow2|timeMachine|invertedTimeMachine|custom, got 'carousel'"),
      (["simulate", "--viewport", "0x480"], "carousel simulate: --viewport expects a size WxH in points, both positive, such as 320x480, got '0x480'"),
      (["simulate", "--items", "-1"], "carousel simulate: --items expects a whole number of items from 0 to 100000000, got '-1'"),
      (["simulate", "--items", "2.5"], "carousel simulate: --items expects a whole number of items from 0 to 100000000, got '2.5'"),
      (["simulate", "--deceleration-rate", "1.5"], "carousel simulate: --deceleration-rate expects a rate from 0 to 1, got '1.5'"),
      (["simulate", "--flick", "inf"], "carousel simulate: --flick expects a finger velocity in points per second, any finite number, got 'inf'"),
      (["play", "--items", "-3"], "carousel play: --items expects a whole number of items from 0 to 100000000, got '-3'"),
      (["bench", "--repeats", "0"], "carousel bench: --repeats expects a whole number of runs from 1 to 1000, got '0'"),
    ])
  func invalidValues(arguments: [String], message: String) {
    expectFailure(arguments, code: 1, message: message)
  }

  @Test("--flick takes any finite velocity: the carousel caps the release speed")
  func anyFlick() throws {
    let output = try json(
      "simulate", "--flick", "-1e300", "--items", "30", "--max-time", "0.1", "--json")
    #expect(output.frames.allSatisfy { $0.offset.isFinite })
    #expect(
      output.events.prefix(3).map(\.name) == [
        "willBeginDragging", "didEndDragging", "willBeginDecelerating",
      ])
  }

  @Test("Help comes from the declarations: every option with its value and default, in groups")
  func helpFromDeclarations() {
    let result = run("simulate", "--help")
    #expect(result.code == 0)
    for line in [
      "carousel simulate: one carousel under a scripted gesture, frame by frame.",
      "Usage: carousel simulate [options]",
      "The carousel:", "  --items N", "number of items (20)", "  --fps F",
      "frames per second; frame k is at k/F seconds (60)",
      "One gesture (none: a single frame at time 0):", "  --help",
    ] {
      #expect(result.output.contains(line), "\(line)")
    }
    for spec in [
      DemoCommand.spec, SimulateCommand.spec, PagesCommand.spec, PreviewCommand.spec,
      PlayCommand.spec, BenchCommand.spec,
    ] {
      let help = spec.help
      for item in spec.items {
        #expect(help.contains("  " + item.helpLabel), "\(spec.command) \(item.name)")
      }
    }
    // play's own default for the shared --type
    #expect(run("play", "--help").output.contains("(coverFlow)"))
    // defaults and ranges shown as they are typed, from the declared values
    #expect(run("simulate", "--help").output.contains("iCarousel's deceleration rate (0.95)"))
    #expect(run("simulate", "--help").output.contains("viewport size in points (320x480)"))
    #expect(
      run("simulate", "--item-width", "0").errors.contains(
        "expects a width in points from 0.001 to 1000000, got '0'"))
  }

  @Test("Piped, demo prints a trace: item 3 at 0.8 s, item 8, the bounce at −1, item 0 at 3.4 s")
  func demoTrace() {
    let result = run("demo")
    #expect(result.code == 0 && result.errors.isEmpty)
    let lines = result.output.split(separator: "\n").map(String.init)
    #expect(lines.count < 60)
    // v = 1500/200 = 7.5 items/s glides 7.5/3 = 2.5, rounded out to 3, in 2·3/7.5 = 0.8 s.
    #expect(
      lines.contains { $0.hasPrefix(" 0.800   3.000     3  idle          didEndDecelerating") })
    // From 3 at 15 items/s: 5 more, in 2/3 s.
    #expect(
      lines.contains {
        $0.hasPrefix(" \(format(1.2 + 2.0 / 3, 3))   8.000     8  idle          didEndDecelerating")
      })
    // Back at 30 items/s: natural 10 items, clamped one item before the start: 9 items in 0.6 s.
    #expect(
      lines.contains {
        $0.hasPrefix(
          " 3.000  -1.000     0  animating     didEndDecelerating, willBeginScrollingAnimation")
      })
    #expect(lines.last == "At rest on item 0 of 12 after 3.400 s.")
  }

  @Test(
    "demo --json follows the contract, and rests alike at any frame rate",
    arguments: ["30", "60", "144"])
  func demoJSON(fps: String) throws {
    let output = try json("demo", "--json", "--fps", fps)
    #expect(output.final.offset == 0 && output.final.currentIndex == 0)
    let ends = output.events.filter { $0.name == "didEndDecelerating" }.map(\.time)
    #expect(
      ends.count == 3 && abs(ends[0] - 0.8) < 1e-12 && abs(ends[1] - (1.2 + 2.0 / 3)) < 1e-12
        && abs(ends[2] - 3.0) < 1e-12)
  }

  @Test(
    "simulate --json: frames at k/fps, items back to front with 16-number transforms, events with details"
  )
  func simulateJSON() throws {
    let output = try json(
      "simulate", "--type", "coverFlow", "--items", "30", "--flick", "-1500", "--start", "4",
      "--json")
    for (k, frame) in output.frames.enumerated() {
      #expect(frame.time == Double(k) / 60)
      #expect(!frame.items.isEmpty)
      let keys = frame.items.map {
        $0.transform[2] + $0.transform[6] + $0.transform[10] + $0.transform[14]
      }
      #expect(frame.items.allSatisfy { $0.transform.count == 16 })
      #expect(zip(keys, keys.dropFirst()).allSatisfy { $0 <= $1 })  // back to front
    }
    #expect(output.frames.first?.phase == "decelerating")
    #expect(output.final.offset == 7 && output.final.currentIndex == 7)  // 4 + ceil(2.5)
    #expect(
      output.events.prefix(3).map(\.name) == [
        "willBeginDragging", "didEndDragging", "willBeginDecelerating",
      ])
    #expect(output.events[1].willDecelerate == true)
    #expect(
      output.events.filter { $0.name == "currentItemIndexDidChange" }.compactMap(\.index) == [
        5, 6, 7,
      ])
    #expect(
      output.events.last?.name == "didEndDecelerating" && output.events.last?.time == 2 * 3 / 7.5)
  }

  @Test("simulate's transforms are the carousel's own, relative to the viewport centre")
  func simulateMatchesCarousel() throws {
    let output = try json(
      "simulate", "--type", "rotary", "--items", "9", "--start", "2.25", "--json")
    #expect(output.frames.count == 1)  // no gesture: one frame at time 0
    let carousel = Carousel<Int>()
    carousel.configuration.type = .rotary
    carousel.configuration.itemSize = Size(width: 200, height: 480)
    let source = NumberedItems(count: 9)
    carousel.dataSource = source
    carousel.scrollOffset = 2.25
    let items = output.frames[0].items
    #expect(items.map(\.index) == carousel.items.map(\.index))
    for (item, layout) in zip(items, carousel.items) {
      #expect(item.transform == layout.transform.elements && item.offset == layout.offset)
    }
  }

  @Test(
    "simulate's gestures: a drag released at the tracked velocity, a scroll with a duration, --max-time"
  )
  func simulateGestures() throws {
    // 300 pt in 0.25 s: 1200 pt/s, 6 items/s; from 1.5: natural 2, rounded out from 3.5 to 4.
    #expect(try json("simulate", "--drag", "-300", "--over", "0.25", "--json").final.offset == 4)
    let scroll = try json(
      "simulate", "--scroll-to", "6", "--duration", "0.5", "--fps", "10", "--json")
    #expect(scroll.frames.count == 6 && scroll.frames.last?.offset == 6)
    #expect(abs(scroll.frames[1].offset - 6 * 4 * 0.2 * 0.2 * 0.2) < 1e-12)  // ease(0.2) = 4·0.2³
    #expect(
      try json("simulate", "--flick", "-4000", "--max-time", "0.1", "--json").frames.count == 7)
    let vertical = try json(
      "simulate", "--vertical", "--placeholders", "2", "--items", "3", "--viewport", "300x900",
      "--json")
    #expect(vertical.frames[0].items.contains { $0.placeholder && $0.index == -1 })
    #expect(vertical.frames[0].items.allSatisfy { $0.transform[12] == 0 })  // moves along y only
  }

  @Test(
    "simulate's --item-widths, --align, --contain-scroll, --group and --flick-limit set the carousel's own"
  )
  func simulateAlignmentAndGroups() throws {
    // 20 items of 200 pt in 320 pt, aligned to the start and contained: the last resting
    // place is where item 19's trailing edge meets the viewport's, 20 − 320/200 items.
    let contained = try json(
      "simulate", "--align", "start", "--contain-scroll", "--flick", "-20000", "--json")
    #expect(abs(contained.final.offset - (20 - 320.0 / 200)) < 1e-9)
    let last = try #require(contained.frames.last?.items.first { $0.index == 19 })
    #expect(abs(last.transform[12] + 100 - 160) < 1e-9)  // its trailing edge at +V/2
    // Groups of 3 with paging: a short swipe moves one group.
    let grouped = try json(
      "simulate", "--group", "3", "--paging", "--drag", "-40", "--over", "0.05", "--json")
    #expect(grouped.final.offset == 3)
    // At most one item per flick, however hard.
    let limited = try json("simulate", "--flick-limit", "1", "--flick", "-20000", "--json")
    #expect(limited.final.offset == 1)
    // Items of their own widths, cycled: resting, the current item's leading edge is at −V/2.
    let widths = [100.0, 300, 50]
    let own = try json(
      "simulate", "--item-widths", "100,300,50", "--align", "start", "--flick", "-2400", "--json")
    let rest = own.final.offset
    #expect(rest == rest.rounded() && rest > 0)
    let current = try #require(own.frames.last?.items.first { $0.index == Int(rest) })
    #expect(abs(current.transform[12] - widths[Int(rest) % 3] / 2 + 160) < 1e-9)
    // Each item's state: the current one takes touches, and how much of each is in view. Item
    // `rest + 1` begins where the current one ends, 320 − w points from the viewport's end.
    #expect(current.current && current.takesTouches && current.visible == 1)
    let next = try #require(own.frames.last?.items.first { $0.index == Int(rest) + 1 })
    let nextWidth = widths[(Int(rest) + 1) % 3]
    let inside = max(0, min(nextWidth, 320 - widths[Int(rest) % 3]))
    #expect(!next.current && !next.takesTouches && abs(next.visible - inside / nextWidth) < 1e-9)
    expectFailure(
      ["simulate", "--item-widths", "100,-3"], code: 1,
      message:
        "carousel simulate: --item-widths expects a width in points from 0 to 1000000, got '-3'")
    expectFailure(
      ["simulate", "--align", "middle"], code: 1,
      message: "carousel simulate: --align expects one of start|center|end, got 'middle'")
    expectFailure(
      ["simulate", "--group", "0"], code: 1,
      message:
        "carousel simulate: --group expects a whole number of items per group from 1 to 1000000, got '0'"
    )
  }

  @Test("simulate prints a readable trace by default")
  func simulateTrace() {
    let result = run("simulate", "--type", "wheel", "--flick", "-800")
    #expect(result.code == 0)
    #expect(
      result.output.hasPrefix(
        "carousel simulate: wheel, 20 items 200 pt wide in 320×480, wrapping, a flick at -800 pt/s from offset 0.00."
      ))
    // v = 4 items/s glides 4/3, rounded out to 2, in 2·2/4 = 1 s.
    #expect(result.output.contains("Offset 2.000, item 2, at rest after 1.000 s"))
    for line in result.output.split(separator: "\n") { #expect(line.last != " ", "'\(line)'") }
  }

  @Test("The terminal renderer boxes each item where its transform projects it, nearer ones on top")
  func renderer() {
    let carousel = Carousel<Int>()
    carousel.setViewportSize(Size(width: 800, height: 400))
    carousel.configuration.itemSize = Size(width: 200, height: 200)
    let source = NumberedItems(count: 5)
    carousel.dataSource = source
    let renderer = TerminalCarouselRenderer(
      columns: 80, rows: 8, viewport: carousel.viewportSize,
      itemSize: carousel.configuration.itemSize)
    let lines = renderer.render(Array(carousel.items), label: { String($0.index) }, highlight: nil)
    // Item 0 spans x −100…100 of 800 points: columns 30…49; rows 2…5 of 8.
    #expect(lines.count == 8)
    #expect(Array(lines[2])[30] == "┌" && Array(lines[2])[49] == "┐" && Array(lines[5])[30] == "└")
    #expect(
      Array(lines[3]).contains("0") && Array(lines[3])[50] == "┌" || Array(lines[2])[50] == "┌")
  }
}

/// `carousel bench --json`'s output, a stable format (Documentation/Command.md), decoded strictly.
struct BenchOutput: Decodable {
  struct Scenario: Decodable {
    var name: String
    var type: String?
    var items: Double?
    var medianNs: Double
    var minNs: Double
    var maxNs: Double
    var allocationsPerFrame: Double?
    var dataSourceCallsPerFrame: Double?
    var floorRatio: Double?
    var bytesPerSecond: Double?
    var foundationRatio: Double?
    var foundationMedianNs: Double?

    enum CodingKeys: String, CodingKey {
      case name, type, items
      case medianNs = "median_ns"
      case minNs = "min_ns"
      case maxNs = "max_ns"
      case allocationsPerFrame = "allocations_per_frame"
      case dataSourceCallsPerFrame = "data_source_calls_per_frame"
      case floorRatio = "floor_ratio"
      case bytesPerSecond = "bytes_per_second"
      case foundationRatio = "foundation_ratio"
      case foundationMedianNs = "foundation_median_ns"
    }
  }
  var machine: String
  var scenarios: [Scenario]
}

@Suite("carousel bench")
struct BenchCommandTests {
  @Test(
    "--quick --json reports every scenario with the contract's fields; frames call the data source only for items entering the window"
  )
  func quickJSON() throws {
    let context = CommandContext.capturing()
    #expect(CarouselCommand.run(["bench", "--quick", "--json"], context: context) == 0)
    let output = try JSONDecoder().decode(BenchOutput.self, from: Data(context.output.utf8))
    #expect(output.machine.contains("cores"))
    let names = Set(output.scenarios.map(\.name))
    #expect(
      names == [
        "glide frame", "eased frame", "glide frame own widths", "flick to rest",
        "insert at current",
        "insert far away",
        "remove at current", "remove far away", "reloadData", "type change", "pager frame",
        "pages frame", "flick across ten pages", "pages reloadData", "walkthrough frame",
        "parallax frame", "parade demo frame", "json reader", "onboarding frame",
        "batch of 1,000 updates",
      ])
    for scenario in output.scenarios {
      #expect(scenario.minNs <= scenario.medianNs && scenario.medianNs <= scenario.maxNs)
    }
    // A linear flick from item 2 at 6 items/s, and an eased scroll from item 2 to 4 over 0.6 s,
    // each move the 4-item window on by two items during the 48 measured frames: two
    // data-source calls, and none at all for the other frames.
    for name in ["glide frame", "eased frame"] {
      let linear = try #require(
        output.scenarios.first { $0.name == name && $0.type == "linear" && $0.items == 10 })
      #expect(linear.dataSourceCallsPerFrame == 2.0 / 48, "\(name)")
      #expect(linear.floorRatio.map { $0 > 0 } == true)
    }
    // Items of their own widths: the same frames at 10 items as at 10,000,000, asking the data
    // source only for items entering the window (a glide of about 300 points, at least 60
    // points an item: a handful in 48 frames).
    let own = output.scenarios.filter { $0.name == "glide frame own widths" }
    #expect(own.map(\.items) == [10, 10_000_000])
    #expect(own.allSatisfy { ($0.dataSourceCallsPerFrame ?? 1) <= 8.0 / 48 })
    // The page models' frames: the pager asks nothing; sliding pages ask only for a page or a
    // title entering the view (at most two in 48 frames of a page turn), at 7 pages as at 100,000.
    let pager = output.scenarios.filter { $0.name == "pager frame" }
    #expect(pager.map(\.items) == [7, 100_000])
    #expect(pager.allSatisfy { $0.dataSourceCallsPerFrame == 0 })
    let pages = output.scenarios.filter { $0.name == "pages frame" }
    #expect(pages.map(\.items) == [7, 100_000])
    #expect(pages.allSatisfy { ($0.dataSourceCallsPerFrame ?? 1) <= 2.0 / 48 })
    #expect(Set(pages.map(\.dataSourceCallsPerFrame)).count == 1)
    // The walkthrough's frames: at 4 pages as at 100,000, no data source.
    let walkthrough = output.scenarios.filter { $0.name == "walkthrough frame" }
    #expect(walkthrough.map(\.items) == [4, 100_000])
    // Parallax: 100 animated elements in view, and Parade's demo scene.
    let parallax = output.scenarios.filter { $0.type == "parallax" }
    #expect(parallax.map(\.name) == ["parallax frame", "parade demo frame"])
    #expect(parallax.map(\.items) == [100, 6])
    // Onboarding: the reader's throughput beside Foundation's on the same bytes, from one run,
    // and a conductor moving 20 elements on a four-page flow.
    let reader = try #require(output.scenarios.first { $0.name == "json reader" })
    let rate = try #require(reader.bytesPerSecond)
    let foundation = try #require(reader.foundationMedianNs)
    #expect(rate > 0 && foundation > 0)
    #expect(reader.foundationRatio.map { abs($0 - reader.medianNs / foundation) < 1e-9 } == true)
    let onboarding = try #require(output.scenarios.first { $0.name == "onboarding frame" })
    #expect(onboarding.type == "20 elements" && onboarding.items == 4)
    // A batch of 1,000 updates on 100,000 items, with and without own widths: its allocations
    // are counted per batch (the reload and the new items' views among them).
    let batches = output.scenarios.filter { $0.name == "batch of 1,000 updates" }
    #expect(batches.map(\.items) == [100_000, 100_000])
    #expect(batches.map(\.type) == ["coverFlow", "linear own widths"])
    let frames: Set = [
      "glide frame", "eased frame", "glide frame own widths", "pager frame", "pages frame",
      "flick across ten pages", "batch of 1,000 updates",
      "walkthrough frame", "parallax frame", "parade demo frame", "onboarding frame",
    ]
    #expect(
      output.scenarios.filter { !frames.contains($0.name) }.allSatisfy {
        $0.allocationsPerFrame == nil && $0.floorRatio == nil
      })
  }

  @Test("The readable table names the build and the machine, and its columns line up")
  func table() throws {
    let context = CommandContext.capturing()
    #expect(CarouselCommand.run(["bench", "--quick"], context: context) == 0)
    #expect(context.output.hasPrefix("carousel bench: "))
    let lines = context.output.split(separator: "\n").map { Array($0) }
    let headerLine = try #require(lines.firstIndex { $0.starts(with: "scenario ") })
    let header = String(lines[headerLine])
    // Where the type column starts and the median column ends, in characters.
    let type = header.distance(
      from: header.startIndex, to: try #require(header.range(of: "type")).lowerBound)
    let median = header.distance(
      from: header.startIndex, to: try #require(header.range(of: "median")).upperBound)
    let rows = lines[(headerLine + 1)...].filter { !$0.starts(with: "Allocations".map { $0 }) }
    #expect(rows.count > 20)
    #expect(rows.contains { $0.starts(with: "flick across ten pages ".map { $0 }) })
    for row in rows {
      let text = String(row)
      #expect(row[type - 1] == " " && row[type] != " ", "type column: \(text)")
      #expect(row[median - 1] != " " && row[median] == " ", "median column: \(text)")
    }
  }
}
