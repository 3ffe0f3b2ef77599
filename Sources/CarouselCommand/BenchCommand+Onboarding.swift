import CarouselKit
import CarouselKitOnboarding
import Foundation

// The onboarding scenarios: the JSON reader's throughput on a large spec next to Foundation's
// JSONSerialization on the same bytes.

extension BenchCommand {
  /// The onboarding scenarios, labelled for `--filter`.
  static func onboardingScenarios(repeats: Int) -> [(label: String, run: () -> Result)] {
    [("json reader large spec", { readerScenario(repeats: repeats) })]
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
}
