import EaselDocument
import EaselGeometry
import EaselInput
import EaselRaster
import EaselTools

/// Text being edited (spec §4 T, §5.2 double-click, §5.3 Enter): a new text shape, an existing
/// one, or a rectangle's or a line's label. The shape is previewed with the text as typed, over the hidden
/// original, and committed as one undo step when editing finishes. It takes what it types:
/// printable keys, Backspace, Delete, Enter, arrows, Home, End, Tab and pastes; Esc finishes;
/// a key with Ctrl or Super (Cmd-S, Cmd-Z …) or a click on the canvas finishes and goes on.
struct TextEditSurface: Surface {
  enum Target: Sendable {
    case newText(origin: CanvasPoint, id: ShapeID)
    case text(Shape)
    case label(Shape)
  }

  var editing: TextEditing
  var target: Target
  /// The colour of a new text (the current stroke colour when editing began).
  let color: ShapeColor

  var kind: SurfaceKind { .textEdit }

  init(editing: TextEditing, target: Target, color: ShapeColor) {
    self.editing = editing
    self.target = target
    self.color = color
  }

  /// Editing what a tool asked for, nil when that shape is gone or holds no text.
  init?(_ request: TextEditRequest, in model: EditorModel) {
    let state = model.state
    switch request {
    case .newText(let origin):
      self.init(
        editing: TextEditing(text: ""),
        target: .newText(origin: origin, id: ShapeID(state.document.nextShapeID)),
        color: model.style.strokeColor)
    case .existing(let id, let click):
      guard let shape = state.document[id] else { return nil }
      switch shape.kind {
      case .text(let text):
        var editing = TextEditing(text: text.text)
        if let click {
          editing.moveCursor(toColumn: click.column - text.origin.column, row: click.row - text.origin.row)
        }
        self.init(editing: editing, target: .text(shape), color: shape.strokeColor)
      case .rectangle(let rectangle):
        self.init(
          editing: TextEditing(text: rectangle.label), target: .label(shape), color: shape.strokeColor)
      case .line(let line):
        self.init(editing: TextEditing(text: line.label), target: .label(shape), color: shape.strokeColor)
      default:
        return nil
      }
    }
  }

  /// The shape as it would be with the text typed so far.
  var shape: Shape {
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
      switch shape.kind {
      case .rectangle(var rectangle):
        rectangle.label = editing.text
        shape.kind = .rectangle(rectangle)
      case .line(var line):
        line.label = editing.text
        shape.kind = .line(line)
      default:
        break
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
      if case .line(let line) = shape.kind {
        let placement = line.labelPlacement(for: editing.text)
        return placement.origin(ofLine: cell.row).offsetBy(columns: cell.column, rows: 0)
      }
      return LabelLayout(label: editing.text, bounds: shape.bounds).caret(
        atUTF8Offset: editing.cursorOffset, in: editing.text)
    }
  }

  func presented(in context: SurfaceContext) -> [EditorEffect] {
    [.say(StatusMessage("Typing · Enter new line · Esc finishes", .whileOpen(.textEdit)))] + preview
  }

  func dismissed(in context: SurfaceContext) -> [EditorEffect] { finished(in: context.model.state) }

  mutating func handle(_ event: InputEvent, in context: SurfaceContext) -> Response {
    switch event {
    case .key(let key):
      return handle(key, in: context)
    case .paste(let paste):
      let text = EditorModel.pastableText(paste.text)
      guard !text.isEmpty else { return .handled([]) }
      var effects: [EditorEffect] = []
      if case .tooLong = editing.insert(text) {
        effects.append(.canvas(.message("Text too long: the paste was not added")))
      }
      return .handled(effects + preview)
    case .mouse(let mouse):
      guard case .press = mouse.action, mouse.button == .left,
        context.viewport.screenRect.contains(Editor.screenPoint(of: mouse, display: context.display))
      else { return .passed }
      return .closedAndPassed(finished(in: context.model.state))
    case .focus, .reply:
      return .passed
    }
  }

  private mutating func handle(_ key: KeyEvent, in context: SurfaceContext) -> Response {
    if key.phase == .release {
      return key.key.isModifier == false && key.modifiers.isEmpty ? .handled([]) : .passed
    }
    let commandHeld = !key.modifiers.isDisjoint(with: [.control, .superKey, .hyper, .meta])
    if commandHeld { return .closedAndPassed(finished(in: context.model.state)) }
    switch key.key {
    case .escape:
      return .closed(finished(in: context.model.state))
    case .enter:
      editing.newline()
    case .backspace:
      editing.backspace()
    case .delete:
      editing.deleteForward()
    case .left:
      editing.moveLeft()
    case .right:
      editing.moveRight()
    case .up:
      editing.moveUp()
    case .down:
      editing.moveDown()
    case .home:
      editing.moveToLineStart()
    case .end:
      editing.moveToLineEnd()
    case .tab:
      editing.insert("    ")
    default:
      guard let text = key.text ?? key.typedText else { return key.key.isModifier ? .passed : .handled([]) }
      editing.insert(text)
    }
    return .handled(preview)
  }

  /// The shape as typed, over the hidden original, and the caret.
  private var preview: [EditorEffect] {
    [.canvas(.preview([shape], hiding: original.map { [$0.id] } ?? [])), .canvas(.moveCursor(caret))]
  }

  /// Editing ends: the text becomes one undo step (an empty new text adds nothing; an emptied
  /// text shape is removed).
  private func finished(in state: EditorState) -> [EditorEffect] {
    var effects: [EditorEffect] = [.canvas(.clearPreview), .canvas(.message(nil))]
    let shape = self.shape
    switch target {
    case .newText:
      guard !editing.text.isEmpty else { return effects }
      effects.append(
        .canvas(.commit(state.document.adding([shape]), title: "Add Text", selecting: Selection([shape.id]))))
    case .text(let original):
      if editing.text.isEmpty {
        effects.append(
          .canvas(.commit(state.document.removing([original.id]), title: "Delete Text", selecting: .empty)))
      } else if shape != original {
        effects.append(
          .canvas(
            .commit(state.document.updating([shape]), title: "Edit Text", selecting: Selection([shape.id]))))
      }
    case .label(let original):
      guard shape != original else { return effects }
      effects.append(
        .canvas(
          .commit(state.document.updating([shape]), title: "Edit Label", selecting: Selection([shape.id]))))
    }
    return effects
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
