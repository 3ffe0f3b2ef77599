import CarouselKit

// `carousel pages` for a web page's `play(options)`: the command's own run (PagesRun) and JSON
// (PagesReport), compiled for WebAssembly.

/// Plays the sliding pages ``playInput`` describes and writes what `carousel pages --json`
/// prints; returns its length in bytes.
///
/// The input, in order: pages, the viewport's width and height, the title width, the strip's
/// height, the initial page, the start offset (NaN: none), the autoplay's interval (NaN: none),
/// loop; then the gesture (kind 3 is
/// `--scroll-to`, 4 `--tap-title`) and the frames.
@_cdecl("pages_play")
func pagesPlay() -> Int32 {
  var input = PlayInput()
  let count = input.whole()
  let viewport = input.size()
  var configuration = SlidingPagesConfiguration()
  configuration.titleItemWidth = input.number()
  configuration.titleStripHeight = input.number()
  configuration.initialPage = input.whole()
  let startOffset = input.optional()
  let autoplay = input.optional().flatMap { $0 >= 1e-3 && $0 <= 3600 ? $0 : nil }
  configuration.loops = input.flag()
  let (run, frames) = input.play(
    gesture: PagesRun.Action.gesture,
    own: { kind, value, _ in
      kind == 3 ? .scrollTo(page: Int(value)) : .tapTitle(index: Int(value))
    },
    {
      PagesRun(
        source: NumberedPages(count: count), viewport: viewport, configuration: configuration,
        startOffset: startOffset, autoplay: autoplay, actions: $0)
    })
  return answer(PagesReport.json(run, frames: frames))
}
