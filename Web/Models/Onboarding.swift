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

/// The images' sizes, width then height in points for each image in the spec's order, as the
/// page found their files; NaN for an image without one.
nonisolated(unsafe) var webImageSizes: [Double] = []

/// Room for `count` numbers, the images' sizes, filled by the page; returns their address.
@_cdecl("onboarding_image_sizes")
func onboardingImageSizes(_ count: Int32) -> UnsafeMutablePointer<Double>? {
  webImageSizes = [Double](repeating: .nan, count: Int(max(count, 0)))
  return webImageSizes.withUnsafeMutableBufferPointer { $0.baseAddress }
}

/// Reads the spec in the buffer and, when it has no error, makes a conductor for a container
/// of `width`×`height` points, each image as large as ``webImageSizes`` says (100×100 without
/// a file); returns the number of diagnostics, or −1 when the text is not a spec.
@_cdecl("onboarding_setup")
func onboardingSetup(_ width: Double, _ height: Double) -> Int32 {
  let reading = OnboardingSpec.read(webSpecBytes)
  guard let spec = reading.spec else { return -1 }
  if !reading.hasErrors {
    let images = spec.images
    let conductor = OnboardingConductor(
      spec: spec, containerSize: Size(width: width, height: height),
      imageSize: { image in
        let index = images.firstIndex { $0.key == image.key } ?? images.count
        guard 2 * index + 1 < webImageSizes.count, !webImageSizes[2 * index].isNaN else {
          return Size(width: 100, height: 100)
        }
        return Size(width: webImageSizes[2 * index], height: webImageSizes[2 * index + 1])
      })
    webConductor = conductor
    drivenModel = conductor
  }
  return Int32(reading.diagnostics.count)
}

/// The content offset, in points.
@_cdecl("onboarding_content_offset")
func onboardingContentOffset() -> Double { webConductor?.contentOffset ?? 0 }

/// The spec's index of the image view `view` shows, or −1 for a view that is not an image.
@_cdecl("onboarding_view_image")
func onboardingViewImage(_ view: Int32) -> Int32 {
  guard let conductor = webConductor, conductor.viewStates.indices.contains(Int(view)),
    case .image(let index) = conductor.viewState(at: Int(view)).role
  else { return -1 }
  return Int32(index)
}

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
