import EaselCommands
import EaselDocument

/// Shape → Group, Ungroup, Hide and Lock (spec §9): each one undo step.
extension EditorCommands {
  static let structure: [EditorCommand] = [
    EditorCommand(
      id: "shape.group", title: "Group", discoverabilityTitle: "Group the Selection",
      menu: .shape.inGroup(12, order: 1), keys: ["Cmd-G"], isAvailable: hasSelection,
      perform: { model in
        model.groupSelection()
        return []
      }),
    EditorCommand(
      id: "shape.ungroup", title: "Ungroup", discoverabilityTitle: "Ungroup the Selected Groups",
      menu: .shape.inGroup(12, order: 2), keys: ["Cmd-Shift-G", "Alt-G"],
      isAvailable: { model in
        // Some selected shape in a group is enough to look further (cheap where there are none).
        let document = model.state.document
        return !document.groups.isEmpty
          && model.state.selection.shapeIDs.contains { document[$0]?.groupID != nil }
          && document.objects(of: model.state.selection.shapeIDs).contains(where: document.isGroup)
      },
      perform: { model in
        model.ungroupSelection()
        return []
      }),
    EditorCommand(
      id: "shape.toggleHidden", title: "Hide or Show", discoverabilityTitle: "Hide or Show the Selection",
      menu: .shape.inGroup(13, order: 1), keys: ["Cmd-Shift-H", "Alt-Shift-H"], isAvailable: hasSelection,
      perform: { model in
        model.toggleHiddenSelection()
        return []
      }),
    EditorCommand(
      id: "shape.toggleLocked", title: "Lock or Unlock", discoverabilityTitle: "Lock or Unlock the Selection",
      menu: .shape.inGroup(13, order: 2), keys: ["Cmd-Shift-L", "Alt-Shift-L"], isAvailable: hasSelection,
      perform: { model in
        model.toggleLockedSelection()
        return []
      }),
  ]
}

extension EditorModel {
  /// How many objects the selection makes up: a group counts once (spec §9).
  var selectedObjectCount: Int {
    let ids = state.selection.shapeIDs
    guard ids.count >= 2, !state.document.groups.isEmpty else { return ids.count }
    return state.document.objects(of: ids).count
  }

  /// Cmd-G: the selection's objects gathered into a new group, which stays selected.
  mutating func groupSelection() {
    let document = state.document
    let objects = document.objects(of: state.selection.shapeIDs)
    guard !objects.isEmpty else { return }
    let id = ShapeID(document.nextShapeID)
    state.perform(document.grouping(objects, as: id), titled: "Group", selecting: state.selection)
    if state.document.isGroup(id) {
      state.status = .transient("Grouped \(objects.count == 1 ? "1 object" : "\(objects.count) objects")")
    }
  }

  /// Ungroup: each selected group hands its members to the group around it; they stay selected.
  mutating func ungroupSelection() {
    let document = state.document
    let groups = document.objects(of: state.selection.shapeIDs).filter(document.isGroup)
    guard !groups.isEmpty else { return }
    state.perform(document.ungrouping(groups), titled: "Ungroup", selecting: state.selection)
  }

  /// Hides the selection's objects, or shows them all when every one is hidden already.
  mutating func toggleHiddenSelection() {
    let document = state.document
    let objects = document.objects(of: state.selection.shapeIDs)
    let hide = !objects.allSatisfy(document.isHidden)
    state.perform(document.settingHidden(objects, hide), titled: hide ? "Hide" : "Show")
  }

  /// Locks the selection's objects, or unlocks them all when every one is locked already.
  mutating func toggleLockedSelection() {
    let document = state.document
    let objects = document.objects(of: state.selection.shapeIDs)
    let lock = !objects.allSatisfy(document.isLocked)
    state.perform(document.settingLocked(objects, lock), titled: lock ? "Lock" : "Unlock")
  }
}
