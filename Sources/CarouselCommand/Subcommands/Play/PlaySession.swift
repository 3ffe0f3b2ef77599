import CarouselKit

/// What `carousel play` does with each key, and what it draws: the terminal host's logic,
/// apart from the terminal itself so tests can drive it in-process.
final class PlaySession: CarouselDelegate {
  /// A key the session understands.
  enum Key: Equatable {
    case left, right, stepBack, stepForward, enter, cycleType, reload, quit
  }

  static let viewport = Size(width: 640, height: 360)
  static let itemSize = Size(width: 200, height: 200)
  /// The finger velocity of an arrow key's flick, in points per second.
  static let flickVelocity = 1500.0
  /// The item counts `r` cycles through after the starting one.
  static let reloadCounts = [7, 3, 50, 1, 20]

  let carousel = Carousel<Int>()
  private let source: PlayItems
  private var reloads = 0
  /// The line under the status line: what the last key did.
  private(set) var message = "← → flick · h l step · Enter select · t type · r reload · q quit"

  init(type: CarouselType, items: Int) {
    source = PlayItems(count: items)
    carousel.configuration.type = type
    carousel.setViewportSize(Self.viewport)
    carousel.configuration.itemSize = Self.itemSize
    carousel.delegate = self
    carousel.dataSource = source
  }

  /// Reads keys from terminal input bytes: arrows (`ESC [ C`, `ESC O D`…), h, l, Enter, t, r, q and
  /// Ctrl-C.
  ///
  /// Bytes of an escape sequence split across reads are kept for the next call.
  struct KeyReader {
    private var pending: [UInt8] = []

    mutating func keys(from bytes: [UInt8]) -> [Key] {
      pending += bytes
      var keys: [Key] = []
      var i = 0
      while i < pending.count {
        let byte = pending[i]
        if byte == 0x1B {
          guard i + 2 < pending.count else {
            if i + 1 < pending.count, pending[i + 1] != 0x5B, pending[i + 1] != 0x4F {
              i += 1
              continue
            }
            break  // wait for the rest of the sequence
          }
          if pending[i + 1] == 0x5B || pending[i + 1] == 0x4F {
            switch pending[i + 2] {
            case 0x43: keys.append(.right)
            case 0x44: keys.append(.left)
            default: break
            }
            i += 3
          } else {
            i += 1
          }
          continue
        }
        switch byte {
        case UInt8(ascii: "h"): keys.append(.stepBack)
        case UInt8(ascii: "l"): keys.append(.stepForward)
        case 0x0D, 0x0A: keys.append(.enter)
        case UInt8(ascii: "t"): keys.append(.cycleType)
        case UInt8(ascii: "r"): keys.append(.reload)
        case UInt8(ascii: "q"), 0x03, 0x04: keys.append(.quit)
        default: break
        }
        i += 1
      }
      pending.removeFirst(i)
      return keys
    }
  }

  /// Acts on `key` at `time` seconds (the host's clock).
  ///
  /// Returns `false` for quit.
  func handle(_ key: Key, at time: Double) -> Bool {
    carousel.advance(to: max(time, carousel.time))
    switch key {
    case .left, .right:
      // → shows later items: the finger flicks left, a negative velocity.
      let velocity = key == .right ? -Self.flickVelocity : Self.flickVelocity
      carousel.touchBegan(at: carousel.time)
      carousel.dragBegan(at: carousel.time)
      carousel.dragEnded(velocity: velocity, at: carousel.time)
    case .stepBack, .stepForward:
      if !carousel.handleKey(key == .stepForward ? .right : .left) {
        message = "No more items that way."
      }
    case .enter:
      let centre = Point(x: Self.viewport.width / 2, y: Self.viewport.height / 2)
      carousel.touchBegan(at: carousel.time)
      carousel.tap(at: centre, at: carousel.time)
    case .cycleType:
      let types = CarouselType.allCases
      let position = types.firstIndex(of: carousel.configuration.type) ?? 0
      carousel.configuration.type = types[(position + 1) % types.count]
      message = "Type: \(carousel.configuration.type)."
    case .reload:
      source.count = Self.reloadCounts[reloads % Self.reloadCounts.count]
      reloads += 1
      carousel.reloadData()
      message = "Reloaded with \(source.count) item\(source.count == 1 ? "" : "s")."
    case .quit:
      return false
    }
    return true
  }

  func carousel(
    _ carousel: Carousel<Int>, itemTransformForOffset offset: Double, baseTransform: Transform3D
  ) -> Transform3D {
    CustomLayout.flip3D(offset: offset, base: baseTransform, itemWidth: carousel.itemWidth)
  }

  func carousel(_ carousel: Carousel<Int>, didSelectItemAt index: Int) {
    message = "Selected item \(index)."
  }

  /// Whether frames are needed: something is moving.
  var isAnimating: Bool { carousel.isAnimating }

  /// "coverFlow · item 3 of 20 · at rest", items numbered from 0 as the API's indexes are.
  var status: String {
    let count = carousel.numberOfItems
    let position = count == 0 ? "no items" : "item \(carousel.currentItemIndex) of \(count)"
    return
      "\(carousel.configuration.type) · \(position) · \(carousel.isAnimating ? "moving" : "at rest")"
  }

  /// The screen for a terminal of `columns` × `rows`: the items as boxes, then the status and
  /// message lines.
  func screen(columns: Int, rows: Int) -> [String] {
    let width = max(columns, 10)
    let height = max(rows - 2, 3)
    let renderer = TerminalCarouselRenderer(
      columns: width, rows: height, viewport: Self.viewport, itemSize: Self.itemSize)
    let boxes = renderer.render(
      Array(carousel.items), label: { String($0.index) }, highlight: carousel.currentItemIndex)
    return boxes + [String(status.prefix(width)), String(message.prefix(width))]
  }
}
