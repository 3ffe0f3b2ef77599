/// iCarousel behaviours that CarouselKit fixes by default and can restore, for apps tuned against
/// the original.
///
/// Each names the iCarousel issue it comes from.
public struct CarouselCompatibility: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Positive ``Carousel/autoscroll`` moves toward *lower* indexes, as iCarousel's code does
  /// (#728); by default it moves toward higher ones, as iCarousel's README says.
  public static let autoscrollMovesBackward = CarouselCompatibility(rawValue: 1 << 0)
  /// A deceleration rate of 0 still glides after fast flicks (#854); by default 0 means no
  /// momentum at all.
  public static let zeroDecelerationRateGlides = CarouselCompatibility(rawValue: 1 << 1)
  /// A touch that stops motion and lifts without dragging leaves the carousel between items
  /// (#694, #539, #508); by default it settles on an item.
  public static let touchLeavesCarouselUnaligned = CarouselCompatibility(rawValue: 1 << 2)
  /// A tap that stops a moving carousel also selects an item (#602); by default it only stops
  /// and settles, as touching a scrolling list does.
  public static let tapOnMovingCarouselSelects = CarouselCompatibility(rawValue: 1 << 3)
  /// A wrapping carousel shows each item once, so few items pop from one side to the other and
  /// leave gaps (#293, #873); by default items repeat to fill the window.
  public static let wrapShowsEachItemOnce = CarouselCompatibility(rawValue: 1 << 4)

  /// Every original behaviour.
  public static let iCarousel: CarouselCompatibility = [
    .autoscrollMovesBackward, .zeroDecelerationRateGlides, .touchLeavesCarouselUnaligned,
    .tapOnMovingCarouselSelects, .wrapShowsEachItemOnce,
  ]
}
