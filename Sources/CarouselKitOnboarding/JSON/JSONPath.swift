/// Where a value sits in a JSON document, as keys and indexes from the root:
/// `elements[3].views[0]`.
///
/// The root itself reads `$`. A key that is not an identifier (letters, digits and `_`, not
/// starting with a digit) is written in brackets and quotes: `pageTexts["0"]`.
public struct JSONPath: Hashable, Sendable, CustomStringConvertible {
  /// One step from a container to a value inside it.
  public enum Component: Hashable, Sendable {
    /// An object's member, by key.
    case key(String)
    /// An array's element, by index from 0.
    case index(Int)
  }

  /// The steps from the root, outermost first.
  public var components: [Component]

  /// The path of the root.
  public static let root = JSONPath(components: [])

  /// Creates a path from its steps, outermost first.
  public init(components: [Component]) {
    self.components = components
  }

  /// This path, then the member `key`.
  ///
  /// - Complexity: O(components).
  public func appending(_ key: String) -> JSONPath {
    JSONPath(components: components + [.key(key)])
  }

  /// This path, then the element at `index`.
  ///
  /// - Complexity: O(components).
  public func appending(_ index: Int) -> JSONPath {
    JSONPath(components: components + [.index(index)])
  }

  /// The path as JavaScript would write it from the root: `elements[3].views[0]`; `$` for the
  /// root.
  ///
  /// - Complexity: O(n) in the number of components and the length of their keys.
  public var description: String {
    if components.isEmpty { return "$" }
    var text = ""
    for component in components {
      switch component {
      case .index(let index):
        text += "[\(index)]"
      case .key(let key) where Self.isIdentifier(key):
        text += text.isEmpty ? key : "." + key
      case .key(let key):
        text += "[\(Self.quoted(key))]"
      }
    }
    return text
  }

  /// Whether `key` can be written after a dot.
  private static func isIdentifier(_ key: String) -> Bool {
    guard let first = key.unicodeScalars.first, !isDigit(first) else { return false }
    return key.unicodeScalars.allSatisfy { isDigit($0) || isLetter($0) || $0 == "_" }
  }

  private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }

  private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
  }

  /// `text` as a JSON string literal (``JSONValue/stringLiteral(_:)``).
  static func quoted(_ text: String) -> String { JSONValue.stringLiteral(text) }

}
