import CarouselKit

// Parallax's entry points, for the page to come: a vertical pager of cells and an animator
// whose start and end states one element follows, eased by one of Parade's curves.

typealias DrivenModel = Pager

nonisolated(unsafe) var webParallaxPager: Pager?
nonisolated(unsafe) var webAnimator: ParallaxAnimator<UInt16>?

/// Makes a vertical pager of `cells` cells of `height` points and an animator moving one
/// element from alpha 0 and 40 points right to alpha 1 in place, eased by curve `curve`
/// (``Easing/Curve``'s order).
@_cdecl("parallax_setup")
func parallaxSetup(_ cells: Int32, _ height: Double, _ curve: Int32) {
  var configuration = Pager.Configuration()
  configuration.axis = .vertical
  let pager = Pager(
    layout: PageLayout(pageCount: Int(max(cells, 0)), viewportLength: height),
    configuration: configuration)
  webParallaxPager = pager
  drivenModel = pager
  let curves = Easing.Curve.allCases
  let easing = Easing(curves[Int(max(0, min(curve, Int32(curves.count - 1))))])
  let animator = ParallaxAnimator<UInt16>()
  animator.startState(for: 0) { state in
    state.alpha(0).easing(easing)
    state.center(Point(x: 40, y: 0)).easing(easing)
  }
  animator.endState(for: 0) { state in
    state.alpha(1)
    state.center(.zero)
  }
  webAnimator = animator
}

/// The content offset, in points, down the cells.
@_cdecl("parallax_content_offset")
func parallaxContentOffset() -> Double { webParallaxPager?.contentOffset ?? 0 }

/// The element's alpha in cell `cell` at the pager's position.
@_cdecl("parallax_alpha")
func parallaxAlpha(_ cell: Int32) -> Double {
  guard let pager = webParallaxPager, let animator = webAnimator else { return 0 }
  var alpha = 1.0
  animator.apply(
    pager.parallaxProgress(ofPage: Int(cell)), reading: { _, _ in .scalar(1) },
    writing: { _, property, value in
      if property == .alpha, case .scalar(let a) = value { alpha = a }
    })
  return alpha
}
