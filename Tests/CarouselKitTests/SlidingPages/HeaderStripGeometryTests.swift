import CarouselKit
import Testing

// TTScrollSlidingPages' strip maths, with every expectation computed here from the original's
// formulas, in C's integer arithmetic where the original used it.

/// C's `round`: half away from zero.
private func cRound(_ x: Double) -> Double {
  x < 0 ? -((-x + 0.5).rounded(.down)) : (x + 0.5).rounded(.down)
}

/// C's `(int)` conversion: toward zero.
private func cTrunc(_ x: Double) -> Int { Int(x.rounded(.towardZero)) }

/// Page starts s_0 … s_n for widths.
private func starts(_ widths: [Double]) -> [Double] {
  var result = [0.0]
  for w in widths { result.append(result[result.count - 1] + w) }
  return result
}

/// The strip of 150 pt titles over pages of `widths` in a 320 pt viewport: a uniform layout
/// when the widths are all the same, as SlidingPages makes one.
private func stripGeometry(_ widths: [Double]) -> HeaderStripGeometry {
  let layout =
    Set(widths).count == 1
    ? PageLayout(pageCount: widths.count, viewportLength: 320)
    : PageLayout(pageLengths: widths, viewportLength: 320)
  return HeaderStripGeometry(layout: layout, titleWidth: 150)
}

/// c(x): the largest k with s_k ≤ x, clamped to [0, n − 1].
private func specPage(_ x: Double, _ s: [Double]) -> Int {
  let n = s.count - 1
  var page = 0
  for k in 0..<n where s[k] <= x { page = k }
  return min(max(page, 0), n - 1)
}

@Suite("Header strip maths (TTScrollSlidingPages')")
struct HeaderStripGeometryTests {
  static let widthSets: [[Double]] = [
    Array(repeating: 320, count: 7), [320, 500, 200, 320, 640, 100, 320],
  ]

  @Test("Content → strip: stripX = itemWidth·c + round(frac·itemWidth)", arguments: widthSets)
  func contentToStrip(widths: [Double]) {
    let geometry = stripGeometry(widths)
    let s = starts(widths)
    for x in stride(from: 0.0, through: s.last! - 320, by: 7.3) {
      let c = specPage(x, s)
      let frac = (x - s[c]) / (s[c + 1] - s[c])
      let expected = 150 * Double(c) + cRound(frac * 150)
      #expect(geometry.headerOffset(forContentOffset: x) == expected, "x = \(x)")
    }
  }

  @Test("Strip → content: p = trunc(stripX)/w, x = trunc(pct·w_p + s_p)", arguments: widthSets)
  func stripToContent(widths: [Double]) {
    let geometry = stripGeometry(widths)
    let s = starts(widths)
    for stripX in stride(from: 0.0, to: 150 * Double(widths.count), by: 11.7) {
      let p = cTrunc(stripX) / 150
      let pct = (stripX - Double(p) * 150) / 150
      let expected = Double(cTrunc(pct * widths[p] + s[p]))
      #expect(geometry.contentOffset(forHeaderOffset: stripX) == expected, "stripX = \(stripX)")
    }
  }

  @Test("The page under a strip position; none left of the first title or right of the last")
  func tappedPage() {
    let geometry = HeaderStripGeometry(
      layout: PageLayout(pageCount: 7, viewportLength: 320), titleWidth: 150)
    for stripX in stride(from: 0.0, to: 1050, by: 13) {
      #expect(geometry.titlePage(atStripPosition: stripX) == Int(stripX) / 150)
    }
    // The original: trunc(−40)/150 = 0 and trunc(−427)/150 = −2 (a negative page on wide views);
    // 1115/150 = 7 on 7 pages crashed (#2).
    #expect(geometry.titlePage(atStripPosition: -40) == nil)
    #expect(geometry.titlePage(atStripPosition: -427) == nil)
    #expect(geometry.titlePage(atStripPosition: 1050) == nil)
    #expect(geometry.titlePage(atStripPosition: 1115) == nil)
  }

  @Test("Zoom: the page left shrinks by trunc(x − s_c)/1000, the next grows as it nears; ≥ 0.93")
  func zoom() {
    let widths = [320.0, 500, 200, 320]
    let geometry = HeaderStripGeometry(
      layout: PageLayout(pageLengths: widths, viewportLength: 320), titleWidth: 150)
    let s = starts(widths)
    for x in stride(from: 0.0, through: s[4] - 320, by: 9.1) {
      let c = specPage(x, s)
      let zoom = geometry.zoomScales(atContentOffset: x)
      #expect(zoom.page == c)
      #expect(zoom.scale == max(0.93, 1 - Double(max(0, cTrunc(x - s[c]))) / 1000))
      if c + 1 < widths.count {
        #expect(zoom.next?.page == c + 1)
        #expect(zoom.next?.scale == max(0.93, 1 - Double(max(0, cTrunc(s[c + 1] - x))) / 1000))
      } else {
        #expect(zoom.next == nil)
      }
    }
  }

  @Test("PR #55: zoom at the last page and past it has no next page and stays in range")
  func zoomAtTheEnd() {
    let geometry = HeaderStripGeometry(
      layout: PageLayout(pageCount: 3, viewportLength: 320), titleWidth: 150)
    for x in [640.0, 700, 5000] {
      let zoom = geometry.zoomScales(atContentOffset: x)
      #expect(zoom.page == 2)
      #expect(zoom.next == nil)
      #expect(zoom.scale >= 0.93 && zoom.scale <= 1)
    }
  }
}
