import EaselCommands
import EaselDocument
import EaselGeometry

/// Shape → Align and Distribute (issue 15, spec §9 "Arrange"): each one undo step, connectors
/// following the shapes they move.
extension EditorCommands {
  static let arrangement: [EditorCommand] = alignments + distributions

  static let alignments: [EditorCommand] = Arrangement.Alignment.allCases.enumerated().map {
    order, alignment in
    let name = alignment.rawValue.prefix(1).uppercased() + alignment.rawValue.dropFirst()
    return EditorCommand(
      id: CommandID("shape.align\(name)"), title: "Align \(name)",
      discoverabilityTitle: "Align the Selection's \(name) Edges",
      menu: .shape.inGroup(10, order: order + 1),
      isAvailable: { $0.selectedObjectCount >= 2 },
      perform: { model in
        model.arrangeSelection(titled: "Align \(name)") { Arrangement.align($0, alignment) }
        return []
      })
  }

  static let distributions: [EditorCommand] = [
    ("Horizontally", Arrangement.Axis.horizontal), ("Vertically", .vertical),
  ].enumerated().map { order, choice in
    EditorCommand(
      id: CommandID("shape.distribute\(choice.0)"), title: "Distribute \(choice.0)",
      discoverabilityTitle: "Space the Selection Evenly, \(choice.0)",
      menu: .shape.inGroup(11, order: order + 1),
      isAvailable: { $0.selectedObjectCount >= 3 },
      perform: { model in
        model.arrangeSelection(titled: "Distribute \(choice.0)") {
          Arrangement.distribute($0, along: choice.1)
        }
        return []
      })
  }
}

extension EditorModel {
  /// Moves each selected object — a shape, or a group as one (spec §9) — by what `moves` says
  /// for their bounds (in z-order), as one undo step; connectors among them are left to follow
  /// their shapes, and an object holding a locked shape stays where it is. Cheap per shape, so
  /// Select All and Align Left on 10,000 shapes stay within a frame or two.
  mutating func arrangeSelection(titled title: String, _ moves: ([CanvasRect]) -> [(columns: Int, rows: Int)])
  {
    let document = state.document
    let index = state.index
    // Each object's shapes (a run of `shapes`, so 10,000 single shapes are not 10,000 arrays)
    // and bounds (a shape's from the index: nothing measured again).
    var shapes: [Shape] = []
    var objects: [(shapes: Range<Int>, bounds: CanvasRect)] = []
    func add(_ shape: Shape) {
      // Connectors follow the shapes they join, so they are not arranged themselves.
      if case .line(let line) = shape.kind, line.isConnector { return }
      guard !shape.isLocked, shape.groupID.map({ !document.isLocked($0) }) ?? true,
        let bounds = index.bounds(of: shape.id)
      else { return }
      objects.append((shapes.count..<shapes.count + 1, bounds))
      shapes.append(shape)
    }
    if document.groups.isEmpty {
      // Every object is a shape: taken by position, in z-order, with no lookup by ID.
      let positions = state.selection.shapeIDs.compactMap { document.zIndex(of: $0) }.sorted()
      shapes.reserveCapacity(positions.count)
      objects.reserveCapacity(positions.count)
      for position in positions { add(document.shapes[position]) }
    } else {
      for object in document.objects(of: state.selection.shapeIDs) {
        if let shape = document[object] {
          add(shape)
          continue
        }
        let members = document.shapeIDs(in: object).compactMap { document[$0] }
        guard members.allSatisfy({ !document.isLocked($0.id) }), let bounds = document.bounds(of: object)
        else {
          continue
        }
        objects.append((shapes.count..<shapes.count + members.count, bounds))
        shapes.append(contentsOf: members)
      }
    }
    let offsets = moves(objects.map(\.bounds))
    var edits: [Edit] = []
    edits.reserveCapacity(shapes.count)
    for (object, offset) in zip(objects, offsets) where offset.columns != 0 || offset.rows != 0 {
      for shape in shapes[object.shapes] {
        edits.append(.update(from: shape, to: shape.translated(columns: offset.columns, rows: offset.rows)))
      }
    }
    guard !edits.isEmpty else {
      state.message = "Already \(title.lowercased().hasPrefix("align") ? "aligned" : "evenly spaced")"
      return
    }
    state.perform(Transaction(edits), titled: title)
  }
}
