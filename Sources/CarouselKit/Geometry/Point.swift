/// A location in a two-dimensional virtual coordinate space, in points.
///
/// CarouselKit's coordinate space follows UIKit: x grows to the right and y grows downwards.
public struct Point: Hashable, Sendable, CustomStringConvertible {
  /// The horizontal coordinate, in points.
  public var x: Double
  /// The vertical coordinate, in points (positive is down).
  public var y: Double

  /// Creates a point from its coordinates, in points.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The origin, (0, 0).
  public static let zero = Point(x: 0, y: 0)

  /// The straight-line distance to `other`, in points.
  ///
  /// - Complexity: O(1)
  public func distance(to other: Point) -> Double {
    let dx = other.x - x
    let dy = other.y - y
    return (dx * dx + dy * dy).squareRoot()
  }

  public var description: String { "(\(x), \(y))" }
}
