/// What a walkthrough page's animation does to one of its subviews: the transform and alpha a
/// host applies to it.
public struct WalkthroughSubviewState: Hashable, Sendable {
  /// The subview's complete transform (it replaces any other, as BWWalkthrough's layer
  /// transforms did), about the subview's centre, in points.
  public var transform: Transform3D
  /// The subview's opacity, in [0, 1] (UIKit clamps the original's negative values to 0).
  public var alpha: Double

  /// Creates a state.
  public init(transform: Transform3D = .identity, alpha: Double = 1) {
    self.transform = transform
    self.alpha = alpha
  }

  /// A subview the animation leaves still: no transform, fully opaque.
  public static let still = WalkthroughSubviewState()
}
