import EaselCommands

/// A small stand-in for the app: enough state for availability and actions.
struct SampleState: Sendable {
  var hasSelection = false
  var isGridVisible = false
  var log: [String] = []
}

enum SampleEffect: Hashable, Sendable {
  case save, quit
}

typealias SampleCommand = Command<SampleState, SampleEffect>

/// A command that records its ID when performed.
func command(
  _ id: CommandID, _ title: String, menu: MenuPlacement? = nil, keys: [KeyChord] = [],
  scope: CommandScope = .global, isRepeatable: Bool = false, isInCommandMenu: Bool = true,
  needsSelection: Bool = false
) -> SampleCommand {
  SampleCommand(
    id: id, title: title, menu: menu, keys: keys, scope: scope, isRepeatable: isRepeatable,
    isInCommandMenu: isInCommandMenu,
    isAvailable: { state in !needsSelection || state.hasSelection },
    perform: { state in
      state.log.append(id.rawValue)
      return []
    })
}

/// Every key of spec §4 and §5.3, bound the way the spec writes it.
enum SampleCatalog {
  static let commands: [SampleCommand] = [
    command("file.new", "New", menu: .file.inGroup(0, order: 0)),
    command("file.open", "Open…", menu: .file.inGroup(0, order: 1), keys: ["Cmd-O"]),
    command("file.save", "Save", menu: .file.inGroup(1, order: 0), keys: ["Cmd-S"]),
    command("file.saveAs", "Save As…", menu: .file.inGroup(1, order: 1)),
    command("file.export", "Export…", menu: .file.inGroup(1, order: 2)),
    command("file.suspend", "Suspend", menu: .file.inGroup(2, order: 0)),
    command("file.quit", "Quit", menu: .file.inGroup(2, order: 1), keys: ["Cmd-Q"]),
    command("edit.undo", "Undo", menu: .edit.inGroup(0, order: 0), keys: ["Cmd-Z"]),
    command("edit.redo", "Redo", menu: .edit.inGroup(0, order: 1), keys: ["Cmd-Shift-Z", "Cmd-Y"]),
    command("edit.cut", "Cut", menu: .edit.inGroup(1, order: 0), keys: ["Cmd-X"], needsSelection: true),
    command("edit.copy", "Copy", menu: .edit.inGroup(1, order: 1), keys: ["Cmd-C"], needsSelection: true),
    command("edit.paste", "Paste", menu: .edit.inGroup(1, order: 2), keys: ["Cmd-V"]),
    command(
      "edit.duplicate", "Duplicate", menu: .edit.inGroup(1, order: 3), keys: ["Cmd-D"], needsSelection: true),
    command(
      "edit.delete", "Delete", menu: .edit.inGroup(2, order: 0),
      keys: ["Delete", "Backspace", "Cmd-Backspace"],
      scope: .canvas, needsSelection: true),
    command(
      "edit.eraseSelection", "Erase Selection", menu: .edit.inGroup(2, order: 1), keys: ["Cmd-E"],
      needsSelection: true),
    command("edit.selectAll", "Select All", menu: .edit.inGroup(3, order: 0), keys: ["Cmd-A"]),
    command("edit.selectNext", "Select Next", keys: ["Tab", "Cmd-Shift-]"], scope: .canvas),
    command("edit.selectPrevious", "Select Previous", keys: ["Shift-Tab", "Cmd-Shift-["], scope: .canvas),
    command("edit.cancel", "Cancel", keys: ["Esc"], scope: .canvas),
    command("tools.select", "Select", menu: .tools, keys: ["V"], scope: .canvas),
    command("tools.pen", "Pen", menu: .tools, keys: ["P"], scope: .canvas),
    command("tools.brush", "Brush", menu: .tools, keys: ["B"], scope: .canvas),
    command("tools.rectangle", "Rectangle", menu: .tools, keys: ["R"], scope: .canvas),
    command("tools.ellipse", "Ellipse", menu: .tools, keys: ["O"], scope: .canvas),
    command("tools.line", "Line", menu: .tools, keys: ["L"], scope: .canvas),
    command("tools.text", "Text", menu: .tools, keys: ["T"], scope: .canvas),
    command("tools.eraser", "Eraser", menu: .tools, keys: ["E"], scope: .canvas),
    command("tools.hand", "Hand", menu: .tools, keys: ["H"], scope: .canvas),
    command("tools.brushSmaller", "Smaller Brush", keys: ["["], scope: .canvas, isRepeatable: true),
    command("tools.brushLarger", "Larger Brush", keys: ["]"], scope: .canvas, isRepeatable: true),
    command("shape.add", "Add Shape", menu: .shape.inGroup(0), keys: ["Ctrl-N"], scope: .canvas),
    command("shape.start", "Start Shape", keys: ["Enter"], scope: .canvas),
    command(
      "shape.bringForward", "Bring Forward", menu: .shape.inGroup(1, order: 0), keys: ["Alt-Up"],
      scope: .canvas),
    command(
      "shape.sendBackward", "Send Backward", menu: .shape.inGroup(1, order: 1), keys: ["Alt-Down"],
      scope: .canvas),
    command(
      "shape.bringToFront", "Bring to Front", menu: .shape.inGroup(1, order: 2), keys: ["Alt-Shift-Up"],
      scope: .canvas),
    command(
      "shape.sendToBack", "Send to Back", menu: .shape.inGroup(1, order: 3), keys: ["Alt-Shift-Down"],
      scope: .canvas),
    command("shape.nudgeLeft", "Nudge Left", keys: ["Left"], scope: .canvas, isRepeatable: true),
    command("shape.nudgeRight", "Nudge Right", keys: ["Right"], scope: .canvas, isRepeatable: true),
    command("shape.nudgeUp", "Nudge Up", keys: ["Up"], scope: .canvas, isRepeatable: true),
    command("shape.nudgeDown", "Nudge Down", keys: ["Down"], scope: .canvas, isRepeatable: true),
    command("shape.extendLeft", "Extend Left", keys: ["Shift-Left"], scope: .canvas, isRepeatable: true),
    command("shape.gridLeft", "Nudge Left by Grid", keys: ["Cmd-Left"], scope: .canvas, isRepeatable: true),
    command("shape.colour1", "Colour 1", keys: ["1"], scope: .canvas),
    command("shape.colour0", "Colour 10", keys: ["0"], scope: .canvas),
    command("view.grid", "Grid", menu: .view, keys: []),
    command("view.toggleSnap", "Snap to Grid", menu: .view, keys: ["G"], scope: .canvas),
    command("view.toggleConstrain", "Constrain", menu: .view, keys: ["C"], scope: .canvas),
    command("help.shortcuts", "Keyboard Shortcuts", menu: .help, keys: ["?", "F1"]),
    command("help.commandMenu", "Command Menu…", menu: .help, keys: ["Cmd-K"]),
  ]

  static let catalog = CommandCatalog(commands)
}
