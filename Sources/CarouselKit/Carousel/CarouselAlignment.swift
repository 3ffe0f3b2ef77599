/// Where a resting item sits in a linear carousel's viewport: against its start, in its centre
/// or against its end (Embla's `align`, SwiftUI's `.viewAligned(anchor:)`; iCarousel centres).
///
/// The leading edge is the left edge of a horizontal carousel and the top edge of a vertical one.
public enum CarouselAlignment: Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// The resting item's leading edge on the viewport's leading edge.
  case start
  /// The resting item's centre on the viewport's centre (iCarousel's only alignment).
  case center
  /// The resting item's trailing edge on the viewport's trailing edge.
  case end

  /// Where the anchor lies across an item and across the viewport, from the leading edge: 0, ½
  /// or 1.
  public var fraction: Double {
    switch self {
    case .start: return 0
    case .center: return 0.5
    case .end: return 1
    }
  }

  /// The case's name: `start`, `center` or `end`.
  public var description: String {
    switch self {
    case .start: return "start"
    case .center: return "center"
    case .end: return "end"
    }
  }
}
