import CarouselKit

/// The JSON of `carousel simulate` (the keys its help lists) and a readable trace, for any run.
enum CarouselReport {
  /// The run as JSON, keys in the contract's order, numbers in Swift's shortest form that reads
  /// back to the same `Double` (Foundation's encoder does not guarantee that on every platform).
  static func json(_ run: CarouselRun, frames: [CarouselRun.Frame]) -> String {
    JSONWriter.simulationRun(frames: frames, events: run.allEvents) { out, frame in
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
          out.field("current", item.isCurrent)
          out.field("visible", item.visibleFraction)
          out.field("takesTouches", item.takesTouches)
          out.key("transform")
          out.array(item.transform.elements) { out.value($0) }
        }
      }
    } detail: {
      CarouselRun.detail(of: $0)
    } final: { out in
      out.field("time", run.carousel.time)
      out.field("offset", run.carousel.scrollOffset)
      out.field("currentIndex", run.carousel.currentItemIndex)
    }
  }
}
