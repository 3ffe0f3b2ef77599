import CarouselKit

// `carousel walkthrough` for a web page's `play(options)`: the command's own run
// (WalkthroughRun) and JSON (WalkthroughReport), compiled for WebAssembly.

/// Plays the walkthrough ``playInput`` describes and writes what `carousel walkthrough --json`
/// prints; returns its length in bytes.
///
/// The input, in order: pages, the viewport's width and height, the animation (its preset's
/// order), the speed's x and y, the variance's x and y, subviews, how many static subviews and
/// their indexes, animate alpha, the original mapping, the start offset (NaN: none), the
/// autoplay's interval (NaN: none), loop;
/// then the gesture (kind 3 is `--next`, 4 `--previous`, 5 `--go-to`) and the frames.
@_cdecl("walkthrough_play")
func walkthroughPlay() -> Int32 {
  var input = PlayInput()
  let count = input.whole()
  let viewport = input.size()
  let animation = WalkthroughAnimation(input.choice(WalkthroughAnimation.Preset.allCases))
  let speed = Point(x: input.number(), y: input.number())
  let variance = Point(x: input.number(), y: input.number())
  let subviews = input.whole()
  let statics = Set((0..<max(input.whole(), 0)).map { _ in input.whole() })
  let animator = WalkthroughPageAnimator(
    animation: animation, speed: speed, speedVariance: variance, animatesAlpha: input.flag(),
    subviewCount: subviews, staticSubviews: statics,
    subviewMatching: input.flag() ? .original : .byIdentity)
  let startOffset = input.optional()
  let autoplay = input.optional().flatMap { $0 >= 1e-3 && $0 <= 3600 ? $0 : nil }
  let loops = input.flag()
  let (run, frames) = input.play(
    gesture: WalkthroughRun.Action.gesture,
    own: { kind, page, _ in
      switch kind {
      case 3: .next
      case 4: .previous
      default: .goTo(page: Int(page))
      }
    },
    {
      WalkthroughRun(
        pageCount: count, viewport: viewport, animator: animator, loops: loops,
        startOffset: startOffset, autoplay: autoplay, actions: $0)
    })
  return answer(WalkthroughReport.json(run, frames: frames))
}
