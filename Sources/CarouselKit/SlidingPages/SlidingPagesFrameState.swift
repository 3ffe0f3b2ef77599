// The frame's state apart from the pages' content, and the steps of a layout that touch nothing
// else: kept out of the generic model, so a frame runs specialised code and reaches its state
// through one access per step instead of one per property (issue 22: callgrind counted 85
// dynamic exclusivity checks and 16 generic metadata lookups in a steady frame before).

/// Where a created page is and how it shows; its content is kept beside, by the model.
@usableFromInline
struct PageSlot: Sendable {
  @usableFromInline var index: Int
  @usableFromInline var frame: Rect
  @usableFromInline var scale: Double
  @usableFromInline var appearance: PageAppearance

  init(index: Int) {
    self.index = index
    frame = .zero
    scale = 1
    appearance = .disappeared
  }
}

/// What one layout pass reads of the model, read once.
struct PagesFrameInputs {
  var layout: PageLayout
  /// The content offset, in points.
  var offset: Double
  /// The offset within the content (rubber-banding past an end shows no new page).
  var clampedOffset: Double
  var atRest: Bool
  /// How much of a page must show to count, in points.
  var tolerance: Double
  /// When the pass runs, in seconds: the time of its events.
  var time: Double
}

/// The created pages' places and the titles shown, with the windows they cover.
struct SlidingPagesFrameState {
  /// The created pages, in index order, parallel to the model's contents.
  var slots: [PageSlot] = []
  var titles: [SlidingPageTitleItem] = []
  /// The window of pages created, and of titles shown, at the last layout.
  var pageWindow = 0..<0
  var titleWindow = 0..<0
  /// Whether the pages rested (no motion, no finger down) at the last layout: pages partly in
  /// view count as appeared then only.
  var isLaidOutAtRest = false

  /// Step 1 of a pass: pages leaving the view (or turning back) hear it, in page order.
  mutating func updateDisappearances(
    _ inputs: PagesFrameInputs, into events: EventQueue<SlidingPagesEvent>
  ) {
    let event = AppearanceEvents(queue: events, time: inputs.time)
    for slot in slots.indices {
      let index = slots[slot].index
      slots[slot].appearance.leave(Self.visibility(of: index, inputs)) {
        event.send($0, page: index)
      }
    }
  }

  /// Steps 3 and 4 of a pass: pages coming into view (or turning back) hear it, in page order;
  /// then every page's frame below `content`'s top and its zoom.
  mutating func updateAppearancesAndFrames(
    _ inputs: PagesFrameInputs, content: Rect,
    zoom: (page: Int, scale: Double, next: (page: Int, scale: Double)?)?,
    into events: EventQueue<SlidingPagesEvent>
  ) {
    let layout = inputs.layout
    let event = AppearanceEvents(queue: events, time: inputs.time)
    for slot in slots.indices {
      let index = slots[slot].index
      slots[slot].appearance.enter(Self.visibility(of: index, inputs)) {
        event.send($0, page: index)
      }
    }
    // Zoom reads the offset itself, as the original's did: the last page shrinks as it is
    // pulled past the end.
    for slot in slots.indices {
      let index = slots[slot].index
      slots[slot].frame = Rect(
        x: layout.start(of: index) - inputs.offset, y: content.origin.y,
        width: layout.length(of: index), height: content.size.height)
      var scale = 1.0
      if let zoom {
        if index == zoom.page {
          scale = zoom.scale
        } else if let next = zoom.next, index == next.page {
          scale = next.scale
        }
      }
      slots[slot].scale = scale
    }
  }

  /// Whether page `index` shows in the view, and whether it shows fully (as much of it as the
  /// view can hold), or at all while the pages rest.
  private static func visibility(of index: Int, _ inputs: PagesFrameInputs) -> PageVisibility {
    inputs.layout.visibility(
      of: index, atOffset: inputs.clampedOffset, atRest: inputs.atRest,
      tolerance: inputs.tolerance)
  }

  /// The pages to hold at `inputs`' offset: every page when `beyond` is `nil` (creating them
  /// eagerly); otherwise those in view plus `beyond` on each side (the page at the offset when
  /// none is in view, a view of width 0).
  static func pageWindow(_ inputs: PagesFrameInputs, beyond wanted: Int?) -> Range<Int> {
    let layout = inputs.layout
    let count = layout.pageCount
    guard count > 0 else { return 0..<0 }
    guard let wanted else { return 0..<count }
    var visible = layout.visiblePages(atOffset: inputs.clampedOffset)
    if visible.isEmpty {
      let page = layout.page(atOffset: inputs.clampedOffset)
      visible = page..<page + 1
    }
    let beyond = min(wanted, count)
    return max(0, visible.lowerBound - beyond)..<min(count, visible.upperBound + beyond)
  }

  /// Places the titles shown in `strip`, `titleWidth` points each, for a strip at
  /// `headerOffset`, with the active page's colours and font.
  mutating func placeTitles(
    in strip: Rect, titleWidth: Double, headerOffset: Double, activePage: Int,
    style: SlidingPagesStyle
  ) {
    let x0 = (strip.size.width - titleWidth) / 2 - headerOffset
    for slot in titles.indices {
      let index = titles[slot].index
      titles[slot].frame = Rect(
        x: x0 + Double(index) * titleWidth, y: strip.origin.y, width: titleWidth,
        height: strip.size.height)
      let active = index == activePage
      if titles[slot].isActive != active {
        titles[slot].isActive = active
        titles[slot].textColor = active ? style.titleTextColor : style.inactiveTitleTextColor
        titles[slot].font = active ? style.titleFont : style.inactiveTitleFont
      }
    }
  }

  /// Gives every title shown `style`'s colours, font and shadow (when the style changes).
  mutating func restyleTitles(_ style: SlidingPagesStyle) {
    for slot in titles.indices {
      let active = titles[slot].isActive
      titles[slot].textColor = active ? style.titleTextColor : style.inactiveTitleTextColor
      titles[slot].font = active ? style.titleFont : style.inactiveTitleFont
      titles[slot].shadow = style.titleShadow
    }
  }
}

/// Queues a layout pass's appearance events, at the pass's time.
private struct AppearanceEvents {
  let queue: EventQueue<SlidingPagesEvent>
  let time: Double

  func send(_ change: PageAppearanceChange, page: Int) {
    let kind: SlidingPagesEvent.Kind
    switch change {
    case .willAppear: kind = .pageWillAppear(page: page)
    case .didAppear: kind = .pageDidAppear(page: page)
    case .willDisappear: kind = .pageWillDisappear(page: page)
    case .didDisappear: kind = .pageDidDisappear(page: page)
    }
    queue.append(SlidingPagesEvent(kind, at: time))
  }
}
