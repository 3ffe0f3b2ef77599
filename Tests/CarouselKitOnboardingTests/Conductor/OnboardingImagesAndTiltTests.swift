import CarouselKit
import CarouselKitOnboarding
import Testing

// What the library resolves that only the command did before: image URLs from baseImageURL,
// image sizes listed by URL, file name or key with one default, and the device's tilt moving the
// views of motionImages by up to 15 points.

@Suite("Onboarding images and tilt")
struct OnboardingImagesAndTiltTests {
  /// Three images shown at once, centred: one named with a URL, one by file name, one by key
  /// alone; `sky` tilts.
  static func spec() -> OnboardingSpec {
    var sky = makeImage("sky", at: Point(x: 0.5, y: 0.5), immediately: true)
    sky.imageName = "sky.png"
    var hills = makeImage("hills", at: Point(x: 0.5, y: 0.5), immediately: true)
    hills.imageName = "hills.png"
    let badge = makeImage("badge", at: Point(x: 0.5, y: 0.5), immediately: true)
    var unknown = makeImage("unknown", at: Point(x: 0.5, y: 0.5), immediately: true)
    unknown.imageName = "nowhere.png"
    return makeSpec(images: [sky, hills, badge, unknown]) { spec in
      spec.baseImageURL = "https://cdn.example/onboarding/"
      spec.motionImages = ["sky"]
    }
  }

  @Test("An image's URL is baseImageURL joined to its name; one without a name has none")
  func imageURLs() {
    let spec = Self.spec()
    #expect(spec.imageURL(of: spec.images[0]) == "https://cdn.example/onboarding/sky.png")
    #expect(spec.imageURL(of: spec.images[2]) == nil)
    #expect(
      spec.imageSizeNames(of: spec.images[0]) == [
        "https://cdn.example/onboarding/sky.png", "sky.png", "sky",
      ])
    #expect(spec.imageSizeNames(of: spec.images[2]) == ["badge"])
  }

  @Test("Sizes are found by URL, file name or key, the first listed winning; others are 80×80")
  func imageSizes() throws {
    let conductor = OnboardingConductor(
      spec: Self.spec(), containerSize: containerSize,
      imageSizes: [
        "https://cdn.example/onboarding/sky.png": Size(width: 400, height: 300),
        "sky.png": Size(width: 1, height: 1),  // the URL is listed too, and wins
        "hills.png": Size(width: 200, height: 50),
        "badge": Size(width: 30, height: 20),
      ])
    // Each centred in the 320×568 container.
    func centred(_ width: Double, _ height: Double) -> Rect {
      Rect(x: 160 - width / 2, y: 284 - height / 2, width: width, height: height)
    }
    #expect(conductor.viewState(forKey: "sky")?.frame == centred(400, 300))
    #expect(conductor.viewState(forKey: "hills")?.frame == centred(200, 50))
    #expect(conductor.viewState(forKey: "badge")?.frame == centred(30, 20))
    #expect(OnboardingConductor.defaultImageSize == Size(width: 80, height: 80))
    #expect(conductor.viewState(forKey: "unknown")?.frame == centred(80, 80))
  }

  @Test(
    "The device's tilt moves the views of motionImages by 15 pt per unit on each axis, clamped at ±1",
    arguments: [
      (Point(x: 0, y: 0), Point(x: 0, y: 0)), (Point(x: 1, y: -1), Point(x: 15, y: -15)),
      (Point(x: 0.2, y: 0.5), Point(x: 3, y: 7.5)), (Point(x: -4, y: 9), Point(x: -15, y: 15)),
    ])
  func tilt(tilt: Point, offset: Point) throws {
    let conductor = OnboardingConductor(spec: Self.spec(), containerSize: containerSize)
    let before = try #require(conductor.viewState(forKey: "sky"))
    conductor.deviceTilt = tilt
    #expect(conductor.deviceTilt.x == min(max(tilt.x, -1), 1))
    let sky = try #require(conductor.viewState(forKey: "sky"))
    #expect(sky.tiltsWithDevice)
    #expect(abs(sky.tiltOffset.x - offset.x) < 1e-12 && abs(sky.tiltOffset.y - offset.y) < 1e-12)
    // The frame is the model's: the offset is drawn on top of it, as UIKit's motion effect.
    #expect(sky.frame == before.frame)
    // A view without the effect does not move.
    let hills = try #require(conductor.viewState(forKey: "hills"))
    #expect(!hills.tiltsWithDevice && hills.tiltOffset == .zero)
  }
}
