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

  @Test("A spec's text cannot end the onboarding page's script: every < is escaped")
  func specEscaping() throws {
    let directory = try temporaryDirectory("web", "spec-escaping")
    let modules = directory.appendingPathComponent("modules")
    try FileManager.default.createDirectory(at: modules, withIntermediateDirectories: true)
    for name in [
      "Carousel", "CarouselPlay", "Pages", "PagesPlay", "Walkthrough", "WalkthroughPlay",
      "Parallax", "ParallaxPlay", "Onboarding",
    ] {
      try Data([0, 0x61, 0x73, 0x6d]).write(to: modules.appendingPathComponent(name + ".wasm"))
    }
    let spec = directory.appendingPathComponent("spec.json")
    let text =
      #"{"pages": 2, "showPageControl": true, "#
      + #""pageTexts": {"0": "</script><!--<script> hi", "1": "2"}}"#
    try Data(text.utf8).write(to: spec)
    let result = runCommand([
      "web", "--output", directory.path, "--modules", modules.path, "--spec", spec.path,
    ])
    #expect(result.code == 0, "\(result.errors)")
    let page = try String(
      contentsOf: directory.appendingPathComponent("onboarding.html"), encoding: .utf8)
    #expect(page.contains(#"\u003c/script>\u003c!--\u003cscript> hi"#))
    #expect(!page.contains("<!--<script>"))
    #expect(page.components(separatedBy: "</script>").count == 2, "one script, closed once")
    // Every page is filled in: no marker of a template is left.
    for name in ["carousel", "pages", "walkthrough", "parallax", "onboarding"] {
      let written = try String(
        contentsOf: directory.appendingPathComponent(name + ".html"), encoding: .utf8)
      for marker in [
        "/*PLAY*/", "/*SCENE*/", "/*SCENESTYLE*/", "/*HOST*/", "/*WASM*/", "/*TITLE*/",
      ] {
        #expect(!written.contains(marker), "\(name).html still has \(marker)")
      }
    }
  }

  @Test("The page's settings and module go where the template's markers are, and only there")
  func fill() throws {
    let page = "/*HOST*/ a /*SETTINGS*/{ old }/*END*/ b \"/*WASM*/\" c"
    #expect(
      try WebCommand.fill(page, host: "js", settings: "{ items: 3 }", module: "AAEC")
        == "js a { items: 3 } b \"AAEC\" c")
    // Text in the settings that looks like a marker stays as it is.
    #expect(
      try WebCommand.fill(page, host: "js", settings: "{ s: \"/*WASM*/ /*HOST*/\" }", module: "M")
        == "js a { s: \"/*WASM*/ /*HOST*/\" } b \"M\" c")
    #expect(throws: CommandError.self) {
      try WebCommand.fill("no markers", host: "", settings: "{}", module: "")
    }
  }
}
