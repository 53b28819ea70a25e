import EaselDocument

/// One row of the objects panel: a shape, or a group that folds open.
struct ObjectRow: Hashable, Sendable {
  var id: ShapeID
  /// How many groups it is inside (its indent).
  var depth: Int
  var isGroup: Bool
  /// For a group: whether its members are listed under it.
  var isOpen: Bool
}

/// The objects panel's rows (spec §9): every shape, front first, a group's row above its
/// members, which are listed only while it is open. Built once per change of the document's
/// order or groups (`Document.structureRevision`), in time linear in the shapes; a frame reads
/// only the rows it shows, so 100,000 shapes scroll and select at the cost of one screen.
struct ObjectRows: Sendable {
  private(set) var rows: [ObjectRow] = []
  /// The row of the shape at each z-position; -1 inside a folded group.
  private var rowOfPosition: [Int32] = []
  private var rowOfGroup: [ShapeID: Int] = [:]
  /// What the rows were built from.
  private(set) var structureRevision: UInt64?
  private(set) var openGroups: Set<ShapeID> = []

  init() {}

  init(_ document: Document, openGroups: Set<ShapeID>) {
    self.openGroups = openGroups
    structureRevision = document.structureRevision
    let shapes = document.shapes
    rows.reserveCapacity(shapes.count)
    rowOfPosition = [Int32](repeating: -1, count: shapes.count)
    // The groups around the previous shape, outermost first, and how many of them are open all
    // the way down (rows are listed only under open groups).
    var around: [ShapeID] = []
    var openDepth = 0
    for position in shapes.indices.reversed() {
      let shape = shapes[position]
      let chain: [ShapeID] = shape.groupID == nil ? [] : document.ancestors(of: shape.id).reversed()
      var shared = 0
      while shared < min(around.count, chain.count) && around[shared] == chain[shared] { shared += 1 }
      around.removeLast(around.count - shared)
      openDepth = min(openDepth, shared)
      for group in chain[shared...] {
        if openDepth == around.count {
          let isOpen = openGroups.contains(group)
          rowOfGroup[group] = rows.count
          rows.append(ObjectRow(id: group, depth: around.count, isGroup: true, isOpen: isOpen))
          if isOpen { openDepth += 1 }
        }
        around.append(group)
      }
      if openDepth == around.count {
        rowOfPosition[position] = Int32(rows.count)
        rows.append(ObjectRow(id: shape.id, depth: around.count, isGroup: false, isOpen: false))
      }
    }
  }

  var count: Int { rows.count }

  subscript(row: Int) -> ObjectRow { rows[row] }

  /// Whether these rows still show `document` with these groups open.
  func isCurrent(for document: Document, openGroups: Set<ShapeID>) -> Bool {
    structureRevision == document.structureRevision && self.openGroups == openGroups
      && rowOfPosition.count == document.count
  }

  /// The row of a shape or group, nil when it is folded away or unknown.
  func row(of id: ShapeID, in document: Document) -> Int? {
    if let position = document.zIndex(of: id) {
      guard position < rowOfPosition.count, rowOfPosition[position] >= 0 else { return nil }
      return Int(rowOfPosition[position])
    }
    return rowOfGroup[id]
  }

  /// The row that shows `id`: its own, or that of the folded group hiding it.
  func visibleRow(of id: ShapeID, in document: Document) -> Int? {
    if let row = row(of: id, in: document) { return row }
    // A group has a row when every group around it is open: the innermost such is the folded one.
    for group in document.ancestors(of: id) {
      if let row = rowOfGroup[group] { return row }
    }
    return nil
  }
}
