import CarouselKit
import Foundation
import Testing

// The article "Getting started" (Sources/CarouselKit/CarouselKit.docc/GettingStarted.md): every
// line of its Swift blocks appears here, in order, run with checks on what the article says
// (checked by DocumentationCodeTests).

/// The article's manifest, verbatim.
///
/// A test cannot build a package, so it checks what the manifest names: products this package
/// has, and the tools version it needs.
private let gettingStartedManifest = """
  // swift-tools-version: 6.0
  import PackageDescription

  let package = Package(
    name: "Albums",
    dependencies: [
      .package(url: "https://github.com/CarouselKit/CarouselKit.git", branch: "main")
    ],
    targets: [
    .target(
        name: "Albums", dependencies: [.product(name: "CarouselKit", package: "CarouselKit")]),
      .testTarget(
        name: "AlbumsTests",
        dependencies: ["Albums", .product(name: "CarouselKitTesting", package: "CarouselKit")]),
    ]
  )
  """

final class GettingStartedAlbums: CarouselDataSource {
  let titles: [String]
  init(_ titles: [String]) { self.titles = titles }

  func numberOfItems(in carousel: Carousel<String>) -> Int { titles.count }

  func carousel(_ carousel: Carousel<String>, viewForItemAt index: Int, reusing view: String?)
    -> String
  {
    titles[index]  // asked only for the items that come into view
  }
}

@Test func gettingStartedManifestNamesThisPackage() throws {
  // The article's tools version is the package's own (checked below with the rest).
  #expect(gettingStartedManifest.hasPrefix("// swift-tools-version: 6.0\n"))
  try expectSnippetNamesThisPackage(
    gettingStartedManifest, products: ["CarouselKit", "CarouselKitTesting"])
}

@Test func gettingStartedCarousel() throws {
  let albums = GettingStartedAlbums(["Kind of Blue", "Blue Train", "Time Out", "Giant Steps"])
  let carousel = Carousel<String>()
  carousel.configuration.type = .linear  // the default; also .coverFlow, .rotary, .wheel…
  carousel.setViewportSize(Size(width: 390, height: 300))
  carousel.configuration.itemSize = Size(width: 200, height: 200)
  carousel.dataSource = albums

  // The defaults the article gives.
  #expect(Carousel<String>().viewportSize == Size(width: 320, height: 480))
  #expect(CarouselConfiguration().itemSize == Size(width: 200, height: 200))
  #expect(CarouselConfiguration().type == .linear)
  #expect(CarouselConfiguration().decelerationRate == 0.95)

  var currentItems: [Int] = []
  var restedAt: Double?
  carousel.eventHandler = { event in  // each event, at the end of the call that caused it
    switch event.kind {
    case .currentItemIndexDidChange(let index): currentItems.append(index)
    case .scroll(.didEndDecelerating): restedAt = event.time
    default: break  // the drag's and the glide's other events, taps (.didSelectItem)…
    }
  }

  var drawn: [String] = []
  for item in carousel.items where !item.isHidden {  // back to front
    let centre = item.transform.project(Point(x: 0, y: 0))  // from the viewport's centre, in points
    drawn.append("\(item.view) at x \(centre?.x ?? 0), alpha \(item.alpha)")
  }

  // At rest on item 0: "Kind of Blue" in front, at x 0; "Blue Train" 200 pt to its right.
  #expect(drawn.last == "Kind of Blue at x 0.0, alpha 1.0")
  #expect(drawn.contains("Blue Train at x 200.0, alpha 1.0"))
  #expect(carousel.items.last?.isCurrent == true)

  carousel.touchBegan(at: 0)
  carousel.dragBegan(at: 0)
  carousel.dragChanged(translation: -60, at: 0.05)  // 60 points to the left
  #expect(abs(carousel.scrollOffset - 0.3) <= 1e-12)  // 60/200 of an item
  carousel.dragEnded(velocity: -1200, at: 0.1)  // lifted moving left at 1,200 points per second
  #expect(carousel.phase == .decelerating)
  var now = 0.1
  while carousel.needsFrames {  // a 60 Hz display link
    now += 1.0 / 60
    carousel.advance(to: now)
  }

  // 6 items/s glides 6/3 = 2 items, 0.3 → 2.3, on to item 3: 2.7 items in 2 × 2.7/6 = 0.9 s.
  #expect(carousel.currentItemIndex == 3)
  #expect(carousel.scrollOffset == 3)
  #expect(carousel.phase == .idle)
  #expect(currentItems == [1, 2, 3])
  #expect(abs((restedAt ?? .nan) - 1.0) <= 1e-9)
  #expect(now >= 1.0 && now < 1.0 + 1.0 / 60 + 1e-9)  // the first frame at or after the rest
  #expect(carousel.items.last?.view == "Giant Steps")

  // The calls the article lists: a go-to in iCarousel's 0.4 s, each at its instant.
  #expect(carousel.scrollToItem(1, animated: true, at: now))
  carousel.advance(to: now + 0.4)
  #expect(carousel.scrollOffset == 1 && !carousel.needsFrames)
  withExtendedLifetime(albums) {}
}
