import EaselGeometry

/// Boxes keep their content (spec §10.1): a shape lying wholly inside a box can be *contained*
/// by it (`Shape.containerID`), and then goes with it as a group's members go with the group.
///
/// - Moving or nudging a box moves what it contains, however deep, by the same amount.
/// - Resizing a box leaves what it contains where it is, unless that would now stick out of
///   the inside of the frame: then it moves in by the least distance, and if it is larger than
///   the inside it is let go (to the box around, if that still holds it).
/// - Deleting, copying, cutting and duplicating a box take what it contains along
///   (`removing(_:)`, `collection(of:)`); a box that goes any other way (the eraser cutting
///   its frame) hands what it held to the box around it.
/// - A shape moved (dragged, nudged, aligned) without its box is let go once it no longer lies
///   inside it, and a shape moved or added wholly inside a box that stays where it is becomes
///   contained by it, the innermost such box in front of which it lies (as frames in Keynote and
///   Figma take what is dropped into them). A box moved onto shapes does not take them.
///
/// All of it follows an edit in the same undo step (`containmentFollowUp`), as connectors do;
/// connectors attached to the shapes it moves are routed again in it, so the connector
/// follow-up of the edit itself needs nothing more.
extension Document {
  /// The box shape `id` lies in, if any.
  public func container(of id: ShapeID) -> ShapeID? { self[id]?.containerID }

  /// The boxes around shape `id`, innermost first.
  public func containers(of id: ShapeID) -> [ShapeID] {
    var chain: [ShapeID] = []
    var current = self[id]?.containerID
    while let box = current, chain.count < CanvasLimits.maximumContainerDepth, let shape = self[box] {
      chain.append(box)
      current = shape.containerID
    }
    return chain
  }

  /// `ids` (the ones that exist) with every shape they contain, however deep.
  public func withContents(_ ids: Set<ShapeID>) -> Set<ShapeID> {
    var result = Set(ids.filter(contains))
    guard hasContainedShapes else { return result }
    var pending = Array(result)
    while let id = pending.popLast() {
      for content in contents(of: id) where result.insert(content).inserted { pending.append(content) }
    }
    return result
  }

  /// Whether `bounds` lie wholly inside `box`'s inner area (the cells inside its frame).
  public static func holds(_ box: Shape, _ bounds: CanvasRect) -> Bool {
    guard let inner = box.kind.innerArea, !inner.isEmpty else { return false }
    return inner.contains(bounds)
  }

  /// Puts the shapes `ids` in box `box` (the objects panel, an import): each must lie wholly
  /// inside it, in front of it, not be the box or hold it, and keep boxes within the depth
  /// limit; the others are left as they are. Empty when none can go in.
  public func containing(_ ids: [ShapeID], in box: ShapeID) -> Transaction {
    guard let container = self[box], container.kind.holdsContents, let boxIndex = zIndex(of: box) else {
      return Transaction()
    }
    let around = containers(of: box)
    var edits: [Edit] = []
    for id in ids {
      guard let shape = self[id], shape.containerID != box, let index = zIndex(of: id), index > boxIndex,
        Self.holds(container, shape.bounds), !around.contains(id),
        around.count + 1 + containmentHeight(below: id) <= CanvasLimits.maximumContainerDepth
      else { continue }
      var moved = shape
      moved.containerID = box
      edits.append(.update(from: shape, to: moved))
    }
    return Transaction(edits)
  }

  /// Takes the shapes `ids` out of their boxes, to the top level.
  public func releasing(_ ids: [ShapeID]) -> Transaction {
    updating(
      ids.compactMap { id in
        guard var shape = self[id], shape.containerID != nil else { return nil }
        shape.containerID = nil
        return shape
      })
  }

  /// The edits that keep what boxes contain with them after `transaction` was applied to this
  /// document (`index` indexes it as it is now): contents carried along with moved boxes and
  /// kept inside resized ones, shapes let go of by boxes they left or that are gone, and taken
  /// by boxes they were moved or added into (see the type's notes), and the connectors
  /// attached to what it moves routed again. Empty when nothing is concerned. Apply it in the
  /// same undo step, before the connector follow-up (which then finds the contents where they
  /// now are).
  public func containmentFollowUp(after transaction: Transaction, index: SpatialIndex) -> Transaction {
    var plan = ContainmentPlan(document: self)
    plan.note(transaction)
    guard plan.hasWork else { return Transaction() }
    plan.letGoOfRemovedContainers()
    plan.carryContents()
    plan.keepContentsInResizedContainers()
    plan.reconsiderMovedAndAddedShapes(index: index)
    let moved = plan.pending.values.filter { self[$0.id]?.bounds != $0.bounds }
    if !moved.isEmpty {
      let ordered = moved.sorted { $0.id.rawValue < $1.id.rawValue }
      for shape in connectorsFollowing(ordered, index: index) { plan.pending[shape.id] = shape }
    }
    return plan.transaction()
  }

  /// `shapes` (versions of this document's shapes shown elsewhere, as a move or a resize
  /// previews them) followed by what those of them that are boxes contain, where the edit
  /// would put it: carried along, or moved in to stay inside. For live previews; the caller
  /// hides the document's own versions of everything returned.
  public func contentsFollowing(_ shapes: [Shape]) -> [Shape] {
    guard hasContainedShapes else { return shapes }
    var plan = ContainmentPlan(document: self)
    for shape in shapes {
      guard let old = self[shape.id] else { continue }
      plan.noteUpdate(from: old, to: shape)
    }
    plan.carryContents()
    plan.keepContentsInResizedContainers(lettingGo: false)
    let shown = Set(shapes.map(\.id))
    let followers = plan.pending.keys.filter { !shown.contains($0) }.compactMap { zIndex(of: $0) }.sorted()
    return shapes + followers.compactMap { plan.pending[self.shapes[$0].id] }
  }
}

extension ShapeKind {
  /// Whether shapes can lie in a shape of this kind and go with it: rectangles (and, later,
  /// the other outlines with an inner area).
  public var holdsContents: Bool { innerArea != nil }

  /// The cells inside the outline, where a label is laid out and contained shapes lie; nil
  /// for kinds that have no inside. Empty for a box too thin to have cells inside its frame.
  public var innerArea: CanvasRect? {
    switch self {
    case .rectangle(let rectangle): return rectangle.interior
    case .ellipse, .line, .pen, .brush, .text: return nil
    }
  }
}

/// The working state of one containment follow-up (or preview): what the edit did to each
/// shape, and the new versions of the shapes the follow-up changes.
struct ContainmentPlan {
  let document: Document
  /// The new versions of the shapes this plan changes, by ID.
  var pending: [ShapeID: Shape] = [:]
  /// Shapes the edit added (and that are still there).
  var inserted: [ShapeID] = []
  /// Shapes the edit removed (and that are gone), as they were last.
  var removed: [ShapeID: Shape] = [:]
  /// Shapes the edit changed, as they were before it.
  var updatedFrom: [ShapeID: Shape] = [:]
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
    for edit in transaction.edits {
      switch edit {
      case .insert(let shape, _):
        insertedNow.insert(shape.id)
        removed[shape.id] = nil
      case .remove(let shape, _):
        insertedNow.remove(shape.id)
        removed[shape.id] = shape
      case .update(let old, _):
        if !insertedNow.contains(old.id) && updatedFrom[old.id] == nil { updatedFrom[old.id] = old }
      case .reorder, .insertGroup, .removeGroup, .updateGroup:
        continue
      }
      touched.insert(edit.shapeID)
    }
    for id in Array(removed.keys) where document.contains(id) { removed[id] = nil }
    for (id, old) in updatedFrom {
      guard let new = document[id] else {
        updatedFrom[id] = nil
        continue
      }
      noteMove(from: old, to: new)
    }
    inserted = insertedNow.filter(document.contains).sorted { $0.rawValue < $1.rawValue }
  }

  /// Notes a change the edit (or a preview) made to a shape of the document.
  mutating func noteUpdate(from old: Shape, to new: Shape) {
    touched.insert(new.id)
    updatedFrom[new.id] = old
    pending[new.id] = new
    noteMove(from: old, to: new)
  }

  private mutating func noteMove(from old: Shape, to new: Shape) {
    let (before, after) = (old.bounds, new.bounds)
    guard before.size == after.size, before.origin != after.origin else { return }
    moves[new.id] = (after.minColumn - before.minColumn, after.minRow - before.minRow)
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
      current = removed[id]?.containerID
      steps += 1
    }
    return nil
  }

  /// What lay in a box the edit removed, or in a shape that no longer holds anything, goes to
  /// the box around it.
  mutating func letGoOfRemovedContainers() {
    for (id, box) in removed.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
      let heir = survivingBox(from: box.containerID)
      for content in document.contents(of: id).sorted(by: { $0.rawValue < $1.rawValue }) {
        setContainer(of: content, to: heir)
      }
    }
    for id in updatedFrom.keys.sorted(by: { $0.rawValue < $1.rawValue }) {
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
    let changed = updatedFrom.keys.filter { moves[$0] == nil }.compactMap { document.zIndex(of: $0) }.sorted()
    for position in changed {
      let boxID = document.shapes[position].id
      guard let box = current(boxID), let inner = box.kind.innerArea, box.bounds != updatedFrom[boxID]?.bounds
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

  /// Shapes the edit moved without their box, and shapes it added in no box, go in the
  /// innermost box that holds them, stays where it is and lies behind them; a moved shape that
  /// no box holds any more is let go.
  mutating func reconsiderMovedAndAddedShapes(index: SpatialIndex) {
    let moving = Set(moves.keys).union(inserted)
    let movedShapes = moves.keys.filter { !carried.contains($0) && updatedFrom[$0] != nil }
    let order = (movedShapes + inserted).compactMap { document.zIndex(of: $0) }.sorted()
    for position in order {
      let id = document.shapes[position].id
      guard let shape = current(id) else { continue }
      let present = shape.containerID
      if updatedFrom[id] == nil {
        // Added: only shapes in no box look for one (a pasted box's contents keep theirs).
        guard present == nil else { continue }
      } else if let present, let boxMove = moves[present], let move = moves[id], boxMove == move {
        continue  // moved together with its box
      }
      let box = innermostBox(holding: shape, at: position, index: index, excluding: moving, keeping: present)
      if box != present { setContainer(of: id, to: box) }
    }
  }

  /// The innermost box (smallest inside, then frontmost) that holds `shape`'s bounds, lies
  /// behind it, is drawn, is not `shape` or inside it, keeps boxes within the depth limit, and
  /// is not one of `excluding` (boxes that moved or were added), `keeping` excepted.
  private func innermostBox(
    holding shape: Shape, at position: Int, index: SpatialIndex, excluding: Set<ShapeID>, keeping: ShapeID?
  ) -> ShapeID? {
    let bounds = shape.bounds
    var candidates = index.shapeIDs(intersecting: bounds)
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
