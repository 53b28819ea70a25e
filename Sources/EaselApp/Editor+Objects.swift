import EaselCommands
import EaselDocument
import EaselGeometry
import EaselInput
import EaselTools

/// The objects panel as a responder (style guide §13): after the surfaces and before the
/// canvas, it takes the mouse over it and, while it has the focus, the keys — its own commands
/// (scope `objects`) and the global ones, never the canvas's tools and nudges.
extension Editor {
  /// The panel's answer to an event, or nil to let the canvas have it.
  mutating func handleInObjectsPanel(_ event: InputEvent, context: EventContext) -> [EditorEffect]? {
    guard model.objects.isOpen, let area = ObjectsPane.area(for: size) else { return nil }
    switch event {
    case .mouse(let mouse):
      let screen = screenPoint(of: mouse)
      if model.objects.drag != nil, mouse.action != .press {
        return objectsPanelMouse(mouse, at: screen, area: area, context: context)
      }
      guard area.contains(screen) else {
        // A press on the canvas takes the keyboard focus there.
        if case .press = mouse.action, model.state.viewport.screenRect.contains(screen) {
          model.objects.hasFocus = false
          model.objects.renaming = nil
        }
        return nil
      }
      return objectsPanelMouse(mouse, at: screen, area: area, context: context)
    case .key(let key):
      guard model.objects.hasFocus else { return nil }
      if model.objects.renaming != nil {
        model.renamingKey(key)
        return []
      }
      guard key.phase != .release else { return [] }
      let ids = model.keymap.commands(for: key, in: [.objects, .global])
      guard
        let command = ids.lazy.compactMap({ EditorCommands.catalog[$0] }).first(where: {
          $0.isAvailable(model)
        })
      else { return [] }
      return run(command, invocation: CommandInvocation(key: key, now: context.now))
    case .paste(let paste):
      guard model.objects.hasFocus else { return nil }
      if model.objects.renaming != nil { model.renamingPaste(paste.text) }
      return []
    case .focus, .reply:
      return nil
    }
  }

  /// A click picks rows as a list does (Shift a range, Cmd one more), a click on a row's
  /// markers hides or locks it, on a group's triangle folds it, a double-click renames; a press
  /// dragged to another row moves it there; the wheel scrolls.
  private mutating func objectsPanelMouse(
    _ mouse: MouseEvent, at screen: CellPoint, area: CellRect, context: EventContext
  ) -> [EditorEffect] {
    model.refreshObjectRows()
    let width = area.size.columns
    switch (mouse.action, mouse.button) {
    case (.press, .left):
      model.objects.hasFocus = true
      model.objects.renaming = nil
      guard let row = model.objects.row(atScreenRow: screen.row) else { return [] }
      let column = screen.column - area.minColumn
      if column == width - 3 || column == width - 2 {
        model.toggleFlag(ofRow: row, hidden: column == width - 3)
        return []
      }
      let info = model.objects.rows[row]
      let foldColumn = 2 + 2 * min(info.depth, max(0, (width - 13) / 2))
      if info.isGroup, column == foldColumn {
        model.setGroup(info.id, open: !info.isOpen)
        return []
      }
      let modifiers = mouse.modifiers.union(context.heldModifiers.intersection([.superKey]))
      let isDoubleClick =
        model.objects.lastPress.map { $0.row == row && context.now - $0.at <= SelectTool.doubleClickInterval }
        ?? false
      model.objects.lastPress = isDoubleClick ? nil : (row, context.now)
      if modifiers.contains(.shift) {
        model.objectsList { list, count in list.extend(to: row, count: count) }
      } else if !modifiers.isDisjoint(with: [.control, .superKey]) {
        model.objectsList { list, count in list.toggle(row, count: count) }
      } else if isDoubleClick {
        model.startRenamingInObjects()
      } else {
        model.objectsList { list, count in list.click(row, count: count) }
        model.objects.drag = ObjectsPane.RowDrag(row: row, target: row)
      }
    case (.drag, .left):
      guard var drag = model.objects.drag else { return [] }
      let line = screen.row - 2
      if line < 0 { model.objects.top = max(0, model.objects.top - 1) }
      if line >= model.objects.pageRows {
        model.objects.top = min(
          max(0, model.objects.rows.count - model.objects.pageRows), model.objects.top + 1)
      }
      let clampedLine = min(max(0, line), model.objects.pageRows - 1)
      drag.target = min(max(0, model.objects.top + clampedLine), model.objects.rows.count - 1)
      model.objects.drag = drag
    case (.release, _), (.move, _):
      // A motion with no button held means the release was lost (spec §5.4): the drag ends too.
      guard let drag = model.objects.drag else { return [] }
      model.objects.drag = nil
      model.dropRow(drag.row, on: drag.target)
    case (.wheel, .wheelUp), (.wheel, .wheelDown):
      let step = mouse.button == .wheelUp ? -3 : 3
      let last = max(0, model.objects.rows.count - model.objects.pageRows)
      model.objects.top = min(max(0, model.objects.top + step), last)
    default:
      break
    }
    return []
  }

  /// After every event: the canvas as wide as the panel leaves it, and the panel current.
  mutating func layOutPanes() {
    let shown = model.objects.isShown(in: size)
    if !shown {
      model.objects.hasFocus = false
      model.objects.renaming = nil
      model.objects.drag = nil
    }
    let panelWidth = shown ? (ObjectsPane.width(for: size) ?? 0) : 0
    let canvas = CellSize(columns: max(0, size.columns - panelWidth), rows: max(0, size.rows - 2))
    if model.state.viewSize != canvas { model.state.viewSize = canvas }
    if shown { model.syncObjects(listRows: ObjectsPane.listRows(for: size)) }
  }
}
