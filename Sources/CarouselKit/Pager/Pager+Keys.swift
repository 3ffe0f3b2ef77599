// The keyboard and accessibility actions.

extension Pager {
  /// Handles a key: the arrows along the axis go to the previous or next page, home and end to the
  /// first and last, animated.
  ///
  /// Returns whether the key did anything.
  ///
  /// - Precondition: `time`, when given, is finite.
  @discardableResult
  public func handleKey(_ key: NavigationKey, at time: Double? = nil) -> Bool {
    let vertical = configuration.axis == .vertical
    switch key {
    case .left where !vertical, .up where vertical: return scrollToPreviousPage(at: time)
    case .right where !vertical, .down where vertical: return scrollToNextPage(at: time)
    case .home, .end:
      if let time { advance(to: time) }
      let page = key == .home ? 0 : pageCount - 1
      guard pageCount > 0, settledPage != page || targetPage != nil else { return false }
      scrollToPage(page, animated: true)
      return true
    default: return false
    }
  }

  /// What a screen reader says: `"Page 3 of 7"`, or `"No pages"`.
  public var accessibilityValue: String {
    pageCount == 0 ? "No pages" : "Page \(currentPage + 1) of \(pageCount)"
  }

  /// The accessibility increment action: the next page, animated.
  ///
  /// Returns whether it moved.
  @discardableResult
  public func accessibilityIncrement(at time: Double? = nil) -> Bool {
    scrollToNextPage(at: time)
  }

  /// The accessibility decrement action: the previous page, animated.
  ///
  /// Returns whether it moved.
  @discardableResult
  public func accessibilityDecrement(at time: Double? = nil) -> Bool {
    scrollToPreviousPage(at: time)
  }
}
