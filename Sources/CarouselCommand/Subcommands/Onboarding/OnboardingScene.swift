import CarouselKit
import CarouselKitOnboarding
import Foundation

/// What `carousel onboarding render` and `preview` share: the spec read and checked, each
/// image's and custom view's size, and a conductor built on them.
struct OnboardingScene {
  /// The size of an image (or custom view) whose size is not given, in points: the library's
  /// 80×80 (drawn as a labelled box).
  static let defaultSize = OnboardingConductor.defaultImageSize
  /// The largest side an `--image-sizes` entry may give, in points.
  static let largestSide = 1e6

  /// Where an image's or custom view's size came from.
  enum SizeSource: Equatable {
    /// `--image-sizes`, under this name.
    case listed(String)
    /// A file of `--images`: its path and its scale (1, 2 or 3).
    case file(path: String, scale: Int)
    /// Neither: ``defaultSize``.
    case defaultSize
  }

  /// One view's size and where it came from.
  struct Sized {
    var size: Size
    var source: SizeSource
  }

  /// The spec's path, as given.
  var file: String
  var reading: OnboardingSpecReading
  var spec: OnboardingSpec
  /// The container's size, in points.
  var containerSize: Size
  /// Each image's size, by its index in the spec's images.
  var imageSizes: [Sized]
  /// The custom views registered from the command line, in order, with their sizes.
  var customViews: [(key: String, sized: Sized)]

  /// The image keys and custom view keys drawn at ``defaultSize``, in order.
  var defaultSized: [String] {
    spec.images.indices.filter { imageSizes[$0].source == .defaultSize }.map {
      spec.images[$0].key
    } + customViews.filter { $0.sized.source == .defaultSize }.map(\.key)
  }

  /// The custom views a spec's elements name (`customSubviews`), each once, in order.
  static func customViewKeys(_ spec: OnboardingSpec) -> [String] {
    var keys: [String] = []
    for key in spec.elements.compactMap(\.customSubview) where !keys.contains(key) {
      keys.append(key)
    }
    return keys
  }

  /// The custom animations a spec's elements name, each once, in order.
  static func customAnimationKeys(_ spec: OnboardingSpec) -> [String] {
    var keys: [String] = []
    for element in spec.elements {
      for key in [element.customAppearAnimation, element.customDisappearAnimation]
        .compactMap({ $0 }) where !keys.contains(key)
      {
        keys.append(key)
      }
    }
    return keys
  }

  /// The seconds a page's settle springs and fades need at most: the longest element spring
  /// (delay + duration), and at least the 0.2 s of a removal's fade.
  var restDuration: Double {
    spec.elements.reduce(0.2) { longest, element in
      max(
        longest,
        OnboardingSpring(
          duration: element.duration, delay: element.delay, dampingRatio: element.springDamping,
          initialVelocity: element.springVelocity
        ).totalDuration)
    }
  }

  // MARK: Reading

  /// The spec read from `file`, checked as `validate` checks it.
  ///
  /// - Parameters:
  ///   - file: The spec's path.
  ///   - registry: The registry of `--custom-views` and `--custom-animations`, or `nil`.
  ///   - command: The command's name, for messages.
  /// - Returns: The reading; its spec is `nil` only when the file is not JSON or its root is
  ///   not an object.
  /// - Throws: An invalid-input error when the file cannot be read.
  static func read(file: String, registry: OnboardingRegistry?, command: String) throws
    -> OnboardingSpecReading
  {
    OnboardingSpec.read(
      try OnboardingCommand.bytes(ofFile: file, command: command), registry: registry)
  }

  /// Ends the command when the reading has errors: every diagnostic to standard error, as
  /// `validate` lists them, then exit 1.
  static func requireNoErrors(
    _ reading: OnboardingSpecReading, file: String, command: String, context: CommandContext
  ) throws -> OnboardingSpec {
    if !reading.hasErrors, let spec = reading.spec { return spec }
    for line in OnboardingCommand.diagnosticLines(reading, file: file) {
      context.writeError(line)
    }
    let count = reading.errors.count
    throw CommandError.invalidInput(
      "\(command): '\(file)' has \(count) error\(count == 1 ? "" : "s") "
        + "(listed above; see carousel onboarding validate)")
  }

  /// An `--image-sizes` file: a JSON object from an image name to `[width, height]` in points.
  ///
  /// - Throws: An invalid-input error listing every problem with its JSON path and
  ///   line:column.
  static func imageSizes(ofFile path: String, option: String, command: String) throws
    -> [String: Size]
  {
    let bytes = try OnboardingCommand.bytes(ofFile: path, command: command)
    let document: JSONDocument
    do {
      document = try JSONReader().read(bytes)
    } catch {
      throw CommandError.invalidInput(
        "\(command): \(option) '\(path)' is not JSON:\n"
          + "\(path):\(OnboardingDiagnostic(.error, at: error.path, error.location, expected: error.expected, found: error.found))"
      )
    }
    var problems: [OnboardingDiagnostic] = []
    var sizes: [String: Size] = [:]
    let sideExpected =
      "a side in points from 0 to \(largestSide.commandLineText)"
    if case .object(let members) = document.root.kind {
      for member in members {
        let path = JSONPath.root.appending(member.key)
        let value = member.value
        guard case .array(let sides) = value.kind, sides.count == 2 else {
          problems.append(
            OnboardingDiagnostic(
              .error, at: path, value.location,
              expected: "a size [width, height] in points", found: value.foundDescription))
          continue
        }
        var numbers: [Double] = []
        for (index, side) in sides.enumerated() {
          if case .number(let number) = side.kind, number >= 0, number <= largestSide {
            numbers.append(number)
          } else {
            problems.append(
              OnboardingDiagnostic(
                .error, at: path.appending(index), side.location, expected: sideExpected,
                found: side.foundDescription))
          }
        }
        if numbers.count == 2 { sizes[member.key] = Size(width: numbers[0], height: numbers[1]) }
      }
    } else {
      problems.append(
        OnboardingDiagnostic(
          .error, at: .root, document.root.location,
          expected: "an object from image names to sizes, such as {\"sky.png\": [320, 568]}",
          found: document.root.foundDescription))
    }
    guard problems.isEmpty else {
      throw CommandError.invalidInput(
        "\(command): \(option) '\(path)' has \(problems.count) "
          + "problem\(problems.count == 1 ? "" : "s"):\n"
          + problems.map { "\(path):\($0)" }.joined(separator: "\n"))
    }
    return sizes
  }

  /// The scene: each image's size from `files` (the files found in `--images`), else from
  /// `listed` (`--image-sizes`), else ``defaultSize``; each custom view registered.
  ///
  /// - Parameters:
  ///   - file: The spec's path.
  ///   - reading: The spec's reading.
  ///   - spec: The spec read.
  ///   - containerSize: The container's size in points.
  ///   - listed: The sizes of `--image-sizes`, by name.
  ///   - files: The files found in `--images`, by the first name their image is looked up by.
  ///   - customViewKeys: The custom views to register: those of `--custom-views` when given,
  ///     otherwise every key the spec's `customSubviews` name.
  init(
    file: String, reading: OnboardingSpecReading, spec: OnboardingSpec, containerSize: Size,
    listed: [String: Size], files: [String: (size: Size, path: String, scale: Int)] = [:],
    customViewKeys: [String]
  ) {
    self.file = file
    self.reading = reading
    self.spec = spec
    self.containerSize = containerSize
    // A file of `--images` first, then `--image-sizes`, each by every name in order; then
    // the default.
    func sized(_ names: [String]) -> Sized {
      for name in names {
        if let found = files[name] {
          return Sized(size: found.size, source: .file(path: found.path, scale: found.scale))
        }
      }
      for name in names {
        if let size = listed[name] { return Sized(size: size, source: .listed(name)) }
      }
      return Sized(size: Self.defaultSize, source: .defaultSize)
    }
    imageSizes = spec.images.map { sized(spec.imageSizeNames(of: $0)) }
    customViews = customViewKeys.map { ($0, sized([$0])) }
  }

  /// A conductor for the scene at time 0, settled on page 0, its events sent to `events`.
  func conductor(events: @escaping (OnboardingEvent) -> Void) -> OnboardingConductor {
    var sizesByPath: [JSONPath: Size] = [:]
    for (index, image) in spec.images.enumerated() {
      sizesByPath[image.path] = imageSizes[index].size
    }
    let customViews = self.customViews
    let conductor = OnboardingConductor(
      spec: spec, containerSize: containerSize,
      imageSize: { sizesByPath[$0.path] ?? Self.defaultSize },
      configure: { conductor in
        for (key, sized) in customViews { conductor.setCustomView(size: sized.size, forKey: key) }
      })
    conductor.eventHandler = events
    conductor.advance(to: 0)  // the settle on page 0 reaches `events`
    return conductor
  }
}

/// The events a conductor sent, in order.
final class OnboardingEventLog {
  var events: [OnboardingEvent] = []
  /// How many times the pages came to rest, and the last rest.
  var settleCount = 0
  var lastSettle: (page: Int, time: Double) = (0, 0)

  func append(_ event: OnboardingEvent) {
    events.append(event)
    if case .didSettle(let page) = event.kind {
      settleCount += 1
      lastSettle = (page, event.time)
    }
  }
}

/// A user paging through a flow at 60 frames per second, as `render` and `preview` play it.
///
/// - A page turn is a drag of half a page over 0.3 s (18 frames), released at the drag's speed
///   (W/0.6 pt/s, a flick): the pager's paging rule carries the pages on to the next page
///   and they settle there.
/// - Before each move the flow rests: frames run until the conductor is at rest or, with
///   floating images (which never rest), until the longest element spring (delay + duration,
///   at least 0.2 s) has had its time since the last settle.
/// - A held drag moves the finger over 0.3 s in 18 frames to where the content shows the
///   wanted offset (past an end, through the rubber band's inverse) and stays down.
final class OnboardingWalk {
  static let fps = 60.0
  static let dragFrames = 18
  static var dragDuration: Double { Double(dragFrames) / fps }

  let conductor: OnboardingConductor
  let log: OnboardingEventLog
  let width: Double
  let restDuration: Double
  /// The frame number: the time is `frame / fps` seconds.
  private(set) var frame = 0
  /// Called after each frame, with what the user is doing.
  var onFrame: ((String) -> Void)?
  /// What the user is doing, for the frames' labels.
  private(set) var stage = "page 0"

  var now: Double { Double(frame) / Self.fps }

  init(scene: OnboardingScene) {
    let log = OnboardingEventLog()
    self.log = log
    conductor = scene.conductor(events: { log.append($0) })
    width = scene.containerSize.width
    restDuration = scene.restDuration
  }

  /// The first frame: the flow as it is built.
  func start() {
    stage = "settle on page 0"
    onFrame?(stage)
  }

  /// One frame later.
  func step() {
    frame += 1
    conductor.advance(to: now)
    onFrame?(stage)
  }

  /// The longest a page rests, in seconds.
  static let longestRest = 10.0

  /// Frames until the last settle's springs and fades are over (at most ``longestRest`` s).
  func rest() {
    let wait = min(restDuration, Self.longestRest)
    let end = log.lastSettle.time + wait
    let limit = frame + Int((wait * Self.fps).rounded(.up)) + 2
    while conductor.isAnimating && now < end - 1e-9 && frame < limit { step() }
  }

  /// A drag of the finger by `translation` points (negative shows later pages) over 0.3 s,
  /// released at its speed or held.
  func drag(_ translation: Double, release: Bool) {
    conductor.dragBegan(at: now)
    for index in 1...Self.dragFrames {
      frame += 1
      conductor.dragChanged(
        translation: translation * Double(index) / Double(Self.dragFrames), at: now)
      if index == Self.dragFrames, release {
        conductor.dragEnded(velocity: translation / Self.dragDuration, at: now)
      }
      onFrame?(stage)
    }
  }

  /// Turns from the page the pages rest on to the next (`forward`) or the previous one, and
  /// frames until they rest there.
  ///
  /// - Throws: An invalid-input error if they have not rested on it within 10 s.
  func turnPage(forward: Bool, command: String) throws {
    let from = log.lastSettle.page
    let target = from + (forward ? 1 : -1)
    stage = "drag to page \(target)"
    try dragAndSettle(forward ? -width / 2 : width / 2, on: target, command: command)
    stage = "settle on page \(target)"
  }

  /// A drag of half a page past the last page, released: the rubber band and the bounce back.
  func bouncePastEnd(command: String) throws {
    let page = log.lastSettle.page
    stage = "drag past page \(page)"
    try dragAndSettle(-width / 2, on: page, command: command)
    stage = "settle on page \(page)"
  }

  private func dragAndSettle(_ translation: Double, on target: Int, command: String) throws {
    let settles = log.settleCount
    drag(translation, release: true)
    let limit = frame + Int(10 * Self.fps)
    while log.settleCount == settles || conductor.settledPage != target {
      guard frame < limit else {
        throw CommandError.invalidInput(
          "\(command): the pages did not rest on page \(target) within 10 s of the drag "
            + "(\(conductor.activityDescription))")
      }
      step()
    }
  }

  /// The finger translation, from resting on page `page`, that shows content offset `offset`.
  func translation(toOffset offset: Double, from page: Int) -> Double {
    let maximum = Double(max(conductor.pageCount - 1, 0)) * width
    let band = RubberBand.iOS(
      coefficient: conductor.configuration.rubberBandCoefficient, dimension: width)
    var raw = offset
    if offset > maximum {
      raw = maximum + band.rawOverscroll(displayed: offset - maximum, pointsPerUnit: 1)
    } else if offset < 0 {
      raw = -band.rawOverscroll(displayed: -offset, pointsPerUnit: 1)
    }
    return -(raw - Double(page) * width)
  }

  /// Drags from the page the pages rest on to content offset `offset`, and holds.
  func hold(atOffset offset: Double) {
    stage = "drag to offset \(offset.commandLineText)"
    drag(translation(toOffset: offset, from: log.lastSettle.page), release: false)
  }
}
