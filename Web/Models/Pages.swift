import CarouselKit

// Sliding pages' entry points for a web page: the pages and the header strip of titles.

/// The pages: page `k` is the handle `k`; every title is text.
final class WebPages: SlidingPagesDataSource {
  typealias Page = UInt16
  var count = 0

  func numberOfPages(in pages: SlidingPages<UInt16>) -> Int { count }

  func slidingPages(_ pages: SlidingPages<UInt16>, pageAt index: Int) -> UInt16 {
    UInt16(truncatingIfNeeded: index)
  }

  func slidingPages(_ pages: SlidingPages<UInt16>, titleAt index: Int) -> SlidingPageTitle {
    .text("Page")
  }
}

nonisolated(unsafe) var webSlidingPages: SlidingPages<UInt16>?
nonisolated(unsafe) var webPages = WebPages()

/// Makes `count` pages in a view of `width`×`height` points.
@_cdecl("pages_setup")
func pagesSetup(_ count: Int32, _ width: Double, _ height: Double) {
  let pages = SlidingPages<UInt16>(viewportSize: Size(width: width, height: height))
  webPages.count = Int(max(count, 0))
  pages.dataSource = webPages
  webSlidingPages = pages
  drivenModel = pages
}

/// The content offset, in points.
@_cdecl("pages_content_offset")
func pagesContentOffset() -> Double { webSlidingPages?.contentOffset ?? 0 }

/// The header strip's offset, in points.
@_cdecl("pages_header_offset")
func pagesHeaderOffset() -> Double { webSlidingPages?.headerOffset ?? 0 }

/// The page nearest to the offset.
@_cdecl("pages_current_page")
func pagesCurrentPage() -> Int32 { Int32(webSlidingPages?.currentPage ?? 0) }
