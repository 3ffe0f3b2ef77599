import CarouselKit
import Foundation
import ParadeDemo

/// The web page `carousel parallax --output` writes.
///
/// It draws every frame as the model gives it: the screen to scale (shrunk to fit the window,
/// never enlarged, as the walkthrough's page), each cell in view at `cell·H − contentOffset`,
/// later cells above earlier ones, and in it the demo's views nested as the demo nests them
/// (views without a parent inside the cell's content view, as a cell's subviews are), each
/// placed by its centre and size in its parent, moved by CSS `matrix(a, b, c, d, tx, ty)` and,
/// when its 3D transform is not the identity, `matrix3d(m11…m44)` after it (CSS's
/// column-major order is Core Animation's m11…m44), both about its centre, with its alpha as
/// opacity, its background colour and its parent's clipping. Images are boxes of a colour of
/// their own with their name just below the middle, the intro's progress view a column of white
/// dots 10 pt apart, text bold and white. With play/pause, a frame scrubber, a plot of the
/// content offset over time with the pager's events, and a table of the frame's views. It is
/// self-contained: no network, no external scripts or fonts.
enum ParallaxPreview: RunPage {
  typealias Command = ParallaxCommand

  /// Behind the cells, past the ends of the content.
  static let backgroundColour: Colour = (34, 34, 44)
  /// Each cell's name, at its top-left corner.
  static let cellLabelColour: Colour = (138, 138, 150)
  /// The dots and the text.
  static let foregroundColour: Colour = (255, 255, 255)

  /// The demo's images, in the order its views first show them.
  static let imageNames: [String] = {
    var names: [String] = []
    for view in ParadeDemo().views {
      if case .image(let name) = view.content, !names.contains(name) { names.append(name) }
    }
    return names
  }()

  /// The colour image `name` is drawn in: the card colours (`PreviewColours.card`), one per image, bright
  /// and saturated against the cells' black.
  static func imageColour(_ name: String) -> Colour {
    PreviewColours.card(
      index: imageNames.firstIndex(of: name) ?? imageNames.count, isPlaceholder: false)
  }

  /// The view a view is drawn in: its parent, or its cell's content view for a view directly
  /// in its cell; `nil` for a content view, drawn in the cell itself.
  static func drawnParent(of view: DemoView) -> String? {
    if let parent = view.parent { return parent }
    let content = "\(ParadeDemo.cellNames[view.cell]).content"
    return view.name == content ? nil : content
  }

  /// Writes the demo's scene into the object `out` is writing: `"cells"` (their names), `"views"`
  /// (each view's name, cell, the parent it is drawn in, content, label or dot count, and
  /// clipping), `"imageColours"` and `"palette"`, as ``sceneScript`` reads them.
  static func writeScene(of demo: ParadeDemo, to out: JSONWriter) {
    out.key("cells")
    out.array(ParadeDemo.cellNames) { name in out.object { out.field("name", name) } }
    out.key("views")
    out.array(demo.views) { view in
      out.object {
        out.field("name", view.name)
        out.field("cell", view.cell)
        out.field("parent", optional: drawnParent(of: view))
        switch view.content {
        case .image(let name):
          out.field("content", "image")
          out.field("label", name)
        case .text(let text):
          out.field("content", "text")
          out.field("label", text)
        case .dots(let count):
          out.field("content", "dots")
          out.field("count", count)
        case .plain:
          out.field("content", "plain")
        }
        out.field("clips", view.clips)
      }
    }
    out.key("imageColours")
    out.object {
      for name in imageNames { out.field(name, PreviewColours.hex(imageColour(name))) }
    }
    out.key("palette")
    out.object {
      out.field("background", PreviewColours.hex(backgroundColour))
      out.field("cellLabel", PreviewColours.hex(cellLabelColour))
      out.field("foreground", PreviewColours.hex(foregroundColour))
    }
  }

  /// The page for a finished run.
  static func html(_ simulation: ParallaxCommand.Simulation, options: ParallaxCommand.Options)
    -> String
  {
    let (run, frames) = (simulation.run, simulation.frames)
    let viewport = run.demo.viewport
    let out = JSONWriter()
    out.object {
      out.playbackSettings(
        gesture: simulation.gesture, fps: options.playback.fps, viewport: viewport,
        still: options.playback.frame)
      out.field("description", ParallaxCommand.describe(options))
      writeScene(of: run.demo, to: out)
    }
    let settings = out.text
    let report = ParallaxReport.json(run, frames: frames)
    let shown = frames[min(options.playback.frame ?? 0, frames.count - 1)]
    return PreviewTemplate.filled(
      page,
      title: "carousel parallax: \(ParallaxReport.cellName(shown.page)), \(simulation.gesture)",
      json: ["/*SETTINGS*/": settings, "/*REPORT*/": report])
  }

  /// The scene's style, shared as ``sceneScript`` is: the views absolute in their parents, the
  /// cells' labels, the images' boxes and names, the dots and the text.
  static let sceneStyle = """
    #stage div { position: absolute; box-sizing: border-box; }
    .cell-label { left: 8px; top: 6px; font-size: 12px; line-height: 1; white-space: nowrap; }
    .fill { left: 0; top: 0; width: 100%; height: 100%; overflow: hidden; }
    .image-label { left: 0; width: 100%; top: calc(50% + 4px); text-align: center;
      color: #fff; font-weight: 700; font-size: 11px; line-height: 1; white-space: nowrap;
      text-shadow: 0 1px 2px rgba(0,0,0,.5); }
    .dot { border-radius: 50%; }
    .text { display: flex; align-items: center; justify-content: center; font-weight: 700;
      line-height: 1; white-space: nowrap; }
    """

  /// The demo's scene for a page's script.
  ///
  /// Shared by this preview and the live page of `carousel web` (Web/Pages/parallax.html), it
  /// builds an element per cell and per view from `settings` (`views`, `imageColours`;
  /// ``writeScene(of:to:)`` writes them) into `stage`, and defines `placeView(v)`, which places
  /// one view from its `name`, `center`, `size`, `alpha`, `transform`, `transform3D` and
  /// `backgroundColor`, and `placeCells(shown, offset)`. It needs `stage`, `vw`, `vh`,
  /// `cellNames` and `palette`.
  static let sceneScript = #"""
    function div(className, parent) {
      const element = document.createElement("div");
      element.className = className;
      parent.appendChild(element);
      return element;
    }

    // One element per cell, top to bottom, so that a later cell lies above an earlier one;
    // in it the views, nested as the demo nests them, made once.
    const cellElements = cellNames.map((name, index) => {
      const cell = div("cell", stage);
      cell.dataset.cell = index;
      cell.style.left = "0px";
      cell.style.width = vw + "px";
      cell.style.height = vh + "px";
      cell.style.display = "none";
      return cell;
    });
    const viewElements = new Map();
    for (const v of settings.views) {
      const parent = v.parent === null ? cellElements[v.cell] : viewElements.get(v.parent);
      const element = div("view", parent);
      element.dataset.name = v.name;
      if (v.clips) element.style.overflow = "hidden";
      if (v.content === "image") {
        // The image: a box of its own colour over the whole view, its name just below the
        // middle (the middle itself keeps the colour).
        const fill = div("fill", element);
        fill.style.background = settings.imageColours[v.label];
        div("image-label", fill).textContent = v.label;
      } else if (v.content === "text") {
        element.text = div("fill text", element);
        element.text.style.color = palette.foreground;
        element.text.textContent = v.label;
      } else if (v.content === "dots") {
        element.dots = Array.from({ length: v.count }, () => {
          const dot = div("dot", element);
          dot.style.background = palette.foreground;
          return dot;
        });
      }
      viewElements.set(v.name, element);
    }
    // Each cell's number and name at its top-left corner, above its views.
    cellElements.forEach((cell, index) => {
      const label = div("cell-label", cell);
      label.style.color = palette.cellLabel;
      label.textContent = index + " · " + cellNames[index];
    });

    const identity3D = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1];
    const channel = c => Math.round(Math.min(1, Math.max(0, c)) * 255);
    // Places view v as the frame gives it: centre and size in its parent, transforms, alpha,
    // background, and its dots or text fitted to its size.
    // A style is written only when it changed where the page's host can tell (the live page's
    // setStyle), and always otherwise.
    const style = typeof setStyle === "function" ? setStyle :
      (element, name, value) => { element.style[name] = value; };
    // Shows the cells in `shown` (their indexes), each at its place for the content offset.
    function placeCells(shown, offset) {
      cellElements.forEach((cell, index) => {
        style(cell, "display", shown.has(index) ? "block" : "none");
        style(cell, "top", (index * vh - offset) + "px");
      });
    }
    function placeView(v) {
      const element = viewElements.get(v.name);
      const [cx, cy] = v.center, [w, h] = v.size;
      style(element, "left", (cx - w / 2) + "px");
      style(element, "top", (cy - h / 2) + "px");
      style(element, "width", w + "px");
      style(element, "height", h + "px");
      // About the view's centre (CSS's default origin), as UIKit applies them.
      let transform = "matrix(" + v.transform.join(",") + ")";
      if (v.transform3D.some((m, i) => m !== identity3D[i])) {
        transform += " matrix3d(" + v.transform3D.join(",") + ")";
      }
      style(element, "transform", transform);
      style(element, "opacity", String(v.alpha));
      const [r, g, b, a] = v.backgroundColor;
      style(element, "background", "rgba(" + channel(r) + "," + channel(g) + "," + channel(b) +
        "," + a + ")");
      if (element.dots) {
        // A column of dots 10 pt apart, as wide as the view (at most 8 pt), clipped to it.
        const d = Math.min(w, 8);
        element.dots.forEach((dot, i) => {
          style(dot, "left", ((w - d) / 2) + "px");
          style(dot, "top", (10 * i + (10 - d) / 2) + "px");
          style(dot, "width", d + "px");
          style(dot, "height", d + "px");
        });
      }
      if (element.text) {
        style(element.text, "fontSize", Math.max(6, Math.min(h * 0.3, w * 0.12)) + "px");
      }
    }
    """#

  /// The page template.
  ///
  /// The screen sits at the page's top-left corner, one CSS pixel per point unless the window
  /// is too small for it and the 560 px panel beside it: then it is scaled by
  /// `min(1, window height / H, (window width − 560) / W)`, at least 0.1.
  static let page = #"""
    \#(PreviewPlayback.documentHead)
      #view { position: absolute; left: 0; top: 0; overflow: hidden; outline: 1px solid #44445a; }
      #stage { position: absolute; left: 0; top: 0; overflow: hidden; transform-origin: 0 0; }
    \#(sceneStyle)
      .content-line { fill: none; stroke: #7cc4ff; stroke-width: 1.5; }
      .cell-line { stroke: #3a3a48; stroke-dasharray: 2 4; }
      .cell-name { fill: #70707c; }
      #views { margin-top: 6px; border-collapse: collapse; font-size: 11px;
        font-variant-numeric: tabular-nums; }
      #views th { text-align: left; font-weight: 600; color: #8a8a96; }
      #views th, #views td { padding: 1px 10px 1px 0; white-space: nowrap; }
    \#(PreviewPlayback.body(stage: #"<div id="view"><div id="stage"></div></div>"#, plotLabel: "content offset over time"))
    const frames = report.frames;
    const [vw, vh] = settings.viewport;
    const cellNames = settings.cells.map(cell => cell.name);
    const palette = settings.palette;
    \#(PreviewPlayback.stageFitting)
    document.getElementById("title").textContent = "Parade's demo · " + settings.description +
      " · " + settings.gesture + " · " + frames.length + " frames at " + settings.fps + " Hz";

    \#(sceneScript)
    const fixed = (value, digits) => (Math.abs(value) < 0.5 * 10 ** -digits ? 0 : value)
      .toFixed(digits);
    // Where cell c is on its way across the screen, as its animator is told.
    function progress(cell, offset) {
      const r = Math.min(1, Math.max(-1, cell - offset / vh));
      if (r < -0.0005) return "leaving " + (1 + r).toFixed(3);
      if (r > 0.0005) return "arriving " + (1 - r).toFixed(3);
      return "centre";
    }

    const table = document.createElement("table");
    table.id = "views";
    panel.appendChild(table);

    function show(k) {
      const frame = frames[k], shown = new Set();
      for (const v of frame.views) {
        placeView(v);
        shown.add(v.cell);
      }
      placeCells(shown, frame.contentOffset);
      const cells = [...shown].sort((a, b) => a - b);
      table.innerHTML = "<tr><th>view</th><th>alpha</th><th>centre</th><th>size</th>" +
        "<th>transform</th></tr>";
      for (const v of frame.views) {
        const row = table.insertRow();
        const t = v.transform.every((m, i) => m === [1, 0, 0, 1, 0, 0][i]) ? "identity" :
          v.transform.map(m => fixed(m, 2)).join(" ");
        const threeD = v.transform3D.some((m, i) => m !== identity3D[i]) ? " · 3D" : "";
        for (const text of [v.name, fixed(v.alpha, 3),
          fixed(v.center[0], 1) + ", " + fixed(v.center[1], 1),
          fixed(v.size[0], 1) + " × " + fixed(v.size[1], 1), t + threeD]) {
          row.insertCell().textContent = text;
        }
      }
      scrubber.value = k;
      readout.textContent = "frame " + k + " · t = " + frame.time.toFixed(3) + " s · offset " +
        frame.contentOffset.toFixed(2) + " · page " + frame.page + " (" +
        cellNames[frame.page] + ") · " +
        cells.map(c => cellNames[c] + " " + progress(c, frame.contentOffset)).join(", ");
      document.title = "carousel parallax: cell " + frame.page + " (" +
        cellNames[frame.page] + "), " + settings.gesture;
      markShown(k);
    }

    // The plot: the content offset over time, each cell's start dashed, every event labelled.
    \#(PreviewPlayback.plotAxes(left: 56, digits: 1, values: "frames.map(f => f.contentOffset)"))
    cellNames.forEach((name, index) => {
      const start = index * vh;
      if (start < lo || start > hi) return;
      add("line", { class: "cell-line", x1: left, y1: y(start), x2: W - right, y2: y(start) });
      add("text", { class: "cell-name", x: W - right, y: y(start) - 3, "text-anchor": "end" },
        index + " · " + name);
    });
    add("text", { x: left + 6, y: top + 10, fill: "#7cc4ff" }, "content offset");
    add("polyline", { class: "content-line",
      points: frames.map(f => x(f.time) + "," + y(f.contentOffset)).join(" ") });
    \#(PreviewPlayback.pagerEventsAndControls)
    \#(PreviewPlayback.documentEnd)
    """#
}
