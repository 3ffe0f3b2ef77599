import Foundation
import Testing

// The `--json` contracts of the subcommands that simulate a model, decoded strictly, for the
// subcommands' tests and the browser tests that check the pages against the same runs.

// MARK: - `carousel simulate`

/// `carousel simulate --json`'s output contract, decoded strictly.
typealias SimulationOutput = SimulationRun<CarouselPlace, CarouselItems>
/// One frame of `carousel simulate --json`.
typealias SimulationFrame = RunFrame<CarouselPlace, CarouselItems>

/// Where the carousel is: a frame's first fields, and `final`.
struct CarouselPlace: Decodable {
  var time: Double
  var offset: Double
  var currentIndex: Int
}

/// The rest of a frame of `carousel simulate --json`: the phase and the items, back to front.
struct CarouselItems: Decodable {
  struct Item: Decodable {
    var index: Int
    var placeholder: Bool
    /// From the centre, in items.
    var offset: Double
    /// From 0 to 1.
    var alpha: Double
    var hidden: Bool
    /// Whether it is the current item.
    var current: Bool
    /// The fraction of it in view, from 0 to 1.
    var visible: Double
    /// Whether its view takes touches.
    var takesTouches: Bool
    /// The 16 numbers of a `Transform3D`, m11 to m44.
    var transform: [Double]
  }
  var phase: String
  var items: [Item]
}

// MARK: - `carousel pages`

/// `carousel pages --json`'s output contract, decoded strictly.
typealias PagesOutput = SimulationRun<PagesPlace, PagesFrameContent>
/// One frame of `carousel pages --json`.
typealias PagesFrame = RunFrame<PagesPlace, PagesFrameContent>

/// Where the pages are: a frame's first fields, and `final`.
struct PagesPlace: Decodable {
  var time: Double
  var contentOffset: Double
  var headerOffset: Double
  var currentPage: Int
  var leadingPage: Int
}

/// The rest of a frame of `carousel pages --json`.
struct PagesFrameContent: Decodable {
  struct Zoom: Decodable, Equatable {
    var page: Int
    var scale: Double
  }
  var pageControlPage: Int
  var realisedPages: [Int]
  var zoom: [Zoom]
}

/// `carousel pages --json` with `arguments`, decoded.
func pagesJSON(_ arguments: [String]) throws -> PagesOutput {
  try commandJSON("pages", arguments)
}

// MARK: - `carousel walkthrough`

/// `carousel walkthrough --json`'s output contract, decoded strictly.
typealias WalkthroughOutput = SimulationRun<WalkthroughPlace, WalkthroughPages>
/// One frame of `carousel walkthrough --json`.
typealias WalkthroughFrame = RunFrame<WalkthroughPlace, WalkthroughPages>

/// Where the pages are, with the dots and the buttons: a frame's first fields, and `final`.
struct WalkthroughPlace: Decodable {
  var time: Double
  var contentOffset: Double
  var currentPage: Int
  var leadingPage: Int
  var pageControlPage: Int
  var nextHidden: Bool
  var previousHidden: Bool
}

/// The pages a frame of `carousel walkthrough --json` tells their offsets.
struct WalkthroughPages: Decodable {
  struct Subview: Decodable {
    var index: Int
    var transform: [Double]
    var alpha: Double
  }
  struct Page: Decodable {
    var page: Int
    var offset: Double
    var subviews: [Subview]
  }
  var pages: [Page]
}

/// `carousel walkthrough --json` with `arguments`, decoded.
func walkthroughJSON(_ arguments: [String]) throws -> WalkthroughOutput {
  try commandJSON("walkthrough", arguments)
}

// MARK: - `carousel parallax`

/// `carousel parallax --json`, decoded strictly.
typealias ParallaxOutput = SimulationRun<ParallaxPlace, ParallaxViews>
/// One frame of `carousel parallax --json`: the views of the cells in view.
typealias ParallaxFrame = RunFrame<ParallaxPlace, ParallaxViews>

/// Where the pager is: a frame's first fields, and `final`.
struct ParallaxPlace: Decodable {
  var time: Double
  var contentOffset: Double
  var page: Int
}

/// The views of a frame of `carousel parallax --json`.
struct ParallaxViews: Decodable {
  struct View: Decodable {
    var name: String
    var cell: Int
    var alpha: Double
    var center: [Double]
    var size: [Double]
    var transform: [Double]
    var transform3D: [Double]
    var backgroundColor: [Double]
  }
  var views: [View]
}

extension RunFrame where Own == ParallaxViews {
  /// The view named `name`, if its cell is in view.
  func view(_ name: String) -> ParallaxViews.View? { own.views.first { $0.name == name } }
}

/// `carousel parallax --json` with `arguments`, decoded.
func parallaxJSON(_ arguments: [String]) throws -> ParallaxOutput {
  try commandJSON("parallax", arguments)
}
