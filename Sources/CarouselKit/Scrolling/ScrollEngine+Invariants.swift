// The engine's invariants, checked after every entry point in builds with
// `-Xswiftc -DCAROUSELKIT_INTERNAL_CHECKS` (see Package.swift).

#if CAROUSELKIT_INTERNAL_CHECKS
  extension ScrollEngine {
    /// Traps if the engine's state is inconsistent.
    func checkInvariants() {
      precondition(
        position.isFinite && time.isFinite, "ScrollEngine: offset and time must stay finite")
      precondition(
        (motion != nil) == (phase == .decelerating || phase == .animating),
        "ScrollEngine: phase and motion disagree")
      // The offset may lie past the ends plus overscroll: `remap(_:)` leaves clamping to the
      // bounds change that follows it, and a shift in flight is clamped as the motion moves on.
      precondition(limits.bounds == configuration.bounds, "ScrollEngine: cached limits out of date")
      if let motion {
        precondition(motion.startTime <= time, "ScrollEngine: a motion starts in the future")
        precondition(
          motion.endTime >= motion.startTime, "ScrollEngine: a motion ends before it starts")
      }
      if phase == .dragging {
        precondition(isTracking, "ScrollEngine: dragging without a finger down")
      }
    }
  }
#endif
