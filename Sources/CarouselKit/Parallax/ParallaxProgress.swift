/// Where an animated element is on its way across the viewport, as Parade measures it: the side
/// of the viewport's centre it is on and how close it is to the centre.
///
/// The element's centre c and the viewport's length L along the animator's axis give
/// r = (c − L/2)/L, clamped to [−1, 1]. With the dead zone ε = 0.0005 (``centreThreshold``):
/// r > ε is **arriving** (below or right of centre) with progress 1 − r; r < −ε is **leaving**
/// (above or left) with progress 1 + r; otherwise the element is at the **centre**, progress 1.
/// So progress is 0 half a viewport beyond an edge and 1 at the centre; an arriving element
/// shows its start state, a leaving one its end state.
public struct ParallaxProgress: Hashable, Sendable, CustomStringConvertible {
  /// Which side of the viewport's centre an element is on.
  public enum Side: String, Hashable, Sendable {
    /// Below or right of the centre, coming in: the start state applies.
    case arriving
    /// Above or left of the centre, going out: the end state applies.
    case leaving
    /// Within ``ParallaxProgress/centreThreshold`` of the centre.
    case centre
  }

  /// The side of the centre.
  public let side: Side
  /// Closeness to the centre in [0, 1]: 0 a viewport length away, 1 at the centre.
  public let value: Double

  /// Parade's dead zone around the centre, as a fraction of the viewport's length: 0.0005.
  public static let centreThreshold = 0.0005

  /// At the centre.
  public static let centre = ParallaxProgress(side: .centre, value: 1)

  /// Coming in, `value` of the way to the centre.
  ///
  /// - Precondition: `value` is in [0, 1].
  public static func arriving(_ value: Double) -> ParallaxProgress {
    ParallaxProgress(side: .arriving, value: value)
  }

  /// Going out, `value` is how close it still is to the centre.
  ///
  /// - Precondition: `value` is in [0, 1].
  public static func leaving(_ value: Double) -> ParallaxProgress {
    ParallaxProgress(side: .leaving, value: value)
  }

  private init(side: Side, value: Double) {
    precondition((0...1).contains(value), "Parallax progress must lie in 0...1")
    self.side = side
    self.value = value
  }

  /// The progress of an element whose centre is `relativePosition` viewport lengths from the
  /// viewport's centre (negative: above or left), clamped to [−1, 1]; NaN counts as the centre.
  public init(relativePosition: Double) {
    var r = relativePosition
    if r == 0 || r.isNaN {
      r = 0
    } else if r <= -1 {
      r = -1
    } else if r >= 1 {
      r = 1
    }
    if r < -Self.centreThreshold {
      self.init(side: .leaving, value: 1.0 + r)
    } else if r > Self.centreThreshold {
      self.init(side: .arriving, value: 1.0 - r)
    } else {
      self.init(side: .centre, value: 1)
    }
  }

  /// The progress of an element from where it lies in the scrolled content.
  ///
  /// - Parameters:
  ///   - centre: The element's centre along the axis, in the content's coordinates (points).
  ///   - contentOffset: How far the content is scrolled along the axis, in points.
  ///   - viewportLength: The viewport's length along the axis, in points.
  ///   - coordinates: ``ParallaxCoordinates/viewport`` (the default): the centre is measured
  ///     from the viewport's start, so the result does not depend on where the viewport is on
  ///     screen. ``ParallaxCoordinates/screen(viewportOrigin:)``: Parade's measure, the centre in
  ///     screen coordinates against the viewport's length, which is off for a viewport that does
  ///     not start at the screen's origin.
  /// - Precondition: `viewportLength` is positive and finite.
  public init(
    centre: Double, contentOffset: Double, viewportLength: Double,
    coordinates: ParallaxCoordinates = .viewport
  ) {
    precondition(
      viewportLength > 0 && viewportLength.isFinite,
      "A viewport length must be positive and finite")
    var position = centre - contentOffset
    if case .screen(let origin) = coordinates { position += origin }
    self.init(relativePosition: (position - viewportLength / 2.0) / viewportLength)
  }

  public var description: String {
    side == .centre ? "centre" : "\(side.rawValue)(\(value))"
  }
}

/// Which coordinates an element's centre is measured in (Parade measured it in screen
/// coordinates, so progress was offset in a scroll view that is not full screen).
public enum ParallaxCoordinates: Hashable, Sendable {
  /// From the viewport's start: host-independent (the default).
  case viewport
  /// Parade's: on screen, for a viewport whose start is `viewportOrigin` points from the
  /// screen's origin along the axis. Progress is then offset by `viewportOrigin`/L.
  case screen(viewportOrigin: Double)
}
