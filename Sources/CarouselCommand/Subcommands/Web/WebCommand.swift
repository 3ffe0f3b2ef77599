import CarouselKit
import Foundation

/// `carousel web`: live pages where a person drives the models compiled to WebAssembly with
/// Embedded Swift — the model itself, not frames computed beforehand.
///
/// The modules come from `Scripts/wasm.sh` in the package's checkout (the command runs it, or
/// reads them from `--modules`); each page inlines its module and opens from `file://`.
enum WebCommand {
  static let output = Option<String>(
    "--output", "DIR", "the directory to write the pages into (required; made when missing)",
    default: "", shown: nil, reader: .text("a directory path"))
  static let modules = Option<String>(
    "--modules", "DIR",
    "read the modules Scripts/wasm.sh wrote into DIR instead of building them (a minute)",
    default: "", shown: nil, reader: .text("a directory path"))
  static let type = SimulationOptions.type.withDefault(.coverFlow)
  static let items = SimulationOptions.items.withDefault(20)

  static let spec = CommandLineSpec(
    command: "carousel web",
    summary: "live web pages of the models, compiled to WebAssembly and driven by real input.",
    usage: "carousel web --output DIR [--modules DIR] [--type T] [--items N]",
    details: """
      Writes carousel.html: CarouselKit's Carousel compiled with Embedded Swift, driven by the
      mouse or a finger (pointer events with pointer capture, the model's own velocity), drawing
      each item with the model's CSS matrix3d. The page is self-contained (the module inlined,
      no network) and exposes window.carouselKit.state(). Building the modules needs Debian's
      wasi-libc and libclang-rt-dev-wasm32; without them the command says what to install.
      """,
    groups: [OptionGroup(title: "Options:", items: [output, modules, type, items])])

  /// What a `carousel web` command line asks for.
  struct Options: SubcommandOptions {
    var help = false
    var output = ""
    /// `nil`: build them.
    var modules: String?
    var type = WebCommand.type.defaultValue
    var items = WebCommand.items.defaultValue
  }

  /// Parses and checks a `carousel web` command line.
  ///
  /// - Throws: A usage error (exit 2) or an invalid-input error (exit 1) naming the option.
  static func parse(_ arguments: [String]) throws -> Options {
    try spec.parseOptions(arguments) { parsed, options in
      guard let output = try parsed.givenValue(output) else {
        throw CommandError.usage("carousel web: --output DIR is required (see carousel web --help)")
      }
      options.output = output
      options.modules = try parsed.givenValue(modules)
      options.type = try parsed.value(type)
      options.items = try parsed.value(items)
    }
  }

  /// The package's checkout, where `Scripts/wasm.sh` and `Web/` are: this file is
  /// `Sources/CarouselCommand/Subcommands/Web/WebCommand.swift` in it.
  static let checkout = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// Writes the pages.
  ///
  /// - Throws: An invalid-input error (exit 1) when the modules cannot be built or read, or a
  ///   page cannot be written.
  static func run(_ options: Options, context: CommandContext) throws {
    if options.help { return context.writeLine(spec.help) }
    let directory = URL(fileURLWithPath: options.output)
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    } catch {
      throw CommandError.invalidInput(
        "carousel web: cannot make --output '\(options.output)': \(error.localizedDescription)")
    }
    let modules = try options.modules.map { URL(fileURLWithPath: $0) } ?? buildModules()
    let module = modules.appendingPathComponent("Carousel.wasm")
    guard let bytes = try? Data(contentsOf: module) else {
      throw CommandError.invalidInput(
        "carousel web: no module at '\(module.path)': run Scripts/wasm.sh \(modules.path)")
    }
    let template = checkout.appendingPathComponent("Web/Pages/carousel.html")
    guard let page = try? String(contentsOf: template, encoding: .utf8) else {
      throw CommandError.invalidInput("carousel web: cannot read the page '\(template.path)'")
    }
    let settings =
      "{ items: \(options.items), type: \(options.type.rawValue), width: 640, height: 360, "
      + "itemWidth: 160, itemHeight: 160, start: 0 }"
    let filled = try fill(page, settings: settings, module: bytes.base64EncodedString())
    let path = directory.appendingPathComponent("carousel.html").path
    try PreviewTemplate.write(filled, to: path, command: "carousel web", option: "--output")
    context.writeLine(
      "carousel web: wrote \(path) (\(options.items) items, \(options.type); the module "
        + "\(bytes.count / 1024) KB inlined)")
  }

  /// The page with its settings and module in place of the template's markers.
  static func fill(_ page: String, settings: String, module: String) throws -> String {
    let lost = CommandError.invalidInput("carousel web: the page template has lost its markers")
    guard let start = page.range(of: "/*SETTINGS*/"), let end = page.range(of: "/*END*/"),
      start.upperBound <= end.lowerBound
    else { throw lost }
    var filled = String(page[..<start.lowerBound]) + settings + String(page[end.upperBound...])
    guard let wasm = filled.range(of: "/*WASM*/") else { throw lost }
    filled.replaceSubrange(wasm, with: module)
    return filled
  }

  /// Runs `Scripts/wasm.sh` into `.build/wasm` of the checkout and returns that directory.
  ///
  /// - Throws: An invalid-input error (exit 1) with the script's message — what to install —
  ///   when it fails.
  static func buildModules() throws -> URL {
    let directory = checkout.appendingPathComponent(".build/wasm")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = [checkout.appendingPathComponent("Scripts/wasm.sh").path, directory.path]
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      throw CommandError.invalidInput("carousel web: cannot run Scripts/wasm.sh: \(error)")
    }
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      let lines = message.split(separator: "\n").filter { $0.hasPrefix("wasm.sh:") }
      throw CommandError.invalidInput(
        "carousel web: the WebAssembly build failed: "
          + (lines.isEmpty ? String(message.suffix(2000)) : lines.joined(separator: "; ")))
    }
    return directory
  }
}
