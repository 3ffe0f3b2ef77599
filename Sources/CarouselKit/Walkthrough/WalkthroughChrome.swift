/// The walkthrough's shared controls, as state a host draws: BWWalkthroughViewController's page
/// control and next and previous buttons. (The close button is always there; pressing it only
/// tells the delegate.)
public struct WalkthroughChrome: Hashable, Sendable {
  /// The number of dots.
  public var pageControlPageCount: Int
  /// The lit dot.
  public var pageControlPage: Int
  /// Whether the next button is hidden: on the last page (never when the pages loop, with two or
  /// more).
  public var isNextButtonHidden: Bool
  /// Whether the previous button is hidden: on the first page (never when the pages loop, with
  /// two or more).
  public var isPreviousButtonHidden: Bool

  /// Creates the controls' state.
  public init(
    pageControlPageCount: Int, pageControlPage: Int, isNextButtonHidden: Bool,
    isPreviousButtonHidden: Bool
  ) {
    self.pageControlPageCount = pageControlPageCount
    self.pageControlPage = pageControlPage
    self.isNextButtonHidden = isNextButtonHidden
    self.isPreviousButtonHidden = isPreviousButtonHidden
  }
}
