import Foundation
import Testing

// The DocC site `Scripts/docs.sh` builds (.build/docs/site), served as static files and opened in
// headless Chromium: the landing page and an article must render their titles and sections, as
// the catalogs' Markdown writes them, and the screenshots must show text.

/// The built site; `Scripts/docs.sh` writes it (CI runs it before the tests).
private let site = Browser.repository.appendingPathComponent(".build/docs/site")

@Suite(
  "the DocC site in headless Chromium", .needsChromium,
  .enabled(
    if: FileManager.default.fileExists(atPath: site.appendingPathComponent("index.html").path),
    Comment(
      rawValue: "needs the documentation built first: run Scripts/docs.sh (.ci/run does)")),
  .serialized)
struct BrowserDocumentationTests {
  @Test("The landing page renders the module's title and every topic group of CarouselKit.md")
  func landingPage() throws {
    let catalog = try String(
      contentsOf: Browser.repository.appendingPathComponent(
        "Sources/CarouselKit/CarouselKit.docc/CarouselKit.md"),
      encoding: .utf8)
    try checkPage(
      "documentation/carouselkit", named: "docs-landing", keeping: "CAROUSELKIT_DOCS_LANDING_IMAGE",
      title: "CarouselKit", headings: headings(in: catalog, marker: "### "))
  }

  @Test("An article renders its title and its sections (Hosting.md)")
  func article() throws {
    let article = try String(
      contentsOf: Browser.repository.appendingPathComponent(
        "Sources/CarouselKit/CarouselKit.docc/Hosting.md"),
      encoding: .utf8)
    let title = try #require(headings(in: article, marker: "# ").first)
    try checkPage(
      "documentation/carouselkit/hosting", named: "docs-article",
      keeping: "CAROUSELKIT_DOCS_ARTICLE_IMAGE", title: title,
      headings: headings(in: article, marker: "## "))
  }

  /// The headings of `markdown` written with `marker` at the start of a line, as plain text.
  func headings(in markdown: String, marker: String) -> [String] {
    markdown.split(separator: "\n").filter { $0.hasPrefix(marker) }.map {
      String($0.dropFirst(marker.count)).replacingOccurrences(of: "`", with: "")
    }
  }

  /// Opens `path` on the served site: its rendered DOM must hold `title` as the page's heading
  /// and each of `headings`; its screenshot (1200×900) must show text.
  func checkPage(
    _ path: String, named name: String, keeping variable: String, title: String,
    headings: [String], sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let server = try StaticServer(serving: site)
    defer { server.stop() }
    let url = "http://127.0.0.1:\(server.port)/\(path)"
    let directory = try temporaryDirectory("docs-browser", name)
    defer { try? FileManager.default.removeItem(at: directory) }

    let dom = try chromium(url, in: directory, ["--dump-dom"]).output
    let rendered = renderedHeadings(dom)
    #expect(
      rendered.contains { $0.level == 1 && $0.text == title }, "\(path): no heading \(title)",
      sourceLocation: sourceLocation)
    #expect(!headings.isEmpty, sourceLocation: sourceLocation)
    for heading in headings {
      #expect(
        rendered.contains { $0.level > 1 && $0.text == heading },
        "\(path): no section \(heading) among \(rendered.map(\.text))",
        sourceLocation: sourceLocation)
    }

    let png = directory.appendingPathComponent(name + ".png")
    _ = try chromium(url, in: directory, ["--screenshot=\(png.path)"])
    guard let python = Browser.python else { throw BrowserError("python3 is missing") }
    let ppm = directory.appendingPathComponent(name + ".ppm")
    let converted = try runProgram(
      python,
      [Browser.repository.appendingPathComponent("Scripts/png-to-ppm.py").path, png.path, ppm.path])
    try #require(converted.status == 0, "png-to-ppm: \(converted.output)")
    let shot = try Screenshot(ppm: Data(contentsOf: ppm), png: png)
    #expect(shot.width == 1200 && shot.height == 900, sourceLocation: sourceLocation)
    // Text is dark on a light page: a page that failed to render is blank (or one colour).
    var dark = 0
    for at in stride(from: 0, to: shot.pixels.count, by: 3)
    where Int(shot.pixels[at]) + Int(shot.pixels[at + 1]) + Int(shot.pixels[at + 2]) < 200 {
      dark += 1
    }
    #expect(dark > 2000, "\(path): only \(dark) dark pixels", sourceLocation: sourceLocation)
    try shot.keep(as: variable)
  }

  /// The page at `url` in headless Chromium, given 10 s of virtual time to fetch and render.
  func chromium(_ url: String, in directory: URL, _ arguments: [String]) throws -> (
    status: Int32, output: String
  ) {
    guard let chromium = Browser.chromium else { throw BrowserError("Chromium is missing") }
    return try runProgram(
      chromium,
      [
        "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
        "--force-device-scale-factor=1",
        "--user-data-dir=\(directory.appendingPathComponent("profile").path)",
        "--window-size=1200,900", "--virtual-time-budget=10000",
      ] + arguments + [url])
  }

  /// The headings (`h1`…`h4`) of a rendered DOM: their level and their text, tags dropped,
  /// entities decoded and spaces trimmed.
  func renderedHeadings(_ dom: String) -> [(level: Int, text: String)] {
    guard let heading = try? NSRegularExpression(pattern: "<h([1-4])[^>]*>(.*?)</h\\1>"),
      let tag = try? NSRegularExpression(pattern: "<[^>]*>")
    else { return [] }
    let all = NSRange(dom.startIndex..., in: dom)
    return heading.matches(in: dom, range: all).compactMap { match in
      guard let level = Range(match.range(at: 1), in: dom).flatMap({ Int(dom[$0]) }),
        let inner = Range(match.range(at: 2), in: dom).map({ String(dom[$0]) })
      else { return nil }
      let text = tag.stringByReplacingMatches(
        in: inner, range: NSRange(inner.startIndex..., in: inner), withTemplate: "")
      return (
        level,
        text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
          .replacingOccurrences(of: "&amp;", with: "&").trimmingCharacters(in: .whitespaces)
      )
    }
  }
}

/// Python's `http.server` on a free port of 127.0.0.1, serving a folder until stopped: the DocC
/// renderer fetches its pages' data, which a `file:` URL does not allow.
final class StaticServer {
  let process = Process()
  let port: Int

  init(serving folder: URL) throws {
    guard let python = Browser.python else { throw BrowserError("python3 is missing") }
    // Its output goes to a file, read until it names the port (a pipe's read can wait forever).
    let log = FileManager.default.temporaryDirectory.appendingPathComponent(
      "carouselkit-server-\(UUID().uuidString)")
    _ = FileManager.default.createFile(atPath: log.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: log) }
    process.executableURL = URL(fileURLWithPath: python)
    process.arguments = [
      "-u", "-m", "http.server", "0", "--bind", "127.0.0.1", "--directory", folder.path,
    ]
    process.standardOutput = try FileHandle(forWritingTo: log)
    process.standardError = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    try process.run()
    // "Serving HTTP on 127.0.0.1 port 40123 (http://127.0.0.1:40123/) ..."
    var text = ""
    for _ in 0..<200 where !text.contains("\n") {
      usleep(50_000)
      text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
    }
    guard let range = text.range(of: "port "),
      let port = Int(text[range.upperBound...].prefix { $0.isNumber })
    else {
      kill(process.processIdentifier, SIGKILL)
      throw BrowserError("http.server did not say its port within 10 s: \(text)")
    }
    self.port = port
  }

  /// Kills the server: SIGKILL, since a child of the test process may start with SIGTERM
  /// blocked, and `terminate()` would then leave it serving.
  func stop() {
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
  }
}
