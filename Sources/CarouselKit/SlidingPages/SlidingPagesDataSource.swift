/// Supplies a ``SlidingPages``' pages: how many, the content and title of each, and optionally
/// their widths (the original's `TTSlidingPagesDataSource`).
///
/// Pages are asked for only as they come near the viewport
/// (``SlidingPagesConfiguration/pagesBeyondViewport``), titles only as they come into the strip's view.
/// `Page` is whatever the host draws with: a view controller, a SwiftUI identity, a string.
public protocol SlidingPagesDataSource<Page>: AnyObject {
  /// The page type.
  associatedtype Page

  /// The number of pages (a negative count is read as 0, with a diagnostic). Read by
  /// ``SlidingPages/reloadData()``.
  func numberOfPages(in slidingPages: SlidingPages<Page>) -> Int

  /// The content of page `index`.
  func slidingPages(_ slidingPages: SlidingPages<Page>, pageAt index: Int) -> Page

  /// The title of page `index` in the strip (``SlidingPageTitle/none`` by default; never asked
  /// while the strip is hidden).
  func slidingPages(_ slidingPages: SlidingPages<Page>, titleAt index: Int) -> SlidingPageTitle

  /// Each page's width, in points, one per page; `nil` (the default) gives every page the
  /// viewport's width. Read once per reload.
  ///
  /// Unlike the original, paging works with pages of their own widths: a release rests on a
  /// page's start. Widths that are not one positive number of points up to 1e280 per page are reported as a
  /// diagnostic and replaced by the viewport's.
  func pageWidths(in slidingPages: SlidingPages<Page>) -> [Double]?
}

extension SlidingPagesDataSource {
  public func slidingPages(_ slidingPages: SlidingPages<Page>, titleAt index: Int)
    -> SlidingPageTitle
  { .none }

  public func pageWidths(in slidingPages: SlidingPages<Page>) -> [Double]? { nil }
}
