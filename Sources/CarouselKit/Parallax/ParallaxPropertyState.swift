/// One property of a parallax state: its value away from the centre, its curve and the part of
/// the progress it changes over.
///
/// At progress p the property is `value` interpolated toward the resting value by
/// `easing(rangeMap(p))`, where `rangeMap` is p for the range 0...1, and otherwise 0 at or below
/// the range's lower bound, 1 at or above its upper, and linear between (Parade's
/// `adjustedRangeProgress`): `0.6...1` means "only in the last 40 % before the centre".
public struct ParallaxPropertyState: Sendable, CustomStringConvertible {
  /// The property.
  public let property: ParallaxProperty
  /// Its value at progress 0 (far from the centre).
  public internal(set) var value: ParallaxValue
  /// The curve from the state's value (0) to the resting value (1) (``Easing/linear``).
  public internal(set) var easing: Easing = .linear
  /// The part of the progress over which the property changes (0...1).
  public internal(set) var range: ClosedRange<Double> = 0...1

  /// Creates a property state with the linear curve over the whole progress.
  public init(property: ParallaxProperty, value: ParallaxValue) {
    self.property = property
    self.value = value
  }

  /// Parade's range mapping of progress `p`.
  ///
  /// - Complexity: O(1).
  public func rangeProgress(_ p: Double) -> Double {
    Self.rangeProgress(p, lower: range.lowerBound, upper: range.upperBound)
  }

  /// ``rangeProgress(_:)`` over `lower...upper`.
  @inline(__always) static func rangeProgress(_ p: Double, lower: Double, upper: Double) -> Double {
    if lower == 0 && upper == 1 { return p }
    if p >= upper { return 1.0 }
    if p <= lower { return 0.0 }
    let boundingRange = upper - lower
    let boundingProgress = p - lower
    return boundingProgress / boundingRange
  }

  /// How far from the state's value toward the resting value the property is at progress `p`:
  /// the eased, range-mapped progress (unclamped, so Back and Elastic curves overshoot).
  ///
  /// - Complexity: O(1).
  public func fraction(at p: Double) -> Double {
    easing.value(at: rangeProgress(p))
  }

  public var description: String {
    "\(property) = \(value) (\(easing), \(range.lowerBound)...\(range.upperBound))"
  }
}
