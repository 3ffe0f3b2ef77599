import CarouselKit
import ParadeDemo

// The parallax scenarios: a steady frame of a host whose pages animate 100 elements in view,
// and Parade's demo scene, both driven by a flicked vertical pager.

extension BenchCommand {
  /// The parallax scenarios, labelled for `--filter`.
  static func parallaxScenarios(repeats: Int) -> [(label: String, run: () -> Result)] {
    [
      ("parallax frame 100 elements", { parallaxFrameScenario(repeats: repeats) }),
      ("parade demo frame", { paradeDemoFrameScenario(repeats: repeats) }),
    ]
  }

  /// What the bench's host keeps per element, as a toolkit's views would.
  struct ParallaxElement {
    var alpha = 1.0
    var center = Point(x: 100, y: 100)
    var transform = Transform2D.identity
    var color = RGBAColor.white

    func value(_ property: ParallaxProperty) -> ParallaxValue {
      switch property {
      case .alpha: .scalar(alpha)
      case .center: .point(center)
      case .transform: .affineTransform(transform)
      default: .color(color)
      }
    }

    /// Applies a written value; each of the four properties has a value of its own kind, so
    /// the kind says which (matching the pair would copy the 129-byte value into a tuple).
    mutating func set(_ property: ParallaxProperty, _ value: ParallaxValue) {
      switch value {
      case .scalar(let v): alpha = v
      case .point(let p): center = p
      case .affineTransform(let t): transform = t
      case .color(let c): color = c
      default: break
      }
    }
  }

  /// Ten 667 pt pages on a vertical pager, each with an animator of 50 elements (alpha,
  /// centre, transform and colour, each on its own curve and range): two pages, 100 elements,
  /// are in view during a flick.
  final class ParallaxBenchHost {
    static let elementsPerPage = 50
    let pager = Pager(
      layout: PageLayout(pageCount: 10, viewportLength: 667),
      configuration: {
        var configuration = Pager.Configuration()
        configuration.axis = .vertical
        return configuration
      }(), page: 2)
    var elements = Array(repeating: ParallaxElement(), count: 10 * elementsPerPage)
    var animators: [ParallaxAnimator<Int>] = []

    init() {
      let curves = Easing.Curve.allCases
      for page in 0..<10 {
        let animator = ParallaxAnimator<Int>(axis: .vertical)
        for k in 0..<Self.elementsPerPage {
          let element = page * Self.elementsPerPage + k
          animator.startEndState(for: element) { state in
            state.alpha(0).easing(Easing(curves[k % curves.count]))
            state.center(Point(x: Double(k), y: -200)).range(0.3...1).easing(.outBack)
            state.transform(Transform2D(scaleX: 0.5, y: 0.5).rotated(by: 1)).easing(.inOutSine)
            state.backgroundColor(.black).range(0...0.5)
          }
        }
        animators.append(animator)
      }
    }

    /// One frame: each page in view gets its progress; returns a sum of what a host draws.
    func frame() -> Double {
      // The views are taken out for the frame, as a toolkit's views are reached directly: the
      // closures then write a local array, not a class property checked on every write.
      var elements: [ParallaxElement] = []
      swap(&elements, &self.elements)
      defer { swap(&elements, &self.elements) }
      var sum = 0.0
      for page in pager.layout.visiblePages(atOffset: pager.contentOffset) {
        animators[page].apply(
          pager.parallaxProgress(ofPage: page),
          reading: { element, property in elements[element].value(property) },
          writing: { element, property, value in elements[element].set(property, value) })
        let first = page * Self.elementsPerPage
        for element in first..<first + Self.elementsPerPage {
          sum +=
            elements[element].alpha + elements[element].center.y + elements[element].transform.a
        }
      }
      return sum
    }
  }

  static func parallaxFrameScenario(repeats: Int) -> Result {
    steadyFrames(name: "parallax frame", type: "parallax", pages: 100, repeats: repeats) {
      let host = ParallaxBenchHost()
      // Every page reads its snapshot at rest, before the measured frames.
      for page in 0..<10 {
        host.pager.setContentOffset(Double(page) * 667, animated: false)
        _ = host.frame()
      }
      host.pager.setContentOffset(2 * 667, animated: false)
      flick(host.pager)
      return (host.pager, { 0 }, { host.frame() })
    }
  }

  static func paradeDemoFrameScenario(repeats: Int) -> Result {
    steadyFrames(name: "parade demo frame", type: "parallax", pages: 6, repeats: repeats) {
      let demo = ParadeDemo()
      for page in 0..<ParadeDemo.cellNames.count {
        demo.pager.setContentOffset(Double(page) * demo.viewport.height, animated: false)
        demo.update()  // every cell reads its snapshot at rest
      }
      demo.pager.setContentOffset(demo.viewport.height * 2, animated: false)
      flick(demo.pager)
      return (
        demo.pager, { 0 },
        {
          demo.update()
          var sum = 0.0
          for view in demo.views { sum += view.alpha + view.center.y + view.transform.a }
          return sum
        }
      )
    }
  }
}
