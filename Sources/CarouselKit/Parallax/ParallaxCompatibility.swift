/// How a ``ParallaxAnimator`` treats the places where Parade is wrong (its known bugs), and how
/// it interpolates affine transforms.
///
/// The defaults fix Parade's bugs; ``original`` reproduces Parade for content tuned against it.
public struct ParallaxCompatibility: Hashable, Sendable {
  /// Where an interpolated rectangle's origin comes from.
  public enum RectOrigins: String, Hashable, Sendable {
    /// The origin moves from the state's to the resting one, like the size (the default).
    case interpolated
    /// Parade: the origin is always the resting one; only the size moves.
    case snapshot
  }

  /// What a second value for the same property in one state does.
  public enum RepeatedValues: String, Hashable, Sendable {
    /// The last value set is the one used, as with any Swift setter (the default).
    case lastWins
    /// Parade: the first value stays and the second is silently ignored; easing and range
    /// calls chained on the second still change the property.
    case firstWins
  }

  /// How 2D affine transforms are interpolated.
  public enum AffineInterpolation: String, Hashable, Sendable {
    /// Entry by entry, as Parade (the default): a rotation shrinks and shears half-way (a
    /// 90° turn passes through a scale of √½).
    case componentWise
    /// Taken apart into scale, rotation, shear and translation, each interpolated, the angle
    /// the short way round: a rotation stays rigid.
    case rigid
  }

  /// Where a rectangle's origin comes from (``RectOrigins/interpolated``).
  public var rectOrigins: RectOrigins
  /// Whether ``ParallaxStateMaker/size(_:)`` sets ``ParallaxProperty/bounds`` to a rectangle
  /// at the origin, as Parade did, so that size and bounds share one property (false: size is
  /// its own property and leaves the origin alone).
  public var sizeSharesBoundsKey: Bool
  /// What a second value for one property in one state does (``RepeatedValues/lastWins``).
  public var repeatedValues: RepeatedValues
  /// Whether a property that only the other state sets is held at its resting value (true).
  ///
  /// Parade (false) leaves it at whatever the other side last wrote: an element whose end
  /// state fades it out comes back from below, or sits at the centre, still faded.
  public var restsPropertiesOfTheOtherState: Bool
  /// How affine transforms are interpolated (``AffineInterpolation/componentWise``, Parade's).
  public var affineInterpolation: AffineInterpolation

  /// Creates switches; the defaults fix Parade's bugs and interpolate affine transforms as
  /// Parade does.
  public init(
    rectOrigins: RectOrigins = .interpolated, sizeSharesBoundsKey: Bool = false,
    repeatedValues: RepeatedValues = .lastWins, restsPropertiesOfTheOtherState: Bool = true,
    affineInterpolation: AffineInterpolation = .componentWise
  ) {
    self.rectOrigins = rectOrigins
    self.sizeSharesBoundsKey = sizeSharesBoundsKey
    self.repeatedValues = repeatedValues
    self.restsPropertiesOfTheOtherState = restsPropertiesOfTheOtherState
    self.affineInterpolation = affineInterpolation
  }

  /// Parade's behaviour throughout: fixed rectangle origins, `size` sharing `bounds`' key, the
  /// first value winning, properties of the other state left where they were.
  public static let original = ParallaxCompatibility(
    rectOrigins: .snapshot, sizeSharesBoundsKey: true, repeatedValues: .firstWins,
    restsPropertiesOfTheOtherState: false, affineInterpolation: .componentWise)
}
