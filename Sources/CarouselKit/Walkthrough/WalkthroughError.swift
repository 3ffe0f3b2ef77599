/// A walkthrough setting given as text that cannot be read.
public enum WalkthroughError: Error, Hashable, Sendable, CustomStringConvertible {
  /// An animation name that is not one of the four (the original trapped on it).
  case unknownAnimation(String)
  /// An item of a comma-separated list of tags that is not an integer (the original trapped on
  /// it): the list, and the item's position in it, from 0.
  case malformedTag(list: String, item: String, position: Int)

  public var description: String {
    switch self {
    case .unknownAnimation(let name):
      return
        "unknown walkthrough animation \"\(name)\": expected one of linear, curve, zoom, inOut"
    case .malformedTag(let list, let item, let position):
      return
        "static tags \"\(list)\": item \(position) is \"\(item)\", expected an integer tag"
    }
  }
}
