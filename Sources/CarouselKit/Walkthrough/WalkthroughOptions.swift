/// How a ``Walkthrough`` behaves where this library fixes BWWalkthrough, with the original's
/// behaviour one setting away.
public struct WalkthroughOptions: Hashable, Sendable {
  /// Whether the page control, and the next and previous buttons with it, show the page nearest
  /// to the offset while the pages move (true); false shows the page of the last rest, as the
  /// original's `updateUI()` did.
  public var pageControlFollowsScroll = true
  /// Whether `pageDidChange` fires only when the page the pages rest on is another than last
  /// reported (true); false fires it after every rest and every ``Walkthrough/willAppear(at:)``,
  /// snap-backs included, as the original did (its #26).
  public var reportsPageChangesOnly = true
  /// Whether the pages near the view are told their offsets from the very first frame (true);
  /// false tells them nothing until the first scroll, as the original, whose subviews stayed
  /// untransformed until the user first moved the pages.
  public var tellsPagesBeforeFirstScroll = true

  /// Creates options; every default is this library's fix.
  public init(
    pageControlFollowsScroll: Bool = true, reportsPageChangesOnly: Bool = true,
    tellsPagesBeforeFirstScroll: Bool = true
  ) {
    self.pageControlFollowsScroll = pageControlFollowsScroll
    self.reportsPageChangesOnly = reportsPageChangesOnly
    self.tellsPagesBeforeFirstScroll = tellsPagesBeforeFirstScroll
  }

  /// BWWalkthrough's behaviour: dots and buttons updated at rest, `pageDidChange` after every
  /// rest, nothing told before the first scroll.
  public static let original = WalkthroughOptions(
    pageControlFollowsScroll: false, reportsPageChangesOnly: false,
    tellsPagesBeforeFirstScroll: false)
}
