/// A page told its offset in one frame: BWWalkthrough's `walkthroughDidScroll(to:offset:)`, as a
/// value.
public struct WalkthroughPageState: Hashable, Sendable {
  /// The page's index.
  public var index: Int
  /// The page's normalised offset `o = x/W + 1 − index`, in page widths: 1 when it fills the
  /// view, 0 one page to the right, 2 one page to the left; always in (−2, 2).
  public var offset: Double
  /// Its subviews' transforms and alphas, back to front, when the page has a
  /// ``WalkthroughPageAnimator``; empty otherwise (a page with its own drawing reads ``offset``).
  public var subviews: [WalkthroughSubviewState]

  /// Creates a page's state.
  public init(index: Int, offset: Double, subviews: [WalkthroughSubviewState] = []) {
    self.index = index
    self.offset = offset
    self.subviews = subviews
  }
}
