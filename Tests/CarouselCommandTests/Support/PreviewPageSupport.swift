import Foundation
import Testing

// Helpers for the tests of the preview pages the commands write (`preview`, `pages --output`,
// `walkthrough --output`).

/// A page path in the temporary directory, unique to this process, `command` and `name`.
func temporaryPage(_ command: String, _ name: String) -> URL {
  FileManager.default.temporaryDirectory.appendingPathComponent(
    "carousel-\(command)-test-\(getpid())-\(name).html")
}

/// The JSON a page embeds after `const name = `.
func embedded(_ name: String, in page: String) throws -> String {
  let start = try #require(page.range(of: "const \(name) = "))
  let end = try #require(page.range(of: ";\n", range: start.upperBound..<page.endIndex))
  return String(page[start.upperBound..<end.lowerBound]).replacingOccurrences(
    of: "<\\/", with: "</")
}
