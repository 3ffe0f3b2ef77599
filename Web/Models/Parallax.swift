import CarouselKit
import ParadeDemo

// Parallax's entry points for a web page: Parade's demo (ParadeDemo, as `carousel parallax` runs
// it), six full-screen cells on a vertical pager, each cell's views moved by its parallax
// animator as the cell crosses the screen.

typealias DrivenModel = Pager

nonisolated(unsafe) var webDemo: ParadeDemo?

/// Makes the demo for a screen of `width`×`height` points.
@_cdecl("parallax_setup")
func parallaxSetup(_ width: Double, _ height: Double) {
  let demo = ParadeDemo(viewport: Size(width: width, height: height))
  webDemo = demo
  drivenModel = demo.pager
}

/// Applies the pager's position to the cells in view and writes their views' numbers.
///
/// The animators run as ``ParadeDemo/update()`` runs them; the views go into ``frameNumbers``
/// in the demo's order, 32 numbers a view: its index among the demo's views; its centre's x and y and its size, in points, in its parent; its alpha (0 to
/// 1); its 2D transform a, b, c, d, tx, ty; its 3D transform m11 to m44; its background's red,
/// green, blue and alpha (0 to 1). Returns how many views.
///
/// - Complexity: O(views); no allocation once the buffer has held that many.
@_cdecl("parallax_views")
func parallaxViews() -> Int32 {
  guard let demo = webDemo else { return 0 }
  demo.update()
  frameNumbers.removeAll(keepingCapacity: true)
  let visible = demo.pager.layout.visiblePages(atOffset: demo.pager.contentOffset)
  var count: Int32 = 0
  for index in demo.views.indices where visible.contains(demo.views[index].cell) {
    let view = demo.views[index]
    let colour = view.backgroundColor
    frameNumbers.append(Double(index))
    frameNumbers.append(view.center.x)
    frameNumbers.append(view.center.y)
    frameNumbers.append(view.bounds.size.width)
    frameNumbers.append(view.bounds.size.height)
    frameNumbers.append(view.alpha)
    appendTransform(view.transform)
    appendTransform(view.transform3D)
    frameNumbers.append(colour.red)
    frameNumbers.append(colour.green)
    frameNumbers.append(colour.blue)
    frameNumbers.append(colour.alpha)
    count += 1
  }
  return count
}

/// The content offset, in points, down the cells.
@_cdecl("parallax_content_offset")
func parallaxContentOffset() -> Double { webDemo?.pager.contentOffset ?? 0 }

/// The page nearest to the offset: the cell on screen.
@_cdecl("parallax_current_page")
func parallaxCurrentPage() -> Int32 { Int32(webDemo?.pager.currentPage ?? 0) }
