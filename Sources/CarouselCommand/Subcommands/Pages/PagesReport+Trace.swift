import CarouselKit

extension PagesReport: RunReport {
  /// A row every tenth of a second while moving, and at every event.
  static func trace(_ run: PagesRun, frames: [PagesRun.Frame], fps: Double) -> [String] {
    TraceRows.trace(
      header: "  time   offset  strip  page  dot  phase         events", frames: frames,
      isMoving: { $0.phase != .idle },
      events: run.allEvents.map { ($0.time, $0.description) }, fps: fps,
      row: { frame in
        format(frame.time, 3).leftPadding(6) + format(frame.contentOffset, 2).leftPadding(9)
          + format(frame.headerOffset, 0).leftPadding(7)
          + String(frame.leadingPage).leftPadding(6) + String(frame.pageControlPage).leftPadding(5)
          + "  " + frame.phase.description.padding(13)
      })
  }
}
