import CarouselKit
import CarouselKitOnboarding
import Testing

// Strict reading (unknown keys and trailing commas are errors) and the warnings for views that
// never show and for views placed against another inside a superview.

/// `line:column severity path` of each diagnostic.
private func places(_ reading: OnboardingSpecReading) -> [String] {
  reading.diagnostics.map { "\($0.location) \($0.severity.rawValue) \($0.path)" }
}

private let lenientFile = #"""
  {
    "pages": 2,
    "showSkip": true,
    "motionEnabled": true,
    "images": [
      {"key": "a", "imageName": "a.png", "relativePositon": [0.5, 0.5], "addImmediately": true},
    ],
    "elements": [{"views": ["a"], "apear": [1]}]
  }
  """#

@Suite("Onboarding strict reading and placement warnings")
struct OnboardingStrictReadingTests {
  @Test("Lenient, unknown keys are warnings and a trailing comma a note; strict, all are errors")
  func strictness() {
    let lenient = OnboardingSpec.read(lenientFile)
    #expect(
      places(lenient) == [
        "4:3 warning motionEnabled", "6:40 warning images[0].relativePositon",
        "6:94 note images", "8:33 warning elements[0].apear",
      ])
    #expect(!lenient.hasErrors)
    let strict = OnboardingSpec.read(lenientFile, strict: true)
    #expect(
      places(strict) == [
        "4:3 error motionEnabled", "6:40 error images[0].relativePositon", "6:94 error images",
        "8:33 error elements[0].apear",
      ])
    // The messages are the same, only the severity changes.
    #expect(strict.diagnostics.map(\.message) == lenient.diagnostics.map(\.message))
    // A clean file is clean either way.
    let clean = #"{"pages": 1, "showSkip": true}"#
    #expect(OnboardingSpec.read(clean, strict: true).diagnostics.isEmpty)
  }

  @Test("A view placed against another inside a superview is warned about, at the superview")
  func superviewWithRelativeKey() throws {
    let reading = OnboardingSpec.read(
      #"""
      {
        "pages": 2,
        "showSkip": true,
        "images": [
          {"key": "phone", "imageName": "p.png", "relativePosition": [0.5, 0.5], "addImmediately": true},
          {"key": "map", "imageName": "m.png", "relativeKey": "phone", "relativePosition": [0.5, 0.1]},
          {"key": "pin", "imageName": "pin.png", "relativePosition": [0.2, 0.2]}
        ],
        "elements": [
          {"views": ["map"], "superview": "phone", "appear": [1]},
          {"views": ["pin"], "superview": "phone", "appear": [1]}
        ]
      }
      """#)
    // Only the map is placed against another view; the pin is placed in the container's
    // fractions (also offset inside the phone, but as the original places such views).
    #expect(places(reading) == ["10:37 warning elements[0].superview"])
    let warning = try #require(reading.diagnostics.first)
    #expect(warning.found == "a string \"phone\"")
    #expect(warning.expected.contains("\"map\" has relativeKey \"phone\""))
    #expect(warning.detail.contains("offset by \"phone\"'s origin"))
  }

  @Test("An image that floats, tilts or holds views but that nothing adds is warned about")
  func neverShown() {
    let reading = OnboardingSpec.read(
      #"""
      {
        "pages": 2,
        "showSkip": true,
        "floatingImages": ["cloud", "sun"],
        "motionImages": ["sky"],
        "parallaxBackground": ["sky"],
        "images": [
          {"key": "cloud", "imageName": "c.png"},
          {"key": "sun", "imageName": "s.png", "addImmediately": true},
          {"key": "sky", "imageName": "sky.png"},
          {"key": "box", "imageName": "b.png"},
          {"key": "item", "imageName": "i.png"},
          {"key": "unused", "imageName": "u.png"}
        ],
        "elements": [{"views": ["item"], "superview": "box", "appear": [1]}]
      }
      """#)
    // sun is added at once, sky is a parallax background, item is moved by an element, and
    // unused is given nothing to do.
    #expect(places(reading) == ["8:13 warning images[0].key", "11:13 warning images[3].key"])
    #expect(
      reading.diagnostics.map(\.found) == [
        "the image \"cloud\", which floats (floatingImages) but is never added",
        "the image \"box\", which holds an element's views (superview) but is never added",
      ])
  }
}
