/// Which frames a command's readable trace prints, shared by `simulate`, `pages` and
/// `walkthrough`: a row every tenth of a second while something moves, one at every event, and
/// the last frame.
enum TraceRows {
  /// The frames to print, each with the descriptions of the events up to its time (since the
  /// row before).
  ///
  /// `frames` gives each frame's time and whether it moves; `events` are in time order.
  static func select(
    frames: [(time: Double, isMoving: Bool)], events: [(time: Double, description: String)],
    fps: Double
  ) -> [(frame: Int, events: [String])] {
    var rows: [(frame: Int, events: [String])] = []
    var printed = 0
    let rowEvery = max(1, Int((fps / 10).rounded()))
    for (k, frame) in frames.enumerated() {
      var names: [String] = []
      while printed < events.count, events[printed].time <= frame.time + 1e-12 {
        names.append(events[printed].description)
        printed += 1
      }
      guard (frame.isMoving && k % rowEvery == 0) || !names.isEmpty || k == frames.count - 1
      else { continue }
      rows.append((k, names))
    }
    return rows
  }

  /// A readable trace: `header`, then a line for each frame ``select(frames:events:fps:)``
  /// picks, `row` of the frame, a space and its events, without trailing spaces.
  ///
  /// - Parameters:
  ///   - header: The columns' names.
  ///   - frames: The run's frames, in time order.
  ///   - isMoving: Whether the model moves in a frame.
  ///   - events: The run's events, in time order.
  ///   - fps: The frames per second of the run.
  ///   - row: A frame's columns.
  /// - Returns: The trace's lines.
  static func trace<Frame: TimedFrame>(
    header: String, frames: [Frame], isMoving: (Frame) -> Bool,
    events: [(time: Double, description: String)], fps: Double, row: (Frame) -> String
  ) -> [String] {
    let rows = select(
      frames: frames.map { ($0.time, isMoving($0)) }, events: events, fps: fps)
    return [header]
      + rows.map { k, names in
        let line = row(frames[k]) + " " + names.joined(separator: ", ")
        return String(line.reversed().drop { $0 == " " }.reversed())
      }
  }
}
