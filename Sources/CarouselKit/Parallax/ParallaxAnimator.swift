/// Moves the properties of a group of elements between the states they have away from the
/// viewport's centre and their resting state as the group crosses the viewport: Parade's
/// `PDAnimator`, without UIKit.
///
/// An animator belongs to one scrolling element (a cell, a page, an item) and animates any of
/// its elements, identified by keys of the host's choosing. Each element has a **start state**
/// (how it looks arriving, from below or the right), an **end state** (how it looks leaving),
/// or both, and a **resting state**, the snapshot of its values read from the host the first
/// time progress is applied. At progress p (``ParallaxProgress``) each property of the state
/// on the element's side goes from the state's value (p = 0) to the resting value (p = 1)
/// along its own curve and range (``ParallaxPropertyState``):
///
///     let animator = ParallaxAnimator<String>(axis: .vertical)
///     animator.startEndState(for: "logo") { state in
///       state.alpha(0).easing(.inSine)
///       state.transform(Transform2D(scaleX: 1.6, y: 1.6)).range(0.3...1)
///     }
///     animator.apply(
///       pager.parallaxProgress(ofPage: 0),
///       reading: { element, property in restingValue(element, property) },
///       writing: { element, property, value in views[element]?.set(property, value) })
///
/// An arriving element without a start state, or a leaving one without an end state, shows
/// the other state at p = 1, its resting values; at the centre the start state (or the end
/// state) applies at p = 1. Animators attached with
/// ``attach(_:)-(ParallaxAnimator<Element>)`` receive the same progress, to any depth.
///
/// The snapshot is read once, at the first ``apply(_:reading:writing:)``, as Parade; call
/// ``recaptureSnapshot(includingAttached:)`` when the resting layout changes (a reused cell
/// configured for other content, a rotation), or values tuned for the old layout persist.
///
/// With ``ParallaxCompatibility/restsPropertiesOfTheOtherState`` (the default), every apply also
/// writes each property that only the other state sets back to its resting value, so a frame
/// writes the properties of both states, not only those in motion: one more write per such
/// property, and no reads. ``ParallaxCompatibility/original`` skips those writes, as Parade did.
///
/// - Complexity: ``apply(_:reading:writing:)`` is O(properties of both states) and allocates
///   nothing once the snapshot is taken.
public final class ParallaxAnimator<Element: Hashable> {
  /// The axis along which the animator's element is measured
  /// (``progress(ofCentre:contentOffset:viewport:coordinates:)``).
  ///
  /// Progress passed on to attached animators ignores theirs, as Parade.
  public let axis: ScrollAxis
  /// How Parade's bugs are treated and transforms are interpolated.
  public let compatibility: ParallaxCompatibility
  /// The animators that receive this one's progress, in the order they were attached.
  public private(set) var attached: [ParallaxAnimator<Element>] = []

  // `records` and `recordElements` are read element by element on every frame, so they skip
  // dynamic exclusivity checks. Safe because of one rule, kept by every method of the
  // animator: no access to them is held open across a call into host code (`reading`,
  // `writing`, a state's build closure); each call's arguments are read before it.
  // Kept: parallax frame 100 elements 191,474 → 221,790 instructions without it (callgrind,
  // Scripts/frame-instructions.sh --models).

  @exclusivity(unchecked) var records: [ParallaxRecord] = []
  /// The elements, record by record.
  @exclusivity(unchecked) var recordElements: [Element] = []
  private var recordIndex: [Element: Int] = [:]

  /// Creates an animator with no states.
  ///
  /// - Parameters:
  ///   - axis: The axis the element's progress is measured along (Parade's
  ///     `newVerticalAnimator` or `newHorizontalAnimator`).
  ///   - compatibility: Parade's bugs fixed (the default) or ``ParallaxCompatibility/original``.
  public init(
    axis: ScrollAxis = .vertical, compatibility: ParallaxCompatibility = ParallaxCompatibility()
  ) {
    self.axis = axis
    self.compatibility = compatibility
  }

  /// The animated elements, in the order they were first given a state.
  public var elements: [Element] { recordElements }

  /// The progress of the animator's element from where it lies in the scrolled content, along
  /// ``axis``: the y components for a vertical animator, the x components for a horizontal one
  /// (Parade's `newVerticalAnimator` and `newHorizontalAnimator`).
  ///
  /// This is ``ParallaxProgress/init(centre:contentOffset:viewportLength:coordinates:)`` with
  /// `centre.y`, `contentOffset.y` and `viewport.height`, or `centre.x`, `contentOffset.x` and
  /// `viewport.width`.
  ///
  /// - Parameters:
  ///   - centre: The element's centre, in the content's coordinates, in points.
  ///   - contentOffset: How far the content is scrolled, in points.
  ///   - viewport: The viewport's size, in points.
  ///   - coordinates: ``ParallaxCoordinates/viewport`` (the default), or Parade's screen
  ///     coordinates with the viewport's origin along ``axis``, in points.
  /// - Returns: The element's side of the viewport's centre and its progress.
  /// - Precondition: The viewport's length along ``axis`` is positive and finite.
  /// - Complexity: O(1).
  public func progress(
    ofCentre centre: Point, contentOffset: Point, viewport: Size,
    coordinates: ParallaxCoordinates = .viewport
  ) -> ParallaxProgress {
    switch axis {
    case .vertical:
      ParallaxProgress(
        centre: centre.y, contentOffset: contentOffset.y, viewportLength: viewport.height,
        coordinates: coordinates)
    case .horizontal:
      ParallaxProgress(
        centre: centre.x, contentOffset: contentOffset.x, viewportLength: viewport.width,
        coordinates: coordinates)
    }
  }

  /// Builds the start state of `element`: how it looks arriving (below or right of the centre).
  ///
  /// Calling it again adds to the same state.
  ///
  /// - Precondition: A key of your own (``ParallaxProperty/viewKey(_:)``,
  ///   ``ParallaxProperty/layerKey(_:)``) holds the same kind of value in the start and the end
  ///   state of an element.
  /// - Complexity: O(properties of the element's two states) besides `build`.
  @discardableResult
  public func startState(
    for element: Element, _ build: (ParallaxStateMaker) -> Void
  ) -> ParallaxAnimator {
    buildState(of: element, start: true, build)
  }

  /// Builds the end state of `element`: how it looks leaving (above or left of the centre).
  ///
  /// Calling it again adds to the same state.
  ///
  /// - Precondition: A key of your own holds the same kind of value in the start and the end
  ///   state of an element.
  /// - Complexity: O(properties of the element's two states) besides `build`.
  @discardableResult
  public func endState(
    for element: Element, _ build: (ParallaxStateMaker) -> Void
  ) -> ParallaxAnimator {
    buildState(of: element, start: false, build)
  }

  private func buildState(
    of element: Element, start: Bool, _ build: (ParallaxStateMaker) -> Void
  ) -> ParallaxAnimator {
    let index = indexOfRecord(for: element)
    build(stateMaker(at: index, start: start))
    checkKinds(index)
    return self
  }

  /// Builds the start and the end state of `element` alike: `build` runs twice, once for each,
  /// as Parade's `startEndState(for:)`.
  @discardableResult
  public func startEndState(
    for element: Element, _ build: (ParallaxStateMaker) -> Void
  ) -> ParallaxAnimator {
    startState(for: element, build)
    return endState(for: element, build)
  }

  /// Builds the start state of each element in turn.
  @discardableResult
  public func startState(
    forElements elements: [Element], _ build: (ParallaxStateMaker) -> Void
  ) -> ParallaxAnimator {
    for element in elements { startState(for: element, build) }
    return self
  }

  /// Builds the end state of each element in turn.
  @discardableResult
  public func endState(
    forElements elements: [Element], _ build: (ParallaxStateMaker) -> Void
  ) -> ParallaxAnimator {
    for element in elements { endState(for: element, build) }
    return self
  }

  /// Builds the start and end states of each element in turn.
  @discardableResult
  public func startEndState(
    forElements elements: [Element], _ build: (ParallaxStateMaker) -> Void
  ) -> ParallaxAnimator {
    for element in elements { startEndState(for: element, build) }
    return self
  }

  /// Passes this animator's progress on to `animator` after applying its own.
  ///
  /// This is Parade's `attachAnimatableView(_:)`, for elements inside elements. Attaching the
  /// same animator again does nothing.
  ///
  /// - Precondition: `animator` is not this one and does not pass its progress back to it,
  ///   directly or through others (a chain has no loops).
  /// - Complexity: O(animators in `animator`'s chain, to any depth, plus those attached here):
  ///   the loop check walks the chain below `animator`.
  @discardableResult
  public func attach(_ animator: ParallaxAnimator) -> ParallaxAnimator {
    precondition(!animator.reaches(self), "A parallax chain cannot loop back to an animator")
    if !attached.contains(where: { $0 === animator }) { attached.append(animator) }
    return self
  }

  /// Attaches each animator in turn.
  @discardableResult
  public func attach(_ animators: [ParallaxAnimator]) -> ParallaxAnimator {
    for animator in animators { attach(animator) }
    return self
  }

  private func reaches(_ target: ParallaxAnimator) -> Bool {
    self === target || attached.contains { $0.reaches(target) }
  }

  /// The start state of `element`, or nil when it has none (an empty state counts as none).
  ///
  /// - Complexity: O(1).
  public func startState(of element: Element) -> [ParallaxPropertyState]? {
    recordIndex[element].flatMap { nonEmpty(records[$0].start)?.properties }
  }

  /// The end state of `element`, or nil when it has none.
  ///
  /// - Complexity: O(1).
  public func endState(of element: Element) -> [ParallaxPropertyState]? {
    recordIndex[element].flatMap { nonEmpty(records[$0].end)?.properties }
  }

  /// The resting value of `property` of `element` read at the snapshot, or nil before the
  /// snapshot or for a property neither state sets.
  ///
  /// - Complexity: O(properties of the element's two states).
  public func restingValue(of property: ParallaxProperty, for element: Element) -> ParallaxValue? {
    guard let index = recordIndex[element], records[index].hasSnapshot,
      let key = records[index].snapshotKeys.firstIndex(of: property)
    else { return nil }
    return records[index].snapshotValues[key]
  }

  /// Whether every element's resting values have been read.
  public var hasSnapshot: Bool { records.allSatisfy { $0.hasSnapshot } }

  /// Reads every resting value again at the next ``apply(_:reading:writing:)``.
  ///
  /// Call it for a reused cell configured for other content, or a layout that changed
  /// (Parade's stale-snapshot problem: it kept the values it first read). The host should put the elements at rest first; values the
  /// animator wrote are read back as they are.
  ///
  /// - Parameter includingAttached: Whether attached animators, to any depth, read theirs
  ///   again too (true).
  public func recaptureSnapshot(includingAttached: Bool = true) {
    for index in records.indices { records[index].hasSnapshot = false }
    if includingAttached { for animator in attached { animator.recaptureSnapshot() } }
  }

  private func indexOfRecord(for element: Element) -> Int {
    if let existing = recordIndex[element] { return existing }
    let index = records.count
    records.append(ParallaxRecord())
    recordElements.append(element)
    recordIndex[element] = index
    return index
  }

  private func stateMaker(at index: Int, start: Bool) -> ParallaxStateMaker {
    if start {
      if let maker = records[index].start { return maker }
      let maker = ParallaxStateMaker(compatibility: compatibility)
      records[index].start = maker
      return maker
    }
    if let maker = records[index].end { return maker }
    let maker = ParallaxStateMaker(compatibility: compatibility)
    records[index].end = maker
    return maker
  }

  /// Checks that the element's two states give each key of the host's the same kind of value
  /// (built-in keys have one kind, which ``ParallaxStateMaker/set(_:to:)`` checks).
  func checkKinds(_ index: Int) {
    guard let start = records[index].start?.properties, let end = records[index].end?.properties,
      !start.isEmpty, !end.isEmpty
    else { return }
    var kinds: [ParallaxProperty: ParallaxValue.Kind] = [:]
    for property in start where property.property.kind == nil {
      kinds[property.property] = property.value.kind
    }
    guard !kinds.isEmpty else { return }
    for property in end {
      guard let kind = kinds[property.property] else { continue }
      precondition(
        property.value.kind == kind,
        "A parallax key holds one kind of value in both states of an element")
    }
  }
}

/// An element's states and snapshot, outside the generic animator so that a frame touches no
/// generic metadata.
struct ParallaxRecord {
  var start: ParallaxStateMaker?
  var end: ParallaxStateMaker?
  /// The versions of the two states the tracks below were compiled for; -1 before any.
  var builtVersions = (start: -1, end: -1)
  var snapshotKeys: [ParallaxProperty] = []
  var snapshotValues: [ParallaxValue] = []
  var hasSnapshot = false
  /// The snapshot's values as lanes (``ParallaxValue/storeLanes(_:)``), and where each key's
  /// lanes begin.
  var restingLanes: [Double] = []
  var restingLaneStarts: [Int] = []
  /// The two states compiled for the frame; no tracks for a state that is absent or empty.
  var startTracks = ParallaxTracks()
  var endTracks = ParallaxTracks()
  /// Snapshot indexes of properties only the other state sets.
  var onlyInEnd: [Int] = []
  var onlyInStart: [Int] = []
}
