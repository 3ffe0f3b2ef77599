// The frame's state apart from the pages' content, and the steps of a layout that touch nothing
// else: kept out of the generic model, so a frame runs specialised code and reaches its state
// through one access per step instead of one per property (with it in the model, a steady frame
// made 85 dynamic exclusivity checks and 16 generic metadata lookups, counted by callgrind).

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
  /// The content's length, in points, when the pages loop: positions on the strip the loop
  /// unrolls then stand for page `position mod pageCount`, a lap of this length on per turn.
  var loopLength: Double? = nil

  /// The page and the lap of window position `position` (the page itself, lap 0, without a
  /// loop).
  func place(of position: Int) -> (page: Int, lap: Int) {
    guard loopLength != nil else { return (position, 0) }
    let count = layout.pageCount
    let page = ((position % count) + count) % count
    return (page, (position - page) / count)
  }

  /// Where position `position` starts, in points, on the strip the loop unrolls.
  func start(ofPosition position: Int) -> Double {
    let (page, lap) = place(of: position)
    return layout.start(of: page) + Double(lap) * (loopLength ?? 0)
  }

  /// The position of the page at `offset` on the strip the loop unrolls.
  func position(atOffset offset: Double) -> Int {
    guard let length = loopLength, length > 0 else { return layout.page(atOffset: offset) }
    var lap = (offset / length).rounded(.down)
    var local = offset - lap * length
    if local >= length {  // rounding
      lap += 1
      local -= length
    }
    return wholeIndex(lap) * layout.pageCount + layout.page(atOffset: max(local, 0))
  }
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
    let first = pageWindow.lowerBound
    for slot in slots.indices {
      let index = slots[slot].index
      slots[slot].appearance.leave(Self.visibility(ofPosition: first + slot, inputs)) {
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
    let first = pageWindow.lowerBound
    for slot in slots.indices {
      let index = slots[slot].index
      slots[slot].appearance.enter(Self.visibility(ofPosition: first + slot, inputs)) {
        event.send($0, page: index)
      }
    }
    // Zoom reads the offset itself, as the original's did: the last page shrinks as it is
    // pulled past the end.
    for slot in slots.indices {
      let index = slots[slot].index
      slots[slot].frame = Rect(
        x: inputs.start(ofPosition: first + slot) - inputs.offset, y: content.origin.y,
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

  /// Whether the page at window position `position` shows in the view, and whether it shows
  /// fully (as much of it as the view can hold), or at all while the pages rest.
  private static func visibility(ofPosition position: Int, _ inputs: PagesFrameInputs)
    -> PageVisibility
  {
    let (page, lap) = inputs.place(of: position)
    return inputs.layout.visibility(
      of: page, atOffset: inputs.clampedOffset - Double(lap) * (inputs.loopLength ?? 0),
      atRest: inputs.atRest, tolerance: inputs.tolerance)
  }

  /// The pages to hold at `inputs`' offset: every page when `beyond` is `nil` (creating them
  /// eagerly); otherwise those in view plus `beyond` on each side (the page at the offset when
  /// none is in view, a view of width 0).
  static func pageWindow(_ inputs: PagesFrameInputs, beyond wanted: Int?) -> Range<Int> {
    let layout = inputs.layout
    let count = layout.pageCount
    guard count > 0 else { return 0..<0 }
    if inputs.loopLength != nil { return loopWindow(inputs, beyond: wanted) }
    guard let wanted else { return 0..<count }
    var visible = layout.visiblePages(atOffset: inputs.clampedOffset)
    if visible.isEmpty {
      let page = layout.page(atOffset: inputs.clampedOffset)
      visible = page..<page + 1
    }
    let beyond = min(wanted, count)
    return max(0, visible.lowerBound - beyond)..<min(count, visible.upperBound + beyond)
  }

  /// The positions to hold on the strip a loop unrolls: those in view plus `beyond` on each side
  /// (every page when `nil`), at most one lap, so that each page is held once — the pages in
  /// view first, then as many on each side as fit.
  private static func loopWindow(_ inputs: PagesFrameInputs, beyond wanted: Int?) -> Range<Int> {
    let count = inputs.layout.pageCount
    let end = inputs.offset + inputs.layout.viewportLength
    let first = inputs.position(atOffset: inputs.offset)
    var last = inputs.position(atOffset: end)
    if last > first && inputs.start(ofPosition: last) >= end { last -= 1 }
    let visible = last + 1 - first
    guard visible < count else { return first..<first + count }
    let extra = count - visible
    let beyond = min(wanted ?? count, count)
    let left = min(beyond, (extra + 1) / 2)
    let right = min(beyond, extra - left)
    return first - left..<last + 1 + right
  }

  /// Places the titles shown in `strip`, `titleWidth` points each, for a strip at
  /// `headerOffset`, with the active page's colours and font.
  mutating func placeTitles(
    in strip: Rect, titleWidth: Double, headerOffset: Double, activePage: Int,
    style: SlidingPagesStyle
  ) {
    let x0 = (strip.size.width - titleWidth) / 2 - headerOffset
    let first = titleWindow.lowerBound  // positions on the strip (a loop's unrolled)
    for slot in titles.indices {
      let index = titles[slot].index
      titles[slot].frame = Rect(
        x: x0 + Double(first + slot) * titleWidth, y: strip.origin.y, width: titleWidth,
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
    queue.append(SlidingPagesEvent(.init(change, page: page), at: time))
  }
}

extension SlidingPagesEvent.Kind {
  /// The event for a step of page `page`'s appearance cycle.
  init(_ change: PageAppearanceChange, page: Int) {
    switch change {
    case .willAppear: self = .pageWillAppear(page: page)
    case .didAppear: self = .pageDidAppear(page: page)
    case .willDisappear: self = .pageWillDisappear(page: page)
    case .didDisappear: self = .pageDidDisappear(page: page)
    }
  }
}
