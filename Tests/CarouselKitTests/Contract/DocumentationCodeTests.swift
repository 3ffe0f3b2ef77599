import Foundation
import Testing

// The code in the DocC catalogs runs: every ```swift block of an article `Name.md` (in any of
// Sources/*/*.docc) appears, line for line and in order, in
// Tests/CarouselKitTests/Documentation/NameTests.swift, whose tests run it and check what the
// article says; a tutorial's code files, `Name-NN.swift` in a catalog's Resources, appear the
// same way in NameTests.swift, and each step only adds lines to the step before (DocC shows a
// step as its changes). Blank lines and indentation are ignored.

/// The folder that holds Package.swift, above this file (the tests that read the README, the
/// catalogs and the manifest use it).
func repositoryRoot() -> URL {
  var root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  while root.path != "/",
    !FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path)
  {
    root.deleteLastPathComponent()
  }
  return root
}

/// The non-blank lines of `text`, trimmed.
func codeLines(_ text: some StringProtocol) -> [String] {
  text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter {
    !$0.isEmpty
  }
}

/// The ```swift blocks of a Markdown text, their fences dropped.
func swiftBlocks(in markdown: String) -> [String] {
  markdown.components(separatedBy: "```swift\n").dropFirst().map {
    $0.components(separatedBy: "```")[0]
  }
}

/// The first line of `code` that is not found in `tested` after the lines before it, if any.
func firstMissingLine(of code: [String], in tested: [String]) -> String? {
  var remaining = tested[...]
  for line in code {
    guard let found = remaining.firstIndex(of: line) else { return line }
    remaining = remaining[(found + 1)...]
  }
  return nil
}

/// Every file under the catalogs, as paths relative to the repository.
private func catalogFiles(_ root: URL) throws -> [String] {
  let sources = root.appendingPathComponent("Sources")
  var files: [String] = []
  for module in try FileManager.default.contentsOfDirectory(atPath: sources.path).sorted() {
    let catalog = "Sources/\(module)/\(module).docc"
    let paths =
      FileManager.default.subpaths(atPath: root.appendingPathComponent(catalog).path) ?? []
    files += paths.sorted().map { "\(catalog)/\($0)" }
  }
  return files
}

/// The test file that runs the code of a document or a tutorial named `name`.
private func testFile(for name: String, _ root: URL) throws -> (path: String, lines: [String]) {
  let path = "Tests/CarouselKitTests/Documentation/\(name)Tests.swift"
  let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  return (path, codeLines(text))
}

@Test("Every swift block of every DocC article runs in its NameTests.swift, line for line")
func articleCodeIsTested() throws {
  let root = repositoryRoot()
  var articlesWithCode: [String] = []
  for path in try catalogFiles(root) where path.hasSuffix(".md") {
    let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    let blocks = swiftBlocks(in: text)
    if blocks.isEmpty { continue }
    let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
    articlesWithCode.append(name)
    let tested = try testFile(for: name, root)
    for (index, block) in blocks.enumerated() {
      if let line = firstMissingLine(of: codeLines(block), in: tested.lines) {
        Issue.record("\(path), swift block \(index + 1): not in \(tested.path), in order: \(line)")
      }
    }
  }
  // The articles that show Swift today; a new one is checked as soon as it has a block.
  for name in ["GettingStarted", "TheContract", "Hosting", "PagingAndPhysics", "TheOriginals"] {
    #expect(articlesWithCode.contains(name), "\(name).md has no swift block to check")
  }
}

@Test("Every step of every DocC tutorial runs in its NameTests.swift, each adding to the last")
func tutorialCodeIsTested() throws {
  let root = repositoryRoot()
  let files = try catalogFiles(root)
  let tutorials = try files.filter { $0.hasSuffix(".tutorial") }.map {
    try String(contentsOf: root.appendingPathComponent($0), encoding: .utf8)
  }
  // Name-NN.swift, grouped by Name, in step order.
  var steps: [String: [String]] = [:]
  for path in files where path.contains("/Resources/") && path.hasSuffix(".swift") {
    let file = URL(fileURLWithPath: path).lastPathComponent
    let name = String(file.prefix { $0 != "-" })
    steps[name, default: []].append(path)
  }
  #expect(steps["BuildingACarousel"]?.count ?? 0 >= 6, "the tutorial's steps are missing")
  for (name, paths) in steps.sorted(by: { $0.key < $1.key }) {
    let tested = try testFile(for: name, root)
    var previous: [String] = []
    for path in paths.sorted() {
      let file = URL(fileURLWithPath: path).lastPathComponent
      #expect(
        tutorials.contains { $0.contains("file: \"\(file)\"") }, "\(file) is in no tutorial")
      let code = codeLines(
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8))
      if let line = firstMissingLine(of: code, in: tested.lines) {
        Issue.record("\(path): not in \(tested.path), in order: \(line)")
      }
      if let line = firstMissingLine(of: previous, in: code) {
        Issue.record("\(path) drops or reorders a line of the step before: \(line)")
      }
      previous = code
    }
  }
}

@Test("The swift blocks of Documentation/*.md run in ReadmeExampleTests.swift, line for line")
func repositoryDocumentationCodeIsTested() throws {
  let root = repositoryRoot()
  let tested = codeLines(
    try String(
      contentsOf: root.appendingPathComponent(
        "Tests/CarouselKitTests/Contract/ReadmeExampleTests.swift"),
      encoding: .utf8))
  let folder = root.appendingPathComponent("Documentation")
  var blockCount = 0
  for file in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
  where file.hasSuffix(".md") {
    let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
    for block in swiftBlocks(in: text) {
      blockCount += 1
      if let line = firstMissingLine(of: codeLines(block), in: tested) {
        Issue.record("Documentation/\(file): not in ReadmeExampleTests.swift, in order: \(line)")
      }
    }
  }
  #expect(blockCount >= 1, "Hardening.md's diagnostics example is missing")
}

/// Checks a manifest snippet a document shows against this package's Package.swift: the tools
/// version and language mode the documents state, no platforms and no dependencies, the three
/// libraries they describe, a URL dependency whose last path component (the package's identity)
/// is this package's name, and products that are its libraries, named with that identity.
func expectSnippetNamesThisPackage(
  _ snippet: String, products expected: [String],
  sourceLocation: SourceLocation = #_sourceLocation
) throws {
  let manifest = try String(
    contentsOf: repositoryRoot().appendingPathComponent("Package.swift"), encoding: .utf8)
  #expect(manifest.hasPrefix("// swift-tools-version: 6.0\n"), sourceLocation: sourceLocation)
  #expect(manifest.contains("swiftLanguageModes: [.v6]"), sourceLocation: sourceLocation)
  #expect(!manifest.contains("platforms:"), sourceLocation: sourceLocation)
  #expect(manifest.contains("dependencies: [],"), sourceLocation: sourceLocation)
  for library in ["CarouselKit", "CarouselKitTesting", "CarouselKitOnboarding"] {
    #expect(
      manifest.contains(".library(name: \"\(library)\""), "no library \(library)",
      sourceLocation: sourceLocation)
  }
  let url = try #require(
    snippet.components(separatedBy: ".package(url: \"").dropFirst().first?
      .components(separatedBy: "\"").first, sourceLocation: sourceLocation)
  let identity = try #require(url.split(separator: "/").last, sourceLocation: sourceLocation)
    .replacingOccurrences(of: ".git", with: "")
  #expect(identity == "CarouselKit", sourceLocation: sourceLocation)
  #expect(manifest.contains("name: \"\(identity)\""), sourceLocation: sourceLocation)
  let products = snippet.components(separatedBy: ".product(name: \"").dropFirst().map {
    $0.components(separatedBy: "\"")
  }
  #expect(products.map { $0[0] } == expected, sourceLocation: sourceLocation)
  for product in products {
    #expect(
      manifest.contains(".library(name: \"\(product[0])\""), "no library \(product[0])",
      sourceLocation: sourceLocation)
    #expect(
      product[1] == ", package: " && product[2] == identity, sourceLocation: sourceLocation)
  }
}
