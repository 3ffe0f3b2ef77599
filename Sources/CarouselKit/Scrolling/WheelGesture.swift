/// Mouse-wheel and trackpad scrolls acting as one drag: the deltas add up to the drag's
/// translation, and ``quietPeriod`` after the last one the drag ends with no velocity, so the
/// physics settles it (on an item or a page).
///
/// The carousel and the pager each keep one beside their engine.
struct WheelGesture {
  /// Whether a gesture is under way.
  var isActive = false
  /// The summed deltas along the axis, in points.
  var translation = 0.0
  /// The latest wheel event's time, in seconds.
  var lastTime = 0.0

  /// How long after the last wheel event the gesture ends, in seconds (0.15).
  static var quietPeriod: Double { 0.15 }

  /// The component of `delta` along the axis, or the other one when that is zero (a plain mouse
  /// wheel on a horizontal scroll), in points.
  static func along(_ delta: Point, vertical: Bool) -> Double {
    let along = vertical ? delta.y : delta.x
    return along != 0 ? along : vertical ? delta.x : delta.y
  }

  /// When the gesture whose events stopped before `time` ends, or `nil` if none is under way or
  /// its events have not stopped for ``quietPeriod`` yet.
  func end(before time: Double) -> Double? {
    guard isActive, time - lastTime >= Self.quietPeriod else { return nil }
    return lastTime + Self.quietPeriod
  }
}
