/// A scroll policy stored as a value the compiler can see: one of the built-in physics — or,
/// outside Embedded Swift, a policy of your own — without an existential box.
///
/// A ``ScrollEngine/Configuration`` keeps its physics as one of these; make one from any policy
/// with ``init(_:)``.
public enum AnyScrollPhysics: ScrollPhysics, CustomStringConvertible {
  /// iCarousel's momentum and eased snaps.
  case momentum(MomentumPhysics)
  /// UIScrollView's decay and springs.
  case decay(DecayPhysics)
  #if !hasFeature(Embedded)
    /// A policy of your own (not in Embedded Swift, which has no `any ScrollPhysics`).
    case custom(any ScrollPhysics)
  #endif

  /// The policy as a value: a built-in one as its case, your own as ``custom(_:)``.
  public init(_ physics: some ScrollPhysics) {
    self = physics.anyPhysics
  }

  public var anyPhysics: AnyScrollPhysics { self }

  public func releaseMotion(in context: ScrollContext) -> ScrollMotion? {
    switch self {
    case .momentum(let physics): return physics.releaseMotion(in: context)
    case .decay(let physics): return physics.releaseMotion(in: context)
    #if !hasFeature(Embedded)
      case .custom(let physics): return physics.releaseMotion(in: context)
    #endif
    }
  }

  public func settleMotion(in context: ScrollContext) -> ScrollMotion? {
    switch self {
    case .momentum(let physics): return physics.settleMotion(in: context)
    case .decay(let physics): return physics.settleMotion(in: context)
    #if !hasFeature(Embedded)
      case .custom(let physics): return physics.settleMotion(in: context)
    #endif
    }
  }

  public var description: String {
    switch self {
    case .momentum(let physics): return physics.description
    case .decay(let physics): return physics.description
    #if !hasFeature(Embedded)
      case .custom(let physics): return "\(physics)"
    #endif
    }
  }
}

extension MomentumPhysics {
  public var anyPhysics: AnyScrollPhysics { .momentum(self) }
}

extension DecayPhysics {
  public var anyPhysics: AnyScrollPhysics { .decay(self) }
}
