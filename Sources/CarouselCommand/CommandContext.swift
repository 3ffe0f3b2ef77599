#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Where a command writes and what it can learn about its terminal.
///
/// Tests pass a context that collects output in memory.
public final class CommandContext {
  /// Standard output so far (only when capturing).
  public private(set) var output = ""
  /// Standard error so far (only when capturing).
  public private(set) var errors = ""
  /// Whether standard output is an interactive terminal.
  public let isTerminal: Bool
  /// The terminal's width in columns.
  public let terminalWidth: Int
  private let capturing: Bool

  private init(isTerminal: Bool, terminalWidth: Int, capturing: Bool) {
    self.isTerminal = isTerminal
    self.terminalWidth = terminalWidth
    self.capturing = capturing
  }

  /// The process's real standard output and error.
  public static func standard() -> CommandContext {
    let terminal = isatty(STDOUT_FILENO) == 1
    var size = winsize()
    let width =
      terminal && ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0 && size.ws_col > 0
      ? Int(size.ws_col) : 80
    return CommandContext(isTerminal: terminal, terminalWidth: width, capturing: false)
  }

  /// A context that keeps everything written in ``output`` and ``errors``.
  public static func capturing(isTerminal: Bool = false, terminalWidth: Int = 80) -> CommandContext
  {
    CommandContext(isTerminal: isTerminal, terminalWidth: terminalWidth, capturing: true)
  }

  func write(_ text: String) {
    if capturing { output += text } else { writeAll(text, to: STDOUT_FILENO) }
  }

  func writeLine(_ text: String = "") { write(text + "\n") }

  func writeError(_ text: String) {
    if capturing { errors += text + "\n" } else { writeAll(text + "\n", to: STDERR_FILENO) }
  }

  /// Seconds on a monotonic clock: the host's display-link time.
  func monotonicTime() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
  }

  func sleep(seconds: Double) {
    guard !capturing, seconds > 0 else { return }
    usleep(useconds_t(seconds * 1e6))
  }
}

/// Writes all of `text` to a file descriptor; stops quietly if the reader has gone (a closed
/// pipe).
private func writeAll(_ text: String, to descriptor: Int32) {
  var text = text
  text.withUTF8 { bytes in
    var remaining = UnsafeRawBufferPointer(bytes)
    while !remaining.isEmpty {
      let written = write(descriptor, remaining.baseAddress, remaining.count)
      if written <= 0 { return }
      remaining = UnsafeRawBufferPointer(rebasing: remaining[written...])
    }
  }
}
