import EaselDocument
import EaselTools

/// The tools so far (spec §4): select, and the three that drag out shapes. The freehand, text,
/// eraser and hand tools come with the rest of the tools issue.
enum EditorTool: Sendable, Equatable {
  case select
  case rectangle
  case ellipse
  case line

  var title: String {
    switch self {
    case .select: return "Select"
    case .rectangle: return "Rectangle"
    case .ellipse: return "Ellipse"
    case .line: return "Line"
    }
  }

  /// What a drag on the canvas creates with this tool; nil for the select tool.
  var createdKind: CreatedKind? {
    switch self {
    case .select: return nil
    case .rectangle: return .rectangle(.light)
    case .ellipse: return .ellipse
    case .line: return .line
    }
  }
}
