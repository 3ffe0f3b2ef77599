import Foundation
import Testing

// The live carousel module's size, as Documentation/Hosts.md states it: 64 KB gzipped when the
// live pages came (62.6 KB then), 72 KB since items of their own widths, alignment, containment
// and groups (70.3 KB with them), 80 KB since the playground drives an autoplay, sets own widths
// and couples a thumbnail strip (78.0 KB; Documentation/Hosts.md says what is in it).

/// The carousel's live module as Scripts/wasm.sh left it (CI builds it before the tests).
private let carouselModule = Browser.repository.appendingPathComponent(".build/wasm/Carousel.wasm")

/// Whether binaryen's wasm-opt, which the bound assumes, is installed.
private let wasmOptInstalled = ["/usr/bin/wasm-opt", "/usr/local/bin/wasm-opt"].contains {
  FileManager.default.isExecutableFile(atPath: $0)
}

@Suite(
  "The WebAssembly modules' sizes",
  .enabled(
    if: FileManager.default.fileExists(atPath: carouselModule.path) && wasmOptInstalled,
    Comment(
      rawValue: "needs .build/wasm/Carousel.wasm built by Scripts/wasm.sh with binaryen's "
        + "wasm-opt (apt-get install binaryen; .ci/run builds it)")))
struct WasmSizeTests {
  @Test("The carousel's live module is at most 80 KB (80,000 bytes) gzipped")
  func carouselModuleSize() throws {
    let (status, output) = try runProgram(
      "/bin/sh", ["-c", "gzip -9c '\(carouselModule.path)' | wc -c"])
    try #require(status == 0, "\(output)")
    let size = try #require(Int(output.trimmingCharacters(in: .whitespacesAndNewlines)))
    #expect(size > 10_000, "a module, not an empty file: \(size) bytes")
    #expect(size <= 80_000, "the carousel module is \(size) bytes gzipped")
  }
}
