import EaselCommands
import EaselDocument
import EaselGeometry
import EaselInput
import EaselRaster
import EaselRender
import EaselTools

/// The editor: the document on a pannable canvas between a menu bar and a status bar.
///
/// Events change `state`; after each batch the driver asks for `frame()`, which composes the
/// screen from the cached canvas layer and the chrome and sends only the cells that changed.
struct EditorScreen: Sendable {
  var size: TerminalSize
  let summary: CapabilitySummary
  var state: EditorState
  let options: RasterOptions
  var layer = CanvasLayer()
  var encoder: EscapeEncoder
  /// The grid on screen after the last frame; nil forces a full repaint.
  var shown: CellGrid?
  /// The current tool (spec §4).
  var tool = EditorTool.select
  /// The G (snap) and C (constrain) latches (spec §5.4).
  var latches = Latches()
  /// The gesture in progress (a drag with any tool), nil when none.
  var gesture: ToolGesture?
  /// The tool key that is down and where it springs back to (spec §4).
  var spring = SpringLoading<EditorTool>()
  /// The frame style of rectangles drawn next (Shape → Frame).
  var frameStyle = FrameStyle.light
  /// The brush's size and character (B, `[` `]`).
  var brush = BrushSettings()
  /// Legacy terminals: a lone first repeat that may be a second press (`noteDoubleTap`).
  var doubleTapCandidate: KeyEvent?
  var repeatsSincePress = 0
  /// The left button went down on the menu bar and has not come up yet.
  var menuPressedOnTitle = false
  /// File → Open or Save As while its path is typed.
  var filePrompt: FilePrompt?
  /// Folder entries for Tab completion, from the shell.
  var folderListing: (any FolderListing)?
  /// `$HOME`, for `~` in typed paths.
  var home: String?
  /// File → Open: the path the shell should load, taken by the driver.
  var pendingOpen: String?
  /// When unsaved edits are due in the recovery file.
  var recoveryDue: Instant?
  /// The document revision last handed over for the recovery file.
  var recoveredRevision: UInt64?
  /// For the shell, taken by the driver after each batch.
  var pendingRecovery: RecoveryRequest?
  /// Work recovered from an earlier session, offered until Enter or Esc.
  var recoveryOffer: Document?
  /// The document revision of the save being written, until the shell answers.
  var savingRevision: UInt64?
  /// Cmd-Q came while that save was being written: quit when it succeeds.
  var quitsAfterSave = false
  /// The file changed on disk and the user was told: the next Cmd-S overwrites it.
  var overwritesOnNextSave = false
  /// Shapes copied or cut in Easel, for Cmd-V.
  var clipboard: [Shape] = []
  /// Brush Character… is waiting for the character typed next.
  var isPickingBrushCharacter = false
  /// The text being edited (T tool, Enter or a double-click on a text shape or rectangle).
  var textEdit: TextEditSession?
  /// The last left press on the canvas, for double-clicks.
  var lastClick: (point: CanvasPoint, at: Instant)?
  /// Shift+arrows: where the keyboard marquee started.
  var keyboardMarqueeAnchor: CanvasPoint?
  /// When the arrow key being held went down (held nudges take bigger steps).
  var arrowDownAt: Instant?
  /// The time of the event being handled (set by the driver before each event).
  var now = Instant.zero
  /// Whether the terminal reports key releases (kitty), so a drag can tell a held tool key.
  var releasesReported = false
  /// Modifiers held as the key tracker knows them (set by the driver before each event).
  var trackerModifiers: Modifiers = []
  /// The modifiers a drag reads: the latest mouse report's bits plus Super, Hyper and Meta
  /// from key events, or the tracker's state after a modifier key event.
  var gestureModifiers: Modifiers = []
  /// The stroke colour for shapes made next (keys 1–9, 0).
  var strokeColor = ShapeColor.default
  /// Set by Cmd-Q with unsaved changes: a second Cmd-Q quits without saving.
  var isConfirmingQuit = false
  /// Save requests for the shell, taken by the driver after each event.
  var pendingSave: SaveRequest?
  /// Frames composed so far (tests and statistics: one per batch of input).
  var framesComposed = 0
  /// The shortcut overlay (the discoverability sheet) is open.
  var isShowingShortcuts = false
  /// The overlay is open because Super is held; its release closes it.
  var isShowingShortcutsForSuper = false
  /// When a bare Super press becomes a hold that shows the overlay.
  var superHoldDeadline: Instant?
  /// The effective key bindings: the catalog's defaults plus the user's overrides.
  var keymap = Keymap(catalog: EditorCommands.catalog)
  /// The key being dispatched, for commands that care about its phase (held nudges).
  var currentKey: KeyEvent?
  /// The menu bar: closed, or which menu is open and what is highlighted.
  var menuNavigator = MenuNavigator()
  /// The command menu (Cmd-K) while it is open.
  var commandMenu: CommandMenuState?
  /// Commands run lately, most recent first (the command menu lists them first).
  var recentCommands: [CommandID] = []

  init(
    size: TerminalSize, capabilities: Capabilities, modes: TerminalModes, state: EditorState,
    asciiOnly: Bool = false
  ) {
    self.size = size
    summary = CapabilitySummary(capabilities: capabilities, modes: modes)
    self.state = state
    options = RasterOptions(usesASCII: asciiOnly, usesColor: capabilities.colors != .none)
    encoder = EscapeEncoder(
      colorDepth: ColorDepth(capabilities.colors), usesSynchronizedOutput: modes.synchronizedOutput)
    if let width = capabilities.cellPixelWidth, let height = capabilities.cellPixelHeight {
      self.state.grid = Grid(cellAspect: CellAspect(pixelWidth: width, pixelHeight: height))
    }
  }

  /// Rows 1 ..< rows - 1 show the canvas; row 0 is the menu bar, the last row the status bar.
  var viewport: Viewport {
    let rows = max(0, size.rows - 2)
    return Viewport(
      origin: state.viewOrigin, size: CellSize(columns: size.columns, rows: rows),
      screenOrigin: CellPoint(column: 0, row: 1))
  }

  mutating func resize(to newSize: TerminalSize) {
    size = newSize
    shown = nil
  }

  /// Forget what the terminal shows (resume, Ctrl-L): the next frame repaints everything.
  mutating func invalidate() {
    shown = nil
    encoder.invalidate()
  }

  mutating func handle(_ event: InputEvent) -> ScreenResult {
    switch event {
    case .key(let key):
      return handle(key)
    case .mouse(let mouse):
      return handle(mouse)
    case .paste(let paste) where paste.isTruncated:
      // Spec §6: a paste over the limit is consumed and dropped, and the user is told.
      let megabytes = (paste.text.utf8.count + paste.droppedByteCount) >> 20
      state.message = "Paste of \(megabytes) MB dropped: pastes are limited to 16 MB"
    case .paste(let paste):
      if !menuNavigator.isOpen, commandMenu == nil { pasteText(paste.text) }
    case .focus, .reply:
      break
    }
    return ScreenResult()
  }

  /// The responder chain for keys (spec §5.3, issue 4): modal surfaces first (an open menu, the
  /// command menu, the shortcut overlay), then the keymap (the first available command bound
  /// to the key). Each responder returns whether it handled the key; unhandled keys pass on.
  private mutating func handle(_ key: KeyEvent) -> ScreenResult {
    if key.phase == .release, key.key.isArrow {
      state.endGroup()
      arrowDownAt = nil
    }
    if key.phase == .press, !key.key.isModifier, !(key.key.isArrow && key.modifiers.contains(.shift)) {
      keyboardMarqueeAnchor = nil
    }
    if let result = handleModal(key) { return result }
    if handleSpringKey(key) { return ScreenResult() }
    if let second = noteDoubleTap(key) { return run(commandsBoundTo: second) }
    if key.phase == .release { return ScreenResult() }
    return run(commandsBoundTo: key)
  }

  /// A legacy terminal cannot tell a second quick press from the first auto-repeat: both are
  /// the same bytes again. Auto-repeat goes on (more repeats follow within tens of
  /// milliseconds); a double tap does not. So a lone first "repeat" of a key whose command does
  /// not repeat is kept, and when the synthesized release follows with nothing in between, it
  /// runs as the second press it was (Ctrl-N twice makes two boxes, Cmd-Q twice quits).
  private mutating func noteDoubleTap(_ key: KeyEvent) -> KeyEvent? {
    guard !key.hasReportedPhase else { return nil }
    switch key.phase {
    case .press:
      doubleTapCandidate = nil
      repeatsSincePress = 0
    case .repeat:
      repeatsSincePress += 1
      let commands = keymap.commands(matching: key, in: [.canvas, .global])
      let repeats = commands.contains { EditorCommands.catalog[$0]?.isRepeatable == true }
      doubleTapCandidate = repeatsSincePress == 1 && !commands.isEmpty && !repeats ? key : nil
    case .release:
      defer { doubleTapCandidate = nil }
      guard key.isSynthesized, var second = doubleTapCandidate, second.key == key.key else { return nil }
      second.phase = .press
      return second
    }
    return nil
  }

  /// Repeats and the release of a tool key that is down belong to spring-loading (spec §4).
  private mutating func handleSpringKey(_ key: KeyEvent) -> Bool {
    guard spring.isDown(key.key) else { return false }
    switch key.phase {
    case .press:
      return false
    case .repeat:
      spring.keyRepeated(key.key)
    case .release:
      if let previous = spring.keyUp(key.key, dragging: gesture != nil) { tool = previous }
    }
    return true
  }

  /// Brush Character…: the next typed character becomes the brush's (Esc keeps it).
  private mutating func handleBrushCharacterKey(_ key: KeyEvent) -> Bool {
    guard isPickingBrushCharacter else { return false }
    guard key.phase == .press else { return true }
    isPickingBrushCharacter = false
    if key.key == .escape {
      state.message = nil
      return true
    }
    guard let text = key.text ?? key.typedText, text.count == 1, let character = text.first,
      BrushSettings.isUsable(character)
    else {
      state.message = "Not a brush character: the brush keeps \(brush.character)"
      return true
    }
    brush = brush.withCharacter(character)
    state.message = "Brush character \(character)"
    return true
  }

  /// Picks a tool: from a key (which may spring back), a menu or the command menu.
  mutating func pickTool(_ newTool: EditorTool, springsBackAlways: Bool = false) {
    if let key = currentKey, key.phase == .press {
      spring.keyDown(key.key, from: tool, springsBackAlways: springsBackAlways)
    }
    if newTool != tool { finishTextEditing() }
    tool = newTool
  }

  /// The modal surfaces, innermost first; nil when none took the key.
  private mutating func handleModal(_ key: KeyEvent) -> ScreenResult? {
    if handleFilePromptKey(key) { return ScreenResult() }
    if handleRecoveryOfferKey(key) { return ScreenResult() }
    if handleDragKey(key) { return ScreenResult() }
    if let result = handleCommandMenu(key) { return result }
    if let result = handleMenuBar(key) { return result }
    if handleTextEditKey(key) { return ScreenResult() }
    if handleBrushCharacterKey(key) { return ScreenResult() }
    if isShowingShortcuts, key.phase != .release, key.key == .escape {
      isShowingShortcuts = false
      return ScreenResult()
    }
    return nil
  }

  /// The keymap responder: runs the first available command bound to the key.
  mutating func run(commandsBoundTo key: KeyEvent) -> ScreenResult {
    currentKey = key
    defer { currentKey = nil }
    let ids = keymap.commands(for: key, in: [.canvas, .global])
    guard
      let command = ids.lazy.compactMap({ EditorCommands.catalog[$0] }).first(where: { $0.isAvailable(self) })
    else { return ScreenResult() }
    return run(command)
  }

  /// Runs one command (from a key, a menu or the command menu).
  mutating func run(_ command: EditorCommand) -> ScreenResult {
    if command.id != "file.quit" { isConfirmingQuit = false }
    noteRecent(command.id)
    let effects = command.perform(&self)
    var result = ScreenResult(exit: effects.contains(.quit) ? .success : nil)
    for case .writeToTerminal(let bytes) in effects { result.bytes += bytes }
    return result
  }

  /// Cmd-Q: quits, unless there are unsaved changes and this is the first Cmd-Q in a row.
  mutating func quit() -> [EditorEffect] {
    // Cmd-S then Cmd-Q typed fast: the save is still being written. Quit once it is.
    if let saving = savingRevision, saving == state.document.revision {
      quitsAfterSave = true
      state.message = "Quitting once saved…"
      return []
    }
    if state.isModified && !isConfirmingQuit {
      isConfirmingQuit = true
      state.message = "Unsaved changes: Cmd-S saves, Cmd-Q again quits without saving"
      return []
    }
    return [.quit]
  }

  /// Mouse: the menu bar first (a click there can run a command, Quit included), then the canvas.
  private mutating func handle(_ mouse: MouseEvent) -> ScreenResult {
    let point = cellPoint(of: mouse)
    if !menuNavigator.isOpen, commandMenu == nil, handleToolMouse(mouse, at: point) { return ScreenResult() }
    switch (mouse.action, mouse.button) {
    case (.wheel, .wheelUp), (.wheel, .wheelDown):
      let rows = mouse.button == .wheelUp ? -3 : 3
      if mouse.modifiers.contains(.shift) {
        state.viewOrigin = state.viewOrigin.offsetBy(columns: rows * 2, rows: 0)
      } else {
        state.viewOrigin = state.viewOrigin.offsetBy(columns: 0, rows: rows)
      }
    case (.wheel, .wheelLeft), (.wheel, .wheelRight):
      state.viewOrigin = state.viewOrigin.offsetBy(columns: mouse.button == .wheelLeft ? -6 : 6, rows: 0)
    case (.move, _), (.drag, _):
      handleMenuBarHover(at: point)
    case (.press, .left):
      // Presses on the canvas went to the tool above; this one is on the bars or a menu.
      menuPressedOnTitle = point.row == 0
      let menu = handleMenuBarPress(at: point)
      if menu.taken { return menu.result ?? ScreenResult() }
    case (.release, _):
      // Press on a title, drag down to an item, release: that item runs, as in desktop menus.
      defer { menuPressedOnTitle = false }
      if menuPressedOnTitle, point.row > 0, let result = handleMenuBarRelease(at: point) { return result }
    default:
      break
    }
    return ScreenResult()
  }

  /// The screen cell of a mouse report (1-based cells, or pixels under SGR-pixel mode).
  private func cellPoint(of mouse: MouseEvent) -> CellPoint {
    if mouse.isPixels {
      let width = max(1, summary.capabilities.cellPixelWidth ?? 8)
      let height = max(1, summary.capabilities.cellPixelHeight ?? 16)
      return CellPoint(column: mouse.x / width, row: mouse.y / height)
    }
    return CellPoint(column: mouse.x - 1, row: mouse.y - 1)
  }

  mutating func requestSave() {
    guard let path = state.filePath else {
      state.message = "Untitled: start Easel with a file name to save (easel drawing.easel)"
      return
    }
    var request = SaveRequest(path: path, document: state.document)
    request.expected = state.fileIdentity
    request.checksDisk = !overwritesOnNextSave
    overwritesOnNextSave = false
    pendingSave = request
    savingRevision = request.revision
    state.message = "Saving…"
  }

  /// File → Export: the drawing as FORMAT next to the document (`drawing.easel` →
  /// `drawing.svg`), replacing an earlier export.
  mutating func requestExport(_ format: ExportFormat) {
    guard let path = state.filePath else {
      state.message = "Untitled: save first, or use easel export FILE --to \(format.rawValue)"
      return
    }
    let stem = path.hasSuffix(".easel") ? String(path.dropLast(6)) : path
    var request = SaveRequest(path: stem + "." + format.fileExtension, document: state.document)
    request.export = format
    request.checksDisk = false
    pendingSave = request
    state.message = "Exporting…"
  }

  /// The shell's answer to a save request.
  mutating func saveFinished(_ request: SaveRequest, result: SaveResult) {
    let name = EditorChrome.printable(Self.fileName(request.path), limit: 60)
    if request.export != nil {
      switch result {
      case .saved: state.message = "Exported \(name)"
      case .failed(let error): state.message = "Not exported: \(error)"
      case .changedOnDisk: state.message = "Not exported: \(name) changed meanwhile"
      }
      return
    }
    savingRevision = nil
    switch result {
    case .failed(let error):
      quitsAfterSave = false
      state.message = "Not saved: \(error)"
    case .changedOnDisk:
      quitsAfterSave = false
      overwritesOnNextSave = true
      state.message = "\(name) changed on disk since Easel read it: Cmd-S again overwrites it"
    case .saved(let identity):
      // Save As: the document lives at its new path from now on.
      state.filePath = request.path
      state.fileIdentity = identity
      if state.document.revision == request.revision { state.markSaved() }
      state.message = "Saved \(EditorChrome.printable(request.path, limit: 80))"
    }
  }

  /// Ctrl-N: a new rectangle at the keyboard cursor, selected (spec §5.3).
  mutating func addRectangle() {
    let color = strokeColor
    let id = ShapeID(state.document.nextShapeID)
    let bounds = CanvasRect(origin: state.cursor, size: CellSize(columns: 16, rows: 5))
    let shape = Shape(
      id: id, kind: .rectangle(Rectangle(bounds: bounds, frameStyle: frameStyle)), strokeColor: color)
    state.perform(state.document.adding([shape]), titled: "Add Rectangle", selecting: Selection([id]))
  }

  /// Cmd-E (spec §5.5): with a marquee region, erases everything drawn inside it, cutting what
  /// crosses its border; otherwise removes the selected shapes. One undo step either way.
  mutating func eraseSelection() {
    guard let region = state.selection.region else {
      deleteSelection(titled: "Erase Selection")
      return
    }
    let erasure = Eraser.plan(EraseArea([region]), in: state.document, index: state.index, options: options)
    state.perform(erasure.transaction, titled: "Erase Region", selecting: .empty)
    if !erasure.tooLarge.isEmpty {
      state.message = "\(erasure.tooLarge.count) shape(s) too large to cut were left whole"
    }
  }

  mutating func deleteSelection(titled title: String) {
    guard !state.selection.shapeIDs.isEmpty else { return }
    state.perform(state.document.removing(state.selection.shapeIDs), titled: title, selecting: .empty)
  }

  /// Cmd-D: copies of the selection, one cell right and down, on top and selected.
  mutating func duplicateSelection() {
    var document = state.document
    let originals = state.selection.shapeIDs.compactMap { document.zIndex(of: $0) }.sorted()
    let copies = originals.map {
      document.shapes[$0].translated(columns: 1, rows: 1).withID(document.makeShapeID())
    }
    state.perform(
      state.document.adding(copies), titled: "Duplicate", selecting: Selection(Set(copies.map(\.id))))
  }

  /// 1–9, 0: the stroke colour of the selection and of shapes made next.
  mutating func setStrokeColor(_ color: ShapeColor) {
    strokeColor = color
    let recoloured = state.selection.shapeIDs.compactMap { state.document[$0] }.map { shape -> Shape in
      var shape = shape
      shape.strokeColor = color
      return shape
    }
    state.perform(state.document.updating(recoloured), titled: "Stroke Colour")
  }

  /// Arrows nudge the selection one cell per press and repeat (a held run is one undo step),
  /// or move the keyboard cursor when nothing is selected; Cmd+arrows move by a grid step,
  /// landing on the grid.
  mutating func nudge(columns: Int, rows: Int, byGrid: Bool) {
    // Held arrows take bigger steps the longer they are held; a tap moves exactly one cell.
    var step = 1
    if currentKey?.phase == .repeat {
      step = NudgeAcceleration.step(heldFor: now - (arrowDownAt ?? now))
    } else {
      arrowDownAt = now
    }
    var (dx, dy) = (columns * step, rows * step)
    if byGrid {
      let anchor = selectionBounds?.origin ?? state.cursor
      let target = CanvasPoint(
        column: gridStep(anchor.column, direction: columns, step: state.grid.columns),
        row: gridStep(anchor.row, direction: rows, step: state.grid.rows))
      (dx, dy) = (target.column - anchor.column, target.row - anchor.row)
    }
    if state.selection.shapeIDs.isEmpty {
      state.cursor = state.cursor.offsetBy(columns: dx, rows: dy)
      scrollToCursor()
      return
    }
    if currentKey?.phase != .repeat { state.beginGroup() }
    let transaction = state.document.translating(state.selection.shapeIDs, columns: dx, rows: dy)
    state.perform(transaction, titled: "Nudge")
    state.cursor = state.cursor.offsetBy(columns: dx, rows: dy)
  }

  /// The next grid line from `value` in `direction` (a coordinate already on the grid moves a
  /// whole step).
  private func gridStep(_ value: Int, direction: Int, step: Int) -> Int {
    guard direction != 0, step > 0 else { return value }
    let below = floorDivide(value, step) * step
    if direction > 0 { return below + step }
    return below == value ? value - step : below
  }

  /// The bounds of the whole selection.
  var selectionBounds: CanvasRect? {
    let bounds = state.selection.shapeIDs.compactMap { state.document[$0]?.bounds }
    guard let first = bounds.first else { return nil }
    return bounds.dropFirst().reduce(first) { $0.union($1) }
  }

  /// Keeps the keyboard cursor inside the viewport by panning.
  mutating func scrollToCursor() {
    let area = viewport.canvasRect
    guard !area.isEmpty else { return }
    var origin = state.viewOrigin
    if state.cursor.column < area.minColumn { origin.column = state.cursor.column }
    if state.cursor.column >= area.maxColumn { origin.column = state.cursor.column - area.size.columns + 1 }
    if state.cursor.row < area.minRow { origin.row = state.cursor.row }
    if state.cursor.row >= area.maxRow { origin.row = state.cursor.row - area.size.rows + 1 }
    state.viewOrigin = origin
  }

  /// Tab / Shift-Tab: the next or previous shape in z-order, wrapping around.
  mutating func selectNext(backwards: Bool) {
    let shapes = state.document.shapes
    guard !shapes.isEmpty else { return }
    let current = state.selection.shapeIDs.compactMap { state.document.zIndex(of: $0) }
    let start = backwards ? (current.min() ?? 0) : (current.max() ?? -1)
    let next = (start + (backwards ? -1 : 1) + shapes.count) % shapes.count
    state.selection = Selection([shapes[next].id])
    state.cursor = shapes[next].bounds.origin
  }
}

/// What the shell must write for Cmd-S: the document as it was when the user asked, and where.
public struct SaveRequest: Sendable, Equatable {
  public var path: String
  public var document: Document
  /// Refuse to write (`SaveResult.changedOnDisk`) unless the file on disk is `expected`
  /// (nil: that no file is there). False once the user said to overwrite.
  public var checksDisk = true
  public var expected: FileIdentity?
  /// File → Export: write the drawing in this format instead (beside the document, never
  /// marking it saved).
  public var export: ExportFormat?
  /// The document revision being saved, so a save that finishes after further edits does
  /// not mark those edits saved.
  public var revision: UInt64 { document.revision }
}

extension Key {
  var isArrow: Bool {
    switch self {
    case .up, .down, .left, .right: return true
    default: return false
    }
  }
}

extension ColorDepth {
  init(_ colors: ColorSupport) {
    switch colors {
    case .none: self = .none
    case .sixteen: self = .ansi16
    case .palette256: self = .palette256
    case .trueColor: self = .trueColor
    }
  }
}
