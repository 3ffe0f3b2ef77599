import CarouselKit

/// One view the conductor keeps: its place in the hierarchy, its geometry, and the motions that
/// drive its transform and alpha over time.
struct OnboardingViewRecord {
  /// The superview value of a view with no superview.
  static let detached = -1
  /// The superview value of a view in the container.
  static let container = -2

  /// A transform moving from one value to another along a settle spring.
  struct TransformMotion {
    var from: Transform2D
    var to: Transform2D
    /// When the animation was started, in seconds (its delay runs from here).
    var start: Double
    var spring: OnboardingSpring

    /// The transform at `time`: each entry moved from `from` to `to` by the spring's progress;
    /// exactly `to` from ``end`` on.
    ///
    /// The end is tested as the sum ``end`` that ``OnboardingConductor/isAnimating`` compares
    /// with, not as an elapsed time compared with the spring's length: the two can round apart
    /// by an ulp, which left a view short of its target (with little damping, by up to a tenth
    /// of its way) on the frame the conductor reported at rest.
    func value(at time: Double) -> Transform2D {
      if time >= end { return to }
      let p = spring.progress(atElapsed: time - start)
      return Transform2D(
        a: from.a + (to.a - from.a) * p, b: from.b + (to.b - from.b) * p,
        c: from.c + (to.c - from.c) * p, d: from.d + (to.d - from.d) * p,
        tx: from.tx + (to.tx - from.tx) * p, ty: from.ty + (to.ty - from.ty) * p)
    }

    var end: Double { start + spring.totalDuration }
  }

  /// An alpha fading from one value to another along UIKit's default ease-in-out curve.
  struct AlphaMotion {
    var from: Double
    var to: Double
    var start: Double
    var duration: Double
    /// Whether the view leaves its superview when the fade ends (`remove`).
    var detachesAtEnd: Bool

    func value(at time: Double) -> Double {
      if time <= start { return from }
      if duration <= 0 || time >= start + duration { return to }
      return from + (to - from) * Easing.easeInEaseOut.value(at: (time - start) / duration)
    }

    var end: Double { start + duration }
  }

  var key: String
  var role: OnboardingViewRole
  /// The bounds' size, in points.
  var size: Size
  /// Where the anchor point sits in the superview's coordinates (UIKit's `center`/`position`).
  var position: Point
  var anchorPoint: Point
  /// The superview's index, ``container`` or ``detached``.
  var superview = OnboardingViewRecord.detached
  /// The subviews, back to front.
  var subviews: [Int] = []
  /// The index among the superview's subviews; −1 when detached.
  var zIndex = -1
  /// Whether the chain of superviews reaches the container, kept by
  /// ``OnboardingConductor/attach(_:to:at:)`` and ``OnboardingConductor/detach(_:)`` so a frame
  /// does not walk it.
  var isInContainer = false
  /// The transform set last (a drag, a reset, the parallax), when no spring runs.
  var transform = Transform2D.identity
  var transformMotion: TransformMotion?
  var alpha = 1.0
  var alphaMotion: AlphaMotion?
  /// Whether the view floats (`floatingImages`).
  var floats = false
  /// Whether the view has the device-tilt effect (`motionImages`).
  var tilts = false
  /// Whether the view's transform is `translate(−x, 0)` (page texts and the dismiss button).
  var followsScroll = false

  init(key: String, role: OnboardingViewRole, size: Size, position: Point, anchorPoint: Point) {
    self.key = key
    self.role = role
    self.size = size
    self.position = position
    self.anchorPoint = anchorPoint
  }

  /// The untransformed frame: the bounds placed so the anchor point sits at ``position``.
  var frame: Rect {
    Rect(
      x: position.x - anchorPoint.x * size.width, y: position.y - anchorPoint.y * size.height,
      width: size.width, height: size.height)
  }

  // The two reads below are declared `mutating` though they change nothing: called on an
  // element of an array (held `inout`, or the conductor's property), they reach the record in
  // place. Non-mutating, every frame copied each view's record with its motions (some 400
  // bytes), 21% of an onboarding frame.

  /// The transform at `time` without floating, with the content offset `offset`.
  mutating func modelTransform(at time: Double, offset: Double) -> Transform2D {
    if followsScroll { return Transform2D(translationX: -offset, y: 0) }
    return transformMotion?.value(at: time) ?? transform
  }

  /// The alpha at `time`.
  mutating func alpha(at time: Double) -> Double {
    alphaMotion?.value(at: time) ?? alpha
  }
}
