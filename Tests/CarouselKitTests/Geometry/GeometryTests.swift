import CarouselKit
import CarouselKitTesting
import Foundation
import Testing

/// Rodrigues' rotation of `p` by `angle` about the unit axis `k`, written from the vector
/// formula, independent of the matrix entries.
private func rodrigues(
  _ p: (Double, Double, Double), angle: Double, axis k: (Double, Double, Double)
)
  -> (Double, Double, Double)
{
  let c = cos(angle)
  let s = sin(angle)
  let cross = (k.1 * p.2 - k.2 * p.1, k.2 * p.0 - k.0 * p.2, k.0 * p.1 - k.1 * p.0)
  let dot = k.0 * p.0 + k.1 * p.1 + k.2 * p.2
  return (
    p.0 * c + cross.0 * s + k.0 * dot * (1 - c),
    p.1 * c + cross.1 * s + k.1 * dot * (1 - c),
    p.2 * c + cross.2 * s + k.2 * dot * (1 - c)
  )
}

private func randomTransform(_ generator: inout SplitMix64) -> Transform3D {
  Transform3D(elements: (0..<16).map { _ in generator.nextUnitInterval() * 4 - 2 })
}

@Suite("Transform3D")
struct Transform3DTests {
  @Test(
    "Rotation entries match Rodrigues' formula for the row-vector convention",
    arguments: [
      (0.0, 1.0, 0.0), (1.0, 0.0, 0.0), (0.0, 0.0, 1.0), (-1.0, 0.0, 0.0), (0.3, -0.5, 0.8),
    ])
  func rotationMatchesRodrigues(axis: (Double, Double, Double)) {
    let length = (axis.0 * axis.0 + axis.1 * axis.1 + axis.2 * axis.2).squareRoot()
    let unit = (axis.0 / length, axis.1 / length, axis.2 / length)
    for angle in [0.3, -1.2, Double.pi / 2, 2.5] {
      let m = Transform3D(rotationAngle: angle, x: axis.0, y: axis.1, z: axis.2)
      for p in [(1.0, 0.0, 0.0), (0.0, 1.0, 0.0), (0.0, 0.0, 1.0), (0.7, -2.0, 3.0)] {
        let image = m.transform(x: p.0, y: p.1, z: p.2)
        let expected = rodrigues(p, angle: angle, axis: unit)
        #expect(
          close(image.x, expected.0) && close(image.y, expected.1) && close(image.z, expected.2))
        #expect(image.w == 1)
      }
    }
  }

  @Test("Rotating about +y by π/2 maps +z to +x; about +z it is clockwise on screen")
  func rotationDirections() {
    let aboutY = Transform3D(rotationAngle: .pi / 2, x: 0, y: 1, z: 0).transform(x: 0, y: 0, z: 1)
    #expect(close(aboutY.x, 1) && close(aboutY.z, 0))
    // y points down, so (1, 0) turning to (0, 1) is clockwise.
    let aboutZ = Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1).transform(x: 1, y: 0, z: 0)
    #expect(close(aboutZ.x, 0) && close(aboutZ.y, 1))
  }

  @Test("A zero-length axis gives the identity, as Core Animation does")
  func zeroAxis() {
    #expect(Transform3D(rotationAngle: 1, x: 0, y: 0, z: 0) == .identity)
  }

  @Test("New operations apply to the point before the existing matrix")
  func operationsApplyFirst() {
    let rotation = Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1)
    let m = rotation.translatedBy(x: 10, y: 0, z: 0)
    // Translate first: (1, 0) → (11, 0); then rotate clockwise: (0, 11).
    let p = m.transform(x: 1, y: 0, z: 0)
    #expect(close(p.x, 0) && close(p.y, 11))
    let scaled = Transform3D(translationX: 5, y: 0, z: 0).scaledBy(x: 2, y: 2, z: 2)
    #expect(close(scaled.transform(x: 1, y: 1, z: 0).x, 7))
  }

  @Test("concatenating(b) applies self first, then b")
  func concatenationOrder() {
    let a = Transform3D(translationX: 1, y: 2, z: 3)
    let b = Transform3D(rotationAngle: 0.7, x: 0, y: 1, z: 0)
    let p = a.concatenating(b).transform(x: 0.5, y: -1, z: 2)
    let first = a.transform(x: 0.5, y: -1, z: 2)
    let second = b.transform(x: first.x, y: first.y, z: first.z)
    #expect(close(p.x, second.x) && close(p.y, second.y) && close(p.z, second.z))
  }

  @Test("inverted() undoes any non-singular matrix")
  func inversion() throws {
    // Random entries in [−2, 2]: an inverse amplifies rounding by the matrix's condition number,
    // so products come back to the identity only to about 1e-7.
    let inverseTolerance = 1e-7
    var generator = SplitMix64(seed: 7)
    for _ in 0..<200 {
      let m = randomTransform(&generator)
      let inverse = try #require(m.inverted())
      #expect(
        m.concatenating(inverse).isApproximatelyEqual(to: .identity, tolerance: inverseTolerance))
      #expect(
        inverse.concatenating(m).isApproximatelyEqual(to: .identity, tolerance: inverseTolerance))
    }
    let perspective = Transform3D.perspective(-1.0 / 500).rotated(by: 0.4, x: 0, y: 1, z: 0)
    let inverse = try #require(perspective.inverted())
    #expect(
      perspective.concatenating(inverse).isApproximatelyEqual(
        to: .identity, tolerance: roundingTolerance))
  }

  @Test("A singular matrix has no inverse")
  func singular() {
    #expect(Transform3D(scaleX: 1, y: 0, z: 1).inverted() == nil)
    #expect(Transform3D(elements: Array(repeating: 0, count: 16)).inverted() == nil)
  }

  @Test("Projection divides by w = 1 + z·m34: the eye sits at −1/m34")
  func projection() throws {
    let perspective = Transform3D.perspective(-1.0 / 500)
    // An item pushed back 500 points appears at half size.
    let back = Transform3D(translationX: 0, y: 0, z: -500).concatenating(perspective)
    let corner = try #require(back.project(Point(x: 100, y: 60)))
    #expect(close(corner.x, 50) && close(corner.y, 30))
    // iCarousel's base: the viewpoint offset shifts the camera before the perspective.
    let base = Transform3D(translationX: -40, y: 0, z: 0).concatenating(perspective)
    let item = Transform3D(translationX: 200, y: 0, z: -100).concatenating(base)
    let centre = try #require(item.project(.zero))
    #expect(close(centre.x, 160 / (1 + 100.0 / 500)))
    // A point at or behind the eye projects nowhere.
    #expect(
      Transform3D(translationX: 0, y: 0, z: 500).concatenating(perspective).project(.zero) == nil)
  }

  @Test("elements are row-major m11…m44 and round-trip")
  func elementsOrder() {
    let values = (1...16).map(Double.init)
    let m = Transform3D(elements: values)
    #expect(m.m12 == 2 && m.m21 == 5 && m.m34 == 12 && m.m41 == 13 && m.m44 == 16)
    #expect(m.elements == values)
  }

  @Test("The affine subset converts both ways")
  func affineSubset() {
    let affine = Transform2D(rotationAngle: 0.3).translatedBy(x: 4, y: -2).scaledBy(x: 2, y: 0.5)
    let m = Transform3D(affine)
    #expect(m.isAffine)
    #expect(m.affinePart == affine)
    let p = Point(x: 3, y: 7)
    let projected = m.project(p)!
    let direct = p.applying(affine)
    #expect(close(projected.x, direct.x) && close(projected.y, direct.y))
    #expect(!Transform3D.perspective(-0.002).isAffine)
    #expect(!Transform3D(rotationAngle: 0.1, x: 0, y: 1, z: 0).isAffine)
  }
}

@Suite("Transform2D")
struct Transform2DTests {
  @Test("Rotation is clockwise on screen and concatenation applies self first")
  func rotationAndOrder() {
    let quarter = Transform2D(rotationAngle: .pi / 2)
    let p = Point(x: 1, y: 0).applying(quarter)
    #expect(close(p.x, 0) && close(p.y, 1))
    let t = Transform2D(translationX: 10, y: 0)
    let translatedThenRotated = t.concatenating(quarter)
    let q = Point(x: 1, y: 0).applying(translatedThenRotated)
    #expect(close(q.x, 0) && close(q.y, 11))
    #expect(quarter.translatedBy(x: 10, y: 0) == translatedThenRotated)
  }

  @Test("inverted() undoes the transform; a singular one has none")
  func inversion() throws {
    let m = Transform2D(a: 2, b: 1, c: -1, d: 3, tx: 5, ty: -4)
    let inverse = try #require(m.inverted())
    #expect(m.concatenating(inverse).isApproximatelyEqual(to: .identity))
    let p = Point(x: 3, y: 9)
    let back = p.applying(m).applying(inverse)
    #expect(close(back.x, p.x) && close(back.y, p.y))
    #expect(Transform2D(scaleX: 0, y: 1).inverted() == nil)
  }
}

@Suite("Point, Size and Rect")
struct PlaneGeometryTests {
  @Test("Rect edges, centre and containment follow Core Graphics")
  func rect() {
    let r = Rect(x: 10, y: 20, width: 100, height: 50)
    #expect(r.center == Point(x: 60, y: 45))
    #expect(r.contains(Point(x: 10, y: 20)) && !r.contains(Point(x: 110, y: 45)))
    let flipped = Rect(x: 10, y: 20, width: -10, height: -20)
    #expect(flipped.minX == 0 && flipped.maxY == 20)
    #expect(Point(x: 0, y: 0).distance(to: Point(x: 3, y: 4)) == 5)
  }
}
