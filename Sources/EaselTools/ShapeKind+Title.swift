import EaselDocument

extension ShapeKind {
  /// The kind's name in undo step titles and the objects it makes ("Add Rectangle").
  public var title: String {
    switch self {
    case .rectangle: return "Rectangle"
    case .ellipse: return "Ellipse"
    case .line: return "Line"
    case .pen: return "Pen Stroke"
    case .brush: return "Brush Stroke"
    case .text: return "Text"
    }
  }
}

extension Shape {
  /// Text shapes, rectangles and lines (their label) can be edited with the text tool.
  public var isTextEditable: Bool {
    switch kind {
    case .text, .rectangle, .line: return true
    default: return false
    }
  }
}
