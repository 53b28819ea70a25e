import EaselGeometry

/// A drawing: shapes in z-order (first drawn first, so later ones are on top), each with a
/// stable ID, and the groups they are gathered in (spec §9). A value type: copies are cheap
/// until changed, which is what undo and previews use.
///
/// Every change goes through `apply(_:)` with a `Transaction`, so every change can be undone.
public struct Document: Hashable, Sendable {
  public private(set) var shapes: [Shape] = []
  /// The groups by ID. A group's shapes lie next to each other in `shapes`, so a group has one
  /// place in z-order: where its block is.
  public private(set) var groups: [ShapeID: ShapeGroup] = [:]
  /// z-position of each shape in `shapes`.
  private var positions: [ShapeID: Int] = [:]
  /// The next ID `makeShapeID()` hands out; never goes down, so IDs are never reused.
  public private(set) var nextShapeID: UInt64 = 1
  /// Counts applied transactions, so caches can tell whether a document changed.
  public private(set) var revision: UInt64 = 0
  /// For each shape, the lines with an end attached to it, so an edit of a shape finds its
  /// connectors without looking at every line. Derived from `shapes`.
  private var connectorsByShape: [ShapeID: Set<ShapeID>] = [:]
  /// The direct members (shapes and groups) of each group that has any. Derived.
  private var membersByGroup: [ShapeID: Set<ShapeID>] = [:]
  /// The shapes each box contains directly (`Shape.containerID`), filed under the container's
  /// ID even while it is missing (between an edit removing a box and the follow-up letting go
  /// of what it held). Derived.
  private var contentsByContainer: [ShapeID: Set<ShapeID>] = [:]
  /// How many shapes each group holds, its subgroups' included. Derived.
  private var shapeCounts: [ShapeID: Int] = [:]
  /// How many shapes and groups have their hidden flag set. Derived, so drawing can skip
  /// asking about each shape when none is.
  private var hiddenCount = 0
  /// Counts the transactions that changed the order of shapes or which group holds what (the
  /// objects panel's rows), so a list of rows can tell it is still current.
  public private(set) var structureRevision: UInt64 = 0

  public init() {}

  /// A document holding `shapes` in that z-order and `groups`; fails on duplicate IDs (shapes
  /// and groups share one set of IDs), a member of a group that does not exist, groups nested
  /// in a circle or more than `CanvasLimits.maximumGroupDepth` deep, and the same for
  /// containers (a shape in a box that does not exist, in itself, boxes inside each other in a
  /// circle or more than `CanvasLimits.maximumContainerDepth` deep). The rest of what makes a
  /// document sound (groups not empty, their shapes together in z-order, containers being
  /// boxes, names) is `invariantViolations()`'s to tell.
  public init(shapes: [Shape], groups: [ShapeGroup] = [], nextShapeID: UInt64? = nil) throws {
    self.shapes = shapes
    positions.reserveCapacity(shapes.count)
    for (index, shape) in shapes.enumerated() {
      guard shape.id.rawValue < CanvasLimits.maximumShapeID else {
        throw EditError("shape ID \(shape.id.rawValue) is not below \(CanvasLimits.maximumShapeID)")
      }
      guard positions.updateValue(index, forKey: shape.id) == nil else {
        throw EditError("shape ID \(shape.id.rawValue) is used twice")
      }
      noteBindings(of: shape, added: true)
      noteContainer(of: shape, added: true)
      if shape.isHidden { hiddenCount += 1 }
    }
    try Self.checkContainers(of: shapes, positions: positions)
    for group in groups {
      if group.isHidden { hiddenCount += 1 }
      guard group.id.rawValue < CanvasLimits.maximumShapeID else {
        throw EditError("group ID \(group.id.rawValue) is not below \(CanvasLimits.maximumShapeID)")
      }
      guard positions[group.id] == nil, self.groups.updateValue(group, forKey: group.id) == nil else {
        throw EditError("ID \(group.id.rawValue) is used twice")
      }
    }
    for group in groups {
      if let parent = group.groupID {
        guard self.groups[parent] != nil else {
          throw EditError("group \(group.id) is in group \(parent), which does not exist")
        }
        membersByGroup[parent, default: []].insert(group.id)
      }
      shapeCounts[group.id] = 0
    }
    try Self.checkNesting(of: self.groups)
    for shape in shapes {
      guard let parent = shape.groupID else { continue }
      guard self.groups[parent] != nil else {
        throw EditError("shape \(shape.id) is in group \(parent), which does not exist")
      }
      membersByGroup[parent, default: []].insert(shape.id)
      countShape(inGroup: parent, by: 1)
    }
    if let nextShapeID, nextShapeID > CanvasLimits.maximumShapeID {
      throw EditError("the next shape ID \(nextShapeID) is above \(CanvasLimits.maximumShapeID)")
    }
    let highest = max(shapes.lazy.map(\.id.rawValue).max() ?? 0, groups.lazy.map(\.id.rawValue).max() ?? 0)
    self.nextShapeID = max(nextShapeID ?? 0, highest + 1, 1)
  }

  /// Groups nest without a circle, at most `CanvasLimits.maximumGroupDepth` deep; checked
  /// before anything walks up the nesting, in time linear in the number of groups.
  private static func checkNesting(of groups: [ShapeID: ShapeGroup]) throws {
    var depths: [ShapeID: Int] = [:]
    for start in groups.keys where depths[start] == nil {
      var chain: [ShapeID] = []
      var onChain = Set<ShapeID>()
      var current: ShapeID? = start
      var base = 0
      while let id = current {
        if let known = depths[id] {
          base = known
          break
        }
        guard onChain.insert(id).inserted else {
          throw EditError("group \(id) is nested inside itself")
        }
        chain.append(id)
        current = groups[id]?.groupID
      }
      for (offset, id) in chain.reversed().enumerated() {
        let depth = base + offset + 1
        guard depth <= CanvasLimits.maximumGroupDepth else {
          throw EditError(
            "group \(id) is nested \(depth) deep, more than \(CanvasLimits.maximumGroupDepth)")
        }
        depths[id] = depth
      }
    }
  }

  /// Containers exist, hold no shape inside itself, and nest without a circle, at most
  /// `CanvasLimits.maximumContainerDepth` deep; in time linear in the number of shapes.
  private static func checkContainers(of shapes: [Shape], positions: [ShapeID: Int]) throws {
    var depths: [ShapeID: Int] = [:]
    for shape in shapes where shape.containerID != nil && depths[shape.id] == nil {
      var chain: [ShapeID] = []
      var onChain = Set<ShapeID>()
      var current: ShapeID? = shape.id
      var base = -1
      while let id = current {
        if let known = depths[id] {
          base = known
          break
        }
        guard onChain.insert(id).inserted else { throw EditError("shape \(id) is contained in itself") }
        chain.append(id)
        guard let container = shapes[positions[id]!].containerID else { break }
        guard positions[container] != nil else {
          throw EditError("shape \(id) is in box \(container), which does not exist")
        }
        current = container
      }
      for (offset, id) in chain.reversed().enumerated() {
        let depth = base + offset + 1
        guard depth <= CanvasLimits.maximumContainerDepth else {
          throw EditError(
            "shape \(id) lies \(depth) boxes deep, more than \(CanvasLimits.maximumContainerDepth)")
        }
        depths[id] = depth
      }
    }
  }

  /// Files or unfiles `shape` under its container in `contentsByContainer`.
  private mutating func noteContainer(of shape: Shape, added: Bool) {
    guard let container = shape.containerID else { return }
    if added {
      contentsByContainer[container, default: []].insert(shape.id)
    } else if var contents = contentsByContainer[container] {
      contents.remove(shape.id)
      contentsByContainer[container] = contents.isEmpty ? nil : contents
    }
  }

  /// The shapes that lie directly in box `id` (which may no longer exist: after it is removed,
  /// this still names the shapes that must let go of it).
  public func contents(of id: ShapeID) -> Set<ShapeID> { contentsByContainer[id] ?? [] }

  /// Whether any shape lies in a box, so edits can skip looking for contents when none does.
  public var hasContainedShapes: Bool { !contentsByContainer.isEmpty }

  /// Setting `shape`'s container (as an insert or an update is about to) keeps it out of
  /// itself and every chain of boxes within the depth limit. A container that does not exist
  /// is allowed here, as a binding to a missing shape is: the follow-up lets go of it
  /// (`containmentFollowUp`), and undo passes through such states.
  private func checkContainer(of shape: Shape) throws {
    guard let container = shape.containerID else { return }
    var depth = 1
    var current: ShapeID? = container
    while let id = current {
      guard id != shape.id else { throw EditError("shape \(shape.id) cannot be put inside itself") }
      guard let next = self[id]?.containerID else { break }
      depth += 1
      guard depth <= CanvasLimits.maximumContainerDepth else { break }
      current = next
    }
    depth += containmentHeight(below: shape.id)
    guard depth <= CanvasLimits.maximumContainerDepth else {
      throw EditError(
        "boxes would lie \(depth) deep inside each other, more than \(CanvasLimits.maximumContainerDepth)")
    }
  }

  /// How many levels of contents lie below `id` (0 for a shape containing nothing).
  func containmentHeight(below id: ShapeID) -> Int {
    var height = 0
    var level = contentsByContainer[id].map(Array.init) ?? []
    while !level.isEmpty && height <= CanvasLimits.maximumContainerDepth {
      height += 1
      level = level.flatMap { contentsByContainer[$0].map(Array.init) ?? [] }
    }
    return height
  }

  /// Adds `delta` to the shape count of `group` and of every group it is in.
  private mutating func countShape(inGroup group: ShapeID, by delta: Int) {
    var current: ShapeID? = group
    while let id = current {
      shapeCounts[id, default: 0] += delta
      current = groups[id]?.groupID
    }
  }

  /// Files `member` under `group` (or takes it out), keeping the shape counts.
  private mutating func noteMembership(_ member: ShapeID, of group: ShapeID?, shapes count: Int, added: Bool)
  {
    guard let group else { return }
    if added {
      membersByGroup[group, default: []].insert(member)
    } else if var members = membersByGroup[group] {
      members.remove(member)
      membersByGroup[group] = members.isEmpty ? nil : members
    }
    if count != 0 { countShape(inGroup: group, by: added ? count : -count) }
  }

  /// The direct members (shapes and groups) of a group.
  public func members(of group: ShapeID) -> Set<ShapeID> { membersByGroup[group] ?? [] }

  /// How many shapes a group holds, in its subgroups too (0 for an unknown ID).
  public func shapeCount(of group: ShapeID) -> Int { shapeCounts[group] ?? 0 }

  public var isEmpty: Bool { shapes.isEmpty }
  public var count: Int { shapes.count }

  public subscript(id: ShapeID) -> Shape? {
    guard let index = positions[id] else { return nil }
    return shapes[index]
  }

  public func contains(_ id: ShapeID) -> Bool { positions[id] != nil }

  /// The z-position of a shape (0 is the bottom).
  public func zIndex(of id: ShapeID) -> Int? { positions[id] }

  /// The lines with an end attached to shape `id` (which may no longer exist: after it is
  /// removed, this still names the lines that must let go of it).
  public func connectors(boundTo id: ShapeID) -> Set<ShapeID> { connectorsByShape[id] ?? [] }

  /// Whether any shape or group is hidden (then drawing and exporting filter); without
  /// looking at them.
  public var hasHiddenShapes: Bool { hiddenCount > 0 }

  /// `connectors(boundTo:)`, nil when there are none (no empty set made).
  func connectorsByShapeIfAny(_ id: ShapeID) -> Set<ShapeID>? { connectorsByShape[id] }

  /// Files or unfiles the bindings of `shape` in `connectorsByShape`.
  private mutating func noteBindings(of shape: Shape, added: Bool) {
    guard case .line(let line) = shape.kind, line.isConnector else { return }
    for target in line.boundShapes {
      if added {
        connectorsByShape[target, default: []].insert(shape.id)
      } else if var lines = connectorsByShape[target] {
        lines.remove(shape.id)
        connectorsByShape[target] = lines.isEmpty ? nil : lines
      }
    }
  }

  /// A fresh ID for a shape about to be inserted. Once IDs run out (2^53 of them) it keeps
  /// returning the limit, which `apply` refuses.
  public mutating func makeShapeID() -> ShapeID {
    defer { nextShapeID = min(nextShapeID + 1, CanvasLimits.maximumShapeID) }
    return ShapeID(nextShapeID)
  }

  /// The area every shape lies in; `.zero` for an empty document.
  public var bounds: CanvasRect {
    shapes.reduce(CanvasRect.zero) { $0.union($1.bounds) }
  }

  /// Applies every edit of `transaction` in order, or none if one does not fit the document
  /// (a stale index, an unknown or duplicate ID).
  public mutating func apply(_ transaction: Transaction) throws {
    // In place, undoing the applied edits if one fails: copying the document first would
    // copy every shape on every edit.
    var applied = 0
    let nextIDBefore = nextShapeID
    do {
      for edit in transaction.edits {
        try apply(edit)
        applied += 1
      }
    } catch {
      for edit in transaction.edits[..<applied].reversed() {
        do {
          try apply(edit.inverse)
        } catch {
          preconditionFailure("the inverse of an applied edit failed: \(error)")
        }
      }
      nextShapeID = nextIDBefore
      throw error
    }
    if !transaction.isEmpty { revision += 1 }
    if transaction.edits.contains(where: \.changesStructure) { structureRevision += 1 }
  }

  private mutating func apply(_ edit: Edit) throws {
    switch edit {
    case .insert(let shape, let index):
      guard positions[shape.id] == nil, groups[shape.id] == nil else {
        throw EditError("shape \(shape.id) already exists")
      }
      guard shape.id.rawValue < CanvasLimits.maximumShapeID else {
        throw EditError("shape ID \(shape.id.rawValue) is not below \(CanvasLimits.maximumShapeID)")
      }
      guard index >= 0 && index <= shapes.count else {
        throw EditError("insert position \(index) outside 0...\(shapes.count)")
      }
      try Self.checkExtent(of: shape)
      try checkGroupExists(shape.groupID, for: shape.id)
      try checkContainer(of: shape)
      shapes.insert(shape, at: index)
      if shape.id.rawValue >= nextShapeID { nextShapeID = shape.id.rawValue + 1 }
      reindex(from: index)
      noteBindings(of: shape, added: true)
      noteContainer(of: shape, added: true)
      noteMembership(shape.id, of: shape.groupID, shapes: 1, added: true)
      if shape.isHidden { hiddenCount += 1 }
    case .remove(let shape, let index):
      guard positions[shape.id] == index, shapes[index] == shape else {
        throw EditError("shape \(shape.id) is not at position \(index) as recorded")
      }
      shapes.remove(at: index)
      positions[shape.id] = nil
      reindex(from: index)
      noteBindings(of: shape, added: false)
      noteContainer(of: shape, added: false)
      noteMembership(shape.id, of: shape.groupID, shapes: 1, added: false)
      if shape.isHidden { hiddenCount -= 1 }
    case .update(let old, let new):
      guard old.id == new.id else { throw EditError("an update cannot change a shape's ID") }
      guard let index = positions[old.id], shapes[index] == old else {
        throw EditError("shape \(old.id) differs from the recorded one")
      }
      try Self.checkExtent(of: new)
      if old.groupID != new.groupID { try checkGroupExists(new.groupID, for: new.id) }
      if old.containerID != new.containerID { try checkContainer(of: new) }
      shapes[index] = new
      noteBindings(of: old, added: false)
      noteBindings(of: new, added: true)
      if old.containerID != new.containerID {
        noteContainer(of: old, added: false)
        noteContainer(of: new, added: true)
      }
      hiddenCount += (new.isHidden ? 1 : 0) - (old.isHidden ? 1 : 0)
      if old.groupID != new.groupID {
        noteMembership(new.id, of: old.groupID, shapes: 1, added: false)
        noteMembership(new.id, of: new.groupID, shapes: 1, added: true)
      }
    case .reorder(let id, let from, let to):
      guard positions[id] == from, to >= 0, to < shapes.count else {
        throw EditError("shape \(id) cannot move from \(from) to \(to)")
      }
      let shape = shapes.remove(at: from)
      shapes.insert(shape, at: to)
      reindex(from: min(from, to), through: max(from, to))
    case .insertGroup(let group):
      guard groups[group.id] == nil, positions[group.id] == nil else {
        throw EditError("group \(group.id) already exists")
      }
      guard group.id.rawValue < CanvasLimits.maximumShapeID else {
        throw EditError("group ID \(group.id.rawValue) is not below \(CanvasLimits.maximumShapeID)")
      }
      try checkGroupExists(group.groupID, for: group.id)
      try checkDepth(placing: group.id, in: group.groupID)
      groups[group.id] = group
      shapeCounts[group.id] = 0
      if group.isHidden { hiddenCount += 1 }
      if group.id.rawValue >= nextShapeID { nextShapeID = group.id.rawValue + 1 }
      noteMembership(group.id, of: group.groupID, shapes: 0, added: true)
    case .removeGroup(let group):
      guard groups[group.id] == group else {
        throw EditError("group \(group.id) differs from the recorded one")
      }
      guard membersByGroup[group.id] == nil else { throw EditError("group \(group.id) still has members") }
      groups[group.id] = nil
      shapeCounts[group.id] = nil
      if group.isHidden { hiddenCount -= 1 }
      noteMembership(group.id, of: group.groupID, shapes: 0, added: false)
    case .updateGroup(let old, let new):
      guard old.id == new.id else { throw EditError("an update cannot change a group's ID") }
      guard groups[old.id] == old else { throw EditError("group \(old.id) differs from the recorded one") }
      if old.groupID != new.groupID {
        try checkGroupExists(new.groupID, for: new.id)
        var current = new.groupID
        while let id = current {
          guard id != new.id else { throw EditError("group \(new.id) cannot be put inside itself") }
          current = groups[id]?.groupID
        }
        try checkDepth(placing: new.id, in: new.groupID)
      }
      groups[new.id] = new
      hiddenCount += (new.isHidden ? 1 : 0) - (old.isHidden ? 1 : 0)
      if old.groupID != new.groupID {
        let count = shapeCounts[new.id] ?? 0
        noteMembership(new.id, of: old.groupID, shapes: count, added: false)
        noteMembership(new.id, of: new.groupID, shapes: count, added: true)
      }
    }
  }

  private func checkGroupExists(_ group: ShapeID?, for member: ShapeID) throws {
    guard let group, groups[group] == nil else { return }
    throw EditError("\(member) cannot join group \(group), which does not exist")
  }

  /// A group placed in `parent` keeps every chain of groups within the depth limit.
  private func checkDepth(placing group: ShapeID, in parent: ShapeID?) throws {
    var depth = groupDepth(below: group)
    var current = parent
    while let id = current {
      depth += 1
      current = groups[id]?.groupID
    }
    guard depth <= CanvasLimits.maximumGroupDepth else {
      throw EditError("groups would nest \(depth) deep, more than \(CanvasLimits.maximumGroupDepth)")
    }
  }

  /// How many groups deep the nesting goes from `group` down, itself included (1 for a group
  /// holding no group).
  private func groupDepth(below group: ShapeID) -> Int {
    var deepest = 1
    var level: [ShapeID] = [group]
    while true {
      let next = level.flatMap { (membersByGroup[$0] ?? []).filter { groups[$0] != nil } }
      guard !next.isEmpty else { return deepest }
      deepest += 1
      level = next
    }
  }

  /// Keeps every shape inside the canvas limits, so a nudge or a move can never push a shape
  /// where coordinates would overflow.
  private static func checkExtent(of shape: Shape) throws {
    guard CanvasLimits.contains(shape.bounds) else {
      throw EditError("shape \(shape.id) would reach beyond the canvas limits")
    }
  }

  private mutating func reindex(from start: Int, through end: Int? = nil) {
    let last = min(end ?? shapes.count - 1, shapes.count - 1)
    guard start <= last else { return }
    for index in start...last { positions[shapes[index].id] = index }
  }

  /// Problems with the document's internal consistency; empty when it is sound. Tests call
  /// this after every mutation.
  public func invariantViolations() -> [String] {
    var problems: [String] = []
    if positions.count != shapes.count {
      problems.append("\(positions.count) positions for \(shapes.count) shapes")
    }
    var seen = Set<ShapeID>()
    for (index, shape) in shapes.enumerated() {
      if !seen.insert(shape.id).inserted { problems.append("shape \(shape.id) appears twice") }
      if positions[shape.id] != index { problems.append("shape \(shape.id) is indexed wrongly") }
      if shape.id.rawValue >= nextShapeID { problems.append("shape \(shape.id) is not below the next ID") }
      problems.append(contentsOf: shape.kind.geometryViolations().map { "shape \(shape.id): \($0)" })
      for color in [shape.strokeColor, shape.fillColor] {
        if case .ansi(let index) = color, index > 15 {
          problems.append("shape \(shape.id): ansi colour \(index) is not one of the 16")
        }
      }
      problems.append(contentsOf: bindingViolations(of: shape))
    }
    var filed: [ShapeID: Set<ShapeID>] = [:]
    for shape in shapes {
      guard case .line(let line) = shape.kind else { continue }
      for target in line.boundShapes { filed[target, default: []].insert(shape.id) }
    }
    if filed != connectorsByShape { problems.append("the index of connectors by shape is stale") }
    problems.append(contentsOf: groupViolations())
    problems.append(contentsOf: containmentViolations())
    return problems
  }

  /// What is wrong with the containers: a shape in a box that does not exist, that is not a
  /// shape that holds others (a rectangle), or that is itself; boxes inside each other in a
  /// circle or too deep; the index of contents gone stale.
  public func containmentViolations() -> [String] {
    var problems: [String] = []
    var filed: [ShapeID: Set<ShapeID>] = [:]
    for shape in shapes {
      guard let container = shape.containerID else { continue }
      filed[container, default: []].insert(shape.id)
      if container == shape.id {
        problems.append("shape \(shape.id) is in itself")
      } else if let box = self[container] {
        if !box.kind.holdsContents {
          problems.append(
            "shape \(shape.id) is in shape \(container), a \(box.kind.name), which holds no shapes")
        }
      } else {
        problems.append("shape \(shape.id) is in box \(container), which does not exist")
      }
    }
    if filed != contentsByContainer { problems.append("the index of contents by container is stale") }
    if problems.isEmpty, (try? Self.checkContainers(of: shapes, positions: positions)) == nil {
      problems.append("boxes are inside each other in a circle or too deep")
    }
    return problems
  }

  /// What is wrong with the names, the groups and their members: a name that is empty, too
  /// long or holds a control character; a group ID that is a shape's, not below the next ID, or
  /// keyed wrongly; a member of a group that does not exist; groups nested in a circle or too
  /// deep; a group with no member; a group whose shapes are not next to each other in z-order;
  /// derived indexes gone stale.
  public func groupViolations() -> [String] {
    var problems: [String] = []
    for shape in shapes {
      if let name = shape.name, !CanvasLimits.isAllowedName(name) {
        problems.append("shape \(shape.id): its name is empty, too long or holds a control character")
      }
      if let group = shape.groupID, groups[group] == nil {
        problems.append("shape \(shape.id) is in group \(group), which does not exist")
      }
    }
    for (key, group) in groups.sorted(by: { $0.key < $1.key }) {
      if key != group.id { problems.append("group \(group.id) is filed as \(key)") }
      if positions[group.id] != nil { problems.append("group \(group.id) has the ID of a shape") }
      if group.id.rawValue >= nextShapeID { problems.append("group \(group.id) is not below the next ID") }
      if let name = group.name, !CanvasLimits.isAllowedName(name) {
        problems.append("group \(group.id): its name is empty, too long or holds a control character")
      }
      if let parent = group.groupID, groups[parent] == nil {
        problems.append("group \(group.id) is in group \(parent), which does not exist")
      }
    }
    guard (try? Self.checkNesting(of: groups)) != nil else {
      problems.append("groups are nested in a circle or too deep")
      return problems
    }
    // Members, shape counts and z-ranges from scratch, to compare with the derived ones.
    var members: [ShapeID: Set<ShapeID>] = [:]
    for group in groups.values {
      if let parent = group.groupID { members[parent, default: []].insert(group.id) }
    }
    var counts: [ShapeID: Int] = [:]
    var lowest: [ShapeID: Int] = [:]
    var highest: [ShapeID: Int] = [:]
    for (index, shape) in shapes.enumerated() {
      guard let parent = shape.groupID, groups[parent] != nil else { continue }
      members[parent, default: []].insert(shape.id)
      var current: ShapeID? = parent
      while let id = current {
        counts[id, default: 0] += 1
        lowest[id] = min(lowest[id] ?? index, index)
        highest[id] = max(highest[id] ?? index, index)
        current = groups[id]?.groupID
      }
    }
    for id in groups.keys.sorted() {
      let count = counts[id] ?? 0
      if members[id] == nil {
        problems.append("group \(id) has no members")
      } else if let low = lowest[id], let high = highest[id], high - low + 1 != count {
        problems.append("the shapes of group \(id) are not next to each other in z-order")
      }
      if shapeCounts[id] != count { problems.append("the shape count of group \(id) is stale") }
    }
    if members != membersByGroup { problems.append("the index of group members is stale") }
    if shapeCounts.count != groups.count { problems.append("shape counts are kept for unknown groups") }
    let hidden = shapes.lazy.filter(\.isHidden).count + groups.values.lazy.filter(\.isHidden).count
    if hidden != hiddenCount { problems.append("the count of hidden shapes and groups is stale") }
    return problems
  }

  /// A binding names another shape of the document, one that takes connectors.
  public func bindingViolations(of shape: Shape) -> [String] {
    guard case .line(let line) = shape.kind else { return [] }
    var problems: [String] = []
    for (end, binding) in [("start", line.startBinding), ("end", line.endBinding)] {
      guard let binding else { continue }
      if binding.shape == shape.id {
        problems.append("shape \(shape.id): its \(end) is attached to itself")
      } else if let target = self[binding.shape] {
        if !target.kind.acceptsConnectors {
          problems.append(
            "shape \(shape.id): its \(end) is attached to shape \(binding.shape), a \(target.kind.name), "
              + "which takes no connectors")
        }
      } else {
        problems.append(
          "shape \(shape.id): its \(end) is attached to shape \(binding.shape), which does not exist")
      }
      if let offset = binding.offset, offset < 0 {
        problems.append("shape \(shape.id): its \(end) binding has a negative offset \(offset)")
      }
      if !(0...LineBinding.maximumGap).contains(binding.gap) {
        problems.append(
          "shape \(shape.id): its \(end) binding's gap \(binding.gap) is not within 0…\(LineBinding.maximumGap)"
        )
      }
    }
    return problems
  }

  public static func == (a: Document, b: Document) -> Bool {
    a.shapes == b.shapes && a.nextShapeID == b.nextShapeID && a.groups == b.groups
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(shapes)
    hasher.combine(nextShapeID)
    hasher.combine(groups.count)
  }
}
