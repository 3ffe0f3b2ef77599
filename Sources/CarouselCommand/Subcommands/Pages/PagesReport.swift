import CarouselKit

/// The JSON of `carousel pages` (the keys its help lists) and a readable trace, for a pages run.
enum PagesReport {
  /// The run as JSON, keys in the contract's order, numbers in Swift's shortest form that reads
  /// back to the same `Double`.
  ///
  /// `zoom` gives every realised page's scale (1 when it is not zoomed), in index order.
  static func json(_ run: PagesRun, frames: [PagesRun.Frame]) -> String {
    JSONWriter.simulationRun(frames: frames, events: run.allEvents) { out, frame in
      place(frame, out)
      out.field("pageControlPage", frame.pageControlPage)
      out.key("realisedPages")
      out.array(frame.pages) { out.value($0.index) }
      out.key("zoom")
      out.array(frame.pages) { page in
        out.object {
          out.field("page", page.index)
          out.field("scale", page.scale)
        }
      }
    } detail: { kind in
      kind.page.map { ("page", $0) }
    } final: { out in
      // Where it ended is where its last frame would be.
      place(run.frame(at: run.pages.time), out)
    }
  }

  /// The frame's place: the fields `"final"` has too.
  private static func place(_ frame: PagesRun.Frame, _ out: JSONWriter) {
    out.field("time", frame.time)
    out.field("contentOffset", frame.contentOffset)
    out.field("headerOffset", frame.headerOffset)
    out.field("currentPage", frame.currentPage)
    out.field("leadingPage", frame.leadingPage)
  }
}
