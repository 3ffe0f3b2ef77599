/// The title of a page in the header strip: text, or a reference to an image the host draws
/// (aspect-fit in the title's frame); the original's `TTSlidingPageTitle`, where the image won
/// when both were set.
public enum SlidingPageTitle: Hashable, Sendable, CustomStringConvertible {
  /// No title: an empty space in the strip (the original logged a nil title and showed nothing).
  case none
  /// A centred label; the host shrinks the font to fit, as the original did.
  case text(String)
  /// An image, by the name the host knows it by.
  case image(String)

  public var description: String {
    switch self {
    case .none: return "none"
    case .text(let text): return "text(\(text))"
    case .image(let name): return "image(\(name))"
    }
  }
}
