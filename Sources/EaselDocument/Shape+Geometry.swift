import EaselGeometry

extension ShapeKind {
  /// The canvas cells the shape may draw into: every cell it touches lies inside.
  public var bounds: CanvasRect {
    switch self {
    case .rectangle(let rectangle): return rectangle.bounds
    case .ellipse(let ellipse): return ellipse.bounds
    case .line(let line):
      var box = CanvasRect(corner: line.start, corner: line.end)
      for bend in line.bends {
        box = box.union(CanvasRect(origin: bend, size: CellSize(columns: 1, rows: 1)))
      }
      if let label = line.labelPlacement { box = box.union(label.area) }
      return box
    case .pen(let stroke):
      guard let first = stroke.points.first else { return .zero }
      var minX = first.x
      var maxX = first.x
      var minY = first.y
      var maxY = first.y
      for point in stroke.points.dropFirst() {
        minX = min(minX, point.x)
        maxX = max(maxX, point.x)
        minY = min(minY, point.y)
        maxY = max(maxY, point.y)
      }
      return CanvasRect(
        corner: DotPoint(x: minX, y: minY).canvasCell, corner: DotPoint(x: maxX, y: maxY).canvasCell)
    case .brush(let stroke):
      guard let first = stroke.cells.first else { return .zero }
      // A wide brush character covers the cell to the right of each painted cell too.
      let cell = CellSize(columns: TextWidth.width(of: stroke.character) == 2 ? 2 : 1, rows: 1)
      var box = CanvasRect(origin: first, size: cell)
      for point in stroke.cells.dropFirst() { box = box.union(CanvasRect(origin: point, size: cell)) }
      return box
    case .text(let text):
      let lines = text.text.split(separator: "\n", omittingEmptySubsequences: false)
      let width = lines.map { Self.drawnWidth(of: $0) }.max() ?? 0
      return CanvasRect(origin: text.origin, size: CellSize(columns: max(width, 1), rows: lines.count))
    }
  }

  /// The columns a line of text takes when drawn: like `TextWidth`, except that a combining
  /// mark with no base (at the start of a line) is drawn over a space and takes one cell.
  static func drawnWidth(of line: Substring) -> Int {
    if line.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return line.utf8.count }
    var width = 0
    for character in line {
      let cluster = TextWidth.width(of: character)
      if cluster > 0 {
        width += cluster
      } else if let first = character.unicodeScalars.first,
        [.nonspacingMark, .enclosingMark].contains(first.properties.generalCategory)
      {
        width += 1
      }
    }
    return width
  }

  /// The same shape moved by whole cells.
  public func translated(columns: Int, rows: Int) -> ShapeKind {
    func move(_ point: CanvasPoint) -> CanvasPoint { point.offsetBy(columns: columns, rows: rows) }
    func move(_ rect: CanvasRect) -> CanvasRect { CanvasRect(origin: move(rect.origin), size: rect.size) }
    switch self {
    case .rectangle(var rectangle):
      rectangle.bounds = move(rectangle.bounds)
      return .rectangle(rectangle)
    case .ellipse(var ellipse):
      ellipse.bounds = move(ellipse.bounds)
      return .ellipse(ellipse)
    case .line(var line):
      line.start = move(line.start)
      line.end = move(line.end)
      line.bends = line.bends.map(move)
      return .line(line)
    case .pen(var stroke):
      let dx = columns * DotPoint.dotsPerCellHorizontally
      let dy = rows * DotPoint.dotsPerCellVertically
      stroke.points = stroke.points.map { DotPoint(x: $0.x + dx, y: $0.y + dy) }
      return .pen(stroke)
    case .brush(var stroke):
      stroke.cells = stroke.cells.map(move)
      return .brush(stroke)
    case .text(var text):
      text.origin = move(text.origin)
      return .text(text)
    }
  }
}

extension Shape {
  public var bounds: CanvasRect { kind.bounds }

  /// Rectangles covering every cell the shape draws into: its bounds, or for an elbow line
  /// each of its runs, so redrawing what a connector changed does not redraw the wide empty
  /// area its bounds span.
  public var drawnAreas: [CanvasRect] {
    guard case .line(let line) = kind, !line.bends.isEmpty else { return [bounds] }
    let vertices = line.vertices
    let runs = zip(vertices, vertices.dropFirst()).map { CanvasRect(corner: $0, corner: $1) }
    return runs + (line.labelPlacement.map { [$0.area] } ?? [])
  }

  public func translated(columns: Int, rows: Int) -> Shape {
    var moved = self
    moved.kind = kind.translated(columns: columns, rows: rows)
    return moved
  }
}
