/// Something a host or its data source did wrong that a ``SlidingPages`` noticed and recovered
/// from, reported to ``SlidingPages/diagnosticsHandler``.
///
/// It never traps on these.
public enum SlidingPagesDiagnostic: Hashable, Sendable, CustomStringConvertible {
  /// The data source returned a negative page count; 0 was used.
  case negativePageCount(Int)
  /// ``SlidingPagesDataSource/pageWidths(in:)`` returned `count` widths for `pageCount` pages;
  /// every page took the viewport's width.
  case pageWidthCountMismatch(count: Int, pageCount: Int)
  /// A page width was not positive and at most ``PageLayout/maximumViewportLength``; every page
  /// took the viewport's width.
  case invalidPageWidth(index: Int, width: Double)
  /// ``SlidingPages/reloadData()`` was called while the pages were being laid out (from the
  /// data source); it ran after that layout.
  case reloadDuringLayout

  public var description: String {
    switch self {
    case .negativePageCount(let count):
      return "the data source returned a negative page count, \(count); using 0"
    case .pageWidthCountMismatch(let count, let pageCount):
      return
        "pageWidths(in:) returned \(count) widths for \(pageCount) pages; every page takes the viewport's width"
    case .invalidPageWidth(let index, let width):
      return
        "page \(index)'s width is \(width), expected a positive number of points up to 1e280; every page takes the viewport's width"
    case .reloadDuringLayout:
      return "reloadData() was called during a layout (from the data source); it ran afterwards"
    }
  }
}
