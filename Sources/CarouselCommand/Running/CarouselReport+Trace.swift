import CarouselKit

extension CarouselReport {
  /// A row every tenth of a second while moving, and at every event; `item` names the current
  /// item.
  static func trace(
    _ run: CarouselRun, frames: [CarouselRun.Frame], fps: Double, item: (Int) -> String,
    omitting omitted: Set<String> = []
  ) -> [String] {
    TraceRows.trace(
      header: "  time  offset  item  phase         events", frames: frames,
      isMoving: { $0.phase != "idle" },
      events: run.allEvents.filter { !omitted.contains($0.name) }.map {
        ($0.time, $0.description)
      }, fps: fps,
      row: { frame in
        format(frame.time, 3).leftPadding(6) + format(frame.offset, 3).leftPadding(8)
          + item(frame.currentIndex).leftPadding(6) + "  " + frame.phase.padding(13)
      })
  }
}
