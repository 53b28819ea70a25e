import EaselCommands
import EaselDocument
import EaselGeometry
import EaselInput
import EaselTools

/// The responder chain (style guide §13): each event goes front to back through the open
/// surfaces, then to the canvas — the gesture in progress, the keymap (the first available
/// command bound to the key), the current tool.
extension Editor {
  mutating func handle(_ event: InputEvent, context: EventContext, into outbox: inout [ProgramEffect]) {
    // A resumed run's press (a late repeat after a synthesized release) is, to the editor, the
    // run's next repeat: no command runs a second time; a held nudge goes on in its undo step.
    if case .key(var key) = event, key.resumesRun, key.phase == .press {
      key.phase = .repeat
      return handle(.key(key), context: context, into: &outbox)
    }
    model.canvas.heldModifiers = context.releasesReported ? context.heldModifiers : []
    endStatus(before: event)
    switch event {
    case .key(let key):
      observe(key, context: context)
    case .mouse(let mouse):
      endLostGesture(before: mouse, context: context)
    case .paste(let paste) where paste.isTruncated:
      // Spec §6: a paste over the limit is consumed and dropped, and the user is told.
      let megabytes = (paste.text.utf8.count + paste.droppedByteCount) >> 20
      model.state.message = "Paste of \(megabytes) MB dropped: pastes are limited to 16 MB"
      return
    case .paste, .focus, .reply:
      break
    }
    var below: SurfaceKind?
    while true {
      // The context (a copy of the model) is gone before any effect changes the model, so no
      // change has to copy the document.
      let answer = surfaces.handle(event, below: below, in: surfaceContext(at: context.now))
      guard let (kind, response) = answer else { break }
      switch response {
      case .passed:
        below = kind
      case .handled(let effects):
        apply(effects, context: context, into: &outbox)
        return
      case .closed(let effects):
        surfaces.remove(kind)
        apply(effects, context: context, into: &outbox)
        return
      case .closedAndPassed(let effects):
        surfaces.remove(kind)
        apply(effects, context: context, into: &outbox)
        below = kind
      }
    }
    // The objects panel, when it is on screen: the mouse over it (or dragging its rows), and
    // keys and pastes while it has the focus; the rest goes on to the canvas.
    if let effects = handleInObjectsPanel(event, context: context) {
      apply(effects, context: context, into: &outbox)
      return
    }
    apply(handleOnCanvas(event, context: context), context: context, into: &outbox)
  }

  /// What every key event tells before any responder sees it: a Super hold, the end of a held
  /// nudge (its own key's release, whoever takes it), the end of a keyboard marquee.
  private mutating func observe(_ key: KeyEvent, context: EventContext) {
    if superHold.note(key, at: context.now),
      (surfaces.first(.shortcutSheet) as? ShortcutSheet)?.isHeldOpen == true
    {
      surfaces.remove(.shortcutSheet)
    }
    if let group = model.canvas.nudger.observe(key) { model.state.closeGroup(group) }
    if key.phase == .press, !key.key.isModifier, !(key.key.isArrow && key.modifiers.contains(.shift)) {
      model.canvas.keyboardMarqueeAnchor = nil
    }
  }

  /// A press while a gesture is on means its release was lost (spec §5.4): the gesture ends
  /// first, as if released where the button was last down, whoever takes the press.
  private mutating func endLostGesture(before mouse: MouseEvent, context: EventContext) {
    guard case .press = mouse.action, model.canvas.tools.isActive else { return }
    model.canvas.gestureModifiers = CanvasPane.dragModifiers(
      report: mouse.modifiers, held: context.heldModifiers)
    let effects = model.sendToTool(.motion(pointer(of: mouse), buttonHeld: false), now: context.now) ?? []
    var ignored: [ProgramEffect] = []
    apply(effects.map { .canvas($0) }, context: context, into: &ignored)
  }

  /// The read-only view surfaces get.
  func surfaceContext(at now: Instant) -> SurfaceContext {
    SurfaceContext(model: model, size: size, now: now, recentCommands: recentCommands, surfaces: surfaces)
  }

  // MARK: The canvas

  /// The canvas responder: keys to the gesture in progress, then spring loading and the
  /// keymap; pointer events to the tool; the wheel scrolls; pastes are recognised as diagrams
  /// (or become text shapes).
  mutating func handleOnCanvas(_ event: InputEvent, context: EventContext) -> [EditorEffect] {
    switch event {
    case .key(let key):
      return handleKeyOnCanvas(key, context: context)
    case .mouse(let mouse):
      return handleMouseOnCanvas(mouse, context: context)
    case .paste(let paste):
      model.paste(paste.text)
      return []
    case .focus, .reply:
      return []
    }
  }

  private mutating func handleKeyOnCanvas(_ key: KeyEvent, context: EventContext) -> [EditorEffect] {
    if model.canvas.tools.isActive, let effects = handleKeyInGesture(key, context: context) {
      return effects.map { .canvas($0) }
    }
    if model.canvas.handleSpringKey(key) { return [] }
    let keymap = model.keymap
    let repeatable: (CommandID) -> Bool = { EditorCommands.catalog[$0]?.isRepeatable == true }
    let bound = { keymap.commands(matching: key, in: [.canvas, .global]) }
    if let second = model.canvas.doubleTap.note(key, boundCommands: bound, isRepeatable: repeatable) {
      return run(commandsBoundTo: second, context: context)
    }
    if key.phase == .release { return [] }
    return run(commandsBoundTo: key, context: context)
  }

  /// A key while a gesture is on: Esc cancels it, a modifier going down or up recomputes its
  /// preview (kitty reports them), and a keyboard gesture takes arrows and Enter. Nil when the
  /// gesture has no use for the key.
  private mutating func handleKeyInGesture(_ key: KeyEvent, context: EventContext) -> [ToolEffect]? {
    if key.phase != .release, key.key == .escape {
      return model.sendToTool(.cancel, now: context.now) ?? []
    }
    if key.key.isModifier {
      model.canvas.gestureModifiers = context.heldModifiers
      return model.sendToTool(.refresh, now: context.now) ?? []
    }
    guard key.phase != .release else { return nil }
    // Arrows steering a keyboard gesture carry their own modifiers (Shift+arrows constrain).
    let modifiers = key.key.isArrow ? key.modifiers : model.canvas.gestureModifiers
    let intent = DragIntent(held: modifiers, latched: model.canvas.latches)
    guard let effects = model.sendToTool(.key(key), now: context.now, intent: intent) else { return nil }
    model.canvas.gestureModifiers = modifiers
    return effects
  }

  /// The keymap: runs the first available command bound to the key.
  private mutating func run(commandsBoundTo key: KeyEvent, context: EventContext) -> [EditorEffect] {
    let ids = model.keymap.commands(for: key, in: [.canvas, .global])
    guard
      let command = ids.lazy.compactMap({ EditorCommands.catalog[$0] }).first(where: { $0.isAvailable(model) }
      )
    else { return [] }
    return run(command, invocation: CommandInvocation(key: key, now: context.now))
  }

  /// Runs one command (from a key, a menu or the command menu).
  mutating func run(_ command: EditorCommand, invocation: CommandInvocation) -> [EditorEffect] {
    // The quit confirmation lasts until the next command: Cmd-Q again quits, anything else
    // means the user went on working.
    if command.id != "file.quit" { surfaces.remove(.quitConfirmation) }
    noteRecent(command.id)
    return command.perform(&model, invocation)
  }

  /// How many recently run commands are remembered.
  static let recentCommandLimit = 8

  /// Remembers a command as the most recently run.
  private mutating func noteRecent(_ id: CommandID) {
    guard id != "help.commandMenu" else { return }
    recentCommands.removeAll { $0 == id }
    recentCommands.insert(id, at: 0)
    if recentCommands.count > Self.recentCommandLimit { recentCommands.removeLast() }
  }

  private mutating func handleMouseOnCanvas(_ mouse: MouseEvent, context: EventContext) -> [EditorEffect] {
    model.canvas.gestureModifiers = CanvasPane.dragModifiers(
      report: mouse.modifiers, held: context.heldModifiers)
    let screen = screenPoint(of: mouse)
    let viewport = model.state.viewport
    switch (mouse.action, mouse.button) {
    case (.press, .left):
      guard viewport.screenRect.contains(screen) else { return [] }
      model.canvas.spring.dragStarted(releasesReported: context.releasesReported)
      let pointer = pointer(of: mouse)
      model.state.cursor = pointer.canvas
      return (model.sendToTool(.press(pointer), now: context.now) ?? []).map { .canvas($0) }
    case (.drag, .left), (.move, _):
      guard model.canvas.tools.isActive else { return [] }
      let event = ToolEvent.motion(pointer(of: mouse), buttonHeld: mouse.action == .drag)
      return (model.sendToTool(event, now: context.now) ?? []).map { .canvas($0) }
    case (.release, _):
      guard model.canvas.tools.isActive else { return [] }
      return (model.sendToTool(.release(pointer(of: mouse)), now: context.now) ?? []).map { .canvas($0) }
    case (.wheel, .wheelUp), (.wheel, .wheelDown):
      // 3 rows a notch, however many reports the terminal sends for one.
      let perNotch = model.display.wheelEventsPerNotch
      let rows = mouse.button == .wheelUp ? -3 : 3
      if mouse.modifiers.contains(.shift) {
        let columns = model.canvas.wheelColumns.step(rows * 2, eventsPerNotch: perNotch, at: context.now)
        model.state.viewOrigin = model.state.viewOrigin.offsetBy(columns: columns, rows: 0)
      } else {
        let step = model.canvas.wheelRows.step(rows, eventsPerNotch: perNotch, at: context.now)
        model.state.viewOrigin = model.state.viewOrigin.offsetBy(columns: 0, rows: step)
      }
      return []
    case (.wheel, .wheelLeft), (.wheel, .wheelRight):
      let perNotch = model.display.wheelEventsPerNotch
      let columns = model.canvas.wheelColumns.step(
        mouse.button == .wheelLeft ? -6 : 6, eventsPerNotch: perNotch, at: context.now)
      model.state.viewOrigin = model.state.viewOrigin.offsetBy(columns: columns, rows: 0)
      return []
    default:
      return []
    }
  }

  /// The screen cell of a mouse report (1-based cells, or pixels under SGR-pixel mode).
  static func screenPoint(of mouse: MouseEvent, display: EditorDisplay) -> CellPoint {
    if mouse.isPixels {
      let width = max(1, display.capabilities.cellPixelWidth ?? 8)
      let height = max(1, display.capabilities.cellPixelHeight ?? 16)
      return CellPoint(column: mouse.x / width, row: mouse.y / height)
    }
    return CellPoint(column: mouse.x - 1, row: mouse.y - 1)
  }

  func screenPoint(of mouse: MouseEvent) -> CellPoint { Self.screenPoint(of: mouse, display: model.display) }

  /// Where a mouse report is, for a tool: canvas cell, screen cell and the pen's dot (exact
  /// under SGR-pixel reports, the cell's centre dot otherwise).
  func pointer(of mouse: MouseEvent) -> ToolPointer {
    let screen = screenPoint(of: mouse)
    let canvas = model.state.viewport.canvasPoint(for: screen)
    let width = model.display.capabilities.cellPixelWidth ?? 0
    let height = model.display.capabilities.cellPixelHeight ?? 0
    let dot =
      mouse.isPixels && width > 0 && height > 0
      ? PenGesture.dot(
        cellColumn: canvas.column, row: canvas.row, pixelX: mouse.x, pixelY: mouse.y, cellPixelWidth: width,
        cellPixelHeight: height)
      : PenGesture.centreDot(canvas)
    return ToolPointer(canvas: canvas, screen: screen, dot: dot)
  }
}
