// The carousel's per-frame state, in types that are not generic over the item view, so the
// work of a frame runs as specialised code without generic-metadata lookups. Views themselves
// live in the carousel's view store, addressed by slot.

/// A loaded view at a slot of the window.
struct CarouselInstance {
  var index: Int
  /// Where its view is kept in the carousel's view store.
  var viewSlot: Int
  var isPlaceholder: Bool
  /// An insert/remove slide: the offset difference still to cover, easing to 0.
  var slide = CarouselSlide()
  /// A reloaded view fading in: start and duration, in seconds.
  var fadeInStart = 0.0
  var fadeInDuration = 0.0

  func alphaFactor(at time: Double) -> Double {
    guard fadeInDuration > 0 else { return 1 }
    return max(0, min(1, (time - fadeInStart) / fadeInDuration))
  }
}

struct CarouselSlide {
  var distance = 0.0
  var start = 0.0
  var duration = 0.0

  func remaining(at time: Double) -> Double {
    guard distance != 0, duration > 0 else { return 0 }
    let progress = (time - start) / duration
    if progress <= 0 { return distance }
    if progress >= 1 { return 0 }
    return distance * (1 - Easing.easeInEaseOut.value(at: progress))
  }

  func isActive(at time: Double) -> Bool { distance != 0 && time < start + duration }
}

/// A view on its way out: a removed item fading, or the old view of a reloaded one.
struct CarouselDeparture {
  var index: Int
  /// Where its view is kept in the carousel's view store.
  var viewSlot: Int
  var isPlaceholder: Bool
  var offset: Double
  /// The slot whose offset it follows (a reloaded view's old view, a view pushed out by an
  /// insert), or `nil` to stay put.
  var followsKey: Int?
  var start: Double
  var duration: Double
  /// Whether it fades out (removed and reloaded views) or stays opaque (views sliding out).
  var fades = true
  /// The rest of an insert/remove slide, for views sliding out.
  var slide = CarouselSlide()

  func alpha(at time: Double) -> Double {
    guard fades else { return 1 }
    guard duration > 0 else { return 0 }
    return max(0, min(1, 1 - (time - start) / duration))
  }
}

/// How loaded views are keyed.
enum CarouselRegime: Equatable {
  /// By carousel index: each item at most once (iCarousel).
  case indexes
  /// By position on the unwrapped strip: few items repeat as extra instances.
  case ghosts
}

struct CarouselToggle {
  var start = 0.0
  var sign = 0.0
  var duration = 0.4
  var value = 0.0

  func value(at time: Double) -> Double {
    guard sign != 0 else { return 0 }
    let progress = min(1, max(0, (time - start) / duration))
    let eased = Easing.inOutCubic.value(at: progress)
    return sign < 0 ? eased - 1 : 1 - eased
  }

  func isAnimating(at time: Double) -> Bool { sign != 0 && time < start + duration }
}

struct CarouselWheel {
  var isActive = false
  var translation = 0.0
  var lastTime = 0.0
  /// How long after the last wheel event the gesture ends, in seconds.
  static var quietPeriod: Double { 0.15 }
}

struct CarouselGesture {
  /// The touch stopped a moving carousel (a tap then only settles it).
  var stoppedMotion = false
  /// The drag was refused (perpendicular swipe, scrolling disabled, no items).
  var refused = false
  /// The drag has been checked against the perpendicular rule.
  var decided = false
  var isTouching = false
  /// When the drag began, in seconds (the engine hears of it at the first movement).
  var dragStart = 0.0
}

/// Values resolved from the type, the options and the delegate on each refresh.
struct CarouselResolved {
  var wrap = false
  var placeholdersShown = 0
  var itemWidth = 200.0
  var offsetMultiplier = 1.0
  var windowSize = 0
}

enum CarouselEvent {
  case willBeginDragging, didEndDragging(Bool), willBeginDecelerating, didEndDecelerating
  case didCancelDecelerating, willBeginScrollingAnimation, didEndScrollingAnimation
  case didCancelScrollingAnimation, didScroll, currentItemIndexDidChange
  case didSelect(Int)
}

/// One drawn item of a frame, without its view: what ``CarouselItems`` pairs with the view.
struct CarouselGeometry {
  var index: Int
  var viewSlot: Int
  var isPlaceholder: Bool
  var offset: Double
  var transform: Transform3D
  var alpha: Double
  var isHidden: Bool
  var isDeparting: Bool
  /// `m13 + m23 + m33 + m43`: ascending is back to front.
  var depth: Double
  /// The distance from the current item along the axis, for ties.
  var distanceFromCurrent: Double
}

/// The option values of one frame, asked of the delegate once per refresh (iCarousel asks per
/// item; only the rotary and cylinder `angle`, whose default differs per item, still is).
struct CarouselFrameOptions {
  /// Spacing as a fraction of the item width (the type's default: 0.25 cover flow, else 1).
  var spacing = 1.0
  /// Circular types: the arc, in radians.
  var arc = 2 * Double.pi
  /// Circular types: positions on the circle; others: items plus placeholders shown.
  var count = 0
  /// Circular types: the radius after the option, in points.
  var radius = 0.0
  /// Wheel types: the angular step after the option, in radians.
  var wheelStep = 0.0
  /// Cover flow and time machine: the tilt after the option.
  var tilt = 0.0
  var fadeMin = -Double.infinity
  var fadeMax = Double.infinity
  var fadeRange = 1.0
  var fadeMinAlpha = 0.0
  var showBackfaces = true
  /// Whether `angle` must be asked per item (rotary and cylinder with a delegate).
  var asksAngle = false
}
