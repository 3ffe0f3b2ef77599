import CarouselKit

// What a host changes after making the conductor: its own views and animations for the spec's
// keys, and the container's size.

extension OnboardingConductor {
  // MARK: - Custom views and animations

  /// Registers a view made by code under `key`, for elements' `customSubviews` (the original's
  /// `setCustomSubview:forKey:`), and returns its index in ``viewStates``.
  ///
  /// Register it in ``OnboardingConductorDelegate/configureCustomViewsAndAnimations(_:)`` (or
  /// the initialiser's `configure`): the elements are built right after, and take the view
  /// registered then. A later registration under the same key makes a new view.
  ///
  /// - Parameters:
  ///   - size: The view's size, in points.
  ///   - key: The key elements name.
  ///   - position: Where its anchor point sits in its superview; by default its frame's origin
  ///     is (0, 0).
  ///   - anchorPoint: Its anchor point, as fractions of its size ((0.5, 0.5)).
  /// - Returns: The view's index in ``viewStates``.
  /// - Precondition: The size is finite and not negative.
  /// - Complexity: O(1) amortised.
  @discardableResult
  public func setCustomView(
    size: Size, forKey key: String, position: Point? = nil,
    anchorPoint: Point = Point(x: 0.5, y: 0.5)
  ) -> Int {
    precondition(Self.isValid(size), "A view size must be finite and not negative")
    let index = records.count
    records.append(
      OnboardingViewRecord(
        key: key, role: .customView, size: size,
        position: position
          ?? Point(x: anchorPoint.x * size.width, y: anchorPoint.y * size.height),
        anchorPoint: anchorPoint))
    customViewLookup[key] = index
    isStale = true
    return index
  }

  /// Registers an animation made by code under `key`, for elements'
  /// `customAppearAnimation` and `customDisappearAnimation` (the original's
  /// `setCustomAnimation:forKey:`); elements built afterwards use it.
  ///
  /// - Complexity: O(1) amortised on average, hashing `key` (O(its length)).
  public func setCustomAnimation(
    _ animation: @escaping OnboardingCustomAnimation, forKey key: String
  ) {
    customAnimations[key] = animation
  }

  // MARK: - Device tilt

  /// The size of an image whose size the host does not list, in points (80×80): a box the
  /// size of an icon, visible where a 0×0 view would vanish.
  public static let defaultImageSize = Size(width: 80, height: 80)

  /// How far the device's tilt moves a view of `motionImages`, in points either way (15), the
  /// original's `UIInterpolatingMotionEffect` range on the centre's x and y.
  public static let tiltDisplacement = 15.0

  /// The device's tilt, each axis from −1 to 1, (0, 0) held level: the relative values a host
  /// reads from its motion sensor (UIKit's `UIInterpolatingMotionEffect` hands them to its
  /// effects), x along the device's horizontal axis, y along its vertical.
  ///
  /// Every view of `motionImages` shows displaced by ``tiltDisplacement`` times the tilt on each
  /// axis (``OnboardingViewState/tiltOffset``). Values past ±1 are clamped, as UIKit clamps
  /// its relative values.
  ///
  /// - Precondition: Both components are finite.
  public var deviceTilt: Point {
    get { tilt }
    set {
      precondition(
        newValue.x.isFinite && newValue.y.isFinite, "A device tilt must be finite")
      tilt = Point(x: min(max(newValue.x, -1), 1), y: min(max(newValue.y, -1), 1))
      isStale = true
    }
  }

  // MARK: - The container's size

  /// Changes the container's size (a rotation or a size-class change), keeping the page shown.
  ///
  /// Mid-scroll, the fraction between the same two pages is kept, and a motion in flight carries
  /// on toward the same page. The original sized its container once.
  ///
  /// Every view placed against the container is placed again as the initialiser places it in a
  /// container of `size`: the scroll view; the dots and Skip (integral frames); the images
  /// positioned against the container, or against another image (in the spec's order, against
  /// that image's new frame), and those positioned inside an element's superview; the parallax
  /// background views centred against the container; page `k`'s text and the dismiss button,
  /// centred at `k·W + W/2`. An image keeps its size and anchor point (a custom animation may
  /// have changed them) and its anchor point goes where the rule puts it. The views the host
  /// placed (custom views), images with no relative position and the elements' containers keep
  /// their frames, none of which reads the container's size; a container sized after Skip
  /// takes Skip's new size.
  ///
  /// Then the pages take the new width, and the scroll handler runs at the new offset: the
  /// parallax and the drag-driven transforms follow it as after any scroll, and pages that come
  /// to rest on a page settle there as the pager reports it. Springs and fades in flight go on:
  /// they are transforms relative to a view's own placement.
  ///
  /// - Parameters:
  ///   - size: The container's new size, in points.
  ///   - time: When, in seconds; the latest time seen when `nil`.
  /// - Precondition: The size is finite and not negative, its width at most
  ///   ``/CarouselKit/PageLayout/maximumViewportLength``; `time`, when given, is finite.
  /// - Complexity: O(views + elements): the views placed again, and the scroll handler and a
  ///   settle at the new offset.
  public func setViewportSize(_ size: Size, at time: Double? = nil) {
    catchUp(to: time)
    size.checkPageViewport("container")
    containerSize = size
    placeAgainstContainer()
    pager.setLayout(pager.layout.withViewportLength(size.width), at: nil)
    isStale = true
    finishCall()
  }

  static func isValid(_ size: Size) -> Bool {
    size.width >= 0 && size.height >= 0 && size.width.isFinite && size.height.isFinite
  }
}
