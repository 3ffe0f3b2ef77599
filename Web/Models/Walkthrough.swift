import CarouselKit

// The walkthrough's entry points for a web page: pages with the prebuilt animations, and the
// buttons.

typealias DrivenModel = Walkthrough<UInt16>

nonisolated(unsafe) var webWalkthrough: Walkthrough<UInt16>?

/// Makes `count` pages in a view of `width`×`height` points, each page animating its
/// `subviews` subviews with preset `preset` (``WalkthroughAnimation/Preset``'s order) at speed
/// (`speedX`, `speedY`) plus (k + 1)·(`varianceX`, `varianceY`) for subview k, fading them too
/// when `animatesAlpha` is 1; at rest at `startOffset` points (the playground makes the pages
/// again where they were).
@_cdecl("walkthrough_setup")
func walkthroughSetup(
  _ count: Int32, _ width: Double, _ height: Double, _ preset: Int32, _ subviews: Int32,
  _ speedX: Double, _ speedY: Double, _ varianceX: Double, _ varianceY: Double,
  _ animatesAlpha: Int32, _ startOffset: Double
) {
  let walkthrough = Walkthrough<UInt16>(viewportSize: Size(width: width, height: height))
  let presets = WalkthroughAnimation.Preset.allCases
  let chosen = presets[Int(max(0, min(preset, Int32(presets.count - 1))))]
  let animator = WalkthroughPageAnimator(
    animation: WalkthroughAnimation(chosen), speed: Point(x: speedX, y: speedY),
    speedVariance: Point(x: varianceX, y: varianceY), animatesAlpha: animatesAlpha != 0,
    subviewCount: Int(max(subviews, 0)))
  for page in 0..<Int(max(count, 0)) {
    walkthrough.addPage(UInt16(truncatingIfNeeded: page), animator: animator)
  }
  if startOffset > 0 { walkthrough.setContentOffset(startOffset, animated: false) }
  webWalkthrough = walkthrough
  drivenModel = walkthrough
}

/// Whether the pages loop (1) or not (0): after the last comes the first, and both buttons
/// always show.
@_cdecl("walkthrough_set_loops")
func walkthroughSetLoops(_ loops: Int32) {
  webWalkthrough?.configuration.wraps = loops != 0
}

/// The content offset, in points.
@_cdecl("walkthrough_content_offset")
func walkthroughContentOffset() -> Double { webWalkthrough?.contentOffset ?? 0 }

/// The page nearest to the offset.
@_cdecl("walkthrough_current_page")
func walkthroughCurrentPage() -> Int32 { Int32(webWalkthrough?.currentPage ?? 0) }

/// The next button (`forward` 1) or the previous one (0), pressed at `time`: 1 when there was
/// a page to go to.
@_cdecl("walkthrough_press")
func walkthroughPress(_ forward: Int32, _ time: Double) -> Int32 {
  guard let walkthrough = webWalkthrough else { return 0 }
  let moved =
    forward == 1
    ? walkthrough.pressNextButton(at: time) : walkthrough.pressPreviousButton(at: time)
  return moved ? 1 : 0
}

/// Writes the frame into ``frameNumbers``: the lit dot, whether the next and the previous
/// buttons are hidden (1) or not (0), the number of pages told their offsets, then each of
/// them: its index, its offset in page widths (1 fills the view, 0 is one page to the right),
/// its number of subviews and each subview's alpha and transform (m11 to m44); returns how
/// many numbers.
@_cdecl("walkthrough_frame_numbers")
func walkthroughFrameNumbers() -> Int32 {
  guard let walkthrough = webWalkthrough else { return 0 }
  frameNumbers.removeAll(keepingCapacity: true)
  let chrome = walkthrough.chrome
  frameNumbers.append(Double(chrome.pageControlPage))
  frameNumbers.append(chrome.isNextButtonHidden ? 1 : 0)
  frameNumbers.append(chrome.isPreviousButtonHidden ? 1 : 0)
  let told = walkthrough.pageStates
  frameNumbers.append(Double(told.count))
  for page in told {
    frameNumbers.append(Double(page.index))
    frameNumbers.append(page.offset)
    frameNumbers.append(Double(page.subviews.count))
    for subview in page.subviews {
      frameNumbers.append(subview.alpha)
      appendTransform(subview.transform)
    }
  }
  return Int32(frameNumbers.count)
}
