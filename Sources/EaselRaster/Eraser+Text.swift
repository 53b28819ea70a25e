import EaselDocument
import EaselGeometry

/// Text and labels: the runs of characters left outside the area become text shapes.
extension Eraser {
  /// A character where it is drawn; `width` 0 for a zero-width cluster, which takes no cell.
  struct PlacedCharacter: Hashable, Sendable {
    var character: Character
    var column: Int
    var width: Int
  }

  /// One drawn line of text.
  struct PlacedLine: Hashable, Sendable {
    var row: Int
    var characters: [PlacedCharacter]
  }

  static func textPieces(_ text: TextShape, of shape: Shape, in area: EraseArea) -> Outcome {
    let lines = text.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map {
      PlacedLine(row: text.origin.row + $0.offset, characters: place($0.element, from: text.origin.column))
    }
    let (touched, texts) = remainingText(lines, in: area)
    guard touched else { return .untouched }
    return .replaced(texts.map { Piece(.text($0), stroke: shape.strokeColor, fill: shape.fillColor) })
  }

  /// The characters of a line as `Rasterizer.putText` draws them from `column`; with `limit`,
  /// only those wholly inside those columns, as a label is drawn.
  static func place(_ line: Substring, from column: Int, limit: Range<Int>? = nil) -> [PlacedCharacter] {
    var placed: [PlacedCharacter] = []
    var column = column
    for character in line {
      if let limit, column >= limit.upperBound { break }
      guard let (_, width) = Rasterizer.textGlyph(character) else {
        placed.append(PlacedCharacter(character: character, column: column, width: 0))
        continue
      }
      if limit.map({ column >= $0.lowerBound && column + width <= $0.upperBound }) ?? true {
        placed.append(PlacedCharacter(character: character, column: column, width: width))
      }
      column += width
    }
    return placed
  }

  /// Text shapes holding the runs of characters the area leaves whole, and whether it erased
  /// any. A character with any cell inside is erased; a zero-width one goes with the character
  /// before it. Runs starting in the same column on consecutive rows share a shape.
  static func remainingText(_ lines: [PlacedLine], in area: EraseArea) -> (touched: Bool, texts: [TextShape])
  {
    var touched = false
    var shapes: [(origin: CanvasPoint, lines: [String], lastRow: Int)] = []
    var openByColumn: [Int: Int] = [:]
    for line in lines {
      var runs: [(column: Int, text: String)] = []
      var isOpen = false
      for placed in line.characters {
        if placed.width == 0 {
          if isOpen { runs[runs.count - 1].text.append(placed.character) }
          continue
        }
        let cells = CanvasRect(column: placed.column, row: line.row, columns: placed.width, rows: 1)
        if area.intersects(cells) {
          touched = true
          isOpen = false
        } else if isOpen {
          runs[runs.count - 1].text.append(placed.character)
        } else {
          runs.append((placed.column, String(placed.character)))
          isOpen = true
        }
      }
      var nextOpen: [Int: Int] = [:]
      for run in runs {
        if let index = openByColumn[run.column], shapes[index].lastRow == line.row - 1 {
          shapes[index].lines.append(run.text)
          shapes[index].lastRow = line.row
          nextOpen[run.column] = index
        } else {
          shapes.append((CanvasPoint(column: run.column, row: line.row), [run.text], line.row))
          nextOpen[run.column] = shapes.count - 1
        }
      }
      openByColumn = nextOpen
    }
    return (touched, shapes.map { TextShape(origin: $0.origin, text: $0.lines.joined(separator: "\n")) })
  }

  /// A rectangle's label as `Rasterizer` draws it (`LabelLayout`): wrapped, aligned, what does
  /// not fit left out.
  static func placeLabel(of rectangle: Rectangle) -> [PlacedLine] {
    let layout = LabelLayout(rectangle)
    let interior = layout.interior
    guard !interior.isEmpty else { return [] }
    return layout.lines.map { line in
      PlacedLine(
        row: line.row,
        characters: place(line.text[...], from: line.column, limit: interior.minColumn..<interior.maxColumn))
    }
  }
}
