import Foundation

/// Fills the previews' page templates: the title and the JSON a page's script reads.
enum PreviewTemplate {
  /// `page` with each placeholder (such as `/*REPORT*/`) replaced by its JSON, then its
  /// `<title>TITLE</title>` set to `title`.
  ///
  /// Each JSON text's "/" is written "\/", which JSON reads as the same string (a "/" can only
  /// stand inside a string, and the writer never escapes it): inside `<script>` no "</" can end
  /// the element early, and no JSON text holds a placeholder for a later one to replace. The
  /// title is HTML-escaped.
  static func filled(
    _ page: String, title: String, json: KeyValuePairs<String, String>
  ) -> String {
    var filled = page
    for (placeholder, text) in json {
      filled = filled.replacingOccurrences(
        of: placeholder, with: text.replacingOccurrences(of: "/", with: "\\/"))
    }
    let escapedTitle = title.replacingOccurrences(of: "&", with: "&amp;")
      .replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    return filled.replacingOccurrences(
      of: "<title>TITLE</title>", with: "<title>\(escapedTitle)</title>")
  }

  /// Checks that a still `frame` (`--frame K`) is one of the `count` frames made at `fps`.
  ///
  /// - Throws: An invalid-input error (exit 1) naming the option, the last frame and how many
  ///   frames the `what` ("run", "walk") has.
  static func checkFrame(
    _ frame: Int?, count: Int, fps: Double, command: String, option: String, what: String = "run"
  ) throws {
    guard let frame, frame >= count else { return }
    throw CommandError.invalidInput(
      "\(command): \(option) \(frame) is past the last frame, \(count - 1) (the \(what) has "
        + "\(count) frames at \(format(fps, 0)) Hz)")
  }

  /// Writes `text` to `path` as UTF-8.
  ///
  /// - Throws: An invalid-input error (exit 1) naming the option, the path and why.
  static func write(_ text: String, to path: String, command: String, option: String) throws {
    do {
      try text.write(toFile: path, atomically: true, encoding: .utf8)
    } catch {
      throw CommandError.invalidInput(
        "\(command): cannot write \(option) '\(path)': \(error.localizedDescription)")
    }
  }
}
