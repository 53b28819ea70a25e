/// How a line runs between its ends.
public enum LineRoute: String, Sendable, Hashable, CaseIterable {
  /// One segment at any angle.
  case straight
  /// Horizontal and vertical runs, leaving and entering shapes at right angles to a side.
  case elbow
}

/// An end of a line attached to a shape: the end follows the shape wherever it goes (spec §8).
public struct LineBinding: Hashable, Sendable {
  /// The shape the end is attached to: a rectangle, an ellipse or a text shape.
  public var shape: ShapeID
  /// The side the end meets; nil lets the route choose the best one.
  public var side: ShapeSide?
  /// Cells from the side's top or left end to where the line meets it; nil is the side's middle.
  public var offset: Int?
  /// Cells between the shape's border and the end, 0 … `maximumGap`: 0 puts the end on the
  /// border (a junction, `──┤`); 1 stops it in the cell beside (`──>|`, as ASCII art draws
  /// it); 2 leaves one blank cell. Since version 3 of the format.
  public var gap: Int

  /// The largest gap an end keeps from its shape.
  public static let maximumGap = 2

  public init(shape: ShapeID, side: ShapeSide? = nil, offset: Int? = nil, gap: Int = 0) {
    self.shape = shape
    self.side = side
    self.offset = offset
    self.gap = gap
  }

  /// This binding attached to another shape, keeping side, offset and gap.
  public func moved(to shape: ShapeID) -> LineBinding {
    LineBinding(shape: shape, side: side, offset: offset, gap: gap)
  }
}

extension ShapeKind {
  /// Rectangles, ellipses and text shapes take connectors; lines and strokes do not.
  public var acceptsConnectors: Bool {
    switch self {
    case .rectangle, .ellipse, .text: return true
    case .line, .pen, .brush: return false
    }
  }
}
