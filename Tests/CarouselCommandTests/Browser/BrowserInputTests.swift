import Foundation
import Testing

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
       {"touch": "move", "x": 210, "y": 300}, {"touch": "end", "x": 210, "y": 300},
       {"settle": 3}, {"state": true},
       {"touch": "start", "x": 300, "y": 300}, {"touch": "move", "x": 250, "y": 300},
       {"touch": "move", "x": 150, "y": 300}, {"touch": "move", "x": 100, "y": 300},
       {"touch": "end", "x": 100, "y": 300}, {"settle": 3}, {"state": true},
       {"resize": [332, 720]}, {"wait": 0.3}, {"settle": 3}, {"state": true}]
      """)
    try #require(states.count == 3)
    #expect(states[0]["contentOffset"] as? Double == 0, "a tap does not move the pages")
    #expect(states[0]["currentPage"] as? Int == 0)
    #expect(states[1]["contentOffset"] as? Double == 320, "a drag past half a page pages")
    #expect(states[1]["currentPage"] as? Int == 1)
    #expect(states[2]["contentOffset"] as? Double == 300, "page 1 of pages 300 wide")
    #expect(states[2]["currentPage"] as? Int == 1)
    let frames = (states[2]["pages"] as? [[String: Any]])?.compactMap { $0["frame"] as? [Double] }
    #expect(frames?.map { $0[2] } == [300, 300, 300], "every page as wide as the stage")
  }

  @Test(
    "The wheel drags the carousel: it glides, rests on an item, and a vertical wheel turns it back")
  func wheel() throws {
    // Four wheel steps of 40 px to the right over the stage, then one of 100 px up. The glide's
    // length depends on the real time between the events; where it rests does not: on an item.
    let states = try drive(
      try writePage("carousel"),
      """
      [{"wheel": [40, 0], "x": 300, "y": 200}, {"wheel": [40, 0], "x": 300, "y": 200},
       {"wheel": [40, 0], "x": 300, "y": 200}, {"wheel": [40, 0], "x": 300, "y": 200},
       {"wait": 0.3}, {"settle": 5}, {"state": true},
       {"wheel": [0, -100], "x": 300, "y": 200}, {"wait": 0.3}, {"settle": 5}, {"state": true}]
      """)
    try #require(states.count == 2)
    let forward = try #require(states[0]["offset"] as? Double)
    let back = try #require(states[1]["offset"] as? Double)
    #expect(forward > 0 && forward == forward.rounded(), "at rest on an item after \(forward)")
    #expect(states[0]["currentIndex"] as? Int == Int(forward))
    #expect(back < forward && back == back.rounded(), "turned back to an item: \(back)")
    #expect(states[1]["animating"] as? Bool == false)
  }
}
