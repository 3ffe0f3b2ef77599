/// Hears what a ``Walkthrough`` does: BWWalkthroughViewControllerDelegate, plus the master-level
/// scroll the original's PR #131 asked for.
///
/// Every method is optional. The delegate hears the same events as
/// ``Walkthrough/eventHandler``, after it, at the end of the call that caused them (the button
/// presses before their scroll starts); it may call back into the walkthrough.
public protocol WalkthroughDelegate<Page>: AnyObject {
  /// The page type.
  associatedtype Page

  /// The close button was pressed: dismiss the walkthrough.
  func walkthroughCloseButtonPressed(_ walkthrough: Walkthrough<Page>)
  /// The next button was pressed; the scroll to the next page starts when this returns.
  func walkthroughNextButtonPressed(_ walkthrough: Walkthrough<Page>)
  /// The previous button was pressed; the scroll to the previous page starts when this returns.
  func walkthroughPreviousButtonPressed(_ walkthrough: Walkthrough<Page>)
  /// The pages came to rest on another page, `page`, or the walkthrough reappeared on a page
  /// not reported yet (after every rest with ``WalkthroughCompatibility/reportsEveryRest``).
  func walkthrough(_ walkthrough: Walkthrough<Page>, pageDidChange page: Int)
  /// The content offset changed to `contentOffset` points: blend a background with it.
  func walkthrough(_ walkthrough: Walkthrough<Page>, didScrollTo contentOffset: Double)
  /// `page` starts coming into view (``WalkthroughEvent/Kind/pageWillAppear(page:)``).
  func walkthrough(_ walkthrough: Walkthrough<Page>, pageWillAppearAt page: Int)
  /// `page` is in view (``WalkthroughEvent/Kind/pageDidAppear(page:)``).
  func walkthrough(_ walkthrough: Walkthrough<Page>, pageDidAppearAt page: Int)
  /// `page` starts leaving the view (``WalkthroughEvent/Kind/pageWillDisappear(page:)``).
  func walkthrough(_ walkthrough: Walkthrough<Page>, pageWillDisappearAt page: Int)
  /// `page` is out of view (``WalkthroughEvent/Kind/pageDidDisappear(page:)``).
  func walkthrough(_ walkthrough: Walkthrough<Page>, pageDidDisappearAt page: Int)
}

extension WalkthroughDelegate {
  public func walkthroughCloseButtonPressed(_ walkthrough: Walkthrough<Page>) {}
  public func walkthroughNextButtonPressed(_ walkthrough: Walkthrough<Page>) {}
  public func walkthroughPreviousButtonPressed(_ walkthrough: Walkthrough<Page>) {}
  public func walkthrough(_ walkthrough: Walkthrough<Page>, pageDidChange page: Int) {}
  public func walkthrough(_ walkthrough: Walkthrough<Page>, didScrollTo contentOffset: Double) {}
  public func walkthrough(_ walkthrough: Walkthrough<Page>, pageWillAppearAt page: Int) {}
  public func walkthrough(_ walkthrough: Walkthrough<Page>, pageDidAppearAt page: Int) {}
  public func walkthrough(_ walkthrough: Walkthrough<Page>, pageWillDisappearAt page: Int) {}
  public func walkthrough(_ walkthrough: Walkthrough<Page>, pageDidDisappearAt page: Int) {}
}
