extension Pager {
  /// How the pager scrolls.
  public struct Configuration: Sendable {
    /// The axis (``ScrollAxis/horizontal``): which arrow keys page.
    public var axis: ScrollAxis
    /// Whether a release rests on a page (true).
    ///
    /// Off, the pages coast freely and stop wherever the
    /// decay ends, as a scroll view without paging.
    public var isPagingEnabled: Bool
    /// Whether the content rubber-bands past the ends (true), with UIScrollView's
    /// `(1 − 1/(x·c/d + 1))·d`; off, drags stop at the ends.
    public var bounces: Bool
    /// The rubber band's coefficient `c` (0.55, UIScrollView's).
    public var rubberBandCoefficient: Double
    /// The fraction of velocity kept per millisecond after a release with paging off (0.998,
    /// `UIScrollView.DecelerationRate.normal`).
    public var decelerationRate: Double
    /// The fraction of velocity kept per millisecond that decides, with paging on, whether a flick
    /// decays onto its page or is carried there by ``snapSpring`` (0.99,
    /// `UIScrollView.DecelerationRate.fast`).
    public var pagingDecelerationRate: Double
    /// Releases slower than this, in points per second, are no flick: the nearest page wins (50).
    public var minimumFlingVelocity: Double
    /// The spring that carries a flick or a slow release to its page (``SpringParameters/pageSnap``:
    /// critically damped, stiffness 400, as Compose's pager).
    public var snapSpring: SpringParameters
    /// The spring that returns the content from past an end (``SpringParameters/scrollBounce``).
    public var bounceSpring: SpringParameters
    /// How close to a page's resting offset, in points, motion must end to count as settled on
    /// it (0.5: less than a pixel on a 2× screen).
    ///
    /// Never compared with float equality. Past 5e8 pt, where rounding alone exceeds it, the
    /// tolerance is the scroll engine's alignment: 1e-9 of the offset.
    public var settleTolerance: Double
    /// How long an animated ``Pager/scrollToPage(_:animated:at:)`` takes, in seconds (0.3, about
    /// UIScrollView's `setContentOffset(_:animated:)`).
    public var scrollDuration: Double
    /// The curve of an animated scroll (``Easing/easeInEaseOut``).
    public var scrollEasing: Easing
    /// Whether touches move the pages (true); programmatic scrolls and keys always do.
    public var isScrollEnabled: Bool
    /// Whether the pages loop (false): after the last page comes the first, and before the first
    /// the last, as Swiper's and Embla's `loop` (BWWalkthrough #59).
    ///
    /// Looping, ``Pager/contentOffset`` stays in `0..<contentLength`, the ends neither stop nor
    /// rubber-band, every page rests at its start, a scroll to a page goes the short way round,
    /// and next and previous always have a page to go to (a loop of one page has none). Content
    /// longer than 2⁵² points (about 4.5e15), where offsets are no longer exact to half a point,
    /// does not loop.
    public var wraps: Bool

    /// Creates a configuration; every default is UIScrollView's with paging on.
    public init(
      axis: ScrollAxis = .horizontal, isPagingEnabled: Bool = true, bounces: Bool = true,
      rubberBandCoefficient: Double = 0.55, decelerationRate: Double = DecaySimulation.normalRate,
      pagingDecelerationRate: Double = 0.99, minimumFlingVelocity: Double = 50,
      snapSpring: SpringParameters = .pageSnap,
      bounceSpring: SpringParameters = .scrollBounce, settleTolerance: Double = 0.5,
      scrollDuration: Double = 0.3, scrollEasing: Easing = .easeInEaseOut,
      isScrollEnabled: Bool = true, wraps: Bool = false
    ) {
      self.axis = axis
      self.isPagingEnabled = isPagingEnabled
      self.bounces = bounces
      self.rubberBandCoefficient = rubberBandCoefficient
      self.decelerationRate = decelerationRate
      self.pagingDecelerationRate = pagingDecelerationRate
      self.minimumFlingVelocity = minimumFlingVelocity
      self.snapSpring = snapSpring
      self.bounceSpring = bounceSpring
      self.settleTolerance = settleTolerance
      self.scrollDuration = scrollDuration
      self.scrollEasing = scrollEasing
      self.isScrollEnabled = isScrollEnabled
      self.wraps = wraps
    }

    func validate() {
      precondition(
        rubberBandCoefficient > 0 && rubberBandCoefficient.isFinite,
        "A rubber-band coefficient must be positive and finite")
      precondition(
        decelerationRate > 0 && decelerationRate < 1 && pagingDecelerationRate > 0
          && pagingDecelerationRate < 1,
        "A deceleration rate must lie strictly between 0 and 1")
      precondition(
        minimumFlingVelocity >= 0 && minimumFlingVelocity.isFinite,
        "A minimum fling velocity must be finite and not negative")
      precondition(
        settleTolerance > 0 && settleTolerance.isFinite,
        "A settle tolerance must be positive and finite")
      precondition(
        scrollDuration >= 0 && scrollDuration.isFinite,
        "A scroll duration must be finite and not negative")
    }
  }
}
