import EaselDocument
import EaselGeometry

/// Text shapes, and the text-walking shared with labels.
extension Rasterizer {
  static func drawText(_ text: TextShape, paint: RasterPaint, into canvas: inout RasterCanvas) {
    let origin = text.origin
    guard origin.column < canvas.bounds.maxColumn else { return }
    forEachLine(of: text.text, firstRow: origin.row, within: canvas.bounds.minRow..<canvas.bounds.maxRow) {
      row, line in
      putText(line, column: origin.column, row: row, within: nil, foreground: paint.foreground, into: &canvas)
    }
  }

  /// Calls `body` with each line of `text` (lines are separated by "\n") whose row, counting
  /// from `firstRow`, lies in `rows`. Line breaks are found by byte, so lines above the rows are
  /// never split into characters and lines below are never looked at.
  static func forEachLine(
    of text: String, firstRow: Int, within rows: Range<Int>, _ body: (Int, Substring) -> Void
  ) {
    let bytes = text.utf8
    var start = bytes.startIndex
    var row = firstRow
    while row < rows.upperBound {
      let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex
      if row >= rows.lowerBound { body(row, text[start..<end]) }
      guard end != bytes.endIndex else { return }
      start = bytes.index(after: end)
      row += 1
    }
  }

  /// The number of lines `forEachLine` finds.
  static func lineCount(of text: String) -> Int {
    text.utf8.reduce(1) { count, byte in byte == UInt8(ascii: "\n") ? count + 1 : count }
  }

  /// Writes one line of text from `column` rightwards, cluster by cluster, stopping at the
  /// canvas's right edge. With `limit`, characters not wholly inside those columns are skipped.
  static func putText(
    _ line: Substring, column start: Int, row: Int, within limit: Range<Int>?, foreground: Color,
    into canvas: inout RasterCanvas
  ) {
    let end = min(canvas.bounds.maxColumn, limit?.upperBound ?? Int.max)
    var column = start
    for character in line {
      guard column < end else { break }
      guard let (glyph, width) = textGlyph(character) else { continue }
      let fits = limit.map { column >= $0.lowerBound && column + width <= $0.upperBound } ?? true
      if fits && column + width > canvas.bounds.minColumn {
        canvas.putGlyph(glyph, width: width, column: column, row: row, foreground: foreground)
      }
      column += width
    }
  }

  /// The columns a line takes when drawn by `putText`.
  static func textWidth(of line: Substring) -> Int {
    // Printable ASCII is a column a byte.
    if line.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return line.utf8.count }
    var width = 0
    for character in line {
      if let (_, characterWidth) = textGlyph(character) { width += characterWidth }
    }
    return width
  }

  /// What a cluster is drawn as and how many columns it takes, as `CellGrid.put` does it:
  /// controls become U+FFFD, a lone combining mark takes a cell of its own (drawn over a
  /// space), and other zero-width clusters (ZWSP, bidi controls) take none (nil).
  static func textGlyph(_ character: Character) -> (Character, Int)? {
    if let ascii = character.asciiValue, ascii >= 0x20 && ascii < 0x7F { return (character, 1) }
    if TextWidth.isControl(character) { return ("\u{FFFD}", 1) }
    let width = TextWidth.width(of: character)
    if width > 0 { return (character, width) }
    guard let first = character.unicodeScalars.first else { return nil }
    switch first.properties.generalCategory {
    case .nonspacingMark, .enclosingMark: return (character, 1)
    default: return nil
    }
  }
}
