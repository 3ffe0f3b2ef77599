// A tabbed pager host: the sections of an app as pages, their names in a header strip that
// scrolls in proportion (TTScrollSlidingPages), driven by a manual 60 Hz clock as a unit test
// would drive it. A user flicks to the next section, taps a tab, drags the strip and presses a
// key; the host prints what it would draw and what the pages tell it.
//
//     swift run TabbedPager

import CarouselKit

/// What the host draws for a page: in UIKit a view controller, in SwiftUI a view; here a name.
struct Section {
  let name: String
}

/// The data source: the app's sections.
///
/// Pages are asked for only as they come near the view.
final class Sections: SlidingPagesDataSource {
  let names = ["Home", "Search", "Library", "Radio", "Profile", "Settings"]

  func numberOfPages(in slidingPages: SlidingPages<Section>) -> Int { names.count }

  func slidingPages(_ slidingPages: SlidingPages<Section>, pageAt index: Int) -> Section {
    print("  (created the \(names[index]) page)")
    return Section(name: names[index])
  }

  func slidingPages(_ slidingPages: SlidingPages<Section>, titleAt index: Int) -> SlidingPageTitle {
    .text(names[index])
  }
}

/// The host: one model, a clock, and a `draw` that prints the strip and the page in front.
final class Host {
  let pages = SlidingPages<Section>(viewportSize: Size(width: 375, height: 667))
  let sections = Sections()
  var time = 0.0

  init() {
    pages.eventHandler = { event in
      switch event.kind {
      case .pageDidChange(let page):
        print("  → the user moved to \(self.sections.names[page])")
      case .didFinishScrollingToPage(let page):
        print("  → arrived at \(self.sections.names[page])")
      case .pageDidAppear(let page):
        print("  (\(self.sections.names[page]) appeared)")
      case .pageDidDisappear(let page):
        print("  (\(self.sections.names[page]) disappeared)")
      default: break
      }
    }
    pages.dataSource = sections  // reloads
  }

  /// Runs 60 Hz frames until the pages rest, then draws.
  func runToRest() {
    repeat {
      time += 1.0 / 60
      pages.advance(to: time)
    } while pages.isAnimating
    draw()
  }

  /// What a toolkit would render: the titles in the strip (the active one starred) at their x,
  /// and the page in front.
  func draw() {
    let tabs = pages.titles.map { title -> String in
      guard case .text(let name) = title.title else { return "?" }
      return "\(name)\(title.isActive ? "*" : "") @\(Int(title.frame.origin.x))"
    }
    let front = pages.pages.first { $0.frame.origin.x == 0 }?.content.name ?? "—"
    print(
      "\(Int((time * 1000).rounded())) ms: strip \(Int(pages.headerOffset)) pt [\(tabs.joined(separator: ", "))]; showing \(front)"
    )
  }
}

let host = Host()
host.pages.advance(to: 0)
host.draw()

print("A flick to the left:")
host.pages.touchBegan(at: host.time)
host.pages.dragBegan(at: host.time)
host.pages.dragChanged(translation: -60, at: host.time + 0.05)
host.pages.dragEnded(velocity: -900, at: host.time + 0.05)
host.time += 0.05
host.runToRest()

print("A tap on the tab right of the current one:")
if let next = host.pages.titles.first(where: { $0.index == host.pages.leadingPage + 1 }) {
  host.pages.tapTitle(atX: next.frame.midX, at: host.time)
}
host.runToRest()

print("The strip dragged one tab to the left, and let go:")
host.pages.stripDragBegan(at: host.time)
host.pages.stripDragChanged(translation: -150, at: host.time + 0.2)
host.pages.stripDragEnded(velocity: 0, at: host.time + 0.2)
host.time += 0.2
host.runToRest()

print("The End key:")
host.pages.handleKey(.end, at: host.time)
host.runToRest()
print("\(host.pages.accessibilityValue).")
