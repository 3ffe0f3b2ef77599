/// Validation: the checks that need the whole file — references between keys, pages, page
/// texts, and the original's maths and crashes (`seeds.md` §C.3, §C.5).
extension OnboardingSpecReader {
  /// Runs every check on the decoded spec.
  mutating func validate() {
    checkPageCount()
    let definitions = imageDefinitions()
    checkImages(definitions)
    checkViewReferences(definitions)
    checkAnimationReferences()
    checkElements()
    checkPageEntries()
    checkPageTexts()
    checkClosing()
  }

  /// The indexes in ``OnboardingSpec/images`` of the images defined with each key, in order.
  private func imageDefinitions() -> [String: [Int]] {
    var definitions: [String: [Int]] = [:]
    for (index, image) in spec.images.enumerated() {
      definitions[image.key, default: []].append(index)
    }
    return definitions
  }

  // MARK: Pages

  /// A spec with no `pages` has no room to scroll.
  private mutating func checkPageCount() {
    guard root["pages"] == nil else { return }
    let needsPages = ["elements", "images", "pageTexts", "pageText"].contains { root[$0] != nil }
    report(
      needsPages ? .error : .warning, .root, root.location,
      expected: "a \"pages\" member: an integer from 1 to \(OnboardingSpec.maximumPageCount)",
      found: "\(root.foundDescription) with no \"pages\"",
      detail: "the original makes no room to scroll, so no element ever moves")
  }

  // MARK: Images

  private mutating func checkImages(_ definitions: [String: [Int]]) {
    let baseImageURLGiven = if case .string = root["baseImageURL"]?.kind { true } else { false }
    // The keys of the images before the one checked, lower-cased once, when first needed.
    var earlier = NearestName.Candidates()
    for (index, image) in spec.images.enumerated() {
      let source = images[index]
      let sameKey = definitions[image.key, default: []]
      if let first = sameKey.first, first != index {
        report(
          .error, source.keyPath, source.keyLocation, expected: "a key no other image has",
          found: "a string \(quoted(image.key))",
          detail: "\(spec.images[first].path) has it too, at \(images[first].keyLocation); the "
            + "original keeps only the last image with a key, so the others cannot be named")
      }
      if image.key == "skip" && spec.showsSkip {
        report(
          .warning, source.keyPath, source.keyLocation,
          expected: "a key other than \"skip\" while showSkip is true",
          found: "a string \"skip\"",
          detail: "this image replaces the Skip button for the elements and lists naming \"skip\"")
      }
      if !source.imageNameGiven {
        report(
          baseImageURLGiven ? .error : .warning, image.path, image.location,
          expected: "an \"imageName\" member naming the image's file",
          found: "an image with no \"imageName\"",
          detail: baseImageURLGiven
            ? "the original crashes joining baseImageURL to a missing name"
            : "the image has no file, so it shows nothing")
      }
      if let reference = source.relativeKey {
        checkRelativeKey(reference, of: index, source: source, definitions, earlier: &earlier)
      }
    }
  }

  /// `relativeKey` must name an image placed before this one.
  ///
  /// `earlier` holds the keys of the first images, and is extended to those before this one
  /// when a suggestion is needed: O(1) amortised per image.
  private mutating func checkRelativeKey(
    _ reference: KeyReference, of index: Int, source: ImageSource, _ definitions: [String: [Int]],
    earlier: inout NearestName.Candidates
  ) {
    if !source.relativePositionGiven {
      report(
        .warning, reference.path, reference.location,
        expected: "a \"relativePosition\" to go with it",
        found: "a string \(quoted(reference.key))",
        detail: "the original positions an image against relativeKey only when it has a "
          + "relativePosition, so it is ignored")
    }
    let sameKey = definitions[reference.key, default: []]
    if sameKey.contains(where: { $0 < index }) { return }
    let expected = "the key of an image defined before this one"
    let found = "a string \(quoted(reference.key))"
    if let later = sameKey.first(where: { $0 > index }) {
      report(
        .error, reference.path, reference.location, expected: expected, found: found,
        detail: "\(quoted(reference.key)) is defined later, at \(images[later].keyLocation); "
          + "images are placed in the file's order")
    } else if sameKey.contains(index) {
      report(
        .error, reference.path, reference.location, expected: expected, found: found,
        detail: "an image cannot be placed against itself")
    } else {
      while earlier.count < index { earlier.append(spec.images[earlier.count].key) }
      report(
        .error, reference.path, reference.location, expected: expected, found: found,
        detail: didYouMean(reference.key, among: earlier) ?? "no image has this key")
    }
  }

  // MARK: References

  /// Keys naming views are looked up as the conductor looks them up (§C.1, §C.2.1): an
  /// element's `customSubviews` among the custom views registered from code only, and every
  /// other view key — `views`, `superview`, `parallaxBackground`, `floatingImages`,
  /// `motionImages` — among the images, and `"skip"` when showSkip is true, only.
  private mutating func checkViewReferences(_ definitions: [String: [Int]]) {
    guard !viewReferences.isEmpty else { return }
    // Lower-cased once, when a suggestion is first needed.
    var images: NearestName.Candidates?
    var customViews: NearestName.Candidates?
    for reference in viewReferences {
      let isImage = definitions[reference.key] != nil
      let isSkip = reference.key == "skip" && spec.showsSkip
      if reference.use == .customSubviews {
        if registry?.customViews.contains(reference.key) == true { continue }
        checkCustomSubview(reference, isImage: isImage, isSkip: isSkip, &customViews)
      } else if !isImage && !isSkip {
        reportMissingView(reference, &images)
      }
    }
  }

  /// A `customSubviews` key no registered custom view has.
  private mutating func checkCustomSubview(
    _ reference: ViewReference, isImage: Bool, isSkip: Bool,
    _ candidates: inout NearestName.Candidates?
  ) {
    let expected = "the key of a custom view registered from code"
    let found = "a string \(quoted(reference.key))"
    if isImage || isSkip {
      report(
        .error, reference.path, reference.location, expected: expected, found: found,
        detail: "\(quoted(reference.key)) is \(isImage ? "an image" : "the Skip button"), and "
          + "customSubviews names a view registered from code: the original looks for it among "
          + "those only, so the element moves nothing; did you mean \"views\": "
          + "[\(quoted(reference.key))]?")
    } else if let registry {
      let customViews = candidates ?? NearestName.Candidates(registry.customViews.sorted())
      candidates = customViews
      report(
        .error, reference.path, reference.location, expected: expected, found: found,
        detail: didYouMean(reference.key, among: customViews)
          ?? "no custom view is registered with this key")
    } else {
      report(
        .note, reference.path, reference.location, expected: expected, found: found,
        detail: "a custom view: it must be registered from code")
    }
  }

  /// A view key other than `customSubviews` that names no image (nor the Skip button).
  private mutating func reportMissingView(
    _ reference: ViewReference, _ candidates: inout NearestName.Candidates?
  ) {
    let images =
      candidates
      ?? NearestName.Candidates(spec.images.map(\.key) + (spec.showsSkip ? ["skip"] : []))
    candidates = images
    var details: [String] = []
    if let suggestion = didYouMean(reference.key, among: images) {
      details.append(suggestion)
    }
    if reference.key == "skip" {
      details.append("\"skip\" is the Skip button only when showSkip is true")
    }
    if registry?.customViews.contains(reference.key) == true {
      details.append(
        reference.use == .views
          ? "\(quoted(reference.key)) is a custom view registered from code, which an element "
            + "moves with \"customSubviews\": \(quoted(reference.key))"
          : "\(quoted(reference.key)) is a custom view registered from code, which the original "
            + "reaches only through an element's customSubviews")
    }
    if reference.use == .parallaxBackground {
      details.append(
        "the original looks for background views among the images only, before custom views "
          + "are registered, and crashes on a missing one")
    }
    report(
      .error, reference.path, reference.location,
      expected: spec.showsSkip ? "an image key or \"skip\"" : "an image key",
      found: "a string \(quoted(reference.key))",
      detail: details.isEmpty ? "no image has this key" : details.joined(separator: "; "))
  }

  /// Keys naming custom animations must name registered ones.
  private mutating func checkAnimationReferences() {
    var animations: NearestName.Candidates?
    for reference in animationReferences {
      let found = "a string \(quoted(reference.key))"
      guard let registry else {
        report(
          .note, reference.path, reference.location, expected: "the key of a custom animation",
          found: found, detail: "a custom animation: it must be registered from code")
        continue
      }
      if registry.customAnimations.contains(reference.key) { continue }
      let candidates = animations ?? NearestName.Candidates(registry.customAnimations.sorted())
      animations = candidates
      report(
        .error, reference.path, reference.location,
        expected: "the key of a custom animation registered from code", found: found,
        detail: didYouMean(reference.key, among: candidates)
          ?? "no animation is registered with this key")
    }
  }

  // MARK: Elements

  private mutating func checkElements() {
    for (index, element) in spec.elements.enumerated() {
      let members = elements[index].members
      checkMovedViews(element, members)
      // A custom view is not an image, whatever its key: only `views` can name the superview.
      if let superview = element.superview, let member = members["superview"],
        element.customSubview == nil, element.views == [superview]
      {
        report(
          .error, element.path.appending("superview"), member.value.location,
          expected: "a view other than the one the element moves",
          found: member.value.foundDescription,
          detail: "the original adds the view into itself, which UIKit refuses with an exception")
      }
      if element.customAppearAnimation == nil {
        checkAppearanceDelay(element, members)
        checkSettleTranslation(element, members)
      }
      if element.customDisappearAnimation == nil, let member = members["disappearanceMultiplier"],
        case .number(let multiplier) = member.value.kind, multiplier <= 0,
        !(element.disappearPages.isEmpty && element.dragDisappearPages.isEmpty)
      {
        report(
          .warning, element.path.appending("disappearanceMultiplier"), member.value.location,
          expected: "a multiplier greater than 0", found: member.value.foundDescription,
          detail: multiplier == 0
            ? "the view never leaves its appear state while dragging"
            : "the view moves away from its end state while dragging")
      }
    }
    checkParallaxViewsMoved()
  }

  /// An element must move something, and `customSubviews` replaces `views`.
  private mutating func checkMovedViews(
    _ element: OnboardingElement, _ members: [String: JSONMember]
  ) {
    let viewsWritten =
      if case .array(let entries) = members["views"]?.value.kind { !entries.isEmpty } else { false }
    if members["customSubviews"] == nil && !viewsWritten {
      report(
        .warning, element.path, element.location,
        expected: "\"views\" or \"customSubviews\" naming what the element moves",
        found: "an element with neither", detail: "it moves nothing")
    }
    if element.customSubview != nil, viewsWritten, let views = members["views"] {
      report(
        .warning, element.path.appending("views"), views.value.location,
        expected: "either views or customSubviews", found: views.value.foundDescription,
        detail: "customSubviews replaces views: the original moves only the custom view")
    }
  }

  /// The original's appear fraction is (f − d)/d, snapped to 1 above 0.95: past a delay d of
  /// 1/1.95 it never reaches 1, and from d = 1 it never leaves 0 (§C.3.1).
  private mutating func checkAppearanceDelay(
    _ element: OnboardingElement, _ members: [String: JSONMember]
  ) {
    guard !element.appearPages.isEmpty, let member = members["appearanceDelay"],
      case .number(let delay) = member.value.kind, delay > 0
    else { return }
    let snap = 0.95
    let threshold = 1 / (1 + snap)
    guard delay >= threshold else { return }
    let expected =
      "an appearance delay below \(formatted(threshold, places: 4)) (1/1.95), for the appear "
      + "motion to complete"
    let detail: String
    if delay >= 1 {
      detail =
        "the view never moves: the original's fraction (f − d)/d stays at 0 for every drag "
        + "fraction f < 1, and is 0 at the settle"
    } else {
      let reached = (1 - delay) / delay
      detail =
        "the view never completes its appear motion: the original divides by d, not 1 − d, so "
        + "it reaches at most \(formatted(reached, places: 3)) of the way ((1 − d)/d), which is "
        + "not above the 0.95 that snaps to 1"
    }
    report(
      .warning, element.path.appending("appearanceDelay"), member.value.location,
      expected: expected, found: member.value.foundDescription, detail: detail)
  }

  /// The settle spring translates by appearPosition − startPosition, the drag by
  /// appearPosition: they agree only when startPosition is (0, 0) (§C.3.2).
  private mutating func checkSettleTranslation(
    _ element: OnboardingElement, _ members: [String: JSONMember]
  ) {
    guard !element.itemPages.isEmpty, let member = members["startPosition"],
      element.startPosition != .zero
    else { return }
    let usesSentinel = [element.startPosition, element.appearPosition].contains {
      $0.x == -1 || $0.y == -1
    }
    guard !usesSentinel else { return }
    let start = element.startPosition
    let appear = element.appearPosition
    report(
      .warning, element.path.appending("startPosition"), member.value.location,
      expected: "[0, 0] for an element that springs in on a settle (item)",
      found: member.value.foundDescription,
      detail: "the original's settle spring moves the view by appearPosition − startPosition = "
        + "\(pointText(appear.x - start.x, appear.y - start.y)), while dragging moves it by "
        + "appearPosition = \(pointText(appear.x, appear.y))")
  }

  /// `[x, y]` as JSON writes it.
  private func pointText(_ x: Double, _ y: Double) -> String {
    "[\(JSONValue.numberText(x)), \(JSONValue.numberText(y))]"
  }

  /// An element moving a parallax background view replaces its parallax transform.
  private mutating func checkParallaxViewsMoved() {
    let background = Set(spec.parallaxBackground)
    guard !background.isEmpty else { return }
    for reference in viewReferences {
      guard let index = reference.element, background.contains(reference.key) else { continue }
      let element = spec.elements[index]
      // `customSubviews` moves a custom view, never a background image of the same key.
      let moved = element.customSubview == nil && reference.use == .views
      let hasPages =
        !(element.itemPages.isEmpty && element.appearPages.isEmpty
        && element.disappearPages.isEmpty && element.dragDisappearPages.isEmpty)
      guard moved, hasPages else { continue }
      report(
        .warning, reference.path, reference.location,
        expected: "a view that is not in parallaxBackground",
        found: "a string \(quoted(reference.key))",
        detail: "the element's transform replaces the parallax transform while it moves, so the "
          + "view jumps; the original's demo does this with its cloud")
    }
  }

  // MARK: Page entries

  private struct ListEntry: Hashable {
    var element: Int
    var role: PageRole
    var page: Int
  }

  /// A view as the conductor knows it: an image or the Skip button, or a custom view, by key.
  private struct ViewIdentity: Hashable {
    var key: String
    var isCustom: Bool
  }

  /// Views moved by the same elements, named together on a page: a conflict on one is a
  /// conflict on each.
  private struct SharedView {
    /// The group of views moved by exactly the same elements.
    var group: Int
    /// The element's first view in the group.
    var key: String
  }

  /// A group of views on a page at one moment: a settle (`item`) or a scroll event (the drag
  /// lists).
  private struct Claim: Hashable {
    var group: Int
    var page: Int
    var isSettle: Bool
  }

  /// For each element, the views it moves that another element moves too (`customSubviews`
  /// replacing `views`), one per group of views moved by the same elements, in the element's
  /// order.
  ///
  /// - Complexity: O(n) in the number of view keys the elements name.
  private func sharedViews() -> [[SharedView]] {
    var moved: [[ViewIdentity]] = []
    var movers: [ViewIdentity: [Int]] = [:]
    for (index, element) in spec.elements.enumerated() {
      var views: [ViewIdentity] = []
      if let custom = element.customSubview {
        views = [ViewIdentity(key: custom, isCustom: true)]
      } else {
        var seen = Set<String>()
        for key in element.views where seen.insert(key).inserted {
          views.append(ViewIdentity(key: key, isCustom: false))
        }
      }
      for view in views { movers[view, default: []].append(index) }
      moved.append(views)
    }
    // Each view's movers are hashed once: the groups' numbers are only identities.
    var groups: [[Int]: Int] = [:]
    var groupOfView: [ViewIdentity: Int] = [:]
    for (view, elements) in movers where elements.count > 1 {
      let group = groups[elements] ?? groups.count
      groups[elements] = group
      groupOfView[view] = group
    }
    return moved.map { views in
      var seen = Set<Int>()
      return views.compactMap { view in
        guard let group = groupOfView[view], seen.insert(group).inserted else { return nil }
        return SharedView(group: group, key: view.key)
      }
    }
  }

  /// Entries that never run, pages listed twice, and two transitions of a view on a page.
  ///
  /// Two elements' transitions of one view collide when they run at the same moment, where
  /// the last one written wins (§C.3 step 5): two `item` springs at a settle; or, in one
  /// scroll event, two of bucket b's drag lists — `appear` and `disappear` both run with the
  /// drag fraction towards page b, and `dragDisappear` with 1 − f alongside them when dragging
  /// back from page b. An `item` runs only at a settle, so one element springing a view in and
  /// another taking it away on a drag back (the original demo's MDP icon) do not collide, and
  /// neither do one element's own lists.
  ///
  /// - Complexity: O(e·g + v) for e page entries, g groups of shared views per element (1
  ///   when the elements sharing views share them all) and v view keys named.
  private mutating func checkPageEntries() {
    let shared = sharedViews()
    var listed = Set<ListEntry>()
    var firstUse: [Claim: PageEntry] = [:]
    for entry in pageEntries {
      guard
        listed.insert(ListEntry(element: entry.element, role: entry.role, page: entry.page))
          .inserted
      else {
        report(
          .warning, entry.path, entry.location, expected: "each page once in \(entry.role.key)",
          found: "the number \(entry.page) again", detail: "the original runs the element twice")
        continue
      }
      checkNeverRuns(entry)
      var warned = false
      for view in shared[entry.element] {
        let claim = Claim(group: view.group, page: entry.page, isSettle: entry.role == .item)
        guard let other = firstUse[claim] else {
          firstUse[claim] = entry
          continue
        }
        guard !warned, other.element != entry.element else { continue }
        warned = true
        reportTwoTransitions(entry, other, view: view.key)
      }
    }
  }

  /// A warning at `entry`, whose element moves `view` at the moment `other`'s does.
  private mutating func reportTwoTransitions(_ entry: PageEntry, _ other: PageEntry, view: String) {
    let otherElement = spec.elements[other.element]
    let name = otherElement.key.map { " (\(quoted($0)))" } ?? ""
    let readme =
      "the README: \"Do not apply multiple transitions to the same object for one transition\""
    guard other.role != entry.role else {
      report(
        .warning, entry.path, entry.location,
        expected: "one \(entry.role.key) transition of \(quoted(view)) on page \(entry.page)",
        found: "the number \(entry.page), a second one",
        detail: "\(otherElement.path)\(name) already has one, at \(other.location); \(readme)")
      return
    }
    let drag =
      other.role == .dragDisappear || entry.role == .dragDisappear
      ? "a drag back from page \(entry.page)" : "a drag towards page \(entry.page)"
    report(
      .warning, entry.path, entry.location,
      expected: "one drag transition (appear, disappear or dragDisappear) of \(quoted(view)) on "
        + "page \(entry.page)",
      found: "the number \(entry.page) in \(entry.role.key)",
      detail: "\(otherElement.path)\(name) has it in \(other.role.key), at \(other.location): "
        + "both run in each scroll event of \(drag), and the last one written wins; \(readme)")
  }

  /// Drag lists never run on page 0, nor settle lists on the rubber-band page (§C.3).
  private mutating func checkNeverRuns(_ entry: PageEntry) {
    let reason: String
    switch (entry.role, entry.page) {
    case (.appear, 0), (.disappear, 0):
      reason = "no drag goes towards page 0, so \(entry.role.key) on page 0 never runs"
    case (.dragDisappear, 0):
      reason = "no drag goes back from page 0, so dragDisappear on page 0 never runs"
    case (.item, pages), (.dragDisappear, pages):
      reason =
        "the scroller never settles on page \(entry.page), the rubber band past the last page, "
        + "so \(entry.role.key) on it never runs"
    default:
      return
    }
    let low = entry.role == .item ? 0 : 1
    let high = entry.role == .appear || entry.role == .disappear ? pages ?? 0 : (pages ?? 1) - 1
    let expected =
      pages == nil ? "a page from \(low)" : "a page from \(low) to \(max(low, high))"
    report(
      .warning, entry.path, entry.location, expected: expected,
      found: "the number \(entry.page)", detail: reason)
  }

  // MARK: Page texts

  /// The page texts the original crashes on (§C.5).
  private mutating func checkPageTexts() {
    guard let member = pageTextsMember, case .object = member.value.kind else { return }
    let path = JSONPath.root.appending(member.key)
    let value = member.value
    guard spec.showsPageControl else {
      report(
        .error, path, value.location, expected: "no page texts, or \"showPageControl\": true",
        found: "\(value.foundDescription) while showPageControl is false",
        detail: "the original builds its text items from the page dots: with none it has no "
          + "text items, and it crashes at the first settle")
      return
    }
    guard let pages else { return }
    let present = (0..<pages).filter { spec.pageTexts[$0] != nil }
    let missing = (0..<(pages - 1)).filter { spec.pageTexts[$0] == nil }
    let hasDismissTitle = spec.pageTexts[pages - 1] != nil
    let textItems = (pages - 1 - missing.count) + (hasDismissTitle ? 1 : 0)
    let found =
      present.isEmpty
      ? "no texts" : "texts for page\(present.count == 1 ? "" : "s") \(pageRanges(present))"
    if !missing.isEmpty {
      let pagesWord =
        missing.count == 1 ? "page \(missing[0]) has" : "pages \(pageRanges(missing)) have"
      report(
        .error, path, value.location,
        expected: pages == 2 ? "a text for page 0" : "a text for every page from 0 to \(pages - 2)",
        found: found,
        detail: "\(pagesWord) no text: the original's text list is then too short, and it "
          + "crashes when it settles on page \(textItems)")
    }
    if !hasDismissTitle {
      report(
        .error, path, value.location,
        expected: "a text for page \(pages - 1), the dismiss button's title", found: found,
        detail: missing.isEmpty
          ? "the original builds no dismiss button, and its text list is one short: it crashes "
            + "when it settles on page \(pages - 1)"
          : "the original builds no dismiss button")
    }
  }

  /// A flow with no Skip button and no dismiss button can only be closed by its host.
  private mutating func checkClosing() {
    guard let pages else { return }
    let dismiss =
      spec.showsPageControl && pageTextsMember != nil && spec.pageTexts[pages - 1] != nil
    guard !spec.showsSkip && !dismiss else { return }
    report(
      .note, .root, root.location,
      expected: "a way to close the flow: \"showSkip\": true, or a dismiss button "
        + "(showPageControl and a text for page \(pages - 1))",
      found: "neither", detail: "the host must close the flow itself")
  }
}

/// `value` with `places` decimals, rounded to nearest: `0.5128`.
func formatted(_ value: Double, places: Int) -> String {
  var scale = 1.0
  for _ in 0..<places { scale *= 10 }
  guard value.isFinite, abs(value * scale) < 9e15 else { return "\(value)" }
  let scaled = Int64((abs(value) * scale).rounded())
  let whole = scaled / Int64(scale)
  var fraction = String(scaled % Int64(scale))
  fraction = String(repeating: "0", count: max(0, places - fraction.count)) + fraction
  let sign = value < 0 && scaled != 0 ? "-" : ""
  return places == 0 ? "\(sign)\(whole)" : "\(sign)\(whole).\(fraction)"
}
