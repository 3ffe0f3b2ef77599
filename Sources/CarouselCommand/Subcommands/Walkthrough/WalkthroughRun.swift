import CarouselKit
import CarouselKitTesting

/// One ``Walkthrough`` under timed inputs — gesture steps, a press on next or previous, or a
/// scroll to a page — sampled at the frames a host would deliver.
///
/// `carousel walkthrough` runs one, the way ``PagesRun`` runs sliding pages for `carousel pages`.
final class WalkthroughRun {
  /// Something that happens at a time.
  enum Action {
    case gesture(GestureScript.Input)
    /// A press on the next button.
    case next
    /// A press on the previous button.
    case previous
    /// An animated scroll to a page, as a tap on the page control.
    case goTo(page: Int)
  }

  /// The state a host would draw at one frame.
  struct Frame {
    var time: Double
    var contentOffset: Double
    /// The page nearest to the offset (the model's `currentPage`).
    var currentPage: Int
    /// `x/W` rounded down (the original's `currentPage`).
    var leadingPage: Int
    var pageControlPage: Int
    var isNextHidden: Bool
    var isPreviousHidden: Bool
    var phase: ScrollPhase
    /// The pages told their offsets, in page order, with their subviews' states.
    var pages: [WalkthroughPageState]
  }

  /// Every page is its index.
  let walkthrough: Walkthrough<Int>
  /// The events so far, `didScroll` left out.
  private(set) var events: [WalkthroughEvent] = []
  /// Whether the press or the scroll to a page had a page to go to, once it has happened;
  /// `nil` for a gesture of the finger or none.
  private(set) var pressed: Bool?
  private let actions: [(time: Double, action: Action)]
  private var next = 0

  /// Creates the walkthrough with `pageCount` pages, each animated by `animator`, and, with a
  /// `startOffset`, brings it to rest there; only what happens afterward is heard.
  init(
    pageCount: Int, viewport: Size, animator: WalkthroughPageAnimator, startOffset: Double?,
    actions: [(time: Double, action: Action)]
  ) {
    self.actions = actions.sorted { $0.time < $1.time }
    walkthrough = Walkthrough(viewportSize: viewport)
    for page in 0..<pageCount { walkthrough.addPage(page, animator: animator, at: 0) }
    if let startOffset { place(at: startOffset) }
    walkthrough.eventHandler = { [unowned self] event in
      if case .scroll(.didScroll) = event.kind { return }
      events.append(event)
    }
  }

  /// Brings the pages to rest at content offset `x` at time 0, before the gesture, with
  /// `setContentOffset(_:animated:at:)`: they rest there, between pages or not.
  private func place(at x: Double) {
    walkthrough.setContentOffset(x, animated: false, at: 0)
  }

  /// The time of the last scripted action.
  var lastActionTime: Double { actions.last?.time ?? 0 }

  /// Brings the walkthrough to `time`: each action due by then happens at its own time first.
  func step(to time: Double) {
    while next < actions.count, actions[next].time <= time {
      let (at, action) = actions[next]
      walkthrough.advance(to: at)
      switch action {
      case .gesture(let input): GestureScript.send(input, to: walkthrough, at: at)
      case .next: pressed = walkthrough.pressNextButton(at: at)
      case .previous: pressed = walkthrough.pressPreviousButton(at: at)
      case .goTo(let page): pressed = walkthrough.selectPageControlPage(page, at: at)
      }
      next += 1
    }
    walkthrough.advance(to: time)
  }

  /// The current state as a frame.
  func frame(at time: Double) -> Frame {
    let chrome = walkthrough.chrome
    return Frame(
      time: time, contentOffset: walkthrough.contentOffset, currentPage: walkthrough.currentPage,
      leadingPage: walkthrough.leadingPage,
      pageControlPage: chrome.pageControlPage, isNextHidden: chrome.isNextButtonHidden,
      isPreviousHidden: chrome.isPreviousButtonHidden, phase: walkthrough.phase,
      pages: walkthrough.pageStates)
  }

  /// Frames at k/fps from time 0 until every action has happened and the pages rest, or
  /// `maxTime` passes.
  func run(fps: Double, maxTime: Double) -> [Frame] {
    var frames: [Frame] = []
    var k = 0
    while true {
      let time = Double(k) / fps
      step(to: time)
      frames.append(frame(at: time))
      if (time >= lastActionTime && !walkthrough.isAnimating) || time >= maxTime { break }
      k += 1
    }
    return frames
  }
}
