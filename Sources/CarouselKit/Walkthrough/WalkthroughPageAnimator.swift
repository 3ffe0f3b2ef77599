/// A walkthrough page that animates its own subviews as it scrolls: the settings of
/// BWWalkthroughPageViewController (animation, speed, speed variance, alpha, static subviews),
/// and the states they give each subview at a page offset.
///
/// Subview `k` (back to front, from 0) moves at `speed + (k + 1)·speedVariance`, counted over
/// every subview, static or not, as the original counted: speed (0, 1) and variance (0, 2) give
/// (0, 3), (0, 5), (0, 7). Static subviews stay still.
///
///     let page = WalkthroughPageAnimator(
///       animation: .inOut, speedVariance: Point(x: 0, y: 0.5), subviewCount: 3,
///       staticSubviews: [0, 1])
///     page.subviewStates(atPageOffset: 0.5)   // subview 2 slides; 0 and 1 stay still
///
/// # Static subviews
///
/// The original kept a list of speeds for the non-static subviews only, then applied entry `i`
/// to subview `i` of all of them: speeds landed on the wrong subviews, the last non-static ones
/// never moved, and a static subview still faded with `animateAlpha`. Its own demo page "walk1"
/// (static tags 1 and 2 on its two labels, behind an image) animates nothing. Here a subview
/// keeps its own speed and a static one is left alone (``SubviewMatching/byIdentity``);
/// ``SubviewMatching/original`` gives the original's mapping for pages tuned against it.
public struct WalkthroughPageAnimator: Sendable {
  /// How speeds and static subviews are matched to subviews.
  public enum SubviewMatching: Hashable, Sendable {
    /// Each subview by itself: its own speed; static ones neither move nor fade.
    case byIdentity
    /// BWWalkthrough's: the non-static subviews' speeds applied to the first subviews by
    /// position, with the alpha animation reaching static ones.
    case original
  }

  /// How the subviews move (``WalkthroughAnimation/linear``).
  public var animation: WalkthroughAnimation
  /// The base speed, a multiplier per axis ((0, 0): nothing moves but a zoom).
  public var speed: Point
  /// What each subview adds to the speed of the one behind it ((0, 0)).
  public var speedVariance: Point
  /// Whether subviews fade with the folded offset (false): alpha = `t`, clamped to [0, 1],
  /// in place of any alpha a custom animation gives.
  public var animatesAlpha: Bool
  /// How many subviews the page has, back to front.
  public var subviewCount: Int
  /// The indexes of the subviews left still.
  public var staticSubviews: Set<Int> {
    didSet { staticBits = Self.bits(of: staticSubviews) }
  }
  /// How speeds and static subviews are matched to subviews (``SubviewMatching/byIdentity``).
  public var subviewMatching: SubviewMatching

  /// Creates a page's animation settings.
  ///
  /// - Parameters:
  ///   - animation: How the subviews move (linear).
  ///   - speed: The base speed ((0, 0)).
  ///   - speedVariance: What each subview adds ((0, 0)).
  ///   - animatesAlpha: Whether subviews fade too (false).
  ///   - subviewCount: The number of subviews, back to front.
  ///   - staticSubviews: The indexes of the subviews left still.
  ///   - subviewMatching: How speeds and static subviews meet subviews (by identity).
  public init(
    animation: WalkthroughAnimation = .linear, speed: Point = .zero,
    speedVariance: Point = .zero, animatesAlpha: Bool = false, subviewCount: Int,
    staticSubviews: Set<Int> = [], subviewMatching: SubviewMatching = .byIdentity
  ) {
    self.animation = animation
    self.speed = speed
    self.speedVariance = speedVariance
    self.animatesAlpha = animatesAlpha
    self.subviewCount = subviewCount
    self.staticSubviews = staticSubviews
    self.subviewMatching = subviewMatching
    staticBits = Self.bits(of: staticSubviews)
  }

  /// Bit `k` set for a static subview `k` below 64: a frame asks for every subview, and a
  /// set's hashing cost 11% of a walkthrough frame.
  private var staticBits: UInt64 = 0

  private static func bits(of indexes: Set<Int>) -> UInt64 {
    var bits: UInt64 = 0
    for index in indexes where (0..<64).contains(index) { bits |= 1 << UInt64(index) }
    return bits
  }

  /// Whether subview `index` is left still.
  private func isStatic(_ index: Int) -> Bool {
    (0..<64).contains(index)
      ? staticBits & (1 << UInt64(index)) != 0 : staticSubviews.contains(index)
  }

  /// Creates a page's settings from the original's Interface Builder attributes: the animation's
  /// name, and static subviews given as a comma-separated list of tags matched against the
  /// subviews' tags (every subview with a listed tag is static; untagged views have tag 0).
  ///
  /// - Parameters:
  ///   - animationType: `"Linear"`, `"Curve"`, `"Zoom"` or `"InOut"`, in any letter case.
  ///   - speed: The base speed ((0, 0)).
  ///   - speedVariance: What each subview adds ((0, 0)).
  ///   - animatesAlpha: Whether subviews fade too (false).
  ///   - subviewTags: The subviews' tags, back to front.
  ///   - staticTags: The original's `staticTags`: `"1,2"`; spaces around items are allowed,
  ///     and `""` lists none.
  ///   - subviewMatching: How speeds and static subviews meet subviews (by identity).
  /// - Throws: ``WalkthroughError/unknownAnimation(_:)`` or
  ///   ``WalkthroughError/malformedTag(list:item:position:)``, where the original trapped.
  public init(
    animationType: String, speed: Point = .zero, speedVariance: Point = .zero,
    animatesAlpha: Bool = false, subviewTags: [Int], staticTags: String,
    subviewMatching: SubviewMatching = .byIdentity
  ) throws(WalkthroughError) {
    let animation = try WalkthroughAnimation(named: animationType)
    let tags = try Self.tags(in: staticTags)
    var indexes = Set<Int>()
    for (index, tag) in subviewTags.enumerated() where tags.contains(tag) { indexes.insert(index) }
    self.init(
      animation: animation, speed: speed, speedVariance: speedVariance,
      animatesAlpha: animatesAlpha, subviewCount: subviewTags.count, staticSubviews: indexes,
      subviewMatching: subviewMatching)
  }

  /// The tags in a comma-separated list.
  static func tags(in list: String) throws(WalkthroughError) -> Set<Int> {
    var tags = Set<Int>()
    guard list.contains(where: { $0 != " " }) else { return tags }
    for (position, item) in list.split(separator: ",", omittingEmptySubsequences: false)
      .enumerated()
    {
      var text = item
      while text.first == " " { text.removeFirst() }
      while text.last == " " { text.removeLast() }
      guard let tag = Int(text) else {
        throw .malformedTag(list: list, item: String(item), position: position)
      }
      tags.insert(tag)
    }
    return tags
  }

  /// Subview `index`'s speed: `speed + (index + 1)·speedVariance` (within the finite range of
  /// `Double`).
  public func speed(ofSubview index: Int) -> Point {
    let steps = Double(index) + 1
    return Point(
      x: (speed.x + steps * speedVariance.x).clampedToFinite,
      y: (speed.y + steps * speedVariance.y).clampedToFinite)
  }

  /// Every subview's state, back to front, for the page offset `pageOffset` (in page widths).
  ///
  /// - Precondition: The settings are valid: see ``validate()``; `pageOffset` is finite.
  /// - Complexity: O(``subviewCount``) for the presets.
  public func subviewStates(atPageOffset pageOffset: Double) -> [WalkthroughSubviewState] {
    validate()
    precondition(pageOffset.isFinite, "A page offset must be finite")
    var states: [WalkthroughSubviewState] = []
    writeSubviewStates(atPageOffset: pageOffset, into: &states)
    return states
  }

  /// Traps, naming the rule, unless the settings can animate a page.
  ///
  /// - Precondition: ``subviewCount`` is not negative, every static index lies in
  ///   `0..<subviewCount`, and the speeds are finite.
  public func validate() {
    precondition(subviewCount >= 0, "A page's subview count must not be negative")
    precondition(
      staticSubviews.allSatisfy { (0..<subviewCount).contains($0) },
      "A static subview's index must lie in 0..<subviewCount")
    precondition(
      speed.x.isFinite && speed.y.isFinite && speedVariance.x.isFinite
        && speedVariance.y.isFinite, "A walkthrough page's speeds must be finite")
  }

  /// Replaces `states` with every subview's state, reusing its storage.
  func writeSubviewStates(atPageOffset o: Double, into states: inout [WalkthroughSubviewState]) {
    // Overwritten in place when the count is the same (every frame): emptying and refilling
    // the array costs more than the states.
    if states.count != subviewCount {
      states.removeAll(keepingCapacity: true)
      states.append(contentsOf: repeatElement(.still, count: max(subviewCount, 0)))
    }
    let folded = WalkthroughAnimation.Input(pageOffset: o, speed: .zero, subviewIndex: 0)
      .foldedOffset
    let alpha = min(max(folded, 0), 1)
    switch subviewMatching {
    case .byIdentity:
      for index in 0..<subviewCount {
        guard !isStatic(index) else {
          states[index] = .still
          continue
        }
        var state = animation.state(
          for: .init(pageOffset: o, speed: speed(ofSubview: index), subviewIndex: index))
        state.alpha = animatesAlpha ? alpha : min(max(state.alpha, 0), 1)
        states[index] = state
      }
    case .original:
      for index in 0..<subviewCount { states[index] = .still }
      // Entry i of the speeds (those of the non-static subviews, in order) goes to subview i.
      var nonStatic = -1
      for index in 0..<subviewCount {
        repeat {
          nonStatic += 1
        } while nonStatic < subviewCount && isStatic(nonStatic)
        guard nonStatic < subviewCount else { break }
        if !isStatic(index) {
          let state = animation.state(
            for: .init(pageOffset: o, speed: speed(ofSubview: nonStatic), subviewIndex: index))
          states[index].transform = state.transform
          if !animatesAlpha { states[index].alpha = min(max(state.alpha, 0), 1) }
        }
        if animatesAlpha { states[index].alpha = alpha }
      }
    }
  }
}
