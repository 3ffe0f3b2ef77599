/// A key a host forwards to a ``Carousel`` or a ``Pager``.
public enum NavigationKey: Hashable, Sendable {
  /// Arrow keys: those along the model's axis move to the previous or next item or page.
  case left, right, up, down
  /// The first and the last item or page.
  case home, end
}

/// The keys a ``Carousel`` handles: ``NavigationKey``.
public typealias CarouselKey = NavigationKey

/// The axis a ``Pager`` scrolls along.
public enum ScrollAxis: String, Hashable, Sendable, CustomStringConvertible {
  /// Left and right: the offset grows as the finger moves left.
  case horizontal
  /// Up and down: the offset grows as the finger moves up.
  case vertical

  public var description: String { rawValue }
}
