/// Shapes lifted out of a document with the groups they make up, for the clipboard, a
/// duplicate or an Alt-drag copy: a group comes along only with all its shapes, and a shape or
/// group whose group stays behind comes along at the top level. A box comes with what it
/// contains; a shape whose box stays behind comes along in no box.
public struct ShapeCollection: Hashable, Sendable {
  /// Bottom to top.
  public var shapes: [Shape]
  /// Each after the group it is in.
  public var groups: [ShapeGroup]

  public init(shapes: [Shape] = [], groups: [ShapeGroup] = []) {
    self.shapes = shapes
    self.groups = groups
  }

  public var isEmpty: Bool { shapes.isEmpty }
}

extension Document {
  /// The shapes `ids` (unknown ones left out) with what they contain and the groups they fill
  /// wholly.
  public func collection(of ids: Set<ShapeID>) -> ShapeCollection {
    let ids = withContents(ids)
    let positions = ids.compactMap { zIndex(of: $0) }.sorted()
    func lifted(_ shape: Shape) -> Shape {
      guard let container = shape.containerID, !ids.contains(container) else { return shape }
      var shape = shape
      shape.containerID = nil
      return shape
    }
    guard !groups.isEmpty else { return ShapeCollection(shapes: positions.map { lifted(shapes[$0]) }) }
    var taken = Set<ShapeID>()
    for object in objects(of: ids) where isGroup(object) {
      var pending = [object]
      while let group = pending.popLast() {
        taken.insert(group)
        pending += members(of: group).filter(isGroup)
      }
    }
    let collected = positions.map { position -> Shape in
      var shape = lifted(shapes[position])
      if let group = shape.groupID, !taken.contains(group) { shape.groupID = nil }
      return shape
    }
    let collectedGroups = groupsOutermostFirst.filter { taken.contains($0.id) }.map { group -> ShapeGroup in
      var group = group
      if let parent = group.groupID, !taken.contains(parent) { group.groupID = nil }
      return group
    }
    return ShapeCollection(shapes: collected, groups: collectedGroups)
  }

  /// Copies of `collection` moved by whole cells, with fresh IDs this document hands out, for
  /// its groups too; connectors among the shapes stay connected among the copies.
  public mutating func makeCopies(of collection: ShapeCollection, columns: Int, rows: Int) -> ShapeCollection
  {
    var newGroupIDs: [ShapeID: ShapeID] = [:]
    let groups = collection.groups.map { group -> ShapeGroup in
      let id = makeShapeID()
      newGroupIDs[group.id] = id
      return ShapeGroup(
        id: id, groupID: group.groupID.flatMap { newGroupIDs[$0] }, name: group.name,
        isHidden: group.isHidden,
        isLocked: group.isLocked)
    }
    var shapes = makeCopies(of: collection.shapes, columns: columns, rows: rows)
    for index in shapes.indices {
      shapes[index].groupID = collection.shapes[index].groupID.flatMap { newGroupIDs[$0] }
    }
    return ShapeCollection(shapes: shapes, groups: groups)
  }

  /// Adds a collection on top: its groups first, then its shapes in order.
  public func adding(_ collection: ShapeCollection) -> Transaction {
    Transaction(collection.groups.map { .insertGroup($0) }).followed(by: adding(collection.shapes))
  }
}
