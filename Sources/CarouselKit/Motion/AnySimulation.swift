/// A motion stored as a value the compiler can see: one of the built-in simulations — or, outside
/// Embedded Swift, a simulation of your own — without an existential box.
///
/// The ``ScrollEngine`` runs every motion as one of these, so evaluating a frame is a `switch`
/// and a direct call, and the engine needs no `any Simulation` (which Embedded Swift, the
/// WebAssembly build, does not have). Make one from any simulation with ``init(_:)``; a
/// simulation of your own becomes ``custom(_:)``.
///
/// Every case is boxed (`indirect`): the value is one reference, so reading the running motion,
/// several times a frame, retains it instead of copying its payload through an outlined copy.
/// Making a motion allocates its box once; frames allocate nothing. Boxing only the recursive
/// cases cost an eased carousel frame 3,195 instructions instead of 2,990, and a glide 2,913
/// instead of 2,841 (callgrind, `Scripts/frame-instructions.sh linear`).
public indirect enum AnySimulation: Simulation, CustomStringConvertible {
  /// iCarousel's constant-deceleration momentum.
  case constantDeceleration(ConstantDecelerationSimulation)
  /// UIScrollView's exponential decay.
  case decay(DecaySimulation)
  /// A damped spring.
  case spring(SpringSimulation)
  /// A timed scroll along an easing curve.
  case timedCurve(TimedCurveSimulation)
  /// One motion handing over to another.
  case handoff(HandoffSimulation<AnySimulation, AnySimulation>)
  /// A motion whose end moved (content inserted or removed under it).
  case retargeted(RetargetedSimulation)
  /// A motion moved by a constant.
  case shifted(ShiftedSimulation)
  #if !hasFeature(Embedded)
    /// A simulation of your own (not in Embedded Swift, which has no `any Simulation`).
    case custom(any Simulation)
  #endif

  /// The simulation as a value: a built-in one as its case, your own as ``custom(_:)``.
  public init(_ simulation: some Simulation) {
    self = simulation.anySimulation
  }

  public var anySimulation: AnySimulation { self }

  public func isDone(at time: Double) -> Bool {
    #if !hasFeature(Embedded)
      if case .custom(let s) = self { return s.isDone(at: time) }
    #endif
    return time >= duration
  }

  public func position(at time: Double) -> Double {
    switch self {
    case .constantDeceleration(let s): return s.position(at: time)
    case .decay(let s): return s.position(at: time)
    case .spring(let s): return s.position(at: time)
    case .timedCurve(let s): return s.position(at: time)
    case .handoff(let s): return s.position(at: time)
    case .retargeted(let s): return s.position(at: time)
    case .shifted(let s): return s.position(at: time)
    #if !hasFeature(Embedded)
      case .custom(let s): return s.position(at: time)
    #endif
    }
  }

  public func velocity(at time: Double) -> Double {
    switch self {
    case .constantDeceleration(let s): return s.velocity(at: time)
    case .decay(let s): return s.velocity(at: time)
    case .spring(let s): return s.velocity(at: time)
    case .timedCurve(let s): return s.velocity(at: time)
    case .handoff(let s): return s.velocity(at: time)
    case .retargeted(let s): return s.velocity(at: time)
    case .shifted(let s): return s.velocity(at: time)
    #if !hasFeature(Embedded)
      case .custom(let s): return s.velocity(at: time)
    #endif
    }
  }

  public var duration: Double {
    switch self {
    case .constantDeceleration(let s): return s.duration
    case .decay(let s): return s.duration
    case .spring(let s): return s.duration
    case .timedCurve(let s): return s.duration
    case .handoff(let s): return s.duration
    case .retargeted(let s): return s.duration
    case .shifted(let s): return s.duration
    #if !hasFeature(Embedded)
      case .custom(let s): return s.duration
    #endif
    }
  }

  public var finalPosition: Double {
    switch self {
    case .constantDeceleration(let s): return s.finalPosition
    case .decay(let s): return s.finalPosition
    case .spring(let s): return s.finalPosition
    case .timedCurve(let s): return s.finalPosition
    case .handoff(let s): return s.finalPosition
    case .retargeted(let s): return s.finalPosition
    case .shifted(let s): return s.finalPosition
    #if !hasFeature(Embedded)
      case .custom(let s): return s.finalPosition
    #endif
    }
  }

  public var description: String {
    switch self {
    case .constantDeceleration(let s): return s.description
    case .decay(let s): return s.description
    case .spring(let s): return s.description
    case .timedCurve(let s): return s.description
    case .handoff(let s): return s.description
    case .retargeted(let s): return s.description
    case .shifted(let s): return s.description
    #if !hasFeature(Embedded)
      case .custom(let s): return "\(s)"
    #endif
    }
  }
}

extension ConstantDecelerationSimulation {
  public var anySimulation: AnySimulation { .constantDeceleration(self) }
}

extension DecaySimulation {
  public var anySimulation: AnySimulation { .decay(self) }
}

extension SpringSimulation {
  public var anySimulation: AnySimulation { .spring(self) }
}

extension TimedCurveSimulation {
  public var anySimulation: AnySimulation { .timedCurve(self) }
}

extension HandoffSimulation {
  public var anySimulation: AnySimulation {
    .handoff(
      HandoffSimulation<AnySimulation, AnySimulation>(
        AnySimulation(first), handoffTime: handoffTime, then: AnySimulation(second)))
  }
}

extension RetargetedSimulation {
  public var anySimulation: AnySimulation { .retargeted(self) }
}

extension ShiftedSimulation {
  public var anySimulation: AnySimulation { .shifted(self) }
}
