import CarouselKit
import CarouselKitTesting

/// One ``Walkthrough`` under timed inputs — gesture steps, a press on next or previous, or a
/// scroll to a page — sampled at the frames a host would deliver.
///
/// `carousel walkthrough` runs one, the way ``PagesRun`` runs sliding pages for `carousel pages`.
final class WalkthroughRun: AutoplayingRun {
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
  struct Frame: TimedFrame {
    /// In seconds.
    var time: Double
    /// In points, as ``Walkthrough/contentOffset``.
    var contentOffset: Double
    /// The page nearest to the offset (the model's `currentPage`).
    var currentPage: Int
    /// `x/W` rounded down (the original's `currentPage`).
    var leadingPage: Int
    /// The page the dots light.
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
  var script: ActionScript<Action>
  /// The autoplay stepping the walkthrough, with `--autoplay`.
  private(set) var autoplay: RunAutoplay<Walkthrough<Int>>?
  var autoplayed: Walkthrough<Int> { walkthrough }

  /// Creates the walkthrough with `pageCount` pages, each animated by `animator`, looping when
  /// `loops`, and, with a `startOffset`, brings it to rest there, then starts an autoplay
  /// stepping every `autoplay` seconds, if given; only what happens afterward is heard.
  init(
    pageCount: Int, viewport: Size, animator: WalkthroughPageAnimator, loops: Bool = false,
    startOffset: Double?, autoplay interval: Double? = nil,
    actions: [(time: Double, action: Action)]
  ) {
    script = ActionScript(actions)
    walkthrough = Walkthrough(viewportSize: viewport)
    walkthrough.configuration.wraps = loops
    for page in 0..<pageCount { walkthrough.addPage(page, animator: animator, at: 0) }
    if let startOffset { place(at: startOffset) }
    walkthrough.eventHandler = { [unowned(unsafe) self] event in
      if case .scroll(.didScroll) = event.kind { return }
      events.append(event)
    }
    if let interval {
      autoplay = RunAutoplay(walkthrough, interval: interval) { [unowned(unsafe) self] in
        events.count
      }
    }
  }

  /// Brings the pages to rest at content offset `x` at time 0, before the gesture, with
  /// `setContentOffset(_:animated:at:)`: they rest there, between pages or not.
  private func place(at x: Double) {
    walkthrough.setContentOffset(x, animated: false, at: 0)
  }

  func perform(_ action: Action, at time: Double) {
    switch action {
    case .gesture(let input): send(input, at: time)
    case .next: pressed = walkthrough.pressNextButton(at: time)
    case .previous: pressed = walkthrough.pressPreviousButton(at: time)
    case .goTo(let page): pressed = walkthrough.selectPageControlPage(page, at: time)
    }
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
}
