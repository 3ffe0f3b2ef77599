/// Validation: the checks that need the whole file — references between keys, pages, page
/// texts, and the original's maths and crashes (SlidingCarousel's SFOnboardingConductor).
extension OnboardingSpecReader {
  /// Runs every check on the decoded spec.
  mutating func validate() {
    checkPageCount()
    let definitions = imageDefinitions()
    checkImages(definitions)
    checkShownImages(definitions)
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

  /// An image given something to do — floated (`floatingImages`), tilted (`motionImages`), or
  /// made an element's `superview` — is shown only when it is added at once (`addImmediately`),
  /// is a parallax background, or an element moves it (`views`); otherwise nothing ever adds
  /// it to the container, and what it is given never shows.
  private mutating func checkShownImages(_ definitions: [String: [Int]]) {
    var shown = Set(spec.parallaxBackground)
    for element in spec.elements { shown.formUnion(element.views) }
    var given: [String: String] = [:]
    for key in spec.floatingImages { given[key] = given[key] ?? "floats (floatingImages)" }
    for key in spec.motionImages { given[key] = given[key] ?? "tilts (motionImages)" }
    for superview in spec.elements.compactMap({ $0.superview }) {
      given[superview] = given[superview] ?? "holds an element's views (superview)"
    }
    guard !given.isEmpty else { return }
    for (index, image) in spec.images.enumerated()
    where !image.addsImmediately && !shown.contains(image.key)
      && definitions[image.key]?.last == index
    {
      guard let role = given[image.key] else { continue }
      let source = images[index]
      report(
        .warning, source.keyPath, source.keyLocation,
        expected: "an image something adds: addImmediately, parallaxBackground, or an "
          + "element's views",
        found: "the image \(quoted(image.key)), which \(role) but is never added",
        detail: "nothing adds it to the container, so it never shows")
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

  /// Keys naming views are looked up as SFOnboardingConductor looks them up: an element's
  /// `customSubviews` among the custom views registered from code only, and every other view
  /// key — `views`, `superview`, `parallaxBackground`, `floatingImages`, `motionImages` — among
  /// the images, and `"skip"` when showSkip is true, only.
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
      ?? NearestName.Candidates(spec.images.map { $0.key } + (spec.showsSkip ? ["skip"] : []))
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

  // MARK: Page texts

  /// The page texts the original crashes on: texts without page dots, and missing texts.
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
