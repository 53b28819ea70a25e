import EaselCommands
import EaselDocument

/// Connectors at the keyboard (issue 14, spec §8): connected copies, walking the diagram, and
/// the route of the selected lines.
extension EditorCommands {
  static let connectors: [EditorCommand] = connectedCopies + walks + routes + [editConnector]

  static let directions: [(name: String, columns: Int, rows: Int, walkKeys: [KeyChord])] = [
    ("Left", -1, 0, ["Alt-J", "Alt-Left"]), ("Right", 1, 0, ["Alt-L", "Alt-Right"]), ("Up", 0, -1, ["Alt-I"]),
    ("Down", 0, 1, ["Alt-K"]),
  ]

  static let connectedCopies: [EditorCommand] = directions.enumerated().map { order, direction in
    EditorCommand(
      id: CommandID("shape.connectedCopy\(direction.name)"), title: "Add Connected Shape \(direction.name)",
      discoverabilityTitle: "Add a Copy Joined by an Arrow, \(direction.name)",
      menu: .shape.inGroup(7, order: order + 1),
      keys: [KeyChord(stringLiteral: "Cmd-Shift-\(direction.name)")], scope: .canvas,
      isAvailable: { $0.state.selection.shapeIDs.count == 1 },
      perform: { model in
        model.addConnectedCopy(columns: direction.columns, rows: direction.rows)
        return []
      })
  }

  static let walks: [EditorCommand] = directions.enumerated().map { order, direction in
    EditorCommand(
      id: CommandID("shape.selectConnected\(direction.name)"),
      title: "Go to Connected Shape \(direction.name)",
      menu: .shape.inGroup(8, order: order + 1), keys: direction.walkKeys, scope: .canvas, isRepeatable: true,
      isAvailable: { $0.state.selection.shapeIDs.count == 1 },
      perform: { model in
        model.selectConnected(columns: direction.columns, rows: direction.rows)
        return []
      })
  }

  static let routes: [EditorCommand] = LineRoute.allCases.enumerated().map { order, route in
    EditorCommand(
      id: CommandID("shape.route\(route == .elbow ? "Elbow" : "Straight")"),
      title: "Connector: \(route == .elbow ? "Elbow" : "Straight")",
      menu: .shape.inGroup(9, order: order + 1),
      isAvailable: selectionHolds(["line"]),
      perform: { model in
        model.setRoute(route)
        return []
      })
  }

  /// The keyboard's way to every handle of the selected connector (`ConnectorEditSurface`).
  static let editConnector = EditorCommand(
    id: "shape.editConnector", title: "Edit Connector Ends and Runs…",
    discoverabilityTitle: "Move a Connector's Ends and Runs with the Keyboard",
    menu: .shape.inGroup(9, order: 3),
    isAvailable: { model in
      model.state.selection.shapeIDs.count == 1
        && model.state.selectedShapes.allSatisfy {
          if case .line = $0.kind { return true } else { return false }
        }
    },
    perform: { model in
      guard let id = model.state.selection.shapeIDs.first,
        let surface = ConnectorEditSurface(editing: id, in: model.state)
      else { return [] }
      return [.present(surface)]
    })
}
