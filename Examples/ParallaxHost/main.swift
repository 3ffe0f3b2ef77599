// A parallax host: Parade's demo app — six full-screen cells on a vertical pager, each with a
// parallax animator (scale, alpha, centre, transform, 3D transform, and an animation chain) —
// driven by a manual 60 Hz clock as a unit test would. The user flicks down through the cells;
// the host prints what a toolkit would draw at a few moments. Its only code per frame is
// `demo.update()`: the pager gives each visible cell its progress, no geometry of the host's.
//
//     swift run ParallaxHost

import CarouselKit
import ParadeDemo

/// The host: the demo's model, a clock, and a `draw` that prints what a toolkit renders.
@MainActor final class Host {
  let demo = ParadeDemo()
  var time = 0.0
  var height: Double { demo.viewport.height }

  /// One line per view the cells in view show: alpha, centre, scale and lift, as a host applies.
  func draw(_ title: String) {
    print("\(title)")
    let offset = demo.pager.contentOffset
    let pages = demo.pager.layout.visiblePages(atOffset: offset)
    print("  offset \(format(offset)) (page position \(format(offset / height, 3)))")
    for view in demo.views where pages.contains(view.cell) && !view.name.hasSuffix(".content") {
      let scale = (view.transform.a * view.transform.a + view.transform.b * view.transform.b)
        .squareRoot()
      var line = "  \(view.name): α \(format(view.alpha, 3)) centre (\(format(view.center.x)), "
      line +=
        "\(format(view.center.y))) scale \(format(scale, 3)) lift \(format(view.transform.ty))"
      if view.transform3D != .identity {
        line += " 3D scale \(format(view.transform3D.m11, 3)) w \(format(view.transform3D.m44, 3))"
      }
      if case .dots = view.content {
        line += " size \(format(view.bounds.size.width, 2))×\(format(view.bounds.size.height))"
      }
      print(line)
    }
  }

  func format(_ value: Double, _ decimals: Int = 1) -> String {
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    return rounded == 0 ? "0" : "\(rounded)"
  }

  /// Advances the clock in 60 Hz frames until the pager rests, updating the cells every frame.
  func runUntilRest() {
    for _ in 0..<600 {
      time += 1.0 / 60
      demo.pager.advance(to: time)
      demo.update()
      if demo.pager.phase == .idle { return }
    }
  }

  /// A drag of `distance` points up the screen over 0.2 s, frame by frame, then a release.
  func flick(_ distance: Double, stoppingAt stop: Double? = nil) {
    demo.pager.touchBegan(at: time)
    demo.pager.dragBegan(at: time)
    for step in 1...12 {
      time += 1.0 / 60
      demo.pager.dragChanged(translation: -distance * Double(step) / 12, at: time)
      demo.update()
      if let stop, Double(step) / 12 >= stop { return }
    }
    demo.pager.dragEnded(at: time)
    runUntilRest()
  }

  func run() {
    demo.update()
    draw("At rest on the intro:")
    flick(height * 0.25, stoppingAt: 0.5)
    draw("Dragging the intro up by an eighth of the screen (the logo grows and fades):")
    demo.pager.dragEnded(velocity: 0, at: time)
    runUntilRest()
    draw("Let go: it snaps back.")
    for cell in 1..<ParadeDemo.cellNames.count {
      flick(height * 0.4)
      draw("Flicked on to \(ParadeDemo.cellNames[cell]):")
    }
    // Half-way back from the end: the label leaves its 3D transform as image appear returns.
    demo.pager.setContentOffset(height * 4.5, animated: false)
    demo.update()
    draw("Half-way between imageAppear and theEnd:")
    // The chain mid-way: the image cell arrives at ½, and the animator attached to it moves the
    // inner image inside its frame with the same progress.
    demo.pager.setContentOffset(height * 2.5, animated: false)
    demo.update()
    draw("Half-way between doubleImage and image (the chain slides the inner image):")
  }
}

Host().run()
