import CarouselKit
import CarouselKitOnboarding
import Foundation
import Testing

// `carousel web`'s pages in headless Chromium, driven by real mouse and touch events over the
// DevTools protocol (Scripts/cdp-drive.py): each model, compiled to WebAssembly, must do what
// the native build of the same model does under the same input.

/// Whether the WebAssembly build's Debian packages are installed: wasi-libc and compiler-rt's
/// builtins for wasm32.
private let wasmLibrariesInstalled =
  FileManager.default.fileExists(atPath: "/usr/lib/wasm32-wasi/libc.a")
  && ((try? FileManager.default.contentsOfDirectory(atPath: "/usr/lib"))?.contains {
    $0.hasPrefix("llvm-")
      && ((try? FileManager.default.subpathsOfDirectory(atPath: "/usr/lib/\($0)/lib/clang")) ?? [])
        .contains { $0.hasSuffix("libclang_rt.builtins-wasm32.a") }
  } ?? false)

// Serialized: without CI's modules, the first test builds them into .build/wasm.
@Suite(
  "carousel web in headless Chromium", .needsChromium, .serialized,
  .enabled(
    if: wasmLibrariesInstalled,
    Comment(
      rawValue: "needs Debian's wasi-libc and libclang-rt-dev-wasm32 (apt-get install "
        + "wasi-libc libclang-rt-dev-wasm32; .ci/run installs them)")))
struct BrowserWebTests {
  /// The page `name` of `carousel web --type coverFlow --items 20 --spec` the example flow: a
  /// cover flow of 20 items, 7 sliding pages, a walkthrough of 4 pages, or the flow.
  func writePage(_ name: String = "carousel") throws -> URL {
    let directory = try temporaryDirectory("web-browser", name)
    var arguments = [
      "web", "--output", directory.path, "--type", "coverFlow", "--items", "20", "--spec",
      Browser.repository.appendingPathComponent("Examples/OnboardingHost/flow.json").path,
    ]
    // CI builds the modules (Scripts/wasm.sh) before the tests: use them rather than build again.
    let built = Browser.repository.appendingPathComponent(".build/wasm")
    if FileManager.default.fileExists(atPath: built.appendingPathComponent("Carousel.wasm").path) {
      arguments += ["--modules", built.path]
    }
    let result = runCommand(arguments)
    #expect(result.code == 0, "\(result.errors)")
    return directory.appendingPathComponent(name + ".html")
  }

  /// Writes the page `name`, plays `steps` (a JSON list) on it and returns every `state` step's
  /// value; the page is screenshot at the end, and the picture copied where the environment
  /// variable `variable` says, when it is set (the pictures in Documentation/).
  func play(_ name: String, keeping variable: String, _ steps: String) throws -> [[String: Any]] {
    let page = try writePage(name)
    let shot = page.deletingLastPathComponent().appendingPathComponent(name + ".png")
    let end = try #require(steps.lastIndex(of: "]"))
    let states = try drive(
      page, steps[..<end] + ", {\"screenshot\": \"\(shot.path)\"}]")
    if let target = ProcessInfo.processInfo.environment[variable] {
      try? FileManager.default.removeItem(atPath: target)
      try FileManager.default.copyItem(at: shot, to: URL(fileURLWithPath: target))
    }
    return states
  }

  /// Plays `steps` on `page` and returns every `state` step's value.
  func drive(_ page: URL, _ steps: String) throws -> [[String: Any]] {
    let line = try driveLine(page, steps)
    return try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [[String: Any]])
  }

  /// Plays `steps` on `page` and returns the driver's line: a JSON array of the values.
  func driveLine(_ page: URL, _ steps: String) throws -> String {
    let script = Browser.repository.appendingPathComponent("Scripts/cdp-drive.py").path
    let chromium = try #require(Browser.chromium)
    let python = try #require(Browser.python)
    let (status, output) = try runProgram(python, [script, chromium, page.path, steps])
    try #require(status == 0, "cdp-drive.py failed: \(output)")
    return try #require(output.split(separator: "\n").last.map(String.init))
  }

  @Test("A mouse drag and release comes to rest exactly on an item, drawn as the native model")
  func mouseDrag() throws {
    // Pressed at the stage's centre (the stage starts at 16, 16), dragged 100 px left in four
    // moves, released: a flick toward later items.
    let states = try play(
      "carousel", keeping: "CAROUSELKIT_WEB_IMAGE",
      """
      [{"state": true},
       {"mouse": "pressed", "x": 336, "y": 196}, {"mouse": "moved", "x": 326, "y": 196},
       {"mouse": "moved", "x": 306, "y": 196}, {"mouse": "moved", "x": 276, "y": 196},
       {"mouse": "moved", "x": 236, "y": 196}, {"mouse": "released", "x": 236, "y": 196},
       {"settle": 10}, {"state": true}]
      """)
    try #require(states.count == 2)
    let start = try #require(states[0]["offset"] as? Double)
    #expect(start == 0)
    let offset = try #require(states[1]["offset"] as? Double)
    let current = try #require(states[1]["currentIndex"] as? Int)
    #expect(offset > 0, "the drag to the left moved no item into the centre")
    #expect(offset == offset.rounded(), "at rest between items: \(offset)")
    #expect(Double(current) == offset)

    // The same model, native, resting on the same item, draws the same items with the same
    // transforms and alphas.
    let native = Carousel<Int>()
    let source = ArrayItems(count: 20)
    native.configuration.type = .coverFlow
    native.configuration.itemSize = Size(width: 160, height: 160)
    native.setViewportSize(Size(width: 640, height: 360))
    native.dataSource = source
    _ = native.scrollToItem(current, animated: false)
    let expected = native.items
    let drawn = try #require(states[1]["items"] as? [[String: Any]])
    #expect(drawn.count == expected.count)
    for (item, want) in zip(drawn, expected) {
      #expect(item["index"] as? Double == Double(want.index))
      let alpha = try #require(item["alpha"] as? Double)
      #expect(abs(alpha - want.alpha) <= 1e-9)
      let transform = try #require(item["transform"] as? [Double])
      #expect(transform.count == 16)
      for (got, value) in zip(transform, want.transform.elements) {
        #expect(abs(got - value) <= 1e-9, "item \(want.index)'s transform")
      }
    }
  }
}

extension BrowserWebTests {
  @Test("A touch drag on the sliding pages moves the header strip in proportion, and a flick pages")
  func touchDrag() throws {
    // The stage starts at 16, 16 and is 320 wide: a finger on the pages, moved 138 px left in
    // three moves (the first 18 px are the host's touch slop: a drag of 120 px) and read while
    // still down, then flicked on 80 px and lifted at once.
    let states = try play(
      "pages", keeping: "CAROUSELKIT_WEB_PAGES_IMAGE",
      """
      [{"touchEmulation": true}, {"state": true},
       {"touch": "start", "x": 256, "y": 300}, {"touch": "move", "x": 216, "y": 300},
       {"touch": "move", "x": 176, "y": 300}, {"touch": "move", "x": 118, "y": 300},
       {"state": true}, {"touch": "move", "x": 96, "y": 300},
       {"touch": "move", "x": 56, "y": 300}, {"touch": "end", "x": 56, "y": 300},
       {"settle": 10}, {"state": true}]
      """)
    try #require(states.count == 3)
    #expect(states[0]["contentOffset"] as? Double == 0)
    #expect(states[0]["headerOffset"] as? Double == 0)
    // Mid-drag: the content follows the finger; the strip moves 150/320 as far, as
    // TTScrollSlidingPages rounds it: 150·0 + round(120/320·150) = 56.
    #expect(states[1]["contentOffset"] as? Double == 120)
    #expect(states[1]["headerOffset"] as? Double == 56)
    let geometry = HeaderStripGeometry(
      layout: PageLayout(pageCount: 7, viewportLength: 320), titleWidth: 150)
    #expect(states[1]["headerOffset"] as? Double == geometry.headerOffset(forContentOffset: 120))
    // Lifted: at rest on a page, the strip on its title.
    let current = try #require(states[2]["currentPage"] as? Int)
    #expect(current == 1, "a flick pages one page on")
    #expect(states[2]["contentOffset"] as? Double == 320 * Double(current))
    #expect(states[2]["headerOffset"] as? Double == 150 * Double(current))
    let titles = try #require(states[2]["titles"] as? [[String: Any]])
    #expect(titles.filter { $0["active"] as? Bool == true }.map { $0["index"] as? Double } == [1])
  }
}

extension BrowserWebTests {
  @Test("The walkthrough's next button pages, and its buttons show as the model says")
  func nextButton() throws {
    let states = try play(
      "walkthrough", keeping: "CAROUSELKIT_WEB_WALKTHROUGH_IMAGE",
      """
      [{"state": true}, {"click": "#next"}, {"settle": 10}, {"state": true},
       {"mouse": "pressed", "x": 176, "y": 256}, {"mouse": "moved", "x": 186, "y": 256},
       {"mouse": "moved", "x": 217, "y": 256}, {"state": true}]
      """)
    try #require(states.count == 3)
    #expect(states[0]["currentPage"] as? Int == 0)
    #expect(states[0]["previousHidden"] as? Bool == true)
    #expect(states[0]["nextHidden"] as? Bool == false)
    // Next: an animated scroll to page 1, at rest there with both buttons shown.
    #expect(states[1]["currentPage"] as? Int == 1)
    #expect(states[1]["contentOffset"] as? Double == 320)
    #expect(states[1]["previousHidden"] as? Bool == false)
    // Dragged 40 px back (41, less the mouse's 1 px slop): the pages follow the mouse, and both
    // pages in view are told their offsets (page 1 at 1 − 40/320, page 0 at 2 − 40/320).
    #expect(states[2]["contentOffset"] as? Double == 280)
    let told = try #require(states[2]["pages"] as? [[String: Any]])
    let pairs = told.compactMap { entry -> (Int, Double)? in
      guard let page = entry["page"] as? Double, let offset = entry["offset"] as? Double
      else { return nil }
      return (Int(page), offset)
    }
    #expect(Set(pairs.map(\.0)).count == pairs.count, "a page told twice")
    let offsets = Dictionary(pairs, uniquingKeysWith: { first, _ in first })
    #expect(offsets[1].map { abs($0 - 0.875) <= 1e-12 } == true)
    #expect(offsets[0].map { abs($0 - 1.875) <= 1e-12 } == true)
  }
}

extension BrowserWebTests {
  @Test("The onboarding flow follows a mouse drag, its views where the native conductor puts them")
  func onboardingDrag() throws {
    // The example flow, its springs at rest first (its floating images move for ever); the
    // stage's centre is at (203.5, 349.5). The mouse moves 101 px: a drag of 100, past the
    // host's 1 px slop.
    let states = try play(
      "onboarding", keeping: "CAROUSELKIT_WEB_ONBOARDING_IMAGE",
      """
      [{"wait": 2}, {"state": true},
       {"mouse": "pressed", "x": 203, "y": 349}, {"mouse": "moved", "x": 183, "y": 349},
       {"mouse": "moved", "x": 143, "y": 349}, {"mouse": "moved", "x": 102, "y": 349},
       {"state": true}]
      """)
    try #require(states.count == 2)
    #expect(states[0]["contentOffset"] as? Double == 0)
    #expect(states[1]["contentOffset"] as? Double == 100)

    // The same flow natively, springs at rest, dragged 100 pt. The views whose state does not
    // change with time (all but the floating images) must be where the page drew them.
    let file = Browser.repository.appendingPathComponent("Examples/OnboardingHost/flow.json")
    let spec = try #require(OnboardingSpec.read([UInt8](try Data(contentsOf: file))).spec)
    let conductor = OnboardingConductor(
      spec: spec, containerSize: Size(width: 375, height: 667),
      imageSize: { _ in Size(width: 100, height: 100) })
    conductor.advance(to: 10)
    let before = conductor.viewStates
    conductor.touchBegan(at: 10)
    conductor.dragBegan(at: 10)
    conductor.dragChanged(translation: -100, at: 10)
    conductor.advance(to: 10)
    #expect(conductor.contentOffset == 100)
    let dragged = conductor.viewStates
    conductor.advance(to: 10.37)
    let later = conductor.viewStates
    let drawn = try #require(states[1]["views"] as? [[String: Any]])
    var compared = 0
    var moved = 0
    for view in drawn {
      let index = try #require((view["view"] as? Double).map { Int($0) })
      let want = dragged[index]
      guard want == later[index] else { continue }  // moves with time: a floating image
      compared += 1
      if want.frame != before[index].frame || want.transform != before[index].transform {
        moved += 1
      }
      let frame = try #require(view["frame"] as? [Double])
      let expectedFrame = [
        want.frame.origin.x, want.frame.origin.y, want.frame.size.width, want.frame.size.height,
      ]
      #expect(zip(frame, expectedFrame).allSatisfy { abs($0 - $1) <= 1e-9 }, "view \(index)")
      let transform = try #require(view["transform"] as? [Double])
      #expect(transform.count == 6 && frame.count == 4)
      let t = want.transform
      #expect(
        zip(transform, [t.a, t.b, t.c, t.d, t.tx, t.ty]).allSatisfy { abs($0 - $1) <= 1e-9 },
        "view \(index)'s transform")
      #expect((view["alpha"] as? Double).map { abs($0 - want.alpha) <= 1e-9 } == true)
    }
    #expect(drawn.count == dragged.filter(\.isInContainer).count)
    #expect(compared >= 8, "only \(compared) views hold still with time")
    #expect(moved >= 3, "only \(moved) views moved with the drag: the check would be weak")
  }
}

extension BrowserWebTests {
  @Test(
    "Keys step the carousel once its stage has the focus: → one item, End the last, Home the first")
  func keys() throws {
    let states = try play(
      "carousel", keeping: "CAROUSELKIT_WEB_KEYS_IMAGE",
      """
      [{"click": "#stage"}, {"key": "ArrowRight"}, {"settle": 10}, {"state": true},
       {"key": "End"}, {"settle": 10}, {"state": true}, {"evaluate": "\(announcement)"},
       {"key": "Home"}, {"settle": 10}, {"state": true}, {"evaluate": "\(announcement)"}]
      """)
    try #require(states.count == 5)
    let moves = [states[0], states[1], states[3]]
    #expect(moves.map { $0["currentIndex"] as? Int } == [1, 19, 0])
    #expect(moves.map { $0["offset"] as? Double } == [1, 19, 0])
    // At rest on a new item, the page's live region says the model's accessibility value.
    let native = Carousel<Int>()
    let items = ArrayItems(count: 20)
    native.dataSource = items
    var expected: [String] = []
    for index in [19, 0] {
      native.scrollToItem(index, animated: false)
      expected.append(native.accessibilityValue)
    }
    #expect([states[2], states[4]].map { $0["text"] as? String } == expected)
  }

  /// What the page's live region says, as a state: `{"text": …}`.
  var announcement: String {
    #"({text: document.querySelector('[role=status]').textContent})"#
  }
}

/// Items numbered 0…count − 1, each its index.
private final class ArrayItems: CarouselDataSource {
  let count: Int
  init(count: Int) { self.count = count }
  func numberOfItems(in carousel: Carousel<Int>) -> Int { count }
  func carousel(_ carousel: Carousel<Int>, viewForItemAt index: Int, reusing view: Int?) -> Int {
    index
  }
}

extension BrowserWebTests {
  @Test(
    "The playground's own widths, alignment and containment draw as the native model; its autoplay steps and pauses under the pointer"
  )
  func playgroundPeers() throws {
    // The controls set as a user sets them, each change heard as the page hears one.
    let set = """
      (() => { const c = id => document.getElementById(id);
        c('type').value = 'linear'; c('itemWidths').value = '80, 240'; c('align').value = 'start';
        c('containScroll').checked = true;
        c('playground').dispatchEvent(new Event('change')); return {}; })()
      """.replacingOccurrences(of: "\n", with: " ")
    let autoplay = """
      (() => { const c = document.getElementById('autoplay'); c.value = '1';
        document.getElementById('playground').dispatchEvent(new Event('change')); return {}; })()
      """.replacingOccurrences(of: "\n", with: " ")
    let states = try play(
      "carousel", keeping: "CAROUSELKIT_WEB_PLAYGROUND_IMAGE",
      """
      [{"evaluate": "\(set)"}, {"settle": 10}, {"state": true},
       {"evaluate": "\(autoplay)"}, {"wait": 2.2}, {"settle": 10}, {"state": true},
       {"mouse": "moved", "x": 336, "y": 196}, {"settle": 10}, {"state": true},
       {"wait": 1.2}, {"settle": 10}, {"state": true}]
      """)
    // The evaluations' values are kept too: the states are 1, 3, 4 and 5.
    try #require(states.count == 6)
    let command = try #require(states[1]["command"] as? String)
    #expect(command.contains("--type linear"))
    #expect(command.contains("--item-widths 80,240 --align start --contain-scroll"))
    #expect((states[1]["swift"] as? String)?.contains("usesItemWidths = true") == true)

    // The same model, native: linear items 80 and 240 pt wide in turn, aligned to the start.
    let native = Carousel<Int>()
    let source = WidthItems(count: 20, widths: [80, 240])
    native.configuration.type = .linear
    native.configuration.itemSize = Size(width: 160, height: 160)
    native.configuration.usesItemWidths = true
    native.configuration.alignment = .start
    native.configuration.containsScroll = true
    native.setViewportSize(Size(width: 640, height: 360))
    native.dataSource = source
    let expected = native.items
    let drawn = try #require(states[1]["items"] as? [[String: Any]])
    #expect(drawn.count == expected.count)
    for (item, want) in zip(drawn, expected) {
      #expect(item["index"] as? Double == Double(want.index))
      let transform = try #require(item["transform"] as? [Double])
      for (got, value) in zip(transform, want.transform.elements) {
        #expect(abs(got - value) <= 1e-9, "item \(want.index)'s transform")
      }
    }

    // Autoplay every second (a step's scroll takes 0.4 s): in 2.2 s it stepped on, resting on
    // whole items; under the pointer it holds still.
    let stepped = try #require(states[3]["offset"] as? Double)
    #expect(stepped >= 1 && stepped == stepped.rounded(), "offset \(stepped) after 2.2 s")
    #expect((states[3]["command"] as? String)?.contains("--autoplay 1") == true)
    let hovered = try #require(states[4]["offset"] as? Double)
    #expect(states[5]["offset"] as? Double == hovered, "the autoplay stepped under the pointer")
  }
}

/// Items numbered 0…count − 1, each its index, of the widths `widths` cycled.
private final class WidthItems: CarouselDataSource {
  let count: Int
  let widths: [Double]
  init(count: Int, widths: [Double]) {
    self.count = count
    self.widths = widths
  }
  func numberOfItems(in carousel: Carousel<Int>) -> Int { count }
  func carousel(_ carousel: Carousel<Int>, viewForItemAt index: Int, reusing view: Int?) -> Int {
    index
  }
  func carousel(_ carousel: Carousel<Int>, widthOfItemAt index: Int) -> Double {
    widths[index % widths.count]
  }
}

extension BrowserWebTests {
  @Test(
    "The thumbnail strip: a tap on a thumbnail scrolls the carousel to its item, and the strip follows"
  )
  func thumbnails() throws {
    let show = """
      (() => { document.getElementById('thumbnails').checked = true;
        document.getElementById('playground').dispatchEvent(new Event('change'));
        const r = document.getElementById('thumbs').getBoundingClientRect();
        return {left: r.left, top: r.top, width: r.width, height: r.height}; })()
      """.replacingOccurrences(of: "\n", with: " ")
    // The strip is 640 × 80 under the 360-pt stage (16 pt from the page's left edge): thumbnail
    // 3 of the 64-pt linear strip resting on 0 is 3 × 64 pt right of its centre.
    let states = try play(
      "carousel", keeping: "CAROUSELKIT_WEB_THUMBNAILS_IMAGE",
      """
      [{"evaluate": "\(show)"}, {"state": true},
       {"mouse": "pressed", "x": 528, "y": 424}, {"mouse": "released", "x": 528, "y": 424},
       {"settle": 10}, {"state": true}]
      """)
    try #require(states.count == 3)
    let strip = states[0]
    #expect(strip["left"] as? Double == 16)
    #expect(strip["width"] as? Double == 640 && strip["height"] as? Double == 80)
    let top = try #require(strip["top"] as? Double)
    #expect(
      top >= 376 && top + 80 > 424 && top < 424, "the tap at y 424 misses the strip at \(top)")
    #expect(states[1]["selectedThumbnail"] as? Int == 0)
    #expect((states[1]["thumbnails"] as? [Double])?.contains(0) == true)
    #expect(states[2]["currentIndex"] as? Int == 3)
    #expect(states[2]["offset"] as? Double == 3)
    #expect(states[2]["selectedThumbnail"] as? Int == 3)
    #expect((states[2]["thumbnails"] as? [Double])?.contains(3) == true)
  }
}
