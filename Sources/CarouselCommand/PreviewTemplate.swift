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
}
