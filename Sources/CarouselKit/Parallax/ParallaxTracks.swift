/// One state of an element compiled for the frame: each property's curve, range and the place
/// of its numbers, with the state's values as lanes of doubles (``ParallaxValue/storeLanes(_:)``).
///
/// Built when a state changes, so a frame reads plain numbers and copies no
/// ``ParallaxPropertyState`` (232 bytes, with an easing's name and closures to retain) and no
/// ``ParallaxValue`` (129 bytes).
struct ParallaxTracks {
  /// The state's properties, in their order.
  var tracks: [ParallaxTrack] = []
  /// The state's values, as lanes.
  var lanes: [Double] = []
  /// The curves that are not named (Béziers, functions of the host's), by ``ParallaxTrack/easing``.
  var easings: [Easing] = []

  init() {}

  /// Compiles `properties`, whose resting values sit at `restingLaneStarts[key]` for the key
  /// `keys` gives each property.
  init(
    _ properties: [ParallaxPropertyState], keys: [ParallaxProperty], restingLaneStarts: [Int]
  ) {
    for property in properties {
      let key = keys.firstIndex(of: property.property) ?? 0
      let kind = property.value.kind
      var track = ParallaxTrack(
        key: key, kind: kind, lane: lanes.count, restingLane: restingLaneStarts[key],
        lower: property.range.lowerBound, upper: property.range.upperBound, curve: .linear,
        set: .corrected, easing: -1)
      if let curve = property.easing.curve, let set = property.easing.curveSet {
        (track.curve, track.set) = (curve, set)
      } else {
        track.easing = easings.count
        easings.append(property.easing)
      }
      lanes.append(contentsOf: repeatElement(0, count: kind.laneCount))
      lanes.withUnsafeMutableBufferPointer { lanes in
        property.value.storeLanes(lanes.baseAddress.unsafelyUnwrapped + track.lane)
      }
      tracks.append(track)
    }
  }
}

/// One property of a compiled state (``ParallaxTracks``).
struct ParallaxTrack {
  /// The property's index among the element's snapshot keys.
  var key: Int
  var kind: ParallaxValue.Kind
  /// Where the state's value begins in ``ParallaxTracks/lanes``.
  var lane: Int
  /// Where the resting value begins in the record's resting lanes.
  var restingLane: Int
  /// The bounds of the property's range.
  var lower: Double
  var upper: Double
  /// The named curve, when ``easing`` is -1.
  var curve: Easing.Curve
  var set: Easing.CurveSet
  /// The index of the curve in ``ParallaxTracks/easings``, or -1 for a named curve.
  var easing: Int

  /// ``ParallaxPropertyState/fraction(at:)``.
  @inline(__always) func fraction(at p: Double, easings: [Easing]) -> Double {
    let t = ParallaxPropertyState.rangeProgress(p, lower: lower, upper: upper)
    return easing < 0 ? Easing.value(of: curve, in: set, at: t) : easings[easing].value(at: t)
  }
}
