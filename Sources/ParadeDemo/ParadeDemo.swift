import CarouselKit

/// Parade's demo app rebuilt on CarouselKit: six full-screen cells on a vertical ``Pager``,
/// each with a parallax animator, as `ParallaxImageViewController` shows them.
///
/// The cells, in order (Parade's demo app): **intro** (logo, progress dots and
/// arrow: scale, transform and alpha), **scale** (an image scaling and fading over the last
/// 70 %), **doubleImage** (a container and two images moving apart: centre and transform),
/// **image** (an image moving with an animation chain into a nested, parallax-scrolling
/// image), **imageAppear** (a logo and four crosshairs flying out of one point over the last
/// 40 %), and **theEnd** (a label in a 3D transform). Every animator is vertical; every cell's
/// content view darkens to 0x050505 away from the centre.
///
/// The host's part is ``update()``: for each visible page, the pager's
/// ``Pager/parallaxProgress(ofPage:)`` goes to the cell's animator, which reads and writes
/// ``views``. No geometry of its own. The animators' elements are indexes into ``views``,
/// resolved from the views' names once, when the cells are built, so a frame looks up no name.
public final class ParadeDemo {
  /// The cells' names, top to bottom.
  public static let cellNames = ["intro", "scale", "doubleImage", "image", "imageAppear", "theEnd"]

  /// The screen, in points; each cell fills it.
  public let viewport: Size
  /// The vertical pager the cells scroll on, one page per cell.
  public let pager: Pager
  /// Every view, cell by cell, parents before their children.
  public private(set) var views: [DemoView] = []
  /// One animator per cell, its elements indexes into ``views``; the image cell's has its
  /// frame's animator attached.
  public private(set) var animators: [ParallaxAnimator<Int>] = []
  private var viewIndex: [String: Int] = [:]

  /// Builds the demo's cells and animators.
  ///
  /// - Parameters:
  ///   - viewport: The screen, in points (375 × 667, an iPhone 8).
  ///   - compatibility: Parade's bugs fixed (the default) or ``ParallaxCompatibility/original``.
  ///   - curves: The curves' value set (corrected, or Parade's own).
  public init(
    viewport: Size = Size(width: 375, height: 667),
    compatibility: ParallaxCompatibility = ParallaxCompatibility(),
    curves: Easing.CurveSet = .corrected
  ) {
    self.viewport = viewport
    var configuration = Pager.Configuration()
    configuration.axis = .vertical
    pager = Pager(
      layout: PageLayout(pageCount: Self.cellNames.count, viewportLength: viewport.height),
      configuration: configuration)
    let builder = DemoCells(width: viewport.width, height: viewport.height, curves: curves)
    let cells = builder.build(compatibility: compatibility)
    views = cells.views
    animators = cells.animators
    for (index, view) in views.enumerated() { viewIndex[view.name] = index }
  }

  /// The view named `name`.
  public func view(_ name: String) -> DemoView? { viewIndex[name].map { views[$0] } }

  /// The index in ``views`` of the view named `name`, the element the animators know it by.
  public func viewIndex(of name: String) -> Int? { viewIndex[name] }

  /// Applies the pager's position to the animators of the cells in view, as Parade's scroll
  /// view did on every offset change; cells out of view keep their last values.
  ///
  /// - Complexity: O(properties of the visible cells), no allocation after the first call.
  public func update() {
    let visible = pager.layout.visiblePages(atOffset: pager.contentOffset)
    for page in visible where page < animators.count {
      animators[page].apply(
        pager.parallaxProgress(ofPage: page),
        reading: { view, property in views[view].value(of: property) },
        writing: { view, property, value in views[view].set(property, to: value) })
    }
  }
}

/// The six cells' views and animators, with the demo's numbers.
private struct DemoCells {
  let width: Double
  let height: Double
  let curves: Easing.CurveSet

  private var black: RGBAColor { RGBAColor(hex: 0x000000) }
  private var transitioning: RGBAColor { RGBAColor(hex: 0x050505) }

  private func curve(_ curve: Easing.Curve) -> Easing { Easing(curve, set: curves) }

  func build(compatibility: ParallaxCompatibility) -> (
    views: [DemoView], animators: [ParallaxAnimator<Int>]
  ) {
    var views: [DemoView] = []
    var animators: [ParallaxAnimator<Int>] = []
    for (cell, name) in ParadeDemo.cellNames.enumerated() {
      views.append(
        DemoView(
          "\(name).content", cell: cell, content: .plain,
          frame: Rect(x: 0, y: 0, width: width, height: height), background: black,
          clips: name == "image"))
      let animator = ParallaxAnimator<Int>(axis: .vertical, compatibility: compatibility)
      switch name {
      case "intro": intro(&views, animator)
      case "scale": scale(&views, animator)
      case "doubleImage": doubleImage(&views, animator)
      case "image": image(&views, animator, compatibility)
      case "imageAppear": imageAppear(&views, animator)
      default: theEnd(&views, animator)
      }
      animators.append(animator)
    }
    return (views, animators)
  }

  /// The index of the view named `name` among those built so far: the animators' element.
  private func id(_ name: String, _ views: [DemoView]) -> Int {
    guard let index = views.firstIndex(where: { $0.name == name }) else {
      preconditionFailure("The demo has no view named \(name)")
    }
    return index
  }

  private func darkens(_ cell: String, _ views: [DemoView], _ animator: ParallaxAnimator<Int>) {
    animator.startEndState(for: id("\(cell).content", views)) {
      $0.backgroundColor(transitioning)
    }
  }

  /// Logo, progress dots and arrow: scale, transform and alpha, leaving only.
  private func intro(_ views: inout [DemoView], _ animator: ParallaxAnimator<Int>) {
    let w = width
    let h = height
    views.append(
      DemoView(
        "intro.logo", cell: 0, content: .image("elephant_logo"),
        frame: Rect(x: w / 2 - 120, y: 130, width: 240, height: 240)))
    views.append(
      DemoView(
        "intro.dots", cell: 0, content: .dots(count: 21),
        frame: Rect(x: w / 2 - 2, y: h - 254, width: 4, height: 80), clips: true))
    views.append(
      DemoView(
        "intro.arrow", cell: 0, content: .image("down_arrow"),
        frame: Rect(x: w / 2 - 40, y: h - 130, width: 80, height: 46), alpha: 0.8))
    let logoTransform = Transform2D.identity.scaledBy(x: 1.6, y: 1.6).translatedBy(x: 0, y: 50)
    let arrowTransform = Transform2D.identity.scaledBy(x: 0.1, y: 0.1).translatedBy(x: 0, y: 160)
    let dotsTransform = Transform2D.identity.translatedBy(x: 0, y: -10).scaledBy(x: 0.8, y: 1)
    animator.endState(for: id("intro.logo", views)) { state in
      state.alpha(0).easing(curve(.inSine))
      state.transform(logoTransform)
    }
    animator.endState(for: id("intro.arrow", views)) { state in
      state.alpha(0).easing(curve(.inSine))
      state.transform(arrowTransform)
    }
    animator.endState(for: id("intro.content", views)) { $0.backgroundColor(transitioning) }
    animator.endState(for: id("intro.dots", views)) { state in
      state.alpha(0).easing(curve(.inSine))
      state.transform(dotsTransform).easing(curve(.inSine))
    }
    // Size rather than scale, so the dots are not stretched: 4 × 80 grows to 3.2 × 240.
    animator.startEndState(for: id("intro.dots", views)) {
      $0.size(Size(width: 4 * 0.8, height: 80 * 3)).easing(curve(.inSine))
    }
  }

  /// An image that scales and fades over the last 70 % on either side.
  private func scale(_ views: inout [DemoView], _ animator: ParallaxAnimator<Int>) {
    let w = width
    views.append(
      DemoView(
        "scale.image", cell: 1, content: .image("article_image_2"),
        frame: Rect(x: -2, y: 240, width: w + 4, height: (w * 9 / 16).rounded(.up)),
        background: RGBAColor(red: 1, green: 1, blue: 0), clips: true))
    let transform = Transform2D.identity.scaledBy(x: 0.5, y: 0.5).translatedBy(x: 0, y: 150)
    darkens("scale", views, animator)
    animator.startEndState(for: id("scale.image", views)) { state in
      state.alpha(0).range(0.3...1).easing(curve(.outSine))
      state.transform(transform).range(0.3...1).easing(curve(.inSine))
    }
  }

  /// A square container sliding in and out, its two images moving apart: centre and transform.
  private func doubleImage(_ views: inout [DemoView], _ animator: ParallaxAnimator<Int>) {
    let w = width
    let imageWidth = w * 0.42
    let imageHeight = w * 0.54
    views.append(
      DemoView(
        "doubleImage.container", cell: 2, content: .plain,
        frame: Rect(x: 0, y: 140, width: w, height: w)))
    views.append(
      DemoView(
        "doubleImage.left", cell: 2, parent: "doubleImage.container",
        content: .image("two-image-left"),
        frame: Rect(
          x: w / 2 - imageWidth, y: (w - imageHeight) / 2 + imageHeight * 0.32,
          width: imageWidth.rounded(.up), height: imageHeight.rounded(.up)), clips: true))
    views.append(
      DemoView(
        "doubleImage.right", cell: 2, parent: "doubleImage.container",
        content: .image("two-image-right"),
        frame: Rect(
          x: w / 2 + 1, y: (w - imageHeight) / 2, width: imageWidth.rounded(.up),
          height: imageHeight.rounded(.up)), clips: true))
    let shownHeight = imageHeight.rounded(.up)
    darkens("doubleImage", views, animator)
    animator.startState(for: id("doubleImage.container", views)) { state in
      state.transform(Transform2D(translationX: 0, y: -80)).easing(curve(.outSine))
      state.alpha(0).easing(curve(.outSine))
    }
    animator.endState(for: id("doubleImage.container", views)) { state in
      state.transform(Transform2D(translationX: 0, y: 280)).easing(curve(.outSine))
      state.alpha(0).easing(curve(.outSine))
    }
    animator.startEndState(for: id("doubleImage.right", views)) {
      $0.transform(Transform2D(translationX: 0, y: shownHeight / 4)).easing(curve(.outSine))
    }
    animator.startEndState(for: id("doubleImage.left", views)) {
      $0.transform(Transform2D(translationX: 0, y: -shownHeight / 2)).easing(curve(.outSine))
    }
  }

  /// An image framed on white that sinks and fades as it leaves, and a chain: the frame's own
  /// animator slides the image inside it (a parallax window).
  private func image(
    _ views: inout [DemoView], _ animator: ParallaxAnimator<Int>,
    _ compatibility: ParallaxCompatibility
  ) {
    let w = width
    let frameWidth = w * 0.9
    let frameHeight = frameWidth * 9 / 16
    let centre = Point(x: w / 2, y: frameHeight / 2 + 0.2 * height)
    views.append(
      DemoView(
        "image.frame", cell: 3, content: .plain,
        frame: Rect(
          x: centre.x - frameWidth / 2, y: centre.y - frameHeight / 2, width: frameWidth,
          height: frameHeight), background: .white, clips: true))
    let innerWidth = (1.75 * frameWidth).rounded(.up)
    let innerHeight = (1.75 * frameHeight).rounded(.up)
    views.append(
      DemoView(
        "image.inner", cell: 3, parent: "image.frame", content: .image("article_image_1"),
        frame: Rect(
          x: frameWidth / 2 - innerWidth / 2, y: frameHeight / 2 - innerHeight / 2,
          width: innerWidth, height: innerHeight), clips: true))
    darkens("image", views, animator)
    animator.startState(for: id("image.frame", views)) { $0.center(centre).easing(curve(.inSine)) }
    animator.endState(for: id("image.frame", views)) { state in
      state.center(Point(x: centre.x, y: centre.y + 340)).easing(curve(.inSine))
      state.alpha(0).easing(curve(.inSine))
    }
    // The frame's own animator, attached: it gets the cell's progress.
    let shifted = Point(x: frameWidth / 2, y: frameHeight / 2 - frameHeight * 0.375)
    let frameAnimator = ParallaxAnimator<Int>(axis: .vertical, compatibility: compatibility)
    frameAnimator.startState(for: id("image.inner", views)) {
      $0.center(shifted).easing(curve(.inSine))
    }
    frameAnimator.endState(for: id("image.inner", views)) {
      $0.center(shifted).easing(curve(.outSine))
    }
    animator.attach(frameAnimator)
  }

  /// A logo and four crosshairs that fly out of one point over the last 40 %, the crosshairs
  /// fading in over the first 40 %.
  private func imageAppear(_ views: inout [DemoView], _ animator: ParallaxAnimator<Int>) {
    let w = width
    let h = height
    let square = Rect(x: 0.2 * w, y: 0.5 * h - 0.3 * w, width: 0.6 * w, height: 0.6 * w)
    var logo = DemoView(
      "imageAppear.logo", cell: 4, content: .image("elephant_logo_small"), frame: square)
    logo.transform = Transform2D(scaleX: 0.95, y: 0.95)
    views.append(logo)
    let corners: [(String, Point)] = [
      ("topLeft", Point(x: square.minX - 20, y: square.minY)),
      ("bottomLeft", Point(x: square.minX - 20, y: square.maxY)),
      ("topRight", Point(x: square.maxX + 20, y: square.minY)),
      ("bottomRight", Point(x: square.maxX + 20, y: square.maxY)),
    ]
    for (corner, centre) in corners {
      views.append(
        DemoView(
          "imageAppear.\(corner)", cell: 4, content: .image("cross_air"),
          frame: Rect(x: centre.x - 15, y: centre.y - 15, width: 30, height: 30), alpha: 0.8))
    }
    let crosshairs = corners.map { id("imageAppear.\($0.0)", views) }
    let start = Point(x: w / 2, y: -100)
    let end = Point(x: w / 2, y: 700)
    // Scale 0 then a quarter turn: every entry is 0, so the turn never shows (Parade's demo).
    let quarter = Double(Float.pi / 2)
    let leftCollapsed = Transform2D.identity.scaledBy(x: 0, y: 0).rotated(by: quarter)
    let rightCollapsed = Transform2D.identity.scaledBy(x: 0, y: 0).rotated(by: -quarter)
    let flight = 0.6...1.0
    darkens("imageAppear", views, animator)
    animator.startState(forElements: crosshairs) {
      $0.center(start).range(flight).easing(curve(.outSine))
    }
    animator.endState(forElements: crosshairs) {
      $0.center(end).range(flight).easing(curve(.outSine))
    }
    animator.startEndState(forElements: Array(crosshairs[0...1])) { state in
      state.transform(leftCollapsed).range(flight)
      state.alpha(0).range(0...0.4).easing(curve(.outSine))
    }
    animator.startEndState(forElements: Array(crosshairs[2...3])) { state in
      state.transform(rightCollapsed).range(flight)
      state.alpha(0).range(0...0.4).easing(curve(.outSine))
    }
    for (point, isStart) in [(start, true), (end, false)] {
      let build: (ParallaxStateMaker) -> Void = { state in
        state.center(point).range(flight).easing(curve(.outSine))
        state.transform(leftCollapsed).range(flight).easing(curve(.inSine))
        state.alpha(0).range(flight).easing(curve(.inSine))
      }
      if isStart {
        animator.startState(for: id("imageAppear.logo", views), build)
      } else {
        animator.endState(for: id("imageAppear.logo", views), build)
      }
    }
  }

  /// "THE END" rising out of a 3D transform.
  private func theEnd(_ views: inout [DemoView], _ animator: ParallaxAnimator<Int>) {
    let w = width
    views.append(
      DemoView(
        "theEnd.label", cell: 5, content: .text("THE END"),
        frame: Rect(x: -10, y: 240, width: w + 20, height: (w + 20) * 9 / 16)))
    // Parade's: perspective, a lift toward the viewer, a zero scale and a 280° turn about x;
    // the zero scale leaves only the lift and w = 0.8.
    let transform = Transform3D.perspective(-1.0 / 1000)
      .translatedBy(x: 0, y: -200, z: 200)
      .scaledBy(x: 0, y: 0, z: 0)
      .rotated(by: 280 * Double.pi / 180, x: 1, y: 0, z: 0)
    animator.startState(for: id("theEnd.content", views)) { $0.backgroundColor(black) }
    animator.startState(for: id("theEnd.label", views)) { state in
      state.alpha(0).range(0.4...1).easing(curve(.inSine))
      state.transform3D(transform).easing(curve(.outSine))
    }
  }
}
