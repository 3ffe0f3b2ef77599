// Arithmetic that stays finite and exact at the ends of the Double range, shared by the engine,
// the snap grid and the carousel (`package` access: the other modules and the tests use it too).

extension Double {
  /// The value with an overflow to ±infinity brought back to the largest finite magnitude;
  /// finite values and NaN are unchanged.
  package var clampedToFinite: Double {
    Swift.min(Swift.max(self, -.greatestFiniteMagnitude), .greatestFiniteMagnitude)
  }
}

/// `value` modulo `period`, in `0 ..< period`: exact at any magnitude, where
/// `value − floor(value / period) · period` is not. (Adding the period to a tiny negative
/// remainder can round up to the period itself, which counts as 0.)
package func wrappedRemainder(_ value: Double, period: Double) -> Double {
  var remainder = value.truncatingRemainder(dividingBy: period)
  if remainder < 0 { remainder += period }
  return remainder < period ? remainder : 0
}

/// `value` rounded to the nearest whole number, halves away from zero: `value.rounded()`, without
/// the call into the C library that `rounded()` makes on a baseline x86-64 build (a frame rounds
/// the offset several times, and a search for an index change dozens).
///
/// Exact: below 2⁵² the difference from the truncated value is exact, and from 2⁵² up every
/// `Double` is whole. Signed zeros match `rounded()` too.
@inline(__always)
package func roundedHalfAwayFromZero(_ value: Double) -> Double {
  guard abs(value) < 4_503_599_627_370_496 else { return value }  // 2⁵², NaN and infinities
  // −0.3 gives −0, as rounded()
  let truncated = Double(signOf: value, magnitudeOf: Double(Int64(value)))
  let fraction = value - truncated
  return fraction >= 0.5 ? truncated + 1 : fraction <= -0.5 ? truncated - 1 : truncated
}

/// A whole-number `Double` as an `Int`, kept within ±2⁵³ (where a `Double` still counts whole
/// numbers) and 0 for NaN, so far-off positions give a far index rather than a trap.
package func wholeIndex(_ value: Double) -> Int {
  let limit = 9_007_199_254_740_992.0
  return value.isNaN ? 0 : Int(min(max(value, -limit), limit))
}
