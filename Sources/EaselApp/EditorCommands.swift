import EaselCommands
import EaselDocument
import EaselGeometry

/// What a command asks of the driver beyond changing the editor.
enum EditorEffect: Sendable, Equatable {
  case quit
  /// Bytes for the terminal beside the frame (OSC 52 for the system clipboard).
  case writeToTerminal([UInt8])
}

typealias EditorCommand = Command<EditorScreen, EditorEffect>

/// Every editor command, declared once: the keymap, the shortcut overlay, `easel keymap` and
/// `docs/keymap.md` are all computed from this list (spec §5.3).
enum EditorCommands {
  static let catalog: CommandCatalog<EditorScreen, EditorEffect> = CommandCatalog(
    file + edit + tools + shape + view + help)

  static let hasSelection: @Sendable (EditorScreen) -> Bool = { !$0.state.selection.shapeIDs.isEmpty }

  static let file: [EditorCommand] = [
    EditorCommand(
      id: "file.save", title: "Save", menu: .file.inGroup(1, order: 1), keys: ["Cmd-S"],
      perform: { screen in
        screen.requestSave()
        return []
      }),
    EditorCommand(
      id: "file.open", title: "Open…", menu: .file.inGroup(0, order: 1), keys: ["Cmd-O"],
      perform: { screen in
        screen.openFilePrompt(.open)
        return []
      }),
    EditorCommand(
      id: "file.saveAs", title: "Save As…", menu: .file.inGroup(1, order: 2), keys: ["Cmd-Shift-S", "F12"],
      perform: { screen in
        screen.openFilePrompt(.saveAs)
        return []
      }),
    EditorCommand(
      id: "file.exportSVG", title: "Export as SVG", menu: .file.inGroup(2, order: 1),
      isAvailable: { $0.state.filePath != nil },
      perform: { screen in
        screen.requestExport(.svg)
        return []
      }),
    EditorCommand(
      id: "file.exportText", title: "Export as Text", menu: .file.inGroup(2, order: 2),
      isAvailable: { $0.state.filePath != nil },
      perform: { screen in
        screen.requestExport(.txt)
        return []
      }),
    EditorCommand(
      id: "file.quit", title: "Quit", menu: .file.inGroup(9, order: 1), keys: ["Cmd-Q"]
    ) { screen in screen.quit() },
  ]

  static let edit: [EditorCommand] = [
    EditorCommand(
      id: "edit.undo", title: "Undo", menu: .edit.inGroup(0, order: 1), keys: ["Cmd-Z"], isRepeatable: true,
      isAvailable: { $0.state.history.canUndo },
      perform: { screen in
        screen.state.undo()
        return []
      }),
    EditorCommand(
      id: "edit.redo", title: "Redo", menu: .edit.inGroup(0, order: 2), keys: ["Cmd-Shift-Z", "Cmd-Y"],
      isRepeatable: true, isAvailable: { $0.state.history.canRedo },
      perform: { screen in
        screen.state.redo()
        return []
      }),
    EditorCommand(
      id: "edit.selectAll", title: "Select All", menu: .edit.inGroup(1, order: 1), keys: ["Cmd-A"],
      isAvailable: { !$0.state.document.isEmpty },
      perform: { screen in
        screen.state.selection = Selection(Set(screen.state.document.shapes.map(\.id)))
        return []
      }),
    EditorCommand(
      id: "edit.deselect", title: "Deselect", menu: .edit.inGroup(1, order: 2), keys: ["Esc"],
      isAvailable: { !$0.state.selection.isEmpty },
      perform: { screen in
        screen.state.selection = .empty
        return []
      }),
    EditorCommand(
      id: "edit.cut", title: "Cut", menu: .edit.inGroup(2, order: 1), keys: ["Cmd-X"],
      isAvailable: hasSelection,
      perform: { screen in [.writeToTerminal(screen.cutSelection())] }),
    EditorCommand(
      id: "edit.copy", title: "Copy", menu: .edit.inGroup(2, order: 2), keys: ["Cmd-C"],
      isAvailable: hasSelection,
      perform: { screen in [.writeToTerminal(screen.copySelection())] }),
    EditorCommand(
      id: "edit.paste", title: "Paste", menu: .edit.inGroup(2, order: 3), keys: ["Cmd-V"],
      perform: { screen in
        screen.pasteShapes()
        return []
      }),
    EditorCommand(
      id: "edit.duplicate", title: "Duplicate", menu: .edit.inGroup(3, order: 1), keys: ["Cmd-D"],
      isAvailable: hasSelection,
      perform: { screen in
        screen.duplicateSelection()
        return []
      }),
    EditorCommand(
      id: "edit.delete", title: "Delete", menu: .edit.inGroup(3, order: 2),
      keys: ["Delete", "Backspace", "Cmd-Backspace"], isAvailable: hasSelection,
      perform: { screen in
        screen.deleteSelection(titled: "Delete")
        return []
      }),
    EditorCommand(
      id: "edit.eraseSelection", title: "Erase Selection", menu: .edit.inGroup(3, order: 3), keys: ["Cmd-E"],
      isAvailable: { !$0.state.selection.isEmpty },
      perform: { screen in
        screen.eraseSelection()
        return []
      }),
  ]

  /// Tool keys (spec §4): a tap switches tool; held while drawing, the tool springs back when
  /// the key goes up (`SpringLoading`). Space is the hand tool only while it is held.
  static let tools: [EditorCommand] =
    [
      tool("tools.select", "Select", "V", .select, order: 1),
      tool("tools.pen", "Pen", "P", .pen, order: 2),
      tool("tools.brush", "Brush", "B", .brush, order: 3),
      tool("tools.rectangle", "Rectangle", "R", .rectangle, order: 4),
      tool("tools.ellipse", "Ellipse", "O", .ellipse, order: 5),
      tool("tools.line", "Line", "L", .line, order: 6),
      tool("tools.text", "Text", "T", .text, order: 7),
      tool("tools.eraser", "Eraser", "E", .eraser, order: 8),
      tool("tools.hand", "Hand", "H", .hand, order: 9),
      EditorCommand(
        id: "tools.handWhileHeld", title: "Hand While Held", discoverabilityTitle: "Pan While Held (Hand)",
        keys: ["Space"], scope: .canvas, isInCommandMenu: false,
        perform: { screen in
          screen.pickTool(.hand, springsBackAlways: true)
          return []
        }),
      EditorCommand(
        id: "tools.snapToGrid", title: "Snap to Grid",
        discoverabilityTitle: "Snap to Grid (Cmd inverts while dragging)",
        menu: .tools.inGroup(1, order: 1), keys: ["G"], scope: .canvas,
        perform: { screen in
          screen.latches.snap.toggle()
          screen.refreshGesture()
          return []
        }),
      EditorCommand(
        id: "tools.constrain", title: "Constrain",
        discoverabilityTitle: "Constrain: Square, Circle, 45° (Shift inverts while dragging)",
        menu: .tools.inGroup(1, order: 2), keys: ["C"], scope: .canvas,
        perform: { screen in
          screen.latches.constrain.toggle()
          screen.refreshGesture()
          return []
        }),
      EditorCommand(
        id: "tools.brushSmaller", title: "Smaller Brush", menu: .tools.inGroup(2, order: 1), keys: ["["],
        scope: .canvas, isRepeatable: true,
        perform: { screen in
          screen.brush = screen.brush.smaller()
          screen.state.message = "Brush size \(screen.brush.size)"
          return []
        }),
      EditorCommand(
        id: "tools.brushCharacter", title: "Brush Character…", menu: .tools.inGroup(2, order: 3),
        perform: { screen in
          screen.isPickingBrushCharacter = true
          screen.state.message = "Type the brush character · Esc keeps \(screen.brush.character)"
          return []
        }),
      EditorCommand(
        id: "tools.brushLarger", title: "Larger Brush", menu: .tools.inGroup(2, order: 2), keys: ["]"],
        scope: .canvas, isRepeatable: true,
        perform: { screen in
          screen.brush = screen.brush.larger()
          screen.state.message = "Brush size \(screen.brush.size)"
          return []
        }),
    ]

  static func tool(_ id: CommandID, _ title: String, _ key: KeyChord, _ tool: EditorTool, order: Int)
    -> EditorCommand
  {
    EditorCommand(
      id: id, title: title, menu: .tools.inGroup(0, order: order), keys: [key], scope: .canvas,
      perform: { screen in
        screen.pickTool(tool)
        return []
      })
  }

  static let shape: [EditorCommand] =
    [
      EditorCommand(
        id: "shape.newRectangle", title: "New Rectangle", menu: .shape.inGroup(0, order: 1), keys: ["Ctrl-N"],
        perform: { screen in
          screen.addRectangle()
          return []
        }),
      EditorCommand(
        id: "shape.startAtCursor", title: "Draw or Edit Text at Cursor",
        discoverabilityTitle: "Start a Shape at the Cursor, or Edit the Selected Text",
        menu: .shape.inGroup(0, order: 2), keys: ["Enter"], scope: .canvas,
        perform: { screen in
          screen.enterAtCursor()
          return []
        }),
      EditorCommand(
        id: "shape.selectNext", title: "Select Next Shape", menu: .shape.inGroup(1, order: 1),
        keys: ["Tab", "Cmd-Shift-]"], scope: .canvas, isRepeatable: true,
        isAvailable: { !$0.state.document.isEmpty },
        perform: { screen in
          screen.selectNext(backwards: false)
          return []
        }),
      EditorCommand(
        id: "shape.selectPrevious", title: "Select Previous Shape", menu: .shape.inGroup(1, order: 2),
        keys: ["Shift-Tab", "Cmd-Shift-["], scope: .canvas, isRepeatable: true,
        isAvailable: { !$0.state.document.isEmpty },
        perform: { screen in
          screen.selectNext(backwards: true)
          return []
        }),
      reorder("shape.bringForward", "Bring Forward", "Alt-Up", .forward, order: 1),
      reorder("shape.sendBackward", "Send Backward", "Alt-Down", .backward, order: 2),
      reorder("shape.bringToFront", "Bring to Front", "Alt-Shift-Up", .toFront, order: 3),
      reorder("shape.sendToBack", "Send to Back", "Alt-Shift-Down", .toBack, order: 4),
    ] + nudges + colours + styles

  static func reorder(
    _ id: CommandID, _ title: String, _ chord: KeyChord, _ move: Document.ZOrderMove, order: Int
  ) -> EditorCommand {
    EditorCommand(
      id: id, title: title, menu: .shape.inGroup(2, order: order), keys: [chord], scope: .canvas,
      isAvailable: hasSelection,
      perform: { screen in
        let transaction = screen.state.document.reordering(screen.state.selection.shapeIDs, move)
        screen.state.perform(transaction, titled: title)
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
        perform: { screen in
          screen.nudge(columns: columns, rows: rows, byGrid: false)
          return []
        }),
      EditorCommand(
        id: CommandID("edit.extendSelection\(name)"), title: "Select While Moving \(name)",
        keys: [KeyChord(stringLiteral: "Shift-\(name)")], scope: .canvas, isRepeatable: true,
        perform: { screen in
          screen.extendSelectionByKeys(columns: columns, rows: rows)
          return []
        }),
      EditorCommand(
        id: CommandID("shape.nudgeGrid\(name)"), title: "Nudge \(name) by a Grid Step",
        keys: [KeyChord(stringLiteral: "Cmd-\(name)")], scope: .canvas, isRepeatable: true,
        perform: { screen in
          screen.nudge(columns: columns, rows: rows, byGrid: true)
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
      perform: { screen in
        screen.setStrokeColor(.paletteKey(digit))
        return []
      })
  }

  static let view: [EditorCommand] = [
    EditorCommand(id: "view.grid", title: "Show Grid", menu: .view.inGroup(0, order: 1)) { screen in
      screen.state.showsGrid.toggle()
      return []
    },
    EditorCommand(id: "view.redraw", title: "Redraw", menu: .view.inGroup(1, order: 1), keys: ["Ctrl-L"]) {
      screen in
      screen.invalidate()
      return []
    },
  ]

  static let help: [EditorCommand] = [
    EditorCommand(
      id: "help.shortcuts", title: "Keyboard Shortcuts", menu: .help.inGroup(0, order: 1), keys: ["?", "F1"],
      perform: { screen in
        screen.isShowingShortcuts.toggle()
        return []
      }),
    EditorCommand(
      id: "help.commandMenu", title: "Command Menu…", menu: .help.inGroup(0, order: 2), keys: ["Cmd-K"],
      perform: { screen in
        screen.openCommandMenu()
        return []
      }),
  ]
}
