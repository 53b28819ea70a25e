import EaselTools

/// The tools of `ToolRegistry`, one instance each (each keeps its own state), the one picked,
/// and the one whose gesture is on: that one keeps the pointer until its gesture ends, even if
/// another tool is picked meanwhile (a tool key pressed mid-drag).
struct ToolBox: Sendable {
  private(set) var current: ToolID = .select
  private var tools: [ToolID: any Tool]
  /// The tool whose gesture is in progress, nil when none is.
  private(set) var activeID: ToolID?

  init() {
    var tools: [ToolID: any Tool] = [:]
    for tool in ToolRegistry.tools { tools[tool.id] = tool }
    self.tools = tools
  }

  /// The picked tool.
  var currentTool: any Tool { tools[current] ?? SelectTool() }

  /// True while a gesture is in progress.
  var isActive: Bool { activeID != nil }

  /// Picks a tool (an unknown ID changes nothing).
  mutating func pick(_ id: ToolID) {
    guard tools[id] != nil else { return }
    current = id
  }

  /// Hands an event to the active tool, or to the picked one when none is active; nil when the
  /// tool did not take it.
  mutating func handle(_ event: ToolEvent, context: ToolContext) -> [ToolEffect]? {
    let id = activeID ?? current
    guard var tool = tools[id] else { return nil }
    // Out of the dictionary while it runs, so the tool's state is changed in place.
    tools[id] = nil
    let effects = tool.handle(event, context: context)
    activeID = tool.isActive ? id : nil
    tools[id] = tool
    return effects
  }
}
