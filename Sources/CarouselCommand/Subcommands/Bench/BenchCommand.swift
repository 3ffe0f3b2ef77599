import CAllocationCounter
import CarouselKit

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// `carousel bench`: what a frame, a flick, an update and a reload cost, and whether frames
/// allocate or call the data source more than they must.
enum BenchCommand {
  static let quick = Flag("--quick", "a small version that runs in a few seconds")
  static let repeats = Option<Int>(
    "--repeats", "N", "runs of each scenario", default: 31, shown: "31; 5 with --quick",
    reader: .whole(in: 1...1_000, "a whole number of runs"))
  static let filter = Option<String>(
    "--filter", "S",
    "only scenarios whose label, such as \"glide frame wheel 10 items\", contains S", default: "",
    shown: nil, reader: .text("text that a scenario's label contains"))
  static let json = Flag(
    "--json",
    "{\"machine\",\"scenarios\":[{\"name\",\"type\",\"items\",\"median_ns\",\"min_ns\",\"max_ns\","
      + "\"allocations_per_frame\",\"data_source_calls_per_frame\",\"floor_ratio\"}]}; the JSON "
      + "reader's row adds \"bytes_per_second\",\"foundation_median_ns\",\"foundation_ratio\"")

  static let spec = CommandLineSpec(
    command: "carousel bench",
    summary: "the cost of a carousel's frames, flicks, updates and reloads.",
    usage: "carousel bench [--quick] [--repeats N] [--filter S] [--json]",
    details: """
      Build it optimised: swift run -c release carousel bench. Each scenario is repeated and
      reported as median, minimum and maximum nanoseconds per operation, with heap allocations and
      data-source calls per steady animating frame and the frame's cost as a multiple of the floor
      (just building the visible items' transforms). Frames are measured during a glide
      (momentum after a flick) and during an eased scroll; an insert, remove, reload or type
      change is measured with the layout of the frame that follows it; so is a batch of 1,000
      updates (250 each of removals, insertions, moves and reloads) on 100,000 items, whose
      allocations are counted per batch and its frame.
      """,
    groups: [OptionGroup(title: "Options:", items: [quick, repeats, filter, json])])

  /// One row of the report.
  struct Result {
    var name: String
    var type: String?
    var items: Int?
    var medianNs: Double
    var minNs: Double
    var maxNs: Double
    var allocationsPerFrame: Double?
    var dataSourceCallsPerFrame: Double?
    var floorRatio: Double?
    var framesPerSecond: Double?
    /// Bytes read per second, for a reader.
    var bytesPerSecond: Double?
    /// The median time as a multiple of Foundation's on the same work, from the same run.
    var foundationRatio: Double?
    /// Foundation's median on the same work, in nanoseconds.
    var foundationMedianNs: Double?
  }

  struct Plan {
    var types: [CarouselType]
    var itemCounts: [Int]
    var repeats: Int
  }

  static let fullPlan = Plan(
    types: [.linear, .rotary, .cylinder, .wheel, .coverFlow, .timeMachine],
    itemCounts: [10, 1_000, 100_000, 10_000_000], repeats: 31)
  static let quickPlan = Plan(
    types: [.linear, .coverFlow], itemCounts: [10, 10_000_000], repeats: 5)

  /// What a `carousel bench` command line asks for.
  struct Options {
    var help = false
    var quick = false
    var repeats: Int?
    var filter: String?
    var json = false
  }

  /// Parses a `carousel bench` command line.
  ///
  /// - Throws: A usage error (exit 2) or an invalid-input error (exit 1) naming the option.
  static func parse(_ arguments: [String]) throws -> Options {
    let parsed = try spec.parse(arguments)
    return Options(
      help: parsed.isSet(CommandLineSpec.help), quick: parsed.isSet(quick),
      repeats: try parsed.givenValue(repeats),
      filter: try parsed.givenValue(filter), json: parsed.isSet(json))
  }

  static func run(_ options: Options, context: CommandContext) throws {
    if options.help { return context.writeLine(spec.help) }
    let plan = options.quick ? quickPlan : fullPlan
    let repeats = options.repeats ?? plan.repeats
    var scenarios: [(label: String, run: () -> Result)] = []
    for motion in FrameMotion.allCases {
      for type in plan.types {
        for items in plan.itemCounts {
          scenarios.append(
            (
              "\(motion.scenario) \(type) \(grouped(items)) items",
              {
                frameScenario(motion: motion, type: type, items: items, repeats: repeats)
              }
            ))
        }
      }
    }
    for items in plan.itemCounts {
      scenarios.append(
        (
          "glide frame own widths linear \(grouped(items)) items",
          {
            frameScenario(
              motion: .glide, type: .linear, items: items, repeats: repeats, ownWidths: true)
          }
        ))
    }
    for type in plan.types {
      scenarios.append(
        ("flick to rest \(type) 1,000 items", { flickScenario(type: type, repeats: repeats) }))
    }
    for items in [10, 10_000_000] {
      for (name, far, insert) in [
        ("insert at current", false, true), ("insert far away", true, true),
        ("remove at current", false, false), ("remove far away", true, false),
      ] {
        scenarios.append(
          (
            "\(name) coverFlow \(grouped(items)) items",
            {
              updateScenario(name: name, items: items, far: far, insert: insert, repeats: repeats)
            }
          ))
      }
      scenarios.append(
        (
          "reloadData coverFlow \(grouped(items)) items",
          { reloadScenario(items: items, repeats: repeats) }
        ))
      scenarios.append(
        (
          "type change coverFlow/rotary \(grouped(items)) items",
          { typeChangeScenario(items: items, repeats: repeats) }
        ))
    }
    for ownWidths in [false, true] {
      scenarios.append(
        (
          "batch of 1,000 updates \(ownWidths ? "linear own widths" : "coverFlow") 100,000 items",
          { batchScenario(items: 100_000, updates: 1_000, ownWidths: ownWidths, repeats: repeats) }
        ))
    }
    scenarios += pageScenarios(repeats: repeats)
    scenarios += walkthroughScenarios(repeats: repeats)
    scenarios += parallaxScenarios(repeats: repeats)
    scenarios += onboardingScenarios(repeats: repeats)
    if let filter = options.filter {
      scenarios = scenarios.filter { $0.label.contains(filter) }
      guard !scenarios.isEmpty else {
        throw CommandError.usage("carousel bench: --filter '\(filter)' matches no scenario")
      }
    }
    let results = scenarios.map { $0.run() }
    if options.json {
      context.writeLine(json(results))
    } else {
      for line in table(results, repeats: repeats) { context.writeLine(line) }
    }
  }

  // MARK: - Scenarios

  /// A data source of numbered items that counts its calls.
  final class CountingItems: CarouselDataSource {
    var count: Int
    var calls = 0
    init(count: Int) { self.count = count }
    /// Widths of their own, cycled: 80, 200, 140, 320 and 60 points (a mean of 160).
    static let widths: [Double] = [80, 200, 140, 320, 60]
    func carousel(_ carousel: Carousel<Int>, widthOfItemAt index: Int) -> Double {
      Self.widths[index % Self.widths.count]
    }
    func numberOfItems(in carousel: Carousel<Int>) -> Int { count }
    func carousel(_ carousel: Carousel<Int>, viewForItemAt index: Int, reusing view: Int?) -> Int {
      calls += 1
      return index
    }
  }

  static let frameInterval = 1.0 / 120
  static let warmUpFrames = 8
  static let measuredFrameCount = 48

  /// What moves the carousel while its frames are measured.
  enum FrameMotion: CaseIterable {
    /// Momentum after a flick: 6 items per second, which glides 2 items over 0.667 s.
    case glide
    /// A programmatic scroll by 2 items over 0.6 s along iCarousel's cubic ease-in-out.
    case eased

    /// The scenario's name in the report.
    var scenario: String { self == .glide ? "glide frame" : "eased frame" }
  }

  /// A carousel in motion from the middle (or item 2 of a short list).
  ///
  /// 8 frames at 120 Hz warm it up, the next 48 are measured. With `ownWidths` the items take
  /// the widths ``CountingItems/widths`` gives.
  static func movingCarousel(
    _ motion: FrameMotion, type: CarouselType, items: Int, ownWidths: Bool = false
  ) -> (
    Carousel<Int>, CountingItems, Double
  ) {
    let source = CountingItems(count: items)
    let carousel = Carousel<Int>()
    carousel.configuration.type = type
    carousel.configuration.itemSize = Size(width: 200, height: 200)
    carousel.configuration.usesItemWidths = ownWidths
    carousel.dataSource = source
    let start = items >= 1_000 ? Double(items / 2) : 2
    carousel.scrollOffset = start
    switch motion {
    case .glide:
      carousel.dragBegan(at: 0)
      carousel.dragEnded(velocity: -1200, at: 0)
    case .eased:
      carousel.scroll(toOffset: start + 2, duration: 0.6, at: 0)
    }
    var time = 0.0
    for _ in 0..<warmUpFrames {
      time += frameInterval
      carousel.advance(to: time)
    }
    return (carousel, source, time)
  }

  /// Advances `carousel` by `count` frames from `time`: the work a measured frame does, in one
  /// function of its own so that `valgrind --tool=callgrind --toggle-collect` can count exactly
  /// its instructions (`Scripts/frame-instructions.sh`).
  @inline(never)
  static func measuredFrames(_ carousel: Carousel<Int>, from time: Double, count: Int) -> Double {
    var time = time
    for _ in 0..<count {
      time += frameInterval
      carousel.advance(to: time)
    }
    return time
  }

  /// The floor of the frames ``measuredFrames(_:from:count:)`` advanced: only the visible
  /// items' transforms (`counts[frame]` items at `offsets[frame * 64 + slot]`), in one function
  /// of its own for `Scripts/frame-instructions.sh` to count.
  @inline(never)
  static func measuredFloor(_ carousel: Carousel<Int>, offsets: [Double], counts: [Int]) -> Double {
    var sink = 0.0
    for frame in counts.indices {
      for slot in 0..<counts[frame] {
        sink += carousel.itemTransform(atOffset: offsets[frame * 64 + slot]).m41
      }
    }
    return sink
  }

  static func frameScenario(
    motion: FrameMotion, type: CarouselType, items: Int, repeats: Int, ownWidths: Bool = false
  ) -> Result {
    var frameCosts: [Double] = []
    var floorCosts: [Double] = []
    var allocations = 0.0
    var calls = 0.0
    var offsets = [Double](repeating: 0, count: 64 * measuredFrameCount)
    var counts = [Int](repeating: 0, count: measuredFrameCount)
    var sink = 0.0
    for _ in 0..<repeats {
      // The frames themselves.
      let (carousel, source, start) = movingCarousel(
        motion, type: type, items: items, ownWidths: ownWidths)
      source.calls = 0
      carousel_allocation_counting(1)
      let allocationsBefore = carousel_allocation_count()
      let began = now()
      _ = measuredFrames(carousel, from: start, count: measuredFrameCount)
      let elapsed = now() - began
      carousel_allocation_counting(0)
      allocations += Double(carousel_allocation_count() - allocationsBefore)
      calls += Double(source.calls)
      frameCosts.append(elapsed / Double(measuredFrameCount))

      // The floor: the same frames' visible items, only their transforms computed.
      let (replay, _, replayStart) = movingCarousel(
        motion, type: type, items: items, ownWidths: ownWidths)
      var time = replayStart
      for frame in 0..<measuredFrameCount {
        time += frameInterval
        replay.advance(to: time)
        counts[frame] = min(replay.items.count, 64)
        for (slot, item) in replay.items.prefix(64).enumerated() {
          offsets[frame * 64 + slot] = item.offset
        }
      }
      let floorBegan = now()
      sink += measuredFloor(replay, offsets: offsets, counts: counts)
      floorCosts.append((now() - floorBegan) / Double(measuredFrameCount))
    }
    blackHole(sink)
    let frames = Double(repeats * measuredFrameCount)
    return Result(
      name: motion.scenario + (ownWidths ? " own widths" : ""), type: type.description,
      items: items,
      medianNs: spread(frameCosts).median, minNs: spread(frameCosts).min,
      maxNs: spread(frameCosts).max,
      allocationsPerFrame: carousel_allocation_counting_available() != 0
        ? allocations / frames : nil,
      dataSourceCallsPerFrame: calls / frames, floorRatio: median(frameCosts) / median(floorCosts))
  }

  /// A whole flick from release to rest at 120 Hz, 1,000 items.
  static func flickScenario(type: CarouselType, repeats: Int) -> Result {
    var costs: [Double] = []
    var frames = 0
    for _ in 0..<repeats {
      let source = CountingItems(count: 1_000)
      let carousel = Carousel<Int>()
      carousel.configuration.type = type
      carousel.dataSource = source
      carousel.scrollOffset = 500
      let began = now()
      carousel.dragBegan(at: 0)
      carousel.dragEnded(velocity: -3000, at: 0)
      var time = 0.0
      frames = 0
      while carousel.isAnimating && frames < 10_000 {
        time += frameInterval
        carousel.advance(to: time)
        frames += 1
      }
      costs.append(now() - began)
    }
    return Result(
      name: "flick to rest", type: type.description, items: 1_000, medianNs: median(costs),
      minNs: spread(costs).min, maxNs: spread(costs).max,
      framesPerSecond: Double(frames) / (median(costs) / 1e9))
  }

  static func updateScenario(name: String, items: Int, far: Bool, insert: Bool, repeats: Int)
    -> Result
  {
    var costs: [Double] = []
    for _ in 0..<repeats {
      let source = CountingItems(count: items)
      let carousel = Carousel<Int>()
      carousel.configuration.type = .coverFlow
      carousel.dataSource = source
      let current = items >= 1_000 ? items / 2 : 4
      carousel.scrollOffset = Double(current)
      pullFrame(carousel)
      let index = far ? (items >= 1_000 ? items - 10 : items - 1) : current
      source.count += insert ? 1 : -1
      let began = now()
      if insert {
        carousel.insertItem(at: index, animated: true)
      } else {
        carousel.removeItem(at: index, animated: true)
      }
      pullFrame(carousel)
      costs.append(now() - began)
    }
    return Result(
      name: name, type: "coverFlow", items: items, medianNs: median(costs),
      minNs: spread(costs).min,
      maxNs: spread(costs).max)
  }

  /// A batch of `updates` changes — a quarter each removals, insertions, moves and reloads,
  /// spread over the items and some beside the current one — and the frame after it, on one
  /// animated carousel of `items` items (the count stays: as many inserted as removed).
  static func batchScenario(items: Int, updates: Int, ownWidths: Bool, repeats: Int) -> Result {
    let source = CountingItems(count: items)
    let carousel = Carousel<Int>()
    carousel.configuration.type = ownWidths ? .linear : .coverFlow
    carousel.configuration.usesItemWidths = ownWidths
    carousel.dataSource = source
    carousel.scrollOffset = Double(items / 2)
    pullFrame(carousel)
    // Distinct indexes in a fixed pseudo-random order: a stride coprime with the count.
    let quarter = updates / 4
    let stride = 7_919
    let picked = (0..<(3 * quarter)).map { (items / 2 - 2 + $0 * stride) % items }
    var batch = CarouselBatchUpdates()
    batch.removals = Array(picked[0..<quarter])
    batch.reloads = Array(picked[quarter..<(2 * quarter)])
    batch.moves = (0..<quarter).map {
      .init(from: picked[2 * quarter + $0], to: (items / 2 + 3 + $0 * 3_001) % items)
    }
    let destinations = Set(batch.moves.map(\.to))
    batch.insertions = (0..<items).lazy.map { ($0 * 104_729 + 11) % items }
      .filter { !destinations.contains($0) }.prefix(quarter).map { $0 }
    var costs: [Double] = []
    var allocations = 0.0
    var time = 0.0
    for _ in 0..<repeats {
      time += 1  // each batch's animation has ended: the next starts from rest
      carousel.advance(to: time)
      carousel_allocation_counting(1)
      let allocationsBefore = carousel_allocation_count()
      let began = now()
      _ = try? carousel.performBatchUpdates(batch)
      pullFrame(carousel)
      costs.append(now() - began)
      carousel_allocation_counting(0)
      allocations += Double(carousel_allocation_count() - allocationsBefore)
    }
    let timing = spread(costs)
    return Result(
      name: "batch of \(grouped(updates)) updates",
      type: ownWidths ? "linear own widths" : "coverFlow",
      items: items, medianNs: timing.median, minNs: timing.min, maxNs: timing.max,
      allocationsPerFrame: carousel_allocation_counting_available() != 0
        ? allocations / Double(repeats) : nil)
  }

  static func reloadScenario(items: Int, repeats: Int) -> Result {
    changeScenario(
      name: "reloadData", type: "coverFlow", items: items, repeats: repeats,
      setUp: { $0.configuration.type = .coverFlow },
      change: { carousel, _ in carousel.reloadData() })
  }

  static func typeChangeScenario(items: Int, repeats: Int) -> Result {
    changeScenario(name: "type change", type: "coverFlow/rotary", items: items, repeats: repeats) {
      carousel, run in carousel.configuration.type = run % 2 == 0 ? .coverFlow : .rotary
    }
  }

  /// `change` (given the run's number) and the frame after it, timed `repeats` times on one
  /// carousel of `items` items resting in the middle after `setUp`.
  static func changeScenario(
    name: String, type: String, items: Int, repeats: Int,
    setUp: (Carousel<Int>) -> Void = { _ in }, change: (Carousel<Int>, Int) -> Void
  ) -> Result {
    let source = CountingItems(count: items)
    let carousel = Carousel<Int>()
    setUp(carousel)
    carousel.dataSource = source
    carousel.scrollOffset = Double(items / 2)
    var costs: [Double] = []
    pullFrame(carousel)
    for run in 0..<repeats {
      let began = now()
      change(carousel, run)
      pullFrame(carousel)
      costs.append(now() - began)
    }
    let timing = spread(costs)
    return Result(
      name: name, type: type, items: items, medianNs: timing.median, minNs: timing.min,
      maxNs: timing.max)
  }

  // MARK: - Output

  static func table(_ results: [Result], repeats: Int) -> [String] {
    // The first two columns are as wide as their longest entry, so every row stays aligned.
    let nameWidth = max(21, (results.map(\.name.count).max() ?? 0) + 1)
    let typeWidth = max(18, (results.map { ($0.type ?? "—").count }.max() ?? 0) + 1)
    var lines = [
      "carousel bench: \(machine()); \(buildConfiguration); median of \(repeats) runs",
      "",
      "scenario".padding(nameWidth) + "type".padding(typeWidth) + "items".leftPadding(10)
        + "median".leftPadding(11) + "min".leftPadding(11) + "max".leftPadding(11)
        + "allocs/frame".leftPadding(14) + "calls/frame".leftPadding(13) + "×floor".leftPadding(8),
    ]
    for r in results {
      var row =
        r.name.padding(nameWidth) + (r.type ?? "—").padding(typeWidth)
        + (r.items.map(grouped) ?? "—").leftPadding(10)
      row +=
        duration(r.medianNs).leftPadding(11) + duration(r.minNs).leftPadding(11)
        + duration(r.maxNs).leftPadding(11)
      row += (r.allocationsPerFrame.map { format($0, 2) } ?? "—").leftPadding(14)
      row += (r.dataSourceCallsPerFrame.map { format($0, 2) } ?? "—").leftPadding(13)
      row += (r.floorRatio.map { format($0, 2) } ?? "—").leftPadding(8)
      if let fps = r.framesPerSecond { row += "   \(grouped(Int(fps))) frames/s" }
      if let rate = r.bytesPerSecond { row += "   \(format(rate / 1e6, 1)) MB/s" }
      if let ratio = r.foundationRatio, let foundation = r.foundationMedianNs {
        row +=
          "; JSONSerialization \(duration(foundation)),"
          + " ratio \(format(ratio, 2))"
      }
      lines.append(row)
    }
    if carousel_allocation_counting_available() == 0 {
      lines.append(
        "Allocations are not measured on this platform (the counting allocator needs glibc).")
    }
    return lines
  }

  static func json(_ results: [Result]) -> String {
    let out = JSONWriter()
    out.object {
      out.field("machine", machine() + "; " + buildConfiguration)
      out.key("scenarios")
      out.array(results) { r in
        out.object {
          out.field("name", r.name)
          out.field("type", optional: r.type)
          out.field("items", optional: r.items.map(Double.init))
          out.field("median_ns", r.medianNs)
          out.field("min_ns", r.minNs)
          out.field("max_ns", r.maxNs)
          out.field("allocations_per_frame", optional: r.allocationsPerFrame)
          out.field("data_source_calls_per_frame", optional: r.dataSourceCallsPerFrame)
          out.field("floor_ratio", optional: r.floorRatio)
          if let fps = r.framesPerSecond { out.field("frames_per_second", fps) }
          if let rate = r.bytesPerSecond { out.field("bytes_per_second", rate) }
          if let ratio = r.foundationRatio { out.field("foundation_ratio", ratio) }
          if let foundation = r.foundationMedianNs { out.field("foundation_median_ns", foundation) }
        }
      }
    }
    return out.text
  }

  // MARK: - Measuring

  /// Nanoseconds on a monotonic clock.
  static func now() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return Double(spec.tv_sec) * 1e9 + Double(spec.tv_nsec)
  }

  static func median(_ values: [Double]) -> Double { spread(values).median }

  /// The median, least and greatest of some timings.
  ///
  /// - Precondition: `values` is not empty.
  static func spread(_ values: [Double]) -> (median: Double, min: Double, max: Double) {
    precondition(!values.isEmpty, "A benchmark needs at least one timing")
    let sorted = values.sorted()
    let middle = sorted.count / 2
    let median = sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    return (median, sorted[0], sorted[sorted.count - 1])
  }

  /// Lays out the frame an update made stale, as the host's next read of ``Carousel/items``
  /// does: an update's cost includes the views it loads and the layout it needs.
  @inline(never) static func pullFrame(_ carousel: Carousel<Int>) {
    blackHole(Double(carousel.items.count))
  }

  /// Keeps the optimiser from discarding work whose result is otherwise unused.
  @inline(never) static func blackHole(_ value: Double) {
    if value.isNaN { print("") }
  }

  static var buildConfiguration: String {
    #if DEBUG
      return "debug build (timings not meaningful: use swift run -c release carousel bench)"
    #else
      return "release build"
    #endif
  }

  /// "2 cores, AMD EPYC, Linux 6.1.0": what the numbers were measured on.
  static func machine() -> String {
    var model = "unknown processor"
    if let file = fopen("/proc/cpuinfo", "r") {
      defer { fclose(file) }
      var line = [CChar](repeating: 0, count: 512)
      while fgets(&line, Int32(line.count), file) != nil {
        let text = String(
          decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        if text.hasPrefix("model name"), let colon = text.firstIndex(of: ":") {
          model = text[text.index(after: colon)...].trimmingCharacters(in: " \n\t")
          break
        }
      }
    }
    var name = utsname()
    uname(&name)
    let system = withUnsafeBytes(of: &name.sysname) {
      String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
    }
    let release = withUnsafeBytes(of: &name.release) {
      String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
    }
    return "\(sysconf(Int32(_SC_NPROCESSORS_ONLN))) cores, \(model), \(system) \(release)"
  }

  static func grouped(_ value: Int) -> String {
    let digits = Array(String(value))
    var result = ""
    for (i, digit) in digits.enumerated() {
      if i > 0 && (digits.count - i) % 3 == 0 { result += "," }
      result.append(digit)
    }
    return result
  }

  static func duration(_ ns: Double) -> String {
    if ns < 1_000 { return format(ns, 0) + " ns" }
    if ns < 1_000_000 { return format(ns / 1_000, 2) + " µs" }
    return format(ns / 1_000_000, 2) + " ms"
  }
}

extension String {
  func trimmingCharacters(in characters: String) -> String {
    var text = Substring(self)
    while let first = text.first, characters.contains(first) { text.removeFirst() }
    while let last = text.last, characters.contains(last) { text.removeLast() }
    return String(text)
  }
}

extension Substring {
  func trimmingCharacters(in characters: String) -> String {
    String(self).trimmingCharacters(in: characters)
  }
}
