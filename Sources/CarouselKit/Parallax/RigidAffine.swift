/// A 2D affine transform taken apart into scale, rotation, shear and translation, so that two
/// transforms can be interpolated without a rotation shrinking on the way
/// (``ParallaxCompatibility/AffineInterpolation/rigid``).
///
/// With the x axis' image (a, b) and the y axis' (c, d): `scaleX = |(a, b)|`, `angle` is the
/// direction of (a, b), and the y axis' image in the rotated frame is (`shear`, `scaleY`). A
/// reflection shows as a negative `scaleY`. A transform that collapses the x axis takes the
/// angle 0.
struct RigidAffine {
  var scaleX: Double
  var scaleY: Double
  var shear: Double
  /// Radians.
  var angle: Double
  var tx: Double
  var ty: Double

  init(_ t: Transform2D) {
    // |(a, b)|, scaled first so that entries near the largest doubles do not overflow.
    let largest = max(abs(t.a), abs(t.b))
    scaleX =
      largest == 0
      ? 0
      : largest
        * ((t.a / largest) * (t.a / largest) + (t.b / largest) * (t.b / largest)).squareRoot()
    angle = scaleX == 0 ? 0 : libmAtan2(t.b, t.a)
    let cosine = scaleX == 0 ? 1 : t.a / scaleX
    let sine = scaleX == 0 ? 0 : t.b / scaleX
    shear = t.c * cosine + t.d * sine
    scaleY = -t.c * sine + t.d * cosine
    tx = t.tx
    ty = t.ty
  }

  private init(
    scaleX: Double, scaleY: Double, shear: Double, angle: Double, tx: Double, ty: Double
  ) {
    self.scaleX = scaleX
    self.scaleY = scaleY
    self.shear = shear
    self.angle = angle
    self.tx = tx
    self.ty = ty
  }

  /// Each part `fraction` of the way to `other`'s; the angle turns the short way round.
  func interpolated(to other: RigidAffine, by fraction: Double) -> RigidAffine {
    var turn = other.angle - angle
    let fullTurn = 2 * Double.pi
    turn -= fullTurn * (turn / fullTurn).rounded()
    func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * fraction }
    return RigidAffine(
      scaleX: mix(scaleX, other.scaleX), scaleY: mix(scaleY, other.scaleY),
      shear: mix(shear, other.shear), angle: angle + turn * fraction, tx: mix(tx, other.tx),
      ty: mix(ty, other.ty))
  }

  /// The transform put back together.
  var transform: Transform2D {
    let cosine = libmCos(angle)
    let sine = libmSin(angle)
    return Transform2D(
      a: scaleX * cosine, b: scaleX * sine, c: shear * cosine - scaleY * sine,
      d: shear * sine + scaleY * cosine, tx: tx, ty: ty)
  }
}
