import Foundation
import Testing

// Helpers for the tests of the preview pages the commands write (`preview`, `pages --output`,
// `walkthrough --output`).

/// A page path in the temporary directory, unique to this process, `command` and `name`.
func temporaryPage(_ command: String, _ name: String) -> URL {
  FileManager.default.temporaryDirectory.appendingPathComponent(
    "carousel-\(command)-test-\(getpid())-\(name).html")
}

/// A new directory in the temporary directory, unique to this process, `command` and `name`
/// (its spaces made hyphens), for a test's pages and screenshots.
func temporaryDirectory(_ command: String, _ name: String) throws -> URL {
  let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
    "carousel-\(command)-\(getpid())-\(name.replacingOccurrences(of: " ", with: "-"))")
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  return directory
}

/// The JSON a page embeds after `const name = `.
func embedded(_ name: String, in page: String) throws -> String {
  let start = try #require(page.range(of: "const \(name) = "))
  let end = try #require(page.range(of: ";\n", range: start.upperBound..<page.endIndex))
  return String(page[start.upperBound..<end.lowerBound]).replacingOccurrences(
    of: "<\\/", with: "</")
}

/// The `settings` object a page embeds, which its script reads.
func embeddedSettings(
  in page: String, sourceLocation: SourceLocation = #_sourceLocation
) throws -> [String: Any] {
  try #require(
    try JSONSerialization.jsonObject(with: Data(embedded("settings", in: page).utf8))
      as? [String: Any], sourceLocation: sourceLocation)
}

/// Runs `carousel` with `arguments` and `--output` a page named `name` in `directory`, showing
/// frame `frame` still when given; requires exit 0.
///
/// - Returns: The page's file.
func writePage(
  _ arguments: [String], frame: Int? = nil, named name: String, in directory: URL,
  sourceLocation: SourceLocation = #_sourceLocation
) throws -> URL {
  let page = directory.appendingPathComponent(name)
  let still = frame.map { ["--frame", "\($0)"] } ?? []
  let result = runCommand(arguments + ["--output", page.path] + still)
  try #require(result.code == 0, "\(result.errors)", sourceLocation: sourceLocation)
  return page
}

/// A rectangle in a page's CSS pixels, by its edges.
struct EdgeBox {
  var left, top, right, bottom: Double

  /// The whole plane.
  static let everything = EdgeBox(
    left: -.infinity, top: -.infinity, right: .infinity, bottom: .infinity)

  var isEmpty: Bool { right <= left || bottom <= top }

  func intersection(_ other: EdgeBox) -> EdgeBox {
    EdgeBox(
      left: max(left, other.left), top: max(top, other.top), right: min(right, other.right),
      bottom: min(bottom, other.bottom))
  }

  /// Whether (`x`, `y`) lies strictly inside.
  func contains(_ x: Double, _ y: Double) -> Bool {
    x > left && x < right && y > top && y < bottom
  }

  func grown(by margin: Double) -> EdgeBox {
    EdgeBox(left: left - margin, top: top - margin, right: right + margin, bottom: bottom + margin)
  }
}
