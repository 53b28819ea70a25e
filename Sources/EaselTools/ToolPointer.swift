import EaselGeometry

/// Where a pointer event happened, in each unit a tool may need.
public struct ToolPointer: Hashable, Sendable {
  /// The canvas cell under the pointer.
  public var canvas: CanvasPoint
  /// The screen cell (the hand tool pans by screen cells, since the canvas moves under it).
  public var screen: CellPoint
  /// The Braille dot under the pointer: exact under SGR-pixel reports, the cell's centre dot
  /// otherwise (`PenGesture.dot`).
  public var dot: DotPoint

  public init(canvas: CanvasPoint, screen: CellPoint, dot: DotPoint) {
    self.canvas = canvas
    self.screen = screen
    self.dot = dot
  }

  /// A pointer at a canvas cell with no pixel position: its centre dot, the screen cell the
  /// canvas cell is at in `viewport`.
  public init(canvas: CanvasPoint, in viewport: Viewport) {
    self.init(canvas: canvas, screen: viewport.screenPoint(for: canvas), dot: PenGesture.centreDot(canvas))
  }
}

extension PenGesture {
  /// The dot at a cell's centre: the pen's point where no pixel position is known.
  public static func centreDot(_ point: CanvasPoint) -> DotPoint {
    dot(
      cellColumn: point.column, row: point.row, pixelX: nil, pixelY: nil, cellPixelWidth: 0,
      cellPixelHeight: 0)
  }
}
