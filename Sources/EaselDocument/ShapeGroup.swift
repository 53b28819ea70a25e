/// A group of shapes and groups (spec §9): selected, moved, copied, deleted and reordered as
/// one, hidden and locked with everything in it. It has no geometry of its own: its members
/// say where it is. Groups nest; a group's members name it as their `groupID`, and its shapes
/// lie next to each other in z-order (`Document.invariantViolations`).
///
/// Its ID comes from the document's one counter (`Document.makeShapeID`), so a group and a
/// shape never share an ID and a selection, an edit or a binding can name either unambiguously.
public struct ShapeGroup: Hashable, Sendable, Identifiable {
  public let id: ShapeID
  /// The group it is a member of; nil at the top level.
  public var groupID: ShapeID?
  /// The name the user gave it; nil for none (the panel shows "Group 12").
  public var name: String?
  /// Hides every member, whatever their own flag says.
  public var isHidden: Bool
  /// Locks every member, whatever their own flag says.
  public var isLocked: Bool

  public init(
    id: ShapeID, groupID: ShapeID? = nil, name: String? = nil, isHidden: Bool = false, isLocked: Bool = false
  ) {
    self.id = id
    self.groupID = groupID
    self.name = name
    self.isHidden = isHidden
    self.isLocked = isLocked
  }
}
