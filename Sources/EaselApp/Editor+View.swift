import EaselCommands
import EaselDocument
import EaselGeometry
import EaselInput
import EaselRender
import EaselTools

/// The editor's screen: the canvas with its overlays, the status bar, then the surfaces from
/// back to front (the sheet, the menu bar and its open menu, the command menu, a prompt).
extension Editor {
  mutating func view(into grid: inout CellGrid) {
    guard size.columns > 0, size.rows > 0 else { return }
    let viewport = model.state.viewport
    let options = model.display.options
    if !viewport.size.isEmpty {
      let damage = model.state.takeDamage()
      layer.update(
        document: model.state.document, index: model.state.index, viewport: viewport.canvasRect,
        options: options, damage: damage, overlay: model.state.previewShapes, hidden: model.state.hiddenShapes
      )
      grid.copyRows(from: layer.grid, rows: 0..<layer.grid.size.rows, to: viewport.screenOrigin.row)
      // Before the grid dots and outlines, which only take blank cells: a guide shows through.
      Overlay.drawGuides(
        model.state.guides, viewport: viewport, into: &grid, usesASCII: options.usesASCII)
      if model.state.showsGrid {
        Overlay.drawGrid(model.state.grid, viewport: viewport, into: &grid, usesASCII: options.usesASCII)
      }
      if let region = model.state.selection.region {
        Overlay.drawRegion(region, viewport: viewport, into: &grid, usesASCII: options.usesASCII)
      }
      // Hidden shapes (spec §9) show no outline, selected or not. The bounds are the index's:
      // a large selection costs a lookup a shape.
      let document = model.state.document
      let index = model.state.index
      let hides = document.hasHiddenShapes
      let selected = model.state.selection.shapeIDs.compactMap { id -> CanvasRect? in
        guard !hides || !document.isHidden(id) else { return nil }
        return index.bounds(of: id)
      }
      Overlay.drawSelection(
        shapeBounds: selected, viewport: viewport, into: &grid, usesASCII: options.usesASCII)
      if model.state.selection.count == 1, let id = model.state.selection.shapeIDs.first,
        case .line(let line)? = model.state.document[id]?.kind, !model.state.hiddenShapes.contains(id)
      {
        Overlay.drawLineHandles(
          [line.start, line.end] + line.runHandles.map(\.cell), viewport: viewport, into: &grid,
          usesASCII: options.usesASCII)
      }
      Overlay.drawCursor(model.state.cursor, viewport: viewport, into: &grid)
      if let hint = firstRunHint { drawCentred(hint, in: viewport, into: &grid) }
    }
    if model.objects.isShown(in: size), let area = ObjectsPane.area(for: size) {
      model.objects.draw(
        into: &grid, area: area, document: model.state.document, selection: model.state.selection,
        usesASCII: options.usesASCII)
    }
    EditorChrome.drawBar(statusText, row: size.rows - 1, into: &grid, display: model.display)
    let context = surfaceContext(at: .zero)
    for surface in surfaces.surfaces { surface.draw(into: &grid, context: context) }
  }

  var statusText: String {
    let state = model.state
    return EditorChrome.statusLine(
      tool: toolStatus, cursor: state.cursor, selection: EditorChrome.selectionSummary(of: state),
      document: EditorChrome.documentTitle(of: state), message: state.message ?? modifierHint ?? quitHint,
      terminal: model.display.summary, width: size.columns, isHint: state.message == nil)
  }

  /// The tool's name and the latches, for the status bar.
  var toolStatus: String {
    let canvas = model.canvas
    // Keys go to the objects panel while it has the focus: the bar says so first.
    if model.objects.isOpen && model.objects.hasFocus { return "Objects panel" }
    let tool = canvas.tools.currentTool
    var text = tool.title
    if let status = tool.status(style: model.style) { text += " \(status)" }
    if canvas.latches.snap { text += " · snap" }
    if canvas.latches.constrain { text += " · constrain" }
    // The modifiers a drag sees right now; outside a drag only the kitty protocol says what is
    // held (elsewhere the tracker only knows the last event's modifiers).
    let held = (canvas.tools.isActive ? canvas.gestureModifiers : canvas.heldModifiers).intersection([
      .shift, .control, .alt, .superKey,
    ])
    if !held.isEmpty {
      let names: [(Modifiers, String)] = [
        (.control, "Ctrl"), (.superKey, "Super"), (.alt, "Alt"), (.shift, "Shift"),
      ]
      text += " · " + names.filter { held.contains($0.0) }.map(\.1).joined(separator: "-")
    }
    return text
  }

  /// While a drawing tool is active and nothing else is said: the modifiers this terminal
  /// keeps for itself (spec §5.4: Shift+drag, Ctrl+click) and the latches that stand in for them.
  var modifierHint: String? {
    guard !model.canvas.tools.isActive, model.canvas.tools.currentTool.readsDragModifiers else { return nil }
    let support = GestureModifierSupport(capabilities: model.display.capabilities)
    func row(_ name: String) -> GestureModifierSupport.Row? {
      support.rows.first { $0.modifier == name && $0.delivery != .delivered }
    }
    let constrain = model.keyLabel(for: "tools.constrain") ?? "Tools → Constrain"
    let snap = model.keyLabel(for: "tools.snapToGrid") ?? "Tools → Snap to Grid"
    let sheet = model.keyLabel(for: "help.shortcuts") ?? "Help → Keyboard Shortcuts"
    let shift = row("Shift").map {
      $0.delivery == .midDragOnly ? "Shift-drag only mid-drag" : "Shift-drag swallowed"
    }
    let ctrl = row("Ctrl").map { $0.delivery == .unknown ? "Ctrl-click may be taken" : "Ctrl-click taken" }
    // Short enough to fit an 80-column bar beside the tool, cursor and selection; the sheet
    // (named last, where there is room) has the rest.
    let more = " · \(sheet) keys"
    switch (shift, ctrl) {
    case (let shift?, nil):
      return "\(shift): \(constrain) latches constrain" + more
    case (nil, let ctrl?):
      return "\(ctrl): \(snap) latches snap" + more
    case (let shift?, let ctrl?):
      // Both: "Shift-drag, Ctrl-click taken: C constrain, G snap · ? keys".
      let taken = shift == "Shift-drag swallowed" ? "Shift-drag, \(ctrl)" : "\(shift), \(ctrl)"
      return "\(taken): \(constrain) constrain, \(snap) snap" + more
    case (nil, nil):
      return nil
    }
  }

  /// On an untitled canvas until the first edit (issue 17): where to start, from the keymap in
  /// effect and what this terminal lets through ("? shortcuts · F10 menu · Ctrl-K commands ·
  /// Ctrl-Q quit"; F10 is left out where the terminal keeps it). Drawn dim in the middle of the
  /// empty canvas, where the eye is, so the status bar keeps its own facts.
  var firstRunHint: String? {
    let state = model.state
    guard state.filePath == nil, state.document.isEmpty, !state.history.canUndo, !state.history.canRedo
    else { return nil }
    let level = model.display.keyboardLevel
    let profile = model.display.profile
    var parts: [String] = []
    let sheet = TerminalKeyAlternatives.shown(
      model.keymap.chords(for: "help.shortcuts", deliverableOn: level), on: level, in: profile)
    if let first = sheet.first { parts.append("\(first) shortcuts") }
    if !TerminalKeyAlternatives.isTaken("F10", on: level, by: profile.takenKeys) { parts.append("F10 menu") }
    let commands: [(CommandID, String)] = [("help.commandMenu", "commands"), ("file.quit", "quit")]
    for (id, what) in commands {
      guard let chord = model.keymap.displayedChord(for: id, deliverableOn: level) else { continue }
      parts.append("\(chord.typedLabel) \(what)")
    }
    return parts.isEmpty ? nil : parts.joined(separator: " · ")
  }

  /// `text` dim on the middle row of the canvas, centred; cut from the end where it is wider.
  private func drawCentred(_ text: String, in viewport: Viewport, into grid: inout CellGrid) {
    let area = viewport.screenRect
    guard area.size.rows > 2, area.size.columns > 4 else { return }
    var shown = model.display.displayed(text)
    while TextWidth.width(of: shown) > area.size.columns - 2, !shown.isEmpty { shown.removeLast() }
    let column = area.minColumn + (area.size.columns - TextWidth.width(of: shown)) / 2
    let row = area.minRow + area.size.rows / 2
    grid.put(shown, at: CellPoint(column: column, row: row), style: Style(attributes: .dim))
  }

  /// With nothing else to say, how to quit, as this keymap has it ("Ctrl-Q quit": the Ctrl
  /// spelling of Cmd works on every terminal).
  var quitHint: String {
    guard
      let chord = model.keymap.displayedChord(for: "file.quit", deliverableOn: model.display.keyboardLevel)
    else { return "File → Quit" }
    return "\(chord.typedLabel) quit"
  }
}
