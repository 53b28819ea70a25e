import EaselDocument
import EaselGeometry

/// Everything the editor knows about the drawing being edited: the document, its index, the
/// history, the selection, where the view is and where the keyboard cursor is. Pure: every
/// change goes through `perform`, which records an undo step and notes the damaged area.
struct EditorState: Sendable {
  private(set) var document: Document
  private(set) var index: SpatialIndex
  private(set) var history = History()
  var selection = Selection.empty
  /// The canvas point shown at the top-left of the canvas area.
  var viewOrigin = CanvasPoint.zero
  var cursor = CanvasPoint.zero
  var grid = Grid.standard
  var showsGrid = false
  /// Where the document is saved; nil for an untitled canvas.
  var filePath: String?
  /// A transient line for the status bar (save results, errors, hints).
  var message: String?
  /// Canvas areas changed since the last frame; nil means "redraw everything".
  private(set) var damage: [CanvasRect]? = []

  init(document: Document = Document(), filePath: String? = nil) {
    self.document = document
    self.index = SpatialIndex(document)
    self.filePath = filePath
  }

  var isModified: Bool { !history.isAtSavedState }

  /// Applies a transaction as one undo step (or into the open group of a held-key run).
  mutating func perform(
    _ transaction: Transaction, titled title: String, selecting newSelection: Selection? = nil
  ) {
    guard !transaction.isEmpty else {
      if let newSelection { selection = newSelection }
      return
    }
    do {
      try history.perform(
        transaction, titled: title, on: &document, selection: &selection, selectingAfter: newSelection)
    } catch {
      message = "Could not \(title.lowercased()): \(error)"
      return
    }
    index.apply(transaction)
    noteDamage(transaction.damage(in: document))
  }

  mutating func undo() {
    let before = document
    do {
      guard let restored = try history.undo(&document) else {
        message = "Nothing to undo"
        return
      }
      selection = restored.filter(existingIn: document)
    } catch {
      message = "Could not undo: \(error)"
      return
    }
    refreshIndex(from: before)
  }

  mutating func redo() {
    let before = document
    do {
      guard let restored = try history.redo(&document) else {
        message = "Nothing to redo"
        return
      }
      selection = restored.filter(existingIn: document)
    } catch {
      message = "Could not redo: \(error)"
      return
    }
    refreshIndex(from: before)
  }

  mutating func beginGroup() { history.beginGroup() }
  mutating func endGroup() { history.endGroup() }

  mutating func markSaved() { history.markSaved() }

  /// Asks for a full redraw (resize, resume, Ctrl-L, options changed).
  mutating func invalidateAll() { damage = nil }

  /// Hands the damage over to the renderer and starts collecting anew.
  mutating func takeDamage() -> [CanvasRect]? {
    defer { damage = [] }
    return damage
  }

  /// The topmost shape whose bounds hold `point`.
  func shape(at point: CanvasPoint) -> Shape? {
    let area = CanvasRect(origin: point, size: CellSize(columns: 1, rows: 1))
    return index.shapes(intersecting: area, in: document).last
  }

  private mutating func noteDamage(_ rects: [CanvasRect]) {
    guard damage != nil else { return }
    damage?.append(contentsOf: rects)
  }

  /// After undo or redo: the index follows the shapes that differ, found from the last history
  /// step rather than by comparing whole documents.
  private mutating func refreshIndex(from before: Document) {
    let step = history.redoSteps.last.map(\.transaction) ?? Transaction()
    let redone = history.undoSteps.last.map(\.transaction) ?? Transaction()
    for id in Set(step.edits.map(\.shapeID)).union(redone.edits.map(\.shapeID)) {
      let old = before[id]
      let new = document[id]
      if old == new { continue }
      if let old { noteDamage([old.bounds]) }
      if let new {
        index.insert(id, bounds: new.bounds)
        noteDamage([new.bounds])
      } else {
        index.remove(id)
      }
    }
    // Reorders change what is on top without changing bounds.
    for edit in step.edits + redone.edits {
      if case .reorder(let id, _, _) = edit, let shape = document[id] { noteDamage([shape.bounds]) }
    }
  }
}

extension Selection {
  /// The selection without shapes the document no longer has.
  func filter(existingIn document: Document) -> Selection {
    Selection(shapeIDs.filter { document.contains($0) }, region: region)
  }
}
