import CarouselKit
import CarouselKitOnboarding
import Foundation

/// `carousel onboarding render`: the state of every view of a spec after the user pages forward
/// from page 0, settling on each page, then drags to a content offset (the keys its help lists).
enum OnboardingRender {
  // MARK: Options shared with preview

  static let size = Option<Size>(
    "--size", "WxH", "the container in points (required): a page is as wide as it",
    default: Size(width: 320, height: 568), shown: nil, reader: .pageViewport)
  static let imageSizes = Option<String>(
    "--image-sizes", "FILE",
    "a JSON object from image name to [width, height] in points, such as {\"sky.png\": [320, "
      + "568]}; an image is looked up by baseImageURL + imageName, then imageName, then its "
      + "key, and a custom view by its key; what is not listed is an 80x80 box",
    default: "", shown: nil, reader: .text("a path to a JSON file"))

  // MARK: render's own

  static let offset = Option<Double>(
    "--offset", "X",
    "the content offset the user drags to, in points (required): page k rests at k·W; from "
      + "-W/2 to (pages - 1/2)·W, past the ends through the rubber band",
    default: 0, shown: nil, reader: .finite("a content offset in points, such as 480"))
  static let from = Option<Int>(
    "--from", "P",
    "the page the user pages forward to (settling on each) before the drag to X: P past X "
      + "drags backward; X = P·W is no drag at all",
    default: 0, shown: "the page at or before X",
    reader: .whole(atLeast: 0, "a page index"))
  static let time = Option<Double>(
    "--time", "T",
    "seconds after the last move (the drag's last frame, or the settle on P when there is no "
      + "drag)",
    default: 0,
    shown: "all springs finished: the longest element spring's delay + duration, "
      + "at least 0.2 s",
    reader: .number(in: 0...1e6, "seconds"))
  static let json = Flag(
    "--json",
    "{\"page\", \"settled\", \"settledPage\", \"contentOffset\", \"from\", \"time\", \"clock\", "
      + "\"size\", \"defaultSized\", \"views\": [{\"key\", \"role\", \"attached\", "
      + "\"superview\", \"zIndex\", \"inContainer\", \"frame\": [x, y, w, h], \"anchorPoint\": "
      + "[ax, ay], \"transform\": [a, b, c, d, tx, ty], \"alpha\", \"tiltsWithDevice\"}]}")

  static let spec = CommandLineSpec(
    command: "carousel onboarding render",
    summary: "the state of every view after paging forward to a page and dragging to an offset.",
    usage: "carousel onboarding render FILE --size WxH --offset X [--from P] [--time T] "
      + "[--image-sizes FILE] [--custom-views K,K] [--custom-animations K,K] [--json]",
    details: """
      Plays FILE as a user would, at 60 frames per second: from page 0 it turns to each next
      page up to P (a drag of half a page over 0.3 s released at its speed, a flick the pages
      follow to the next page) and lets each page settle (its springs and fades run out), then
      drags over 0.3 s to content offset X and holds the finger down. With P past X the drag
      goes backward (dragDisappear elements run); with X = P·W nothing is dragged and the pages
      rest on P. Then T seconds pass. Each view's state is the conductor's: superview, z-index,
      the untransformed frame in its superview, the anchor point, the affine transform about
      it, alpha. "page" is the page the dots show; "settled" whether the pages rest on a page.

      Images are sized by --image-sizes; custom views are registered at their listed size or
      80x80: those of --custom-views, or without it every custom view the spec names. Custom
      animations have no code here: their elements move with the built-in maths. With
      --custom-views or --custom-animations the spec is checked against them (the other one
      defaults to what the spec names); a spec with errors is listed on standard error as
      validate lists it, and exits 1.
      """,
    groups: [
      OptionGroup(title: "The flow:", items: [size, offset, from, time, imageSizes]),
      OptionGroup(
        title: "Code:", items: [OnboardingCommand.customViews, OnboardingCommand.customAnimations]
      ),
      OptionGroup(title: "Output:", items: [json]),
    ],
    takesOperands: true)

  struct Options: SubcommandOptions {
    var help = false
    var file = ""
    var size = OnboardingRender.size.defaultValue
    var offset = 0.0
    var from: Int?
    var time: Double?
    var imageSizes: String?
    var customViews: [String]?
    var customAnimations: [String]?
    var json = false
  }

  /// The `--size` an action requires.
  static func requiredSize(_ parsed: ParsedArguments) throws -> Size {
    guard let size = try parsed.givenValue(size) else {
      throw CommandError.usage(
        "\(parsed.command): \(self.size.name) WxH is required (the container in points)")
    }
    return size
  }

  static func parse(_ arguments: [String]) throws -> Options {
    try spec.parseOptions(arguments) { parsed, options in
      options.file = try OnboardingCommand.file(parsed)
      options.size = try requiredSize(parsed)
      guard let offset = try parsed.givenValue(offset) else {
        throw CommandError.usage(
          "\(spec.command): \(self.offset.name) X is required (the content offset to drag to)")
      }
      options.offset = offset
      options.from = try parsed.givenValue(from)
      options.time = try parsed.givenValue(time)
      options.imageSizes = try parsed.givenValue(imageSizes)
      options.customViews = try parsed.givenValue(OnboardingCommand.customViews)
      options.customAnimations = try parsed.givenValue(OnboardingCommand.customAnimations)
      options.json = parsed.isSet(json)
    }
  }

  // MARK: Reading the scene

  /// Reads and checks FILE, and sizes its images and custom views: what render and preview
  /// share.
  ///
  /// The spec is read without a registry when neither `--custom-views` nor
  /// `--custom-animations` is given (custom keys are notes, as validate says); otherwise with
  /// one whose missing half is what the spec names.
  static func reading(
    file: String, customViews: [String]?, customAnimations: [String]?, command: String
  ) throws -> OnboardingSpecReading {
    let first = try OnboardingScene.read(file: file, registry: nil, command: command)
    guard customViews != nil || customAnimations != nil, let spec = first.spec else {
      return first
    }
    let registry = OnboardingRegistry(
      customViews: Set(customViews ?? OnboardingScene.customViewKeys(spec)),
      customAnimations: Set(customAnimations ?? OnboardingScene.customAnimationKeys(spec)))
    return try OnboardingScene.read(file: file, registry: registry, command: command)
  }

  // MARK: Running

  /// What a render ended with.
  struct Result {
    var scene: OnboardingScene
    var walk: OnboardingWalk
    var from: Int
    /// Whether the user dragged after settling on `from`.
    var dragged: Bool
    /// Seconds after the last move.
    var time: Double
  }

  static func render(_ options: Options, context: CommandContext) throws -> Result {
    let command = spec.command
    let reading = try reading(
      file: options.file, customViews: options.customViews,
      customAnimations: options.customAnimations, command: command)
    let flow = try OnboardingScene.requireNoErrors(
      reading, file: options.file, command: command, context: context)
    let pages = flow.pageCount
    guard pages >= 1 else {
      throw CommandError.invalidInput(
        "\(command): '\(options.file)' has no pages to render (pages is \(pages))")
    }
    let width = options.size.width
    let x = options.offset
    let lowest = -width / 2
    let highest = (Double(pages) - 0.5) * width
    guard x >= lowest, x <= highest else {
      throw CommandError.invalidInput(
        "\(command): \(offset.name) expects a content offset from \(lowest.commandLineText) to "
          + "\(highest.commandLineText) (half a page past either end of \(pages) pages "
          + "\(width.commandLineText) pt wide), got '\(x.commandLineText)'")
    }
    let position = x / width
    let nearest = position.rounded()
    let onPage = abs(position - nearest) <= 1e-9 * max(1, abs(nearest))
    let atOrBefore = onPage ? nearest : position.rounded(.down)
    let page = options.from ?? min(max(Int(atOrBefore), 0), pages - 1)
    guard page < pages else {
      throw CommandError.invalidInput(
        "\(command): \(from.name) expects a page index from 0 to \(pages - 1), got '\(page)'")
    }
    let sizes = try options.imageSizes.map {
      try OnboardingScene.imageSizes(ofFile: $0, option: imageSizes.name, command: command)
    }
    let scene = OnboardingScene(
      file: options.file, reading: reading, spec: flow, containerSize: options.size,
      listed: sizes ?? [:],
      customViewKeys: options.customViews ?? OnboardingScene.customViewKeys(flow))
    let walk = OnboardingWalk(scene: scene)
    walk.start()
    for _ in 0..<page {
      walk.rest()
      try walk.turnPage(forward: true, command: command)
    }
    let dragged = !(onPage && Int(nearest) == page)
    let lastMove: Double
    if dragged {
      walk.rest()
      walk.hold(atOffset: x)
      lastMove = walk.now
    } else {
      lastMove = walk.log.lastSettle.time
    }
    let time = options.time ?? scene.restDuration
    walk.conductor.advance(to: max(lastMove + time, walk.conductor.time))
    return Result(scene: scene, walk: walk, from: page, dragged: dragged, time: time)
  }

  static func run(_ options: Options, context: CommandContext) throws {
    if options.help { return context.writeLine(spec.help) }
    let result = try render(options, context: context)
    if options.json {
      context.writeLine(json(result))
    } else {
      for line in table(result, options: options) { context.writeLine(line) }
    }
  }

  // MARK: Output

  /// The role's name in the JSON, such as `"image"` or `"pageText"`.
  static func roleName(_ role: OnboardingViewRole) -> String {
    switch role {
    case .scrollView: "scrollView"
    case .pageControl: "pageControl"
    case .skipButton: "skipButton"
    case .image: "image"
    case .customView: "customView"
    case .elementContainer: "elementContainer"
    case .pageText: "pageText"
    case .dismissButton: "dismissButton"
    }
  }

  static func json(_ result: Result) -> String {
    let conductor = result.walk.conductor
    let out = JSONWriter()
    out.object {
      out.field("page", conductor.pageControlPage)
      out.field("settled", conductor.settledPage != nil)
      out.field("settledPage", optional: conductor.settledPage)
      out.field("contentOffset", conductor.contentOffset)
      out.field("from", result.from)
      out.field("time", result.time)
      out.field("clock", conductor.time)
      out.field("size", result.scene.containerSize)
      out.key("defaultSized")
      out.array(result.scene.defaultSized) { out.value($0) }
      out.key("views")
      writeViews(conductor.viewStates, to: out)
    }
    return out.text
  }

  /// The views as the JSON's `views` array.
  static func writeViews(_ states: [OnboardingViewState], to out: JSONWriter) {
    out.array(states) { state in
      out.object {
        out.field("key", state.key)
        out.field("role", roleName(state.role))
        out.field("attached", state.isAttached)
        out.field("superview", optional: state.superviewKey)
        out.field("zIndex", state.zIndex)
        out.field("inContainer", state.isInContainer)
        out.field("frame", state.frame)
        out.key("anchorPoint")
        out.array([state.anchorPoint.x, state.anchorPoint.y]) { out.value($0) }
        let t = state.transform
        out.key("transform")
        out.array([t.a, t.b, t.c, t.d, t.tx, t.ty]) { out.value($0) }
        out.field("alpha", state.alpha)
        out.field("tiltsWithDevice", state.tiltsWithDevice)
      }
    }
  }

  /// A number with at most 3 decimals, trailing zeros left out: `12.5`, `-80`.
  static func short(_ value: Double) -> String {
    var text = format(value, 3)
    if text.contains(".") {
      while text.hasSuffix("0") { text.removeLast() }
      if text.hasSuffix(".") { text.removeLast() }
    }
    return text
  }

  /// The human output: what was played, then a table of the views.
  static func table(_ result: Result, options: Options) -> [String] {
    let conductor = result.walk.conductor
    let scene = result.scene
    let size = scene.containerSize
    var lines: [String] = []
    let paged = result.from == 0 ? "on page 0" : "paged forward to page \(result.from)"
    let move =
      result.dragged
      ? "then dragged to offset \(short(options.offset)) (held)" : "resting there"
    lines.append(
      "\(scene.file): \(conductor.pageCount) pages in \(short(size.width))×\(short(size.height)), "
        + "\(paged), \(move); \(short(result.time)) s after the last move.")
    let settled = conductor.settledPage.map { "settled on page \($0)" } ?? "not settled"
    lines.append(
      "Page \(conductor.pageControlPage) (the dots), \(settled), content offset "
        + "\(short(conductor.contentOffset)).")
    let states = conductor.viewStates
    var rows = [["key", "attached", "superview", "z", "frame", "transform", "alpha"]]
    for state in states {
      let frame = state.frame
      let t = state.transform
      rows.append([
        state.key, state.isAttached ? "yes" : "no",
        state.isAttached ? state.superviewKey ?? "container" : "-", String(state.zIndex),
        "\(short(frame.origin.x)),\(short(frame.origin.y)) "
          + "\(short(frame.size.width))×\(short(frame.size.height))",
        t.isIdentity
          ? "identity"
          : "[" + [t.a, t.b, t.c, t.d, t.tx, t.ty].map(short).joined(separator: " ")
            + "]",
        short(state.alpha),
      ])
    }
    let widths = rows[0].indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
    for row in rows {
      lines.append(
        zip(row, widths).map { $0 + String(repeating: " ", count: $1 - $0.count) }
          .joined(separator: "  ")
          .trimmingCharacters(in: .whitespaces))
    }
    let defaults = scene.defaultSized
    if !defaults.isEmpty {
      lines.append(
        "Drawn at the default 80×80 (no size given): " + defaults.joined(separator: ", ") + ".")
    }
    let problems = scene.reading.warnings.count + scene.reading.notes.count
    if problems > 0 {
      lines.append(
        OnboardingCommand.count(scene.reading.warnings.count, "warning") + " and "
          + OnboardingCommand.count(scene.reading.notes.count, "note") + ": see "
          + "carousel onboarding validate \(scene.file).")
    }
    return lines
  }
}
