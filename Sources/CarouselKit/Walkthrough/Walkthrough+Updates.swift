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
    relayOut(PageChange(.insertion, at: index, leaving: pageCount))
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
    relayOut(PageChange(.removal, at: index, leaving: pageCount))
    return removed
  }

  /// Moves every page index the walkthrough keeps by `change`, reads the new page count into
  /// the pager, moving its offsets with it, and lays the frame out again.
  private func relayOut(_ change: PageChange) {
    for position in appearances.indices {
      appearances[position].page = change.page(appearances[position].page)
    }
    reportedPage = change.page(reportedPage)
    restedPage = change.page(restedPage)
    pager.setLayout(
      PageLayout(pageCount: pages.count, viewportLength: viewportSize.width), at: nil,
      mappingPosition: change.position)
    isStale = true
    finishCall()
  }
}
