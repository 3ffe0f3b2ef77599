/// A one-dimensional motion whose state is a pure function of the time since it started.
///
/// Every motion in CarouselKit — momentum, decay, springs, eased scrolls, bounces — is a
/// `Simulation`. Because position and velocity are closed-form functions of elapsed time, a
/// flick played at 30, 60, 120 or 144 Hz, or with jittered frame times, passes through the same
/// positions at the same instants and ends at the same place: nothing is integrated frame by
/// frame.
///
/// Positions and velocities are in whatever unit the owner uses (items for a carousel, points for
/// a pager); velocities are that unit per second. Times are seconds since the simulation started;
/// negative times are treated as 0.
///
/// A simulation is done from ``duration`` on, and done-ness never reverts: `isDone(at: t)` is
/// `t >= duration`, and from then on ``position(at:)`` returns exactly ``finalPosition`` and
/// ``velocity(at:)`` returns 0. That makes the rest position and the instant of rest the same at
/// every frame rate.
public protocol Simulation: Sendable {
  /// The position `time` seconds after the start.
  func position(at time: Double) -> Double
  /// The velocity `time` seconds after the start, in position units per second.
  func velocity(at time: Double) -> Double
  /// Seconds from the start until the motion is done; `Double.infinity` if it never ends
  /// (an undamped spring).
  var duration: Double { get }
  /// Where the motion rests once done.
  var finalPosition: Double { get }
  /// Whether the motion is done `time` seconds after the start.
  func isDone(at time: Double) -> Bool
  /// The simulation as a value the engine stores without an existential (``AnySimulation``):
  /// each built-in simulation is its own case; yours is ``AnySimulation/custom(_:)`` unless it
  /// says otherwise.
  var anySimulation: AnySimulation { get }
}

extension Simulation {
  /// `time >= duration`.
  public func isDone(at time: Double) -> Bool { time >= duration }
}

#if !hasFeature(Embedded)
  extension Simulation {
    /// ``AnySimulation/custom(_:)``: a simulation of your own, kept in an existential box.
    public var anySimulation: AnySimulation { .custom(self) }
  }
#endif
