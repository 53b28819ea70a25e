import EaselDocument
import EaselGeometry

/// Rectangles, ellipses, straight lines, pen and brush strokes as SVG elements. Frames and
/// lines run through the centres of the cells the terminal draws them in, as box-drawing
/// characters do.
extension SVGScene {
  // MARK: Rectangles

  /// The fill colour over the whole box (or, with a fill character and no fill colour, the
  /// page colour over the interior, which hides what is below as in the terminal), the fill
  /// character, the frame, the label.
  mutating func drawRectangle(_ rectangle: Rectangle, of shape: Shape) {
    let box = rectangle.bounds
    let interior = Rasterizer.interior(of: box)
    let stroke = SVGExport.strokeHex(shape.strokeColor)
    if let fill = SVGExport.hex(shape.fillColor) {
      cells(box, className: "easel-fill", [("fill", fill)])
    } else if rectangle.fillCharacter != nil && !interior.isEmpty {
      cells(interior, className: "easel-fill", [("fill", SVGExport.pageColor)])
    }
    if let character = rectangle.fillCharacter, !interior.isEmpty {
      fillInterior(interior, with: character, color: stroke, id: shape.id)
    }
    drawFrame(box, style: rectangle.frameStyle, color: stroke)
    if !rectangle.label.isEmpty && !interior.isEmpty { drawLabel(LabelLayout(rectangle), color: stroke) }
  }

  /// A `<rect>` covering whole cells.
  mutating func cells(_ area: CanvasRect, className: String, _ attributes: Attributes) {
    body.empty(
      "rect",
      [
        ("class", className), ("x", Self.number(x(area.minColumn))), ("y", Self.number(y(area.minRow))),
        ("width", Self.number(x(area.size.columns))), ("height", Self.number(y(area.size.rows))),
      ] + attributes)
  }

  /// The opacity a shade character is drawn with as a plain fill: 1 for a full block, ¾ ½ ¼
  /// for the shades; nil for any other character, which is drawn as text.
  static func shadeOpacity(_ character: Character) -> String? {
    switch character {
    case "█": return "1"
    case "▓": return "0.75"
    case "▒": return "0.5"
    case "░": return "0.25"
    default: return nil
    }
  }

  /// A shade as a light fill in the stroke colour; any other character as a pattern repeating
  /// it in every cell (every two cells for a wide one, leaving an odd last column empty as the
  /// terminal does). A space draws nothing: the page colour already makes the box opaque.
  private mutating func fillInterior(
    _ interior: CanvasRect, with character: Character, color: String, id: ShapeID
  ) {
    if let opacity = Self.shadeOpacity(character) {
      var attributes: Attributes = [("fill", color)]
      if opacity != "1" { attributes.append(("fill-opacity", opacity)) }
      cells(interior, className: "easel-fill-character", attributes)
      return
    }
    guard character != " ", let (glyph, width) = Rasterizer.textGlyph(character) else { return }
    let columns = interior.size.columns / width * width
    guard columns > 0 else { return }
    let pattern = "fill-\(id.rawValue)"
    definitions.open(
      "pattern",
      [
        ("id", pattern), ("patternUnits", "userSpaceOnUse"), ("x", Self.number(x(interior.minColumn))),
        ("y", Self.number(y(interior.minRow))), ("width", Self.number(x(width))),
        ("height", Self.number(y(1))),
      ])
    definitions.text(
      [
        ("x", Self.number(x(width) / 2)), ("y", Self.number(baseline(0) - y(0))), ("text-anchor", "middle"),
        ("fill", color),
      ], spans: [([], String(glyph))])
    definitions.close("pattern")
    let area = CanvasRect(origin: interior.origin, size: CellSize(columns: columns, rows: interior.size.rows))
    cells(area, className: "easel-fill-character", [("fill", "url(#\(pattern))")])
  }

  /// The frame through the centres of the border cells: one `<rect>` (two for double, with
  /// rounded corners for rounded, thicker for heavy, dashed for ASCII). A box one cell thin is
  /// a line, as in the terminal; a box of one cell a small square.
  private mutating func drawFrame(_ box: CanvasRect, style: FrameStyle, color: String) {
    let (columns, rows) = (box.size.columns, box.size.rows)
    if columns == 1 && rows == 1 {
      let half = cellWidth * 2
      body.empty(
        "rect",
        [
          ("class", "easel-frame"), ("x", Self.number(centreX(box.minColumn) - half)),
          ("y", Self.number(centreY(box.minRow) - half)), ("width", Self.number(2 * half)),
          ("height", Self.number(2 * half)), ("fill", style == .heavy ? color : "none"),
        ] + strokeAttributes(style, color: color))
      return
    }
    let (left, top) = (centreX(box.minColumn), centreY(box.minRow))
    let (right, bottom) = (centreX(box.maxColumn - 1), centreY(box.maxRow - 1))
    if columns == 1 || rows == 1 {
      drawSegment(
        from: (left, top), to: (right, bottom), style: style, color: color, arrows: (false, false),
        className: "easel-frame")
      return
    }
    let (width, height) = (right - left, bottom - top)
    var rails: [Int] = [0]
    if style == .double || style == .asciiDouble {
      rails = [doubleOffset]
      if width > 2 * doubleOffset && height > 2 * doubleOffset { rails.append(-doubleOffset) }
    }
    for grow in rails {
      var attributes: Attributes = [
        ("class", "easel-frame"), ("x", Self.number(left - grow)), ("y", Self.number(top - grow)),
        ("width", Self.number(width + 2 * grow)), ("height", Self.number(height + 2 * grow)),
      ]
      if style == .rounded || style == .asciiRounded { attributes.append(("rx", Self.number(cellWidth * 4))) }
      attributes.append(("fill", "none"))
      body.empty("rect", attributes + strokeAttributes(style, color: color))
    }
  }

  /// The stroke of a frame or line: light (also each rail of a double one and a rounded one),
  /// heavy thicker, ASCII and dashed with dashes; underscores join into a solid line, so
  /// underscore ASCII is solid as light is.
  func strokeAttributes(_ style: FrameStyle, color: String) -> Attributes {
    var attributes: Attributes = [
      ("stroke", color), ("stroke-width", Self.number(style == .heavy ? heavyWidth : lightWidth)),
    ]
    if style.isASCII && style != .asciiUnderscore {
      attributes.append(("stroke-dasharray", Self.number(cellWidth * 4) + " " + Self.number(cellWidth * 2)))
    } else if style == .dashed {
      // Three dashes a cell, as ┄ draws.
      attributes.append(("stroke-dasharray", Self.number(cellWidth * 2) + " " + Self.number(cellWidth * 2)))
    }
    return attributes
  }

  // MARK: Ellipses

  /// An `<ellipse>` through the centres of the outermost dots the terminal draws: half a dot
  /// inside the bounds. A filled ellipse is filled with its stroke colour, as its dots are.
  mutating func drawEllipse(_ ellipse: Ellipse, of shape: Shape) {
    let bounds = ellipse.bounds
    let color = SVGExport.strokeHex(shape.strokeColor)
    body.empty(
      "ellipse",
      [
        ("cx", Self.number(x(bounds.minColumn) + x(bounds.size.columns) / 2)),
        ("cy", Self.number(y(bounds.minRow) + y(bounds.size.rows) / 2)),
        ("rx", Self.number(x(bounds.size.columns) / 2 - cellWidth * 2)),
        ("ry", Self.number(y(bounds.size.rows) / 2 - cellHeight)),
        ("fill", ellipse.isFilled ? color : "none"), ("stroke", color),
        ("stroke-width", Self.number(lightWidth)),
      ])
  }

  // MARK: Lines

  /// A `<line>` from the centre of the start cell to the centre of the end cell; a line of one
  /// cell is a short horizontal stroke across it. An arrowhead's tip lies on the edge of its
  /// end cell, where the terminal's arrow character points.
  mutating func drawLine(_ line: Line, of shape: Shape) {
    let color = SVGExport.strokeHex(shape.strokeColor)
    var start = (centreX(line.start.column), centreY(line.start.row))
    var end = (centreX(line.end.column), centreY(line.end.row))
    if line.start == line.end {
      start.0 = x(line.start.column)
      end.0 = x(line.start.column + 1)
    } else {
      if line.arrowAtStart { start = towardsCellEdge(start, awayFrom: end) }
      if line.arrowAtEnd { end = towardsCellEdge(end, awayFrom: start) }
    }
    drawSegment(
      from: start, to: end, style: line.style, color: color, arrows: (line.arrowAtStart, line.arrowAtEnd),
      className: nil)
  }

  /// `point`, a cell centre, moved away from `other` along the line between them to the edge of
  /// its cell.
  private func towardsCellEdge(_ point: (Int, Int), awayFrom other: (Int, Int)) -> (Int, Int) {
    let (dx, dy) = (point.0 - other.0, point.1 - other.1)
    let (halfWidth, halfHeight) = (cellWidth * 4, cellHeight * 4)
    if dy == 0 { return (point.0 + dx.signum() * halfWidth, point.1) }
    if dx == 0 { return (point.0, point.1 + dy.signum() * halfHeight) }
    if halfWidth * abs(dy) <= halfHeight * abs(dx) {
      return (point.0 + dx.signum() * halfWidth, point.1 + dy * halfWidth / abs(dx))
    }
    return (point.0 + dx * halfHeight / abs(dy), point.1 + dy.signum() * halfHeight)
  }

  /// A straight stroke from `start` to `end` (in eighths of a pixel) in a frame style: one
  /// `<line>`, or for double two rails either side with the arrowheads on an unstroked centre
  /// line. Ends with an arrowhead are pulled back into it.
  mutating func drawSegment(
    from start: (Int, Int), to end: (Int, Int), style: FrameStyle, color: String,
    arrows: (start: Bool, end: Bool), className: String?
  ) {
    let (dx, dy) = (Double(end.0 - start.0), Double(end.1 - start.1))
    let length = (dx * dx + dy * dy).squareRoot()
    let (unitX, unitY) = length > 0 ? (dx / length, dy / length) : (1, 0)
    let inset = min(Double(arrowInset), max(0, length / 2 - 1))
    var from = (Double(start.0), Double(start.1))
    var to = (Double(end.0), Double(end.1))
    if arrows.start { from = (from.0 + unitX * inset, from.1 + unitY * inset) }
    if arrows.end { to = (to.0 - unitX * inset, to.1 - unitY * inset) }
    var markers: Attributes = []
    if arrows.start { markers.append(("marker-start", arrowMarker(atEnd: false, color: color))) }
    if arrows.end { markers.append(("marker-end", arrowMarker(atEnd: true, color: color))) }
    func line(offset: (Double, Double), _ attributes: Attributes) {
      body.empty(
        "line",
        (className.map { [("class", $0)] } ?? [])
          + [
            ("x1", Self.number(SVGMarkup.eighths(from.0 + offset.0))),
            ("y1", Self.number(SVGMarkup.eighths(from.1 + offset.1))),
            ("x2", Self.number(SVGMarkup.eighths(to.0 + offset.0))),
            ("y2", Self.number(SVGMarkup.eighths(to.1 + offset.1))),
          ] + attributes)
    }
    guard style == .double || style == .asciiDouble else {
      line(offset: (0, 0), strokeAttributes(style, color: color) + markers)
      return
    }
    let offset = (-unitY * Double(doubleOffset), unitX * Double(doubleOffset))
    line(offset: offset, strokeAttributes(style, color: color))
    line(offset: (-offset.0, -offset.1), strokeAttributes(style, color: color))
    if !markers.isEmpty { line(offset: (0, 0), [("stroke", "none")] + markers) }
  }

  // MARK: Strokes

  /// A `<path>` through the centres of the stroke's dots, with round ends and joins; a stroke
  /// of one point is a dot.
  mutating func drawPen(_ stroke: PenStroke, of shape: Shape) {
    guard let first = stroke.points.first else { return }
    var path = "M" + Self.number(dotX(first.x)) + " " + Self.number(dotY(first.y)) + "L"
    let rest = stroke.points.count == 1 ? stroke.points[...] : stroke.points.dropFirst()
    for (index, point) in rest.enumerated() {
      if index > 0 { path += " " }
      path += Self.number(dotX(point.x)) + " " + Self.number(dotY(point.y))
    }
    body.empty(
      "path",
      [
        ("d", path), ("fill", "none"), ("stroke", SVGExport.strokeHex(shape.strokeColor)),
        ("stroke-width", Self.number(lightWidth)), ("stroke-linecap", "round"),
        ("stroke-linejoin", "round"),
      ])
  }

  /// The painted cells as one `<path>` of runs: a full block in the stroke colour, a shade in
  /// it at partial opacity over the fill colour, any other character as text over the fill
  /// colour (the page colour without one: brush cells hide what is below).
  mutating func drawBrush(_ stroke: BrushStroke, of shape: Shape) {
    guard let (glyph, width) = Rasterizer.textGlyph(stroke.character), !stroke.cells.isEmpty else { return }
    let color = SVGExport.strokeHex(shape.strokeColor)
    let runs = Self.runs(of: stroke.cells, width: width)
    let opacity = Self.shadeOpacity(stroke.character)
    if opacity != "1" {
      brushPath(
        runs, className: "easel-brush-fill", [("fill", SVGExport.hex(shape.fillColor) ?? SVGExport.pageColor)]
      )
    }
    if let opacity {
      var attributes: Attributes = [("fill", color)]
      if opacity != "1" { attributes.append(("fill-opacity", opacity)) }
      brushPath(runs, className: "easel-brush-cells", attributes)
      return
    }
    let spans: [(attributes: Attributes, content: String)] = stroke.cells.map { cell in
      (
        [
          ("x", Self.number(x(cell.column) + x(width) / 2)), ("y", Self.number(baseline(cell.row))),
        ], String(glyph)
      )
    }
    body.text(
      [("class", "easel-brush-cells"), ("text-anchor", "middle"), ("fill", color)],
      spans: spans)
  }

  private mutating func brushPath(
    _ runs: [(row: Int, columns: Range<Int>)], className: String, _ attributes: Attributes
  ) {
    var path = ""
    for run in runs {
      path += "M" + Self.number(x(run.columns.lowerBound)) + " " + Self.number(y(run.row))
      path += "h" + Self.number(x(run.columns.count)) + "v" + Self.number(y(1))
      path += "h" + Self.number(-x(run.columns.count)) + "z"
    }
    body.empty("path", [("class", className), ("d", path)] + attributes)
  }

  /// The cells `width` columns wide each, merged into runs along each row, top to bottom.
  static func runs(of cells: [CanvasPoint], width: Int) -> [(row: Int, columns: Range<Int>)] {
    let sorted = cells.sorted { ($0.row, $0.column) < ($1.row, $1.column) }
    var runs: [(row: Int, columns: Range<Int>)] = []
    for cell in sorted {
      let columns = cell.column..<cell.column + width
      if let last = runs.last, last.row == cell.row, columns.lowerBound <= last.columns.upperBound {
        runs[runs.count - 1].columns =
          last.columns.lowerBound..<max(last.columns.upperBound, columns.upperBound)
      } else {
        runs.append((cell.row, columns))
      }
    }
    return runs
  }
}
