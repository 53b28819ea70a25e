import EaselDocument
import EaselGeometry

extension ToolID {
  public static let text: ToolID = "text"
}

/// The text tool (spec §4, T): a click on a text shape or a rectangle edits its text (the caret
/// where the click landed), anywhere else starts a new text there; Enter starts one at the
/// keyboard cursor. The typing itself is the editor's text-editing surface.
public struct TextTool: Tool {
  public init() {}

  public var id: ToolID { .text }
  public var title: String { "Text" }
  public var startsAtCursor: Bool { true }
  public var isActive: Bool { false }

  public mutating func handle(_ event: ToolEvent, context: ToolContext) -> [ToolEffect]? {
    switch event {
    case .press(let pointer):
      if let shape = context.shape(at: pointer.canvas), shape.isTextEditable {
        return [.editText(.existing(shape.id, clickedAt: pointer.canvas))]
      }
      return [.editText(.newText(at: pointer.canvas))]
    case .startAtCursor:
      return [.editText(.newText(at: context.cursor))]
    case .motion, .release, .refresh, .cancel, .key:
      return nil
    }
  }
}
