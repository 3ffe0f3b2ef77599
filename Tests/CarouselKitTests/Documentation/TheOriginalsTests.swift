import CarouselKit
import Foundation
import Testing

// The article "The Originals" (CarouselKit.docc/TheOriginals.md): every ```swift block appears
// here line for line, in order (checked by DocumentationCodeTests), with checks of what the
// article says the switches do. Expected values come from the article and the originals'
// constants, worked by hand.

/// Twenty numbered items.
private final class Numbers: CarouselDataSource {
  func numberOfItems(in carousel: Carousel<Int>) -> Int { 20 }
  func carousel(_ carousel: Carousel<Int>, viewForItemAt index: Int, reusing view: Int?) -> Int {
    index
  }
}

@Suite("Article: The Originals")
struct TheOriginalsTests {
  @Test("CarouselCompatibility.original turns every switch on; one can be turned off again")
  func carouselSwitches() {
    let carousel = Carousel<Int>()
    #expect(carousel.compatibility == CarouselCompatibility())  // every fix by default
    carousel.compatibility = .original  // iCarousel 1.8.3 in everything
    carousel.compatibility.autoscrollMovesBackward = false  // but autoscroll as its README says
    #expect(
      carousel.compatibility
        == CarouselCompatibility(
          autoscrollMovesBackward: false, zeroDecelerationRateGlides: true,
          touchLeavesCarouselUnaligned: true, tapOnMovingCarouselSelects: true,
          wrapShowsEachItemOnce: true))
  }

  @Test("A deceleration rate of 0 means no momentum; the #854 switch glides v/60 items")
  func zeroDecelerationRate() {
    for glides in [false, true] {
      let numbers = Numbers()
      let carousel = Carousel<Int>()
      carousel.configuration.decelerationRate = 0
      carousel.compatibility.zeroDecelerationRateGlides = glides
      carousel.dataSource = numbers
      carousel.dragBegan(at: 0)
      carousel.dragEnded(velocity: -1400, at: 0)  // 1400 pt/s over 200 pt items: 7 items/s
      carousel.advance(to: 1)
      if glides {
        // d = 7/(60·(1 − 0)) = 0.1167 items > 0.1: momentum, rounded outward to item 1.
        #expect(carousel.scrollOffset == 1)
      } else {
        // No momentum; 0 items from item 0, within 0.1 of it: nothing to snap to.
        #expect(carousel.scrollOffset == 0)
      }
      #expect(carousel.phase == .idle)
    }
  }

  @Test("The other models' and Parade's switches")
  func otherSwitches() {
    let pages = SlidingPages<String>(viewportSize: Size(width: 320, height: 480))
    pages.compatibility = .original  // TTScrollSlidingPagesController's dots, events and reloads
    let walkthrough = Walkthrough<String>(viewportSize: Size(width: 375, height: 667))
    walkthrough.compatibility = .original  // BWWalkthrough's dots, pageDidChange and first frame
    let animator = ParallaxAnimator<String>(compatibility: .original)  // Parade's four bugs
    let paradeCurve = Easing(.outInExponential, set: .parade)  // ½ at 1, as in Parade

    #expect(
      pages.compatibility
        == SlidingPagesCompatibility(
          pageControlUpdatesAtRest: true, reportsEveryRest: true, reloadReturnsToInitialPage: true
        ))
    #expect(
      walkthrough.compatibility
        == WalkthroughCompatibility(
          pageControlUpdatesAtRest: true, reportsEveryRest: true, silentUntilFirstScroll: true))
    #expect(animator.compatibility.rectOrigins == .snapshot)
    #expect(animator.compatibility.sizeSharesBoundsKey)
    #expect(animator.compatibility.repeatedValues == .firstWins)
    #expect(!animator.compatibility.restsPropertiesOfTheOtherState)
    #expect(animator.compatibility.affineInterpolation == .componentWise)
    #expect(paradeCurve.value(at: 1) == 0.5)
    #expect(Easing(.outInExponential).value(at: 1) == 1)  // mended: out(2p)/2, in(2p − 1)/2 + ½
    #expect(Easing.Curve.allCases.count == 46)
  }
}
