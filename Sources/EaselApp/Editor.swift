import EaselCommands
import EaselDocument
import EaselGeometry
import EaselInput
import EaselRaster
import EaselRender
import EaselTools

/// The editor (spec §3–§6): the document on a pannable canvas between a menu bar and a status
/// bar, as a chain of responders — the open surfaces front to back, then the canvas (the
/// gesture in progress, the keymap, the current tool). Events change the model; after each
/// batch the driver asks for the view and sends only what changed.
struct Editor: Program {
  var model: EditorModel
  var surfaces: SurfaceStack
  /// The canvas as last drawn, so a frame redraws only what changed.
  var layer = CanvasLayer()
  var size: TerminalSize
  /// A bare Super held, maturing into the shortcut sheet.
  var superHold = SuperHold()
  /// Commands run lately, most recent first (the command menu lists them first).
  var recentCommands: [CommandID] = []

  init(
    launch: EditorLaunch, size: TerminalSize, capabilities: Capabilities, modes: TerminalModes,
    folders listing: (any FolderListing)? = nil, home: String? = nil
  ) {
    var state = EditorState(document: launch.document, filePath: launch.filePath)
    state.fileIdentity = launch.fileIdentity
    state.block = launch.block
    state.message = launch.message
    let display = EditorDisplay(capabilities: capabilities, modes: modes, asciiOnly: launch.asciiOnly)
    model = EditorModel(
      state: state, display: display, keymap: KeymapDocument.keymap(overrides: launch.keymapOverrides),
      folders: FolderAccess(listing: listing, home: home))
    var surfaces = SurfaceStack([MenuBar()])
    if let recovered = launch.recovered {
      surfaces.push(RecoveryOffer(document: recovered))
      model.state.status = StatusMessage(
        "Unsaved work from an earlier session was recovered: Enter restores it, Esc sets it aside",
        .whileOpen(.recoveryOffer))
    }
    if let block = launch.block, let path = launch.filePath, launch.recovered == nil {
      let name = EditorChrome.printable(EditorChrome.fileName(path), limit: 40)
      let note =
        "Editing \(name), \(block.lines) (\(block.block.kindDescription)): "
        + "\(model.howTo("file.save", menuPath: "File → Save")) saves it there"
      model.state.message = [launch.message, note].compactMap { $0 }.joined(separator: " · ")
    }
    if launch.isNewFile, launch.recovered == nil {
      let note = "New file: \(model.howTo("file.save", menuPath: "File → Save")) creates it"
      model.state.message = [launch.message, note].compactMap { $0 }.joined(separator: " · ")
    }
    if !launch.asciiOnly, let note = display.profile.brailleNote {
      model.state.message = [model.state.message, note].compactMap { $0 }.joined(separator: " · ")
    }
    self.surfaces = surfaces
    self.size = size
    model.state.viewSize = Self.canvasSize(of: size)
  }

  /// Rows 1 ..< rows - 1 show the canvas; row 0 is the menu bar, the last row the status bar.
  static func canvasSize(of size: TerminalSize) -> CellSize {
    CellSize(columns: size.columns, rows: max(0, size.rows - 2))
  }

  /// Where the document lives now (nil: untitled).
  var documentPath: String? { model.state.filePath }

  /// The unsaved document, nil when there is nothing unsaved.
  var unsavedDocument: Document? { model.state.isModified ? model.state.document : nil }

  /// A surface above the canvas (sheet, command menu, prompt, text editing, picker, offer,
  /// confirmation) or an open menu.
  var closesOnEscape: Bool {
    surfaces.surfaces.contains { $0.kind != .menuBar }
      || (surfaces.first(.menuBar) as? MenuBar)?.navigator.isOpen == true
  }

  /// The next moment the editor wants to be woken: a Super hold maturing, the recovery file
  /// due, a transient message going.
  var deadline: Instant? {
    superHold.deadline.earliest(model.files.recoveryDue).earliest(model.state.status?.expires)
  }

  mutating func update(_ event: ProgramEvent, context: EventContext) -> [ProgramEffect] {
    var outbox: [ProgramEffect] = []
    switch event {
    case .input(let input):
      let before = ViewFollowing(model.state)
      handle(input, context: context, into: &outbox)
      // A key that moved the selection or the cursor out of the window brings it back.
      if case .key = input { model.state.follow(from: before) }
    case .tick:
      if let request = model.files.expireRecovery(of: model.state, at: context.now) {
        outbox.append(.recovery(request))
      }
      if superHold.expire(at: context.now), !surfaces.contains(.shortcutSheet) {
        surfaces.push(ShortcutSheet(isHeldOpen: true))
        outbox.append(.redraw)
      }
      if let expires = model.state.status?.expires, expires <= context.now {
        model.state.status = nil
        outbox.append(.redraw)
      }
    case .resized(let newSize):
      size = newSize
      model.state.viewSize = Self.canvasSize(of: newSize)
    case .saveFinished(let request, let result):
      if model.saveFinished(request, result: result) { return [.exit(.success)] }
    case .openFinished(let path, let result):
      if model.openFinished(path: path, result: result) {
        // What was being typed and what was offered belong to the document that was closed.
        surfaces.remove(.textEdit)
        surfaces.remove(.recoveryOffer)
        model.objects.forgetDocument()
      }
    }
    layOutPanes()
    if let request = model.files.noteEdits(of: model.state, at: context.now) {
      outbox.append(.recovery(request))
    }
    settleStatus(at: context.now)
    return outbox
  }

  /// After each event: a transient message said now starts its time, and one that lasted
  /// while a surface was open goes with it.
  mutating func settleStatus(at now: Instant) {
    guard var status = model.state.status else { return }
    switch status.lifetime {
    case .transient where status.expires == nil:
      status.expires = now + StatusMessage.transientDuration
      model.state.status = status
    case .whileOpen(let kind) where !surfaces.contains(kind):
      model.state.status = nil
    default:
      break
    }
  }

  /// The next action ends the message said before it, unless that message lasts longer
  /// (`StatusMessage.Lifetime`); the hint behind it comes back.
  mutating func endStatus(before event: InputEvent) {
    guard StatusMessage.isAction(event), let status = model.state.status,
      status.endsAtAction(gestureActive: model.canvas.tools.isActive, isOpen: surfaces.contains)
    else { return }
    model.state.status = nil
  }

  /// True while a surface of this kind is open.
  func isShowing(_ kind: SurfaceKind) -> Bool { surfaces.contains(kind) }
}

/// A bare Super key (only visible under the kitty protocol's "report all keys"): held alone
/// for half a second it shows the shortcut sheet, and its release hides it again, as on iPadOS.
/// Any other key meanwhile makes it a chord, not a hold. Ctrl alone does nothing (spec §5.3).
struct SuperHold: Sendable {
  static let delay = Interval.milliseconds(500)

  private(set) var deadline: Instant?

  /// Follows every key event; true when it is Super's release (a sheet it opened closes).
  mutating func note(_ key: KeyEvent, at now: Instant) -> Bool {
    let isSuper = key.key == .modifier(.leftSuper) || key.key == .modifier(.rightSuper)
    switch (isSuper, key.phase) {
    case (true, .press):
      deadline = now + Self.delay
    case (true, .release):
      deadline = nil
      return true
    case (true, .repeat):
      break
    case (false, _):
      deadline = nil
    }
    return false
  }

  /// Time passed: true when the hold matured now.
  mutating func expire(at now: Instant) -> Bool {
    guard let due = deadline, due <= now else { return false }
    deadline = nil
    return true
  }
}
