/// A drop shadow as plain values, as Core Animation layers take them.
public struct ShadowStyle: Hashable, Sendable, CustomStringConvertible {
  /// The colour.
  public var color: RGBAColor
  /// The offset, in points.
  public var offset: Point
  /// The blur radius, in points.
  public var radius: Double
  /// The opacity, in [0, 1].
  public var opacity: Double

  /// Creates a shadow.
  public init(color: RGBAColor, offset: Point, radius: Double, opacity: Double) {
    self.color = color
    self.offset = offset
    self.radius = radius
    self.opacity = opacity
  }

  public var description: String {
    "shadow(\(color), offset \(offset), radius \(radius), opacity \(opacity))"
  }
}
