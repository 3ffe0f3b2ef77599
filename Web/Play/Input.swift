import CarouselKit
import CarouselKitTesting

// What every play module shares: the numbers a page's `play(options)` passes in, the JSON it
// gets back, and the gesture options every simulating subcommand has.

/// The numbers the page writes before it calls a play entry point: the subcommand's options in
/// the order its entry point reads them (the page's `play` writes them in that order too).
nonisolated(unsafe) var playInput: [Double] = []

/// Makes room for `count` numbers and returns where the page writes them.
@_cdecl("play_input")
func playInputAddress(_ count: Int32) -> UnsafeMutablePointer<Double>? {
  playInput = Array(repeating: 0, count: Int(max(count, 0)))
  return playInput.withUnsafeMutableBufferPointer { $0.baseAddress }
}

/// The JSON the last play entry point wrote, as UTF-8.
nonisolated(unsafe) var playOutput: [UInt8] = []

/// Where the last play entry point wrote its JSON.
@_cdecl("play_output")
func playOutputAddress() -> UnsafePointer<UInt8>? {
  playOutput.withUnsafeBufferPointer { $0.baseAddress }
}

/// Keeps `json` for the page and returns its length in bytes.
func answer(_ json: String) -> Int32 {
  playOutput = Array(json.utf8)
  return Int32(playOutput.count)
}

/// Reads ``playInput`` in order.
struct PlayInput {
  private var next = 0

  /// The next number.
  mutating func number() -> Double {
    defer { next += 1 }
    return next < playInput.count ? playInput[next] : .nan
  }

  /// The next number as a whole number (0 for one that is not finite).
  mutating func whole() -> Int {
    let value = number()
    return value.isFinite ? Int(value) : 0
  }

  /// The element of `all` the next number names, clamped into it.
  mutating func choice<Element>(_ all: [Element]) -> Element {
    all[min(max(whole(), 0), all.count - 1)]
  }

  /// The next number as a flag: set when it is not 0.
  mutating func flag() -> Bool { number() != 0 }

  /// The next number, `nil` for NaN (an option not given).
  mutating func optional() -> Double? {
    let value = number()
    return value.isNaN ? nil : value
  }

  /// The next two numbers as a size, in points.
  mutating func size() -> Size { Size(width: number(), height: number()) }

  /// The gesture and the frames, the last five numbers of every subcommand's input: the
  /// gesture's kind (0 none, 1 `--flick`, 2 `--drag` with `--over`, 3 and up the model's own
  /// actions, which `own` makes from the kind and the two numbers), two numbers, the frames per
  /// second and `--max-time`; then plays `makeRun`'s run as ``ScriptedRun/run(fps:maxTime:)``
  /// does for the subcommand.
  mutating func play<Run: ScriptedRun>(
    gesture: (GestureScript.Input) -> Run.Action,
    own: (Int, Double, Double) -> Run.Action?,
    _ makeRun: ([(time: Double, action: Run.Action)]) -> Run
  ) -> (run: Run, frames: [Run.Frame]) {
    let kind = whole()
    let (first, second) = (number(), number())
    let fps = number()
    let maxTime = number()
    let script: GestureScript? =
      switch kind {
      case 1: .flick(velocity: first)
      case 2: .drag(by: first, over: second, samples: .regular(fps))
      default: nil
      }
    var actions = script?.steps.map { (time: $0.time, action: gesture($0.input)) } ?? []
    if kind >= 3, let action = own(kind, first, second) { actions = [(0, action)] }
    let run = makeRun(actions)
    return (run, run.run(fps: fps, maxTime: maxTime))
  }
}
