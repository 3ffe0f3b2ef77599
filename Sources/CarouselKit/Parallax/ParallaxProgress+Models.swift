// Progress straight from the models, so a host that draws a pager's pages or a carousel's items
// writes no geometry of its own to drive their animators.

extension Pager {
  /// The parallax progress of page `page` at the current offset: the page's centre,
  /// `start + length/2 − offset`, against the viewport's length, in viewport coordinates.
  ///
  /// Pages beyond the ends continue at the end pages' lengths. In a viewport of length 0 a page
  /// is at the centre when it is the current page, and a full length away otherwise.
  ///
  /// - Complexity: O(1): ``PageLayout/start(of:)`` and ``PageLayout/length(of:)`` are O(1) for
  ///   pages of any lengths.
  public func parallaxProgress(ofPage page: Int) -> ParallaxProgress {
    let length = layout.viewportLength
    guard length > 0 else {
      return ParallaxProgress(relativePosition: Double(page) - Double(currentPage))
    }
    let centre = layout.start(of: page) + layout.length(of: page) / 2
    return ParallaxProgress(centre: centre, contentOffset: contentOffset, viewportLength: length)
  }
}

extension SlidingPages {
  /// The parallax progress of page `page` at the current content offset
  /// (``Pager/parallaxProgress(ofPage:)``).
  ///
  /// - Complexity: O(1).
  public func parallaxProgress(ofPage page: Int) -> ParallaxProgress {
    pager.parallaxProgress(ofPage: page)
  }
}

extension Walkthrough {
  /// The parallax progress of page `page` at the current content offset
  /// (``Pager/parallaxProgress(ofPage:)``): arriving while the page's offset
  /// (``offset(ofPage:)``) is below 1, leaving above.
  ///
  /// - Complexity: O(1).
  public func parallaxProgress(ofPage page: Int) -> ParallaxProgress {
    pager.parallaxProgress(ofPage: page)
  }
}

extension Carousel {
  /// The parallax progress of an item from its offset from the centre, in items: its centre
  /// lies `offset × itemWidth` points from the viewport's centre along the axis, as in a
  /// linear carousel, measured against the viewport's length (width, or height when vertical).
  ///
  /// - Parameter offset: The item's offset, ``CarouselItemLayout/offset`` or
  ///   ``offsetForItem(at:)``.
  /// - Returns: The item's progress.
  /// - Complexity: O(1).
  public func parallaxProgress(atItemOffset offset: Double) -> ParallaxProgress {
    let length = viewportLength
    guard length > 0 else { return ParallaxProgress(relativePosition: offset) }
    return ParallaxProgress(relativePosition: offset * itemWidth / length)
  }

  /// The parallax progress of a laid-out item (``parallaxProgress(atItemOffset:)``).
  ///
  /// - Complexity: O(1).
  public func parallaxProgress(of item: CarouselItemLayout<ItemView>) -> ParallaxProgress {
    parallaxProgress(atItemOffset: item.offset)
  }

  /// The parallax progress of item `index` at the current scroll offset
  /// (``parallaxProgress(atItemOffset:)``).
  ///
  /// - Complexity: O(1).
  public func parallaxProgress(ofItemAt index: Int) -> ParallaxProgress {
    parallaxProgress(atItemOffset: offsetForItem(at: index))
  }
}
