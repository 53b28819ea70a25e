import EaselDocument
import EaselGeometry
import EaselRender
import EaselTestSupport
import Testing

@testable import EaselRaster

/// Erases, applies and compares pictures for the eraser tests.
enum EraseCheck {
  /// The document after erasing `area`, checked to be sound and to undo back to `document`.
  static func erased(
    _ document: Document, _ area: EraseArea, options: RasterOptions = RasterOptions(),
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> (document: Document, erasure: Erasure) {
    let erasure = Eraser.plan(area, in: document, index: SpatialIndex(document), options: options)
    var after = document
    try after.apply(erasure.transaction)
    #expect(after.invariantViolations() == [], sourceLocation: sourceLocation)
    var undone = after
    try undone.apply(erasure.transaction.inverse)
    #expect(
      undone.shapes == document.shapes, "undo does not restore the shapes", sourceLocation: sourceLocation)
    return (after, erasure)
  }

  /// The cells `shapes` draw over `canvas`, with nothing cut at its edges.
  static func render(_ shapes: [Shape], canvas: CanvasRect, options: RasterOptions = RasterOptions())
    -> CellGrid
  {
    var grid = CellGrid(size: canvas.size)
    Rasterizer.draw(shapes, area: canvas, into: &grid, at: .zero, options: options)
    return grid
  }

  /// A canvas holding every shape and the area with room to spare, so no wide character is cut
  /// at its edge.
  static func canvas(for shapes: [Shape], _ area: EraseArea) -> CanvasRect {
    let bounds = shapes.reduce(area.bounds) { $0.union($1.bounds) }
    return CanvasRect(
      column: bounds.minColumn - 3, row: bounds.minRow - 2, columns: bounds.size.columns + 6,
      rows: bounds.size.rows + 4)
  }

  /// Where the picture after erasing differs from the picture before with the area blanked,
  /// beyond what erasing may change: the cells of the area must be plain blanks, and every
  /// other cell must be as it was, except
  /// - a box-drawing cell next to the area, whose arm into the area is gone (it must still
  ///   show something);
  /// - half of a wide character whose other half is in the area;
  /// - cells `isExempt` names.
  static func differences(
    before: [Shape], after: [Shape], area: EraseArea, options: RasterOptions = RasterOptions(),
    isExempt: (CanvasPoint) -> Bool = { _ in false }
  ) -> [String] {
    let canvas = canvas(for: before + after, area)
    return differences(
      old: render(before, canvas: canvas, options: options),
      new: render(after, canvas: canvas, options: options),
      canvas: canvas, area: area, isExempt: isExempt)
  }

  /// `differences` between pictures already drawn over `canvas`.
  static func differences(
    old: CellGrid, new: CellGrid, canvas: CanvasRect, area: EraseArea, isExempt: (CanvasPoint) -> Bool
  ) -> [String] {
    var problems: [String] = []
    func point(_ cell: CanvasPoint) -> CellPoint {
      CellPoint(column: cell.column - canvas.minColumn, row: cell.row - canvas.minRow)
    }
    for row in canvas.minRow..<canvas.maxRow {
      for column in canvas.minColumn..<canvas.maxColumn {
        let cell = CanvasPoint(column: column, row: row)
        let (was, now) = (old[point(cell)], new[point(cell)])
        if area.contains(cell) {
          if now != .blank { problems.append("\(cell) in the area shows \(now)") }
          continue
        }
        guard was != now else { continue }
        // A blank shows no foreground (an underscore frame's blank corner is drawn in its colour).
        if was.isSpace && now.isSpace && was.style.background == now.style.background
          && was.style.attributes == now.style.attributes
        {
          continue
        }
        let left = cell.offsetBy(columns: -1, rows: 0)
        let right = cell.offsetBy(columns: 1, rows: 0)
        if (was.isWide && area.contains(right)) || (was.isContinuation && area.contains(left)) { continue }
        let isNextToArea = [
          left, right, cell.offsetBy(columns: 0, rows: -1), cell.offsetBy(columns: 0, rows: 1),
        ]
        .contains { area.contains($0) }
        if isNextToArea && isBoxDrawing(was) && !now.isSpace { continue }
        if isExempt(cell) { continue }
        problems.append("\(cell) was \(was.grapheme) \(was.style), now \(now.grapheme) \(now.style)")
      }
    }
    if !problems.isEmpty {
      problems.append("before:\n\(old.text)\nafter:\n\(new.text)")
    }
    return problems
  }

  /// A box-drawing junction, Unicode or ASCII (`+ - |`, and `= . '` of the ASCII double and
  /// rounded styles).
  static func isBoxDrawing(_ cell: Cell) -> Bool {
    guard let scalar = cell.grapheme.unicodeScalars.first else { return false }
    return (0x2500...0x257F).contains(scalar.value) || ["+", "-", "|", "=", ".", "'"].contains(cell.grapheme)
  }

  /// A document of `shapes` whose IDs are 1, 2, ….
  static func document(_ kinds: [ShapeKind], stroke: ShapeColor = .default, fill: ShapeColor = .default)
    throws
    -> Document
  {
    try Document(
      shapes: kinds.enumerated().map {
        Shape(id: ShapeID(UInt64($0.offset + 1)), kind: $0.element, strokeColor: stroke, fillColor: fill)
      })
  }

  static func rect(_ column: Int, _ row: Int, _ columns: Int, _ rows: Int) -> CanvasRect {
    CanvasRect(column: column, row: row, columns: columns, rows: rows)
  }

  static func point(_ column: Int, _ row: Int) -> CanvasPoint { CanvasPoint(column: column, row: row) }
}

/// Random shapes and areas for the property tests, with the awkward cases over-represented:
/// wide characters at edges, overlapping wide brush cells, every frame style, arrowheads,
/// colours and fills.
enum EraseRandom {
  static let colors: [ShapeColor] = [.default, .ansi(1), .palette(200), .rgb(10, 20, 30)]

  static func shape(_ random: inout SeededRandom, near origin: CanvasPoint = .zero) -> (ShapeKind, ShapeColor)
  {
    let column = origin.column + random.next(in: -4...12)
    let row = origin.row + random.next(in: -3...6)
    let style = random.element(of: FrameStyle.allCases)
    let kind: ShapeKind
    switch random.next(below: 8) {
    case 0, 1:
      kind = .rectangle(
        Rectangle(
          bounds: CanvasRect(
            column: column, row: row, columns: random.next(in: 1...14), rows: random.next(in: 1...7)),
          frameStyle: style, fillCharacter: random.element(of: [nil, nil, " ", ".", "漢", "█"]),
          label: random.element(of: ["", "label", "two\nlines", "漢字 wide", "a\u{301}\u{200B}b\n\nlast"])))
    case 2:
      kind = .ellipse(
        Ellipse(
          bounds: CanvasRect(
            column: column, row: row, columns: random.next(in: 1...16), rows: random.next(in: 1...8)),
          isFilled: random.next(below: 2) == 0))
    case 3:
      let straight = random.next(below: 3)
      let end = CanvasPoint(
        column: straight == 1 ? column : column + random.next(in: -14...14),
        row: straight == 0 ? row : row + random.next(in: -8...8))
      kind = .line(
        Line(
          start: CanvasPoint(column: column, row: row), end: end, style: style,
          arrowAtStart: random.next(below: 2) == 0, arrowAtEnd: random.next(below: 2) == 0))
    case 4:
      var points = [DotPoint(x: column * 2 + random.next(in: 0...1), y: row * 4 + random.next(in: 0...3))]
      for _ in 0..<random.next(in: 0...8) {
        let last = points[points.count - 1]
        let reach = random.element(of: [1, 3, 12, 30])
        points.append(
          DotPoint(x: last.x + random.next(in: -reach...reach), y: last.y + random.next(in: -reach...reach)))
      }
      kind = .pen(PenStroke(points: points))
    case 5:
      var cells: [CanvasPoint] = []
      for _ in 0..<random.next(in: 1...14) {
        let cell = CanvasPoint(column: column + random.next(in: 0...8), row: row + random.next(in: 0...3))
        if !cells.contains(cell) { cells.append(cell) }
      }
      kind = .brush(
        BrushStroke(
          cells: cells, character: random.element(of: ["█", "*", "漢", "👍🏽"]), size: random.next(in: 1...3)))
    default:
      let texts = ["plain text", "漢字かな", "a👍🏽b🇫🇷c", "e\u{301}x\nline two", "x漢\n漢y\n\n z", "\u{301}mark"]
      kind = .text(TextShape(origin: CanvasPoint(column: column, row: row), text: random.element(of: texts)))
    }
    return (kind, random.element(of: colors))
  }

  /// A marquee rectangle, or an eraser's path of cells and small blocks.
  static func area(_ random: inout SeededRandom, near origin: CanvasPoint = .zero) -> EraseArea {
    var cell = CanvasPoint(
      column: origin.column + random.next(in: -2...14), row: origin.row + random.next(in: -2...8))
    if random.next(below: 2) == 0 {
      return EraseArea(
        CanvasRect(
          origin: cell, size: CellSize(columns: random.next(in: 1...10), rows: random.next(in: 1...6))))
    }
    var rects: [CanvasRect] = []
    for _ in 0..<random.next(in: 1...12) {
      let size = random.next(in: 1...2)
      rects.append(CanvasRect(origin: cell, size: CellSize(columns: size, rows: size)))
      cell = cell.offsetBy(columns: random.next(in: -1...1), rows: random.next(in: -1...1))
    }
    return EraseArea(rects)
  }
}
