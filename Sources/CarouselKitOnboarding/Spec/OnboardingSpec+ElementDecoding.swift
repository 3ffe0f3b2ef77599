// Decoding the elements: each element key of SlidingCarousel's JSON format read with its type,
// and the element-only values: scales, custom animations' keys and the page lists.

extension OnboardingSpecReader {
  mutating func decodeElements(_ value: JSONValue, _ path: JSONPath) {
    forEachObject(in: value, path, named: "element") { $0.decodeElement($1, $2, $3) }
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

  // MARK: Element values

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
    guard let entries = array(value, path, expected: "an array of page indexes") else {
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
