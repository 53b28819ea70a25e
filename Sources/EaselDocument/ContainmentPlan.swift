import EaselGeometry

/// The working state of one containment follow-up (or preview): what the edit did to each
/// shape, and the new versions of the shapes the follow-up changes.
struct ContainmentPlan {
  let document: Document
  /// The new versions of the shapes this plan changes, by ID.
  var pending: [ShapeID: Shape] = [:]
  /// Shapes the edit added (and that are still there).
  var inserted: [ShapeID] = []
  /// Shapes the edit removed (and that are gone).
  var removed = Set<ShapeID>()
  /// The boxes the shapes the edit removed lay in.
  var removedContainers: [ShapeID: ShapeID] = [:]
  /// The shapes the edit changed (and that are still there).
  var updated = Set<ShapeID>()
  /// Where the shapes the edit changed were before it: their anchors (`ShapeKind.anchor`),
  /// and for boxes their bounds, so what moves is found without measuring every shape.
  var anchorsBefore: [ShapeID: CanvasPoint] = [:]
  var boxesBefore: [ShapeID: CanvasRect] = [:]
  /// Every shape the edit added, removed or changed.
  var touched = Set<ShapeID>()
  /// How far each shape moved as a whole (same size): by the edit or carried by this plan.
  var moves: [ShapeID: (columns: Int, rows: Int)] = [:]
  /// The shapes this plan moved along with their box.
  var carried = Set<ShapeID>()
  /// Changes of container this plan made, to answer "what does this box hold now".
  var gained: [ShapeID: Set<ShapeID>] = [:]
  var lost: [ShapeID: Set<ShapeID>] = [:]

  init(document: Document) { self.document = document }

  /// Past this many shapes to place, a pass over the document looking for a box that could
  /// take them costs less than asking the index for each.
  static let manyShapes = 64

  /// Whether `transaction`, just applied to `document`, can concern containment at all, found
  /// with one look at each edit (and, for a large move, at each shape). Added shapes always
  /// can. When some shape is in a box, so can removed shapes, boxes resized or changed, shapes
  /// changing box and connectors attached anew, and any move. When none is, only a drop
  /// (everything moved by one amount) can put a shape in a box. A large drop matters only when
  /// a box or a contained shape stayed where it was. So align and distribute in a drawing with
  /// no contained shape, and select-all moves, cost next to nothing.
  static func mayConcern(_ transaction: Transaction, in document: Document) -> Bool {
    let hasContents = document.hasContainedShapes
    var delta: (columns: Int, rows: Int)?
    var movedBoxes = 0
    var movedContents = 0
    for edit in transaction.edits {
      switch edit {
      case .insert: return true
      case .remove: if hasContents { return true }
      case .update(let old, let new):
        if hasContents {
          if old.containerID != new.containerID { return true }
          if ContainmentPlan.endsOf(old).map({ [$0.0, $0.1] })
            != ContainmentPlan.endsOf(new).map({ [$0.0, $0.1] })
          {
            return true
          }
          let wasBox = old.kind.holdsContents
          if wasBox || new.kind.holdsContents {
            guard wasBox == new.kind.holdsContents, old.bounds.size == new.bounds.size else { return true }
          }
        }
        let (from, to) = (old.kind.anchor, new.kind.anchor)
        let move = (columns: to.column - from.column, rows: to.row - from.row)
        guard move != (0, 0) else { continue }
        if let delta, delta != move { return hasContents }
        delta = move
        if new.kind.holdsContents { movedBoxes += 1 }
        if new.containerID != nil { movedContents += 1 }
      case .reorder, .insertGroup, .removeGroup, .updateGroup:
        continue
      }
    }
    guard delta != nil else { return false }
    guard transaction.edits.count > manyShapes else { return true }
    var boxes = 0
    var contents = 0
    for shape in document.shapes {
      if shape.kind.holdsContents { boxes += 1 }
      if shape.containerID != nil { contents += 1 }
    }
    return boxes > movedBoxes || contents > movedContents
  }

  /// Whether the edit added, removed or changed any shape.
  var hasWork: Bool { !touched.isEmpty }

  /// A shape as this plan has it now.
  func current(_ id: ShapeID) -> Shape? { pending[id] ?? document[id] }

  /// The shapes box `id` holds as this plan has it now.
  func contents(of id: ShapeID) -> Set<ShapeID> {
    var contents = document.contents(of: id)
    if let lost = lost[id] { contents.subtract(lost) }
    if let gained = gained[id] { contents.formUnion(gained) }
    return contents
  }

  mutating func note(_ transaction: Transaction) {
    var insertedNow = Set<ShapeID>()
    touched.reserveCapacity(transaction.edits.count)
    updated.reserveCapacity(transaction.edits.count)
    anchorsBefore.reserveCapacity(transaction.edits.count)
    for edit in transaction.edits {
      switch edit {
      case .insert(let shape, _):
        insertedNow.insert(shape.id)
        touched.insert(shape.id)
      case .remove(let shape, _):
        insertedNow.remove(shape.id)
        removed.insert(shape.id)
        removedContainers[shape.id] = shape.containerID
        touched.insert(shape.id)
      case .update(let old, _):
        if !insertedNow.contains(old.id) && updated.insert(old.id).inserted { noteBefore(old) }
        touched.insert(old.id)
      case .reorder, .insertGroup, .removeGroup, .updateGroup:
        continue
      }
    }
    if !removed.isEmpty { removed = removed.filter { !document.contains($0) } }
    if !removed.isEmpty { updated = updated.filter(document.contains) }
    for id in updated {
      guard let new = document[id] else { continue }
      noteMove(of: new)
    }
    inserted = insertedNow.filter(document.contains).sorted { $0.rawValue < $1.rawValue }
  }

  /// Notes a change the edit (or a preview) made to a shape of the document.
  mutating func noteUpdate(from old: Shape, to new: Shape) {
    touched.insert(new.id)
    updated.insert(new.id)
    noteBefore(old)
    pending[new.id] = new
    noteMove(of: new)
  }

  private mutating func noteBefore(_ old: Shape) {
    anchorsBefore[old.id] = old.kind.anchor
    if old.kind.holdsContents { boxesBefore[old.id] = old.bounds }
  }

  /// A box moved when its bounds moved and kept their size; any other shape when its anchor
  /// moved (one that also changed size is then looked at where it now is, which is all a
  /// shape that holds nothing needs).
  private mutating func noteMove(of new: Shape) {
    if let before = boxesBefore[new.id] {
      let after = new.bounds
      guard before.size == after.size, before.origin != after.origin else { return }
      moves[new.id] = (after.minColumn - before.minColumn, after.minRow - before.minRow)
    } else if let before = anchorsBefore[new.id] {
      let after = new.kind.anchor
      guard after != before else { return }
      moves[new.id] = (after.column - before.column, after.row - before.row)
    }
  }

  /// Sets the container of the plan's version of `id`.
  mutating func setContainer(of id: ShapeID, to container: ShapeID?) {
    guard var shape = current(id), shape.containerID != container else { return }
    if let old = shape.containerID {
      lost[old, default: []].insert(id)
      gained[old]?.remove(id)
    }
    if let container {
      gained[container, default: []].insert(id)
      lost[container]?.remove(id)
    }
    shape.containerID = container
    pending[id] = shape
  }

  /// The nearest box around `container` (itself included) that is still in the document,
  /// walking up through the boxes the edit removed.
  func survivingBox(from container: ShapeID?) -> ShapeID? {
    var current = container
    var steps = 0
    while let id = current, steps <= CanvasLimits.maximumContainerDepth {
      if document.contains(id) { return id }
      current = removedContainers[id]
      steps += 1
    }
    return nil
  }

  /// What lay in a box the edit removed, or in a shape that no longer holds anything, goes to
  /// the box around it.
  mutating func letGoOfRemovedContainers() {
    for id in removed.sorted(by: { $0.rawValue < $1.rawValue }) where !document.contents(of: id).isEmpty {
      let heir = survivingBox(from: removedContainers[id])
      for content in document.contents(of: id).sorted(by: { $0.rawValue < $1.rawValue }) {
        setContainer(of: content, to: heir)
      }
    }
    for id in boxesBefore.keys.sorted(by: { $0.rawValue < $1.rawValue }) where updated.contains(id) {
      guard let shape = current(id), !shape.kind.holdsContents else { continue }
      for content in contents(of: id).sorted(by: { $0.rawValue < $1.rawValue }) {
        setContainer(of: content, to: shape.containerID)
      }
    }
  }

  /// Moves what the moved boxes contain by as much as they moved, however deep, except what
  /// the edit itself changed.
  mutating func carryContents() {
    let movedBoxes = moves.keys.compactMap { document.zIndex(of: $0) }.sorted().map { document.shapes[$0].id }
    for box in movedBoxes {
      guard let move = moves[box] else { continue }
      carry(contentsOf: box, by: move)
    }
  }

  private mutating func carry(contentsOf box: ShapeID, by move: (columns: Int, rows: Int)) {
    var stack = contents(of: box).sorted { $0.rawValue > $1.rawValue }
    while let id = stack.popLast() {
      guard !touched.contains(id), !carried.contains(id), let shape = current(id) else { continue }
      pending[id] = shape.translated(columns: move.columns, rows: move.rows)
      carried.insert(id)
      moves[id] = move
      stack += contents(of: id).sorted { $0.rawValue > $1.rawValue }
    }
  }

  /// What a box that changed size (or shape) contains stays where it is while it still lies
  /// inside; otherwise it moves in by the least distance, with what it contains, and one
  /// larger than the inside is let go to the nearest box around that holds it (with
  /// `lettingGo` false, as a preview, it stays where it is). Connectors are left to their
  /// follow-up, which routes them to their shapes.
  mutating func keepContentsInResizedContainers(lettingGo: Bool = true) {
    let changed = boxesBefore.keys.filter { updated.contains($0) && moves[$0] == nil }.compactMap {
      document.zIndex(of: $0)
    }.sorted()
    for position in changed {
      let boxID = document.shapes[position].id
      guard let box = current(boxID), let inner = box.kind.innerArea, box.bounds != boxesBefore[boxID]
      else { continue }
      for id in contents(of: boxID).sorted(by: { $0.rawValue < $1.rawValue }) {
        guard let shape = current(id) else { continue }
        if case .line(let line) = shape.kind, line.isConnector { continue }
        let bounds = shape.bounds
        if !inner.isEmpty && inner.contains(bounds) { continue }
        if bounds.size.columns <= inner.size.columns && bounds.size.rows <= inner.size.rows {
          let columns =
            max(inner.minColumn - bounds.minColumn, 0) + min(inner.maxColumn - bounds.maxColumn, 0)
          let rows = max(inner.minRow - bounds.minRow, 0) + min(inner.maxRow - bounds.maxRow, 0)
          pending[id] = shape.translated(columns: columns, rows: rows)
          moves[id] = (columns, rows)
          carried.insert(id)
          carry(contentsOf: id, by: (columns, rows))
        } else if lettingGo {
          var heir = box.containerID
          while let candidate = heir, let around = current(candidate), !Document.holds(around, bounds) {
            heir = around.containerID
          }
          setContainer(of: id, to: heir)
        }
      }
    }
  }

  /// Shapes the edit dropped (moved all by one amount) without their box, and shapes it added
  /// in no box, go in the innermost box that holds them, stays where it is and lies behind them;
  /// a moved shape its box no longer holds is let go.
  mutating func reconsiderMovedAndAddedShapes(index: SpatialIndex, addedMayHoldAdded: Bool = false) {
    let moving = addedMayHoldAdded ? Set(moves.keys) : Set(moves.keys).union(inserted)
    let movedShapes = moves.keys.filter { !carried.contains($0) && updated.contains($0) }
    guard !movedShapes.isEmpty || !inserted.isEmpty else { return }
    // A drop is a move of everything by one amount (a drag, a nudge); align and distribute
    // move shapes by different amounts, and only let go of what they take out of its box.
    let isDrop = movedShapes.dropFirst().allSatisfy { moves[$0]! == moves[movedShapes[0]]! }
    let placing = (isDrop ? movedShapes.count : 0) + inserted.count
    // Many shapes to place (a select-all move, a large paste, restored work): one pass over the
    // document first, as only a box that stayed where it was can take any of them; without
    // one, each can only stay in the box it is in.
    let anyStaticBox =
      placing <= Self.manyShapes
      || document.shapes.contains(where: { $0.kind.holdsContents && !moving.contains($0.id) })
    let order = (movedShapes + inserted).compactMap { document.zIndex(of: $0) }.sorted()
    for position in order {
      let id = document.shapes[position].id
      guard let shape = current(id), Self.endsOf(shape) == nil else { continue }
      let present = shape.containerID
      let isAdded = !updated.contains(id)
      if isAdded {
        // Added: only shapes in no box look for one (a pasted box's contents keep theirs).
        guard present == nil else { continue }
      } else if let present, let boxMove = moves[present], let move = moves[id], boxMove == move {
        continue  // moved together with its box
      }
      let searches = anyStaticBox && (isAdded || isDrop)
      guard searches || present != nil else { continue }
      let box = innermostBox(
        holding: shape, at: position, index: searches ? index : nil, excluding: moving, keeping: present)
      if box != present { setContainer(of: id, to: box) }
    }
  }

  /// The shapes a connector joins, when both its ends are attached.
  static func endsOf(_ shape: Shape) -> (ShapeID, ShapeID)? {
    guard case .line(let line) = shape.kind, let start = line.startBinding?.shape,
      let end = line.endBinding?.shape
    else { return nil }
    return (start, end)
  }

  /// A connector joining two shapes lies in the innermost box around both (one end's shape
  /// itself when it holds the other), whatever way its route goes: looked at for the
  /// connectors the edit added or changed and those attached to a shape that changed box.
  mutating func placeConnectors() {
    var connectors = Set<ShapeID>()
    for id in inserted + Array(updated) {
      if let shape = current(id), Self.endsOf(shape) != nil { connectors.insert(id) }
    }
    for (id, shape) in pending where shape.containerID != document[id]?.containerID {
      connectors.formUnion(document.connectors(boundTo: id))
    }
    for id in inserted where document[id]?.kind.acceptsConnectors == true {
      connectors.formUnion(document.connectors(boundTo: id))
    }
    for id in connectors.sorted(by: { $0.rawValue < $1.rawValue }) {
      guard let shape = current(id), let (start, end) = Self.endsOf(shape) else { continue }
      let box = innermostBox(around: start, end)
      if box != shape.containerID { setContainer(of: id, to: box) }
    }
  }

  /// The innermost box holding both shapes (one of them, when it holds the other) that keeps
  /// a shape in it within the depth limit.
  private func innermostBox(around first: ShapeID, _ second: ShapeID) -> ShapeID? {
    func chain(_ id: ShapeID) -> [ShapeID] {
      var boxes: [ShapeID] = []
      if current(id)?.kind.holdsContents == true { boxes.append(id) }
      var around = current(id)?.containerID
      while let box = around, boxes.count <= CanvasLimits.maximumContainerDepth {
        boxes.append(box)
        around = current(box)?.containerID
      }
      return boxes
    }
    let firstChain = chain(first)
    let secondChain = Set(chain(second))
    for (position, box) in firstChain.enumerated() where secondChain.contains(box) {
      // The boxes above the connector: this one and those around it.
      if firstChain.count - position <= CanvasLimits.maximumContainerDepth { return box }
    }
    return nil
  }

  /// The innermost box (smallest inside, then frontmost) that holds `shape`'s bounds, lies
  /// behind it, is drawn, is not `shape` or inside it, keeps boxes within the depth limit, and
  /// is not one of `excluding` (boxes that moved or were added), `keeping` excepted. Without
  /// an index, only `keeping` is looked at.
  private func innermostBox(
    holding shape: Shape, at position: Int, index: SpatialIndex?, excluding: Set<ShapeID>, keeping: ShapeID?
  ) -> ShapeID? {
    let bounds = shape.bounds
    var candidates = index?.shapeIDs(intersecting: bounds) ?? []
    if let keeping { candidates.append(keeping) }
    var best: (id: ShapeID, area: Int, position: Int)?
    var height: Int?
    for id in candidates where id != shape.id && (id == keeping || !excluding.contains(id)) {
      guard let box = current(id), let inner = box.kind.innerArea, !inner.isEmpty, inner.contains(bounds),
        let boxPosition = document.zIndex(of: id), boxPosition < position, document.isDrawn(box)
      else { continue }
      let area = inner.size.columns * inner.size.rows
      if let best, (best.area, -best.position) <= (area, -boxPosition) { continue }
      // Not inside the shape itself, and not too deep.
      var depth = 1
      var around = box.containerID
      var isInside = false
      while let next = around, depth <= CanvasLimits.maximumContainerDepth {
        if next == shape.id {
          isInside = true
          break
        }
        depth += 1
        around = current(next)?.containerID
      }
      guard !isInside else { continue }
      let below = height ?? subtreeHeight(of: shape.id)
      height = below
      guard depth + below <= CanvasLimits.maximumContainerDepth else { continue }
      best = (id, area, boxPosition)
    }
    return best?.id
  }

  /// How many levels of contents lie below `id`, as this plan has it.
  private func subtreeHeight(of id: ShapeID) -> Int {
    var height = 0
    var level = Array(contents(of: id))
    while !level.isEmpty && height <= CanvasLimits.maximumContainerDepth {
      height += 1
      level = level.flatMap { contents(of: $0) }
    }
    return height
  }

  /// The plan's changes as edits, bottom to top: first every change with the new container
  /// held back where it is a box the shape was not in (so no state on the way holds a circle
  /// of boxes), then those containers set.
  func transaction() -> Transaction {
    let positions = pending.keys.compactMap { document.zIndex(of: $0) }.sorted()
    var edits: [Edit] = []
    var joining: [(Shape, Shape)] = []
    for position in positions {
      let old = document.shapes[position]
      guard let new = pending[old.id], new != old else { continue }
      if let container = new.containerID, container != old.containerID {
        var first = new
        first.containerID = nil
        if first != old { edits.append(.update(from: old, to: first)) }
        joining.append((first, new))
      } else {
        edits.append(.update(from: old, to: new))
      }
    }
    for (from, to) in joining { edits.append(.update(from: from, to: to)) }
    return Transaction(edits)
  }
}
