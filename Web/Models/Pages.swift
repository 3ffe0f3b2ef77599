import CarouselKit

// Sliding pages' entry points for a web page: the pages and the header strip of titles.

typealias DrivenModel = SlidingPages<UInt16>

/// The pages: page `k` is the handle `k`, titled "Page k" as `carousel pages` titles them.
final class WebPages: SlidingPagesDataSource {
  typealias Page = UInt16
  var count = 0

  func numberOfPages(in pages: SlidingPages<UInt16>) -> Int { count }

  func slidingPages(_ pages: SlidingPages<UInt16>, pageAt index: Int) -> UInt16 {
    UInt16(truncatingIfNeeded: index)
  }

  func slidingPages(_ pages: SlidingPages<UInt16>, titleAt index: Int) -> SlidingPageTitle {
    .text("Page \(index)")
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

/// Whether the pages loop (1) or not (0): after the last comes the first, with the titles and
/// the zoom following.
@_cdecl("pages_set_loops")
func pagesSetLoops(_ loops: Int32) {
  webSlidingPages?.configuration.loops = loops != 0
}

/// What a screen reader says the pages' value is, the model's `accessibilityValue` (`"Page 2,
/// page 3 of 7"`: the title, then the place), written as UTF-8; returns its length in bytes.
@_cdecl("pages_accessibility_value")
func pagesAccessibilityValue() -> Int32 {
  pagesText = Array((webSlidingPages?.accessibilityValue ?? "").utf8)
  return Int32(pagesText.count)
}

/// The text the last call to ``pagesAccessibilityValue()`` wrote.
nonisolated(unsafe) var pagesText: [UInt8] = []

/// Where ``pagesAccessibilityValue()`` wrote its text.
@_cdecl("pages_text_address")
func pagesTextAddress() -> UnsafePointer<UInt8>? {
  pagesText.withUnsafeBufferPointer { $0.baseAddress }
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

/// Writes the frame into ``frameNumbers``: where the pages are drawn and the strip (x, y,
/// width, height in points; zeros without a strip), the number of pages and of titles, then
/// each page (index, x, y, width, height, zoom scale) and each title (index, x, y, width,
/// height, 1 when active); returns how many numbers.
///
/// - Complexity: O(pages near the viewport + titles in view); no allocation once the buffer has
///   held that many.
@_cdecl("pages_frame_numbers")
func pagesFrameNumbers() -> Int32 {
  guard let model = webSlidingPages else { return 0 }
  frameNumbers.removeAll(keepingCapacity: true)
  let chrome = model.chrome
  appendRect(chrome.contentFrame)
  appendRect(chrome.titleStripFrame ?? Rect(x: 0, y: 0, width: 0, height: 0))
  let pages = model.pages
  let titles = model.titles
  frameNumbers.append(Double(pages.count))
  frameNumbers.append(Double(titles.count))
  for page in pages {
    frameNumbers.append(Double(page.index))
    appendRect(page.frame)
    frameNumbers.append(page.scale)
  }
  for title in titles {
    frameNumbers.append(Double(title.index))
    appendRect(title.frame)
    frameNumbers.append(title.isActive ? 1 : 0)
  }
  return Int32(frameNumbers.count)
}
