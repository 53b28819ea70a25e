extension CommandCatalog {
  /// Everything wrong with the catalog, in catalog order; empty when it is sound.
  ///
  /// Checks: unique and well-formed IDs; a non-blank title; no two commands sharing a chord in
  /// one scope (compared with `Cmd` expanded, so `Cmd-E` conflicts with `Ctrl-E` and `Super-E`,
  /// and `?` with `Shift-/`); every command bound to keys has one a legacy terminal delivers;
  /// every command is reachable (a menu, a key, or the command menu).
  public func validate() -> [CatalogProblem] {
    var problems: [CatalogProblem] = []
    var seenIDs: Set<CommandID> = []
    var reportedDuplicates: Set<CommandID> = []
    // Per scope: each pattern's first owner and the chord it came from.
    var owners: [CommandScope: [KeyPattern: (id: CommandID, chord: KeyChord)]] = [:]
    var reportedPairs: Set<[String]> = []
    for command in commands {
      let id = command.id
      if !id.isWellFormed { problems.append(.malformedID(id)) }
      if seenIDs.contains(id) {
        if reportedDuplicates.insert(id).inserted { problems.append(.duplicateID(id)) }
      }
      seenIDs.insert(id)
      if command.title.allSatisfy(\.isWhitespace) { problems.append(.missingTitle(id)) }
      for chord in command.keys {
        for pattern in chord.patterns {
          if let owner = owners[command.scope]?[pattern] {
            guard owner.id != id else { continue }
            let pair = [command.scope.name, owner.id.rawValue, "\(owner.chord)", id.rawValue, "\(chord)"]
            if reportedPairs.insert(pair).inserted {
              problems.append(
                .sharedChord(scope: command.scope, first: owner.id, owner.chord, second: id, chord))
            }
          } else {
            owners[command.scope, default: [:]][pattern] = (id, chord)
          }
        }
      }
      if !command.keys.isEmpty && !command.keys.contains(where: { $0.isDeliverable(on: .legacy) }) {
        problems.append(.noLegacyChord(id, command.keys))
      }
      if command.menu == nil && command.keys.isEmpty && !command.isInCommandMenu {
        problems.append(.unreachable(id))
      }
    }
    return problems
  }
}
