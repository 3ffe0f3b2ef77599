import Foundation
import Testing

// The host programs in Examples/ build with the package; here they run as a user would run
// them, and what they print is checked against what the model must do.

/// An executable built next to the test bundle.
func builtExecutable(_ name: String) -> String? {
  let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    .appendingPathComponent(name)
  let debug = Browser.repository.appendingPathComponent(".build/debug/\(name)")
  return [beside, debug].map(\.path).first { FileManager.default.isExecutableFile(atPath: $0) }
}

@Suite("Examples/ host programs")
struct ExamplesTests {
  @Test(
    "DisplayLinkLoop: a real-time loop flicks the cover flow onto the third album and stops by itself"
  )
  func displayLinkLoop() throws {
    let path = try #require(
      builtExecutable("DisplayLinkLoop"), "build the package first (swift build)")
    let result = try runProgram(path, [])
    #expect(result.status == 0)
    let lines = result.output.split(separator: "\n").map(String.init)
    #expect(
      lines.first == "A cover flow of 10 albums, flicked left at 1,200 pt/s; a line every 0.1 s:")
    #expect(lines.contains { $0.hasPrefix("      0 ms  front: Kind of Blue at x 0 pt") })
    // 1,200 pt/s over 200 pt items is 6 items/s; iCarousel's momentum (deceleration 0.95)
    // glides 6/3 = 2 items in 2·2/6 s: 40 frames after the first at 60 Hz.
    #expect(lines.last == "At rest on \"Mingus Ah Um\" (item 3) after 41 frames.")
  }

  @Test("ArrayCarousel: the delegate hears the drag, the tap and the array's changes, in order")
  func arrayCarousel() throws {
    let path = try #require(
      builtExecutable("ArrayCarousel"), "build the package first (swift build)")
    let result = try runProgram(path, [])
    #expect(result.status == 0)
    #expect(
      result.output == """
        After a drag:
          the user started dragging
          current: Amber
          current: Lime
          current: Teal
          came to rest on Teal
        After a tap on Azure:
          opened Azure
          current: Azure
        After inserting Coral and removing Crimson:
          current: Azure
        Now 6 colours: Amber, Lime, Teal, Azure, Coral, Violet; current Azure.

        """)
  }
}
