import CarouselKit
import CarouselKitTesting

/// One ``SlidingPages`` under timed inputs — gesture steps, a programmatic scroll or a tap on a
/// title — sampled at the frames a host would deliver.
///
/// `carousel pages` runs one, the way ``CarouselRun`` runs a carousel for `carousel simulate`.
final class PagesRun: AutoplayingRun {
  /// Something that happens at a time.
  enum Action {
    case gesture(GestureScript.Input)
    /// An animated scroll to a page.
    case scrollTo(page: Int)
    /// A tap on the title of a page, where it is on screen at the tap's time.
    case tapTitle(index: Int)
  }

  /// The state a host would draw at one frame.
  struct Frame: TimedFrame {
    /// In seconds.
    var time: Double
    /// In points, as ``SlidingPages/contentOffset``.
    var contentOffset: Double
    /// The header strip's offset, in points.
    var headerOffset: Double
    /// The page nearest to the offset (the model's `currentPage`).
    var currentPage: Int
    /// The last page starting at or before the offset (the original's displayed page).
    var leadingPage: Int
    var pageControlPage: Int
    var phase: ScrollPhase
    /// The realised pages, in index order, with their frames and zoom scales.
    var pages: [SlidingPageItem<String>]
    /// The titles in the strip's view, in index order.
    var titles: [SlidingPageTitleItem]
  }

  /// A tap on a title: where it landed, whether the title was on screen, and the page the model
  /// answered (`nil`: the tap was on no title).
  struct Tap {
    var index: Int
    var x: Double
    var isOnScreen: Bool
    var page: Int?
  }

  let pages: SlidingPages<String>
  let source: NumberedPages
  /// The events so far, `didScroll` left out.
  private(set) var events: [SlidingPagesEvent] = []
  /// The tap, once it has happened.
  private(set) var tap: Tap?
  var script: ActionScript<Action>
  /// The autoplay stepping the pages, with `--autoplay`.
  private(set) var autoplay: RunAutoplay<SlidingPages<String>>?
  var autoplayed: SlidingPages<String> { pages }

  /// Creates the pages, reloads them and, with a `startOffset`, brings them to rest there, then
  /// starts an autoplay stepping every `autoplay` seconds, if given; only what happens afterward
  /// is heard.
  init(
    source: NumberedPages, viewport: Size, configuration: SlidingPagesConfiguration,
    startOffset: Double?, autoplay interval: Double? = nil,
    actions: [(time: Double, action: Action)]
  ) {
    self.source = source
    script = ActionScript(actions)
    pages = SlidingPages(viewportSize: viewport, configuration: configuration)
    pages.dataSource = source
    if let startOffset { place(at: startOffset) }
    pages.eventHandler = { [unowned(unsafe) self] event in
      if event.kind != .scroll(.didScroll) { events.append(event) }
    }
    if let interval {
      autoplay = RunAutoplay(pages, interval: interval) { [unowned(unsafe) self] in events.count }
    }
  }

  /// Brings the pages to rest at content offset `x` at time 0, before the gesture, with
  /// `setContentOffset(_:animated:at:)`: they rest there, between pages or not, with the page
  /// there active.
  ///
  /// Nothing is laid out, so the first frame's appearance events are still to come.
  private func place(at x: Double) {
    pages.setContentOffset(x, animated: false, at: 0)
  }

  func perform(_ action: Action, at time: Double) {
    switch action {
    case .gesture(let input): send(input, at: time)
    case .scrollTo(let page): pages.scrollToPage(page, animated: true, at: time)
    case .tapTitle(let index): tap = tapTitle(index, at: time)
    }
  }

  /// Taps the centre of title `index`'s frame as it is at the tap's time; a title not in the
  /// strip's view is tapped where it would be (`x` off the view, perhaps), and the model says
  /// what that hits.
  private func tapTitle(_ index: Int, at time: Double) -> Tap {
    let width = pages.viewportSize.width
    if let title = pages.titles.first(where: { $0.index == index }) {
      let x = title.frame.midX
      let isOnScreen = title.frame.maxX > 0 && title.frame.minX < width
      return Tap(index: index, x: x, isOnScreen: isOnScreen, page: pages.tapTitle(atX: x, at: time))
    }
    // The strip is one title wide, centred in the view, and moved left by the header offset.
    let titleWidth = pages.configuration.titleItemWidth
    let x = (width - titleWidth) / 2 - pages.headerOffset + (Double(index) + 0.5) * titleWidth
    return Tap(index: index, x: x, isOnScreen: false, page: pages.tapTitle(atX: x, at: time))
  }

  /// The current state as a frame.
  func frame(at time: Double) -> Frame {
    Frame(
      time: time, contentOffset: pages.contentOffset, headerOffset: pages.headerOffset,
      currentPage: pages.currentPage, leadingPage: pages.leadingPage,
      pageControlPage: pages.pageControlPage, phase: pages.phase,
      pages: Array(pages.pages), titles: pages.titles)
  }
}
