/// A 4×4 homogeneous transform with Core Animation's conventions.
///
/// `Transform3D` is what a host applies to an item's layer (`CATransform3D`), a CSS
/// `matrix3d(…)` or a game engine's node. It follows `CATransform3D` exactly:
///
/// - **Row vectors.** A point `[x y z 1]` maps to `[x y z 1] · M`; the translation sits in the
///   bottom row (`m41 m42 m43`).
/// - **New operations apply first.** ``translatedBy(x:y:z:)``, ``scaledBy(x:y:z:)`` and
///   ``rotated(by:x:y:z:)`` return `Op · self`, so the new operation acts on the point *before*
///   the existing matrix, as `CATransform3DTranslate`, `…Scale` and `…Rotate` do.
/// - **Perspective is `m34`.** With `m34 = -1/d` the eye sits `d` points in front of the z = 0
///   plane; see ``perspective(_:)`` and ``project(_:)``.
/// - **Concatenation** `a.concatenating(b)` is `a · b`: first `a`, then `b`, as
///   `CATransform3DConcat(a, b)`.
///
/// Angles are in radians; a positive rotation about +z is clockwise on screen because y points
/// down. Rotating about +y by π/2 maps +z to +x.
public struct Transform3D: Hashable, Sendable {
  /// Row 1: the image of the x axis (and, in `m14`, its contribution to w).
  public var m11: Double, m12: Double, m13: Double, m14: Double
  /// Row 2: the image of the y axis.
  public var m21: Double, m22: Double, m23: Double, m24: Double
  /// Row 3: the image of the z axis; `m34` is the perspective.
  public var m31: Double, m32: Double, m33: Double, m34: Double
  /// Row 4: the translation, in points (`m41 m42 m43`), and `m44`.
  public var m41: Double, m42: Double, m43: Double, m44: Double

  /// Creates a transform from its sixteen entries, row by row.
  public init(
    m11: Double, m12: Double, m13: Double, m14: Double,
    m21: Double, m22: Double, m23: Double, m24: Double,
    m31: Double, m32: Double, m33: Double, m34: Double,
    m41: Double, m42: Double, m43: Double, m44: Double
  ) {
    self.m11 = m11
    self.m12 = m12
    self.m13 = m13
    self.m14 = m14
    self.m21 = m21
    self.m22 = m22
    self.m23 = m23
    self.m24 = m24
    self.m31 = m31
    self.m32 = m32
    self.m33 = m33
    self.m34 = m34
    self.m41 = m41
    self.m42 = m42
    self.m43 = m43
    self.m44 = m44
  }

  /// Creates a transform from sixteen entries in row-major order, `m11, m12, …, m44`: the order
  /// of ``elements``, of `carousel simulate`'s JSON and of CSS `matrix3d(…)`.
  ///
  /// - Precondition: `elements` has exactly 16 entries.
  public init(elements: [Double]) {
    precondition(elements.count == 16, "A Transform3D needs exactly 16 elements")
    self.init(
      m11: elements[0], m12: elements[1], m13: elements[2], m14: elements[3],
      m21: elements[4], m22: elements[5], m23: elements[6], m24: elements[7],
      m31: elements[8], m32: elements[9], m33: elements[10], m34: elements[11],
      m41: elements[12], m42: elements[13], m43: elements[14], m44: elements[15])
  }

  /// The identity transform (`CATransform3DIdentity`).
  public static let identity = Transform3D(
    m11: 1, m12: 0, m13: 0, m14: 0,
    m21: 0, m22: 1, m23: 0, m24: 0,
    m31: 0, m32: 0, m33: 1, m34: 0,
    m41: 0, m42: 0, m43: 0, m44: 1)

  /// The sixteen entries in row-major order, `m11, m12, …, m44`.
  ///
  /// - Complexity: O(1); allocates the array.
  public var elements: [Double] {
    [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
  }

  /// Whether this is exactly the identity.
  public var isIdentity: Bool { self == .identity }

  /// Whether every entry is finite.
  ///
  /// - Complexity: O(1)
  @inline(__always)
  public var isFinite: Bool {
    // x · 0 is ±0 for a finite x and NaN for an infinity or NaN, so the sum of the products is
    // zero exactly when every entry is finite: one branch instead of sixteen.
    let rows =
      (m11 * 0 + m12 * 0 + m13 * 0 + m14 * 0) + (m21 * 0 + m22 * 0 + m23 * 0 + m24 * 0)
      + (m31 * 0 + m32 * 0 + m33 * 0 + m34 * 0) + (m41 * 0 + m42 * 0 + m43 * 0 + m44 * 0)
    return rows == 0
  }
}

// MARK: - Making transforms

extension Transform3D {
  /// A translation by (x, y, z) points (`CATransform3DMakeTranslation`).
  public init(translationX x: Double, y: Double, z: Double) {
    self = .identity
    m41 = x
    m42 = y
    m43 = z
  }

  /// A scale by the given factors (`CATransform3DMakeScale`).
  public init(scaleX x: Double, y: Double, z: Double) {
    self = .identity
    m11 = x
    m22 = y
    m33 = z
  }

  /// A rotation by `angle` radians about the axis (x, y, z) through the origin
  /// (`CATransform3DMakeRotation`).
  ///
  /// The axis is normalised first; a zero-length axis gives the identity, as in Core Animation.
  /// With `c = cos angle`, `s = sin angle` and `t = 1 − c`, the entries are
  /// `m11 = t·x² + c`, `m12 = t·x·y + z·s`, `m13 = t·x·z − y·s`,
  /// `m21 = t·x·y − z·s`, `m22 = t·y² + c`, `m23 = t·y·z + x·s`,
  /// `m31 = t·x·z + y·s`, `m32 = t·y·z − x·s`, `m33 = t·z² + c`.
  public init(rotationAngle angle: Double, x: Double, y: Double, z: Double) {
    self = .identity
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0, length.isFinite else { return }
    let (x, y, z) = (x / length, y / length, z / length)
    let c = libmCos(angle)
    let s = libmSin(angle)
    let t = 1 - c
    m11 = t * x * x + c
    m12 = t * x * y + z * s
    m13 = t * x * z - y * s
    m21 = t * x * y - z * s
    m22 = t * y * y + c
    m23 = t * y * z + x * s
    m31 = t * x * z + y * s
    m32 = t * y * z - x * s
    m33 = t * z * z + c
  }

  /// The identity with `m34 = m34`: the perspective Core Animation hosts put in a sublayer
  /// transform.
  ///
  /// `perspective(-1.0 / 500)` places the eye 500 points in front of the z = 0 plane.
  public static func perspective(_ m34: Double) -> Transform3D {
    var transform = Transform3D.identity
    transform.m34 = m34
    return transform
  }

  /// The 3D form of a 2D affine transform (`CATransform3DMakeAffineTransform`): `a b c d` fill
  /// the upper-left 2×2 block and `tx ty` the bottom row.
  public init(_ affine: Transform2D) {
    self = .identity
    m11 = affine.a
    m12 = affine.b
    m21 = affine.c
    m22 = affine.d
    m41 = affine.tx
    m42 = affine.ty
  }
}

// MARK: - Combining

extension Transform3D {
  /// `self · other`: a point is transformed by `self` first, then by `other`
  /// (`CATransform3DConcat(self, other)`).
  ///
  /// - Complexity: O(1)
  public func concatenating(_ other: Transform3D) -> Transform3D {
    let a = self
    let b = other
    return Transform3D(
      m11: a.m11 * b.m11 + a.m12 * b.m21 + a.m13 * b.m31 + a.m14 * b.m41,
      m12: a.m11 * b.m12 + a.m12 * b.m22 + a.m13 * b.m32 + a.m14 * b.m42,
      m13: a.m11 * b.m13 + a.m12 * b.m23 + a.m13 * b.m33 + a.m14 * b.m43,
      m14: a.m11 * b.m14 + a.m12 * b.m24 + a.m13 * b.m34 + a.m14 * b.m44,
      m21: a.m21 * b.m11 + a.m22 * b.m21 + a.m23 * b.m31 + a.m24 * b.m41,
      m22: a.m21 * b.m12 + a.m22 * b.m22 + a.m23 * b.m32 + a.m24 * b.m42,
      m23: a.m21 * b.m13 + a.m22 * b.m23 + a.m23 * b.m33 + a.m24 * b.m43,
      m24: a.m21 * b.m14 + a.m22 * b.m24 + a.m23 * b.m34 + a.m24 * b.m44,
      m31: a.m31 * b.m11 + a.m32 * b.m21 + a.m33 * b.m31 + a.m34 * b.m41,
      m32: a.m31 * b.m12 + a.m32 * b.m22 + a.m33 * b.m32 + a.m34 * b.m42,
      m33: a.m31 * b.m13 + a.m32 * b.m23 + a.m33 * b.m33 + a.m34 * b.m43,
      m34: a.m31 * b.m14 + a.m32 * b.m24 + a.m33 * b.m34 + a.m34 * b.m44,
      m41: a.m41 * b.m11 + a.m42 * b.m21 + a.m43 * b.m31 + a.m44 * b.m41,
      m42: a.m41 * b.m12 + a.m42 * b.m22 + a.m43 * b.m32 + a.m44 * b.m42,
      m43: a.m41 * b.m13 + a.m42 * b.m23 + a.m43 * b.m33 + a.m44 * b.m43,
      m44: a.m41 * b.m14 + a.m42 * b.m24 + a.m43 * b.m34 + a.m44 * b.m44)
  }

  /// This transform with a translation by (x, y, z) points applied first
  /// (`CATransform3DTranslate`): `T(x, y, z) · self`.
  ///
  /// - Complexity: O(1)
  @inline(__always)
  public func translatedBy(x: Double, y: Double, z: Double) -> Transform3D {
    // T(x, y, z) · self changes only the bottom row: [x y z 1] · self, summed in the same order
    // as the general product.
    var result = self
    result.m41 = x * m11 + y * m21 + z * m31 + m41
    result.m42 = x * m12 + y * m22 + z * m32 + m42
    result.m43 = x * m13 + y * m23 + z * m33 + m43
    result.m44 = x * m14 + y * m24 + z * m34 + m44
    return result
  }

  /// This transform with a scale applied first (`CATransform3DScale`): `S(x, y, z) · self`.
  ///
  /// - Complexity: O(1)
  public func scaledBy(x: Double, y: Double, z: Double) -> Transform3D {
    var result = self
    result.m11 = x * m11
    result.m12 = x * m12
    result.m13 = x * m13
    result.m14 = x * m14
    result.m21 = y * m21
    result.m22 = y * m22
    result.m23 = y * m23
    result.m24 = y * m24
    result.m31 = z * m31
    result.m32 = z * m32
    result.m33 = z * m33
    result.m34 = z * m34
    return result
  }

  /// This transform with a rotation of `angle` radians about the axis (x, y, z) applied first
  /// (`CATransform3DRotate`): `R(angle, axis) · self`.
  ///
  /// - Complexity: O(1)
  public func rotated(by angle: Double, x: Double, y: Double, z: Double) -> Transform3D {
    // R · self: the rotation's 3×3 block mixes the top three rows; the bottom row is kept.
    let r = Transform3D(rotationAngle: angle, x: x, y: y, z: z)
    var result = self
    result.m11 = r.m11 * m11 + r.m12 * m21 + r.m13 * m31
    result.m12 = r.m11 * m12 + r.m12 * m22 + r.m13 * m32
    result.m13 = r.m11 * m13 + r.m12 * m23 + r.m13 * m33
    result.m14 = r.m11 * m14 + r.m12 * m24 + r.m13 * m34
    result.m21 = r.m21 * m11 + r.m22 * m21 + r.m23 * m31
    result.m22 = r.m21 * m12 + r.m22 * m22 + r.m23 * m32
    result.m23 = r.m21 * m13 + r.m22 * m23 + r.m23 * m33
    result.m24 = r.m21 * m14 + r.m22 * m24 + r.m23 * m34
    result.m31 = r.m31 * m11 + r.m32 * m21 + r.m33 * m31
    result.m32 = r.m31 * m12 + r.m32 * m22 + r.m33 * m32
    result.m33 = r.m31 * m13 + r.m32 * m23 + r.m33 * m33
    result.m34 = r.m31 * m14 + r.m32 * m24 + r.m33 * m34
    return result
  }

  /// `self` followed by a translation by (x, y, z): `self · T(x, y, z)`, as when a layer's
  /// position moves it after its transform.
  ///
  /// - Complexity: O(1)
  @inline(__always)
  public func followedByTranslation(x: Double, y: Double, z: Double) -> Transform3D {
    guard x != 0 || y != 0 || z != 0 else { return self }
    var result = self
    result.m11 = m11 + m14 * x
    result.m12 = m12 + m14 * y
    result.m13 = m13 + m14 * z
    result.m21 = m21 + m24 * x
    result.m22 = m22 + m24 * y
    result.m23 = m23 + m24 * z
    result.m31 = m31 + m34 * x
    result.m32 = m32 + m34 * y
    result.m33 = m33 + m34 * z
    result.m41 = m41 + m44 * x
    result.m42 = m42 + m44 * y
    result.m43 = m43 + m44 * z
    return result
  }
}

// MARK: - Inverting and projecting

extension Transform3D {
  /// The inverse transform, or `nil` when the matrix is singular (its determinant is zero or not
  /// finite).
  ///
  /// Core Animation returns the original matrix in that case; an optional makes the failure
  /// visible.
  ///
  /// - Complexity: O(1)
  public func inverted() -> Transform3D? {
    // Cofactor expansion through the 2×2 minors of the top and bottom row pairs.
    let s0 = m11 * m22 - m21 * m12
    let s1 = m11 * m23 - m21 * m13
    let s2 = m11 * m24 - m21 * m14
    let s3 = m12 * m23 - m22 * m13
    let s4 = m12 * m24 - m22 * m14
    let s5 = m13 * m24 - m23 * m14
    let c5 = m33 * m44 - m43 * m34
    let c4 = m32 * m44 - m42 * m34
    let c3 = m32 * m43 - m42 * m33
    let c2 = m31 * m44 - m41 * m34
    let c1 = m31 * m43 - m41 * m33
    let c0 = m31 * m42 - m41 * m32
    let determinant = s0 * c5 - s1 * c4 + s2 * c3 + s3 * c2 - s4 * c1 + s5 * c0
    guard determinant != 0, determinant.isFinite else { return nil }
    let k = 1 / determinant
    return Transform3D(
      m11: (m22 * c5 - m23 * c4 + m24 * c3) * k,
      m12: (-m12 * c5 + m13 * c4 - m14 * c3) * k,
      m13: (m42 * s5 - m43 * s4 + m44 * s3) * k,
      m14: (-m32 * s5 + m33 * s4 - m34 * s3) * k,
      m21: (-m21 * c5 + m23 * c2 - m24 * c1) * k,
      m22: (m11 * c5 - m13 * c2 + m14 * c1) * k,
      m23: (-m41 * s5 + m43 * s2 - m44 * s1) * k,
      m24: (m31 * s5 - m33 * s2 + m34 * s1) * k,
      m31: (m21 * c4 - m22 * c2 + m24 * c0) * k,
      m32: (-m11 * c4 + m12 * c2 - m14 * c0) * k,
      m33: (m41 * s4 - m42 * s2 + m44 * s0) * k,
      m34: (-m31 * s4 + m32 * s2 - m34 * s0) * k,
      m41: (-m21 * c3 + m22 * c1 - m23 * c0) * k,
      m42: (m11 * c3 - m12 * c1 + m13 * c0) * k,
      m43: (-m41 * s3 + m42 * s1 - m43 * s0) * k,
      m44: (m31 * s3 - m32 * s1 + m33 * s0) * k)
  }

  /// The homogeneous image `[x y z 1] · self` of a point, before the division by `w`.
  ///
  /// - Complexity: O(1)
  public func transform(x: Double, y: Double, z: Double)
    -> (x: Double, y: Double, z: Double, w: Double)
  {
    (
      x: x * m11 + y * m21 + z * m31 + m41,
      y: x * m12 + y * m22 + z * m32 + m42,
      z: x * m13 + y * m23 + z * m33 + m43,
      w: x * m14 + y * m24 + z * m34 + m44
    )
  }

  /// Projects a point of the layer's plane (z = 0, origin at the layer's anchor) to the screen
  /// plane: `(X/W, Y/W)` of `[x y 0 1] · self`, in points relative to the same anchor.
  ///
  /// Returns `nil` when the point lands on or behind the eye (`W ≤ 0`), where a host draws
  /// nothing.
  ///
  /// - Complexity: O(1)
  public func project(_ point: Point) -> Point? {
    let p = transform(x: point.x, y: point.y, z: 0)
    guard p.w > 0 else { return nil }
    return Point(x: p.x / p.w, y: p.y / p.w)
  }
}

// MARK: - The affine subset

extension Transform3D {
  /// Whether the transform is a 2D affine transform: it leaves z alone and has no perspective
  /// (`CATransform3DIsAffine`).
  public var isAffine: Bool {
    m13 == 0 && m14 == 0 && m23 == 0 && m24 == 0 && m31 == 0 && m32 == 0 && m33 == 1
      && m34 == 0 && m43 == 0 && m44 == 1
  }

  /// The 2D affine part, `a b c d tx ty` = `m11 m12 m21 m22 m41 m42`
  /// (`CATransform3DGetAffineTransform`); the rest of the matrix is ignored.
  public var affinePart: Transform2D {
    Transform2D(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42)
  }
}

// MARK: - Comparing and describing

extension Transform3D: CustomStringConvertible {
  /// Whether every entry differs from `other`'s by at most `tolerance`.
  public func isApproximatelyEqual(to other: Transform3D, tolerance: Double = 1e-9) -> Bool {
    zip(elements, other.elements).allSatisfy { abs($0 - $1) <= tolerance }
  }

  public var description: String {
    "Transform3D(\(elements.map { "\($0)" }.joined(separator: ", ")))"
  }
}
