/// Something a host or its data source did wrong that the carousel noticed and recovered from,
/// reported to ``Carousel/diagnosticsHandler``.
///
/// The carousel never traps on these.
public enum CarouselDiagnostic: Hashable, Sendable, CustomStringConvertible {
  /// The data source's item count is not the one the carousel holds: it changed without
  /// ``Carousel/reloadData()`` (or an insert or remove did not match the data). The carousel
  /// reloaded, so it never asks for an index that no longer exists.
  case itemCountChanged(expected: Int, actual: Int)
  /// The data source's placeholder count changed without ``Carousel/reloadData()``; the
  /// carousel reloaded.
  case placeholderCountChanged(expected: Int, actual: Int)
  /// The data source returned a negative count; the carousel used 0.
  case negativeCount(Int)
  /// The data source returned, for item `index`, a view object already shown for
  /// `alreadyShownAt`. One view cannot be in two places: `index` stays empty until the next
  /// ``Carousel/reloadData()``.
  case duplicateView(index: Int, alreadyShownAt: Int)
  /// The options give a layout with no finite position for some items (an arc of 0, a spacing
  /// or a content offset that overflows…); such items are hidden until the options change.
  case degenerateLayout(CarouselType)
  /// The data source gave item `index` a width that is negative, NaN or infinite
  /// (``CarouselDataSource/carousel(_:widthOfItemAt:)``); the carousel used 0 (reported once
  /// per reload).
  case invalidItemWidth(index: Int, width: Double)

  public var description: String {
    switch self {
    case .itemCountChanged(let expected, let actual):
      return
        "the data source has \(actual) items but the carousel expected \(expected): call reloadData(), insertItem(at:animated:) or removeItem(at:animated:) when the data changes (reloaded)"
    case .placeholderCountChanged(let expected, let actual):
      return
        "the data source has \(actual) placeholders but the carousel expected \(expected): call reloadData() when they change (reloaded)"
    case .negativeCount(let count):
      return "the data source returned a negative count, \(count); using 0"
    case .degenerateLayout(let type):
      return
        "the \(type) layout's options leave some items without a finite position; they are hidden"
    case .invalidItemWidth(let index, let width):
      return
        "the data source gave item \(index) a width of \(width) points; a width must be finite and not negative (using 0)"
    case .duplicateView(let index, let shown):
      return
        "the data source returned the view already shown for index \(shown) again for index \(index); a view can be in one place only (index \(index) left empty until reloadData())"
    }
  }
}
