// Content that moves under the scroll: shifts and remaps for inserts and removes, wrapping's
// re-normalisation, and configuration changes.

extension ScrollEngine {
  /// Moves the offset, any motion in flight and a drag in progress by `delta` units at once,
  /// without animation: for content inserted or removed before what is shown, so the same content
  /// stays in place and a running flick or snap carries on toward the same content.
  ///
  /// At rest the offset is then clamped to the ends plus overscroll.
  ///
  /// - Precondition: `delta` is finite.
  public func shift(by delta: Double) {
    precondition(delta.isFinite, "Shift must be finite")
    remap { $0 + delta }
    if motion == nil && phase != .dragging {
      position = limits.clamped(position)
      reportScrollIfMoved()
      deliverEvents()
    }
  }

  /// Content was inserted or removed: maps the offset, a drag's anchors and the running motion's
  /// path and end through `transform`, so what is shown and where the motion is heading stay on the
  /// same content.
  ///
  /// Where the motion's end moves by more (or less) than the current offset, the difference is
  /// blended into the rest of the motion (``RetargetedSimulation``); position stays continuous.
  ///
  /// `transform` receives *unwrapped* offsets (a wrapping engine's motion can run past the
  /// period) and is applied before any change of the bounds. Nothing is clamped here.
  ///
  /// - Precondition: `transform` returns finite values.
  public func remap(_ transform: (Double) -> Double) {
    let newPosition = transform(position)
    precondition(newPosition.isFinite, "Remapped offsets must be finite")
    let delta = newPosition - position
    position = newPosition
    drag.startPosition = transform(drag.startPosition)
    drag.rawStart += delta
    if let start = drag.gestureStartPosition { drag.gestureStartPosition = transform(start) }
    if let current = motion {
      let final = current.simulation.finalPosition
      let endDelta = transform(final) - final
      var simulation = current.simulation
      if delta != 0 { simulation = .shifted(ShiftedSimulation(base: simulation, shift: delta)) }
      if endDelta != delta {
        simulation = .retargeted(
          RetargetedSimulation(
            base: simulation, from: time - current.startTime, extra: endDelta - delta))
      }
      motion = current.with(simulation)
    }
    finishedMotion = nil  // past offsets are in the old content's terms
    reportScrollIfMoved()
    deliverEvents()
  }

  /// Wraps the position into the period, moving the drag's anchors by the same whole number of
  /// periods so the gesture keeps its shape.
  ///
  /// Many laps out, the whole periods taken off round the offset by up to one unit in the last
  /// place of the old position: that move is a scroll, and is reported as one.
  func normalizePosition() {
    let shift = configuration.bounds.normalized(position) - position
    guard shift != 0 else { return }
    shiftEverything(by: shift)
    reportScrollIfMoved()
  }

  /// Moves the position, a drag's anchors and any running motion by whole periods (or any
  /// constant), without events.
  func shiftEverything(by shift: Double) {
    guard shift != 0 else { return }
    position += shift
    drag.startPosition += shift
    drag.rawStart += shift
    if let start = drag.gestureStartPosition { drag.gestureStartPosition = start + shift }
    if let current = motion {
      motion = current.with(ShiftedSimulation(base: current.simulation, shift: shift))
    }
    finishedMotion = nil
  }

  func configurationDidChange(from old: Configuration) {
    configuration.validate()
    limits = Limits(configuration)
    // A wrapping position can be laps past the period. Leaving wrapping keeps the offset that
    // was shown: bring it into the old period first. (A new period means the content changed;
    // its owner maps offsets to it first, with ``remap(_:)``.)
    if old.bounds.period != nil && configuration.bounds.period == nil {
      shiftEverything(by: old.bounds.normalized(position) - position)
    }
    normalizePosition()
    // Into the new bounds at once, whatever the engine is doing: a drag's next event and a
    // motion's next frame clamp the same way (found by fuzzing: leaving wrapping mid-drag left
    // the offset past the new end).
    position = limits.clamped(position)
    reportScrollIfMoved()
    deliverEvents()
  }
}
