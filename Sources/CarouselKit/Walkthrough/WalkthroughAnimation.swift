/// How a walkthrough page moves its subviews as it scrolls: one of BWWalkthrough's four prebuilt
/// animations, or one of your own.
///
/// Each maps a subview's page offset `o` (1 on screen, 0 one page to the right, 2 one page to the
/// left) and speed `(sx, sy)` to a transform. With `t` the folded offset (`o` up to 1, `2 − o`
/// past it, so the leaving side mirrors the arriving side):
///
/// - ``linear``: a translation of `(100·(1 − o)·sx, 100·(1 − o)·sy)` points.
/// - ``curve``: with `X = 10·(1 − o)`, a translation of `((X³ − 25X)·sx, (X³ − 20X)·sy)` points.
/// - ``zoom``: a uniform scale of `t` (0 one page away either side); speed is ignored.
/// - ``inOut``: a translation of `(100·(1 − t)·sx, 100·(1 − t)·sy)` points: subviews slide in and
///   out the same way.
///
/// Translations beyond the range of `Double` (absurd speeds) stop at its largest finite value.
///
///     let settle = WalkthroughAnimation.custom(name: "settle") { input in
///       let t = input.foldedOffset
///       return WalkthroughSubviewState(
///         transform: Transform3D(rotationAngle: (1 - t) * 0.5, x: 0, y: 0, z: 1))
///     }
public struct WalkthroughAnimation: Sendable, CustomStringConvertible {
  /// The four prebuilt animations.
  public enum Preset: String, CaseIterable, Sendable {
    /// BWWalkthrough's Linear: a translation of `(1 − o)·100` points times the subview's speed,
    /// so the subview slides with the page, faster or slower than it.
    case linear
    /// BWWalkthrough's Curve: with `x = (1 − o)·10`, a translation of `(x³ − 25x)` points times
    /// the horizontal speed and `(x³ − 20x)` times the vertical one: the subview swoops in.
    case curve
    /// BWWalkthrough's Zoom: a scale of ``Input/foldedOffset``, full size on screen and shrinking
    /// to nothing one page away.
    case zoom
    /// BWWalkthrough's InOut: a translation of `(1 − folded)·100` points times the speed, the same
    /// on both sides, so the subview leaves the way it came.
    case inOut
  }

  /// What one subview's animation is computed from.
  public struct Input: Hashable, Sendable {
    /// The page's normalised offset `o`, in page widths, in (−2, 2).
    public var pageOffset: Double
    /// The subview's speed (the page's speed plus its variance per subview).
    public var speed: Point
    /// The subview's index among the page's subviews, back to front.
    public var subviewIndex: Int

    /// Creates an input.
    public init(pageOffset: Double, speed: Point, subviewIndex: Int) {
      self.pageOffset = pageOffset
      self.speed = speed
      self.subviewIndex = subviewIndex
    }

    /// The offset folded about 1: `o` up to 1, `2 − o` past it.
    ///
    /// 1 on screen, 0 one page away on either side.
    public var foldedOffset: Double { pageOffset > 1 ? 1 + (1 - pageOffset) : pageOffset }
  }

  enum Body: Sendable {
    case preset(Preset)
    case custom(@Sendable (Input) -> WalkthroughSubviewState)
  }

  /// The animation's name: the preset's (`"inOut"`) or the one given to ``custom(name:_:)``.
  public let name: String
  let body: Body

  /// The prebuilt animation it is, or `nil` for a custom one.
  public var preset: Preset? {
    if case .preset(let preset) = body { return preset }
    return nil
  }

  /// Slides subviews in proportion to the offset: BWWalkthrough's "Linear".
  public static let linear = WalkthroughAnimation(.linear)
  /// Swings subviews along a cubic: BWWalkthrough's "Curve".
  public static let curve = WalkthroughAnimation(.curve)
  /// Scales subviews up as the page arrives and down as it leaves: BWWalkthrough's "Zoom".
  public static let zoom = WalkthroughAnimation(.zoom)
  /// Slides subviews in and out the same way: BWWalkthrough's "InOut".
  public static let inOut = WalkthroughAnimation(.inOut)

  /// A prebuilt animation.
  public init(_ preset: Preset) {
    name = preset.rawValue
    body = .preset(preset)
  }

  /// The prebuilt animation named `name`: the original's `"Linear"`, `"Curve"`, `"Zoom"` and
  /// `"InOut"`, in any letter case (`"inout"`, `"INOUT"`).
  ///
  /// - Throws: ``WalkthroughError/unknownAnimation(_:)`` for any other name (the original's
  ///   force-unwrapped initializer trapped).
  public init(named name: String) throws(WalkthroughError) {
    let lowered = name.lowercased()
    guard let preset = Preset.allCases.first(where: { $0.rawValue.lowercased() == lowered }) else {
      throw .unknownAnimation(name)
    }
    self.init(preset)
  }

  /// An animation of your own: `body` gives each subview's state for its offset and speed; it
  /// must be a pure function of its input (it runs once per subview per frame).
  public static func custom(
    name: String, _ body: @escaping @Sendable (Input) -> WalkthroughSubviewState
  ) -> WalkthroughAnimation {
    WalkthroughAnimation(name: name, body: .custom(body))
  }

  private init(name: String, body: Body) {
    self.name = name
    self.body = body
  }

  /// The subview's state for `input`: the preset's transform with alpha 1, or what the custom
  /// body returns.
  ///
  /// - Complexity: O(1) for the presets.
  public func state(for input: Input) -> WalkthroughSubviewState {
    switch body {
    case .custom(let body): return body(input)
    case .preset(let preset):
      return WalkthroughSubviewState(transform: Self.transform(preset, input))
    }
  }

  public var description: String { name }

  /// The presets' transforms, as BWWalkthroughPageViewController computes them.
  private static func transform(_ preset: Preset, _ input: Input) -> Transform3D {
    let o = input.pageOffset
    let speed = input.speed
    switch preset {
    case .linear:
      let move = (1 - o) * 100
      return Transform3D(
        translationX: (move * speed.x).clampedToFinite, y: (move * speed.y).clampedToFinite, z: 0)
    case .curve:
      let x = (1 - o) * 10
      let cube = x * x * x
      return Transform3D(
        translationX: ((cube - x * 25) * speed.x).clampedToFinite,
        y: ((cube - x * 20) * speed.y).clampedToFinite, z: 0)
    case .zoom:
      let scale = 1 - input.foldedOffset
      return Transform3D(scaleX: 1 - scale, y: 1 - scale, z: 1)
    case .inOut:
      let rest = 1 - input.foldedOffset
      return Transform3D(
        translationX: (rest * speed.x * 100).clampedToFinite,
        y: (rest * speed.y * 100).clampedToFinite, z: 0)
    }
  }
}
