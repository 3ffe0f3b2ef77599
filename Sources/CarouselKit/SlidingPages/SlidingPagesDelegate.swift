/// Hears what a ``SlidingPages`` does (the original's `TTSlidingPageDelegate`, plus scrolls and
/// page appearance).
///
/// Every method is optional.
///
/// The delegate hears the same events as ``SlidingPages/eventHandler``, after it, at the end of
/// the call that caused them; it may call back into the sliding pages.
public protocol SlidingPagesDelegate<Page>: AnyObject {
  /// The page type.
  associatedtype Page

  /// The user's gesture came to rest on page `index` (the original's `didScrollToViewAtIndex`).
  func slidingPages(_ slidingPages: SlidingPages<Page>, didScrollToPageAt index: Int)
  /// An animated programmatic scroll (a title or dot tap, ``SlidingPages/scrollToPage(_:animated:at:)``,
  /// a key) reached page `index` (the original's misnamed `didTapOnScrollTopView`).
  func slidingPages(_ slidingPages: SlidingPages<Page>, didFinishScrollingToPageAt index: Int)
  /// The content offset changed.
  func slidingPagesDidScroll(_ slidingPages: SlidingPages<Page>)
  /// Page `index` starts to come into view.
  func slidingPages(_ slidingPages: SlidingPages<Page>, pageWillAppearAt index: Int)
  /// Page `index` is fully in view, or in view at rest.
  func slidingPages(_ slidingPages: SlidingPages<Page>, pageDidAppearAt index: Int)
  /// Page `index` starts to leave the view.
  func slidingPages(_ slidingPages: SlidingPages<Page>, pageWillDisappearAt index: Int)
  /// Page `index` is out of view.
  func slidingPages(_ slidingPages: SlidingPages<Page>, pageDidDisappearAt index: Int)
}

extension SlidingPagesDelegate {
  public func slidingPages(_ slidingPages: SlidingPages<Page>, didScrollToPageAt index: Int) {}
  public func slidingPages(
    _ slidingPages: SlidingPages<Page>, didFinishScrollingToPageAt index: Int
  ) {}
  public func slidingPagesDidScroll(_ slidingPages: SlidingPages<Page>) {}
  public func slidingPages(_ slidingPages: SlidingPages<Page>, pageWillAppearAt index: Int) {}
  public func slidingPages(_ slidingPages: SlidingPages<Page>, pageDidAppearAt index: Int) {}
  public func slidingPages(_ slidingPages: SlidingPages<Page>, pageWillDisappearAt index: Int) {}
  public func slidingPages(_ slidingPages: SlidingPages<Page>, pageDidDisappearAt index: Int) {}
}
