import CarouselKit
import CarouselKitTesting

/// The delegate a run's carousel has: the command's option values, and the flip3D layout for
/// ``CarouselType/custom``.
final class RunDelegate: CarouselDelegate {
  /// What the delegate answers for options; options not listed get the carousel's defaults.
  var optionValues: [CarouselOption: Double] = [:]

  func carousel(
    _ carousel: Carousel<ItemNumber>, valueFor option: CarouselOption, default value: Double
  )
    -> Double
  {
    optionValues[option] ?? value
  }

  func carousel(
    _ carousel: Carousel<ItemNumber>, itemTransformForOffset offset: Double,
    baseTransform: Transform3D
  ) -> Transform3D {
    CustomLayout.flip3D(offset: offset, base: baseTransform, itemWidth: carousel.itemWidth)
  }
}
