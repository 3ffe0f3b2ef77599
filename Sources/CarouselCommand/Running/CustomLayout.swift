import CarouselKit

/// The layout the command gives ``CarouselType/custom``: iCarousel's example "flip3D" — every
/// item turned π/8 about the vertical axis, then pushed `offset × item width` along its own z.
enum CustomLayout {
  static let summary =
    "custom is iCarousel's example flip3D: items turned π/8 about y, offset × item width apart along their z"

  static func flip3D(offset: Double, base: Transform3D, itemWidth: Double) -> Transform3D {
    base.rotated(by: .pi / 8, x: 0, y: 1, z: 0).translatedBy(x: 0, y: 0, z: offset * itemWidth)
  }
}
