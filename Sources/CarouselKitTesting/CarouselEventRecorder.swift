import CarouselKit

/// Records what a ``Carousel``'s delegate heard, with the instant of each event
/// (``Carousel/eventTime``), for exact assertions and traces.
///
///     let recorder = CarouselEventRecorder<Card>()
///     carousel.delegate = recorder
///     …
///     #expect(recorder.names(excludingDidScroll: true) == ["willBeginDragging", …])
///
/// `didEndDragging` carries `willDecelerate=…`, `currentItemIndexDidChange` carries `index=…`
/// and `didSelectItem` carries `index=…` in ``EventRecorder/Entry/detail``.
///
/// - Warning: Not thread-safe.
public final class CarouselEventRecorder<ItemView>: CarouselDelegate {
  /// The underlying recorder, with ``EventRecorder/timeline`` and friends.
  public let recorder = EventRecorder()

  /// The values the recorder answers for options, as a delegate would; options not listed get
  /// the carousel's defaults. Takes effect at the carousel's next frame or layout change.
  public var optionValues: [CarouselOption: Double] = [:]

  /// The transform the recorder answers for an item at `offset` (in items) from the centre,
  /// given the base transform, as the delegate of a ``CarouselType/custom`` carousel would;
  /// `nil` answers the base transform.
  public var itemTransform: ((_ offset: Double, _ base: Transform3D) -> Transform3D)?

  /// Creates an empty recorder.
  public init() {}

  public func carousel(_ carousel: Carousel<ItemView>, itemTransformForOffset offset: Double, baseTransform: Transform3D) -> Transform3D {
    itemTransform?(offset, baseTransform) ?? baseTransform
  }

  public func carousel(_ carousel: Carousel<ItemView>, valueFor option: CarouselOption, default: Double) -> Double {
    optionValues[option] ?? `default`
  }

  /// Everything recorded, in order.
  public var entries: [EventRecorder.Entry] { recorder.entries }

  /// The names, in order; `didScroll` can be left out.
  public func names(excludingDidScroll: Bool = false) -> [String] {
    recorder.names(excludingDidScroll: excludingDidScroll)
  }

  /// Forgets everything recorded.
  public func removeAll() { recorder.removeAll() }

  private func record(_ name: String, _ carousel: Carousel<ItemView>, _ detail: String? = nil) {
    recorder.record(name, at: carousel.eventTime, detail: detail)
  }

  public func carouselWillBeginDragging(_ carousel: Carousel<ItemView>) { record("willBeginDragging", carousel) }
  public func carouselDidEndDragging(_ carousel: Carousel<ItemView>, willDecelerate: Bool) {
    record("didEndDragging", carousel, "willDecelerate=\(willDecelerate)")
  }
  public func carouselWillBeginDecelerating(_ carousel: Carousel<ItemView>) { record("willBeginDecelerating", carousel) }
  public func carouselDidEndDecelerating(_ carousel: Carousel<ItemView>) { record("didEndDecelerating", carousel) }
  public func carouselDidCancelDecelerating(_ carousel: Carousel<ItemView>) { record("didCancelDecelerating", carousel) }
  public func carouselWillBeginScrollingAnimation(_ carousel: Carousel<ItemView>) {
    record("willBeginScrollingAnimation", carousel)
  }
  public func carouselDidEndScrollingAnimation(_ carousel: Carousel<ItemView>) {
    record("didEndScrollingAnimation", carousel)
  }
  public func carouselDidCancelScrollingAnimation(_ carousel: Carousel<ItemView>) {
    record("didCancelScrollingAnimation", carousel)
  }
  public func carouselDidScroll(_ carousel: Carousel<ItemView>) { record("didScroll", carousel) }
  public func carouselCurrentItemIndexDidChange(_ carousel: Carousel<ItemView>) {
    record("currentItemIndexDidChange", carousel, "index=\(carousel.currentItemIndex)")
  }
  public func carousel(_ carousel: Carousel<ItemView>, didSelectItemAt index: Int) {
    record("didSelectItem", carousel, "index=\(index)")
  }
}
