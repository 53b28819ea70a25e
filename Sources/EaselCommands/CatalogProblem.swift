/// Something wrong with a command catalog, found by `CommandCatalog.validate()`.
public enum CatalogProblem: Hashable, Sendable, CustomStringConvertible {
  /// Two commands with the same ID.
  case duplicateID(CommandID)
  /// An ID that is not lowerCamelCase segments joined by dots.
  case malformedID(CommandID)
  /// An empty or blank title.
  case missingTitle(CommandID)
  /// Two commands whose chords fire on the same keystroke in one scope (`Cmd-E` and `Ctrl-E`).
  case sharedChord(scope: CommandScope, first: CommandID, KeyChord, second: CommandID, KeyChord)
  /// A command bound to keys none of which a legacy terminal can deliver.
  case noLegacyChord(CommandID, [KeyChord])
  /// A command in no menu, with no keys, and kept out of the command menu: nobody can run it.
  case unreachable(CommandID)

  /// The command the problem is about (the second one for a shared chord).
  public var commandID: CommandID {
    switch self {
    case .duplicateID(let id), .malformedID(let id), .missingTitle(let id), .noLegacyChord(let id, _),
      .unreachable(let id):
      return id
    case .sharedChord(_, _, _, let second, _):
      return second
    }
  }

  public var description: String {
    switch self {
    case .duplicateID(let id):
      return "\(id): the ID is used by more than one command"
    case .malformedID(let id):
      return "\"\(id)\": a command ID is lowerCamelCase segments joined by dots, like edit.eraseSelection"
    case .missingTitle(let id):
      return "\(id): the title is empty"
    case .sharedChord(let scope, let first, let firstChord, let second, let secondChord):
      let chords =
        firstChord == secondChord ? "\(firstChord)" : "\(secondChord) (overlapping \(firstChord))"
      return "\(second): \(chords) is already bound to \(first) in scope \(scope)"
    case .noLegacyChord(let id, let chords):
      let list = chords.map(\.description).joined(separator: ", ")
      return "\(id): none of its keys (\(list)) reaches Easel on a terminal without the kitty "
        + "protocol; add one that does"
    case .unreachable(let id):
      return "\(id): not in a menu, not bound to a key and not in the command menu, so nobody can run it"
    }
  }
}
