/// A property of an animated element that a parallax state sets: Parade's view and layer keys,
/// plus keys of your own.
///
/// The host reads each property's resting value when the snapshot is taken and writes the
/// interpolated values back (``ParallaxAnimator/apply(_:reading:writing:)``). Each key has one
/// kind of value (``ParallaxValue``), given in its description.
public enum ParallaxProperty: Hashable, Sendable, CustomStringConvertible {
  /// The view's alpha: a scalar.
  case alpha
  /// The view's background colour: a colour.
  case backgroundColor
  /// The view's bounds: a rectangle, in points.
  case bounds
  /// The view's centre in its superview: a point, in points.
  case center
  /// The size of the view's bounds: a size, in points. Parade stored it as ``bounds`` with a
  /// zero origin (``ParallaxCompatibility/sizeSharesBoundsKey``).
  case size
  /// The view's 2D affine transform: an affine transform.
  case transform
  /// The layer's border colour: a colour.
  case borderColor
  /// The layer's border width, in points: a scalar.
  case borderWidth
  /// The layer's contents rectangle, in unit coordinates: a rectangle.
  case contentsRect
  /// The layer's corner radius, in points: a scalar.
  case cornerRadius
  /// The layer's shadow colour: a colour.
  case shadowColor
  /// The layer's shadow offset, in points: a size.
  case shadowOffset
  /// The layer's shadow opacity: a scalar.
  case shadowOpacity
  /// The layer's shadow blur radius, in points: a scalar.
  case shadowRadius
  /// The layer's 3D transform (Parade's `transform3D`, written to the layer's `transform`).
  case transform3D
  /// The layer's z position, in points: a scalar.
  case zPosition
  /// A value of the view's own, by key (Parade's `viewValue(_:forKey:)`): any kind.
  case viewKey(String)
  /// A value of the layer's own, by key (Parade's `layerValue(_:forKey:)`): any kind.
  case layerKey(String)

  /// The kind of value the property holds, or nil for a key of your own, which holds any kind.
  public var kind: ParallaxValue.Kind? {
    switch self {
    case .alpha, .borderWidth, .cornerRadius, .shadowOpacity, .shadowRadius, .zPosition: .scalar
    case .backgroundColor, .borderColor, .shadowColor: .color
    case .bounds, .contentsRect: .rect
    case .center: .point
    case .size, .shadowOffset: .size
    case .transform: .affineTransform
    case .transform3D: .transform3D
    case .viewKey, .layerKey: nil
    }
  }

  /// Whether the property belongs to the view's layer rather than the view.
  public var isLayerProperty: Bool {
    switch self {
    case .borderColor, .borderWidth, .contentsRect, .cornerRadius, .shadowColor, .shadowOffset,
      .shadowOpacity, .shadowRadius, .transform3D, .zPosition, .layerKey:
      true
    default: false
    }
  }

  public var description: String {
    switch self {
    case .viewKey(let key): "view.\(key)"
    case .layerKey(let key): "layer.\(key)"
    default: ParallaxPropertyName(self).description
    }
  }
}

/// The case name of a built-in property, for descriptions.
private struct ParallaxPropertyName: CustomStringConvertible {
  let property: ParallaxProperty
  init(_ property: ParallaxProperty) { self.property = property }

  var description: String {
    switch property {
    case .alpha: "alpha"
    case .backgroundColor: "backgroundColor"
    case .bounds: "bounds"
    case .center: "center"
    case .size: "size"
    case .transform: "transform"
    case .borderColor: "borderColor"
    case .borderWidth: "borderWidth"
    case .contentsRect: "contentsRect"
    case .cornerRadius: "cornerRadius"
    case .shadowColor: "shadowColor"
    case .shadowOffset: "shadowOffset"
    case .shadowOpacity: "shadowOpacity"
    case .shadowRadius: "shadowRadius"
    case .transform3D: "transform3D"
    case .zPosition: "zPosition"
    case .viewKey(let key): key
    case .layerKey(let key): key
    }
  }
}
