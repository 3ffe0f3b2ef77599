import CarouselKit

/// Decoding: each key of §C.2 and §C.2.1 read with its type, a wrong value reported and left at
/// its default, every key written recorded for the checks that need the whole file.
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
          .warning, path, member.keyLocation,
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
    guard case .array(let entries) = value.kind else {
      report(
        .error, path, value.location, expected: "an array of image objects",
        found: value.foundDescription)
      return
    }
    for (index, entry) in entries.enumerated() {
      let imagePath = path.appending(index)
      guard case .object(let members) = entry.kind else {
        report(
          .error, imagePath, entry.location, expected: "an image object",
          found: entry.foundDescription)
        continue
      }
      decodeImage(members, entry, imagePath)
    }
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

  // MARK: Elements

  private mutating func decodeElements(_ value: JSONValue, _ path: JSONPath) {
    guard case .array(let entries) = value.kind else {
      report(
        .error, path, value.location, expected: "an array of element objects",
        found: value.foundDescription)
      return
    }
    for (index, entry) in entries.enumerated() {
      let elementPath = path.appending(index)
      guard case .object(let members) = entry.kind else {
        report(
          .error, elementPath, entry.location, expected: "an element object",
          found: entry.foundDescription)
        continue
      }
      decodeElement(members, entry, elementPath)
    }
  }

  private mutating func decodeElement(
    _ members: [JSONMember], _ value: JSONValue, _ path: JSONPath
  ) {
    let index = spec.elements.count
    var element = OnboardingElement()
    element.path = path
    element.location = value.location
    var written: [String: JSONMember] = [:]
    let last = Self.lastIndexes(members)
    for (memberIndex, member) in members.enumerated() where last[member.key] == memberIndex {
      let memberPath = path.appending(member.key)
      let memberValue = member.value
      if Self.elementKeys.contains(member.key) { written[member.key] = member }
      switch member.key {
      case "key":
        element.key = string(memberValue, memberPath, expected: "a name (a string)")
      case "views":
        element.views = viewKeys(memberValue, memberPath, use: .views, element: index)
      case "customSubviews":
        element.customSubview = viewKey(
          memberValue, memberPath, use: .customSubviews, element: index,
          expected: "the key of a custom view registered from code (a string)")
      case "superview":
        element.superview = viewKey(
          memberValue, memberPath, use: .superview, element: index,
          expected: "the key of the view to add it into (a string)")
      case "startScale":
        if let scale = scale(memberValue, memberPath) { element.startScale = scale }
      case "appearScale":
        if let scale = scale(memberValue, memberPath) { element.appearScale = scale }
      case "endScale":
        if let scale = scale(memberValue, memberPath) { element.endScale = scale }
      case "startPosition":
        if let point = point(memberValue, memberPath, sentinel: true) {
          element.startPosition = point
        }
      case "appearPosition":
        if let point = point(memberValue, memberPath, sentinel: true) {
          element.appearPosition = point
        }
      case "endPosition":
        if let point = point(memberValue, memberPath, sentinel: true) {
          element.endPosition = point
        }
      case "duration", "delay":
        if let seconds = number(
          memberValue, memberPath, expected: "a number of seconds, at least 0",
          accepting: { $0 >= 0 })
        {
          if member.key == "duration" {
            element.duration = seconds
          } else {
            element.delay = seconds
          }
        }
      case "springDamping":
        if let ratio = number(
          memberValue, memberPath, expected: "a damping ratio greater than 0",
          accepting: { $0 > 0 })
        {
          element.springDamping = ratio
        }
      case "springVelocity":
        if let velocity = number(
          memberValue, memberPath, expected: "a number (the spring's initial velocity)")
        {
          element.springVelocity = velocity
        }
      case "appearanceDelay":
        if let fraction = number(
          memberValue, memberPath, expected: "a fraction of the drag, at least 0",
          accepting: { $0 >= 0 })
        {
          element.appearanceDelay = fraction
        }
      case "disappearanceMultiplier":
        if let multiplier = number(
          memberValue, memberPath, expected: "a number (how much faster than the drag it leaves)")
        {
          element.disappearanceMultiplier = multiplier
        }
      case "item":
        element.itemPages = pageList(memberValue, memberPath, role: .item, element: index)
      case "appear":
        element.appearPages = pageList(memberValue, memberPath, role: .appear, element: index)
      case "disappear":
        element.disappearPages = pageList(
          memberValue, memberPath, role: .disappear, element: index)
      case "dragDisappear":
        element.dragDisappearPages = pageList(
          memberValue, memberPath, role: .dragDisappear, element: index)
      case "customAppearAnimation":
        element.customAppearAnimation = animationKey(memberValue, memberPath)
      case "customDisappearAnimation":
        element.customDisappearAnimation = animationKey(memberValue, memberPath)
      case "insertIndex":
        if let insertIndex = integer(
          memberValue, memberPath, expected: "an integer of at least -1 (-1 adds it on top)",
          accepting: -1...Int(Int32.max))
        {
          element.insertIndex = insertIndex
        }
      case "remove":
        if let flag = bool(memberValue, memberPath) { element.removes = flag }
      default:
        unknownKey(member, memberPath, known: Self.elementKeyCandidates, in: "an element")
      }
    }
    spec.elements.append(element)
    elements.append(ElementSource(members: written))
  }

  // MARK: Values

  /// A warning for a key the original does not read, with the nearest known key.
  private mutating func unknownKey(
    _ member: JSONMember, _ path: JSONPath, known: NearestName.Candidates, in place: String
  ) {
    report(
      .warning, path, member.keyLocation, expected: "a key the original reads in \(place)",
      found: "the key \(quoted(member.key))",
      detail: didYouMean(member.key, among: known) ?? "it is ignored")
  }

  /// A string, or `nil` after an error.
  mutating func string(_ value: JSONValue, _ path: JSONPath, expected: String) -> String? {
    guard case .string(let text) = value.kind else {
      report(.error, path, value.location, expected: expected, found: value.foundDescription)
      return nil
    }
    return text
  }

  /// A boolean written as `true`/`false` or as a number (0 is false), as `boolValue` reads it;
  /// a number is a leniency, noted unless `notingNumbers` is false.
  private mutating func bool(
    _ value: JSONValue, _ path: JSONPath, notingNumbers: Bool = true
  ) -> Bool? {
    switch value.kind {
    case .bool(let flag): return flag
    case .number(let number):
      if notingNumbers {
        report(
          .note, path, value.location, expected: "true or false", found: value.foundDescription,
          detail: "a number where JSON has true/false; the original reads it as a boolean: "
            + "0 is false, any other number true")
      }
      return number != 0
    default:
      report(
        .error, path, value.location, expected: "true, false or a number (0 is false)",
        found: value.foundDescription)
      return nil
    }
  }

  /// A finite number that `accepting` accepts, or `nil` after an error.
  private mutating func number(
    _ value: JSONValue, _ path: JSONPath, expected: String,
    accepting: (Double) -> Bool = { _ in true }
  ) -> Double? {
    guard case .number(let number) = value.kind, number.isFinite, accepting(number) else {
      report(.error, path, value.location, expected: expected, found: value.foundDescription)
      return nil
    }
    return number
  }

  /// An integer in `range` (a number with no fraction), or `nil` after an error.
  private mutating func integer(
    _ value: JSONValue, _ path: JSONPath, expected: String, accepting range: ClosedRange<Int>
  ) -> Int? {
    guard case .number(let number) = value.kind, let integer = Int(exactly: number),
      range.contains(integer)
    else {
      report(.error, path, value.location, expected: expected, found: value.foundDescription)
      return nil
    }
    return integer
  }

  /// A scale factor, with a note for the original's −1 sentinel.
  private mutating func scale(_ value: JSONValue, _ path: JSONPath) -> Double? {
    let scale = number(value, path, expected: "a number (a scale factor)")
    if scale == -1 {
      report(
        .note, path, value.location, expected: "a scale factor", found: value.foundDescription,
        detail: "the original reads -1 as \"no scaling\": the view keeps its size between this "
          + "scale and the next, rather than being mirrored")
    }
    return scale
  }

  /// `[x, y]`, or `nil` after an error; with `sentinel`, a note for the original's −1.
  private mutating func point(_ value: JSONValue, _ path: JSONPath, sentinel: Bool) -> Point? {
    guard case .array(let entries) = value.kind, entries.count == 2 else {
      report(
        .error, path, value.location, expected: "an array of two numbers [x, y]",
        found: value.foundDescription)
      return nil
    }
    var coordinates: [Double] = []
    for (index, entry) in entries.enumerated() {
      guard let coordinate = number(entry, path.appending(index), expected: "a number") else {
        continue
      }
      if sentinel && coordinate == -1 && !coordinates.contains(-1) {
        report(
          .note, path.appending(index), entry.location, expected: "a translation in points",
          found: entry.foundDescription,
          detail: "the original reads -1 in either coordinate as \"no translation\": the view "
            + "is not moved between this position and the next, rather than by 1 point")
      }
      coordinates.append(coordinate)
    }
    guard coordinates.count == 2 else { return nil }
    return Point(x: coordinates[0], y: coordinates[1])
  }

  /// An array of view keys, each recorded for the reference checks.
  private mutating func viewKeys(
    _ value: JSONValue, _ path: JSONPath, use: ViewUse, element: Int? = nil
  ) -> [String] {
    guard case .array(let entries) = value.kind else {
      report(
        .error, path, value.location, expected: "an array of view keys (strings)",
        found: value.foundDescription)
      return []
    }
    var keys: [String] = []
    for (index, entry) in entries.enumerated() {
      if let key = viewKey(
        entry, path.appending(index), use: use, element: element,
        expected: "a view key (a string)")
      {
        keys.append(key)
      }
    }
    return keys
  }

  /// One view key, recorded for the reference checks.
  private mutating func viewKey(
    _ value: JSONValue, _ path: JSONPath, use: ViewUse, element: Int?, expected: String
  ) -> String? {
    guard let key = string(value, path, expected: expected) else { return nil }
    viewReferences.append(
      ViewReference(key: key, use: use, element: element, path: path, location: value.location))
    return key
  }

  /// A custom animation's key, recorded for the reference checks.
  private mutating func animationKey(_ value: JSONValue, _ path: JSONPath) -> String? {
    guard
      let key = string(
        value, path, expected: "the key of a custom animation registered from code (a string)")
    else { return nil }
    animationReferences.append(KeyReference(key: key, path: path, location: value.location))
    return key
  }

  /// An element's list of page indexes, each in 0…pages; the others reported and dropped.
  private mutating func pageList(
    _ value: JSONValue, _ path: JSONPath, role: PageRole, element: Int
  ) -> [Int] {
    guard case .array(let entries) = value.kind else {
      report(
        .error, path, value.location, expected: "an array of page indexes",
        found: value.foundDescription)
      return []
    }
    let expected =
      if let pages {
        "an integer from 0 to \(pages) (page \(pages) is the rubber band past the last page)"
      } else {
        "a page index (an integer of at least 0)"
      }
    var list: [Int] = []
    for (index, entry) in entries.enumerated() {
      let entryPath = path.appending(index)
      guard
        let page = integer(
          entry, entryPath, expected: expected, accepting: 0...(pages ?? Int(Int32.max)))
      else { continue }
      list.append(page)
      pageEntries.append(
        PageEntry(
          element: element, role: role, page: page, path: entryPath, location: entry.location))
    }
    return list
  }
}
