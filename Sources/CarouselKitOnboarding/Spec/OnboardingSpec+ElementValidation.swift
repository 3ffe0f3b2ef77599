// Validation of the elements: what each moves, the appear and settle maths the original gets
// wrong (SFOnboardingElement's maths), and parallax background views an element moves.

import CarouselKit

extension OnboardingSpecReader {
  /// A view placed against a `relativeKey` is placed in the container's coordinates; added
  /// into a superview, it shows offset by the superview's origin.
  private mutating func checkPlacementInSuperview(
    _ element: OnboardingElement, superview: String, _ member: JSONMember
  ) {
    for key in element.views where key != superview {
      guard let image = spec.image(forKey: key), let reference = image.relativeKey,
        image.relativePosition != nil
      else { continue }
      report(
        .warning, element.path.appending("superview"), member.value.location,
        expected: "no superview for a view placed against another (\(quoted(key)) has "
          + "relativeKey \(quoted(reference)))",
        found: member.value.foundDescription,
        detail: "its frame is computed in the container's coordinates, then placed inside "
          + "\(quoted(superview)), so it shows offset by \(quoted(superview))'s origin; drop "
          + "superview (the view then moves on its own) or relativeKey")
    }
  }

  mutating func checkElements() {
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
      if let superview = element.superview, let member = members["superview"] {
        checkPlacementInSuperview(element, superview: superview, member)
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
  /// 1/1.95 it never reaches 1, and from d = 1 it never leaves 0.
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
  /// appearPosition: they agree only when startPosition is (0, 0).
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
}
