/// How a ``SlidingPages``' strip and titles look: TTScrollSlidingPagesController's colours, fonts
/// and shadows, with its defaults.
///
/// The model draws nothing: it hands these to the host resolved, frame by frame — each title's
/// colour, font and shadow in ``SlidingPageTitleItem`` (the active title's or the others'), the
/// strip's background, edge, shadow and the triangle's colour in ``SlidingPagesChrome``.
public struct SlidingPagesStyle: Hashable, Sendable {
  /// The strip's background colour (black).
  public var titleStripBackgroundColor = RGBAColor.black
  /// The pattern image the original tiled behind the titles when the app had one
  /// (`"diagmonds"`); `nil` for none.
  public var titleStripBackgroundPattern: String? = "diagmonds"
  /// The triangle's colour (black).
  public var triangleColor = RGBAColor.black
  /// The active title's colour (white).
  public var titleTextColor = RGBAColor.white
  /// The other titles' colour (white).
  public var inactiveTitleTextColor = RGBAColor.white
  /// The active title's font (bold system font, 19 pt).
  public var titleFont = FontDescription.titleDefault
  /// The other titles' font (bold system font, 19 pt).
  public var inactiveTitleFont = FontDescription.titleDefault
  /// The shadow under each title's text (black, radius 2, opacity 1, no offset); `nil` for none
  /// (the original's `titleScrollerTextDropShadowEnabled = NO`).
  public var titleShadow: ShadowStyle? = ShadowStyle(
    color: .black, offset: .zero, radius: 2, opacity: 1)
  /// The colour of the line along the strip's bottom edge (clear).
  public var bottomEdgeColor = RGBAColor.clear
  /// The height of the line along the strip's bottom edge, in points (3).
  public var bottomEdgeHeight = 3.0
  /// The shadow the strip casts on the pages (black, offset (0, 4), radius 4, opacity 0.3); `nil`
  /// for none.
  public var titleStripShadow: ShadowStyle? = ShadowStyle(
    color: .black, offset: Point(x: 0, y: 4), radius: 4, opacity: 0.3)

  /// Creates the original's looks.
  public init() {}
}
