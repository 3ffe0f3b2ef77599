import CarouselKit

/// A numbered-pages data source for `carousel pages`: page `i` is the text `"i"`, and its title
/// in the strip is `"Page i"`.
final class NumberedPages: SlidingPagesDataSource {
  let count: Int

  init(count: Int) {
    self.count = count
  }

  func numberOfPages(in slidingPages: SlidingPages<String>) -> Int { count }

  func slidingPages(_ slidingPages: SlidingPages<String>, pageAt index: Int) -> String {
    String(index)
  }

  func slidingPages(_ slidingPages: SlidingPages<String>, titleAt index: Int) -> SlidingPageTitle {
    .text("Page \(index)")
  }
}
