import EaselGeometry

extension CellGrid {
  /// Square (`┌┐└┘`, the menus) or rounded (`╭╮╰╯`, the shortcut sheet) corners.
  public enum BoxCorners: Sendable {
    case square
    case rounded
  }

  /// A light box-drawing frame on the edge cells of `box` (`+ - |` under `usesASCII`): the one
  /// frame the editor's own surfaces are drawn with.
  public mutating func drawBox(_ box: CellRect, corners: BoxCorners, usesASCII: Bool) {
    guard box.size.columns >= 2, box.size.rows >= 2 else { return }
    let (horizontal, vertical) = usesASCII ? ("-", "|") : ("─", "│")
    let glyphs: [String]
    switch (usesASCII, corners) {
    case (true, _): glyphs = ["+", "+", "+", "+"]
    case (false, .square): glyphs = ["┌", "┐", "└", "┘"]
    case (false, .rounded): glyphs = ["╭", "╮", "╰", "╯"]
    }
    let inner = String(repeating: horizontal, count: box.size.columns - 2)
    put(glyphs[0] + inner + glyphs[1], at: CellPoint(column: box.minColumn, row: box.minRow))
    put(glyphs[2] + inner + glyphs[3], at: CellPoint(column: box.minColumn, row: box.maxRow - 1))
    for row in box.minRow + 1..<box.maxRow - 1 {
      put(vertical, at: CellPoint(column: box.minColumn, row: row))
      put(vertical, at: CellPoint(column: box.maxColumn - 1, row: row))
    }
  }

  /// A divider across a frame drawn by `drawBox` (`├───┤`), joining its sides at `row`.
  public mutating func drawDivider(across box: CellRect, row: Int, usesASCII: Bool) {
    guard box.size.columns >= 2 else { return }
    let (left, line, right) = usesASCII ? ("+", "-", "+") : ("├", "─", "┤")
    put(
      left + String(repeating: line, count: box.size.columns - 2) + right,
      at: CellPoint(column: box.minColumn, row: row))
  }
}
