import CarouselKit
import SoakSupport
import Testing

// The boundaries motion snaps to: uniform grids and explicit points, with and without a period.

@Suite("SnapGrid")
struct SnapGridTests {
  @Test("A uniform grid floors, ceils and rounds half away from zero like C's round")
  func uniform() {
    let grid = SnapGrid.uniform(spacing: 1)
    #expect(
      grid.indexAtOrBefore(2.7) == 2 && grid.indexAtOrAfter(2.2) == 3 && grid.indexAtOrAfter(3) == 3
    )
    #expect(grid.indexAtOrBefore(-0.2) == -1)
    #expect(
      grid.nearestIndex(to: 2.5) == 3 && grid.nearestIndex(to: -0.5) == -1
        && grid.nearestIndex(to: 2.49) == 2)
    let pages = SnapGrid.uniform(spacing: 320, origin: 10)
    #expect(pages.boundary(3) == 970 && pages.nearestIndex(to: 500) == 2)
  }

  @Test("Explicit points search in O(log n) and clamp outside without a period")
  func points() {
    let grid = SnapGrid(points: [0, 100, 250, 600])
    #expect(grid.indexAtOrBefore(260) == 2 && grid.indexAtOrAfter(260) == 3)
    #expect(grid.nearestIndex(to: 170) == 1 && grid.nearestIndex(to: 180) == 2)
    #expect(grid.boundary(-3) == 0 && grid.boundary(9) == 600)
    #expect(grid.indexAtOrBefore(-5) == -1)
  }

  @Test("Explicit points repeat every period when wrapping")
  func periodic() {
    let grid = SnapGrid(points: [0, 100, 250])
    #expect(grid.boundary(3, period: 400) == 400 && grid.boundary(-1, period: 400) == -150)
    #expect(grid.indexAtOrBefore(420, period: 400) == 3)
    #expect(grid.indexAtOrBefore(-10, period: 400) == -1)
    #expect(grid.nearestIndex(to: 640, period: 400) == 5)
  }

  @Test("Explicit snap points with a period find the boundary a rounding error ahead")
  func periodicPointsRounding() {
    let grid = SnapGrid(points: [0.3, 0.7])
    let index = grid.indexAtOrAfter(8.0, period: 1.1)
    #expect(grid.boundary(index, period: 1.1) >= 8.0)
    #expect(grid.boundary(index - 1, period: 1.1) < 8.0)
  }

  @Test("A snap grid that does not fit the wrapping period traps")
  func gridMustFitPeriod() async {
    expectExitMessage(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        _ = ScrollEngine(
          configuration: .init(bounds: .wrapping(period: 10), snapGrid: .uniform(spacing: 3)))
      }, "A snap grid must repeat exactly once per wrapping period")
    expectExitMessage(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        _ = ScrollEngine(
          configuration: .init(
            bounds: .wrapping(period: 10), snapGrid: SnapGrid(points: [0, 4, 12])))
      }, "A snap grid must repeat exactly once per wrapping period")
  }
}
