/// A width and a height in the virtual coordinate space, in points.
public struct Size: Hashable, Sendable, CustomStringConvertible {
  /// The horizontal extent, in points.
  public var width: Double
  /// The vertical extent, in points.
  public var height: Double

  /// Creates a size from its extents, in points.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// A size of zero by zero.
  public static let zero = Size(width: 0, height: 0)

  public var description: String { "\(width)×\(height)" }
}
