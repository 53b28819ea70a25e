import EaselDocument
import EaselGeometry
import EaselRaster
import EaselRender

/// Builds shapes for rasterizer tests with fresh IDs, and draws them.
struct RasterizerScene {
  private(set) var shapes: [Shape] = []

  mutating func add(_ kind: ShapeKind, stroke: ShapeColor = .default, fill: ShapeColor = .default) {
    shapes.append(
      Shape(id: ShapeID(UInt64(shapes.count + 1)), kind: kind, strokeColor: stroke, fillColor: fill))
  }

  mutating func box(
    _ column: Int, _ row: Int, _ columns: Int, _ rows: Int, _ style: FrameStyle = .light,
    fill: Character? = nil, label: String = "", alignment: LabelAlignment = .centred,
    insets: LabelInsets = .zero, stroke: ShapeColor = .default, fillColor: ShapeColor = .default
  ) {
    let bounds = CanvasRect(column: column, row: row, columns: columns, rows: rows)
    add(
      .rectangle(
        Rectangle(
          bounds: bounds, frameStyle: style, fillCharacter: fill, label: label, labelAlignment: alignment,
          labelInsets: insets)),
      stroke: stroke, fill: fillColor)
  }

  mutating func line(
    _ from: (Int, Int), _ to: (Int, Int), _ style: FrameStyle = .light, arrowAtStart: Bool = false,
    arrowAtEnd: Bool = false, stroke: ShapeColor = .default
  ) {
    add(
      .line(
        Line(
          start: CanvasPoint(column: from.0, row: from.1), end: CanvasPoint(column: to.0, row: to.1),
          style: style, arrowAtStart: arrowAtStart, arrowAtEnd: arrowAtEnd)),
      stroke: stroke)
  }

  mutating func ellipse(_ column: Int, _ row: Int, _ columns: Int, _ rows: Int, filled: Bool = false) {
    add(
      .ellipse(
        Ellipse(bounds: CanvasRect(column: column, row: row, columns: columns, rows: rows), isFilled: filled))
    )
  }

  mutating func pen(_ points: [(Int, Int)], stroke: ShapeColor = .default) {
    add(.pen(PenStroke(points: points.map { DotPoint(x: $0.0, y: $0.1) })), stroke: stroke)
  }

  mutating func text(_ column: Int, _ row: Int, _ text: String, stroke: ShapeColor = .default) {
    add(.text(TextShape(origin: CanvasPoint(column: column, row: row), text: text)), stroke: stroke)
  }

  mutating func brush(
    _ cells: [(Int, Int)], _ character: Character = "█", stroke: ShapeColor = .default,
    fill: ShapeColor = .default
  ) {
    add(
      .brush(BrushStroke(cells: cells.map { CanvasPoint(column: $0.0, row: $0.1) }, character: character)),
      stroke: stroke, fill: fill)
  }

  /// The shapes drawn into a fresh grid of `columns` × `rows` showing the canvas from `origin`.
  func render(
    columns: Int, rows: Int, from origin: CanvasPoint = .zero, options: RasterOptions = RasterOptions()
  ) -> CellGrid {
    var grid = CellGrid(size: CellSize(columns: columns, rows: rows))
    Rasterizer.draw(
      shapes, area: CanvasRect(origin: origin, size: grid.size), into: &grid, at: .zero, options: options)
    return grid
  }
}
