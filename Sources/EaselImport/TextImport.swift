import EaselDocument
import EaselGeometry
import EaselRaster

/// Text in, document out (spec §10): ASCII and box-drawing art becomes rectangles, lines,
/// connectors and text shapes. The law: `TextExport.render` of the result is the input again,
/// byte for byte after trailing spaces (tabs expanded to 8, CRLF read as LF). Whatever is not
/// recognised with certainty stays text, and every object is checked by drawing it: an object
/// that would draw a single cell differently is given up for text.
public enum TextImport {
  /// Why a text is not imported: a byte or character no drawing can hold, with where it is.
  public struct Refusal: Error, Hashable, Sendable, CustomStringConvertible {
    /// Counted from 1.
    public var line: Int
    /// In characters, counted from 1.
    public var column: Int
    public var problem: String

    public var description: String { "line \(line), column \(column): \(problem)" }
  }

  /// The most text imported: 16 MiB.
  public static let maximumBytes = 16 << 20

  /// The document for `bytes` (UTF-8 text), or why it cannot be one.
  public static func document(from bytes: [UInt8]) throws(Refusal) -> Document {
    try reading(from: bytes).document
  }

  /// The import's entry: `bytes` (UTF-8 text) read as a document, what was recognised in it and
  /// what was left undecided; or why the text cannot be one.
  public static func reading(from bytes: [UInt8]) throws(Refusal) -> DiagramReading {
    let text = try TextCells.read(bytes)
    var notes: [DiagramReading.Note] = []
    var shapes: [Shape] = []
    var nextID: UInt64 = 1
    var highestID: UInt64 = 0
    var row = 0
    while row < text.rows {
      guard text.width(ofRow: row) > 0 else {
        row += 1
        continue
      }
      // A block: rows up to the next blank row, which nothing drawn crosses.
      var end = row
      var width = 0
      var content = 0
      while end < text.rows && text.width(ofRow: end) > 0 {
        width = max(width, text.width(ofRow: end))
        content += text.width(ofRow: end)
        end += 1
      }
      let (blockShapes, blockNotes) = try blockShapes(text, rows: row..<end, columns: width, content: content)
      for note in blockNotes {
        notes.append(
          DiagramReading.Note(line: row + note.row + 1, column: note.column + 1, reason: note.reason))
      }
      for shape in blockShapes {
        var moved = shape.translated(columns: 0, rows: row)
        moved = moved.withID(ShapeID(nextID - 1 + shape.id.rawValue))
        if case .line(var line) = moved.kind {
          line.startBinding = line.startBinding.map { $0.moved(to: ShapeID(nextID - 1 + $0.shape.rawValue)) }
          line.endBinding = line.endBinding.map { $0.moved(to: ShapeID(nextID - 1 + $0.shape.rawValue)) }
          moved.kind = .line(line)
        }
        shapes.append(moved)
        highestID = max(highestID, moved.id.rawValue)
      }
      nextID = highestID + 1
      row = end
    }
    if let document = try? Document(shapes: shapes) {
      return DiagramReading(document: document, notes: notes)
    }
    // IDs are unique by construction; were they not, text alone still keeps the law.
    var texts: [Shape] = []
    for textRow in 0..<text.rows {
      let start = text.rowStarts[textRow]
      for run in Recogniser.textRuns(
        row: textRow, count: text.width(ofRow: textRow), clusters: text.clusters,
        code: { text.codes[start + $0] },
        isDrawn: { _ in false })
      {
        texts.append(Shape(id: ShapeID(UInt64(texts.count + 1)), kind: .text(run)))
      }
    }
    let document = (try? Document(shapes: texts)) ?? Document()
    return DiagramReading(document: document, notes: [])
  }

  /// A block's shapes, rows counting from its first, IDs from 1: the recognised objects and
  /// the text left, or text alone where the objects would not print the text again.
  private static func blockShapes(
    _ text: TextCells, rows: Range<Int>, columns: Int, content: Int
  ) throws(Refusal) -> ([Shape], [(row: Int, column: Int, reason: String)]) {
    var shapes: [Shape]
    var notes: [(row: Int, column: Int, reason: String)] = []
    // A block far wider than its text (one long line among many short ones) would take a
    // grid out of proportion: it stays text.
    if columns * rows.count <= 8 * content + (1 << 18) {
      var recogniser = Recogniser(text, rows: rows, columns: columns)
      recogniser.recognise()
      shapes = recogniser.objectShapes()
      notes = recogniser.notes.sorted { $0.cell < $1.cell }.map {
        (row: $0.cell / columns, column: $0.cell % columns, reason: $0.reason)
      }
      // Lines drawn under the boxes come first but are numbered after them.
      var id = (shapes.lazy.map(\.id.rawValue).max() ?? 0) + 1
      for run in recogniser.textShapes() {
        shapes.append(Shape(id: ShapeID(id), kind: .text(run)))
        id += 1
      }
    } else {
      shapes = textOnly(text, rows: rows)
    }
    guard !text.complexRows.isEmpty else { return (shapes, notes) }
    // Text shapes are one row each; objects cover their bounds. A row of text shapes alone is
    // printed as read (each cluster as it is, as wide as the cells it was read into), so only
    // rows objects are drawn on are checked again.
    var rowsOfShapes: [Range<Int>] = []
    rowsOfShapes.reserveCapacity(shapes.count)
    var objectRows = Set<Int>()
    for shape in shapes {
      if case .text(let run) = shape.kind {
        rowsOfShapes.append(run.origin.row..<run.origin.row + 1)
      } else {
        let covered = shape.bounds.minRow..<shape.bounds.maxRow
        rowsOfShapes.append(covered)
        for row in covered where text.complexRows.contains(rows.lowerBound + row) {
          objectRows.insert(rows.lowerBound + row)
        }
      }
    }
    let complexRows = objectRows.sorted()
    guard !complexRows.isEmpty else { return (shapes, notes) }
    // Rows with wide characters or clusters of several scalars are drawn once more as a whole.
    if let row = firstMisdrawnRow(
      shapes, rowsOfShapes: rowsOfShapes, of: text, rows: rows, columns: columns, checking: complexRows)
    {
      shapes = textOnly(text, rows: rows)
      let textRows = shapes.map { shape -> Range<Int> in
        guard case .text(let run) = shape.kind else { return 0..<0 }
        return run.origin.row..<run.origin.row + 1
      }
      if let row = firstMisdrawnRow(
        shapes, rowsOfShapes: textRows, of: text, rows: rows, columns: columns, checking: [row] + complexRows)
      {
        throw Refusal(line: row + 1, column: 1, problem: "this line cannot be drawn as it is written")
      }
      notes = [
        (
          row: row - rows.lowerBound, column: 0,
          reason: "objects here would not print this line as it is: the block is kept as text"
        )
      ]
    }
    return (shapes, notes)
  }

  /// The block as text shapes only.
  private static func textOnly(_ text: TextCells, rows: Range<Int>) -> [Shape] {
    var shapes: [Shape] = []
    for (row, textRow) in rows.enumerated() {
      let start = text.rowStarts[textRow]
      for run in Recogniser.textRuns(
        row: row, count: text.width(ofRow: textRow), clusters: text.clusters,
        code: { text.codes[start + $0] },
        isDrawn: { _ in false })
      {
        shapes.append(Shape(id: ShapeID(UInt64(shapes.count + 1)), kind: .text(run)))
      }
    }
    return shapes
  }

  /// The first of `checking` (rows of the text) that `shapes` (the block's, rows from its first;
  /// `rowsOfShapes` the rows each covers) do not print as the text has it.
  ///
  /// Drawn into a raster canvas and read back character by character, as `TextExport` prints
  /// them: a screen cell (`Cell`) shows a character as it is, since what it would change (a
  /// control, a lone mark, a joiner ending a cluster, a zero-width character) was refused.
  private static func firstMisdrawnRow(
    _ shapes: [Shape], rowsOfShapes: [Range<Int>], of text: TextCells, rows: Range<Int>, columns: Int,
    checking: [Int]
  ) -> Int? {
    var shapesByRow: [Int: [Shape]] = [:]
    let wanted = Set(checking)
    for (shape, covered) in zip(shapes, rowsOfShapes) {
      for row in max(0, covered.lowerBound)..<max(0, covered.upperBound)
      where wanted.contains(rows.lowerBound + row) {
        shapesByRow[rows.lowerBound + row, default: []].append(shape)
      }
    }
    for textRow in checking {
      let row = textRow - rows.lowerBound
      var canvas = RasterCanvas(bounds: CanvasRect(column: 0, row: row, columns: columns, rows: 1))
      Rasterizer.draw(shapesByRow[textRow] ?? [], into: &canvas, options: RasterOptions(usesColor: false))
      var bytes: [UInt8] = []
      for column in 0..<columns {
        let cell = canvas[column, row]
        if cell.isContinuation { continue }
        if let character = cell.character(usesASCII: false) {
          bytes.append(contentsOf: character.utf8)
        } else {
          bytes.append(0x20)
        }
      }
      while bytes.last == 0x20 { bytes.removeLast() }
      if bytes != text.text(ofRow: textRow) { return textRow }
    }
    return nil
  }

  /// The document for a text already known to be valid (a paste, a test).
  public static func document(from text: String) throws(Refusal) -> Document {
    try document(from: Array(text.utf8))
  }

  /// What `TextExport.render` must give back for `bytes`: the normalized lines, each ending in
  /// a newline, trailing blank lines left out.
  public static func expectedRender(of bytes: [UInt8]) throws(Refusal) -> [UInt8] {
    let lines = try normalizedLines(bytes)
    var output: [UInt8] = []
    for line in lines {
      output.append(contentsOf: line.utf8)
      output.append(0x0A)
    }
    return output
  }

  /// The text's lines: checked, CRLF as LF, tabs expanded to the next multiple of 8 columns,
  /// trailing spaces and trailing blank lines removed.
  static func normalizedLines(_ bytes: [UInt8]) throws(Refusal) -> [String] {
    guard bytes.count <= maximumBytes else {
      throw Refusal(
        line: 1, column: 1, problem: "the text is larger than the limit of \(maximumBytes >> 20) MiB")
    }
    var lines: [String] = []
    var lineStart = 0
    var number = 1
    var index = 0
    while index <= bytes.count {
      if index == bytes.count || bytes[index] == 0x0A {
        var end = index
        if end > lineStart && bytes[end - 1] == 0x0D { end -= 1 }
        lines.append(try normalizedLine(bytes[lineStart..<end], number: number))
        number += 1
        lineStart = index + 1
      }
      index += 1
    }
    while let last = lines.last, last.isEmpty { lines.removeLast() }
    return lines
  }

  static func normalizedLine(_ bytes: ArraySlice<UInt8>, number: Int) throws(Refusal) -> String {
    if bytes.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
      // Printable ASCII: nothing to check or expand.
      var end = bytes.endIndex
      while end > bytes.startIndex && bytes[end - 1] == 0x20 { end -= 1 }
      return String(decoding: bytes[bytes.startIndex..<end], as: UTF8.self)
    }
    var decoder = UTF8()
    var iterator = bytes.makeIterator()
    var scalars = String.UnicodeScalarView()
    var column = 1
    decoding: while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar):
        if scalar == "\t" {
          column += 1
          scalars.append(scalar)
          continue
        }
        if scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value) {
          let name = scalar.value == 0 ? "a NUL byte" : "the control character U+\(hex(scalar.value))"
          throw Refusal(line: number, column: column, problem: "\(name) cannot be drawn")
        }
        scalars.append(scalar)
        column += 1
      case .emptyInput: break decoding
      case .error:
        throw Refusal(line: number, column: column, problem: "the bytes are not valid UTF-8")
      }
    }
    let text = String(scalars)
    var expanded = ""
    var width = 0
    column = 1
    for character in text {
      if character == "\t" {
        let spaces = 8 - width % 8
        expanded.append(String(repeating: " ", count: spaces))
        width += spaces
      } else {
        let characterWidth = TextWidth.width(of: character)
        if characterWidth == 0 {
          // A cell draws a lone mark over a space, which would add one.
          let code = hex(character.unicodeScalars.first!.value)
          throw Refusal(
            line: number, column: column,
            problem: isMark(character)
              ? "the combining mark U+\(code) has no character to combine with"
              : "the zero-width character U+\(code) takes no cell")
        }
        expanded.append(character)
        width += max(1, characterWidth)
      }
      column += 1
    }
    while expanded.last == " " { expanded.removeLast() }
    return expanded
  }

  static func isMark(_ character: Character) -> Bool {
    guard let first = character.unicodeScalars.first else { return false }
    switch first.properties.generalCategory {
    case .nonspacingMark, .enclosingMark: return true
    default: return false
    }
  }

  static func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}
