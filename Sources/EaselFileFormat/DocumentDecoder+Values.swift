import EaselDocument
import EaselGeometry

extension DocumentDecoder {
  /// Reads a string that must be one of a few words; anything else is refused as `what`.
  private mutating func readWord(_ what: String) throws(FileFormatError) -> (text: String, offset: Int) {
    let offset = reader.index
    guard reader.current == UInt8(ascii: "\"") else { throw reader.expected(what) }
    return (try reader.readString(), offset)
  }

  mutating func readKind() throws(FileFormatError) -> ShapeKindName {
    let what = "a shape kind (rectangle, ellipse, line, pen, brush or text)"
    let (text, offset) = try readWord(what)
    guard let kind = ShapeKindName(rawValue: text) else { throw reader.expected(what, at: offset) }
    return kind
  }

  mutating func readStyle() throws(FileFormatError) -> FrameStyle {
    let what =
      "a frame style (light, heavy, double, rounded, ascii, dashed, asciiRounded, asciiDouble or asciiUnderscore)"
    let (text, offset) = try readWord(what)
    guard let style = FrameStyle(rawValue: text) else { throw reader.expected(what, at: offset) }
    return style
  }

  mutating func readArrowhead() throws(FileFormatError) -> ArrowheadStyle {
    let what = "an arrowhead style (standard, ascii, arrow, triangle or pointer)"
    let (text, offset) = try readWord(what)
    guard let style = ArrowheadStyle(rawValue: text) else { throw reader.expected(what, at: offset) }
    return style
  }

  mutating func readColor() throws(FileFormatError) -> ShapeColor {
    let what =
      "a colour (\"default\", \"ansi:0\" to \"ansi:15\", \"palette:0\" to \"palette:255\" or \"#rrggbb\")"
    let (text, offset) = try readWord(what)
    guard let color = ShapeColor(fileFormatText: text) else { throw reader.expected(what, at: offset) }
    return color
  }

  /// One printable grapheme cluster (a character of any width, emoji and combining marks
  /// included), as fills and brushes draw into each cell.
  mutating func readCharacter() throws(FileFormatError) -> Character {
    let what = "a single printable character"
    let (text, offset) = try readWord(what)
    guard text.utf8.count <= EaselFile.maximumCharacterBytes else {
      throw reader.error(
        "a character is at most \(EaselFile.maximumCharacterBytes) bytes of UTF-8, found \(text.utf8.count)",
        at: offset)
    }
    guard text.count == 1, let character = text.first, TextWidth.width(of: character) > 0 else {
      throw reader.expected(what, at: offset)
    }
    return character
  }

  /// `{"column": c, "row": r}`, in cells.
  mutating func readPoint() throws(FileFormatError) -> CanvasPoint {
    let values = try readGeometry(isRect: false)
    return CanvasPoint(column: values.column, row: values.row)
  }

  /// `{"column": c, "row": r, "columns": w, "rows": h}`, in cells.
  mutating func readRect() throws(FileFormatError) -> CanvasRect {
    let offset = reader.index
    let values = try readGeometry(isRect: true)
    let rect = CanvasRect(column: values.column, row: values.row, columns: values.columns, rows: values.rows)
    guard CanvasLimits.contains(rect) else {
      throw reader.error(
        "the rectangle reaches past the edge of the canvas: its last cell is at column \(rect.maxColumn - 1), "
          + "row \(rect.maxRow - 1), and coordinates stay within ±\(CanvasLimits.maximumCoordinate)",
        at: offset)
    }
    return rect
  }

  private mutating func readGeometry(
    isRect: Bool
  ) throws(FileFormatError) -> (column: Int, row: Int, columns: Int, rows: Int) {
    let open = try reader.beginObject(isRect ? "a rectangle of cells" : "a cell position")
    let coordinates = -CanvasLimits.maximumCoordinate...CanvasLimits.maximumCoordinate
    let sizes = 1...(2 * CanvasLimits.maximumCoordinate + 1)
    var values = (0, 0, 0, 0)
    var seen: UInt8 = 0
    let fieldCount = isRect ? 4 : 2
    var isFirst = true
    while let (field, keyOffset) = try reader.nextKey(GeometryField.self, isFirst: &isFirst) {
      guard let field, field.rawValue < fieldCount else {
        throw reader.error(
          "unknown field \(reader.describeToken(at: keyOffset)); "
            + (isRect ? "a rectangle has column, row, columns and rows" : "a position has column and row"),
          at: keyOffset)
      }
      guard seen & 1 << field.rawValue == 0 else { throw duplicateField(at: keyOffset) }
      seen |= 1 << field.rawValue
      reader.path.append(.field(field.name))
      let value = try reader.readInteger(in: field.rawValue < 2 ? coordinates : sizes)
      switch field {
      case .column: values.0 = value
      case .row: values.1 = value
      case .columns: values.2 = value
      case .rows: values.3 = value
      }
      reader.path.removeLast()
    }
    if seen != (1 << fieldCount) - 1,
      let missing = GeometryField.all.prefix(fieldCount).first(where: { seen & 1 << $0.rawValue == 0 })
    {
      throw reader.error("the field \"\(missing.name)\" is missing", at: open)
    }
    return values
  }

  /// A pen stroke's points as one flat array of dots, `[x0, y0, x1, y1, …]`.
  mutating func readDots() throws(FileFormatError) -> [DotPoint] {
    let maximum = CanvasLimits.maximumCoordinate
    // Exactly the dots whose cells lie within the canvas limits.
    let xs =
      -maximum * DotPoint.dotsPerCellHorizontally...(maximum + 1) * DotPoint.dotsPerCellHorizontally - 1
    let ys = -maximum * DotPoint.dotsPerCellVertically...(maximum + 1) * DotPoint.dotsPerCellVertically - 1
    var points: [DotPoint] = []
    try readPairs("an array of dot coordinates [x0, y0, x1, y1, …]", xs, ys, what: "points") { x, y in
      points.append(DotPoint(x: x, y: y))
      return nil
    }
    return points
  }

  /// A brush stroke's cells as one flat array, `[column0, row0, column1, row1, …]`, each once.
  mutating func readCells() throws(FileFormatError) -> [CanvasPoint] {
    let coordinates = -CanvasLimits.maximumCoordinate...CanvasLimits.maximumCoordinate
    var cells: [CanvasPoint] = []
    // Most strokes are short, and scanning a few cells is cheaper than hashing them.
    var seen: Set<CanvasPoint>?
    try readPairs(
      "an array of cells [column0, row0, column1, row1, …]", coordinates, coordinates, what: "cells"
    ) {
      column, row in
      let cell = CanvasPoint(column: column, row: row)
      let isRepeated: Bool
      if var set = seen {
        seen = nil
        isRepeated = !set.insert(cell).inserted
        seen = set
      } else if cells.count < 32 {
        isRepeated = cells.contains(cell)
        if cells.count == 31 { seen = Set(cells + [cell]) }
      } else {
        isRepeated = false
      }
      if isRepeated {
        let first = cells.firstIndex(of: cell) ?? 0
        return "the cell (\(column), \(row)) is already at cells[\(2 * first)]; each cell is painted once"
      }
      cells.append(cell)
      return nil
    }
    return cells
  }

  /// Reads a flat array of integer pairs, handing each pair to `accept`, which returns why the
  /// pair is refused, if it is. Pairs count towards the stroke and document limits.
  private mutating func readPairs(
    _ description: String, _ firsts: ClosedRange<Int>, _ seconds: ClosedRange<Int>, what: String,
    accept: (Int, Int) -> String?
  ) throws(FileFormatError) {
    let open = try reader.beginArray(description)
    var count = 0
    var first = 0
    var firstOffset = 0
    var isFirst = true
    reader.path.append(.index(0))
    while try reader.nextElement(isFirst: &isFirst) {
      reader.path[reader.path.count - 1] = .index(count)
      guard count < 2 * CanvasLimits.maximumPointsPerStroke else {
        throw reader.error("a stroke holds at most \(CanvasLimits.maximumPointsPerStroke) \(what)")
      }
      if count & 1 == 0 {
        firstOffset = reader.index
        first = try reader.readInteger(in: firsts)
      } else {
        let second = try reader.readInteger(in: seconds)
        totalPoints += 1
        guard totalPoints <= EaselFile.maximumTotalPoints else {
          throw reader.error(
            "a document holds at most \(EaselFile.maximumTotalPoints) pen points and brush cells in all")
        }
        if let problem = accept(first, second) {
          reader.path[reader.path.count - 1] = .index(count - 1)
          throw reader.error(problem, at: firstOffset)
        }
      }
      count += 1
    }
    reader.path.removeLast()
    guard count > 0 else { throw reader.error("a stroke needs at least one pair of coordinates", at: open) }
    guard count & 1 == 0 else {
      throw reader.error("expected pairs of coordinates, found an odd count of \(count) numbers", at: open)
    }
  }
}
