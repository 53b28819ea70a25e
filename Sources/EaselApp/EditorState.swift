import EaselDocument
import EaselGeometry
import EaselTools

/// Everything the editor knows about the drawing being edited: the document, its index, the
/// history, the selection, where the view is and where the keyboard cursor is. Pure: every
/// change goes through `perform`, which records an undo step and notes the damaged area.
struct EditorState: Sendable {
  private(set) var document: Document
  private(set) var index: SpatialIndex
  private(set) var history = History()
  /// Routes found so far, so connectors whose ends and obstacles did not change are not searched
  /// again (a drag back over where it was, the commit after its last frame).
  private var routes = RouteCache()
  var selection = Selection.empty {
    didSet {
      selectionRevision &+= 1
      measureSelection()
    }
  }
  /// Counts changes of the selection, so the objects panel can tell a selection it made from one
  /// made elsewhere (the canvas, undo) without comparing sets.
  private(set) var selectionRevision: UInt64 = 0
  /// The canvas point shown at the top-left of the canvas area.
  var viewOrigin = CanvasPoint.zero
  /// The canvas area's size on screen (the window without the menu and status bars).
  var viewSize = CellSize.zero
  var cursor = CanvasPoint.zero
  var grid = Grid.standard
  var showsGrid = false
  /// View → Smart Guides: moves and resizes line up with the shapes on screen (an editor
  /// setting, never saved in the document).
  var smartGuides = true
  /// Where the document is saved; nil for an untitled canvas.
  var filePath: String?
  /// The file as Easel last read or wrote it (nil: no file there then).
  var fileIdentity: FileIdentity?
  /// The block of `filePath` the drawing is (`easel edit`): saved as text into it.
  var block: EmbeddedBlock?
  /// The status bar's message (save results, errors, hints) and how long it lasts.
  var status: StatusMessage?
  /// Shapes drawn over the document while a gesture is in progress (a shape being dragged out,
  /// shapes being moved or resized, a stroke being drawn), until it commits or cancels.
  private(set) var previewShapes: [Shape] = []
  /// Document shapes not drawn while the gesture shows them elsewhere (the originals of a move).
  private(set) var hiddenShapes: Set<ShapeID> = []
  /// The smart guides the move or resize in progress lines up on, drawn over the canvas.
  var guides: [GuideLine] = []
  /// Canvas areas changed since the last frame; nil means "redraw everything".
  private(set) var damage: [CanvasRect]? = []
  /// The undo group whose step the next transaction of its owner joins (a held nudge, an
  /// eraser drag); nil when every transaction is a step of its own.
  private(set) var openGroup: UndoGroup?
  /// The group closed last, while its step is still the last one (see `reopenGroup`).
  private var closedGroup: UndoGroup?

  init(document: Document = Document(), filePath: String? = nil) {
    self.document = document
    self.index = SpatialIndex(document)
    self.filePath = filePath
  }

  var isModified: Bool { !history.isAtSavedState }

  /// The status bar's message as text; set here it lasts until the next action (see
  /// `StatusMessage.Lifetime` for the others).
  var message: String? {
    get { status?.text }
    set { status = newValue.map { StatusMessage($0) } }
  }

  /// The canvas area: screen row 0 is the menu bar, so canvas rows start at screen row 1.
  var viewport: Viewport {
    Viewport(origin: viewOrigin, size: viewSize, screenOrigin: CellPoint(column: 0, row: 1))
  }

  /// The selected shapes in z-order.
  var selectedShapes: [Shape] {
    selection.shapeIDs.compactMap { document.zIndex(of: $0) }.sorted().map { document.shapes[$0] }
  }

  /// The bounds of the whole selection, from the index's bounds, and how many selected shapes
  /// the document holds. Kept up to date when the selection or the index changes rather than
  /// measured when asked: the status bar, the view following and the handles ask several times
  /// an event, and with 10,000 shapes selected each measure is 10,000 lookups.
  private(set) var selectionBounds: CanvasRect?
  private(set) var selectedCount = 0

  private mutating func measureSelection() {
    var union: CanvasRect?
    var count = 0
    for id in selection.shapeIDs {
      guard let bounds = index.bounds(of: id) else { continue }
      union = union.map { $0.union(bounds) } ?? bounds
      count += 1
    }
    selectionBounds = union
    selectedCount = count
  }

  /// Applies a transaction as one undo step, or into `group`'s step. A transaction from
  /// anyone but the open group's owner ends that group first, so nothing else ever joins it.
  mutating func perform(
    _ transaction: Transaction, titled title: String, selecting newSelection: Selection? = nil,
    group: UndoGroup? = nil
  ) {
    if openGroup != group { closeOpenGroup() }
    guard !transaction.isEmpty else {
      if let newSelection { selection = newSelection }
      return
    }
    if let group, openGroup == nil {
      history.beginGroup()
      openGroup = group
    }
    do {
      var selected = selection
      try history.perform(
        transaction, titled: title, on: &document, selection: &selected, selectingAfter: newSelection)
      if newSelection != nil { selection = selected }
    } catch {
      message = "Could not \(title.lowercased()): \(error)"
      return
    }
    index.apply(transaction)
    measureSelection()
    noteDamage(of: transaction)
    // What boxes contain goes with them, connectors attached to what changed follow it, and
    // groups it left empty go, in the same undo step.
    performFollowUp(
      document.containmentFollowUp(after: transaction, index: index), failure: "keep boxes' contents")
    performFollowUp(
      document.connectorFollowUp(after: transaction, index: index, routes: &routes),
      failure: "keep the connectors attached")
    performFollowUp(document.emptyGroupCleanup(after: transaction), failure: "remove the groups left empty")
  }

  private mutating func performFollowUp(_ followUp: Transaction, failure: String) {
    guard !followUp.isEmpty else { return }
    do {
      try history.performFollowUp(followUp, on: &document)
    } catch {
      message = "Could not \(failure): \(error)"
      return
    }
    index.apply(followUp)
    measureSelection()
    noteDamage(of: followUp)
  }

  mutating func undo() {
    closeOpenGroup()
    travel(backwards: true)
  }

  mutating func redo() {
    closeOpenGroup()
    travel(backwards: false)
  }

  /// The owner's run is over: its next transaction is a step of its own.
  mutating func closeGroup(_ group: UndoGroup) {
    if openGroup == group { closeOpenGroup() }
  }

  /// The owner's run is cancelled: the step it recorded is undone (nothing, if it recorded none).
  mutating func discardGroup(_ group: UndoGroup) {
    guard openGroup == group else { return }
    closeOpenGroup()
    travel(backwards: true)
  }

  /// The owner's run goes on after all (a held key's late repeat): its next transaction joins
  /// the step the group closed, if that step is still the last one and nothing was undone;
  /// otherwise it opens a step of its own.
  mutating func reopenGroup(_ group: UndoGroup) {
    guard openGroup == nil, closedGroup == group, history.reopenGroup() else { return }
    openGroup = group
    closedGroup = nil
  }

  private mutating func closeOpenGroup() {
    if let openGroup { closedGroup = openGroup }
    history.endGroup()
    openGroup = nil
  }

  /// One step back or forward through the history, restoring that step's selection.
  private mutating func travel(backwards: Bool) {
    let word = backwards ? "undo" : "redo"
    do {
      let restored = backwards ? try history.undo(&document) : try history.redo(&document)
      guard let restored else {
        status = .transient("Nothing to \(word)")
        return
      }
      selection = restored.filter(existingIn: document)
    } catch {
      message = "Could not \(word): \(error)"
      return
    }
    // The transaction just applied, taken from the step that moved between the stacks: the
    // index and the damage follow it without comparing documents.
    let applied =
      backwards
      ? history.redoSteps.last.map(\.transaction.inverse) : history.undoSteps.last.map(\.transaction)
    guard let applied else { return }
    index.apply(applied)
    measureSelection()
    noteDamage(of: applied)
  }

  /// The single shape previewed (a shape being dragged out), if that is what is shown.
  var preview: Shape? { previewShapes.count == 1 ? previewShapes[0] : nil }

  /// Shows `shape` as the drag preview (nil: none), damaging where the old and new ones are.
  mutating func setPreview(_ shape: Shape?) {
    setPreview(shape.map { [$0] } ?? [])
  }

  /// Shows `shapes` over the document and hides `hidden` of its own shapes meanwhile, damaging
  /// where the old and new previews and the hidden shapes are.
  mutating func setPreview(_ shapes: [Shape], hiding hidden: Set<ShapeID> = []) {
    // Connectors attached to shapes shown moved are shown routed to them, in the same frame.
    var hidden = hidden
    let moved = shapes.filter { hidden.contains($0.id) }
    let shapes = moved.isEmpty ? shapes : document.connectorsFollowing(shapes, index: index, routes: &routes)
    if !moved.isEmpty { hidden.formUnion(shapes.map(\.id).filter { document.contains($0) }) }
    noteDamage(previewShapes.flatMap(\.drawnAreas))
    noteDamage(hiddenShapes.symmetricDifference(hidden).flatMap { document[$0]?.drawnAreas ?? [] })
    previewShapes = shapes
    hiddenShapes = hidden
    noteDamage(shapes.flatMap(\.drawnAreas))
  }

  mutating func markSaved() { history.markSaved() }

  /// Asks for a full redraw (resize, resume, Ctrl-L, options changed).
  mutating func invalidateAll() { damage = nil }

  /// Hands the damage over to the renderer and starts collecting anew.
  mutating func takeDamage() -> [CanvasRect]? {
    defer { damage = [] }
    return damage
  }

  /// The topmost shape a click on `point` picks (`Shape.isHit(by:)`), passing over hidden and
  /// locked shapes.
  func shape(at point: CanvasPoint) -> Shape? {
    let area = CanvasRect(origin: point, size: CellSize(columns: 1, rows: 1))
    return index.shapes(intersecting: area, in: document).last {
      document.isPickable($0) && $0.isHit(by: point)
    }
  }

  /// Edits beyond this many redraw the whole canvas instead of noting where each shape was and
  /// is: measuring and sorting thousands of areas costs more than one full redraw.
  static let largeTransaction = 2_000

  /// Notes what `transaction`, just applied (or undone), changed on the canvas.
  private mutating func noteDamage(of transaction: Transaction) {
    guard transaction.edits.count <= Self.largeTransaction else {
      invalidateAll()
      return
    }
    noteDamage(transaction.damage(in: document))
  }

  private mutating func noteDamage(_ rects: [CanvasRect]) {
    guard damage != nil else { return }
    damage?.append(contentsOf: rects)
  }

}

extension Selection {
  /// The selection without shapes the document no longer has.
  func filter(existingIn document: Document) -> Selection {
    Selection(shapeIDs.filter { document.contains($0) }, region: region)
  }
}
