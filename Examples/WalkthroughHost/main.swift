// A walkthrough host: an app's first-launch walkthrough of three pages whose pictures and labels
// move as the pages scroll (BWWalkthrough), one of them with an animation of its own, and a
// background that blends between the pages' colours as the user scrolls. A manual 60 Hz clock
// drives it as a unit test would: the next button, a flick, a slow drag that snaps back, a
// rotation, a page added on the last page, and close.
//
//     swift run WalkthroughHost

import CarouselKit

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// What the host keeps per page: in UIKit a view controller, here a title and a colour.
struct IntroPage {
  let title: String
  /// The page's background colour, as 0xRRGGBB.
  let colour: Int
}

/// A custom animation: each subview swings in about its centre as its page arrives, by a quarter
/// turn times its speed along x, and leaves the same way, fading with it.
let swing = WalkthroughAnimation.custom(name: "swing") { input in
  let t = input.foldedOffset  // 1 on screen, 0 a page away
  let angle = (1 - t) * (Double.pi / 2) * input.speed.x
  return WalkthroughSubviewState(
    transform: Transform3D(rotationAngle: angle, x: 0, y: 0, z: 1), alpha: t)
}

/// The host: the model, a clock, a background, and a `draw` that prints what a toolkit renders.
final class Host: WalkthroughDelegate {
  let walkthrough = Walkthrough<IntroPage>(viewportSize: Size(width: 375, height: 667))
  var time = 0.0
  var background = 0

  init() {
    // A picture and two labels sliding along a curve at growing speeds.
    walkthrough.addPage(
      IntroPage(title: "Welcome", colour: 0x2E86DE),
      animator: WalkthroughPageAnimator(
        animation: .curve, speed: Point(x: 0.1, y: 0), speedVariance: Point(x: 0.05, y: 0),
        subviewCount: 3))
    // The picture swings in; the title behind it stays put (static, matched by identity).
    walkthrough.addPage(
      IntroPage(title: "Swipe", colour: 0x10AC84),
      animator: WalkthroughPageAnimator(
        animation: swing, speed: Point(x: 1, y: 0), subviewCount: 2, staticSubviews: [0]))
    walkthrough.addPage(
      IntroPage(title: "Ready", colour: 0xEE5253),
      animator: WalkthroughPageAnimator(animation: .zoom, animatesAlpha: true, subviewCount: 1))
    walkthrough.delegate = self
    background = walkthrough.pages[0].colour
  }

  // MARK: The delegate

  func walkthroughNextButtonPressed(_ walkthrough: Walkthrough<IntroPage>) {
    print("  → next pressed on \(walkthrough.leadingPageContent?.title ?? "—")")
  }

  func walkthroughCloseButtonPressed(_ walkthrough: Walkthrough<IntroPage>) {
    print("  → close pressed: the app dismisses the walkthrough")
  }

  func walkthrough(_ walkthrough: Walkthrough<IntroPage>, pageDidChange page: Int) {
    print("  → now on \(walkthrough.pages[page].title)")
  }

  /// Blends the background between the two pages in view (the original's PR #131 asked for this).
  func walkthrough(_ walkthrough: Walkthrough<IntroPage>, didScrollTo contentOffset: Double) {
    let width = walkthrough.viewportSize.width
    let position = min(max(contentOffset / width, 0), Double(walkthrough.pageCount - 1))
    let left = Int(position.rounded(.down))
    let right = min(left + 1, walkthrough.pageCount - 1)
    background = blend(
      walkthrough.pages[left].colour, walkthrough.pages[right].colour,
      position - Double(left))
  }

  // MARK: Driving

  /// Runs 60 Hz frames until the pages rest, drawing the frame nearest `drawingAt` seconds in.
  func runToRest(drawingAt drawTime: Double? = nil) {
    let start = time
    var drawn = false
    repeat {
      time += 1.0 / 60
      walkthrough.advance(to: time)
      if let drawTime, !drawn, time - start >= drawTime {
        draw()
        drawn = true
      }
    } while walkthrough.isAnimating
    draw()
  }

  /// What a toolkit would render: the dots and buttons, the background, and each page in view
  /// with its subviews' translation or rotation and alpha.
  func draw() {
    let chrome = walkthrough.chrome
    let dots = (0..<chrome.pageControlPageCount).map { $0 == chrome.pageControlPage ? "●" : "○" }
    let buttons =
      (chrome.isPreviousButtonHidden ? "" : "‹prev ") + (chrome.isNextButtonHidden ? "" : "next›")
    print(
      "\(Int((time * 1000).rounded())) ms: x \(format(walkthrough.contentOffset)) \(dots.joined()) \(buttons) background #\(hex(background))"
    )
    for state in walkthrough.pageStates where state.offset > 0 && state.offset < 2 {
      let page = walkthrough.pages[state.index]
      let subviews = state.subviews.map { subview -> String in
        let m = subview.transform
        let angle = atan2(m.m12, m.m11) * 180 / Double.pi
        return
          "[dx \(format(m.m41)) rot \(format(angle))° scale \(format(m.m11 == 0 ? 0 : (m.m11 * m.m11 + m.m12 * m.m12).squareRoot())) α \(format(subview.alpha))]"
      }
      let drawing = subviews.isEmpty ? "(draws itself)" : subviews.joined(separator: " ")
      print("  \(page.title) at \(format(state.offset)): \(drawing)")
    }
  }
}

func blend(_ a: Int, _ b: Int, _ f: Double) -> Int {
  var result = 0
  for shift in [16, 8, 0] {
    let x = Double((a >> shift) & 0xFF)
    let y = Double((b >> shift) & 0xFF)
    result |= Int((x + (y - x) * f).rounded()) << shift
  }
  return result
}

func hex(_ colour: Int) -> String {
  let digits = Array("0123456789ABCDEF")
  return String((0..<6).reversed().map { digits[(colour >> ($0 * 4)) & 0xF] })
}

func format(_ value: Double) -> String {
  let rounded = (value * 100).rounded() / 100
  return rounded == 0 ? "0" : "\(rounded)"
}

let host = Host()
print("First frame (the pages are placed before anyone scrolls):")
host.walkthrough.advance(to: 0)
host.draw()

print("The next button:")
host.walkthrough.pressNextButton(at: host.time)
host.runToRest(drawingAt: 0.1)

print("A slow drag toward Ready, let go before halfway: it snaps back.")
host.walkthrough.touchBegan(at: host.time)
host.walkthrough.dragBegan(at: host.time)
host.walkthrough.dragChanged(translation: -120, at: host.time + 0.5)
host.time += 0.5
host.walkthrough.dragEnded(velocity: 0, at: host.time)
host.runToRest()

print("A flick to Ready:")
host.walkthrough.touchBegan(at: host.time)
host.walkthrough.dragBegan(at: host.time)
host.walkthrough.dragChanged(translation: -60, at: host.time + 0.05)
host.time += 0.05
host.walkthrough.dragEnded(velocity: -900, at: host.time)
host.runToRest()

print("Rotated to landscape on the last page:")
host.walkthrough.setViewportSize(Size(width: 667, height: 375), at: host.time)
host.draw()

print("The app adds a sign-in page while the user is on the last one:")
host.walkthrough.addPage(IntroPage(title: "Sign in", colour: 0x222F3E), at: host.time)
host.draw()
host.walkthrough.pressNextButton(at: host.time)
host.runToRest()

print("Close:")
host.walkthrough.close(at: host.time)
print("\(host.walkthrough.accessibilityValue).")
