// Entry points for clear-box tests: `package` access, so tests read them without
// `@testable import` and hosts never see them.

extension Carousel {
  /// Whether the loaded views are keyed by carousel index (each index loaded once), rather than
  /// by position on the unwrapped strip (few items repeating).
  package var _isKeyedByIndex: Bool { state.regime == .indexes }

  /// The views waiting for reuse as items.
  package var _itemPool: [ItemView] { itemPool }

  /// The views waiting for reuse as placeholders.
  package var _placeholderPool: [ItemView] { placeholderPool }

  /// How offsets move when an item is inserted (`delta` 1) or removed (−1) at `index` among
  /// `count` (``contentMap(at:delta:count:wrap:)``).
  package static func _contentMap(at index: Int, delta: Int, count: Int, wrap: Bool)
    -> (Double) -> Double
  {
    contentMap(at: index, delta: delta, count: count, wrap: wrap)
  }
}
