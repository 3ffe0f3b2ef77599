/// An axis-aligned rectangle in the virtual coordinate space, in points.
///
/// A rectangle with a negative width or height is not normalised; ``minX`` and friends read the
/// smaller edge whichever way it was given, as Core Graphics does.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
  /// The corner the size extends from, in points.
  public var origin: Point
  /// The extents, in points.
  public var size: Size

  /// Creates a rectangle from its origin and size, in points.
  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  /// Creates a rectangle from its origin's coordinates and its extents, in points.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }

  /// The empty rectangle at the origin.
  public static let zero = Rect(origin: .zero, size: .zero)

  /// The smallest x of the rectangle, in points.
  public var minX: Double { min(origin.x, origin.x + size.width) }
  /// The largest x of the rectangle, in points.
  public var maxX: Double { max(origin.x, origin.x + size.width) }
  /// The smallest y of the rectangle, in points.
  public var minY: Double { min(origin.y, origin.y + size.height) }
  /// The largest y of the rectangle, in points.
  public var maxY: Double { max(origin.y, origin.y + size.height) }
  /// The horizontal middle, in points.
  public var midX: Double { origin.x + size.width / 2 }
  /// The vertical middle, in points.
  public var midY: Double { origin.y + size.height / 2 }
  /// The centre point, in points.
  public var center: Point { Point(x: midX, y: midY) }

  /// Whether `point` lies inside the rectangle; the minimum edges are inside, the maximum ones are
  /// not, as in Core Graphics.
  ///
  /// - Complexity: O(1)
  public func contains(_ point: Point) -> Bool {
    point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
  }

  public var description: String { "(\(origin.x), \(origin.y), \(size.width), \(size.height))" }
}
