import Foundation
import Testing

@testable import CarouselCommand

@Suite("carousel preview: the page")
struct PreviewCommandTests {
  @Test(
    "The page embeds simulate's JSON for the same options, the still frame and a colour per card, and needs no network"
  )
  func selfContained() throws {
    let page = temporaryPage("preview", "contained")
    defer { try? FileManager.default.removeItem(at: page) }
    let options = ["--type", "coverFlow", "--items", "9", "--flick", "-1200", "--fps", "30"]
    let context = CommandContext.capturing()
    #expect(
      CarouselCommand.run(
        ["preview"] + options + ["--output", page.path, "--frame", "7"], context: context) == 0)
    #expect(context.output.hasPrefix("Wrote \(page.path): coverFlow, a flick at -1200 pt/s, "))
    let html = try String(contentsOf: page, encoding: .utf8)

    let simulate = CommandContext.capturing()
    #expect(CarouselCommand.run(["simulate", "--json"] + options, context: simulate) == 0)
    #expect(try embedded("report", in: html) + "\n" == simulate.output)

    let settings = try embeddedSettings(in: html)
    #expect(settings["still"] as? Double == 7)
    #expect(settings["type"] as? String == "coverFlow")
    let colours = try #require(settings["colours"] as? [String: String])
    #expect(
      colours["4"] == PreviewColours.hex(PreviewColours.card(index: 4, isPlaceholder: false)))
    #expect(Set(colours.values).count == colours.count, "every card has its own colour")

    // Nothing is fetched: no external scripts, styles, fonts or images; the only URL is the SVG
    // namespace, which is a name, not a request.
    for needle in [
      "<script src", "<link", "@import", "url(", "@font-face", "<img", "fetch(", "XMLHttpRequest",
    ] {
      #expect(!html.contains(needle), "the page contains \(needle)")
    }
    let urls = html.components(separatedBy: "http").dropFirst().map { "http" + $0.prefix(30) }
    #expect(urls.allSatisfy { $0.hasPrefix("http://www.w3.org/2000/svg\"") }, "\(urls)")
    #expect(html.contains("matrix3d("))
  }

  @Test("Without --frame the page plays from frame 0")
  func plays() throws {
    let page = temporaryPage("preview", "plays")
    defer { try? FileManager.default.removeItem(at: page) }
    let context = CommandContext.capturing()
    #expect(
      CarouselCommand.run(
        ["preview", "--type", "wheel", "--scroll-to", "3", "--output", page.path], context: context)
        == 0)
    #expect(context.output.contains("playing from frame 0"))
    let settings = try embeddedSettings(in: String(contentsOf: page, encoding: .utf8))
    #expect(settings["still"] is NSNull)
  }

  @Test("Card colours differ clearly between items near each other, and placeholders are grey")
  func colours() {
    for index in 0..<40 {
      let a = PreviewColours.card(index: index, isPlaceholder: false)
      // Windows of up to 14 items: each pair is told apart at the browser test's tolerance (10).
      for other in (index + 1)..<(index + 14) {
        let b = PreviewColours.card(index: other, isPlaceholder: false)
        let distance = max(abs(a.red - b.red), abs(a.green - b.green), abs(a.blue - b.blue))
        #expect(distance > 20, "items \(index) and \(other): \(a) and \(b)")
      }
    }
    let grey = PreviewColours.card(index: -1, isPlaceholder: true)
    #expect(grey.red == grey.green && grey.green == grey.blue)
  }

  @Test(
    "Bad preview command lines name the option and what it needs",
    arguments: [
      (
        ["preview", "--type", "coverFlow"], 2,
        "carousel preview: --output FILE.html is required (where to write the page)"
      ),
      (
        ["preview", "--output", "x.html", "--frame", "-1"], 1,
        "carousel preview: --frame expects a frame number, 0 or more, got '-1'"
      ),
      (
        ["preview", "--output", "x.html", "--json"], 2,
        "carousel preview: unknown option '--json'; accepted options: "
          + PreviewCommand.spec.acceptedList
      ),
      (
        ["preview", "--output", "/nonexistent-directory/x.html"], 1,
        "carousel preview: cannot write --output '/nonexistent-directory/x.html': "
      ),
      (
        ["preview", "--output", "x.html", "--frame", "5"], 1,
        "carousel preview: --frame 5 is past the last frame, 0 (the run has 1 frames at 60 Hz)"
      ),
      (
        ["simulate", "--option", "tilt"], 1,
        "carousel simulate: --option expects NAME=VALUE with NAME one of \(SimulationOptions.optionNames), got 'tilt'"
      ),
      (
        ["simulate", "--option", "arc=3,spin=2"], 1,
        "carousel simulate: --option expects NAME=VALUE with NAME one of \(SimulationOptions.optionNames), got 'spin=2'"
      ),
      (
        ["simulate", "--option", "arc=wide"], 1,
        "carousel simulate: --option expects a number for arc, got 'wide'"
      ),
    ] as [([String], Int32, String)])
  func errors(arguments: [String], code: Int32, message: String) {
    let context = CommandContext.capturing()
    #expect(CarouselCommand.run(arguments, context: context) == code)
    #expect(context.errors.hasPrefix(message), "\(context.errors)")
    #expect(!FileManager.default.fileExists(atPath: "x.html"))
  }

  @Test("--option sets the delegate's option values: showBackfaces=0 hides a cylinder's far items")
  func options() throws {
    func hiddenCount(_ extra: [String]) throws -> Int {
      let context = CommandContext.capturing()
      #expect(
        CarouselCommand.run(
          ["simulate", "--json", "--type", "cylinder", "--items", "8"] + extra, context: context)
          == 0)
      let output = try JSONDecoder().decode(SimulationOutput.self, from: Data(context.output.utf8))
      return output.frames[0].items.filter(\.hidden).count
    }
    #expect(try hiddenCount([]) == 0)
    #expect(try hiddenCount(["--option", "showBackfaces=0"]) > 0)
  }
}
