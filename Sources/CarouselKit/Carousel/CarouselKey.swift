/// A key a host forwards to a ``Carousel``.
public enum CarouselKey: Hashable, Sendable {
  /// Arrow keys: those along the carousel's axis move to the previous or next item.
  case left, right, up, down
  /// The first and the last item.
  case home, end
}
