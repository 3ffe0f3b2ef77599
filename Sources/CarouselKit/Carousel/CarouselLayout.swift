/// iCarousel's twelve layouts as a pure function: where an item `offset` items from the centre
/// goes, how opaque it is, and whether it shows its back.
///
/// A layout is a value: the type, the axis, the item width and the option values (spacing,
/// arc, count, radius, angle, tilt, fades, backfaces) resolved once, plus CoverFlow2's swing.
/// ``transform(atOffset:base:)`` and ``alpha(atOffset:)`` read nothing else, so the same inputs
/// always give the same outputs. A ``Carousel`` builds one each frame from its properties and its
/// delegate's option values; a host can build one to draw a carousel's items without a carousel.
///
///     let layout = CarouselLayout(type: .coverFlow, itemWidth: 200, viewportLength: 320, itemCount: 20)
///     let side = layout.transform(atOffset: 1, base: .perspective(-1.0 / 500))
///     // turned 0.9 × 90° about y, 0.5 × 200 pt back, (0.5 × 0.9 + 0.25) × 200 pt to the right
///
/// The formulas are iCarousel 1.8.3's (`transformForItemViewWithOffset:`): items are moved by
/// operations applied to the item before the base transform, with Core Animation's conventions
/// (see ``Transform3D``). ``CarouselType/custom`` has no formula of its own: it returns the base,
/// and a carousel asks its delegate instead.
public struct CarouselLayout: Hashable, Sendable {
  /// The layout.
  public var type: CarouselType
  /// The item's extent along the axis, in points.
  public var itemWidth: Double
  /// Whether items are laid out vertically.
  public var isVertical: Bool
  /// Item spacing as a fraction of the item width (``CarouselOption/spacing``).
  public var spacing: Double
  /// Circular types: the arc the items span, in radians (``CarouselOption/arc``).
  public var arc: Double
  /// Circular types: the positions on the circle (``CarouselOption/count``).
  public var count: Int
  /// Circular types: the radius, in points (``CarouselOption/radius``).
  public var radius: Double
  /// Wheel types: the angle between neighbouring items, in radians (``CarouselOption/angle``).
  ///
  /// Rotary and cylinder types take an item's whole angle per item instead: see
  /// ``transform(atOffset:angle:base:)``.
  public var angleStep: Double
  /// Cover flow: how far side items turn, as a fraction of 90°; time machine: the sideways shift
  /// per item, as a fraction of the item width (``CarouselOption/tilt``).
  public var tilt: Double
  /// Offsets below this fade, in items (``CarouselOption/fadeMin``).
  public var fadeMin: Double
  /// Offsets above this fade, in items (``CarouselOption/fadeMax``).
  public var fadeMax: Double
  /// The distance over which fading completes, in items (``CarouselOption/fadeRange``).
  public var fadeRange: Double
  /// The alpha of fully faded items, in [0, 1] (``CarouselOption/fadeMinAlpha``).
  public var fadeMinAlpha: Double
  /// Whether items facing away are drawn (``CarouselOption/showBackfaces``).
  public var showsBackfaces: Bool
  /// CoverFlow2's swing `g` in [−1, 1] (``Carousel/toggle``), or `nil` when CoverFlow2 looks like
  /// plain cover flow, as it does during momentum, animations after a flick, autoscroll and past an
  /// end.
  ///
  /// Only ``CarouselType/coverFlow2`` reads it.
  public var toggle: Double?

  /// The layout with iCarousel's option values for `type`, each passed through `option` (which
  /// receives the option and its default and returns the value to use, as a carousel delegate's
  /// `carousel(_:valueFor:default:)` does), once each, in this order: spacing, count, arc,
  /// radius, angle, tilt, then the fades and backfaces. (iCarousel asks again for every item and
  /// asks cover flow's tilt before its spacing; only a delegate with side effects can tell.)
  ///
  /// - Parameters:
  ///   - type: The layout.
  ///   - itemWidth: The item's extent along the axis, in points.
  ///   - isVertical: Whether items are laid out vertically.
  ///   - viewportLength: The viewport's extent along the axis, in points: it sets how many
  ///     positions a circular type has.
  ///   - itemCount: Items plus shown placeholders: a circular type never has more positions.
  ///   - toggle: CoverFlow2's swing, or `nil` for plain cover flow.
  ///   - option: The value to use for an option, given its default.
  /// - Complexity: O(1)
  public init(
    type: CarouselType, itemWidth: Double, isVertical: Bool = false, viewportLength: Double,
    itemCount: Int,
    toggle: Double? = nil, option: (CarouselOption, Double) -> Double = { $1 }
  ) {
    self.type = type
    self.itemWidth = itemWidth
    self.isVertical = isVertical
    self.toggle = toggle
    let w = itemWidth
    count = Self.circularCount(
      type: type, itemWidth: w, viewportLength: viewportLength, itemCount: itemCount, option: option
    )
    spacing = option(
      .spacing, type == .coverFlow || type == .coverFlow2 ? Self.coverFlowSpacing : 1)
    arc = 2 * .pi
    radius = 0
    angleStep = 0
    if type.isCircular {
      arc = option(.arc, 2 * .pi)
      let positions = Double(max(count, 1))
      switch type {
      case .rotary, .invertedRotary:
        radius = option(
          .radius, max(w * spacing / 2, w * spacing / 2 / libmTan(arc / 2 / positions)))
      case .cylinder, .invertedCylinder:
        radius = option(
          .radius, max(Self.depthNudge, w * spacing / 2 / libmTan(arc / 2 / positions)))
      default:
        radius = option(.radius, w * spacing * positions / arc)
        angleStep = option(.angle, arc / positions)
      }
    }
    switch type {
    case .coverFlow, .coverFlow2: tilt = option(.tilt, Self.coverFlowTilt)
    case .timeMachine, .invertedTimeMachine: tilt = option(.tilt, Self.timeMachineTilt)
    default: tilt = 0
    }
    fadeMin = option(.fadeMin, type == .invertedTimeMachine ? 0 : -.infinity)
    fadeMax = option(.fadeMax, type == .timeMachine ? 0 : .infinity)
    fadeRange = option(.fadeRange, 1)
    fadeMinAlpha = option(.fadeMinAlpha, 0)
    showsBackfaces = option(.showBackfaces, type == .invertedCylinder ? 0 : 1) != 0
  }

  // MARK: - iCarousel's constants

  /// The z offsets iCarousel adds only to order items, in points: a cylinder's front item sits
  /// this far in front of the axis (and its radius is at least this), and wheel items are this
  /// far apart per item of offset.
  public static var depthNudge: Double { 0.01 }
  /// The fewest positions on a circular type's circle (iCarousel's 12).
  public static var minimumCircularCount: Int { 12 }
  /// The most positions on a circular type's circle, and the most items iCarousel loads on iOS
  /// (`MAX_VISIBLE_ITEMS`, 30).
  public static var maximumVisibleItems: Int { 30 }
  /// Cover flow's default spacing: a quarter of the item width.
  public static var coverFlowSpacing: Double { 0.25 }
  /// Cover flow's default tilt: side items turn 0.9 × 90°.
  public static var coverFlowTilt: Double { 0.9 }
  /// The time machine's default tilt: 0.3 item widths sideways per item.
  public static var timeMachineTilt: Double { 0.3 }

  /// iCarousel's circular count: for the circular types, `ceil(W / (spacing·w))·π` between 12
  /// and 30 positions, no more than `itemCount`, then ``CarouselOption/count`` (truncated); for
  /// the others `itemCount`.
  ///
  /// - Complexity: O(1)
  public static func circularCount(
    type: CarouselType, itemWidth: Double, viewportLength: Double, itemCount: Int,
    option: (CarouselOption, Double) -> Double = { $1 }
  ) -> Int {
    guard type.isCircular else { return itemCount }
    let spacing = option(.spacing, 1)
    var count = (viewportLength / (spacing * itemWidth)).rounded(.up) * Double.pi
    // No viewport and no item width (0 / 0) leave no count: iCarousel's `MIN` then takes its
    // maximum.
    if count.isNaN { count = Double(maximumVisibleItems) }
    count = min(Double(maximumVisibleItems), max(Double(minimumCircularCount), count))
    return truncatedCount(option(.count, Double(min(itemCount, Int(count)))))
  }

  /// An option value as a count, as iCarousel truncates it: toward zero, within `Int32`.
  static func truncatedCount(_ value: Double) -> Int {
    guard value.isFinite else { return value > 0 ? Int(Int32.max) : 0 }
    return Int(max(min(value, Double(Int32.max)), Double(Int32.min)))
  }

  // MARK: - The function

  /// The transform of an item `offset` items from the centre, before `base` (iCarousel's base is
  /// the viewpoint shift followed by the perspective, ``Transform3D/perspective(_:)``).
  ///
  /// Rotary and cylinder items are at the angle `offset / count · arc`.
  ///
  /// - Complexity: O(1)
  @inline(__always)
  public func transform(atOffset offset: Double, base: Transform3D = .identity) -> Transform3D {
    transform(atOffset: offset, angle: offset / Double(max(count, 1)) * arc, base: base)
  }

  /// The transform of an item `offset` items from the centre, before `base`, with a rotary or
  /// cylinder item at `angle` radians (the value ``CarouselOption/angle`` overrides).
  ///
  /// Other types ignore `angle`.
  ///
  /// - Complexity: O(1)
  @inline(__always)
  public func transform(atOffset offset: Double, angle: Double, base: Transform3D = .identity)
    -> Transform3D
  {
    let w = itemWidth
    switch type {
    case .linear:
      let shift = offset * w * spacing
      return isVertical
        ? base.translatedBy(x: 0, y: shift, z: 0) : base.translatedBy(x: shift, y: 0, z: 0)

    case .rotary, .invertedRotary:
      let inverted = type == .invertedRotary
      let r = inverted ? -radius : radius
      let a = inverted ? -angle : angle
      let along = r * libmSin(a)
      let depth = r * libmCos(a) - r
      return isVertical
        ? base.translatedBy(x: 0, y: along, z: depth) : base.translatedBy(x: along, y: 0, z: depth)

    case .cylinder, .invertedCylinder:
      let inverted = type == .invertedCylinder
      let r = inverted ? -radius : radius
      let a = inverted ? -angle : angle
      let axis = isVertical ? (x: -1.0, y: 0.0) : (x: 0.0, y: 1.0)
      return base.translatedBy(x: 0, y: 0, z: -r)
        .rotated(by: a, x: axis.x, y: axis.y, z: 0)
        .translatedBy(x: 0, y: 0, z: r + Self.depthNudge)

    case .wheel, .invertedWheel:
      let inverted = type == .invertedWheel
      let r = inverted ? -radius : radius
      let step = inverted ? -angleStep : angleStep
      let z = offset * Self.depthNudge
      if isVertical {
        return base.translatedBy(x: -r, y: 0, z: 0).rotated(by: step * offset, x: 0, y: 0, z: 1)
          .translatedBy(x: r, y: 0, z: z)
      }
      return base.translatedBy(x: 0, y: r, z: 0).rotated(by: step * offset, x: 0, y: 0, z: 1)
        .translatedBy(x: 0, y: -r, z: z)

    case .coverFlow, .coverFlow2:
      let clamped = coverFlowClamp(offset)
      let along = (clamped * 0.5 * tilt + offset * spacing) * w
      let depth = -abs(clamped) * w * 0.5
      let turn = -clamped * .pi / 2 * tilt
      if isVertical {
        return base.translatedBy(x: 0, y: along, z: depth).rotated(by: turn, x: -1, y: 0, z: 0)
      }
      return base.translatedBy(x: along, y: 0, z: depth).rotated(by: turn, x: 0, y: 1, z: 0)

    case .timeMachine, .invertedTimeMachine:
      let inverted = type == .invertedTimeMachine
      let t = inverted ? -tilt : tilt
      let o = inverted ? -offset : offset
      return isVertical
        ? base.translatedBy(x: 0, y: o * w * t, z: o * w * spacing)
        : base.translatedBy(x: o * w * t, y: 0, z: o * w * spacing)

    case .custom:
      return base
    }
  }

  /// Cover flow's clamped offset `c`; CoverFlow2 swings the centre item with ``toggle``.
  func coverFlowClamp(_ offset: Double) -> Double {
    let clamped = min(max(offset, -1), 1)
    guard type == .coverFlow2, let g = toggle else { return clamped }
    if g > 0 {
      if offset <= -0.5 { return -1 }
      if offset <= 0.5 { return -g }
      if offset <= 1.5 { return 1 - g }
    } else {
      if offset > 0.5 { return 1 }
      if offset > -0.5 { return -g }
      if offset > -1.5 { return -1 - g }
    }
    return clamped
  }

  /// The alpha of an item `offset` items from the centre: 1 between ``fadeMin`` and ``fadeMax``,
  /// falling linearly to ``fadeMinAlpha`` over ``fadeRange`` items beyond them.
  ///
  /// A fade range of 0 (a division by zero in iCarousel) fades at once.
  ///
  /// - Complexity: O(1)
  @inline(__always)
  public func alpha(atOffset offset: Double) -> Double {
    let beyond = offset > fadeMax ? offset - fadeMax : offset < fadeMin ? fadeMin - offset : 0
    guard fadeRange > 0 else { return beyond > 0 ? fadeMinAlpha : 1 }
    return 1 - min(beyond, fadeRange) / fadeRange * (1 - fadeMinAlpha)
  }

  /// Whether some offset fades to nothing (a finite ``fadeMin`` or ``fadeMax``): a window then
  /// leaves out the items it would not show.
  var culls: Bool { fadeMin != -.infinity || fadeMax != .infinity }

  /// Whether an item with this complete transform is hidden: it faces away (`m33 ≤ 0`) and
  /// backfaces are not shown.
  ///
  /// - Complexity: O(1)
  public func isHidden(withTransform transform: Transform3D) -> Bool {
    !(showsBackfaces || transform.m33 > 0)
  }
}
