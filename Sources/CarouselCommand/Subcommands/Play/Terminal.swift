#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The terminal in raw mode on the alternate screen, with the cursor hidden, until
/// ``restore()``; signals that end the process restore it first.
final class Terminal {
  enum Event {
    case input([UInt8])
    case endOfInput
    case resized
    case timeout
  }

  private var restored = false
  private let wakeRead: Int32

  init() throws {
    var fds: [Int32] = [0, 0]
    guard pipe(&fds) == 0 else {
      throw CommandError.invalidInput("carousel play: cannot create a pipe")
    }
    wakeRead = fds[0]
    resizeSignalFD = fds[1]
    _ = fcntl(wakeRead, F_SETFL, fcntl(wakeRead, F_GETFL) | O_NONBLOCK)
    _ = fcntl(fds[1], F_SETFL, fcntl(fds[1], F_GETFL) | O_NONBLOCK)

    if isatty(STDIN_FILENO) == 1, tcgetattr(STDIN_FILENO, &savedAttributes) == 0 {
      hasSavedAttributes = true
      var raw = savedAttributes
      // No echo, no line buffering, no signals from keys (Ctrl-C arrives as a byte and quits
      // cleanly), no CR→NL translation; reads return whatever has arrived.
      raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
      raw.c_iflag &= ~tcflag_t(IXON | ICRNL)
      tcsetattr(STDIN_FILENO, TCSANOW, &raw)
    }
    signal(SIGPIPE, SIG_IGN)  // a closed output shows up as a failed write, and we restore
    for number in [SIGINT, SIGTERM, SIGHUP, SIGQUIT] {
      _ = signal(number) { restoreFromSignal($0) }
    }
    _ = signal(SIGWINCH) { _ in
      var byte: UInt8 = 1
      _ = write(resizeSignalFD, &byte, 1)
    }
    emit("\u{1B}[?1049h\u{1B}[?25l\u{1B}[2J")  // alternate screen, hide the cursor, clear
  }

  /// The terminal's size in character cells (80 × 24 when unknown).
  func size() -> (columns: Int, rows: Int) {
    var size = winsize()
    for descriptor in [STDOUT_FILENO, STDIN_FILENO] {
      if ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 {
        return (Int(size.ws_col), Int(size.ws_row))
      }
    }
    return (80, 24)
  }

  /// Waits for input, a resize, or `timeout` seconds (forever when `nil`).
  func wait(timeout: Double?) -> Event {
    var fds = [
      pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
      pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0),
    ]
    let milliseconds = timeout.map { Int32(($0 * 1000).rounded(.up)) } ?? -1
    let ready = poll(&fds, 2, milliseconds)
    if ready < 0 { return errno == EINTR ? .resized : .endOfInput }
    if ready == 0 { return .timeout }
    if fds[1].revents != 0 {
      var drain = [UInt8](repeating: 0, count: 64)
      _ = read(wakeRead, &drain, drain.count)
      return .resized
    }
    var buffer = [UInt8](repeating: 0, count: 256)
    let count = read(STDIN_FILENO, &buffer, buffer.count)
    if count <= 0 { return count < 0 && errno == EINTR ? .timeout : .endOfInput }
    return .input(Array(buffer[..<count]))
  }

  func clear() { emit("\u{1B}[2J") }

  /// Draws `lines` from the top-left corner; `false` once the output is gone (a closed pipe).
  func draw(_ lines: [String]) -> Bool {
    emit("\u{1B}[H" + lines.map { $0 + "\u{1B}[K" }.joined(separator: "\r\n"))
  }

  /// Leaves raw mode and the alternate screen and shows the cursor; safe to call twice.
  func restore() {
    guard !restored else { return }
    restored = true
    if hasSavedAttributes { tcsetattr(STDIN_FILENO, TCSANOW, &savedAttributes) }
    emit(restoreSequence)
    for number in [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGWINCH] { _ = signal(number, SIG_DFL) }
  }

  @discardableResult
  private func emit(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { bytes in
      var remaining = UnsafeRawBufferPointer(bytes)
      while !remaining.isEmpty {
        let written = write(STDOUT_FILENO, remaining.baseAddress, remaining.count)
        if written < 0 && errno == EINTR { continue }
        if written <= 0 { return false }
        remaining = UnsafeRawBufferPointer(rebasing: remaining[written...])
      }
      return true
    }
  }
}

// The terminal state to put back, reachable from a signal handler (only ever written before
// the handlers are installed).
nonisolated(unsafe) private var savedAttributes = termios()
nonisolated(unsafe) private var hasSavedAttributes = false
/// The write end of a pipe that SIGWINCH writes a byte to, waking `poll`.
nonisolated(unsafe) private var resizeSignalFD: Int32 = -1

private let restoreSequence = "\u{1B}[?25h\u{1B}[?1049l"

/// Puts the terminal back from a signal handler: only async-signal-safe calls.
private func restoreFromSignal(_ signal: Int32) {
  if hasSavedAttributes { tcsetattr(STDIN_FILENO, TCSANOW, &savedAttributes) }
  restoreSequence.utf8CString.withUnsafeBufferPointer {
    _ = write(STDOUT_FILENO, $0.baseAddress, $0.count - 1)
  }
  _exit(128 + signal)
}
