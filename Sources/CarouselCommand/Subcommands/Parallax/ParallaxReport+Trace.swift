import CarouselKit
import ParadeDemo

extension ParallaxReport: RunReport {
  /// Where each cell in view is on its way across the screen, as the pager told its animator
  /// (``ParallaxRun/Frame/progress``): `"intro leaving 0.875, scale arriving 0.125"`.
  static func progress(_ frame: ParallaxRun.Frame) -> String {
    zip(frame.cells, frame.progress).map { cell, progress in
      let name = ParadeDemo.cellNames[cell]
      switch progress.side {
      case .centre: return "\(name) centre"
      case .arriving, .leaving:
        return "\(name) \(progress.side.rawValue) \(format(progress.value, 3))"
      }
    }.joined(separator: ", ")
  }

  /// A row every tenth of a second while moving, and at every event.
  static func trace(_ run: ParallaxRun, frames: [ParallaxRun.Frame], fps: Double) -> [String] {
    TraceRows.trace(
      header: "  time   offset  page  phase         " + "cells in view".padding(42) + " events",
      frames: frames, isMoving: { $0.phase != .idle || $0.isTracking },
      events: run.events.map { ($0.time, $0.kind.description) }, fps: fps,
      row: { frame in
        format(frame.time, 3).leftPadding(6) + format(frame.contentOffset, 2).leftPadding(9)
          + String(frame.page).leftPadding(6) + "  " + frame.phase.description.padding(13) + " "
          + progress(frame).padding(42)
      })
  }
}
