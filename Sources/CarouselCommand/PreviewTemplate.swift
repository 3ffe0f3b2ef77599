import Foundation

/// Fills the previews' page templates: the title and the JSON a page's script reads.
enum PreviewTemplate {
  /// `page` with its `<title>TITLE</title>` set to `title` and each placeholder (such as
  /// `/*REPORT*/`) replaced by its JSON.
  ///
  /// Inside `<script>`, "</" could end the element early, so each JSON text's "</" is written
  /// "<\/", which JSON reads as the same string.
  static func filled(
    _ page: String, title: String, json: KeyValuePairs<String, String>
  ) -> String {
    var filled = page.replacingOccurrences(
      of: "<title>TITLE</title>", with: "<title>\(title)</title>")
    for (placeholder, text) in json {
      filled = filled.replacingOccurrences(
        of: placeholder, with: text.replacingOccurrences(of: "</", with: "<\\/"))
    }
    return filled
  }
}
