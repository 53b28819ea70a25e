import EaselCommands
import EaselDocument
import EaselGeometry
import EaselInput
import EaselRaster
import EaselTools

/// The edits the editor's commands make (spec §5.3, §5.5): each is one undo step.
extension EditorModel {
  /// Ctrl-N: a new rectangle at the keyboard cursor, selected.
  mutating func addRectangle() {
    let id = ShapeID(state.document.nextShapeID)
    let bounds = CanvasRect(origin: state.cursor, size: CellSize(columns: 16, rows: 5))
    let shape = Shape(
      id: id, kind: .rectangle(Rectangle(bounds: bounds, frameStyle: style.frameStyle)),
      strokeColor: style.strokeColor)
    state.perform(state.document.adding([shape]), titled: "Add Rectangle", selecting: Selection([id]))
  }

  /// Cmd-E (spec §5.5): with a marquee region, erases everything drawn inside it, cutting what
  /// crosses its border; otherwise removes the selected shapes. One undo step either way.
  mutating func eraseSelection() {
    guard let region = state.selection.region else {
      deleteSelection(titled: "Erase Selection")
      return
    }
    let erasure = Eraser.plan(
      EraseArea([region]), in: state.document, index: state.index, options: display.options)
    state.perform(erasure.transaction, titled: "Erase Region", selecting: .empty)
    if !erasure.tooLarge.isEmpty {
      state.message = "\(erasure.tooLarge.count) shape(s) too large to cut were left whole"
    }
  }

  mutating func deleteSelection(titled title: String) {
    guard !state.selection.shapeIDs.isEmpty else { return }
    state.perform(state.document.removing(state.selection.shapeIDs), titled: title, selecting: .empty)
  }

  /// Cmd-D: copies of the selection, one cell right and down, on top and selected; groups
  /// wholly selected are copied as groups.
  mutating func duplicateSelection() {
    var document = state.document
    let copies = document.makeCopies(
      of: document.collection(of: state.selection.shapeIDs), columns: 1, rows: 1)
    state.perform(
      state.document.adding(copies), titled: "Duplicate", selecting: Selection(Set(copies.shapes.map(\.id))))
  }

  /// The selected shapes the canvas may move: locked ones (spec §9) stay.
  var movableSelection: Set<ShapeID> {
    let document = state.document
    return state.selection.shapeIDs.filter { !document.isLocked($0) }
  }

  /// 1–9, 0: the stroke colour of the selection and of shapes made next.
  mutating func setStrokeColor(_ color: ShapeColor) {
    style.strokeColor = color
    let recoloured = state.selection.shapeIDs.compactMap { state.document[$0] }.map { shape -> Shape in
      var shape = shape
      shape.strokeColor = color
      return shape
    }
    state.perform(state.document.updating(recoloured), titled: "Stroke Colour")
  }

  /// Changes every selected shape with `change` as one undo step; shapes it leaves alone are
  /// not part of the step.
  mutating func restyleSelection(titled title: String, _ change: (inout Shape) -> Void) {
    let changed = state.selectedShapes.compactMap { original -> Shape? in
      var shape = original
      change(&shape)
      return shape == original ? nil : shape
    }
    state.perform(state.document.updating(changed), titled: title)
  }

  /// Arrows nudge the selection one cell per press and repeat, in bigger steps the longer the
  /// key is held, a held run being one undo step (`Nudger`); with nothing selected they move
  /// the keyboard cursor. Cmd+arrows move by a grid step, landing on the grid.
  mutating func nudge(columns: Int, rows: Int, byGrid: Bool, invocation: CommandInvocation) {
    let step = canvas.nudger.step(for: invocation.key, at: invocation.now)
    var (dx, dy) = (columns * step.cells, rows * step.cells)
    if byGrid {
      let anchor = state.selectionBounds?.origin ?? state.cursor
      let target = CanvasPoint(
        column: Self.gridStep(anchor.column, direction: columns, step: state.grid.columns),
        row: Self.gridStep(anchor.row, direction: rows, step: state.grid.rows))
      (dx, dy) = (target.column - anchor.column, target.row - anchor.row)
    }
    if state.selection.shapeIDs.isEmpty {
      state.cursor = state.cursor.offsetBy(columns: dx, rows: dy)
      return
    }
    let movable = movableSelection
    guard !movable.isEmpty else {
      state.message = "Locked: unlock it in the Objects panel to move it"
      return
    }
    // A new run is a new step, even if the last run of the same key is still open.
    if step.startsRun, let group = step.group { state.closeGroup(group) }
    // A run resumed after a late repeat joins the step its release closed, if nothing came since.
    if step.resumesRun, let group = step.group { state.reopenGroup(group) }
    let transaction = state.document.translating(movable, columns: dx, rows: dy)
    state.perform(transaction, titled: "Nudge", group: step.group)
    state.cursor = state.cursor.offsetBy(columns: dx, rows: dy)
  }

  /// The next grid line from `value` in `direction` (a coordinate already on the grid moves a
  /// whole step).
  private static func gridStep(_ value: Int, direction: Int, step: Int) -> Int {
    guard direction != 0, step > 0 else { return value }
    let below = floorDivide(value, step) * step
    if direction > 0 { return below + step }
    return below == value ? value - step : below
  }

  /// Tab / Shift-Tab: the next or previous shape in z-order, wrapping around; a group as one,
  /// hidden and locked shapes passed over (spec §9).
  mutating func selectNext(backwards: Bool) {
    let document = state.document
    let shapes = document.shapes
    guard !shapes.isEmpty else { return }
    let current = state.selection.shapeIDs.compactMap { document.zIndex(of: $0) }
    var position = backwards ? (current.min() ?? 0) : (current.max() ?? -1)
    for _ in 0..<shapes.count {
      position = (position + (backwards ? -1 : 1) + shapes.count) % shapes.count
      guard document.isPickable(shapes[position]) else { continue }
      let object = document.pickedObject(for: shapes[position].id, entered: nil)
      state.selection = Selection(Set(document.shapeIDs(in: object)))
      state.cursor = (document.bounds(of: object) ?? shapes[position].bounds).origin
      return
    }
  }

  /// Shift+arrows (spec §5.3): moves the cursor and grows a marquee from where it started;
  /// the shapes wholly inside become selected as it grows.
  mutating func extendSelectionByKeys(columns: Int, rows: Int) {
    let anchor = canvas.keyboardMarqueeAnchor ?? state.cursor
    canvas.keyboardMarqueeAnchor = anchor
    state.cursor = state.cursor.offsetBy(columns: columns, rows: rows)
    let region = CanvasRect(corner: anchor, corner: state.cursor)
    let inside = state.document.pickableShapes(in: region, touching: false, index: state.index)
    state.selection = Selection(inside, region: region)
  }

  /// Enter (spec §5.3, §8): on one selected text shape, rectangle or line, edits its text; otherwise
  /// the current tool starts at the keyboard cursor.
  mutating func enterAtCursor(now: Instant) -> [EditorEffect] {
    if state.selection.count == 1, let id = state.selection.shapeIDs.first, let shape = state.document[id],
      shape.isTextEditable
    {
      return [.canvas(.editText(.existing(id, clickedAt: nil)))]
    }
    guard let effects = sendToTool(.startAtCursor, now: now) else {
      let tools = ToolRegistry.tools.filter(\.startsAtCursor)
      let keys = tools.compactMap { keyLabel(for: EditorCommands.command(picking: $0.id)) }
      let names = tools.map(\.title)
      let list =
        names.dropLast().joined(separator: ", ") + (names.count > 1 ? " or " : "") + (names.last ?? "")
      state.message = "Enter starts the \(list) tool at the cursor (\(keys.joined(separator: " ")))"
      return []
    }
    return effects.map { .canvas($0) }
  }

  /// Enter on the recovery offer: the recovered drawing replaces the file's, as one undo step,
  /// so Cmd-Z goes back to the file as saved.
  mutating func restoreRecoveredWork(_ recovered: Document) {
    state.perform(
      state.document.replacingEverything(with: recovered), titled: "Restore Recovered Work", selecting: .empty
    )
    let save = howTo("file.save", menuPath: "File → Save")
    let undo = howTo("edit.undo", menuPath: "Edit → Undo")
    state.message = "Recovered work restored: \(save) saves it, \(undo) goes back to the file"
  }
}
