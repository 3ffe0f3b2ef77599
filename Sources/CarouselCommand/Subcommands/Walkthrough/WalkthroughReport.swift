import CarouselKit

/// The JSON of `carousel walkthrough` (the keys its help lists) and a readable trace, for a
/// walkthrough run.
enum WalkthroughReport {
  /// The run as JSON, keys in the contract's order, numbers in Swift's shortest form that reads
  /// back to the same `Double`.
  ///
  /// `pages` are the pages told their offsets, in page order; each subview's `transform` is its
  /// complete transform about its centre, m11…m44 (CSS `matrix3d`'s order).
  static func json(_ run: WalkthroughRun, frames: [WalkthroughRun.Frame]) -> String {
    JSONWriter.simulationRun(frames: frames, events: run.allEvents) { out, frame in
      place(frame, out)
      out.key("pages")
      out.array(frame.pages) { page in
        out.object {
          out.field("page", page.index)
          out.field("offset", page.offset)
          out.key("subviews")
          out.array(page.subviews.enumerated()) { index, subview in
            out.object {
              out.field("index", index)
              out.key("transform")
              out.array(subview.transform.elements) { out.value($0) }
              out.field("alpha", subview.alpha)
            }
          }
        }
      }
    } detail: { kind in
      kind.page.map { ("page", $0) }
    } final: { out in
      // Where it ended is where its last frame would be.
      place(run.frame(at: run.walkthrough.time), out)
    }
  }

  /// The frame's place and chrome: the fields `"final"` has too.
  private static func place(_ frame: WalkthroughRun.Frame, _ out: JSONWriter) {
    out.field("time", frame.time)
    out.field("contentOffset", frame.contentOffset)
    out.field("currentPage", frame.currentPage)
    out.field("leadingPage", frame.leadingPage)
    out.field("pageControlPage", frame.pageControlPage)
    out.field("nextHidden", frame.isNextHidden)
    out.field("previousHidden", frame.isPreviousHidden)
  }

  /// Which buttons show, for the trace: `"previous next"`, `"next"`, `"previous"` or `"-"`.
  static func buttons(_ frame: WalkthroughRun.Frame) -> String {
    let shown = [frame.isPreviousHidden ? nil : "previous", frame.isNextHidden ? nil : "next"]
      .compactMap { $0 }
    return shown.isEmpty ? "-" : shown.joined(separator: " ")
  }
}
