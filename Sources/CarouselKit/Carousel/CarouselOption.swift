/// The options a ``CarouselDelegate`` can override through
/// ``CarouselDelegate/carousel(_:valueFor:default:)``, with iCarousel's raw values (0…13).
///
/// Each is a number; flags are on when non-zero. The carousel asks on every layout, and the
/// transform options for every item on every frame, so an option can be animated.
public enum CarouselOption: Int, CaseIterable, Hashable, Sendable, CustomStringConvertible {
  /// Whether the carousel wraps; by default the circular types do.
  case wrap
  /// Whether items facing away are drawn; by default yes, except ``CarouselType/invertedCylinder``.
  case showBackfaces
  /// Multiplies drags (not momentum): 2 for cover flow, 1 otherwise.
  case offsetMultiplier
  /// How many items to load (truncated; may exceed the 30 cap).
  case visibleItems
  /// Circular types: positions on the circle (truncated).
  case count
  /// Circular types: the arc the items span, in radians (2π).
  case arc
  /// Rotary and cylinder: an item's absolute angle (`o/count·arc`); wheel: the angular step
  /// (`arc/count`), in radians.
  case angle
  /// Circular types: the radius, in points.
  case radius
  /// Cover flow: how far side items turn (0.9 of 90°); time machine: the sideways shift per
  /// item (0.3 item widths).
  case tilt
  /// Item spacing as a fraction of the item width (1; 0.25 for cover flow).
  case spacing
  /// Offsets below this fade (−∞; 0 for the inverted time machine), in items.
  case fadeMin
  /// Offsets above this fade (+∞; 0 for the time machine), in items.
  case fadeMax
  /// The distance over which fading completes, in items (1).
  case fadeRange
  /// The alpha fully faded items keep (0).
  case fadeMinAlpha

  /// Whether an infinite value means something for this option (no fade limit, an unbounded
  /// fade, "all items"); elsewhere infinities, like NaN, are ignored in favour of the default.
  public var acceptsInfinity: Bool {
    switch self {
    case .fadeMin, .fadeMax, .fadeRange, .visibleItems, .count: return true
    default: return false
    }
  }

  /// The option's name, as in iCarousel without the prefix (`"fadeMin"`).
  public var description: String {
    switch self {
    case .wrap: return "wrap"
    case .showBackfaces: return "showBackfaces"
    case .offsetMultiplier: return "offsetMultiplier"
    case .visibleItems: return "visibleItems"
    case .count: return "count"
    case .arc: return "arc"
    case .angle: return "angle"
    case .radius: return "radius"
    case .tilt: return "tilt"
    case .spacing: return "spacing"
    case .fadeMin: return "fadeMin"
    case .fadeMax: return "fadeMax"
    case .fadeRange: return "fadeRange"
    case .fadeMinAlpha: return "fadeMinAlpha"
    }
  }
}
