import CarouselKit

/// An onboarding flow as SlidingCarousel's JSON describes it: pages, images placed on a
/// container, and elements that move those images as the user pages.
///
/// Read one with ``OnboardingSpec/read(_:registry:strict:)-(String,_,_)``, which reports every
/// problem at once; a conductor (``OnboardingConductor``) plays it. Every key SFOnboardingConductor's code reads is
/// here, with its default and, on each property, what the original did with it.
public struct OnboardingSpec: Sendable {
  /// A prefix joined to each image's ``OnboardingImage/imageName`` to find its file (`baseImageURL`).
  public var baseImageURL: String = ""
  /// The number of pages, `n` (`pages`): the content is `n` viewport widths long, and elements
  /// may name pages 0…n, page `n` being the rubber band past the last page.
  public var pageCount: Int = 0
  /// The images that move with the parallax background (`parallaxBackground`), by key.
  public var parallaxBackground: [String] = []
  /// The images that float (`floatingImages`), by key.
  public var floatingImages: [String] = []
  /// The images given a device-tilt motion effect of ±15 pt (`motionImages`), by key.
  ///
  /// A model has no device to tilt: hosts apply the effect themselves; the conductor reports
  /// the keys.
  public var motionImages: [String] = []
  /// The README's `motionEnabled`, read and reported as having no effect, as in the original.
  public var motionEnabled: Bool?
  /// Whether the Skip button is shown (`showSkip`); it is the view `"skip"` elements can move.
  public var showsSkip: Bool = false
  /// Whether the page dots are shown (`showPageControl`).
  public var showsPageControl: Bool = false
  /// The parallax factor (`scrollScale`, 0.45): background views move by −80 − scale·x points.
  public var scrollScale: Double = 0.45
  /// The text under each page by page index (`pageTexts`, or the README's `pageText`); the text
  /// for page n − 1 is the dismiss button's title.
  public var pageTexts: [Int: String] = [:]
  /// The images, in the file's order, which is the order they are placed in.
  public var images: [OnboardingImage] = []
  /// The elements (transitions), in the file's order.
  public var elements: [OnboardingElement] = []

  /// Creates an empty spec: no pages, no images, no elements, every option at its default.
  public init() {}

  /// Where `image`'s file is: ``baseImageURL`` joined to its ``OnboardingImage/imageName``, as
  /// the original joined them; `nil` for an image without a name (or an empty one).
  ///
  /// - Complexity: O(the URL's length).
  public func imageURL(of image: OnboardingImage) -> String? {
    guard let name = image.imageName, !name.isEmpty else { return nil }
    return baseImageURL + name
  }

  /// The names a host's list of image sizes is looked up by for `image`, first found wins.
  ///
  /// They are its URL (``imageURL(of:)``), its `imageName` (when `baseImageURL` is not empty),
  /// then its key, each once. `OnboardingConductor`'s `imageSizes` and the `carousel
  /// onboarding` command share it.
  ///
  /// - Complexity: O(the names' length).
  public func imageSizeNames(of image: OnboardingImage) -> [String] {
    var names: [String] = []
    if let name = image.imageName, !name.isEmpty {
      if !baseImageURL.isEmpty { names.append(baseImageURL + name) }
      names.append(name)
    }
    if !names.contains(image.key) { names.append(image.key) }
    return names
  }

  /// The image whose key is `key`: the last one defined with it, as the original's dictionary.
  ///
  /// - Complexity: O(images).
  public func image(forKey key: String) -> OnboardingImage? {
    images.last(where: { $0.key == key })
  }
}

/// One image of an onboarding spec: a view placed on the container by its anchor point.
public struct OnboardingImage: Sendable {
  /// The key elements and lists use to name it (`key`, required).
  public var key: String
  /// The image's file name, joined to ``OnboardingSpec/baseImageURL`` (`imageName`).
  public var imageName: String?
  /// The point of the image placed at its position, as fractions of its size (`anchorPoint`,
  /// (0.5, 0.5)); it is also the origin of its transforms.
  public var anchorPoint: Point = Point(x: 0.5, y: 0.5)
  /// Where the anchor goes, as fractions of the container's size, or of ``relativeKey``'s frame
  /// from its origin (`relativePosition`); `nil` leaves the image at (0, 0).
  public var relativePosition: Point?
  /// An earlier image to position against (`relativeKey`).
  public var relativeKey: String?
  /// Whether the image is added to the container when the flow is built (`addImmediately`),
  /// rather than when an element first touches it.
  public var addsImmediately: Bool = false
  /// Where the image is defined in the file, for messages.
  public var path: JSONPath = .root
  /// Where the image's object starts in the file.
  public var location = TextLocation(line: 1, column: 1, offset: 0)

  /// Creates an image with a key and every other value at its default.
  public init(key: String) {
    self.key = key
  }
}

/// One element of an onboarding spec: a transition bound to one view, with the pages on which it
/// appears, disappears or pops in.
///
/// Positions are translations from the view's placed position, in points; a coordinate of −1
/// means "no translation" on that element's whole position (the original's sentinel).
public struct OnboardingElement: Sendable {
  /// A name for messages and debugging (`key`).
  public var key: String?
  /// The views it moves (`views`): one view, or several gathered into one transparent container
  /// sized to the first.
  public var views: [String] = []
  /// A view registered from code that it moves instead of ``views`` (`customSubviews`).
  public var customSubview: String?
  /// The view it is added into when it first appears (`superview`); `nil` is the container.
  public var superview: String?
  /// The scale before it appears (`startScale`, 1).
  public var startScale: Double = 1
  /// The scale once it has appeared (`appearScale`, 1).
  public var appearScale: Double = 1
  /// The scale once it has disappeared (`endScale`, 1).
  public var endScale: Double = 1
  /// The translation before it appears, in points (`startPosition`, (0, 0)).
  public var startPosition: Point = .zero
  /// The translation once it has appeared, in points (`appearPosition`, (0, 0)).
  public var appearPosition: Point = .zero
  /// The translation once it has disappeared, in points (`endPosition`, (0, 0)).
  public var endPosition: Point = .zero
  /// How long a settle's spring runs, in seconds (`duration`, 0.2).
  public var duration: Double = 0.2
  /// How long a settle's spring waits before it starts, in seconds (`delay`, 0).
  public var delay: Double = 0
  /// The settle spring's damping ratio (`springDamping`, 1: no overshoot).
  public var springDamping: Double = 1
  /// The settle spring's initial velocity, in animation distances per second (`springVelocity`,
  /// 1), as UIKit's `initialSpringVelocity`.
  public var springVelocity: Double = 1
  /// The fraction of a drag before the appear motion starts (`appearanceDelay`, 0).
  public var appearanceDelay: Double = 0
  /// How much faster than the drag a drag-driven disappearance runs
  /// (`disappearanceMultiplier`, 2: gone by mid-drag).
  public var disappearanceMultiplier: Double = 2
  /// The pages on whose settle it springs in (`item`).
  public var itemPages: [Int] = []
  /// The pages toward which it appears with the drag (`appear`).
  public var appearPages: [Int] = []
  /// The pages toward which it disappears with the drag (`disappear`).
  public var disappearPages: [Int] = []
  /// The pages away from which, dragging back, it disappears with the drag (`dragDisappear`).
  public var dragDisappearPages: [Int] = []
  /// A code-registered animation that replaces the appear maths (`customAppearAnimation`).
  public var customAppearAnimation: String?
  /// A code-registered animation that replaces the disappear maths
  /// (`customDisappearAnimation`).
  public var customDisappearAnimation: String?
  /// Where among its superview's subviews it is inserted, back to front (`insertIndex`, −1: on
  /// top).
  public var insertIndex: Int = -1
  /// Whether it fades out and is detached when left behind (`remove`).
  public var removes: Bool = false
  /// Where the element is defined in the file, for messages.
  public var path: JSONPath = .root
  /// Where the element's object starts in the file.
  public var location = TextLocation(line: 1, column: 1, offset: 0)

  /// Creates an element with every value at its default.
  public init() {}
}
