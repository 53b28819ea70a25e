/// Every tool, in the order of the Tools menu: one line registers a tool (its command in the
/// catalog picks it by its ID).
public enum ToolRegistry {
  public static let tools: [any Tool] = [
    SelectTool(),
    PenTool(),
    BrushTool(),
    ShapeTool(.rectangle),
    ShapeTool(.ellipse),
    ShapeTool(.line),
    TextTool(),
    EraserTool(),
    HandTool(),
  ]

  /// The tool with this ID, fresh.
  public static func tool(_ id: ToolID) -> (any Tool)? { tools.first { $0.id == id } }
}
