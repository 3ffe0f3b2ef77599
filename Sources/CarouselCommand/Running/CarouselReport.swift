import CarouselKit

/// The JSON of `carousel simulate` (DESIGN.md's contract) and a readable trace, for any run.
enum CarouselReport {
  /// The run as JSON, keys in the contract's order, numbers in Swift's shortest form that reads
  /// back to the same `Double` (Foundation's encoder does not guarantee that on every platform).
  static func json(_ run: CarouselRun, frames: [CarouselRun.Frame]) -> String {
    JSONWriter.simulationRun(frames: frames, events: run.events) { out, frame in
      out.field("time", frame.time)
      out.field("offset", frame.offset)
      out.field("currentIndex", frame.currentIndex)
      out.field("phase", frame.phase)
      out.key("items")
      out.array(frame.items) { item in
        out.object {
          out.field("index", item.index)
          out.field("placeholder", item.isPlaceholder)
          out.field("offset", item.offset)
          out.field("alpha", item.alpha)
          out.field("hidden", item.isHidden)
          out.key("transform")
          out.array(item.transform.elements) { out.value($0) }
        }
      }
    } detail: { kind in
      switch kind {
      case .currentItemIndexDidChange(let index), .didSelectItem(let index): ("index", index)
      default: nil
      }
    } final: { out in
      out.field("time", run.carousel.time)
      out.field("offset", run.carousel.scrollOffset)
      out.field("currentIndex", run.carousel.currentItemIndex)
    }
  }

  /// A row every tenth of a second while moving, and at every event; `item` names the current
  /// item.
  static func trace(
    _ run: CarouselRun, frames: [CarouselRun.Frame], fps: Double, item: (Int) -> String,
    omitting omitted: Set<String> = []
  ) -> [String] {
    TraceRows.trace(
      header: "  time  offset  item  phase         events", frames: frames,
      isMoving: { $0.phase != "idle" },
      events: run.events.filter { !omitted.contains($0.name) }.map {
        ($0.time, $0.kind.description)
      }, fps: fps,
      row: { frame in
        format(frame.time, 3).leftPadding(6) + format(frame.offset, 3).leftPadding(8)
          + item(frame.currentIndex).leftPadding(6) + "  " + frame.phase.padding(13)
      })
  }
}
