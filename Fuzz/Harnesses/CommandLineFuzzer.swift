// libFuzzer harness: command lines for `carousel`, built from the options it knows, values at
// the edges and raw bytes. Every line must parse or fail with a usage or input error that
// names the command; lines that parse and are cheap to run (simulate, pages, walkthrough, easing,
// demo, help) are run in-process, and --json output must be valid JSON. Run with Scripts/fuzz.sh command SECONDS.

import Foundation

@testable import CarouselCommand

let words = [
  "demo", "simulate", "pages", "preview", "play", "bench", "help", "--help", "-h", "--output",
  "--frame", "--pages", "--title-item-width", "--title-height", "--initial-page", "--start-offset",
  "--tap-title", "walkthrough", "--animation", "--speed", "--variance", "--subviews",
  "--static-subviews", "--animate-alpha", "--original-mapping", "--next", "--previous", "--go-to",
  "curve", "zoom", "inOut", "InOut", "wobble", "easing", "--at", "--set", "corrected", "parade",
  "inSine", "outInElastic", "OUTINBOUNCE", "inSin", "0,0.5,1", "0,,1", "x.svg", "x.html",
  "1,0", "0,0.5", "-2,1e6", "1e7,0", "0,1,2", "1,",
  "375x667", "1e280x667", "2e280x667",
  "parallax", "--curves", "--original", "667x1e280", "5", "6", "3335", "3335.5",
  "onboarding", "validate", "render", "preview", "--custom-views", "--custom-animations", "a,b",
  "a,,b", "Examples/OnboardingHost/flow.json", "--size", "--offset", "--time", "--image-sizes",
  "--images", "--from",
  "--type", "--items", "--placeholders", "--viewport", "--item-width", "--wrap", "--no-wrap",
  "--vertical",
  "--paging", "--no-bounce", "--deceleration-rate", "--start", "--flick", "--drag", "--over",
  "--scroll-to",
  "--duration", "--fps", "--max-time", "--json", "--trace", "--quick", "--filter",
  "linear", "rotary", "invertedRotary", "cylinder", "invertedCylinder", "wheel", "invertedWheel",
  "coverFlow",
  "coverFlow2", "timeMachine", "invertedTimeMachine", "custom", "Linear",
  "0", "-0", "1", "-1", "0.5", "2", "12", "1000", "1001", "100000000", "100000001", "-1e6", "1e6",
  "1e309",
  "-1e309", "nan", "NaN", "inf", "-inf", "infinity", "0x10", "1e-3", "1e-4", "600", "600.0001",
  "0.95", "1.5",
  "320x480", "0x0", "1x", "x1", "x", "1x1x1", "-5x5", "1e308x1e308", "", "--", "-", "=", "--fps=",
  "--items=3",
  "--wrap=1", "frame", "coverFlow 10 items", "9223372036854775807", "-9223372036854775808",
  "99999999999999999999",
  "١٢", "１", "0b1", "+5", " 5", "5 ",
]

func commandLine(_ input: inout FuzzInput) -> [String] {
  var arguments: [String] = []
  let count = input.choice(10)
  for _ in 0..<count {
    switch input.choice(8) {
    case 0:
      // Raw bytes as text (invalid UTF-8 is repaired, as the shell's arguments would be).
      let length = input.choice(12)
      let raw = (0..<length).map { _ in input.byte() }
      arguments.append(String(decoding: raw, as: UTF8.self))
    case 1:
      arguments.append(input.pick(words) + "=" + input.pick(words))
    default:
      arguments.append(input.pick(words))
    }
  }
  return arguments
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCommandLine(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  let arguments = commandLine(&input)
  let invocation: CarouselCommand.Invocation
  do {
    invocation = try CarouselCommand.parse(arguments)
  } catch let error as CommandError {
    guard error.exitCode == 1 || error.exitCode == 2 else {
      violation("exit code \(error.exitCode) for \(arguments)")
    }
    guard error.message.hasPrefix("carousel") else {
      violation("message '\(error.message)' for \(arguments)")
    }
    return 0
  } catch {
    violation("unexpected error \(error) for \(arguments)")
  }
  // Run what is cheap enough to run thousands of times a minute.
  let cheap: Bool
  var json = false
  switch invocation {
  case .help: cheap = true
  case .demo(let options): cheap = options.help || (!options.json && options.fps <= 120)
  case .simulate(let options):
    cheap = options.help || options.playback.frameLimit <= 2_000
    json = options.playback.json && !options.help
  case .pages(let options):
    // With --output it writes a file.
    cheap =
      options.help || (options.playback.output == nil && options.playback.frameLimit <= 2_000)
    json = options.playback.json && !options.help
  case .walkthrough(let options):
    cheap =
      options.help
      || (options.playback.output == nil
        && options.playback.fps * options.playback.maxTime <= 2_000
        && options.pageCount <= 1_000)
    json = options.playback.json && !options.help
  case .easing(let options):
    // With --output it writes a file.
    cheap = options.help || options.output == nil
    json = options.json && !options.help
  case .parallax(let options):
    // With --output it writes a file.
    cheap =
      options.help
      || (options.playback.output == nil
        && options.playback.fps * options.playback.maxTime <= 2_000)
    json = options.playback.json && !options.help
  case .onboarding(let invocation):
    // Its actions read a spec file; the onboarding harness fuzzes what they read.
    if case .help = invocation { cheap = true } else { cheap = false }
  case .bench(let options): cheap = options.help
  case .preview(let options): cheap = options.help  // otherwise it writes a file
  case .play(let options): cheap = options.help  // otherwise it needs a terminal
  case .web(let options): cheap = options.help  // otherwise it builds modules and writes pages
  }
  guard cheap else { return 0 }
  let context = CommandContext.capturing()
  let status = CarouselCommand.run(arguments, context: context)
  guard status == 0 else {
    violation("parsed, but run ended with \(status) for \(arguments): \(context.errors)")
  }
  guard !context.output.isEmpty else { violation("no output for \(arguments)") }
  if json {
    guard (try? JSONSerialization.jsonObject(with: Data(context.output.utf8))) != nil else {
      violation("invalid JSON for \(arguments)")
    }
  }
  return 0
}
