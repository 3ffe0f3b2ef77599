import CarouselKit

// The walkthrough's scenarios: a steady frame of a flick between pages whose subviews animate,
// at 4 and 100,000 pages, as a host reads it to draw.

extension BenchCommand {
  /// The walkthrough's scenarios, labelled for `--filter`.
  static func walkthroughScenarios(repeats: Int) -> [(label: String, run: () -> Result)] {
    [4, 100_000].map { pages in
      (
        "walkthrough frame \(grouped(pages)) pages",
        { walkthroughFrameScenario(pages: pages, repeats: repeats) }
      )
    }
  }

  /// A 375 × 667 walkthrough of `pages` pages, each with five subviews (four sliding in and out
  /// with their alpha, the one at the back static), on page 1 (or the middle page of a long
  /// one), with an event handler (so `didScroll` is delivered every frame, as to a real host).
  static func loadedWalkthrough(_ pages: Int) -> Walkthrough<Int> {
    let model = Walkthrough<Int>(viewportSize: Size(width: 375, height: 667))
    var scrolled = 0.0
    model.eventHandler = { [unowned model] event in
      if case .scroll(.didScroll) = event.kind { scrolled = model.contentOffset }
    }
    blackHole(scrolled)
    let animator = WalkthroughPageAnimator(
      animation: .inOut, speed: Point(x: 1, y: 0), speedVariance: Point(x: 0.5, y: 0.25),
      animatesAlpha: true, subviewCount: 5, staticSubviews: [0])
    for page in 0..<pages { model.addPage(page, animator: animator) }
    model.scrollToPage(pages >= 1_000 ? pages / 2 : 1, animated: false, at: 0)
    model.advance(to: 0)
    return model
  }

  static func walkthroughFrameScenario(pages: Int, repeats: Int) -> Result {
    steadyFrames(name: "walkthrough frame", type: "walkthrough", pages: pages, repeats: repeats) {
      let model = loadedWalkthrough(pages)
      flick(model)
      return (
        model, { 0 },
        {
          // What a host reads to draw the frame: the told pages' subviews and the controls.
          var sum = model.contentOffset + Double(model.chrome.pageControlPage)
          for page in model.pageStates {
            sum += page.offset
            for subview in page.subviews { sum += subview.transform.m41 * subview.alpha }
          }
          return sum
        }
      )
    }
  }
}
