import EaselGeometry

/// The cells of one canvas area as shapes are stacked into it, bottom to top, before they
/// become grid cells (`Rasterizer.draw`).
///
/// Keeping lines, dots and glyphs apart until the end is what lets a frame join a line drawn
/// earlier, and two pen strokes share a Braille cell. Like `CellGrid`, it keeps wide glyphs
/// whole: drawing over either half of one blanks the other half.
public struct RasterCanvas: Sendable {
  @usableFromInline let bounds: CanvasRect
  @usableFromInline private(set) var cells: [RasterCell]

  public init(bounds: CanvasRect) {
    self.bounds = bounds
    cells = Array(repeating: RasterCell(), count: bounds.size.area)
  }

  func contains(column: Int, row: Int) -> Bool {
    column >= bounds.minColumn && column < bounds.maxColumn && row >= bounds.minRow
      && row < bounds.maxRow
  }

  /// The cell at a canvas position inside `bounds` (inlinable: the screen reads every cell).
  @inlinable public subscript(column: Int, row: Int) -> RasterCell {
    cells[index(column: column, row: row)]
  }

  /// Adds box-drawing arms over what is there: merged with arms below, replacing anything else.
  mutating func addLines(_ junction: BoxJunction, column: Int, row: Int, foreground: Color) {
    guard contains(column: column, row: row) else { return }
    let index = prepareForDrawing(column: column, row: row)
    if case .lines(let below) = cells[index].content {
      cells[index].content = .lines(below.merged(under: junction))
    } else {
      cells[index].content = .lines(junction)
    }
    cells[index].foreground = foreground
  }

  /// Adds Braille dots over what is there: OR-ed with dots below, replacing anything else.
  mutating func addDots(_ mask: UInt8, column: Int, row: Int, foreground: Color) {
    guard mask != 0, contains(column: column, row: row) else { return }
    let index = prepareForDrawing(column: column, row: row)
    if case .dots(let below) = cells[index].content {
      cells[index].content = .dots(below | mask)
    } else {
      cells[index].content = .dots(mask)
    }
    cells[index].foreground = foreground
  }

  /// Puts an opaque glyph of `width` (1 or 2) with its left edge at `column`.
  ///
  /// A wide glyph with only one half inside `bounds` leaves a blank in that half: `bounds`
  /// reaches one column beyond the visible area on each side, so that half is never shown,
  /// but blanking it still breaks a wide glyph it lands on, exactly as the whole glyph would.
  mutating func putGlyph(_ character: Character, width: Int, column: Int, row: Int, foreground: Color) {
    guard width == 2 else {
      setContent(.glyph(character, isWide: false), column: column, row: row, foreground: foreground)
      return
    }
    let leadInside = contains(column: column, row: row)
    let trailInside = contains(column: column + 1, row: row)
    if leadInside && trailInside {
      setContent(.glyph(character, isWide: true), column: column, row: row, foreground: foreground)
      let trail = prepareForDrawing(column: column + 1, row: row)
      cells[trail].content = .continuation
      cells[trail].foreground = foreground
    } else if leadInside {
      setContent(.empty, column: column, row: row, foreground: foreground)
    } else if trailInside {
      setContent(.empty, column: column + 1, row: row, foreground: foreground)
    }
  }

  /// Sets the background under whatever is drawn at a cell.
  mutating func setBackground(_ color: Color, column: Int, row: Int) {
    guard contains(column: column, row: row) else { return }
    cells[index(column: column, row: row)].background = color
  }

  private mutating func setContent(_ content: RasterCell.Content, column: Int, row: Int, foreground: Color) {
    guard contains(column: column, row: row) else { return }
    let index = prepareForDrawing(column: column, row: row)
    cells[index].content = content
    cells[index].foreground = foreground
  }

  /// Blanks the other half of a wide glyph that drawing at this cell would cut, and returns
  /// the cell's index.
  private mutating func prepareForDrawing(column: Int, row: Int) -> Int {
    let here = index(column: column, row: row)
    switch cells[here].content {
    case .glyph(_, isWide: true):
      cells[here].content = .empty
      if column + 1 < bounds.maxColumn { cells[here + 1].content = .empty }
    case .continuation:
      cells[here].content = .empty
      if column > bounds.minColumn { cells[here - 1].content = .empty }
    default:
      break
    }
    return here
  }

  @usableFromInline func index(column: Int, row: Int) -> Int {
    (row - bounds.minRow) * bounds.size.columns + (column - bounds.minColumn)
  }
}
