import CarouselKit

// The walkthrough's entry points for a web page: pages with the prebuilt animations, and the
// buttons.

nonisolated(unsafe) var webWalkthrough: Walkthrough<UInt16>?

/// Makes `count` pages in a view of `width`×`height` points, each page animating its
/// `subviews` subviews with preset `preset` (``WalkthroughAnimation/Preset``'s order).
@_cdecl("walkthrough_setup")
func walkthroughSetup(
  _ count: Int32, _ width: Double, _ height: Double, _ preset: Int32, _ subviews: Int32
) {
  let walkthrough = Walkthrough<UInt16>(viewportSize: Size(width: width, height: height))
  let presets = WalkthroughAnimation.Preset.allCases
  let chosen = presets[Int(max(0, min(preset, Int32(presets.count - 1))))]
  for page in 0..<Int(max(count, 0)) {
    let animator = WalkthroughPageAnimator(
      animation: WalkthroughAnimation(chosen), speed: Point(x: 1, y: 0),
      subviewCount: Int(max(subviews, 0)))
    walkthrough.addPage(UInt16(truncatingIfNeeded: page), animator: animator)
  }
  webWalkthrough = walkthrough
  drivenModel = walkthrough
}

/// The content offset, in points.
@_cdecl("walkthrough_content_offset")
func walkthroughContentOffset() -> Double { webWalkthrough?.contentOffset ?? 0 }

/// The page nearest to the offset.
@_cdecl("walkthrough_current_page")
func walkthroughCurrentPage() -> Int32 { Int32(webWalkthrough?.currentPage ?? 0) }

/// The next button, pressed at `time`: 1 when there was a page to go to.
@_cdecl("walkthrough_next")
func walkthroughNext(_ time: Double) -> Int32 {
  webWalkthrough?.pressNextButton(at: time) == true ? 1 : 0
}
