import CarouselKit

/// Decoding: each key of SlidingCarousel's JSON format read with its type.
///
/// Every key SFOnboardingConductor reads, for the spec and for its elements, is read with its
/// type; a wrong value is reported and left at its default, and every key written is recorded
/// for the checks that need the whole file.
extension OnboardingSpecReader {
  /// The keys the original reads in the root object, and the README's names it accepts.
  static let rootKeys = [
    "baseImageURL", "pages", "parallaxBackground", "floatingImages", "motionImages",
    "motionEnabled", "showSkip", "showPageControl", "scrollScale", "pageTexts", "pageText",
    "images", "elements",
  ]

  /// The keys the original reads in an image.
  static let imageKeys = [
    "key", "imageName", "anchorPoint", "relativePosition", "relativeKey", "addImmediately",
  ]

  /// The keys the original reads in an element.
  static let elementKeys = [
    "key", "views", "customSubviews", "superview", "startScale", "appearScale", "endScale",
    "startPosition", "appearPosition", "endPosition", "duration", "delay", "springDamping",
    "springVelocity", "appearanceDelay", "disappearanceMultiplier", "item", "appear", "disappear",
    "dragDisappear", "customAppearAnimation", "customDisappearAnimation", "insertIndex", "remove",
  ]

  /// The root keys, the image keys and the element keys, lower-cased once for suggestions.
  static let rootKeyCandidates = NearestName.Candidates(rootKeys)
  static let imageKeyCandidates = NearestName.Candidates(imageKeys)
  static let elementKeyCandidates = NearestName.Candidates(elementKeys)

  /// The index of the last member with each key: the one `JSONSerialization` keeps.
  static func lastIndexes(_ members: [JSONMember]) -> [String: Int] {
    var last: [String: Int] = [:]
    for (index, member) in members.enumerated() { last[member.key] = index }
    return last
  }

  // MARK: Root

  /// Reads the root object's members into ``spec``.
  mutating func decodeRoot(_ members: [JSONMember]) {
    let last = Self.lastIndexes(members)
    // Page indexes are checked against `pages` wherever they are: read it first.
    if let index = last["pages"] {
      let member = members[index]
      pages = integer(
        member.value, .root.appending("pages"),
        expected: "an integer from 1 to \(OnboardingSpec.maximumPageCount)",
        accepting: 1...OnboardingSpec.maximumPageCount)
      spec.pageCount = pages ?? 0
    }
    for (index, member) in members.enumerated() where last[member.key] == index {
      let path = JSONPath.root.appending(member.key)
      let value = member.value
      switch member.key {
      case "baseImageURL":
        if let text = string(value, path, expected: "a string (the images' name prefix)") {
          spec.baseImageURL = text
        }
      case "pages":
        break
      case "parallaxBackground":
        spec.parallaxBackground = viewKeys(value, path, use: .parallaxBackground)
      case "floatingImages":
        spec.floatingImages = viewKeys(value, path, use: .floatingImages)
      case "motionImages":
        spec.motionImages = viewKeys(value, path, use: .motionImages)
      case "motionEnabled":
        // No note for a number: the value has no effect anyway.
        spec.motionEnabled = bool(value, path, notingNumbers: false)
        report(
          isStrict ? .error : .warning, path, member.keyLocation,
          expected: "\"motionImages\", the list of images given the tilt effect",
          found: value.foundDescription, detail: "has no effect; the original reads motionImages")
      case "showSkip":
        if let flag = bool(value, path) { spec.showsSkip = flag }
      case "showPageControl":
        if let flag = bool(value, path) { spec.showsPageControl = flag }
      case "scrollScale":
        if let scale = number(value, path, expected: "a number (the parallax factor)") {
          spec.scrollScale = scale
        }
      case "pageTexts":
        pageTextsMember = member
        decodePageTexts(value, path)
      case "pageText" where last["pageTexts"] != nil:
        report(
          .warning, path, member.keyLocation, expected: "one of \"pageTexts\" and \"pageText\"",
          found: "both",
          detail: "pageTexts is used; pageText is the README's name for it, which the original "
            + "does not read")
      case "pageText":
        report(
          .note, path, member.keyLocation, expected: "\"pageTexts\"",
          found: "the key \"pageText\"",
          detail: "the README's name; the original's code reads pageTexts")
        pageTextsMember = member
        decodePageTexts(value, path)
      case "images":
        decodeImages(value, path)
      case "elements":
        decodeElements(value, path)
      default:
        unknownKey(member, path, known: Self.rootKeyCandidates, in: "the root object")
      }
    }
  }

  /// Reads `pageTexts`: page index in decimal → text.
  private mutating func decodePageTexts(_ value: JSONValue, _ path: JSONPath) {
    guard case .object(let members) = value.kind else {
      report(
        .error, path, value.location,
        expected: "an object from page index (\"0\", \"1\"…) to text",
        found: value.foundDescription)
      return
    }
    let expected =
      if let pages {
        "a page index from \"0\" to \"\(pages - 1)\", in decimal"
      } else {
        "a page index (\"0\", \"1\"…), in decimal"
      }
    let last = Self.lastIndexes(members)
    for (index, member) in members.enumerated() where last[member.key] == index {
      let memberPath = path.appending(member.key)
      guard let page = Self.decimalIndex(member.key), page < pages ?? Int.max else {
        let detail =
          if let page = Self.decimalIndex(member.key) {
            "there is no page \(page): the original never shows this text"
          } else {
            "the original looks texts up by the page's index written in decimal"
          }
        report(
          .error, memberPath, member.keyLocation, expected: expected,
          found: "the key \(quoted(member.key))", detail: detail)
        continue
      }
      if let text = string(member.value, memberPath, expected: "a string (the page's text)") {
        spec.pageTexts[page] = text
      }
    }
  }

  /// The integer `key` writes in decimal without a sign or leading zeros, or `nil`.
  static func decimalIndex(_ key: String) -> Int? {
    let digits = key.utf8
    guard let first = digits.first, digits.count <= 9,
      digits.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
      digits.count == 1 || first != UInt8(ascii: "0")
    else { return nil }
    return Int(key)
  }

  // MARK: Images

  private mutating func decodeImages(_ value: JSONValue, _ path: JSONPath) {
    forEachObject(in: value, path, named: "image") { $0.decodeImage($1, $2, $3) }
  }

  private mutating func decodeImage(_ members: [JSONMember], _ value: JSONValue, _ path: JSONPath) {
    var key: (text: String, path: JSONPath, location: TextLocation)?
    var image = OnboardingImage(key: "")
    var source = ImageSource(
      keyPath: path, keyLocation: value.location, relativeKey: nil,
      relativePositionGiven: false, imageNameGiven: false)
    let last = Self.lastIndexes(members)
    for (index, member) in members.enumerated() where last[member.key] == index {
      let memberPath = path.appending(member.key)
      let memberValue = member.value
      switch member.key {
      case "key":
        if let text = string(memberValue, memberPath, expected: "the image's key (a string)") {
          key = (text, memberPath, memberValue.location)
        }
      case "imageName":
        source.imageNameGiven = true
        image.imageName = string(memberValue, memberPath, expected: "a file name (a string)")
      case "anchorPoint":
        if let point = point(memberValue, memberPath, sentinel: false) { image.anchorPoint = point }
      case "relativePosition":
        source.relativePositionGiven = true
        image.relativePosition = point(memberValue, memberPath, sentinel: false)
      case "relativeKey":
        if let text = string(
          memberValue, memberPath, expected: "the key of an earlier image (a string)")
        {
          image.relativeKey = text
          source.relativeKey = KeyReference(
            key: text, path: memberPath, location: memberValue.location)
        }
      case "addImmediately":
        if let flag = bool(memberValue, memberPath) { image.addsImmediately = flag }
      default:
        unknownKey(member, memberPath, known: Self.imageKeyCandidates, in: "an image")
      }
    }
    guard let key else {
      if last["key"] == nil {
        report(
          .error, path, value.location, expected: "a \"key\" member naming the image",
          found: "\(value.foundDescription) with no \"key\"",
          detail: "the original crashes storing an image without a key")
      }
      return
    }
    image.key = key.text
    image.path = path
    image.location = value.location
    source.keyPath = key.path
    source.keyLocation = key.location
    spec.images.append(image)
    images.append(source)
  }
}
