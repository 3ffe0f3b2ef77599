// A host that drives a Carousel from a display-link-like loop, as a UIKit app does from
// CADisplayLink or a game from its render loop: once per display refresh, tell the model the
// time and draw what it gives back. Here "drawing" prints where the front card is.
//
//     swift run DisplayLinkLoop

import CarouselKit

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// What the host draws for an item: in UIKit a UIView, in SwiftUI a value; here a title.
struct AlbumCard {
  let title: String
}

/// The data source: the app's array of titles.
///
/// The carousel asks only for the items it shows.
final class Albums: CarouselDataSource {
  let titles = [
    "Kind of Blue", "Blue Train", "Mingus Ah Um", "Time Out", "Moanin'", "Giant Steps",
    "Somethin' Else", "Saxophone Colossus", "Speak No Evil", "Maiden Voyage",
  ]

  func numberOfItems(in carousel: Carousel<AlbumCard>) -> Int { titles.count }

  func carousel(_ carousel: Carousel<AlbumCard>, viewForItemAt index: Int, reusing view: AlbumCard?)
    -> AlbumCard
  {
    AlbumCard(title: titles[index])
  }
}

/// Calls `frame` at each refresh of a `hertz` display with the seconds since it started, until
/// `frame` returns `false`: a display link made from a monotonic clock and a sleep.
struct DisplayLink {
  let hertz: Double

  func run(_ frame: (Double) -> Bool) {
    let start = now()
    var refresh = 0
    while true {
      let time = Double(refresh) / hertz
      let wait = start + time - now()
      if wait > 0 { usleep(useconds_t(wait * 1e6)) }
      if !frame(time) { return }
      refresh += 1
    }
  }

  private func now() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
  }
}

let albums = Albums()
let carousel = Carousel<AlbumCard>()
carousel.configuration.type = .coverFlow
carousel.setViewportSize(Size(width: 640, height: 360))
carousel.configuration.itemSize = Size(width: 200, height: 200)
carousel.dataSource = albums

// The user flicks left at 1,200 points per second at time 0 (a host forwards its touches).
carousel.touchBegan(at: 0)
carousel.dragBegan(at: 0)
carousel.dragEnded(velocity: -1200, at: 0)

print(
  "A cover flow of \(albums.titles.count) albums, flicked left at 1,200 pt/s; a line every 0.1 s:")
var frames = 0
DisplayLink(hertz: 60).run { time in
  carousel.advance(to: time)
  frames += 1
  // Draw: items come back to front, each with its complete transform about the viewport's
  // centre. The last one is the front card.
  if frames % 6 == 1, let front = carousel.items.last {
    let centre = front.transform.project(Point(x: 0, y: 0)) ?? Point(x: 0, y: 0)
    let milliseconds = String(Int((time * 1000).rounded()))
    let column = String(repeating: " ", count: max(0, 5 - milliseconds.count)) + milliseconds
    print(
      "  \(column) ms  front: \(front.view.title) at x \(Int(centre.x.rounded())) pt, \(carousel.items.count) cards drawn"
    )
  }
  // Keep the link running while the carousel moves or a finger holds it (the contract's one
  // question for a display link: a finger's drag moves it between frames too).
  return carousel.needsFrames
}
print(
  "At rest on \"\(albums.titles[carousel.currentItemIndex])\" (item \(carousel.currentItemIndex)) after \(frames) frames."
)
