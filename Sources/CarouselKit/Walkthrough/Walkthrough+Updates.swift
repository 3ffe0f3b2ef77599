// Inserting and removing pages anywhere, keeping the page in view.

extension Walkthrough {
  /// Inserts `page` at `index`, keeping the page in view where it is.
  ///
  /// The page in view moves one index on when the insert is before it; a motion in flight
  /// carries on toward the same page.
  ///
  /// - Parameters:
  ///   - page: The new page's content.
  ///   - index: Where it goes, in `0...pageCount`.
  ///   - animator: Its animation settings, or `nil` for a page that draws itself from its
  ///     offset.
  ///   - time: When, in seconds; the walkthrough's ``time`` when `nil`.
  /// - Precondition: `index` is in `0...pageCount`; `animator`, when given, is valid; not called
  ///   during a layout (from a custom animation).
  /// - Complexity: O(n), to move the pages after it.
  public func insertPage(
    _ page: Page, at index: Int, animator: WalkthroughPageAnimator? = nil, at time: Double? = nil
  ) {
    precondition(!isLayingOut, "Walkthrough.insertPage must not be called during a layout")
    precondition(
      index >= 0 && index <= pageCount, "Walkthrough.insertPage index must be in 0...pageCount")
    animator?.validate()
    catchUp(to: time)
    pages.insert(page, at: index)
    animators.insert(animator, at: index)
    // (Without pages before, the page reported was 0 and stays the only page.)
    let last = pageCount - 1
    reindex { page in min(page >= index ? page + 1 : page, last) }
    relayOut { position in position >= Double(index) - 0.5 ? position + 1 : position }
  }

  /// Removes the page at `index` and returns its content, keeping the page in view where it is;
  /// removing that page brings the next one (the previous one when it was the last) into view.
  ///
  /// A page in view hears `pageWillDisappear` and `pageDidDisappear` with its old index now; the
  /// page that takes its place appears in the same call.
  ///
  /// - Parameters:
  ///   - index: The page to remove, in `0..<pageCount`.
  ///   - time: When, in seconds; the walkthrough's ``time`` when `nil`.
  /// - Returns: The removed page's content.
  /// - Precondition: `index` is in `0..<pageCount`; not called during a layout.
  /// - Complexity: O(n), to move the pages after it.
  @discardableResult
  public func removePage(at index: Int, at time: Double? = nil) -> Page {
    precondition(!isLayingOut, "Walkthrough.removePage must not be called during a layout")
    precondition(
      index >= 0 && index < pageCount, "Walkthrough.removePage index must be in 0..<pageCount")
    catchUp(to: time)
    if let position = appearances.firstIndex(where: { $0.page == index }) {
      appearances[position].appearance.letGo { emit(Self.kind($0, page: index)) }
      appearances.remove(at: position)
    }
    let removed = pages.remove(at: index)
    animators.remove(at: index)
    let last = max(pageCount - 1, 0)
    reindex { page in min(page > index ? page - 1 : page, last) }
    relayOut { position in
      // The removed page's place is taken by the page after it.
      position >= Double(index) + 1 ? position - 1 : min(position, Double(index))
    }
    return removed
  }

  /// Moves every page index the walkthrough keeps by `map`.
  private func reindex(_ map: (Int) -> Int) {
    for position in appearances.indices {
      appearances[position].page = map(appearances[position].page)
    }
    reportedPage = map(reportedPage)
    restedPage = map(restedPage)
  }

  /// Reads the new page count into the pager, moving its offsets by `map`, a map of page
  /// positions, and lays the frame out again.
  private func relayOut(_ map: @escaping (Double) -> Double) {
    pager.setLayout(
      PageLayout(pageCount: pages.count, viewportLength: viewportSize.width), at: nil,
      mappingPosition: map)
    isStale = true
    finishCall()
  }
}
