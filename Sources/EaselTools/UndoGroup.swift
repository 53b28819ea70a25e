/// Who owns an open undo group: a held nudge of one key, an eraser drag. Every transaction a
/// group's owner commits joins the group's one undo step; a transaction from anyone else ends
/// the group first, and only the owner (or undo) closes it, so no other edit can join it.
public struct UndoGroup: Hashable, Sendable, CustomStringConvertible {
  public let name: String

  public init(_ name: String) { self.name = name }

  public var description: String { name }
}
