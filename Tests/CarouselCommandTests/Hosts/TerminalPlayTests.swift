import Foundation
import Testing

@testable import CarouselCommand

// `carousel play` run the way a person runs it: in a real terminal (tmux), with keys sent to it
// and the screen read back.

/// The `carousel` executable next to the test bundle (SwiftPM builds it with the tests).
let carouselExecutable: String? = {
  let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    .appendingPathComponent("carousel")
  let debug = Browser.repository.appendingPathComponent(".build/debug/carousel")
  return [beside, debug].map(\.path).first { FileManager.default.isExecutableFile(atPath: $0) }
}()

/// One tmux server of our own (its own socket), with one window running a shell command.
final class TmuxSession {
  static let tmux = executable(["tmux"])
  static let available = tmux != nil && carouselExecutable != nil
  static let missing =
    "needs tmux (apt-get install tmux; .ci/run installs it) and the built carousel executable: "
    + "tmux \(tmux ?? "missing"), carousel \(carouselExecutable ?? "missing")"

  let socket: String

  /// Starts `command` in a `columns` × `rows` terminal; after it ends, the window shows its
  /// exit status and the terminal's settings.
  init(_ command: String, columns: Int = 100, rows: Int = 30) throws {
    socket = "carouselkit-test-\(getpid())-\(UUID().uuidString.prefix(8))"
    let script = "\(command); echo EXIT=$?; stty -a; sleep 120"
    try tmux(["new-session", "-d", "-s", "play", "-x", "\(columns)", "-y", "\(rows)", script])
  }

  deinit { _ = try? tmux(["kill-server"]) }

  /// Runs tmux through the shell, output to a file: the server tmux leaves behind inherits
  /// whatever the client had open, which keeps Foundation's `Process` waiting forever.
  @discardableResult
  func tmux(_ arguments: [String]) throws -> String {
    func quoted(_ word: String) -> String {
      "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
    let output = FileManager.default.temporaryDirectory.appendingPathComponent(
      "carouselkit-tmux-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: output) }
    guard let tmux = TmuxSession.tmux else { throw BrowserError("tmux is missing") }
    let command = ([tmux, "-L", socket] + arguments).map(quoted).joined(separator: " ")
    let status = system("\(command) </dev/null >\(quoted(output.path)) 2>&1")
    let text = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
    guard status == 0 else {
      throw BrowserError("tmux \(arguments.joined(separator: " ")) failed (\(status)): \(text)")
    }
    return text
  }

  func send(_ keys: String...) throws { try tmux(["send-keys", "-t", "play"] + keys) }

  func screen() throws -> String { try tmux(["capture-pane", "-p", "-t", "play"]) }

  func value(_ format: String) throws -> String {
    try tmux(["display-message", "-p", "-t", "play", format]).trimmingCharacters(
      in: .whitespacesAndNewlines)
  }

  /// Polls the screen until `done` holds (10 s at most); returns the screen either way.
  @discardableResult
  func waitFor(_ what: String, _ done: (String) -> Bool) throws -> String {
    var last = ""
    for _ in 0..<200 {
      last = try screen()
      if done(last) { return last }
      usleep(50_000)
    }
    Issue.record("timed out waiting for \(what); the screen:\n\(last)")
    return last
  }

  /// The status line, "coverFlow · item 3 of 20 · at rest", once at rest.
  func restingStatus() throws -> (type: String, item: Int, count: Int)? {
    let text = try waitFor("the carousel to rest") { $0.contains(" · at rest") }
    guard let line = text.split(separator: "\n").first(where: { $0.contains(" · at rest") }) else {
      return nil
    }
    let parts = line.components(separatedBy: " · ")
    let words = parts[1].split(separator: " ")
    guard parts.count == 3, words.count == 4, let item = Int(words[1]), let count = Int(words[3])
    else { return nil }
    return (parts[0], item, count)
  }

  /// The pid of `carousel` itself (the shell's child).
  func carouselPID() throws -> Int32? {
    let shell = try value("#{pane_pid}")
    let children = try String(
      contentsOfFile: "/proc/\(shell)/task/\(shell)/children", encoding: .utf8)
    return children.split(separator: " ").first.flatMap { Int32($0) }
  }

  /// After the program ended: its exit status, and whether the terminal is back in cooked
  /// mode with the cursor shown on the main screen.
  func ending() throws -> (status: Int?, restored: Bool, screen: String) {
    let text = try waitFor("the program to end") { $0.contains("EXIT=") && $0.contains("icanon") }
    let status = text.split(separator: "\n").first { $0.hasPrefix("EXIT=") }.flatMap {
      Int($0.dropFirst(5))
    }
    let settings = Set(text.split { $0 == " " || $0 == ";" || $0 == "\n" }.map(String.init))
    let cooked =
      settings.isSuperset(of: ["icanon", "echo", "isig"])
      && settings.isDisjoint(with: ["-icanon", "-echo", "-isig"])
    let cursor = try value("#{cursor_flag}") == "1" && value("#{alternate_on}") == "0"
    return (status, cooked && cursor, text)
  }
}

@Suite(
  "carousel play in a real terminal (tmux)",
  .enabled(if: TmuxSession.available, Comment(rawValue: TmuxSession.missing)))
struct TerminalPlayTests {
  let play = carouselExecutable.map { "'\($0)' play" } ?? "carousel play"

  @Test(
    "← and → flick, h and l step, Enter selects, t changes the type, r reloads, q quits cleanly")
  func keys() throws {
    let session = try TmuxSession("\(play) --type coverFlow --items 20")
    let start = try #require(try session.restingStatus())
    #expect(start.type == "coverFlow" && start.item == 0 && start.count == 20)
    // Boxes: the current item's, labelled 0 (as its index), with its neighbour beside it.
    let first = try session.screen()
    #expect(
      first.split(separator: "\n").contains { $0.contains("│") && $0.contains(" 0 ") }, "\(first)")

    try session.send("Right")
    _ = try session.waitFor("the flick to start") { $0.contains(" · moving") }
    let flicked = try #require(try session.restingStatus())
    #expect(flicked.item > 1, "→ flicks with momentum past the next item: \(flicked)")

    try session.send("Left")
    _ = try session.waitFor("the flick back to start") { $0.contains(" · moving") }
    let back = try #require(try session.restingStatus())
    #expect(back.item < flicked.item, "← flicks back: \(back) after \(flicked)")

    try session.send("l")
    _ = try session.waitFor("the step") { $0.contains("item \(back.item + 1) of 20 · at rest") }
    try session.send("h")
    _ = try session.waitFor("the step back") { $0.contains("item \(back.item) of 20 · at rest") }

    try session.send("Enter")
    _ = try session.waitFor("the selection message") { $0.contains("Selected item \(back.item).") }

    try session.send("t")
    _ = try session.waitFor("the next type") { $0.contains("coverFlow2 · item \(back.item) of 20") }

    try session.send("r")
    _ = try session.waitFor("the reload") {
      $0.contains("Reloaded with 7 items.") && $0.contains(" of 7 · ")
    }

    try session.send("q")
    let end = try session.ending()
    #expect(end.status == 0)
    #expect(
      end.restored,
      "the terminal is back in cooked mode with the cursor, on the main screen:\n\(end.screen)")
    #expect(end.screen.contains("carousel play: coverFlow2 · item "))
  }

  @Test(
    "It follows a resize: the status line moves to the new last rows and nothing is wider than the terminal"
  )
  func resize() throws {
    let session = try TmuxSession("\(play) --type rotary --items 12", columns: 100, rows: 30)
    _ = try session.restingStatus()
    try session.tmux(["resize-window", "-t", "play", "-x", "60", "-y", "18"])
    let screen = try session.waitFor("the redraw at 60×18") { text in
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
      return lines.count >= 17 && lines[16].hasPrefix("rotary · item 0 of 12")
    }
    let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.allSatisfy { $0.count <= 60 }, "\(screen)")
    #expect(lines.prefix(16).contains { $0.contains("│") }, "the boxes are redrawn:\n\(screen)")
  }

  @Test("At rest it sleeps in poll: no frames, no CPU")
  func idle() throws {
    let session = try TmuxSession("\(play) --items 5")
    _ = try session.restingStatus()
    let pid = try #require(try session.carouselPID())
    func cpuTicks() throws -> Int {
      let stat = try String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)
      let fields = stat[stat.range(of: ")")!.upperBound...].split(separator: " ")
      return Int(fields[11])! + Int(fields[12])!  // utime and stime, in clock ticks (1/100 s)
    }
    let before = try cpuTicks()
    usleep(1_000_000)
    let used = try cpuTicks() - before
    // A loop drawing 60 frames a second would use tens of ticks; sleeping uses none.
    #expect(used <= 3, "\(used) ticks of CPU in one second at rest")
    try session.send("q")
    #expect(try session.ending().status == 0)
  }

  @Test("Ctrl-C quits and restores the terminal")
  func controlC() throws {
    let session = try TmuxSession("\(play) --type wheel")
    _ = try session.restingStatus()
    try session.send("Right")
    try session.send("C-c")  // mid-flick
    let end = try session.ending()
    #expect(end.status == 0)
    #expect(end.restored, "\(end.screen)")
  }

  @Test("A closed output pipe ends it and restores the terminal")
  func closedPipe() throws {
    // head takes the first 64 bytes of the first frame and exits; EXIT= shows once both ended.
    let session = try TmuxSession("\(play) | head -c 64 > /dev/null")
    usleep(300_000)
    try session.send("l")  // the next draw finds the pipe closed
    let end = try session.ending()
    #expect(end.restored, "\(end.screen)")
  }

  @Test("Keys are read from raw bytes, escape sequences split across reads included")
  func keyReader() {
    var reader = PlaySession.KeyReader()
    #expect(
      reader.keys(from: Array("hl\rtrq".utf8)) == [
        .stepBack, .stepForward, .enter, .cycleType, .reload, .quit,
      ])
    #expect(reader.keys(from: [0x1B, 0x5B, 0x43, 0x1B, 0x4F, 0x44]) == [.right, .left])
    #expect(reader.keys(from: [0x1B]) == [])
    #expect(reader.keys(from: [0x5B]) == [])
    #expect(reader.keys(from: [0x44, 0x03]) == [.left, .quit])
    #expect(
      reader.keys(from: [0x1B, 0x5B, 0x41, UInt8(ascii: "x"), 0x04]) == [.quit],
      "↑, unknown keys ignored; Ctrl-D quits")
  }
}
