import EaselDocument
import EaselGeometry

/// One shape-creation drag (spec §5.1, "create"): the snapshot taken at the press, from which
/// every preview is recomputed.
///
/// Rectangles and ellipses span the cells from the press to the pointer, both included; Shift
/// (constrain) makes them square as seen on screen, Cmd (snap) puts the press and the pointer
/// on the grid first, Alt makes the press the centre. Lines go from the press to the pointer;
/// Shift snaps the angle as seen to 0, 45 or 90°, Cmd puts both ends on the grid, Alt makes
/// the press the midpoint.
public struct CreateShapeGesture: DragGesture, Hashable {
  public var kind: CreatedKind
  /// The cell the press happened in, as pressed (snapping happens in every preview).
  public var origin: CanvasPoint
  public var strokeColor: ShapeColor

  public init(kind: CreatedKind, origin: CanvasPoint, strokeColor: ShapeColor = .default) {
    self.kind = kind
    self.origin = origin
    self.strokeColor = strokeColor
  }

  /// The shape the drag would make with the pointer at `pointer`; computed from the snapshot,
  /// the pointer and the intent alone, so the same inputs always give the same shape.
  public func preview(
    to pointer: CanvasPoint, intent: DragIntent, aspect: CellAspect, grid: Grid, id: ShapeID
  ) -> Shape {
    let start = intent.snapToGrid ? grid.snap(origin) : origin
    let end = intent.snapToGrid ? grid.snap(pointer) : pointer
    let shapeKind: ShapeKind
    switch kind {
    case .rectangle(let style):
      shapeKind = .rectangle(
        Rectangle(bounds: Self.bounds(start, end, intent: intent, aspect: aspect), frameStyle: style))
    case .ellipse:
      shapeKind = .ellipse(Ellipse(bounds: Self.bounds(start, end, intent: intent, aspect: aspect)))
    case .line(let style):
      var delta = (columns: end.column - start.column, rows: end.row - start.row)
      if intent.constrain { delta = Self.snapAngle(delta, aspect: aspect) }
      let lineStart = intent.fromCenter ? start.offsetBy(columns: -delta.columns, rows: -delta.rows) : start
      shapeKind = .line(
        Line(start: lineStart, end: start.offsetBy(columns: delta.columns, rows: delta.rows), style: style))
    }
    return Shape(id: id, kind: shapeKind, strokeColor: strokeColor)
  }

  public func preview(to pointer: CanvasPoint, context: DragContext) -> Shape {
    preview(to: pointer, intent: context.intent, aspect: context.aspect, grid: context.grid, id: context.id)
  }

  /// The box from `start` to `end` (cells included), about `start` with `fromCenter`, made
  /// square as seen with `constrain` by growing the smaller side; the drag's direction is kept.
  static func bounds(
    _ start: CanvasPoint, _ end: CanvasPoint, intent: DragIntent, aspect: CellAspect
  ) -> CanvasRect {
    let columnDelta = end.column - start.column
    let rowDelta = end.row - start.row
    if intent.fromCenter {
      // Half extents: the box spans start ± (columns, rows).
      var half = (columns: abs(columnDelta), rows: abs(rowDelta))
      if intent.constrain { half = square(half, aspect: aspect, minimum: 0) }
      return CanvasRect(
        column: start.column - half.columns, row: start.row - half.rows, columns: 2 * half.columns + 1,
        rows: 2 * half.rows + 1)
    }
    var size = (columns: abs(columnDelta) + 1, rows: abs(rowDelta) + 1)
    if intent.constrain { size = square(size, aspect: aspect, minimum: 1) }
    let left = columnDelta < 0 ? start.column - size.columns + 1 : start.column
    let top = rowDelta < 0 ? start.row - size.rows + 1 : start.row
    return CanvasRect(column: left, row: top, columns: size.columns, rows: size.rows)
  }

  /// Keeps the extent that is larger on screen and makes the other match it in pixels.
  static func square(
    _ extent: (columns: Int, rows: Int), aspect: CellAspect, minimum: Int
  ) -> (columns: Int, rows: Int) {
    if extent.columns * aspect.pixelWidth >= extent.rows * aspect.pixelHeight {
      return (extent.columns, max(minimum, aspect.squareRows(forColumns: extent.columns)))
    }
    return (max(minimum, aspect.squareColumns(forRows: extent.rows)), extent.rows)
  }

  /// tan 22.5°: below this slope as seen a line is horizontal, above its inverse vertical.
  private static let halfOctant = 0.414_213_562_373_095_1

  /// The nearest of the horizontal, vertical and 45°-as-seen vectors to `delta`; a diagonal
  /// keeps the extent that is larger on screen and its direction.
  static func snapAngle(
    _ delta: (columns: Int, rows: Int), aspect: CellAspect
  ) -> (columns: Int, rows: Int) {
    let width = Double(abs(delta.columns) * aspect.pixelWidth)
    let height = Double(abs(delta.rows) * aspect.pixelHeight)
    if height <= width * halfOctant { return (delta.columns, 0) }
    if width <= height * halfOctant { return (0, delta.rows) }
    let diagonal = square((abs(delta.columns), abs(delta.rows)), aspect: aspect, minimum: 1)
    return (
      delta.columns < 0 ? -diagonal.columns : diagonal.columns,
      delta.rows < 0 ? -diagonal.rows : diagonal.rows
    )
  }
}
