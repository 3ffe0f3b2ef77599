import CarouselKit
import CarouselKitTesting
import Foundation
import Testing

// The carousel's own rounding, which replaces `rounded()` on its hot path: it must agree with
// C's `round` (halves away from zero, as iCarousel rounds) everywhere.

@Suite("Finite arithmetic")
struct FiniteArithmeticTests {
  /// The values where `roundedHalfAwayFromZero` differs from `rounded()`, NaN matching NaN and
  /// zeros matching only with the same sign (−0.3 rounds to −0).
  static func mismatches(_ values: some Sequence<Double>) -> [Double] {
    values.filter { x in
      let mine = roundedHalfAwayFromZero(x)
      let reference = x.rounded()
      return
        !((mine == reference && mine.sign == reference.sign) || (mine.isNaN && reference.isNaN))
    }
  }

  @Test("Seeded random doubles of every magnitude round as rounded() does")
  func randomDoubles() {
    var generator = seeded(0x5EED_0F_0ADD)
    // Random bit patterns: every exponent, subnormals, infinities and NaNs, both signs.
    let patterns = (0..<100_000).map { _ in Double(bitPattern: generator.next()) }
    #expect(Self.mismatches(patterns).isEmpty, "\(Self.mismatches(patterns).prefix(5))")
    // Random values between 2⁻⁴ and 2⁶⁰, where rounding does something, and around 2⁵², where
    // doubles stop having fractions.
    let scaled = (0..<100_000).map { _ in
      let exponent = Double(generator.next() % 64) - 4
      return (generator.nextUnitInterval() * 2 - 1) * pow(2, exponent)
    }
    #expect(Self.mismatches(scaled).isEmpty, "\(Self.mismatches(scaled).prefix(5))")
    let nearTwo52 = (0..<10_000).map { _ in
      (generator.nextUnitInterval() * 2 - 1) * 4_503_599_627_370_496
        * (1 + generator.nextUnitInterval())
    }
    #expect(Self.mismatches(nearTwo52).isEmpty, "\(Self.mismatches(nearTwo52).prefix(5))")
  }

  @Test("Halves go away from zero; the doubles either side of them go to the nearer whole number")
  func halves() {
    var halves: [Double] = []
    for k in -100_000...100_000 {
      let half = Double(k) + 0.5
      halves += [half, half.nextUp, half.nextDown, -half]
    }
    let largest = 4_503_599_627_370_495.5  // the largest half: 2⁵² − ½
    halves += [
      0.5, -0.5, 0.49999999999999994, -0.49999999999999994, largest, -largest, largest.nextDown,
    ]
    #expect(Self.mismatches(halves).isEmpty, "\(Self.mismatches(halves).prefix(5))")
    #expect(roundedHalfAwayFromZero(2.5) == 3 && roundedHalfAwayFromZero(-2.5) == -3)
    #expect(roundedHalfAwayFromZero(0.49999999999999994) == 0)  // the double just below ½
    #expect(roundedHalfAwayFromZero(largest) == 4_503_599_627_370_496)
  }

  @Test("Zeros, whole numbers, huge values and infinities stay as they are; NaN stays NaN")
  func specialValues() {
    let special: [Double] = [
      0, -0.0, 1, -1, 4_503_599_627_370_496, -4_503_599_627_370_496, 9_007_199_254_740_994, 1e300,
      -1e300,
      .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .leastNonzeroMagnitude,
      -.leastNonzeroMagnitude,
      .leastNormalMagnitude, .infinity, -.infinity, .nan, -.nan, .signalingNaN,
    ]
    #expect(Self.mismatches(special).isEmpty, "\(Self.mismatches(special))")
    #expect(
      roundedHalfAwayFromZero(.infinity) == .infinity
        && roundedHalfAwayFromZero(-.infinity) == -.infinity)
    #expect(roundedHalfAwayFromZero(.nan).isNaN && roundedHalfAwayFromZero(.signalingNaN).isNaN)
    #expect(roundedHalfAwayFromZero(1e300) == 1e300)
  }
}
