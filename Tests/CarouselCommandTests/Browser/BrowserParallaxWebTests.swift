import CarouselKit
import Foundation
import ParadeDemo
import Testing

// The parallax page of `carousel web`: Parade's demo compiled to WebAssembly, dragged up with
// the mouse in headless Chromium.

extension BrowserWebTests {
  @Test("Parade's demo follows a mouse drag, its views where the native demo puts them, and pages")
  func parallaxDrag() throws {
    // Pressed in the screen (the stage starts at 16, 16) and dragged 300 px up (301, less the
    // mouse's 1 px slop), held there: the
    // intro leaving, the scale cell arriving (Documentation/Hosts.md's picture).
    let drag = """
      {"mouse": "pressed", "x": 200, "y": 500}, {"mouse": "moved", "x": 200, "y": 450},
      {"mouse": "moved", "x": 200, "y": 350}, {"mouse": "moved", "x": 200, "y": 250},
      {"mouse": "moved", "x": 199, "y": 199}
      """
    let held = try #require(
      try play(
        "parallax", keeping: "CAROUSELKIT_WEB_PARALLAX_IMAGE", "[\(drag), {\"state\": true}]"
      )
      .first)
    let offset = try #require(held["contentOffset"] as? Double)
    #expect(offset == 300, "the content follows the finger")
    let demo = ParadeDemo()
    demo.pager.setContentOffset(offset, animated: false)
    demo.update()
    let views = try #require(held["views"] as? [[String: Any]])
    let native = demo.views.filter { $0.cell == 0 || $0.cell == 1 }
    #expect(views.map { $0["name"] as? String } == native.map(\.name))
    for (drawn, view) in zip(views, native) {
      let numbers = try #require(
        ["center", "size", "transform", "transform3D", "backgroundColor"].map {
          drawn[$0] as? [Double]
        } as? [[Double]])
      let expected: [[Double]] = [
        [view.center.x, view.center.y], [view.bounds.size.width, view.bounds.size.height],
        [
          view.transform.a, view.transform.b, view.transform.c, view.transform.d,
          view.transform.tx, view.transform.ty,
        ],
        view.transform3D.elements,
        [
          view.backgroundColor.red, view.backgroundColor.green, view.backgroundColor.blue,
          view.backgroundColor.alpha,
        ],
      ]
      for (got, want) in zip(numbers, expected) {
        #expect(
          got.count == want.count && zip(got, want).allSatisfy { abs($0 - $1) <= 1e-9 },
          "\(view.name): \(got) ≠ \(want)")
      }
      #expect(abs((drawn["alpha"] as? Double ?? -1) - view.alpha) <= 1e-9, "\(view.name) alpha")
    }
    // Released 349 px up (350, less the slop), past half the 667 pt cell: it rests on the next
    // cell.
    let rest = try #require(
      try drive(
        try writePage("parallax"),
        """
        [\(drag), {"mouse": "moved", "x": 200, "y": 150}, {"mouse": "released", "x": 200, "y": 150},
         {"settle": 5}, {"state": true}]
        """
      ).first)
    #expect(rest["contentOffset"] as? Double == 667)
    #expect(rest["currentPage"] as? Int == 1)
  }
}
