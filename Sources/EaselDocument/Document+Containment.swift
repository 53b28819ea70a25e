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
///   inside it, and a shape dropped (dragged or nudged: everything moved by one amount) or added
///   wholly inside a box that stays where it is becomes contained by it, the innermost such box
///   in front of which it lies (as frames in Keynote and Figma take what is dropped into them).
///   Align and distribute only let go; a box moved onto shapes does not take them.
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

  /// Puts each of the shapes `ids` (all of them when nil) that is in no box into the innermost
  /// box that holds it wholly, lies behind it and is drawn, and each connector joining two
  /// shapes into the innermost box around both: for a drawing made whole (an import, a file
  /// from an older version), where any box may hold any shape. Empty when nothing changes.
  public func placingInBoxes(_ ids: [ShapeID]? = nil, index: SpatialIndex) -> Transaction {
    var plan = ContainmentPlan(document: self)
    let chosen = ids.map { $0.filter(contains) } ?? shapes.map(\.id)
    plan.inserted = chosen.compactMap { zIndex(of: $0) }.sorted().map { shapes[$0].id }
    plan.touched = Set(plan.inserted)
    plan.reconsiderMovedAndAddedShapes(index: index, addedMayHoldAdded: true)
    plan.placeConnectors()
    return plan.transaction()
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
    guard ContainmentPlan.mayConcern(transaction, in: self) else { return Transaction() }
    var plan = ContainmentPlan(document: self)
    plan.note(transaction)
    guard plan.hasWork else { return Transaction() }
    if hasContainedShapes {
      plan.letGoOfRemovedContainers()
      plan.carryContents()
      plan.keepContentsInResizedContainers()
    }
    plan.reconsiderMovedAndAddedShapes(index: index)
    plan.placeConnectors()
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

extension Document {
  /// The shapes an elbow route of `line` passes through: the ones its ends are attached to and
  /// the boxes around those (a connector between two shapes in a box stays in it, and one
  /// leaving a box crosses its frame), as `replacing` shows them.
  func routeTransparent(_ line: Line, replacing: [ShapeID: Shape]) -> Set<ShapeID> {
    var transparent = line.boundShapes
    guard hasContainedShapes || !replacing.isEmpty else { return transparent }
    for end in line.boundShapes {
      var current = (replacing[end] ?? self[end])?.containerID
      var steps = 0
      while let box = current, steps < CanvasLimits.maximumContainerDepth, transparent.insert(box).inserted {
        current = (replacing[box] ?? self[box])?.containerID
        steps += 1
      }
    }
    return transparent
  }
}
