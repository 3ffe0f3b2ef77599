/// TTScrollSlidingPages' header-strip maths: where the strip of titles is for a content offset,
/// the content offset for a strip position, the page under a tap, and the zoom-out scales.
///
/// All values are in points. The strip is ``titleWidth`` wide, centred in the viewport; title `i`
/// spans `[i·titleWidth, (i+1)·titleWidth]` in strip-content coordinates, so the strip moves
/// `titleWidth` while the content moves one page (`w_c`): at `titleWidth/W` of the content's speed
/// for pages of the viewport's width `W`.
public struct HeaderStripGeometry: Hashable, Sendable {
  /// The content's pages.
  public var layout: PageLayout
  /// The width of one title, in points (150).
  public var titleWidth: Double

  /// The original's zoom-out constants: the smallest scale (0.93) and the distance over which a
  /// page shrinks by 1, in points (1000): a page shrinks to 0.93 within 70 pt of its resting place.
  public static let zoomMinimumScale = 0.93
  /// See ``zoomMinimumScale``.
  public static let zoomDistance = 1000.0

  /// Creates the geometry.
  ///
  /// - Precondition: `titleWidth` is positive and finite.
  public init(layout: PageLayout, titleWidth: Double) {
    precondition(titleWidth > 0 && titleWidth.isFinite, "A title width must be positive and finite")
    self.layout = layout
    self.titleWidth = titleWidth
  }

  /// The strip's offset for content offset `x`: `titleWidth·c + round(f·titleWidth)`, with `c` the
  /// page at `x` (``PageLayout/page(atOffset:)``) and `f = (x − s_c)/(s_{c+1} − s_c)`; rounded half away
  /// from zero, as the original's `round`, so the strip moves in whole points.
  ///
  /// - Complexity: O(1) for pages of the viewport's width, O(log n) otherwise.
  public func headerOffset(forContentOffset x: Double) -> Double {
    guard layout.pageCount > 0 else { return 0 }
    let page = layout.page(atOffset: x)
    let fraction = layout.fraction(atOffset: x)
    return (titleWidth * Double(page) + (fraction * titleWidth).rounded()).clampedToFinite
  }

  /// The content offset for strip offset `stripX`, the original's strip → content sync:
  /// `p = ⌊trunc(stripX)/titleWidth⌋`, `pct = (stripX − p·titleWidth)/titleWidth`,
  /// `x = trunc(pct·w_p + s_p)`.
  ///
  /// Strip offsets outside the titles continue at the first or last page's width, so a strip
  /// dragged past an end drags the content past it too.
  ///
  /// - Complexity: O(1)
  public func contentOffset(forHeaderOffset stripX: Double) -> Double {
    guard layout.pageCount > 0, stripX.isFinite else { return 0 }
    let page = wholeIndex((stripX.rounded(.towardZero) / titleWidth).rounded(.down))
    let percent = ((stripX - Double(page) * titleWidth) / titleWidth).clampedToFinite
    // Each step held finite: an overflow times a page of length 0, or added to an opposite
    // overflow, would be NaN.
    let within = (percent * layout.length(of: page)).clampedToFinite
    return (within + layout.start(of: page)).clampedToFinite.rounded(.towardZero)
  }

  /// The page whose title lies under strip-content position `stripX` (a tap's x plus the strip's
  /// offset, minus the strip's left edge), or `nil` outside the titles.
  ///
  /// The original truncated the position and divided, so a tap left of the first title mapped
  /// to page 0 or to a negative page on wide views, and one right of the last title crashed (its
  /// #2); here both are `nil`.
  ///
  /// - Complexity: O(1)
  public func titlePage(atStripPosition stripX: Double) -> Int? {
    guard stripX.isFinite, stripX >= 0 else { return nil }
    let page = wholeIndex((stripX / titleWidth).rounded(.down))
    return page < layout.pageCount ? page : nil
  }

  /// The zoom-out scales at content offset `x`: the page at `x` (`c`) shrinks as it is left,
  /// `max(0.93, 1 − max(0, trunc(x − s_c))/1000)`, and the next page grows as it arrives,
  /// `max(0.93, 1 − max(0, trunc(s_{c+1} − x))/1000)`.
  ///
  /// `next` is `nil` on the last page.
  ///
  /// - Complexity: O(1) for pages of the viewport's width, O(log n) otherwise.
  public func zoomScales(atContentOffset x: Double) -> (
    page: Int, scale: Double, next: (page: Int, scale: Double)?
  ) {
    let page = layout.page(atOffset: x)
    let leaving = max(0, (x - layout.start(of: page)).rounded(.towardZero))
    let scale = Self.zoomScale(distance: leaving)
    guard page + 1 < layout.pageCount else { return (page, scale, nil) }
    let arriving = max(0, (layout.start(of: page + 1) - x).rounded(.towardZero))
    return (page, scale, (page + 1, Self.zoomScale(distance: arriving)))
  }

  static func zoomScale(distance: Double) -> Double {
    max(zoomMinimumScale, 1 - distance / zoomDistance)
  }

  // MARK: Loops

  /// ``headerOffset(forContentOffset:)`` on the strip a loop of `length` points unrolls: a lap
  /// of titles (`pageCount` titles) per lap of content.
  func loopedHeaderOffset(forContentOffset x: Double, length: Double) -> Double {
    guard layout.pageCount > 0, length > 0 else { return 0 }
    let lap = (x / length).rounded(.down)
    let lapWidth = titleWidth * Double(layout.pageCount)
    return lap * lapWidth + headerOffset(forContentOffset: min(max(x - lap * length, 0), length))
  }

  /// ``contentOffset(forHeaderOffset:)`` on the strip a loop of `length` points unrolls.
  func loopedContentOffset(forHeaderOffset stripX: Double, length: Double) -> Double {
    guard layout.pageCount > 0, stripX.isFinite else { return 0 }
    let lapWidth = titleWidth * Double(layout.pageCount)
    let lap = (stripX / lapWidth).rounded(.down)
    return (lap * length + contentOffset(forHeaderOffset: stripX - lap * lapWidth)).clampedToFinite
  }
}
