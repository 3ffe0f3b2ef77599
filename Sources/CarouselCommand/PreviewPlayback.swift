/// What the preview pages of `carousel preview` and `carousel pages` share: the script that labels
/// each event on the offset plot (with a page-defined `eventName(event)`), and the play, pause
/// and scrubber controls that play the frames at the display's clock.
///
/// It runs inside each page's script, after the page has defined `report`, `frames`, `settings`,
/// `show(k)`, the plot's `add`, `x`, `left`, `right`, `top`, `bottom`, `W` and `H`.
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
    </div>
    """
  }

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
    const cursor = add("line", { class: "cursor", x1: left, y1: top, x2: left, y2: H - bottom });

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
}
