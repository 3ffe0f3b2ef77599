/// A 2D affine transform with Core Graphics' conventions (`CGAffineTransform`).
///
/// A point (x, y) maps to `(a·x + c·y + tx, b·x + d·y + ty)`, the row vector `[x y 1]` times
///
///     | a  b  0 |
///     | c  d  0 |
///     | tx ty 1 |
///
/// As with ``Transform3D``, ``translatedBy(x:y:)``, ``scaledBy(x:y:)`` and ``rotated(by:)``
/// apply the new operation to the point before the existing transform, and
/// `a.concatenating(b)` means first `a`, then `b`. Angles are in radians; positive is clockwise
/// on screen because y points down.
public struct Transform2D: Hashable, Sendable, CustomStringConvertible {
  /// The linear part: the image of the x axis is (a, b), of the y axis (c, d).
  public var a: Double, b: Double, c: Double, d: Double
  /// The translation, in points.
  public var tx: Double, ty: Double

  /// Creates a transform from its six entries.
  public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  /// The identity transform.
  public static let identity = Transform2D(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  /// A translation by (x, y) points.
  public init(translationX x: Double, y: Double) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
  }

  /// A scale by the given factors.
  public init(scaleX x: Double, y: Double) {
    self.init(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
  }

  /// A rotation by `angle` radians about the origin: `a = cos, b = sin, c = −sin, d = cos`.
  public init(rotationAngle angle: Double) {
    let cosine = libmCos(angle)
    let sine = libmSin(angle)
    self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
  }

  /// Whether this is exactly the identity.
  public var isIdentity: Bool { self == .identity }

  /// `self · other`: first `self`, then `other`.
  ///
  /// - Complexity: O(1)
  public func concatenating(_ other: Transform2D) -> Transform2D {
    Transform2D(
      a: a * other.a + b * other.c,
      b: a * other.b + b * other.d,
      c: c * other.a + d * other.c,
      d: c * other.b + d * other.d,
      tx: tx * other.a + ty * other.c + other.tx,
      ty: tx * other.b + ty * other.d + other.ty)
  }

  /// This transform with a translation by (x, y) points applied first.
  public func translatedBy(x: Double, y: Double) -> Transform2D {
    Transform2D(translationX: x, y: y).concatenating(self)
  }

  /// This transform with a scale applied first.
  public func scaledBy(x: Double, y: Double) -> Transform2D {
    Transform2D(scaleX: x, y: y).concatenating(self)
  }

  /// This transform with a rotation of `angle` radians applied first.
  public func rotated(by angle: Double) -> Transform2D {
    Transform2D(rotationAngle: angle).concatenating(self)
  }

  /// The inverse, or `nil` when the transform is singular (`a·d − b·c` is zero or not finite).
  ///
  /// - Complexity: O(1)
  public func inverted() -> Transform2D? {
    let determinant = a * d - b * c
    guard determinant != 0, determinant.isFinite else { return nil }
    let k = 1 / determinant
    return Transform2D(
      a: d * k, b: -b * k, c: -c * k, d: a * k,
      tx: (c * ty - d * tx) * k, ty: (b * tx - a * ty) * k)
  }

  /// Whether every entry differs from `other`'s by at most `tolerance`.
  public func isApproximatelyEqual(to other: Transform2D, tolerance: Double = 1e-9) -> Bool {
    abs(a - other.a) <= tolerance && abs(b - other.b) <= tolerance
      && abs(c - other.c) <= tolerance && abs(d - other.d) <= tolerance
      && abs(tx - other.tx) <= tolerance && abs(ty - other.ty) <= tolerance
  }

  public var description: String { "Transform2D(\(a), \(b), \(c), \(d), \(tx), \(ty))" }
}

extension Point {
  /// This point transformed by `transform`: `(a·x + c·y + tx, b·x + d·y + ty)`.
  public func applying(_ transform: Transform2D) -> Point {
    Point(
      x: transform.a * x + transform.c * y + transform.tx,
      y: transform.b * x + transform.d * y + transform.ty)
  }
}
