import CarouselKit

// Building the flow, in the original's order: the scroller, the dots and Skip, the images,
// the background, the texts and the elements.

extension OnboardingConductor {
  /// Adds a view record, returning its index.
  func addRecord(_ record: OnboardingViewRecord) -> Int {
    records.append(record)
    return records.count - 1
  }

  /// A record whose untransformed frame is `frame`, with the anchor point in the middle.
  func record(key: String, role: OnboardingViewRole, frame: Rect) -> OnboardingViewRecord {
    OnboardingViewRecord(
      key: key, role: role, size: frame.size,
      position: Point(x: frame.midX, y: frame.midY), anchorPoint: Point(x: 0.5, y: 0.5))
  }

  /// `CGRectIntegral`: the smallest rectangle with whole coordinates holding `rect`.
  static func integral(_ rect: Rect) -> Rect {
    let x = rect.minX.rounded(.down)
    let y = rect.minY.rounded(.down)
    return Rect(
      x: x, y: y, width: rect.maxX.rounded(.up) - x, height: rect.maxY.rounded(.up) - y)
  }

  /// The scroller, then the dots (`showPageControl`) and Skip (`showSkip`, view key `"skip"`),
  /// placed against the container (``place(_:)``).
  func buildChrome() {
    let scroller = addPlacedRecord(key: "scrollView", role: .scrollView)
    attach(scroller, to: OnboardingViewRecord.container, at: nil)
    if spec.showsPageControl {
      let dots = addPlacedRecord(key: "pageControl", role: .pageControl)
      attach(dots, to: OnboardingViewRecord.container, at: nil)
    }
    if spec.showsSkip {
      let skip = addPlacedRecord(key: "skip", role: .skipButton)
      viewLookup["skip"] = skip
      attach(skip, to: OnboardingViewRecord.container, at: nil)
    }
  }

  /// Adds a view of `role` with its anchor point in the middle, placed by its role's rule.
  func addPlacedRecord(key: String, role: OnboardingViewRole) -> Int {
    let view = addRecord(record(key: key, role: role, frame: .zero))
    place(view)
    return view
  }

  /// The images, in the spec's order: anchored, positioned against the container or an
  /// earlier image (``placeImage(_:index:)``).
  func buildImages(_ imageSize: (OnboardingImage) -> Size) {
    imageReferents.reserveCapacity(spec.images.count)
    for (index, image) in spec.images.enumerated() {
      let size = imageSize(image)
      precondition(Self.isValid(size), "An image size must be finite and not negative")
      // An unknown or later key is no view (the lookup as it stands now, before later images).
      imageReferents.append(image.relativeKey.flatMap { viewLookup[$0] })
      let view = addRecord(
        OnboardingViewRecord(
          key: image.key, role: .image(index: index), size: size, position: .zero,
          anchorPoint: image.anchorPoint))
      place(view)
      if image.addsImmediately { attach(view, to: OnboardingViewRecord.container, at: nil) }
      viewLookup[image.key] = view
    }
  }

  /// The image a view shows, if it is one of the spec's images.
  func image(of view: Int) -> OnboardingImage? {
    guard case .image(let index) = records[view].role else { return nil }
    return spec.images[index]
  }

  /// The parallax background, inserted at z-index 1 of the container when detached (centred
  /// against the container when it has a relative position); floating and tilting images.
  func buildBackground() {
    for key in spec.parallaxBackground {
      // The original added a missing view to an array, which crashed: skipped.
      guard let view = viewLookup[key] else { continue }
      parallaxViews.append(view)
      guard records[view].superview == OnboardingViewRecord.detached else { continue }
      if image(of: view)?.relativePosition != nil {
        recentredViews.append(view)
        recentre(view)
      }
      attach(view, to: OnboardingViewRecord.container, at: 1)
    }
    for key in spec.floatingImages {
      guard let view = viewLookup[key] else { continue }
      records[view].floats = true
      hasFloatingViews = true
    }
    for key in spec.motionImages {
      guard let view = viewLookup[key] else { continue }
      records[view].tilts = true
    }
  }

  /// The page texts under pages 0…n − 2 and the dismiss button on page n − 1, in the container
  /// (``place(_:)``).
  ///
  /// The original counted the dots, so without them it built none and crashed on the first
  /// settle; here the pages are counted.
  func buildTexts() {
    let count = pageCount
    textViews = Array(repeating: nil, count: count)
    guard count > 0 else { return }
    for page in 0..<(count - 1) where spec.pageTexts[page] != nil {
      let label = addPlacedRecord(key: "pageText\(page)", role: .pageText(page: page))
      records[label].followsScroll = true
      attach(label, to: OnboardingViewRecord.container, at: nil)
      textViews[page] = label
    }
    if spec.pageTexts[count - 1] != nil {
      let button = addPlacedRecord(key: "dismissButton", role: .dismissButton(page: count - 1))
      records[button].followsScroll = true
      attach(button, to: OnboardingViewRecord.container, at: nil)
      textViews[count - 1] = button
    }
  }

  /// The elements, registered in their buckets; page indexes outside 0…n are ignored
  /// (the original crashed on them).
  func buildElements() {
    let buckets = items.count
    for (index, element) in spec.elements.enumerated() {
      var view: Int?
      if element.views.count == 1 {
        view = viewLookup[element.views[0]]
      } else if element.views.count > 1 {
        view = makeContainer(for: element, at: index)
      }
      var superview = OnboardingViewRecord.container
      if let key = element.superview {
        let added = viewLookup[key]
        if let added { superview = added }
        // An image positioned against the container but not against another image is
        // positioned inside the superview instead (against a zero size when it names none).
        if element.views.count == 1, let view, let image = image(of: view),
          image.relativePosition != nil, image.relativeKey == nil
        {
          superviewPlacements.append((view, added))
          place(view, inside: added)
        }
      }
      // `customSubviews` overrides `views`, even when nothing is registered under it.
      if let key = element.customSubview { view = customViewLookup[key] }
      elements.append(
        OnboardingElementRecord(
          view: view, superview: superview, insertIndex: element.insertIndex,
          removes: element.removes, motion: OnboardingElementMotion(element),
          spring: OnboardingSpring(
            duration: element.duration, delay: element.delay,
            dampingRatio: element.springDamping, initialVelocity: element.springVelocity),
          customAppear: element.customAppearAnimation.flatMap { customAnimations[$0] },
          customDisappear: element.customDisappearAnimation.flatMap { customAnimations[$0] }))
      for page in element.itemPages where page >= 0 && page < buckets { items[page].append(index) }
      for page in element.appearPages where page >= 0 && page < buckets {
        appears[page].append(index)
      }
      for page in element.disappearPages where page >= 0 && page < buckets {
        disappears[page].append(index)
      }
      for page in element.dragDisappearPages where page >= 0 && page < buckets {
        dragDisappears[page].append(index)
      }
    }
  }

  /// A transparent container sized to the element's first view, at (0, 0) (``place(_:)``),
  /// holding the listed views at their current frames (each moved out of wherever it was).
  func makeContainer(for element: OnboardingElement, at index: Int) -> Int {
    let container = addPlacedRecord(
      key: element.key ?? "elements[\(index)]", role: .elementContainer(element: index))
    for key in element.views {
      guard let view = viewLookup[key] else { continue }
      detach(view)
      attach(view, to: container, at: nil)
    }
    return container
  }
}
