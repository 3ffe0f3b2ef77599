/// A colour as plain values a host converts to its toolkit's: components in [0, 1].
public struct RGBAColor: Hashable, Sendable, CustomStringConvertible {
  /// Red, in [0, 1].
  public var red: Double
  /// Green, in [0, 1].
  public var green: Double
  /// Blue, in [0, 1].
  public var blue: Double
  /// Opacity, in [0, 1].
  public var alpha: Double

  /// Creates a colour from components in [0, 1].
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// Opaque black.
  public static let black = RGBAColor(red: 0, green: 0, blue: 0)
  /// Opaque white.
  public static let white = RGBAColor(red: 1, green: 1, blue: 1)
  /// Fully transparent.
  public static let clear = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)

  public var description: String { "rgba(\(red), \(green), \(blue), \(alpha))" }
}

/// A font as plain values: the system font at a size, in points, bold or not.
public struct FontDescription: Hashable, Sendable, CustomStringConvertible {
  /// The size, in points.
  public var size: Double
  /// Whether it is the bold system font.
  public var isBold: Bool

  /// Creates a font description.
  public init(size: Double, isBold: Bool) {
    self.size = size
    self.isBold = isBold
  }

  /// The original's title font: the bold system font at 19 pt.
  public static let titleDefault = FontDescription(size: 19, isBold: true)

  public var description: String { "\(isBold ? "bold " : "")\(size) pt" }
}

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
