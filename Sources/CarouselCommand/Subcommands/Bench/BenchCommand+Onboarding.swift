import CarouselKit
import CarouselKitOnboarding
import Foundation

// The onboarding scenarios: the JSON reader's throughput on a large spec next to Foundation's
// JSONSerialization on the same bytes, and a steady frame of a conductor moving 20 elements.

extension BenchCommand {
  /// The onboarding scenarios, labelled for `--filter`.
  static func onboardingScenarios(repeats: Int) -> [(label: String, run: () -> Result)] {
    [
      ("json reader large spec", { readerScenario(repeats: repeats) }),
      ("onboarding frame 20 elements", { conductorFrameScenario(repeats: repeats) }),
    ]
  }

  /// A spec of `images` images and twice as many elements, every key used, as strict JSON
  /// (so both readers accept it): about 600 bytes per image and its two elements.
  static func largeSpec(images: Int) -> [UInt8] {
    var text = """
      {"baseImageURL": "onboarding/", "pages": 40, "parallaxBackground": ["image0"],
       "floatingImages": ["image1"], "motionImages": ["image2"], "showSkip": true,
       "showPageControl": true, "scrollScale": 0.45, "pageTexts": {
      """
    text += (0..<40).map { "\"\($0)\": \"Page \($0): text under the page, é and 😀\"" }
      .joined(separator: ", ")
    text += "},\n\"images\": [\n"
    text += (0..<images).map { i in
      "  {\"key\": \"image\(i)\", \"imageName\": \"image\(i).png\", \"anchorPoint\": [0.5, 1.0], "
        + "\"relativePosition\": [\(Double(i % 97) / 97), 0.25]"
        + (i > 0 ? ", \"relativeKey\": \"image\(i - 1)\"" : "") + ", \"addImmediately\": false}"
    }.joined(separator: ",\n")
    text += "\n],\n\"elements\": [\n"
    text += (0..<(2 * images)).map { i in
      "  {\"key\": \"element\(i)\", \"views\": [\"image\(i / 2)\"], \"startScale\": 0.5, "
        + "\"appearScale\": 1.0, \"endScale\": 1.25, \"startPosition\": [-120.5, 0], "
        + "\"appearPosition\": [0, 0], \"endPosition\": [0, 64e0], \"duration\": 0.4, "
        + "\"delay\": 0.05, \"springDamping\": 0.6, \"springVelocity\": 3, "
        + "\"appearanceDelay\": 0.25, \"disappearanceMultiplier\": 2, \"item\": [\(i % 40)], "
        + "\"dragDisappear\": [\(i % 40)], \"insertIndex\": -1, \"remove\": true}"
    }.joined(separator: ",\n")
    text += "\n]}\n"
    return Array(text.utf8)
  }

  /// Reads a 2.5 MB spec with ``JSONReader`` and with `JSONSerialization`, alternating, and
  /// reports the reader's median with its throughput and its time as a multiple of Foundation's.
  static func readerScenario(repeats: Int) -> Result {
    let bytes = largeSpec(images: 2_000)
    let data = Data(bytes)
    let reader = JSONReader()
    var ours: [Double] = []
    var foundation: [Double] = []
    for _ in 0..<repeats {
      var began = now()
      let document = try? reader.read(bytes)
      ours.append(now() - began)
      blackHole(document == nil ? .nan : 0)
      began = now()
      let object = try? JSONSerialization.jsonObject(with: data)
      foundation.append(now() - began)
      blackHole(object == nil ? .nan : 0)
    }
    let spread = spread(ours)
    let foundationMedian = median(foundation)
    var result = Result(
      name: "json reader", type: "\(format(Double(bytes.count) / 1e6, 1)) MB spec", items: nil,
      medianNs: spread.median, minNs: spread.min, maxNs: spread.max)
    result.bytesPerSecond = Double(bytes.count) / (spread.median / 1e9)
    result.foundationRatio = spread.median / foundationMedian
    result.foundationMedianNs = foundationMedian
    return result
  }

  /// A four-page flow 375 pt wide with a parallax background, a floating image, Skip, dots and
  /// page texts, and 20 elements on page 1: eight appearing with the drag (half after an
  /// appearance delay), eight disappearing (two faster than the drag), four springing in when
  /// page 1 settles and shrinking with a drag back.
  static func benchOnboardingSpec() -> OnboardingSpec {
    var spec = OnboardingSpec()
    spec.pageCount = 4
    spec.showsSkip = true
    spec.showsPageControl = true
    spec.pageTexts = [0: "One", 1: "Two", 2: "Three", 3: "Done"]
    var background = OnboardingImage(key: "background")
    background.anchorPoint = Point(x: 0, y: 0)
    background.relativePosition = Point(x: 0, y: 0)
    background.addsImmediately = true
    var cloud = OnboardingImage(key: "cloud")
    cloud.relativePosition = Point(x: 0.3, y: 0.15)
    cloud.addsImmediately = true
    spec.images = [background, cloud]
    spec.parallaxBackground = ["background"]
    spec.floatingImages = ["cloud"]
    for k in 0..<20 {
      var image = OnboardingImage(key: "image\(k)")
      image.relativePosition = Point(x: 0.1 + 0.04 * Double(k), y: 0.2 + 0.03 * Double(k))
      spec.images.append(image)
      var element = OnboardingElement()
      element.key = "element\(k)"
      element.views = [image.key]
      element.startScale = 0.5
      element.startPosition = Point(x: 40, y: Double(k))
      element.endPosition = Point(x: -40, y: 0)
      element.endScale = 0.8
      switch k {
      case 0..<8:
        element.appearPages = [1]
        element.appearanceDelay = k % 2 == 0 ? 0 : 0.25
      case 8..<16:
        element.disappearPages = [1]
        element.disappearanceMultiplier = k < 10 ? 4 : 2
      default:
        element.itemPages = [1]
        element.dragDisappearPages = [1]
        element.springDamping = 0.5
        element.duration = 0.6
      }
      spec.elements.append(element)
    }
    return spec
  }

  /// A steady frame of a flick from page 0 to page 1: the 20 elements follow the drag and the
  /// background its parallax, as a host reads every view's state to draw it.
  static func conductorFrameScenario(repeats: Int) -> Result {
    let spec = benchOnboardingSpec()
    var sizes: [String: Size] = ["background": Size(width: 1200, height: 667)]
    for image in spec.images where sizes[image.key] == nil {
      sizes[image.key] = Size(width: 60, height: 40)
    }
    return steadyFrames(
      name: "onboarding frame", type: "20 elements", pages: spec.pageCount, repeats: repeats
    ) {
      let conductor = OnboardingConductor(
        spec: spec, containerSize: Size(width: 375, height: 667), imageSizes: sizes)
      // A slow flick, so the drag fraction is still changing while frames are measured.
      conductor.touchBegan(at: 0)
      conductor.dragBegan(at: 0)
      conductor.dragChanged(translation: -10, at: 0)
      conductor.dragEnded(velocity: -300, at: 0)
      return (
        conductor, { 0 },
        {
          var sum = conductor.contentOffset
          for state in conductor.viewStates where state.isAttached {
            sum += state.transform.tx * state.alpha + state.frame.origin.x
          }
          return sum
        }
      )
    }
  }
}
