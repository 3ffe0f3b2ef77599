/// A main carousel and a strip of thumbnails that follow each other, as Embla's thumbnail
/// example and Swiper's `thumbs` and `controller` modules couple two sliders: a tap on a
/// thumbnail scrolls the main carousel to its item, and the main carousel's motion moves the
/// thumbnails.
///
/// The coupling is small and lives in frames: drive the pair as one model — frames through
/// ``advance(to:)``, taps on the strip through ``tapThumbnail(at:at:)`` — and send each
/// carousel's touches to it directly. Each frame brings the main carousel to the frame's time,
/// then moves the thumbnails after it (``Following``), then brings them to the time. Neither
/// carousel's event handler, data source or delegate is touched: the host keeps its own.
///
///     let pair = CarouselThumbnails(main: photos, thumbnails: strip)
///     pair.tapThumbnail(at: point, at: now)  // the photos scroll to the tapped thumbnail's item
///     pair.advance(to: now)                  // each frame: the strip follows the photos
///     let lit = pair.selectedIndex           // the thumbnail to highlight
///
/// Thumbnail `i` stands for item `i` of the main carousel; with fewer thumbnails than items,
/// the items past the last thumbnail select the last one.
///
/// - Warning: Not thread-safe. Drive it from the thread that owns your UI.
public final class CarouselThumbnails<Item, Thumbnail>: FrameDriven {
  /// The carousel the thumbnails select in.
  public let main: Carousel<Item>
  /// The strip of thumbnails.
  public let thumbnails: Carousel<Thumbnail>
  /// How the thumbnails follow the main carousel (``Following/selection``).
  public var following: Following

  /// How the thumbnails follow the main carousel's motion.
  ///
  /// Never while a finger holds the strip: the strip is the finger's until it lets go.
  public enum Following: Hashable, Sendable {
    /// When the main carousel's selected item (``CarouselThumbnails/selectedIndex``) changes,
    /// the strip scrolls, animated, to bring its thumbnail to the strip's resting place: Embla's
    /// thumbnails, which `scrollTo` the main carousel's selected snap on each `select`.
    case selection
    /// Every frame the strip's offset is the main carousel's, scaled by the ratio of their
    /// last indexes: Swiper's `controller` (`by: 'slide'`), the strip moving with the main
    /// carousel's drag and momentum.
    case offset
  }

  /// The selection last followed (``Following/selection``), or the main offset last copied
  /// (``Following/offset``); `nil` until the first frame follows.
  private var followedSelection: Int?
  private var followedOffset: Double?

  /// Couples `main` and `thumbnails`.
  ///
  /// - Parameters:
  ///   - main: The carousel the thumbnails select in.
  ///   - thumbnails: The strip of thumbnails, thumbnail `i` standing for item `i`.
  ///   - following: How the strip follows the main carousel (``Following/selection``).
  public init(
    main: Carousel<Item>, thumbnails: Carousel<Thumbnail>, following: Following = .selection
  ) {
    self.main = main
    self.thumbnails = thumbnails
    self.following = following
  }

  /// The main carousel's selected item.
  ///
  /// It is the item the running motion rests on (``Carousel/targetItemIndex``), else the item
  /// at the centre (``Carousel/currentItemIndex``). The thumbnail a host highlights is
  /// ``thumbnail(for:)`` of it.
  public var selectedIndex: Int { main.targetItemIndex ?? main.currentItemIndex }

  /// The thumbnail that stands for main item `index`: `index` clamped into the thumbnails
  /// (0 without any).
  public func thumbnail(for index: Int) -> Int {
    min(max(index, 0), max(thumbnails.numberOfItems - 1, 0))
  }

  /// A tap on the strip at `point` (the strip's coordinates, origin top left) at `time`: the
  /// strip hears it as ``Carousel/tap(at:at:)`` (its delegate may select and centre the
  /// thumbnail), and the main carousel scrolls, animated, to the tapped thumbnail's item.
  ///
  /// - Returns: The tapped thumbnail's index, or `nil` when the tap hit no thumbnail (a
  ///   placeholder or empty space) or its item is not in the main carousel.
  /// - Precondition: `point` and `time` are finite.
  /// - Complexity: O(visible thumbnails), and a scroll of the main carousel.
  @discardableResult
  public func tapThumbnail(at point: Point, at time: Double) -> Int? {
    precondition(
      point.x.isFinite && point.y.isFinite && time.isFinite, "Tap point and time must be finite")
    thumbnails.advance(to: time)
    let hit = thumbnails.itemLayout(at: point)
    thumbnails.tap(at: point, at: time)
    guard let hit, !hit.isPlaceholder, hit.index < main.numberOfItems else { return nil }
    main.scrollToItem(hit.index, animated: true, at: time)
    return hit.index
  }

  // MARK: - Frames

  /// Brings the main carousel to `time`, moves the strip after it, and brings the strip to
  /// `time`.
  ///
  /// - Precondition: `time` is finite.
  /// - Complexity: Both carousels' frames.
  public func advance(to time: Double) {
    precondition(time.isFinite, "Frame time must be finite")
    main.advance(to: time)
    follow(at: time)
    thumbnails.advance(to: time)
  }

  /// Whether either carousel moves by itself, or the strip has yet to follow the main carousel
  /// (a finger lifted from the strip after the selection changed, say).
  public var isAnimating: Bool {
    main.isAnimating || thumbnails.isAnimating || followIsPending
  }
  public var needsFrames: Bool { main.needsFrames || thumbnails.needsFrames || followIsPending }
  public var activityDescription: String {
    "main \(main.activityDescription); thumbnails \(thumbnails.activityDescription)"
  }

  /// Whether the next frame would move the strip to follow the main carousel.
  private var followIsPending: Bool {
    guard canFollow else { return false }
    switch following {
    case .selection: return thumbnail(for: selectedIndex) != followedSelection
    case .offset: return main.scrollOffset != followedOffset
    }
  }

  /// Whether both carousels have items and no finger holds the strip.
  private var canFollow: Bool {
    main.numberOfItems > 0 && thumbnails.numberOfItems > 0 && !thumbnails.engine.isTracking
  }

  private func follow(at time: Double) {
    guard canFollow else { return }
    switch following {
    case .selection:
      let selected = thumbnail(for: selectedIndex)
      guard selected != followedSelection else { return }
      followedSelection = selected
      thumbnails.scrollToItem(selected, animated: true, at: time)
    case .offset:
      let offset = main.scrollOffset
      guard offset != followedOffset else { return }
      followedOffset = offset
      let mainLast = Double(main.numberOfItems - 1)
      let stripLast = Double(thumbnails.numberOfItems - 1)
      thumbnails.scrollOffset = mainLast > 0 ? offset * stripLast / mainLast : 0
    }
  }
}
