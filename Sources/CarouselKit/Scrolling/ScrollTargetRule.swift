/// Where a flick is allowed to come to rest.
public enum ScrollTargetRule: Hashable, Sendable {
  /// Wherever the momentum takes it (iCarousel with `stopAtItemBoundary = false`).
  case free
  /// On a boundary near the natural end: ``MomentumPhysics`` rounds the natural end outward
  /// (iCarousel's `stopAtItemBoundary`); ``DecayPhysics`` takes the boundary nearest to the
  /// projected rest position.
  case boundary
  /// On the next boundary in the flick's direction from where the finger lifted, however hard
  /// the flick (iCarousel's and UIScrollView's paging). Released exactly on a boundary,
  /// ``MomentumPhysics`` stays there (iCarousel's ceil/floor) and ``DecayPhysics`` moves on one.
  case paging
  /// Like ``boundary``, but at most `boundaries` boundaries away from the one nearest to where
  /// the drag began (Compose's `PagerSnapDistance.atMost`, SwiftUI's `.alwaysByFew`).
  case atMost(boundaries: Int)
}
