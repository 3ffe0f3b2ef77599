/// Builds one state (start or end) of one element: Parade's `PDAnimatorViewMaker`.
///
/// Each setter adds a property and returns a ``ParallaxPropertyMaker`` to give it a curve and a
/// range:
///
///     animator.startState(for: .logo) { state in
///       state.alpha(0).easing(.inSine)
///       state.transform(Transform2D(scaleX: 0.5, y: 0.5)).range(0.3...1)
///     }
///
/// Setting a property twice in one state keeps the last value and the curve and range already
/// given (``ParallaxCompatibility/RepeatedValues``).
public final class ParallaxStateMaker {
  /// The state's properties, in the order they were first set.
  public private(set) var properties: [ParallaxPropertyState] = []
  let compatibility: ParallaxCompatibility
  /// Bumped on every change, so an animator knows to re-read the state.
  private(set) var version = 0

  init(compatibility: ParallaxCompatibility) {
    self.compatibility = compatibility
  }

  /// Sets `property` to `value` in this state.
  ///
  /// - Precondition: `value` is finite and of the property's kind (``ParallaxProperty/kind``);
  ///   for a key of your own, of the kind of any earlier value for the key in this state.
  /// - Complexity: O(properties in the state).
  @discardableResult
  public func set(_ property: ParallaxProperty, to value: ParallaxValue) -> ParallaxPropertyMaker {
    if let kind = property.kind {
      precondition(
        value.kind == kind, "The parallax property \(property) takes a \(kind), not a \(value.kind)"
      )
    }
    precondition(value.isFinite, "A parallax value must be finite")
    if let index = properties.firstIndex(where: { $0.property == property }) {
      precondition(
        properties[index].value.kind == value.kind,
        "A parallax key holds one kind of value in a state")
      version += 1
      if compatibility.repeatedValues == .lastWins { properties[index].value = value }
      return ParallaxPropertyMaker(state: self, index: index)
    }
    version += 1
    properties.append(ParallaxPropertyState(property: property, value: value))
    return ParallaxPropertyMaker(state: self, index: properties.count - 1)
  }

  func update(_ index: Int, _ change: (inout ParallaxPropertyState) -> Void) {
    version += 1
    change(&properties[index])
  }

  /// Alpha, 0 (transparent) to 1.
  @discardableResult public func alpha(_ value: Double) -> ParallaxPropertyMaker {
    set(.alpha, to: .scalar(value))
  }
  /// The background colour.
  @discardableResult public func backgroundColor(_ value: RGBAColor) -> ParallaxPropertyMaker {
    set(.backgroundColor, to: .color(value))
  }
  /// The bounds, in points.
  @discardableResult public func bounds(_ value: Rect) -> ParallaxPropertyMaker {
    set(.bounds, to: .rect(value))
  }
  /// The centre in the superview, in points.
  @discardableResult public func center(_ value: Point) -> ParallaxPropertyMaker {
    set(.center, to: .point(value))
  }
  /// The bounds' size, in points; with ``ParallaxCompatibility/sizeSharesBoundsKey`` the bounds, at
  /// the origin, as Parade stored it.
  @discardableResult public func size(_ value: Size) -> ParallaxPropertyMaker {
    if compatibility.sizeSharesBoundsKey {
      return set(.bounds, to: .rect(Rect(origin: .zero, size: value)))
    }
    return set(.size, to: .size(value))
  }
  /// The 2D affine transform.
  @discardableResult public func transform(_ value: Transform2D) -> ParallaxPropertyMaker {
    set(.transform, to: .affineTransform(value))
  }
  /// The layer's border colour.
  @discardableResult public func borderColor(_ value: RGBAColor) -> ParallaxPropertyMaker {
    set(.borderColor, to: .color(value))
  }
  /// The layer's border width, in points.
  @discardableResult public func borderWidth(_ value: Double) -> ParallaxPropertyMaker {
    set(.borderWidth, to: .scalar(value))
  }
  /// The layer's contents rectangle, in unit coordinates.
  @discardableResult public func contentsRect(_ value: Rect) -> ParallaxPropertyMaker {
    set(.contentsRect, to: .rect(value))
  }
  /// The layer's corner radius, in points.
  @discardableResult public func cornerRadius(_ value: Double) -> ParallaxPropertyMaker {
    set(.cornerRadius, to: .scalar(value))
  }
  /// The layer's shadow colour.
  @discardableResult public func shadowColor(_ value: RGBAColor) -> ParallaxPropertyMaker {
    set(.shadowColor, to: .color(value))
  }
  /// The layer's shadow offset, in points.
  @discardableResult public func shadowOffset(_ value: Size) -> ParallaxPropertyMaker {
    set(.shadowOffset, to: .size(value))
  }
  /// The layer's shadow opacity, 0 to 1.
  @discardableResult public func shadowOpacity(_ value: Double) -> ParallaxPropertyMaker {
    set(.shadowOpacity, to: .scalar(value))
  }
  /// The layer's shadow blur radius, in points.
  @discardableResult public func shadowRadius(_ value: Double) -> ParallaxPropertyMaker {
    set(.shadowRadius, to: .scalar(value))
  }
  /// The layer's 3D transform.
  @discardableResult public func transform3D(_ value: Transform3D) -> ParallaxPropertyMaker {
    set(.transform3D, to: .transform3D(value))
  }
  /// The layer's z position, in points.
  @discardableResult public func zPosition(_ value: Double) -> ParallaxPropertyMaker {
    set(.zPosition, to: .scalar(value))
  }
  /// A value of the view's own, by key; the host's reader and writer handle the key.
  @discardableResult
  public func viewValue(_ value: ParallaxValue, forKey key: String) -> ParallaxPropertyMaker {
    set(.viewKey(key), to: value)
  }
  /// A value of the layer's own, by key; the host's reader and writer handle the key.
  @discardableResult
  public func layerValue(_ value: ParallaxValue, forKey key: String) -> ParallaxPropertyMaker {
    set(.layerKey(key), to: value)
  }
}

/// Gives one property of a state its curve and range: Parade's `PDAnimatablePropertyMaker`.
public struct ParallaxPropertyMaker {
  private let state: ParallaxStateMaker
  private let index: Int

  init(state: ParallaxStateMaker, index: Int) {
    self.state = state
    self.index = index
  }

  /// The property as it stands.
  public var property: ParallaxPropertyState { state.properties[index] }

  /// Sets the curve from the state's value to the resting one (``Easing/linear``).
  @discardableResult
  public func easing(_ easing: Easing) -> ParallaxPropertyMaker {
    state.update(index) { $0.easing = easing }
    return self
  }

  /// Sets the part of the progress, within 0...1, over which the property changes (0...1).
  ///
  /// - Precondition: `0 <= range.lowerBound` and `range.upperBound <= 1`.
  /// - Complexity: O(1).
  @discardableResult
  public func range(_ range: ClosedRange<Double>) -> ParallaxPropertyMaker {
    precondition(
      0 <= range.lowerBound && range.upperBound <= 1, "A parallax range must lie within 0...1")
    state.update(index) { $0.range = range }
    return self
  }
}

extension ParallaxValue {
  /// Whether every number in the value is finite.
  var isFinite: Bool {
    switch self {
    case .scalar(let v): v.isFinite
    case .point(let p): p.x.isFinite && p.y.isFinite
    case .size(let s): s.width.isFinite && s.height.isFinite
    case .rect(let r):
      r.origin.x.isFinite && r.origin.y.isFinite && r.size.width.isFinite
        && r.size.height.isFinite
    case .color(let c): c.red.isFinite && c.green.isFinite && c.blue.isFinite && c.alpha.isFinite
    case .affineTransform(let t):
      t.a.isFinite && t.b.isFinite && t.c.isFinite && t.d.isFinite && t.tx.isFinite
        && t.ty.isFinite
    case .transform3D(let t):
      [
        t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34,
        t.m41, t.m42, t.m43, t.m44,
      ].allSatisfy { $0.isFinite }
    }
  }
}
