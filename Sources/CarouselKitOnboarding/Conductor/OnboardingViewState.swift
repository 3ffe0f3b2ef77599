import CarouselKit

/// One view's state at the conductor's current time: what a host applies to its view.
///
/// As UIKit: ``frame`` is the untransformed frame in the superview's coordinates (the bounds
/// placed by the position of the anchor point), and ``transform`` applies about the
/// ``anchorPoint``. Alphas are the view's own; a host multiplies them down the hierarchy.
public struct OnboardingViewState: Hashable, Sendable {
  /// The view's key: the image's or custom view's key, `"skip"`, `"scrollView"`,
  /// `"pageControl"`, `"pageText<i>"`, `"dismissButton"`, or for an element's container the
  /// element's key (or `"elements[<i>]"`).
  public var key: String
  /// What the view is.
  public var role: OnboardingViewRole
  /// Whether the view has a superview.
  public var isAttached: Bool
  /// The index of the superview in ``OnboardingConductor/viewStates``, or `nil` when the view
  /// is in the container (or detached).
  public var superview: Int?
  /// The superview's key, or `nil` for the container (or when detached).
  public var superviewKey: String?
  /// The view's index among its superview's subviews, back to front; −1 when detached.
  public var zIndex: Int
  /// Whether the view is in the container through its chain of superviews (attached to a
  /// detached view, it is not shown).
  public var isInContainer: Bool
  /// The untransformed frame in the superview's coordinates, in points.
  public var frame: Rect
  /// The point of the bounds the view is placed and transformed by, as fractions of its size.
  public var anchorPoint: Point
  /// The transform about the anchor point.
  public var transform: Transform2D
  /// The view's own opacity, in 0…1.
  public var alpha: Double
  /// Whether the spec gives the view the device-tilt motion effect of ±15 pt (`motionImages`).
  public var tiltsWithDevice: Bool
  /// How far the device's tilt moves the view, in points.
  ///
  /// It is 15 pt times ``OnboardingConductor/deviceTilt`` on each axis for a view of
  /// `motionImages`, (0, 0) for any other. A host adds it to the frame's position when it
  /// draws, as UIKit's motion effect moves the presented view and not its frame.
  public var tiltOffset: Point = .zero

  /// Creates a state.
  public init(
    key: String, role: OnboardingViewRole, isAttached: Bool = false, superview: Int? = nil,
    superviewKey: String? = nil, zIndex: Int = -1, isInContainer: Bool = false,
    frame: Rect = .zero, anchorPoint: Point = Point(x: 0.5, y: 0.5),
    transform: Transform2D = .identity, alpha: Double = 1, tiltsWithDevice: Bool = false
  ) {
    self.key = key
    self.role = role
    self.isAttached = isAttached
    self.superview = superview
    self.superviewKey = superviewKey
    self.zIndex = zIndex
    self.isInContainer = isInContainer
    self.frame = frame
    self.anchorPoint = anchorPoint
    self.transform = transform
    self.alpha = alpha
    self.tiltsWithDevice = tiltsWithDevice
  }
}
