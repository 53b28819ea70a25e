import EaselCommands
import EaselDocument
import EaselGeometry
import EaselTools

typealias EditorCommand = Command<EditorModel, EditorEffect>

/// Every editor command, declared once: the keymap, the shortcut overlay, `easel keymap` and
/// `docs/keymap.md` are all computed from this list (spec §5.3).
enum EditorCommands {
  static let catalog: CommandCatalog<EditorModel, EditorEffect> = CommandCatalog(
    file + edit + tools + shape + view + objectsView + objectsPanel + help)

  static let hasSelection: @Sendable (EditorModel) -> Bool = { !$0.state.selection.shapeIDs.isEmpty }

  static let file: [EditorCommand] = [
    EditorCommand(
      id: "file.save", title: "Save", menu: .file.inGroup(1, order: 1), keys: ["Cmd-S"],
      perform: { model in
        model.requestSave().map { [.program(.save($0))] } ?? []
      }),
    EditorCommand(
      id: "file.open", title: "Open…", menu: .file.inGroup(0, order: 1), keys: ["Cmd-O"],
      perform: { model in model.filePrompt(.open) }),
    EditorCommand(
      id: "file.saveAs", title: "Save As…", menu: .file.inGroup(1, order: 2), keys: ["Cmd-Shift-S", "F12"],
      perform: { model in model.filePrompt(.saveAs) }),
    EditorCommand(
      id: "file.exportSVG", title: "Export as SVG", menu: .file.inGroup(2, order: 1),
      isAvailable: { $0.state.filePath != nil },
      perform: { model in model.requestExport(.svg).map { [.program(.save($0))] } ?? [] }),
    EditorCommand(
      id: "file.exportText", title: "Export as Text", menu: .file.inGroup(2, order: 2),
      isAvailable: { $0.state.filePath != nil },
      perform: { model in model.requestExport(.txt).map { [.program(.save($0))] } ?? [] }),
    EditorCommand(
      id: "file.quit", title: "Quit", menu: .file.inGroup(9, order: 1), keys: ["Cmd-Q"]
    ) { _ in [.quit] },
  ]

  static let edit: [EditorCommand] = [
    EditorCommand(
      id: "edit.undo", title: "Undo", menu: .edit.inGroup(0, order: 1), keys: ["Cmd-Z"], isRepeatable: true,
      isAvailable: { $0.state.history.canUndo },
      perform: { model in
        model.state.undo()
        return []
      }),
    EditorCommand(
      id: "edit.redo", title: "Redo", menu: .edit.inGroup(0, order: 2), keys: ["Cmd-Shift-Z", "Cmd-Y"],
      isRepeatable: true, isAvailable: { $0.state.history.canRedo },
      perform: { model in
        model.state.redo()
        return []
      }),
    EditorCommand(
      id: "edit.selectAll", title: "Select All", menu: .edit.inGroup(1, order: 1), keys: ["Cmd-A"],
      isAvailable: { !$0.state.document.isEmpty },
      perform: { model in
        // In the objects panel every row; on the canvas what it may pick (spec §9: hidden and
        // locked shapes are not).
        if model.objects.isOpen && model.objects.hasFocus {
          model.objectsList { list, count in list.selectAll(count: count) }
          return []
        }
        let document = model.state.document
        model.state.selection = Selection(Set(document.shapes.lazy.filter(document.isPickable).map(\.id)))
        return []
      }),
    EditorCommand(
      id: "edit.deselect", title: "Deselect", menu: .edit.inGroup(1, order: 2), keys: ["Esc"],
      isAvailable: { !$0.state.selection.isEmpty },
      perform: { model in
        model.state.selection = .empty
        return []
      }),
    EditorCommand(
      id: "edit.cut", title: "Cut", menu: .edit.inGroup(2, order: 1), keys: ["Cmd-X"],
      isAvailable: hasSelection,
      perform: { model in terminalBytes(model.cutSelection()) }),
    EditorCommand(
      id: "edit.copy", title: "Copy", menu: .edit.inGroup(2, order: 2), keys: ["Cmd-C"],
      isAvailable: hasSelection,
      perform: { model in terminalBytes(model.copySelection()) }),
    EditorCommand(
      id: "edit.copyMarkdown", title: "Copy as Markdown", menu: .edit.inGroup(2, order: 3),
      isAvailable: hasSelection,
      perform: { model in terminalBytes(model.copySelectionAsMarkdown()) }),
    EditorCommand(
      id: "edit.paste", title: "Paste", menu: .edit.inGroup(2, order: 4), keys: ["Cmd-V"],
      perform: { model in
        model.pasteShapes()
        return []
      }),
    EditorCommand(
      id: "edit.pastePlainText", title: "Paste as Plain Text", menu: .edit.inGroup(2, order: 5),
      perform: { _ in [.present(PlainPasteSurface())] }),
    EditorCommand(
      id: "edit.duplicate", title: "Duplicate", menu: .edit.inGroup(3, order: 1), keys: ["Cmd-D"],
      isAvailable: hasSelection,
      perform: { model in
        model.duplicateSelection()
        return []
      }),
    EditorCommand(
      id: "edit.delete", title: "Delete", menu: .edit.inGroup(3, order: 2),
      keys: ["Delete", "Backspace", "Cmd-Backspace"], isAvailable: hasSelection,
      perform: { model in
        model.deleteSelection(titled: "Delete")
        return []
      }),
    EditorCommand(
      id: "edit.eraseSelection", title: "Erase Selection", menu: .edit.inGroup(3, order: 3), keys: ["Cmd-E"],
      isAvailable: { !$0.state.selection.isEmpty },
      perform: { model in
        model.eraseSelection()
        return []
      }),
  ]

  /// OSC 52 bytes for the terminal, when there are any.
  static func terminalBytes(_ bytes: [UInt8]) -> [EditorEffect] {
    bytes.isEmpty ? [] : [.program(.terminalBytes(bytes))]
  }

  /// Tool keys (spec §4): a tap switches tool; held while drawing, the tool springs back when
  /// the key goes up (`SpringLoading`). Space is the hand tool only while it is held.
  static let tools: [EditorCommand] =
    [
      tool(.select, key: "V", order: 1),
      tool(.pen, key: "P", order: 2),
      tool(.brush, key: "B", order: 3),
      tool(.rectangle, key: "R", order: 4),
      tool(.ellipse, key: "O", order: 5),
      tool(.line, key: "L", order: 6),
      tool(.text, key: "T", order: 7),
      tool(.eraser, key: "E", order: 8),
      tool(.hand, key: "H", order: 9),
      EditorCommand(
        id: "tools.handWhileHeld", title: "Hand While Held", discoverabilityTitle: "Pan While Held (Hand)",
        keys: ["Space"], scope: .canvas, isInCommandMenu: false,
        perform: { model, invocation in
          pick(ToolID.hand, in: &model, invocation: invocation, springsBackAlways: true)
        }),
      EditorCommand(
        id: "tools.snapToGrid", title: "Snap to Grid",
        discoverabilityTitle: "Snap to Grid (Cmd inverts while dragging)",
        menu: .tools.inGroup(1, order: 1), keys: ["G"], scope: .canvas,
        perform: { model in
          model.canvas.latches.snap.toggle()
          return [.refreshGesture]
        }),
      EditorCommand(
        id: "tools.constrain", title: "Constrain",
        discoverabilityTitle: "Constrain: Square, Circle, 45° (Shift inverts while dragging)",
        menu: .tools.inGroup(1, order: 2), keys: ["C"], scope: .canvas,
        perform: { model in
          model.canvas.latches.constrain.toggle()
          return [.refreshGesture]
        }),
      EditorCommand(
        id: "tools.brushSmaller", title: "Smaller Brush", menu: .tools.inGroup(2, order: 1), keys: ["["],
        scope: .canvas, isRepeatable: true,
        perform: { model in
          model.style.brush = model.style.brush.smaller()
          model.state.status = .transient("Brush size \(model.style.brush.size)")
          return []
        }),
      EditorCommand(
        id: "tools.brushCharacter", title: "Brush Character…", menu: .tools.inGroup(2, order: 3),
        perform: { _ in [.present(BrushCharacterPicker())] }),
      EditorCommand(
        id: "tools.brushLarger", title: "Larger Brush", menu: .tools.inGroup(2, order: 2), keys: ["]"],
        scope: .canvas, isRepeatable: true,
        perform: { model in
          model.style.brush = model.style.brush.larger()
          model.state.status = .transient("Brush size \(model.style.brush.size)")
          return []
        }),
    ]

  /// The command that picks a tool: `tools.` and the tool's ID.
  static func command(picking tool: ToolID) -> CommandID { CommandID("tools.\(tool.rawValue)") }

  /// The command that picks a registered tool, titled as the tool is, in the Tools menu.
  static func tool(_ tool: ToolID, key: KeyChord, order: Int) -> EditorCommand {
    EditorCommand(
      id: command(picking: tool), title: ToolRegistry.tool(tool)?.title ?? tool.rawValue,
      menu: .tools.inGroup(0, order: order), keys: [key], scope: .canvas,
      perform: { model, invocation in pick(tool, in: &model, invocation: invocation) })
  }

  /// Picks a tool from a key (which may spring back when held), a menu or the command menu;
  /// text being edited is finished when the tool changes.
  static func pick(
    _ tool: ToolID, in model: inout EditorModel, invocation: CommandInvocation,
    springsBackAlways: Bool = false
  ) -> [EditorEffect] {
    let before = model.canvas.tools.current
    model.canvas.pick(tool, key: invocation.key, springsBackAlways: springsBackAlways)
    return model.canvas.tools.current == before ? [] : [.dismiss(.textEdit)]
  }

  static let shape: [EditorCommand] =
    [
      EditorCommand(
        id: "shape.newRectangle", title: "New Rectangle", menu: .shape.inGroup(0, order: 1), keys: ["Ctrl-N"],
        perform: { model in
          model.addRectangle()
          return []
        }),
      EditorCommand(
        id: "shape.startAtCursor", title: "Draw or Edit Text at Cursor",
        discoverabilityTitle: "Start a Shape at the Cursor, or Edit the Selected Text",
        menu: .shape.inGroup(0, order: 2), keys: ["Enter"], scope: .canvas,
        perform: { model, invocation in model.enterAtCursor(now: invocation.now) }),
      EditorCommand(
        id: "shape.selectNext", title: "Select Next Shape", menu: .shape.inGroup(1, order: 1),
        keys: ["Tab", "Cmd-Shift-]"], scope: .canvas, isRepeatable: true,
        isAvailable: { !$0.state.document.isEmpty },
        perform: { model in
          model.selectNext(backwards: false)
          return []
        }),
      EditorCommand(
        id: "shape.selectPrevious", title: "Select Previous Shape", menu: .shape.inGroup(1, order: 2),
        keys: ["Shift-Tab", "Cmd-Shift-["], scope: .canvas, isRepeatable: true,
        isAvailable: { !$0.state.document.isEmpty },
        perform: { model in
          model.selectNext(backwards: true)
          return []
        }),
      reorder("shape.bringForward", "Bring Forward", "Alt-Up", .forward, order: 1),
      reorder("shape.sendBackward", "Send Backward", "Alt-Down", .backward, order: 2),
      reorder("shape.bringToFront", "Bring to Front", "Alt-Shift-Up", .toFront, order: 3),
      reorder("shape.sendToBack", "Send to Back", "Alt-Shift-Down", .toBack, order: 4),
    ] + nudges + colours + styles + connectors + arrangement + structure

  static func reorder(
    _ id: CommandID, _ title: String, _ chord: KeyChord, _ move: Document.ZOrderMove, order: Int
  ) -> EditorCommand {
    EditorCommand(
      id: id, title: title, menu: .shape.inGroup(2, order: order), keys: [chord], scope: .canvas,
      isAvailable: hasSelection,
      perform: { model in
        let transaction = model.state.document.reordering(model.state.selection.shapeIDs, move)
        model.state.perform(transaction, titled: title)
        return []
      })
  }

  /// Arrows nudge one cell per press and repeat (bigger steps when held); Cmd+arrows by one
  /// grid step onto the grid; Shift+arrows grow a marquee from the cursor.
  static let nudges: [EditorCommand] = [
    ("Left", -1, 0), ("Right", 1, 0), ("Up", 0, -1), ("Down", 0, 1),
  ].flatMap { name, columns, rows in
    [
      EditorCommand(
        id: CommandID("shape.nudge\(name)"), title: "Nudge \(name)", keys: [KeyChord(stringLiteral: name)],
        scope: .canvas, isRepeatable: true,
        perform: { model, invocation in
          model.nudge(columns: columns, rows: rows, byGrid: false, invocation: invocation)
          return []
        }),
      EditorCommand(
        id: CommandID("edit.extendSelection\(name)"), title: "Select While Moving \(name)",
        keys: [KeyChord(stringLiteral: "Shift-\(name)")], scope: .canvas, isRepeatable: true,
        perform: { model in
          model.extendSelectionByKeys(columns: columns, rows: rows)
          return []
        }),
      EditorCommand(
        id: CommandID("shape.nudgeGrid\(name)"), title: "Nudge \(name) by a Grid Step",
        keys: [KeyChord(stringLiteral: "Cmd-\(name)")], scope: .canvas, isRepeatable: true,
        perform: { model, invocation in
          model.nudge(columns: columns, rows: rows, byGrid: true, invocation: invocation)
          return []
        }),
    ]
  }

  static let colourNames = [
    "Default", "Red", "Green", "Yellow", "Blue", "Magenta", "Cyan", "White", "Bright Red", "Bright Blue",
  ]

  /// Keys 1–9 and 0 set the stroke colour of the selection and of what is drawn next.
  static let colours: [EditorCommand] = (0...9).map { digit in
    EditorCommand(
      id: CommandID("shape.colour\(digit)"), title: "Stroke Colour: \(colourNames[digit])",
      menu: .shape.inGroup(3, order: digit == 0 ? 10 : digit), keys: [KeyChord(stringLiteral: "\(digit)")],
      scope: .canvas,
      perform: { model in
        model.setStrokeColor(.paletteKey(digit))
        return []
      })
  }

  static let view: [EditorCommand] = [
    EditorCommand(id: "view.grid", title: "Show Grid", menu: .view.inGroup(0, order: 1)) { model in
      model.state.showsGrid.toggle()
      return []
    },
    EditorCommand(id: "view.smartGuides", title: "Smart Guides", menu: .view.inGroup(0, order: 2)) { model in
      model.state.smartGuides.toggle()
      model.state.status = .transient(model.state.smartGuides ? "Smart guides on" : "Smart guides off")
      return []
    },
    EditorCommand(id: "view.redraw", title: "Redraw", menu: .view.inGroup(1, order: 1), keys: ["Ctrl-L"]) {
      _ in [.program(.repaint)]
    },
  ]

  static let help: [EditorCommand] = [
    EditorCommand(
      id: "help.shortcuts", title: "Keyboard Shortcuts", menu: .help.inGroup(0, order: 1), keys: ["?", "F1"],
      perform: { _ in [.toggle(ShortcutSheet())] }),
    EditorCommand(
      id: "help.commandMenu", title: "Command Menu…", menu: .help.inGroup(0, order: 2), keys: ["Cmd-K"],
      perform: { _ in [.closeMenus, .dismiss(.shortcutSheet), .present(CommandMenu())] }),
  ]
}
