import EaselDocument
import EaselGeometry
import EaselInput
import EaselTools

/// Text being edited: a new text shape, an existing one, or a rectangle's label (spec §4 T,
/// §5.2 double-click, §5.3 Enter). The shape is previewed with the text as typed, over the
/// hidden original, and committed as one undo step when editing finishes.
struct TextEditSession: Sendable {
  enum Target: Sendable {
    case newText(origin: CanvasPoint, id: ShapeID)
    case text(Shape)
    case label(Shape)
  }

  var editing: TextEditing
  var target: Target

  /// The shape as it would be with the text typed so far.
  func shape(color: ShapeColor) -> Shape {
    switch target {
    case .newText(let origin, let id):
      return Shape(id: id, kind: .text(TextShape(origin: origin, text: editing.text)), strokeColor: color)
    case .text(var shape):
      if case .text(var text) = shape.kind {
        text.text = editing.text
        shape.kind = .text(text)
      }
      return shape
    case .label(var shape):
      if case .rectangle(var rectangle) = shape.kind {
        rectangle.label = editing.text
        shape.kind = .rectangle(rectangle)
      }
      return shape
    }
  }

  var original: Shape? {
    switch target {
    case .newText: return nil
    case .text(let shape), .label(let shape): return shape
    }
  }

  /// Where the caret is drawn, in canvas cells.
  var caret: CanvasPoint {
    let cell = editing.cursorCell
    switch target {
    case .newText(let origin, _):
      return origin.offsetBy(columns: cell.column, rows: cell.row)
    case .text(let shape):
      guard case .text(let text) = shape.kind else { return .zero }
      return text.origin.offsetBy(columns: cell.column, rows: cell.row)
    case .label(let shape):
      // As the rasterizer lays a label out: each line centred, the block centred vertically.
      let bounds = shape.bounds
      let interior = CanvasRect(
        column: bounds.minColumn + 1, row: bounds.minRow + 1, columns: max(0, bounds.size.columns - 2),
        rows: max(0, bounds.size.rows - 2))
      let lines = editing.text.split(separator: "\n", omittingEmptySubsequences: false)
      let lineWidth = cell.row < lines.count ? lines[cell.row].reduce(0) { $0 + TextWidth.width(of: $1) } : 0
      let firstRow = interior.minRow + max(0, (interior.size.rows - lines.count) / 2)
      let firstColumn = interior.minColumn + max(0, (interior.size.columns - lineWidth) / 2)
      return CanvasPoint(column: firstColumn + cell.column, row: firstRow + cell.row)
    }
  }
}

extension EditorScreen {
  mutating func beginNewText(at point: CanvasPoint) {
    let id = ShapeID(state.document.nextShapeID)
    startTextSession(TextEditSession(editing: TextEditing(text: ""), target: .newText(origin: point, id: id)))
  }

  /// Edits a text shape's text, or a rectangle's label. A click on a text shape puts the caret
  /// where it landed; otherwise (Enter, a label) the caret starts at the end.
  mutating func beginTextEditing(_ shape: Shape, clickedAt click: CanvasPoint? = nil) {
    switch shape.kind {
    case .text(let text):
      var editing = TextEditing(text: text.text)
      if let click {
        editing.moveCursor(toColumn: click.column - text.origin.column, row: click.row - text.origin.row)
      }
      startTextSession(TextEditSession(editing: editing, target: .text(shape)))
    case .rectangle(let rectangle):
      startTextSession(
        TextEditSession(editing: TextEditing(text: rectangle.label), target: .label(shape)))
    default:
      break
    }
  }

  private mutating func startTextSession(_ session: TextEditSession) {
    if textEdit != nil { finishTextEditing() }
    textEdit = session
    state.message = "Typing · Enter new line · Esc finishes"
    showTextPreview()
  }

  private mutating func showTextPreview() {
    guard let session = textEdit else { return }
    let shape = session.shape(color: session.original?.strokeColor ?? strokeColor)
    state.setPreview([shape], hiding: session.original.map { [$0.id] } ?? [])
    state.cursor = session.caret
  }

  /// Keys while text is edited: typing, Backspace, Delete, Enter, arrows, Home, End; Esc
  /// finishes. Other keys with Ctrl or Super (Cmd-S, Cmd-Z …) finish editing and go on to the
  /// keymap. True when the key was taken.
  mutating func handleTextEditKey(_ key: KeyEvent) -> Bool {
    guard var session = textEdit else { return false }
    if key.phase == .release { return key.key.isModifier == false && key.modifiers.isEmpty }
    let commandHeld = !key.modifiers.isDisjoint(with: [.control, .superKey, .hyper, .meta])
    if commandHeld {
      finishTextEditing()
      return false
    }
    switch key.key {
    case .escape:
      finishTextEditing()
      return true
    case .enter:
      session.editing.newline()
    case .backspace:
      session.editing.backspace()
    case .delete:
      session.editing.deleteForward()
    case .left:
      session.editing.moveLeft()
    case .right:
      session.editing.moveRight()
    case .up:
      session.editing.moveUp()
    case .down:
      session.editing.moveDown()
    case .home:
      session.editing.moveToLineStart()
    case .end:
      session.editing.moveToLineEnd()
    case .tab:
      session.editing.insert("    ")
    default:
      guard let text = key.text ?? key.typedText else {
        return key.key.isModifier == false
      }
      session.editing.insert(text)
    }
    textEdit = session
    showTextPreview()
    return true
  }

  /// Pasted text typed into the text being edited.
  mutating func insertIntoTextEdit(_ text: String) {
    guard var session = textEdit else { return }
    if case .tooLong = session.editing.insert(text) {
      state.message = "Text too long: the paste was not added"
    }
    textEdit = session
    showTextPreview()
  }

  /// Ends text editing: the text becomes one undo step (an empty new text adds nothing; an
  /// emptied text shape is removed).
  mutating func finishTextEditing() {
    guard let session = textEdit else { return }
    textEdit = nil
    state.setPreview([])
    state.message = nil
    let shape = session.shape(color: session.original?.strokeColor ?? strokeColor)
    switch session.target {
    case .newText:
      guard !session.editing.text.isEmpty else { return }
      state.perform(state.document.adding([shape]), titled: "Add Text", selecting: Selection([shape.id]))
    case .text(let original):
      if session.editing.text.isEmpty {
        state.perform(state.document.removing([original.id]), titled: "Delete Text", selecting: .empty)
      } else if shape != original {
        state.perform(state.document.updating([shape]), titled: "Edit Text", selecting: Selection([shape.id]))
      }
    case .label(let original):
      guard shape != original else { return }
      state.perform(state.document.updating([shape]), titled: "Edit Label", selecting: Selection([shape.id]))
    }
  }
}

extension KeyEvent {
  /// The text a character key types when the event carries none (the kitty protocol without
  /// its report-text flag): the shifted key with Shift, the key itself otherwise.
  var typedText: String? {
    guard case .character(let scalar) = key else { return nil }
    if modifiers.contains(.shift) {
      if let shifted = shiftedKey { return String(Character(shifted)) }
      return String(Character(scalar)).uppercased()
    }
    return String(Character(scalar))
  }
}
