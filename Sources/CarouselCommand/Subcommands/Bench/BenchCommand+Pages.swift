import CAllocationCounter
import CarouselKit

// The page models' scenarios: a pager's and sliding pages' steady frames at 7 and 100,000 pages,
// a free flick across ten pages, and a reload.

extension BenchCommand {
  /// A sliding-pages data source of numbered pages that counts its calls.
  final class CountingPages: SlidingPagesDataSource {
    var count: Int
    var calls = 0
    init(count: Int) { self.count = count }
    func numberOfPages(in slidingPages: SlidingPages<Int>) -> Int { count }
    func slidingPages(_ slidingPages: SlidingPages<Int>, pageAt index: Int) -> Int {
      calls += 1
      return index
    }
    func slidingPages(_ slidingPages: SlidingPages<Int>, titleAt index: Int) -> SlidingPageTitle {
      calls += 1
      return .image("title")  // a stored string: asking allocates nothing
    }
  }

  /// The page models' scenarios, labelled for `--filter`.
  static func pageScenarios(repeats: Int) -> [(label: String, run: () -> Result)] {
    var scenarios: [(label: String, run: () -> Result)] = []
    for pages in [7, 100_000] {
      scenarios.append(
        (
          "pager frame \(grouped(pages)) pages",
          { pagerFrameScenario(pages: pages, repeats: repeats) }
        ))
      scenarios.append(
        (
          "pages frame \(grouped(pages)) pages",
          { pagesFrameScenario(pages: pages, repeats: repeats) }
        ))
    }
    scenarios.append(
      ("flick across ten pages 100,000 pages", { tenPageFlickScenario(repeats: repeats) }))
    for pages in [7, 100_000] {
      scenarios.append(
        (
          "pages reloadData \(grouped(pages)) pages",
          { pagesReloadScenario(pages: pages, repeats: repeats) }
        ))
    }
    return scenarios
  }

  /// Sliding pages of 320 × 480 points (strip and dots shown) over `pages` pages, on the middle
  /// page (or page 2 of a short list), loaded and laid out.
  static func loadedPages(_ pages: Int, pagingEnabled: Bool = true) -> (
    SlidingPages<Int>, CountingPages
  ) {
    var configuration = SlidingPagesConfiguration()
    configuration.isPagingEnabled = pagingEnabled
    let model = SlidingPages<Int>(
      viewportSize: Size(width: 320, height: 480), configuration: configuration)
    let source = CountingPages(count: pages)
    model.dataSource = source
    model.scrollToPage(pages >= 1_000 ? pages / 2 : 2, animated: false, at: 0)
    model.advance(to: 0)
    return (model, source)
  }

  /// A release toward the next page at 1,200 pt/s: a decay onto the page that lasts longer than
  /// the warm-up and measured frames.
  static func flick(_ model: some DragDriven) {
    model.touchBegan(at: 0)
    model.dragBegan(at: 0)
    model.dragChanged(translation: -10, at: 0)
    model.dragEnded(velocity: -1200, at: 0)
  }

  /// Advances `model` by `count` frames from `time`, reading each as a host does to draw it
  /// (`read`, which lays out a stale frame): the work a measured steady frame does, in one
  /// function of its own so that `valgrind --tool=callgrind --toggle-collect` can count exactly
  /// its instructions, as ``measuredFrames(_:from:count:)`` does for the carousel.
  @inline(never)
  static func measuredSteadyFrames(
    _ model: any FrameDriven, from time: Double, count: Int, read: () -> Double
  ) -> (time: Double, sink: Double) {
    var time = time
    var sink = 0.0
    for _ in 0..<count {
      time += frameInterval
      model.advance(to: time)
      sink += read()
    }
    return (time, sink)
  }

  /// Measures `measuredFrameCount` frames of `make()`'s model after `warmUpFrames`, repeated.
  static func steadyFrames(
    name: String, type: String, pages: Int, repeats: Int,
    make: () -> (model: any FrameDriven, calls: () -> Int, read: () -> Double)
  ) -> Result {
    var costs: [Double] = []
    var allocations = 0.0
    var calls = 0.0
    var sink = 0.0
    for _ in 0..<repeats {
      let (model, callCount, read) = make()
      var time = 0.0
      for _ in 0..<warmUpFrames {
        time += frameInterval
        model.advance(to: time)
      }
      let callsBefore = callCount()
      carousel_allocation_counting(1)
      let allocationsBefore = carousel_allocation_count()
      let began = now()
      let measured = measuredSteadyFrames(model, from: time, count: measuredFrameCount, read: read)
      sink += measured.sink
      let elapsed = now() - began
      carousel_allocation_counting(0)
      allocations += Double(carousel_allocation_count() - allocationsBefore)
      calls += Double(callCount() - callsBefore)
      costs.append(elapsed / Double(measuredFrameCount))
      precondition(model.isAnimating, "bench: the \(type) came to rest while measured")
    }
    blackHole(sink)
    let frames = Double(repeats * measuredFrameCount)
    return Result(
      name: name, type: type, items: pages, medianNs: spread(costs).median,
      minNs: spread(costs).min, maxNs: spread(costs).max,
      allocationsPerFrame: carousel_allocation_counting_available() != 0
        ? allocations / frames : nil,
      dataSourceCallsPerFrame: calls / frames)
  }

  static func pagerFrameScenario(pages: Int, repeats: Int) -> Result {
    steadyFrames(name: "pager frame", type: "pager", pages: pages, repeats: repeats) {
      let pager = Pager(
        layout: PageLayout(pageCount: pages, viewportLength: 320),
        page: pages >= 1_000 ? pages / 2 : 2)
      flick(pager)
      return (
        pager, { 0 }, { pager.contentOffset + pager.pagePosition + Double(pager.currentPage) }
      )
    }
  }

  static func pagesFrameScenario(pages: Int, repeats: Int) -> Result {
    steadyFrames(name: "pages frame", type: "slidingPages", pages: pages, repeats: repeats) {
      let (model, source) = loadedPages(pages)
      flick(model)
      return (
        model, { source.calls },
        {
          // What a host reads to draw the frame.
          var sum = model.headerOffset + Double(model.pageControlPage)
          for page in model.pages { sum += page.frame.origin.x * page.scale }
          for title in model.titles { sum += title.frame.origin.x }
          return sum
        }
      )
    }
  }

  /// A free flick (paging off) at 6,500 pt/s toward earlier pages, which coasts about ten pages of
  /// 320 pt, from release to rest at 120 Hz; allocations and data-source calls per frame over its
  /// frames (the release itself allocates its motion once).
  ///
  /// Pages and titles enter on the left,
  /// where they are inserted before those held.
  static func tenPageFlickScenario(repeats: Int) -> Result {
    var costs: [Double] = []
    var allocations = 0.0
    var calls = 0.0
    var frames = 0
    var totalFrames = 0
    // One flick unmeasured first: the runtime instantiates some generic metadata the first time
    // a page enters on the left, once per process.
    for run in -1..<repeats {
      let (model, source) = loadedPages(100_000, pagingEnabled: false)
      let callsBefore = source.calls
      let began = now()
      model.touchBegan(at: 0)
      model.dragBegan(at: 0)
      model.dragEnded(velocity: 6500, at: 0)
      carousel_allocation_counting(1)
      let allocationsBefore = carousel_allocation_count()
      frames = framesToRest(model)
      let elapsed = now() - began
      carousel_allocation_counting(0)
      guard run >= 0 else { continue }
      costs.append(elapsed)
      allocations += Double(carousel_allocation_count() - allocationsBefore)
      calls += Double(source.calls - callsBefore)
      totalFrames += frames
    }
    return Result(
      name: "flick across ten pages", type: "slidingPages", items: 100_000,
      medianNs: median(costs), minNs: spread(costs).min, maxNs: spread(costs).max,
      allocationsPerFrame: carousel_allocation_counting_available() != 0
        ? allocations / Double(totalFrames) : nil,
      dataSourceCallsPerFrame: calls / Double(totalFrames),
      framesPerSecond: Double(frames) / (median(costs) / 1e9))
  }

  /// Advances `model` at 120 Hz from time 0 until it rests (at most 10,000 frames) and returns
  /// the frames: a flick's frames in one function of their own, for `valgrind --tool=callgrind
  /// --toggle-collect` to count.
  @inline(never)
  static func framesToRest(_ model: SlidingPages<Int>) -> Int {
    var time = 0.0
    var frames = 0
    while model.isAnimating && frames < 10_000 {
      time += frameInterval
      model.advance(to: time)
      frames += 1
    }
    return frames
  }

  /// `reloadData()` and the layout of the frame that follows it.
  static func pagesReloadScenario(pages: Int, repeats: Int) -> Result {
    var costs: [Double] = []
    for _ in 0..<repeats {
      let (model, source) = loadedPages(pages)
      let began = now()
      withExtendedLifetime(source) {  // the data source is weak
        model.reloadData()
        model.advance(to: 1)
      }
      costs.append(now() - began)
    }
    return Result(
      name: "pages reloadData", type: "slidingPages", items: pages, medianNs: median(costs),
      minNs: spread(costs).min, maxNs: spread(costs).max)
  }
}
