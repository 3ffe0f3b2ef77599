import CarouselKit
import CarouselKitOnboarding
import Foundation
import Testing

@testable import CarouselCommand

// `carousel web`'s input beyond a plain drag, in headless Chromium: the host's touch slop, the
// wheel, and the window's size.

extension BrowserWebTests {
  @Test(
    "A tap whose finger wanders 10 px stays a tap; a drag past the slop pages; a narrower window resizes the pages"
  )
  func touchSlopAndResize() throws {
    // The stage starts at 16, 16 and is 320 wide. The finger wanders 10 px, within the 18 px
    // slop, and lifts: no drag. Then it drags 200 px left and lifts: a drag of 182 px, past half
    // a page. Then the window becomes 332 px wide: the stage and the pages 300.
    let states = try drive(
      try writePage("pages"),
      """
      [{"touchEmulation": true},
       {"touch": "start", "x": 200, "y": 300}, {"touch": "move", "x": 205, "y": 300},
       {"touch": "move", "x": 210, "y": 300}, {"state": true}, {"touch": "end", "x": 210, "y": 300},
       {"settle": 3}, {"state": true},
       {"touch": "start", "x": 300, "y": 300}, {"touch": "move", "x": 250, "y": 300},
       {"touch": "move", "x": 150, "y": 300}, {"touch": "move", "x": 100, "y": 300},
       {"touch": "end", "x": 100, "y": 300}, {"settle": 3}, {"state": true},
       {"evaluate": "\(announcement)"},
       {"resize": [332, 720]}, {"wait": 0.3}, {"settle": 3}, {"state": true}]
      """)
    try #require(states.count == 5)
    // Held 10 px away, within the slop: nothing moves yet; lifted: still nothing.
    #expect(states[0]["contentOffset"] as? Double == 0, "a finger within the slop drags nothing")
    #expect(states[1]["contentOffset"] as? Double == 0, "a tap does not move the pages")
    #expect(states[1]["currentPage"] as? Int == 0)
    #expect(states[2]["contentOffset"] as? Double == 320, "a drag past half a page pages")
    #expect(states[2]["currentPage"] as? Int == 1)
    // At rest on page 1, the live region says what the native model says there.
    let native = SlidingPages<String>(viewportSize: Size(width: 320, height: 480))
    let source = NumberedPages(count: 7)
    native.dataSource = source
    native.setContentOffset(320, animated: false)
    #expect(states[3]["text"] as? String == native.accessibilityValue)
    #expect(states[4]["contentOffset"] as? Double == 300, "page 1 of pages 300 wide")
    #expect(states[4]["currentPage"] as? Int == 1)
    let frames = (states[4]["pages"] as? [[String: Any]])?.compactMap { $0["frame"] as? [Double] }
    #expect(frames?.map { $0[2] } == [300, 300, 300], "every page as wide as the stage")
  }

  @Test("The wheel scrolls the carousel through the model's own wheel gesture, as natively")
  func wheel() throws {
    // Four wheel steps of 40 px to the right over the stage, then one of 100 px up (a plain
    // wheel on a horizontal carousel: back toward the first item). Each gesture ends 0.15 s after its last step with no
    // velocity, so where it rests depends only on the distance: the native carousel, given the
    // same steps, rests on the same items.
    let states = try drive(
      try writePage("carousel"),
      """
      [{"wheel": [40, 0], "x": 300, "y": 200}, {"wheel": [40, 0], "x": 300, "y": 200},
       {"wheel": [40, 0], "x": 300, "y": 200}, {"wheel": [40, 0], "x": 300, "y": 200},
       {"wait": 0.3}, {"settle": 5}, {"state": true},
       {"wheel": [0, -100], "x": 300, "y": 200}, {"wait": 0.3}, {"settle": 5}, {"state": true}]
      """)
    try #require(states.count == 2)
    let native = Carousel<Int>()
    native.configuration.type = .coverFlow
    native.configuration.itemSize = Size(width: 160, height: 160)
    native.setViewportSize(Size(width: 640, height: 360))
    let items = NumberedItems(count: 20)
    native.dataSource = items
    var rests: [Double] = []
    for (steps, delta, start) in [(4, Point(x: -40, y: 0), 0.0), (1, Point(x: 0, y: 100), 5.0)] {
      for step in 0..<steps { native.scrollWheel(delta: delta, at: start + 0.01 * Double(step)) }
      native.advance(to: start + 4)
      rests.append(native.scrollOffset)
    }
    #expect(rests[0] > 0 && rests[1] < rests[0], "the steps move it: \(rests)")
    #expect(states.map { $0["offset"] as? Double } == rests)
    #expect(states[1]["animating"] as? Bool == false)
  }
}

extension BrowserWebTests {
  @Test(
    "The carousel page's bench measures a frame at 100 to 1,000,000 items, and the page comes back")
  func bench() throws {
    let page = try writePage("carousel")
    let line = try driveLine(
      page, #"[{"evaluate": "window.carouselKit.bench()"}, {"state": true}]"#)
    // Kept for Documentation/Hosts.md's table when asked: CAROUSELKIT_WEB_BENCH=path.
    if let target = ProcessInfo.processInfo.environment["CAROUSELKIT_WEB_BENCH"] {
      try Data(line.utf8).write(to: URL(fileURLWithPath: target))
    }
    let values = try #require(
      try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any])
    let results = try #require(values.first as? [[String: Any]])
    #expect(results.map { $0["items"] as? Int } == [100, 1000, 10000, 1_000_000])
    for result in results {
      for part in ["engine", "dom"] {
        let cost = try #require(result[part] as? [String: Double], "\(part) of \(result)")
        let (low, middle) = (cost["min"] ?? -1, cost["median"] ?? -1)
        #expect(low > 0 && low <= middle && middle.isFinite, "\(part): \(cost)")
      }
    }
    // The page's own carousel is back: 20 items, at rest on item 0.
    let state = try #require(values.last as? [String: Any])
    #expect(state["currentIndex"] as? Int == 0)
    #expect((state["items"] as? [Any])?.isEmpty == false)
  }
}

extension BrowserWebTests {
  @Test("The onboarding page draws the flow's own images from --images, sized from their files")
  func onboardingImages() throws {
    // The example flow with two of its images: the sky at 1x, the cloud at 2x (60×30 pt).
    let directory = try temporaryDirectory("web-browser", "onboarding-images")
    let art = directory.appendingPathComponent("art")
    try FileManager.default.createDirectory(at: art, withIntermediateDirectories: true)
    try Data(solidPNG(width: 375, height: 400, colour: (40, 120, 220))).write(
      to: art.appendingPathComponent("sky.png"))
    try Data(solidPNG(width: 120, height: 60, colour: (250, 250, 250))).write(
      to: art.appendingPathComponent("cloud@2x.png"))
    let flow = Browser.repository.appendingPathComponent("Examples/OnboardingHost/flow.json")
    var arguments = [
      "web", "--output", directory.path, "--spec", flow.path, "--images", art.path,
    ]
    let built = Browser.repository.appendingPathComponent(".build/wasm")
    if FileManager.default.fileExists(atPath: built.appendingPathComponent("Carousel.wasm").path) {
      arguments += ["--modules", built.path]
    }
    let result = runCommand(arguments)
    try #require(result.code == 0, "\(result.errors)")
    #expect(result.output.contains("note: no usable file for image \"hills\""))
    let page = directory.appendingPathComponent("onboarding.html")
    let backgrounds = """
      ({images: [...document.querySelectorAll('#stage div')].filter(e =>
        e.style.background.includes('data:image/png')).length})
      """.replacingOccurrences(of: "\n", with: " ")
    let states = try drive(
      page, #"[{"wait": 1}, {"state": true}, {"evaluate": "\#(backgrounds)"}]"#)
    try #require(states.count == 2)
    #expect(states[1]["images"] as? Int == 2, "the sky and the cloud show their files")

    // The native conductor with the same sizes (100×100 where no file was found) puts the
    // images' frames where the page does.
    let spec = try #require(OnboardingSpec.read([UInt8](try Data(contentsOf: flow))).spec)
    let sizes = ["sky": Size(width: 375, height: 400), "cloud": Size(width: 60, height: 30)]
    let conductor = OnboardingConductor(
      spec: spec, containerSize: Size(width: 375, height: 667),
      imageSize: { sizes[$0.key] ?? Size(width: 100, height: 100) })
    conductor.advance(to: 1)
    let native = conductor.viewStates
    let drawn = try #require(states[0]["views"] as? [[String: Any]])
    var checked = 0
    for view in drawn {
      let index = try #require((view["view"] as? Double).map { Int($0) })
      guard case .image(let image) = native[index].role,
        ["sky", "cloud"].contains(spec.images[image].key)
      else { continue }
      let frame = try #require(view["frame"] as? [Double])
      #expect(frame[2] == native[index].frame.size.width, "\(spec.images[image].key)'s width")
      #expect(frame[3] == native[index].frame.size.height, "\(spec.images[image].key)'s height")
      checked += 1
    }
    #expect(checked == 2)
  }
}
