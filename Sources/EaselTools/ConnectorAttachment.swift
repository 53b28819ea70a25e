import EaselDocument
import EaselGeometry

/// Where the ends of a line being drawn attach (spec §8): an end dropped on a rectangle,
/// ellipse or text shape, or within one cell of it, is bound to the topmost such shape there,
/// and the line becomes an elbow connector routed to it, in the preview as at the release. An
/// end dropped exactly on a box's side (not a corner) meets the box there; elsewhere the route
/// picks the side. Alt (and empty canvas) leave the end free.
enum ConnectorAttachment {
  /// `shape`, a line just drawn, attached where its ends lie (unchanged when neither end is
  /// near a shape that takes connectors), with the arrowheads of the drawing style: by
  /// default an arrowhead at an attached end, so a line drawn to a box is an arrow.
  static func attached(_ shape: Shape, context: ToolContext) -> Shape {
    var attached = attachedEnds(shape, context: context)
    guard case .line(var line) = attached.kind else { return attached }
    let arrowheads = context.style.arrowheads(endAttached: line.endBinding != nil)
    line.arrowAtStart = arrowheads.atStart
    line.arrowAtEnd = arrowheads.atEnd
    attached.kind = .line(line)
    return attached
  }

  private static func attachedEnds(_ shape: Shape, context: ToolContext) -> Shape {
    guard case .line(var line) = shape.kind, !context.intent.fromCenter else { return shape }
    line.startBinding = binding(at: line.start, context: context)
    line.endBinding = binding(at: line.end, context: context)
    // Both ends on one shape is a drag inside it, not a loop the user asked for.
    if let start = line.startBinding, start.shape == line.endBinding?.shape { line.endBinding = nil }
    guard line.isConnector else { return shape }
    line.route = .elbow
    var attached = shape
    attached.kind = .line(context.document.routed(line, index: context.index))
    return attached
  }

  /// The binding an end dropped at `cell` gets, if any.
  static func binding(at cell: CanvasPoint, context: ToolContext) -> LineBinding? {
    let near = CanvasRect(column: cell.column - 1, row: cell.row - 1, columns: 3, rows: 3)
    let candidates = context.index.shapes(intersecting: near, in: context.document)
    guard
      let target = candidates.last(where: { shape in
        shape.kind.acceptsConnectors && context.document.isDrawn(shape) && grown(shape.bounds).contains(cell)
      })
    else { return nil }
    guard case .rectangle(let box) = target.kind, let side = side(of: box.bounds, at: cell) else {
      return LineBinding(shape: target.id)
    }
    let bounds = box.bounds
    let offset =
      side == .top || side == .bottom ? cell.column - bounds.minColumn : cell.row - bounds.minRow
    return LineBinding(shape: target.id, side: side, offset: offset)
  }

  /// The side of `bounds` that `cell` lies on, corners excluded; nil inside or outside.
  static func side(of bounds: CanvasRect, at cell: CanvasPoint) -> ShapeSide? {
    guard bounds.contains(cell), bounds.size.columns >= 3, bounds.size.rows >= 3 else { return nil }
    let left = cell.column == bounds.minColumn
    let right = cell.column == bounds.maxColumn - 1
    let top = cell.row == bounds.minRow
    let bottom = cell.row == bounds.maxRow - 1
    switch (left, right, top, bottom) {
    case (true, false, false, false): return .left
    case (false, true, false, false): return .right
    case (false, false, true, false): return .top
    case (false, false, false, true): return .bottom
    default: return nil
    }
  }

  static func grown(_ rect: CanvasRect) -> CanvasRect {
    CanvasRect(
      column: rect.minColumn - 1, row: rect.minRow - 1, columns: rect.size.columns + 2,
      rows: rect.size.rows + 2)
  }
}
