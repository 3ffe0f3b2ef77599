import CarouselKit
import Foundation

/// The image files of `carousel onboarding preview --images DIR`: found by an image's name as
/// iOS finds them (`name@3x.png`, `name@2x.png`, then `name.png`; a name without an extension
/// tries `.png`, `.jpg`, `.jpeg` and `.gif`), sized from their headers (points = pixels /
/// scale), embedded as `data:` URIs.
enum OnboardingImageFiles {
  /// A file found for an image.
  struct Found {
    /// Its path: the directory joined with the name found.
    var path: String
    /// 1, 2 or 3, from an `@2x` or `@3x` suffix.
    var scale: Int
    /// Its size in pixels.
    var pixelWidth: Int
    var pixelHeight: Int
    /// `image/png`, `image/jpeg` or `image/gif`.
    var mimeType: String
    /// The file's contents.
    var bytes: [UInt8]

    /// Its size in points.
    var size: Size {
      Size(width: Double(pixelWidth) / Double(scale), height: Double(pixelHeight) / Double(scale))
    }

    /// The file as a `data:` URI.
    var dataURI: String { "data:\(mimeType);base64," + Data(bytes).base64EncodedString() }
  }

  /// The extensions tried for a name without one.
  static let extensions = ["png", "jpg", "jpeg", "gif"]

  /// The file names tried for `name`, best first: `@3x`, `@2x`, then as written, for each
  /// extension; with their scales.
  static func candidates(_ name: String) -> [(name: String, scale: Int)] {
    let slash = name.lastIndex(of: "/").map { name.index(after: $0) } ?? name.startIndex
    let base = name[slash...]
    var stems: [(stem: String, ext: String)] = []
    if let dot = base.lastIndex(of: "."), dot != base.startIndex {
      stems = [(String(name[..<dot]), String(name[dot...]))]
    } else {
      stems = extensions.map { (name, "." + $0) }
    }
    var names: [(String, Int)] = []
    for (stem, ext) in stems {
      // A name that already says its scale is taken as it is.
      if stem.hasSuffix("@2x") || stem.hasSuffix("@3x") {
        names.append((stem + ext, stem.hasSuffix("@2x") ? 2 : 3))
        continue
      }
      names += [(stem + "@3x" + ext, 3), (stem + "@2x" + ext, 2), (stem + ext, 1)]
    }
    return names
  }

  /// Checks that `directory` can be listed.
  ///
  /// - Throws: An invalid-input error saying why it cannot.
  static func requireDirectory(_ directory: String, option: String, command: String) throws {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) else {
      throw CommandError.invalidInput(
        "\(command): cannot read \(option) '\(directory)': no such directory")
    }
    guard isDirectory.boolValue else {
      throw CommandError.invalidInput(
        "\(command): cannot read \(option) '\(directory)': it is not a directory")
    }
    guard (try? FileManager.default.contentsOfDirectory(atPath: directory)) != nil else {
      throw CommandError.invalidInput(
        "\(command): cannot read \(option) '\(directory)': permission denied")
    }
  }

  /// What the lookup of an image's names in `--images` found.
  enum Lookup {
    /// A file with a PNG's, a JPEG's or a GIF's header.
    case found(Found)
    /// A file that cannot be read or whose header gives no size: its path and what was found
    /// instead, such as "the first bytes 3C 21 44 4F, not PNG, JPEG or GIF".
    case unusable(path: String, reason: String)
    /// No file for any of the names.
    case missing
  }

  /// The first file found in `directory` for the first of `names` that has one.
  static func find(_ names: [String], in directory: String) -> Lookup {
    for name in names where !name.isEmpty && !name.split(separator: "/").contains("..") {
      for (candidate, scale) in candidates(name) {
        let path = (directory as NSString).appendingPathComponent(candidate)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
          !isDirectory.boolValue
        else { continue }
        guard let data = FileManager.default.contents(atPath: path) else {
          let reason =
            FileManager.default.isReadableFile(atPath: path)
            ? "it cannot be read" : "it cannot be read (permission denied)"
          return .unusable(path: path, reason: reason)
        }
        let bytes = [UInt8](data)
        guard let header = self.header(bytes) else {
          return .unusable(path: path, reason: unreadableHeader(bytes))
        }
        return .found(
          Found(
            path: path, scale: scale, pixelWidth: header.width, pixelHeight: header.height,
            mimeType: header.mimeType, bytes: bytes))
      }
    }
    return .missing
  }

  /// What a file whose header gives no size holds instead, for a note.
  static func unreadableHeader(_ bytes: [UInt8]) -> String {
    if bytes.isEmpty { return "an empty file, not PNG, JPEG or GIF" }
    if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return "a PNG header without a size" }
    if bytes.starts(with: Array("GIF8".utf8)) { return "a GIF header without a size" }
    if bytes.starts(with: [0xFF, 0xD8]) { return "a JPEG without a start-of-frame segment" }
    let first = bytes.prefix(4).map { byte in
      let hex = String(byte, radix: 16, uppercase: true)
      return hex.count == 1 ? "0" + hex : hex
    }
    return "the first bytes \(first.joined(separator: " ")), not PNG, JPEG or GIF"
  }

  /// The pixel size and type a PNG's, JPEG's or GIF's header gives, or `nil`.
  static func header(_ bytes: [UInt8]) -> (width: Int, height: Int, mimeType: String)? {
    func bigEndian(_ at: Int, _ count: Int) -> Int? {
      guard at >= 0, at + count <= bytes.count else { return nil }
      return bytes[at..<(at + count)].reduce(0) { $0 << 8 | Int($1) }
    }
    func littleEndian16(_ at: Int) -> Int? {
      guard at + 2 <= bytes.count else { return nil }
      return Int(bytes[at]) | Int(bytes[at + 1]) << 8
    }
    let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    if bytes.starts(with: png) {
      guard bytes.count >= 24, Array(bytes[12..<16]) == Array("IHDR".utf8),
        let width = bigEndian(16, 4), let height = bigEndian(20, 4)
      else { return nil }
      return (width, height, "image/png")
    }
    if bytes.starts(with: Array("GIF87a".utf8)) || bytes.starts(with: Array("GIF89a".utf8)) {
      guard let width = littleEndian16(6), let height = littleEndian16(8) else { return nil }
      return (width, height, "image/gif")
    }
    guard bytes.starts(with: [0xFF, 0xD8]) else { return nil }
    // JPEG: segments until a start of frame (SOF0…SOF15 but DHT C4, JPG C8, DAC CC).
    var at = 2
    while at + 1 < bytes.count {
      guard bytes[at] == 0xFF else { return nil }
      let marker = bytes[at + 1]
      if marker == 0xFF {
        at += 1  // fill byte
        continue
      }
      at += 2
      if marker == 0xD8 || marker == 0x01 || (0xD0...0xD7).contains(marker) { continue }
      if marker == 0xD9 || marker == 0xDA { return nil }
      guard let length = bigEndian(at, 2), length >= 2 else { return nil }
      if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
        guard let height = bigEndian(at + 3, 2), let width = bigEndian(at + 5, 2) else {
          return nil
        }
        return (width, height, "image/jpeg")
      }
      at += length
    }
    return nil
  }
}
