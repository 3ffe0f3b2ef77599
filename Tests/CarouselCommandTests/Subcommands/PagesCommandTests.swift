import CarouselKit
import Foundation
import Testing

@testable import CarouselCommand

/// The header strip's offset for content offset `x`, TTScrollSlidingPages' content → strip sync
/// for `n` pages of the view's width `width`: `c = clamp(⌊x/W⌋, 0, n−1)`,
/// `frac = x/W − c`, `stripX = titleWidth·c + round(frac·titleWidth)`, half away from zero.
func stripOffset(contentOffset x: Double, pages n: Int, width: Double, titleWidth: Double)
  -> Double
{
  let c = min(max(Int((x / width).rounded(.down)), 0), n - 1)
  let frac = x / width - Double(c)
  return titleWidth * Double(c) + (frac * titleWidth).rounded(.toNearestOrAwayFromZero)
}

/// TTScrollSlidingPages' zoom-out scale of a page `distance` points from its resting place:
/// `max(0.93, 1 − max(0, trunc(distance))/1000)`.
func zoomScale(distance: Double) -> Double {
  max(0.93, 1 - max(0, distance.rounded(.towardZero)) / 1000)
}

@Suite("carousel pages")
struct PagesCommandTests {
  @Test("--loop: a flick forward on the last page goes on to the first, which waits to its right")
  func loop() throws {
    // Five pages 320 pt wide loop over 1600 pt.
    let run = try pagesJSON(["--pages", "5", "--loop", "--initial-page", "4", "--flick", "-900"])
    #expect(run.final.currentPage == 0 && run.final.contentOffset == 0)
    #expect(run.frames[0].realisedPages == [3, 4, 0])
    let offsets = run.frames.map(\.contentOffset)
    #expect(offsets.allSatisfy { $0 >= 0 && $0 < 1600 })
    // Forward all the way: every step between frames, taken round the loop, is not negative.
    for (a, b) in zip(offsets, offsets.dropFirst()) {
      let step = b - a
      #expect(step - (step / 1600).rounded() * 1600 >= 0, "\(a) → \(b)")
    }
    #expect(run.eventNames.contains("pageDidAppear 0"))
    #expect(run.eventNames.contains("pageDidChange 0"))
    let back = try pagesJSON(["--pages", "5", "--loop", "--flick", "900"])
    #expect(back.final.currentPage == 4 && back.final.contentOffset == 1280)
  }

  @Test(
    "With no options: one frame at time 0 on page 0, in the contract's keys and order, with the first page's appearance"
  )
  func defaults() throws {
    let result = runCommand(["pages", "--json"])
    #expect(result.code == 0 && result.errors.isEmpty)
    #expect(
      result.output
        == #"{"frames":[{"time":0.0,"contentOffset":0.0,"headerOffset":0.0,"currentPage":0,"#
        + #""leadingPage":0,"pageControlPage":0,"realisedPages":[0,1],"zoom":[{"page":0,"scale":1.0},"#
        + #"{"page":1,"scale":0.93}]}],"events":[{"time":0.0,"name":"pageWillAppear","page":0},"#
        + #"{"time":0.0,"name":"pageDidAppear","page":0}],"final":{"time":0.0,"contentOffset":0.0,"#
        + #""headerOffset":0.0,"currentPage":0,"leadingPage":0}}"# + "\n")
  }

  @Test("Every key of the contract, and only those, in every frame, event and the final state")
  func keys() throws {
    let result = runCommand(["pages", "--json", "--start-offset", "400", "--flick", "-900"])
    let frames = try expectPagerRunKeys(
      result.output,
      frame: [
        "time", "contentOffset", "headerOffset", "currentPage", "leadingPage", "pageControlPage",
        "realisedPages", "zoom",
      ],
      final: ["time", "contentOffset", "headerOffset", "currentPage", "leadingPage"],
      pageEvents: ["didFinishScrollingToPage", "didSettle", "currentPageDidChange"],
      pagePrefix: "page"
    ) { frame in
      for zoom in try #require(frame["zoom"] as? [[String: Any]]) {
        #expect(Set(zoom.keys) == ["page", "scale"])
      }
    }
    #expect(frames.count > 10)
  }

  @Test("The defaults are the model's own")
  func defaultValues() {
    let model = SlidingPagesConfiguration()
    #expect(PagesCommand.titleItemWidth.defaultValue == model.titleItemWidth)
    #expect(PagesCommand.titleHeight.defaultValue == model.titleStripHeight)
    #expect(PagesCommand.initialPage.defaultValue == model.initialPage)
    let options = PagesCommand.Options()
    #expect(options.slidingPagesConfiguration == model)
  }

  @Test(
    "--flick: touch down and release; the pages decay onto the next page, which appears as the first leaves"
  )
  func flick() throws {
    let output = try pagesJSON(["--flick", "-800"])
    for (k, frame) in output.frames.enumerated() { #expect(frame.time == Double(k) / 60) }
    #expect(
      Array(output.eventNames.prefix(5)) == [
        "pageWillAppear 0", "pageDidAppear 0", "willBeginDragging", "didEndDragging",
        "willBeginDecelerating",
      ])
    #expect(output.events[3].willDecelerate == true)
    #expect(output.events.prefix(5).allSatisfy { $0.time == 0 })
    let names = output.eventNames
    for name in [
      "pageWillDisappear 0", "pageWillAppear 1", "pageDidDisappear 0", "pageDidAppear 1",
    ] {
      #expect(names.contains(name), "\(name)")
    }
    #expect(Array(names.suffix(3)) == ["didEndDecelerating", "didSettle 1", "pageDidChange 1"])
    #expect(output.final.contentOffset == 320 && output.final.currentPage == 1)
    #expect(output.final.headerOffset == 150)
    let last = try #require(output.frames.last)
    #expect(last.time == output.final.time && last.contentOffset == 320)
    #expect(last.realisedPages == [0, 1, 2] && last.pageControlPage == 1)
    // The offset only grows, and the lit dot moves on once page 1 is nearer (past 160 pt).
    #expect(
      zip(output.frames, output.frames.dropFirst()).allSatisfy {
        $0.contentOffset <= $1.contentOffset
      })
    #expect(output.frames.allSatisfy { $0.pageControlPage == ($0.contentOffset >= 160 ? 1 : 0) })

    // Toward lower pages from page 0 there is no page to go to: the release moves nothing.
    let back = try pagesJSON(["--flick", "800"])
    #expect(back.frames.count == 1 && back.final.contentOffset == 0)
    #expect(
      back.eventNames == [
        "pageWillAppear 0", "pageDidAppear 0", "willBeginDragging", "didEndDragging",
        "didSettle 0",
      ])
    #expect(back.events.first { $0.name == "didEndDragging" }?.willDecelerate == false)
  }

  @Test(
    "--drag: the finger moves the content point for point, then the paging rule picks the page")
  func drag() throws {
    let output = try pagesJSON(["--drag", "-200", "--over", "0.25"])
    // Samples at 60 Hz: 200 pt in 15 frames.
    for k in 0...15 {
      #expect(abs(output.frames[k].contentOffset - 200 * Double(k) / 15) < 1e-9, "frame \(k)")
    }
    let released = try #require(output.events.first { $0.name == "didEndDragging" })
    #expect(released.time == 0.25 && released.willDecelerate == true)
    #expect(output.final.contentOffset == 320 && output.final.currentPage == 1)
    #expect(output.eventNames.last == "pageDidChange 1")

    // Slower than 50 pt/s is no flick: 100 pt of 320 is nearer page 0, so the pages go back.
    let slow = try pagesJSON(["--drag", "-100", "--over", "4"])
    #expect(slow.final.contentOffset == 0 && slow.final.currentPage == 0)
    #expect(!slow.eventNames.contains { $0.hasPrefix("pageDidChange") })
    // … and 200 pt is nearer page 1.
    let on = try pagesJSON(["--drag", "-200", "--over", "5"])
    #expect(on.final.contentOffset == 320 && on.eventNames.last == "pageDidChange 1")
  }

  @Test("--scroll-to: the model's animated 0.3 s scroll, clamped into the pages")
  func scrollTo() throws {
    let output = try pagesJSON(["--scroll-to", "3"])
    #expect(output.frames.count == 19)  // 0 … 0.3 s at 60 Hz
    #expect(output.final.time == 0.3 && output.final.contentOffset == 960)
    #expect(output.final.currentPage == 3 && output.final.headerOffset == 450)
    let names = output.eventNames
    #expect(names.contains("willBeginScrollingAnimation"))
    #expect(
      Array(names.drop { $0 != "didEndScrollingAnimation" }.prefix(3)) == [
        "didEndScrollingAnimation", "didSettle 3", "didFinishScrollingToPage 3",
      ])
    #expect(!names.contains { $0.hasPrefix("pageDidChange") })  // a user's gesture only
    #expect(output.events.last { $0.name == "didEndScrollingAnimation" }?.time == 0.3)

    let clamped = try pagesJSON(["--scroll-to", "99"])
    #expect(clamped.final.contentOffset == 1920 && clamped.final.currentPage == 6)
    #expect(clamped.eventNames.contains("didFinishScrollingToPage 6"))
  }

  @Test(
    "--tap-title: a tap on a title on screen scrolls as --scroll-to does; the command reports where it tapped"
  )
  func tapTitle() throws {
    let tap = try pagesJSON(["--tap-title", "1"])
    let scroll = try pagesJSON(["--scroll-to", "1"])
    #expect(tap.frames.map(\.contentOffset) == scroll.frames.map(\.contentOffset))
    #expect(tap.eventNames == scroll.eventNames)
    // Title 1 spans 235…385 at time 0: the tap is at its centre.
    let text = runCommand(["pages", "--tap-title", "1"])
    #expect(text.output.contains("The tap at x 310.0 (title 1 on screen) hit title 1."))

    // Left of the first title: no title, nothing moves.
    let beside = try pagesJSON(["--tap-title", "-1"])
    #expect(beside.frames.count == 1 && beside.final.contentOffset == 0)
    #expect(beside.eventNames == ["pageWillAppear 0", "pageDidAppear 0"])
    #expect(
      runCommand(["pages", "--tap-title", "-1"]).output.contains(
        "The tap at x 10.0 (title -1 not on screen) hit no title."))

    // Title 5 is not on screen: the command taps where it would be, 85 + 5.5·150 = 910, outside
    // the 320 pt view, where no title can be hit; nothing moves.
    let far = try pagesJSON(["--tap-title", "5"])
    #expect(far.frames.count == 1 && far.final.contentOffset == 0 && far.final.currentPage == 0)
    #expect(
      runCommand(["pages", "--tap-title", "5"]).output.contains(
        "The tap at x 910.0 (title 5 not on screen) hit no title."))
  }

  @Test(
    "--start-offset: the pages rest there at time 0, zoomed as TTScrollSlidingPages zooms them, and a gesture starts from there"
  )
  func startOffset() throws {
    let x = 630.5
    let output = try pagesJSON(["--start-offset", "\(x)"])
    #expect(output.frames.count == 1)
    let frame = output.frames[0]
    // 630.5 pt is nearer page 2 (640) than page 1 (320), which starts left of the view's edge.
    #expect(frame.contentOffset == x && frame.leadingPage == 1 && frame.currentPage == 2)
    #expect(frame.pageControlPage == 2)
    #expect(
      frame.headerOffset == stripOffset(contentOffset: x, pages: 7, width: 320, titleWidth: 150))
    #expect(frame.realisedPages == [0, 1, 2, 3])  // 1 and 2 in view, one more on each side
    #expect(
      frame.zoom == [
        .init(page: 0, scale: 1), .init(page: 1, scale: zoomScale(distance: x - 320)),
        .init(page: 2, scale: zoomScale(distance: 640 - x)), .init(page: 3, scale: 1),
      ])
    #expect(frame.zoom[2].scale == 0.991)
    // Both pages in view at rest have appeared; nothing from before time 0 is reported.
    #expect(
      output.eventNames == [
        "pageWillAppear 1", "pageDidAppear 1", "pageWillAppear 2", "pageDidAppear 2",
      ])

    let flick = try pagesJSON(["--start-offset", "480", "--flick", "-800"])
    #expect(flick.frames[0].contentOffset == 480)
    #expect(flick.final.contentOffset == 640 && flick.eventNames.last == "pageDidChange 2")

    let end = try pagesJSON(["--start-offset", "1920"])
    #expect(end.final.contentOffset == 1920 && end.final.currentPage == 6)
    #expect(try pagesJSON(["--start-offset", "0.1"]).final.contentOffset == 0.1)
  }

  @Test("--initial-page, --pages, --viewport and --title-item-width reach the model")
  func pageOptions() throws {
    let third = try pagesJSON(["--initial-page", "3"])
    #expect(third.final.contentOffset == 960 && third.final.headerOffset == 450)
    #expect(third.frames[0].realisedPages == [2, 3, 4])
    #expect(try pagesJSON(["--initial-page", "99"]).final.currentPage == 6)  // clamped

    let wide = try pagesJSON([
      "--pages", "100000", "--viewport", "400x600", "--title-item-width", "100",
      "--initial-page", "50000", "--flick", "-2000",
    ])
    #expect(wide.final.contentOffset == 50_001 * 400 && wide.final.currentPage == 50_001)
    #expect(wide.final.headerOffset == 50_001 * 100)
    #expect(wide.frames.allSatisfy { $0.realisedPages.count <= 4 })

    let none = try pagesJSON(["--pages", "0"])
    #expect(none.frames[0].realisedPages.isEmpty && none.events.isEmpty)
  }

  @Test(
    "headerOffset is TTScrollSlidingPages' stripX = itemWidth·c + round(frac·itemWidth) in every frame, past the ends too",
    arguments: [
      (["--flick", "-800"], 320, 150),
      (["--flick", "-2500", "--initial-page", "3"], 320, 150),
      (["--drag", "260", "--over", "0.3"], 320, 150),  // past the first page: x < 0
      (["--drag", "-200", "--over", "0.3", "--initial-page", "6"], 320, 150),  // past the last
      (["--scroll-to", "5"], 320, 150),
      (["--start-offset", "123.4", "--drag", "-77", "--over", "0.2"], 320, 150),
      (["--viewport", "375x667", "--title-item-width", "100", "--flick", "-1234"], 375, 100),
      (
        ["--viewport", "375x667", "--title-item-width", "97", "--drag", "-500", "--over", "0.5"],
        375, 97
      ),
    ] as [([String], Double, Double)])
  func headerOffset(arguments: [String], width: Double, titleWidth: Double) throws {
    let output = try pagesJSON(arguments)
    #expect(output.frames.count > 5)
    for frame in output.frames {
      let expected = stripOffset(
        contentOffset: frame.contentOffset, pages: 7, width: width, titleWidth: titleWidth)
      #expect(
        frame.headerOffset == expected,
        "t = \(frame.time): content \(frame.contentOffset) gives strip \(frame.headerOffset), TTScrollSlidingPages gives \(expected)"
      )
    }
    if arguments.contains("260") { #expect(output.frames.contains { $0.contentOffset < 0 }) }
    if arguments.contains("-200") { #expect(output.frames.contains { $0.contentOffset > 1920 }) }
  }

  /// The malformed or out-of-range values of `pages`'s own options, each with the message after
  /// `carousel pages: `; `PagerSubcommandTests.ownInvalidValues` runs them, expecting exit 1.
  static let invalidValues: [([String], String)] = [
    (
      ["--pages", "-1"],
      "--pages expects a whole number of pages from 0 to 100000000, got '-1'"
    ),
    (
      ["--pages", "many"],
      "--pages expects a whole number of pages from 0 to 100000000, got 'many'"
    ),
    (
      ["--viewport", "320"],
      "--viewport expects a size WxH in points, both positive, the width at most 1e280, such as 375x667, got '320'"
    ),
    (
      ["--viewport", "2e280x667"],
      "--viewport expects a size WxH in points, both positive, the width at most 1e280, such as 375x667, got '2e280x667'"
    ),
    (
      ["--title-item-width", "0"],
      "--title-item-width expects a width in points from 0.001 to 1000000, got '0'"
    ),
    (
      ["--title-height", "-5"],
      "--title-height expects a height in points from 0 to 1000000, got '-5'"
    ),
    (
      ["--initial-page", "-2"],
      "--initial-page expects a page index from 0 to 1000000000, got '-2'"
    ),
    (
      ["--start-offset", "-1"],
      "--start-offset expects a content offset in points from 0 to the last page's start, got '-1'"
    ),
    (
      ["--start-offset", "1920.5"],
      "--start-offset expects a content offset in points from 0 to 1920 (the last page's start, with 7 pages 320 pt wide), got '1920.5'"
    ),
    (
      ["--pages", "3", "--viewport", "400x300", "--start-offset", "1e9"],
      "--start-offset expects a content offset in points from 0 to 800 (the last page's start, with 3 pages 400 pt wide), got '1000000000'"
    ),
    (
      ["--scroll-to", "2.5"],
      "--scroll-to expects a page index from -1000000000 to 1000000000, got '2.5'"
    ),
    (
      ["--tap-title", "first"],
      "--tap-title expects a title index from -1000000000 to 1000000000, got 'first'"
    ),
  ]

  @Test(
    "The trace's row at rest has the strip, page, dot and events; with no gesture it says the offset"
  )
  func trace() {
    let lines = runCommand(["pages", "--scroll-to", "3"]).output.split(separator: "\n")
    #expect(
      lines.contains {
        $0.hasPrefix(
          " 0.300   960.00    450     3    3  idle          didEndScrollingAnimation, didSettle(page: 3), didFinishScrollingToPage(page: 3)"
        )
      })
    #expect(
      runCommand(["pages", "--start-offset", "480"]).output.hasPrefix(
        "carousel pages: 7 pages in 320×480, titles 150 pt wide, no gesture from offset 480.00."))
  }

  @Test(
    "--output writes a self-contained page embedding the same JSON, the model's frames of pages and titles, and a colour per page"
  )
  func page() throws {
    let page = temporaryPage("pages", "contained")
    defer { try? FileManager.default.removeItem(at: page) }
    let options = ["--flick", "-1500", "--fps", "30", "--start-offset", "100"]
    let written = runCommand(["pages"] + options + ["--output", page.path, "--frame", "7"])
    #expect(written.code == 0 && written.errors.isEmpty)
    #expect(
      written.output.hasPrefix(
        "Wrote \(page.path): 7 pages, a flick at -1500 pt/s, "))
    #expect(written.output.hasSuffix(" frames at 30 Hz, frame 7 still. Open it in a browser.\n"))
    let html = try String(contentsOf: page, encoding: .utf8)
    let json = runCommand(["pages", "--json"] + options)
    #expect(try embedded("report", in: html) + "\n" == json.output)
    let output = try JSONDecoder().decode(PagesOutput.self, from: Data(json.output.utf8))

    let settings = try embeddedSettings(in: html)
    #expect(settings["still"] as? Double == 7)
    #expect(settings["viewport"] as? [Double] == [320, 480])
    let colours = try #require(settings["colours"] as? [String: String])
    #expect(Set(colours.keys) == Set(output.frames.flatMap(\.realisedPages).map(String.init)))
    for (key, colour) in colours {
      #expect(colour == PreviewColours.hex(PagesPreview.pageColour(Int(key) ?? -1)))
    }
    #expect(Set(colours.values).count == colours.count, "every page has its own colour")
    let chrome = try #require(settings["chrome"] as? [String: Any])
    #expect(chrome["strip"] as? [Double] == [0, 20, 320, 50])
    #expect(chrome["triangle"] as? [Double] == [145, 20, 30, 10])
    #expect(chrome["content"] as? [Double] == [0, 70, 320, 410])

    // The scene: per frame, the model's frames for the realised pages and the titles in view.
    struct Scene: Decodable {
      struct Page: Decodable {
        var index: Int
        var text: String
        var frame: [Double]
        var scale: Double
      }
      struct Title: Decodable {
        var index: Int
        var text: String
        var frame: [Double]
        var active: Bool
      }
      var pages: [Page]
      var titles: [Title]
    }
    let scene = try JSONDecoder().decode(
      [Scene].self, from: Data(embedded("scene", in: html).utf8))
    #expect(scene.count == output.frames.count)
    for (drawn, frame) in zip(scene, output.frames) {
      #expect(drawn.pages.map(\.index) == frame.realisedPages)
      #expect(drawn.pages.map(\.scale) == frame.zoom.map(\.scale))
      for page in drawn.pages {
        #expect(page.text == String(page.index))
        #expect(page.frame == [Double(page.index) * 320 - frame.contentOffset, 70, 320, 410])
      }
      for title in drawn.titles {
        #expect(title.text == "Page \(title.index)")
        #expect(title.frame == [85 - frame.headerOffset + Double(title.index) * 150, 20, 150, 50])
      }
      #expect(drawn.titles.filter(\.active).count <= 1)
    }

    for needle in [
      "<script src", "<link", "@import", "url(", "@font-face", "<img", "fetch(", "XMLHttpRequest",
    ] {
      #expect(!html.contains(needle), "the page contains \(needle)")
    }
    let urls = html.components(separatedBy: "http").dropFirst().map { "http" + $0.prefix(30) }
    #expect(urls.allSatisfy { $0.hasPrefix("http://www.w3.org/2000/svg\"") }, "\(urls)")
  }
}
