import EaselGeometry

/// One end of a connector as the router sees it.
public enum RouteEnd: Sendable, Hashable {
  /// A free end: the route ends exactly on this cell.
  case free(CanvasPoint)
  /// Bound to a shape: the route ends on a cell of the border of `frame` (the caller passes the
  /// rectangle whose border cells take the junction: a box's bounds; for a text shape its bounds
  /// grown by one cell), leaving it at right angles to `side`. `side` nil lets the router choose
  /// the side; `offset` (cells from the side's top/left end, that is from its corner, so the
  /// first cell that is not a corner is 1) nil means the side's middle cell. Corners are never
  /// used while the side has other cells; a frame one or two cells wide or tall has sides of
  /// corners only, and then a corner is used. A frame of zero or negative size counts as the
  /// single cell at its origin.
  case bound(frame: CanvasRect, side: ShapeSide?, offset: Int?)

  /// The frame with at least one cell each way, or nil for a free end.
  var normalizedFrame: CanvasRect? {
    guard case .bound(let frame, _, _) = self else { return nil }
    return CanvasRect(
      origin: frame.origin, size: CellSize(columns: max(1, frame.size.columns), rows: max(1, frame.size.rows))
    )
  }

  /// The cells this end may occupy: the free point, or the frame.
  var extent: CanvasRect {
    switch self {
    case .free(let point): CanvasRect(origin: point, size: CellSize(columns: 1, rows: 1))
    case .bound: normalizedFrame!
    }
  }

  /// The sides the router may pick: the given one, else every side with a cell that is not a
  /// corner, else (a frame of corners only) all four, in `ShapeSide.allCases` order.
  var candidateSides: [ShapeSide] {
    guard case .bound(_, let side, _) = self, let frame = normalizedFrame else { return [] }
    if let side { return [side] }
    let proper = ShapeSide.allCases.filter { $0.hasNonCornerCell(frame) }
    return proper.isEmpty ? ShapeSide.allCases : proper
  }
}
