/// One primitive change to a document. Each carries what its inverse needs, so undo never has
/// to look anything up.
public enum Edit: Hashable, Sendable {
  /// Puts `shape` at z-position `index` (0 is the bottom).
  case insert(Shape, at: Int)
  /// Takes `shape`, found at z-position `index`, out.
  case remove(Shape, at: Int)
  /// Replaces a shape's content (same ID) with another.
  case update(from: Shape, to: Shape)
  /// Moves a shape from one z-position to another.
  case reorder(ShapeID, from: Int, to: Int)
  /// Adds a group with no members yet (shapes and groups join it by an update).
  case insertGroup(ShapeGroup)
  /// Takes a group that has no members left out.
  case removeGroup(ShapeGroup)
  /// Replaces a group's name, flags or parent (same ID) with another.
  case updateGroup(from: ShapeGroup, to: ShapeGroup)

  /// The edit that undoes this one.
  public var inverse: Edit {
    switch self {
    case .insert(let shape, let index): return .remove(shape, at: index)
    case .remove(let shape, let index): return .insert(shape, at: index)
    case .update(let old, let new): return .update(from: new, to: old)
    case .reorder(let id, let from, let to): return .reorder(id, from: to, to: from)
    case .insertGroup(let group): return .removeGroup(group)
    case .removeGroup(let group): return .insertGroup(group)
    case .updateGroup(let old, let new): return .updateGroup(from: new, to: old)
    }
  }

  /// Whether the edit changes the order of shapes, which group holds what or which box holds
  /// what: what the objects panel's rows are made of.
  public var changesStructure: Bool {
    switch self {
    case .insert, .remove, .reorder, .insertGroup, .removeGroup: return true
    case .update(let old, let new): return old.groupID != new.groupID || old.containerID != new.containerID
    case .updateGroup(let old, let new): return old.groupID != new.groupID
    }
  }

  /// The shape (or group) the edit touches.
  public var shapeID: ShapeID {
    switch self {
    case .insert(let shape, _), .remove(let shape, _): return shape.id
    case .update(_, let new): return new.id
    case .reorder(let id, _, _): return id
    case .insertGroup(let group), .removeGroup(let group): return group.id
    case .updateGroup(_, let new): return new.id
    }
  }
}

/// A group of edits applied together: one user action, one undo step at most.
public struct Transaction: Hashable, Sendable {
  public var edits: [Edit]

  public init(_ edits: [Edit] = []) { self.edits = edits }

  public var isEmpty: Bool { edits.isEmpty }

  /// The transaction that undoes this one: the inverse edits in reverse order.
  public var inverse: Transaction { Transaction(edits.reversed().map(\.inverse)) }

  /// This transaction followed by `other`.
  public func followed(by other: Transaction) -> Transaction { Transaction(edits + other.edits) }
}

/// Why a transaction could not be applied; the document is left as it was.
public struct EditError: Error, Hashable, Sendable, CustomStringConvertible {
  public var description: String

  public init(_ description: String) { self.description = description }
}
