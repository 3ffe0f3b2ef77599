import CarouselKit
import Foundation

/// The web page `carousel pages --output` writes.
///
/// It draws the dots, the strip of titles and the pages of every frame where the model puts
/// them, with play/pause, a frame scrubber and a plot of the offsets over time. It is
/// self-contained: no network, no external scripts or fonts.
enum PagesPreview: RunPage {
  typealias Command = PagesCommand

  // Solid colours, each far from the others, so that a screenshot's pixels say what is where.
  // Pages take the card colours (`PreviewColours.card`) by index.

  /// Behind everything, and between zoomed-out pages.
  static let contentColour: Colour = (38, 38, 46)
  /// The bar of page dots.
  static let dotsColour: Colour = (0, 0, 0)
  /// The strip, seen between the titles.
  static let stripColour: Colour = (44, 44, 60)
  /// A title's box.
  static let titleColour: Colour = (88, 104, 150)
  /// The active title's box.
  static let activeTitleColour: Colour = (255, 210, 63)
  /// How far a title's box lies inside its frame on every side, in points, so that neighbours
  /// show apart.
  static let titleInset = 2.0

  /// A model colour in 8-bit components (its alpha left out: the page draws it opaque).
  static func colour(_ colour: RGBAColor) -> Colour {
    func byte(_ component: Double) -> Int { Int((min(max(component, 0), 1) * 255).rounded()) }
    return (byte(colour.red), byte(colour.green), byte(colour.blue))
  }

  /// Page `index`'s colour.
  static func pageColour(_ index: Int) -> Colour {
    PreviewColours.card(index: index, isPlaceholder: false)
  }

  /// The page for a finished run.
  static func html(_ simulation: PagesCommand.Simulation, options: PagesCommand.Options) -> String {
    let (run, frames) = (simulation.run, simulation.frames)
    let pages = run.pages
    let chrome = pages.chrome
    var colours: [Int: String] = [:]
    for frame in frames {
      for page in frame.pages where colours[page.index] == nil {
        colours[page.index] = PreviewColours.hex(pageColour(page.index))
      }
    }
    let out = JSONWriter()
    out.object {
      out.field("pages", options.pageCount)
      out.playbackSettings(
        gesture: simulation.gesture, fps: options.playback.fps, viewport: pages.viewportSize,
        still: options.playback.frame)
      out.key("chrome")
      out.object {
        out.field("dots", optional: chrome.pageControlFrame)
        out.field("strip", optional: chrome.titleStripFrame)
        out.field("triangle", optional: chrome.triangleFrame)
        out.field("content", optional: chrome.contentFrame)
      }
      out.field("titleInset", titleInset)
      out.key("palette")
      out.object {
        out.field("content", PreviewColours.hex(contentColour))
        out.field("dots", PreviewColours.hex(dotsColour))
        out.field("strip", PreviewColours.hex(stripColour))
        out.field("title", PreviewColours.hex(titleColour))
        out.field("activeTitle", PreviewColours.hex(activeTitleColour))
        // The model hands its looks over as data: the triangle is drawn in its colour.
        out.field("triangle", PreviewColours.hex(colour(chrome.triangleColor)))
      }
      out.key("colours")
      out.object {
        for (index, colour) in colours.sorted(by: { $0.key < $1.key }) {
          out.field(String(index), colour)
        }
      }
    }
    let settings = out.text
    let report = PagesReport.json(run, frames: frames)
    return PreviewTemplate.filled(
      page, title: "carousel pages: \(options.pageCount) pages, \(simulation.gesture)",
      json: ["/*SETTINGS*/": settings, "/*REPORT*/": report, "/*SCENE*/": scene(frames)])
  }

  /// What the page draws at each frame that the JSON leaves out: every realised page's frame and
  /// scale, and every title in the strip's view with its frame and whether it is active.
  static func scene(_ frames: [PagesRun.Frame]) -> String {
    let out = JSONWriter()
    out.array(frames) { frame in
      out.object {
        out.key("pages")
        out.array(frame.pages) { page in
          out.object {
            out.field("index", page.index)
            out.field("text", page.content)
            out.field("frame", page.frame)
            out.field("scale", page.scale)
          }
        }
        out.key("titles")
        out.array(frame.titles) { title in
          out.object {
            out.field("index", title.index)
            switch title.title {
            case .text(let text): out.field("text", text)
            case .image(let name): out.field("text", "[\(name)]")
            case .none: out.field("text", "")
            }
            out.field("frame", title.frame)
            out.field("active", title.isActive)
          }
        }
      }
    }
    return out.text
  }

  /// The page template.
  ///
  /// The stage sits at the page's top-left corner, one CSS pixel per point, so a screenshot's
  /// pixels are the view's points.
  static let page = #"""
    \#(PreviewPlayback.documentHead)
      #stage { position: absolute; left: 0; top: 0; overflow: hidden; }
      #stage div { position: absolute; box-sizing: border-box; }
      .clip { overflow: hidden; }
      .page, .title { display: flex; align-items: center; justify-content: center;
        font-weight: 700; white-space: nowrap; overflow: hidden; }
      /* A page's number sits in its top-left corner, so that its middle shows its colour. */
      .page { color: #fff; text-shadow: 0 1px 2px rgba(0,0,0,.45); align-items: flex-start;
        justify-content: flex-start; padding: 6px 14px; line-height: 1; }
      .dot { border-radius: 50%; }
      .content-line { fill: none; stroke: #7cc4ff; stroke-width: 1.5; }
      .header-line { fill: none; stroke: #ffd23f; stroke-width: 1.5; }
    \#(PreviewPlayback.body(stage: #"<div id="stage"></div>"#, plotLabel: "offsets over time"))
    const scene = /*SCENE*/;
    const frames = report.frames;
    const [vw, vh] = settings.viewport;
    const palette = settings.palette, chrome = settings.chrome, inset = settings.titleInset;
    const stage = document.getElementById("stage");
    stage.style.width = vw + "px";
    stage.style.height = vh + "px";
    stage.style.background = palette.content;
    const panel = document.getElementById("panel");
    panel.style.left = (vw + 24) + "px";
    document.getElementById("title").textContent = settings.pages + " pages · " +
      settings.gesture + " · " + frames.length + " frames at " + settings.fps + " Hz";

    // A box at `rect` ([x, y, width, height] in the view) inside `parent`, whose frame is
    // `origin` ([x, y, …]: the stage's is [0, 0]).
    function box(className, parent, origin) {
      const element = document.createElement("div");
      element.className = className;
      parent.appendChild(element);
      element.origin = origin;
      return element;
    }
    function place(element, [x, y, w, h], by = 0) {
      element.style.left = (x - element.origin[0] + by) + "px";
      element.style.top = (y - element.origin[1] + by) + "px";
      element.style.width = Math.max(0, w - 2 * by) + "px";
      element.style.height = Math.max(0, h - 2 * by) + "px";
    }

    // The pages, clipped to the content frame; then the dots, the strip and its triangle.
    const content = box("clip", stage, [0, 0]);
    place(content, chrome.content);
    content.style.background = palette.content;
    const dotElements = [];
    if (chrome.dots) {
      const bar = box("clip", stage, [0, 0]);
      place(bar, chrome.dots);
      bar.style.background = palette.dots;
      const [, , dw, dh] = chrome.dots, size = Math.min(7, dh / 2), gap = size + 9;
      if (settings.pages * gap <= dw) {
        for (let i = 0; i < settings.pages; i++) {
          const dot = box("dot", bar, [0, 0]);  // placed within the bar
          place(dot, [(dw - settings.pages * gap) / 2 + i * gap + (gap - size) / 2,
            (dh - size) / 2, size, size]);
          dotElements.push(dot);
        }
      }
    }
    const strip = chrome.strip ? box("clip", stage, [0, 0]) : null;
    if (strip) {
      place(strip, chrome.strip);
      strip.style.background = palette.strip;
    }
    if (chrome.triangle) {
      // Pointing down from the strip's top edge.
      const [tx, ty, tw, th] = chrome.triangle;
      const triangle = box("", stage, [0, 0]);
      place(triangle, [tx, ty, 0, 0]);
      triangle.style.borderLeft = triangle.style.borderRight = (tw / 2) + "px solid transparent";
      triangle.style.borderTop = th + "px solid " + palette.triangle;
    }

    // One element per page and per title, made when first shown.
    const pageElements = new Map(), titleElements = new Map();
    function pageElement(page) {
      let element = pageElements.get(page.index);
      if (!element) {
        element = box("page", content, chrome.content);
        element.dataset.index = page.index;
        element.style.background = settings.colours[page.index];
        element.textContent = page.text;
        pageElements.set(page.index, element);
      }
      return element;
    }
    function titleElement(title) {
      let element = titleElements.get(title.index);
      if (!element) {
        element = box("title", strip, chrome.strip);
        element.dataset.index = title.index;
        element.textContent = title.text;
        titleElements.set(title.index, element);
      }
      return element;
    }
    function show(k) {
      const frame = frames[k], drawn = scene[k], shown = new Set();
      for (const page of drawn.pages) {
        const element = pageElement(page);
        place(element, page.frame);
        element.style.fontSize = Math.max(12, Math.min(page.frame[2], page.frame[3]) * 0.25) + "px";
        // The zoom-out scale, about the page's centre (CSS's default origin).
        element.style.transform = "scale(" + page.scale + ")";
        content.appendChild(element);
        shown.add(element);
      }
      for (const title of drawn.titles) {
        const element = titleElement(title);
        place(element, title.frame, inset);
        element.style.fontSize = Math.max(8, Math.min(17, title.frame[3] * 0.34)) + "px";
        element.style.background = title.active ? palette.activeTitle : palette.title;
        element.style.color = title.active ? "#1a1a1a" : "#f0f0f6";
        strip.appendChild(element);
        shown.add(element);
      }
      for (const element of [...pageElements.values(), ...titleElements.values()]) {
        if (!shown.has(element) && element.parentNode) element.remove();
      }
      dotElements.forEach((dot, i) => {
        dot.style.background = i === frame.pageControlPage ? "#ffffff" : "#666670";
      });
      scrubber.value = k;
      readout.textContent = "frame " + k + " · t = " + frame.time.toFixed(3) + " s · offset " +
        frame.contentOffset.toFixed(2) + " · strip " + frame.headerOffset + " · page " +
        frame.currentPage + " · dot " + frame.pageControlPage;
      markShown(k);
    }

    // The plot: the content's and the strip's offsets over time, every event labelled.
    \#(PreviewPlayback.plotAxes(left: 56, digits: 1, values: "frames.flatMap(f => [f.contentOffset, f.headerOffset])"))
    add("text", { x: left + 6, y: top + 10, fill: "#7cc4ff" }, "content offset");
    add("text", { x: left + 110, y: top + 10, fill: "#ffd23f" }, "strip offset");
    add("polyline", { class: "content-line",
      points: frames.map(f => x(f.time) + "," + y(f.contentOffset)).join(" ") });
    add("polyline", { class: "header-line",
      points: frames.map(f => x(f.time) + "," + y(f.headerOffset)).join(" ") });
    \#(PreviewPlayback.pagerEventsAndControls)
    \#(PreviewPlayback.documentEnd)
    """#
}
