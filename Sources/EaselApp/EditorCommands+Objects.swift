import EaselCommands
import EaselDocument

extension CommandScope {
  /// The objects panel has the keyboard focus: its keys come before the global ones, and the
  /// canvas's (tools, nudges) are not live.
  static let objects = CommandScope("objects")
}

/// View → Objects, F6, and the keys of the objects panel (spec §9). The panel's commands are
/// live while it has the focus, and the shortcut sheet lists them first then.
extension EditorCommands {
  static let objectsView: [EditorCommand] = [
    EditorCommand(
      id: "view.objects", title: "Objects", discoverabilityTitle: "Show or Hide the Objects Panel",
      menu: .view.inGroup(2, order: 1), keys: ["Alt-O"],
      perform: { model in
        model.toggleObjectsPanel()
        return []
      }),
    EditorCommand(
      id: "view.switchFocus", title: "Switch Focus",
      discoverabilityTitle: "Focus the Objects Panel or the Canvas",
      menu: .view.inGroup(2, order: 2), keys: ["F6"],
      perform: { model in
        model.switchObjectsFocus()
        return []
      }),
  ]

  /// The panel's own keys, in the order the sheet lists them.
  static let objectsPanel: [EditorCommand] = [
    panel("objects.previous", "Previous Row", "Up", repeats: true) { model in
      model.objectsList { list, count in
        list.moveFocus(by: -1, count: count)
        return []
      }
    },
    panel("objects.next", "Next Row", "Down", repeats: true) { model in
      model.objectsList { list, count in
        list.moveFocus(by: 1, count: count)
        return []
      }
    },
    panel("objects.pageUp", "Page Up", "PageUp", repeats: true) { model in
      let page = max(1, model.objects.pageRows - 1)
      model.objectsList { list, count in
        list.moveFocus(by: -page, count: count)
        return []
      }
    },
    panel("objects.pageDown", "Page Down", "PageDown", repeats: true) { model in
      let page = max(1, model.objects.pageRows - 1)
      model.objectsList { list, count in
        list.moveFocus(by: page, count: count)
        return []
      }
    },
    panel("objects.first", "First Row", "Home") { model in
      model.objectsList { list, count in
        list.moveFocus(to: 0, count: count)
        return []
      }
    },
    panel("objects.last", "Last Row", "End") { model in
      model.objectsList { list, count in
        list.moveFocus(to: count - 1, count: count)
        return []
      }
    },
    panel("objects.select", "Select Row", ["Space", "Enter"], title: "Select the Focused Row Alone") {
      model in
      model.objectsList { list, count in list.selectFocused(count: count) }
    },
    panel("objects.extendUp", "Extend Selection Up", "Shift-Up", repeats: true) { model in
      model.objectsList { list, count in list.extend(by: -1, count: count) }
    },
    panel("objects.extendDown", "Extend Selection Down", "Shift-Down", repeats: true) { model in
      model.objectsList { list, count in list.extend(by: 1, count: count) }
    },
    panel("objects.toggle", "Add or Remove Row", "Cmd-Space", title: "Add the Focused Row or Take It Out") {
      model in
      model.objectsList { list, count in list.toggleFocused(count: count) }
    },
    panel("objects.moveUp", "Move Up", "Alt-Up", title: "Move the Selection Up (Forward)") { model in
      model.reorderInObjects(.forward)
    },
    panel("objects.moveDown", "Move Down", "Alt-Down", title: "Move the Selection Down (Backward)") { model in
      model.reorderInObjects(.backward)
    },
    panel("objects.fold", "Fold Group", "Left", title: "Fold the Group, or Go to It") { model in
      model.foldInObjects(open: false)
    },
    panel("objects.unfold", "Open Group", "Right") { model in model.foldInObjects(open: true) },
    panel("objects.rename", "Rename…", "F2", title: "Rename the Focused Row") { model in
      model.startRenamingInObjects()
    },
    panel("objects.toCanvas", "Back to the Canvas", "Esc") { model in
      model.objects.hasFocus = false
    },
  ]

  /// A panel command: live while the panel has the focus, not in the menus or the command menu
  /// (it acts on the focused row).
  static func panel(
    _ id: CommandID, _ menuTitle: String, _ keys: [KeyChord], title: String? = nil, repeats: Bool = false,
    _ action: @escaping @Sendable (inout EditorModel) -> Void
  ) -> EditorCommand {
    EditorCommand(
      id: id, title: menuTitle, discoverabilityTitle: title, keys: keys, scope: .objects,
      isRepeatable: repeats,
      isInCommandMenu: false, isAvailable: { $0.objects.isOpen && $0.objects.hasFocus },
      perform: { model in
        action(&model)
        return []
      })
  }

  static func panel(
    _ id: CommandID, _ menuTitle: String, _ key: KeyChord, title: String? = nil, repeats: Bool = false,
    _ action: @escaping @Sendable (inout EditorModel) -> Void
  ) -> EditorCommand {
    panel(id, menuTitle, [key], title: title, repeats: repeats, action)
  }
}
