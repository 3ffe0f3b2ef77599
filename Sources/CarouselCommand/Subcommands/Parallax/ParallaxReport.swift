import CarouselKit
import ParadeDemo

/// The JSON of `carousel parallax` and a readable trace, for a run of Parade's demo.
enum ParallaxReport {
  /// The run as JSON, keys in the order below, numbers in Swift's shortest form that reads back
  /// to the same `Double`.
  ///
  /// `{"frames": [{"time", "contentOffset", "page", "views": [{"name", "cell", "alpha",
  /// "center": [x, y], "size": [w, h], "transform": [a, b, c, d, tx, ty], "transform3D":
  /// [m11…m44], "backgroundColor": [r, g, b, a]}]}], "events": [{"time", "name",
  /// "willDecelerate" or "page" where the event has one}], "final": {"time", "contentOffset",
  /// "page"}}`. The events are the pager's, `didScroll` left out, as `carousel pages` and
  /// `carousel walkthrough` give theirs. The views are those of the cells in view, in the
  /// demo's order (cell by cell, parents before children); centres are in the parent's
  /// coordinates (the cell's, for a view without a parent), both transforms are about the
  /// view's centre, and `transform3D` is always given, the identity's 16 numbers when the view
  /// has none.
  static func json(_ run: ParallaxRun, frames: [ParallaxRun.Frame]) -> String {
    JSONWriter.simulationRun(frames: frames, events: run.events.map { .model($0) }) { out, frame in
      out.field("time", frame.time)
      out.field("contentOffset", frame.contentOffset)
      out.field("page", frame.page)
      out.key("views")
      out.array(frame.views) { view(view: $0, out) }
    } detail: { kind in
      switch kind {
      case .currentPageDidChange(let page), .didSettle(let page): ("page", page)
      default: nil
      }
    } final: { out in
      let pager = run.pager
      out.field("time", pager.time)
      out.field("contentOffset", pager.contentOffset)
      out.field("page", pager.currentPage)
    }
  }

  private static func view(view: DemoView, _ out: JSONWriter) {
    out.object {
      out.field("name", view.name)
      out.field("cell", view.cell)
      out.field("alpha", view.alpha)
      out.key("center")
      out.array([view.center.x, view.center.y]) { out.value($0) }
      out.field("size", view.bounds.size)
      let t = view.transform
      out.key("transform")
      out.array([t.a, t.b, t.c, t.d, t.tx, t.ty]) { out.value($0) }
      out.key("transform3D")
      out.array(view.transform3D.elements) { out.value($0) }
      let colour = view.backgroundColor
      out.key("backgroundColor")
      out.array([colour.red, colour.green, colour.blue, colour.alpha]) { out.value($0) }
    }
  }

  /// A cell's number and name: `"cell 1 (scale)"`.
  static func cellName(_ cell: Int) -> String {
    let names = ParadeDemo.cellNames
    return names.indices.contains(cell) ? "cell \(cell) (\(names[cell]))" : "cell \(cell)"
  }
}
