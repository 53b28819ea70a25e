import EaselGeometry

/// A frame as the terminal should show it: `size.rows` rows of `size.columns` cells, stored
/// flat in row-major order.
///
/// Every mutation keeps wide characters whole: a lead cell of width 2 is always followed by a
/// continuation, and overwriting either half turns the other half into a blank in its style.
public struct CellGrid: Hashable, Sendable {
  public let size: CellSize
  public private(set) var cells: [Cell]

  public init(size: CellSize, filling cell: Cell = .blank) {
    let size = CellSize(columns: max(0, size.columns), rows: max(0, size.rows))
    self.size = size
    self.cells = []
    if cell.isWide {
      cells = Array(repeating: .blank, count: size.area)
      fill(CellRect(origin: .zero, size: size), with: cell)
    } else {
      cells = Array(repeating: cell.isContinuation ? .blank : cell, count: size.area)
    }
  }

  public var bounds: CellRect { CellRect(origin: .zero, size: size) }

  public func contains(_ point: CellPoint) -> Bool { bounds.contains(point) }

  /// The index of `point` in `cells`.
  @inline(__always)
  public func index(of point: CellPoint) -> Int { point.row * size.columns + point.column }

  /// The cell at `point`, which must be inside the grid. Setting places the cell as `place`
  /// does; a continuation cannot be set on its own.
  public subscript(point: CellPoint) -> Cell {
    get {
      precondition(contains(point), "cell \(point) outside a \(size) grid")
      return cells[index(of: point)]
    }
    set { place(newValue, at: point) }
  }

  /// Puts one cell at `point`, keeping wide characters whole; outside the grid it is ignored.
  ///
  /// A wide cell that would stick out of the right edge becomes a blank in its style, as
  /// terminals would otherwise wrap it onto the next row.
  public mutating func place(_ cell: Cell, at point: CellPoint) {
    precondition(!cell.isContinuation, "a continuation is placed with its lead cell")
    guard contains(point) else { return }
    if cell.isWide {
      guard point.column + 1 < size.columns else {
        place(.blank(style: cell.style), at: point)
        return
      }
      let next = CellPoint(column: point.column + 1, row: point.row)
      breakWideCharacter(at: point)
      breakWideCharacter(at: next)
      cells[index(of: point)] = cell
      cells[index(of: next)] = .continuation
    } else {
      breakWideCharacter(at: point)
      cells[index(of: point)] = cell
    }
  }

  /// Writes one line of text from `point` rightwards, cluster by cluster, clipped to the grid
  /// (columns left of 0 are skipped, so text can start off screen), and returns the column
  /// after the text. Controls, newlines included, are drawn as U+FFFD; zero-width clusters
  /// other than marks (ZWSP, bidi controls) take no cell.
  @discardableResult
  public mutating func put(_ text: String, at point: CellPoint, style: Style = .plain) -> Int {
    var column = point.column
    let rowIsVisible = point.row >= 0 && point.row < size.rows
    for character in text {
      if column >= size.columns { break }
      let first = character.unicodeScalars.first?.value ?? 0
      if first >= 0x20 && first < 0x7F && character.unicodeScalars.count == 1 {
        if rowIsVisible && column >= 0 {
          place(Cell(character, style: style), at: CellPoint(column: column, row: point.row))
        }
        column += 1
        continue
      }
      let cell = Cell(character, style: style)
      if !TextWidth.isControl(character) && TextWidth.width(of: character) == 0
        && !(character.unicodeScalars.first.map { Self.isMark($0) } ?? false)
      {
        continue
      }
      if rowIsVisible {
        if column >= 0 {
          place(cell, at: CellPoint(column: column, row: point.row))
        } else if cell.isWide && column == -1 {
          place(.blank(style: style), at: CellPoint(column: 0, row: point.row))
        }
      }
      column += Int(cell.width)
    }
    return column
  }

  /// Fills `rect` (clipped to the grid) with `cell`; a wide cell is repeated every two columns
  /// and an odd last column gets a blank.
  public mutating func fill(_ rect: CellRect, with cell: Cell) {
    let clipped = rect.intersection(bounds)
    guard !clipped.isEmpty, !cell.isContinuation else { return }
    let step = Int(cell.width)
    for row in clipped.minRow..<clipped.maxRow {
      var column = clipped.minColumn
      while column < clipped.maxColumn {
        let point = CellPoint(column: column, row: row)
        if step == 2 && column + 1 >= clipped.maxColumn {
          place(.blank(style: cell.style), at: point)
        } else {
          place(cell, at: point)
        }
        column += step
      }
    }
  }

  /// Copies whole rows of `source` (at most as wide as this grid) so that its row
  /// `rows.lowerBound` lands on row `destinationRow`, from column 0; rows falling outside this
  /// grid are skipped. Whole rows of the source keep wide characters whole (a source grid never
  /// holds half of one), which is why this copies rows and not rectangles; a narrower source
  /// (the canvas beside the objects panel) fills the left of each row, and whatever is drawn
  /// right of it is drawn after.
  public mutating func copyRows(from source: CellGrid, rows: Range<Int>, to destinationRow: Int) {
    precondition(source.size.columns <= size.columns, "rows copy from a grid wider than this one")
    let columns = size.columns
    let sourceColumns = source.size.columns
    for sourceRow in rows where sourceRow >= 0 && sourceRow < source.size.rows {
      let row = destinationRow + sourceRow - rows.lowerBound
      guard row >= 0 && row < size.rows else { continue }
      cells.replaceSubrange(
        row * columns..<row * columns + sourceColumns,
        with: source.cells[sourceRow * sourceColumns..<(sourceRow + 1) * sourceColumns])
    }
  }

  /// Every cell back to a plain blank.
  public mutating func clear() {
    for index in cells.indices { cells[index] = .blank }
  }

  /// A row as text (continuations skipped), trailing spaces trimmed: for golden frames.
  public func rowText(_ row: Int) -> String {
    precondition(row >= 0 && row < size.rows, "row \(row) outside a \(size) grid")
    var text = ""
    let start = row * size.columns
    for cell in cells[start..<start + size.columns] where !cell.isContinuation {
      text += cell.grapheme
    }
    while text.last == " " { text.removeLast() }
    return text
  }

  /// The whole grid as text, one line per row, each with trailing spaces trimmed.
  public var text: String {
    var lines: [String] = []
    for row in 0..<size.rows { lines.append(rowText(row)) }
    return lines.joined(separator: "\n")
  }

  /// If `point` holds half of a wide character, turns both halves into blanks in its style.
  private mutating func breakWideCharacter(at point: CellPoint) {
    let here = index(of: point)
    let cell = cells[here]
    if cell.isContinuation {
      guard point.column > 0 else {
        cells[here] = .blank
        return
      }
      let lead = here - 1
      cells[here] = .blank(style: cells[lead].style)
      cells[lead] = .blank(style: cells[lead].style)
    } else if cell.isWide {
      cells[here] = .blank(style: cell.style)
      if point.column + 1 < size.columns {
        cells[here + 1] = .blank(style: cell.style)
      }
    }
  }

  private static func isMark(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark: return true
    default: return false
    }
  }
}
