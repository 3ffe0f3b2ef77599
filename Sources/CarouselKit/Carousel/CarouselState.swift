/// Everything a carousel's frames read and write apart from the views themselves, in types that are
/// not generic over the item view, so the work of a frame runs as specialised code without
/// generic-metadata lookups.
///
/// Views live in the carousel's view store, addressed by slot.
struct CarouselState {
  // MARK: The data

  var itemCount = 0
  var placeholderCount = 0
  /// Each item's own width along the axis, in points (finite, not negative), when the data
  /// source gives them (``CarouselConfiguration/usesItemWidths``), else `nil`.
  var itemWidths: [Double]? {
    didSet {
      itemWidthsMean = itemWidths.flatMap {
        $0.isEmpty ? nil : $0.reduce(0, +) / Double($0.count)
      }
      itemWidthsGeneration &+= 1
    }
  }
  /// Where items of their own widths lie in a linear carousel, built from ``itemWidths``: when
  /// set, the engine's offsets are points and the carousel's are converted through it.
  var metric: CarouselItemMetric?
  /// The last engine offset ``metric`` converted to items, and the answer.
  var lastConversion: (engine: Double, items: Double)?
  /// The item that conversion found, where the next one starts looking.
  var conversionHint = 0
  /// The first item a window of items of their own widths found, where the next one starts
  /// looking.
  var windowHint = 0
  /// The mean of ``itemWidths``, in points, kept with them.
  private(set) var itemWidthsMean: Double?
  /// Counts the times ``itemWidths`` changed, so the metric is rebuilt only then.
  var itemWidthsGeneration = 0
  /// What ``metric`` was built from.
  var metricKey: MetricKey?
  /// Set by inserts and removes: the next frame checks the data source's counts, so a host may
  /// update its data just before or just after the call, as iCarousel allows.
  var needsCountCheck = false

  // MARK: Set by the host beside the configuration

  /// The carousel's size, in points.
  var viewportSize = Size(width: 320, height: 480)
  /// The iCarousel behaviours restored.
  var compatibility = CarouselCompatibility()

  // MARK: Resolved from the type, the options and the delegate

  var resolved = Resolved()
  /// The layout's option values; its ``CarouselLayout/toggle`` is set each frame.
  var layout = CarouselLayout(type: .linear, itemWidth: 200, viewportLength: 320, itemCount: 0)
  /// Whether the layout's fades can leave items out of the window (``CarouselLayout/culls``).
  var layoutCulls = false
  /// Where every item's transform starts: the viewpoint shift, then the perspective.
  var baseTransform = Transform3D.perspective(-1.0 / 500)
  /// Whether the delegate is asked for ``CarouselOption/angle`` per item (rotary and cylinder
  /// with a delegate).
  var asksAngle = false
  /// The inputs the engine's configuration was last built from.
  var engineKey: EngineKey?
  // MARK: The frame

  /// Whether something changed since the last layout.
  var isStale = true
  /// Whether the last layout depends on the time by itself (slides, fades, CoverFlow2's swing),
  /// so a frame at a new time lays out even when nothing else changed.
  var layoutIsAnimated = false
  /// When the last layout ran, in seconds.
  var laidOutAt = -Double.infinity
  var regime = Regime.indexes
  /// The loaded views, in the window's order once a frame has laid out.
  var loaded: [Instance] = []
  var departing: [Departure] = []
  /// Items a batch inserted that fade in when their views load.
  var appearing: [Appearing] = []
  /// Batches of updates whose animation has not ended, in the order they were made.
  var pendingBatches: [PendingBatch] = []
  /// The window of this frame, in order along the axis (wrapping indexes wrap around).
  var window: [Slot] = []
  /// The shape of the window the loaded views matched at the last layout, when fading cannot leave
  /// items out of it: while the shape stays the same, a frame neither recomputes nor checks the
  /// window (most frames of a motion).
  ///
  /// Cleared whenever views are let go.
  var windowShape: WindowShape?
  /// The shape of the window just computed, recorded as ``windowShape`` once its views load.
  var pendingWindowShape: WindowShape?
  /// Counts the times the loaded views changed outside a load (a reload, a change of regime,
  /// `reloadItem`), so a load that called the data source can tell that it changed the carousel
  /// meanwhile.
  var generation = 0
  /// Whether a layout is in progress: host code it calls (the data source, the delegate) that
  /// reads the frame gets an empty one, and lays nothing out itself.
  var isLayingOut = false
  /// Whether the options are being resolved, and whether host code asked for them to be
  /// resolved again meanwhile (``Carousel/resolveOptions()``).
  var isResolvingOptions = false
  var needsOptionsAgain = false
  /// Counts changes to the items (reloads, inserts, removes), so a call that asked the delegate
  /// something can tell that it changed the data meanwhile.
  var dataGeneration = 0
  /// Counts the times every view was let go (a reload): view slots taken before then are void.
  var viewStoreGeneration = 0
  // The plan of a frame that loads or unloads views (``planWindowChange(at:)``), in storage
  // reused so that such frames do not allocate.
  /// The next loaded views, in the window's order, `nil` where a slot still needs a view.
  var nextLoaded: [Instance?] = []
  /// The loaded views whose slots left the window.
  var leaving: [Instance] = []
  /// The positions in ``window`` that need a view, nearest the centre first.
  var missing: [Int] = []
  /// Where each loaded key is in ``loaded``, for windows too wide to search.
  var keyPositions: [Int: Int] = [:]
  /// This frame's items, back to front, without their views.
  var geometry: [Geometry] = []
  /// ``geometry``'s positions, back to front.
  var order: [Int] = []
  /// The offsets, in items, whose transforms the delegate decides this frame (custom type,
  /// per-item angles), in the order ``layOutItems(at:offset:shift:custom:)`` reads
  /// them, and the transforms the carousel asked the delegate for: asked before the layout
  /// starts, so that no delegate call happens inside it.
  var customOffsets: [Double] = []
  var customTransforms: [Transform3D] = []

  // MARK: Scrolling

  /// The offset followed continuously across the wrap seam (repeated instances are keyed by it).
  var continuousOffset = 0.0
  var lastItemOffset = 0.0
  var previousItemIndex = -1
  /// When ``previousItemIndex`` was last checked, in seconds.
  var indexCheckTime = 0.0
  var currentItemChangedByUpdate = false
  var toggle = Toggle()
  /// Whether the last gesture ended with a drag that did not decelerate (iCarousel's `didDrag`).
  var didDrag = false
  /// The speed of the motion that started last, in items per second (sets the swing's length).
  var startVelocity = 0.0
  var autoscrollAnchor: (time: Double, offset: Double)?
  var wheel = Wheel()
  var gesture = Gesture()
  /// The instant of the event being delivered, in seconds.
  var eventTime = 0.0
}

extension CarouselState {
  /// What a carousel's ``CarouselItemMetric`` is built from: the widths (their generation, −1
  /// for none), iCarousel's spacing, the alignment's fraction and wrapping.
  struct MetricKey: Equatable {
    var widthsGeneration: Int
    var spacing: Double
    var anchor: Double
    var wraps: Bool
  }

  /// A loaded view at a slot of the window.
  struct Instance {
    /// Its place in the window: the carousel index, or, when few items repeat, the position on
    /// the unwrapped strip.
    var key: Int
    var index: Int
    /// Where its view is kept in the carousel's view store.
    var viewSlot: Int
    var isPlaceholder: Bool
    /// An insert/remove slide: the offset difference still to cover, easing to 0.
    var slide = Slide()
    /// A reloaded view fading in: start and duration, in seconds.
    var fadeInStart = 0.0
    var fadeInDuration = 0.0

    func alphaFactor(at time: Double) -> Double {
      guard fadeInDuration > 0 else { return 1 }
      return max(0, min(1, (time - fadeInStart) / fadeInDuration))
    }

    func isAnimating(at time: Double) -> Bool {
      slide.isActive(at: time) || time < fadeInStart + fadeInDuration
    }
  }

  /// What remains of an insert/remove slide: `distance` items, eased out over `duration`
  /// seconds from `start` along `curve` (Core Animation's ease-in-ease-out unless a batch's
  /// animation says otherwise).
  struct Slide {
    var distance = 0.0
    var start = 0.0
    var duration = 0.0
    var curve = Easing.easeInEaseOut

    func remaining(at time: Double) -> Double {
      guard distance != 0, duration > 0 else { return 0 }
      let progress = (time - start) / duration
      if progress <= 0 { return distance }
      if progress >= 1 { return 0 }
      return distance * (1 - curve.value(at: progress))
    }

    func isActive(at time: Double) -> Bool { distance != 0 && time < start + duration }
  }

  /// Items a batch inserted (their indexes after it, sorted), fading in over `duration`
  /// seconds from `start` when their views load.
  struct Appearing {
    var indexes: [Int]
    var start: Double
    var duration: Double
  }

  /// A batch of updates still animating: its number, when its animation ends, in seconds, and
  /// what to call then.
  struct PendingBatch {
    var number: Int
    var end: Double
    var completion: ((Bool) -> Void)?
  }

  /// A view on its way out: a removed item fading, or the old view of a reloaded one.
  struct Departure {
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
    var slide = Slide()

    func alpha(at time: Double) -> Double {
      guard fades else { return 1 }
      guard duration > 0 else { return 0 }
      return max(0, min(1, 1 - (time - start) / duration))
    }
  }

  /// How loaded views are keyed.
  enum Regime: Equatable {
    /// By carousel index: each item at most once (iCarousel).
    case indexes
    /// By position on the unwrapped strip: few items repeat as extra instances.
    case ghosts
  }

  /// What decides which slots a window holds, when fading leaves none out.
  struct WindowShape: Equatable {
    /// The first slot's position on the strip, in items.
    var start: Int
    /// How many slots the window holds.
    var size: Int
    /// The items, placeholders left out.
    var count: Int
    /// The placeholders shown at each end.
    var placeholders: Int
    var wrap: Bool
    /// Whether an item can stand in more than one slot (``Regime/ghosts``).
    var repeats: Bool
  }

  /// A position in the window: its key among the loaded views, its carousel index and its
  /// offset from the centre, in items.
  struct Slot {
    var key: Int
    var index: Int
    var offset: Double
  }

  /// CoverFlow2's swing (iCarousel's `toggle`): it jumps to ±1 when the current item changes and
  /// eases back to 0 along a cubic ease-in-out, over 0.2–0.4 s depending on the speed.
  struct Toggle {
    var start = 0.0
    var sign = 0.0
    var duration = Self.maximumDuration

    /// The shortest swing, in seconds (iCarousel's `MIN_TOGGLE_DURATION`): after a fast motion.
    static var minimumDuration: Double { 0.2 }
    /// The longest swing, in seconds (iCarousel's `MAX_TOGGLE_DURATION`): after a slow one.
    static var maximumDuration: Double { 0.4 }

    /// How far iCarousel back-dates the swing after momentum that stops between items, per item
    /// of the distance to the nearest one, in seconds (0.4).
    static var backdatingPerItem: Double { 0.4 }

    /// iCarousel's swing length for a motion at `speed` items per second: from the longest at
    /// 1 item/s or slower to the shortest as the speed grows, `0.2 + 0.2 · min(1/speed, 1)`.
    static func duration(forSpeed speed: Double) -> Double {
      let fraction = speed != 0 ? min(max(1 / abs(speed), 0), 1) : 1
      return minimumDuration + (maximumDuration - minimumDuration) * fraction
    }

    func value(at time: Double) -> Double {
      guard sign != 0 else { return 0 }
      let progress = min(1, max(0, (time - start) / duration))
      let eased = Easing.inOutCubic.value(at: progress)
      return sign < 0 ? eased - 1 : 1 - eased
    }

    func isAnimating(at time: Double) -> Bool { sign != 0 && time < start + duration }
  }

  /// A wheel gesture in progress: wheel events act as one drag.
  typealias Wheel = WheelGesture

  /// The touch in progress.
  struct Gesture {
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

  /// Values resolved from the type, the options and the delegate.
  struct Resolved {
    var wrap = false
    var placeholdersShown = 0
    /// Points.
    var itemWidth = 200.0
    var offsetMultiplier = 1.0
    /// The window's size before it is limited to the number of items.
    var unlimitedWindowSize = 0
    /// The window's size.
    var windowSize = 0
    /// How far the viewport's centre lies past the resting anchor, in items: `(½ − a)·(V − W)/W`
    /// for a linear carousel aligned at fraction `a` (reduced into half the count either way
    /// when wrapping), 0 otherwise.
    var anchorShift = 0.0
    /// The viewport's extent along the axis, in points.
    var viewportLength = 0.0
  }

  /// One drawn item of a frame, without its view: what ``CarouselItems`` pairs with the view.
  struct Geometry {
    var index: Int
    var viewSlot: Int
    var isPlaceholder: Bool
    var isDeparting: Bool
    var isHidden: Bool
    var offset: Double
    var alpha: Double
    /// `m13 + m23 + m33 + m43`: ascending is back to front.
    var depth: Double
    /// The distance from the current item along the axis, for ties.
    var distanceFromCurrent: Double
    var transform: Transform3D
  }
}
