import EaselDocument
import EaselGeometry
import EaselInput
import EaselTools

/// What a press on an already selected shape does if it stays a click (spec §5.2).
enum MoveClick: Sendable, Equatable {
  case nothing
  /// A plain click on a shape of a larger selection selects just that shape.
  case selectOnly(ShapeID)
  /// Cmd-click on a selected shape takes it out.
  case deselect(ShapeID)
}

/// The select tool (spec §4, §5.1, §5.2): a press on a handle resizes the selection, on a shape
/// selects it (Shift adds, Cmd toggles) and drags it, on empty canvas draws a marquee. A
/// double-click on a text shape or a rectangle edits its text.
extension EditorScreen {
  mutating func pressWithSelectTool(at point: CanvasPoint, doubleClick: Bool) {
    let context = dragContext
    let intent = context.intent
    if let bounds = selectionBounds, let handle = SelectionHandle.handle(at: point, selectionBounds: bounds) {
      var tracker = DragTracker<ResizeGesture>()
      _ = tracker.press(ResizeGesture(handle: handle, origin: point, bounds: bounds), context: context)
      gesture = .resize(tracker, originals: selectedShapes)
      return
    }
    guard let shape = state.shape(at: point) else {
      // Empty canvas: a marquee; Shift adds to the selection, otherwise it starts afresh.
      let base = intent.extendsSelection ? Selection(state.selection.shapeIDs) : .empty
      state.selection = base
      var tracker = DragTracker<MarqueeGesture>()
      _ = tracker.press(MarqueeGesture(origin: point), context: context)
      gesture = .marquee(tracker, base: base)
      return
    }
    if doubleClick, shape.isTextEditable {
      state.selection = Selection([shape.id])
      beginTextEditing(shape, clickedAt: point)
      return
    }
    // Shift or Cmd on an unselected shape adds it at once, so it can be dragged with the rest.
    // What a press on a selected shape does to the selection waits for the release: if it
    // stays a click, Cmd takes the shape out and a plain click selects only it; if it becomes
    // a drag, the whole selection moves (Cmd-drag snapping to the grid).
    let wasSelected = state.selection.contains(shape.id)
    var onClick = MoveClick.nothing
    if !wasSelected {
      let adds = intent.togglesSelection || intent.extendsSelection
      state.selection = Selection(adds ? state.selection.shapeIDs.union([shape.id]) : [shape.id])
    } else if intent.togglesSelection {
      onClick = .deselect(shape.id)
    } else if !intent.extendsSelection {
      onClick = .selectOnly(shape.id)
    }
    guard let bounds = selectionBounds else { return }
    var tracker = DragTracker<MoveGesture>()
    _ = tracker.press(MoveGesture(origin: point, bounds: bounds), context: context)
    gesture = .move(tracker, originals: selectedShapes, onClick: onClick)
  }

  /// The selected shapes in z-order.
  var selectedShapes: [Shape] {
    state.selection.shapeIDs.compactMap { state.document.zIndex(of: $0) }.sorted().map {
      state.document.shapes[$0]
    }
  }

  mutating func applyMove(_ outcome: DragOutcome<MovePreview>, originals: [Shape], onClick: MoveClick) {
    switch outcome {
    case .none:
      break
    case .preview(let move):
      let moved = originals.map { $0.translated(columns: move.columns, rows: move.rows) }
      state.setPreview(moved, hiding: move.duplicates ? [] : Set(originals.map(\.id)))
    case .commit(let move):
      state.setPreview([])
      endGesture()
      guard move.columns != 0 || move.rows != 0 || move.duplicates else { return }
      if move.duplicates {
        var document = state.document
        let copies = originals.map {
          $0.translated(columns: move.columns, rows: move.rows).withID(document.makeShapeID())
        }
        state.perform(
          state.document.adding(copies), titled: "Duplicate", selecting: Selection(Set(copies.map(\.id))))
      } else {
        let ids = Set(originals.map(\.id))
        state.perform(
          state.document.translating(ids, columns: move.columns, rows: move.rows), titled: "Move",
          selecting: Selection(ids))
      }
      state.cursor = state.cursor.offsetBy(columns: move.columns, rows: move.rows)
    case .click:
      state.setPreview([])
      endGesture()
      switch onClick {
      case .nothing: break
      case .selectOnly(let id): state.selection = Selection([id])
      case .deselect(let id): state.selection = Selection(state.selection.shapeIDs.subtracting([id]))
      }
    case .cancel:
      state.setPreview([])
      endGesture()
    }
  }

  mutating func applyResize(_ outcome: DragOutcome<ResizePreview>, originals: [Shape]) {
    switch outcome {
    case .none:
      break
    case .preview(let resize):
      state.setPreview(originals.map { resize.resizing($0) }, hiding: Set(originals.map(\.id)))
    case .commit(let resize):
      state.setPreview([])
      endGesture()
      let resized = originals.map { resize.resizing($0) }
      guard resized != originals else { return }
      state.perform(
        state.document.updating(resized), titled: "Resize", selecting: Selection(Set(resized.map(\.id))))
    case .click, .cancel:
      state.setPreview([])
      endGesture()
    }
  }

  mutating func applyMarquee(_ outcome: DragOutcome<CanvasRect>, base: Selection) {
    switch outcome {
    case .none:
      break
    case .preview(let region), .commit(let region):
      let intent = dragContext.intent
      let ids = shapes(in: region, touching: intent.selectsTouching)
      state.selection = Selection(base.shapeIDs.union(ids), region: region)
      if case .commit = outcome { endGesture() }
    case .click:
      state.selection = base
      endGesture()
    case .cancel:
      state.selection = base
      endGesture()
    }
  }

  /// The shapes wholly inside `region`, or touching it with `touching` (Alt).
  func shapes(in region: CanvasRect, touching: Bool) -> Set<ShapeID> {
    let candidates = state.index.shapes(intersecting: region, in: state.document)
    return Set(candidates.lazy.filter { touching || region.contains($0.bounds) }.map(\.id))
  }

  /// Shift+arrows (spec §5.3): moves the cursor and grows a marquee from where it started;
  /// the shapes wholly inside become selected as it grows.
  mutating func extendSelectionByKeys(columns: Int, rows: Int) {
    let anchor = keyboardMarqueeAnchor ?? state.cursor
    keyboardMarqueeAnchor = anchor
    state.cursor = state.cursor.offsetBy(columns: columns, rows: rows)
    scrollToCursor()
    let region = CanvasRect(corner: anchor, corner: state.cursor)
    state.selection = Selection(shapes(in: region, touching: false), region: region)
  }

  /// Enter (spec §5.3): on one selected text shape or rectangle, edits its text; otherwise
  /// starts a shape at the keyboard cursor with the current tool.
  mutating func enterAtCursor() {
    if state.selection.count == 1, let id = state.selection.shapeIDs.first, let shape = state.document[id],
      shape.isTextEditable
    {
      beginTextEditing(shape)
      return
    }
    if !startKeyboardGesture() {
      state.message = "Enter draws with a shape, pen, brush or text tool (R O L P B T)"
    }
  }
}
