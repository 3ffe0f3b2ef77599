// An onboarding host: SlidingCarousel's JSON-described flow (`OnboardingConductor`) played as an
// app plays it. It reads `flow.json` (five pages that use every key), checks it against the
// custom view and animations this code registers, prints what the validator says, builds the
// conductor with the image sizes the app knows (`image-sizes.json`, the file
// `carousel onboarding render --image-sizes` reads), and plays a scripted session on a manual 60 Hz
// clock: a drag toward each page with a release, a drag back, a `scrollToPage` over two pages, a pull
// past the last page, and the accessibility magic tap on the last page, which closes the flow.
// Each interesting frame is printed as a short listing of the views on screen, back to front,
// subviews indented under their superviews: frame (untransformed, in the superview), transform
// `[a b c d tx ty]` about the anchor point, and alpha.
//
//     swift run OnboardingHost [path/to/flow.json [path/to/image-sizes.json]]

import CarouselKit
import CarouselKitOnboarding
import Foundation

/// The container: an iPhone 5's screen, the size SlidingCarousel's demo was drawn for.
let containerSize = Size(width: 320, height: 568)

/// What the code registers, so the validator can check the file's names against it.
let registry = OnboardingRegistry(
  customViews: ["chatBubble"], customAnimations: ["wave", "waveAway"])

/// The host: the conductor, a manual clock, and a `draw` that prints what a toolkit renders.
final class Host: OnboardingConductorDelegate {
  var conductor: OnboardingConductor!
  var frame = 0
  var time: Double { Double(frame) / 60 }
  var closed = false
  let pageCount: Int

  /// A host for `spec`, its images sized by `imageSizes` (by file name, which the conductor
  /// looks up as the command does).
  init(spec: OnboardingSpec, imageSizes: [String: Size]) {
    pageCount = spec.pageCount
    conductor = OnboardingConductor(
      spec: spec, containerSize: containerSize, imageSizes: imageSizes, delegate: self)
    conductor.eventHandler = { [unowned self] event in self.hear(event) }
  }

  // MARK: The delegate

  /// Registers what the file names but only code can make: a chat bubble, and the friends'
  /// wave in and out.
  func configureCustomViewsAndAnimations(_ conductor: OnboardingConductor) {
    conductor.setCustomView(
      size: Size(width: 180, height: 70), forKey: "chatBubble",
      position: Point(x: 160, y: 150))
    // The friends rise from 120 pt below with a sway as the drag brings their page (the raw
    // fraction f in 0…1), fading in; −1 is a settle: straight to rest.
    conductor.setCustomAnimation(
      { view, fraction in
        let f = fraction < 0 ? 1 : fraction
        view.transform = Transform2D(
          translationX: 12 * sin(f * Double.pi) * (1 - f), y: 120 * (1 - f))
        view.alpha = f
      }, forKey: "wave")
    // …and leave upwards, fading out.
    conductor.setCustomAnimation(
      { view, fraction in
        let f = max(fraction, 0)
        view.transform = Transform2D(translationX: 0, y: -120 * f)
        view.alpha = 1 - f
      }, forKey: "waveAway")
  }

  func conductor(_ conductor: OnboardingConductor, didCloseOnPage page: Int) {
    print("  → the app dismisses the onboarding (closed on page \(page))")
    closed = true
  }

  /// The flow's own events (rests, focus, closing) as they happen; not the scrolls or the live
  /// page.
  func hear(_ event: OnboardingEvent) {
    switch event.kind {
    case .scroll, .currentPageDidChange: break
    case .accessibilityFocus(let page, let view):
      // The page's label, or the dismiss button on the last page.
      let last = page == pageCount - 1
      let key = view == nil ? "nothing" : last ? "dismissButton" : "pageText\(page)"
      print("  → VoiceOver focuses \(key) (page \(page)) at \(format(event.time)) s")
    default: print("  → \(event.kind) at \(format(event.time)) s")
    }
  }

  // MARK: Driving

  /// One 60 Hz frame.
  func tick() {
    frame += 1
    conductor.advance(to: time)
  }

  /// Frames until the pages rest on a page.
  func runToRest() {
    for _ in 0..<600 where conductor.settledPage == nil || conductor.phase != .idle { tick() }
  }

  /// Frames for `seconds`.
  func run(for seconds: Double) {
    for _ in 0..<Int((seconds * 60).rounded()) { tick() }
  }

  /// A finger dragging the pages by `distance` points (positive toward later pages) over
  /// `frames` frames, drawing the frame at each fraction of the way in `drawing`, then lifting
  /// with `velocity` points per second (positive toward later pages) unless `nil`.
  func drag(
    _ distance: Double, frames: Int = 12, drawing: [Int: String] = [:],
    releasingAt velocity: Double? = 0
  ) {
    conductor.touchBegan(at: time)
    conductor.dragBegan(at: time)
    for step in 1...frames {
      frame += 1
      conductor.dragChanged(translation: -distance * Double(step) / Double(frames), at: time)
      conductor.advance(to: time)
      if let title = drawing[step] { draw(title) }
    }
    if let velocity {
      conductor.dragEnded(velocity: -velocity, at: time)
      runToRest()
    }
  }

  // MARK: Drawing

  /// The frame: the clock, the offset and the dots, then each view on screen with its state.
  func draw(_ title: String) {
    let states = conductor.viewStates
    let pages = conductor.pageCount
    let dots = (0..<pages).map { $0 == conductor.pageControlPage ? "●" : "○" }.joined()
    print(title)
    print("  t \(format(time)) s, x \(format(conductor.contentOffset)), dots \(dots)")
    var children: [Int?: [Int]] = [:]
    for (index, state) in states.enumerated() where state.isAttached {
      children[state.superview, default: []].append(index)
    }
    var hidden = 0
    func list(_ superview: Int?, depth: Int) {
      let subviews = (children[superview] ?? []).sorted { states[$0].zIndex < states[$1].zIndex }
      for index in subviews {
        let state = states[index]
        if superview == nil && !isOnScreen(state) {
          hidden += 1
          continue
        }
        if state.role == .scrollView { continue }
        let f = state.frame
        let t = state.transform
        let matrix = [t.a, t.b, t.c, t.d, t.tx, t.ty].map(format).joined(separator: " ")
        let name = String(repeating: "  ", count: depth) + state.key
        print(
          "  \(name.padding(toLength: 14, withPad: " ", startingAt: 0)) frame (\(format(f.origin.x)), \(format(f.origin.y))) \(format(f.size.width))×\(format(f.size.height)) [\(matrix)] α \(format(state.alpha))"
        )
        list(index, depth: depth + 1)
      }
    }
    list(nil, depth: 0)
    let detached = states.filter { !$0.isAttached }.map(\.key)
    let absent =
      detached.isEmpty ? "" : "; not added yet or removed: " + detached.joined(separator: ", ")
    print("  (\(hidden) off screen\(absent))")
  }

  /// Whether a view in the container, transformed about its anchor point, meets the screen.
  func isOnScreen(_ state: OnboardingViewState) -> Bool {
    let f = state.frame
    let anchor = Point(
      x: f.origin.x + state.anchorPoint.x * f.size.width,
      y: f.origin.y + state.anchorPoint.y * f.size.height)
    let corners = [
      Point(x: f.minX, y: f.minY), Point(x: f.maxX, y: f.minY), Point(x: f.minX, y: f.maxY),
      Point(x: f.maxX, y: f.maxY),
    ].map { corner in
      let moved = Point(x: corner.x - anchor.x, y: corner.y - anchor.y).applying(state.transform)
      return Point(x: moved.x + anchor.x, y: moved.y + anchor.y)
    }
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    return (xs.max() ?? 0) > 0 && (xs.min() ?? 0) < containerSize.width && (ys.max() ?? 0) > 0
      && (ys.min() ?? 0) < containerSize.height
  }

  // MARK: The session

  func play() {
    let width = containerSize.width
    draw("Page 0 as the flow opens (the phone starts its spring after a 0.1 s delay):")
    run(for: 0.3)
    draw("0.3 s in, the phone springs in from a scale of 0.6:")
    run(for: 0.7)
    drag(
      width * 0.75,
      drawing: [8: "Dragging toward page 1, halfway (the map rises after a delay of 0.3):"],
      releasingAt: 600)
    run(for: 0.2)
    draw("0.2 s after settling on page 1, the pins spring in (damping 0.4, so they overshoot):")
    run(for: 0.4)
    drag(
      width * 0.75,
      drawing: [8: "Dragging toward page 2, halfway (the phone leaves 1.5× as fast as the drag):"],
      releasingAt: 600)
    run(for: 0.5)
    draw("Settled on page 2 (the tick springs in):")
    drag(
      width * 0.75,
      drawing: [8: "Dragging toward page 3, halfway (the friends wave in, the suitcase leaves):"],
      releasingAt: 600)
    run(for: 0.5)
    draw("Settled on page 3 (the chat bubble springs in):")
    drag(
      -width * 0.75,
      drawing: [6: "Dragging back toward page 2 (the friends sink back with the drag):"],
      releasingAt: -600)
    draw("Let go: back on page 2 (page 3 reset: the friends and the bubble at their start):")
    print(
      "scrollToPage(4), over pages 3 and 4: \(conductor.scrollToPage(4, animated: true, at: time))")
    run(for: 0.1)
    draw("A third of the way through the scroll (page 3's friends wave in again):")
    runToRest()
    run(for: 0.3)
    draw("On the last page (Skip has gone, the plane has flown in):")
    drag(
      width * 0.5, frames: 10,
      drawing: [10: "Pulled past the last page (the rubber band; the plane leaves with it):"],
      releasingAt: 0)
    draw("Let go: back on the last page:")
    print("The magic tap (two-finger double tap) on the last page:")
    conductor.accessibilityMagicTap(at: time)
    print(closed ? "Closed after \(frame) frames." : "Still open after \(frame) frames.")
  }
}

func format(_ value: Double) -> String {
  let rounded = (value * 1000).rounded() / 1000
  if rounded == 0 { return "0" }
  if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
  return "\(rounded)"
}

// MARK: - Reading the files

/// What the app knows of its image files: their sizes in points, by file name, from a JSON
/// object such as `{"sky.png": [1200, 667]}`; `nil` (said) when the file is not that.
func readImageSizes(_ path: String) -> [String: Size]? {
  guard let data = FileManager.default.contents(atPath: path) else {
    print("cannot read \(path)")
    return nil
  }
  let document: JSONDocument
  do {
    document = try JSONReader().read([UInt8](data))
  } catch {
    print("\(path):\(error)")
    return nil
  }
  guard case .object(let members) = document.root.kind else {
    print("\(path):\(document.root.location): expected an object from file names to sizes")
    return nil
  }
  var sizes: [String: Size] = [:]
  for member in members {
    guard case .array(let sides) = member.value.kind, sides.count == 2,
      case .number(let width) = sides[0].kind, case .number(let height) = sides[1].kind,
      width >= 0, height >= 0
    else {
      print("\(path):\(member.value.location): expected [width, height] in points")
      return nil
    }
    sizes[member.key] = Size(width: width, height: height)
  }
  return sizes
}

/// The files beside this one, unless the command line names others.
let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
let path =
  CommandLine.arguments.count > 1
  ? CommandLine.arguments[1] : directory.appendingPathComponent("flow.json").path
let sizesPath =
  CommandLine.arguments.count > 2
  ? CommandLine.arguments[2] : directory.appendingPathComponent("image-sizes.json").path
guard let imageSizes = readImageSizes(sizesPath) else { exit(1) }
guard let data = FileManager.default.contents(atPath: path) else {
  print("cannot read \(path)")
  exit(1)
}
let reading = OnboardingSpec.read([UInt8](data), registry: registry)
print("\(URL(fileURLWithPath: path).lastPathComponent): \(reading.diagnostics.count) diagnostics")
for diagnostic in reading.diagnostics { print("  \(diagnostic)") }
guard !reading.hasErrors, let spec = reading.spec else {
  print("The flow has errors: nothing to play.")
  exit(1)
}
print(
  "\(spec.pageCount) pages, \(spec.images.count) images, \(spec.elements.count) elements in a \(format(containerSize.width))×\(format(containerSize.height)) container."
)
// Every image the flow names needs a size.
for image in spec.images
where !spec.imageSizeNames(of: image).contains(where: { imageSizes[$0] != nil }) {
  print("\(sizesPath) has no size for \(image.imageName ?? "(no imageName)") (image \(image.key))")
  exit(1)
}
let host = Host(spec: spec, imageSizes: imageSizes)
host.play()
