/// The part of the canvas shown in a screen area: canvas `origin` appears at screen cell `screenOrigin`.
///
/// The one place where canvas and screen coordinates meet; panning changes `origin`, and the
/// screen area (below the menu bar, above the status bar) is `screenOrigin` plus `size`.
public struct Viewport: Hashable, Sendable {
  public var origin: CanvasPoint
  public var size: CellSize
  public var screenOrigin: CellPoint

  public init(origin: CanvasPoint, size: CellSize, screenOrigin: CellPoint = .zero) {
    self.origin = origin
    self.size = size
    self.screenOrigin = screenOrigin
  }

  /// The canvas area this viewport shows.
  public var canvasRect: CanvasRect { CanvasRect(origin: origin, size: size) }

  /// The screen area this viewport covers.
  public var screenRect: CellRect { CellRect(origin: screenOrigin, size: size) }

  /// Where a canvas point lands on the screen; it may be off screen (see `contains`).
  public func screenPoint(for point: CanvasPoint) -> CellPoint {
    CellPoint(
      column: point.column - origin.column + screenOrigin.column,
      row: point.row - origin.row + screenOrigin.row)
  }

  /// The canvas point under a screen cell (also for cells outside the viewport, as drags leave it).
  public func canvasPoint(for point: CellPoint) -> CanvasPoint {
    CanvasPoint(
      column: point.column - screenOrigin.column + origin.column,
      row: point.row - screenOrigin.row + origin.row)
  }

  /// The screen cells a canvas rectangle would cover, clipped to the viewport.
  public func visibleScreenRect(for rect: CanvasRect) -> CellRect {
    let clipped = rect.intersection(canvasRect)
    guard !clipped.isEmpty else { return .zero }
    return CellRect(origin: screenPoint(for: clipped.origin), size: clipped.size)
  }

  public func contains(_ point: CanvasPoint) -> Bool { canvasRect.contains(point) }

  /// This viewport panned by a number of canvas columns and rows.
  public func pannedBy(columns: Int, rows: Int) -> Viewport {
    var moved = self
    moved.origin = origin.offsetBy(columns: columns, rows: rows)
    return moved
  }
}
