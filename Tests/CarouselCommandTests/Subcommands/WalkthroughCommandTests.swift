import CarouselKit
import Foundation
import Testing

@testable import CarouselCommand

/// The identity transform's 16 numbers, m11…m44.
private let identity: [Double] = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]

/// A translation by `(x, y)` as 16 numbers, m11…m44 (m41 and m42 hold the translation).
private func translation(_ x: Double, _ y: Double) -> [Double] {
  [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, x, y, 0, 1]
}

/// BWWalkthrough's fold: `t = o` up to 1, `2 − o` past it.
private func fold(_ o: Double) -> Double { o <= 1 ? o : 2 - o }

/// The pages BWWalkthrough tells their offsets at content offset `x`: every page `i` of `n` with
/// `−2 < o < 2`, where `o = x/W + 1 − i`, in page order.
private func pagesTold(contentOffset x: Double, width: Double, pages n: Int) -> [(
  page: Int, offset: Double
)] {
  (0..<n).map { ($0, x / width + 1 - Double($0)) }.filter { $0.1 > -2 && $0.1 < 2 }
}

/// Subview `k`'s speed, as BWWalkthrough's page computes it: `speed + (k + 1)·variance`.
private func subviewSpeed(_ k: Int, speed: (Double, Double), variance: (Double, Double)) -> (
  x: Double, y: Double
) {
  (speed.0 + Double(k + 1) * variance.0, speed.1 + Double(k + 1) * variance.1)
}

@Suite("carousel walkthrough")
struct WalkthroughCommandTests {
  @Test("--loop: next on the last page goes forward to the first; both buttons always show")
  func loop() throws {
    // Three pages 375 pt wide loop over 1125 pt.
    let run = try walkthroughJSON(["--pages", "3", "--loop", "--start-offset", "750", "--next"])
    #expect(run.final.currentPage == 0 && run.final.contentOffset == 0)
    #expect(run.frames.allSatisfy { !$0.nextHidden && !$0.previousHidden })
    let offsets = run.frames.map(\.contentOffset)
    #expect(offsets.allSatisfy { $0 >= 0 && $0 < 1125 })
    // Forward all the way: every step between frames, taken round the loop, is not negative.
    for (a, b) in zip(offsets, offsets.dropFirst()) {
      let step = b - a
      #expect(step - (step / 1125).rounded() * 1125 >= 0, "\(a) → \(b)")
    }
    #expect(run.eventNames.contains("pageDidAppear 0"))
    let back = try walkthroughJSON(["--pages", "3", "--loop", "--previous"])
    #expect(back.final.currentPage == 2 && back.final.contentOffset == 750)
  }

  @Test(
    "With no options: one frame at time 0 on page 0, pages 0, 1 and 2 told 1, 0 and −1, every subview still, in the contract's keys and order"
  )
  func defaults() {
    let result = runCommand(["walkthrough", "--json"])
    #expect(result.code == 0 && result.errors.isEmpty)
    let still =
      "[" + identity.map { "\($0)" }.joined(separator: ",") + "]"
    let subviews = (0..<3).map { #"{"index":\#($0),"transform":\#(still),"alpha":1.0}"# }
      .joined(separator: ",")
    let pages = [(0, "1.0"), (1, "0.0"), (2, "-1.0")].map {
      #"{"page":\#($0.0),"offset":\#($0.1),"subviews":[\#(subviews)]}"#
    }.joined(separator: ",")
    #expect(
      result.output
        == #"{"frames":[{"time":0.0,"contentOffset":0.0,"currentPage":0,"leadingPage":0,"#
        + #""pageControlPage":0,"nextHidden":false,"previousHidden":true,"pages":[\#(pages)]}],"#
        + #""events":[],"final":{"time":0.0,"contentOffset":0.0,"currentPage":0,"leadingPage":0,"#
        + #""pageControlPage":0,"#
        + #""nextHidden":false,"previousHidden":true}}"# + "\n")
  }

  @Test("Every key of the contract, and only those, in every frame, page, subview and event")
  func keys() throws {
    let result = runCommand([
      "walkthrough", "--json", "--start-offset", "200", "--flick", "-900", "--speed", "1,1",
    ])
    let frames = try expectPagerRunKeys(
      result.output,
      frame: [
        "time", "contentOffset", "currentPage", "leadingPage", "pageControlPage", "nextHidden",
        "previousHidden", "pages",
      ],
      final: [
        "time", "contentOffset", "currentPage", "leadingPage", "pageControlPage", "nextHidden",
        "previousHidden",
      ],
      pageEvents: [
        "pageDidChange", "didSettle", "currentPageDidChange", "pageWillAppear", "pageDidAppear",
        "pageWillDisappear", "pageDidDisappear",
      ]
    ) { frame in
      for page in try #require(frame["pages"] as? [[String: Any]]) {
        #expect(Set(page.keys) == ["page", "offset", "subviews"])
        let subviews = try #require(page["subviews"] as? [[String: Any]])
        #expect(subviews.count == 3)
        for subview in subviews {
          #expect(Set(subview.keys) == ["index", "transform", "alpha"])
          #expect((subview["transform"] as? [Any])?.count == 16)
        }
      }
    }
    #expect(frames.count > 10)
  }

  @Test(
    "--next: nextButtonPressed is heard before the scroll starts; the pages rest on page 1 with one pageDidChange"
  )
  func next() throws {
    let output = try walkthroughJSON(["--next"])
    #expect(output.frames.count == 19)  // 0 … 0.3 s at 60 Hz, the pager's scroll
    for (k, frame) in output.frames.enumerated() { #expect(frame.time == Double(k) / 60) }
    let names = output.eventNames
    let pressed = try #require(names.firstIndex(of: "nextButtonPressed"))
    let started = try #require(names.firstIndex(of: "willBeginScrollingAnimation"))
    #expect(pressed < started)
    #expect(output.events[pressed].time == 0 && output.events[started].time == 0)
    #expect(names.filter { $0.hasPrefix("pageDidChange") } == ["pageDidChange 1"])
    #expect(
      names.last { !$0.hasPrefix("page") || $0.hasPrefix("pageDidChange") } == "pageDidChange 1")
    // The pages' appearance cycle: page 0 leaves as page 1 comes, each done at the rest.
    #expect(
      names.filter { $0.contains("Appear") || $0.contains("Disappear") } == [
        "pageWillDisappear 0", "pageWillAppear 1", "pageDidDisappear 0", "pageDidAppear 1",
      ])
    #expect(output.final.contentOffset == 375 && output.final.currentPage == 1)
    #expect(output.final.time == 0.3)
    #expect(!output.final.previousHidden && !output.final.nextHidden)
    // The offset only grows.
    #expect(
      zip(output.frames, output.frames.dropFirst()).allSatisfy {
        $0.contentOffset <= $1.contentOffset
      })

    // From page 1, the previous button goes back to page 0, where it hides.
    let back = try walkthroughJSON(["--start-offset", "375", "--previous"])
    #expect(
      Array(back.eventNames.prefix(2)) == ["previousButtonPressed", "willBeginScrollingAnimation"])
    #expect(back.eventNames.filter { $0.hasPrefix("pageDidChange") } == ["pageDidChange 0"])
    #expect(back.final.contentOffset == 0 && back.final.previousHidden && !back.final.nextHidden)

    // On the last page there is no next page: nothing is heard, nothing moves.
    let last = try walkthroughJSON(["--start-offset", "1125", "--next"])
    #expect(last.frames.count == 1 && last.events.isEmpty && last.final.contentOffset == 1125)
    #expect(last.final.nextHidden && !last.final.previousHidden)
    let text = runCommand(["walkthrough", "--start-offset", "1125", "--next"])
    #expect(text.output.contains("Nothing moved: there is no page after the one shown."))
    let first = runCommand(["walkthrough", "--previous"])
    #expect(first.output.contains("Nothing moved: there is no page before the one shown."))
  }

  @Test("--drag: slower than a flick and short of halfway, the pages snap back and no page changes")
  func slowDrag() throws {
    let slow = try walkthroughJSON(["--drag", "-100", "--over", "4"])
    // The finger takes the content 100 pt, then the pages go back to page 0.
    let furthest = try #require(slow.frames.map(\.contentOffset).max())
    #expect(abs(furthest - 100) < 1e-6)
    #expect(slow.final.contentOffset == 0 && slow.final.currentPage == 0)
    #expect(!slow.eventNames.contains { $0.hasPrefix("pageDidChange") })
    #expect(slow.eventNames.contains("didEndDragging"))

    // Past halfway (187.5 of 375 pt), the same slow drag lands on page 1.
    let on = try walkthroughJSON(["--drag", "-200", "--over", "4"])
    #expect(on.final.contentOffset == 375 && on.eventNames.last == "pageDidChange 1")

    // A flick carries on to the next page, decelerating.
    let flick = try walkthroughJSON(["--flick", "-800"])
    #expect(flick.events.first { $0.name == "didEndDragging" }?.willDecelerate == true)
    #expect(
      Array(flick.eventNames.suffix(3)) == ["didEndDecelerating", "didSettle 1", "pageDidChange 1"])
  }

  @Test(
    "--go-to: an animated scroll to the page; on the last page the next button hides; a page outside is ignored"
  )
  func goTo() throws {
    let output = try walkthroughJSON(["--go-to", "3"])
    #expect(output.frames.count == 19)
    #expect(output.final.contentOffset == 1125 && output.final.currentPage == 3)
    #expect(output.final.pageControlPage == 3)
    #expect(output.final.nextHidden && !output.final.previousHidden)
    #expect(output.eventNames.first == "willBeginScrollingAnimation")
    #expect(output.eventNames.filter { $0.hasPrefix("pageDidChange") } == ["pageDidChange 3"])
    #expect(!output.eventNames.contains("nextButtonPressed"))

    for page in ["4", "-1"] {
      let ignored = try walkthroughJSON(["--go-to", page])
      #expect(ignored.frames.count == 1 && ignored.events.isEmpty)
      #expect(ignored.final.contentOffset == 0)
    }
    #expect(
      runCommand(["walkthrough", "--go-to", "4"]).output.contains(
        "Nothing moved: it is not a page."))
  }

  @Test(
    "The pages told in each frame are those with −2 < x/W + 1 − i < 2, with that offset; page, dot and buttons follow x",
    arguments: [
      ["--flick", "-800"],
      ["--pages", "7", "--start-offset", "500"],  // between pages: four told
      ["--pages", "7", "--start-offset", "1125", "--drag", "300", "--over", "0.5"],
      ["--pages", "3", "--viewport", "320x480", "--go-to", "2"],
      ["--start-offset", "375"],  // at rest on page 1: page 0 (o = 2) is not told
      ["--pages", "6", "--start-offset", "1875", "--previous"],
    ])
  func toldPages(arguments: [String]) throws {
    let output = try walkthroughJSON(arguments)
    let count = arguments.firstIndex(of: "--pages").map { Int(arguments[$0 + 1]) ?? 0 } ?? 4
    let width = arguments.contains("320x480") ? 320.0 : 375
    for frame in output.frames {
      let x = frame.contentOffset
      let expected = pagesTold(contentOffset: x, width: width, pages: count)
      let label = "t = \(frame.time), x = \(x)"
      #expect(frame.pages.map(\.page) == expected.map(\.page), "\(label)")
      for (page, computed) in zip(frame.pages, expected) {
        #expect(close(page.offset, computed.offset), "\(label): page \(page.page)")
      }
      #expect(frame.pages.count <= 4)
      let position = x / width
      #expect(frame.leadingPage == min(max(Int(position.rounded(.down)), 0), count - 1), "\(label)")
      if abs(position - position.rounded(.down) - 0.5) > 1e-6 {
        #expect(
          frame.pageControlPage == min(max(Int(position.rounded()), 0), count - 1), "\(label)")
      }
      #expect(frame.nextHidden == (frame.pageControlPage == count - 1), "\(label)")
      #expect(frame.previousHidden == (frame.pageControlPage == 0), "\(label)")
    }
    if arguments == ["--start-offset", "375"] {
      #expect(output.frames[0].pages.map(\.page) == [1, 2, 3])
    }
    if arguments.contains("500") {
      #expect(output.frames[0].pages.map(\.page) == [1, 2, 3, 4])
    }
  }

  @Test(
    "Each animation's transforms are BWWalkthrough's formulas for the page's offset and the subview's speed",
    arguments: ["linear", "curve", "zoom", "inOut"])
  func transforms(animation: String) throws {
    let (speed, variance) = ((0.5, -1.0), (0.25, 0.5))
    let output = try walkthroughJSON([
      "--animation", animation, "--speed", "0.5,-1", "--variance", "0.25,0.5", "--subviews", "4",
      "--pages", "5", "--start-offset", "100", "--flick", "-1200",
    ])
    var checked = 0
    for frame in output.frames {
      for page in frame.pages {
        let o = page.offset
        #expect(page.subviews.map(\.index) == [0, 1, 2, 3])
        for subview in page.subviews {
          let s = subviewSpeed(subview.index, speed: speed, variance: variance)
          let expected: [Double]
          switch animation {
          case "linear":
            expected = translation(100 * (1 - o) * s.x, 100 * (1 - o) * s.y)
          case "curve":
            let x = 10 * (1 - o)
            expected = translation((x * x * x - 25 * x) * s.x, (x * x * x - 20 * x) * s.y)
          case "zoom":
            let t = fold(o)
            expected = [t, 0, 0, 0, 0, t, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]
          default:
            let t = fold(o)
            expected = translation(100 * (1 - t) * s.x, 100 * (1 - t) * s.y)
          }
          #expect(
            agree(subview.transform, expected),
            "t = \(frame.time), page \(page.page) at o = \(o), subview \(subview.index): \(subview.transform), BWWalkthrough gives \(expected)"
          )
          #expect(subview.alpha == 1)
          checked += 1
        }
      }
    }
    #expect(checked > 100)
  }

  @Test("A linear page's m41 and m42 are 100·(1−o)·(speed + (k+1)·variance), o from x/W + 1 − i")
  func linearTranslation() throws {
    let output = try walkthroughJSON([
      "--speed", "2,0.5", "--variance", "-0.5,1", "--start-offset", "210",
    ])
    let frame = try #require(output.frames.first)
    // x/W = 0.56: page 3 is at −1.44, inside (−2, 2).
    #expect(frame.pages.map(\.page) == [0, 1, 2, 3])
    for page in frame.pages {
      let o = 210.0 / 375 + 1 - Double(page.page)
      for subview in page.subviews {
        let k = Double(subview.index)
        let m41 = 100 * (1 - o) * (2 + (k + 1) * -0.5)
        let m42 = 100 * (1 - o) * (0.5 + (k + 1) * 1)
        #expect(close(subview.transform[12], m41), "page \(page.page), subview \(subview.index)")
        #expect(close(subview.transform[13], m42), "page \(page.page), subview \(subview.index)")
      }
    }
    // Page 1 is 210/375 of the way in: its front subview is 44·3.5 = 154 pt down.
    #expect(close(frame.pages[1].subviews[2].transform[13], 154))
  }

  @Test(
    "--static-subviews leaves those subviews still and opaque; the others keep their own speeds")
  func staticSubviews() throws {
    for fading in [false, true] {
      let output = try walkthroughJSON(
        ["--static-subviews", "0,2", "--speed", "1,1", "--variance", "1,0", "--next"]
          + (fading ? ["--animate-alpha"] : []))
      var moving = 0
      for frame in output.frames {
        for page in frame.pages {
          for subview in page.subviews where subview.index != 1 {
            #expect(subview.transform == identity && subview.alpha == 1)
          }
          let o = page.offset
          let s = subviewSpeed(1, speed: (1, 1), variance: (1, 0))
          let one = page.subviews[1]
          #expect(agree(one.transform, translation(100 * (1 - o) * s.x, 100 * (1 - o) * s.y)))
          #expect(close(one.alpha, fading ? min(max(fold(o), 0), 1) : 1))
          if one.transform != identity { moving += 1 }
        }
      }
      #expect(moving > 10)
    }
  }

  @Test("--animate-alpha: alpha is the folded offset clamped to 0…1; the transforms are unchanged")
  func animateAlpha() throws {
    let arguments = ["--speed", "0,1", "--pages", "6", "--start-offset", "450", "--flick", "-600"]
    let faded = try walkthroughJSON(arguments + ["--animate-alpha"])
    let plain = try walkthroughJSON(arguments)
    #expect(faded.frames.count == plain.frames.count)
    var partial = 0
    for (frame, same) in zip(faded.frames, plain.frames) {
      for (page, samePage) in zip(frame.pages, same.pages) {
        let alpha = min(max(fold(page.offset), 0), 1)
        for (subview, sameSubview) in zip(page.subviews, samePage.subviews) {
          #expect(close(subview.alpha, alpha), "page \(page.page) at o = \(page.offset)")
          #expect(subview.transform == sameSubview.transform)
          #expect(sameSubview.alpha == 1)
        }
        if alpha > 0 && alpha < 1 { partial += 1 }
      }
      // A page past one page away (o < 0) would be transparent, clamped from below.
      for page in frame.pages where page.offset <= 0 {
        #expect(page.subviews.allSatisfy { $0.alpha == 0 })
      }
    }
    #expect(partial > 5)
  }

  @Test(
    "--original-mapping: the non-static subviews' speeds go to the first subviews by position, static ones skipped but fading (as BWWalkthrough did)"
  )
  func originalMapping() throws {
    let output = try walkthroughJSON([
      "--original-mapping", "--static-subviews", "0", "--subviews", "4", "--speed", "0,1",
      "--variance", "0,1", "--animate-alpha", "--start-offset", "120",
    ])
    let frame = try #require(output.frames.first)
    // The original's list: the speeds of subviews 1, 2 and 3 (3, 4 and 5), entry i applied to
    // subview i when it is not static: subview 1 gets 4, subview 2 gets 5, 0 and 3 stay. The
    // alpha of entry i's subview follows the offset even when static (0); past the list's end
    // (3) nothing is applied at all.
    let list = (1..<4).map { subviewSpeed($0, speed: (0, 1), variance: (0, 1)).y }
    #expect(list == [3, 4, 5])
    for page in frame.pages {
      let o = page.offset
      for subview in page.subviews {
        let k = subview.index
        let expected =
          k != 0 && k < list.count ? translation(0, 100 * (1 - o) * list[k]) : identity
        #expect(agree(subview.transform, expected), "page \(page.page), subview \(k)")
        let alpha = k < list.count ? min(max(fold(o), 0), 1) : 1
        #expect(close(subview.alpha, alpha), "page \(page.page), subview \(k)")
      }
    }
    #expect(frame.pages.contains { $0.subviews[1].transform != identity })
  }

  @Test("--animation takes the original's names in any letter case")
  func animationNames() throws {
    let arguments = ["--speed", "1,0", "--start-offset", "100"]
    let lower = try walkthroughJSON(arguments + ["--animation", "inout"])
    let upper = try walkthroughJSON(arguments + ["--animation", "InOut"])
    let curve = try walkthroughJSON(arguments + ["--animation", "CURVE"])
    #expect(
      lower.frames[0].pages[0].subviews[0].transform
        == upper.frames[0].pages[0].subviews[0].transform)
    #expect(
      lower.frames[0].pages[0].subviews[0].transform
        != curve.frames[0].pages[0].subviews[0].transform)
  }

  /// The malformed or out-of-range values of `walkthrough`'s own options, each with the message after
  /// `carousel walkthrough: `; `PagerSubcommandTests.ownInvalidValues` runs them, expecting exit 1.
  static let invalidValues: [([String], String)] = [
    (
      ["--animation", "wobble"],
      "--animation expects one of linear, curve, zoom, inOut, in any letter case, got 'wobble'"
    ),
    (
      ["--static-subviews", "5"],
      "--static-subviews expects subview indexes from 0 to 2 (--subviews 3, back to front), got '5'"
    ),
    (
      // Checked with the model's options, before the gestures and the outputs.
      ["--static-subviews", "9", "--frame", "3"],
      "--static-subviews expects subview indexes from 0 to 2 (--subviews 3, back to front), got '9'"
    ),
    (
      ["--subviews", "6", "--static-subviews", "1,6"],
      "--static-subviews expects subview indexes from 0 to 5 (--subviews 6, back to front), got '6'"
    ),
    (
      ["--subviews", "0", "--static-subviews", "0"],
      "--static-subviews expects no index, as --subviews is 0, got '0'"
    ),
    (
      ["--static-subviews", "1,x"],
      "--static-subviews expects subview indexes separated by commas, such as 0,2, got '1,x'"
    ),
    (
      ["--static-subviews", "-1"],
      "--static-subviews expects subview indexes separated by commas, such as 0,2, got '-1'"
    ),
    (
      ["--speed", "1"],
      "--speed expects a speed X,Y: two numbers from -1000000 to 1000000, such as 0,1.5, got '1'"
    ),
    (
      ["--variance", "1,2,3"],
      "--variance expects a speed variance X,Y: two numbers from -1000000 to 1000000, such as 0,1.5, got '1,2,3'"
    ),
    (
      ["--speed", "0,2e6"],
      "--speed expects a speed X,Y: two numbers from -1000000 to 1000000, such as 0,1.5, got '0,2e6'"
    ),
    (["--pages", "-1"], "--pages expects a whole number of pages from 0 to 100000, got '-1'"),
    (
      ["--viewport", "375"],
      "--viewport expects a size WxH in points, both positive, the width at most 1e280, such as 375x667, got '375'"
    ),
    (
      ["--viewport", "2e280x667"],
      "--viewport expects a size WxH in points, both positive, the width at most 1e280, such as 375x667, got '2e280x667'"
    ),
    (
      ["--subviews", "101"],
      "--subviews expects a whole number of subviews from 0 to 100, got '101'"
    ),
    (
      ["--start-offset", "1125.5"],
      "--start-offset expects a content offset in points from 0 to 1125 (the last page's start, with 4 pages 375 pt wide), got '1125.5'"
    ),
    (
      ["--start-offset", "-1"],
      "--start-offset expects a content offset in points from 0 to the last page's start, got '-1'"
    ),
    (
      ["--go-to", "1.5"], "--go-to expects a page index from -1000000000 to 1000000000, got '1.5'"
    ),
  ]

  @Test(
    "The trace's rows have the page, dot, buttons shown and events; with no gesture it says the offset"
  )
  func trace() {
    let trace = runCommand(["walkthrough", "--next", "--speed", "0,1.5"]).output
    let lines = trace.split(separator: "\n")
    #expect(
      lines[2]
        == " 0.000     0.00     0    0  next           animating     nextButtonPressed, willBeginScrollingAnimation"
    )
    #expect(
      lines.contains {
        $0.hasPrefix(
          " 0.300   375.00     1    1  previous next  idle          didEndScrollingAnimation, didSettle(page: 1), pageDidChange(page: 1)"
        )
      })
    #expect(
      runCommand(["walkthrough", "--start-offset", "480", "--animation", "zoom", "--animate-alpha"])
        .output
        .hasPrefix(
          "carousel walkthrough: 4 pages in 375×667, zoom, speed 0,0 + 0,0 per subview, 3 subviews, fading, no gesture from offset 480.00."
        ))
  }

  @Test(
    "--output writes a self-contained page embedding the same JSON, the boxes' layout and a colour per page and subview"
  )
  func page() throws {
    let page = temporaryPage("walkthrough", "contained")
    defer { try? FileManager.default.removeItem(at: page) }
    let options = ["--next", "--fps", "30", "--speed", "1,0", "--variance", "0,0.5"]
    let written = runCommand(["walkthrough"] + options + ["--output", page.path, "--frame", "4"])
    #expect(written.code == 0 && written.errors.isEmpty)
    #expect(
      written.output
        == "Wrote \(page.path): 4 pages, a press on next, 10 frames at 30 Hz, frame 4 still. Open it in a browser.\n"
    )
    let html = try String(contentsOf: page, encoding: .utf8)
    let json = runCommand(["walkthrough", "--json"] + options)
    #expect(try embedded("report", in: html) + "\n" == json.output)
    let output = try JSONDecoder().decode(WalkthroughOutput.self, from: Data(json.output.utf8))
    #expect(output.frames.count == 10)

    let settings = try embeddedSettings(in: html)
    #expect(settings["still"] as? Double == 4)
    #expect(settings["viewport"] as? [Double] == [375, 667])
    let colours = try #require(settings["pageColours"] as? [String: String])
    #expect(Set(colours.keys) == Set(output.frames.flatMap(\.pages).map { String($0.page) }))
    let subviewColours = try #require(settings["subviewColours"] as? [String: String])
    #expect(subviewColours.count == 3)
    #expect(
      Set(colours.values).union(subviewColours.values).count
        == colours.count + subviewColours.count, "every page and subview has its own colour")
    let layout = try #require(settings["layout"] as? [String: Any])
    let boxes = try #require(layout["subviews"] as? [[Double]])
    #expect(boxes.count == 3)
    // Stacked top to bottom, centred across, inside the page and apart.
    for (box, below) in zip(boxes, boxes.dropFirst()) { #expect(box[1] + box[3] < below[1]) }
    for box in boxes { #expect(abs(box[0] + box[2] / 2 - 375 / 2) < 1e-9 && box[0] > 0) }
    #expect(layout["next"] as? [Double] == [271, 611, 88, 40])
    #expect(layout["previous"] as? [Double] == [16, 611, 88, 40])

    for needle in [
      "<script src", "<link", "@import", "url(", "@font-face", "<img", "fetch(", "XMLHttpRequest",
    ] {
      #expect(!html.contains(needle), "the page contains \(needle)")
    }
    #expect(html.contains("matrix3d("))
    let urls = html.components(separatedBy: "http").dropFirst().map { "http" + $0.prefix(30) }
    #expect(urls.allSatisfy { $0.hasPrefix("http://www.w3.org/2000/svg\"") }, "\(urls)")
  }
}
