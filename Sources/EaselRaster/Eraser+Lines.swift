import EaselDocument
import EaselGeometry

/// Lines and frames: cut into the straight pieces left outside the area.
extension Eraser {
  static func linePieces(_ line: Line, of shape: Shape, in area: EraseArea, options: RasterOptions) -> Outcome
  {
    if let label = line.labelPlacement {
      return labelledPieces(line, label: label, of: shape, in: area, options: options)
    }
    if !line.bends.isEmpty { return elbowPieces(line, of: shape, in: area, options: options) }
    if line.start.row == line.end.row {
      return straightPieces(line, horizontal: true, of: shape, in: area, options: options)
    } else if line.start.column == line.end.column {
      return straightPieces(line, horizontal: false, of: shape, in: area, options: options)
    } else if line.style.isASCII
      && abs(line.end.column - line.start.column) == abs(line.end.row - line.start.row)
    {
      return diagonalPieces(line, of: shape, in: area, options: options)
    } else {
      return slantedPieces(line, of: shape, in: area, options: options)
    }
  }

  /// A line with a label: the line's remains as without it, then what the label blanked and
  /// what is left of its text, so the remains look as the line did. A line the area misses,
  /// whose label alone is touched, stays whole (attached where it was), without its label.
  private static func labelledPieces(
    _ line: Line, label: LineLabelPlacement, of shape: Shape, in area: EraseArea, options: RasterOptions
  ) -> Outcome {
    var bare = line
    bare.label = ""
    var bareShape = shape
    bareShape.kind = .line(bare)
    let lineOutcome = linePieces(bare, of: bareShape, in: area, options: options)
    let placed = label.lines.map { PlacedLine(row: $0.row, characters: place($0.text, from: $0.column)) }
    let (textTouched, texts) = remainingText(placed, in: area)
    var blanks: [CanvasPoint] = []
    var blanksTouched = false
    for line in label.lines {
      let width = Rasterizer.textWidth(of: line.text)
      let span = (line.column - 1)...(line.column + width)
      let runs = area.uncovered(columns: span, row: line.row)
      if runs != [span] { blanksTouched = true }
      for run in runs { blanks += run.map { CanvasPoint(column: $0, row: line.row) } }
    }
    var pieces: [Piece]
    switch lineOutcome {
    case .untouched:
      guard textTouched || blanksTouched else { return .untouched }
      pieces = [Piece(.line(bare), stroke: shape.strokeColor, fill: shape.fillColor)]
    case .removed: pieces = []
    case .replaced(let remains): pieces = remains
    case .tooLarge: return .tooLarge
    }
    if !blanks.isEmpty {
      pieces.append(
        Piece(.brush(BrushStroke(cells: blanks, character: " ")), stroke: .default, fill: .default))
    }
    pieces += texts.map { Piece(.text($0), stroke: shape.strokeColor, fill: shape.fillColor) }
    return pieces.isEmpty ? .removed : .replaced(pieces)
  }

  /// A horizontal or vertical line: one line per run of cells left, arrowheads kept on the ends
  /// that survive. A run of one cell keeps what it showed: a short horizontal line (with its
  /// arrowhead, which points the same way), or text for a vertical one, since a line of one
  /// cell is drawn horizontal.
  private static func straightPieces(
    _ line: Line, horizontal: Bool, of shape: Shape, in area: EraseArea, options: RasterOptions
  ) -> Outcome {
    func position(_ point: CanvasPoint) -> Int { horizontal ? point.column : point.row }
    func cell(_ position: Int) -> CanvasPoint {
      horizontal
        ? CanvasPoint(column: position, row: line.start.row)
        : CanvasPoint(column: line.start.column, row: position)
    }
    let (start, end) = (position(line.start), position(line.end))
    let span = min(start, end)...max(start, end)
    let runs =
      horizontal
      ? area.uncovered(columns: span, row: line.start.row)
      : area.uncovered(rows: span, column: line.start.column)
    guard runs != [span] else { return .untouched }
    var pieces: [Piece] = []
    for run in runs {
      let keepsStartArrow = line.arrowAtStart && run.contains(start)
      let keepsEndArrow = line.arrowAtEnd && run.contains(end)
      if run.count >= 2 {
        let (first, last) = start <= end ? (run.lowerBound, run.upperBound) : (run.upperBound, run.lowerBound)
        let piece = Line(
          start: cell(first), end: cell(last), style: line.style, arrowAtStart: keepsStartArrow,
          arrowAtEnd: keepsEndArrow, arrowhead: line.arrowhead)
        pieces.append(Piece(.line(piece), stroke: shape.strokeColor, fill: shape.fillColor))
        continue
      }
      let here = cell(run.lowerBound)
      if keepsStartArrow || keepsEndArrow {
        // The arrowhead points away from the other end.
        let towards = keepsStartArrow ? start - end : end - start
        if horizontal {
          let piece = Line(
            start: here, end: here, style: line.style, arrowAtStart: towards < 0, arrowAtEnd: towards > 0,
            arrowhead: line.arrowhead)
          pieces.append(Piece(.line(piece), stroke: shape.strokeColor, fill: shape.fillColor))
        } else {
          let glyph = Glyphs.arrowhead(
            columns: 0, rows: towards, head: line.arrowhead, lineStyle: line.style,
            usesASCII: options.usesASCII)
          pieces.append(glyphPiece(glyph, at: here, of: shape))
        }
      } else if horizontal {
        let piece = Line(start: here, end: here, style: line.style)
        pieces.append(Piece(.line(piece), stroke: shape.strokeColor, fill: shape.fillColor))
      } else {
        pieces.append(verticalGlyphPiece(at: here, style: line.style, of: shape, options: options))
      }
    }
    return .replaced(pieces)
  }

  /// An elbow line is cut run by run, each run like a straight line; what is left are free
  /// straight lines (a cut connector no longer joins its shapes).
  private static func elbowPieces(
    _ line: Line, of shape: Shape, in area: EraseArea, options: RasterOptions
  ) -> Outcome {
    let vertices = line.vertices
    var area = area
    if line.style == .asciiUnderscore {
      // A corner turning down is drawn blank; cut on one side it would become a run's end and
      // draw `_` or `|`, so it goes with the cut, as nothing shows there.
      var corners: [CanvasRect] = []
      for index in vertices.indices.dropFirst().dropLast() {
        let corner = vertices[index]
        let ways = [vertices[index - 1], vertices[index + 1]].map {
          CanvasPoint(column: ($0.column - corner.column).signum(), row: ($0.row - corner.row).signum())
        }
        guard !area.contains(corner), ways.allSatisfy({ $0 != .zero }), ways.contains(where: { $0.row == 1 }),
          !ways.contains(where: { $0.row == -1 }),
          ways.contains(where: { area.contains(corner.offsetBy(columns: $0.column, rows: $0.row)) })
        else { continue }
        corners.append(CanvasRect(origin: corner, size: CellSize(columns: 1, rows: 1)))
      }
      if !corners.isEmpty { area = EraseArea(area.rects + corners) }
    }
    var pieces: [Piece] = []
    var isTouched = false
    for index in 0..<vertices.count - 1 {
      let run = Line(
        start: vertices[index], end: vertices[index + 1], style: line.style,
        arrowAtStart: index == 0 && line.arrowAtStart,
        arrowAtEnd: index == vertices.count - 2 && line.arrowAtEnd, arrowhead: line.arrowhead)
      switch linePieces(run, of: shape, in: area, options: options) {
      case .untouched: pieces.append(Piece(.line(run), stroke: shape.strokeColor, fill: shape.fillColor))
      case .replaced(let remains):
        isTouched = true
        pieces += remains
      case .removed: isTouched = true
      case .tooLarge: return .tooLarge
      }
    }
    guard isTouched else { return .untouched }
    return pieces.isEmpty ? .removed : .replaced(pieces)
  }

  /// A slanted line is drawn in dots, which no shorter line reproduces (its dots are placed
  /// from its ends), so its remains are pen strokes of the very dots left, plus its surviving
  /// arrowheads as text.
  private static func slantedPieces(
    _ line: Line, of shape: Shape, in area: EraseArea, options: RasterOptions
  ) -> Outcome {
    let segment = DotSegment(start: centreDot(of: line.start), end: centreDot(of: line.end))
    let arrowCells = (line.arrowAtStart ? [line.start] : []) + (line.arrowAtEnd ? [line.end] : [])
    let touches =
      arrowCells.contains { area.contains($0) }
      || segment.indices(near: area.bounds).contains { area.contains(segment.dot($0)) }
    guard touches else { return .untouched }
    guard segment.count <= maximumDrawnElements else { return .tooLarge }
    var pieces: [Piece] = []
    var builder = PolylineBuilder()
    func flush() {
      pieces += penPieces(builder.points, stroke: shape.strokeColor, fill: shape.fillColor)
      builder = PolylineBuilder()
    }
    for index in 0..<segment.count {
      let dot = segment.dot(index)
      // An arrowhead hides the dots of its cell.
      if area.contains(dot) || arrowCells.contains(dot.canvasCell) {
        flush()
      } else {
        builder.append(dot)
      }
    }
    flush()
    let ends = [(line.start, line.end, line.arrowAtStart), (line.end, line.start, line.arrowAtEnd)]
    for (cell, other, hasArrow) in ends where hasArrow && !area.contains(cell) {
      // Pointing away from the other end, as drawn.
      let glyph = Glyphs.arrowhead(
        columns: cell.column - other.column, rows: cell.row - other.row, head: line.arrowhead,
        lineStyle: line.style, usesASCII: options.usesASCII)
      pieces.append(glyphPiece(glyph, at: cell, of: shape))
    }
    return .replaced(pieces)
  }

  /// An ASCII line at 45°, drawn `\\` or `/` cell by cell: one such line per run of two or more
  /// cells left, a single cell as the glyph it showed (its slant, or its arrowhead).
  private static func diagonalPieces(
    _ line: Line, of shape: Shape, in area: EraseArea, options: RasterOptions
  ) -> Outcome {
    let columnStep = (line.end.column - line.start.column).signum()
    let rowStep = (line.end.row - line.start.row).signum()
    let count = abs(line.end.row - line.start.row) + 1
    func cell(_ step: Int) -> CanvasPoint {
      CanvasPoint(column: line.start.column + step * columnStep, row: line.start.row + step * rowStep)
    }
    let bounds = CanvasRect(corner: line.start, corner: line.end)
    guard area.bounds.intersects(bounds) else { return .untouched }
    guard count <= maximumDrawnElements else { return .tooLarge }
    var runs: [ClosedRange<Int>] = []
    var runStart: Int?
    for step in 0..<count {
      if area.contains(cell(step)) {
        if let first = runStart { runs.append(first...step - 1) }
        runStart = nil
      } else if runStart == nil {
        runStart = step
      }
    }
    if let first = runStart { runs.append(first...count - 1) }
    guard runs != [0...count - 1] else { return .untouched }
    var pieces: [Piece] = []
    for run in runs {
      let keepsStart = line.arrowAtStart && run.lowerBound == 0
      let keepsEnd = line.arrowAtEnd && run.upperBound == count - 1
      if run.count >= 2 {
        let piece = Line(
          start: cell(run.lowerBound), end: cell(run.upperBound), style: line.style, arrowAtStart: keepsStart,
          arrowAtEnd: keepsEnd, arrowhead: line.arrowhead)
        pieces.append(Piece(.line(piece), stroke: shape.strokeColor, fill: shape.fillColor))
      } else if keepsStart || keepsEnd {
        let towards = keepsStart ? -1 : 1
        let glyph = Glyphs.arrowhead(
          columns: towards * columnStep, rows: towards * rowStep, head: line.arrowhead, lineStyle: line.style,
          usesASCII: options.usesASCII)
        pieces.append(glyphPiece(glyph, at: cell(run.lowerBound), of: shape))
      } else {
        pieces.append(glyphPiece(columnStep == rowStep ? "\\" : "/", at: cell(run.lowerBound), of: shape))
      }
    }
    return pieces.isEmpty ? .removed : .replaced(pieces)
  }

  /// The dot a slanted line starts or ends at, as `Rasterizer` places it: the upper left of the
  /// cell's middle four.
  static func centreDot(of cell: CanvasPoint) -> DotPoint {
    DotPoint(
      x: cell.column * DotPoint.dotsPerCellHorizontally,
      y: cell.row * DotPoint.dotsPerCellVertically + DotPoint.dotsPerCellVertically / 2 - 1)
  }

  /// A rectangle's frame minus the area: each edge cut into lines like a line of the same style.
  /// A corner keeps both its edges' arms while both go on; a cell left alone at a corner is a
  /// short horizontal line, elsewhere on a vertical edge a vertical glyph.
  static func framePieces(
    _ box: CanvasRect, style: FrameStyle, of shape: Shape, in area: EraseArea, options: RasterOptions
  ) -> [Piece] {
    let (top, bottom) = (box.minRow, box.maxRow - 1)
    let (left, right) = (box.minColumn, box.maxColumn - 1)
    // A box one cell thin has arms only along its length.
    let edgeRows = box.size.columns >= 2 ? (top == bottom ? [top] : [top, bottom]) : []
    let edgeColumns = box.size.rows >= 2 ? (left == right ? [left] : [left, right]) : []
    var rowRuns = edgeRows.map { area.uncovered(columns: left...right, row: $0) }
    var columnRuns = edgeColumns.map { area.uncovered(rows: top...bottom, column: $0) }
    if style == .asciiUnderscore && edgeRows.count == 2 && edgeColumns.count == 2 {
      // The frame draws its top corners blank (` ____ `): a piece keeps one only where both
      // edges go on from it (still blank), as a line's end would draw `_` or `|` there.
      for (side, column) in edgeColumns.enumerated() {
        let across = rowRuns[0].firstIndex { $0.contains(column) }
        let down = columnRuns[side].firstIndex { $0.contains(top) }
        if let across, let down, rowRuns[0][across].count >= 2, columnRuns[side][down].count >= 2 { continue }
        if let across {
          if let rest = Self.trimmed(rowRuns[0][across], leaving: column) {
            rowRuns[0][across] = rest
          } else {
            rowRuns[0].remove(at: across)
          }
        }
        if let down {
          if let rest = Self.trimmed(columnRuns[side][down], leaving: top) {
            columnRuns[side][down] = rest
          } else {
            columnRuns[side].remove(at: down)
          }
        }
      }
    }
    func isCorner(column: Int, row: Int) -> Bool { edgeRows.contains(row) && edgeColumns.contains(column) }
    func line(_ start: CanvasPoint, _ end: CanvasPoint) -> Piece {
      Piece(
        .line(Line(start: start, end: end, style: style)), stroke: shape.strokeColor, fill: shape.fillColor)
    }
    var pieces: [Piece] = []
    for (row, runs) in zip(edgeRows, rowRuns) {
      for run in runs {
        if run.count == 1, isCorner(column: run.lowerBound, row: row),
          let index = edgeColumns.firstIndex(of: run.lowerBound),
          columnRuns[index].contains(where: { $0.contains(row) && $0.count >= 2 })
        {
          continue  // the vertical edge carries on from this corner
        }
        pieces.append(
          line(CanvasPoint(column: run.lowerBound, row: row), CanvasPoint(column: run.upperBound, row: row)))
      }
    }
    for (column, runs) in zip(edgeColumns, columnRuns) {
      for run in runs {
        if run.count >= 2 {
          pieces.append(
            line(
              CanvasPoint(column: column, row: run.lowerBound),
              CanvasPoint(column: column, row: run.upperBound)))
        } else if !isCorner(column: column, row: run.lowerBound) {
          let cell = CanvasPoint(column: column, row: run.lowerBound)
          pieces.append(verticalGlyphPiece(at: cell, style: style, of: shape, options: options))
        }
      }
    }
    return pieces
  }

  /// `run` without `end`, one of its ends; nil when that was all of it.
  private static func trimmed(_ run: ClosedRange<Int>, leaving end: Int) -> ClosedRange<Int>? {
    guard run.count > 1 else { return nil }
    return run.lowerBound == end ? run.lowerBound + 1...run.upperBound : run.lowerBound...run.upperBound - 1
  }

  /// One cell of a vertical line, which a line shape cannot draw, as text.
  private static func verticalGlyphPiece(
    at cell: CanvasPoint, style: FrameStyle, of shape: Shape, options: RasterOptions
  ) -> Piece {
    let junction = BoxJunction(up: true, down: true, left: false, right: false, style: style)
    return glyphPiece(junction.glyph(usesASCII: options.usesASCII), at: cell, of: shape)
  }

  /// A single character in the shape's colours.
  static func glyphPiece(_ glyph: Character, at cell: CanvasPoint, of shape: Shape) -> Piece {
    Piece(
      .text(TextShape(origin: cell, text: String(glyph))), stroke: shape.strokeColor, fill: shape.fillColor)
  }
}
