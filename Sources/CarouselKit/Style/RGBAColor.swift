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
