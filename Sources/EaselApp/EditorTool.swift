import EaselDocument
import EaselTools

/// The tools of spec §4, each picked with a single key (spring-loaded when held).
enum EditorTool: Sendable, Equatable, CaseIterable {
  case select
  case pen
  case brush
  case rectangle
  case ellipse
  case line
  case text
  case eraser
  case hand

  var title: String {
    switch self {
    case .select: return "Select"
    case .pen: return "Pen"
    case .brush: return "Brush"
    case .rectangle: return "Rectangle"
    case .ellipse: return "Ellipse"
    case .line: return "Line"
    case .text: return "Text"
    case .eraser: return "Eraser"
    case .hand: return "Hand"
    }
  }

  /// What a drag on the canvas creates with this tool (rectangles in `frameStyle`); nil for
  /// tools that do not drag out a shape.
  func createdKind(frameStyle: FrameStyle = .light) -> CreatedKind? {
    switch self {
    case .rectangle: return .rectangle(frameStyle)
    case .ellipse: return .ellipse
    case .line: return .line
    case .select, .pen, .brush, .text, .eraser, .hand: return nil
    }
  }
}
