/// Where the pages of a ``Pager`` lie along its axis: how many there are, how long each is, and
/// the length of the viewport that shows them, all in points.
///
/// Page `k` starts at `s_k = Σ_{j<k} w_j`, where `w_j` is page `j`'s length (the viewport's by
/// default); the content is `s_n` long, and the offset runs from 0 to `max(0, s_n − V)`, where `V`
/// is the viewport's length. The maths of TTScrollSlidingPages reads everything through these
/// values, and so do the page models built on the pager.
///
/// Pages of the viewport's length cost O(1) in memory and per query; pages of their own lengths
/// keep their starts (O(n) memory, built once) and answer in O(log n).
public struct PageLayout: Hashable, Sendable, CustomStringConvertible {
  private enum Lengths: Hashable, Sendable {
    case viewport
    /// `starts[k]` is page k's start; `starts[n]` the content's length.
    case explicit(starts: [Double])
  }

  /// The number of pages.
  public let pageCount: Int
  /// The viewport's length along the axis, in points.
  public let viewportLength: Double
  private let lengths: Lengths

  /// The longest viewport, in points: 1e280, so that any number of pages as long as it spans a
  /// finite length (`Int.max` pages of it stay below 1e299).
  public static let maximumViewportLength = 1e280

  /// Pages as long as the viewport, as UIScrollView pages.
  ///
  /// - Precondition: `pageCount` is not negative; `viewportLength` is not negative and at most
  ///   ``maximumViewportLength``.
  public init(pageCount: Int, viewportLength: Double) {
    precondition(pageCount >= 0, "A page count cannot be negative")
    Self.validate(viewportLength)
    self.pageCount = pageCount
    self.viewportLength = viewportLength
    lengths = .viewport
  }

  /// Pages of their own lengths, in points, one per page.
  ///
  /// - Precondition: every length is positive and finite, and so is their sum;
  ///   `viewportLength` is not negative and at most ``maximumViewportLength``.
  /// - Complexity: O(n) in the number of pages.
  public init(pageLengths: [Double], viewportLength: Double) {
    Self.validate(viewportLength)
    var starts: [Double] = []
    starts.reserveCapacity(pageLengths.count + 1)
    var sum = 0.0
    starts.append(0)
    for length in pageLengths {
      precondition(length > 0 && length.isFinite, "A page length must be positive and finite")
      sum += length
      precondition(sum.isFinite, "The pages' total length must be finite")
      starts.append(sum)
    }
    pageCount = pageLengths.count
    self.viewportLength = viewportLength
    lengths = .explicit(starts: starts)
  }

  /// The same pages in a viewport of another length; pages that took the viewport's length take
  /// the new one.
  public func withViewportLength(_ length: Double) -> PageLayout {
    switch lengths {
    case .viewport: return PageLayout(pageCount: pageCount, viewportLength: length)
    case .explicit(let starts):
      Self.validate(length)
      return PageLayout(pageCount: pageCount, viewportLength: length, starts: starts)
    }
  }

  private static func validate(_ viewportLength: Double) {
    precondition(
      viewportLength >= 0 && viewportLength <= maximumViewportLength,
      "A viewport length must be from 0 to 1e280 points")
  }

  private init(pageCount: Int, viewportLength: Double, starts: [Double]) {
    self.pageCount = pageCount
    self.viewportLength = viewportLength
    lengths = .explicit(starts: starts)
  }

  /// Whether every page is as long as the viewport.
  public var hasUniformPages: Bool {
    if case .viewport = lengths { return true }
    return false
  }

  // MARK: Geometry

  /// Where page `page` starts, `s_page`, in points; `page` may be `pageCount` (the content's end).
  ///
  /// Pages outside `0...pageCount` continue at the first or last page's length, so maths near the
  /// ends stays defined.
  ///
  /// - Complexity: O(1)
  public func start(of page: Int) -> Double {
    switch lengths {
    case .viewport: return (Double(page) * viewportLength).clampedToFinite
    case .explicit(let starts):
      if page < 0 {
        return (Double(page) * (starts.count > 1 ? starts[1] : viewportLength)).clampedToFinite
      }
      if page <= pageCount { return starts[page] }
      let last = pageCount > 0 ? starts[pageCount] - starts[pageCount - 1] : viewportLength
      return (starts[pageCount] + Double(page - pageCount) * last).clampedToFinite
    }
  }

  /// The length of page `page`, `w_page`, in points (the first or last page's for indexes
  /// outside the pages).
  ///
  /// - Complexity: O(1)
  public func length(of page: Int) -> Double {
    switch lengths {
    case .viewport: return viewportLength
    case .explicit(let starts):
      let clamped = min(max(page, 0), max(pageCount - 1, 0))
      return pageCount > 0 ? starts[clamped + 1] - starts[clamped] : viewportLength
    }
  }

  /// The content's length, `s_n`, in points.
  public var contentLength: Double { start(of: pageCount) }

  /// The largest offset, `max(0, s_n − V)`, in points.
  public var maximumOffset: Double { max(0, contentLength - viewportLength) }

  /// Where the offset rests to show page `page` at the start of the viewport: its start, or the
  /// content's end when the pages after it are too short to fill the viewport.
  ///
  /// - Precondition: `page` lies in `0..<pageCount`.
  /// - Complexity: O(1)
  public func restingOffset(of page: Int) -> Double {
    precondition((0..<pageCount).contains(page), "Page \(page) is not in 0..<\(pageCount)")
    return min(start(of: page), maximumOffset)
  }

  /// The page at offset `offset`, TTScrollSlidingPages' `c(x)`: the last page starting at or
  /// before it, clamped to `0...pageCount − 1` (0 without pages).
  ///
  /// - Complexity: O(1) uniform, O(log n) explicit.
  public func page(atOffset offset: Double) -> Int {
    guard pageCount > 0 else { return 0 }
    let raw: Int
    switch lengths {
    case .viewport:
      guard viewportLength > 0 else { return 0 }
      raw = wholeIndex((offset / viewportLength).rounded(.down))
    case .explicit(let starts):
      raw = SnapGrid.lastIndex(in: starts, atOrBefore: offset)
    }
    return min(max(raw, 0), pageCount - 1)
  }

  /// How far `offset` lies from page ``page(atOffset:)`` toward the next, in page lengths:
  /// `(x − s_c)/(s_{c+1} − s_c)`.
  ///
  /// In [0, 1) between pages; negative before the first page and 1
  /// or more past the last one's start.
  ///
  /// - Complexity: O(1) uniform, O(log n) explicit.
  public func fraction(atOffset offset: Double) -> Double {
    let page = page(atOffset: offset)
    let length = length(of: page)
    return length > 0 ? (offset - start(of: page)) / length : 0
  }

  /// The offset as a continuous page number: ``page(atOffset:)`` plus ``fraction(atOffset:)`` (2.25 is a
  /// quarter of the way from page 2 to page 3).
  ///
  /// - Complexity: O(1) uniform, O(log n) explicit.
  public func pagePosition(atOffset offset: Double) -> Double {
    Double(page(atOffset: offset)) + fraction(atOffset: offset)
  }

  /// The offset at a continuous page number: the inverse of ``pagePosition(atOffset:)``.
  ///
  /// - Complexity: O(1)
  public func offset(atPagePosition position: Double) -> Double {
    guard position.isFinite else { return 0 }
    let page = min(max(wholeIndex(position.rounded(.down)), 0), max(pageCount - 1, 0))
    return (start(of: page) + (position - Double(page)) * length(of: page)).clampedToFinite
  }

  /// The page whose resting offset is nearest to `offset` (ties go to the later page), or 0
  /// without pages or in a viewport of length 0.
  ///
  /// Pages too short to fill the viewport at the end share the content's end as their resting
  /// offset; the last of them counts there.
  ///
  /// - Complexity: O(1) uniform, O(log n) explicit.
  public func nearestPage(to offset: Double) -> Int {
    guard pageCount > 0, viewportLength > 0 else { return 0 }
    let end = maximumOffset
    if offset >= end { return pageCount - 1 }
    let before = page(atOffset: offset)
    guard before + 1 < pageCount else { return before }
    let after = before + 1
    let afterRest = restingOffset(of: after)
    guard afterRest - offset <= offset - restingOffset(of: before) else { return before }
    return afterRest == end ? pageCount - 1 : after
  }

  /// The pages that intersect the viewport when the offset is `offset`: those with
  /// `s_k < x + V` and `s_{k+1} > x`.
  ///
  /// - Complexity: O(1) uniform, O(log n) explicit.
  public func visiblePages(atOffset offset: Double) -> Range<Int> {
    guard pageCount > 0, viewportLength > 0 else { return 0..<0 }
    let end = offset + viewportLength
    guard end > 0, offset < contentLength else { return 0..<0 }
    let first = page(atOffset: offset)
    var last = page(atOffset: end)
    if start(of: last) >= end { last -= 1 }
    return first..<max(first, last + 1)
  }

  /// The resting positions as a snap grid: each page's start when the pages loop (every page
  /// rests at its start), else ``snapGrid``.
  func snapGrid(wrapping: Bool) -> SnapGrid? {
    guard wrapping, pageCount > 0, case .explicit(let starts) = lengths else { return snapGrid }
    var points: [Double] = []
    points.reserveCapacity(pageCount)
    for page in 0..<pageCount where points.last.map({ starts[page] > $0 }) ?? true {
      points.append(starts[page])
    }
    return SnapGrid(points: points)
  }

  /// The resting positions as a snap grid: each page's resting offset, once.
  var snapGrid: SnapGrid? {
    guard pageCount > 0 else { return nil }
    switch lengths {
    case .viewport:
      return viewportLength > 0 ? .uniform(spacing: viewportLength) : nil
    case .explicit(let starts):
      let end = maximumOffset
      var points: [Double] = []
      points.reserveCapacity(pageCount)
      for page in 0..<pageCount {
        let resting = min(starts[page], end)
        if points.last.map({ resting > $0 }) ?? true { points.append(resting) }
      }
      return SnapGrid(points: points)
    }
  }

  public var description: String {
    switch lengths {
    case .viewport:
      return "PageLayout(\(pageCount) pages of \(viewportLength) pt)"
    case .explicit:
      return
        "PageLayout(\(pageCount) pages, \(contentLength) pt in all, viewport \(viewportLength) pt)"
    }
  }
}

extension Size {
  /// Whether the size can be a page model's view: finite, not negative, and its width at most
  /// ``PageLayout/maximumViewportLength``.
  package var isValidPageViewport: Bool {
    width >= 0 && height >= 0 && height.isFinite && width <= PageLayout.maximumViewportLength
  }

  /// Traps unless the size can be a page model's view (``isValidPageViewport``).
  ///
  /// - Parameter name: What the size is, for the message: `"viewport"`, `"container"`.
  /// - Precondition: The size is finite and not negative, its width at most 1e280 points.
  package func checkPageViewport(_ name: String = "viewport") {
    precondition(
      isValidPageViewport,
      "A \(name) size must be finite and not negative, its width at most 1e280 points")
  }
}
