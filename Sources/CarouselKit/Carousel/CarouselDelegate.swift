/// Hears what a ``Carousel`` does and tunes how it looks.
///
/// Every method is optional.
///
/// Events come in iCarousel's order: `willBeginDragging`, `didScroll`…, `didEndDragging`, then
/// `willBeginDecelerating` … `didEndDecelerating` or `willBeginScrollingAnimation` …
/// `didEndScrollingAnimation`; `currentItemIndexDidChange` follows the `didScroll` that changed
/// the index. Unlike iCarousel, motion interrupted by a touch or a new scroll is reported with
/// `didCancelDecelerating` or `didCancelScrollingAnimation`, so every `willBegin…` is paired.
///
/// A delegate may call back into the carousel from any of these (reload, insert, scroll…); the
/// call takes effect at once and the events it causes follow the current one.
public protocol CarouselDelegate<ItemView>: AnyObject {
  /// The view type of the carousel.
  associatedtype ItemView

  /// A finger began to drag the carousel.
  func carouselWillBeginDragging(_ carousel: Carousel<ItemView>)
  /// The finger let go; `willDecelerate` says whether momentum (or a bounce) follows.
  func carouselDidEndDragging(_ carousel: Carousel<ItemView>, willDecelerate: Bool)
  /// Momentum began after a drag: the carousel glides, then snaps to an item.
  func carouselWillBeginDecelerating(_ carousel: Carousel<ItemView>)
  /// Momentum ended at rest.
  func carouselDidEndDecelerating(_ carousel: Carousel<ItemView>)
  /// Momentum stopped before its end (a touch, a drag, a programmatic scroll).
  func carouselDidCancelDecelerating(_ carousel: Carousel<ItemView>)
  /// An animated scroll began (a programmatic scroll, a tap centring an item, a snap after a
  /// drag that ended without momentum).
  func carouselWillBeginScrollingAnimation(_ carousel: Carousel<ItemView>)
  /// An animated scroll ended at its target.
  func carouselDidEndScrollingAnimation(_ carousel: Carousel<ItemView>)
  /// An animated scroll stopped before its end.
  func carouselDidCancelScrollingAnimation(_ carousel: Carousel<ItemView>)
  /// The scroll offset changed.
  func carouselDidScroll(_ carousel: Carousel<ItemView>)
  /// The current item changed: its index, or, after an insert or remove, the item at it.
  func carouselCurrentItemIndexDidChange(_ carousel: Carousel<ItemView>)
  /// An item width overriding ``Carousel/itemWidth``, in points; 0 (the default) keeps it.
  func carouselItemWidth(_ carousel: Carousel<ItemView>) -> Double
  /// Whether the carousel wraps, overriding its type's default; `nil` (the default) keeps it.
  /// ``CarouselOption/wrap`` from ``carousel(_:valueFor:default:)`` still has the last word.
  func carouselShouldWrap(_ carousel: Carousel<ItemView>) -> Bool?
  /// The transform of an item `offset` items from the centre, for ``CarouselType/custom``:
  /// apply your operations to `baseTransform` (which carries the perspective and viewpoint) and
  /// return it. The default returns `baseTransform`, stacking every item at the centre.
  func carousel(
    _ carousel: Carousel<ItemView>, itemTransformForOffset offset: Double,
    baseTransform: Transform3D
  ) -> Transform3D
  /// The value of `option`, given its `default`; return `default` to keep it.
  func carousel(_ carousel: Carousel<ItemView>, valueFor option: CarouselOption, default: Double)
    -> Double
  /// Whether a tap may select item `index` (true).
  func carousel(_ carousel: Carousel<ItemView>, shouldSelectItemAt index: Int) -> Bool
  /// Item `index` was selected by a tap; if it is being centred, the scroll has just begun.
  func carousel(_ carousel: Carousel<ItemView>, didSelectItemAt index: Int)
  /// The animation of batch `batch` of
  /// ``Carousel/performBatchUpdates(_:animation:at:completion:)`` ended (`finished`) or was cut
  /// short by a reload.
  func carousel(_ carousel: Carousel<ItemView>, didFinishBatchUpdates batch: Int, finished: Bool)
}

// Every method does nothing, or returns the value that keeps the default.
extension CarouselDelegate {
  public func carouselWillBeginDragging(_ carousel: Carousel<ItemView>) {}
  public func carouselDidEndDragging(_ carousel: Carousel<ItemView>, willDecelerate: Bool) {}
  public func carouselWillBeginDecelerating(_ carousel: Carousel<ItemView>) {}
  public func carouselDidEndDecelerating(_ carousel: Carousel<ItemView>) {}
  public func carouselDidCancelDecelerating(_ carousel: Carousel<ItemView>) {}
  public func carouselWillBeginScrollingAnimation(_ carousel: Carousel<ItemView>) {}
  public func carouselDidEndScrollingAnimation(_ carousel: Carousel<ItemView>) {}
  public func carouselDidCancelScrollingAnimation(_ carousel: Carousel<ItemView>) {}
  public func carouselDidScroll(_ carousel: Carousel<ItemView>) {}
  public func carouselCurrentItemIndexDidChange(_ carousel: Carousel<ItemView>) {}
  public func carouselItemWidth(_ carousel: Carousel<ItemView>) -> Double { 0 }
  public func carouselShouldWrap(_ carousel: Carousel<ItemView>) -> Bool? { nil }
  public func carousel(
    _ carousel: Carousel<ItemView>, itemTransformForOffset offset: Double,
    baseTransform: Transform3D
  ) -> Transform3D {
    baseTransform
  }
  public func carousel(
    _ carousel: Carousel<ItemView>, valueFor option: CarouselOption, default: Double
  ) -> Double {
    `default`
  }
  public func carousel(_ carousel: Carousel<ItemView>, shouldSelectItemAt index: Int) -> Bool {
    true
  }
  public func carousel(_ carousel: Carousel<ItemView>, didSelectItemAt index: Int) {}
  public func carousel(
    _ carousel: Carousel<ItemView>, didFinishBatchUpdates batch: Int, finished: Bool
  ) {}
}
