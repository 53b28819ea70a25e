import EaselDocument
import EaselGeometry

/// Keyboard diagramming (spec §8): a connected copy of the selected shape one grid step away,
/// walking the diagram along its connectors, and the route of the selected connectors.
extension EditorModel {
  /// The one selected shape; with none or several, nil and `message` on the status bar.
  private mutating func soleSelectedShape(else message: String) -> Shape? {
    guard state.selection.shapeIDs.count == 1, let id = state.selection.shapeIDs.first,
      let shape = state.document[id]
    else {
      state.message = message
      return nil
    }
    return shape
  }

  /// Cmd-Shift-arrow: a copy of the one selected shape one grid step beyond it that way,
  /// joined to it by an elbow arrow, selected. One undo step.
  mutating func addConnectedCopy(columns: Int, rows: Int) {
    guard let original = soleSelectedShape(else: "Select one shape to add a connected copy of it") else {
      return
    }
    guard original.kind.acceptsConnectors else {
      state.message = "Only rectangles, ellipses and text take connectors"
      return
    }
    let bounds = original.bounds
    let dx = columns * (bounds.size.columns + state.grid.columns)
    let dy = rows * (bounds.size.rows + state.grid.rows)
    var document = state.document
    guard let copy = document.makeCopies(of: [original], columns: dx, rows: dy).first else { return }
    let (fromSide, toSide): (ShapeSide, ShapeSide) =
      columns > 0
      ? (.right, .left) : columns < 0 ? (.left, .right) : rows > 0 ? (.bottom, .top) : (.top, .bottom)
    let start = ConnectorRouter.borderCell(of: bounds, side: fromSide, offset: nil)
    let end = ConnectorRouter.borderCell(of: copy.bounds, side: toSide, offset: nil)
    let arrowheads = style.arrowheads(endAttached: true)
    let arrow = Shape(
      id: document.makeShapeID(),
      kind: .line(
        Line(
          start: start, end: end, style: style.lineStyle, arrowAtStart: arrowheads.atStart,
          arrowAtEnd: arrowheads.atEnd, route: .elbow,
          startBinding: LineBinding(shape: original.id), endBinding: LineBinding(shape: copy.id))),
      strokeColor: style.strokeColor)
    state.perform(
      state.document.adding([copy, arrow]), titled: "Add Connected Shape", selecting: Selection([copy.id]))
    state.cursor = copy.bounds.origin
  }

  /// Alt+I/J/K/L: selects the shape connected to the selected one that lies most nearly that
  /// way (the nearest of those); says so when there is none.
  mutating func selectConnected(columns: Int, rows: Int) {
    guard let shape = soleSelectedShape(else: "Select one shape to go to the shapes connected to it") else {
      return
    }
    let id = shape.id
    let here = shape.bounds
    var best: (distance: Int, id: ShapeID)?
    for lineID in state.document.connectors(boundTo: id) {
      guard case .line(let line)? = state.document[lineID]?.kind else { continue }
      for other in line.boundShapes where other != id {
        guard let there = state.document[other]?.bounds else { continue }
        // Doubled centres keep half cells exact; rows count twice, as cells are about twice
        // as tall as wide.
        let across = (2 * there.minColumn + there.size.columns) - (2 * here.minColumn + here.size.columns)
        let down = 2 * ((2 * there.minRow + there.size.rows) - (2 * here.minRow + here.size.rows))
        let along = columns != 0 ? across * columns : down * rows
        let aside = columns != 0 ? abs(down) : abs(across)
        guard along > 0, along >= aside else { continue }
        let distance = along + aside
        if best == nil || (distance, other.rawValue) < (best!.distance, best!.id.rawValue) {
          best = (distance, other)
        }
      }
    }
    guard let best, let target = state.document[best.id] else {
      let way = columns > 0 ? "right" : columns < 0 ? "left" : rows > 0 ? "below" : "above"
      state.status = .transient(
        "No connected shape \(way == "right" || way == "left" ? "to the \(way)" : way)")
      return
    }
    state.selection = Selection([best.id])
    state.cursor = target.bounds.origin
  }

  /// Shape → Connector: Straight / Elbow for the selected lines, routed again at once.
  mutating func setRoute(_ route: LineRoute) {
    let document = state.document
    let index = state.index
    restyleSelection(titled: route == .elbow ? "Elbow Route" : "Straight Route") { shape in
      guard case .line(var line) = shape.kind, line.route != route else { return }
      line.route = route
      line.bends = []
      shape.kind = .line(document.routed(line, index: index))
    }
  }
}
