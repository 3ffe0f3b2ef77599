import CarouselKit
import CarouselKitOnboarding
import Foundation

/// `carousel onboarding preview`: a self-contained web page a designer opens to scrub through a
/// spec's flow, every view where the model puts it (as its JSON gives it).
///
/// The frames are computed here, at 60 per second, by ``OnboardingWalk``: the flow as built,
/// page 0's springs, then for each page a flick to the next one and its settle, a drag of half
/// a page past the last page (the rubber band, bucket n) and the bounce back, then the same
/// flicks back to page 0. The page draws each frame: the container at its size, each view an
/// absolutely positioned box at its untransformed frame inside its superview's box, moved by
/// CSS `matrix(a, b, c, d, tx, ty)` about its anchor point (`transform-origin`), with its
/// alpha as `opacity` (multiplied down the hierarchy, as UIKit's), stacked by z-index.
enum OnboardingPreview {
  // Solid colours far from each other, so that a screenshot's pixels say what is where.

  /// The container, behind every view.
  static let backgroundColour: Colour = (236, 239, 243)
  /// A custom view registered here (no code draws it).
  static let customViewColour: Colour = (92, 92, 104)
  /// The lit dot: the original's current-page colour.
  static let litDotColour: Colour = (39, 138, 199)
  /// The other dots: the original's colour.
  static let dotColour: Colour = (165, 175, 183)
  /// The Skip button's title.
  static let skipColour: Colour = (0, 122, 255)
  /// The dismiss button's title.
  static let dismissColour: Colour = (40, 160, 70)

  /// Image `index`'s box colour (the spec's image order): the previews' card colours.
  static func imageColour(_ index: Int) -> Colour {
    PreviewColours.card(index: index, isPlaceholder: false)
  }

  /// A dot's diameter and the distance between two dots' centres, in points (UIPageControl's).
  static let dotDiameter = 7.0
  static let dotPitch = 16.0

  /// The most pages a preview walks through.
  static let maximumPages = 30

  // MARK: Options

  static let images = Option<String>(
    "--images", "DIR",
    "a folder of the spec's images, embedded in the page: looked up as --image-sizes says, "
      + "name@3x.png, name@2x.png and name.png (a name without extension also as .jpg, .jpeg, "
      + ".gif), sized from the file's header in points (pixels / scale); an image without a "
      + "usable file is a labelled box, sized by --image-sizes when it lists the image, else "
      + "80x80",
    default: "", shown: nil, reader: .text("a path to a folder"))
  static let output = PreviewCommand.output.withSummary(
    "where to write the page (required)")
  static let frame = PreviewCommand.frame.withSummary(
    "show frame K still instead of playing from frame 0 (the page's address may also end in "
      + "#frame=K)")

  static let spec = CommandLineSpec(
    command: "carousel onboarding preview",
    summary: "a self-contained web page to scrub through a spec's flow.",
    usage: "carousel onboarding preview FILE --size WxH [--images DIR] [--image-sizes FILE] "
      + "--output FILE.html [--frame K] [--custom-views K,K] [--custom-animations K,K]",
    details: """
      The page (one HTML file, no network) draws the container at its size and every view where
      the conductor puts it, frame by frame at 60 Hz: images (the real files from DIR, or
      boxes in their own colour labelled with their keys), custom views (grey boxes), the page
      texts, the dismiss button, Skip and the page dots; the frames walk forward through every
      page (each a flick of half a page over 0.3 s, then the settle and its springs), drag half
      a page past the last page and bounce back, and walk back to page 0. Play, pause or scrub
      them; a plot shows the content offset over time with each settle. Every problem validate
      finds is listed in a panel; with errors the page is still written when the spec could be
      read, the problems go to standard error too, and the command exits 1. An image's size
      comes from its file in --images, else from --image-sizes, else it is 80x80; a file found
      that cannot be read or is no PNG, JPEG or GIF is a note (on the page and in the output),
      and the image a box. Custom views are as carousel onboarding render says; at most
      \(maximumPages) pages.
      """,
    groups: [
      OptionGroup(
        title: "The flow:", items: [OnboardingRender.size, images, OnboardingRender.imageSizes]),
      OptionGroup(
        title: "Code:", items: [OnboardingCommand.customViews, OnboardingCommand.customAnimations]
      ),
      OptionGroup(title: "The page:", items: [output, frame]),
    ],
    takesOperands: true)

  struct Options: SubcommandOptions {
    var help = false
    var file = ""
    var size = OnboardingRender.size.defaultValue
    var images: String?
    var imageSizes: String?
    var output = ""
    var frame: Int?
    var customViews: [String]?
    var customAnimations: [String]?
  }

  static func parse(_ arguments: [String]) throws -> Options {
    try spec.parseOptions(arguments) { parsed, options in
      options.file = try OnboardingCommand.file(parsed)
      options.size = try OnboardingRender.requiredSize(parsed)
      options.images = try parsed.givenValue(images)
      options.imageSizes = try parsed.givenValue(OnboardingRender.imageSizes)
      guard let path = try parsed.givenValue(output) else {
        throw CommandError.usage(
          "\(spec.command): \(output.name) FILE.html is required (where to write the page)")
      }
      options.output = path
      options.frame = try parsed.givenValue(frame)
      options.customViews = try parsed.givenValue(OnboardingCommand.customViews)
      options.customAnimations = try parsed.givenValue(OnboardingCommand.customAnimations)
    }
  }

  // MARK: The frames

  /// One frame of the walk.
  struct Frame {
    var time: Double
    var contentOffset: Double
    /// The page the dots show.
    var page: Int
    var settledPage: Int?
    /// Index in ``Timeline/stages``.
    var stage: Int
    var states: [OnboardingViewState]
  }

  /// The walk's frames, what the user was doing in each, and the settles.
  struct Timeline {
    var frames: [Frame] = []
    var stages: [String] = []
    var settles: [(page: Int, time: Double)] = []
  }

  /// Walks the flow forward through every page, past the end and back, recording each frame.
  static func timeline(_ scene: OnboardingScene, command: String) throws -> Timeline {
    var timeline = Timeline()
    let walk = OnboardingWalk(scene: scene)
    let conductor = walk.conductor
    walk.onFrame = { stage in
      if timeline.stages.last != stage { timeline.stages.append(stage) }
      timeline.frames.append(
        Frame(
          time: conductor.time, contentOffset: conductor.contentOffset,
          page: conductor.pageControlPage, settledPage: conductor.settledPage,
          stage: timeline.stages.count - 1, states: conductor.viewStates))
    }
    walk.start()
    walk.rest()
    let pages = conductor.pageCount
    if pages >= 1 {
      for _ in 0..<(pages - 1) {
        try walk.turnPage(forward: true, command: command)
        walk.rest()
      }
      try walk.bouncePastEnd(command: command)
      walk.rest()
      for _ in 0..<(pages - 1) {
        try walk.turnPage(forward: false, command: command)
        walk.rest()
      }
    }
    for event in walk.log.events {
      if case .didSettle(let page) = event.kind { timeline.settles.append((page, event.time)) }
    }
    return timeline
  }

  // MARK: Running

  static func run(_ options: Options, context: CommandContext) throws {
    if options.help { return context.writeLine(spec.help) }
    let command = spec.command
    let reading = try OnboardingRender.reading(
      file: options.file, customViews: options.customViews,
      customAnimations: options.customAnimations, command: command)
    guard let flow = reading.spec else {
      _ = try OnboardingScene.requireNoErrors(
        reading, file: options.file, command: command, context: context)
      return
    }
    guard flow.pageCount <= maximumPages else {
      throw CommandError.invalidInput(
        "\(command): '\(options.file)' has \(flow.pageCount) pages; a preview walks through at "
          + "most \(maximumPages)")
    }
    let sizes = try options.imageSizes.map {
      try OnboardingScene.imageSizes(
        ofFile: $0, option: OnboardingRender.imageSizes.name, command: command)
    }
    var files: [String: OnboardingImageFiles.Found] = [:]
    // Per image without a usable file: what was looked for or found, for a note.
    var lookups: [(index: Int, text: String, unusable: Bool)] = []
    if let directory = options.images {
      try OnboardingImageFiles.requireDirectory(directory, option: images.name, command: command)
      for (index, image) in flow.images.enumerated() {
        let names = flow.imageSizeNames(of: image)
        switch OnboardingImageFiles.find(names, in: directory) {
        case .found(let found): files[names[0]] = found
        case .unusable(let path, let reason):
          lookups.append(
            (index, "\(images.name): '\(path)' for image \"\(image.key)\": \(reason)", true))
        case .missing:
          lookups.append(
            (
              index,
              "no file for image \"\(image.key)\" in \(directory) (looked for "
                + names.joined(separator: ", ") + ", with @2x, @3x and extensions)", false
            ))
        }
      }
    }
    let scene = OnboardingScene(
      file: options.file, reading: reading, spec: flow, containerSize: options.size,
      listed: sizes ?? [:],
      files: files.mapValues { ($0.size, $0.path, $0.scale) },
      customViewKeys: options.customViews ?? OnboardingScene.customViewKeys(flow))
    // Each note ends with what the image is drawn as instead.
    let notes = lookups.map { lookup in
      let sized = scene.imageSizes[lookup.index]
      let box =
        if case .listed = sized.source {
          "a labelled box, \(OnboardingRender.short(sized.size.width))x"
            + "\(OnboardingRender.short(sized.size.height)) from \(OnboardingRender.imageSizes.name)"
        } else {
          "a labelled 80x80 box"
        }
      return (text: lookup.text + "; drawn as " + box, unusable: lookup.unusable)
    }
    let timeline = try timeline(scene, command: command)
    try PreviewTemplate.checkFrame(
      options.frame, count: timeline.frames.count, fps: 60, command: command,
      option: frame.name, what: "walk")
    let page = html(
      scene, timeline: timeline, files: Array(files.values), fileNotes: notes.map(\.text),
      options: options)
    try PreviewTemplate.write(page, to: options.output, command: command, option: output.name)
    let shown = options.frame.map { "frame \($0) still" } ?? "playing from frame 0"
    let problems = reading.diagnostics.count
    context.writeLine(
      "Wrote \(options.output): \(flow.pageCount) pages in "
        + "\(OnboardingRender.short(options.size.width))×"
        + "\(OnboardingRender.short(options.size.height)), \(timeline.frames.count) frames at "
        + "60 Hz, \(shown), \(problems) problem\(problems == 1 ? "" : "s") listed. Open it in a "
        + "browser.")
    // A file that is there but unusable is likely a mistake: said here too.
    for note in notes where note.unusable { context.writeLine("note: " + note.text) }
    if reading.hasErrors {
      _ = try OnboardingScene.requireNoErrors(
        reading, file: options.file, command: command, context: context)
    }
  }

  // MARK: The page

  /// A number rounded to 1e-4 for the page (it draws pixels), unless too large to round.
  static func rounded(_ value: Double) -> Double {
    abs(value) < 1e11 ? (value * 1e4).rounded() / 1e4 : value
  }

  /// The page: the frames, `files` embedded, `fileNotes` (what `--images` lacked or could not
  /// use) listed with the problems.
  static func html(
    _ scene: OnboardingScene, timeline: Timeline, files: [OnboardingImageFiles.Found],
    fileNotes: [String], options: Options
  ) -> String {
    let flow = scene.spec
    let states = timeline.frames.first?.states ?? []
    // Each file once, by path.
    var sources: [String] = []
    var sourceIndex: [String: Int] = [:]
    for file in files.sorted(by: { $0.path < $1.path }) where sourceIndex[file.path] == nil {
      sourceIndex[file.path] = sources.count
      sources.append(file.dataURI)
    }
    let out = JSONWriter()
    out.object {
      out.field("file", scene.file)
      out.field("pages", flow.pageCount)
      out.field("size", scene.containerSize)
      out.field("fps", OnboardingWalk.fps)
      out.field("still", optional: options.frame.map(Double.init))
      out.key("palette")
      out.object {
        out.field("background", PreviewColours.hex(backgroundColour))
        out.field("custom", PreviewColours.hex(customViewColour))
        out.field("dot", PreviewColours.hex(dotColour))
        out.field("litDot", PreviewColours.hex(litDotColour))
        out.field("skip", PreviewColours.hex(skipColour))
        out.field("dismiss", PreviewColours.hex(dismissColour))
      }
      out.field("dotDiameter", dotDiameter)
      out.field("dotPitch", dotPitch)
      out.key("sources")
      out.array(sources) { out.value($0) }
      out.key("views")
      out.array(states) { state in
        out.object {
          out.field("key", state.key)
          out.field("role", OnboardingRender.roleName(state.role))
          var source = -1
          var colour: String?
          var text: String?
          switch state.role {
          case .image(let index):
            if case .file(let path, _) = scene.imageSizes[index].source {
              source = sourceIndex[path] ?? -1
            }
            colour = PreviewColours.hex(imageColour(index))
          case .customView: colour = PreviewColours.hex(customViewColour)
          case .pageText(let page), .dismissButton(let page): text = flow.pageTexts[page]
          case .skipButton: text = "Skip"
          default: break
          }
          out.field("source", source)
          out.field("colour", optional: colour)
          out.field("text", optional: text)
        }
      }
      out.key("problems")
      out.array(scene.reading.diagnostics) { diagnostic in
        out.object {
          out.field("severity", diagnostic.severity.rawValue)
          out.field("line", diagnostic.location.line)
          out.field("column", diagnostic.location.column)
          out.field("path", diagnostic.path.description)
          out.field("message", diagnostic.message)
        }
      }
      out.key("files")
      out.array(fileNotes) { out.value($0) }
      out.key("defaultSized")
      out.array(scene.defaultSized) { out.value($0) }
    }
    let settings = out.text
    let report = JSONWriter()
    report.object {
      report.key("stages")
      report.array(timeline.stages) { report.value($0) }
      report.key("events")
      report.array(timeline.settles) { settle in
        report.object {
          report.field("time", settle.time)
          report.field("name", "didSettle")
          report.field("page", settle.page)
        }
      }
      report.key("frames")
      report.array(timeline.frames) { frame in
        report.object {
          report.field("time", rounded(frame.time))
          report.field("contentOffset", rounded(frame.contentOffset))
          report.field("page", frame.page)
          report.field("settledPage", optional: frame.settledPage)
          report.field("stage", frame.stage)
          // [superview (−2 the container, −1 detached), z, x, y, w, h, ax, ay, a, b, c, d,
          // tx, ty, alpha] per view.
          report.key("views")
          report.array(frame.states) { state in
            let superview = state.isAttached ? state.superview ?? -2 : -1
            let (f, t) = (state.frame, state.transform)
            report.array(
              [
                Double(superview), Double(state.zIndex), f.origin.x, f.origin.y, f.size.width,
                f.size.height, state.anchorPoint.x, state.anchorPoint.y, t.a, t.b, t.c, t.d,
                t.tx, t.ty, state.alpha,
              ]
            ) { report.value(rounded($0)) }
          }
        }
      }
    }
    return PreviewTemplate.filled(
      page,
      title: "carousel onboarding preview: \(scene.file)",
      json: ["/*SETTINGS*/": settings, "/*REPORT*/": report.text])
  }

  /// The page template.
  ///
  /// The container sits at the page's top-left corner, one CSS pixel per point unless the
  /// window is too small for it and the 560 px panel beside it: then it is scaled by
  /// `min(1, window height / H, (window width − 560) / W)`, at least 0.1.
  static let page = #"""
    \#(PreviewPlayback.documentHead)
      #view { position: absolute; left: 0; top: 0; overflow: hidden; }
      #stage { position: absolute; left: 0; top: 0; overflow: hidden; transform-origin: 0 0; }
      #stage div { position: absolute; box-sizing: border-box; margin: 0; padding: 0; }
      #stage img { position: absolute; left: 0; top: 0; width: 100%; height: 100%;
        display: block; }
      .label { position: absolute; left: 2px; top: 1px; max-width: calc(100% - 4px);
        overflow: hidden; white-space: nowrap; color: #fff; font-size: 10px; line-height: 12px;
        font-weight: 700; text-shadow: 0 1px 1px rgba(0,0,0,.5); pointer-events: none; }
      .pageText { display: flex; align-items: center; justify-content: center;
        text-align: center; color: #000; font-size: 16px; line-height: 19px; }
      .dismissButton { display: flex; align-items: center; justify-content: center;
        font-size: 18px; }
      .skipButton { display: flex; align-items: center; justify-content: center;
        font-size: 14px; font-weight: 700; }
      .dot { border-radius: 50%; }
      .offset-line { fill: none; stroke: #7cc4ff; stroke-width: 1.5; }
      #problems { margin-top: 8px; max-width: 520px; }
      #problems h2 { font-size: 14px; margin: 6px 0 4px; }
      #problems ol { margin: 0; padding-left: 20px; max-height: 260px; overflow: auto; }
      #problems li.error { color: #ff6b6b; }
      #problems li.warning { color: #ffb454; }
      #problems li.note { color: #9ab; }
    \#(PreviewPlayback.body(stage: #"<div id="view"><div id="stage"></div></div>"#, plotLabel: "content offset over time"))
    const frames = report.frames;
    const [vw, vh] = settings.size;
    const palette = settings.palette;
    \#(PreviewPlayback.stageFitting)
    document.getElementById("title").textContent = settings.file + " · " + settings.pages +
      " pages · " + vw + "×" + vh + " · " + frames.length + " frames at " + settings.fps + " Hz";

    // One box per view, made once; each frame places it in its superview's box.
    const boxes = settings.views.map(v => {
      const box = document.createElement("div");
      box.className = v.role;
      box.dataset.key = v.key;
      if (v.source >= 0) {
        const image = document.createElement("img");
        image.src = settings.sources[v.source];
        image.alt = v.key;
        box.appendChild(image);
      } else if (v.colour !== null) {
        box.style.background = v.colour;
        const label = document.createElement("span");
        label.className = "label";
        label.textContent = v.key;
        box.appendChild(label);
      }
      if (v.role === "pageText" || v.role === "dismissButton" || v.role === "skipButton") {
        box.textContent = v.text;
        if (v.role === "dismissButton") box.style.color = palette.dismiss;
        if (v.role === "skipButton") box.style.color = palette.skip;
      }
      return box;
    });
    // The dots, in the page control's box: a row centred in it.
    const dots = [];
    settings.views.forEach((v, i) => {
      if (v.role !== "pageControl") return;
      const [, , , , w, h] = frames[0].views[i];
      const d = settings.dotDiameter, pitch = settings.dotPitch;
      for (let k = 0; k < settings.pages; k++) {
        const dot = document.createElement("div");
        dot.className = "dot";
        dot.style.left = (w / 2 + (k - (settings.pages - 1) / 2) * pitch - d / 2) + "px";
        dot.style.top = (h / 2 - d / 2) + "px";
        dot.style.width = d + "px";
        dot.style.height = d + "px";
        boxes[i].appendChild(dot);
        dots.push(dot);
      }
    });

    // The problems validate finds.
    const problems = document.createElement("div");
    problems.id = "problems";
    const counts = { error: 0, warning: 0, note: 0 };
    settings.problems.forEach(p => counts[p.severity]++);
    const heading = document.createElement("h2");
    const count = (n, noun) => n + " " + noun + (n === 1 ? "" : "s");
    heading.textContent = "Problems: " + count(counts.error, "error") + ", " +
      count(counts.warning, "warning") + ", " + count(counts.note, "note");
    problems.appendChild(heading);
    const problemList = document.createElement("ol");
    for (const p of settings.problems) {
      const item = document.createElement("li");
      item.className = p.severity;
      item.textContent = p.line + ":" + p.column + " " + p.severity + ": " + p.path + ": " +
        p.message;
      problemList.appendChild(item);
    }
    for (const text of settings.files) {
      const item = document.createElement("li");
      item.className = "note";
      item.textContent = text;
      problemList.appendChild(item);
    }
    if (settings.defaultSized.length > 0) {
      const item = document.createElement("li");
      item.className = "note";
      item.textContent = "drawn at the default 80×80 (no size given): " +
        settings.defaultSized.join(", ");
      problemList.appendChild(item);
    }
    problems.appendChild(problemList);
    panel.appendChild(problems);

    function show(k) {
      const frame = frames[k];
      const children = new Map();
      frame.views.forEach((s, i) => {
        const box = boxes[i];
        const [superview, z, x, y, w, h, ax, ay, a, b, c, d, tx, ty, alpha] = s;
        if (superview === -1) { box.remove(); return; }
        box.style.left = x + "px";
        box.style.top = y + "px";
        box.style.width = w + "px";
        box.style.height = h + "px";
        box.style.transformOrigin = (ax * 100) + "% " + (ay * 100) + "%";
        box.style.transform = "matrix(" + [a, b, c, d, tx, ty].join(",") + ")";
        box.style.opacity = alpha;
        if (!children.has(superview)) children.set(superview, []);
        children.get(superview).push([z, i]);
      });
      for (const [superview, list] of children) {
        const parent = superview === -2 ? stage : boxes[superview];
        list.sort((l, r) => l[0] - r[0]);
        for (const [, i] of list) parent.appendChild(boxes[i]);
      }
      dots.forEach((dot, i) => {
        dot.style.background = i === frame.page ? palette.litDot : palette.dot;
      });
      scrubber.value = k;
      readout.textContent = "frame " + k + " · t = " + frame.time.toFixed(3) + " s · offset " +
        frame.contentOffset.toFixed(2) + " · dots on page " + frame.page + " · " +
        (frame.settledPage === null ? "moving" : "settled on " + frame.settledPage) + " · " +
        report.stages[frame.stage];
      markShown(k);
    }

    // The plot: the content offset over time, every settle labelled.
    \#(PreviewPlayback.plotAxes(left: 56, digits: 0, values: "frames.map(f => f.contentOffset)"))
    add("text", { x: left + 6, y: top + 10, fill: "#7cc4ff" }, "content offset");
    add("polyline", { class: "offset-line",
      points: frames.map(f => x(f.time) + "," + y(f.contentOffset)).join(" ") });
    function eventName(event) { return event.name + " " + event.page; }
    \#(PreviewPlayback.eventLabelsAndControls)
    // An address ending in #frame=K shows frame K still.
    function showHash() {
      const match = /^#frame=(\d+)$/.exec(window.location.hash);
      if (!match) return;
      setPlaying(false);
      show(Math.min(frames.length - 1, Number(match[1])));
    }
    window.addEventListener("hashchange", showHash);
    showHash();
    })();
    </script>
    </body>
    </html>
    """#
}
