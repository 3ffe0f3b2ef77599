/// iCarousel behaviours that CarouselKit fixes by default and can restore, for apps tuned against
/// the original: a ``Carousel``'s ``Carousel/compatibility``.
///
/// Each switch is off by default (the fix) and names the iCarousel issue it comes from;
/// ``original`` turns them all on.
public struct CarouselCompatibility: Hashable, Sendable {
  /// Positive ``CarouselConfiguration/autoscroll`` moves toward *lower* indexes, as iCarousel's
  /// code does (#728); by default it moves toward higher ones, as iCarousel's README says.
  public var autoscrollMovesBackward = false
  /// A deceleration rate of 0 still glides after fast flicks (#854); by default 0 means no
  /// momentum at all.
  public var zeroDecelerationRateGlides = false
  /// A touch that stops motion and lifts without dragging leaves the carousel between items
  /// (#694, #539, #508); by default it settles on an item.
  public var touchLeavesCarouselUnaligned = false
  /// A tap that stops a moving carousel also selects an item (#602); by default it only stops
  /// and settles, as touching a scrolling list does.
  public var tapOnMovingCarouselSelects = false
  /// A wrapping carousel shows each item once, so few items pop from one side to the other and
  /// leave gaps (#293, #873); by default items repeat to fill the window.
  public var wrapShowsEachItemOnce = false

  /// Creates switches; each left out is off (the fix), so `CarouselCompatibility()` is every fix
  /// on.
  public init(
    autoscrollMovesBackward: Bool = false, zeroDecelerationRateGlides: Bool = false,
    touchLeavesCarouselUnaligned: Bool = false, tapOnMovingCarouselSelects: Bool = false,
    wrapShowsEachItemOnce: Bool = false
  ) {
    self.autoscrollMovesBackward = autoscrollMovesBackward
    self.zeroDecelerationRateGlides = zeroDecelerationRateGlides
    self.touchLeavesCarouselUnaligned = touchLeavesCarouselUnaligned
    self.tapOnMovingCarouselSelects = tapOnMovingCarouselSelects
    self.wrapShowsEachItemOnce = wrapShowsEachItemOnce
  }

  /// iCarousel 1.8.3's behaviour in everything: every switch on.
  public static let original = CarouselCompatibility(
    autoscrollMovesBackward: true, zeroDecelerationRateGlides: true,
    touchLeavesCarouselUnaligned: true, tapOnMovingCarouselSelects: true,
    wrapShowsEachItemOnce: true)
}
