import CarouselKit
import Foundation

/// `carousel preview`: a self-contained web page that plays a simulated gesture with CSS
/// `matrix3d`, the web host.
enum PreviewCommand {
  static let output = Option<String>(
    "--output", "FILE", "where to write the page (required)", default: "", shown: nil,
    reader: .text("a path for the HTML file, such as preview.html"))
  static let frame = Option<Int>(
    "--frame", "K", "show frame K still instead of playing from frame 0", default: 0, shown: nil,
    reader: .whole(atLeast: 0, "a frame number"))

  static let spec = CommandLineSpec(
    command: "carousel preview",
    summary: "a web page that plays one carousel under a scripted gesture.",
    usage: "carousel preview [simulate's options] --output FILE.html [--frame K]",
    details: """
      The page is one self-contained HTML file (no network, no external scripts or fonts): the
      items as coloured, numbered cards, each placed by its frame's CSS matrix3d — the model's
      complete transform — with its alpha, back to front; play/pause, a frame scrubber, the time,
      offset and current item; and a plot of the offset over time with every frame and event.
      """,
    groups: [OptionGroup(title: "The page:", items: [output, frame])] + SimulationOptions.groups)

  /// What a `carousel preview` command line asks for.
  struct Options: SubcommandOptions {
    var help = false
    /// The carousel and the gesture, with the page and the frame it shows still.
    var simulation = SimulateCommand.Options()
  }

  /// Parses and checks a `carousel preview` command line.
  ///
  /// - Throws: A usage error (exit 2) or an invalid-input error (exit 1) naming the option.
  static func parse(_ arguments: [String]) throws -> Options {
    try spec.parseOptions(arguments) { parsed, options in
      options.simulation = try SimulationOptions.simulation(from: parsed)
      guard let path = try parsed.givenValue(output) else {
        throw CommandError.usage(
          "carousel preview: --output FILE.html is required (where to write the page)")
      }
      options.simulation.playback.output = path
      options.simulation.playback.frame = try parsed.givenValue(frame)
    }
  }

  static func run(_ options: Options, context: CommandContext) throws {
    if options.help { return context.writeLine(spec.help) }
    let simulation = SimulateCommand.simulate(options.simulation)
    let playback = options.simulation.playback
    _ = try simulation.writePageOrJSON(
      spec, frame: (frame.name, playback.frame), output: (output.name, playback.output),
      json: false, fps: playback.fps, subject: "\(options.simulation.type)",
      page: { html(simulation, options: options) }, jsonText: { "" }, context: context)
  }

  /// The page: the simulation's JSON (simulate's contract) plus what the page needs to draw it.
  static func html(_ simulation: SimulateCommand.Simulation, options: Options) -> String {
    let settings = options.simulation
    let carousel = simulation.run.carousel
    var colours: [String: String] = [:]
    // With items of their own widths, each item's extent along the axis, as the model has it.
    var widths: [String: Double] = [:]
    let ownWidths = carousel.configuration.usesItemWidths
    for frame in simulation.frames {
      for item in frame.items {
        let key = item.isPlaceholder ? "p\(item.index)" : "\(item.index)"
        if colours[key] == nil {
          colours[key] = PreviewColours.hex(
            PreviewColours.card(index: item.index, isPlaceholder: item.isPlaceholder))
          if ownWidths && !item.isPlaceholder {
            widths[key] = carousel.widthOfItem(at: item.index)
          }
        }
      }
    }
    let out = JSONWriter()
    out.object {
      out.field("type", settings.type.description)
      out.playbackSettings(
        gesture: simulation.gesture, fps: settings.playback.fps, viewport: carousel.viewportSize,
        still: settings.playback.frame)
      out.field("itemSize", carousel.configuration.itemSize)
      out.field("vertical", carousel.configuration.isVertical)
      out.key("widths")
      out.object {
        for (key, width) in widths.sorted(by: { $0.key < $1.key }) { out.field(key, width) }
      }
      out.key("colours")
      out.object {
        for (key, colour) in colours.sorted(by: { $0.key < $1.key }) { out.field(key, colour) }
      }
    }
    let report = CarouselReport.json(simulation.run, frames: simulation.frames)
    return PreviewTemplate.filled(
      page, title: "carousel preview: \(settings.type)",
      json: ["/*SETTINGS*/": out.text, "/*REPORT*/": report])
  }

  /// The page template.
  ///
  /// The stage sits at the page's top-left corner, one CSS pixel per point, so a screenshot's
  /// pixels are the viewport's points.
  static let page = #"""
    \#(PreviewPlayback.documentHead)
      #stage { position: absolute; left: 0; top: 0; overflow: hidden; background: #26262e; }
      .card { position: absolute; box-sizing: border-box; display: flex; align-items: center;
        justify-content: center; font-weight: 700; color: #fff; border-radius: 0;
        text-shadow: 0 1px 2px rgba(0,0,0,.45); backface-visibility: visible; }
      .offset { fill: none; stroke: #7cc4ff; stroke-width: 1.5; }
      .frame { fill: #7cc4ff; }
    \#(PreviewPlayback.body(stage: #"<div id="stage"></div>"#, plotLabel: "offset over time"))
    const frames = report.frames;
    const [vw, vh] = settings.viewport, [iw, ih] = settings.itemSize;
    const stage = document.getElementById("stage");
    stage.style.width = vw + "px";
    stage.style.height = vh + "px";
    const panel = document.getElementById("panel");
    panel.style.left = (vw + 24) + "px";
    document.getElementById("title").textContent =
      settings.type + " · " + settings.gesture + " · " + frames.length + " frames at " + settings.fps + " Hz";

    // One element per item or placeholder, made when first shown.
    const cards = new Map();
    function card(item) {
      const key = (item.placeholder ? "p" : "") + item.index;
      let element = cards.get(key);
      if (!element) {
        element = document.createElement("div");
        element.className = "card";
        element.dataset.index = item.index;
        // An item of its own width is that long along the axis.
        const own = settings.widths[key];
        const w = own !== undefined && !settings.vertical ? own : iw;
        const h = own !== undefined && settings.vertical ? own : ih;
        element.style.width = w + "px";
        element.style.height = h + "px";
        element.style.left = ((vw - w) / 2) + "px";
        element.style.top = ((vh - h) / 2) + "px";
        element.style.fontSize = Math.max(12, Math.min(w, h) * 0.3) + "px";
        element.style.background = settings.colours[key];
        element.textContent = item.placeholder ? "·" : String(item.index);
        cards.set(key, element);
      }
      return element;
    }

    // The model's transforms use Core Animation's row-vector convention, whose m11…m44 order is
    // exactly CSS matrix3d's column-major order; the origin is the card's centre, which the
    // model places relative to the viewport's centre.
    function show(k) {
      const frame = frames[k];
      const shown = new Set();
      frame.items.forEach((item, order) => {
        const element = card(item);
        shown.add(element);
        element.style.display = item.hidden ? "none" : "flex";
        element.style.opacity = item.alpha;
        element.style.zIndex = order;
        element.style.transform = "matrix3d(" + item.transform.join(",") + ")";
        stage.appendChild(element);  // back to front
      });
      for (const element of cards.values()) {
        if (!shown.has(element) && element.parentNode) element.remove();
      }
      scrubber.value = k;
      readout.textContent = "frame " + k + " · t = " + frame.time.toFixed(3) + " s · offset " +
        frame.offset.toFixed(3) + " · item " + frame.currentIndex + " · " + frame.phase;
      markShown(k);
    }

    // The plot: offset over time, every frame marked, every event labelled.
    \#(PreviewPlayback.plotAxes(left: 48, digits: 2, values: "frames.map(f => f.offset)"))
    add("text", { x: left + 6, y: top + 10 }, "offset");
    add("polyline", { class: "offset", points: frames.map(f => x(f.time) + "," + y(f.offset)).join(" ") });
    for (const f of frames) add("circle", { class: "frame", cx: x(f.time), cy: y(f.offset), r: 1.6 });
    // How an event is labelled on the plot.
    function eventName(event) {
      return event.name === "currentItemIndexDidChange" ? "index → " + event.index :
        event.name + (event.willDecelerate !== undefined ? " (" + event.willDecelerate + ")" : "");
    }
    \#(PreviewPlayback.eventLabelsAndControls)
    \#(PreviewPlayback.documentEnd)
    """#
}
