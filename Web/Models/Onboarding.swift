import CarouselKit
import CarouselKitOnboarding

// The onboarding flow's entry points for a web page: the page writes a spec's UTF-8 bytes into
// the module's buffer, the reader reads them, and a conductor plays the flow.

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

/// The number of views the page draws.
@_cdecl("onboarding_view_count")
func onboardingViewCount() -> Int32 { Int32(webConductor?.viewStates.count ?? 0) }
