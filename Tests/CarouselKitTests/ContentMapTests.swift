@testable import CarouselKit
import Testing

@Suite("How inserts and removes move offsets")
struct ContentMapTests {
  @Test("Offsets follow their item, and wrapping offsets move one per lap, however far out (fuzzer crash-a1725b08)")
  func contentMap() {
    let remove5 = Carousel<Int>.contentMap(at: 5, delta: -1, count: 1_000, wrap: true)
    #expect(remove5(3.25) == 3.25)  // before the removed item: stays
    #expect(remove5(7.5) == 6.5)  // rounds to item 8, after it: one back
    // 1,000 laps out on item 7: one per lap plus one for the item.
    #expect(remove5(1_000_007.3) == 1_000_007.3 - 1_001)
    #expect(remove5(-993.0) == -993.0)  // a lap back on item 7: +1 for the lap, −1 for the item
    for far in [1e300, -1e300, 1.7e308] {
      #expect(remove5(far).isFinite, "\(far)")
    }
    let insert0 = Carousel<Int>.contentMap(at: 0, delta: 1, count: 1_000, wrap: false)
    #expect(insert0(0) == 1)
    #expect(insert0(1e300) == 1e300 + 1)
  }
}
