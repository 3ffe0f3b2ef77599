/// A value a parallax property takes: a number, a point, a size, a rectangle, a colour or a
/// transform, interpolated as Parade interpolates each kind of value unless ``ParallaxCompatibility`` says
/// otherwise.
public enum ParallaxValue: Hashable, Sendable, CustomStringConvertible {
  /// A number (alpha, widths, radii, opacities, z positions).
  case scalar(Double)
  /// A point, in points.
  case point(Point)
  /// A size, in points.
  case size(Size)
  /// A rectangle, in points (contents rectangles: unit coordinates).
  case rect(Rect)
  /// A colour, interpolated on its raw RGBA components.
  case color(RGBAColor)
  /// A 2D affine transform.
  case affineTransform(Transform2D)
  /// A 3D transform, interpolated entry by entry.
  case transform3D(Transform3D)

  /// The kinds of ``ParallaxValue``.
  public enum Kind: String, Hashable, Sendable {
    /// ``ParallaxValue/scalar(_:)``.
    case scalar
    /// ``ParallaxValue/point(_:)``.
    case point
    /// ``ParallaxValue/size(_:)``.
    case size
    /// ``ParallaxValue/rect(_:)``.
    case rect
    /// ``ParallaxValue/color(_:)``.
    case color
    /// ``ParallaxValue/affineTransform(_:)``.
    case affineTransform
    /// ``ParallaxValue/transform3D(_:)``.
    case transform3D
  }

  /// The value's kind.
  public var kind: Kind {
    switch self {
    case .scalar: .scalar
    case .point: .point
    case .size: .size
    case .rect: .rect
    case .color: .color
    case .affineTransform: .affineTransform
    case .transform3D: .transform3D
    }
  }

  /// The value `fraction` of the way from `self` to `target`: 0 gives `self`, 1 gives `target`
  /// (to rounding); fractions outside [0, 1] extrapolate, as overshooting curves need.
  ///
  /// Numbers, points, sizes and transforms are interpolated entry by entry as
  /// `from + (to − from)·f` (Parade's order), colours on their RGBA components as
  /// `(1 − f)·from + f·to` (also Parade's). Rectangles interpolate their origin unless
  /// `compatibility.rectOrigins` is ``ParallaxCompatibility/RectOrigins/snapshot``, which keeps the target's
  /// origin as Parade did; affine transforms are interpolated entry by entry unless
  /// `compatibility.affineInterpolation` is ``ParallaxCompatibility/AffineInterpolation/rigid``.
  ///
  /// - Precondition: `target` is of the same kind.
  /// - Complexity: O(1), no allocation.
  public func interpolated(
    to target: ParallaxValue, by fraction: Double,
    compatibility: ParallaxCompatibility = ParallaxCompatibility()
  ) -> ParallaxValue {
    precondition(
      kind == target.kind,
      "A parallax value interpolates only to a value of its kind, not \(kind) to \(target.kind)")
    return withUnsafeTemporaryAllocation(of: Double.self, capacity: 32) { lanes in
      let from = lanes.baseAddress.unsafelyUnwrapped
      storeLanes(from)
      target.storeLanes(from + 16)
      return Self.interpolating(
        kind, from: from, to: from + 16, by: fraction, compatibility: compatibility
      ) { $0 }
    }
  }

  public var description: String {
    switch self {
    case .scalar(let value): "\(value)"
    case .point(let point): point.description
    case .size(let size): size.description
    case .rect(let rect): rect.description
    case .color(let color): color.description
    case .affineTransform(let transform): transform.description
    case .transform3D(let transform): "\(transform)"
    }
  }
}

/// Parade's scalar interpolation, in its order: `from + (to − from)·f`.
@inline(__always) private func lerp(_ from: Double, _ to: Double, _ f: Double) -> Double {
  from + (to - from) * f
}

/// Parade's colour-channel interpolation, in its order: `(1 − f)·from + f·to`.
@inline(__always) private func colorLerp(_ from: Double, _ to: Double, _ f: Double) -> Double {
  (1 - f) * from + f * to
}

// Lanes: a value's numbers in a fixed order. The animator keeps each state's values and the
// resting values as lanes of doubles, so a frame interpolates numbers in place and builds one
// value per property, instead of copying 129-byte values several times a property (that memory
// traffic was 31% of a parallax frame's instructions, counted by callgrind).

extension ParallaxValue.Kind {
  /// How many numbers a value of this kind has.
  var laneCount: Int {
    switch self {
    case .scalar: 1
    case .point, .size: 2
    case .rect, .color: 4
    case .affineTransform: 6
    case .transform3D: 16
    }
  }
}

extension ParallaxValue {
  /// Writes the value's ``Kind/laneCount`` numbers from `lanes` on: x before y, origin before
  /// size, red, green, blue, alpha, a to ty, m11 to m44.
  func storeLanes(_ lanes: UnsafeMutablePointer<Double>) {
    switch self {
    case .scalar(let v):
      lanes[0] = v
    case .point(let p):
      (lanes[0], lanes[1]) = (p.x, p.y)
    case .size(let s):
      (lanes[0], lanes[1]) = (s.width, s.height)
    case .rect(let r):
      (lanes[0], lanes[1], lanes[2], lanes[3]) = (
        r.origin.x, r.origin.y, r.size.width, r.size.height
      )
    case .color(let c):
      (lanes[0], lanes[1], lanes[2], lanes[3]) = (c.red, c.green, c.blue, c.alpha)
    case .affineTransform(let t):
      (lanes[0], lanes[1], lanes[2], lanes[3], lanes[4], lanes[5]) = (
        t.a, t.b, t.c, t.d, t.tx, t.ty
      )
    case .transform3D(let t):
      (lanes[0], lanes[1], lanes[2], lanes[3]) = (t.m11, t.m12, t.m13, t.m14)
      (lanes[4], lanes[5], lanes[6], lanes[7]) = (t.m21, t.m22, t.m23, t.m24)
      (lanes[8], lanes[9], lanes[10], lanes[11]) = (t.m31, t.m32, t.m33, t.m34)
      (lanes[12], lanes[13], lanes[14], lanes[15]) = (t.m41, t.m42, t.m43, t.m44)
    }
  }

  /// Passes `body` the value of kind `kind` `f` of the way from the lanes at `a` to those at `b`
  /// (``interpolated(to:by:compatibility:)``), and returns what it returns.
  ///
  /// The value is built in `body`'s argument: returning it instead copies it twice (callgrind).
  @inline(__always) static func interpolating<Result>(
    _ kind: Kind, from a: UnsafePointer<Double>, to b: UnsafePointer<Double>, by f: Double,
    compatibility: ParallaxCompatibility, _ body: (ParallaxValue) -> Result
  ) -> Result {
    switch kind {
    case .scalar:
      return body(.scalar(lerp(a[0], b[0], f)))
    case .point:
      return body(.point(Point(x: lerp(a[0], b[0], f), y: lerp(a[1], b[1], f))))
    case .size:
      return body(.size(Size(width: lerp(a[0], b[0], f), height: lerp(a[1], b[1], f))))
    case .rect:
      let from = compatibility.rectOrigins == .interpolated ? a : b
      return body(
        .rect(
          Rect(
            x: lerp(from[0], b[0], f), y: lerp(from[1], b[1], f), width: lerp(a[2], b[2], f),
            height: lerp(a[3], b[3], f))))
    case .color:
      return body(
        .color(
          RGBAColor(
            red: colorLerp(a[0], b[0], f), green: colorLerp(a[1], b[1], f),
            blue: colorLerp(a[2], b[2], f), alpha: colorLerp(a[3], b[3], f))))
    case .affineTransform:
      if compatibility.affineInterpolation == .rigid {
        let from = Transform2D(a: a[0], b: a[1], c: a[2], d: a[3], tx: a[4], ty: a[5])
        let to = Transform2D(a: b[0], b: b[1], c: b[2], d: b[3], tx: b[4], ty: b[5])
        return body(
          .affineTransform(RigidAffine(from).interpolated(to: RigidAffine(to), by: f).transform))
      }
      return body(
        .affineTransform(
          Transform2D(
            a: lerp(a[0], b[0], f), b: lerp(a[1], b[1], f), c: lerp(a[2], b[2], f),
            d: lerp(a[3], b[3], f), tx: lerp(a[4], b[4], f), ty: lerp(a[5], b[5], f))))
    case .transform3D:
      return body(
        .transform3D(
          Transform3D(
            m11: lerp(a[0], b[0], f), m12: lerp(a[1], b[1], f), m13: lerp(a[2], b[2], f),
            m14: lerp(a[3], b[3], f), m21: lerp(a[4], b[4], f), m22: lerp(a[5], b[5], f),
            m23: lerp(a[6], b[6], f), m24: lerp(a[7], b[7], f), m31: lerp(a[8], b[8], f),
            m32: lerp(a[9], b[9], f), m33: lerp(a[10], b[10], f), m34: lerp(a[11], b[11], f),
            m41: lerp(a[12], b[12], f), m42: lerp(a[13], b[13], f), m43: lerp(a[14], b[14], f),
            m44: lerp(a[15], b[15], f))))
    }
  }
}
