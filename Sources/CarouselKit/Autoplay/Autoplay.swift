/// Steps a model on one page (or item) every interval, as Embla's autoplay plugin, Swiper's
/// `autoplay` and iCarousel's users (#837, #668, PR #656) do: pausing while a finger is down and
/// while the host says so (hover, focus), resuming after an idle delay, and at the last page
/// stopping or going back to the first.
///
/// Time is an input: the autoplay reads no clock and starts no timer. Drive it as its model —
/// frames through ``advance(to:)``, touches through its ``DragDriven`` methods, which it passes
/// on — and it steps at exact instants, `start + k·interval` while nothing interrupts it,
/// whatever the frame rate. A test plays an hour of it with a manual clock. A frame that comes
/// long after the last plays every step due in between, each at its instant: a host whose frames
/// stop (an app in the background, a hidden page) pauses it with ``AutoplayPause/host`` first.
///
///     let autoplay = Autoplay(carousel, interval: 3)
///     autoplay.start(at: 0)
///     autoplay.advance(to: 3.0)   // steps to item 1 at exactly 3 s
///     autoplay.touchBegan(at: 4)  // pauses; resumes `resumeDelay` after the finger lifts
///
/// # Events
///
/// ``eventHandler`` hears ``AutoplayEvent``s as they happen, with their instants: `started`,
/// `stepped(from:to:)` at each step (the model's scroll starts after it is heard, so a handler
/// that stops or pauses the autoplay there keeps the step from happening), `paused` and
/// `resumed` with their reason, and `stopped` (by the host, or at the last page).
///
/// - Warning: Not thread-safe. Drive it from the thread that owns your UI.
public final class Autoplay<Model: Autoplayable>: FrameDriven, DragDriven {
  /// What the autoplay steps.
  public let model: Model
  /// Seconds between steps (and from ``start(at:)`` to the first).
  ///
  /// A change applies from the next step scheduled (a start, a resume, or the step after next).
  public var interval: Double {
    didSet { precondition(interval > 0 && interval.isFinite, "Autoplay.interval must be positive") }
  }
  /// Seconds from the end of an interruption (a finger lifting, a hover ending) to the next
  /// step; the interval when `nil`, as Embla's plugin resumes.
  public var resumeDelay: Double? {
    didSet {
      precondition(
        resumeDelay.map { $0 >= 0 && $0.isFinite } ?? true,
        "Autoplay.resumeDelay must be finite and not negative")
    }
  }
  /// What happens at the last page of a model that does not wrap (``AtEnd/loop``).
  public var atEnd: AtEnd
  /// Hears every ``AutoplayEvent``, as it happens.
  ///
  /// Capture `self` weakly.
  public var eventHandler: ((AutoplayEvent) -> Void)?

  /// What autoplay does at the last page.
  public enum AtEnd: Hashable, Sendable {
    /// Scroll back to the first page, and go on (Swiper's `loop` without a looping model).
    case loop
    /// Stop (`stopped(.atEnd)`), as Embla's `stopOnLastSnap`.
    case stop
  }

  /// Whether autoplay runs: started and not stopped (it may be paused).
  public private(set) var isRunning = false
  /// Why autoplay waits, if it does; empty while it steps.
  public private(set) var pauses: Set<AutoplayPause> = []
  /// When the next step happens, in seconds, or `nil` while stopped or paused.
  ///
  /// A host that schedules its own timer instead of sending every frame wakes at this instant
  /// and calls ``advance(to:)``.
  public private(set) var nextStepTime: Double?
  /// The latest time seen, in seconds.
  public private(set) var time: Double

  /// An autoplay of `model`, stopped.
  ///
  /// - Parameters:
  ///   - model: The model to step.
  ///   - interval: Seconds between steps.
  ///   - resumeDelay: Seconds from the end of an interruption to the next step; the interval
  ///     when `nil`.
  ///   - atEnd: What happens at the last page (``AtEnd/loop``).
  /// - Precondition: `interval` is positive and finite; `resumeDelay`, when given, is finite and
  ///   not negative.
  public init(
    _ model: Model, interval: Double, resumeDelay: Double? = nil, atEnd: AtEnd = .loop
  ) {
    precondition(interval > 0 && interval.isFinite, "Autoplay.interval must be positive")
    precondition(
      resumeDelay.map { $0 >= 0 && $0.isFinite } ?? true,
      "Autoplay.resumeDelay must be finite and not negative")
    self.model = model
    self.interval = interval
    self.resumeDelay = resumeDelay
    self.atEnd = atEnd
    time = 0
  }

  // MARK: - Starting and stopping

  /// Starts stepping: the first step comes `interval` seconds after `time`.
  ///
  /// Does nothing while running.
  ///
  /// - Precondition: `time` is finite.
  public func start(at time: Double) {
    moveTime(to: time)
    guard !isRunning else { return }
    isRunning = true
    emit(.started, at: self.time)
    schedule(from: self.time, delay: interval)
  }

  /// Stops stepping (`stopped(.byHost)`); a scroll under way finishes.
  ///
  /// - Precondition: `time` is finite.
  public func stop(at time: Double) {
    moveTime(to: time)
    halt(.byHost, at: self.time)
  }

  /// Pauses for `reason` (the host says a pointer hovers, or focus is inside), until
  /// ``resume(_:at:)`` with the same reason; reasons add up.
  ///
  /// - Precondition: `time` is finite.
  public func pause(_ reason: AutoplayPause, at time: Double) {
    moveTime(to: time)
    addPause(reason)
  }

  /// Ends the pause for `reason`; when no reason is left, the next step comes after the resume
  /// delay.
  ///
  /// - Precondition: `time` is finite.
  public func resume(_ reason: AutoplayPause, at time: Double) {
    moveTime(to: time)
    removePause(reason)
  }

  // MARK: - Frames

  /// Brings the autoplay and its model to `time`: each step due by then happens at its own
  /// instant (the model brought there first), then the model comes to `time`.
  ///
  /// A step is skipped — and tried again an interval later — while the model is still moving
  /// by itself (the last step's scroll, a flick's momentum).
  ///
  /// - Precondition: `time` is finite.
  /// - Complexity: O(1) per step due, plus the model's frame.
  public func advance(to time: Double) {
    precondition(time.isFinite, "Frame time must be finite")
    moveTime(to: time)
    model.advance(to: self.time)
  }

  public var isAnimating: Bool { model.isAnimating }
  /// Whether a host must keep sending frames: the model needs them, or a step is scheduled.
  public var needsFrames: Bool { model.needsFrames || nextStepTime != nil }
  public var activityDescription: String {
    let state =
      !isRunning ? "stopped" : pauses.isEmpty ? "running" : "paused (\(pauses.count) reasons)"
    return "autoplay \(state); \(model.activityDescription)"
  }

  // MARK: - Touches (passed on; a finger pauses)

  public func touchBegan(at time: Double) {
    moveTime(to: time)
    addPause(.touch)
    model.touchBegan(at: self.time)
  }

  public func dragBegan(at time: Double) {
    moveTime(to: time)
    addPause(.touch)
    model.dragBegan(at: self.time)
  }

  public func dragChanged(translation: Double, at time: Double) {
    moveTime(to: time)
    model.dragChanged(translation: translation, at: self.time)
  }

  public func dragEnded(velocity: Double?, at time: Double) {
    moveTime(to: time)
    model.dragEnded(velocity: velocity, at: self.time)
    removePause(.touch)
  }

  public func touchEnded(at time: Double) {
    moveTime(to: time)
    model.touchEnded(at: self.time)
    removePause(.touch)
  }

  // MARK: - Internals

  /// Runs the steps due by `target`, each at its instant, and moves the clock there.
  private func moveTime(to target: Double) {
    precondition(target.isFinite, "Time must be finite")
    while let next = nextStepTime, next <= target {
      time = max(time, next)
      model.advance(to: time)
      step(at: time)
    }
    time = max(time, target)
  }

  private func step(at instant: Double) {
    let count = model.autoplayPageCount
    guard count > 1 else {
      nextStepTime = instant + interval
      return
    }
    if model.isAnimating || model.isTracking {
      // The model still moves (or is held): try again an interval on.
      nextStepTime = instant + interval
      return
    }
    let from = model.autoplayPage
    var to = from + 1
    if to >= count && !model.autoplayWraps {
      guard atEnd == .loop else { return halt(.atEnd, at: instant) }
      to = 0
    }
    // No step is due while the handler hears this one (one that advances the autoplay does
    // not run the next step first).
    nextStepTime = nil
    emit(.stepped(from: from, to: model.autoplayWraps ? to % count : to), at: instant)
    // A handler that stopped or paused the autoplay kept the step from happening.
    guard isRunning && pauses.isEmpty else { return }
    if nextStepTime == nil { nextStepTime = instant + interval }
    model.autoplayScroll(toPage: to, at: instant)
  }

  private func schedule(from instant: Double, delay: Double) {
    nextStepTime = isRunning && pauses.isEmpty ? instant + delay : nil
  }

  private func addPause(_ reason: AutoplayPause) {
    guard isRunning, pauses.insert(reason).inserted else { return }
    nextStepTime = nil
    if pauses.count == 1 { emit(.paused(reason), at: time) }
  }

  private func removePause(_ reason: AutoplayPause) {
    guard isRunning, pauses.remove(reason) != nil, pauses.isEmpty else { return }
    schedule(from: time, delay: resumeDelay ?? interval)
    emit(.resumed, at: time)
  }

  private func halt(_ reason: AutoplayEvent.StopReason, at instant: Double) {
    guard isRunning else { return }
    isRunning = false
    pauses.removeAll()
    nextStepTime = nil
    emit(.stopped(reason), at: instant)
  }

  /// Tells the handler at once: the autoplay's state is complete for the event.
  private func emit(_ kind: AutoplayEvent.Kind, at instant: Double) {
    eventHandler?(AutoplayEvent(kind, at: instant))
  }
}

extension Autoplayable {
  /// Whether a finger holds the model: what ``FrameDriven/needsFrames`` adds to
  /// ``FrameDriven/isAnimating`` in the models' contract.
  var isTracking: Bool { needsFrames && !isAnimating }
}

/// Why an ``Autoplay`` waits.
public enum AutoplayPause: Hashable, Sendable, CustomStringConvertible {
  /// A finger is down (the autoplay's own touch methods say so).
  case touch
  /// A pointer hovers over the model (the host says so; Embla's `stopOnMouseEnter`).
  case hover
  /// Focus is inside the model (the host says so; Embla's `stopOnFocusIn`).
  case focus
  /// Anything else the host names (the page hidden, a dialog open).
  case host

  public var description: String {
    switch self {
    case .touch: return "touch"
    case .hover: return "hover"
    case .focus: return "focus"
    case .host: return "host"
    }
  }
}

/// Something an ``Autoplay`` did, and when.
public struct AutoplayEvent: TimedEvent {
  /// Why autoplay stopped.
  public enum StopReason: Hashable, Sendable {
    /// The host called ``Autoplay/stop(at:)``.
    case byHost
    /// It reached the last page with ``Autoplay/AtEnd/stop``.
    case atEnd
  }

  /// What happened.
  public enum Kind: EventKind {
    /// ``Autoplay/start(at:)`` started it.
    case started
    /// It stepped from page `from` to page `to`; the model's scroll starts after it is heard.
    case stepped(from: Int, to: Int)
    /// It waits for `reason` (the first reason; others add silently).
    case paused(AutoplayPause)
    /// The last reason to wait ended; the next step is scheduled (``Autoplay/nextStepTime``).
    case resumed
    /// It stopped.
    case stopped(StopReason)

    /// The event's name: `"autoplayStepped"` and the like.
    public var name: String {
      switch self {
      case .started: return "autoplayStarted"
      case .stepped: return "autoplayStepped"
      case .paused: return "autoplayPaused"
      case .resumed: return "autoplayResumed"
      case .stopped: return "autoplayStopped"
      }
    }

    public var scrollEvent: ScrollEvent? { nil }

    public var description: String {
      switch self {
      case .stepped(let from, let to): return "\(name)(from: \(from), to: \(to))"
      case .paused(let reason): return "\(name)(\(reason))"
      case .stopped(let reason): return "\(name)(\(reason == .byHost ? "byHost" : "atEnd"))"
      default: return name
      }
    }
  }

  public var kind: Kind
  /// When, in seconds.
  public var time: Double

  public init(_ kind: Kind, at time: Double) {
    self.kind = kind
    self.time = time
  }
}
