/// Draws a row of numbered boxes as the terminal host of a one-axis scroll: item `i` is centred
/// `(i − offset)` cells from the middle of the line.
struct StripRenderer {
  let width: Int
  let cellWidth = 12

  init(width: Int) { self.width = max(width, 24) }

  /// Three lines of boxes for the items around `offset`; the item nearest the centre is bold.
  func render(offset: Double, itemCount: Int) -> [String] {
    var top = [Character](repeating: " ", count: width - 1)
    var middle = top, bottom = top
    var bold: Range<Int>?
    let centre = Double(width - 1) / 2
    let current = Int(offset.rounded())
    for index in 0..<itemCount {
      let left = Int((centre + (Double(index) - offset) * Double(cellWidth) - Double(cellWidth - 2) / 2).rounded())
      let right = left + cellWidth - 2  // one column of gap
      guard right >= 0, left < top.count else { continue }
      let label = Array(String(index + 1))
      for column in max(left, 0)...min(right, top.count - 1) {
        let edge = column == left || column == right
        top[column] = column == left ? "┌" : column == right ? "┐" : "─"
        bottom[column] = column == left ? "└" : column == right ? "┘" : "─"
        let labelStart = left + (cellWidth - 1 - label.count) / 2
        middle[column] = edge ? "│" : (labelStart..<labelStart + label.count).contains(column) ? label[column - labelStart] : " "
      }
      if index == current { bold = max(left, 0)..<(min(right, top.count - 1) + 1) }
    }
    return [top, middle, bottom].map { line in
      guard let bold else { return String(line) }
      return String(line[..<bold.lowerBound]) + "\u{1B}[1m" + String(line[bold]) + "\u{1B}[0m" + String(line[bold.upperBound...])
    }
  }
}
