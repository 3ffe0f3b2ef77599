import CarouselKit

// Building the flow, in the original's order (§C.2): the scroller, the dots and Skip, the images,
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

  /// The scroller, then the dots (`showPageControl`) and Skip (`showSkip`, view key `"skip"`).
  func buildChrome() {
    let width = containerSize.width
    let height = containerSize.height
    let scroller = addRecord(
      record(
        key: "scrollView", role: .scrollView,
        frame: Rect(x: 0, y: 0, width: width, height: height)))
    attach(scroller, to: OnboardingViewRecord.container, at: nil)
    if spec.showsPageControl {
      // 200×20 centred at (midX, maxY − 25), made integral.
      let frame = Self.integral(
        Rect(x: width / 2 - 100, y: height - 25 - 10, width: 200, height: 20))
      let dots = addRecord(record(key: "pageControl", role: .pageControl, frame: frame))
      attach(dots, to: OnboardingViewRecord.container, at: nil)
    }
    if spec.showsSkip {
      // 100×20 centred at (maxX − 59, height − 25), made integral.
      let frame = Self.integral(
        Rect(x: width - 59 - 50, y: height - 25 - 10, width: 100, height: 20))
      let skip = addRecord(record(key: "skip", role: .skipButton, frame: frame))
      viewLookup["skip"] = skip
      attach(skip, to: OnboardingViewRecord.container, at: nil)
    }
  }

  /// The images, in the spec's order (§C.2): anchored, positioned against the container or an
  /// earlier image, the frame's origin floored.
  func buildImages(_ imageSize: (OnboardingImage) -> Size) {
    for (index, image) in spec.images.enumerated() {
      let size = imageSize(image)
      precondition(Self.isValid(size), "An image size must be finite and not negative")
      let anchor = image.anchorPoint
      // A UIImageView starts with its frame at (0, 0); setting the anchor point keeps the
      // position, the centre of that frame.
      var position = Point(x: size.width / 2, y: size.height / 2)
      if let relative = image.relativePosition {
        if let relativeKey = image.relativeKey {
          // An unknown or later key is no view: its frame is the zero rectangle.
          let frame = viewLookup[relativeKey].map { records[$0].frame } ?? .zero
          position = Point(
            x: frame.minX + relative.x * frame.size.width,
            y: frame.minY + relative.y * frame.size.height)
        } else {
          position = Point(
            x: relative.x * containerSize.width, y: relative.y * containerSize.height)
        }
      }
      // The frame's origin floored, the size kept (CGRectIntegral's origin).
      let originX = (position.x - anchor.x * size.width).rounded(.down)
      let originY = (position.y - anchor.y * size.height).rounded(.down)
      let view = addRecord(
        OnboardingViewRecord(
          key: image.key, role: .image(index: index), size: size,
          position: Point(x: originX + anchor.x * size.width, y: originY + anchor.y * size.height),
          anchorPoint: anchor))
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
      if let relative = image(of: view)?.relativePosition {
        records[view].position = Point(
          x: relative.x * containerSize.width, y: relative.y * containerSize.height)
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

  /// The page texts under pages 0…n − 2 and the dismiss button on page n − 1, in the container.
  ///
  /// The original counted the dots, so without them it built none and crashed on the first
  /// settle; here the pages are counted.
  func buildTexts() {
    let count = pageCount
    textViews = Array(repeating: nil, count: count)
    guard count > 0 else { return }
    let width = containerSize.width
    let maxY =
      containerSize.height + (compatibility.placesTextsByContainerFrame ? containerOrigin.y : 0)
    for page in 0..<(count - 1) where spec.pageTexts[page] != nil {
      let centreX = Double(page) * width + width / 2
      let label = addRecord(
        record(
          key: "pageText\(page)", role: .pageText(page: page),
          frame: Rect(x: centreX - 132, y: maxY - 60 - 40, width: 264, height: 80)))
      records[label].followsScroll = true
      attach(label, to: OnboardingViewRecord.container, at: nil)
      textViews[page] = label
    }
    if spec.pageTexts[count - 1] != nil {
      let centreX = Double(count - 1) * width + width / 2
      let button = addRecord(
        record(
          key: "dismissButton", role: .dismissButton(page: count - 1),
          frame: Rect(x: centreX - 132, y: maxY - 100 - 17.5, width: 264, height: 35)))
      records[button].followsScroll = true
      attach(button, to: OnboardingViewRecord.container, at: nil)
      textViews[count - 1] = button
    }
  }

  /// The elements (§C.2.1), registered in their buckets; page indexes outside 0…n are ignored
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
          let relative = image.relativePosition, image.relativeKey == nil
        {
          let size = added.map { records[$0].size } ?? .zero
          records[view].position = Point(x: relative.x * size.width, y: relative.y * size.height)
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

  /// A transparent container sized to the element's first view, at (0, 0), holding the listed
  /// views at their current frames (each moved out of wherever it was).
  func makeContainer(for element: OnboardingElement, at index: Int) -> Int {
    let size = viewLookup[element.views[0]].map { records[$0].size } ?? .zero
    let container = addRecord(
      record(
        key: element.key ?? "elements[\(index)]", role: .elementContainer(element: index),
        frame: Rect(origin: .zero, size: size)))
    for key in element.views {
      guard let view = viewLookup[key] else { continue }
      detach(view)
      attach(view, to: container, at: nil)
    }
    return container
  }
}
