import CarouselKit
import Foundation
import Testing

// CarouselLayout, iCarousel's twelve layouts as a pure value, against the closed forms of
// iCarousel 1.8.3's layout (`transformForItemViewWithOffset:` and its helpers) written out here: where an item goes and how it turns, its alpha,
// whether it hides, the circular count, and the option values it asks for.

/// The option values of one layout, resolved as iCarousel does (its option defaults per type), from the
/// values a delegate returns (`option` gets the option and its default).
struct SpecLayout {
  var type: CarouselType
  var w: Double
  var vertical: Bool
  var spacing: Double
  var count: Double
  var arc: Double
  var radius: Double
  /// Wheel types: the angle between items.
  var step: Double
  var tilt: Double
  var fadeMin: Double, fadeMax: Double, fadeRange: Double, fadeMinAlpha: Double
  var showBackfaces: Bool

  init(
    _ type: CarouselType, w: Double, vertical: Bool, length: Double, items: Int,
    option: (CarouselOption, Double) -> Double = { $1 }
  ) {
    self.type = type
    self.w = w
    self.vertical = vertical
    let coverFlow = type == .coverFlow || type == .coverFlow2
    let timeMachine = type == .timeMachine || type == .invertedTimeMachine
    count = Double(specCircularCount(type, w: w, length: length, items: items, option: option))
    spacing = option(.spacing, coverFlow ? 0.25 : 1)
    arc = 2 * .pi
    radius = 0
    step = 0
    if type.isCircular {
      arc = option(.arc, 2 * .pi)
      let half = w * spacing / 2
      switch type {
      case .rotary, .invertedRotary:
        radius = option(.radius, max(half, half / tan(arc / (2 * count))))
      case .cylinder, .invertedCylinder:
        radius = option(.radius, max(0.01, half / tan(arc / (2 * count))))
      default:  // the wheel's radius
        radius = option(.radius, w * spacing * count / arc)
        step = option(.angle, arc / count)
      }
    }
    tilt = coverFlow ? option(.tilt, 0.9) : timeMachine ? option(.tilt, 0.3) : 0
    fadeMin = option(.fadeMin, type == .invertedTimeMachine ? 0 : -.infinity)
    fadeMax = option(.fadeMax, type == .timeMachine ? 0 : .infinity)
    fadeRange = option(.fadeRange, 1)
    fadeMinAlpha = option(.fadeMinAlpha, 0)
    showBackfaces = option(.showBackfaces, type == .invertedCylinder ? 0 : 1) != 0
  }

  /// A translation along the axis and in depth.
  func along(_ a: Double, depth z: Double) -> Centre { vertical ? (0, a, z) : (a, 0, z) }

  /// The item's centre before projection, and its rotation (angle about a unit axis), if it turns.
  ///
  /// `angle` is a rotary or cylinder item's angle (the option's default: o/count·arc); `toggle`
  /// CoverFlow2's swing, `nil` for plain cover flow.
  func item(at o: Double, angle: Double? = nil, toggle g: Double? = nil) -> (
    centre: Centre, rotation: (angle: Double, axis: (Double, Double, Double))?
  ) {
    let theta = angle ?? o / count * arc
    switch type {
    case .linear:
      return (along(o * w * spacing, depth: 0), nil)
    case .rotary, .invertedRotary:
      let sign = type == .rotary ? 1.0 : -1.0
      let r = sign * radius
      let a = sign * theta
      return (along(r * sin(a), depth: r * cos(a) - r), nil)
    case .cylinder, .invertedCylinder:
      let sign = type == .cylinder ? 1.0 : -1.0
      let r = sign * radius
      let a = sign * theta
      let axis = vertical ? (-1.0, 0.0, 0.0) : (0.0, 1.0, 0.0)
      return (along((r + 0.01) * sin(a), depth: (r + 0.01) * cos(a) - r), (a, axis))
    case .wheel, .invertedWheel:
      let sign = type == .wheel ? 1.0 : -1.0
      let r = sign * radius
      let phi = sign * step
      let centre: Centre =
        vertical
        ? (r * cos(phi * o) - r, r * sin(phi * o), 0.01 * o)
        : (r * sin(phi * o), r - r * cos(phi * o), 0.01 * o)
      return (centre, (phi * o, (0, 0, 1)))
    case .coverFlow, .coverFlow2:
      var c = min(max(o, -1), 1)
      if type == .coverFlow2, let g {
        if g > 0 {
          c = o <= -0.5 ? -1 : o <= 0.5 ? -g : o <= 1.5 ? 1 - g : c
        } else {
          c = o > 0.5 ? 1 : o > -0.5 ? -g : o > -1.5 ? -1 - g : c
        }
      }
      let axis = vertical ? (-1.0, 0.0, 0.0) : (0.0, 1.0, 0.0)
      return (
        along((c * 0.5 * tilt + o * spacing) * w, depth: -abs(c) * w * 0.5),
        (-c * .pi / 2 * tilt, axis)
      )
    case .timeMachine, .invertedTimeMachine:
      let sign = type == .timeMachine ? 1.0 : -1.0
      let t = sign * tilt
      let p = sign * o
      return (along(p * w * t, depth: p * w * spacing), nil)
    case .custom:
      return ((0, 0, 0), nil)
    }
  }

  /// iCarousel's `alphaForItemWithOffset:`: 1 between fadeMin and fadeMax, falling to fadeMinAlpha over fadeRange beyond them.
  func alpha(at o: Double) -> Double {
    let f = o > fadeMax ? o - fadeMax : o < fadeMin ? fadeMin - o : 0
    return 1 - min(f, fadeRange) / fadeRange * (1 - fadeMinAlpha)
  }
}

/// iCarousel's `circularCarouselItemCount`: for the circular types `min(30, max(12, ceil(W/(sp·w))·π))` truncated, at most the item
/// count, then the count option truncated toward zero; for the others the item count.
func specCircularCount(
  _ type: CarouselType, w: Double, length: Double, items: Int,
  option: (CarouselOption, Double) -> Double = { $1 }
) -> Int {
  guard type.isCircular else { return items }
  let spacing = option(.spacing, 1)
  let count = Int(min(30, max(12, (length / (spacing * w)).rounded(.up) * .pi)))
  return Int(option(.count, Double(min(items, count))))
}

/// Core Animation's rotation matrix R(a, axis) for a unit axis, entry by entry, in Core Animation's
/// row-vector convention.
func specRotation(_ a: Double, _ axis: (Double, Double, Double)) -> [[Double]] {
  let (x, y, z) = axis
  let c = cos(a)
  let s = sin(a)
  let t = 1 - c
  return [
    [t * x * x + c, t * x * y + z * s, t * x * z - y * s],
    [t * x * y - z * s, t * y * y + c, t * y * z + x * s],
    [t * x * z + y * s, t * y * z - x * s, t * z * z + c],
  ]
}

/// Whether `transform` (with the identity base) puts an item at `centre` turned by `rotation`,
/// and with the −1/500 perspective base projects its centre where `projected(_:)` says.
func expectMatches(
  _ layout: CarouselLayout,
  _ spec: (centre: Centre, rotation: (angle: Double, axis: (Double, Double, Double))?),
  at o: Double, angle: Double? = nil, _ note: String,
  sourceLocation: SourceLocation = #_sourceLocation
) throws {
  let plain =
    angle.map { layout.transform(atOffset: o, angle: $0) } ?? layout.transform(atOffset: o)
  #expect(
    abs(plain.m41 - spec.centre.x) < pixelTolerance, "\(note): x", sourceLocation: sourceLocation)
  #expect(
    abs(plain.m42 - spec.centre.y) < pixelTolerance, "\(note): y", sourceLocation: sourceLocation)
  #expect(
    abs(plain.m43 - spec.centre.z) < pixelTolerance, "\(note): z", sourceLocation: sourceLocation)
  let rotation =
    spec.rotation.map { specRotation($0.angle, $0.axis) } ?? [[1, 0, 0], [0, 1, 0], [0, 0, 1]]
  let actual = [
    [plain.m11, plain.m12, plain.m13], [plain.m21, plain.m22, plain.m23],
    [plain.m31, plain.m32, plain.m33],
  ]
  for (row, expectedRow) in zip(actual, rotation) {
    for (entry, expected) in zip(row, expectedRow) {
      #expect(
        abs(entry - expected) < roundingTolerance, "\(note): rotation \(actual)",
        sourceLocation: sourceLocation)
    }
  }
  let base = Transform3D.perspective(-1.0 / 500)
  let seen =
    angle.map { layout.transform(atOffset: o, angle: $0, base: base) }
    ?? layout.transform(atOffset: o, base: base)
  guard 1 + spec.centre.z * (-1.0 / 500) > 0 else {  // at or behind the eye, 500 pt in front
    #expect(seen.project(.zero) == nil, "\(note): behind the eye", sourceLocation: sourceLocation)
    return
  }
  let point = try #require(seen.project(.zero), "\(note)", sourceLocation: sourceLocation)
  let want = projected(spec.centre)
  #expect(
    abs(point.x - want.x) < pixelTolerance && abs(point.y - want.y) < pixelTolerance,
    "\(note): \(point) vs \(want)",
    sourceLocation: sourceLocation)
}

/// Offsets an item can have: behind, beside and between items, either side of the centre.
let layoutOffsets = [-3.0, -1.7, -1, -0.6, -0.3, 0, 0.25, 0.5, 1, 1.45, 2, 4.2]

@Suite("CarouselLayout")
struct CarouselLayoutValueTests {
  @Test(
    "Every type, both axes, default options: the spec's centres, turns and projections",
    arguments: CarouselType.allCases, [false, true])
  func transforms(type: CarouselType, vertical: Bool) throws {
    let length = vertical ? 480.0 : 320
    let layout = CarouselLayout(
      type: type, itemWidth: 200, isVertical: vertical, viewportLength: length, itemCount: 20)
    let spec = SpecLayout(type, w: 200, vertical: vertical, length: length, items: 20)
    for o in layoutOffsets {
      try expectMatches(layout, spec.item(at: o), at: o, "\(type) vertical \(vertical) o \(o)")
    }
  }

  @Test(
    "Rotary and cylinder items take the angle they are given; other types ignore it",
    arguments: CarouselType.allCases, [false, true])
  func givenAngle(type: CarouselType, vertical: Bool) throws {
    let layout = CarouselLayout(
      type: type, itemWidth: 150, isVertical: vertical, viewportLength: 400, itemCount: 30)
    let spec = SpecLayout(type, w: 150, vertical: vertical, length: 400, items: 30)
    let takesAngle = [.rotary, .invertedRotary, .cylinder, .invertedCylinder].contains(type)
    for (o, angle) in [(1.0, 0.5), (-2.0, 0.5), (0.3, -1.2)] {
      try expectMatches(
        layout, spec.item(at: o, angle: takesAngle ? angle : nil), at: o, angle: angle,
        "\(type) vertical \(vertical) o \(o) angle \(angle)")
    }
  }

  @Test(
    "CoverFlow2 without a swing is cover flow; with swing g it follows iCarousel's CoverFlow2 rule",
    arguments: [false, true])
  func coverFlow2(vertical: Bool) throws {
    func layout(_ type: CarouselType, toggle: Double? = nil) -> CarouselLayout {
      CarouselLayout(
        type: type, itemWidth: 200, isVertical: vertical, viewportLength: 320, itemCount: 20,
        toggle: toggle)
    }
    let plain = layout(.coverFlow)
    let still = layout(.coverFlow2)
    for o in layoutOffsets {
      #expect(still.transform(atOffset: o) == plain.transform(atOffset: o), "o \(o)")
    }
    let spec = SpecLayout(.coverFlow2, w: 200, vertical: vertical, length: 320, items: 20)
    for g in [-1, -0.6, -0.25, 0, 0.25, 0.6, 1] {
      let swinging = layout(.coverFlow2, toggle: g)
      for o in layoutOffsets + [-1.5, -0.5, 1.5] {
        try expectMatches(
          swinging, spec.item(at: o, toggle: g), at: o, "g \(g) o \(o) vertical \(vertical)")
      }
    }
  }

  @Test(
    "Alpha is 1 − min(f, range)/range·(1 − minAlpha), f the distance past fadeMin or fadeMax",
    arguments: CarouselType.allCases)
  func alpha(type: CarouselType) {
    let defaults = CarouselLayout(type: type, itemWidth: 200, viewportLength: 320, itemCount: 20)
    let defaultSpec = SpecLayout(type, w: 200, vertical: false, length: 320, items: 20)
    let fades: [CarouselOption: Double] = [
      .fadeMin: -1.5, .fadeMax: 0.5, .fadeRange: 2, .fadeMinAlpha: 0.2,
    ]
    let option: (CarouselOption, Double) -> Double = { fades[$0] ?? $1 }
    let faded = CarouselLayout(
      type: type, itemWidth: 200, viewportLength: 320, itemCount: 20, option: option)
    let fadedSpec = SpecLayout(
      type, w: 200, vertical: false, length: 320, items: 20, option: option)
    for o in layoutOffsets + [-10, 10] {
      #expect(
        abs(defaults.alpha(atOffset: o) - defaultSpec.alpha(at: o)) < roundingTolerance,
        "\(type) o \(o)")
      #expect(
        abs(faded.alpha(atOffset: o) - fadedSpec.alpha(at: o)) < roundingTolerance, "\(type) o \(o)"
      )
    }
    // The time machine fades items in front over one item; its inverse those behind.
    if type == .timeMachine {
      #expect(defaults.alpha(atOffset: 0.25) == 0.75 && defaults.alpha(atOffset: -4) == 1)
    }
    if type == .invertedTimeMachine {
      #expect(defaults.alpha(atOffset: -0.25) == 0.75 && defaults.alpha(atOffset: 4) == 1)
    }
  }

  @Test(
    "An item hides when it faces away (m33 ≤ 0) and backfaces are not shown: only the inverted cylinder's by default",
    arguments: CarouselType.allCases)
  func hidden(type: CarouselType) {
    func transform(m33: Double) -> Transform3D {
      var elements = Transform3D.identity.elements
      elements[10] = m33  // m33, row-major
      return Transform3D(elements: elements)
    }
    for shown in [nil, 0.0, 1.0] {
      let layout = CarouselLayout(
        type: type, itemWidth: 200, viewportLength: 320, itemCount: 20,
        option: { $0 == .showBackfaces ? shown ?? $1 : $1 })
      let showsBackfaces = shown.map { $0 != 0 } ?? (type != .invertedCylinder)
      for m33 in [1, 0.25, 0, -0.25, -1.0] {
        #expect(
          layout.isHidden(withTransform: transform(m33: m33)) == !(showsBackfaces || m33 > 0),
          "\(type) \(m33)")
      }
    }
  }

  @Test(
    "The circular count is ceil(W/(sp·w))·π within 12…30, at most the items, then the count option",
    arguments: CarouselType.allCases)
  func circularCount(type: CarouselType) {
    for (length, w) in [(320.0, 200.0), (480, 200), (2000, 100), (320, 40), (320, 10), (0, 200)] {
      for items in [0, 1, 5, 12, 25, 100] {
        let count = CarouselLayout.circularCount(
          type: type, itemWidth: w, viewportLength: length, itemCount: items)
        let expected = specCircularCount(type, w: w, length: length, items: items)
        #expect(count == expected, "\(type) \(length)/\(w), \(items)")
        if type.isCircular {
          #expect(count <= min(30, items) && count >= min(12, items))
        } else {
          #expect(count == items)
        }
      }
    }
    // The option has the last word, truncated toward zero; only circular types ask for it.
    let nine = CarouselLayout.circularCount(
      type: type, itemWidth: 200, viewportLength: 320, itemCount: 20,
      option: { $0 == .count ? 9.9 : $1 })
    #expect(nine == (type.isCircular ? 9 : 20))
  }

  /// The options each type asks for, in the order `CarouselLayout.init` documents (spacing,
  /// count, arc, radius, angle, tilt, then the fades and backfaces; the circular count asks for
  /// the spacing first, as iCarousel's `circularCarouselItemCount` does).
  static func askedOptions(_ type: CarouselType) -> [CarouselOption] {
    var options: [CarouselOption]
    switch type {
    case .rotary, .invertedRotary, .cylinder, .invertedCylinder:
      options = [.spacing, .count, .spacing, .arc, .radius]
    case .wheel, .invertedWheel: options = [.spacing, .count, .spacing, .arc, .radius, .angle]
    case .coverFlow, .coverFlow2, .timeMachine, .invertedTimeMachine: options = [.spacing, .tilt]
    case .linear, .custom: options = [.spacing]
    }
    return options + [.fadeMin, .fadeMax, .fadeRange, .fadeMinAlpha, .showBackfaces]
  }

  @Test(
    "The option closure is asked once per option, in order, with the spec's defaults, and its values are used",
    arguments: CarouselType.allCases, [false, true])
  func options(type: CarouselType, overridesShape: Bool) throws {
    // Values a delegate might return; with `overridesShape` the radius and wheel step too,
    // otherwise their defaults, which follow from the spacing, count and arc given.
    var values: [CarouselOption: Double] = [
      .spacing: 1.3, .count: 9.7, .arc: 1.5 * .pi, .tilt: 0.4, .fadeMin: -2, .fadeMax: 1.5,
      .fadeRange: 3,
      .fadeMinAlpha: 0.1, .showBackfaces: 0,
    ]
    if overridesShape {
      values[.radius] = 333
      values[.angle] = 0.3
    }
    var asked: [(option: CarouselOption, default: Double)] = []
    let layout = CarouselLayout(
      type: type, itemWidth: 180, isVertical: overridesShape, viewportLength: 500, itemCount: 40,
      option: { option, value in
        asked.append((option, value))
        return values[option] ?? value
      })
    #expect(asked.map(\.option) == Self.askedOptions(type), "\(type)")
    var expectedDefaults: [(option: CarouselOption, default: Double)] = []
    let spec = SpecLayout(type, w: 180, vertical: overridesShape, length: 500, items: 40) {
      option, value in
      expectedDefaults.append((option, value))
      return values[option] ?? value
    }
    #expect(asked.map(\.option) == expectedDefaults.map(\.option), "\(type)")
    for (got, want) in zip(asked, expectedDefaults) {
      let agrees =
        got.default == want.default || abs(got.default - want.default) < roundingTolerance
      #expect(agrees, "\(type) \(got.option): \(got.default) vs \(want.default)")
    }
    for o in layoutOffsets {
      try expectMatches(layout, spec.item(at: o), at: o, "\(type) o \(o)")
      #expect(
        abs(layout.alpha(atOffset: o) - spec.alpha(at: o)) < roundingTolerance, "\(type) o \(o)")
    }
    if type.isCircular { #expect(layout.count == 9) }  // 9.7 truncated
    // backfaces off
    #expect(layout.isHidden(withTransform: .init(rotationAngle: .pi, x: 0, y: 1, z: 0)))
  }

  @Test("iCarousel's constants")
  func constants() {
    #expect(CarouselLayout.depthNudge == 0.01)  // a cylinder's front item, the wheel's spacing
    // the circle's bounds, MAX_VISIBLE_ITEMS
    #expect(CarouselLayout.minimumCircularCount == 12 && CarouselLayout.maximumVisibleItems == 30)
    // iCarousel's defaults
    #expect(CarouselLayout.coverFlowSpacing == 0.25 && CarouselLayout.coverFlowTilt == 0.9)
    #expect(CarouselLayout.timeMachineTilt == 0.3)
  }

  @Test(
    "A carousel's items carry the pure layout's transforms for the same inputs",
    arguments: CarouselType.allCases, [false, true])
  func carouselUsesTheLayout(type: CarouselType, vertical: Bool) throws {
    let (carousel, _, _, _) = makeCarousel(type, count: 20)
    carousel.configuration.isVertical = vertical
    for s in [0.0, 2.5, 7.75, 19] {
      carousel.scrollOffset = s
      // CoverFlow2 swings after the jump changed the index, except past the last item's start.
      let swings = type == .coverFlow2 && carousel.scrollOffset < 19
      let layout = CarouselLayout(
        type: type, itemWidth: 200, isVertical: vertical, viewportLength: vertical ? 480 : 320,
        itemCount: 20,
        toggle: swings ? carousel.toggle : nil)
      #expect(!carousel.items.isEmpty)
      for item in carousel.items {
        let expected = layout.transform(atOffset: item.offset, base: .perspective(-1.0 / 500))
        #expect(
          item.transform.isApproximatelyEqual(to: expected, tolerance: roundingTolerance),
          "\(type) s \(s) o \(item.offset)")
        #expect(item.alpha == layout.alpha(atOffset: item.offset))
        #expect(item.isHidden == layout.isHidden(withTransform: item.transform))
      }
    }
  }
}
