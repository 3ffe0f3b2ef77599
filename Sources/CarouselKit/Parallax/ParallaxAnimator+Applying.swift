// Applying progress: the snapshot of resting values, read and rebuilt as the states change,
// and each frame's writes, passed on to the attached animators.

extension ParallaxAnimator {
  /// Applies `progress` to every element's properties, then to the attached animators.
  ///
  /// The first call (and the first after ``recaptureSnapshot(includingAttached:)``) reads the
  /// resting value of every property either state sets through `reading`; every call then
  /// writes, in the order elements and properties were first given, the value of each property
  /// the element's side puts in motion through `writing`. With
  /// ``ParallaxCompatibility/restsPropertiesOfTheOtherState`` each call also writes, at its resting
  /// value, every property only the state on the other side sets.
  ///
  /// - Parameters:
  ///   - progress: Where the animator's element is (``ParallaxProgress``).
  ///   - reading: The current value of a property of an element, of the property's kind.
  ///   - writing: Called with each property's new value, for the host to apply.
  /// - Precondition: `reading` returns a value of the kind the state gives the property, and a
  ///   key of your own holds the same kind of value in an element's start and end state.
  /// - Complexity: O(properties of both states, in this animator and those attached), no
  ///   allocation once the snapshot is taken.
  public func apply(
    _ progress: ParallaxProgress,
    reading: (Element, ParallaxProperty) -> ParallaxValue,
    writing: (Element, ParallaxProperty, ParallaxValue) -> Void
  ) {
    for index in records.indices {
      prepare(index, reading: reading)
      let hasStart = !records[index].startTracks.tracks.isEmpty
      let hasEnd = !records[index].endTracks.tracks.isEmpty
      // The state the side plays — the start arriving and at the centre, the end leaving — at
      // the progress (fully at the centre); the other state's properties rest. Without it, the
      // other state plays fully.
      let playsStart = progress.side != .leaving
      let hasOwn = playsStart ? hasStart : hasEnd
      if hasOwn {
        let value = progress.side == .centre ? 1 : progress.value
        write(index, start: playsStart, value, writing)
        restOthers(
          index, playsStart ? records[index].onlyInEnd : records[index].onlyInStart, writing)
      } else if playsStart ? hasEnd : hasStart {
        write(index, start: !playsStart, 1, writing)
      }
    }
    for animator in attached {
      animator.apply(progress, reading: reading, writing: writing)
    }
  }

  func nonEmpty(_ state: ParallaxStateMaker?) -> ParallaxStateMaker? {
    guard let state, !state.properties.isEmpty else { return nil }
    return state
  }

  private func write(
    _ index: Int, start: Bool, _ p: Double,
    _ writing: (Element, ParallaxProperty, ParallaxValue) -> Void
  ) {
    // Read once into locals, before any call into the host: the loop then interpolates lanes of
    // plain numbers in place and builds one value per property (ParallaxTracks).
    let element = recordElements[index]
    let state = start ? records[index].startTracks : records[index].endTracks
    let keys = records[index].snapshotKeys
    let resting = records[index].restingLanes
    let compatibility = compatibility
    state.lanes.withUnsafeBufferPointer { lanes in
      resting.withUnsafeBufferPointer { resting in
        for track in state.tracks {
          ParallaxValue.interpolating(
            track.kind, from: lanes.baseAddress.unsafelyUnwrapped + track.lane,
            to: resting.baseAddress.unsafelyUnwrapped + track.restingLane,
            by: track.fraction(at: p, easings: state.easings), compatibility: compatibility
          ) { writing(element, keys[track.key], $0) }
        }
      }
    }
  }

  private func restOthers(
    _ index: Int, _ snapshotIndexes: [Int],
    _ writing: (Element, ParallaxProperty, ParallaxValue) -> Void
  ) {
    guard compatibility.restsPropertiesOfTheOtherState else { return }
    for key in snapshotIndexes {
      writing(
        recordElements[index], records[index].snapshotKeys[key],
        records[index].snapshotValues[key])
    }
  }

  /// Compiles the states and the resting values again when a state changed (tracks and lanes),
  /// and reads resting values not read yet.
  private func prepare(_ index: Int, reading: (Element, ParallaxProperty) -> ParallaxValue) {
    let startVersion = records[index].start?.version ?? 0
    let endVersion = records[index].end?.version ?? 0
    let changed =
      records[index].builtVersions.start != startVersion
      || records[index].builtVersions.end != endVersion
    if changed { rebuild(index, reading: reading) }
    if !records[index].hasSnapshot {
      capture(index, keys: records[index].snapshotKeys.indices, reading: reading)
      records[index].hasSnapshot = true
    }
  }

  private func rebuild(_ index: Int, reading: (Element, ParallaxProperty) -> ParallaxValue) {
    // A state maker kept past its build closure may have changed since.
    checkKinds(index)
    var record = records[index]
    let startProperties = nonEmpty(record.start)?.properties ?? []
    let endProperties = nonEmpty(record.end)?.properties ?? []
    let oldKeys = record.snapshotKeys
    let oldValues = record.snapshotValues
    var keys: [ParallaxProperty] = []
    for property in startProperties + endProperties where !keys.contains(property.property) {
      keys.append(property.property)
    }
    record.snapshotKeys = keys
    let startIndexes = startProperties.map { p in keys.firstIndex(of: p.property) ?? 0 }
    let endIndexes = endProperties.map { p in keys.firstIndex(of: p.property) ?? 0 }
    let startKeys = Set(startIndexes)
    let endKeys = Set(endIndexes)
    record.onlyInEnd = endIndexes.filter { !startKeys.contains($0) }
    record.onlyInStart = startIndexes.filter { !endKeys.contains($0) }
    // Resting values already read are kept; a property added since is read at once.
    var missing: [Int] = []
    record.snapshotValues = keys.indices.map { key in
      if let old = oldKeys.firstIndex(of: keys[key]) { return oldValues[old] }
      missing.append(key)
      return startProperties.first { $0.property == keys[key] }?.value
        ?? endProperties.first { $0.property == keys[key] }?.value ?? .scalar(0)
    }
    record.restingLaneStarts = []
    record.restingLanes = []
    for value in record.snapshotValues {
      let start = record.restingLanes.count
      record.restingLaneStarts.append(start)
      record.restingLanes.append(contentsOf: repeatElement(0, count: value.kind.laneCount))
      record.restingLanes.withUnsafeMutableBufferPointer { lanes in
        value.storeLanes(lanes.baseAddress.unsafelyUnwrapped + start)
      }
    }
    record.startTracks = ParallaxTracks(
      startProperties, keys: keys, restingLaneStarts: record.restingLaneStarts)
    record.endTracks = ParallaxTracks(
      endProperties, keys: keys, restingLaneStarts: record.restingLaneStarts)
    record.builtVersions = (record.start?.version ?? 0, record.end?.version ?? 0)
    records[index] = record
    if records[index].hasSnapshot { capture(index, keys: missing, reading: reading) }
  }

  private func capture<Keys: Sequence<Int>>(
    _ index: Int, keys: Keys, reading: (Element, ParallaxProperty) -> ParallaxValue
  ) {
    for key in keys {
      let property = records[index].snapshotKeys[key]
      let value = reading(recordElements[index], property)
      let expected = records[index].snapshotValues[key].kind
      precondition(
        value.kind == expected,
        "The resting \(property) of a parallax element must be a \(expected), not a \(value.kind)")
      records[index].snapshotValues[key] = value
      let lane = records[index].restingLaneStarts[key]
      records[index].restingLanes.withUnsafeMutableBufferPointer { lanes in
        value.storeLanes(lanes.baseAddress.unsafelyUnwrapped + lane)
      }
    }
  }
}
