/// A policy that decides how a scroll moves on its own: after the finger lifts, and when it
/// comes to rest somewhere it should not stay (past an end, or between boundaries when
/// snapping).
///
/// The ``ScrollEngine`` asks its physics at two moments, and runs whatever ``ScrollMotion`` comes
/// back as a closed-form ``Simulation``:
///
/// - ``releaseMotion(in:)`` when a drag ends, with the release velocity;
/// - ``settleMotion(in:)`` when the engine comes to rest by itself: a motion the physics started
///   has ended, or a touch went up without dragging.
///
/// Returning `nil` leaves the engine idle where it is. Like Flutter's scroll physics, a policy
/// must depend only on the context it is given (position, velocity, geometry), never on the time
/// since a gesture began, so restarting it gives the same answer.
///
/// Built in: ``MomentumPhysics`` (iCarousel's constant deceleration and eased snaps) and
/// ``DecayPhysics`` (UIScrollView's exponential decay with spring edges).
public protocol ScrollPhysics: Sendable {
  /// The motion to run when the finger lifts, or `nil` to stay put.
  func releaseMotion(in context: ScrollContext) -> ScrollMotion?
  /// The motion that brings a resting scroll to where it should rest, or `nil` if it is there.
  func settleMotion(in context: ScrollContext) -> ScrollMotion?
  /// The policy as a value the engine stores without an existential (``AnyScrollPhysics``): each
  /// built-in policy is its own case; yours is ``AnyScrollPhysics/custom(_:)`` unless it says
  /// otherwise.
  var anyPhysics: AnyScrollPhysics { get }
}

#if !hasFeature(Embedded)
  extension ScrollPhysics {
    /// ``AnyScrollPhysics/custom(_:)``: a policy of your own, kept in an existential box.
    public var anyPhysics: AnyScrollPhysics { .custom(self) }
  }
#endif
