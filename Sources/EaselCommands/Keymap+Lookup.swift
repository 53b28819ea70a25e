import EaselInput

extension Keymap {
  /// The commands a key event fires, innermost scope first and in catalog order within a scope;
  /// the dispatcher runs the first that is available and passes the key on if none is.
  ///
  /// Key down fires every bound command; a repeat only those marked repeatable (nudges); a
  /// release none (responders that want key ups get them directly). The key is looked up as
  /// reported first, and under the US base-layout key (kitty) only if that finds nothing.
  public func commands(for event: KeyEvent, in scopes: [CommandScope]) -> [CommandID] {
    switch event.phase {
    case .release:
      return []
    case .repeat:
      return boundIndices(event, in: scopes).filter { entries[$0].isRepeatable }.map { entries[$0].id }
    case .press:
      return boundIndices(event, in: scopes).map { entries[$0].id }
    }
  }

  /// The commands bound to the event's key in these scopes, whatever its phase.
  public func commands(matching event: KeyEvent, in scopes: [CommandScope]) -> [CommandID] {
    boundIndices(event, in: scopes).map { entries[$0].id }
  }

  private func boundIndices(_ event: KeyEvent, in scopes: [CommandScope]) -> [Int] {
    let (primary, alternate) = event.chordPatterns
    var seenScopes: Set<CommandScope> = []
    let unique = scopes.filter { seenScopes.insert($0).inserted }
    let found = unique.flatMap { boundEntries(primary, in: $0) }
    guard found.isEmpty, let alternate else { return found }
    return unique.flatMap { boundEntries(alternate, in: $0) }
  }

  /// The chords in effect for a command (empty when unbound or unknown).
  public func chords(for id: CommandID) -> [KeyChord] {
    entry(for: id)?.chords ?? []
  }

  /// The chords in effect that a terminal at this level delivers: what the overlay, menus and
  /// command menu show.
  public func chords(for id: CommandID, deliverableOn level: KeyboardProtocolLevel) -> [KeyChord] {
    chords(for: id).filter { $0.isDeliverable(on: level) }
  }

  /// The chord to display next to a command: its first deliverable one.
  public func displayedChord(for id: CommandID, deliverableOn level: KeyboardProtocolLevel) -> KeyChord? {
    chords(for: id).first { $0.isDeliverable(on: level) }
  }
}
