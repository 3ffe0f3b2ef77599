import CarouselKit

/// One view of the Parade demo as a host keeps it: what it shows, where it sits in its cell and
/// the values a parallax animator reads and writes.
///
/// Positions are in points, in the coordinates of the view's parent: the cell's content view
/// (origin at the cell's top left) or, for nested views, the parent view's bounds.
public struct DemoView: Sendable {
  /// What a view draws.
  public enum Content: Sendable, Equatable {
    /// An image of the demo's assets, by name (drawn as a labelled box without assets).
    case image(String)
    /// Text.
    case text(String)
    /// A column of `count` dots 10 pt apart, clipped to the bounds (the intro's progress view).
    case dots(count: Int)
    /// A plain view with a background colour (a cell's content view, a container).
    case plain
  }

  /// A unique name, such as `"intro.logo"`.
  public let name: String
  /// The cell (page) the view belongs to.
  public let cell: Int
  /// The parent view's name, or nil for a view directly in its cell.
  public let parent: String?
  /// What the view draws.
  public let content: Content
  /// Whether the view clips its subviews.
  public let clips: Bool
  /// The centre in the parent's coordinates, in points.
  public var center: Point
  /// The bounds, in points; the size is the view's, the origin shifts its subviews.
  public var bounds: Rect
  /// Alpha, 0 to 1.
  public var alpha: Double
  /// The 2D transform about the centre.
  public var transform: Transform2D
  /// The layer's 3D transform about the centre.
  public var transform3D: Transform3D
  /// The background colour.
  public var backgroundColor: RGBAColor

  /// Creates a view from its frame (origin and size in the parent's coordinates).
  init(
    _ name: String, cell: Int, parent: String? = nil, content: Content, frame: Rect,
    alpha: Double = 1, background: RGBAColor = .clear, clips: Bool = false
  ) {
    self.name = name
    self.cell = cell
    self.parent = parent
    self.content = content
    self.clips = clips
    center = frame.center
    bounds = Rect(origin: .zero, size: frame.size)
    self.alpha = alpha
    transform = .identity
    transform3D = .identity
    backgroundColor = background
  }

  /// The current value of `property`, as a host's reader gives it to an animator.
  public func value(of property: ParallaxProperty) -> ParallaxValue {
    switch property {
    case .alpha: .scalar(alpha)
    case .center: .point(center)
    case .bounds: .rect(bounds)
    case .size: .size(bounds.size)
    case .transform: .affineTransform(transform)
    case .transform3D: .transform3D(transform3D)
    case .backgroundColor: .color(backgroundColor)
    default: preconditionFailure("The demo's views have no \(property)")
    }
  }

  /// Sets `property` to `value`, as a host's writer applies an animator's output.
  public mutating func set(_ property: ParallaxProperty, to value: ParallaxValue) {
    switch (property, value) {
    case (.alpha, .scalar(let v)): alpha = v
    case (.center, .point(let p)): center = p
    case (.bounds, .rect(let r)): bounds = r
    case (.size, .size(let s)): bounds.size = s
    case (.transform, .affineTransform(let t)): transform = t
    case (.transform3D, .transform3D(let t)): transform3D = t
    case (.backgroundColor, .color(let c)): backgroundColor = c
    default: preconditionFailure("The demo's views take no \(property) of \(value.kind)")
    }
  }
}

extension RGBAColor {
  /// A colour from a 0xRRGGBB number, as the demo's `UIColor(forHex:)`.
  init(hex: Int) {
    self.init(
      red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
      blue: Double(hex & 0xFF) / 255)
  }
}
