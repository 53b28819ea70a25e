import EaselDocument
import EaselGeometry

/// Underscore frames, found apart from the others: their corners are blank or `|` and their
/// edges `_`, which no other alphabet's rules read as a frame.
extension Recogniser {
  /// Underscore frames: a blank corner (or a `_` where the box beside shares the side), a `_`
  /// run across the top, `|` sides, and a bottom row of `_` between `|` corners (` ____ ` over
  /// `|    |` over `|____|`), the smallest one at each top left corner. Junctions where lines
  /// meet the frame are edge cells: `|` on the top edge (a line coming down onto it), `_` on the
  /// bottom (one leaving it downwards), and the other styles' junctions (`+`, `├`, `┴` …), which
  /// they draw where they meet an underscore frame.
  mutating func findUnderscoreBoxes() {
    guard hasUnderscoreRuns, rows >= 2 else { return }
    for corner in 0..<columns * (rows - 1) where isSpace(corner) || isUnderscoreStroke(corner) {
      let column = corner % columns
      guard column + 2 < columns, isUnderscoreSide(corner + columns),
        isSpace(corner) || (column > 0 && isUnderscoreStroke(corner - 1) && isUnderscoreStroke(corner + 1)),
        let bounds = closeUnderscoreBox(left: column, top: corner / columns)
      else { continue }
      addBox(bounds, style: .asciiUnderscore)
    }
  }

  /// `|`, or a junction on a side where a line of another style meets it (`+`, `├`, `┤` …).
  private func isUnderscoreSide(_ index: Int) -> Bool {
    if codes[index] == CellCode.bar { return true }
    let cell = arms[index]
    return cell.up != .none && cell.down != .none && (cell.left != .none || cell.right != .none)
  }

  /// A junction across: strokes left and right, and up or down (`+`, `┬`, `┴` …).
  private func isAcrossJunction(_ index: Int) -> Bool {
    let cell = arms[index]
    return codes[index] != CellCode.underscore && cell.left != .none && cell.right != .none
      && (cell.up != .none || cell.down != .none)
  }

  /// The smallest frame with its top left corner here: a top edge of `_` (at least one; the
  /// others may be junctions) to a corner with a side below, down to the bottom edge.
  private func closeUnderscoreBox(left: Int, top: Int) -> CanvasRect? {
    var right = left + 1
    var hasRun = false
    while right < columns {
      let cell = top * columns + right
      if hasRun && right >= left + 2 && (isSpace(cell) || isUnderscoreStroke(cell))
        && isUnderscoreSide(cell + columns),
        let bottom = underscoreBottom(left: left, top: top, right: right)
      {
        return CanvasRect(column: left, row: top, columns: right - left + 1, rows: bottom - top + 1)
      }
      if isUnderscoreStroke(cell) {
        hasRun = true
      } else if codes[cell] != CellCode.bar && !isAcrossJunction(cell) {
        break
      }
      right += 1
    }
    return nil
  }

  /// The row of the bottom edge below a top edge from `left` to `right`: `|` corners with `_`
  /// between (or junctions).
  private func underscoreBottom(left: Int, top: Int, right: Int) -> Int? {
    for row in top + 1..<rows {
      let base = row * columns
      guard isUnderscoreSide(base + left), isUnderscoreSide(base + right) else { return nil }
      guard codes[base + left] == CellCode.bar, codes[base + right] == CellCode.bar else { continue }
      var isBottom = true
      for column in left + 1..<right {
        let cell = base + column
        guard isUnderscoreStroke(cell) || (codes[cell] != CellCode.bar && isAcrossJunction(cell)) else {
          isBottom = false
          break
        }
      }
      if isBottom { return row }
    }
    return nil
  }

}
