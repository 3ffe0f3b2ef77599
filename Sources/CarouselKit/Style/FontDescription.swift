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
