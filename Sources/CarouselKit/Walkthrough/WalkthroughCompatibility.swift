/// BWWalkthrough behaviours this library fixes, each one switch away: a ``Walkthrough``'s
/// ``Walkthrough/compatibility``.
///
/// Every switch is off by default (the fix) and names what the original did; ``original`` turns
/// them all on.
public struct WalkthroughCompatibility: Hashable, Sendable {
  /// The page control, and the next and previous buttons with it, show the page of the last
  /// rest, as the original's `updateUI()` did; by default they show the page nearest to the
  /// offset while the pages move.
  public var pageControlUpdatesAtRest = false
  /// `pageDidChange` fires after every rest and every ``Walkthrough/willAppear(at:)``, snap-backs
  /// included, as the original did (its #26); by default only when the page changed.
  public var reportsEveryRest = false
  /// The pages near the view are told nothing until the first scroll, as the original, whose
  /// subviews stayed untransformed until the user first moved the pages; by default they are
  /// told their offsets from the very first frame.
  public var silentUntilFirstScroll = false

  /// Creates switches; each left out is off (the fix).
  public init(
    pageControlUpdatesAtRest: Bool = false, reportsEveryRest: Bool = false,
    silentUntilFirstScroll: Bool = false
  ) {
    self.pageControlUpdatesAtRest = pageControlUpdatesAtRest
    self.reportsEveryRest = reportsEveryRest
    self.silentUntilFirstScroll = silentUntilFirstScroll
  }

  /// BWWalkthrough's behaviour: dots and buttons updated at rest, `pageDidChange` after every
  /// rest, nothing told before the first scroll.
  public static let original = WalkthroughCompatibility(
    pageControlUpdatesAtRest: true, reportsEveryRest: true, silentUntilFirstScroll: true)
}
