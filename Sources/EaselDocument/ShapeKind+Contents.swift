import EaselGeometry

/// What a shape of each kind holds, and how its moves are told (`Document+Containment`).
extension ShapeKind {
  /// A cell that moves with the shape, found without measuring it: where a move by some
  /// amount takes it tells how far the shape moved.
  var anchor: CanvasPoint {
    switch self {
    case .rectangle(let rectangle): return rectangle.bounds.origin
    case .ellipse(let ellipse): return ellipse.bounds.origin
    case .line(let line): return line.start
    case .pen(let stroke): return stroke.points.first?.canvasCell ?? .zero
    case .brush(let stroke): return stroke.cells.first ?? .zero
    case .text(let text): return text.origin
    }
  }

  /// Whether shapes can lie in a shape of this kind and go with it: rectangles (and, later,
  /// the other outlines with an inner area).
  public var holdsContents: Bool { innerArea != nil }

  /// The cells inside the outline, where a label is laid out and contained shapes lie; nil
  /// for kinds that have no inside. Empty for a box too thin to have cells inside its frame.
  public var innerArea: CanvasRect? {
    switch self {
    case .rectangle(let rectangle): return rectangle.interior
    case .ellipse, .line, .pen, .brush, .text: return nil
    }
  }
}
