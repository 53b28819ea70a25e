import EaselCommands
import EaselDocument
import EaselGeometry
import EaselInput
import EaselTools

/// What the objects panel does (spec §9): its rows kept current, the list selection applied to
/// the one selection, reordering, folding, renaming, hiding and locking by row.
extension EditorModel {
  /// Builds the rows again when the drawing's order or groups changed (or a group was folded),
  /// keeping the focus and the anchor on their rows.
  mutating func refreshObjectRows() {
    let document = state.document
    guard objects.isOpen, !objects.rows.isCurrent(for: document, openGroups: objects.openGroups) else {
      return
    }
    objects.openGroups = objects.openGroups.filter(document.isGroup)
    objects.rows = ObjectRows(document, openGroups: objects.openGroups)
    let rows = objects.rows
    let focus = objects.focusID.flatMap { rows.visibleRow(of: $0, in: document) } ?? objects.list.focus
    let anchor = objects.anchorID.flatMap { rows.visibleRow(of: $0, in: document) }
    objects.list.rowsChanged(focus: focus, anchor: anchor, count: rows.count)
    objects.focusKeptInView = nil
    if let renaming = objects.renaming, !document.contains(renaming.id) && !document.isGroup(renaming.id) {
      objects.renaming = nil
    }
  }

  /// After every event: the rows current, a selection made elsewhere (the canvas, undo) shown
  /// by moving the focus to its topmost row, and the focused row kept in view.
  mutating func syncObjects(listRows: Int) {
    guard objects.isOpen else { return }
    objects.pageRows = listRows
    refreshObjectRows()
    if objects.seenSelectionRevision != state.selectionRevision {
      let document = state.document
      let rows = objects.rows
      // A large selection from elsewhere (Select All) is looked up row by row only once.
      let topmost = state.selection.shapeIDs.lazy.compactMap { rows.visibleRow(of: $0, in: document) }.min()
      objects.list.selectionChangedElsewhere(row: topmost, count: rows.count)
      objects.seenSelectionRevision = state.selectionRevision
    }
    objects.noteFocus()
    objects.keepFocusInView()
  }

  /// Opens or closes the panel; opening gives it the keyboard focus.
  mutating func toggleObjectsPanel() {
    if objects.isOpen {
      objects.isOpen = false
      objects.hasFocus = false
      objects.renaming = nil
      objects.drag = nil
    } else {
      objects.isOpen = true
      objects.hasFocus = true
      objects.seenSelectionRevision = nil
      objects.rows = ObjectRows()
    }
  }

  /// F6: the focus to the panel (opening it) or back to the canvas.
  mutating func switchObjectsFocus() {
    guard objects.isOpen else {
      toggleObjectsPanel()
      return
    }
    objects.hasFocus.toggle()
    if !objects.hasFocus { objects.renaming = nil }
  }

  /// The shapes the rows in `range` stand for: a group's row for all its shapes.
  func shapes(ofRows range: ClosedRange<Int>) -> [ShapeID] {
    let rows = objects.rows
    var ids: [ShapeID] = []
    for index in range where index >= 0 && index < rows.count {
      let row = rows[index]
      if row.isGroup { ids += state.document.shapeIDs(in: row.id) } else { ids.append(row.id) }
    }
    return ids
  }

  /// Applies what the list selection says to the one selection.
  mutating func applyObjectChanges(_ changes: [ListSelection.Change]) {
    guard !changes.isEmpty else { return }
    var selected = state.selection.shapeIDs
    var ranged = false
    for change in changes {
      switch change {
      case .replace(let range):
        selected = Set(shapes(ofRows: range))
      case .add(let range):
        selected.formUnion(shapes(ofRows: range))
        ranged = true
      case .remove(let range):
        selected.subtract(shapes(ofRows: range))
        ranged = true
      case .toggle(let row):
        let ids = shapes(ofRows: row...row)
        if ids.allSatisfy(selected.contains) { selected.subtract(ids) } else { selected.formUnion(ids) }
      case .all:
        selected = Set(state.document.shapes.map(\.id))
      }
    }
    // With groups a row's shapes can lie under other rows too: a range is then taken whole.
    if ranged, !state.document.groups.isEmpty, let range = objects.list.range {
      selected = Set(shapes(ofRows: range))
    }
    state.selection = Selection(selected)
    objects.seenSelectionRevision = state.selectionRevision
    objects.noteFocus()
  }

  /// Runs a list operation on the current rows and applies its changes.
  mutating func objectsList(_ operation: (inout ListSelection, Int) -> [ListSelection.Change]) {
    refreshObjectRows()
    let changes = operation(&objects.list, objects.rows.count)
    applyObjectChanges(changes)
    objects.noteFocus()
  }

  /// Alt-Up / Alt-Down in the panel: the selected objects (or the focused row's) one place up
  /// (to the front) or down, within their group; one undo step.
  mutating func reorderInObjects(_ move: Document.ZOrderMove) {
    refreshObjectRows()
    var ids = state.selection.shapeIDs
    if ids.isEmpty, objects.rows.count > 0 {
      ids = Set(shapes(ofRows: objects.list.focus...objects.list.focus))
    }
    let title = move == .forward ? "Move Up" : "Move Down"
    state.perform(state.document.reordering(ids, move), titled: title)
  }

  /// Left and Right: fold or open the focused group; Left on a member goes to its group's row.
  mutating func foldInObjects(open: Bool) {
    refreshObjectRows()
    guard objects.rows.count > 0 else { return }
    let row = objects.rows[objects.list.focus]
    if row.isGroup, row.isOpen != open {
      setGroup(row.id, open: open)
    } else if !open, let group = state.document.parent(of: row.id),
      let groupRow = objects.rows.row(of: group, in: state.document)
    {
      objects.list.moveFocus(to: groupRow, count: objects.rows.count)
      objects.noteFocus()
    }
  }

  mutating func setGroup(_ group: ShapeID, open: Bool) {
    if open { objects.openGroups.insert(group) } else { objects.openGroups.remove(group) }
    refreshObjectRows()
  }

  /// F2: a field for the focused row's name, holding the name shown now.
  mutating func startRenamingInObjects() {
    refreshObjectRows()
    guard objects.rows.count > 0 else { return }
    let id = objects.rows[objects.list.focus].id
    let shown = state.document.displayName(of: id)
    objects.renaming = ObjectsPane.Renaming(
      id: id, editing: TextEditing(text: shown, maximumBytes: CanvasLimits.maximumNameBytes), original: shown)
    state.status = StatusMessage("Rename · Enter keeps the name · Esc cancels", .untilReplaced)
  }

  /// A key while a name is typed; the field takes every key.
  mutating func renamingKey(_ key: KeyEvent) {
    guard var renaming = objects.renaming, key.phase != .release else { return }
    switch key.key {
    case .escape:
      objects.renaming = nil
      state.status = nil
      return
    case .enter:
      objects.renaming = nil
      state.status = nil
      guard renaming.editing.text != renaming.original else { return }
      state.perform(state.document.renaming(renaming.id, to: renaming.editing.text), titled: "Rename")
      return
    case .backspace: _ = renaming.editing.backspace()
    case .delete: _ = renaming.editing.deleteForward()
    case .left: _ = renaming.editing.moveLeft()
    case .right: _ = renaming.editing.moveRight()
    case .home: _ = renaming.editing.moveToLineStart()
    case .end: _ = renaming.editing.moveToLineEnd()
    default:
      guard key.modifiers.isDisjoint(with: [.control, .superKey, .hyper, .meta]),
        let text = key.text ?? key.typedText
      else { return }
      _ = renaming.editing.insert(Self.nameText(text))
    }
    objects.renaming = renaming
  }

  /// Pasted text while renaming: one line of it.
  mutating func renamingPaste(_ text: String) {
    guard var renaming = objects.renaming else { return }
    _ = renaming.editing.insert(Self.nameText(Self.pastableText(text)))
    objects.renaming = renaming
  }

  /// Text a name may hold: line breaks become spaces, other controls go.
  static func nameText(_ text: String) -> String {
    String(
      String.UnicodeScalarView(
        text.unicodeScalars.compactMap { scalar in
          scalar == "\n" ? " " : (CanvasLimits.isControl(scalar) ? nil : scalar)
        }))
  }

  /// Hides or shows, locks or unlocks the shape or group of one row (a click on its marker).
  mutating func toggleFlag(ofRow index: Int, hidden: Bool) {
    guard index < objects.rows.count else { return }
    let id = objects.rows[index].id
    let document = state.document
    // The row's own flag, which a group around it does not change.
    let current: Bool
    if let shape = document[id] {
      current = hidden ? shape.isHidden : shape.isLocked
    } else if let group = document.group(id) {
      current = hidden ? group.isHidden : group.isLocked
    } else {
      return
    }
    let transaction =
      hidden ? document.settingHidden([id], !current) : document.settingLocked([id], !current)
    let title = hidden ? (current ? "Show" : "Hide") : (current ? "Unlock" : "Lock")
    state.perform(transaction, titled: title)
  }

  /// A dragged row dropped on another: the dragged objects (the selection's, when the row was
  /// selected) go next to the target, into its group; one undo step.
  mutating func dropRow(_ row: Int, on target: Int) {
    let rows = objects.rows
    guard row != target, row < rows.count, target < rows.count else { return }
    let document = state.document
    let draggedShapes = Set(shapes(ofRows: row...row))
    let moving =
      draggedShapes.isSubset(of: state.selection.shapeIDs)
      ? document.objects(of: state.selection.shapeIDs) : [rows[row].id]
    let transaction = document.placing(moving, nextTo: rows[target].id, inFront: target < row)
    guard !transaction.isEmpty else { return }
    state.perform(transaction, titled: "Move in Objects")
  }
}
