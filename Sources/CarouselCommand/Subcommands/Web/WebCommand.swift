import CarouselKit
import CarouselKitOnboarding
import Foundation
import ParadeDemo

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
  /// The carousel page's type and items.
  static let type = SimulationOptions.type.withDefault(.coverFlow)
  static let items = SimulationOptions.items.withDefault(20)

  static let specFile = Option<String>(
    "--spec", "FILE",
    "also write onboarding.html, playing this SlidingCarousel JSON spec (images drawn as boxes)",
    default: "", shown: nil, reader: .text("a path to an onboarding spec"))

  static let images = Option<String>(
    "--images", "DIR",
    "with --spec: draw the flow's images from DIR, found as `carousel onboarding preview` finds "
      + "them (name@3x.png, name@2x.png, name.png…), sized from their files",
    default: "", shown: nil, reader: .text("a directory of images"))

  static let spec = CommandLineSpec(
    command: "carousel web",
    summary: "live web pages of the models, compiled to WebAssembly and driven by real input.",
    usage:
      "carousel web --output DIR [--modules DIR] [--type T] [--items N] [--spec FILE [--images DIR]]",
    details: """
      Writes carousel.html (CarouselKit's Carousel, each item drawn with the model's CSS
      matrix3d), pages.html (SlidingPages with its header strip of titles), walkthrough.html (a
      Walkthrough's animated subviews, buttons and dots) and parallax.html (Parade's demo: a
      Pager and its cells' ParallaxAnimators), the models compiled with Embedded Swift and
      driven by the mouse or a finger (pointer events with
      pointer capture, the model's own velocity), the wheel along the axis and the keys. Each
      page is self-contained (its modules inlined, no network) and exposes
      window.carouselKit.state(). The carousel, pages, walkthrough and parallax pages also have
      window.carouselKit.play(options): it takes the matching subcommand's options as an object
      in camelCase ({type: "coverFlow", flick: -1500}) and returns a promise of what that
      subcommand prints with --json. Building the modules needs Debian's wasi-libc and
      libclang-rt-dev-wasm32 (and shrinks them with binaryen's wasm-opt when installed); without
      them the command says what to install.
      """,
    groups: [
      OptionGroup(title: "Options:", items: [output, modules, type, items, specFile, images])
    ])

  /// What a `carousel web` command line asks for.
  struct Options: SubcommandOptions {
    var help = false
    var output = ""
    /// `nil`: build them.
    var modules: String?
    var type = WebCommand.type.defaultValue
    var items = WebCommand.items.defaultValue
    /// `--spec`: the onboarding spec's path, when given.
    var specFile: String?
    /// `--images`: the onboarding flow's images, when given.
    var images: String?
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
      options.specFile = try parsed.givenValue(specFile)
      options.images = try parsed.givenValue(images)
      if options.images != nil && options.specFile == nil {
        throw CommandError.usage("carousel web: --images goes with --spec")
      }
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
    let host = try read(checkout.appendingPathComponent("Web/Pages/host.js"))
    let head = try read(checkout.appendingPathComponent("Web/Pages/head.html"))
    // A page with a play spec (what `play(options)` runs) gets it, with its play module, in
    // place of /*PLAY*/ in its settings.
    var pages: [(name: String, module: String, settings: String, what: String)] = [
      (
        "carousel", "Carousel",
        "{ items: \(options.items), type: \(options.type.rawValue), width: 640, height: 360, "
          + "itemWidth: 160, itemHeight: 160, start: 0, play: /*PLAY*/ }",
        "\(options.items) items, \(options.type)"
      ),
      (
        "pages", "Pages", "{ pages: 7, width: 320, height: 480, play: /*PLAY*/ }",
        "7 pages with their titles"
      ),
      (
        "walkthrough", "Walkthrough",
        "{ pages: 4, width: 320, height: 480, preset: 0, subviews: 3, speed: [1, 0], "
          + "play: /*PLAY*/ }",
        "4 pages of 3 animated subviews, with the buttons"
      ),
      ("parallax", "Parallax", parallaxSettings(), "Parade's demo, six cells"),
    ]
    let plays: [String: WebPlaySpec] = [
      "carousel": .carousel, "pages": .pages, "walkthrough": .walkthrough, "parallax": .parallax,
    ]
    if let file = options.specFile {
      pages.append(try onboardingPage(file, images: options.images, context: context))
    }
    for page in pages {
      let module = try moduleText(page.module, in: modules)
      var settings = page.settings
      var inlined = module.count
      if let play = plays[page.name] {
        let playModule = try moduleText(page.module + "Play", in: modules)
        inlined += playModule.count
        settings = settings.replacingOccurrences(
          of: "/*PLAY*/", with: play.json(module: playModule))
      }
      // The shared head, titled, then the page's own style and body (the parallax page's with
      // the scene the parallax preview draws too).
      let template =
        head.replacingOccurrences(of: "/*TITLE*/", with: page.name)
        + (try read(checkout.appendingPathComponent("Web/Pages/\(page.name).html")))
        .replacingOccurrences(of: "/*SCENESTYLE*/", with: ParallaxPreview.sceneStyle)
        .replacingOccurrences(of: "/*SCENE*/", with: ParallaxPreview.sceneScript)
      let filled = try fill(template, host: host, settings: settings, module: module)
      let path = directory.appendingPathComponent(page.name + ".html").path
      try PreviewTemplate.write(filled, to: path, command: "carousel web", option: "--output")
      context.writeLine(
        "carousel web: wrote \(path) (\(page.what); its modules \(inlined * 3 / 4 / 1000) KB, "
          + "inlined)")
    }
  }

  /// The parallax page's settings: the demo's screen and scene.
  static func parallaxSettings() -> String {
    let demo = ParadeDemo()
    let out = JSONWriter()
    out.object {
      out.field("width", demo.viewport.width)
      out.field("height", demo.viewport.height)
      ParallaxPreview.writeScene(of: demo, to: out)
      out.key("play")
      out.raw("/*PLAY*/")
    }
    return out.text
  }

  /// The module `name`.wasm in `modules`, base64.
  ///
  /// - Throws: An invalid-input error (exit 1) when it is missing.
  static func moduleText(_ name: String, in modules: URL) throws -> String {
    let module = modules.appendingPathComponent(name + ".wasm")
    guard let bytes = try? Data(contentsOf: module) else {
      throw CommandError.invalidInput(
        "carousel web: no module at '\(module.path)': run Scripts/wasm.sh \(modules.path)")
    }
    return bytes.base64EncodedString()
  }

  /// The onboarding page's entry: the spec, read and checked here first, as a string in the
  /// page's settings; with `images`, each image the directory has, as a `data:` URI and its
  /// size in points, for the image's index in the spec (`null` where none was found).
  ///
  /// - Throws: An invalid-input error (exit 1) when the file or the directory cannot be read,
  ///   or the spec has errors.
  static func onboardingPage(
    _ file: String, images directory: String?, context: CommandContext
  ) throws -> (name: String, module: String, settings: String, what: String) {
    guard let data = FileManager.default.contents(atPath: file) else {
      throw CommandError.invalidInput("carousel web: cannot read --spec '\(file)'")
    }
    let reading = OnboardingSpec.read([UInt8](data))
    guard let flow = reading.spec, !reading.hasErrors else {
      let errors = reading.diagnostics.filter { $0.severity == .error }.count
      throw CommandError.invalidInput(
        "carousel web: --spec '\(file)' has \(errors) error\(errors == 1 ? "" : "s"); "
          + "carousel onboarding validate \(file) lists them")
    }
    // A JSON string is a JavaScript string; every "<" is escaped, so that no text in it can
    // end the page's script or open a comment the HTML parser would honour.
    let text = JSONWriter.quoted(String(decoding: data, as: UTF8.self))
      .replacingOccurrences(of: "<", with: "\\u003c")
    if let directory {
      try OnboardingImageFiles.requireDirectory(
        directory, option: images.name, command: "carousel web")
    }
    let out = JSONWriter()
    out.array(flow.images) { image in
      guard let directory,
        case .found(let found) = OnboardingImageFiles.find(
          flow.imageSizeNames(of: image), in: directory)
      else {
        if directory != nil {
          context.writeLine(
            "carousel web: note: no usable file for image \"\(image.key)\" in \(directory ?? ""); "
              + "drawn as a 100×100 box")
        }
        return out.raw("null")
      }
      out.object {
        out.field("src", found.dataURI)
        out.field("size", found.size)
      }
    }
    let drawn = directory == nil ? "images as boxes" : "images from \(directory ?? "")"
    return (
      "onboarding", "Onboarding", "{ width: 375, height: 667, spec: \(text), images: \(out.text) }",
      "\((file as NSString).lastPathComponent) in 375×667, \(drawn)"
    )
  }

  /// A file of the checkout's `Web/Pages`, as text.
  static func read(_ file: URL) throws -> String {
    guard let text = try? String(contentsOf: file, encoding: .utf8) else {
      throw CommandError.invalidInput("carousel web: cannot read '\(file.path)'")
    }
    return text
  }

  /// The page with the shared host, its settings and its module in place of the template's
  /// markers.
  static func fill(_ page: String, host: String, settings: String, module: String) throws
    -> String
  {
    let lost = CommandError.invalidInput("carousel web: the page template has lost its markers")
    // The settings go in last, so that no text in them is taken for a marker.
    guard let start = page.range(of: "/*SETTINGS*/"), let end = page.range(of: "/*END*/"),
      start.upperBound <= end.lowerBound, page.contains("/*WASM*/"), page.contains("/*HOST*/")
    else { throw lost }
    let before = String(page[..<start.lowerBound]).replacingOccurrences(of: "/*HOST*/", with: host)
    let after = String(page[end.upperBound...]).replacingOccurrences(of: "/*WASM*/", with: module)
    return before + settings + after
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
