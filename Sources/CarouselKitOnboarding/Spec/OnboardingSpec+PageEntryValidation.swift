// Validation of the elements' page lists: entries that never run, pages listed twice, and two
// transitions of one view at the same moment (SlidingCarousel's conductor would run both).

extension OnboardingSpecReader {
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
  /// the last one written wins: two `item` springs at a settle; or, in one scroll event, two of
  /// bucket b's drag lists — `appear` and `disappear` both run with the drag fraction towards
  /// page b, and `dragDisappear` with 1 − f alongside them when dragging back from page b. An
  /// `item` runs only at a settle, so one element springing a view in and another taking it
  /// away on a drag back (the original demo's MDP icon) do not collide, and neither do one
  /// element's own lists.
  ///
  /// - Complexity: O(e·g + v) for e page entries, g groups of shared views per element (1
  ///   when the elements sharing views share them all) and v view keys named.
  mutating func checkPageEntries() {
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

  /// Drag lists never run on page 0, nor settle lists on the rubber-band page.
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
}
