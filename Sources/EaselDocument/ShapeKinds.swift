import EaselGeometry

/// A box: a frame around `bounds`, an optional fill and an optional label inside.
public struct Rectangle: Hashable, Sendable {
  public var bounds: CanvasRect
  public var frameStyle: FrameStyle
  /// The character the interior is filled with; nil leaves shapes below visible. A space
  /// makes the box opaque.
  public var fillCharacter: Character?
  /// Text inside the box, one or more lines; empty for none.
  public var label: String
  /// Where the label sits inside the frame; centred both ways by default. Since version 4 of
  /// the format.
  public var labelAlignment: LabelAlignment
  /// Blank cells kept between the inside of the frame and the label. Since version 4 of the
  /// format.
  public var labelInsets: LabelInsets

  public init(
    bounds: CanvasRect, frameStyle: FrameStyle = .light, fillCharacter: Character? = nil, label: String = "",
    labelAlignment: LabelAlignment = .centred, labelInsets: LabelInsets = .zero
  ) {
    self.bounds = bounds
    self.frameStyle = frameStyle
    self.fillCharacter = fillCharacter
    self.label = label
    self.labelAlignment = labelAlignment
    self.labelInsets = labelInsets
  }

  /// The cells inside the frame, where the label and contained shapes lie; empty (at the
  /// inner corner) for a box two cells thin or less.
  public var interior: CanvasRect {
    CanvasRect(
      column: bounds.minColumn + 1, row: bounds.minRow + 1, columns: max(0, bounds.size.columns - 2),
      rows: max(0, bounds.size.rows - 2))
  }
}

/// An ellipse inscribed in `bounds`, drawn at Braille dot resolution.
public struct Ellipse: Hashable, Sendable {
  public var bounds: CanvasRect
  public var isFilled: Bool

  public init(bounds: CanvasRect, isFilled: Bool = false) {
    self.bounds = bounds
    self.isFilled = isFilled
  }
}

/// A line between two cells: straight (one segment; horizontal and vertical lines use
/// box-drawing characters and join frames they touch, other angles are drawn with Braille dots)
/// or elbow (horizontal and vertical runs through `bends`). A line whose ends are bound to
/// shapes is a connector: it follows them (spec §8).
public struct Line: Hashable, Sendable {
  public var start: CanvasPoint
  public var end: CanvasPoint
  public var style: FrameStyle
  public var arrowAtStart: Bool
  public var arrowAtEnd: Bool
  /// The characters of the arrowheads. Since version 3 of the format.
  public var arrowhead: ArrowheadStyle
  public var route: LineRoute
  /// The shape the start is attached to, if any.
  public var startBinding: LineBinding?
  /// The shape the end is attached to, if any.
  public var endBinding: LineBinding?
  /// The corners of an elbow route between `start` and `end`, in order; empty for a straight
  /// line. Consecutive points (start, bends, end) share a row or a column.
  public var bends: [CanvasPoint]
  /// Text drawn at the middle run (`labelPlacement`); empty for none.
  public var label: String
  /// The bends are the user's (they moved a run): following keeps the inner runs and stretches
  /// the first and last (`Line+Runs`), routing afresh only when that fails.
  public var userRuns: Bool

  public init(
    start: CanvasPoint, end: CanvasPoint, style: FrameStyle = .light, arrowAtStart: Bool = false,
    arrowAtEnd: Bool = false, arrowhead: ArrowheadStyle = .standard, route: LineRoute = .straight,
    startBinding: LineBinding? = nil, endBinding: LineBinding? = nil, bends: [CanvasPoint] = [],
    label: String = "", userRuns: Bool = false
  ) {
    self.start = start
    self.end = end
    self.style = style
    self.arrowAtStart = arrowAtStart
    self.arrowAtEnd = arrowAtEnd
    self.arrowhead = arrowhead
    self.route = route
    self.startBinding = startBinding
    self.endBinding = endBinding
    self.bends = bends
    self.label = label
    self.userRuns = userRuns
  }

  /// Every vertex in order: start, the bends, end.
  public var vertices: [CanvasPoint] { [start] + bends + [end] }

  /// True when at least one end is attached to a shape.
  public var isConnector: Bool { startBinding != nil || endBinding != nil }

  /// The shapes the ends are attached to (one entry when both ends share a shape).
  public var boundShapes: Set<ShapeID> {
    var shapes = Set<ShapeID>()
    if let startBinding { shapes.insert(startBinding.shape) }
    if let endBinding { shapes.insert(endBinding.shape) }
    return shapes
  }
}

/// A freehand thin stroke: a polyline through canvas dots (2×4 per cell, see `DotPoint`).
public struct PenStroke: Hashable, Sendable {
  /// The points the pen passed through; consecutive points are joined by straight segments.
  public var points: [DotPoint]

  public init(points: [DotPoint]) { self.points = points }
}

/// A freehand thick stroke of whole cells painted with one character.
public struct BrushStroke: Hashable, Sendable {
  /// The painted cells, each once.
  public var cells: [CanvasPoint]
  public var character: Character
  /// The brush size the stroke was painted with (its width in rows); kept for restyling.
  public var size: Int

  public init(cells: [CanvasPoint], character: Character = "█", size: Int = 1) {
    self.cells = cells
    self.character = character
    self.size = size
  }
}

/// Text starting at `origin`; lines are separated by "\n". Wide characters take two cells.
public struct TextShape: Hashable, Sendable {
  public var origin: CanvasPoint
  public var text: String

  public init(origin: CanvasPoint, text: String) {
    self.origin = origin
    self.text = text
  }
}
