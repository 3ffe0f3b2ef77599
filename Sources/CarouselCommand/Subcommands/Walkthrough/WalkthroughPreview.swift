import CarouselKit
import Foundation

/// The web page `carousel walkthrough --output` writes.
///
/// It draws every frame as the model gives it: the view to scale (shrunk to fit the window,
/// never enlarged), each page told its offset `o` at `(1 − o)·W` (`page·W − contentOffset`, or
/// a looping page's nearest copy), clipped to its own
/// rectangle as the original page view clipped its subviews, with its subviews as coloured,
/// numbered boxes stacked in the page and moved by their CSS `matrix3d` about their centres and
/// their alphas; the page dots and the next and previous buttons, hidden as the JSON says; with
/// play/pause, a frame scrubber, a plot of the content offset over time and the events. It is
/// self-contained: no network, no external scripts or fonts.
enum WalkthroughPreview: RunPage {
  typealias Command = WalkthroughCommand

  // Solid colours, each far from the others, so that a screenshot's pixels say what is where:
  // the pages are dark, the subviews bright and saturated, the buttons light and grey.

  /// Behind the pages (past the ends).
  static let backgroundColour: Colour = (16, 16, 20)
  /// The next button.
  static let nextColour: Colour = (240, 240, 240)
  /// The previous button.
  static let previousColour: Colour = (168, 168, 184)
  /// A dot that is not lit.
  static let dotColour: Colour = (110, 110, 120)
  /// The lit dot.
  static let litDotColour: Colour = (255, 255, 255)

  /// Page `index`'s colour: a card colour darkened to 30 %, so that subviews show on it.
  static func pageColour(_ index: Int) -> Colour {
    let colour = PreviewColours.card(index: index + 3, isPlaceholder: false)
    func dark(_ channel: Int) -> Int { Int((Double(channel) * 0.3).rounded()) }
    return (dark(colour.red), dark(colour.green), dark(colour.blue))
  }

  /// Subview `index`'s colour, the same on every page: the card colours (`PreviewColours.card`).
  static func subviewColour(_ index: Int) -> Colour {
    PreviewColours.card(index: index, isPlaceholder: false)
  }

  /// Where subview `index` of `count` sits in a page of `viewport` before its transform, in the
  /// page's points: the boxes are stacked top to bottom in the band from 10 % to 80 % of the
  /// height, one slot each, centred across; a box is 60 % of the width (at most 240 pt) and 75 %
  /// of its slot (at most 120 pt) high.
  static func subviewFrame(_ index: Int, count: Int, viewport: Size) -> Rect {
    let (width, height) = (viewport.width, viewport.height)
    let slot = height * 0.7 / Double(max(count, 1))
    let boxWidth = min(width * 0.6, 240)
    let boxHeight = min(slot * 0.75, 120)
    return Rect(
      x: (width - boxWidth) / 2, y: height * 0.1 + Double(index) * slot + (slot - boxHeight) / 2,
      width: boxWidth, height: boxHeight)
  }

  /// The previous button: 88 × 40 pt, 16 pt from the view's bottom-left corner.
  static func previousButtonFrame(viewport: Size) -> Rect {
    Rect(x: 16, y: viewport.height - 56, width: 88, height: 40)
  }

  /// The next button: 88 × 40 pt, 16 pt from the view's bottom-right corner.
  static func nextButtonFrame(viewport: Size) -> Rect {
    Rect(x: viewport.width - 104, y: viewport.height - 56, width: 88, height: 40)
  }

  /// The middle of the row of dots, from the view's top, above the buttons.
  static func dotsMiddle(viewport: Size) -> Double { viewport.height - 76 }

  /// The page for a finished run.
  static func html(
    _ simulation: WalkthroughCommand.Simulation, options: WalkthroughCommand.Options
  ) -> String {
    let (run, frames) = (simulation.run, simulation.frames)
    let viewport = run.walkthrough.viewportSize
    var pageColours: [Int: String] = [:]
    for frame in frames {
      for page in frame.pages where pageColours[page.index] == nil {
        pageColours[page.index] = PreviewColours.hex(pageColour(page.index))
      }
    }
    let out = JSONWriter()
    out.object {
      out.field("pages", options.pageCount)
      out.playbackSettings(
        gesture: simulation.gesture, fps: options.playback.fps, viewport: viewport,
        still: options.playback.frame)
      out.field("animation", WalkthroughCommand.describe(options))
      out.key("layout")
      out.object {
        out.key("subviews")
        out.array(0..<options.subviewCount) { index in
          out.value(subviewFrame(index, count: options.subviewCount, viewport: viewport))
        }
        out.key("previous")
        out.value(previousButtonFrame(viewport: viewport))
        out.key("next")
        out.value(nextButtonFrame(viewport: viewport))
        out.field("dotsMiddle", dotsMiddle(viewport: viewport))
      }
      out.key("palette")
      out.object {
        out.field("background", PreviewColours.hex(backgroundColour))
        out.field("next", PreviewColours.hex(nextColour))
        out.field("previous", PreviewColours.hex(previousColour))
        out.field("dot", PreviewColours.hex(dotColour))
        out.field("litDot", PreviewColours.hex(litDotColour))
      }
      out.key("pageColours")
      out.object {
        for (index, colour) in pageColours.sorted(by: { $0.key < $1.key }) {
          out.field(String(index), colour)
        }
      }
      out.key("subviewColours")
      out.object {
        for index in 0..<options.subviewCount {
          out.field(String(index), PreviewColours.hex(subviewColour(index)))
        }
      }
    }
    let settings = out.text
    let report = WalkthroughReport.json(run, frames: frames)
    return PreviewTemplate.filled(
      page, title: "carousel walkthrough: \(options.pageCount) pages, \(simulation.gesture)",
      json: ["/*SETTINGS*/": settings, "/*REPORT*/": report])
  }

  /// The page template.
  ///
  /// The view sits at the page's top-left corner, one CSS pixel per point unless the window is
  /// too small for it and the 560 px panel beside it: then it is scaled by
  /// `min(1, window height / H, (window width − 560) / W)`, at least 0.1.
  static let page = #"""
    \#(PreviewPlayback.documentHead)
      #view { position: absolute; left: 0; top: 0; overflow: hidden; }
      #stage { position: absolute; left: 0; top: 0; overflow: hidden; transform-origin: 0 0; }
      #stage div { position: absolute; box-sizing: border-box; }
      .page { overflow: hidden; }
      .page-label { left: 14px; top: 8px; color: #fff; font-weight: 700; font-size: 18px;
        line-height: 1; white-space: nowrap; }
      .subview { color: #fff; font-weight: 700; font-size: 13px; line-height: 1;
        padding: 5px 7px; text-shadow: 0 1px 2px rgba(0,0,0,.45); }
      .button { display: flex; align-items: center; justify-content: center; border-radius: 0;
        color: #1a1a1a; font-weight: 700; font-size: 14px; }
      .dot { border-radius: 50%; }
      .content-line { fill: none; stroke: #7cc4ff; stroke-width: 1.5; }
      #events { margin: 6px 0 0; padding-left: 22px; max-height: 240px; overflow: auto;
        font-variant-numeric: tabular-nums; }
      #events li { color: #8a8a96; }
      #events li.past { color: #ffb454; }
    \#(PreviewPlayback.body(stage: #"<div id="view"><div id="stage"></div></div>"#, plotLabel: "content offset over time"))
    const frames = report.frames;
    const [vw, vh] = settings.viewport;
    const palette = settings.palette, layout = settings.layout;
    \#(PreviewPlayback.stageFitting)
    document.getElementById("title").textContent = settings.pages + " pages · " +
      settings.animation + " · " + settings.gesture + " · " + frames.length + " frames at " +
      settings.fps + " Hz";

    function box(className, parent, [x, y, w, h]) {
      const element = document.createElement("div");
      element.className = className;
      element.style.left = x + "px";
      element.style.top = y + "px";
      element.style.width = w + "px";
      element.style.height = h + "px";
      parent.appendChild(element);
      return element;
    }

    // The pages sit under the controls; one element per page, with its subviews, made when
    // first told its offset.
    const pagesLayer = box("", stage, [0, 0, vw, vh]);
    const pageElements = new Map();
    function pageElement(index) {
      let element = pageElements.get(index);
      if (!element) {
        element = box("page", pagesLayer, [0, 0, vw, vh]);
        element.dataset.index = index;
        element.style.background = settings.pageColours[index];
        box("page-label", element, [14, 8, vw - 28, 20]).textContent = "Page " + index;
        element.subviews = layout.subviews.map((frame, k) => {
          const subview = box("subview", element, frame);
          subview.style.background = settings.subviewColours[k];
          subview.textContent = String(k);
          return subview;
        });
        pageElements.set(index, element);
      }
      return element;
    }

    // The dots, above the buttons, when they fit across the view.
    const dotElements = [];
    const dotSize = 8, dotGap = 16;
    if (settings.pages * dotGap <= vw) {
      for (let i = 0; i < settings.pages; i++) {
        dotElements.push(box("dot", stage, [(vw - settings.pages * dotGap) / 2 + i * dotGap +
          (dotGap - dotSize) / 2, layout.dotsMiddle - dotSize / 2, dotSize, dotSize]));
      }
    }
    const previous = box("button", stage, layout.previous);
    previous.style.background = palette.previous;
    previous.textContent = "‹ Prev";
    const next = box("button", stage, layout.next);
    next.style.background = palette.next;
    next.textContent = "Next ›";

    const eventList = document.createElement("ol");
    eventList.id = "events";
    panel.appendChild(eventList);
    const eventItems = report.events.map(event => {
      const item = document.createElement("li");
      item.textContent = event.time.toFixed(3) + " s · " + eventName(event);
      eventList.appendChild(item);
      return item;
    });

    function show(k) {
      const frame = frames[k], shown = new Set();
      for (const page of frame.pages) {
        const element = pageElement(page.page);
        // (1 − offset)·W is page·W − contentOffset, and a looping page's nearest copy.
        element.style.left = ((1 - page.offset) * vw) + "px";
        page.subviews.forEach(subview => {
          const drawn = element.subviews[subview.index];
          // The model's complete transform about the box's centre (CSS's default origin).
          drawn.style.transform = "matrix3d(" + subview.transform.join(",") + ")";
          drawn.style.opacity = subview.alpha;
        });
        pagesLayer.appendChild(element);
        shown.add(element);
      }
      for (const element of pageElements.values()) {
        if (!shown.has(element) && element.parentNode) element.remove();
      }
      dotElements.forEach((dot, i) => {
        dot.style.background = i === frame.pageControlPage ? palette.litDot : palette.dot;
      });
      next.style.display = frame.nextHidden ? "none" : "flex";
      previous.style.display = frame.previousHidden ? "none" : "flex";
      report.events.forEach((event, i) => {
        eventItems[i].className = event.time <= frame.time + 1e-9 ? "past" : "";
      });
      scrubber.value = k;
      readout.textContent = "frame " + k + " · t = " + frame.time.toFixed(3) + " s · offset " +
        frame.contentOffset.toFixed(2) + " · page " + frame.currentPage + " · dot " +
        frame.pageControlPage + " · pages told " +
        frame.pages.map(p => p.page + " (" + p.offset.toFixed(3) + ")").join(", ") +
        (frame.previousHidden ? "" : " · previous") + (frame.nextHidden ? "" : " · next");
      markShown(k);
    }

    // The plot: the content offset over time, every event labelled.
    \#(PreviewPlayback.plotAxes(left: 56, digits: 1, values: "frames.map(f => f.contentOffset)"))
    add("text", { x: left + 6, y: top + 10, fill: "#7cc4ff" }, "content offset");
    add("polyline", { class: "content-line",
      points: frames.map(f => x(f.time) + "," + y(f.contentOffset)).join(" ") });
    \#(PreviewPlayback.pagerEventsAndControls)
    \#(PreviewPlayback.documentEnd)
    """#
}
