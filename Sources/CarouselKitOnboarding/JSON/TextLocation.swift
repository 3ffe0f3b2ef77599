/// A place in a text: its line and column, counted from 1, and its byte offset.
///
/// Columns count Unicode scalars from the line's start, so a column points at the same
/// character in an editor whatever its encoding of the letters before it; a tab counts as one.
/// Lines end at a line feed, a carriage return, or both together.
public struct TextLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The line, counted from 1.
  public var line: Int
  /// The column, in Unicode scalars from the line's start, counted from 1.
  public var column: Int
  /// The UTF-8 bytes before this place in the text, counted from 0.
  public var offset: Int

  /// Creates a location.
  ///
  /// - Parameters:
  ///   - line: The line, from 1.
  ///   - column: The column in Unicode scalars, from 1.
  ///   - offset: The byte offset, from 0.
  public init(line: Int, column: Int, offset: Int) {
    self.line = line
    self.column = column
    self.offset = offset
  }

  /// Orders locations by their place in the text.
  public static func < (lhs: TextLocation, rhs: TextLocation) -> Bool {
    lhs.offset < rhs.offset
  }

  /// `line:column`, as editors and compilers write it.
  public var description: String { "\(line):\(column)" }
}
