// A carousel over an array the app owns, with a delegate that reacts to what the user does:
// it logs gestures, shows which item is current, opens an item when it is tapped, and keeps
// the carousel in step when the array changes.
//
//     swift run ArrayCarousel
//
// Time here is a manual clock stepped at 60 Hz — exactly how a unit test drives the model.

import CarouselKit

/// The app's model: an array of colour names.
final class Palette: CarouselDataSource {
  var colours = ["Crimson", "Amber", "Lime", "Teal", "Azure", "Violet"]

  func numberOfItems(in carousel: Carousel<String>) -> Int { colours.count }

  func carousel(_ carousel: Carousel<String>, viewForItemAt index: Int, reusing view: String?)
    -> String
  {
    colours[index]
  }
}

/// Reacts to the carousel's events the way a screen's controller would.
final class Screen: CarouselDelegate {
  let palette: Palette
  var log: [String] = []

  init(palette: Palette) { self.palette = palette }

  func carouselWillBeginDragging(_ carousel: Carousel<String>) {
    log.append("the user started dragging")
  }

  func carouselDidEndDecelerating(_ carousel: Carousel<String>) {
    log.append("came to rest on \(palette.colours[carousel.currentItemIndex])")
  }

  func carouselCurrentItemIndexDidChange(_ carousel: Carousel<String>) {
    guard carousel.numberOfItems > 0 else { return }
    log.append("current: \(palette.colours[carousel.currentItemIndex])")
  }

  func carousel(_ carousel: Carousel<String>, didSelectItemAt index: Int) {
    log.append("opened \(palette.colours[index])")
  }
}

let palette = Palette()
let screen = Screen(palette: palette)
let carousel = Carousel<String>()
carousel.configuration.type = .rotary
carousel.setViewportSize(Size(width: 400, height: 300))
carousel.configuration.itemSize = Size(width: 120, height: 120)
carousel.dataSource = palette
carousel.delegate = screen
// Inserts and removes keep the current item centred (iCarousel kept its index instead).
carousel.configuration.keepsCurrentItemOnUpdates = true

var time = 0.0
/// Steps the clock at 60 Hz until nothing moves, as a display link would.
@MainActor func settle() {
  repeat {
    time += 1.0 / 60
    carousel.advance(to: time)
  } while carousel.isAnimating
}
@MainActor func report(_ what: String) {
  print("\(what):")
  for line in screen.log { print("  \(line)") }
  screen.log.removeAll()
}

// A drag of 150 points to the left over a quarter of a second, one sample per frame.
carousel.touchBegan(at: time)
carousel.dragBegan(at: time)
for step in 1...15 {
  carousel.dragChanged(translation: -10 * Double(step), at: time + Double(step) / 60)
}
time += 0.25
carousel.dragEnded(at: time)  // released at the velocity the carousel tracked
settle()
report("After a drag")

// A tap on the card right of centre: the delegate opens it and the carousel centres it.
guard let right = carousel.items.first(where: { $0.offset > 0.5 && $0.offset < 1.5 }),
  let point = right.transform.project(Point(x: 0, y: 0))
else { fatalError("the card right of centre is loaded and in front of the eye") }
carousel.touchBegan(at: time)
carousel.tap(at: Point(x: point.x + 200, y: point.y + 150), at: time)
settle()
report("After a tap on \(right.view)")

// The app adds a colour after the current one and removes the first: change the array, then
// tell the carousel, which animates the change; the current item stays the same colour.
let current = carousel.currentItemIndex
palette.colours.insert("Coral", at: current + 1)
carousel.insertItem(at: current + 1, animated: true)
palette.colours.removeFirst()
carousel.removeItem(at: 0, animated: true)
settle()
report("After inserting Coral and removing Crimson")
print(
  "Now \(palette.colours.count) colours: \(palette.colours.joined(separator: ", ")); current \(palette.colours[carousel.currentItemIndex])."
)
