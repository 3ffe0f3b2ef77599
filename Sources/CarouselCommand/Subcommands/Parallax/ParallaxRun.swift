import CarouselKit
import CarouselKitTesting
import ParadeDemo

/// Parade's demo (``ParadeDemo``) under timed inputs — gesture steps or an animated scroll to a
/// cell — sampled at the frames a host would deliver, each frame applying the pager's position
/// to the cells in view with ``ParadeDemo/update()``.
///
/// `carousel parallax` runs one, the way ``WalkthroughRun`` runs a walkthrough for
/// `carousel walkthrough`.
final class ParallaxRun: ScriptedRun {
  /// Something that happens at a time.
  enum Action {
    case gesture(GestureScript.Input)
    /// An animated scroll to a cell (``Pager/scrollToPage(_:animated:at:)``).
    case goTo(cell: Int)
  }

  /// The state a host would draw at one frame.
  struct Frame: TimedFrame {
    /// In seconds.
    var time: Double
    /// In points, down the pager.
    var contentOffset: Double
    /// The page nearest to the offset (``Pager/currentPage``).
    var page: Int
    var phase: ScrollPhase
    var isTracking: Bool
    /// The cells in view, top to bottom.
    var cells: Range<Int>
    /// Each cell in view's progress, as the pager gave it to the cell's animator
    /// (``Pager/parallaxProgress(ofPage:)``), in the order of `cells`.
    var progress: [ParallaxProgress]
    /// The views of the cells in view, in the demo's order (cell by cell, parents first), as
    /// the frame's ``ParadeDemo/update()`` left them.
    var views: [DemoView]
  }

  let demo: ParadeDemo
  /// The pager's events so far, `didScroll` left out.
  private(set) var events: [PagerEvent] = []
  var script: ActionScript<Action>
  var model: any FrameDriven { demo.pager }

  /// Builds the demo and, with a `startOffset`, brings its pager to rest there; only what
  /// happens afterward is heard.
  ///
  /// - Parameters:
  ///   - viewport: The screen, in points; each cell fills it.
  ///   - compatibility: The animators' switches: Parade's bugs fixed, or ``ParallaxCompatibility/original``.
  ///   - curves: The easing curves' values.
  ///   - startOffset: Where the pager rests at time 0, in points; the first cell when `nil`.
  ///   - actions: The inputs, each at its time.
  init(
    viewport: Size, compatibility: ParallaxCompatibility, curves: Easing.CurveSet,
    startOffset: Double?,
    actions: [(time: Double, action: Action)]
  ) {
    script = ActionScript(actions)
    demo = ParadeDemo(viewport: viewport, compatibility: compatibility, curves: curves)
    if let startOffset { demo.pager.setContentOffset(startOffset, animated: false, at: 0) }
    demo.pager.eventHandler = { [unowned(unsafe) self] event in
      if event.kind != .scroll(.didScroll) { events.append(event) }
    }
  }

  /// The pager the cells scroll on.
  var pager: Pager { demo.pager }

  /// The cells that intersect the screen at the pager's offset.
  var visibleCells: Range<Int> {
    let pages = pager.layout.visiblePages(atOffset: pager.contentOffset)
    return pages.clamped(to: 0..<ParadeDemo.cellNames.count)
  }

  func perform(_ action: Action, at time: Double) {
    switch action {
    case .gesture(let input): GestureScript.send(input, to: pager, at: time)
    case .goTo(let cell): pager.scrollToPage(cell, animated: true, at: time)
    }
  }

  /// The pager rests with no finger on it.
  var isSettled: Bool { !pager.isAnimating && !pager.isTracking }

  /// Applies the pager's position to the cells in view, as a host does once per frame.
  func didStep() { demo.update() }

  /// The current state as a frame.
  func frame(at time: Double) -> Frame {
    let cells = visibleCells
    return Frame(
      time: time, contentOffset: pager.contentOffset, page: pager.currentPage, phase: pager.phase,
      isTracking: pager.isTracking, cells: cells,
      progress: cells.map { pager.parallaxProgress(ofPage: $0) },
      views: demo.views.filter { cells.contains($0.cell) })
  }

}
