import CarouselKit

// `carousel parallax` for a web page's `play(options)`: the command's own run (ParallaxRun) and
// JSON (ParallaxReport), compiled for WebAssembly.

/// Plays Parade's demo as ``playInput`` describes it and writes what `carousel parallax --json`
/// prints; returns its length in bytes.
///
/// The input, in order: the viewport's width and height, the curves (``Easing/CurveSet``'s
/// order), Parade's quirks (`--original`), the start offset (NaN: none); then the gesture
/// (kind 3 is `--go-to`) and the frames.
@_cdecl("parallax_play")
func parallaxPlay() -> Int32 {
  var input = PlayInput()
  let viewport = input.size()
  let curves = input.choice(Easing.CurveSet.allCases)
  let compatibility = input.flag() ? ParallaxCompatibility.original : ParallaxCompatibility()
  let startOffset = input.optional()
  let (run, frames) = input.play(
    gesture: ParallaxRun.Action.gesture, own: { _, cell, _ in .goTo(cell: Int(cell)) },
    {
      ParallaxRun(
        viewport: viewport, compatibility: compatibility, curves: curves,
        startOffset: startOffset, actions: $0)
    })
  return answer(ParallaxReport.json(run, frames: frames))
}
