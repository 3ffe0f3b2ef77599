import CarouselKit

/// Draws a carousel's items as boxes on a character grid, the terminal host: each item's quad
/// is projected with its transform and scaled from the viewport to the grid; items are drawn
/// back to front, so nearer ones cover farther ones.
struct TerminalCarouselRenderer {
  let columns: Int
  let rows: Int
  let viewport: Size
  let itemSize: Size

  /// The grid's lines for `items` (back to front); `highlight` is drawn bold.
  func render(
    _ items: [CarouselItemLayout<Int>], label: (CarouselItemLayout<Int>) -> String, highlight: Int?
  ) -> [String] {
    var grid = Array(repeating: Array(repeating: Character(" "), count: columns), count: rows)
    var boldCells: [(row: Int, range: Range<Int>)] = []
    for item in items where !item.isHidden && item.alpha > 0.05 {
      guard let box = cells(of: item) else { continue }
      for row in box.top...box.bottom {
        for column in box.left...box.right {
          let edgeRow = row == box.top || row == box.bottom
          let edgeColumn = column == box.left || column == box.right
          grid[row][column] =
            edgeRow
            ? (column == box.left
              ? (row == box.top ? "┌" : "└")
              : column == box.right ? (row == box.top ? "┐" : "┘") : "─")
            : edgeColumn ? "│" : " "
        }
      }
      let text = Array(label(item))
      let middle = (box.top + box.bottom) / 2
      let inner = box.right - box.left - 1
      if inner >= text.count, box.bottom - box.top >= 2 {
        let start = box.left + 1 + (inner - text.count) / 2
        for (i, character) in text.enumerated() { grid[middle][start + i] = character }
      }
      boldCells.removeAll { $0.range.overlaps(box.left..<(box.right + 1)) }
      if item.index == highlight && !item.isPlaceholder {
        for row in box.top...box.bottom { boldCells.append((row, box.left..<(box.right + 1))) }
      }
    }
    return grid.enumerated().map { row, characters in
      guard let cell = boldCells.first(where: { $0.row == row }) else { return String(characters) }
      return String(characters[..<cell.range.lowerBound]) + "\u{1B}[1m"
        + String(characters[cell.range])
        + "\u{1B}[0m" + String(characters[cell.range.upperBound...])
    }
  }

  /// The grid rectangle covering an item's projected quad, clipped to the grid.
  private func cells(of item: CarouselItemLayout<Int>) -> (
    left: Int, right: Int, top: Int, bottom: Int
  )? {
    let w = itemSize.width / 2
    let h = itemSize.height / 2
    let corners = [Point(x: -w, y: -h), Point(x: w, y: -h), Point(x: w, y: h), Point(x: -w, y: h)]
    let projected = corners.compactMap { item.transform.project($0) }
    guard projected.count == 4 else { return nil }
    func column(_ x: Double) -> Int {
      Int(((x / viewport.width + 0.5) * Double(columns)).rounded())
    }
    func row(_ y: Double) -> Int { Int(((y / viewport.height + 0.5) * Double(rows)).rounded()) }
    let xs = projected.map(\.x).sorted()
    let ys = projected.map(\.y).sorted()
    let left = column(xs[0])
    let right = column(xs[3]) - 1
    let top = row(ys[0])
    let bottom = row(ys[3]) - 1
    guard right >= 0, left < columns, bottom >= 0, top < rows, right > left, bottom > top else {
      return nil
    }
    return (max(left, 0), min(right, columns - 1), max(top, 0), min(bottom, rows - 1))
  }
}
