/// The twelve layouts of iCarousel, with its raw values (0…11).
public enum CarouselType: Int, CaseIterable, Hashable, Sendable, CustomStringConvertible {
  /// Items side by side along the axis.
  case linear
  /// Items on a ring seen from outside, always facing the viewer; side items recede.
  case rotary
  /// A ring seen from inside: side items come forward.
  case invertedRotary
  /// Items on the outside of a cylinder, each facing outward.
  case cylinder
  /// Items on the inside of a cylinder (backfaces hidden by default).
  case invertedCylinder
  /// Items on a wheel whose hub is below (or left of) the centre, rotated in the plane.
  case wheel
  /// A wheel whose hub is above (or right of) the centre.
  case invertedWheel
  /// Apple's Cover Flow: the centre item flat, side items turned toward it and pushed back.
  case coverFlow
  /// Cover Flow whose centre item swings flat as the index changes (the `toggle` animation).
  case coverFlow2
  /// A stack receding into the distance, the front items fading out.
  case timeMachine
  /// A stack coming toward the viewer.
  case invertedTimeMachine
  /// Transforms from ``CarouselDelegate/carousel(_:itemTransformForOffset:baseTransform:)``.
  case custom

  /// Whether the type wraps unless ``CarouselOption/wrap`` says otherwise: the circular types.
  public var wrapsByDefault: Bool { isCircular }

  /// Rotary, cylinder and wheel types and their inverted forms.
  public var isCircular: Bool {
    switch self {
    case .rotary, .invertedRotary, .cylinder, .invertedCylinder, .wheel, .invertedWheel: return true
    default: return false
    }
  }

  /// The default drag multiplier: 2 for the cover-flow types, 1 for the rest.
  public var defaultOffsetMultiplier: Double { self == .coverFlow || self == .coverFlow2 ? 2 : 1 }

  /// The name the `carousel` command uses (`"coverFlow"`).
  public var description: String {
    switch self {
    case .linear: return "linear"
    case .rotary: return "rotary"
    case .invertedRotary: return "invertedRotary"
    case .cylinder: return "cylinder"
    case .invertedCylinder: return "invertedCylinder"
    case .wheel: return "wheel"
    case .invertedWheel: return "invertedWheel"
    case .coverFlow: return "coverFlow"
    case .coverFlow2: return "coverFlow2"
    case .timeMachine: return "timeMachine"
    case .invertedTimeMachine: return "invertedTimeMachine"
    case .custom: return "custom"
    }
  }

  /// The type with the given ``description``, or `nil`.
  public init?(name: String) {
    guard let type = Self.allCases.first(where: { $0.description == name }) else { return nil }
    self = type
  }
}
