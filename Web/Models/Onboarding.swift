import CarouselKit
import CarouselKitOnboarding

// The onboarding flow's entry points for a web page: the page writes a spec's UTF-8 bytes into
// the module's buffer, the reader reads them, and a conductor plays the flow.

typealias DrivenModel = OnboardingConductor

nonisolated(unsafe) var webSpecBytes: [UInt8] = []
nonisolated(unsafe) var webConductor: OnboardingConductor?

/// A buffer of `count` bytes for the spec, filled by the page; returns its address.
@_cdecl("onboarding_spec_buffer")
func onboardingSpecBuffer(_ count: Int32) -> UnsafeMutablePointer<UInt8>? {
  webSpecBytes = [UInt8](repeating: 0, count: Int(max(count, 0)))
  return webSpecBytes.withUnsafeMutableBufferPointer { $0.baseAddress }
}

/// Reads the spec in the buffer and, when it has no error, makes a conductor for a container
/// of `width`×`height` points, images 100×100; returns the number of diagnostics, or −1 when
/// the text is not a spec.
@_cdecl("onboarding_setup")
func onboardingSetup(_ width: Double, _ height: Double) -> Int32 {
  let reading = OnboardingSpec.read(webSpecBytes)
  guard let spec = reading.spec else { return -1 }
  if !reading.hasErrors {
    let conductor = OnboardingConductor(
      spec: spec, containerSize: Size(width: width, height: height),
      imageSize: { _ in Size(width: 100, height: 100) })
    webConductor = conductor
    drivenModel = conductor
  }
  return Int32(reading.diagnostics.count)
}

/// The content offset, in points.
@_cdecl("onboarding_content_offset")
func onboardingContentOffset() -> Double { webConductor?.contentOffset ?? 0 }

/// Writes every view's state into ``frameNumbers``, 16 numbers a view in the conductor's order:
/// its superview's index (−1 for the container), its place among the superview's subviews, 1
/// when it shows (in the container through its superviews), its frame in the superview (x, y,
/// width, height, in points), its anchor point (fractions of its size), its transform about
/// the anchor (a, b, c, d, tx, ty) and its alpha; returns how many views.
@_cdecl("onboarding_views")
func onboardingViews() -> Int32 {
  guard let conductor = webConductor else { return 0 }
  frameNumbers.removeAll(keepingCapacity: true)
  let views = conductor.viewStates
  for view in views {
    frameNumbers.append(Double(view.superview ?? -1))
    frameNumbers.append(Double(view.zIndex))
    frameNumbers.append(view.isInContainer ? 1 : 0)
    appendRect(view.frame)
    frameNumbers.append(view.anchorPoint.x)
    frameNumbers.append(view.anchorPoint.y)
    appendTransform(view.transform)
    frameNumbers.append(view.alpha)
  }
  return Int32(views.count)
}

/// The page nearest to the offset.
@_cdecl("onboarding_current_page")
func onboardingCurrentPage() -> Int32 { Int32(webConductor?.currentPage ?? 0) }
