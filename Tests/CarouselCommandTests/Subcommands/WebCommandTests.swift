import Foundation
import Testing

@testable import CarouselCommand

@Suite("carousel web")
struct WebCommandTests {
  @Test("--output is required, and a bad option value names the option")
  func errors() {
    expectFailure(
      ["web"], code: 2, message: "carousel web: --output DIR is required (see carousel web --help)")
    expectFailure(
      ["web", "--output", "/tmp/x", "--items", "-2"], code: 1,
      message:
        "carousel web: --items expects a whole number of items from 0 to 100000000, got '-2'")
  }

  @Test(
    "Modules missing from --modules: the page is not written, and the message says how to build them"
  )
  func missingModules() throws {
    let directory = try temporaryDirectory("web", "missing-modules")
    let empty = directory.appendingPathComponent("modules")
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
    let result = runCommand(["web", "--output", directory.path, "--modules", empty.path])
    #expect(result.code == 1)
    #expect(
      result.errors
        == "carousel web: no module at '\(empty.path)/Carousel.wasm': run Scripts/wasm.sh "
        + "\(empty.path)\n")
    #expect(
      !FileManager.default.fileExists(
        atPath: directory.appendingPathComponent("carousel.html").path))
  }

  @Test("The page's settings and module go where the template's markers are, and only there")
  func fill() throws {
    let page = "/*HOST*/ a /*SETTINGS*/{ old }/*END*/ b \"/*WASM*/\" c"
    #expect(
      try WebCommand.fill(page, host: "js", settings: "{ items: 3 }", module: "AAEC")
        == "js a { items: 3 } b \"AAEC\" c")
    #expect(throws: CommandError.self) {
      try WebCommand.fill("no markers", host: "", settings: "{}", module: "")
    }
  }
}
