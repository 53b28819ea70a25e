import EaselDocument
import EaselGeometry
import EaselRaster
import EaselRender

/// One import: the text as cells, the objects found in it and the checks that keep them honest.
struct Recogniser {
  let columns: Int
  let rows: Int
  /// The text as `easel render` would lay it out.
  let grid: CellGrid
  /// Each cell's character; nil for the second half of a wide character.
  let characters: [Character?]
  /// Each cell's strokes, for box-drawing and ASCII line characters.
  let arms: [Arms?]
  /// Each cell's arrowhead direction, for the arrowhead characters.
  let arrows: [Direction?]

  var boxes: [FoundBox] = []
  var lines: [FoundLine] = []

  struct FoundBox {
    var rectangle: Rectangle
    /// The cells the box draws: its frame, and its label's cells when it has one.
    var cells: [Int]
    var isDropped = false
  }

  struct FoundLine {
    var line: Line
    var cells: [Int]
    /// The box each end lies on the frame of, if any.
    var startBox: Int?
    var endBox: Int?
    /// True when routing the bound line again gives the cells it is drawn with.
    var reroutesAlike = false
    var isDropped = false
  }

  init(lines text: [String]) {
    var width = 0
    for line in text {
      if line.utf8.allSatisfy({ $0 < 0x80 }) {
        width = max(width, line.utf8.count)
        continue
      }
      var lineWidth = 0
      for character in line { lineWidth += max(1, TextWidth.width(of: character)) }
      width = max(width, lineWidth)
    }
    var grid = CellGrid(size: CellSize(columns: max(1, width), rows: text.count))
    for (row, line) in text.enumerated() { grid.put(line, at: CellPoint(column: 0, row: row)) }
    self.grid = grid
    columns = grid.size.columns
    rows = grid.size.rows
    var characters = [Character?](repeating: " ", count: columns * rows)
    var arms = [Arms?](repeating: nil, count: columns * rows)
    var arrows = [Direction?](repeating: nil, count: columns * rows)
    for (row, line) in text.enumerated() {
      let start = row * columns
      if line.utf8.allSatisfy({ $0 < 0x80 }) {
        // Printable ASCII, one cell a byte: looked up by byte, not by hashing characters.
        for (column, byte) in line.utf8.enumerated() where byte != 0x20 {
          characters[start + column] = Self.asciiCharacters[Int(byte)]
          arms[start + column] = Self.asciiArms[Int(byte)]
          arrows[start + column] = Self.asciiArrows[Int(byte)]
        }
        continue
      }
      for column in 0..<columns {
        let cell = grid.cells[start + column]
        if cell.isContinuation {
          characters[start + column] = nil
        } else if !cell.isSpace {
          let character = Character(cell.grapheme)
          characters[start + column] = character
          arms[start + column] = Arms.of(character)
          arrows[start + column] = Arms.arrow(character)
        }
      }
    }
    self.characters = characters
    self.arms = arms
    self.arrows = arrows
  }

  private static let asciiCharacters: [Character] = (0..<128).map { Character(Unicode.Scalar(UInt8($0))) }
  private static let asciiArms: [Arms?] = asciiCharacters.map(Arms.of)
  private static let asciiArrows: [Direction?] = asciiCharacters.map(Arms.arrow)

  func index(_ column: Int, _ row: Int) -> Int? {
    guard column >= 0, row >= 0, column < columns, row < rows else { return nil }
    return row * columns + column
  }

  /// True when the cell has a stroke that way of the same alphabet as `weight`: box drawing of
  /// any weight (a heavy line meeting a double frame draws its junction all heavy), or ASCII.
  func has(_ column: Int, _ row: Int, _ direction: Direction, _ weight: Weight) -> Bool {
    guard let index = index(column, row), let cell = arms[index] else { return false }
    let arm = cell[direction]
    // A light line meeting an ASCII frame draws a light junction (`├`) on it.
    return arm != .none && ((arm == .ascii) == (weight == .ascii) || (weight == .ascii && arm == .light))
  }

  func isSpace(_ index: Int) -> Bool { grid.cells[index].isSpace }

  /// Recognises, checks and fills in text: the document.
  mutating func run() -> Document {
    findBoxes()
    findLines()
    bindLines()
    var rendered = dropMismatches()
    return assemble(rendered: &rendered)
  }

  /// Every cell that is not a space, as text.
  func textOnly() -> Document {
    var blank = CellGrid(size: grid.size)
    blank.clear()
    var copy = self
    copy.boxes = []
    copy.lines = []
    return copy.assemble(rendered: &blank)
  }

  /// The objects kept, in z-order: boxes, then lines.
  func objectShapes() -> [Shape] {
    var shapes: [Shape] = []
    for (number, box) in boxes.enumerated() where !box.isDropped {
      shapes.append(Shape(id: boxID(number), kind: .rectangle(box.rectangle)))
    }
    for (number, found) in lines.enumerated() where !found.isDropped {
      shapes.append(Shape(id: ShapeID(UInt64(boxes.count + number + 1)), kind: .line(found.line)))
    }
    return shapes
  }

  func boxID(_ number: Int) -> ShapeID { ShapeID(UInt64(number + 1)) }

  func render(_ shapes: [Shape]) -> CellGrid {
    var canvas = CellGrid(size: grid.size)
    Rasterizer.draw(
      shapes, area: CanvasRect(column: 0, row: 0, columns: columns, rows: rows), into: &canvas, at: .zero,
      options: RasterOptions(usesColor: false))
    return canvas
  }

  /// Draws the objects and gives up those that draw a cell other than the text has, until
  /// every cell they draw is the text's own; returns the last drawing.
  mutating func dropMismatches() -> CellGrid {
    while true {
      let rendered = render(objectShapes())
      var bad: [Int] = []
      for index in 0..<(columns * rows) {
        let drawn = rendered.cells[index]
        let given = grid.cells[index]
        // A cell the objects leave blank is the text's to fill.
        if drawn.isSpace || (drawn.isContinuation && given.isContinuation) { continue }
        if !drawn.sameGrapheme(as: given) || drawn.width != given.width { bad.append(index) }
      }
      if bad.isEmpty { return rendered }
      let badCells = Set(bad)
      var dropped = false
      for number in lines.indices where !lines[number].isDropped {
        if lines[number].cells.contains(where: badCells.contains) {
          lines[number].isDropped = true
          dropped = true
        }
      }
      if !dropped {
        for number in boxes.indices where !boxes[number].isDropped {
          if boxes[number].cells.contains(where: badCells.contains) {
            boxes[number].isDropped = true
            dropped = true
          }
        }
        for number in lines.indices {
          if let box = lines[number].startBox, boxes[box].isDropped { lines[number].line.startBinding = nil }
          if let box = lines[number].endBox, boxes[box].isDropped { lines[number].line.endBinding = nil }
        }
      }
      if !dropped {
        // A cell no object claims: nothing is certain any more.
        guard boxes.contains(where: { !$0.isDropped }) || lines.contains(where: { !$0.isDropped }) else {
          return rendered
        }
        for number in boxes.indices { boxes[number].isDropped = true }
        for number in lines.indices { lines[number].isDropped = true }
      }
    }
  }

  /// The kept objects, then one text shape per run of text the objects do not draw: words on
  /// a row separated by single spaces make one run.
  func assemble(rendered: inout CellGrid) -> Document {
    var shapes = objectShapes()
    var nextID = UInt64(boxes.count + lines.count + 1)
    func needsText(_ index: Int) -> Bool {
      let given = grid.cells[index]
      return !given.isContinuation && !given.isSpace && rendered.cells[index].isSpace
    }
    for row in 0..<rows {
      var column = 0
      while column < columns {
        let start = row * columns + column
        guard needsText(start) else {
          column += 1
          continue
        }
        var text = ""
        var end = column
        while end < columns {
          let index = row * columns + end
          if needsText(index) {
            text.append(characters[index]!)
            end += 1
            while end < columns && grid.cells[row * columns + end].isContinuation { end += 1 }
          } else if isSpace(index) && rendered.cells[index].isSpace && end + 1 < columns
            && needsText(index + 1)
          {
            text.append(" ")
            end += 1
          } else {
            break
          }
        }
        shapes.append(
          Shape(
            id: ShapeID(nextID),
            kind: .text(TextShape(origin: CanvasPoint(column: column, row: row), text: text))))
        nextID += 1
        column = end
      }
    }
    return (try? Document(shapes: shapes)) ?? Document()
  }
}
