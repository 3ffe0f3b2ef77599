/// What every preview page the command writes shares (`preview`, `pages`, `walkthrough`,
/// `parallax`, `onboarding preview`): its skeleton (``documentHead``, ``body(stage:plotLabel:)``,
/// ``documentEnd``), the side panel, the plot's axes, the script that labels each event on the
/// plot (with a page-defined `eventName(event)`), and the play, pause and scrubber controls that
/// play the frames at the display's clock.
enum PreviewPlayback {
  /// The side panel both pages show: the title, play/pause, the frame scrubber, the readout and
  /// the plot (an SVG of 520 × 330 px named `plotLabel` for screen readers).
  static func panel(plotLabel: String) -> String {
    """
    <div id="panel">
      <h1 id="title"></h1>
      <div id="controls">
        <button id="play" type="button">Pause</button>
        <input id="scrubber" type="range" min="0" value="0" step="1">
      </div>
      <div id="readout"></div>
      <svg id="plot" width="520" height="330" role="img" aria-label="\(plotLabel)"></svg>
      <dl id="legend" aria-label="what the events on the plot mean"></dl>
    </div>
    """
  }

  /// The styles of ``panel(plotLabel:)`` and of the plot's axes, events and cursor.
  static let panelStyles = """
    #panel { position: absolute; top: 12px; }
    #panel h1 { font-size: 15px; margin: 0 0 6px; }
    #controls { display: flex; gap: 10px; align-items: center; margin: 8px 0; }
    #controls button { font: inherit; padding: 3px 12px; }
    #scrubber { width: 320px; }
    #readout { font-variant-numeric: tabular-nums; }
    svg text { fill: #c8c8d0; font-size: 11px; }
    .axis { stroke: #70707c; stroke-width: 1; }
    .event { stroke: #ffb454; stroke-dasharray: 3 3; }
    .event-label { fill: #ffb454; }
    .cursor { stroke: #ff5c8a; stroke-width: 1.5; }
    #legend { display: grid; grid-template-columns: max-content 1fr; gap: 2px 10px; width: 520px;
      margin: 4px 0 0; font-size: 12px; }
    #legend dt { color: #ffb454; }
    #legend dd { margin: 0; color: #c8c8d0; }
    """

  /// The plot's frame: the SVG, time and value scales `x(t)` and `y(value)` over the frames and
  /// the values of the JavaScript expression `values`, the `add(name, attributes, text)`
  /// helper, the axes and their end labels (values with `digits` decimals, `left` px of margin).
  static func plotAxes(left: Int, digits: Int, values: String) -> String {
    """
    const plotLeft = \(left), plotDigits = \(digits);
    const plotValues = \(values);
    \(plotScales)
    """
  }

  /// ``plotAxes(left:digits:values:)`` after its constants.
  private static let plotScales = #"""
    const svg = document.getElementById("plot");
    const ns = "http://www.w3.org/2000/svg";
    const W = 520, H = 330, left = plotLeft, right = 12, top = 14, bottom = 130;
    const t0 = 0, t1 = Math.max(frames[frames.length - 1].time, 1 / settings.fps);
    let lo = Math.min(...plotValues), hi = Math.max(...plotValues);
    if (hi - lo < 1) { lo -= 0.5; hi += 0.5; }
    const x = t => left + (t - t0) / (t1 - t0) * (W - left - right);
    const y = o => top + (hi - o) / (hi - lo) * (H - top - bottom);
    function add(name, attributes, text) {
      const element = document.createElementNS(ns, name);
      for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, value);
      if (text !== undefined) element.textContent = text;
      svg.appendChild(element);
      return element;
    }
    add("line", { class: "axis", x1: left, y1: H - bottom, x2: W - right, y2: H - bottom });
    add("line", { class: "axis", x1: left, y1: top, x2: left, y2: H - bottom });
    add("text", { x: left - 6, y: y(hi) + 4, "text-anchor": "end" }, hi.toFixed(plotDigits));
    add("text", { x: left - 6, y: y(lo) + 4, "text-anchor": "end" }, lo.toFixed(plotDigits));
    add("text", { x: left, y: H - bottom + 14 }, "0 s");
    add("text", { x: W - right, y: H - bottom + 14, "text-anchor": "end" }, t1.toFixed(2) + " s");
    """#

  /// The stage at the page's top-left corner, `vw` × `vh` CSS pixels on `palette.background`,
  /// shrunk to fit the window beside the 560 px panel (never enlarged, at least a tenth), again
  /// on every resize; defines `view`, `stage` and `panel`, given `vw`, `vh` and `palette`.
  static let stageFitting = #"""
    const view = document.getElementById("view");
    const stage = document.getElementById("stage");
    const panel = document.getElementById("panel");
    stage.style.width = vw + "px";
    stage.style.height = vh + "px";
    stage.style.background = palette.background;
    function fit() {
      const scale = Math.max(0.1, Math.min(1, window.innerHeight / vh,
        (window.innerWidth - 560) / vw));
      stage.style.transform = "scale(" + scale + ")";
      view.style.width = (vw * scale) + "px";
      view.style.height = (vh * scale) + "px";
      panel.style.left = (vw * scale + 24) + "px";
    }
    fit();
    window.addEventListener("resize", fit);
    """#

  /// The events on the plot, the cursor, `markShown(k)` (which the page's `show(k)` calls last,
  /// to move the cursor to frame k) and the controls.
  ///
  /// It runs inside the page's script, after the page has defined `report`, `frames`,
  /// `settings`, `show(k)`, `eventName(event)` and the plot (``plotAxes(left:digits:values:)``).
  static let eventLabelsAndControls = #"""
    // Event labels below the axis, each in the first row where it does not overlap another.
    const rows = [];
    for (const event of report.events) {
      const ex = x(event.time);
      add("line", { class: "event", x1: ex, y1: top, x2: ex, y2: H - bottom });
      const name = eventName(event);
      const label = add("text", { class: "event-label" }, name + " · " + event.time.toFixed(3) + " s");
      const width = label.getComputedTextLength();
      const start = ex + width > W - right ? ex - width : ex;
      let row = rows.findIndex(end => end + 8 <= start);
      if (row < 0) { row = rows.length; rows.push(0); }
      rows[row] = start + width;
      label.setAttribute("x", start);
      label.setAttribute("y", H - bottom + 28 + row * 14);
    }
    // The legend: what each event on the plot means, in a designer's words, once per name.
    const meanings = \#(eventMeaningsJSON);
    const legend = document.getElementById("legend");
    for (const name of new Set(report.events.map(event => event.name))) {
      const term = document.createElement("dt");
      term.textContent = name;
      const meaning = document.createElement("dd");
      meaning.textContent = meanings[name] || "an event of the model (its doc comment says when)";
      legend.append(term, meaning);
    }
    const cursor = add("line", { class: "cursor", x1: left, y1: top, x2: left, y2: H - bottom });
    // The cursor at frame k's time, which `show(k)` calls last.
    function markShown(k) {
      cursor.setAttribute("x1", x(frames[k].time));
      cursor.setAttribute("x2", x(frames[k].time));
      current = k;
    }

    const scrubber = document.getElementById("scrubber");
    const readout = document.getElementById("readout");
    const play = document.getElementById("play");
    scrubber.max = frames.length - 1;
    let current = 0, playing = settings.still === null, startedAt = null, startFrame = 0;
    play.textContent = playing ? "Pause" : "Play";
    function setPlaying(value) {
      playing = value;
      play.textContent = playing ? "Pause" : "Play";
      startedAt = null;
      startFrame = current >= frames.length - 1 ? 0 : current;
      if (playing) requestAnimationFrame(tick);
    }
    // Real time: the frame due at the display's clock, as a display-link host draws.
    function tick(now) {
      if (!playing) return;
      if (startedAt === null) startedAt = now;
      const k = Math.min(frames.length - 1, startFrame + Math.floor((now - startedAt) / 1000 * settings.fps));
      if (k !== current) show(k);
      if (k === frames.length - 1) { setPlaying(false); return; }
      requestAnimationFrame(tick);
    }
    play.addEventListener("click", () => setPlaying(!playing));
    scrubber.addEventListener("input", () => { setPlaying(false); show(Number(scrubber.value)); });
    show(settings.still === null ? 0 : settings.still);
    if (playing) setPlaying(true);
    """#

  /// What each event a preview plots means, for a designer reading the plot.
  ///
  /// Each entry is the event's name (its delegate method's, as the JSON writes it) and a
  /// sentence. Every model's events are here; `autoplay…` events come from `--autoplay`.
  static let eventMeanings: KeyValuePairs<String, String> = [
    "willBeginDragging": "a finger starts to drag the content",
    "didEndDragging":
      "the finger lets go; (true): the content moves on by itself (a glide, a bounce, a settle)",
    "willBeginDecelerating":
      "the content moves on by itself after the finger let go: a glide, or a settle onto a page",
    "didEndDecelerating": "the glide comes to rest",
    "didCancelDecelerating": "a touch or a new scroll stops the glide before its end",
    "willBeginScrollingAnimation":
      "an animated scroll starts: a snap onto an item, a tap, a button, an autoplay step",
    "didEndScrollingAnimation": "the animated scroll arrives",
    "didCancelScrollingAnimation": "the animated scroll is cut short",
    "didScroll": "the content moved",
    "currentItemIndexDidChange":
      "the item nearest the centre changes (index → N): live, mid-motion",
    "didSelectItem": "a tap selects an item",
    "batchUpdatesDidFinish": "the animation of a batch of inserts, removes and moves ends",
    "currentPageDidChange": "the page nearest the view changes: live, mid-motion",
    "didSettle": "the motion comes to rest on a page",
    "pageDidChange":
      "the pages come to rest on another page than last reported (after a gesture or a button)",
    "didFinishScrollingToPage": "an animated scroll (a tap on a title) arrives on its page",
    "pageWillAppear": "a page starts to come into view",
    "pageDidAppear": "a page is fully in view, or in view when the pages come to rest",
    "pageWillDisappear": "a page starts to leave the view",
    "pageDidDisappear": "a page is out of view",
    "nextButtonPressed": "the Next button is pressed",
    "previousButtonPressed": "the Previous button is pressed",
    "closeButtonPressed": "the Close button is pressed",
    "accessibilityFocus": "a screen reader is told to read the page's text",
    "didClose": "the flow is dismissed",
    "autoplayStarted": "autoplay starts",
    "autoplayStepped": "autoplay moves on one page (or item)",
    "autoplayPaused": "autoplay waits: a finger is down, or the host paused it",
    "autoplayResumed":
      "autoplay goes on: its last reason to wait has ended (the next step follows its delay)",
    "autoplayStopped": "autoplay stops: at the last page, or by the host",
  ]

  /// ``eventMeanings`` as a JSON object for the pages' script.
  static var eventMeaningsJSON: String {
    "{"
      + eventMeanings.map { "\(JSONWriter.quoted($0.key)): \(JSONWriter.quoted($0.value))" }
      .joined(separator: ", ") + "}"
  }

  /// A page's middle: its style sheet's last rules (``panelStyles``), the body with `stage` (the
  /// stage's HTML) and the panel, and its script's start, to the JSON the page's
  /// ``PreviewTemplate/filled(_:title:json:)`` puts in: `settings` and `report`.
  static func body(stage: String, plotLabel: String) -> String {
    """
      \(panelStyles)
    </style>
    </head>
    <body>
    \(stage)
    \(panel(plotLabel: plotLabel))
    <script>
    "use strict";
    (() => {  // a scope of its own: names such as `top` are taken on window
    const settings = /*SETTINGS*/;
    const report = /*REPORT*/;
    """
  }

  /// A page's first lines, to its style sheet's first rule (the page's colours and font); the
  /// page's ``PreviewTemplate/filled(_:title:json:)`` puts the title in for `TITLE`.
  static let documentHead = #"""
    <!DOCTYPE html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <title>TITLE</title>
    <style>
      html, body { margin: 0; padding: 0; background: #101014; color: #e8e8ee;
        font: 13px/1.4 system-ui, -apple-system, "Segoe UI", Roboto, "DejaVu Sans", sans-serif; }
    """#

  /// A pager's events on the plot, `name page (willDecelerate)`, and the controls
  /// (``eventLabelsAndControls``).
  static let pagerEventsAndControls = #"""
    // How an event is labelled.
    function eventName(event) {
      return event.name + (event.page !== undefined ? " " + event.page : "") +
        (event.willDecelerate !== undefined ? " (" + event.willDecelerate + ")" : "");
    }
    \#(eventLabelsAndControls)
    """#

  /// A page's last lines: the end of its script's function, of the script and of the page.
  static let documentEnd = """
    })();
    </script>
    </body>
    </html>
    """
}
