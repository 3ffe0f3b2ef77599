import CarouselKit

// Where the views go, as SFOnboardingConductor places them: one rule per kind of view against
// the container of `containerSize`, read by the initialiser as it builds the views and by
// `setViewportSize(_:at:)` when the container changes size.

extension OnboardingConductor {
  /// Places `view` by its kind's rule in a container of ``containerSize``.
  ///
  /// - The scroller: the container's bounds.
  /// - The dots: 200×20 centred at (midX, maxY − 25), made integral.
  /// - Skip: 100×20 centred at (maxX − 59, maxY − 25), made integral.
  /// - An image: ``placeImage(_:index:)``.
  /// - Page `k`'s text, 264×80, and the dismiss button, 264×35: centred at `k·W + W/2`, with
  ///   their bottoms 60 and 100 − 17.5 pt above the container's bottom (its frame's, with
  ///   ``OnboardingCompatibility/placesTextsByContainerFrame``).
  /// - An element's container: at (0, 0), as large as the element's first view.
  /// - A custom view: where the host put it; nothing changes.
  ///
  /// The view keeps its anchor point; a frame's size replaces the view's.
  ///
  /// - Complexity: O(1).
  func place(_ view: Int) {
    let width = containerSize.width
    let height = containerSize.height
    switch records[view].role {
    case .scrollView:
      setFrame(view, Rect(x: 0, y: 0, width: width, height: height))
    case .pageControl:
      setFrame(
        view, Self.integral(Rect(x: width / 2 - 100, y: height - 25 - 10, width: 200, height: 20)))
    case .skipButton:
      setFrame(
        view,
        Self.integral(Rect(x: width - 59 - 50, y: height - 25 - 10, width: 100, height: 20)))
    case .image(let index):
      placeImage(view, index: index)
    case .pageText(let page):
      let centreX = Double(page) * width + width / 2
      setFrame(view, Rect(x: centreX - 132, y: textsMaxY - 60 - 40, width: 264, height: 80))
    case .dismissButton(let page):
      let centreX = Double(page) * width + width / 2
      setFrame(view, Rect(x: centreX - 132, y: textsMaxY - 100 - 17.5, width: 264, height: 35))
    case .elementContainer(let element):
      let size = firstView(ofElement: element).map { records[$0].size } ?? .zero
      setFrame(view, Rect(origin: .zero, size: size))
    case .customView:
      break
    }
  }

  /// Places image view `view`, the spec's image `index`, by its anchor point: against
  /// the container (`relativePosition`), against the view its `relativeKey` named when it was
  /// built (that view's frame now; the zero rectangle when it named none), or, without a
  /// relative position, where a view of its size at (0, 0) has its centre; the frame's origin
  /// floored, its size and anchor point the view's.
  ///
  /// - Complexity: O(1).
  func placeImage(_ view: Int, index: Int) {
    let image = spec.images[index]
    let size = records[view].size
    let anchor = records[view].anchorPoint
    // A UIImageView starts with its frame at (0, 0); setting the anchor point keeps the
    // position, the centre of that frame.
    var position = Point(x: size.width / 2, y: size.height / 2)
    if let relative = image.relativePosition {
      if image.relativeKey != nil {
        let frame = imageReferents[index].map { records[$0].frame } ?? .zero
        position = Point(
          x: frame.minX + relative.x * frame.size.width,
          y: frame.minY + relative.y * frame.size.height)
      } else {
        position = Point(x: relative.x * containerSize.width, y: relative.y * containerSize.height)
      }
    }
    // The frame's origin floored, the size kept (CGRectIntegral's origin).
    setFrame(
      view,
      Rect(
        x: (position.x - anchor.x * size.width).rounded(.down),
        y: (position.y - anchor.y * size.height).rounded(.down), width: size.width,
        height: size.height))
  }

  /// Centres parallax background view `view`, an image with a relative position, against the
  /// container again: its anchor point at the relative position times the container's size,
  /// not floored.
  func recentre(_ view: Int) {
    guard let relative = image(of: view)?.relativePosition else { return }
    records[view].position = Point(
      x: relative.x * containerSize.width, y: relative.y * containerSize.height)
  }

  /// Positions image view `view` (with a relative position, no relative key) inside an
  /// element's superview instead of the container: its anchor point at the relative position
  /// times the superview's size (a zero size when `superview` is `nil`), not floored.
  func place(_ view: Int, inside superview: Int?) {
    guard let relative = image(of: view)?.relativePosition else { return }
    let size = superview.map { records[$0].size } ?? .zero
    records[view].position = Point(x: relative.x * size.width, y: relative.y * size.height)
  }

  /// Places again, for the container's new size, every view the initialiser placed against
  /// it, in the initialiser's order: the scroller, the dots, Skip, the images with a relative
  /// position (in the spec's order, so an image placed against another reads that image's new
  /// frame), the texts and the dismiss button, an element's container sized after Skip; then
  /// the parallax background views centred against the container, and the images positioned
  /// inside an element's superview (Skip's size may have changed).
  ///
  /// The rest keep their frames, which do not read the container's size: the custom views (the
  /// host placed them), the images without a relative position, and the elements' containers
  /// sized after an image.
  ///
  /// - Complexity: O(views + elements).
  func placeAgainstContainer() {
    for view in records.indices {
      switch records[view].role {
      case .scrollView, .pageControl, .skipButton, .pageText, .dismissButton:
        place(view)
      case .image(let index) where spec.images[index].relativePosition != nil:
        place(view)
      case .elementContainer(let element)
      where firstView(ofElement: element).map({ records[$0].role == .skipButton }) == true:
        place(view)
      case .image, .elementContainer, .customView:
        break
      }
    }
    for view in recentredViews { recentre(view) }
    for placement in superviewPlacements { place(placement.view, inside: placement.superview) }
    isStale = true
  }

  /// Gives `view` the untransformed frame `frame`, keeping its anchor point.
  func setFrame(_ view: Int, _ frame: Rect) {
    let anchor = records[view].anchorPoint
    records[view].size = frame.size
    records[view].position = Point(
      x: frame.origin.x + anchor.x * frame.size.width,
      y: frame.origin.y + anchor.y * frame.size.height)
  }

  /// The bottom the texts are placed against: the container's bounds', or its frame's.
  private var textsMaxY: Double {
    containerSize.height + (compatibility.placesTextsByContainerFrame ? containerOrigin.y : 0)
  }

  /// The view an element's container is sized after: its first view, if it names one.
  private func firstView(ofElement element: Int) -> Int? {
    spec.elements[element].views.first.flatMap { viewLookup[$0] }
  }
}
