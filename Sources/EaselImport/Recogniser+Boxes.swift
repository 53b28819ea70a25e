import EaselDocument
import EaselGeometry
import EaselRaster
import EaselRender

/// Frames: a corner with strokes right and down, an edge running right to a corner with a
/// stroke down, down to one with a stroke left, and back along the bottom and up the left side
/// to the start, all in one weight. Junctions on the edges (where a line meets the frame or
/// boxes share an edge) count as edge cells.
extension Recogniser {
  mutating func findBoxes() {
    for row in 0..<rows {
      for column in 0..<columns {
        guard let corner = arms[row * columns + column], corner.right != .none, corner.down == corner.right
        else { continue }
        if let box = closeBox(column: column, row: row, weight: corner.right) {
          addBox(box, weight: corner.right)
        }
      }
    }
  }

  /// The smallest frame with its top left corner here.
  private func closeBox(column left: Int, row top: Int, weight: Weight) -> CanvasRect? {
    var right = left + 1
    while right < columns && has(right, top, .left, weight) {
      if has(right, top, .down, weight) {
        var bottom = top + 1
        while bottom < rows && has(right, bottom, .up, weight) {
          if has(right, bottom, .left, weight)
            && closes(left: left, top: top, right: right, bottom: bottom, weight)
          {
            return CanvasRect(column: left, row: top, columns: right - left + 1, rows: bottom - top + 1)
          }
          guard has(right, bottom, .down, weight) else { break }
          bottom += 1
        }
      }
      guard has(right, top, .right, weight) else { break }
      right += 1
    }
    return nil
  }

  private func closes(left: Int, top: Int, right: Int, bottom: Int, _ weight: Weight) -> Bool {
    guard has(left, bottom, .up, weight), has(left, bottom, .right, weight) else { return false }
    for column in left + 1..<right {
      guard has(column, bottom, .left, weight), has(column, bottom, .right, weight) else { return false }
    }
    for row in top + 1..<bottom {
      guard has(left, row, .up, weight), has(left, row, .down, weight) else { return false }
    }
    return true
  }

  private mutating func addBox(_ bounds: CanvasRect, weight: Weight) {
    let (left, top) = (bounds.minColumn, bounds.minRow)
    let (right, bottom) = (bounds.maxColumn - 1, bounds.maxRow - 1)
    var style: FrameStyle
    switch weight {
    case .heavy: style = .heavy
    case .double: style = .double
    case .ascii: style = .ascii
    default:
      style = .light
      if characters[top * columns + left] == "╭" { style = .rounded }
      if right - left > 1 && characters[top * columns + left + 1] == "┄" { style = .dashed }
      if bottom - top > 1 && characters[(top + 1) * columns + left] == "┆" { style = .dashed }
    }
    var cells: [Int] = []
    for column in left...right {
      cells.append(top * columns + column)
      cells.append(bottom * columns + column)
    }
    if bottom > top + 1 {
      for row in top + 1..<bottom {
        cells.append(row * columns + left)
        cells.append(row * columns + right)
      }
    }
    var rectangle = Rectangle(bounds: bounds, frameStyle: style)
    if let (label, labelCells) = label(of: rectangle) {
      rectangle.label = label
      cells.append(contentsOf: labelCells)
    }
    boxes.append(FoundBox(rectangle: rectangle, cells: cells))
  }

  /// The text inside the frame as the box's label, when it is all plain text and the label
  /// draws it where it stands; with the cells it takes.
  private func label(of rectangle: Rectangle) -> (String, [Int])? {
    let bounds = rectangle.bounds
    guard bounds.size.columns > 2 && bounds.size.rows > 2 else { return nil }
    var lines: [String] = []
    var cells: [Int] = []
    for row in bounds.minRow + 1..<bounds.maxRow - 1 {
      var line = ""
      for column in bounds.minColumn + 1..<bounds.maxColumn - 1 {
        let index = row * columns + column
        guard let character = characters[index] else { continue }
        if arms[index] != nil && character != "-" && character != "+" { return nil }
        if character != " " { cells.append(index) }
        line.append(character)
      }
      lines.append(String(line.drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed()))
    }
    guard !cells.isEmpty else { return nil }
    while lines.first?.isEmpty == true { lines.removeFirst() }
    while lines.last?.isEmpty == true { lines.removeLast() }
    let label = lines.joined(separator: "\n")
    var alone = rectangle
    alone.label = label
    var drawn = CellGrid(size: bounds.size)
    Rasterizer.draw(
      [Shape(id: ShapeID(1), kind: .rectangle(alone))], area: bounds, into: &drawn, at: .zero,
      options: RasterOptions(usesColor: false))
    for row in bounds.minRow + 1..<bounds.maxRow - 1 {
      for column in bounds.minColumn + 1..<bounds.maxColumn - 1 {
        let index = row * columns + column
        let there = drawn[CellPoint(column: column - bounds.minColumn, row: row - bounds.minRow)]
        guard there.sameGrapheme(as: grid.cells[index]), there.width == grid.cells[index].width else {
          return nil
        }
      }
    }
    return (label, cells)
  }
}
