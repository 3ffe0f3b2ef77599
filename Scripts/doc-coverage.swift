// Lists the public symbols declared in this package's sources that have no doc comment, from
// the symbol graphs `Scripts/docs.sh` extracts: `swift Scripts/doc-coverage.swift DIR…`.
// Symbols the compiler synthesises or inherits (`!=`, a collection's `map`) have no source
// location here and are not counted. Exits 1 when one is missing, printing each as
// `file:line: Type.member`.
import Foundation

var declared = 0
var missing: [String] = []
let root = FileManager.default.currentDirectoryPath + "/"
for directory in CommandLine.arguments.dropFirst() {
  let files = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
  for file in files.sorted() where file.hasSuffix(".symbols.json") {
    let url = URL(fileURLWithPath: directory).appendingPathComponent(file)
    guard let data = try? Data(contentsOf: url),
      let graph = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let symbols = graph["symbols"] as? [[String: Any]]
    else {
      FileHandle.standardError.write(Data("doc-coverage: cannot read \(url.path)\n".utf8))
      exit(2)
    }
    for symbol in symbols {
      guard let location = symbol["location"] as? [String: Any],
        let uri = location["uri"] as? String, uri.contains("/Sources/")
      else { continue }
      declared += 1
      if symbol["docComment"] != nil { continue }
      let path = (symbol["pathComponents"] as? [String] ?? []).joined(separator: ".")
      let line = ((location["position"] as? [String: Any])?["line"] as? Int ?? 0) + 1
      let file = uri.replacingOccurrences(of: "file://", with: "")
        .replacingOccurrences(of: root, with: "")
      missing.append("\(file):\(line): \(path)")
    }
  }
}
for entry in Set(missing).sorted() { print("undocumented: \(entry)") }
print("doc-coverage: \(declared - missing.count) of \(declared) public symbols documented")
exit(missing.isEmpty ? 0 : 1)
